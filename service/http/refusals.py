"""What this web process remembers of the callers it refused for a spent budget (issue 31).

A caller that asks again before its budget frees, ignoring the Retry-After it was given, is answered 429 from
this memory: no credential lookup, no counter hit, no window read in Redis, so a flood costs the service next
to nothing. Under gevent the answer is also held until the budget frees (at most HOLD_SECONDS, and for at most
HELD_PER_CALLER requests of one caller at a time): a client that loops on its 429s then sends about one
request per window instead of thousands. A polite client, which waits out Retry-After, is never held.
"""

from __future__ import annotations

import math
import threading
import time
from collections import Counter
from dataclasses import dataclass

from flask import Response

from service.errors import Limited
from service.http.problems import error_response

HOLD_SECONDS = 2.0  # the longest a further 429 is held
HELD_PER_CALLER = 16  # more of one caller's requests than this at once are answered without a hold
KEPT = 100_000  # refusals remembered at most; past that the memory starts again (each entry lives a window)


@dataclass(frozen=True)
class Refusal:
    until: float  # when the budget frees (epoch seconds)
    limit: str  # the budget as flask-limiter names it, e.g. "20 per 1 second"
    name: str  # its name in RateLimit-Policy, e.g. "commands"
    policy: str  # its RateLimit-Policy item, e.g. '"commands";q=20;w=1'
    spent_on: str = ""  # what the budget counts, when not every request

    def detail(self, retry_after: int) -> str:
        counted = f"{self.limit} {self.spent_on}" if self.spent_on else self.limit
        return f"Rate limit of {counted} per caller reached; retry in {retry_after} s."


def _cooperative() -> bool:
    """Whether a sleep here yields to other requests (gunicorn's gevent worker, monkey-patched)."""
    try:
        from gevent import monkey
    except ImportError:
        return False
    return monkey.is_module_patched("time")


class Refusals:
    def __init__(self, hold_seconds: float = HOLD_SECONDS):
        self.hold_seconds = hold_seconds if _cooperative() else 0.0
        self._kept: dict[tuple[str, str], Refusal] = {}
        self._held: Counter[str] = Counter()
        self._lock = threading.Lock()

    def remember(self, caller: str, endpoint: str, refusal: Refusal) -> None:
        with self._lock:
            if len(self._kept) >= KEPT:
                self._kept.clear()
            self._kept[(caller, endpoint)] = refusal

    def answer(self, caller: str, endpoint: str) -> Response | None:
        """The 429 for a caller still refused at ``endpoint`` (held first where that is cheap), else None."""
        refusal = self._kept.get((caller, endpoint))
        if refusal is None:
            return None
        if time.time() >= refusal.until:
            with self._lock:
                if self._kept.get((caller, endpoint)) is refusal:
                    del self._kept[(caller, endpoint)]
            return None
        self._hold(caller, refusal)
        retry_after = max(1, math.ceil(refusal.until - time.time()))
        response = error_response(Limited(refusal.detail(retry_after), retry_after, limit=refusal.limit))
        response.headers["RateLimit-Policy"] = refusal.policy
        response.headers["RateLimit"] = f'"{refusal.name}";r=0;t={retry_after}'
        return response

    def _hold(self, caller: str, refusal: Refusal) -> None:
        wait = min(refusal.until - time.time(), self.hold_seconds)
        if wait <= 0:
            return
        with self._lock:
            if self._held[caller] >= HELD_PER_CALLER:
                return
            self._held[caller] += 1
        try:
            time.sleep(wait)
        finally:
            with self._lock:
                self._held[caller] -= 1
                if not self._held[caller]:
                    del self._held[caller]
