"""Players: accounts and keys, public profiles, and each player's games."""

from __future__ import annotations

import re

from flask import request
from flask_smorest import Blueprint

from events.envelope import canonical_json
from projections.player_history import BadCursor
from service.errors import Conflict, Invalid, NotFound, shown
from service.http.api import stream_docs
from service.http.api.context import wiring
from service.http.api.history import live_response
from service.http.api.player_schemas import (
    CreatePlayerSchema,
    NewKeySchema,
    PlayerGamesQuerySchema,
    PlayerGamesSchema,
    PlayerStreamQuerySchema,
    PlayerWithKeySchema,
    ProfileSchema,
)
from service.http.api.requests import player_id, wants_ndjson
from service.http.api.schemas import problem
from service.http.problems import BadRequest
from service.players import NameTaken

blp = Blueprint("players", __name__, url_prefix="/v1/players", description="Players: accounts, keys and history")

PLAYER_KEY = [{"playerKey": []}]


def player_problems(blp):
    """The answers to a missing or bad player key."""
    return problem(blp, 401, "no player key, or an unknown or rotated one "
                             "(`player_key_required`, `invalid_player_key`)")


@blp.post("")
@blp.arguments(CreatePlayerSchema)
@blp.response(201, PlayerWithKeySchema)
@problem(blp, 400, "malformed JSON")
@problem(blp, 409, "the name is taken, or looks like a taken one (`name_taken`)")
@problem(blp, 429, "too many new players from this address (`rate_limited`; BOARDROOM_LIMIT_PLAYERS)")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "invalid name (also one that only looks blank) or kind")
@blp.doc(operationId="createPlayer")
def create_player(body):
    """Register a player; the response carries its key, shown only this once (kept only hashed)."""
    try:
        account, key = wiring().players.create(body["name"], body["kind"])
    except NameTaken:
        raise Conflict(f"The name {shown(body['name'])} is taken, or looks like one that is (names are unique by "
                       "their Unicode confusable skeleton, UTS #39: case, look-alike letters and digits).",
                       code="name_taken") from None
    return {**account, "key": key}


@blp.get("/me")
@blp.response(200, ProfileSchema)
@player_problems(blp)
@blp.doc(operationId="getMe", security=PLAYER_KEY)
def me():
    """The profile of the player whose key is sent."""
    return wiring().profiles.profile(player_id())


@blp.post("/me/keys")
@blp.response(201, NewKeySchema)
@player_problems(blp)
@blp.doc(operationId="rotateKey", security=PLAYER_KEY)
def rotate_key():
    """A new key for the caller; the key sent stops working at once."""
    return {"key": wiring().players.rotate(player_id())}


@blp.get("/<pid>")
@blp.response(200, ProfileSchema)
@problem(blp, 404, "no such player (`player_not_found`)")
@blp.doc(operationId="getPlayer")
def get_player(pid):
    """A player's public profile: name, kind, created, games, and a rating per game rated."""
    profile = wiring().profiles.profile(pid)
    if profile is None:
        raise NotFound(f"There is no player {shown(pid)}.", code="player_not_found")
    return profile


@blp.get("/<pid>/games")
@blp.arguments(PlayerGamesQuerySchema, location="query")
@blp.response(200, PlayerGamesSchema)
@problem(blp, 404, "no such player (`player_not_found`)")
@problem(blp, 422, "invalid query or cursor (`bad_cursor`)")
@blp.doc(operationId="listPlayerGames")
def player_games(query, pid):
    """The tables a player sat at, newest first; `next` is the cursor of the following page."""
    wired = wiring()
    if wired.profiles.profile(pid) is None:
        raise NotFound(f"There is no player {shown(pid)}.", code="player_not_found")
    try:
        games, cursor = wired.history.page(pid, query.get("game"), query.get("status"), query.get("cursor"),
                                           query["limit"])
    except BadCursor:
        raise Invalid("The cursor is not one this server gave out: pass a page's `next` as is.",
                            code="bad_cursor") from None
    return {"games": games, "next": cursor}


PAGE = 200
_FRAME_ID = re.compile(r"[0-9]{1,15}-[0-9]{1,10}")


def _last_frame_id() -> str | None:
    header = request.headers.get("Last-Event-ID")
    if header is None or not header.strip():
        return None
    if not _FRAME_ID.fullmatch(header.strip()):
        raise BadRequest("Last-Event-ID must be a frame id of this stream, e.g. 1732540000000-0.",
                         code="bad_last_event_id")
    return header.strip()


@blp.get("/me/stream")
@blp.arguments(PlayerStreamQuerySchema, location="query")
@blp.doc(responses={"200": {
    "description": "`text/event-stream` frames (`id`: the frame id, `event`: its type, `data`: the JSON line) or, "
                   "with `Accept: application/x-ndjson`, one JSON object a line: `{id, type, …}` where type is "
                   "`challenge` (challenge, game, challenger, players, status, rated, clock, gid), "
                   "`game-start` (gid, game, seat, rated, "
                   "clock, players), `your-turn` (gid, game, seat, version) or `game-finish` (gid, game, seat, "
                   "rated, status, result); `{\"type\": \"heartbeat\"}` (or an SSE comment) is a keep-alive",
    "content": {"text/event-stream": {"schema": {"type": "string"}},
                "application/x-ndjson": {"schema": {"type": "string"}}}}},
    parameters=[{**stream_docs.LAST_EVENT_ID, "description": "resume after this frame id (SSE's own header)",
                 "schema": {"type": "string", "pattern": "^[0-9]{1,15}-[0-9]{1,10}$"}}])
@problem(blp, 400, "Last-Event-ID is not a frame id")
@player_problems(blp)
@blp.doc(operationId="streamPlayerEvents", security=PLAYER_KEY)
def stream(query):
    """The caller's own live stream: challenges, game starts, turns and finishes of all its games.

    One connection serves a bot's every game. Frames are kept for the last ~1000; resume with
    `Last-Event-ID` (or `after`); without either the stream starts with the frames kept now."""
    pid = player_id()
    wired = wiring()
    cursor = query.get("after") or _last_frame_id() or "0-0"
    ndjson = wants_ndjson()
    streams = wired.player_streams
    follower = None

    def poll() -> tuple[list[str], bool, bool]:
        nonlocal cursor, follower
        if follower is None:
            follower = wired.fanout.follow_player(pid)  # before the first read: no frame falls in between
        out = []
        found = streams.read(pid, cursor, count=PAGE)
        for frame in found:
            line = canonical_json({"id": frame["id"], "type": frame["type"], **frame["data"]})
            out.append(line + "\n" if ndjson else f"id: {frame['id']}\nevent: {frame['type']}\ndata: {line}\n\n")
            cursor = frame["id"]
        return out, len(found) == PAGE, False

    # Waits without a thread or a Redis connection of its own: the process's fan-out wakes it when the
    # player's stream grows (and it looks anyway after each keep-alive period).
    def wait(seconds: float) -> None:
        follower.wait(seconds)

    def close() -> None:
        if follower is not None:
            follower.close()

    return live_response(poll, wait, ndjson, f"stream of player {pid}", close)
