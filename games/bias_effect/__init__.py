"""Bias Effect (Mitchell LeBlanc & Ryan Paul Keller): sealed bids to program an A.I.'s beliefs, 2-5 players."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema

from games import kit
from games.base import Command, Event, State
from games.bias_effect import bot as _bot
from games.bias_effect import catalogue, digest, hard, rules, take_back, texts, views
from games.bias_effect.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, BiasEffectScore
from games.bias_effect.schemas import COMMAND_SCHEMAS
from games.bias_effect.view_schemas import BiasEffectSeatViewSchema, BiasEffectSpectatorViewSchema

__all__ = ["GAME", "BiasEffect"]


class BiasEffect(kit.ModuleGame):
    """The rules as a decider; see docs/rules/bias-effect.md for the designed decks and assumptions."""

    slug = "bias-effect"
    rules_version = "2"  # 2: the corrections of issue 13 (docs/rules); histories of 1 decide differently
    summary = (  # from the rulebook's introduction: what players do and how one wins
        'Programmers with secret political identities buy beliefs for an A.I. with sealed bids of data chips, '
        "earned by trading in algorithm cards; when the autonomy counter reaches the robot, each identity's "
        "win condition on the A.I.'s left and right beliefs decides the winner."
    )
    title = "Bias Effect"
    min_players = 2
    max_players = 5
    bots = ("easy", "normal", "hard")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    move_rules: ClassVar[dict[str, str]] = texts.RULES
    take_back_commands = take_back.COMMANDS  # what a person may take back, and what makes it final
    revealing_events = take_back.REVEALING
    final_commands = take_back.FINAL
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    score_schema = BiasEffectScore
    view_schema: ClassVar[type[Schema] | None] = BiasEffectSeatViewSchema
    spectator_view_schema: ClassVar[type[Schema] | None] = BiasEffectSpectatorViewSchema

    rules = rules
    views = views
    player = _bot
    hard = hard

    def components(self) -> list[dict[str, Any]]:
        """The component catalogue (built once at import: ``catalogue.COMPONENTS``)."""
        return catalogue.COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
        """A legal move's label and targets (``texts.LABELS``), told from ``seat``'s own view."""
        return texts.describe_move(view, seat, move)

    def unavailable_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        """Cards in hand not playable now and a bid above the seat's chips, each with why (``texts.UNAVAILABLE``)."""
        return texts.unavailable_moves(state, seat)

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        """One seat's result as score-sheet rows: identity, win condition met, the A.I.'s beliefs, chips, points."""
        return texts.score_sheet(scores)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The whole of ``view`` as lines: your hand and sealed bid, each seat's identity and chips, the belief up
        for bids, the A.I., the last reveal, the life card, the decks and discards (digest.py)."""
        return digest.digest(view, seat)

    def summarize(self, event: Event) -> tuple[str, dict[str, Any]]:
        """What an event (as its viewer got it) did, as a game-log template and params (``texts.SUMMARIES``)."""
        return texts.summarize(event)


GAME = BiasEffect()
