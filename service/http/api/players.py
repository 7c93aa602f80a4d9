"""Players: accounts and keys, public profiles, and each player's games."""

from __future__ import annotations

import re

from flask import request
from flask_smorest import Blueprint

from events.envelope import canonical_json
from projections.player_history import BadCursor
from service import player_frames
from service.errors import Conflict, Forbidden, NotFound, Unauthenticated, shown
from service.http.api import pages, stream_docs
from service.http.api.context import wiring
from service.http.api.history import key_ended, key_stopped, live_response
from service.http.api.player_schemas import (
    CreateKeySchema,
    CreatePlayerSchema,
    KeyListSchema,
    KeyWithSecretSchema,
    NewKeySchema,
    PlayerGamesQuerySchema,
    PlayerGamesSchema,
    PlayerStreamQuerySchema,
    PlayerWithKeySchema,
    ProfileSchema,
)
from service.http.api.requests import bearer_token, player_credential, player_id, player_key_hash, wants_ndjson
from service.http.api.schemas import problem
from service.http.limits import address_key
from service.http.problems import BadRequest
from service.player_keys import MAX_KEYS, TooManyKeys
from service.players import NameTaken

blp = Blueprint("players", __name__, url_prefix="/v1/players", description="Players: accounts, keys and history")

PLAYER_KEY = [{"playerKey": []}]


def player_problems(blp, scope: str, forbidden: str = ""):
    """The answers to a missing or bad player key, or one without ``scope`` (or ``forbidden``, when given)."""
    def decorate(view):
        view = problem(blp, 401, "no player key, or an unknown, revoked or rotated one "
                                 "(`player_key_required`, `invalid_player_key`)")(view)
        lacks = f"the player key lacks the `{scope}` scope" + (f", or {forbidden}" if forbidden else "")
        return problem(blp, 403, f"{lacks} (`insufficient_scope`)")(view)
    return decorate


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
        account, key = wiring().players.create(body["name"], body["kind"], address=address_key())
    except NameTaken:
        raise Conflict(f"The name {shown(body['name'])} is taken, or looks like one that is (names are unique by "
                       "their Unicode confusable skeleton, UTS #39: case, look-alike letters and digits).",
                       code="name_taken") from None
    return {**account, "key": key}


@blp.get("/me")
@blp.response(200, ProfileSchema)
@player_problems(blp, "read")
@blp.doc(operationId="getMe", security=PLAYER_KEY)
def me():
    """The profile of the player whose key is sent (needs the `read` scope)."""
    return wiring().profiles.profile(player_id("read"), own=True)


@blp.post("/me/keys")
@blp.arguments(CreateKeySchema)
@blp.response(201, KeyWithSecretSchema)
@problem(blp, 400, "malformed JSON")
@player_problems(blp, "manage", forbidden="a scope to grant that it does not hold itself")
@problem(blp, 409, f"the player already holds {MAX_KEYS} keys (`too_many_keys`)")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "a name not of 1-64 characters, or scopes not one or more of read, play, manage")
@blp.doc(operationId="createKey", security=PLAYER_KEY)
def create_key(body):
    """Make another key for the caller, named and with only the scopes given (needs the `manage` scope, and
    grants only scopes the key sent holds); the response carries the key, shown only this once (kept only hashed)."""
    credential = player_credential()
    pid = credential.require("manage")
    beyond = [scope for scope in body["scopes"] if scope not in credential.scopes]
    if beyond:  # else a key given only `manage` could make itself a key that plays and reads as the player
        held, lacked = (", ".join(f"`{scope}`" for scope in scopes) for scopes in (credential.scopes, beyond))
        raise Forbidden(f"A key may grant only the scopes it holds: this one holds {held}, not {lacked}.",
                        code="insufficient_scope", scope=beyond[0])
    try:
        return wiring().players.keys.create(pid, body["name"], body["scopes"])
    except TooManyKeys:
        raise Conflict(f"A player holds at most {MAX_KEYS} keys: revoke one first "
                       "(DELETE /v1/players/me/keys/{kid}).", code="too_many_keys", limit=MAX_KEYS) from None


@blp.get("/me/keys")
@blp.response(200, KeyListSchema)
@player_problems(blp, "manage")
@blp.doc(operationId="listKeys", security=PLAYER_KEY)
def list_keys():
    """The caller's keys, oldest first: id, name, scopes, created and last use, never a key itself (needs the
    `manage` scope)."""
    return {"keys": wiring().players.keys.list(player_id("manage"))}


@blp.delete("/me/keys/<kid>")
@blp.response(204)
@player_problems(blp, "manage")
@problem(blp, 404, "the caller has no key with this id (`key_not_found`)")
@blp.doc(operationId="revokeKey", security=PLAYER_KEY)
def revoke_key(kid):
    """Revoke one of the caller's keys (needs the `manage` scope): it stops working at once, the key sent too
    when it is the one revoked."""
    if not wiring().players.keys.revoke(player_id("manage"), kid):
        raise NotFound(f"You have no key {shown(kid)}.", code="key_not_found")


@blp.post("/me/keys/rotate")
@blp.response(201, NewKeySchema)
@player_problems(blp, "manage")
@blp.doc(operationId="rotateKey", security=PLAYER_KEY)
def rotate_key():
    """A new secret for the key sent, with its id, name and scopes (needs the `manage` scope); the key sent
    stops working at once."""
    credential = player_credential()
    credential.require("manage")
    key = wiring().players.keys.rotate(bearer_token(), credential)
    if key is None:
        raise Unauthenticated("The player key was revoked or rotated meanwhile.", code="invalid_player_key")
    return {"key": key}


