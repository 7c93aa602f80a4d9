"""A game's history: events, live stream, and the state as of any version."""

from __future__ import annotations

import time

from flask import Response, request, stream_with_context
from flask_smorest import Blueprint

from events.connection import SOCKET_TIMEOUT_SECONDS
from events.envelope import canonical_json
from games import table as tables
from service.api.context import wiring
from service.api.requests import as_json, viewer_seat, wants_ndjson
from service.api.schemas import (
    EventsQuerySchema,
    EventsSchema,
    StateQuerySchema,
    StateSchema,
    StreamQuerySchema,
    problem,
)
from service.audit import export_header
from service.problems import BadRequest, NotFound

blp = Blueprint("history", __name__, url_prefix="/v1/games", description="History and live updates")

KEEPALIVE_SECONDS = 15.0
# One blocking read must end before the client's socket timeout, or it raises TimeoutError mid-stream.
BLOCK_SECONDS = min(KEEPALIVE_SECONDS, SOCKET_TIMEOUT_SECONDS - 1)
STREAM_MAX_SECONDS = 3600.0


def _visible(gid, viewer, after, limit):
    """(table, envelopes after ``after`` as ``viewer`` may see them)."""
    wired = wiring()
    table = wired.handler.table(gid)
    envelopes = wired.store.read(gid, after=after, limit=limit)
    return table, [tables.redact(table, e, viewer) for e in envelopes]


@blp.get("/<gid>/events")
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, EventsSchema, content_type="application/json")
@blp.alt_response(200, content_type="application/x-ndjson",
                  description="an export: a header line (format, gid, game, rules_version, options, version, "
                              "head), then one envelope a line; `boardroom audit FILE` verifies it offline")
@problem(blp, 404, "unknown game")
@blp.doc(security=[{"seatToken": []}, {}])
def events(query, gid):
    """The history as the caller may see it; `Accept: application/x-ndjson` streams it whole."""
    viewer = viewer_seat(gid)
    if wants_ndjson():
        table, _ = _visible(gid, viewer, 0, 1)
        header = export_header(table, wiring().store.head(gid))
        if table["status"] != "finished":
            header.pop("head")  # the last event's hash: see games.table.CHAIN_FIELDS

        def lines():
            yield canonical_json(header) + "\n"
            after = query["after"]
            while True:
                batch = wiring().store.read(gid, after=after, limit=1000)
                if not batch:
                    return
                for envelope in batch:
                    yield canonical_json(tables.redact(table, envelope, viewer)) + "\n"
                after = batch[-1]["v"]

        return Response(stream_with_context(lines()), mimetype="application/x-ndjson")
    _, visible = _visible(gid, viewer, query["after"], query["limit"])
    return as_json({"events": visible, "next": visible[-1]["v"] if visible else query["after"]})


@blp.get("/<gid>/stream")
@blp.arguments(StreamQuerySchema, location="query")
@blp.response(200, content_type="text/event-stream",
              description="Server-sent events (`id` = version); NDJSON with `Accept: application/x-ndjson`. "
                          "Ends after the game is finished and every event was sent.")
@problem(blp, 404, "unknown game")
@blp.doc(security=[{"seatToken": []}, {}])
def stream(query, gid):
    """Live updates from a version on (`after` or `Last-Event-ID`), with keep-alives."""
    viewer = viewer_seat(gid)
    wired = wiring()
    wired.handler.table(gid)
    after = query.get("after")
    if after is None:
        last = request.headers.get("Last-Event-ID", "0").strip() or "0"
        if not last.isdigit():
            raise BadRequest("Last-Event-ID must be a version number.", code="bad_last_event_id")
        after = int(last)
    ndjson = wants_ndjson()
    log_key = wired.store.keys(gid).log

    def frames():
        cursor = after
        started = last_sent = time.monotonic()
        while time.monotonic() - started < STREAM_MAX_SECONDS:
            table = wired.handler.table(gid)
            batch = wired.store.read(gid, after=cursor, limit=500)
            for envelope in batch:
                seen = tables.redact(table, envelope, viewer)
                if ndjson:
                    yield canonical_json(seen) + "\n"
                else:
                    yield f"id: {seen['v']}\nevent: {seen['type']}\ndata: {canonical_json(seen)}\n\n"
                cursor = envelope["v"]
                last_sent = time.monotonic()
            if batch:
                continue
            if table["status"] == "finished" and cursor >= table["version"]:
                return
            # Blocks in Redis until the log grows past the cursor, or the keep-alive is due.
            wired.redis.xread({log_key: f"{cursor}-0"}, count=1, block=int(BLOCK_SECONDS * 1000))
            if time.monotonic() - last_sent >= KEEPALIVE_SECONDS:
                yield "\n" if ndjson else ": keep-alive\n\n"
                last_sent = time.monotonic()

    mimetype = "application/x-ndjson" if ndjson else "text/event-stream"
    return Response(stream_with_context(frames()), mimetype=mimetype,
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


@blp.get("/<gid>/state")
@blp.arguments(StateQuerySchema, location="query")
@blp.response(200, StateSchema)
@problem(blp, 404, "unknown game or version")
@blp.doc(security=[{"seatToken": []}, {}])
def state_at(query, gid):
    """The state as of version `at`, as the caller may see it."""
    viewer = viewer_seat(gid)
    wired = wiring()
    current = wired.handler.table(gid)
    if query["at"] > current["version"]:
        raise NotFound(f"Version {query['at']} does not exist; the game is at {current['version']}.",
                       code="version_not_found")
    past = wired.loader.at(gid, query["at"])
    shown = tables.view(past, viewer)
    return {"version": past["version"], "status": past["status"], "to_act": shown["to_act"],
            "view": shown["view"]}


