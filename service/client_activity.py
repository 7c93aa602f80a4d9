"""Whether a client played over HTTP a moment ago: the batch worker gives up its CPU only then (issue 31).

The batch worker plays tables nobody sits at. Keeping it to a twentieth of a core whenever the machine was
busy protected a person's commands under attack, but it also held all-bot tables to that share when the
machine was busy with nobody waiting: with the load of their own moves, of other tables, of other programs.
So a command over HTTP marks the queue Redis for MARK_SECONDS (at most one write per web process in each
half of that), and the batch worker yields only while the mark is there and the machine is busy.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import redis

from events.connection import REDIS_ERRORS

KEY = "br:{work}:clients-playing"
MARK_SECONDS = 2.0


class ClientActivity:
    """Marks and reads that a client played lately."""

    def __init__(self, client: redis.Redis, clock: Callable[[], float] = time.monotonic):
        self.redis = client
        self.clock = clock
        self._next_mark = float("-inf")

    def mark(self) -> None:
        """A client played now. A lost mark only lets the batch worker run freely a moment longer."""
        now = self.clock()
        if now < self._next_mark:
            return
        self._next_mark = now + MARK_SECONDS / 2
        try:
            self.redis.set(KEY, 1, px=int(MARK_SECONDS * 1000))
        except REDIS_ERRORS:
            self._next_mark = float("-inf")

    def playing(self) -> bool:
        """Whether a client played in the last MARK_SECONDS; True when Redis cannot tell (yield, to be safe)."""
        try:
            return bool(self.redis.exists(KEY))
        except REDIS_ERRORS:
            return True
