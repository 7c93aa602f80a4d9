"""Tabletop Climber (Nao Shimamura): a five-season climbing card game for 3-4 players."""

from __future__ import annotations

from typing import ClassVar

from marshmallow import Schema

from games import kit
from games.frozen.tabletop_climber_v1_corrected import bot as _bot
from games.frozen.tabletop_climber_v1_corrected import rules, views
from games.frozen.tabletop_climber_v1_corrected.data import TIEBREAK
from games.frozen.tabletop_climber_v1_corrected.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "TabletopClimber"]


class TabletopClimber(kit.ModuleGame):
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

    rules = rules
    views = views
    player = _bot


GAME = TabletopClimber()
