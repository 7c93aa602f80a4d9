"""The all-bot tables each client has running: tables whose every seat the server plays (issue 31 item 3).

A table counts however it got there: created with bots only, or a table of people (created, rematched or
made of a seek) whose last person left, resigned or timed out into the autopilot. It counts against the
client that created, sought or challenged for it (its caller key), recorded as the table's owner when it
is made (a challenge's table is its challenger's, not the last invitee's who started it); the
projector's follow-up (``noticed``) adds an owned table to its owner's set the first time it folds it
with every seat served, and a check drops the tables that ended or got a person back.

Each client's set is a sorted set of gids (and of pending reservations, while a creation runs) by time.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from typing import Any

import redis

from events.store import CorruptEvent
from games import lifecycle
from service.errors import Limited

log = logging.getLogger(__name__)

KEY_PREFIX = "br:limits"
PENDING = "pending:"
PENDING_SECONDS = 60  # a reservation whose request died without releasing it
OWNER_SECONDS = 400 * 24 * 3600  # assumed: outlives the longest clock (365 days); dropped when the table ends
SET_SECONDS = 86400  # a client's set expires a day after one of its tables was last counted or folded
RETRY_SECONDS = 30  # assumed: a hint only; an all-bot game takes minutes, we cannot know when it ends

# Reserve a slot when fewer than the cap are taken: one atomic step, so concurrent creations cannot overshoot.
_RESERVE = """
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
"""


def served(table: dict[str, Any]) -> bool:
    """Every seat is played by the server now: a bot's, or a person's on autopilot or resigned."""
    seats = table.get("seats") or []
    return table.get("status") == "active" and bool(seats) and all(
        lifecycle.controller(table, s) is not None for s in range(len(seats)))


def owner_key(gid: str) -> str:
    return f"{KEY_PREFIX}:owner:{gid}"


def seek_owner_key(sid: str) -> str:
    return f"{KEY_PREFIX}:seek-owner:{sid}"


def tables_key(client: str) -> str:
    return f"{KEY_PREFIX}:bot-tables:{client}"


def adopt(client: redis.Redis, gid: str, sid: str) -> str:
    """Make the table a seek was seated at its seeker's; returns ``gid``."""
    owner = client.get(seek_owner_key(sid))
    if owner is not None:
        client.set(owner_key(gid), owner, ex=OWNER_SECONDS)
    return gid


class BotTables:
    """Owners of tables and the cap on each owner's running all-bot tables."""

    def __init__(self, client: redis.Redis, load: Callable[[str], Any] | None = None, cap: int = 0,
                 unloadable: Callable[[str, CorruptEvent], None] = lambda gid, error: None):
        self.redis = client
        self.load = load
        self.cap = cap
        self.unloadable = unloadable  # told of each table whose history cannot be folded (a metric counts them)
        self._reserve_script = client.register_script(_RESERVE)

    def own(self, gid: str, owner: str) -> None:
        self.redis.set(owner_key(gid), owner, ex=OWNER_SECONDS)

    def own_seek(self, sid: str, owner: str, seconds: float) -> None:
        self.redis.set(seek_owner_key(sid), owner, ex=max(1, int(seconds)))

    def noticed(self, table: dict[str, Any]) -> None:
        """Count a freshly folded table against its owner when the server plays every seat of it."""
        gid = table["gid"]
        if lifecycle.has_ended(table):
            self.redis.delete(owner_key(gid))
        elif served(table):
            owner = self.redis.get(owner_key(gid))
            if owner is not None:
                with self.redis.pipeline() as pipe:
                    pipe.zadd(tables_key(owner.decode()), {gid: time.time()}, nx=True)
                    pipe.expire(tables_key(owner.decode()), SET_SECONDS)
                    pipe.execute()

    def running(self, owner: str) -> list[str]:
        """The owner's running all-bot tables (and reservations), after dropping the others."""
        key, now = tables_key(owner), time.time()
        members = [(m.decode(), score) for m, score in self.redis.zrange(key, 0, -1, withscores=True)]
        gone = [m for m, score in members
                if (score < now - PENDING_SECONDS if m.startswith(PENDING) else not self._served(m))]
        if gone:
            self.redis.zrem(key, *gone)
        return [m for m, _ in members if m not in gone]

    def check(self, owner: str) -> None:
        """Refuse a new all-bot table (a seek that bots may fill) when the owner has its cap running."""
        if len(self.running(owner)) >= self.cap:
            raise self._refusal()

    def reserve(self, owner: str) -> str:
        """Hold a slot for an all-bot table being created; refused past the cap."""
        self.running(owner)
        reservation = f"{PENDING}{uuid.uuid4().hex}"
        if not self._reserve_script(keys=[tables_key(owner)], args=[self.cap, time.time(), reservation, SET_SECONDS]):
            raise self._refusal()
        return reservation

    def release(self, owner: str, reservation: str, gid: str | None) -> None:
        """Give the reservation back, keeping the table it made (if one started)."""
        with self.redis.pipeline() as pipe:
            pipe.zrem(tables_key(owner), reservation)
            if gid:
                pipe.zadd(tables_key(owner), {gid: time.time()})
            pipe.execute()

    def _served(self, gid: str) -> bool:
        """Whether the server still plays every seat of ``gid``. A table whose history cannot be folded is not
        playing (no bot can load it either): it is reported and dropped, and the owner's other tables count."""
        try:
            table = self.load(gid) if self.load is not None else None
        except CorruptEvent as error:
            log.error("all-bot table %s cannot be loaded, not counted: %s", gid, error)
            self.unloadable(gid, error)
            return False
        return table is not None and served(table)

    def _refusal(self) -> Limited:
        return Limited(
            f"At most {self.cap} tables played only by the server's bots may run per client at once (however "
            "they got there: created with bots, filled by bots from a seek, or left, resigned or timed out by "
            "their people); this client's are still playing. Retry when one has finished.", RETRY_SECONDS,
            code="too_many_bot_tables", limit=self.cap)
