"""BOARDROOM_REPLICA_FLOOR (issue 36, item 1): with one replica per master and BOARDROOM_MIN_REPLICAS=1, a lost
replica (or a master promoted from its only replica) answered 503 `not_replicated` to every command of its slots
for minutes. With a floor below the required count, a master waits for the replicas it has connected, down to
the floor; at the floor (the default) it stays strict. A real master and a real replica, started here."""

from __future__ import annotations

import contextlib
import time

import pytest
import redis

from events.redis_server import start_redis
from events.store import EventStore, NotReplicated


@pytest.fixture
def master(tmp_path):
    process, url = start_redis(tmp_path / "master", appendonly=False)
    client = redis.Redis.from_url(url)
    yield client
    client.close()
    process.terminate()
    process.wait(timeout=10)


def start_replica(tmp_path, master: redis.Redis):
    port = master.connection_pool.connection_kwargs["port"]
    process, url = start_redis(tmp_path / "replica", appendonly=False, extra=["--replicaof", "127.0.0.1", str(port)])
    deadline = time.monotonic() + 20
    while master.execute_command("ROLE")[2] == [] or master.info("replication").get("slave0", {}).get(
            "state") != "online":
        assert time.monotonic() < deadline, "the replica did not come online"
        time.sleep(0.05)  # polling a replica that is syncing, with a deadline
    return process


def event(n: int) -> list[dict]:
    return [{"type": "Noted", "seat": None, "data": {"n": n}}]


def test_strict_by_default_a_master_without_its_replica_refuses_to_acknowledge(master):
    store = EventStore(master, min_replicas=1, replica_timeout_ms=50)
    with pytest.raises(NotReplicated) as refused:
        store.append("g-strict", event(1), expected=0)
    assert (refused.value.required, refused.value.confirmed) == (1, 0)


def test_with_a_floor_of_0_a_master_waits_for_the_replicas_it_has_and_keeps_writing_without(master, tmp_path):
    store = EventStore(master, min_replicas=1, replica_timeout_ms=2000, replica_floor=0)
    replica = start_replica(tmp_path, master)
    store.append("g-floor", event(1), expected=0)  # confirmed by the connected replica
    replica_client = redis.Redis(port=int(replica.args[replica.args.index("--port") + 1]))
    assert replica_client.xlen(store.keys("g-floor").log) == 1  # WAIT returned once the replica held it
    replica_client.close()

    replica.kill()  # the replica is lost (its socket closes with it)
    replica.wait(timeout=10)
    # The next append may still wait for it (the count is trusted for a second) and answer NotReplicated,
    # having written; the master is then counted again, alone, and the one after needs no replica.
    with contextlib.suppress(NotReplicated):
        store.append("g-floor", event(2), expected=1)
    assert store.version("g-floor") == 2
    store.append("g-floor", event(3), expected=2)  # acknowledged: a WAIT for a replica it lacks would refuse it
    assert store.version("g-floor") == 3


def test_a_floor_of_1_keeps_the_guarantee_when_the_replica_is_gone(master):
    store = EventStore(master, min_replicas=2, replica_timeout_ms=50, replica_floor=1)
    with pytest.raises(NotReplicated) as refused:
        store.append("g-floor-1", event(1), expected=0)
    assert (refused.value.required, refused.value.confirmed) == (1, 0)
