"""The state a client with no rules code draws from: the game as one viewer sees it, that seat's moves, and the
log of what happened since it last looked (Lichess's gameFull/gameState, in one shape)."""

from __future__ import annotations

from typing import Any

from games import table as tables
from service import game_log


def state(table: tables.Table, viewer: int | None, told: list[dict[str, Any]]) -> dict[str, Any]:
    """The game resource for ``viewer``, its legal and table moves (a seat's; none for a spectator), and the log
    entries of ``told`` (envelopes already redacted for the viewer and summarized)."""
    seat = viewer is not None
    return {"type": "state", **tables.view(table, viewer),
            "moves": tables.described_moves(table, viewer) if seat else [],
            "unavailable": tables.unavailable_moves(table, viewer) if seat else [],
            "lifecycle": tables.lifecycle_moves(table, viewer) if seat else [],
            "take_back": tables.take_back_offer(table, viewer) if seat else None,
            "log": game_log.entries(told, tables.game_of(table).headline_events)}
