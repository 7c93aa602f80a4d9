"""A seat's legal moves and its commands."""

from __future__ import annotations

from flask import request
from flask_smorest import Api, Blueprint

from games import table as tables
from service.errors import Forbidden
from service.http.api import game_contract, head, stream_docs
from service.http.api.context import wiring
from service.http.api.requests import (
    IF_MATCH_PATTERN,
    as_json,
    idempotency_key,
    idempotency_key_pattern,
    if_match,
    token_required,
    viewer_seat,
)
from service.http.api.schemas import REPLAYED, SEAT_ONLY, problem
from service.http.problems import BadRequest

blp = Blueprint("play", __name__, url_prefix="/v1/games", description="Playing a game")

COMMAND_BODY_REF = "#/components/schemas/Command"


def document_commands(app, api: Api) -> None:
    """Register every game's typed commands, moves and events, and the catalogue built from them."""
    from service.http.api import catalog

    stream_docs.document(api.spec)
    game_contract.document_games(api)
    catalog.build(app, api)


@blp.get("/<gid>/moves")
@blp.response(200, "LegalMoves", headers=head.DOC)
@problem(blp, 401, "no bearer token (`token_required`), or one malformed or no seat's")
@problem(blp, 403, "a seat token of another game, the key of a player with no seat here (`not_a_seat`), or the "
                   "player key of the seat without the `read` scope (`insufficient_scope`)")
@problem(blp, 404, "unknown game")
@blp.doc(operationId="listMoves", security=SEAT_ONLY)
def moves(gid):
    """The caller's legal moves now; every entry without `template: true` is accepted as is. `unavailable` lists
    the moves a person would try now but may not, each with the rule's reason. A player key needs the `read`
    scope."""
    handler = wiring().handler
    table = handler.table(gid)
    seat = viewer_seat(gid)
    if seat is None:
        token_required()
        raise Forbidden("Legal moves are a seat's: send its bearer token.")
    return head.with_head(as_json(tables.moves_answer(table, seat)), table)


@blp.post("/<gid>/commands")
@blp.doc(
    requestBody={"required": True, "content": {"application/json": {"schema": {"$ref": COMMAND_BODY_REF}}}},
    operationId="postCommand",
    security=SEAT_ONLY,
    parameters=[
        {"in": "header", "name": "If-Match", "schema": {"type": "string", "pattern": IF_MATCH_PATTERN},
         "description": 'the version the command was decided on, e.g. "12"; a mismatch is 409'},
        {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string", "pattern": idempotency_key_pattern()},
         "description": "a random key (a UUID), the seat's own: a replay of the same command from the same "
                        "seat returns the original response (24 h); another seat's equal key is unrelated"},
    ],
)
@blp.response(201, "CommandResult", headers=head.DOC)
@blp.alt_response(200, schema="CommandResult", description="idempotent replay (Idempotent-Replayed: true)",
                  headers={**head.DOC, **REPLAYED})
@problem(blp, 400, "malformed JSON, bad If-Match or Idempotency-Key")
@problem(blp, 401, "no bearer token (`token_required`), or one malformed or no seat's")
@problem(blp, 403, "not a seat of this game, or the player key of the seat without the `play` scope "
                   "(`insufficient_scope`)")
@problem(blp, 404, "unknown game")
@problem(blp, 409, "stale If-Match; the body has `expected` and `current`")
@problem(blp, 413, "request body too large")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "rule violation, unknown command type, invalid payload, reused key")
def command(gid):
    """Post a command `{type, …payload}` for the caller's seat (a player key needs the `play` scope)."""
    body = request.get_json(silent=True)
    if body is None:
        raise BadRequest("The request body must be a JSON object.", code="malformed_json")
    wired = wiring()
    handler = wired.handler
    try:
        expected = if_match()
    except BadRequest:
        expected = None  # a bad If-Match is answered below, after the 404 of an unknown game
    # A command on the version this process last folded needs no read: a game that moved on since is refused
    # by the append's expected version, as by the If-Match check on a fresh load (one round trip of three).
    table = handler.loader.cached_at(gid, expected) if expected is not None else None
    if table is None:
        table = handler.table(gid)  # 404 before 401/403 for an unknown game
    seat = viewer_seat(gid, "play")
    if seat is None:
        token_required()
    outcome = handler.execute(gid, seat, body, if_match=if_match(), idempotency_key=idempotency_key(),
                              table=table)
    wired.client_activity.mark()  # a client is waiting on the server: the batch worker yields (issue 31)
    body = {"game": table["game"], **outcome.response}
    if outcome.replayed:
        return head.with_head(as_json(body, 200, {"Idempotent-Replayed": "true"}), table)
    last = outcome.envelopes[-1]
    return head.with_head(as_json(body, 201), table, last["v"], last["hash"])
