"""Inventing the Future (PrintNPlay, 2011-2014): dice drafting onto a matrix board, then racing pawns up three
development tracks, for 2-5 players."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema

from games import kit
from games.inventing_the_future import bot as _bot
from games.inventing_the_future import catalogue, digest, hard, rules, take_back, texts, unavailable, views
from games.inventing_the_future.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, ItfScore
from games.inventing_the_future.schemas import COMMAND_SCHEMAS
from games.inventing_the_future.upcasters import EVENT_VERSIONS, UPCASTERS
from games.inventing_the_future.view_schemas import InventingTheFutureViewSchema

__all__ = ["GAME", "InventingTheFuture"]


class InventingTheFuture(kit.ModuleGame):
    """The rules as a decider; see docs/rules/inventing-the-future.md for the designed board and cards."""

    slug = "inventing-the-future"
    rules_version = "3"  # 3: any holder sets dice before each draft (issue 30); 2: ids for indices (issue 28)
    summary = (  # from the rulebook's introduction: what players do and how one wins
        'Players draft from rolled dice in five colours and place markers on their matrix boards to fire '
        'instructions that give research, test and manufacturing teams, progress, funding and specialists; '
        'the player furthest up the development tracks wins.'
    )
    title = "Inventing the Future"
    min_players = 2
    max_players = 5
    bots = ("easy", "normal", "hard")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    move_rules: ClassVar[dict[str, str]] = texts.RULES
    take_back_commands = take_back.COMMANDS  # what a person may take back, and what makes it final
    revealing_events = take_back.REVEALING
    final_commands = take_back.FINAL
    # Version 2 of the dice and track events names dice and tracks by catalogue id (upcasters.py).
    event_versions: ClassVar[dict[str, int]] = EVENT_VERSIONS
    upcasters: ClassVar[dict] = UPCASTERS
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    score_schema: ClassVar[type[Schema] | None] = ItfScore
    # A seat and a spectator see the same table (the cards are hidden from everyone): one shape for both.
    view_schema: ClassVar[type[Schema] | None] = InventingTheFutureViewSchema

    rules = rules
    views = views
    player = _bot
    hard = hard

    def components(self) -> list[dict[str, Any]]:
        return catalogue.COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
        return texts.describe_move(view, seat, move)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The whole of ``view`` as lines: the turn and who is awaited, each player's board, the dice or the phase
        being resolved, the tracks, the supply and the printed board (digest.py)."""
        return digest.digest(view, seat)

    def summarize(self, event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        return texts.summarize(event)

    def unavailable_moves(self, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
        return unavailable.unavailable_moves(state, seat)

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        return texts.score_sheet(scores)


GAME = InventingTheFuture()
