"""How the streamed responses look, for the OpenAPI document: SSE frames, NDJSON lines, the export header.

flask-smorest drops a response that has no schema, and OpenAPI 3.1 has no schema for one item of a
stream, so the bodies are documented as text whose lines (or frames) the descriptions define, and the
JSON each line carries is a component schema of its own (Envelope, Heartbeat, ExportHeader).
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec

from service.audit import EXPORT_FORMAT
from service.http.api import stream_frames
from service.http.api.requests import LAST_EVENT_ID_PATTERN
from service.http.api.schemas import MAX_INT, GameStateSchema

REF = "#/components/schemas/"

SSE_FRAMES = (
    "Server-sent events, one frame per event the caller may see:\n\n"
    "```\nid: <version>\ndata: <the Envelope as one line of JSON>\n\n```\n\n"
    "Frames have no `event:` field, so a browser's `EventSource` hands every one to `onmessage` (the default "
    "`message` event); the envelope's `type` is inside the data. "
    "and the comment frame `: keep-alive` whenever nothing was sent for BOARDROOM_STREAM_KEEPALIVE_SECONDS "
    "(10 s; one is sent at once when there is nothing to send). The stream ends once the game is finished "
    "and every event was sent, or after BOARDROOM_STREAM_MAX_SECONDS (1 h): resume with `Last-Event-ID: "
    "<the last id>` (or `?after=`). The `data` is the Envelope schema, typed per game as `<Game>Event`, with its "
    "`summary`. With `?as=state` each frame is instead the caller's whole game, the GameState schema, typed per "
    "game as `<Game>GameState` (view, seats, clocks, result, the seat's labelled moves as `<Game>Move`, its table "
    "commands and the log entries since the last frame), sent on "
    "connect and after every change; its `id` is the version it shows.")
NDJSON_LINES = (
    "NDJSON (`Accept: application/x-ndjson`): one line of JSON per event (an Envelope, typed per game as "
    "`<Game>Event`), and the Heartbeat line `{\"type\":\"heartbeat\"}` (it has no `v`) as the keep-alive: "
    "skip lines without `v`. With `?as=state`, one GameState a line. It ends as the SSE stream does; resume "
    "with `?after=<the last v>` (a GameState's `version`).")
EXPORT_LINES = (
    "An export (`Accept: application/x-ndjson`): the first line is an ExportHeader, then one Envelope a line "
    "(typed per game as `<Game>Event`), from `after` to the end; `boardroom audit FILE` verifies it offline.")


def _text(description: str) -> dict[str, Any]:
    return {"schema": {"type": "string", "description": description}}


# OpenAPI 3.1 (before 3.2's itemSchema) reads the schema of an event stream as the schema of each event,
# as schemathesis checks it: the frame's fields, its `data` the Envelope as JSON.
SSE_EVENT = {
    "type": "object", "required": ["id", "data"], "description": SSE_FRAMES,
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]+$", "description": "the envelope's version (`v`)"},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "contentSchema": {"oneOf": [{"$ref": REF + "Envelope"}, {"$ref": REF + "GameState"}]},
                 "description": "the envelope as the caller may see it (or with `as=state` the GameState), one "
                                "line of JSON"},
    },
}

STREAM_RESPONSE = {
    "description": "The live history from `after` (or Last-Event-ID) on, as the caller may see it.",
    "headers": {"Cache-Control": {"description": "`no-cache`", "schema": {"type": "string"}}},
    "content": {"text/event-stream": {"schema": SSE_EVENT}, "application/x-ndjson": _text(NDJSON_LINES)},
}

EXPORT_SCHEMA = _text(EXPORT_LINES)["schema"]

LAST_EVENT_ID = {
    "in": "header", "name": "Last-Event-ID", "required": False,
    "schema": {"type": "string", "pattern": LAST_EVENT_ID_PATTERN},
    "description": "the `id` of the last frame received: the stream resumes after it (as `after` does)",
}


PLAYER_SSE_FRAMES = (
    "Server-sent events, one frame per PlayerStreamFrame:\n\n"
    "```\nid: <frame id>\nevent: <its type>\ndata: <the frame as one line of JSON>\n\n```\n\n"
    "`event` is `challenge`, `game-start`, `your-turn` or `game-finish` (ChallengeFrame, GameStartFrame, "
    "YourTurnFrame, GameFinishFrame); the comment frame `: keep-alive` is sent as on a game's stream. "
    "A new connection starts from now: first a `your-turn` for each of the caller's seats awaited now (its "
    "`id` the stream's position at connect), then each new frame. `Last-Event-ID: <id>` (or `?after=<id>`) "
    "resumes after that frame instead, replaying what is still kept (about the last 1,000 frames); "
    "`?after=0-0` replays all of them.")
PLAYER_NDJSON_LINES = (
    "NDJSON (`Accept: application/x-ndjson`): one PlayerStreamFrame a line (its `id` and `type` inside), and "
    "the Heartbeat line `{\"type\":\"heartbeat\"}` as the keep-alive. It starts, resumes and ends as the SSE "
    "stream does.")

PLAYER_SSE_EVENT = {
    "type": "object", "required": ["id", "event", "data"], "description": PLAYER_SSE_FRAMES,
    "properties": {
        "id": stream_frames.FRAME_ID,
        "event": {"type": "string", "enum": list(stream_frames.FRAMES), "description": "the frame's type"},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "contentSchema": {"$ref": REF + "PlayerStreamFrame"},
                 "description": "the frame, one line of JSON"},
    },
}

# Listed whole: a view's manual `parameters` replace those flask-smorest derives from its query schema.
PLAYER_STREAM_PARAMETERS = [
    {"in": "query", "name": "after", "required": False, "schema": stream_frames.FRAME_ID,
     "description": "replay the kept frames after this frame id (`0-0`: every kept frame, about the last 1,000); "
                    "without it or Last-Event-ID the stream starts from now"},
    {**LAST_EVENT_ID, "schema": {**stream_frames.FRAME_ID, "pattern": "^([0-9]{1,15}-[0-9]{1,10})?$"},
     "description": "the `id` of the last frame received: the stream resumes after it (as `after` does)"},
]

GAME_STREAM_PARAMETERS = [
    {"in": "query", "name": "after", "required": False, "schema": {"type": "integer", "minimum": 0, "maximum": MAX_INT},
     "description": "resume after this version (as Last-Event-ID does)"},
    {"in": "query", "name": "as", "required": False,
     "schema": {"type": "string", "enum": ["events", "state"], "default": "events"},
     "description": "`events`: every event as it happens; `state`: the caller's whole game (GameState) on "
                    "connect and after every change"},
    {"in": "query", "name": "ticket", "required": False,
     "schema": {"type": "string", "pattern": "^st_[A-Za-z0-9_-]{32}$"},
     "description": "a stream ticket (POST /stream-tickets) standing for the seat's token, for a browser's "
                    "EventSource, which cannot send Authorization; single-use, 60 s"},
    LAST_EVENT_ID,
]

PLAYER_STREAM_RESPONSE = {
    "description": "The caller's frames from now (or after `Last-Event-ID` / `?after=`), with keep-alives.",
    "headers": {"Cache-Control": {"description": "`no-cache`", "schema": {"type": "string"}}},
    "content": {"text/event-stream": {"schema": PLAYER_SSE_EVENT},
                "application/x-ndjson": _text(PLAYER_NDJSON_LINES)},
}

def document(spec: APISpec) -> None:
    """Register the JSON carried by each line or frame of the streamed bodies."""
    spec.components.schema("GameState", schema=GameStateSchema)
    stream_frames.document(spec)
    spec.components.schema("Heartbeat", {
        "type": "object", "required": ["type"], "additionalProperties": False,
        "properties": {"type": {"type": "string", "enum": ["heartbeat"]}},
        "description": "The NDJSON stream's keep-alive line: not an event (no `v`)."})
    spec.components.schema("ExportHeader", {
        "type": "object", "additionalProperties": False,
        "required": ["format", "gid", "game", "rules_version", "options", "version", "chain"],
        "description": "The first line of an NDJSON export: what an offline auditor needs besides the events.",
        "properties": {
            "format": {"type": "string", "enum": [EXPORT_FORMAT]},
            "gid": {"type": "string"}, "game": {"type": "string"}, "rules_version": {"type": "string"},
            "options": {"type": "object"},
            "version": {"type": "integer", "description": "the game's version when the export began"},
            "head": {"type": "string", "description": "the hash of that version's event (absent while a game "
                                                      "with an unkeyed chain runs)"},
            "chain": {"type": "string", "enum": ["hmac-sha256", "sha256"]},
        }})
