"""A bench-only game that never ends, so one game's log can be made 10,000 versions long by real commands.

Tabletop Climber games end after ~300 versions; the history-length benchmark needs the same game at
version 10 and at version 10,000. This game goes through the same handler, store, projector and
snapshots as any other; it is registered only in processes the benchmark starts (bench/site), never
in production.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema, fields, validate

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer, event

SLUG = "bench-counter"


class IncrementSchema(Schema):
    """increment: add ``by`` (1-9) to the counter."""

    by = fields.Integer(required=True, validate=validate.Range(min=1, max=9))


class Counter(Game):
    """One seat adds to a counter, forever; the state keeps the last few moves so it is not trivial."""

    slug = SLUG
    title = "Bench counter"
    min_players = 1
    max_players = 1
    command_schemas: ClassVar[dict[str, type[Schema]]] = {"increment": IncrementSchema}

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        return [event("CounterStarted", None, start=rng.randrange(100))]

    def evolve(self, state: State | None, ev: Event) -> State:
        if ev["type"] == "CounterStarted":
            return {"value": ev["data"]["start"], "moves": 0, "recent": []}
        return {"value": state["value"] + ev["data"]["by"], "moves": state["moves"] + 1,
                "recent": ([*state["recent"], ev["data"]["by"]])[-16:]}

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        if seat != 0:
            raise RuleViolation("not-your-counter", "Only seat 0 counts.")
        return [event("Incremented", seat, by=command["by"], roll=rng.randrange(6))]

    def to_act(self, state: State) -> set[int]:
        return {0}

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        return [{"type": "increment", "by": by} for by in range(1, 10)] if seat == 0 else []

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return state

    def redact(self, ev: Event, viewer: Viewer) -> Event:
        return ev

    def result(self, state: State) -> Result | None:
        return None

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        return {"type": "increment", "by": rng.randint(1, 9)}


COUNTER = Counter()


def register() -> None:
    """Add the counter to this process's game registry (bench processes only)."""
    from games import REGISTRY

    REGISTRY.setdefault(SLUG, COUNTER)
