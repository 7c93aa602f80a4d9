"""The SPRT arithmetic (bench/sprt.py) against sequences worked by hand; the ladder's verdicts rest on it."""

from __future__ import annotations

import pytest

from bench import sprt

# At 2 players, H0: 50 %, H1: 65 %. A win adds ln(0.65 / 0.50) = ln 1.3 = 0.262364, a loss ln(0.35 / 0.50) =
# ln 0.7 = -0.356675. The bounds are ln(0.05 / 0.95) = -2.944439 and
# ln(0.95 / 0.05) = ln 19 = 2.944439.
TWO = sprt.fair_share_test(2)


def verdicts(test: sprt.Sprt, shares: list[float]) -> list[str]:
    return [test.verdict(test.llr(shares[: k + 1])) for k in range(len(shares))]


def test_the_bounds_and_hypotheses_are_walds_at_five_percent():
    assert (TWO.p0, TWO.p1) == pytest.approx((0.5, 0.65))
    assert (TWO.lower, TWO.upper) == pytest.approx((-2.944439, 2.944439), abs=1e-6)


def test_twelve_straight_wins_accept_h1_and_eleven_do_not():
    # 11 wins: 11 x 0.262364 = 2.886007 < 2.944439; 12 wins: 3.148371 >= 2.944439
    assert TWO.llr([1.0] * 12) == pytest.approx(3.148371, abs=1e-6)
    assert verdicts(TWO, [1.0] * 12) == [sprt.CONTINUE] * 11 + [sprt.ACCEPT_H1]


def test_nine_straight_losses_accept_h0_and_eight_do_not():
    # 8 losses: 8 x -0.356675 = -2.853400 > -2.944439; 9 losses: -3.210074 <= -2.944439
    assert TWO.llr([0.0] * 9) == pytest.approx(-3.210074, abs=1e-6)
    assert verdicts(TWO, [0.0] * 9) == [sprt.CONTINUE] * 8 + [sprt.ACCEPT_H0]


def test_alternating_wins_and_losses_continue():
    # 5 x (0.262364 - 0.356675) = -0.471553: inside the bounds after every game
    shares = [1.0, 0.0] * 5
    assert TWO.llr(shares) == pytest.approx(-0.471553, abs=1e-6)
    assert set(verdicts(TWO, shares)) == {sprt.CONTINUE}


def test_a_shared_first_place_adds_its_share_of_the_win_and_the_rest_of_the_loss():
    # 4 players, H0: 25 %, H1: 32.5 %: a win adds ln 1.3 = 0.262364, a loss ln(0.675 / 0.75) = ln 0.9 = -0.105361,
    # half of a first place (a two-way tie) (0.262364 - 0.105361) / 2 = 0.078502
    four = sprt.fair_share_test(4)
    assert (four.p0, four.p1) == pytest.approx((0.25, 0.325))
    assert four.step(1.0) == pytest.approx(0.262364, abs=1e-6)
    assert four.step(0.0) == pytest.approx(-0.105361, abs=1e-6)
    assert four.step(0.5) == pytest.approx(0.078502, abs=1e-6)
