"""Issue 36 item 2 on a real three-master Redis Cluster: while one master is down (killed), the partitions
on the other masters keep being folded, each partition's feed polled in a thread of its own; the dead
master's partitions back off on their own and are folded again once it is back (empty: without AOF here, so
their consumer groups are made again too)."""

from __future__ import annotations

import pytest
from redis.cluster import RedisCluster

from events.keys import feed_key
from projections.leases import PartitionLeases
from service.bootstrap import Settings, use
from tests.projections.test_partition_isolation import _until
from tests.support.redis_cluster import start_cluster, wait_until_cluster_is_ok
from tests.support.spine import drain, projector_for

# Keys every fold or round touches beside the game's own partition: the victim holds none of them.
SHARED = ("br:{lobby}:games", "br:{history}:games", "br:{work}:heartbeats", "br:{ratings}:log")
PARTITIONS = 16


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    try:
        # A node timeout past the test's length: the cluster itself never declares the killed master failed
        # (without a replica that would take every master down, cluster-require-full-coverage).
        running = start_cluster(tmp_path_factory.mktemp("redis-cluster"), 3, node_timeout_ms=120_000)
    except RuntimeError as error:
        pytest.skip(f"could not start a local three-node Redis Cluster: {error}")
    yield running
    running.stop()


def test_a_dead_master_holds_up_no_other_masters_partitions(cluster, redis_url, redis_client, dice_race):
    seed = RedisCluster(host="127.0.0.1", port=cluster.ports[0])
    node_of = {p: seed.get_node_from_key(feed_key(p)).port for p in range(PARTITIONS)}
    shared = {seed.get_node_from_key(key).port for key in SHARED}
    seed.flushall()
    seed.close()
    victim = next(port for port in set(node_of.values()) if port not in shared)  # a master of partitions only
    url = f"redis+cluster://127.0.0.1:{next(port for port in cluster.ports if port != victim)}"
    wired = use(Settings(redis_url=url, queue_redis_url=redis_url, partitions=PARTITIONS, bot_stall_seconds=1.0,
                         rate_limits=False))
    try:
        def games() -> dict[bool, str]:
            made: dict[bool, str] = {}
            while len(made) < 2:
                table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {}], {})
                made.setdefault(node_of[wired.store.keys(table["gid"]).partition] == victim, table["gid"])
            return made

        healthy_gid = games()[False]
        # Its leases renewed in a thread of their own, as on any cluster.
        leases = PartitionLeases(wired.redis, "c", PARTITIONS, lease_ms=3000)
        projector = projector_for(wired, leases=leases, consumer="c")

        def turn():
            projector.turn(block_ms=1)

        _until(lambda: projector.partitions == list(range(PARTITIONS)), turn)
        drain(projector)

        cluster.processes[victim].kill()
        cluster.processes[victim].wait(timeout=10)
        try:
            wired.handler.join(healthy_gid, "bob", None)
            _until(lambda: wired.snapshots.load(healthy_gid)["version"] == wired.store.version(healthy_gid), turn,
                   seconds=60)
            failing = {p for p in range(PARTITIONS) if node_of[p] == victim}
            _until(lambda: failing <= set(projector.backoff.failing), turn, seconds=60)
            assert set(projector.backoff.failing) == failing  # only the dead master's partitions wait
        finally:
            cluster.start_node(victim)
            wait_until_cluster_is_ok(cluster.ports)
        back_gid = games()[True]
        _until(lambda: (wired.snapshots.load(back_gid) or {}).get("version") == wired.store.version(back_gid), turn,
               seconds=60)
        _until(lambda: not projector.backoff.failing, turn, seconds=60)
    finally:
        wired.close()
        use(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))
