"""Projectors split the partitions by lease (issue 19): each holds the ones it prefers, a living one takes
over a dead one's once its leases lapse, and hands them back when their projector returns."""

from __future__ import annotations

import time

from projections.leases import PartitionLeases

PARTITIONS = 16
LEASE_MS = 300


def _until(condition, seconds: float = 10.0):
    """Renew rounds until ``condition()`` holds (leases lapse in real time), with a deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if value := condition():
            return value
    raise AssertionError("the leases did not settle in time")


def test_two_projectors_hold_the_partitions_they_prefer_and_nothing_else(redis_client):
    a = PartitionLeases(redis_client, "a", PARTITIONS, tuple(range(8)), LEASE_MS)
    b = PartitionLeases(redis_client, "b", PARTITIONS, tuple(range(8, 16)), LEASE_MS)
    # a, first up, stands in for b's partitions too; once b is seen, a hands them over.
    assert a.renew() == list(range(PARTITIONS))
    assert b.renew() == []
    assert a.renew() == list(range(8))
    assert b.renew() == list(range(8, 16))
    assert a.renew() == list(range(8)) and b.renew() == list(range(8, 16))


def test_a_dead_projectors_partitions_are_taken_over_and_handed_back_when_it_returns(redis_client):
    a = PartitionLeases(redis_client, "a", PARTITIONS, tuple(range(8)), LEASE_MS)
    b = PartitionLeases(redis_client, "b", PARTITIONS, tuple(range(8, 16)), LEASE_MS)
    for _ in range(2):
        a.renew(), b.renew()
    # a stops renewing (killed): b stands in for its partitions once a's leases and preferences lapse.
    assert _until(lambda: b.renew() == list(range(PARTITIONS)))
    # a comes back: its preference is seen, b hands its partitions back, a takes them.
    a.renew()
    assert b.renew() == list(range(8, 16))
    assert a.renew() == list(range(8))


def test_overlapping_preferences_leave_each_partition_to_exactly_one_holder(redis_client):
    everyone = [PartitionLeases(redis_client, name, PARTITIONS, (), LEASE_MS) for name in "abc"]
    rounds = [[lease.renew() for lease in everyone] for _ in range(3)]
    for held in rounds:
        flat = sorted(p for partitions in held for p in partitions)
        assert flat == list(range(PARTITIONS)), held
    assert rounds[-1][0] == list(range(PARTITIONS))  # the first one holds them all; the others stand by


def test_a_clean_stop_releases_at_once(redis_client):
    a = PartitionLeases(redis_client, "a", PARTITIONS, (), LEASE_MS * 100)
    b = PartitionLeases(redis_client, "b", PARTITIONS, (), LEASE_MS * 100)
    assert a.renew() == list(range(PARTITIONS)) and b.renew() == []
    a.release()
    assert b.renew() == list(range(PARTITIONS))
