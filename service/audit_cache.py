"""The public audit of a game whose seed is out, kept beside its log: it never changes while the head
does not, so the history is read and re-decided once, not on every call (issue 31: one /audit of a
936-event game cost 140 ms, and anyone could ask for it again and again)."""

from __future__ import annotations

import json
from typing import Any

import redis

from events.envelope import canonical_json

CACHE_SECONDS = 24 * 3600  # a history damaged after its audit was kept shows up within a day (the operator's at once)


class AuditCache:
    """One kept report per game, valid for the head it was computed at."""

    def __init__(self, client: redis.Redis):
        self.redis = client

    def get(self, key: str, head: tuple[int, str]) -> dict[str, Any] | None:
        raw = self.redis.get(key)
        if raw is None:
            return None
        kept = json.loads(raw)
        return kept["report"] if tuple(kept.get("head", ())) == tuple(head) else None

    def put(self, key: str, head: tuple[int, str], report: dict[str, Any]) -> None:
        self.redis.set(key, canonical_json({"head": list(head), "report": report}), ex=CACHE_SECONDS)
