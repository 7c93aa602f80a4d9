"""The hosted games, registered by slug. Pure rules: nothing in this package imports Flask, Redis or RQ."""

from __future__ import annotations

from games.base import Game, Result, RuleViolation

__all__ = ["Game", "Result", "RuleViolation", "REGISTRY", "get_game"]


def _load() -> dict[str, Game]:
    from games.bias_effect import GAME as bias_effect
    from games.corporate_anarchy import GAME as corporate_anarchy
    from games.inventing_the_future import GAME as inventing_the_future
    from games.tabletop_climber import GAME as tabletop_climber
    from games.tabletop_inc import GAME as tabletop_inc

    games = (tabletop_inc, corporate_anarchy, tabletop_climber, inventing_the_future, bias_effect)
    return {game.slug: game for game in games}


REGISTRY: dict[str, Game] = _load()


def get_game(slug: str) -> Game | None:
    """The game registered under ``slug``, or None."""
    return REGISTRY.get(slug)
