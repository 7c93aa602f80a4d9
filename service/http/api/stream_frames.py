"""The player stream's frames as named components: ChallengeFrame, GameStartFrame, YourTurnFrame,
GameFinishFrame, and PlayerStreamFrame, their union told apart by ``type``."""

from __future__ import annotations

from typing import Any

from apispec import APISpec

REF = "#/components/schemas/"
FRAMES = {"challenge": "ChallengeFrame", "game-start": "GameStartFrame", "your-turn": "YourTurnFrame",
          "game-finish": "GameFinishFrame"}

FRAME_ID = {"type": "string", "pattern": "^[0-9]{1,15}-[0-9]{1,10}$",
            "description": "the frame's id: resume after it with `Last-Event-ID` or `?after=`"}
_GID = {"type": "string", "description": "the table's id"}
_GAME = {"type": "string", "description": "the game's catalogue slug"}
_SEAT = {"type": "integer", "minimum": 0, "description": "the caller's seat at that table"}
_CLOCK = {"anyOf": [{"$ref": REF + "Clock"}, {"type": "null"}], "description": "the time control (null: untimed)"}


def _frame(kind: str, description: str, properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "description": description, "additionalProperties": False,
            "required": ["id", "type", *properties],
            "properties": {"id": FRAME_ID, "type": {"type": "string", "enum": [kind]}, **properties}}


SCHEMAS = {
    "ChallengeFrame": _frame("challenge", "A challenge that invites the caller was sent, or one it sent or was "
                             "invited to changed status (accepted by all: `started` with its `gid`; "
                             "`declined`; `cancelled` by its challenger).", {
        "challenge": {"type": "string", "description": "the challenge's id (GET /v1/challenges/{cid})"},
        "game": _GAME,
        "challenger": {"type": "string", "description": "the player who sent it (seat 0)"},
        "players": {"type": "array", "items": {"type": "string"}, "description": "every seat's player, in order"},
        "status": {"type": "string", "enum": ["pending", "started", "declined", "cancelled"]},
        "rated": {"type": "boolean"}, "clock": _CLOCK,
        "gid": {"type": ["string", "null"], "description": "the table, once started"}}),
    "GameStartFrame": _frame("game-start", "A table where the caller sits started.", {
        "gid": _GID, "game": _GAME, "seat": _SEAT, "rated": {"type": "boolean"}, "clock": _CLOCK,
        "players": {"type": "array", "items": {"type": ["string", "null"]},
                    "description": "each seat's player id, in seat order (null: a seat without a player)"}}),
    "YourTurnFrame": _frame("your-turn", "One of the caller's seats became awaited (again). `table` and `moves` "
                            "are read when the frame is sent, never stored: a frame replayed later shows the game "
                            "as it is then (its `table.version` may be past `version`, and `moves.moves` is empty "
                            "once the seat is no longer awaited). Post one of `moves.moves` without "
                            "`\"template\": true`, with `If-Match: \"<moves.version>\"`.", {
        "gid": _GID, "game": _GAME, "seat": _SEAT,
        "version": {"type": "integer", "description": "the game's version when the seat became awaited"},
        "table": {"$ref": REF + "Table", "description": "what GET /v1/games/{gid} answers this seat"},
        "moves": {"$ref": REF + "LegalMoves", "description": "what GET /v1/games/{gid}/moves answers this seat"}}),
    "GameFinishFrame": _frame("game-finish", "A table where the caller sits ended: scored (`finished`) or "
                              "aborted (`aborted`, `result` null).", {
        "gid": _GID, "game": _GAME, "seat": _SEAT, "rated": {"type": "boolean"},
        "status": {"type": "string", "enum": ["finished", "aborted"]},
        "result": {"anyOf": [{"$ref": REF + "Result"}, {"type": "null"}]}}),
}

UNION = {
    "oneOf": [{"$ref": REF + name} for name in FRAMES.values()],
    "discriminator": {"propertyName": "type", "mapping": {kind: REF + name for kind, name in FRAMES.items()}},
    "description": "One frame of the player stream (`GET /v1/players/me/stream`), told apart by `type`.",
}


def document(spec: APISpec) -> None:
    """Register each frame's schema and their union."""
    for name, schema in SCHEMAS.items():
        spec.components.schema(name, schema)
    spec.components.schema("PlayerStreamFrame", UNION)
