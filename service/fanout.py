"""One fan-out per web process: it reads what is new in every partition feed and hands each game's new
events to this process's followers of that game.

Why the partition feeds and not keyspace notifications: the feeds already exist (the projector reads
them), survive a reconnect (the fan-out resumes from the last entry id it saw, so nothing appended during
a blip is missed, where a notification sent meanwhile is gone), need no server configuration
(``notify-keyspace-events`` is off by default and managed Redis often forbids changing it), and name
the game and version of every event, so one blocking ``XREAD`` over all partitions serves every game.

The feed of the players' streams (projections.player_streams.PLAYER_FEED) names a player whenever its
own stream grows, so a player's stream is followed the same way.

A follower costs neither a thread nor a Redis connection while it waits: it waits on an event object
(a greenlet under gunicorn's gevent worker), and the fan-out reads each game's new events once, in one
round trip for every game that moved, whatever the number of followers. Each event's frame is encoded once
per game and kind of viewer, and the table reloaded after a lifecycle event once per game (``shared``), not
once per follower.

Each reader also compares, every RECONCILE_SECONDS, the versions of the games it serves with the store's, and
delivers what its feed did not bring: a feed read on one node and a game read on another during a failover
(a slot map that was stale for one of the two reads) once left a follower waiting for a move that had been made
(issue 36). The check costs one pipelined HGET per followed game and period, whatever the number of followers.

A stream opened with a player key ends when the key stops (revoked or rotated, issue 49): the players' feed
names the key's hash (service.player_keys.KEY_ENDED) and the fan-out marks and wakes its followers; in case that
word is lost (a process that died between revoking and telling), the reader of the players' feed also asks every
KEY_CHECK_SECONDS which of its followers' keys still work, in one HMGET for them all.

Followers are woken WAKE_BATCH at a time, and under gevent the next batch waits until the process has
nothing else to do: a command that arrives while thousands of followers are due is served first, and the
followers get the time left over (issue 35: with every follower woken at once a command's p99 was ×4).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from itertools import islice
from typing import Any

import redis
from redis.cluster import RedisCluster

from events.connection import REDIS_ERRORS
from events.keys import feed_key, partition_of
from events.store import EventStore
from projections.player_streams import PLAYER_FEED
from service.player_keys import KEY_ENDED

log = logging.getLogger(__name__)

_KEY_ENDED = KEY_ENDED.encode()

# Events kept per followed game for followers that fall behind by a few events; one further behind reads
# the game's log itself.
RECENT = 256
PLAYER = "player:"  # a player's follower is registered under this prefix and the player's id
RETRY_SECONDS = 1.0
WAKE_BATCH = 25
RECONCILE_SECONDS = 2.0  # how often a reader checks its followed games' versions against the store's
KEY_CHECK_SECONDS = 1.0  # how often the players' feed reader checks its followers' keys still work
SHARED_KEPT = 64  # per followed game: the latest events' frames (as spectators and each seat see them), tables


def _gevent_idle():
    """gevent.idle under gevent's monkey-patching (waits until the loop has no other event pending), else None."""
    try:
        from gevent import idle, monkey
    except ImportError:
        return None
    return idle if monkey.is_module_patched("threading") else None


def block_cap(client: redis.Redis) -> float:
    """The longest one blocking XREAD may wait: safely under the client's socket timeout (redis-py's
    default is 5 s, and a read that outlasts it raises TimeoutError)."""
    node = client.get_default_node().redis_connection if isinstance(client, RedisCluster) else client
    pool = node.connection_pool
    # A connection as the pool would make it (constructing one does not connect): its timeout is the
    # URL's or the arguments', else the connection class's own default.
    timeout = pool.connection_class(**pool.connection_kwargs).socket_timeout
    if timeout is None:
        return 10.0
    # Half the timeout: a loaded machine may take a second or more to read the reply that ends the block.
    return timeout / 2


