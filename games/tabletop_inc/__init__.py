"""Tabletop Inc. (Cotswold Games): worker placement for 2-6 board game publishers, with the rulebook's Muman-Bot."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from marshmallow import Schema

from games import maxn
from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer
from games.tabletop_inc import bot as _bot
from games.tabletop_inc import data as D
from games.tabletop_inc import digest, engine, flow, hard, moves, state, take_back, texts, turn, unavailable, views
from games.tabletop_inc.catalogue import COMPONENTS
from games.tabletop_inc.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, TabletopIncScore
from games.tabletop_inc.schemas import COMMAND_SCHEMAS, OptionsSchema
from games.tabletop_inc.upcasters import EVENT_VERSIONS, UPCASTERS
from games.tabletop_inc.view_schemas import TabletopIncSeatViewSchema, TabletopIncSpectatorViewSchema

__all__ = ["GAME", "OLD_RULES", "TabletopInc"]


class TabletopInc(Game):
    """The rules as a decider; see docs/rules/tabletop-inc.md for the assumed board and cards."""

    slug = "tabletop-inc"
    rules_version = "6"  # 6: TaskDone says which task ended and how, so the log can tell it (issue 48)
    # 5: a Muman-Bot is dealt an objective card and pays its penalty (issue 30, item 13)
    summary = (  # from the rulebook's introduction: what players do and how one wins
        'Board game publishers place workers on jobs to hire staff, design, playtest and publish games, and '
        'predict what the others will do when collecting their workers; the most victory points at the end '
        'win. Solo, you play against the Muman-Bot.'
    )
    # 4: second reading (issue 30): publish, predict, pay, several trades, WOW skill cards
    # 3: commands changed shape (ids, issue 28); histories of 2 re-decide only with a build of 2
    title = "Tabletop Inc."
    min_players = 2
    max_players = 6
    # full-rules heuristics, then the rulebook's Muman-Bot by difficulty (a seat declared in the ``muman`` option)
    bots = ("easy", "normal", "hard", *D.MUMAN_BOTS)
    options_schema: ClassVar[type[Schema]] = OptionsSchema
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    move_rules: ClassVar[dict[str, str]] = texts.RULES
    take_back_commands = take_back.COMMANDS  # what a person may take back, and what makes it final
    revealing_events = take_back.REVEALING
    final_commands = take_back.FINAL
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    # CardTaken, CardPlayed and AwardWon at version 2: ids instead of positions (upcasters.py)
    event_versions: ClassVar[dict[str, int]] = EVENT_VERSIONS
    upcasters: ClassVar[dict] = UPCASTERS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    template_examples: ClassVar[dict[str, dict[str, dict[str, Any]]]] = {
        "trade": {"trade": {"type": "trade", "give": {"dollar": 2, "research": 1}, "get": {"time": 2, "playtest": 1}}},
        "predict": {"predict": {"type": "predict", "target": 1, "predictions": ["multiple"]}},
        "collect": {"collect": {"type": "collect", "target": 1, "predictions": ["research", "train"]}}}
    score_schema: ClassVar[type[Schema] | None] = TabletopIncScore
    # the seat sees its own hand, offers, deal and predictions; a spectator sees every player redacted
    view_schema: ClassVar[type[Schema] | None] = TabletopIncSeatViewSchema
    spectator_view_schema: ClassVar[type[Schema] | None] = TabletopIncSpectatorViewSchema

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
        the heuristic "easy" or "normal", or the "hard" search (games.search); a ``muman-*`` level the options do
        not name, as when a game is set up directly rather than through a table, plays the full rules as "normal"."""
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        if state.is_muman(state_, seat) and state_["phase"] == "play":
            if seat not in turn.to_act(state_):
                raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
            return {"type": "muman-turn"}
        if level == "hard":
            if seat not in turn.to_act(state_):
                raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
            return maxn.hard_move(self, hard.HOOKS, state_, seat, rng)
        return _bot.choose(state_, seat, rng, "normal" if level in D.MUMAN_BOTS else level)


    def components(self) -> list[dict[str, Any]]:
        """The component catalogue (catalogue.py), built once at import."""
        return COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
        """A legal move's label, targets and a template's fields (texts.py), told from the seat's view."""
        return texts.describe_move(view, seat, move)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The seat's view as lines a player reads: companies, board, tracks, supplies, turn, score (digest.py)."""
        return digest.digest(view, seat)

    def summarize(self, event: Event) -> tuple[str, dict[str, Any]]:
        """The game-log template and params of an event as its viewer got it (texts.py)."""
        return texts.summarize(event)

    def unavailable_moves(self, state_: State, seat: int) -> list[dict[str, Any]]:
        """The board spaces, cards, parts and awards ``seat`` would try now but may not, with why (unavailable.py)."""
        return unavailable.unavailable_moves(state_, seat)

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        """One seat's final VP by source, in the rulebook's scoring order, as a person reads it (texts.py)."""
        return texts.score_sheet(scores)

    def take_back_refusal(self, state_: State, seat: int, command: Command, events: list[Event]) -> str | None:
        """A revealing event, or a board action performed under another player's face-down predictions."""
        return take_back.refusal(state_, seat, command, events)

    def determinize(self, state_: State, seat: int, rng: random.Random) -> State:
        """The hidden cards, predictions and POW/WOW deal redealt from what ``seat`` cannot see."""
        return hard.determinize(state_, seat, rng)


GAME = TabletopInc()


class TabletopIncV5(TabletopInc):
    """Rules version 5, kept to re-decide its histories: it differs from 6 only in its TaskDone events, which
    carried no data, so a switch in decide is lighter than a frozen copy of the package."""

    rules_version = "5"

    def decide(self, state_: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        return [{**ev, "data": {}} if ev["type"] == "TaskDone" else ev
                for ev in super().decide(state_, seat, command, rng)]


class TabletopIncV4(TabletopIncV5):
    """Rules version 4, kept to re-decide its histories: it differs from 5 only in dealing no objective to a
    Muman-Bot, so a switch in setup is lighter than a frozen copy of the package."""

    rules_version = "4"

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        return engine.setup(seats, options, rng, muman_objectives=False)


OLD_RULES: dict[str, Game] = {"4": TabletopIncV4(), "5": TabletopIncV5()}
