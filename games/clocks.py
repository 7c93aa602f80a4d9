"""Time controls as pure data: each seat's clock folded from the events' recorded times.

A clock spec is chosen when the table is created (``TableCreated.data.clock``):

- ``{"type": "move", "seconds": S}``: every decision of an awaited seat has S seconds;
- ``{"type": "fischer", "initial": S, "increment": S}``: a bank per seat, spent while the seat is
  awaited, with the increment added after each of the seat's own commands;
- ``{"type": "correspondence", "days": D}``: every decision has D days.

A seat's clock is ``{"ms": int, "since": int | None}``: ``ms`` is what remained when it last stopped
(or its fresh budget) and ``since`` the time (ms since the epoch) it started running, None while it
waits; ``held`` (present only when true) marks a clock stopped in the middle of a decision its seat
did not make (see ``advance``), and ``grace`` (present only when true) a running clock that ran out once and
runs its grace (see ``graced``). Nothing here reads the wall clock: every time comes from an envelope's ``at``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

Spec = dict[str, Any]
SeatClock = dict[str, Any]

TYPES = ("move", "fischer", "correspondence")
DAY_MS = 24 * 3600 * 1000


def at_ms(at: str) -> int:
    """An envelope's ``at`` (UTC ISO 8601) as milliseconds since the epoch."""
    return round(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp() * 1000)


def iso(ms: int) -> str:
    """Milliseconds since the epoch as an envelope-style UTC ISO 8601 time."""
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def budget_ms(spec: Spec) -> int:
    """A fresh clock's time: one decision's (move, correspondence) or the initial bank (Fischer)."""
    if spec["type"] == "move":
        return int(spec["seconds"] * 1000)
    if spec["type"] == "fischer":
        return int(spec["initial"] * 1000)
    return int(spec["days"] * DAY_MS)


def start(spec: Spec, seats: int) -> list[SeatClock]:
    """Every seat's clock before anyone is awaited."""
    return [{"ms": budget_ms(spec), "since": None} for _ in range(seats)]


def advance(spec: Spec, clocks: list[SeatClock], now: int, running: set[int], acted: int | None,
            completed: int | None = None, resume: bool = False) -> list[SeatClock]:
    """The clocks after an event at ``now``: ``running`` are the seats whose clocks run after it,
    ``acted`` the seat whose own command caused it (if any), ``completed`` the seat whose decision the
    autopilot made in its place.

    A running seat that stops, or that acted, is charged the time since it started (and, Fischer,
    gets its increment when it acted); a seat that starts gets a fresh budget, except under Fischer
    where its bank carries on. A seat that stays awaited while others act keeps running.

    ``resume`` (lifecycle 2): a seat stopped in the middle of a decision it did not make (it left, or
    its clock ran out onto the autopilot) is ``held``: when it starts again before the autopilot made
    that decision, it gets back what it had left, not a fresh budget, so ``leave`` then ``return``
    never refills a clock.
    """
    out = []
    for seat, clock in enumerate(clocks):
        ms, since, held, grace = clock["ms"], clock["since"], clock.get("held", False), clock.get("grace", False)
        if since is not None and (seat not in running or seat == acted):
            ms = max(0, ms - max(0, now - since))
            if spec["type"] == "fischer" and seat == acted:
                ms += int(spec["increment"] * 1000)
            since, grace = None, False
            held = resume and seat != acted
        if seat == completed:
            held = False
        if seat in running and since is None:
            if spec["type"] != "fischer" and not held:
                ms = budget_ms(spec)
            since, held = now, False
        out.append({"ms": ms, "since": since, **({"held": True} if held else {}), **({"grace": True} if grace else {})})
    return out


def graced(spec: Spec, clocks: list[SeatClock], seat: int, now: int) -> list[SeatClock]:
    """The clocks after ``seat``'s ran out at ``now`` and its grace began: it runs on, one fresh clock's time
    (a move's seconds, a correspondence's days, a Fischer's initial bank) from ``now``, marked ``grace`` until
    the seat stops, so the next expiry of this running clock is its last."""
    out = list(clocks)
    since = clocks[seat]["since"] if clocks[seat]["since"] is not None else now
    out[seat] = {**clocks[seat], "ms": now - since + budget_ms(spec), "since": since, "grace": True}
    return out


def deadline(clock: SeatClock) -> int | None:
    """When the running clock runs out (ms since the epoch); None while it waits."""
    return None if clock["since"] is None else clock["since"] + clock["ms"]


def remaining(clock: SeatClock, now: int) -> int:
    """Milliseconds left as of ``now``."""
    if clock["since"] is None:
        return clock["ms"]
    return max(0, clock["ms"] - max(0, now - clock["since"]))


def expired(clock: SeatClock, now: int) -> bool:
    """Whether the clock runs and its deadline has passed by ``now``."""
    due = deadline(clock)
    return due is not None and now >= due


def shown(clock: SeatClock, now: int) -> dict[str, Any]:
    """A seat's clock as the API shows it: remaining ms as of ``now``, the deadline while awaited."""
    due = deadline(clock)
    return {"remaining_ms": remaining(clock, now), "deadline": iso(due) if due is not None else None,
            "running": due is not None, "grace": bool(clock.get("grace"))}
