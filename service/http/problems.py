"""The edge's one table from the application's errors to HTTP, and every error as
``application/problem+json`` (RFC 9457).

Every ``code`` on the wire is snake_case: the service's own are listed in :data:`SERVICE_CODES`; a
rule violation carries the game's own code in snake_case (``service.errors.wire_code``).
"""

from __future__ import annotations

import logging
import re
from http import HTTPStatus
from typing import Any

from flask import Flask, Response, jsonify
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from events.connection import OUTAGE_ERRORS
from events.store import CorruptEvent, NotReplicated
from service import errors
from service.errors import clipped

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
RETRY_AFTER_SECONDS = 5

CODE_PATTERN = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")

# Every code the service itself answers with, and when (one place: the OpenAPI document's
# ServiceProblemCode and the tests read it from here).
SERVICE_CODES: dict[str, str] = {
    "bad_request": "400: the request is malformed",
    "ticket_and_token": "400: a stream was asked with a ticket and a bearer token at once",
    "malformed_json": "400: the body is not a JSON object",
    "json_too_deep": "400: the body nests JSON deeper than 32 levels",
    "invalid_unicode": "400: the body holds a lone UTF-16 surrogate escape",
    "bad_if_match": "400: If-Match is not a version",
    "bad_last_event_id": "400: Last-Event-ID is not a version",
    "bad_idempotency_key": "400: Idempotency-Key is malformed or too short",
    "unauthorized": "401: authentication is required",
    "invalid_token": "401: the bearer token is not a seat token of any game",
    "invalid_ticket": "401: the stream ticket is unknown, spent, expired or for another game",
    "malformed_token": "401: the Authorization header is not 'Bearer <token>'",
    "token_required": "401: the request needs a bearer token (a seat token of the game or a player key)",
    "forbidden": "403: not allowed",
    "not_a_seat": "403: the token or key sent holds no seat of this game",
    "rated_cooldown": "403: the player aborted or left too often lately: no rated table until `until`",
    "token_for_another_game": "403: the bearer token is a seat token of another game",
    "insufficient_scope": "403: the player key lacks the scope the request needs (`scope`: read, play or manage)",
    "not_found": "404: no such resource",
    "game_not_found": "404: no such game",
    "tournament_not_found": "404: no such tournament",
    "version_not_found": "404: the game has no such version",
    "unknown_game": "404 (leaderboards) or 422 (create): the catalogue has no such game",
    "method_not_allowed": "405: the resource does not answer this method (see Allow)",
    "not_acceptable": "406: no acceptable representation",
    "conflict": "409: conflict",
    "stale_version": "409: If-Match named an older version (`expected`, `current`)",
    "too_much_contention": "409: the game kept changing; retry",
    "idempotent_request_in_flight": "409: the first request with this Idempotency-Key is still running",
    "rematch_exists": "409: another seat opened the game's rematch at the same moment (422: it already has one)",
    "claim_too_early": "409: the claimed seat's client was seen lately: it can be claimed from `claimable_at`",
    "payload_too_large": "413: the body is too large",
    "request_line_too_long": "414: the request line (method, path and query) is longer than the server reads",
    "unsupported_media_type": "415: the body is not application/json",
    "invalid_request": "422: the request does not match its schema (`errors`)",
    "name_required": "422: an anonymous join names its seat (or a player key joins as its player)",
    "invalid_command": "422: the command is not an object with a type, or its payload is invalid (`errors`)",
    "unknown_command": "422: the game has no such command type (`known`)",
    "invalid_options": "422: the game's options are invalid (`errors`)",
    "bad_player_count": "422: the game is not for this many players",
    "unknown_bot_level": "422: the game has no such bot level",
    "idempotency_key_reused": "422: the Idempotency-Key was used for another request",
    "rule_violation": "422: the rules refuse the command (usually the game's own code instead)",
    "request_headers_too_large": "431: the request has more or longer headers than the server reads",
    "rate_limited": "429: a rate limit is spent (Retry-After)",
    "too_many_bot_tables": "429: the client's all-bot tables are still playing (Retry-After)",
    "too_many_streams": "429: the caller's live streams are all open (BOARDROOM_MAX_STREAMS; Retry-After)",
    "http_error": "any other HTTP error",
    "internal_error": "500: an unexpected error",
    "store_unavailable": "503: the event store (Redis) is unreachable; retry (Retry-After)",
    "not_replicated": "503: the command reached the store's master but not BOARDROOM_MIN_REPLICAS replicas in "
                      "time, so a failover could lose it; retry with the same Idempotency-Key (Retry-After)",
    "unavailable": "503: the service is unavailable",
    "unhealthy": "503 (/healthz): a check failed (`reasons`)",
    "store_down": "503 (/v1/health): no partition of the event store takes commands (the report's fields say where)",
    "corrupt_history": "500: a stored event is damaged (`version`); see the game's /audit",
    "player_key_required": "401: the request needs a player key (`Authorization: Bearer pk_…`)",
    "invalid_player_key": "401: the bearer key is no player's (unknown, revoked, rotated, or a seat token)",
    "not_your_player": "403: a seat may name only the caller's own player id",
    "not_your_seek": "403: the seek is another player's",
    "not_invited": "403: the challenge does not invite this player",
    "not_challenger": "403: only the player who sent the challenge may cancel it",
    "player_not_found": "404: no such player",
    "seek_not_found": "404: no such seek (or it expired)",
    "challenge_not_found": "404: no such challenge (or it expired)",
    "key_not_found": "404: the player has no key with this id (or it was revoked)",
    "name_taken": "409: another player has this name (names are unique case-insensitively)",
    "seek_closed": "409: the seek was already matched, cancelled or expired",
    "seek_exists": "409: the player already waits with a seek of this game (`seek`): one per game",
    "too_many_seeks": "409: the player already has BOARDROOM_MAX_SEEKS seeks waiting (`limit`)",
    "too_many_challenges": "409: the player already has BOARDROOM_MAX_OPEN_CHALLENGES challenges pending (`limit`)",
    "challenge_pending": "409: a pending challenge of the caller already invites this player (`player`, `challenge`)",
    "challenge_closed": "409: the challenge was already started, declined or expired",
    "too_many_keys": "409: the player already holds the most keys a player may (`limit`)",
    "unknown_player": "422: a named player id is no account",
    "bad_cursor": "422: the cursor is not one this server gave out",
    "no_tree_head": "404: the transparency log has signed no tree head yet",
    "not_a_leaf": "404: the (gid, v) or leaf index asked is not a leaf of the transparency log's tree of that size",
    "chain_not_public": "409: a game's chain links asked while its unkeyed hashes are still secret (until it ends)",
    "not_reached": "404: chain links asked up to a version the game has not reached",
    "size_out_of_range": "422: a tree size beyond the transparency log, or a consistency proof from a larger size",
}