class Follower:
    """One client following one game: the events the fan-out handed it, and a wake-up."""

    def __init__(self, fanout: FanOut, gid: str, key_hash: str | None = None):
        self.fanout = fanout
        self.gid = gid
        self.key_hash = key_hash  # the player key that opened the stream, if one did
        self.key_ended = False  # that key was revoked or rotated: the stream must end
        self._woken = threading.Event()

    def wait(self, timeout: float) -> bool:
        """Block (cooperatively under gevent) until the game moves or ``timeout`` passes; True if it moved."""
        moved = self._woken.wait(timeout)
        self._woken.clear()
        return moved

    def after(self, version: int) -> list[dict] | None:
        """The events after ``version`` the fan-out has kept, or None when it kept too few (read the log)."""
        return self.fanout.recent(self.gid, version)

    def wake(self) -> None:
        self._woken.set()

    def close(self) -> None:
        self.fanout.unfollow(self)


class _Game:
    """What the fan-out keeps of one followed game."""

    def __init__(self, version: int, head: str | None):
        self.followers: set[Follower] = set()
        self.version = version  # the last version read into ``events``
        self.head = head  # the hash at ``version``, when known
        self.events: deque[dict] = deque(maxlen=RECENT)
        self.shared: dict[tuple, Any] = {}
        # The game moved but its events could not be read: its followers read the log themselves until they are.
        self.unread = False


