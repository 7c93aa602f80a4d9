"""Bias Effect (Mitchell LeBlanc & Ryan Paul Keller): sealed bids to program an A.I.'s beliefs, 2-5 players."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.bias_effect import bot as _bot
from games.bias_effect import rules, views
from games.bias_effect.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "BiasEffect"]


class BiasEffect(Game):
    """The rules as a decider; see docs/rules/bias-effect.md for the designed decks and assumptions."""

    slug = "bias-effect"
    title = "Bias Effect"
    min_players = 2
    max_players = 5
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """Identities face up, three algorithm cards and five chips each, round one."""
        return rules.setup(seats, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        """Pure fold of one event."""
        return rules.evolve(state, event)

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate a command; return its events and every automatic step it triggers."""
        return rules.decide(state, seat, command, rng)

    def to_act(self, state: State) -> set[int]:
        """Seats whose input is awaited (all unsealed seats while bidding)."""
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        """Every accepted command."""
        return rules.legal_moves(state, seat)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see."""
        return views.view(state, viewer)

    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event without other seats' secrets."""
        return views.redact(event, viewer)

    def result(self, state: State) -> Result | None:
        """The satisfied identity wins; the others share second place (a capped no-winner game: all tied)."""
        res = state.get("result")
        if state["phase"] != "over" or res is None:
            return None
        return Result(ranking=[list(group) for group in res["ranking"]], scores=dict(res["scores"]))

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        """Heuristic bot: "easy" or "normal"."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        return _bot.choose(state, seat, rng, level)


GAME = BiasEffect()
