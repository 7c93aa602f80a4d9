"""Retention: a long-finished game keeps its log and loses its derived models; the projector group
sheds its dead consumers and the feeds their acknowledged entries."""

from __future__ import annotations

import time

from events.keys import GameKeys, feed_key
from games import table as tables
from projections.lobby import SUMMARIES
from projections.projector import GROUP
from projections.retention import FINISHED, Retention
from service.tokens import index_key
from tests.support.spine import drain, projector_for, run_jobs

DAY = 86400


def play_to_the_end(wired, projector) -> tuple[str, str]:
    """A dice race between ann (a seat token) and a bot, folded to its end; returns (gid, ann's token)."""
    table, tokens = wired.handler.create("dice-race", [{"name": "ann"}, {"bot": "easy"}], {})
    gid = table["gid"]
    for _ in range(1000):
        drain(projector)
        table = wired.handler.table(gid)
        if table["status"] == "finished":
            drain(projector)
            return gid, tokens["0"]
        if 0 in tables.to_act(table):
            wired.handler.execute(gid, 0, {"type": "roll"})
        else:
            run_jobs(wired)
    raise AssertionError(f"{gid} did not finish")


def test_a_game_finished_long_ago_keeps_its_log_and_loses_its_derived_models(wired, dice_race):
    projector = projector_for(wired, retention=wired.retention)
    old, old_token = play_to_the_end(wired, projector)
    recent, recent_token = play_to_the_end(wired, projector)
    finished_at = wired.redis.zscore(FINISHED, old)
    wired.redis.zadd(FINISHED, {old: finished_at - (wired.settings.retain_days + 1) * DAY})
    before = wired.handler.table(old)

    assert wired.retention.drop_expired() == [old]

    keys = GameKeys.of(old, wired.settings.partitions)
    assert not wired.redis.exists(keys.snapshot, index_key(old_token))
    assert not wired.redis.hexists(SUMMARIES, old)
    assert [g["id"] for g in wired.lobby.list(status="finished")[0]] == [recent]
    assert wired.redis.exists(keys.log, keys.meta, keys.secrets) == 3
    # Rebuilt on demand: the table folds from its log alone, the same as before.
    wired.loader._cache.clear()
    assert wired.loader.load(old) == before
    assert wired.handler.seat_of(old, old_token) == 0  # the token still names its seat
    recent_keys = GameKeys.of(recent, wired.settings.partitions)
    assert wired.redis.exists(recent_keys.snapshot, index_key(recent_token)) == 2


def test_dead_consumers_go_and_the_live_and_the_busy_stay(wired):
    projector_for(wired)  # the groups
    stream = feed_key(0)

    def read(consumer: str, ack: bool) -> None:
        wired.redis.xadd(stream, {"g": "nobody", "v": 1, "t": "Noted"})
        for _, items in wired.redis.xreadgroup(GROUP, consumer, {stream: ">"}):
            if ack:
                wired.redis.xack(stream, GROUP, *[entry_id for entry_id, _ in items])

    read("gone", ack=True)  # a projector that stopped cleanly
    read("busy", ack=False)  # one that died holding entries: XAUTOCLAIM's business first
    read("live", ack=True)
    retention = Retention(wired.redis, wired.snapshots, wired.lobby, wired.settings.partitions, 30,
                          dead_consumer_idle_ms=0)
    deadline = time.monotonic() + 10
    while min(c["idle"] for c in wired.redis.xinfo_consumers(stream, GROUP)) == 0:
        assert time.monotonic() < deadline
        time.sleep(0.005)  # a consumer's idle time is counted in whole milliseconds
    assert retention.drop_dead_consumers([0], keep="live") == ["0:gone"]
    assert sorted(c["name"] for c in wired.redis.xinfo_consumers(stream, GROUP)) == [b"busy", b"live"]


def test_feeds_are_trimmed_below_what_the_group_still_needs(wired, dice_race):
    projector = projector_for(wired)
    for _ in range(3):
        wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "easy"}], {})
    drain(projector)
    partitions = list(range(wired.settings.partitions))
    before = sum(wired.redis.xlen(feed_key(p)) for p in partitions)
    removed = wired.retention.trim_feeds(partitions)
    assert removed > 0 and sum(wired.redis.xlen(feed_key(p)) for p in partitions) == before - removed
    # Entries delivered but not yet acknowledged stay.
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "easy"}], {})
    stream = GameKeys.of(table["gid"], wired.settings.partitions).feed
    delivered = [entry_id for _, items in wired.redis.xreadgroup(GROUP, "slow", {stream: ">"}) for entry_id, _ in items]
    wired.retention.trim_feeds(partitions)
    assert [entry_id for entry_id, _ in wired.redis.xrange(stream)][-len(delivered):] == delivered
