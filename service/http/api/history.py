"""A game's history: events, live stream, and the state as of any version."""

from __future__ import annotations

import logging
import time
from functools import partial, wraps

from flask import Response, request, stream_with_context
from flask_smorest import Blueprint

from events.connection import REDIS_ERRORS
from events.envelope import canonical_json
from games import lifecycle
from games import table as tables
from service import game_log, game_state
from service.audit import export_header
from service.claimable import with_claimable_at
from service.errors import Forbidden, NotFound
from service.http.api import head, pages, stream_docs
from service.http.api.context import wiring
from service.http.api.requests import (
    as_json,
    bearer_token,
    last_event_id,
    player_key_hash,
    token_required,
    viewer_seat,
    wants_ndjson,
)
from service.http.api.schemas import (
    SEAT_ONLY,
    SPECTATOR_OR_SEAT,
    EventsQuerySchema,
    LogPageSchema,
    LogQuerySchema,
    StateQuerySchema,
    StateSchema,
    StreamQuerySchema,
    StreamTicketSchema,
    problem,
    seat_problems,
)
from service.http.problems import BadRequest

blp = Blueprint("history", __name__, url_prefix="/v1/games", description="History and live updates")

log = logging.getLogger(__name__)

# The NDJSON stream's keep-alive: a line that is not an envelope (no `v`), so readers skip it by type.
HEARTBEAT = canonical_json({"type": "heartbeat"}) + "\n"
SSE_KEEPALIVE = ": keep-alive\n\n"
CATCH_UP = 500  # events read from the log at a time when a follower starts or falls behind
HISTORY_PAGES = "history"  # what the event list's and the log's cursors are cursors of: a version


def _visible(gid, viewer, after, limit, whole_decisions: bool = False):
    """(table, envelopes after ``after`` as ``viewer`` may see them), up to the end of a decision if asked."""
    wired = wiring()
    table = wired.handler.table(gid)
    envelopes = wired.store.read(gid, after=after, limit=limit)
    if whole_decisions and envelopes:
        envelopes = game_log.batch_end(envelopes, wired.store.read(gid, after=envelopes[-1]["v"], limit=CATCH_UP))
    return table, [tables.summarized(table, tables.redact(table, e, viewer)) for e in envelopes]


def _following(table, visible) -> str | None:
    """The cursor of the page after ``visible``, when the history goes on past it."""
    return pages.encode(HISTORY_PAGES, visible[-1]["v"]) if visible and visible[-1]["v"] < table["version"] else None


def _named(seat: dict) -> dict:
    """Who a seat is, as the log page lists it (SeatNameSchema): not built through the schema, for speed."""
    return {k: seat.get(k) for k in ("seat", "name", "bot", "player", "registered")}


@blp.get("/<gid>/log")
@blp.arguments(LogQuerySchema, location="query")
@blp.response(200, LogPageSchema, headers={**head.DOC, **pages.DOC})
@problem(blp, 404, "unknown game")
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@seat_problems(blp)
@blp.doc(operationId="getLog", **SPECTATOR_OR_SEAT)
def game_log_page(query, gid):
    """What happened, one entry per decision, each event told in a sentence, as the caller may see it.

    A page at a time: follow `next` (or the `Link` header) until it is null."""
    start = pages.position(query, HISTORY_PAGES, "after")
    table, visible = _visible(gid, viewer_seat(gid), start, query["limit"], whole_decisions=True)
    following = _following(table, visible)
    page = {"game": table["game"], "seats": [_named(lifecycle.seat_of(table, s["seat"])) for s in table["seats"]],
            "entries": game_log.entries(visible, tables.game_of(table).headline_events), "next": following}
    return head.with_head(as_json(page), table), pages.link_header(following)


@blp.get("/<gid>/events")
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, "EventPage", content_type="application/json", headers={**head.DOC, **pages.DOC})
@blp.alt_response(200, schema=stream_docs.EXPORT_SCHEMA, content_type="application/x-ndjson",
                  description="a page of the history as JSON, or with `Accept: application/x-ndjson` an export "
                              "of all of it")
