"""Inventing the Future (PrintNPlay, 2011-2014): dice drafting onto a matrix board, then racing pawns up three
development tracks, for 2-5 players."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.inventing_the_future import bot as _bot
from games.inventing_the_future import rules, views
from games.inventing_the_future.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "InventingTheFuture"]


class InventingTheFuture(Game):
    """The rules as a decider; see docs/rules/inventing-the-future.md for the designed board and cards."""

    slug = "inventing-the-future"
    title = "Inventing the Future"
    min_players = 2
    max_players = 5
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """Coins, winks, shuffled development cards, research teams, start player, turn 1."""
        return rules.setup(seats, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        """Pure fold of one event."""
        return rules.evolve(state, event)

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate a command; return its events and every automatic step it triggers (dice from ``rng``)."""
        return rules.decide(state, seat, command, rng)

    def to_act(self, state: State) -> set[int]:
        """The one seat whose input is awaited."""
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        """Every accepted command (all complete)."""
        return rules.legal_moves(state, seat)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see: all but face-down development cards."""
        return views.view(state, viewer)

    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event without face-down development cards."""
        return views.redact(event, viewer)

    def result(self, state: State) -> Result | None:
        """Ranking by scoring-track points, then pawns at track ends; ties share."""
        res = state.get("result")
        if state["stage"] != "over" or res is None:
            return None
        return Result(ranking=[list(group) for group in res["ranking"]], scores=dict(res["scores"]))

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        """Heuristic bot: "easy" or "normal"."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        return _bot.choose(state, seat, rng, level)


GAME = InventingTheFuture()
