"""A small client of the Boardroom HTTP API: live streams that resume, `Retry-After` obeyed, a command
re-decided when the game moved on first (409), and resends made safe by idempotency keys; every operation of the
API as a typed method (operations.py) answering the document's models (models.py, generated from openapi.yaml)."""

from boardroom_sdk import models
from boardroom_sdk.client import Boardroom, CommandResult, CreatedTable, Player, Seat
from boardroom_sdk.errors import ProblemError
from boardroom_sdk.frames import Challenge, GameFinish, GameStart, PlayerFrame, YourTurn
from boardroom_sdk.streams import LiveStream
from boardroom_sdk.version import __version__

__all__ = ["Boardroom", "Challenge", "CommandResult", "CreatedTable", "GameFinish", "GameStart", "LiveStream",
           "Player", "PlayerFrame", "ProblemError", "Seat", "YourTurn", "__version__", "models"]
