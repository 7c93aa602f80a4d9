"""What a request costs the service, for the budgets weighted by cost (service.http.limits): the expensive reads'
and each caller's total over every route (issue 49).

A unit is about a millisecond of CPU (the web process's and Redis's) or 12.5 kB of answer (a millisecond of a
100 Mbit/s link), whichever the request spends more of; a request costs at least 1. The figures beside each
weight are ``python -m bench route_costs`` on this project's 2-core machine: CPU per request (web + Redis),
and the answer's size. A history read costs by the events it reads, which one lookup of the game's version
tells before the route runs (a page reads at most ``limit`` of the events after its start).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from flask import current_app, request

from service.errors import ServiceError
from service.http import api_document
from service.http.api import pages
from service.http.api.history import HISTORY_PAGES
from service.http.api.requests import wants_ndjson
from service.http.api.schemas import EventsQuerySchema, LogQuerySchema

UNIT_BYTES = 12_500
# The API document costs its bytes (rendered once: 0.3 ms, 700 kB as YAML, 1,017 kB as JSON); a 304, 0.4 ms.
DOCUMENTS = {"openapi_yaml": api_document.YAML, "api-docs.openapi_json": api_document.JSON}
# Fixed weights, from the figures; every other route costs 1 (a table read, /moves, the lobby, the leaderboard, a
# command: 0.5-1.4 ms, under 12.5 kB; a seat's Tabletop Inc. table 0.8 ms, 11.5 kB; a spectator's 0.9 ms, 18 kB).
FIXED = {
    "catalog.catalog": 2,  # 0.8 ms, 21 kB
    "catalog.components": 9,  # 0.6-1.1 ms; 33-111 kB: Bias Effect's is the largest (Tabletop Inc.'s 66 kB)
    "catalog.rules": 3,  # 0.3 ms; 17-34 kB (Tabletop Inc.'s the largest)
}
# History reads: (weight of reading nothing, events read per further unit). Figures on a finished 6-seat
# Tabletop Inc. table of 678 events (the longest history the games make):
HISTORY = {
    # a page of 100 events: 3.1 ms, 59 kB; of 500: 10.0 ms, 292 kB; all 678: 13.3 ms, 399 kB (the bytes bind)
    "history.events": (1, 20),
    # the NDJSON export of all 678: 7.1 ms, 250 kB
    "export": (1, 34),
    # a page of 100 events: 5.8 ms, 36 kB; of 500: 11.5 ms, 178 kB; all 678: 13.8 ms, 243 kB
    "history.game_log_page": (3, 40),
    # the state at version 169: 4.6 ms; at 678: 13.0 ms (folded from the first event)
    "history.state_at": (2, 60),
    # a fresh audit of 678 events: 45.6 ms (re-deciding every decision); one kept since: 1.0 ms
    "audit.audit_game": (1, 15),
}
# A page's limit when the query names none.
DEFAULT_LIMIT = {"history.events": EventsQuerySchema().fields["limit"].load_default,
                 "history.game_log_page": LogQuerySchema().fields["limit"].load_default}


def weight(version_of: Callable[[str], int]) -> int:
    """What this request costs, in units; ``version_of(gid)`` is the game's current version (0 if none)."""
    endpoint = request.endpoint or ""
    if endpoint in DOCUMENTS:
        return _document(DOCUMENTS[endpoint])
    if endpoint == "catalog.components" and _holds(_components_etag()):
        return 1  # a 304: the copy the client holds is current
    if endpoint in FIXED:
        return FIXED[endpoint]
    if endpoint == "history.events" and wants_ndjson():
        endpoint = "export"
    if endpoint not in HISTORY:
        return 1
    base, per_unit = HISTORY[endpoint]
    return base + math.ceil(_events_read(endpoint, version_of) / per_unit)


def _events_read(endpoint: str, version_of: Callable[[str], int]) -> int:
    """How many events the request reads: ``at`` for a past state, else the events after its start, at most a
    page's ``limit`` (a malformed query, which the route refuses, reads none)."""
    args = request.args
    try:
        if endpoint == "history.state_at":
            return max(0, int(args.get("at", 0)))
        version = version_of((request.view_args or {}).get("gid", ""))
        if endpoint == "audit.audit_game":
            return version
        start = pages.decode(HISTORY_PAGES, args["cursor"]) if "cursor" in args else int(args.get("after", 0))
        left = max(0, version - start)
        if endpoint == "export":
            return left
        return min(left, max(0, int(args.get("limit", DEFAULT_LIMIT[endpoint]))))
    except (ValueError, ServiceError):  # the route answers 422 for it
        return 0


def _document(kind: str) -> int:
    rendered = current_app.extensions[api_document.EXTENSION].rendered(kind)
    return 1 if _holds(rendered.etag) else max(1, math.ceil(len(rendered.body) / UNIT_BYTES))


def _components_etag() -> str | None:
    found = current_app.extensions["boardroom-components"].get((request.view_args or {}).get("game"))
    return found[1] if found else None


def _holds(etag: str | None) -> bool:
    """Whether the client holds the representation tagged ``etag`` (its If-None-Match names it): a 304."""
    return etag is not None and request.if_none_match.contains(etag)
