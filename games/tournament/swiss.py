"""Swiss pairing of 2-player tables by the FIDE Dutch system (caissify-pairings' ``dutch`` engine).

The engine is stateless: each round it is told every active entrant's score, rating, starting number, seat
("colour") history, float history and byes, and the pairs already played, all derived here from the recorded
rounds. The first seat is white, so the engine's colour rules alternate who sits first.
"""

from __future__ import annotations

from typing import Any

from caissify_pairings import generate_pairings

from games.tournament.scoring import State, bye_points, points

SEAT_COLOURS = ("white", "black")


def pair(state: State, order: list[int], active: list[int]) -> tuple[list[list[int]], list[int]]:
    """The next round's tables (first seat first) and bye of a Swiss."""
    number = {entrant: i + 1 for i, entrant in enumerate(order)}
    ratings = {e["id"]: e["rating"] for e in state["entrants"]}
    history = _history(state)
    totals = points(state)
    players = [{"id": eid, "name": str(eid), "score": totals[eid], "rating": ratings[eid],
                "starting_number": number[eid], **history[eid]} for eid in sorted(active, key=number.get)]
    played = {tuple(sorted(table["entrants"])) for paired in state["played"] for table in paired["tables"]}
    rows = generate_pairings(system="dutch", players=players, previous_pairings=played,
                             round_number=len(state["played"]) + 1, total_rounds=state["rounds"],
                             bye_value=bye_points(state))
    tables = [[row["white_id"], row["black_id"]] for row in sorted(rows, key=lambda r: r["table"])
              if not row.get("bye")]
    byes = [row["white_id"] for row in rows if row.get("bye")]
    return tables, byes


def _history(state: State) -> dict[int, dict[str, Any]]:
    """Each entrant's colours, floats and byes over the recorded rounds, as the engine's contract asks."""
    history: dict[int, dict[str, Any]] = {e["id"]: {"color_hist": [], "float_history": [], "bye_count": 0}
                                          for e in state["entrants"]}
    for i, paired in enumerate(state["played"]):
        before = points(state, state["played"][:i])
        seen = set()
        for table in paired["tables"]:
            for seat, entrant in enumerate(table["entrants"]):
                opponent = table["entrants"][1 - seat]
                history[entrant]["color_hist"].append(SEAT_COLOURS[seat])
                history[entrant]["float_history"].append(
                    "down" if before[entrant] > before[opponent] else "up" if before[entrant] < before[opponent]
                    else "none")
                seen.add(entrant)
        for entrant in paired["byes"]:
            history[entrant]["bye_count"] += 1
        for entrant, kept in history.items():
            if entrant not in seen:
                kept["color_hist"].append("none")
                if entrant not in paired["byes"]:
                    kept["float_history"].append("none")
                else:
                    kept["float_history"].append("down")
    return history
