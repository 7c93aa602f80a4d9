"""The lobby, creating and joining games, and a game as the caller may see it."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import table as tables
from service.claimable import with_claimable_at
from service.errors import Forbidden, Invalid, shown
from service.http.api import head, pages
from service.http.api.context import wiring
from service.http.api.requests import (
    as_json,
    client_scope,
    idempotency_key,
    idempotency_key_pattern,
    player_id,
    viewer_seat,
)
from service.http.api.schemas import (
    ANYONE_OR_PLAYER,
    REPLAYED,
    SPECTATOR_OR_SEAT,
    CreatedGameSchema,
    CreateGameSchema,
    JoinedSchema,
    JoinSchema,
    LobbyQuerySchema,
    LobbySchema,
    TableSchema,
    problem,
    seat_problems,
)

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="Game tables")

LOBBY_PAGES = "lobby"  # what its cursors are cursors of


@blp.get("")
@blp.arguments(LobbyQuerySchema, location="query")
@blp.response(200, LobbySchema, headers=pages.DOC)
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@blp.doc(operationId="listGames")
def lobby(query):
    """The lobby: games by slug and status, newest first (eventually consistent); page on with `next`."""
    start = pages.position(query, LOBBY_PAGES, "offset")
    status = query.get("status")
    if "open" in query:
        seats = "open" if query["open"] else "full"
        if status and (status == "open") != query["open"]:
            return {"games": [], "total": 0, "next": None}
        status = status or seats
    games, total = wiring().lobby.list(query.get("game"), status, start, query["limit"])
    end = start + len(games)
    following = pages.encode(LOBBY_PAGES, end) if games and end < total else None
    return {"games": games, "total": total, "next": following}, pages.link_header(following)


CREATE_KEY_MIN_LENGTH = 16
_created = CreatedGameSchema()

# OpenAPI links from a created table to its resources: clients (and schemathesis' stateful phase) follow
# them with the table's id and, where a seat is needed, the token of seat 0 when the creator named it.
_GID = {"gid": "$response.body#/id"}
_SEAT_0 = {**_GID, "header.Authorization": "Bearer {$response.body#/tokens/0}"}
TABLE_LINKS = {
    "GetGame": {"operationId": "getGame", "parameters": _SEAT_0, "description": "the table as seat 0 sees it"},
    "JoinGame": {"operationId": "joinGame", "parameters": _GID, "description": "take one of its open seats"},
    "ListMoves": {"operationId": "listMoves", "parameters": _SEAT_0, "description": "seat 0's legal moves"},
    "PostCommand": {"operationId": "postCommand", "parameters": _SEAT_0, "description": "play as seat 0"},
    "ListEvents": {"operationId": "listEvents", "parameters": _SEAT_0, "description": "its history"},
    "StreamEvents": {"operationId": "streamEvents", "parameters": _SEAT_0, "description": "follow it live"},
    "GetState": {"operationId": "getState", "parameters": {**_SEAT_0, "at": "$response.body#/version"},
                 "description": "its state as of the version it was created at"},
    "GetAudit": {"operationId": "getAudit", "parameters": _GID, "description": "verify its history"},
}


def _hosting(body) -> dict:
    """The table's lifecycle choices (a clock, what follows its running out, rated) as the handler takes them."""
    return {"clock": body["clock"], "on_timeout": body["on_timeout"] or ("bot" if body["clock"] else None),
            "rated": body["rated"] or None}


def created_body(table, tokens) -> dict:
    first_named = next((int(s) for s in tokens), None)
    return _created.dump({**tables.view(table, first_named), "tokens": tokens})


@blp.post("")
@blp.arguments(CreateGameSchema)
@blp.doc(parameters=[{
    "in": "header", "name": "Idempotency-Key",
    "schema": {"type": "string", "pattern": idempotency_key_pattern(CREATE_KEY_MIN_LENGTH)},
    "description": "a random key (a UUID): a retry with the same key and body from the same client returns "
                   "the first response, the same table and tokens (24 h)"}])
@blp.response(201, CreatedGameSchema, headers=head.DOC)
@blp.alt_response(200, schema=CreatedGameSchema, description="idempotent replay (Idempotent-Replayed: true)",
                  headers=REPLAYED)
