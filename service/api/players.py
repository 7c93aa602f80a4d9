"""Players: accounts and keys, public profiles, and each player's games."""

from __future__ import annotations

from flask_smorest import Blueprint

from projections.player_history import BadCursor
from service.api.context import wiring
from service.api.player_schemas import (
    CreatePlayerSchema,
    KeySchema,
    PlayerGamesQuerySchema,
    PlayerGamesSchema,
    PlayerWithKeySchema,
    ProfileSchema,
)
from service.api.requests import player_id
from service.api.schemas import problem
from service.players import NameTaken
from service.problems import Conflict, NotFound, Unprocessable, shown

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
@problem(blp, 409, "the name is taken (`name_taken`)")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "invalid name or kind")
@blp.doc(operationId="createPlayer")
def create_player(body):
    """Register a player; the response carries its key, shown only this once (kept only hashed)."""
    try:
        account, key = wiring().players.create(body["name"], body["kind"])
    except NameTaken:
        raise Conflict(f"The name {shown(body['name'])} is taken (names are unique case-insensitively).",
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
@blp.response(201, KeySchema)
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
        raise Unprocessable("The cursor is not one this server gave out: pass a page's `next` as is.",
                            code="bad_cursor") from None
    return {"games": games, "next": cursor}
