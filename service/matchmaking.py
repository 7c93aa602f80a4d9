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
from service import bot_tables
from service.capped_leases import CappedLeases
from service.commands import CommandHandler
from service.errors import Conflict, ServiceError

FILL_BOT = "normal"  # the level that fills a seek's open seats unless the seek names another
KEEP_SECONDS = 24 * 3600  # a closed seek stays readable this long after it would have expired
MAX_SEEKS = 3  # seeks one player may have waiting at once, across games (one per game)
RESEAT_AFTER_SECONDS = 10  # a matched group still without a table this long after its match is seated by the sweep


def seek_game_key(sid: str) -> str:
    """Which game a seek id belongs to (its keys' slot)."""
    return f"br:{{seekidx}}:{sid}"


def open_seeks_key(pid: str) -> str:
    """A player's seeks not known to be closed, id → expiry (the player's own slot: counts across games)."""
    return f"br:{{seeker:{pid}}}:open"


# A pool (one per game and compatibility key) is scored by expiry: with one TTL for every seek that is
# oldest first, and the live seeks are those above `now`, so a match reads the first `need` of them and
# never the pool's expired or other entries; the sweep removes the expired ones. `waiting` maps each
# player to its one waiting seek in this game.
# Gathers up to `need` live waiting seeks of distinct players from `pool`, oldest first (`first`
# before any other); takes them only if `partial` or the group is complete; returns their ids.
_GATHER = """
local function unwait(prefix, sid, player)
  if player and redis.call('HGET', prefix .. 'waiting', player) == sid then
    redis.call('HDEL', prefix .. 'waiting', player)
  end
end

local function gather(prefix, pool, need, now, partial, first)
  local group, players = {}, {}
  local candidates = redis.call('ZRANGEBYSCORE', pool, '(' .. now, '+inf', 'LIMIT', 0, need)
  if first then table.insert(candidates, 1, first) end
  for _, sid in ipairs(candidates) do
    if #group >= need then break end
    local status, player, expires = unpack(redis.call('HMGET', prefix .. 'seek:' .. sid,
                                                      'status', 'player', 'expires_ts'))
    if status == 'waiting' and tonumber(expires) > now and not players[player] then
      players[player] = sid
      table.insert(group, sid)
    end
  end
  if #group == 0 or (#group < need and not partial) then return {} end
  for player, sid in pairs(players) do
    redis.call('HSET', prefix .. 'seek:' .. sid, 'status', 'matched')
    redis.call('ZREM', pool, sid)
    redis.call('ZREM', prefix .. 'fill', sid)
    redis.call('ZREM', prefix .. 'expiry', sid)
    unwait(prefix, sid, player)
  end
  local match = prefix .. 'match:' .. group[1]
  redis.call('HSET', match, 'sids', table.concat(group, ','), 'need', need)
  redis.call('EXPIRE', match, 86400)
  redis.call('ZADD', prefix .. 'matching', now, group[1])
  return group
end
"""

# KEYS: the seek's hash, its pool, fill, expiry, the game's waiting players. ARGV: prefix, id, player,
# need, now, expires, fill at ('' = never), seconds to keep the hash, then the hash's field/value pairs.
# {'held', id}: the player already waits in this game; else {'ok', ids of the group matched…}.
_SEEK = _GATHER + """
local prefix, id, player, need, now = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local held = redis.call('HGET', KEYS[5], player)
if held then
  local status, expires = unpack(redis.call('HMGET', prefix .. 'seek:' .. held, 'status', 'expires_ts'))
  if status == 'waiting' and tonumber(expires) > now then return {'held', held} end
end
local fields = {}
for i = 9, #ARGV do table.insert(fields, ARGV[i]) end
redis.call('HSET', KEYS[1], unpack(fields))
redis.call('HSET', KEYS[1], 'status', 'waiting', 'expires_ts', ARGV[6])
redis.call('EXPIRE', KEYS[1], ARGV[8])
redis.call('HSET', KEYS[5], player, id)
redis.call('ZADD', KEYS[2], tonumber(ARGV[6]), id)
redis.call('ZADD', KEYS[4], tonumber(ARGV[6]), id)
if ARGV[7] ~= '' then redis.call('ZADD', KEYS[3], tonumber(ARGV[7]), id) end
local group = gather(prefix, KEYS[2], need, now, false, nil)
table.insert(group, 1, 'ok')
return group
"""

