"""The lobby read model: a summary per game, indexed by game slug and status, newest first."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import redis

from events.envelope import canonical_json
from events.round_trip import OneRoundTrip
from games import lifecycle
from games import table as tables
from games.table import Table

SUMMARIES = "br:{lobby}:games"
STATUSES = "br:{lobby}:status"
VERSIONS = "br:{lobby}:version"


def index_key(slug: str | None, status: str | None) -> str:
    return f"br:{{lobby}}:idx:{slug or '*'}:{status or '*'}"


# Folds a summary in only if it is newer, and moves the game between status indexes atomically.
# Besides its status, a started or finished game is indexed as 'full' (no free seat).
_UPDATE = """
local gid, version, summary, slug, status, score = ARGV[1], tonumber(ARGV[2]), ARGV[3], ARGV[4], ARGV[5], ARGV[6]
local current = tonumber(redis.call('HGET', KEYS[2], gid) or '0')
if version <= current then return 0 end
local old = redis.call('HGET', KEYS[3], gid)
if old then
  for _, st in ipairs({old, 'full'}) do
    redis.call('ZREM', 'br:{lobby}:idx:' .. slug .. ':' .. st, gid)
    redis.call('ZREM', 'br:{lobby}:idx:*:' .. st, gid)
  end
end
redis.call('HSET', KEYS[1], gid, summary)
redis.call('HSET', KEYS[2], gid, version)
redis.call('HSET', KEYS[3], gid, status)
local statuses = {status, '*'}
if status ~= 'open' then table.insert(statuses, 'full') end
for _, st in ipairs(statuses) do
  redis.call('ZADD', 'br:{lobby}:idx:' .. slug .. ':' .. st, score, gid)
  redis.call('ZADD', 'br:{lobby}:idx:*:' .. st, score, gid)
end
return 1
"""


def summary_of(table: Table) -> dict[str, Any]:
    return {
        "id": table["gid"], "game": table["game"], "status": table["status"],
        "version": table["version"], "seats": [lifecycle.seat_of(table, s["seat"]) for s in table["seats"]],
        "open_seats": sum(1 for s in table["seats"] if s["open"]),
        "to_act": tables.to_act(table), "created_at": table["created_at"],
        "updated_at": table.get("updated_at", table["created_at"]),
    }


class Lobby:
    """Summaries of every game, listed by slug and status."""

    def __init__(self, client: redis.Redis):
        self.redis = client
        self._update = client.register_script(_UPDATE)

    def update(self, table: Table) -> bool:
        batch = OneRoundTrip(self.redis)
        updated = self.queue_update(batch, table)
        return bool(batch.execute()[updated])

    def queue_update(self, batch: OneRoundTrip, table: Table) -> int:
        """``update`` as part of ``batch``; returns the index of its result."""
        created = datetime.fromisoformat(table["created_at"].replace("Z", "+00:00")).timestamp()
        return batch.script(self._update, [SUMMARIES, VERSIONS, STATUSES],
                            [table["gid"], table["version"], canonical_json(summary_of(table)), table["game"],
                             table["status"], created])

    def list(self, slug: str | None = None, status: str | None = None, offset: int = 0,
             limit: int = 20) -> tuple[list[dict[str, Any]], int]:
        """A page of summaries, newest first, and the total count matching the filter."""
        key = index_key(slug, status)
        gids = self.redis.zrevrange(key, offset, offset + limit - 1)
        total = self.redis.zcard(key)
        if not gids:
            return [], total
        return [json.loads(raw) for raw in self.redis.hmget(SUMMARIES, gids) if raw], total

    def forget(self, gid: str) -> None:
        """Remove one game from the lobby (retention); a later fold of a newer version adds it again."""
        summary = self.redis.hget(SUMMARIES, gid)
        slug = json.loads(summary)["game"] if summary else "*"
        pipe = self.redis.pipeline()
        for st in ("open", "active", "finished", "full", "*"):
            for index in {index_key(slug, st), index_key(None, st)}:
                pipe.zrem(index, gid)
        pipe.hdel(SUMMARIES, gid)
        pipe.hdel(STATUSES, gid)
        pipe.hdel(VERSIONS, gid)
        pipe.execute()

    def drop(self) -> None:
        keys = [SUMMARIES, STATUSES, VERSIONS, *self.redis.scan_iter(match="br:{lobby}:idx:*")]
        self.redis.delete(*keys)

    def dump(self) -> dict[str, Any]:
        """Everything in the model, for comparing a rebuild with the live one."""
        indexes = {k.decode(): self.redis.zrange(k, 0, -1, withscores=True)
                   for k in self.redis.scan_iter(match="br:{lobby}:idx:*")}
        return {"games": {k.decode(): json.loads(v) for k, v in self.redis.hgetall(SUMMARIES).items()},
                "indexes": {k: sorted(v) for k, v in indexes.items() if v}}
