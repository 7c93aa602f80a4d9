"""Tabletop Inc. (Cotswold Games): worker placement for 2-6 board game publishers, with the rulebook's Muman-Bot."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.frozen.tabletop_inc_v1_corrected import bot as _bot
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.frozen.tabletop_inc_v1_corrected import engine, flow, moves, state, turn, views
from games.frozen.tabletop_inc_v1_corrected.schemas import COMMAND_SCHEMAS, OptionsSchema

__all__ = ["GAME", "TabletopInc"]


class TabletopInc(Game):
    """The rules as a decider; see docs/rules/tabletop-inc.md for the assumed board and cards."""

    slug = "tabletop-inc"
    title = "Tabletop Inc."
    min_players = 2
    max_players = 6
    # full-rules heuristics, then the rulebook's Muman-Bot by difficulty (a seat declared in the ``muman`` option)
    bots = ("easy", "normal", *D.MUMAN_BOTS)
    options_schema: ClassVar[type[Schema]] = OptionsSchema
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """Tables, award cards, tracks, objectives, turn-order compensation, Founder cards or the POW/WOW deal."""
        return engine.setup(seats, options, rng)

    def evolve(self, state_: State | None, event: Event) -> State:
        """Pure fold of one event."""
        return state.evolve(state_, event)

    def decide(self, state_: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate a command; return its events and every automatic step it triggers."""
        return flow.decide(state_, seat, command, rng)

    def to_act(self, state_: State) -> set[int]:
        """Seats whose input is awaited."""
        return turn.to_act(state_)

    def legal_moves(self, state_: State, seat: int) -> list[Command]:
        """Every accepted command (trade and prediction choices as templates plus complete examples)."""
        return moves.legal_moves(state_, seat)

    def view(self, state_: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see."""
        return views.view(state_, viewer)

    def seated_options(self, options: dict[str, Any], seats: list[dict[str, Any]]) -> dict[str, Any]:
        """A ``{"bot": "muman-<difficulty>"}`` seat is a Muman-Bot: it joins the ``muman`` option (where a seat
        the option already names keeps the option's difficulty)."""
        seated = {str(i): seat["bot"].removeprefix("muman-") for i, seat in enumerate(seats)
                  if (seat.get("bot") or "") in D.MUMAN_BOTS}
        if not seated:
            return options
        return {**options, "muman": {**seated, **options.get("muman", {})}}

    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event without other seats' secrets."""
        return views.redact(event, viewer)

    def result(self, state_: State) -> Result | None:
        """Ranking by VP, ties to the player furthest from the first player."""
        res = state_.get("result")
        if state_["phase"] != "over" or res is None:
            return None
        return Result(ranking=[list(g) for g in res["ranking"]], scores=dict(res["scores"]))

    def bot(self, state_: State, seat: int, rng: random.Random, level: str) -> Command:
        """A Muman-Bot seat always answers ``muman-turn``: the game decides its turn with the game rng. Otherwise
        the heuristic "easy" or "normal" (a ``muman-*`` level the options do not name, as when a game is set up
        directly rather than through a table, plays the full rules as "normal")."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        if state.is_muman(state_, seat) and state_["phase"] == "play":
            if seat not in turn.to_act(state_):
                raise RuleViolation("not-your-turn", f"Seat {seat} is not awaited now.")
            return {"type": "muman-turn"}
        return _bot.choose(state_, seat, rng, "normal" if level in D.MUMAN_BOTS else level)


GAME = TabletopInc()