# KEYS: fill, expiry. ARGV: prefix, now. Expires stale seeks (a bounded batch per call), then takes the
# table of the oldest seek due for bots (with any other waiting compatible seeks): {need, ids…}, or {}
# when none is due.
_SWEEP = _GATHER + """
local prefix, now = ARGV[1], tonumber(ARGV[2])
for _, sid in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, 500)) do
  local seek = prefix .. 'seek:' .. sid
  local status, compat, player = unpack(redis.call('HMGET', seek, 'status', 'compat', 'player'))
  if status == 'waiting' then
    redis.call('HSET', seek, 'status', 'expired')
    redis.call('ZREM', prefix .. 'pool:' .. compat, sid)
    unwait(prefix, sid, player)
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
_CANCEL = _GATHER + """
local player, status, compat = unpack(redis.call('HMGET', KEYS[1], 'player', 'status', 'compat'))
if not player then return 'missing' end
if player ~= ARGV[3] then return 'not-yours' end
if status ~= 'waiting' then return 'already ' .. status end
redis.call('HSET', KEYS[1], 'status', 'cancelled')
for _, key in ipairs({'pool:' .. compat, 'fill', 'expiry'}) do redis.call('ZREM', ARGV[1] .. key, ARGV[2]) end
unwait(ARGV[1], ARGV[2], player)
return 'cancelled'
"""

def prefix(slug: str) -> str:
    return f"br:{{seeks:{slug}}}:"


def compat_of(players: int, rated: bool, clock: Any) -> str:
    """The pool of seeks that may share a table (the game is the key's slot)."""
    return hashlib.sha256(canonical_json([players, rated, clock]).encode()).hexdigest()[:32]


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _seek_exists(slug: str, held: str) -> Conflict:
    return Conflict(f"You already seek a table of {slug} (seek {held}): one seek per game at a time; "
                    "cancel it to seek another.", code="seek_exists", seek=held)


class Matchmaker:
    """Seeks and the tables made of them."""

    def __init__(self, client: redis.Redis, handler: CommandHandler, streams: PlayerStreams, ttl_seconds: float,
                 max_seeks: int = MAX_SEEKS):
        self.redis = client
        self.handler = handler
        self.streams = streams
        self.ttl_seconds = ttl_seconds
        self.max_seeks = max_seeks
        self._seek = client.register_script(_SEEK)
        self._sweep = client.register_script(_SWEEP)
        self._cancel = client.register_script(_CANCEL)
        self._places = CappedLeases(client)

    def seek(self, pid: str, slug: str, players: int, clock: Any, rated: bool,
             bots_after: float | None, bot_level: str = FILL_BOT) -> dict[str, Any]:
        """Add a seek and match it if it completes a table; returns the seek's state.

        A player waits with one seek per game and ``max_seeks`` in all (Conflict ``seek_exists`` and
        ``too_many_seeks``), so no caller grows a pool and a match reads only its first seeks."""
        sid = uuid.uuid4().hex
        now = time.time()
        expires = now + self.ttl_seconds
        compat = compat_of(players, rated, clock)
        p = prefix(slug)
        self._refuse_a_second_seek(p, pid, slug, self.redis.hget(f"{p}waiting", pid), now)
        keep = int(self.ttl_seconds + KEEP_SECONDS)
        self._hold_a_place(pid, sid, now, expires, keep)
        fields = {"id": sid, "player": pid, "game": slug, "players": players, "rated": int(rated),
                  "clock": json.dumps(clock), "compat": compat, "expires": _iso(expires), "gid": "",
                  "bot_level": bot_level}
        self.redis.set(seek_game_key(sid), slug, ex=keep)
        try:
            verdict, *group = self._seek(
                keys=[f"{p}seek:{sid}", f"{p}pool:{compat}", f"{p}fill", f"{p}expiry", f"{p}waiting"],
                args=[p, sid, pid, players, now, expires, "" if bots_after is None else now + bots_after, keep,
                      *[x for item in fields.items() for x in item]])
        except BaseException:
            self.redis.zrem(open_seeks_key(pid), sid)
            raise
        if verdict == b"held":  # a seek of the same player in the same game came first, just now
            self.redis.zrem(open_seeks_key(pid), sid)
            raise _seek_exists(slug, group[0].decode())
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
                "rated": seek["rated"] == "1", "clock": json.loads(seek["clock"]),
                "bot_level": seek.get("bot_level") or FILL_BOT}

    def mine(self, pid: str) -> list[dict[str, Any]]:
        """The player's seeks not known to be closed (at most ``max_seeks`` waiting), oldest first."""
        sids = self.redis.zrangebyscore(open_seeks_key(pid), time.time(), "+inf")
        return [seek for sid in sids if (seek := self.get(sid.decode())) is not None]

    def cancel(self, sid: str, pid: str) -> str:
        """'cancelled', or why not: 'missing', 'not-yours', or 'already <status>'."""
        slug = self.redis.get(seek_game_key(sid))
        if slug is None:
            return "missing"
        p = prefix(slug.decode())
        verdict = self._cancel(keys=[f"{p}seek:{sid}"], args=[p, sid, pid]).decode()
        if verdict == "cancelled":
            self.redis.zrem(open_seeks_key(pid), sid)
        return verdict

    def _refuse_a_second_seek(self, p: str, pid: str, slug: str, held: bytes | None, now: float) -> None:
        """Conflict ``seek_exists`` when ``held`` is the player's live seek in this game."""
        if held is None:
            return
        status, expires = self.redis.hmget(f"{p}seek:{held.decode()}", "status", "expires_ts")
        if status == b"waiting" and float(expires) > now:
            raise _seek_exists(slug, held.decode())

    def _hold_a_place(self, pid: str, sid: str, now: float, expires: float, keep: int) -> None:
        """Count the seek among the player's open ones, or Conflict ``too_many_seeks``. Seeks closed by
        another process (matched, cancelled) are crossed off here if that process did not."""
        key = open_seeks_key(pid)
        if self._places.take(key, sid, now=now, cap=self.max_seeks, expires_at=expires, keep_seconds=keep):
            return
        closed = [s for s in self.redis.zrange(key, 0, -1) if (self.get(s.decode()) or {}).get("status") != "waiting"]
        if closed:
            self.redis.zrem(key, *closed)
            if self._places.take(key, sid, now=now, cap=self.max_seeks, expires_at=expires, keep_seconds=keep):
                return
        raise Conflict(f"You already have {self.max_seeks} seeks waiting, the most a player may hold at once; "
                       "cancel one or wait for a match.", code="too_many_seeks", limit=self.max_seeks)

    def sweep(self, now: float | None = None) -> list[str]:
        """Expire stale seeks and fill the tables of seeks due for bots; returns the games created."""
        created = []
        for slug in REGISTRY:
            p = prefix(slug)
            while True:
                found = self._sweep(keys=[f"{p}fill", f"{p}expiry"], args=[p, time.time() if now is None else now])
                if not found:
                    break
                sids = [g.decode() for g in found[1:]]  # the seek due for bots first: its seeker owns the table
                created.append(bot_tables.adopt(self.redis, self._seat(slug, sids, int(found[0])), sids[0]))
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

    def _release(self, sids: list[str], players: list[bytes | None]) -> None:
        """Cross matched seeks off their players' open seeks (a place for another seek)."""
        pipe = self.redis.pipeline(transaction=False)
        for sid, player in zip(sids, players, strict=True):
            if player is not None:
                pipe.zrem(open_seeks_key(player.decode()), sid)
        pipe.execute()

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
            pipe.hmget(f"{p}seek:{sid}", "player", "rated", "clock", "bot_level")
        seeks = pipe.execute()
        self._release(sids, [player for player, *_ in seeks])
        rated = seeks[0][1] == b"1"
        level = seeks[0][3].decode() if seeks[0][3] else FILL_BOT  # the first seek's: the one due for bots
        seats = [{"player": player.decode()} for player, *_ in seeks] + [{"bot": level}] * (need - len(sids))
        clock = json.loads(seeks[0][2])
        made = self.handler.create_once(slug, seats, {}, key=f"match-{sids[0]}", scope="matchmaker",
                                        respond=lambda table, _tokens: {"gid": table["gid"]},
                                        rated=rated, clock=clock, on_timeout="bot" if clock else None,
                                        draw_seats=True)
        gid = made.response["gid"]
        self._close(p, sids, "gid", gid)
        return gid
