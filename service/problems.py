"""Errors the service reports, each with an HTTP status and a stable code (RFC 9457 problems).

Every ``code`` on the wire is snake_case: the service's own are listed in :data:`SERVICE_CODES`; a
rule violation carries the game's own code (its ``RuleViolation`` code, kebab-case in the rules
packages) in snake_case, see :func:`wire_code`.
"""

from __future__ import annotations

import re
from typing import Any

CODE_PATTERN = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")

# Every code the service itself answers with, and when (one place: the OpenAPI document's
# ServiceProblemCode and the tests read it from here).
SERVICE_CODES: dict[str, str] = {
    "bad_request": "400: the request is malformed",
    "malformed_json": "400: the body is not a JSON object",
    "json_too_deep": "400: the body nests JSON deeper than 32 levels",
    "invalid_unicode": "400: the body holds a lone UTF-16 surrogate escape",
    "bad_if_match": "400: If-Match is not a version",
    "bad_last_event_id": "400: Last-Event-ID is not a version",
    "bad_idempotency_key": "400: Idempotency-Key is malformed or too short",
    "unauthorized": "401: authentication is required",
    "invalid_token": "401: the bearer token is not a seat token of any game",
    "malformed_token": "401: the Authorization header is not 'Bearer <token>'",
    "forbidden": "403: not allowed",
    "not_a_seat": "403: the request needs a seat token of this game",
    "token_for_another_game": "403: the bearer token is a seat token of another game",
    "not_found": "404: no such resource",
    "game_not_found": "404: no such game",
    "version_not_found": "404: the game has no such version",
    "unknown_game": "404 (leaderboards) or 422 (create): the catalogue has no such game",
    "method_not_allowed": "405: the resource does not answer this method (see Allow)",
    "not_acceptable": "406: no acceptable representation",
    "conflict": "409: conflict",
    "stale_version": "409: If-Match named an older version (`expected`, `current`)",
    "too_much_contention": "409: the game kept changing; retry",
    "idempotent_request_in_flight": "409: the first request with this Idempotency-Key is still running",
    "rematch_exists": "409: another seat opened the game's rematch at the same moment (422: it already has one)",
    "payload_too_large": "413: the body is too large",
    "unsupported_media_type": "415: the body is not application/json",
    "invalid_request": "422: the request does not match its schema (`errors`)",
    "invalid_command": "422: the command is not an object with a type, or its payload is invalid (`errors`)",
    "unknown_command": "422: the game has no such command type (`known`)",
    "invalid_options": "422: the game's options are invalid (`errors`)",
    "bad_player_count": "422: the game is not for this many players",
    "unknown_bot_level": "422: the game has no such bot level",
    "idempotency_key_reused": "422: the Idempotency-Key was used for another request",
    "rule_violation": "422: the rules refuse the command (usually the game's own code instead)",
    "rate_limited": "429: a rate limit is spent (Retry-After)",
    "too_many_bot_tables": "429: the client's all-bot tables are still playing (Retry-After)",
    "http_error": "any other HTTP error",
    "internal_error": "500: an unexpected error",
    "store_unavailable": "503: the event store (Redis) is unreachable; retry (Retry-After)",
    "not_replicated": "503: the command reached the store's master but not BOARDROOM_MIN_REPLICAS replicas in "
                      "time, so a failover could lose it; retry with the same Idempotency-Key (Retry-After)",
    "unavailable": "503: the service is unavailable",
    "unhealthy": "503 (/healthz): a check failed (`reasons`)",
    "corrupt_history": "500: a stored event is damaged (`version`); see the game's /audit",
    "player_key_required": "401: the request needs a player key (`Authorization: Bearer pk_…`)",
    "invalid_player_key": "401: the bearer key is no player's (unknown, rotated, or a seat token)",
    "not_your_player": "403: a seat may name only the caller's own player id",
    "not_your_seek": "403: the seek is another player's",
    "not_invited": "403: the challenge does not invite this player",
    "player_not_found": "404: no such player",
    "seek_not_found": "404: no such seek (or it expired)",
    "challenge_not_found": "404: no such challenge (or it expired)",
    "name_taken": "409: another player has this name (names are unique case-insensitively)",
    "seek_closed": "409: the seek was already matched, cancelled or expired",
    "challenge_closed": "409: the challenge was already started, declined or expired",
    "unknown_player": "422: a named player id is no account",
    "bad_cursor": "422: the cursor is not one this server gave out",
}


def wire_code(rule_code: str) -> str:
    """A game's rule code as the API sends it: ``game-not-open`` → ``game_not_open``."""
    return rule_code.replace("-", "_")


class Problem(Exception):
    """An error to report as ``application/problem+json``."""

    status = 400
    code = "bad_request"
    title = "Bad request"

    def __init__(self, detail: str, code: str | None = None, **extra: Any):
        super().__init__(detail)
        self.detail = detail
        if code:
            self.code = code
        self.extra = extra

    def to_json(self) -> dict[str, Any]:
        return {
            "type": f"https://boardroom.dev/problems/{self.code}",
            "title": self.title,
            "status": self.status,
            "detail": self.detail,
            "code": self.code,
            **self.extra,
        }


class BadRequest(Problem):
    status, code, title = 400, "bad_request", "Bad request"


class Unauthorized(Problem):
    status, code, title = 401, "invalid_token", "Unknown seat token"


class Forbidden(Problem):
    status, code, title = 403, "not_a_seat", "Not a seat of this game"


class NotFound(Problem):
    status, code, title = 404, "not_found", "Not found"


class Conflict(Problem):
    status, code, title = 409, "stale_version", "The game has moved on"


class PayloadTooLarge(Problem):
    status, code, title = 413, "payload_too_large", "Request body too large"


class Unprocessable(Problem):
    status, code, title = 422, "invalid_request", "The request cannot be processed"


class RuleBroken(Problem):
    """A game's RuleViolation; its code goes out in the API's one style (:func:`wire_code`)."""

    status, code, title = 422, "rule_violation", "The rules do not allow this"

    def __init__(self, detail: str, code: str | None = None, **extra: Any):
        super().__init__(detail, wire_code(code) if code else None, **extra)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters: a message never echoes a
    client's 60 KB value back in full."""
    return _cut(repr(value), limit)


def clipped(messages: Any, key_limit: int = 60, text_limit: int = 300) -> Any:
    """Validation messages (marshmallow's nested dicts) with every key and text cut short: an unknown
    field's 60 KB name is not echoed back in full either."""
    if isinstance(messages, dict):
        return {_cut(k, key_limit) if isinstance(k, str) else k: clipped(v, key_limit, text_limit)
                for k, v in list(messages.items())[:50]}
    if isinstance(messages, list):
        return [clipped(m, key_limit, text_limit) for m in messages[:50]]
    return _cut(messages, text_limit) if isinstance(messages, str) else messages


class Unavailable(Problem):
    status, code, title = 503, "unavailable", "Service unavailable"
