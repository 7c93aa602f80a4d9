"""The player stream's frames (`GET /v1/players/me/stream`), typed: ChallengeFrame, GameStartFrame,
YourTurnFrame and GameFinishFrame of the OpenAPI document."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from boardroom_sdk.sse import SseFrame

Json = dict[str, Any]


@dataclass(frozen=True)
class Challenge:
    """A challenge that invites you was sent, or one you sent or were invited to changed status."""

    id: str
    challenge: str
    game: str
    challenger: str
    players: list[str]
    status: str  # pending, started (then `gid`), declined, cancelled
    rated: bool
    clock: Json | None
    gid: str | None


@dataclass(frozen=True)
class GameStart:
    """A table where you sit started."""

    id: str
    gid: str
    game: str
    seat: int
    rated: bool
    clock: Json | None
    players: list[str | None]


@dataclass(frozen=True)
class YourTurn:
    """One of your seats is awaited: `table` and `moves` as GET /v1/games/{gid} and /moves answer it now."""

    id: str
    gid: str
    game: str
    seat: int
    version: int
    table: Json
    moves: Json


@dataclass(frozen=True)
class GameFinish:
    """A table where you sit ended: `finished` with its result, or `aborted` (result None)."""

    id: str
    gid: str
    game: str
    seat: int
    rated: bool
    status: str
    result: Json | None


PlayerFrame = Challenge | GameStart | YourTurn | GameFinish
KINDS: dict[str, type[PlayerFrame]] = {"challenge": Challenge, "game-start": GameStart, "your-turn": YourTurn,
                                       "game-finish": GameFinish}


def player_frame(frame: SseFrame) -> PlayerFrame | None:
    """The typed frame; None for a kind this client does not know (a newer server's), which it skips."""
    kind = KINDS.get(frame.event)
    if kind is None:
        return None
    data = json.loads(frame.data)
    known = {field.name for field in dataclasses.fields(kind)}
    return kind(**{name: value for name, value in data.items() if name in known})
