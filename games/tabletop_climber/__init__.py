"""Tabletop Climber (Nao Shimamura): a five-season climbing card game for 3-4 players."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.tabletop_climber import bot as _bot
from games.tabletop_climber import rules, views
from games.tabletop_climber.data import TIEBREAK
from games.tabletop_climber.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "TabletopClimber"]


class TabletopClimber(Game):
    """The rules as a decider; see docs/rules/tabletop-climber.md for the reconstructed card list."""

    slug = "tabletop-climber"
    title = "Tabletop Climber"
    min_players = 3
    max_players = 4
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    # GameEnded v2 records the tie-break criteria; v1 events were decided by the same ones.
    event_versions: ClassVar[dict[str, int]] = {"GameEnded": 2}
    upcasters: ClassVar[dict] = {("GameEnded", 1): lambda data: {**data, "tiebreak": list(TIEBREAK)}}

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """Gold season order, deals of 7 Initial + 2 Reinforcement cards, Start Card, season 1."""
        return rules.setup(seats, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        """Pure fold of one event."""
        return rules.evolve(state, event)

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate a command; return its events and every automatic step it triggers."""
        return rules.decide(state, seat, command, rng)

    def to_act(self, state: State) -> set[int]:
        """Seats whose input is awaited."""
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        """Every accepted command; hand selection as a template plus complete choices."""
        return rules.legal_moves(state, seat)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see."""
        return views.view(state, viewer)

    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event without other seats' secrets."""
        return views.redact(event, viewer)

    def result(self, state: State) -> Result | None:
        """Ranking by VP, then team size; ties share."""
        res = state.get("result")
        if state["phase"] != "over" or res is None:
            return None
        return Result(ranking=[list(group) for group in res["ranking"]], scores=dict(res["scores"]))

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        """Heuristic bot: "easy" or "normal"."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        return _bot.choose(state, seat, rng, level)


GAME = TabletopClimber()
