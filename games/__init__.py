"""The hosted games, registered by slug. Pure rules: nothing in this package imports Flask, Redis or RQ."""

from __future__ import annotations

from games.base import Game, Result, RuleViolation

__all__ = ["Game", "Result", "RuleViolation", "REGISTRY", "get_game"]


def _load() -> dict[str, Game]:
    from games.tabletop_climber import GAME as tabletop_climber

    return {game.slug: game for game in (tabletop_climber,)}


REGISTRY: dict[str, Game] = _load()


def get_game(slug: str) -> Game | None:
    """The game registered under ``slug``, or None."""
    return REGISTRY.get(slug)
