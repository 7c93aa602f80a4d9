"""Issue 36 item 2: a failing partition backs off on its own while the projector folds the others, and a
lease renewal that fails does not stop the folding of the partitions held until their leases could lapse.

The failures are real: a feed key holding a string (Redis answers WRONGTYPE to every read of it), a
preference key holding a list (the lease script fails on it)."""

from __future__ import annotations

import time

from events.keys import feed_key
from projections.leases import PREFERS, PartitionLeases
from tests.support.spine import projector_for

LEASE_MS = 1500


def _until(condition, turn, seconds: float = 10.0):
    """Turn the projector until ``condition()`` holds, with a deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if value := condition():
            return value
        turn()
    raise AssertionError("the condition did not hold in time")


def _games_in_two_partitions(wired):
    """Two open tables in different partitions."""
    made = {}
    while len(made) < 2:
        table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {}], {})
        made.setdefault(wired.store.keys(table["gid"]).partition, table["gid"])
    (broken, failing_gid), (healthy, healthy_gid) = made.items()
    return broken, failing_gid, healthy, healthy_gid


def _folded(wired, gid):
    snapshot = wired.snapshots.load(gid)
    return snapshot is not None and snapshot["version"] == wired.store.version(gid)


def test_a_partition_whose_feed_fails_backs_off_while_the_others_are_folded(wired, dice_race):
    broken, failing_gid, healthy, healthy_gid = _games_in_two_partitions(wired)
    projector = projector_for(wired)
    aside = f"br:{{p{broken}}}:feed-aside"
    wired.redis.rename(feed_key(broken), aside)
    wired.redis.set(feed_key(broken), "not a stream")

    def turn():
        projector.turn(block_ms=1)

    _until(lambda: _folded(wired, healthy_gid), turn)
    assert projector.backoff.failing == [broken]
    assert wired.snapshots.load(failing_gid) is None
    wired.handler.join(healthy_gid, "bob", None)  # the healthy partition keeps being folded
    _until(lambda: wired.snapshots.load(healthy_gid)["version"] == wired.store.version(healthy_gid), turn)
    assert projector.backoff.failing == [broken] and wired.snapshots.load(failing_gid) is None

    wired.redis.delete(feed_key(broken))
    wired.redis.rename(aside, feed_key(broken))  # the feed is readable again, its group and entries intact
    _until(lambda: _folded(wired, failing_gid), turn)
    assert projector.backoff.failing == []


def test_a_failing_lease_renewal_keeps_the_partitions_held_until_their_leases_could_lapse(wired, dice_race):
    leases = PartitionLeases(wired.redis, "p", wired.store.partitions, lease_ms=LEASE_MS)
    projector = projector_for(wired, leases=leases, consumer="p")

    def turn():
        projector.turn(block_ms=1)

    turn()
    assert projector.partitions == list(range(wired.store.partitions))
    renewed = time.monotonic()  # the last renewal that succeeded began before this
    wired.redis.delete(PREFERS.format(0))
    wired.redis.rpush(PREFERS.format(0), "not a name")  # every renewal fails from now on (WRONGTYPE)
    _until(lambda: projector.lease_error is not None, turn)
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {}], {})
    _until(lambda: _folded(wired, table["gid"]), turn)
    assert time.monotonic() - renewed < LEASE_MS / 1000  # folded while its lease still ran

    _until(lambda: projector.partitions == [], turn)
    stopped = time.monotonic() - renewed
    assert stopped < LEASE_MS / 1000 + 0.5  # about when the leases could lapse, not much later
    late, _ = wired.handler.create("dice-race", [{"name": "ann"}, {}], {})
    for _ in range(3):
        turn()
    assert wired.snapshots.load(late["gid"]) is None  # no lease: nothing folded

    wired.redis.delete(PREFERS.format(0))
    _until(lambda: projector.lease_error is None and projector.partitions, turn)
    _until(lambda: _folded(wired, late["gid"]), turn)
