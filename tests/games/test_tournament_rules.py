"""Tournament pairing and scoring, pure (games.tournament): fields played out with results chosen here."""

from __future__ import annotations

import hashlib
import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.base import RuleViolation
from games.tournament import aggregate, audit
from games.tournament.scoring import standings


def opened(fmt: str, entrants: int, per_table: int, rounds: int) -> dict:
    spec = {"game": "g", "format": fmt, "rounds": rounds, "players_per_table": per_table, "clock": None,
            "rated": False}
    return aggregate.fold(None, aggregate.create("t-1", spec, "commitment", 2, 6,
                                                 [{"name": f"e{i}", "bot": "easy"} for i in range(entrants)]))


def pair(state: dict, draw: int = 0) -> tuple[dict, dict]:
    decided = aggregate.pairing(state, random.Random(draw))
    gids = [f"g{decided['round']}-{t['table']}" for t in decided["tables"]]
    return aggregate.fold(state, aggregate.paired(state, decided, gids)), decided


def finish(state: dict, decided: dict, rank) -> dict:
    """Every table of the round finished, ranked by ``rank(entrants) -> ranking``."""
    for table in decided["tables"]:
        gid = f"g{decided['round']}-{table['table']}"
        state = aggregate.fold(state, aggregate.table_finished(state, gid, rank(table["entrants"]), "seed"))
    return state


def lowest_first_wins(entrants):
    return [[e] for e in sorted(entrants)]


def pairs_of(tables) -> list[tuple[int, int]]:
    return [pair for table in tables for pair in itertools.combinations(sorted(table), 2)]


def test_a_swiss_of_eight_plays_three_rounds_without_a_repeat_pairing():
    state, rounds = opened("swiss", 8, 2, 3), []
    while aggregate.needs_pairing(state):
        state, decided = pair(state)
        rounds.append([t["entrants"] for t in decided["tables"]])
        state = finish(state, decided, lowest_first_wins)
    assert state["status"] == "finished"
    assert len(rounds) == 3
    played = [p for tables in rounds for p in pairs_of(tables)]
    assert len(played) == len(set(played)) == 12
    for tables in rounds:
        assert sorted(e for t in tables for e in t) == list(range(1, 9))


def test_an_odd_swiss_gives_one_bye_a_round_and_never_twice_to_one_entrant():
    state, byes = opened("swiss", 7, 2, 3), []
    while aggregate.needs_pairing(state):
        state, decided = pair(state, draw=3)
        assert len(decided["byes"]) == 1
        byes += decided["byes"]
        state = finish(state, decided, lowest_first_wins)
    assert len(set(byes)) == 3
    rows = {row["entrant"]: row for row in standings(state)}
    for entrant in byes:
        assert rows[entrant]["byes"] == 1


def test_a_drawn_table_gives_each_half_and_level_entrants_share_a_rank():
    state = opened("swiss", 2, 2, 1)
    state, decided = pair(state)
    state = finish(state, decided, lambda entrants: [sorted(entrants)])
    rows = standings(state)
    assert [row["points"] for row in rows] == [0.5, 0.5]
    assert [row["rank"] for row in rows] == [1, 1]
    # each met the other once, at ½ points: Buchholz ½, Sonneborn-Berger ½ × ½
    assert [(row["buchholz"], row["sonneborn_berger"]) for row in rows] == [(0.5, 0.25), (0.5, 0.25)]


def test_tie_breaks_of_a_hand_played_swiss():
    """Four entrants, two rounds, results chosen so that Buchholz and Sonneborn-Berger separate them."""
    state = opened("swiss", 4, 2, 2)
    state, first = pair(state)
    state = finish(state, first, lowest_first_wins)
    state, second = pair(state)
    state = finish(state, second, lambda entrants: [sorted(entrants)])  # both tables drawn
    met = {e: [] for e in range(1, 5)}
    result = {}
    for table in first["tables"]:
        a, b = sorted(table["entrants"])
        result[(a, b)], result[(b, a)] = 1.0, 0.0
        met[a].append(b)
        met[b].append(a)
    for table in second["tables"]:
        a, b = table["entrants"]
        result[(a, b)] = result[(b, a)] = 0.5
        met[a].append(b)
        met[b].append(a)
    points = {e: sum(result[(e, o)] for o in met[e]) for e in met}
    rows = {row["entrant"]: row for row in standings(state)}
    for e in met:
        assert rows[e]["points"] == points[e]
        assert rows[e]["buchholz"] == sum(points[o] for o in met[e])
        assert rows[e]["sonneborn_berger"] == sum(points[o] * result[(e, o)] for o in met[e])
    order = [row["entrant"] for row in standings(state)]
    keys = [(rows[e]["points"], rows[e]["buchholz"], rows[e]["sonneborn_berger"]) for e in order]
    assert keys == sorted(keys, reverse=True)


