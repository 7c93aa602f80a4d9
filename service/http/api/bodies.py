"""Request bodies, checked once before any endpoint reads them: JSON only (else 415), parsed
without recursion errors, at most ``MAX_DEPTH`` levels deep, and valid Unicode (no lone surrogates).

Every endpoint that takes a body (flask-smorest's webargs or ``request.get_json``) reads a body this
hook has already accepted, so a hostile body is one 4xx problem here and never a traceback later.
"""

from __future__ import annotations

import json
import re
from typing import Any

from flask import request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import RequestEntityTooLarge

from service.http.problems import BadRequest, UnsupportedMediaType

MAX_DEPTH = 32
_BODY_METHODS = {"POST", "PUT", "PATCH"}
# A \uD800-\uDFFF escape: the only way a lone surrogate gets into a parsed body (UTF-8 cannot carry one).
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF]")


class BodyError(ValueError):
    """A JSON text Boardroom refuses: too deep, or not valid Unicode."""

    def __init__(self, detail: str, code: str):
        super().__init__(detail)
        self.detail = detail
        self.code = code


def _check(value: Any, raw: bytes) -> None:
    """Refuse nesting deeper than MAX_DEPTH and strings with lone surrogates (iteratively: no recursion)."""
    deep = raw.count(b"[") + raw.count(b"{") > MAX_DEPTH
    surrogates = _SURROGATE_ESCAPE.search(raw) is not None
    if not (deep or surrogates):
        return  # the cheap common case: the text cannot hold either
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = [*item.keys(), *item.values()]
        elif isinstance(item, list):
            children = item
        else:
            if isinstance(item, str) and surrogates:
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError:
                    raise BodyError("The request body holds a lone UTF-16 surrogate escape (\\ud800-\\udfff), "
                                    "which is not Unicode text.", code="invalid_unicode") from None
            continue
        if depth > MAX_DEPTH:
            raise BodyError(f"The request body nests JSON deeper than {MAX_DEPTH} levels.", code="json_too_deep")
        stack.extend((child, depth + 1) for child in children)


def parse(raw: bytes | str) -> Any:
    """Parse a JSON text; ValueError (a BodyError for the rules above) for anything refused."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    try:
        value = json.loads(raw)
    except RecursionError:
        raise BodyError(f"The request body nests JSON deeper than {MAX_DEPTH} levels.", code="json_too_deep") from None
    _check(value, raw)
    return value


class GuardedJSONProvider(DefaultJSONProvider):
    """``request.get_json`` through :func:`parse`, so it cannot recurse too deep either; what ``jsonify`` writes
    (problems among it) carries non-ASCII as UTF-8, as the orjson-encoded answers do."""

    ensure_ascii = False

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return parse(s)


def _refuse_cut_off(raw: bytes) -> None:
    """413 for a body with no Content-Length (chunked) past the cap: werkzeug reads such a body only up to
    ``MAX_CONTENT_LENGTH`` and hands on what it read, so its cut-off JSON would be answered 400 instead."""
    cap = request.max_content_length
    if cap is None or request.content_length is not None or len(raw) < cap:
        return
    if request.environ.get("wsgi.input_terminated") and request.environ["wsgi.input"].read(1):
        raise RequestEntityTooLarge(f"The request body is larger than {cap} bytes (BOARDROOM_MAX_BODY_BYTES).")


def guard_body() -> None:
    """before_request: a body must be JSON (415 otherwise) that :func:`parse` accepts (400 otherwise)."""
    if request.method not in _BODY_METHODS:
        return
    raw = request.get_data(cache=True)
    _refuse_cut_off(raw)
    if not raw and not request.content_type:
        return  # no body at all: the endpoint's schema says what is missing
    if not request.is_json:
        raise UnsupportedMediaType(
            f"Request bodies must be JSON with 'Content-Type: application/json', not "
            f"{(request.content_type or 'none')[:80]!r}.")
    try:
        parse(raw)
    except BodyError as error:
        raise BadRequest(error.detail, code=error.code) from None
    except ValueError:
        raise BadRequest("The request body is not valid JSON.", code="malformed_json") from None
