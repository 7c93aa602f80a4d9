"""The fan-out on a real three-master Redis Cluster: with the cluster client's default node dead, the followers
of games on the other masters are still woken. redis-py finds XREAD's keys by asking its default node
(COMMAND GETKEYS), so without addressing each read to its feed's node every reader failed with that one node."""

from __future__ import annotations

import pytest
from redis.cluster import RedisCluster

from events.keys import feed_key
from service.bootstrap import Settings, use
from service.fanout import FanOut
from tests.support.redis_cluster import start_cluster

PARTITIONS = 16
# A reader thread that dies of an exception would leave its feed's followers asleep for the process's life.
pytestmark = pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    try:
        # A node timeout past the test's length: the cluster never fails the killed master over (it has no
        # replica), so its slots stay its own and only reads addressed elsewhere can succeed.
        running = start_cluster(tmp_path_factory.mktemp("redis-cluster"), 3, node_timeout_ms=120_000)
    except RuntimeError as error:
        pytest.fail(f"could not start a local three-node Redis Cluster: {error}", pytrace=False)
    yield running
    running.stop()


def _noted(n: int) -> list[dict]:
    return [{"type": "Noted", "seat": None, "data": {"n": i}} for i in range(n)]


def test_followers_on_healthy_masters_are_woken_while_the_default_node_is_dead(cluster, redis_url):
    seed = RedisCluster(host="127.0.0.1", port=cluster.ports[0])
    seed.flushall()
    seed.close()
    wired = use(Settings(redis_url=f"redis+cluster://127.0.0.1:{cluster.ports[0]}", queue_redis_url=redis_url,
                         partitions=PARTITIONS, rate_limits=False))
    fanout = FanOut(wired.redis, wired.store, PARTITIONS, block_seconds=0.5)
    try:
        dead = wired.redis.get_default_node().port
        gid = next(g for g in (f"g{i}" for i in range(1000))
                   if wired.redis.get_node_from_key(feed_key(wired.store.keys(g).partition)).port != dead)
        wired.store.append(gid, _noted(1))
        follower = fanout.follow(gid)
        wired.store.append(gid, _noted(1))
        assert follower.wait(10) and [e["v"] for e in follower.after(1)] == [2]

        cluster.processes[dead].kill()
        cluster.processes[dead].wait(timeout=10)
        wired.store.append(gid, _noted(1))
        assert follower.wait(20), "the follower of a game on a live master was not woken"
        assert [e["v"] for e in follower.after(2)] == [3]
    finally:
        fanout.close()
        wired.close()
        use(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))