def test_a_withdrawn_entrant_is_paired_no_more_and_keeps_its_points():
    state = opened("swiss", 6, 2, 3)
    state, decided = pair(state)
    state = finish(state, decided, lowest_first_wins)
    state = aggregate.fold(state, aggregate.withdraw(state, 1))
    state, decided = pair(state)
    assert 1 not in [e for t in decided["tables"] for e in t["entrants"]] + decided["byes"]
    assert len(decided["byes"]) == 1  # five left
    assert {row["entrant"]: row["points"] for row in standings(state)}[1] == 1.0
    with pytest.raises(RuleViolation) as refused:
        aggregate.withdraw(state, 1)
    assert refused.value.code == "already-withdrawn"


def test_rounds_of_three_give_placement_points_and_meet_new_opponents():
    state = opened("rounds", 9, 3, 2)
    state, first = pair(state)
    assert [len(t["entrants"]) for t in first["tables"]] == [3, 3, 3]
    state = finish(state, first, lowest_first_wins)
    state, second = pair(state)
    assert not set(pairs_of(t["entrants"] for t in first["tables"])) & set(
        pairs_of(t["entrants"] for t in second["tables"]))
    # at a table of three the winner beats two, the second one: 2, 1, 0
    expected = Counter()
    for table in first["tables"]:
        for place, e in enumerate(sorted(table["entrants"])):
            expected[e] += 2 - place
    state = finish(state, second, lambda entrants: [sorted(entrants)[:2], sorted(entrants)[2:]])
    for table in second["tables"]:  # two tied first (each beats one, ties one: 1.5), the last none
        low = sorted(table["entrants"])
        expected[low[0]] += 1.5
        expected[low[1]] += 1.5
    assert {row["entrant"]: row["points"] for row in standings(state)} == {e: float(expected[e]) for e in
                                                                           range(1, 10)}


def test_rounds_spread_each_entrant_over_the_seats():
    state = opened("rounds", 12, 3, 3)
    seats = Counter()
    while aggregate.needs_pairing(state):
        state, decided = pair(state)
        for table in decided["tables"]:
            for position, e in enumerate(table["entrants"]):
                seats[(e, position)] += 1
        state = finish(state, decided, lowest_first_wins)
    assert max(seats.values()) <= 2
    assert sum(seats[(e, 0)] for e in range(1, 13)) == 12


def test_rounds_with_a_remainder_give_byes_worth_an_even_result():
    state = opened("rounds", 10, 3, 1)
    state, decided = pair(state)
    assert len(decided["byes"]) == 1
    state = finish(state, decided, lowest_first_wins)
    assert {row["entrant"]: row["points"] for row in standings(state)}[decided["byes"][0]] == 1.0  # (3 - 1) / 2


@pytest.mark.parametrize(("spec", "code"), [
    ({"format": "swiss", "players_per_table": 3}, "swiss-needs-two"),
    ({"format": "rounds", "players_per_table": 2}, "rounds-table-size"),
    ({"format": "swiss", "players_per_table": 2, "rounds": 8}, "too-many-rounds"),
])
def test_settings_that_cannot_make_a_tournament_are_refused(spec, code):
    base = {"game": "g", "rounds": 3, "clock": None, "rated": False}
    with pytest.raises(RuleViolation) as refused:
        aggregate.create("t", {**base, **spec}, "c", 2, 6, [{"name": str(i), "bot": "easy"} for i in range(8)])
    assert refused.value.code == code


def committed_swiss(seed: str, entrants: int) -> list[dict]:
    """The opening events of a 3-round Swiss committed to ``seed``."""
    spec = {"game": "g", "format": "swiss", "rounds": 3, "players_per_table": 2, "clock": None, "rated": False}
    return aggregate.create("t-1", spec, hashlib.sha256(seed.encode()).hexdigest(), 2, 6,
                            [{"name": f"e{i}", "bot": "easy"} for i in range(entrants)])


def test_the_audit_re_decides_every_pairing_and_catches_a_changed_one():
    seed = "s" * 64
    events = committed_swiss(seed, 8)
    state = aggregate.fold(None, events)
    while aggregate.needs_pairing(state):
        decided = aggregate.pairing(state, random.Random(len(state["played"]) + 1))
        gids = [f"g{decided['round']}-{t['table']}" for t in decided["tables"]]
        new = aggregate.paired(state, decided, gids)
        events += new
        state = aggregate.fold(state, new)
        for table, gid in zip(decided["tables"], gids, strict=True):
            new = aggregate.table_finished(state, gid, lowest_first_wins(table["entrants"]), seed)
            events += new
            state = aggregate.fold(state, new)
    checks = audit.redecide(events, seed, lambda n: random.Random(n))
    assert all(check["ok"] for check in checks), checks
    assert len([c for c in checks if "pairing" in c["name"]]) == 3
    tampered = list(events)
    second = next(i for i, e in enumerate(tampered) if e["type"] == "RoundPaired" and e["data"]["round"] == 2)
    tables = tampered[second]["data"]["tables"]
    swapped = [{**tables[0], "entrants": [tables[0]["entrants"][0], tables[1]["entrants"][1]]},
               {**tables[1], "entrants": [tables[1]["entrants"][0], tables[0]["entrants"][1]]}, *tables[2:]]
    tampered[second] = {**tampered[second], "data": {**tampered[second]["data"], "tables": swapped}}
    assert not all(check["ok"] for check in audit.redecide(tampered, seed, lambda n: random.Random(n)))
    assert not audit.redecide(events, "another seed", lambda n: random.Random(n))[-1]["ok"]


