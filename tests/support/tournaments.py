"""Standings of a Swiss worked out from the tables' own game results, apart from the tournament's code: the
expectation tournament tests hold the service's standings to."""

from __future__ import annotations

from collections.abc import Callable


def swiss_standings(rounds: list[dict], ranking_of: Callable[[str], list[list[int]]]) -> dict[int, dict]:
    """{entrant: {points, buchholz, sonneborn_berger}} from each table's game ranking (``ranking_of(gid)``, seats):
    1 for the better seat, ½ each when level, 0 for the other; Buchholz sums the opponents' points, Sonneborn-Berger
    each opponent's points times the result against them."""
    points: dict[int, float] = {}
    met: dict[int, list[tuple[int, float]]] = {}
    for table in (t for r in rounds for t in r["tables"]):
        ranking, (a, b) = ranking_of(table["gid"]), table["entrants"]
        first = 0.5 if len(ranking) == 1 else 1.0 if ranking[0] == [0] else 0.0
        for entrant, opponent, got in ((a, b, first), (b, a, 1.0 - first)):
            points[entrant] = points.get(entrant, 0.0) + got
            met.setdefault(entrant, []).append((opponent, got))
    for r in rounds:
        for entrant in r["byes"]:
            points[entrant] = points.get(entrant, 0.0) + 1.0
            met.setdefault(entrant, [])
    return {e: {"points": points[e], "buchholz": sum(points[o] for o, _ in met[e]),
                "sonneborn_berger": sum(points[o] * got for o, got in met[e])} for e in points}
