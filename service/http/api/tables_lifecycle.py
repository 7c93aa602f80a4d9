"""A finished game's rematch: the same game, options, clock and seat kinds at a new table."""

from __future__ import annotations

import functools

from flask_smorest import Blueprint
from marshmallow import Schema, fields

from games import table as tables
from service import lifecycle
from service.errors import Forbidden
from service.http.api import head
from service.http.api.context import wiring
from service.http.api.games import created_body
from service.http.api.requests import as_json, token_required, viewer_seat
from service.http.api.schemas import SEAT_ONLY, CreatedGameSchema, TableSchema, problem, seat_problems

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


class ClaimSchema(Schema):
    seat = fields.Integer(required=True, metadata={"description": "the absent seat, counted from 0"})


def known_game_and_token_first(view):
    """An unknown game's 404, then a missing token's 401, before the body is read (else a 422 would hide both)."""

    @functools.wraps(view)
    def checked(*args, gid, **kwargs):
        wiring().handler.table(gid)
        token_required()
        return view(*args, gid=gid, **kwargs)

    return checked


@blp.post("/<gid>/claim-victory")
@known_game_and_token_first
@blp.arguments(ClaimSchema)
@blp.response(200, TableSchema, headers=head.DOC)
@seat_problems(blp, "play")
@problem(blp, 404, "unknown game")
@problem(blp, 409, "the claimed seat's client was seen lately (`claim_too_early`, with `claimable_at`), or the game "
                   "moved on meanwhile (`stale_version`)")
@problem(blp, 422, "not a correspondence-clock table (`not_correspondence`), a seat not awaited from a person "
                   "(`seat_not_awaited`), the caller's own seat (`bad_claim`), a game not running (`game_over`, "
                   "`game_not_started`)")
@blp.doc(operationId="claimVictory", security=SEAT_ONLY)
def claim_victory(body, gid):
    """Claim the win over an absent seat at a correspondence-clock table (Lichess's "claim victory"): a person's
    seat awaited now whose client was not seen for 5 minutes (or for the clock's own time, if shorter), counted
    from when it became awaited if that is later. Seen is any request with its seat token or its player's key and
    any stream it keeps open (noted at most every 15 s). The absent seat forfeits
    (`VictoryClaimed`): it is ranked last and, at a table of two, the game ends. Answers the game as the caller sees
    it."""
    handler = wiring().handler
    seat = viewer_seat(gid, "play")
    if seat is None:
        raise Forbidden("A claim is made by a seat of the game: send its bearer token.")
    table = lifecycle.claim_victory(handler, wiring().seat_presence, gid, seat, body["seat"])
    return head.with_head(as_json(tables.view(table, seat)), table)
