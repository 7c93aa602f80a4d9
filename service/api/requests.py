"""Reading the parts of a request every resource shares: seat token, If-Match, Idempotency-Key."""

from __future__ import annotations

import re

from flask import Response, jsonify, request

from service.api.context import wiring
from service.problems import BadRequest, Unauthorized

_IDEMPOTENCY_KEY = re.compile(r"^[A-Za-z0-9._:~-]{1,200}$")


def bearer_token() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("The Authorization header must be 'Bearer <seat token>'.", code="malformed_token")
    return token.strip()


def viewer_seat(gid: str) -> int | None:
    """The caller's seat in ``gid``: None for a spectator; 401/403 for a bad or foreign token."""
    return wiring().handler.seat_of(gid, bearer_token())


def if_match() -> int | None:
    header = request.headers.get("If-Match")
    if header is None:
        return None
    value = header.strip().removeprefix("W/").strip('"')
    if not value.isdigit():
        raise BadRequest('If-Match must be a game version, e.g. If-Match: "12".', code="bad_if_match")
    return int(value)


def idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not _IDEMPOTENCY_KEY.match(key):
        raise BadRequest("Idempotency-Key must be 1-200 characters of letters, digits and ._:~-",
                         code="bad_idempotency_key")
    return key


def wants_ndjson() -> bool:
    return request.accept_mimetypes.best_match(["application/json", "application/x-ndjson"]) == \
        "application/x-ndjson" and "application/x-ndjson" in request.headers.get("Accept", "")


def as_json(body: dict, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """A JSON response built without the response schema's dump: the schema documents the shape,
    and on the hot paths (commands, moves, game, events) dumping every envelope through it cost
    more than the rest of the request."""
    response = jsonify(body)
    response.status_code = status
    response.headers.update(headers or {})
    return response
