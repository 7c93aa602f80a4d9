"""The table as an agent reads it: each game's digest of the seat's view (``Game.digest``), rendered with the
components' and seats' names."""

from __future__ import annotations

from functools import cache
from typing import Any

from games import REGISTRY, texts

Json = dict[str, Any]


@cache
def component_names(slug: str) -> dict[str, str]:
    return {component["id"]: component["name"] for component in REGISTRY[slug].components()}


def digest(slug: str, view: Json, seat: int | None, seat_names: list[str]) -> list[str]:
    """The lines of ``slug``'s digest of ``view`` (the view of ``seat``, None for a spectator)."""
    game = REGISTRY[slug]
    return [texts.seats_named(texts.render(template, params, component_names(slug), seat_names), seat_names)
            for template, params in game.digest(view, seat)]
