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


class Unavailable(Problem):
    status, code, title = 503, "unavailable", "Service unavailable"
