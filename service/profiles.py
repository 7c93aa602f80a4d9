"""A player's public profile: the account, its tables and its rating in each game."""

from __future__ import annotations

from typing import Any

from games import REGISTRY, get_game
from projections.leaderboard import Leaderboards
from projections.player_history import PlayerHistory
from service.players import BOT_PREFIX, Players, is_bot_identity


def bot_name(identity: str) -> str | None:
    """``bot:tabletop-climber:normal`` → ``tabletop-climber normal bot``; None if no such bot level."""
    slug, _, level = identity[len(BOT_PREFIX):].partition(":")
    game = get_game(slug)
    return f"{slug} {level} bot" if game is not None and level in game.bots else None


class Profiles:
    """Profiles and named leaderboards, joined from accounts, history and ratings."""

    def __init__(self, players: Players, history: PlayerHistory, leaderboards: Leaderboards):
        self.players = players
        self.history = history
        self.leaderboards = leaderboards

    def profile(self, pid: str, own: bool = False) -> dict[str, Any] | None:
        """A player's profile; each rating's recent results and their reasons only for the player itself
        (``own``): a `same_address` reason would tell anyone which players one address created."""
        if is_bot_identity(pid):
            name = bot_name(pid)
            if name is None:
                return None
            account: dict[str, Any] = {"id": pid, "name": name, "kind": "server-bot", "created": None}
            slugs = [pid.split(":")[1]]
        else:
            found = self.players.get(pid)
            if found is None:
                return None
            account = {k: found[k] for k in ("id", "name", "kind", "created")}
            slugs = sorted(REGISTRY)
        ratings = self.leaderboards.ratings_of(pid, slugs)
        if not own:
            ratings = [{**rating, "results": []} for rating in ratings]
        return {**account, "games": self.history.count(pid), "ratings": ratings}

    def standing(self, slug: str, pid: str) -> dict[str, Any] | None:
        """Where a player or server bot level stands on the board of ``slug``, and why it is not listed;
        None when there is no such player."""
        if is_bot_identity(pid):
            name, registered = bot_name(pid), False
        else:
            found = self.players.get(pid)
            name, registered = (found["name"] if found else None), True
        if name is None:
            return None
        return {**self.leaderboards.standing(slug, pid), "name": name, "registered": registered}

    def leaderboard(self, slug: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = self.leaderboards.rankings(slug, limit)
        names = self.players.names([r["player"] for r in rows if not is_bot_identity(r["player"])])
        return [{**row, "name": bot_name(row["player"]) if is_bot_identity(row["player"]) else names.get(row["player"]),
                 "registered": row["player"] in names} for row in rows]