@problem(blp, 404, "unknown game")
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@seat_problems(blp)
@blp.doc(operationId="listEvents", **SPECTATOR_OR_SEAT)
def events(query, gid):
    """The history as the caller may see it; `Accept: application/x-ndjson` streams it whole.

    A page at a time: follow `next` (or the `Link` header) until it is null."""
    viewer = viewer_seat(gid)
    start = pages.position(query, HISTORY_PAGES, "after")
    if wants_ndjson():
        table, _ = _visible(gid, viewer, 0, 1)
        header = export_header(table, wiring().store.head(gid))
        if not tables.head_is_public(table):
            header.pop("head")  # an unkeyed chain's last hash: see games.table.CHAIN_FIELDS

        def lines():
            yield canonical_json(header) + "\n"
            after = start
            while True:
                batch = wiring().store.read(gid, after=after, limit=1000)
                if not batch:
                    return
                for envelope in batch:
                    yield canonical_json(tables.redact(table, envelope, viewer)) + "\n"
                after = batch[-1]["v"]

        return head.with_head(Response(stream_with_context(lines()), mimetype="application/x-ndjson"), table,
                              header["version"], header.get("head"))
    table, visible = _visible(gid, viewer, start, query["limit"])
    following = _following(table, visible)
    page = {"game": table["game"], "events": visible, "next": following}
    return head.with_head(as_json(page), table), pages.link_header(following)


@blp.post("/<gid>/stream-tickets")
@blp.response(201, StreamTicketSchema)
@problem(blp, 404, "unknown game")
@seat_problems(blp)
@blp.doc(operationId="createStreamTicket", security=SEAT_ONLY)
def stream_ticket(gid):
    """A single-use ticket, valid 60 s, that opens this seat's stream as `GET /stream?ticket=…` (for EventSource).

    A ticket asked for with a player key opens nothing once that key is revoked or rotated, and the stream it
    opened ends then."""
    wired = wiring()
    wired.handler.table(gid)
    seat = viewer_seat(gid)
    if seat is None:
        token_required()
        raise Forbidden("A stream ticket stands for a seat: send the seat's bearer token or player key.")
    return {"ticket": wired.stream_tickets.issue(gid, seat, player_key_hash()), "seat": seat,
            "expires_in": wired.stream_tickets.ttl_seconds}


def _ticket_or_token(view):
    """400 ``ticket_and_token`` for a stream asked with a ticket and a bearer token, before the query is checked:
    a malformed ticket beside a token is that mistake too, not a 422 about the ticket."""
    @wraps(view)
    def checked(*args, **kwargs):
        if request.args.get("ticket") and bearer_token() is not None:
            raise BadRequest("Send a stream ticket or a bearer token, not both.", code="ticket_and_token")
        return view(*args, **kwargs)
    return checked


