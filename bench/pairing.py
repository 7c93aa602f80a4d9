"""A ladder's pairing: the game, the tested level A against B at a table size, and whose seat is A's in each
game; shared by the ladder (bench/ladder.py) and its sequential test (bench/ladder_sprt.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

RANDOM = "random"


@dataclass(frozen=True)
class Pairing:
    slug: str
    a: str
    b: str
    players: int

    def seats(self, game_no: int) -> tuple[list[str], int]:
        """Each seat's level and A's seat, which rotates over the games."""
        a_seat = game_no % self.players
        return [self.a if i == a_seat else self.b for i in range(self.players)], a_seat


def _options(pairing: Pairing, seats: list[str]) -> dict[str, Any]:
    muman = {str(i): lv.removeprefix("muman-") for i, lv in enumerate(seats) if lv.startswith("muman-")}
    return {"muman": muman} if muman else {}
