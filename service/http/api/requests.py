"""Reading the parts of a request every resource shares: seat token, If-Match, Idempotency-Key."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import orjson
from flask import Response, current_app, jsonify, request

from service.errors import Unauthenticated
from service.http.api.context import wiring
from service.http.problems import BadRequest

if TYPE_CHECKING:
    from service.player_keys import Credential

_KEY_CHARS = "A-Za-z0-9._:~-"
_IDEMPOTENCY_KEY = re.compile(f"[{_KEY_CHARS}]{{1,200}}")
# A version as a header carries it: optionally weak (W/) and quoted; at most 15 ASCII digits
# (schemas.MAX_INT), so int() never meets a 5,000-digit number.
_VERSION_HEADER = re.compile(r'(?:W/)?"?([0-9]{1,15})"?')
_LAST_EVENT_ID = re.compile(r"[0-9]{1,15}")


def idempotency_key_pattern(min_length: int = 1) -> str:
    """The documented form of an Idempotency-Key (what :func:`idempotency_key` accepts)."""
    return f"^[{_KEY_CHARS}]{{{min_length},200}}$"


IF_MATCH_PATTERN = f"^{_VERSION_HEADER.pattern}$"
# Empty: no event seen yet (an EventSource whose last id is empty), the same as no header.
LAST_EVENT_ID_PATTERN = f"^({_LAST_EVENT_ID.pattern})?$"


def bearer_token() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthenticated("The Authorization header must be 'Bearer <seat token>' or 'Bearer pk_…' (a player key).",
                              code="malformed_token")
    return token.strip()


def player_key_hash() -> str | None:
    """The hash of the player key sent as the bearer token (already checked by the caller), else None: what a
    stream or ticket it opens remembers of it, to end with it."""
    from service.player_keys import hashed
    from service.players import is_player_key

    token = bearer_token()
    return hashed(token) if token is not None and is_player_key(token) else None


def player_id(scope: str, required: bool = True) -> str | None:
    """The player whose key is the bearer token, when that key has ``scope`` (read, play or manage): 401 for
    none (when required) or a key that is no player's, 403 ``insufficient_scope`` for a key without it."""
    credential = player_credential(required)
    return credential.require(scope) if credential is not None else None


def player_credential(required: bool = True) -> Credential | None:
    """The player key sent; None for none or a seat token (when not required)."""
    from service.players import is_player_key

    token = bearer_token()
    if token is None or not is_player_key(token):
        if token is None and not required:
            return None
        if token is None:
            raise Unauthenticated("This request needs a player key: 'Authorization: Bearer pk_…'.",
                               code="player_key_required")
        if not required:
            return None  # a seat token: the caller is no player here
        raise Unauthenticated("The bearer token is a seat token, not a player key (pk_…).", code="invalid_player_key")
    credential = wiring().players.keys.authenticate(token)
    if credential is None:
        raise Unauthenticated("The player key is unknown, revoked or rotated.", code="invalid_player_key")
    wiring().seat_presence.player_seen(credential.pid)
    return credential


def token_required() -> None:
    """401 ``token_required`` for a request only a seat or a player may make that came with no bearer token at all
    (a token that names no seat here stays a 403: the caller is known)."""
    if bearer_token() is None:
        raise Unauthenticated("This request needs a bearer token: a seat token of this game or its player's key "
                              "(pk_…).", code="token_required")


def viewer_seat(gid: str, scope: str = "read") -> int | None:
    """The caller's seat in ``gid``: None for a spectator; 401/403 for a bad or foreign token, or a player key
    without ``scope`` (read to see the seat's view, play to act). A seat named is seen now (a claim waits on it)."""
    seat = wiring().handler.seat_of(gid, bearer_token(), scope)
    if seat is not None:
        wiring().seat_presence.seat_seen(gid, seat)
    return seat


def if_match() -> int | None:
    header = request.headers.get("If-Match")
    if header is None:
        return None
    matched = _VERSION_HEADER.fullmatch(header.strip())
    if matched is None:
        raise BadRequest('If-Match must be a game version of at most 15 digits, e.g. If-Match: "12".',
                         code="bad_if_match")
    return int(matched.group(1))


def last_event_id() -> int | None:
    """The SSE resume header: the last version the client saw."""
    header = request.headers.get("Last-Event-ID")
    if not header:
        return None
    if not _LAST_EVENT_ID.fullmatch(header):
        raise BadRequest("Last-Event-ID must be a version number of at most 15 digits.", code="bad_last_event_id")
    return int(header)


def idempotency_key(min_length: int = 1) -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not _IDEMPOTENCY_KEY.fullmatch(key) or len(key) < min_length:
        raise BadRequest(f"Idempotency-Key must be {min_length}-200 characters of letters, digits and ._:~- "
                         "(a random UUID is best).", code="bad_idempotency_key")
    return key


def client_scope() -> str:
    """Who is asking, for scoping a create's Idempotency-Key: the peer address (behind a proxy that
    is the proxy's, so keys must be random)."""
    return request.remote_addr or ""


def wants_ndjson() -> bool:
    return request.accept_mimetypes.best_match(["application/json", "application/x-ndjson"]) == \
        "application/x-ndjson" and "application/x-ndjson" in request.headers.get("Accept", "")


def as_json(body: dict, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """A JSON response built without the response schema's dump: the schema documents the shape,
    and on the hot paths (commands, moves, game, events) dumping every envelope through it cost
    more than the rest of the request. Encoded by orjson (sorted keys, as jsonify sorts them; non-ASCII
    as UTF-8 rather than escaped), or by jsonify for what orjson refuses."""
    try:
        data = orjson.dumps(body, default=_refuse, option=_ORJSON_OPTIONS)
    except TypeError:
        response = jsonify(body)
    else:
        response = current_app.response_class(data + b"\n", mimetype="application/json")
    response.status_code = status
    response.headers.update(headers or {})
    if isinstance(body, dict) and isinstance(body.get("version"), int):
        response.body_version = body["version"]  # the ETag of a versioned resource, without parsing the body back
    return response


_ORJSON_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def _refuse(value):
    raise TypeError(f"{type(value).__name__} is left to jsonify")