@blp.get("/<gid>/stream")
@_ticket_or_token
@blp.arguments(StreamQuerySchema, location="query")
@blp.doc(responses={"200": stream_docs.STREAM_RESPONSE}, parameters=stream_docs.GAME_STREAM_PARAMETERS)
@problem(blp, 400, "Last-Event-ID is not a version, or a ticket sent with a bearer token (`ticket_and_token`)")
@problem(blp, 404, "unknown game")
@seat_problems(blp)
@blp.doc(operationId="streamEvents", **SPECTATOR_OR_SEAT)
def stream(query, gid):
    """Live updates from a version on (`after` or `Last-Event-ID`), with keep-alives: every event, or with
    `as=state` the caller's whole game (view, seats, clocks, moves, new log entries) after every change.

    A browser's EventSource cannot send Authorization: it opens a seat's stream with `?ticket=`."""
    wired = wiring()
    wired.handler.table(gid)
    if query.get("ticket"):
        redeemed = wired.stream_tickets.redeem(gid, query["ticket"])
        viewer, key_hash = redeemed.seat, redeemed.key_hash
    else:
        viewer, key_hash = viewer_seat(gid), player_key_hash()
    resume = last_event_id()  # checked even when `after` wins: a malformed header is refused, never ignored
    after = query.get("after")
    if after is None:
        after = resume or 0
    ndjson = wants_ndjson()
    if query["mode"] == "state":
        return _state_stream(gid, viewer, after, ndjson, key_hash)

    def frame(envelope) -> str:
        if ndjson:
            return canonical_json(envelope) + "\n"
        # No `event:` line: EventSource hands the frame to `onmessage`; the type is inside the data.
        return f"id: {envelope['v']}\ndata: {canonical_json(envelope)}\n\n"

    live: dict = {"follower": None, "table": None, "batch": None, "cursor": after}

    def seen_frame(table, envelope) -> str:
        return frame(tables.summarized(table, tables.redact(table, envelope, viewer)))

    def reloaded(table, version: int):
        # The table as loaded after the event at ``version``, once for all followers of the game; never older
        # than the one this follower holds (one connecting late catches up through old lifecycle events).
        shared = wired.fanout.shared(gid, ("table", version), partial(wired.handler.table, gid))
        return shared if shared["version"] >= table["version"] else wired.handler.table(gid)

    def told_as(table) -> tuple:
        # Everything of the table an event's frame depends on besides the event (redaction, summary):
        # followers who agree on it share one encoded frame (service.fanout.FanOut.shared).
        return (viewer, ndjson, table["status"], table.get("chain"), table.get("rules_version"),
                tuple(tables.seat_names(table)))

    def poll() -> tuple[list[str], bool, bool]:
        if live["follower"] is None:
            # before the first read of the log: no event falls in between
            live["follower"] = wired.fanout.follow(gid, key_hash)
            live["table"] = wired.handler.table(gid)
        batch = live["batch"]
        if batch is None:  # the fan-out kept too little: read the log itself
            batch = wired.store.read(gid, after=live["cursor"], limit=CATCH_UP)
        ready = []
        for envelope in batch:
            if envelope["v"] <= live["cursor"]:
                continue
            if envelope["type"] in tables.LIFECYCLE:  # the table's status may change with it
                live["table"] = reloaded(live["table"], envelope["v"])
            table = live["table"]
            ready.append(wired.fanout.shared(gid, (*told_as(table), envelope["v"], envelope.get("hash")),
                                             partial(seen_frame, table, envelope)))
            live["cursor"] = envelope["v"]
        again = len(batch) == CATCH_UP
        live["batch"] = None if again else []
        if ready and key_stopped(live, key_hash):
            return [], False, True
        return ready, again, tables.has_ended(live["table"]) and live["cursor"] >= live["table"]["version"]

    def wait(seconds: float) -> None:
        # Without a thread of its own or a Redis connection: the fan-out reads for every follower of
        # this process, and wakes this one when the game moves.
        live["follower"].wait(seconds)
        live["batch"] = live["follower"].after(live["cursor"])

    def close() -> None:
        if live["follower"] is not None:
            live["follower"].close()

    return live_response(poll, wait, ndjson, f"stream of game {gid}", close, key_ended(live), seen(gid, viewer))


def seen(gid: str, viewer: int | None):
    """What a seat's open stream does while it runs: it keeps the seat seen (a spectator's does nothing)."""
    presence = wiring().seat_presence
    return (lambda: None) if viewer is None else (lambda: presence.seat_seen(gid, viewer))


def key_ended(live: dict):
    """Whether the player key the stream (its follower in ``live``) was opened with has been revoked or rotated."""
    return lambda: live["follower"] is not None and live["follower"].key_ended


def key_stopped(live: dict, key_hash: str | None) -> bool:
    """Whether the player key a stream was opened with has stopped working, asked of the store before frames that
    may show a seat's view go out: one HGET beside what building them cost, and only for a stream opened with a
    key (a spectator's costs nothing), so none goes out after the key stops, not even before the fan-out hears."""
    if key_hash is None or wiring().players.keys.live([key_hash]):
        return False
    live["follower"].key_ended = True
    return True


