"""Corporate Anarchy: hide your VIPs in your HQ, buy income and dirty tricks, and kill one VIP of every rival."""

from __future__ import annotations

from typing import ClassVar

from marshmallow import Schema

from games import kit
from games.frozen.corporate_anarchy_v1 import bot as _bot
from games.frozen.corporate_anarchy_v1 import rules, views
from games.frozen.corporate_anarchy_v1.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "CorporateAnarchy"]


class CorporateAnarchy(kit.ModuleGame):
    """The rules as a decider; see docs/rules/corporate-anarchy.md for assumptions and interpretations."""

    slug = "corporate-anarchy"
    title = "Corporate Anarchy"
    min_players = 2
    max_players = 4
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    rules = rules
    views = views
    player = _bot


GAME = CorporateAnarchy()
