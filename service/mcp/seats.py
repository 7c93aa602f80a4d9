"""The seats this MCP server holds: one per table it created or joined, so an agent acts only as its own seat."""

from __future__ import annotations

from boardroom_sdk.client import Boardroom, Seat


class SeatBook:
    """Seat tokens kept in memory; with a player key (BOARDROOM_PLAYER_KEY) the server resolves the seat itself."""

    def __init__(self, client: Boardroom):
        self.client = client
        self.seats: dict[str, Seat] = {}
        self.last_moves: dict[str, list[dict]] = {}
        self.last_unavailable: dict[str, list[dict]] = {}  # the moves not open in the last turn, with their reasons

    def keep(self, seat: Seat) -> Seat:
        self.seats[seat.gid] = seat
        return seat

    def of(self, gid: str) -> Seat:
        """The seat held at ``gid``: a kept token, else the player key's own seat."""
        if gid in self.seats:
            return self.seats[gid]
        if self.client.player_key is None:
            raise LookupError(f"This agent holds no seat at table {gid}: create or join it first.")
        return self.keep(self.client.seat(gid))
