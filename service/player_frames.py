"""What a player's stream sends: its stored frames made whole when sent, and the turns owed on connect.

The stream in Redis keeps only ids and versions (projections.player_streams); a ``your-turn`` frame
gets the seat's game resource and legal moves when it is sent, read from the table as it is then, so
no seat's secrets are written to a stream and a replayed frame is never stale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games import table as tables
from games.table import Table

ACTIVE_GAMES_READ = 500  # the most running games whose turns a new connection looks up
_PAGE = 100


def your_turn(table: Table, seat: int, version: int | None = None) -> dict[str, Any]:
    """A ``your-turn`` frame's data: the seat's game (as GET /v1/games/{gid} shows it) and its moves."""
    return {"gid": table["gid"], "game": table["game"], "seat": seat,
            "version": table["version"] if version is None else version,
            "table": tables.view(table, seat), "moves": tables.moves_answer(table, seat)}


class FrameFiller:
    """Completes the ``your-turn`` and ``game-finish`` frames of one batch, reading each game once."""

    def __init__(self, pid: str, table_of: Callable[[str], Table | None]):
        self.pid = pid
        self.table_of = table_of
        self._tables: dict[str, Table | None] = {}

    def fill(self, kind: str, data: dict[str, Any]) -> dict[str, Any] | None:
        """The frame as sent; None drops a ``your-turn`` of a game that no longer exists."""
        if kind == "game-finish" and data.get("result"):
            table = self._table(data["gid"])
            shown = tables.shown_result(table) if table is not None and table["result"] else None
            return {**data, "result": shown or {"resigned": [], "forfeits": [], "breakdown": {}, **data["result"]}}
        if kind != "your-turn":
            return data
        table = self._table(data["gid"])
        seat = data["seat"]
        if table is None or table["seats"][seat].get("player") != self.pid:  # gone, or never another's view
            return None
        return your_turn(table, seat, data["version"])

    def _table(self, gid: str) -> Table | None:
        if gid not in self._tables:
            self._tables[gid] = self.table_of(gid)
        return self._tables[gid]

    def forget(self) -> None:
        """Read the games again for the next batch: they may have moved."""
        self._tables.clear()


def turns_now(pid: str, active_page: Callable[[str | None, int], tuple[list[dict[str, Any]], str | None]],
              table_of: Callable[[str], Table | None]) -> list[dict[str, Any]]:
    """A ``your-turn`` frame's data for every seat of ``pid`` awaited now, in its running games (newest first)."""
    frames, cursor, read = [], None, 0
    while read < ACTIVE_GAMES_READ:
        games, cursor = active_page(cursor, _PAGE)
        read += len(games)
        for summary in games:
            table = table_of(summary["id"])
            if table is None:
                continue
            awaited = tables.to_act(table)
            frames += [your_turn(table, seat["seat"]) for seat in table["seats"]
                       if seat.get("player") == pid and seat["seat"] in awaited]
        if cursor is None:
            break
    return frames
