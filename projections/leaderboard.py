"""Leaderboards: per game, each player's games, wins and rating.

The rating is order-independent (a rebuild must equal the live model whatever order games are
folded in): each finished game gives a seat (seats ranked below − seats ranked above) / (n − 1),
and rating = 1000 + 400 × the sum of those / (games + 2), the +2 damping players with few games.
"""

from __future__ import annotations

import json
from typing import Any

import redis

from games.table import Table

APPLIED = "br:{lb}:applied"


def stats_key(slug: str) -> str:
    return f"br:{{lb}}:{slug}:players"


def rating_key(slug: str) -> str:
    return f"br:{{lb}}:{slug}:rating"


# Placement scores are kept in 1/60ths, exact for up to 6 players, so sums do not depend on order.
UNITS = 60


def placements(table: Table) -> list[tuple[str, int, bool]]:
    """(player name, placement score in [-UNITS, UNITS], won) per seat of a finished table."""
    ranking: list[list[int]] = table["result"]["ranking"]
    n = sum(len(group) for group in ranking)
    out: list[tuple[str, int, bool]] = []
    above = 0
    for place, group in enumerate(ranking):
        below = n - above - len(group)
        for seat in group:
            name = table["seats"][seat]["name"] or f"seat {seat}"
            out.append((name, (below - above) * UNITS // max(n - 1, 1), place == 0))
        above += len(group)
    return out


class Leaderboards:
    """Per-game standings, updated exactly once per finished game."""

    def __init__(self, client: redis.Redis):
        self.redis = client

    def record(self, table: Table) -> bool:
        """Count a finished table once; returns False if it was already counted."""
        if table["status"] != "finished":
            return False
        slug, gid = table["game"], table["gid"]
        done = False

        def apply(pipe: redis.client.Pipeline) -> None:
            nonlocal done
            if pipe.sismember(APPLIED, gid):
                return
            seats = placements(table)
            names = sorted({name for name, _, _ in seats})
            stats = {name: json.loads(raw) if raw else {"games": 0, "wins": 0, "points": 0}
                     for name, raw in zip(names, pipe.hmget(stats_key(slug), names), strict=True)}
            for name, score, won in seats:
                entry = stats[name]
                entry.update(games=entry["games"] + 1, wins=entry["wins"] + int(won),
                             points=entry["points"] + score)
            pipe.multi()
            for name, entry in stats.items():
                entry["rating"] = round(1000 + 400 * entry["points"] / UNITS / (entry["games"] + 2), 1)
                pipe.hset(stats_key(slug), name, json.dumps(entry, sort_keys=True))
                pipe.zadd(rating_key(slug), {name: entry["rating"]})
            pipe.sadd(APPLIED, gid)
            done = True

        self.redis.transaction(apply, APPLIED, stats_key(slug))
        return done

    def rankings(self, slug: str, limit: int = 50) -> list[dict[str, Any]]:
        names = self.redis.zrevrange(rating_key(slug), 0, limit - 1)
        if not names:
            return []
        stats = self.redis.hmget(stats_key(slug), names)
        rows = []
        for name, raw in zip(names, stats, strict=True):
            entry = json.loads(raw)
            rows.append({"player": name.decode(), "games": entry["games"], "wins": entry["wins"],
                         "rating": entry["rating"]})
        return rows

    def drop(self) -> None:
        keys = [APPLIED, *self.redis.scan_iter(match="br:{lb}:*")]
        self.redis.delete(*keys)

    def dump(self) -> dict[str, Any]:
        out = {}
        for key in self.redis.scan_iter(match="br:{lb}:*:players"):
            out[key.decode()] = {k.decode(): json.loads(v) for k, v in self.redis.hgetall(key).items()}
        return out