# Each code's title: one per code, naming that code's rule and no other's (a client may show it as is).
TITLES: dict[str, str] = {
    "bad_request": "Bad request",
    "ticket_and_token": "Ticket and token both sent",
    "malformed_json": "Malformed JSON",
    "json_too_deep": "JSON nested too deep",
    "invalid_unicode": "Invalid Unicode",
    "bad_if_match": "Bad If-Match",
    "bad_last_event_id": "Bad Last-Event-ID",
    "bad_idempotency_key": "Bad Idempotency-Key",
    "unauthorized": "Unauthorized",
    "invalid_token": "Unknown seat token",
    "invalid_ticket": "Invalid stream ticket",
    "malformed_token": "Malformed Authorization header",
    "token_required": "Bearer token required",
    "forbidden": "Forbidden",
    "not_a_seat": "Not a seat of this game",
    "rated_cooldown": "Rated cooldown",
    "token_for_another_game": "Token for another game",
    "insufficient_scope": "Insufficient scope",
    "not_found": "Not found",
    "game_not_found": "Game not found",
    "tournament_not_found": "Tournament not found",
    "version_not_found": "Version not found",
    "unknown_game": "Unknown game",
    "method_not_allowed": "Method not allowed",
    "not_acceptable": "Not acceptable",
    "conflict": "Conflict",
    "stale_version": "The game has moved on",
    "too_much_contention": "Too much contention",
    "idempotent_request_in_flight": "Idempotent request in flight",
    "rematch_exists": "Rematch exists",
    "claim_too_early": "Too early to claim",
    "payload_too_large": "Request body too large",
    "request_line_too_long": "Request line too long",
    "unsupported_media_type": "Unsupported media type",
    "invalid_request": "The request cannot be processed",
    "name_required": "A name is required",
    "invalid_command": "Invalid command",
    "unknown_command": "Unknown command",
    "invalid_options": "Invalid options",
    "bad_player_count": "Bad player count",
    "unknown_bot_level": "Unknown bot level",
    "idempotency_key_reused": "Idempotency-Key reused",
    "rule_violation": "The rules do not allow this",
    "request_headers_too_large": "Request headers too large",
    "rate_limited": "Too many requests",
    "too_many_bot_tables": "Too many bot tables",
    "too_many_streams": "Too many streams",
    "http_error": "HTTP error",
    "internal_error": "Internal error",
    "store_unavailable": "Store unavailable",
    "not_replicated": "Not replicated",
    "unavailable": "Service unavailable",
    "unhealthy": "Unhealthy",
    "store_down": "Store down",
    "corrupt_history": "Corrupt history",
    "player_key_required": "Player key required",
    "invalid_player_key": "Unknown player key",
    "not_your_player": "Not your player",
    "not_your_seek": "Not your seek",
    "not_invited": "Not invited",
    "not_challenger": "Not the challenger",
    "player_not_found": "Player not found",
    "seek_not_found": "Seek not found",
    "challenge_not_found": "Challenge not found",
    "key_not_found": "Player key not found",
    "name_taken": "Name taken",
    "seek_closed": "Seek closed",
    "seek_exists": "Seek exists",
    "too_many_seeks": "Too many seeks",
    "too_many_challenges": "Too many challenges",
    "challenge_pending": "Challenge pending",
    "challenge_closed": "Challenge closed",
    "too_many_keys": "Too many player keys",
    "unknown_player": "Unknown player",
    "bad_cursor": "Bad cursor",
    "no_tree_head": "No tree head yet",
    "not_a_leaf": "Not a leaf of the log",
    "chain_not_public": "Chain links not public yet",
    "not_reached": "Version not reached",
    "size_out_of_range": "Tree size out of range",
}
# A game's own rule code (not a service code) is a 422 rule violation.
RULE_TITLE = TITLES["rule_violation"]


