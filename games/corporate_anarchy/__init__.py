"""Corporate Anarchy: hide your VIPs in your HQ, buy income and dirty tricks, and kill one VIP of every rival."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema

from games import kit
from games.corporate_anarchy import bot as _bot
from games.corporate_anarchy import digest, hard, rules, take_back, texts, views
from games.corporate_anarchy.catalogue import COMPONENTS
from games.corporate_anarchy.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, CorporateAnarchyScore
from games.corporate_anarchy.schemas import COMMAND_SCHEMAS
from games.corporate_anarchy.view_schemas import CorporateAnarchySeatViewSchema

__all__ = ["GAME", "CorporateAnarchy"]


class CorporateAnarchy(kit.ModuleGame):
    """The rules as a decider; see docs/rules/corporate-anarchy.md for assumptions and interpretations."""

    slug = "corporate-anarchy"
    # 4: a building may block off a base tile, then its owner repositions a building tile (issue 48); 3: a guard's
    # victim chooses its outer-edge square (issue 30); 2: issue 13
    rules_version = "4"
    summary = (  # from the rulebook's introduction: what players do and how one wins
        'Each player hides VIPs, alarms and security guards face down in its 6x6 HQ and raids the other HQs '
        'to uncover them; win by killing one VIP of every other player, and you are out when all of yours are '
        'killed.'
    )
    title = "Corporate Anarchy"
    min_players = 2
    max_players = 4
    bots = ("easy", "normal", "hard")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    move_rules: ClassVar[dict[str, str]] = texts.RULES
    take_back_commands = take_back.COMMANDS  # what a person may take back, and what makes it final
    revealing_events = take_back.REVEALING
    final_commands = take_back.FINAL
    headline_events = texts.HEADLINE_EVENTS
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    template_examples: ClassVar[dict[str, dict[str, dict[str, Any]]]] = {"place-tiles": {"place-tiles": {
        "type": "place-tiles", "alarms": ["1-0-2", "1-2-4", "1-5-2"], "guards": ["1-4-3", "1-3-3"], "vips": ["1-2-0"],
        "start": "1-5-4"}}}
    score_schema = CorporateAnarchyScore
    # a spectator's view has the seat's shape (viewer null, no face-down kinds, nothing spied): no spectator schema
    view_schema = CorporateAnarchySeatViewSchema

    rules = rules
    views = views
    player = _bot
    hard = hard

    def components(self) -> list[dict[str, Any]]:
        """The component catalogue (games/corporate_anarchy/catalogue.py), built once at import."""
        return COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
        """A legal move's label and targets (games/corporate_anarchy/texts.py), from the seat's own view."""
        return texts.describe_move(view, seat, move)

    def unavailable_moves(self, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
        """The moves ``seat`` would try in its turn but may not, with the rule's reason (texts.py)."""
        return texts.unavailable_moves(state, seat)

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        """A seat's score breakdown as score-sheet rows (texts.py)."""
        return texts.score_sheet(scores)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The seat's view as lines a player reads: players, HQs tile by tile, commands, prices, turn (digest.py)."""
        return digest.digest(view, seat)

    def summarize(self, event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """An event's line in the game log (games/corporate_anarchy/texts.py), from the event as its viewer got it."""
        return texts.summarize(event)


GAME = CorporateAnarchy()
