"""Hosting's timed and cross-table commands: a clock's expiry, an open table's abandonment, a rematch.

Two seats asking for a rematch at once both make a table; the one whose link lands second aborts
its own, which no one else could join yet through the finished game.

Decisions are ``games.lifecycle``'s; this module reads the wall clock once per decision (the time
the event will carry is later still) and appends with the version the decision was made on, so a
command that lands first wins and an expiry never fires twice.
"""

from __future__ import annotations

import uuid
from typing import Any

from events.envelope import utc_now
from events.store import WrongExpectedVersion
from games import clocks, lifecycle
from games import table as tables
from games.base import RuleViolation
from games.table import Table
from service.commands import CommandHandler
from service.errors import Conflict, RuleBroken
from service.seat_presence import SeatPresence


def _append(handler: CommandHandler, gid: str, events: list, version: int, kind: str, seat: int | None,
            payload: dict[str, Any]) -> bool:
    try:
        handler.store.append(gid, events, expected=version, chain_key=handler.chain_key(gid),
                             cmd={"id": uuid.uuid4().hex, "seat": seat, "type": kind, "payload": payload})
    except WrongExpectedVersion:
        return False
    return True


def expire(handler: CommandHandler, gid: str, seat: int, version: int) -> str:
    """Append ``seat``'s ``ClockExpired`` if the table is still at ``version`` and the deadline passed.

    Returns what happened: ``expired``, ``stale`` (the game moved on: a command landed first) or the
    rule code of why the clock had not run out.
    """
    table = handler.table(gid)
    if table["version"] != version:
        return "stale"
    try:
        events = lifecycle.expire(table, seat, clocks.at_ms(utc_now()), tables.to_act(table), tables.is_over(table))
    except RuleViolation as violation:
        return violation.code
    return "expired" if _append(handler, gid, events, version, "expire-clock", None, {"seat": seat}) else "stale"


def abandon(handler: CommandHandler, gid: str) -> str:
    """End an open table that did not fill within the wait it recorded; returns what happened."""
    table = handler.table(gid)
    try:
        events = lifecycle.abandon(table, clocks.at_ms(utc_now()), handler.seed(gid))
    except RuleViolation as violation:
        return violation.code
    appended = _append(handler, gid, events, table["version"], "abandon-table", None, {})
    return "abandoned" if appended else "stale"


def claim_victory(handler: CommandHandler, presence: SeatPresence, gid: str, seat: int, absent: int) -> Table:
    """``seat`` claims the win over ``absent``, whose client was not seen lately at a correspondence table: 409
    ``claim_too_early`` (with ``claimable_at``) while it was, 422 for a table or seat that cannot be claimed."""
    table = handler.table(gid)
    pid = table["seats"][absent].get("player") if 0 <= absent < len(table["seats"]) else None
    last_seen = presence.last_seen(gid, absent, pid) if 0 <= absent < len(table["seats"]) else None
    try:
        events = lifecycle.claim(table, seat, absent, last_seen, clocks.at_ms(utc_now()), tables.to_act(table),
                                 tables.is_over(table))
    except RuleViolation as violation:
        if violation.code == "claim-too-early":
            due = lifecycle.claimable_from(table, absent, last_seen)
            raise Conflict(violation.message, code="claim_too_early", claimable_at=clocks.iso(due)) from None
        raise RuleBroken(violation.message, code=violation.code) from None
    payload = {"seat": absent, "last_seen": last_seen}
    if not _append(handler, gid, events, table["version"], "claim-victory", seat, payload):
        raise Conflict("The game moved on while you claimed: look at it again.", code="stale_version")
    return handler.table(gid)


def rematch(handler: CommandHandler, gid: str, seat: int) -> tuple[Table, dict[str, str]]:
    """Open the rematch of a finished game for ``seat`` and link both tables; returns the new table and
    the caller's token (its own seat again; the other people's seats are open to join)."""
    table = handler.table(gid)
    try:
        lifecycle.rematch_opened(table, seat, "")
        if table["seats"][seat]["bot"]:
            raise RuleViolation("bot-seat", f"Seat {seat} is a bot's.")
    except RuleViolation as violation:
        raise RuleBroken(violation.message, code=violation.code) from None
    created, tokens = handler.create(
        table["game"], lifecycle.rematch_seats(table, seat), table["options"], clock=table.get("clock"),
        on_timeout=table.get("on_timeout") if table.get("clock") else None, rematch_of=gid)
    try:
        events = lifecycle.rematch_opened(table, seat, created["gid"])
    except RuleViolation as violation:  # pragma: no cover - checked above on the same table
        raise RuleBroken(violation.message, code=violation.code) from None
    if not _append(handler, gid, events, table["version"], "rematch", seat, {"rematch": created["gid"]}):
        _withdraw(handler, created["gid"], seat)
        raise Conflict("Another seat opened this game's rematch at the same moment; join it instead.",
                       code="rematch_exists")
    return created, tokens


def _withdraw(handler: CommandHandler, gid: str, seat: int) -> None:
    """Abort the table a rematch made before losing the race to link it, so no one is left waiting at a
    table nothing points to. Its caller is its creator and has not moved there yet."""
    try:
        handler.execute(gid, seat, {"type": "abort"})
    except RuleBroken:  # pragma: no cover - only if the new table's bots ended it before the abort
        pass
