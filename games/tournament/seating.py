"""Seating a round of the rounds format: tables of the game's size (3 to 6) by score, fewest repeated
opponents, and each entrant's seats spread over the rounds.

Entrants are ordered by points, then starting order. When the field does not divide into tables, the lowest
placed entrants with the fewest byes so far sit out with a bye. The ordered field is cut into tables, then two
entrants of nearby tables swap while that lowers the count of pairs who met before (first) or the spread of
points within tables (second). Each table's seat order is the one whose seats its entrants held least often
before (ties: the higher placed entrant sits earlier).
"""

from __future__ import annotations

import itertools
from collections import Counter

from games.tournament.scoring import State, points

NEARBY_TABLES = 3  # how far apart two tables may be for a swap: the field stays grouped by score
REPEAT_WEIGHT = 1000.0  # a repeated pair costs more than any spread of points


def seat(state: State, order: list[int], active: list[int]) -> tuple[list[list[int]], list[int]]:
    """The next round's tables (entrants in seat order) and byes."""
    size = state["players_per_table"]
    totals = points(state)
    place = {entrant: i for i, entrant in enumerate(order)}
    field = sorted(active, key=lambda e: (-totals[e], place[e]))
    byes = _byes(state, field, len(field) % size)
    field = [e for e in field if e not in byes]
    met = _met(state)
    tables = [field[i:i + size] for i in range(0, len(field), size)]
    _improve(tables, met, totals)
    seats = _seat_counts(state)
    rank = {entrant: i for i, entrant in enumerate(field)}
    return [_seat_order(table, seats, rank) for table in tables], sorted(byes, key=place.get)


def _byes(state: State, field: list[int], count: int) -> list[int]:
    had = Counter(e for paired in state["played"] for e in paired["byes"])
    from_bottom = sorted(reversed(field), key=lambda e: had[e])  # stable: the lowest placed of the fewest first
    return from_bottom[:count]


def _met(state: State) -> Counter:
    met: Counter = Counter()
    for paired in state["played"]:
        for table in paired["tables"]:
            for a, b in itertools.combinations(sorted(table["entrants"]), 2):
                met[(a, b)] += 1
    return met


def _cost(table: list[int], met: Counter, totals: dict[int, float]) -> float:
    repeats = sum(met[pair] for pair in itertools.combinations(sorted(table), 2))
    scores = [totals[e] for e in table]
    return REPEAT_WEIGHT * repeats + max(scores) - min(scores)


def _improve(tables: list[list[int]], met: Counter, totals: dict[int, float]) -> None:
    """Swap entrants between nearby tables while a swap lowers the two tables' cost (first improvement)."""
    improved = True
    while improved:
        improved = False
        nearby = [(i, j) for i in range(len(tables)) for j in range(i + 1, min(i + NEARBY_TABLES + 1, len(tables)))]
        for i, j in nearby:
            before = _cost(tables[i], met, totals) + _cost(tables[j], met, totals)
            for a, b in itertools.product(range(len(tables[i])), range(len(tables[j]))):
                tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
                after = _cost(tables[i], met, totals) + _cost(tables[j], met, totals)
                if after < before - 1e-9:
                    before = after
                    improved = True
                else:
                    tables[i][a], tables[j][b] = tables[j][b], tables[i][a]


def _seat_counts(state: State) -> Counter:
    """(entrant, seat) → how many earlier rounds it sat there."""
    counts: Counter = Counter()
    for paired in state["played"]:
        for table in paired["tables"]:
            for position, entrant in enumerate(table["entrants"]):
                counts[(entrant, position)] += 1
    return counts


def _seat_order(table: list[int], seats: Counter, rank: dict[int, int]) -> list[int]:
    ranked = sorted(table, key=rank.get)
    return list(min(itertools.permutations(ranked),
                    key=lambda order: sum(seats[(entrant, position)] for position, entrant in enumerate(order))))
