"""The lobby, creating and joining games, and a game as the caller may see it."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import table as tables
from service.api import head
from service.api.context import wiring
from service.api.requests import as_json, viewer_seat
from service.api.schemas import (
    CreatedGameSchema,
    CreateGameSchema,
    GameSchema,
    JoinedSchema,
    JoinSchema,
    LobbyQuerySchema,
    LobbySchema,
    problem,
)
from service.problems import Unprocessable

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="Game tables")


@blp.get("")
@blp.arguments(LobbyQuerySchema, location="query")
@blp.response(200, LobbySchema)
def lobby(query):
    """The lobby: games by slug and status, newest first (eventually consistent)."""
    status = query.get("status")
    if "open" in query:
        seats = "open" if query["open"] else "full"
        if status and (status == "open") != query["open"]:
            return {"games": [], "total": 0, "next": None}
        status = status or seats
    games, total = wiring().lobby.list(query.get("game"), status, query["offset"], query["limit"])
    end = query["offset"] + len(games)
    return {"games": games, "total": total, "next": end if end < total else None}


@blp.post("")
@blp.arguments(CreateGameSchema)
@blp.response(201, CreatedGameSchema, headers=head.DOC)
@problem(blp, 422, "unknown game, bad player count, unknown bot level, invalid options")
def create(body):
    """Create a game; seats are `{name}` (you), `{bot: level}` or `{}` (open for others to join)."""
    table, tokens = wiring().handler.create(body["game"], body["seats"], body["options"])
    first_named = next((int(s) for s in tokens), None)
    return {**tables.view(table, first_named), "tokens": tokens}, head.head_header(table)


@blp.get("/<gid>")
@blp.response(200, GameSchema, headers=head.DOC)
@problem(blp, 404, "unknown game")
@blp.doc(security=[{"seatToken": []}, {}])
def get_game(gid):
    """The game as the caller may see it (a seat's bearer token, or none for a spectator)."""
    handler = wiring().handler
    table = handler.table(gid)
    return head.with_head(as_json(tables.view(table, viewer_seat(gid))), table)


@blp.post("/<gid>/join")
@blp.arguments(JoinSchema)
@blp.response(201, JoinedSchema, headers=head.DOC)
@problem(blp, 404, "unknown game")
@problem(blp, 422, "no open seat, seat taken, no such seat")
def join(body, gid):
    """Take an open seat; when the last one fills, the game starts."""
    if not body["name"].strip():
        raise Unprocessable("A player's name cannot be blank.", code="blank_name")
    seat, token, table = wiring().handler.join(gid, body["name"], body["seat"])
    return {"seat": seat, "token": token}, head.head_header(table)
