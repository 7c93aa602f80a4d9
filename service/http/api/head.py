"""The ``Boardroom-Head`` response header: the game's chain head, published while the game runs so an
auditor can pin it (then ``GET /audit?pin=VERSION:HASH`` or ``boardroom audit FILE --pin`` after the end)."""

from __future__ import annotations

from typing import Any

from games import table as tables

NAME = "Boardroom-Head"

DOC = {NAME: {
    "description": "`VERSION HASH`: the game's version and the hash of its last event. The hashes are "
                   "keyed with a secret revealed at the end, so they reveal nothing meanwhile; pin one to "
                   "detect a history rewritten later. Absent while a game created before keyed chains runs.",
    "schema": {"type": "string"},
}}


def head_header(table: tables.Table, version: int | None = None, digest: str | None = None) -> dict[str, str]:
    """The header for ``table`` (or the given head of it), or none when its hashes may not be shown."""
    version, digest = (version, digest) if digest is not None else (table.get("version"), table.get("head"))
    if digest is None or not tables.head_is_public(table):
        return {}
    return {NAME: f"{version} {digest}"}


def with_head(response: Any, table: tables.Table, version: int | None = None, digest: str | None = None) -> Any:
    response.headers.update(head_header(table, version, digest))
    return response
