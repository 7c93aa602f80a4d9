"""A small client of the Boardroom HTTP API: live streams that resume, `Retry-After` obeyed, a command
re-decided when the game moved on first (409), and resends made safe by idempotency keys."""

from boardroom_sdk.client import Boardroom, CommandResult, CreatedTable, Player, Seat
from boardroom_sdk.errors import ProblemError
from boardroom_sdk.frames import Challenge, GameFinish, GameStart, PlayerFrame, YourTurn
from boardroom_sdk.streams import LiveStream

__all__ = ["Boardroom", "Challenge", "CommandResult", "CreatedTable", "GameFinish", "GameStart", "LiveStream",
           "Player", "PlayerFrame", "ProblemError", "Seat", "YourTurn"]
