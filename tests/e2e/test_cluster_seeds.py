"""Issue 36, items 5 and 6, on a local Redis Cluster (three masters, no replicas: no failover is needed):
processes start from a seed list whose first node is down (a port nobody listens on), and a process told
another partition count than the store recorded at its first start refuses to start, saying why."""

from __future__ import annotations

import subprocess

import httpx
import pytest

from events import heartbeats
from events.connection import redis_client as connect
from events.keys import STORE_CONFIG
from events.redis_server import free_port
from service.bootstrap import DEFAULT_PARTITIONS, Container, Settings
from service.runtime.cli import CONFIG_ERROR
from tests.e2e.service_processes import Service
from tests.support.progress import await_condition
from tests.support.redis_cluster import start_cluster

pytestmark = pytest.mark.e2e

GUNICORN_BOOT_ERROR = 3  # gunicorn's exit status when its worker could not load the app


@pytest.fixture
def cluster(tmp_path):
    try:
        running = start_cluster(tmp_path / "cluster", masters=3, replicas=0, node_timeout_ms=2000)
    except RuntimeError as error:
        pytest.fail(f"could not start a local Redis Cluster: {error}", pytrace=False)
    yield running
    running.stop()


@pytest.fixture
def seeds(cluster) -> str:
    """A cluster URL whose first seed is down: nothing listens on its port."""
    return f"redis+cluster://127.0.0.1:{free_port()},127.0.0.1:{cluster.ports[1]},127.0.0.1:{cluster.ports[2]}"


def test_processes_start_while_the_first_seed_is_down_and_refuse_another_partition_count(
        seeds, redis_client, redis_url, tmp_path):
    # The composition root: its client finds the cluster through the second seed and records the count.
    wired = Container(Settings.from_env({"REDIS_URL": seeds, "QUEUE_REDIS_URL": redis_url}))
    wired.check_store()
    assert wired.settings.partitions == DEFAULT_PARTITIONS
    assert wired.redis.hget(STORE_CONFIG, "partitions") == str(DEFAULT_PARTITIONS).encode()
    assert all(wired.redis.ping(target_nodes=node) for node in wired.redis.get_primaries())

    (tmp_path / "good").mkdir()
    good = Service(seeds, tmp_path / "good", env={"QUEUE_REDIS_URL": redis_url})
    (tmp_path / "drifted").mkdir()
    drifted = Service(seeds, tmp_path / "drifted", env={"QUEUE_REDIS_URL": redis_url, "BOARDROOM_PARTITIONS": "8"})
    direct = connect(seeds)
    try:
        good.start("projector")
        good.start("web")
        await_condition(lambda: heartbeats.latest(direct, "projector"),
                        what="the projector beats through the second seed")
        assert good.processes["projector"].poll() is None, good.logs("projector")
        health = await_condition(lambda: _health(good.base_url), what="the web process answers /v1/health")
        assert set(health["partitions"].values()) == {"ok"}, health  # every master reached
        assert len(health["partitions"]) == DEFAULT_PARTITIONS

        # Told 8 partitions on a store that records 64: each refuses to start, naming both and the setting.
        for name in ("projector", "web"):
            drifted.start(name)
            try:
                status = drifted.processes[name].wait(timeout=60)
            except subprocess.TimeoutExpired:
                pytest.fail(f"{name} with BOARDROOM_PARTITIONS=8 still runs:\n{drifted.logs(name)}")
            output = drifted.logs(name)
            assert status == (CONFIG_ERROR if name == "projector" else GUNICORN_BOOT_ERROR), output
            assert f"BOARDROOM_PARTITIONS is 8, but the store records {DEFAULT_PARTITIONS} partitions" in output
            assert f"BOARDROOM_PARTITIONS={DEFAULT_PARTITIONS}" in output
        assert direct.hget(STORE_CONFIG, "partitions") == str(DEFAULT_PARTITIONS).encode()  # unchanged
    finally:
        good.stop()
        drifted.stop()
        direct.close()


def _health(base_url: str) -> dict | None:
    try:
        response = httpx.get(f"{base_url}/v1/health", timeout=10)
    except httpx.TransportError:
        return None
    return response.json() if response.status_code in (200, 503) else None
