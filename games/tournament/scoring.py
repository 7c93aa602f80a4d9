"""Points and tie-breaks, folded from the recorded tables.

A table of any size counts as a game between each two of its entrants: against each opponent an entrant scores
1 for finishing ahead, ½ for a tie and 0 behind, so a 2-player table scores 1 / ½ / 0 as in chess. Tie-breaks
follow from the same meetings: Buchholz sums the final points of every opponent met (once per meeting),
Sonneborn–Berger sums each opponent's final points times the result against them. A bye scores the
format's bye points and meets nobody.
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]


def pairwise(ranking: list[list[int]]) -> dict[tuple[int, int], float]:
    """(entrant, opponent) → the entrant's result against that opponent at a table ranked ``ranking``."""
    results: dict[tuple[int, int], float] = {}
    for place, group in enumerate(ranking):
        for entrant in group:
            for other_place, other_group in enumerate(ranking):
                for other in other_group:
                    if other != entrant:
                        results[(entrant, other)] = 1.0 if place < other_place else 0.5 if place == other_place else 0.0
    return results


def table_points(ranking: list[list[int]]) -> dict[int, float]:
    """Each entrant's points at a finished table: opponents beaten plus half the opponents tied."""
    points = {entrant: 0.0 for group in ranking for entrant in group}
    for (entrant, _), result in pairwise(ranking).items():
        points[entrant] += result
    return points


def bye_points(state: State) -> float:
    """A bye is worth a win in a Swiss, an even result (half the opponents) at a table of the rounds format."""
    return 1.0 if state["format"] == "swiss" else (state["players_per_table"] - 1) / 2


def points(state: State, rounds: list[dict[str, Any]] | None = None) -> dict[int, float]:
    """Every entrant's points after ``rounds`` (default: every recorded round, finished tables only)."""
    totals = {entrant["id"]: 0.0 for entrant in state["entrants"]}
    for paired in state["played"] if rounds is None else rounds:
        for entrant in paired["byes"]:
            totals[entrant] += bye_points(state)
        for table in paired["tables"]:
            if table["ranking"] is not None:
                for entrant, gained in table_points(table["ranking"]).items():
                    totals[entrant] += gained
    return totals


def meetings(state: State) -> dict[int, list[tuple[int, float]]]:
    """Every entrant's finished meetings: (opponent, result against them), in round order."""
    met: dict[int, list[tuple[int, float]]] = {entrant["id"]: [] for entrant in state["entrants"]}
    for paired in state["played"]:
        for table in paired["tables"]:
            if table["ranking"] is not None:
                for (entrant, opponent), result in pairwise(table["ranking"]).items():
                    met[entrant].append((opponent, result))
    return met


def standings(state: State) -> list[dict[str, Any]]:
    """The standings, best first: points, then Buchholz, then Sonneborn–Berger, then starting order; entrants
    level on all three share a rank."""
    totals = points(state)
    met = meetings(state)
    order = {entrant: i for i, entrant in enumerate(starting_order_or_ids(state))}
    rows = []
    for entrant in state["entrants"]:
        eid = entrant["id"]
        rows.append({
            "entrant": eid, "name": entrant["name"], "player": entrant.get("player"), "bot": entrant.get("bot"),
            "withdrawn": entrant["withdrawn"], "points": totals[eid],
            "buchholz": sum(totals[opponent] for opponent, _ in met[eid]),
            "sonneborn_berger": sum(totals[opponent] * result for opponent, result in met[eid]),
            "played": len({(round_of, table["table"]) for round_of, table in _tables_of(state, eid)}),
            "byes": sum(eid in paired["byes"] for paired in state["played"]),
        })
    rows.sort(key=lambda row: (-row["points"], -row["buchholz"], -row["sonneborn_berger"], order[row["entrant"]]))
    for i, row in enumerate(rows):
        level = i > 0 and _key(rows[i - 1]) == _key(row)
        row["rank"] = rows[i - 1]["rank"] if level else i + 1
    return rows


def _key(row: dict[str, Any]) -> tuple[float, float, float]:
    return row["points"], row["buchholz"], row["sonneborn_berger"]


def _tables_of(state: State, entrant: int) -> list[tuple[int, dict[str, Any]]]:
    """The finished tables ``entrant`` sat at: (round, table)."""
    return [(paired["round"], table) for paired in state["played"] for table in paired["tables"]
            if table["ranking"] is not None and entrant in table["entrants"]]


def starting_order_or_ids(state: State) -> list[int]:
    """The drawn starting order once round 1 is paired; before it, registration order."""
    return state["order"] or [entrant["id"] for entrant in state["entrants"]]