def _state_stream(gid: str, viewer: int | None, after: int, ndjson: bool, key_hash: str | None) -> Response:
    """The caller's GameState on connect and after every change; each frame's id is the version it shows."""
    wired = wiring()
    live: dict = {"follower": None, "cursor": after, "sent": False}

    def poll() -> tuple[list[str], bool, bool]:
        if live["follower"] is None:
            live["follower"] = wired.fanout.follow(gid, key_hash)  # before the first read: no change falls in between
        table = wired.handler.table(gid)
        told = []
        while live["cursor"] < table["version"]:
            # Up to the version the frame shows, never past it: events appended since the table was loaded
            # belong to the next frame, with the state they made.
            batch = wired.store.read(gid, after=live["cursor"], limit=min(CATCH_UP, table["version"] - live["cursor"]))
            if not batch:
                break
            told += [tables.summarized(table, tables.redact(table, e, viewer)) for e in batch]
            live["cursor"] = batch[-1]["v"]
        ready = []
        if (told or not live["sent"]) and key_stopped(live, key_hash):
            return [], False, True
        if told or not live["sent"]:
            shown = with_claimable_at(game_state.state(table, viewer, told), table, viewer, wired.seat_presence)
            body = canonical_json(shown)
            ready.append(body + "\n" if ndjson else f"id: {table['version']}\ndata: {body}\n\n")
            live["sent"] = True
        return ready, False, tables.has_ended(table) and live["cursor"] >= table["version"]

    def wait(seconds: float) -> None:
        live["follower"].wait(seconds)

    def close() -> None:
        if live["follower"] is not None:
            live["follower"].close()

    return live_response(poll, wait, ndjson, f"state stream of game {gid}", close, key_ended(live),
                         seen(gid, viewer))


def live_response(poll, wait, ndjson: bool, label: str, close=lambda: None, ended=lambda: False,
                  beat=lambda: None) -> Response:
    """A live stream with keep-alives, shared by every stream of the API.

    ``poll()`` gives (frames ready now, whether more are ready at once, whether the stream is over);
    ``wait(seconds)`` blocks until there may be more. An idle stream starts with a keep-alive, so its
    headers go out at once, and sends one after each keep-alive period without a frame; it ends after
    the stream's longest time, when Redis goes away, when the process is stopping (clients resume), or when
    ``ended()`` says so (the player key it was opened with stopped working: the client cannot resume with it).
    ``beat()`` runs on every round: the stream's client is still there.
    """
    wired = wiring()
    fanout = wired.fanout
    keepalive = wired.settings.stream_keepalive_seconds
    longest = wired.settings.stream_max_seconds

    def frames():
        started = time.monotonic()
        last_sent = started - keepalive
        try:
            while time.monotonic() - started < longest:
                beat()
                ready, again, over = poll()
                for text in ready:
                    yield text
                    last_sent = time.monotonic()
                if again:
                    continue
                if over:
                    return
                now = time.monotonic()
                if now - last_sent >= keepalive:
                    yield HEARTBEAT if ndjson else SSE_KEEPALIVE
                    last_sent = now
                wait(max(0.001, min(keepalive - (now - last_sent), longest - (now - started))))
                if fanout.draining or ended():
                    return
        except REDIS_ERRORS as error:
            # Redis went away mid-stream: end it (the client resumes with Last-Event-ID), one line, no traceback.
            log.warning("%s ended: %s", label, error)
        finally:
            close()

    mimetype = "application/x-ndjson" if ndjson else "text/event-stream"
    return Response(stream_with_context(frames()), mimetype=mimetype,
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


@blp.get("/<gid>/state")
@blp.arguments(StateQuerySchema, location="query")
@blp.response(200, StateSchema)
@problem(blp, 404, "unknown game or version")
@seat_problems(blp)
@blp.doc(operationId="getState", **SPECTATOR_OR_SEAT)
def state_at(query, gid):
    """The state as of version `at`, as the caller may see it, with the game's digest of it: the whole view in
    lines a player reads."""
    viewer = viewer_seat(gid)
    wired = wiring()
    current = wired.handler.table(gid)
    if query["at"] > current["version"]:
        raise NotFound(f"Version {query['at']} does not exist; the game is at {current['version']}.",
                       code="version_not_found")
    past = wired.loader.at(gid, query["at"])
    shown = tables.view(past, viewer)
    return {"game": past["game"], "version": past["version"], "status": past["status"], "to_act": shown["to_act"],
            "view": shown["view"], "digest": tables.digest(past, shown["view"], viewer)}


