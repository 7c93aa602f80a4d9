"""A small client of the Boardroom HTTP API: live streams that resume, `Retry-After` obeyed, a command
re-decided when the game moved on first (409), and resends made safe by idempotency keys; every operation of the
API as a typed method (operations.py) answering the document's models (models.py, generated from openapi.yaml).

The names below are imported when first used: the generated models take seconds of CPU to build, and the
server's own processes import this package only for the bot runner's arguments."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from boardroom_sdk.version import __version__

if TYPE_CHECKING:
    from boardroom_sdk import models
    from boardroom_sdk.client import Boardroom, CommandResult, CreatedTable, Player, Seat
    from boardroom_sdk.errors import ProblemError
    from boardroom_sdk.frames import Challenge, GameFinish, GameStart, PlayerFrame, YourTurn
    from boardroom_sdk.streams import LiveStream

_HOMES = {
    "Boardroom": "client", "CommandResult": "client", "CreatedTable": "client", "Player": "client", "Seat": "client",
    "ProblemError": "errors", "LiveStream": "streams",
    "Challenge": "frames", "GameFinish": "frames", "GameStart": "frames", "PlayerFrame": "frames", "YourTurn": "frames",
}

__all__ = ["Boardroom", "Challenge", "CommandResult", "CreatedTable", "GameFinish", "GameStart", "LiveStream",
           "Player", "PlayerFrame", "ProblemError", "Seat", "YourTurn", "__version__", "models"]


def __getattr__(name: str) -> Any:
    if name == "models":
        value: Any = importlib.import_module("boardroom_sdk.models")
    elif name in _HOMES:
        value = getattr(importlib.import_module(f"boardroom_sdk.{_HOMES[name]}"), name)
    else:
        raise AttributeError(f"module 'boardroom_sdk' has no attribute {name!r}")
    globals()[name] = value
    return value
