"""Corporate Anarchy: hide your VIPs in your HQ, buy income and dirty tricks, and kill one VIP of every rival."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.corporate_anarchy import bot as _bot
from games.corporate_anarchy import rules, views
from games.corporate_anarchy.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "CorporateAnarchy"]


class CorporateAnarchy(Game):
    """The rules as a decider; see docs/rules/corporate-anarchy.md for assumptions and interpretations."""

    slug = "corporate-anarchy"
    title = "Corporate Anarchy"
    min_players = 2
    max_players = 4
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """Money handed out; then every seat places its base tiles (a simultaneous secret command)."""
        return rules.setup(seats, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        """Pure fold of one event."""
        return rules.evolve(state, event)

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate a command; return its events and every automatic step it triggers."""
        return rules.decide(state, seat, command, rng)

    def to_act(self, state: State) -> set[int]:
        """Seats still placing tiles during set-up, then the player whose turn it is."""
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        """Every accepted command: purchases, every reachable movement target, end-turn; placement as a
        template plus one complete placement."""
        return rules.legal_moves(state, seat)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see, with drawable board coordinates."""
        return views.view(state, viewer)

    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event without other seats' secrets."""
        return views.redact(event, viewer)

    def result(self, state: State) -> Result | None:
        """The winner first; then players still in by VIPs taken; then the eliminated, last out first."""
        res = state.get("result")
        if state["phase"] != "over" or res is None:
            return None
        return Result(ranking=[list(group) for group in res["ranking"]], scores=dict(res["scores"]))

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        """Heuristic bot: "easy" or "normal"."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        return _bot.choose(state, seat, rng, level)


GAME = CorporateAnarchy()
