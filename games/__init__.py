"""The hosted games, registered by slug. Pure rules: nothing in this package imports Flask, Redis or RQ."""

from __future__ import annotations

from games.base import Game, Result, RuleViolation

__all__ = ["Game", "Result", "RuleViolation", "REGISTRY", "get_game", "rules_of"]


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


def _old_rules() -> dict[tuple[str, str], Game]:
    """Earlier rules versions kept runnable to re-decide the histories recorded under them (README, "Auditing
    a game"): a switch where the change was small, a frozen copy of the package (games/frozen) where it was large.
    They are never in the catalogue: a new table always gets the current version."""
    from games.frozen.corporate_anarchy_v2 import GAME as corporate_anarchy_v2
    from games.frozen.inventing_the_future_v1 import GAME as inventing_the_future_v1
    from games.frozen.inventing_the_future_v2 import GAME as inventing_the_future_v2
    from games.frozen.tabletop_climber_v2 import GAME as tabletop_climber_v2
    from games.frozen.tabletop_inc_v2 import GAME as tabletop_inc_v2
    from games.frozen.tabletop_inc_v3 import GAME as tabletop_inc_v3
    from games.tabletop_inc import OLD_RULES as tabletop_inc_old

    kept = [corporate_anarchy_v2, inventing_the_future_v1, inventing_the_future_v2, tabletop_climber_v2,
            tabletop_inc_v2, tabletop_inc_v3, *tabletop_inc_old.values()]
    return {(game.slug, game.rules_version): game for game in kept}


_OLD: dict[tuple[str, str], Game] | None = None


def rules_of(slug: str, version: str | None) -> Game | None:
    """The game ``slug`` under rules ``version`` (None: the current one), or None if this build cannot run it.
    Old versions load on first use, so serving current games never imports the frozen copies."""
    global _OLD
    game = REGISTRY.get(slug)
    if game is None or version is None or version == game.rules_version:
        return game
    if _OLD is None:
        _OLD = _old_rules()
    return _OLD.get((slug, version))
