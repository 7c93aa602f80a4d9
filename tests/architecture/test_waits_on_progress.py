"""The suite's waits on other processes (tests/support/progress.py) fail on a stall, not on slowness."""

from __future__ import annotations

import itertools

import pytest

from tests.support.progress import Stalled, await_progress

STALL = 0.2  # seconds: short, so a stall is seen quickly here
POLL = 0.01


def test_work_that_keeps_moving_is_awaited_past_the_stall_time_however_long_it_takes():
    reads = itertools.count()
    # One step per read, 50 reads: about 0.5 s of polling, more than twice the stall time.
    last = await_progress(lambda: next(reads), lambda n: n >= 50, stall_seconds=STALL, poll_seconds=POLL)
    assert last == 50


def test_work_that_stands_still_fails_saying_what_stalled_and_where():
    reads = itertools.count()
    with pytest.raises(Stalled) as stalled:
        await_progress(lambda: min(next(reads), 3), lambda n: n >= 10, what="the counter",
                       describe=lambda n: f"last read {n}", stall_seconds=STALL, poll_seconds=POLL)
    assert "the counter: no progress for 0.2s, stuck at 3. last read 3" == str(stalled.value)


def test_a_state_that_changes_outside_the_measure_is_no_progress():
    reads = itertools.count()
    with pytest.raises(Stalled):
        await_progress(lambda: {"read": next(reads), "version": 7}, lambda state: state["version"] > 7,
                       progress=lambda state: state["version"], stall_seconds=STALL, poll_seconds=POLL)