class FanOut:
    """Reads every partition feed with one blocking XREAD and wakes the followers of the games that moved."""

    def __init__(self, client: redis.Redis, store: EventStore, partitions: int, block_seconds: float,
                 live_keys: Callable[[list[str]], set[str]] | None = None):
        self.redis = client
        self.store = store
        self.partitions = partitions
        self.feeds = [feed_key(p) for p in range(partitions)] + [PLAYER_FEED]
        self.block_ms = max(1, int(block_seconds * 1000))
        self._lock = threading.Lock()
        self._games: dict[str, _Game] = {}
        self._players: dict[str, set[Follower]] = {}
        self._readers: list[threading.Thread] = []
        self._closed = threading.Event()
        self._draining = threading.Event()
        self._yield = _gevent_idle()
        self._live_keys = live_keys  # which of some key hashes still work (service.player_keys.PlayerKeys.live)

    @property
    def followers(self) -> int:
        with self._lock:
            return (sum(len(game.followers) for game in self._games.values())
                    + sum(len(followers) for followers in self._players.values()))

    def close(self) -> None:
        """Stop reading (the readers end within one blocking read); for tests: a process keeps its fan-out."""
        self._closed.set()

    def drain(self) -> None:
        """The process is stopping: wake every follower, whose stream then ends (its client resumes elsewhere)
        instead of holding the process until its graceful timeout."""
        self._draining.set()
        self._wake_all()

    @property
    def draining(self) -> bool:
        return self._draining.is_set()

    def follow(self, gid: str, key_hash: str | None = None) -> Follower:
        """Start following ``gid``; read its log after this, so that nothing falls between the two. ``key_hash``:
        the player key the stream was opened with, whose end ends the stream."""
        self._start()
        follower = Follower(self, gid, key_hash)
        with self._lock:
            game = self._games.get(gid)
            if game is not None:
                game.followers.add(follower)
                return follower
        version, head = self.store.head(gid)  # the first follower in this process: where the fan-out starts
        with self._lock:
            self._games.setdefault(gid, _Game(version, head)).followers.add(follower)
        return follower

    def follow_player(self, pid: str, key_hash: str | None = None) -> Follower:
        """Start following a player's own stream (read it after this); woken whenever it grows."""
        self._start()
        follower = Follower(self, PLAYER + pid, key_hash)
        with self._lock:
            self._players.setdefault(pid, set()).add(follower)
        return follower

    def unfollow(self, follower: Follower) -> None:
        with self._lock:
            if follower.gid.startswith(PLAYER):
                pid = follower.gid[len(PLAYER):]
                self._players.get(pid, set()).discard(follower)
                if not self._players.get(pid, True):
                    del self._players[pid]
                return
            game = self._games.get(follower.gid)
            if game is None:
                return
            game.followers.discard(follower)
            if not game.followers:
                del self._games[follower.gid]

    def recent(self, gid: str, version: int) -> list[dict] | None:
        with self._lock:
            game = self._games.get(gid)
            if game is None or game.unread:
                return None
            if version >= game.version:
                return []  # nothing the fan-out read yet; it wakes the follower when it does
            if not game.events or game.events[0]["v"] > version + 1:
                return None
            # The kept events have consecutive versions: skip to the first one after ``version``.
            after = list(islice(game.events, version + 1 - game.events[0]["v"], None))
            if after and after[0]["v"] != version + 1:
                after = [e for e in game.events if e["v"] > version]
            return after

    def shared(self, gid: str, key: tuple, build: Callable[[], Any]) -> Any:
        """``build()``, made once per ``key`` for all of this process's followers of ``gid``: an event's frame
        as one kind of viewer sees it, the table as it is after an event. Never to be mutated."""
        game = self._games.get(gid)
        made = game.shared.get(key) if game is not None else None
        if made is None:
            made = build()
            if game is not None:
                with self._lock:
                    if len(game.shared) >= SHARED_KEPT:
                        game.shared.clear()
                    game.shared[key] = made
        return made

    def _start(self) -> None:
        with self._lock:
            if self._readers:
                return
            # The feeds' last ids now, not "$" at the first XREAD: an event appended between a follower's
            # first read of the log and that XREAD would otherwise never wake it.
            positions = self._last_ids()
            # One XREAD may name several streams only within one slot: on a cluster, a reader per feed.
            # Each reader also reconciles the followed games of its partitions (None: all of them).
            groups = ([({feed: last}, {p} if p < self.partitions else set())
                       for p, (feed, last) in enumerate(positions.items())]
                      if isinstance(self.redis, RedisCluster) else [(positions, None)])
            self._readers = [threading.Thread(target=self._run, args=group, name="fan-out", daemon=True)
                             for group in groups]
            for reader in self._readers:
                reader.start()

    def _last_ids(self) -> dict[str, str]:
        pipe = self.redis.pipeline(transaction=False)
        for feed in self.feeds:
            pipe.xrevrange(feed, count=1)
        lasts = pipe.execute()
        return {feed: (last[0][0].decode() if last else "0-0") for feed, last in zip(self.feeds, lasts, strict=True)}

    def _read(self, positions: dict[str, str], block_ms: int) -> list:
        if not isinstance(self.redis, RedisCluster):
            return self.redis.xread(positions, block=block_ms, count=1000)
        # Addressed to the feed's node: redis-py finds XREAD's keys with COMMAND GETKEYS on its default node,
        # so while that node is a dead master every feed's reader would fail with it, not only its own.
        [(feed, last)] = positions.items()
        return self.redis.execute_command("XREAD", "COUNT", 1000, "BLOCK", block_ms, "STREAMS", feed, last,
                                          target_nodes=self.redis.get_node_from_key(feed))

    def _run(self, positions: dict[str, str], partitions: set[int] | None) -> None:
        reconciled = keys_checked = time.monotonic()
        checks_keys = PLAYER_FEED in positions
        # That reader blocks no longer than a key check's period: one idle XREAD a second, whatever the followers.
        block_ms = min(self.block_ms, int(KEY_CHECK_SECONDS * 1000)) if checks_keys else self.block_ms
        while not self._closed.is_set():
            if partitions != set() and time.monotonic() - reconciled >= RECONCILE_SECONDS:
                self._reconcile(partitions)
                reconciled = time.monotonic()
            if checks_keys and time.monotonic() - keys_checked >= KEY_CHECK_SECONDS:
                self._check_keys()
                keys_checked = time.monotonic()
            try:
                replies = self._read(positions, block_ms)
            except REDIS_ERRORS as error:  # its node failing, or no node reachable to ask
                if self._closed.is_set():
                    return
                log.warning("fan-out: the feeds are unreadable (%s); retrying", error)
                self._closed.wait(RETRY_SECONDS)
                self._wake_all()  # after an outage every follower checks the log itself
                continue
            moved: set[str] = set()
            players: set[str] = set()
            ended: set[str] = set()
            for feed, entries in replies or ():
                feed = feed.decode() if isinstance(feed, bytes) else feed
                positions[feed] = entries[-1][0].decode()
                for _, fields in entries:
                    if b"g" in fields:
                        moved.add(fields[b"g"].decode())
                    elif b"p" in fields:
                        players.add(fields[b"p"].decode())
                    elif _KEY_ENDED in fields:
                        ended.add(fields[_KEY_ENDED].decode())
            if ended:
                self._end_keys(ended)
            if moved:
                self._deliver(moved)
            if players:
                with self._lock:
                    woken = [f for pid in players for f in self._players.get(pid, ())]
                self._wake(woken)

    def _followers(self) -> list[Follower]:
        with self._lock:
            return ([f for game in self._games.values() for f in game.followers]
                    + [f for followers in self._players.values() for f in followers])

    def _end_keys(self, key_hashes: set[str]) -> None:
        """End the streams opened with these keys (revoked or rotated): marked, then woken to see it."""
        ended = [f for f in self._followers() if f.key_hash in key_hashes and not f.key_ended]
        for follower in ended:
            follower.key_ended = True
        self._wake(ended)

    def _check_keys(self) -> None:
        """End the streams whose key no longer works though no word of its end was read."""
        if self._live_keys is None:
            return
        held = {f.key_hash for f in self._followers() if f.key_hash is not None and not f.key_ended}
        if not held:
            return
        try:
            live = self._live_keys(list(held))
        except REDIS_ERRORS:
            return  # the reader's own retry reports the outage
        if held - live:
            self._end_keys(held - live)

    def _reconcile(self, partitions: set[int] | None) -> None:
        """Deliver the moves of followed games (of ``partitions``; None: all) that the feed did not bring, and
        read again what was kept of a game whose store went back (a write a failover lost before any replica had
        it, and whose version the next write reused)."""
        with self._lock:
            kept = {gid: (game.version, game.head) for gid, game in self._games.items()
                    if partitions is None or partition_of(gid, self.partitions) in partitions}
        if not kept:
            return
        try:
            stored = self.store.heads(list(kept))
        except REDIS_ERRORS:
            return  # the reader's own retry reports the outage
        missed = []
        with self._lock:
            for gid, (version, head) in stored.items():
                game = self._games.get(gid)
                if game is None or (game.version, game.head) != kept[gid]:
                    continue  # delivered meanwhile: the next check sees it
                if version < game.version or (version == game.version and game.head not in (None, head)):
                    log.warning("fan-out: game %s went back to version %d from the kept %d", gid, version,
                                game.version)
                    game.version = min(version, game.events[0]["v"] - 1) if game.events else version
                    game.head = None
                    game.events.clear()
                    game.shared.clear()
                if version > game.version:
                    missed.append(gid)
        if missed:
            log.info("fan-out: %d followed games moved without a feed entry read; delivering", len(missed))
            self._deliver(missed)

    def _deliver(self, moved: Iterable[str]) -> None:
        with self._lock:
            wanted = {gid: self._games[gid].version for gid in moved if gid in self._games}
        if not wanted:
            return
        try:
            logs = self.store.read_many(wanted)
        except REDIS_ERRORS as error:
            log.warning("fan-out: could not read the games that moved (%s)", error)
            logs = None
        with self._lock:
            if logs is None:  # the feed's position is past them: their followers must not wait for it
                for gid in wanted:
                    if gid in self._games:
                        self._games[gid].unread = True
                logs = {}
            for gid, envelopes in logs.items():
                game = self._games.get(gid)
                if game is None:
                    continue
                game.unread = False
                for envelope in envelopes:
                    if envelope["v"] > game.version:
                        game.events.append(envelope)
                        game.version, game.head = envelope["v"], envelope.get("hash")
            woken = [f for gid in wanted if gid in self._games for f in self._games[gid].followers]
        self._wake(woken)

    def _wake(self, followers: list[Follower]) -> None:
        for start in range(0, len(followers), WAKE_BATCH):
            if start and self._yield is not None:
                self._yield()  # the batch just woken runs, then whatever else is pending, then the next batch
            for follower in followers[start:start + WAKE_BATCH]:
                follower.wake()

    def _wake_all(self) -> None:
        self._wake(self._followers())
