"""Challenges: a player invites named players to a table, which starts when every invitee accepts.

A challenge is one JSON value in the ``{challenges}`` slot; accepting and declining are one Lua
script each, so the table is opened exactly once, by the request that completes the acceptances.
Sending is one script too: a player has at most ``max_open`` challenges pending, and at most one
pending to each invitee, so nobody floods another's stream with invitations.
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import redis

from projections.player_streams import PlayerStreams
from service.commands import CommandHandler
from service.errors import Conflict

TTL_SECONDS = 24 * 3600
MAX_OPEN = 5  # pending challenges one player may have sent
LISTED = 200  # the newest challenges a player's list keeps, sent or received

# KEYS: the challenge, its challenger's pending ones (id → expiry). ARGV: id, JSON, seconds to keep, now,
# most pending, the challenges' key prefix, the players' lists' prefix, most listed, then every player,
# the challenger first. Returns {'ok'}, {'too-many'} or {'invited', invitee, the pending challenge that invites it}.
_SEND = """
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
local live = 0
for _, cid in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  local raw = redis.call('GET', ARGV[6] .. cid)
  local c = raw and cjson.decode(raw)
  if c and c.status == 'pending' then
    live = live + 1
    for i = 2, #c.players do
      for j = 10, #ARGV do
        if c.players[i] == ARGV[j] then return {'invited', ARGV[j], cid} end
      end
    end
  else
    redis.call('ZREM', KEYS[2], cid)
  end
end
if live >= tonumber(ARGV[5]) then return {'too-many'} end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
redis.call('ZADD', KEYS[2], tonumber(ARGV[4]) + tonumber(ARGV[3]), ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[3])
for j = 9, #ARGV do
  local mine = ARGV[7] .. ARGV[j]
  redis.call('ZREMRANGEBYSCORE', mine, '-inf', tonumber(ARGV[4]) - tonumber(ARGV[3]))
  redis.call('ZADD', mine, ARGV[4], ARGV[1])
  redis.call('ZREMRANGEBYRANK', mine, 0, -tonumber(ARGV[8]) - 1)
  redis.call('EXPIRE', mine, ARGV[3])
end
return {'ok'}
"""

# KEYS: the challenge. ARGV: player, 'accept', 'decline' or 'cancel' (the challenger's), the prefix of
# the challengers' pending sets. Returns {verdict, challenge JSON}.
_ANSWER = """
local raw = redis.call('GET', KEYS[1])
if not raw then return {'missing', ''} end
local c = cjson.decode(raw)
if ARGV[2] == 'cancel' then
  if c.players[1] ~= ARGV[1] then return {'not-challenger', raw} end
else
  local invited = false
  for i, p in ipairs(c.players) do if i > 1 and p == ARGV[1] then invited = true end end
  if not invited then return {'not-invited', raw} end
end
if c.status ~= 'pending' then return {'closed', raw} end
if ARGV[2] == 'cancel' then
  c.status = 'cancelled'
elseif ARGV[2] == 'decline' then
  c.status = 'declined'
else
  local accepted = {}
  for _, p in ipairs(c.accepted) do accepted[p] = true end
  if not accepted[ARGV[1]] then table.insert(c.accepted, ARGV[1]) end
  if #c.accepted == #c.players - 1 then c.status = 'started' end
