"""The per-process fan-out (issue 19): followers of a game are handed its new events without a Redis
connection or a blocking read of their own, and none misses an event appended around its start."""

from __future__ import annotations

import pytest
import redis

from service.fanout import FanOut


def _events(n: int, start: int = 0) -> list[dict]:
    return [{"type": "Noted", "seat": None, "data": {"n": start + i}} for i in range(n)]


def _connections(client) -> int:
    return len(client.connection_pool._available_connections) + len(client.connection_pool._in_use_connections)


@pytest.fixture
def fanout(wired):
    running = FanOut(wired.redis, wired.store, wired.settings.partitions, block_seconds=0.5)
    yield running
    running.close()


def test_a_thousand_followers_share_one_read_and_no_connection_each(wired, fanout):
    store = wired.store
    store.append("g1", _events(3))
    followers = [fanout.follow("g1") for _ in range(1000)]
    other = fanout.follow("g2")
    connections = _connections(wired.redis)

    store.append("g1", _events(2, start=3))
    assert all(f.wait(10) for f in followers)  # each woken by the fan-out's one read of the feeds
    assert [[e["v"] for e in f.after(3)] for f in followers] == [[4, 5]] * 1000
    assert [e["data"]["n"] for e in followers[0].after(3)] == [3, 4]
    assert not other.wait(0.01) and other.after(0) == []
    assert _connections(wired.redis) <= connections + 1, "followers took Redis connections of their own"
    assert fanout.followers == 1001
    for follower in followers:
        follower.close()
    assert fanout.followers == 1


def test_an_event_appended_between_follow_and_the_first_read_still_wakes_the_follower(wired, fanout):
    store = wired.store
    store.append("g1", _events(1))
    follower = fanout.follow("g1")
    store.append("g1", _events(1, start=1))  # before the follower has read anything
    assert follower.wait(10)
    assert [e["v"] for e in follower.after(1)] == [2]


def test_a_follower_far_behind_is_told_to_read_the_log_itself(wired, fanout):
    store = wired.store
    follower = fanout.follow("g1")
    for _ in range(300):  # more than the fan-out keeps per game
        store.append("g1", _events(1))
    for _ in range(300):  # woken once per read of the feeds, until the fan-out has read the last one
        if follower.after(299):
            break
        assert follower.wait(10)
    assert follower.after(0) is None
    assert [e["v"] for e in follower.after(298)] == [299, 300]


def test_a_players_followers_are_woken_by_the_fan_out_when_its_stream_grows(wired, fanout):
    followers = [fanout.follow_player("p1") for _ in range(100)]
    other = fanout.follow_player("p2")
    connections = _connections(wired.redis)
    wired.player_streams.publish("p1", "challenge", {"challenge": "c1"})
    assert all(f.wait(10) for f in followers)
    assert not other.wait(0.01)
    assert [frame["type"] for frame in wired.player_streams.read("p1", "0")] == ["challenge"]
    assert _connections(wired.redis) <= connections + 1, "player followers took Redis connections of their own"
    for follower in followers + [other]:
        follower.close()
    assert fanout.followers == 0


def test_each_events_frame_is_built_once_per_game_and_kind_of_viewer(wired, fanout):
    wired.store.append("g1", _events(2))
    followers = [fanout.follow("g1") for _ in range(3)]
    built = []

    def build(text: str):
        return lambda: built.append(text) or text

    frames = [fanout.shared("g1", (None, 2), build("spectator")) for _ in followers]
    seat = fanout.shared("g1", (0, 2), build("seat 0"))
    assert frames == ["spectator"] * 3 and seat == "seat 0"
    assert built == ["spectator", "seat 0"]
    assert fanout.shared("g9", (None, 1), build("unfollowed")) == "unfollowed"  # built, not kept
    assert fanout.shared("g9", (None, 1), build("unfollowed")) == "unfollowed" and built.count("unfollowed") == 2


def test_events_the_fan_out_could_not_read_are_read_from_the_log_by_their_followers(wired, fanout, monkeypatch):
    """The feed said the game moved but its events could not be read (a failover): the followers are told to
    read the log themselves, not left waiting for a move the fan-out will never read again."""
    store = wired.store
    store.append("g1", _events(1))
    follower = fanout.follow("g1")
    store.append("g1", _events(1, start=1))
    assert follower.wait(10) and [e["v"] for e in follower.after(1)] == [2]

    def unreadable(wanted):
        monkeypatch.undo()  # an injected fault, once
        raise redis.ConnectionError("the game's master is failing over")

    monkeypatch.setattr(store, "read_many", unreadable)
    store.append("g1", _events(1, start=2))
    assert follower.wait(10)
    assert follower.after(2) is None  # read the log: the fan-out missed version 3
    store.append("g1", _events(1, start=3))
    assert follower.wait(10) and [e["v"] for e in follower.after(2)] == [3, 4]


def test_a_move_the_feed_did_not_bring_is_delivered_within_the_reconcile_period(wired, fanout, monkeypatch, caplog):
    """Issue 36: during a failover the feed's entry was read on one node and the game on another that did not
    have the move yet; the feed's position was past it, so the follower waited for a move already made. Each
    reader now compares its followed games' versions with the store's and delivers what it missed."""
    store = wired.store
    store.append("g1", _events(1))
    follower = fanout.follow("g1")

    def stale(wanted):
        monkeypatch.undo()  # an injected fault, once: a node that does not hold the move yet
        return {gid: [] for gid in wanted}

    monkeypatch.setattr(store, "read_many", stale)
    store.append("g1", _events(1, start=1))
    assert follower.wait(10) and follower.after(1) == []  # woken by the feed, but the read came back short
    assert "read_many" not in vars(store)  # the fault was injected once
    assert follower.wait(10), "the reconcile did not deliver the move the feed's read missed"
    assert [e["v"] for e in follower.after(1)] == [2]
    assert "went back" not in caplog.text  # a game that only moved is never taken for one that lost a write


def test_a_game_whose_store_went_back_is_read_again_from_the_store(wired, fanout):
    """A write the failed master held but no replica had is gone after the failover, and the game's next write
    reuses its version: the fan-out forgets what it kept past the store's version and delivers the new event."""
    store = wired.store
    store.append("g1", _events(1))
    follower = fanout.follow("g1")
    store.append("g1", _events(1, start=1))
    assert follower.wait(10) and [e["data"]["n"] for e in follower.after(1)] == [1]

    keys = store.keys("g1")  # the promoted replica never had version 2: its log and head end at version 1
    [(lost_id, _)] = wired.redis.xrevrange(keys.log, count=1)
    wired.redis.xdel(keys.log, lost_id)
    wired.redis.execute_command("XSETID", keys.log, "1-0")
    wired.redis.hset(keys.meta, mapping={"v": 1, "head": store.read("g1")[0]["hash"]})
    store.append("g1", _events(1, start=7))  # the next write, as version 2 again
    assert [e["data"]["n"] for e in store.read("g1")] == [0, 7]
    for _ in range(3):  # woken by the feed (the kept version 2 hides it), then by the reconcile
        assert follower.wait(10), "the fan-out never delivered the write that replaced the lost one"
        if [e["data"]["n"] for e in follower.after(1) or []] == [7]:
            break
    assert [e["data"]["n"] for e in follower.after(1)] == [7]
