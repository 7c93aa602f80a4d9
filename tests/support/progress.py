"""Waiting on progress, not on a wall clock: a test that awaits other processes fails when they stop moving,
not when the machine is busy. A batch of bot games on a loaded two-core machine may take minutes to finish;
what must fail is a game stranded (no move for a long while), not a game slow to get its share of the CPU.

``await_progress`` polls a state, reads a progress measure from it that only grows while the work goes on
(e.g. the sum of the games' versions, a count of answers), and fails only when that measure has not changed
for ``stall_seconds``, saying what stalled and at which value. The pause between reads is polling, not
synchronisation: nothing is assumed to have happened after it; the next read says what has.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

import httpx

State = TypeVar("State")

STALL_SECONDS = 90.0  # no change at all for this long is a stall, however busy the machine
POLL_SECONDS = 0.1  # the pause between two reads: polling, not synchronisation


class Stalled(AssertionError):
    """The awaited work made no progress for ``stall_seconds``."""


def await_progress(
    read_state: Callable[[], State],
    done: Callable[[State], bool],
    *,
    progress: Callable[[State], object] = lambda state: state,
    what: str = "the awaited work",
    describe: Callable[[State], str] = lambda state: "",
    stall_seconds: float = STALL_SECONDS,
    poll_seconds: float = POLL_SECONDS,
) -> State:
    """The first state read for which ``done`` holds. Fails with ``Stalled`` when ``progress(state)`` has stayed
    the same for ``stall_seconds`` (the clock restarts at every change, so slow headway is never a failure);
    ``describe(state)`` adds what the failure should show of the last state."""
    state = read_state()
    measure, since = progress(state), time.monotonic()
    while not done(state):
        if time.monotonic() - since > stall_seconds:
            raise Stalled(f"{what}: no progress for {stall_seconds:g}s, stuck at {measure!r}. {describe(state)}")
        time.sleep(poll_seconds)  # polling: the next read says what happened meanwhile
        state = read_state()
        if (now := progress(state)) != measure:
            measure, since = now, time.monotonic()
    return state


def await_condition(
    condition: Callable[[], object],
    *,
    what: str,
    stall_seconds: float = STALL_SECONDS,
    poll_seconds: float = POLL_SECONDS,
):
    """The first true answer of ``condition``, for a wait with no measure to watch but its answer: it fails when the
    answer stayed the same false one for ``stall_seconds``. Prefer ``await_progress`` where headway can be counted."""
    return await_progress(condition, bool, what=what, stall_seconds=stall_seconds, poll_seconds=poll_seconds)


def await_games_finished(
    http: httpx.Client, gids: list[str], *, stall_seconds: float = STALL_SECONDS, what: str = "the games"
) -> dict[str, dict]:
    """Every game's summary once all are finished. Fails when no game moved (the sum of their versions stood
    still) for ``stall_seconds``, naming the unfinished games and their versions."""
    games: dict[str, dict] = {}

    def read() -> dict[str, dict]:
        for gid in unfinished(games):  # a finished game moves no more: read once
            response = http.get(f"/v1/games/{gid}")
            if response.status_code == 200:
                games[gid] = response.json()
        return games

    def unfinished(games: dict[str, dict]) -> dict[str, int | None]:
        return {
            gid: games[gid]["version"] if gid in games else None
            for gid in gids
            if gid not in games or games[gid]["status"] != "finished"
        }

    return await_progress(
        read,
        lambda games: not unfinished(games),
        progress=lambda games: sum(game["version"] for game in games.values()),
        what=f"{what} (sum of versions)",
        stall_seconds=stall_seconds,
        poll_seconds=0.2,
        describe=lambda games: f"{len(unfinished(games))} not finished (gid: version): {unfinished(games)}",
    )
