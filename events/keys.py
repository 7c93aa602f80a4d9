"""Redis key names. Every key of a game carries its partition's hash tag, so one partition is one
Redis Cluster slot and a single Lua script may touch every key it needs."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

PREFIX = "br"


def partition_of(gid: str, partitions: int) -> int:
    """The partition a game lives in: crc32 of its id modulo the partition count."""
    return zlib.crc32(gid.encode()) % partitions


def feed_key(partition: int) -> str:
    """The partition feed: every event of every game of the partition, in append order."""
    return f"{PREFIX}:{{p{partition}}}:feed"


def dead_letter_key(partition: int) -> str:
    """Feed entries the projector gave up on."""
    return f"{PREFIX}:{{p{partition}}}:dead"


def fold_failures_key(partition: int) -> str:
    """How many times folding each of the partition's feed entries raised (a hash: entry id → count)."""
    return f"{PREFIX}:{{p{partition}}}:fold-failures"


@dataclass(frozen=True)
class GameKeys:
    """The keys of one game."""

    gid: str
    partition: int

    @classmethod
    def of(cls, gid: str, partitions: int) -> GameKeys:
        return cls(gid, partition_of(gid, partitions))

    @property
    def _base(self) -> str:
        return f"{PREFIX}:{{p{self.partition}}}:game:{self.gid}"

    @property
    def log(self) -> str:
        return f"{self._base}:log"

    @property
    def meta(self) -> str:
        return f"{self._base}:meta"

    @property
    def secrets(self) -> str:
        """Seed and seat-token hashes: kept apart from the log, never served."""
        return f"{self._base}:secrets"

    @property
    def snapshot(self) -> str:
        return f"{self._base}:snap"

    @property
    def audit(self) -> str:
        """The public audit report kept once the seed is out (service.audit_cache), by head."""
        return f"{self._base}:audit"

    @property
    def feed(self) -> str:
        return feed_key(self.partition)

    @property
    def fence(self) -> str:
        """A counter of the partition's slot, written before a Redis WAIT (events.replication)."""
        return f"{PREFIX}:{{p{self.partition}}}:fence"

    def idempotency(self, key: str, seat: int | None = None) -> str:
        """A command's idempotency key, scoped to the seat that sent it: seats' keys never collide."""
        return f"{self._base}:idem:{key}" if seat is None else f"{self._base}:idem:{seat}:{key}"


def create_idempotency_key(scoped_key_hash: str) -> str:
    """A game creation's idempotency key (no game yet, so no partition): the hash of the client's
    scope and key, so the key name reveals neither."""
    return f"{PREFIX}:create:idem:{scoped_key_hash}"


def tournament_of_key(gid: str) -> str:
    """Which tournament a game is a table of (written before the tournament's RoundPaired names the game)."""
    return f"{PREFIX}:tournament-of:{gid}"


# The settings a store is created with and keeps for its life (events.store_config); any slot will do.
STORE_CONFIG = f"{PREFIX}:config"
