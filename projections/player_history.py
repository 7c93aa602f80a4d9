"""Player history: the tables each player sat at, by game and status, newest first.

Indexed like the lobby (one sorted set per player, game and status, scored by creation time), in
the ``{history}`` slot; a summary moves between a player's status indexes atomically and only
forward (each records the version it folded).
"""

from __future__ import annotations

import base64
import binascii
import json
from datetime import datetime
from typing import Any

import redis

from events.envelope import canonical_json
from events.round_trip import OneRoundTrip
from games import lifecycle
from games.clocks import at_ms
from games.table import Table

SUMMARIES = "br:{history}:games"
VERSIONS = "br:{history}:version"
STATUSES = "br:{history}:status"


def index_key(pid: str, slug: str | None, status: str | None) -> str:
    return f"br:{{history}}:p:{pid}:{slug or '*'}:{status or '*'}"


def strikes_key(pid: str) -> str:
    """A player's strikes (aborts of started tables, leaves): ``gid:version`` scored by the event's time (ms)."""
    return f"br:{{history}}:strikes:{pid}"


# ARGV: gid, version, summary, slug, status, score, then the seated player ids.
_UPDATE = """
local gid, version, summary, slug, status, score = ARGV[1], tonumber(ARGV[2]), ARGV[3], ARGV[4], ARGV[5], ARGV[6]
local current = tonumber(redis.call('HGET', KEYS[2], gid) or '0')
if version <= current then return 0 end
local old = redis.call('HGET', KEYS[3], gid)
redis.call('HSET', KEYS[1], gid, summary)
redis.call('HSET', KEYS[2], gid, version)
redis.call('HSET', KEYS[3], gid, status)
for i = 7, #ARGV do
  local base = 'br:{history}:p:' .. ARGV[i] .. ':'
  if old then
    redis.call('ZREM', base .. slug .. ':' .. old, gid)
    redis.call('ZREM', base .. '*:' .. old, gid)
  end
  for _, key in ipairs({slug .. ':' .. status, '*:' .. status, slug .. ':*', '*:*'}) do
    redis.call('ZADD', base .. key, score, gid)
  end
end
return 1
"""


class BadCursor(ValueError):
    """A cursor this model did not give out."""


def _cursor(score: float, gid: str) -> str:
    return base64.urlsafe_b64encode(json.dumps([score, gid]).encode()).decode().rstrip("=")


def _parse_cursor(cursor: str) -> tuple[float, str]:
    try:
        score, gid = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if isinstance(score, bool) or not isinstance(score, int | float) or not isinstance(gid, str):
            raise ValueError
        return float(score), gid
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError):
        raise BadCursor(cursor) from None


def seated_players(table: Table) -> list[str]:
    return [s["player"] for s in table["seats"] if s.get("player")]


class PlayerHistory:
    """Each player's tables."""

    def __init__(self, client: redis.Redis):
        self.redis = client
        self._update = client.register_script(_UPDATE)

    def update(self, table: Table) -> bool:
        batch = OneRoundTrip(self.redis)
        updated = self.queue_update(batch, table)
        return updated is not None and bool(batch.execute()[updated])

    def queue_update(self, batch: OneRoundTrip, table: Table) -> int | None:
        """``update`` as part of ``batch``; returns the index of its result, None when nobody is seated."""
        players = seated_players(table)
        if not players:
            return None
        created = datetime.fromisoformat(table["created_at"].replace("Z", "+00:00")).timestamp()
        summary = {"id": table["gid"], "game": table["game"], "status": table["status"],
                   "version": table["version"], "rated": bool(table.get("rated")),
                   "seats": [lifecycle.seat_of(table, s["seat"]) for s in table["seats"]],
                   "result": table["result"], "created_at": table["created_at"]}
        self._strikes(batch, table)
        return batch.script(self._update, [SUMMARIES, VERSIONS, STATUSES],
                            [table["gid"], table["version"], canonical_json(summary), table["game"],
                             table["status"], created, *players])

    def _strikes(self, batch: OneRoundTrip, table: Table) -> None:
        """Index each player's strikes at this table (idempotent: a strike is its table's event)."""
        for strike in table.get("strikes", []):
            pid = table["seats"][strike["seat"]].get("player")
            if pid:
                batch.command("zadd", strikes_key(pid), {f"{table['gid']}:{strike['v']}": at_ms(strike["at"])})

    def page(self, pid: str, slug: str | None, status: str | None, cursor: str | None,
             limit: int) -> tuple[list[dict[str, Any]], str | None]:
        """A page of ``pid``'s tables, newest first, and the cursor of the next page (None: the last)."""
        key = index_key(pid, slug, status)
        if cursor is None:
            found = self.redis.zrevrange(key, 0, limit, withscores=True)
        else:
            score, after = _parse_cursor(cursor)
            # Ties on the score are ordered by gid, descending: skip those at or above the cursor's.
            found = [(g, s) for g, s in self.redis.zrevrangebyscore(key, score, "-inf", start=0, num=limit + 64,
                                                                    withscores=True)
                     if s < score or g.decode() < after][: limit + 1]
        more = len(found) > limit
        found = found[:limit]
        if not found:
            return [], None
        raws = self.redis.hmget(SUMMARIES, [g for g, _ in found])
        games = []
        for raw in raws:
            if raw:
                summary = json.loads(raw)
                summary["seat"] = next(s["seat"] for s in summary["seats"] if s.get("player") == pid)
                games.append(summary)
        last_gid, last_score = found[-1]
        return games, _cursor(last_score, last_gid.decode()) if more else None

    def count(self, pid: str) -> int:
        return self.redis.zcard(index_key(pid, None, None))

    def drop(self) -> None:
        keys = [SUMMARIES, VERSIONS, STATUSES, *self.redis.scan_iter(match="br:{history}:p:*"),
                *self.redis.scan_iter(match="br:{history}:strikes:*")]
        self.redis.delete(*keys)

    def dump(self) -> dict[str, Any]:
        indexes = {k.decode(): self.redis.zrange(k, 0, -1, withscores=True)
                   for pattern in ("br:{history}:p:*", "br:{history}:strikes:*")
                   for k in self.redis.scan_iter(match=pattern)}
        return {"games": {k.decode(): json.loads(v) for k, v in self.redis.hgetall(SUMMARIES).items()},
                "indexes": {k: sorted(v) for k, v in indexes.items() if v}}
