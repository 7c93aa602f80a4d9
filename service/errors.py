"""The application's errors: why a use case refused, as a stable snake_case ``code`` and a message
that names the rule. They know nothing of HTTP; ``service.http.problems`` maps each kind to its status.

A rule violation carries the game's own code (its ``RuleViolation`` code, kebab-case in the rules
packages) in the API's one style, see :func:`wire_code`.
"""

from __future__ import annotations

from typing import Any


def wire_code(rule_code: str) -> str:
    """A game's rule code as the service reports it: ``game-not-open`` → ``game_not_open``."""
    return rule_code.replace("-", "_")


class ServiceError(Exception):
    """A refusal with a stable ``code``, a ``detail`` for people and ``extra`` fields for programs."""

    code = "bad_request"

    def __init__(self, detail: str, code: str | None = None, **extra: Any):
        super().__init__(detail)
        self.detail = detail
        if code:
            self.code = code
        self.extra = extra


class Malformed(ServiceError):
    """The request cannot be read at all (a header, a body)."""

    code = "bad_request"


class Unauthenticated(ServiceError):
    """The credentials are nobody's."""

    code = "invalid_token"


class Forbidden(ServiceError):
    """The caller is known but may not do this."""

    code = "not_a_seat"


class NotFound(ServiceError):
    code = "not_found"


class Conflict(ServiceError):
    """The state moved on, or another request holds it; the same request may succeed later."""

    code = "stale_version"


class Invalid(ServiceError):
    """The request is readable but does not describe something the service can do."""

    code = "invalid_request"


class RuleBroken(ServiceError):
    """A game's RuleViolation; its code goes out in the service's one style (:func:`wire_code`)."""

    code = "rule_violation"

    def __init__(self, detail: str, code: str | None = None, **extra: Any):
        super().__init__(detail, wire_code(code) if code else None, **extra)


class Limited(ServiceError):
    """The caller has used up a share of the service; ``retry_after`` seconds until it may try again."""

    code = "rate_limited"

    def __init__(self, detail: str, retry_after: int, code: str | None = None, **extra: Any):
        super().__init__(detail, code, **extra)
        self.retry_after = retry_after


class Unavailable(ServiceError):
    code = "unavailable"


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