def random_ranking(rng: random.Random):
    def rank(entrants):
        shuffled = list(entrants)
        rng.shuffle(shuffled)
        groups, i = [], 0
        while i < len(shuffled):
            size = 2 if rng.random() < 0.2 and i + 1 < len(shuffled) else 1
            groups.append(shuffled[i:i + size])
            i += size
        return groups
    return rank


@settings(max_examples=25, deadline=None)
@given(entrants=st.integers(4, 16), seed=st.integers(0, 10**6), withdraw=st.booleans())
def test_swiss_fields_never_repeat_a_pairing_and_seat_everyone_active(entrants, seed, withdraw):
    rounds = max(1, min(4, entrants // 2 - 1))
    state, rng, seen = opened("swiss", entrants, 2, rounds), random.Random(seed), set()
    while aggregate.needs_pairing(state):
        state, decided = pair(state, seed)
        seated = [e for t in decided["tables"] for e in t["entrants"]] + decided["byes"]
        active = [e["id"] for e in state["entrants"] if not e["withdrawn"]]
        assert sorted(seated) == sorted(active)
        assert len(decided["byes"]) == len(active) % 2
        for p in pairs_of(t["entrants"] for t in decided["tables"]):
            assert p not in seen
            seen.add(p)
        state = finish(state, decided, random_ranking(rng))
        if withdraw and len(state["played"]) == 1 and state["status"] == "running":
            state = aggregate.fold(state, aggregate.withdraw(state, rng.randint(1, entrants)))
    assert state["status"] == "finished"
    total = sum(row["points"] for row in standings(state))
    tables = sum(len(p["tables"]) for p in state["played"])
    assert total == tables + sum(len(p["byes"]) for p in state["played"])  # a 2-player table gives out 1 point


@settings(max_examples=25, deadline=None)
@given(entrants=st.integers(6, 24), per_table=st.integers(3, 6), seed=st.integers(0, 10**6))
def test_rounds_fields_seat_everyone_and_repeat_only_when_unavoidable(entrants, per_table, seed):
    if entrants < per_table:
        return
    state, rng, met = opened("rounds", entrants, per_table, 2), random.Random(seed), set()
    while aggregate.needs_pairing(state):
        state, decided = pair(state, seed)
        seated = [e for t in decided["tables"] for e in t["entrants"]] + decided["byes"]
        assert sorted(seated) == list(range(1, entrants + 1))
        assert all(len(t["entrants"]) == per_table for t in decided["tables"])
        pairs = pairs_of(t["entrants"] for t in decided["tables"])
        if len(state["played"]) == 2 and entrants >= per_table * per_table:
            assert not set(pairs) & met  # a field of k² or more can always meet new opponents in round 2
        met |= set(pairs)
        state = finish(state, decided, random_ranking(rng))
    assert state["status"] == "finished"


def test_a_swiss_that_seats_no_table_any_more_ends_early_and_the_audit_agrees():
    seed = "e" * 64
    events = committed_swiss(seed, 4)
    state = aggregate.fold(None, events)
    decided = aggregate.pairing(state, random.Random(1))
    gids = [f"g{t['table']}" for t in decided["tables"]]
    events += aggregate.paired(state, decided, gids)
    # the two who withdraw are not the two who met: those left have met already
    met = decided["tables"][0]["entrants"]
    leaving = [e for e in range(1, 5) if e not in met]
    for entrant in leaving:
        events += aggregate.withdraw(aggregate.fold(None, events), entrant)
    for table, gid in zip(decided["tables"], gids, strict=True):
        events += aggregate.table_finished(aggregate.fold(None, events), gid, lowest_first_wins(table["entrants"]),
                                           seed)
    state = aggregate.fold(None, events)
    assert aggregate.needs_pairing(state)
    nothing = aggregate.pairing(state, random.Random(2))
    assert nothing["tables"] == []
    events += aggregate.unpairable(state, nothing, seed)
    assert aggregate.fold(None, events)["status"] == "finished"
    checks = audit.redecide(events, seed, lambda n: random.Random(n))
    assert all(check["ok"] for check in checks), checks
    assert "early finish" in [check["name"] for check in checks]
