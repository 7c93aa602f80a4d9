"""A move chosen on a turn's version, played on the table as it is now: still legal, it is played; else the agent is
told what changed."""

from __future__ import annotations

from boardroom_sdk.client import CommandResult, Seat
from boardroom_sdk.errors import ProblemError
from mcp.server.mcpserver.exceptions import ToolError

from service.mcp import reads
from service.mcp.reads import Json

CONFLICTS = 20  # times the game moves on between reading the moves and posting, before giving up


def played(seat: Seat, command: Json, decided_on: int | None, label: str) -> CommandResult:
    """``command`` posted on version ``decided_on``; when the table moved on since (another seat acted in a
    simultaneous phase), posted again on the version now if it is still among the seat's legal moves."""
    version = decided_on
    for _ in range(CONFLICTS):
        try:
            return seat.post(command, version=version)
        except ProblemError as refused:
            if refused.code != "stale_version":
                raise
        now = seat.moves()
        if not reads.still_legal(command, now["moves"]):
            raise ToolError(f"moved_on: {what_changed(seat, label, decided_on, now)}")
        version = now["version"]
    raise ToolError(f"moved_on: the game moved on before each of {CONFLICTS} tries; call get_my_turn.")


def what_changed(seat: Seat, label: str, decided_on: int | None, now: Json) -> str:
    """Why the move ``label`` can no longer be played, with what happened since ``decided_on``, in plain words."""
    since = reads.told(reads.log_entries(seat, decided_on or 0, now["version"])) if decided_on is not None else []
    happened = "".join(f" {text}" if text.endswith((".", "!", "?")) else f" {text}." for text in since)
    happened = f" Since then:{happened}" if since else ""
    if now["moves"]:
        why = f"Your move {label!r} is no longer legal; call get_my_turn for your moves now."
    else:
        why = reads.why_no_move(seat.game(), seat.seat)
    return f"The game moved on since your get_my_turn (version {decided_on}, now {now['version']}).{happened} {why}"
