"""When the viewing seat may claim the win over an absent one: `claimable_at` on those seats of the game it is
shown, so a client can offer the claim once that time has passed (POST /v1/games/{gid}/claim-victory)."""

from __future__ import annotations

from typing import Any

from games import clocks, lifecycle
from games import table as tables
from service.seat_presence import SeatPresence


def with_claimable_at(
    shown: dict[str, Any], table: tables.Table, viewer: int | None, presence: SeatPresence
) -> dict[str, Any]:
    """``shown`` (the game as ``viewer`` sees it) with `claimable_at` on each seat ``viewer`` could claim."""
    if viewer is None:
        return shown
    targets = lifecycle.claim_targets(table, viewer, tables.to_act(table), tables.is_over(table))
    if not targets:
        return shown
    gid = table["gid"]

    def due(seat: int) -> str:
        last_seen = presence.last_seen(gid, seat, table["seats"][seat].get("player"))
        return clocks.iso(lifecycle.claimable_from(table, seat, last_seen))

    seats = [
        {**seat, "claimable_at": due(seat["seat"])} if seat["seat"] in targets else seat for seat in shown["seats"]
    ]
    return {**shown, "seats": seats}
