"""A finished game's rematch: the same game, options, clock and seat kinds at a new table."""

from __future__ import annotations

from flask_smorest import Blueprint

from service import lifecycle
from service.errors import Forbidden
from service.http.api import head
from service.http.api.context import wiring
from service.http.api.games import created_body
from service.http.api.requests import as_json, token_required, viewer_seat
from service.http.api.schemas import SEAT_ONLY, CreatedGameSchema, problem, seat_problems

blp = Blueprint("lifecycle", __name__, url_prefix="/v1/games", description="Tables for people")


@blp.post("/<gid>/rematch")
@blp.response(201, CreatedGameSchema, headers=head.DOC)
@seat_problems(blp, "play")
@problem(blp, 404, "unknown game")
@problem(blp, 409, "another seat opened the rematch at the same moment (`rematch_exists`)")
@problem(blp, 422, "the game is not finished (`game_not_finished`), or already has a rematch (`rematch_exists`)")
@blp.doc(operationId="rematchGame", security=SEAT_ONLY)
def rematch(gid):
    """Open a rematch of a finished game: a new seed, the same game, options, clock and seat kinds.

    The caller keeps its seat (a new token, in `tokens`); the other people's seats are open to join.
    Both games link to each other (`rematch_of`, `rematch`).
    """
    handler = wiring().handler
    handler.table(gid)  # 404 before 401/403 for an unknown game
    seat = viewer_seat(gid, "play")
    if seat is None:
        token_required()
        raise Forbidden("A rematch is asked by a seat of the game: send its bearer token.")
    table, tokens = lifecycle.rematch(handler, gid, seat)
    return as_json(created_body(table, tokens), 201, head.head_header(table))