def title_of(code: str, status: int = 422) -> str:
    """The title sent with ``code``: its row in :data:`TITLES`; a game's rule code (422) has the rules' title,
    any other unlisted code its status's phrase."""
    if code in TITLES:
        return TITLES[code]
    if status == 422:
        return RULE_TITLE
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return TITLES["http_error"]


class BadRequest(errors.Malformed):
    """What only the HTTP edge can find wrong: a header, a body's bytes."""


class UnsupportedMediaType(errors.Malformed):
    code = "unsupported_media_type"


# The one mapping of the application's errors to HTTP statuses. The most specific class wins.
STATUSES: dict[type[errors.ServiceError], int] = {
    errors.Malformed: 400,
    UnsupportedMediaType: 415,
    errors.Unauthenticated: 401,
    errors.Forbidden: 403,
    errors.NotFound: 404,
    errors.Conflict: 409,
    errors.Invalid: 422,
    errors.RuleBroken: 422,
    errors.Limited: 429,
    errors.Unavailable: 503,
    errors.ServiceError: 400,
}

# Stable codes for the HTTP errors Flask and webargs raise before our code runs.
HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    414: "request_line_too_long",
    422: "invalid_request",
    429: "rate_limited",
    431: "request_headers_too_large",
}


def status_of(error: errors.ServiceError) -> int:
    """The status of ``error``'s kind in :data:`STATUSES`."""
    return next(STATUSES[kind] for kind in type(error).__mro__ if kind in STATUSES)