@blp.doc(operationId="createGame", responses={201: {"links": TABLE_LINKS}, 200: {"links": TABLE_LINKS}})
@problem(blp, 400, "malformed JSON or Idempotency-Key")
@problem(blp, 401, "a `{player}` seat without a player key, or an unknown one")
@problem(blp, 403, "a `{player}` seat naming another player (`not_your_player`), or a rated table for a player "
                   "in a cooldown for aborting or leaving (`rated_cooldown`), or a `{player}` seat with a player key "
                   "without the `play` scope (`insufficient_scope`)")
@problem(blp, 409, "the first request with this Idempotency-Key is still being handled")
@problem(blp, 413, "request body too large")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "unknown game, bad player count, unknown bot level, invalid options, names or clock, reused "
                   "key, a rated table with an anonymous or open seat, a player seated twice")
@blp.doc(**ANYONE_OR_PLAYER)
def create(body):
    """Create a game; seats are `{name}` (you), `{player: your id}` (with your player key), `{bot: level}` or
    `{}` (open for others to join). `rated: true` needs every seat a player or a server bot. A `{player}` seat
    needs a key with the `play` scope."""
    handler = wiring().handler
    _check_player_seats(body["seats"])
    key = idempotency_key(min_length=CREATE_KEY_MIN_LENGTH)
    if key is None:
        table, tokens = handler.create(body["game"], body["seats"], body["options"], **_hosting(body))
        return as_json(created_body(table, tokens), 201, head.head_header(table))
    created_head: dict[str, str] = {}

    def respond(table, tokens) -> dict:
        created_head.update(head.head_header(table))
        return created_body(table, tokens)

    outcome = handler.create_once(body["game"], body["seats"], body["options"], key, client_scope(), respond=respond,
                                  **_hosting(body))
    if outcome.replayed:  # no Boardroom-Head: the game may have moved since; GET it for the current head
        return as_json(outcome.response, 200, {"Idempotent-Replayed": "true"})
    return as_json(outcome.response, 201, created_head)


def _check_player_seats(seats: list[dict]) -> None:
    """A `{player}` seat may name only the caller's own player (no invitation: see challenges)."""
    named = [spec["player"] for spec in seats if spec.get("player")]
    if not named:
        return
    caller = player_id("play")
    for pid in named:
        if pid != caller:
            raise Forbidden(f"Seat {shown(pid)} is another player's: a table may seat only your own player id; "
                            "invite others with a challenge.", code="not_your_player")


@blp.get("/<gid>")
@blp.response(200, TableSchema, headers=head.DOC)
@problem(blp, 404, "unknown game")
@seat_problems(blp)
@blp.doc(operationId="getGame", **SPECTATOR_OR_SEAT)
def get_game(gid):
    """The game as the caller may see it (a seat's bearer token, or none for a spectator; a seated player's key
    needs the `read` scope)."""
    wired = wiring()
    table = wired.handler.table(gid)
    viewer = viewer_seat(gid)
    return head.with_head(as_json(with_claimable_at(tables.view(table, viewer), table, viewer, wired.seat_presence)),
                          table)


@blp.post("/<gid>/join")
@blp.arguments(JoinSchema)
@blp.response(201, JoinedSchema, headers=head.DOC)
@problem(blp, 400, "malformed JSON")
@problem(blp, 404, "unknown game")
@problem(blp, 413, "request body too large")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 401, "an unknown, revoked or rotated player key")
@problem(blp, 403, "a player key without the `play` scope (`insufficient_scope`)")
@problem(blp, 422, "no open seat, seat taken, no such seat, invalid or missing name, player already seated")
@blp.doc(operationId="joinGame", **ANYONE_OR_PLAYER)
def join(body, gid):
    """Take an open seat, as `name` or (with a player key, which needs the `play` scope) as that player; when the
    last one fills, the game starts."""
    player = player_id("play", required=False)
    if player is None and not body.get("name"):
        raise Invalid("A join needs a name, or a player key to join as that player.", code="name_required",
                            errors={"name": ["Missing data for required field."]})
    seat, token, table = wiring().handler.join(gid, body.get("name"), body["seat"], player=player)
    return {"seat": seat, "token": token}, head.head_header(table)
