"""The tree builder over real Redis: one writer under a lease, each batch head once, in feed order, and the
feeds are not trimmed below what it has read."""

from __future__ import annotations

from events import merkle
from projections import transparency as tlog
from projections.projector import GROUP
from projections.retention import Retention
from tests.projections.test_retention import projector_for
from tests.transparency.support import builder


def append(wired, gid: str, types: list[str], expected: int) -> dict:
    return wired.store.append(gid, [{"type": t, "seat": 0, "data": {"t": t}} for t in types],
                              expected=expected).envelopes[-1]


def test_leaves_are_each_batch_head_in_order_under_one_builder(wired):
    first, second = builder(wired, "first"), builder(wired, "second")
    heads = [append(wired, "g1", ["A", "B"], 0), append(wired, "g2", ["A"], 0), append(wired, "g1", ["C"], 2)]
    assert first.step() == 3
    assert second.step() == 0, "the lease is the first builder's"
    log = tlog.TransparencyLog(wired.redis)
    leaves = [merkle.leaf_hash(merkle.head_leaf(e["gid"], e["v"], e["hash"])) for e in heads]
    # Partitions are read in turn; within a game the versions keep their order.
    assert sorted(log.leaf_index(e["gid"], e["v"]) for e in heads) == [0, 1, 2]
    assert log.leaf_index("g1", 2) < log.leaf_index("g1", 3) and log.leaf_index("g1", 1) is None
    ordered = sorted(zip(heads, leaves, strict=True), key=lambda pair: log.leaf_index(pair[0]["gid"], pair[0]["v"]))
    assert log.head()["root"] == merkle.root(merkle.nodes_of([leaf for _, leaf in ordered]), 3).hex()

    assert first.step() == 0, "nothing new: no leaf twice"
    first.release()
    append(wired, "g2", ["B"], 1)
    assert second.step() == 1 and log.size() == 4 and log.head()["size"] == 4


def test_retention_keeps_the_feed_entries_the_log_has_not_read(wired):
    projector_for(wired)  # the consumer groups
    tree = builder(wired)
    tree.step()  # the builder holds the log: its cursors exist
    append(wired, "g1", ["A"], 0)
    append(wired, "g1", ["B"], 1)
    feed = wired.store.keys("g1").feed
    for _, items in wired.redis.xreadgroup(GROUP, "projector-1", {feed: ">"}):  # the projector took both
        wired.redis.xack(feed, GROUP, *[entry_id for entry_id, _ in items])
    assert wired.redis.xpending(feed, GROUP)["pending"] == 0 and wired.redis.xlen(feed) == 2
    retention = Retention(wired.redis, wired.snapshots, wired.lobby, wired.settings.partitions, 30)
    partitions = list(range(wired.settings.partitions))
    assert retention.trim_feeds(partitions) == 0, "the projector alone would let the first entry go"
    assert tree.step() == 2
    assert tlog.TransparencyLog(wired.redis).leaf_index("g1", 1) == 0
    assert retention.trim_feeds(partitions) == 1, "once read, it may go"