def new_problem(code: str, status: int, detail: str, **extra: Any) -> dict[str, Any]:
    """A problem body: the code's type and title (:func:`title_of`), its status and a detail naming the rule."""
    return {"type": f"https://boardroom.dev/problems/{code}", "title": title_of(code, status), "status": status,
            "detail": detail, "code": code, **extra}


def problem_body(error: errors.ServiceError) -> dict[str, Any]:
    return new_problem(error.code, status_of(error), error.detail, **error.extra)


def problem_response(body: dict) -> Response:
    response = jsonify(body)
    response.status_code = body["status"]
    response.mimetype = PROBLEM_JSON
    return response


def error_response(error: errors.ServiceError) -> Response:
    """``error`` as problem+json, with ``Retry-After`` when it says when to come back."""
    response = problem_response(problem_body(error))
    if isinstance(error, errors.Unauthenticated):
        response.headers["WWW-Authenticate"] = "Bearer"
    if isinstance(error, errors.Limited):
        response.headers["Retry-After"] = str(error.retry_after)
    return response


def _http_problem(error: HTTPException) -> Response:
    status = error.code or 500
    code = HTTP_CODES.get(status, "http_error")
    body = new_problem(code, status, error.description or title_of(code, status))
    messages = getattr(error, "data", {}).get("messages") if hasattr(error, "data") else None
    if messages:
        body["errors"] = clipped(messages)
        if status == 400 and "Invalid JSON" in str(messages):
            body = new_problem(code="malformed_json", status=400, detail="The request body is not valid JSON.",
                               errors=body["errors"])
        elif status == 422:
            body["detail"] = "The request does not match its schema; see errors."
    response = problem_response(body)
    if status == 401:
        response.headers["WWW-Authenticate"] = "Bearer"
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response


def _corrupt(error: CorruptEvent) -> Response:
    log.error("%s", error)
    return problem_response(new_problem(code="corrupt_history", status=500, version=error.version,
                                        detail=f"{error}; GET the game's /audit for the report."))


def _unavailable(error: Exception) -> Response:
    """Redis unreachable or too slow: a retryable 503, not a 500 (the processes recover by themselves)."""
    log.warning("Redis unavailable: %s: %s", type(error).__name__, error)
    response = problem_response(new_problem(
        code="store_unavailable", status=503,
        detail="The event store (Redis) is unreachable; retry after a few seconds."))
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def _not_replicated(error: NotReplicated) -> Response:
    log.warning("append not replicated: %s", error)
    response = problem_response(new_problem(
        code="not_replicated", status=503,
        detail=f"The command reached the store but {error}: a failover could lose it. "
               "Retry with the same Idempotency-Key."))
    response.headers["Retry-After"] = "1"
    return response


def _unexpected(error: Exception) -> Response:
    log.exception("unhandled error", exc_info=error)
    return problem_response(new_problem(code="internal_error", status=500, detail="An unexpected error occurred."))


def install(app: Flask) -> None:
    """Answer every error ``app`` raises as problem+json."""
    app.register_error_handler(errors.ServiceError, error_response)
    app.register_error_handler(CorruptEvent, _corrupt)
    app.register_error_handler(NotReplicated, _not_replicated)
    app.register_error_handler(HTTPException, _http_problem)
    for outage in OUTAGE_ERRORS:  # BusyLoadingError is a ConnectionError
        app.register_error_handler(outage, _unavailable)
    app.register_error_handler(Exception, _unexpected)
