"""Tabletop Climber (Nao Shimamura): a five-season climbing card game for 3-4 players."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema

from games import kit
from games.base import Command, Event
from games.frozen.tabletop_climber_v2 import bot as _bot
from games.frozen.tabletop_climber_v2 import hard, rules, texts, views
from games.frozen.tabletop_climber_v2.catalogue import COMPONENTS
from games.frozen.tabletop_climber_v2.data import TIEBREAK
from games.frozen.tabletop_climber_v2.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, ClimberScore
from games.frozen.tabletop_climber_v2.schemas import COMMAND_SCHEMAS
from games.frozen.tabletop_climber_v2.view_schemas import (
    TabletopClimberSeatViewSchema,
    TabletopClimberSpectatorViewSchema,
)

__all__ = ["GAME", "TabletopClimber"]


class TabletopClimber(kit.ModuleGame):
    """The rules as a decider; see docs/rules/tabletop-climber.md for the reconstructed card list."""

    slug = "tabletop-climber"
    rules_version = "2"  # 2: the corrections of issue 13 (docs/rules); histories of 1 decide differently
    title = "Tabletop Climber"
    min_players = 3
    max_players = 4
    bots = ("easy", "normal", "hard")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    # GameEnded v2 records the tie-break criteria; v1 events were decided by the same ones.
    event_versions: ClassVar[dict[str, int]] = {"GameEnded": 2}
    upcasters: ClassVar[dict] = {("GameEnded", 1): lambda data: {**data, "tiebreak": list(TIEBREAK)}}
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    score_schema: ClassVar[type[Schema] | None] = ClimberScore
    # A seat's own entry of ``players`` shows its secrets, which no spectator sees (view_schemas.py).
    view_schema: ClassVar[type[Schema] | None] = TabletopClimberSeatViewSchema
    spectator_view_schema: ClassVar[type[Schema] | None] = TabletopClimberSpectatorViewSchema

    rules = rules
    views = views
    player = _bot
    hard = hard

    def components(self) -> list[dict[str, Any]]:
        """The component catalogue (games/tabletop_climber/catalogue.py), built once at import."""
        return COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
        """A legal move's label, targets (and a template's fields), told from ``seat``'s view (texts.py)."""
        return texts.describe_move(view, seat, move)

    def summarize(self, event: Event) -> tuple[str, dict[str, Any]]:
        """What ``event`` (as its viewer got it) did, as a template and params (texts.py)."""
        return texts.summarize(event)


GAME = TabletopClimber()
