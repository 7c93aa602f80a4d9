"""Seeks: players asking for a table, matched atomically in Redis (DESIGN §6b).

Every key of one game's seeks carries the hash tag ``{seeks:<game>}``: one Lua script per game
adds a seek and gathers a table's worth of compatible ones (same player count, rated flag and
clock) from distinct players, oldest first, and takes them out of the pool in the same step, so
many web processes matching at once never seat a player twice or use a seek twice. The sweep
(run by the projector once a second) expires old seeks and fills the tables of seeks whose
``bots_after_seconds`` passed with server bots, through the same kind of script.

A group taken out of the pool is written down in the same step (``match:<first seek>`` and the
``matching`` set) and crossed off only once its table exists, so a web process that dies between
the match and the table loses nothing: the sweep seats every group left unseated for
``RESEAT_AFTER_SECONDS``. A group's table is created under an idempotency key named after the
group, so a slow first attempt and the sweep's retry still make one table. A group the service
refuses to seat (a problem other than the first attempt still running) is closed as ``failed``,
so it cannot hold up the groups matched after it.
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import redis

from events.envelope import canonical_json
from games import REGISTRY
from projections.player_streams import PlayerStreams
from service.commands import CommandHandler
from service.errors import Conflict, ServiceError

FILL_BOT = "normal"
KEEP_SECONDS = 24 * 3600  # a closed seek stays readable this long after it would have expired
RESEAT_AFTER_SECONDS = 10  # a matched group still without a table this long after its match is seated by the sweep


def seek_game_key(sid: str) -> str:
    """Which game a seek id belongs to (its keys' slot)."""
    return f"br:{{seekidx}}:{sid}"

# Gathers up to `need` waiting seeks of distinct players from `pool`, oldest first (those in
# `first` before any other), expiring the stale ones it meets. Takes them only if `partial` or
# the group is complete; returns their ids.
_GATHER = """
local function gather(prefix, pool, need, now, partial, first)
  local group, players = {}, {}
  local candidates = redis.call('ZRANGE', pool, 0, -1)
  if first then table.insert(candidates, 1, first) end
  for _, sid in ipairs(candidates) do
    if #group >= need then break end
    local seek = prefix .. 'seek:' .. sid
    local status, player, expires = unpack(redis.call('HMGET', seek, 'status', 'player', 'expires_ts'))
    if status == 'waiting' then
      if tonumber(expires) <= now then
        redis.call('HSET', seek, 'status', 'expired')
        redis.call('ZREM', pool, sid)
        redis.call('ZREM', prefix .. 'fill', sid)
        redis.call('ZREM', prefix .. 'expiry', sid)
      elseif not players[player] then
        players[player] = true
        table.insert(group, sid)
      end
    end
  end
  if #group == 0 or (#group < need and not partial) then return {} end
  for _, sid in ipairs(group) do
    redis.call('HSET', prefix .. 'seek:' .. sid, 'status', 'matched')
    redis.call('ZREM', pool, sid)
    redis.call('ZREM', prefix .. 'fill', sid)
    redis.call('ZREM', prefix .. 'expiry', sid)
  end
  local match = prefix .. 'match:' .. group[1]
  redis.call('HSET', match, 'sids', table.concat(group, ','), 'need', need)
  redis.call('EXPIRE', match, 86400)
  redis.call('ZADD', prefix .. 'matching', now, group[1])
  return group
end
"""

# KEYS: the seek's hash, its pool, fill, expiry. ARGV: prefix, id, compat, need, now,
# expires, fill at ('' = never), seconds to keep the hash, then the hash's field/value pairs.
_SEEK = _GATHER + """
local prefix, id, compat, need, now = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local fields = {}
for i = 9, #ARGV do table.insert(fields, ARGV[i]) end
redis.call('HSET', KEYS[1], unpack(fields))
redis.call('HSET', KEYS[1], 'status', 'waiting', 'expires_ts', ARGV[6])
redis.call('EXPIRE', KEYS[1], ARGV[8])
redis.call('ZADD', KEYS[2], now, id)
redis.call('ZADD', KEYS[4], tonumber(ARGV[6]), id)
if ARGV[7] ~= '' then redis.call('ZADD', KEYS[3], tonumber(ARGV[7]), id) end
return gather(prefix, KEYS[2], need, now, false, nil)
"""

# KEYS: fill, expiry. ARGV: prefix, now. Expires stale seeks, then takes the table of the oldest seek
# due for bots (with any other waiting compatible seeks): {need, ids…}, or {} when none is due.
_SWEEP = _GATHER + """
local prefix, now = ARGV[1], tonumber(ARGV[2])
for _, sid in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now)) do
  local seek = prefix .. 'seek:' .. sid
  if redis.call('HGET', seek, 'status') == 'waiting' then
    redis.call('HSET', seek, 'status', 'expired')
    redis.call('ZREM', prefix .. 'pool:' .. redis.call('HGET', seek, 'compat'), sid)
  end
  redis.call('ZREM', KEYS[1], sid)
  redis.call('ZREM', KEYS[2], sid)
end
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 1)[1]
if not due then return {} end
local seek = prefix .. 'seek:' .. due
local need, compat = unpack(redis.call('HMGET', seek, 'players', 'compat'))
local group = gather(prefix, prefix .. 'pool:' .. compat, tonumber(need), now, true, due)
if #group == 0 then redis.call('ZREM', KEYS[1], due) return {} end
table.insert(group, 1, need)
return group
"""

# KEYS: the seek's hash. ARGV: prefix, id, player. Cancels a waiting seek of that player.
_CANCEL = """
local player, status, compat = unpack(redis.call('HMGET', KEYS[1], 'player', 'status', 'compat'))
if not player then return 'missing' end
if player ~= ARGV[3] then return 'not-yours' end
if status ~= 'waiting' then return 'already ' .. status end
redis.call('HSET', KEYS[1], 'status', 'cancelled')
for _, key in ipairs({'pool:' .. compat, 'fill', 'expiry'}) do redis.call('ZREM', ARGV[1] .. key, ARGV[2]) end
return 'cancelled'
"""


def prefix(slug: str) -> str:
    return f"br:{{seeks:{slug}}}:"


def compat_of(players: int, rated: bool, clock: Any) -> str:
    """The pool of seeks that may share a table (the game is the key's slot)."""
    return hashlib.sha256(canonical_json([players, rated, clock]).encode()).hexdigest()[:32]


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Matchmaker:
    """Seeks and the tables made of them."""

    def __init__(self, client: redis.Redis, handler: CommandHandler, streams: PlayerStreams, ttl_seconds: float):
        self.redis = client
        self.handler = handler
        self.streams = streams
        self.ttl_seconds = ttl_seconds
        self._seek = client.register_script(_SEEK)
        self._sweep = client.register_script(_SWEEP)
        self._cancel = client.register_script(_CANCEL)

    def seek(self, pid: str, slug: str, players: int, clock: Any, rated: bool,
             bots_after: float | None) -> dict[str, Any]:
        """Add a seek and match it if it completes a table; returns the seek's state."""
        sid = uuid.uuid4().hex
        now = time.time()
        expires = now + self.ttl_seconds
        compat = compat_of(players, rated, clock)
        p = prefix(slug)
        fields = {"id": sid, "player": pid, "game": slug, "players": players, "rated": int(rated),
                  "clock": json.dumps(clock), "compat": compat, "expires": _iso(expires), "gid": ""}
        keep = int(self.ttl_seconds + KEEP_SECONDS)
        self.redis.set(seek_game_key(sid), slug, ex=keep)
        group = self._seek(
            keys=[f"{p}seek:{sid}", f"{p}pool:{compat}", f"{p}fill", f"{p}expiry"],
            args=[p, sid, compat, players, now, expires, "" if bots_after is None else now + bots_after, keep,
                  *[x for item in fields.items() for x in item]])
        if group:
            try:
                self._seat(slug, [g.decode() for g in group], players)
            except Conflict:  # the sweep is seating this very group: the seek shows its game once it exists
                pass
        return self.get(sid)

    def get(self, sid: str) -> dict[str, Any] | None:
        slug = self.redis.get(seek_game_key(sid))
        if slug is None:
            return None
        raw = self.redis.hgetall(f"{prefix(slug.decode())}seek:{sid}")
        if not raw:
            return None
        seek = {k.decode(): v.decode() for k, v in raw.items()}
        return {"id": sid, "game": seek["game"], "player": seek["player"], "status": seek["status"],
                "gid": seek["gid"] or None, "expires": seek["expires"], "players": int(seek["players"]),
                "rated": seek["rated"] == "1", "clock": json.loads(seek["clock"])}

    def cancel(self, sid: str, pid: str) -> str:
        """'cancelled', or why not: 'missing', 'not-yours', or 'already <status>'."""
        slug = self.redis.get(seek_game_key(sid))
        if slug is None:
            return "missing"
        p = prefix(slug.decode())
        return self._cancel(keys=[f"{p}seek:{sid}"], args=[p, sid, pid]).decode()

    def sweep(self, now: float | None = None) -> list[str]:
        """Expire stale seeks and fill the tables of seeks due for bots; returns the games created."""
        created = []
        for slug in REGISTRY:
            p = prefix(slug)
            while True:
                found = self._sweep(keys=[f"{p}fill", f"{p}expiry"], args=[p, time.time() if now is None else now])
                if not found:
                    break
                created.append(self._seat(slug, [g.decode() for g in found[1:]], int(found[0])))
            created += self._reseat(slug, (time.time() if now is None else now) - RESEAT_AFTER_SECONDS)
        return created

    def _reseat(self, slug: str, matched_before: float) -> list[str]:
        """Seat the groups matched before ``matched_before`` whose table was never confirmed (their web
        process died, or its create failed); returns the games made or found."""
        p = prefix(slug)
        seated = []
        for mid in self.redis.zrangebyscore(f"{p}matching", "-inf", matched_before):
            sids, need = self.redis.hmget(f"{p}match:{mid.decode()}", "sids", "need")
            if sids is None:  # its record expired: nothing left to seat
                self.redis.zrem(f"{p}matching", mid)
                continue
            group = sids.decode().split(",")
            try:
                seated.append(self._seat(slug, group, int(need)))
            except Conflict:  # the first attempt still holds the group's key: the next sweep looks again
                continue
            except ServiceError:  # the service refuses this table for good: retrying would block every later group
                self._close(p, group, "status", "failed")
        return seated

    def _close(self, p: str, sids: list[str], field: str, value: str) -> None:
        """Set ``field`` of every seek of a group and cross the group off the sweep's list."""
        pipe = self.redis.pipeline(transaction=False)
        for sid in sids:
            pipe.hset(f"{p}seek:{sid}", field, value)
        pipe.zrem(f"{p}matching", sids[0])
        pipe.delete(f"{p}match:{sids[0]}")
        pipe.execute()

    def _seat(self, slug: str, sids: list[str], need: int) -> str:
        """Open the table of matched seeks (bots in the seats left), tell each seek its game and cross the
        group off; the same group seated again gets the same table."""
        p = prefix(slug)
        pipe = self.redis.pipeline(transaction=False)
        for sid in sids:
            pipe.hmget(f"{p}seek:{sid}", "player", "rated", "clock")
        seeks = pipe.execute()
        rated = seeks[0][1] == b"1"
        seats = [{"player": player.decode()} for player, _, _ in seeks] + [{"bot": FILL_BOT}] * (need - len(sids))
        clock = json.loads(seeks[0][2])
        made = self.handler.create_once(slug, seats, {}, key=f"match-{sids[0]}", scope="matchmaker",
                                        respond=lambda table, _tokens: {"gid": table["gid"]},
                                        rated=rated, clock=clock, on_timeout="bot" if clock else None)
        gid = made.response["gid"]
        self._close(p, sids, "gid", gid)
        return gid