end
local out = cjson.encode(c)
redis.call('SET', KEYS[1], out, 'KEEPTTL')
if c.status ~= 'pending' then redis.call('ZREM', ARGV[3] .. c.players[1], c.id) end
return {c.status, out}
"""


def challenge_key(cid: str) -> str:
    return f"br:{{challenges}}:c:{cid}"


def sent_key(pid: str) -> str:
    """The challenges ``pid`` sent that may still be pending (the same slot as the challenges)."""
    return f"br:{{challenges}}:sent:{pid}"


def listed_key(pid: str) -> str:
    """The challenges ``pid`` sent or was invited to (id → when sent), newest kept."""
    return f"br:{{challenges}}:of:{pid}"


def _decoded(raw: bytes | str) -> dict[str, Any]:
    challenge = json.loads(raw)
    # Lua's cjson writes an empty list as {}.
    challenge["accepted"] = list(challenge.get("accepted") or [])
    return challenge


class Challenges:
    """Invitations to a table and the answers to them."""

    def __init__(self, client: redis.Redis, handler: CommandHandler, streams: PlayerStreams,
                 max_open: int = MAX_OPEN):
        self.redis = client
        self.handler = handler
        self.streams = streams
        self.max_open = max_open
        self._answer = client.register_script(_ANSWER)
        self._send = client.register_script(_SEND)

    def create(self, challenger: str, slug: str, invited: list[str], clock: Any, rated: bool) -> dict[str, Any]:
        """Store the challenge and tell each invitee on its stream (the caller checked the ids); Conflict
        ``too_many_challenges`` past ``max_open`` pending, ``challenge_pending`` for an invitee already
        invited by a pending challenge of the same challenger."""
        cid = uuid.uuid4().hex
        players = [challenger, *[p for p in dict.fromkeys(invited) if p != challenger]]
        challenge = {"id": cid, "game": slug, "challenger": challenger, "players": players, "accepted": [],
                     "status": "pending", "rated": rated, "clock": clock, "gid": None}
        verdict, *why = self._send(keys=[challenge_key(cid), sent_key(challenger)],
                                   args=[cid, json.dumps(challenge), TTL_SECONDS, time.time(), self.max_open,
                                         challenge_key(""), listed_key(""), LISTED, *players])
        if verdict == b"too-many":
            raise Conflict(f"You have {self.max_open} challenges pending, the most a player may have sent at "
                           "once; cancel one or wait for answers.", code="too_many_challenges", limit=self.max_open)
        if verdict == b"invited":
            invitee, pending = (w.decode() for w in why)
            raise Conflict(f"Your challenge {pending} to player {invitee} is still pending: one pending challenge "
                           "per invitee; cancel it to send another.", code="challenge_pending",
                           player=invitee, challenge=pending)
        self._tell(challenge, players[1:])
        return challenge

    def get(self, cid: str) -> dict[str, Any] | None:
        raw = self.redis.get(challenge_key(cid))
        return _decoded(raw) if raw else None

    def mine(self, pid: str) -> list[dict[str, Any]]:
        """The challenges ``pid`` sent or was invited to that are kept: pending first, then newest first."""
        cids = [c.decode() for c in self.redis.zrevrangebyscore(listed_key(pid), "+inf", time.time() - TTL_SECONDS)]
        raws = self.redis.mget([challenge_key(c) for c in cids]) if cids else []
        found = [_decoded(raw) for raw in raws if raw]
        return sorted(found, key=lambda c: c["status"] != "pending")  # stable: newest first within each

    def seen_by(self, cid: str, pid: str) -> dict[str, Any] | None:
        """The challenge if ``pid`` sent it or is invited to it (None for anyone else: it is not theirs to know)."""
        challenge = self.get(cid)
        return challenge if challenge is not None and pid in challenge["players"] else None

    def answer(self, cid: str, pid: str, accept: bool) -> tuple[str, dict[str, Any] | None]:
        """(verdict, challenge): 'missing', 'not-invited', 'closed', 'pending', 'started' or 'declined'.
        The acceptance that completes the table opens it. The challenger's decline withdraws the challenge
        (as :meth:`cancel`, 'cancelled')."""
        if not accept:
            challenge = self.get(cid)
            if challenge is not None and challenge["challenger"] == pid:
                return self.cancel(cid, pid)
        return self._decide(cid, pid, "accept" if accept else "decline")

    def cancel(self, cid: str, pid: str) -> tuple[str, dict[str, Any] | None]:
        """The challenger withdraws a pending challenge: 'missing', 'not-challenger', 'closed' or 'cancelled'.
        Every invitee is told on its stream."""
        return self._decide(cid, pid, "cancel")

    def _decide(self, cid: str, pid: str, action: str) -> tuple[str, dict[str, Any] | None]:
        if action == "accept" and self.handler.players is not None:
            pending = self.get(cid)
            if pending and pending.get("rated") and pending.get("status") == "pending":
                self.handler.players.check_standing(pending["players"])  # 403 before the table is owed
        verdict, raw = self._answer(keys=[challenge_key(cid)], args=[pid, action, sent_key("")])
        verdict = verdict.decode()
        challenge = _decoded(raw) if raw else None
        if verdict == "started":
            assert challenge is not None
            clock = challenge["clock"]
            table, _ = self.handler.create(challenge["game"], [{"player": p} for p in challenge["players"]], {},
                                           rated=challenge["rated"], clock=clock, on_timeout="bot" if clock else None)
            challenge["gid"] = table["gid"]
            self.redis.set(challenge_key(cid), json.dumps(challenge), keepttl=True)
        if verdict in ("started", "declined", "cancelled"):
            assert challenge is not None
            self._tell(challenge, challenge["players"])
        return verdict, challenge

    def _tell(self, challenge: dict[str, Any], players: list[str]) -> None:
        # "id" on the stream is the frame's own: the challenge goes as "challenge".
        frame = {"challenge": challenge["id"],
                 **{k: challenge[k] for k in ("game", "challenger", "players", "status", "rated", "clock", "gid")}}
        for pid in players:
            self.streams.publish(pid, "challenge", frame)
