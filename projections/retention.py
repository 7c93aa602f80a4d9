"""Retention: what Redis keeps of a game after it ends, and trimming the projector's own leftovers.

The log, meta and secrets of every game are kept forever (the audit needs them). What is derived is
dropped once a game has been finished for ``retain_days``: its snapshot (the loader folds the log
instead, on demand), its lobby entry and the index that tells a foreign seat token from an unknown
one. Besides: consumers of the projector group that stayed idle with nothing pending (projectors
that stopped; every start adds one) are deleted, and each feed is trimmed below the oldest entry the
group still needs.
"""

from __future__ import annotations

import logging
import time

import redis

from events.keys import GameKeys, feed_key
from projections import transparency
from projections.lobby import Lobby
from projections.snapshots import Snapshots

log = logging.getLogger(__name__)

FINISHED = "br:{work}:finished"  # gid -> Unix time a projector first folded it finished
DEAD_CONSUMER_IDLE_MS = 3600_000
BATCH = 500


class Retention:
    """Drops the read models of long-finished games and the projector group's dead weight."""

    def __init__(self, client: redis.Redis, snapshots: Snapshots, lobby: Lobby, partitions: int,
                 retain_days: float, group: str = "projector", dead_consumer_idle_ms: int = DEAD_CONSUMER_IDLE_MS):
        self.redis = client
        self.snapshots = snapshots
        self.lobby = lobby
        self.partitions = partitions
        self.retain_seconds = retain_days * 86400
        self.group = group
        self.dead_consumer_idle_ms = dead_consumer_idle_ms

    def finished(self, gid: str, now: float | None = None) -> None:
        """Note when ``gid`` was first seen finished (a later fold does not move it)."""
        self.redis.zadd(FINISHED, {gid: time.time() if now is None else now}, nx=True)

    def drop_expired(self, now: float | None = None) -> list[str]:
        """Drop the derived models of games finished more than ``retain_days`` ago; returns their ids."""
        cutoff = (time.time() if now is None else now) - self.retain_seconds
        gids = [raw.decode() for raw in self.redis.zrangebyscore(FINISHED, "-inf", cutoff, start=0, num=BATCH)]
        for gid in gids:
            keys = GameKeys.of(gid, self.partitions)
            tokens = [f"br:{{tokens}}:{name.decode().removeprefix('token:')}"
                      for name in self.redis.hkeys(keys.secrets) if name.startswith(b"token:")]
            self.snapshots.drop(gid)
            self.lobby.forget(gid)
            if tokens:
                self.redis.delete(*tokens)
            self.redis.zrem(FINISHED, gid)
        return gids

    def drop_dead_consumers(self, partitions: list[int], keep: str) -> list[str]:
        """Delete group consumers idle longer than the threshold with nothing pending (never ``keep``)."""
        dropped = []
        for p in partitions:
            try:
                consumers = self.redis.xinfo_consumers(feed_key(p), self.group)
            except redis.ResponseError:  # no such stream or group yet
                continue
            for consumer in consumers:
                name = consumer["name"].decode() if isinstance(consumer["name"], bytes) else consumer["name"]
                if name != keep and consumer["pending"] == 0 and consumer["idle"] > self.dead_consumer_idle_ms:
                    self.redis.xgroup_delconsumer(feed_key(p), self.group, name)
                    dropped.append(f"{p}:{name}")
        return dropped

    def trim_feeds(self, partitions: list[int]) -> int:
        """Trim each feed below the oldest entry the group has not acknowledged and the transparency log has not
        read; returns entries removed."""
        removed = 0
        for p in partitions:
            stream = feed_key(p)
            try:
                group = next(g for g in self.redis.xinfo_groups(stream) if g["name"].decode() == self.group)
            except (redis.ResponseError, StopIteration):
                continue
            needed = group["last-delivered-id"]
            pending = self.redis.xpending(stream, self.group)
            if pending["pending"]:
                needed = min(needed, pending["min"], key=_stream_id)
            logged = self.redis.hget(transparency.CURSORS, p)  # nor below what the transparency log read
            if logged is not None:
                needed = min(needed, logged, key=_stream_id)
            if _stream_id(needed) > (0, 0):
                removed += self.redis.xtrim(stream, minid=needed, approximate=False)
        return removed

    def run(self, partitions: list[int], keep: str) -> None:
        """One round of everything above, logged when it did something."""
        games = self.drop_expired()
        consumers = self.drop_dead_consumers(partitions, keep)
        entries = self.trim_feeds(partitions)
        if games or consumers or entries:
            log.info("retention: dropped read models of %d games, %d dead consumers, %d feed entries",
                     len(games), len(consumers), entries)


def _stream_id(raw: bytes | str) -> tuple[int, int]:
    ms, _, seq = (raw.decode() if isinstance(raw, bytes) else raw).partition("-")
    return int(ms), int(seq or 0)
