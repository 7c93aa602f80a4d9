"""The clock arithmetic, from scripted event times (no wall clock anywhere)."""

from __future__ import annotations

from games import clocks

T0 = clocks.at_ms("2026-01-01T12:00:00.000Z")


def run(spec, script, seats=2):
    """Fold (offset ms, running seats, acting seat) steps; returns the clocks after each."""
    state = clocks.start(spec, seats)
    after = []
    for offset, running, acted in script:
        state = clocks.advance(spec, state, T0 + offset, set(running), acted)
        after.append(state)
    return after


def test_times_round_trip_through_envelope_format():
    assert clocks.iso(T0) == "2026-01-01T12:00:00.000Z"
    assert clocks.at_ms(clocks.iso(T0 + 1234)) == T0 + 1234


def test_move_clock_gives_each_decision_a_fresh_budget():
    spec = {"type": "move", "seconds": 30}
    started, moved, back = run(spec, [(0, [0], None), (12_000, [1], 0), (20_000, [0], 1)])
    assert clocks.deadline(started[0]) == T0 + 30_000 and clocks.deadline(started[1]) is None
    assert clocks.remaining(started[0], T0 + 10_000) == 20_000
    assert moved[0] == {"ms": 18_000, "since": None}  # charged, then idle
    assert clocks.deadline(moved[1]) == T0 + 42_000
    assert clocks.deadline(back[0]) == T0 + 50_000  # a fresh 30 s, not the 18 s left
    assert not clocks.expired(back[0], T0 + 49_999) and clocks.expired(back[0], T0 + 50_000)


def test_fischer_spends_the_bank_and_adds_the_increment_after_own_commands():
    spec = {"type": "fischer", "initial": 60, "increment": 5}
    started, moved, back, again = run(spec, [(0, [0], None), (10_000, [1], 0), (13_000, [0], 1),
                                             (43_000, [1], 0)])
    assert moved[0] == {"ms": 55_000, "since": None}  # 60 - 10 + 5
    assert back[1] == {"ms": 62_000, "since": None}  # 60 - 3 + 5
    assert clocks.deadline(back[0]) == T0 + 13_000 + 55_000  # the bank carries on
    assert again[0]["ms"] == 30_000  # 55 - 30 + 5


def test_a_seat_that_acts_and_stays_awaited_is_charged_and_restarts():
    spec = {"type": "fischer", "initial": 10, "increment": 2}
    _, second = run(spec, [(0, [0], None), (4_000, [0], 0)], seats=1)
    assert second[0] == {"ms": 8_000, "since": T0 + 4_000}
    spec = {"type": "move", "seconds": 10}
    _, second = run(spec, [(0, [0], None), (4_000, [0], 0)], seats=1)
    assert clocks.deadline(second[0]) == T0 + 14_000


def test_correspondence_counts_days():
    spec = {"type": "correspondence", "days": 2}
    (started,) = run(spec, [(0, [1], None)])
    assert clocks.deadline(started[1]) == T0 + 2 * 24 * 3600 * 1000
    assert clocks.shown(started[1], T0 + 3600_000) == {
        "remaining_ms": 2 * 24 * 3600 * 1000 - 3600_000, "running": True,
        "deadline": "2026-01-03T12:00:00.000Z", "grace": False}
    assert clocks.shown(started[0], T0) == {"remaining_ms": 2 * 24 * 3600 * 1000, "running": False,
                                            "deadline": None, "grace": False}


def test_simultaneous_choices_run_every_awaited_clock_until_each_seat_acts():
    spec = {"type": "fischer", "initial": 30, "increment": 0}
    both, one_left, none = run(spec, [(0, [0, 1, 2], None), (5_000, [1, 2], 0), (9_000, [], 2)], seats=3)
    assert all(clocks.deadline(c) == T0 + 30_000 for c in both)
    assert one_left[0] == {"ms": 25_000, "since": None}
    # seat 1 keeps running while seat 0 acts: its deadline does not move
    assert clocks.deadline(one_left[1]) == T0 + 30_000 and clocks.deadline(one_left[2]) == T0 + 30_000
    assert [c["ms"] for c in none] == [25_000, 21_000, 21_000]
    assert all(c["since"] is None for c in none)


def test_a_late_command_never_leaves_a_negative_bank():
    spec = {"type": "fischer", "initial": 1, "increment": 1}
    _, late = run(spec, [(0, [0], None), (5_000, [], 0)], seats=1)
    assert late[0]["ms"] == 1_000  # 0 left, then the increment
