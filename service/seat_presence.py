"""When each seat's client was last seen, so the other seats of a correspondence table can claim an absent one.

"Seen" is any authenticated request naming the seat (its seat token, or its player's key) and any stream it keeps
open. Every web process writes a seat's time at most once in THROTTLE_SECONDS, so a busy client costs a write now
and then, not one per request; a mark lives KEEP_SECONDS, far longer than the claim's window, after which the seat
counts as not seen lately (a claim then dates its absence from when the seat became awaited).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import redis

from events.connection import REDIS_ERRORS

THROTTLE_SECONDS = 15.0
KEEP_SECONDS = 3600
REMEMBERED = 10_000  # throttle entries a process keeps before it forgets them all


def seat_key(gid: str, seat: int) -> str:
    return f"br:{{{gid}}}:seen:{seat}"


def player_key(pid: str) -> str:
    return f"br:seen-player:{pid}"


class SeatPresence:
    """Marks and reads when a seat's (or a player's) client was last seen; times are epoch milliseconds."""

    def __init__(self, client: redis.Redis, clock: Callable[[], float] = time.time):
        self.redis = client
        self.clock = clock
        self._next: dict[str, float] = {}

    def seat_seen(self, gid: str, seat: int) -> None:
        self._mark(seat_key(gid, seat))

    def player_seen(self, pid: str) -> None:
        self._mark(player_key(pid))

    def _mark(self, key: str) -> None:
        """A lost mark only makes the seat claimable a little sooner than it should: the next request marks it."""
        now = self.clock()
        if now < self._next.get(key, float("-inf")):
            return
        if len(self._next) > REMEMBERED:
            self._next.clear()
        self._next[key] = now + THROTTLE_SECONDS
        try:
            self.redis.set(key, round(now * 1000), ex=KEEP_SECONDS)
        except REDIS_ERRORS:
            self._next.pop(key, None)

    def last_seen(self, gid: str, seat: int, pid: str | None) -> int | None:
        """When the seat's client, or its player's (any of its requests or streams), was last seen (ms)."""
        keys = [seat_key(gid, seat), *([player_key(pid)] if pid else [])]
        seen = [int(raw) for raw in (self.redis.get(key) for key in keys) if raw is not None]
        return max(seen) if seen else None
