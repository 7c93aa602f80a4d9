"""The game snapshot read model: a table folded up to a version, what command handlers load."""

from __future__ import annotations

import json
from typing import Any

import redis

from events.envelope import canonical_json
from events.keys import GameKeys
from events.round_trip import OneRoundTrip

# Writes only move a snapshot forward, so two folders racing never roll it back.
_SAVE_IF_NEWER = """
local current = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if tonumber(ARGV[1]) <= current then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'table', ARGV[2])
return 1
"""


class Snapshots:
    """Load and save table snapshots, one hash per game in the game's partition."""

    def __init__(self, client: redis.Redis, partitions: int):
        self.redis = client
        self.partitions = partitions
        self._save = client.register_script(_SAVE_IF_NEWER)

    def load(self, gid: str) -> dict[str, Any] | None:
        raw = self.redis.hget(GameKeys.of(gid, self.partitions).snapshot, "table")
        return json.loads(raw) if raw is not None else None

    def save(self, table: dict[str, Any]) -> bool:
        """Store ``table`` unless a snapshot at the same or a later version exists."""
        batch = OneRoundTrip(self.redis)
        saved = self.queue_save(batch, table)
        return bool(batch.execute()[saved])

    def queue_save(self, batch: OneRoundTrip, table: dict[str, Any]) -> int:
        """``save`` as part of ``batch``; returns the index of its result."""
        key = GameKeys.of(table["gid"], self.partitions).snapshot
        return batch.script(self._save, [key], [table["version"], canonical_json(table)])

    def drop(self, gid: str) -> None:
        self.redis.delete(GameKeys.of(gid, self.partitions).snapshot)
