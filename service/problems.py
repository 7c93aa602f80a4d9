"""Errors the service reports, each with an HTTP status and a stable code (RFC 9457 problems)."""

from __future__ import annotations

from typing import Any


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
    status, code, title = 422, "rule_violation", "The rules do not allow this"


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters: a message never echoes a
    client's 60 KB value back in full."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clipped(messages: Any, key_limit: int = 60, text_limit: int = 300) -> Any:
    """Validation messages (marshmallow's nested dicts) with every key and text cut short: an unknown
    field's 60 KB name is not echoed back in full either."""
    def cut(text: str, limit: int) -> str:
        return text if len(text) <= limit else text[: limit - 1] + "…"

    if isinstance(messages, dict):
        return {cut(k, key_limit) if isinstance(k, str) else k: clipped(v, key_limit, text_limit)
                for k, v in list(messages.items())[:50]}
    if isinstance(messages, list):
        return [clipped(m, key_limit, text_limit) for m in messages[:50]]
    return cut(messages, text_limit) if isinstance(messages, str) else messages


class Unavailable(Problem):
    status, code, title = 503, "unavailable", "Service unavailable"
