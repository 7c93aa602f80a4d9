"""The bot ladder's arithmetic and plan (bench/ladder.py): the figures quoted in the README rest on them."""

from __future__ import annotations

import pytest

from bench import ladder


def test_wilson_interval_matches_the_textbook_values():
    # 0 of 10: the upper bound is z^2 / (n + z^2); 5 of 10: 0.2366-0.7634 (Wilson 1927, z = 1.96)
    low, high = ladder.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(1.96**2 / (10 + 1.96**2))
    assert ladder.wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert ladder.wilson(0, 0) == (0.0, 1.0)


def test_every_level_meets_every_other_and_hard_also_meets_normal_at_the_usual_table():
    plan = ladder.pairings(["bias-effect", "tabletop-climber"], None)
    levels = ["random", "easy", "normal", "hard"]
    for slug, players in (("bias-effect", 2), ("tabletop-climber", 4)):
        pairs = {(p.a, p.b) for p in plan if p.slug == slug and p.players == players}
        assert pairs == {(a, b) for a in levels for b in levels if a != b}
    assert [(p.slug, p.players) for p in plan if p.players != 2 and p.slug == "bias-effect"] == [("bias-effect", 4)]


def test_the_tested_seat_rotates_over_the_games():
    pairing = ladder.Pairing("tabletop-climber", "hard", "normal", 4)
    seats = [pairing.seats(g) for g in range(4)]
    assert [a_seat for _, a_seat in seats] == [0, 1, 2, 3]
    assert all(levels.count("hard") == 1 and levels[a] == "hard" for levels, a in seats)


def test_pairs_are_played_at_the_table_asked_for_and_only_where_both_levels_exist():
    plan = ladder.pairings(["bias-effect", "tabletop-inc"], None, [["hard", "random"], ["hard", "muman-normal"]])
    assert {(p.slug, p.a, p.b, p.players) for p in plan} == {
        ("bias-effect", "hard", "random", 2), ("tabletop-inc", "hard", "random", 2),
        ("tabletop-inc", "hard", "muman-normal", 2)}
    usual = ladder.pairings(["tabletop-climber", "inventing-the-future"], None, [["hard", "normal"]], "usual")
    assert {(p.slug, p.players) for p in usual} == {(slug, ladder.USUAL_PLAYERS[slug])
                                                     for slug in ("tabletop-climber", "inventing-the-future")}
    assert {p.players for p in ladder.pairings(["bias-effect"], None, [["hard", "easy"]], "3")} == {3}
