"""A game's history: events, live stream, and the state as of any version."""

from __future__ import annotations

import logging
import time

import redis
from flask import Response, stream_with_context
from flask_smorest import Blueprint

from events.envelope import canonical_json
from games import table as tables
from service.api import head, stream_docs
from service.api.context import wiring
from service.api.requests import as_json, last_event_id, viewer_seat, wants_ndjson
from service.api.schemas import (
    SPECTATOR_OR_SEAT,
    EventsQuerySchema,
    StateQuerySchema,
    StateSchema,
    StreamQuerySchema,
    problem,
    seat_problems,
)
from service.audit import export_header
from service.problems import NotFound

blp = Blueprint("history", __name__, url_prefix="/v1/games", description="History and live updates")

log = logging.getLogger(__name__)

# The NDJSON stream's keep-alive: a line that is not an envelope (no `v`), so readers skip it by type.
HEARTBEAT = canonical_json({"type": "heartbeat"}) + "\n"
SSE_KEEPALIVE = ": keep-alive\n\n"


def _visible(gid, viewer, after, limit):
    """(table, envelopes after ``after`` as ``viewer`` may see them)."""
    wired = wiring()
    table = wired.handler.table(gid)
    envelopes = wired.store.read(gid, after=after, limit=limit)
    return table, [tables.redact(table, e, viewer) for e in envelopes]


@blp.get("/<gid>/events")
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, "EventPage", content_type="application/json", headers=head.DOC)
@blp.alt_response(200, schema=stream_docs.EXPORT_SCHEMA, content_type="application/x-ndjson",
                  description="a page of the history as JSON, or with `Accept: application/x-ndjson` an export "
                              "of all of it")
@problem(blp, 404, "unknown game")
@seat_problems(blp)
@blp.doc(operationId="listEvents", security=SPECTATOR_OR_SEAT)
def events(query, gid):
    """The history as the caller may see it; `Accept: application/x-ndjson` streams it whole."""
    viewer = viewer_seat(gid)
    if wants_ndjson():
        table, _ = _visible(gid, viewer, 0, 1)
        header = export_header(table, wiring().store.head(gid))
        if not tables.head_is_public(table):
            header.pop("head")  # an unkeyed chain's last hash: see games.table.CHAIN_FIELDS

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

        return head.with_head(Response(stream_with_context(lines()), mimetype="application/x-ndjson"), table,
                              header["version"], header.get("head"))
    table, visible = _visible(gid, viewer, query["after"], query["limit"])
    page = {"game": table["game"], "events": visible, "next": visible[-1]["v"] if visible else query["after"]}
    return head.with_head(as_json(page), table)


@blp.get("/<gid>/stream")
@blp.arguments(StreamQuerySchema, location="query")
@blp.doc(responses={"200": stream_docs.STREAM_RESPONSE}, parameters=[stream_docs.LAST_EVENT_ID])
@problem(blp, 400, "Last-Event-ID is not a version")
@problem(blp, 404, "unknown game")
@seat_problems(blp)
@blp.doc(operationId="streamEvents", security=SPECTATOR_OR_SEAT)
def stream(query, gid):
    """Live updates from a version on (`after` or `Last-Event-ID`), with keep-alives."""
    viewer = viewer_seat(gid)
    wired = wiring()
    wired.handler.table(gid)
    after = query.get("after")
    if after is None:
        after = last_event_id() or 0
    ndjson = wants_ndjson()
    log_key = wired.store.keys(gid).log
    keepalive = wired.settings.stream_keepalive_seconds
    longest = wired.settings.stream_max_seconds
    block_cap = _block_cap(wired.redis)

    def frames():
        cursor = after
        started = time.monotonic()
        last_sent = started - keepalive  # an idle stream starts with a keep-alive: the headers go out at once
        try:
            while time.monotonic() - started < longest:
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
                now = time.monotonic()
                if now - last_sent >= keepalive:
                    yield HEARTBEAT if ndjson else SSE_KEEPALIVE
                    last_sent = now
                # Blocks in Redis until the log grows past the cursor, the keep-alive is due or the
                # stream's time is up; never longer than the Redis client's socket timeout allows.
                wait = min(keepalive - (now - last_sent), block_cap, longest - (now - started))
                wired.redis.xread({log_key: f"{cursor}-0"}, count=1, block=max(1, int(wait * 1000)))
        except redis.RedisError as error:
            # Redis went away mid-stream: end it (the client resumes with Last-Event-ID), one line, no traceback.
            log.warning("stream of game %s after version %s ended: %s", gid, cursor, error)

    mimetype = "application/x-ndjson" if ndjson else "text/event-stream"
    return Response(stream_with_context(frames()), mimetype=mimetype,
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _block_cap(client: redis.Redis) -> float:
    """The longest one blocking XREAD may wait: safely under the client's socket timeout (redis-py's
    default is 5 s, and a read that outlasts it raises TimeoutError and drops the stream)."""
    pool = client.connection_pool
    # A connection as the pool would make it (constructing one does not connect): its timeout is the
    # URL's or the arguments', else the connection class's own default.
    timeout = pool.connection_class(**pool.connection_kwargs).socket_timeout
    if timeout is None:
        return float("inf")
    # Half the timeout: a loaded machine may take a second or more to read the reply that ends the block.
    return timeout / 2


@blp.get("/<gid>/state")
@blp.arguments(StateQuerySchema, location="query")
@blp.response(200, StateSchema)
@problem(blp, 404, "unknown game or version")
@seat_problems(blp)
@blp.doc(operationId="getState", security=SPECTATOR_OR_SEAT)
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


