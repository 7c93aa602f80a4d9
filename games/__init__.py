"""The hosted games, registered by slug. Pure rules: nothing in this package imports Flask, Redis or RQ."""

from __future__ import annotations

import importlib
from typing import NamedTuple

from games.base import Game, Result, RuleViolation

__all__ = ["Build", "Game", "Result", "RuleViolation", "REGISTRY", "get_game", "rules_candidates", "rules_of"]


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


class Build(NamedTuple):
    """One build of a rules version; ``name`` tells a later build of a version that had two from its first (None)."""

    name: str | None
    game: Game


# Version 1 of the four games issue 13 corrected had two builds, both recording "1": the first release, and the one
# with the corrections, which landed before a36ce69 raised the version to 2.
CORRECTED_V1 = "corrected, a36ce69"


def _old_rules() -> dict[tuple[str, str], list[Build]]:
    """Earlier rules versions kept runnable to re-decide the histories recorded under them (README, "Auditing
    a game"): a switch where the change was small, an archive of the package built from git (games/frozen) where
    it was large. They are never in the catalogue: a new table always gets the current version."""
    from games.frozen import versions
    from games.tabletop_inc import OLD_RULES as tabletop_inc_old

    builds = {(game.slug, game.rules_version): [Build(None, game)] for game in tabletop_inc_old.values()}
    for frozen in versions():  # a version's first build before its later one
        game = importlib.import_module(f"games.frozen.{frozen.name}").GAME
        builds.setdefault((game.slug, game.rules_version), []).append(Build(frozen.build, game))
    return builds


_OLD: dict[tuple[str, str], list[Build]] | None = None


def rules_candidates(slug: str, version: str | None) -> list[Build]:
    """The builds of ``slug``'s rules ``version`` (None: the current one) this build keeps, in the order an audit
    tries them: the first that re-decides a history entirely is taken to have recorded it. Empty if none is kept.
    Old versions load on first use, so serving current games never imports the frozen archives."""
    global _OLD
    game = REGISTRY.get(slug)
    if game is None:
        return []
    if version is None or version == game.rules_version:
        return [Build(None, game)]
    if _OLD is None:
        _OLD = _old_rules()
    return list(_OLD.get((slug, version), []))


def rules_of(slug: str, version: str | None, build: str | None = None) -> Game | None:
    """The game ``slug`` under rules ``version`` (None: the current one) as ``build`` of it decided (None: its
    first build), or None if this build cannot run it."""
    game = REGISTRY.get(slug)
    if game is not None and build is None and (version is None or version == game.rules_version):
        return game  # every fold and view asks: the current rules without building a list
    return next((b.game for b in rules_candidates(slug, version) if b.name == build), None)
