"""The tournaments' read model: each tournament's state and standings folded from its stream, with the version
folded, so a read that finds it behind folds the missing tail itself (read-your-writes, DESIGN §4)."""

from __future__ import annotations

import json
from typing import Any

import redis

from events.store import EventStore
from games.tournament import aggregate
from games.tournament.scoring import standings


def standings_key(tid: str) -> str:
    return f"br:tournament:{tid}:standings"


class TournamentStandings:
    """Folds a tournament's stream into ``{version, status, round, standings}``."""

    def __init__(self, client: redis.Redis, store: EventStore):
        self.redis = client
        self.store = store

    def project(self, tid: str) -> dict[str, Any] | None:
        """Fold the tournament's log (small: a few events a table) and keep the model unless a newer one is kept."""
        envelopes = self.store.read(tid)
        if not envelopes:
            return None
        model = folded(aggregate.fold(None, envelopes))
        kept = self._kept(tid)
        if kept is None or kept["version"] < model["version"]:
            self.redis.set(standings_key(tid), json.dumps(model))
        return model

    def read(self, tid: str, min_version: int = 0) -> dict[str, Any] | None:
        """The model, folded again here when it is older than ``min_version``."""
        model = self._kept(tid)
        if model is None or model["version"] < min_version:
            return self.project(tid)
        return model

    def _kept(self, tid: str) -> dict[str, Any] | None:
        raw = self.redis.get(standings_key(tid))
        return json.loads(raw) if raw is not None else None

    def drop(self, tid: str) -> None:
        self.redis.delete(standings_key(tid))


def folded(state: dict[str, Any]) -> dict[str, Any]:
    return {"version": state["version"], "status": state["status"], "round": len(state["played"]),
            "standings": standings(state)}