@blp.get("/<pid>")
@blp.response(200, ProfileSchema)
@problem(blp, 404, "no such player (`player_not_found`)")
@blp.doc(operationId="getPlayer")
def get_player(pid):
    """A player's public profile: name, kind, created, games, and a rating per game rated (each rating's
    `results` are shown to the player alone, on `/v1/players/me`)."""
    profile = wiring().profiles.profile(pid)
    if profile is None:
        raise NotFound(f"There is no player {shown(pid)}.", code="player_not_found")
    return profile


@blp.get("/<pid>/games")
@blp.arguments(PlayerGamesQuerySchema, location="query")
@blp.response(200, PlayerGamesSchema, headers=pages.DOC)
@problem(blp, 404, "no such player (`player_not_found`)")
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@blp.doc(operationId="listPlayerGames")
def player_games(query, pid):
    """The tables a player sat at, newest first; page on with `next`."""
    wired = wiring()
    if wired.profiles.profile(pid) is None:
        raise NotFound(f"There is no player {shown(pid)}.", code="player_not_found")
    cursor = pages.sent(query["cursor"]) if "cursor" in query else None
    try:
        games, following = wired.history.page(pid, query.get("game"), query.get("status"), cursor, query["limit"])
    except BadCursor:
        raise pages.bad_cursor() from None
    return {"games": games, "next": following}, pages.link_header(following)


PAGE = 200
_FRAME_ID = re.compile(r"[0-9]{1,15}-[0-9]{1,10}")


def _last_frame_id() -> str | None:
    header = request.headers.get("Last-Event-ID")
    if not header:  # empty: no frame seen yet, as without the header
        return None
    if not _FRAME_ID.fullmatch(header):
        raise BadRequest("Last-Event-ID must be a frame id of this stream, e.g. 1732540000000-0.",
                         code="bad_last_event_id")
    return header


@blp.get("/me/stream")
@blp.arguments(PlayerStreamQuerySchema, location="query")
@blp.doc(responses={"200": stream_docs.PLAYER_STREAM_RESPONSE}, parameters=stream_docs.PLAYER_STREAM_PARAMETERS)
@problem(blp, 400, "Last-Event-ID is not a frame id")
@player_problems(blp, "read")
@blp.doc(operationId="streamPlayerEvents", security=PLAYER_KEY)
def stream(query):
    """The caller's own live stream: challenges, game starts, turns and finishes of all its games.

    One connection serves a bot's every game. A new connection starts from now: first a `your-turn`
    for each of the caller's seats awaited now, then the frames that follow. Resume with `Last-Event-ID`
    (or `?after=<id>`) to get every frame after that id that is still kept (the last ~1000); `?after=0-0`
    replays them all. A `your-turn` carries the seat's game (`table`, as GET /v1/games/{gid} shows it)
    and `moves` (as GET /v1/games/{gid}/moves lists them), read when the frame is sent. Needs the `read`
    scope; the stream ends within a second of its key being revoked or rotated."""
    pid = player_id("read")
    wired = wiring()
    cursor = query.get("after") or _last_frame_id()
    ndjson = wants_ndjson()
    streams = wired.player_streams
    key_hash = player_key_hash()
    live: dict = {"follower": None}

    def table_of(gid: str):
        try:
            return wired.handler.table(gid)
        except NotFound:
            return None

    filler = player_frames.FrameFiller(pid, table_of)

    def text(frame_id: str, kind: str, data: dict) -> str:
        line = canonical_json({"id": frame_id, "type": kind, **data})
        return line + "\n" if ndjson else f"id: {frame_id}\nevent: {kind}\ndata: {line}\n\n"

    def poll() -> tuple[list[str], bool, bool]:
        nonlocal cursor
        out = []
        if live["follower"] is None:
            # before the first read: no frame falls in between
            live["follower"] = wired.fanout.follow_player(pid, key_hash)
            if cursor is None:  # from now: the turns owed now stand for the frames before
                cursor = streams.last_id(pid)
                turns = player_frames.turns_now(
                    pid, lambda after, limit: wired.history.page(pid, None, "active", after, limit), table_of)
                out += [text(cursor, "your-turn", data) for data in turns]
        private = bool(out)
        filler.forget()
        found = streams.read(pid, cursor, count=PAGE)
        for frame in found:
            data = filler.fill(frame["type"], frame["data"])
            if data is not None:
                out.append(text(frame["id"], frame["type"], data))
                private = private or frame["type"] == "your-turn"
            cursor = frame["id"]
        if private and key_stopped(live, key_hash):  # a your-turn shows a seat's private view
            return [], False, True
        return out, len(found) == PAGE, False

    # Waits without a thread or a Redis connection of its own: the process's fan-out wakes it when the
    # player's stream grows (and it looks anyway after each keep-alive period).
    def wait(seconds: float) -> None:
        live["follower"].wait(seconds)

    def close() -> None:
        if live["follower"] is not None:
            live["follower"].close()

    return live_response(poll, wait, ndjson, f"stream of player {pid}", close, key_ended(live),
                         lambda: wired.seat_presence.player_seen(pid))
