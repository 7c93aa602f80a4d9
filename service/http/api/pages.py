"""One way to page a list: `limit` and an opaque `cursor` in; the items, `next` and, while there is a next
page, a `Link: <…>; rel="next"` header (RFC 8288) out. The link repeats the request's filters and limit."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any
from urllib.parse import urlencode

from flask import request
from marshmallow import fields, validate

from service.errors import Invalid

MAX_POSITION = 2**53 - 1
MAX_CURSOR = 200  # characters: longer than any cursor given out, and short enough to parse safely

CURSOR_DESCRIPTION = "the `next` of the previous page, as is (absent: the first page)"
NEXT_DESCRIPTION = ("opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` "
                    "header carries the same page's URL")
NEXT_JSON_SCHEMA = {"type": ["string", "null"], "description": NEXT_DESCRIPTION}

# The response header, registered once in the OpenAPI document (components/headers) by ``document``.
LINK = "NextPageLink"
DOC = {"Link": LINK}


def document(spec) -> None:
    """Add the paged lists' `Link` header to the OpenAPI document's components."""
    spec.components.header(LINK, {
        "description": '`<URL>; rel="next"` (RFC 8288), the next page with the same filters and limit; absent on '
                       "the last page. The URL is root-relative: resolve it against the request's.",
        "schema": {"type": "string"}})


def cursor_field() -> fields.String:
    return fields.String(metadata={"description": CURSOR_DESCRIPTION})


def limit_field(default: int, maximum: int, description: str | None = None) -> fields.Integer:
    return fields.Integer(load_default=default, validate=validate.Range(min=1, max=maximum),
                          metadata={"description": description or f"items per page, at most {maximum}"})


def deprecated_alias(description: str) -> fields.Integer:
    """An older position parameter still accepted (``cursor`` wins when both are sent)."""
    return fields.Integer(validate=validate.Range(min=0, max=MAX_POSITION),
                          metadata={"description": f"deprecated: use `cursor`. {description}", "deprecated": True})


def next_field() -> fields.String:
    return fields.String(required=True, allow_none=True, metadata={"description": NEXT_DESCRIPTION})


def encode(kind: str, position: int) -> str:
    """A cursor for ``position`` in a list of ``kind``; only this list's ``decode`` takes it back."""
    return base64.urlsafe_b64encode(json.dumps([kind, position]).encode()).decode().rstrip("=")


def decode(kind: str, cursor: str) -> int:
    """The position a cursor of ``kind`` stands for, or a 422 ``bad_cursor``."""
    try:
        found, position = json.loads(base64.urlsafe_b64decode(sent(cursor) + "=" * (-len(cursor) % 4)))
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError):
        found, position = None, None
    if found != kind or isinstance(position, bool) or not isinstance(position, int) \
            or not 0 <= position <= MAX_POSITION:
        raise bad_cursor()
    return position


def sent(cursor: str) -> str:
    """``cursor`` if it could be one this server gave out (its length), else a 422 ``bad_cursor``."""
    if not 0 < len(cursor) <= MAX_CURSOR:
        raise bad_cursor()
    return cursor


def bad_cursor() -> Invalid:
    return Invalid("The cursor is not one this server gave out for this list: pass a page's `next` as is.",
                   code="bad_cursor")


def position(query: dict[str, Any], kind: str, alias: str) -> int:
    """Where the page starts: the ``cursor`` if sent, else the deprecated ``alias`` parameter, else 0."""
    if "cursor" in query:
        return decode(kind, query["cursor"])
    return query.get(alias, 0)


def link_header(cursor: str | None) -> dict[str, str]:
    """The `Link` to the page at ``cursor`` (none on the last page): this request's URL, other parameters kept."""
    if cursor is None:
        return {}
    kept = [(k, v) for k, v in request.args.items(multi=True) if k not in ("cursor", "after", "offset")]
    return {"Link": f'<{request.script_root}{request.path}?{urlencode([*kept, ("cursor", cursor)])}>; rel="next"'}
