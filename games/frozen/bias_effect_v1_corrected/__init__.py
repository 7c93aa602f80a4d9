"""Bias Effect (Mitchell LeBlanc & Ryan Paul Keller): sealed bids to program an A.I.'s beliefs, 2-5 players."""

from __future__ import annotations

from typing import ClassVar

from marshmallow import Schema

from games import kit
from games.frozen.bias_effect_v1_corrected import bot as _bot
from games.frozen.bias_effect_v1_corrected import rules, views
from games.frozen.bias_effect_v1_corrected.schemas import COMMAND_SCHEMAS

__all__ = ["GAME", "BiasEffect"]


class BiasEffect(kit.ModuleGame):
    """The rules as a decider; see docs/rules/bias-effect.md for the designed decks and assumptions."""

    slug = "bias-effect"
    title = "Bias Effect"
    min_players = 2
    max_players = 5
    bots = ("easy", "normal")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS

    rules = rules
    views = views
    player = _bot


GAME = BiasEffect()
