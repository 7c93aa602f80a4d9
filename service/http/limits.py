"""Rate limits per caller (flask-limiter, counters in the service's Redis), a cap on each caller's open
live streams, and a cap on the all-bot tables a client may have running at once.

A caller is the bearer credential it presents (a seat token or a player key, hashed: no secret is
written into a Redis key), else its address (``request.remote_addr``, which ``BOARDROOM_TRUSTED_PROXIES``
lets a reverse proxy set), an IPv6 address counted by its /64. So one address may run many bots, each
on its own budget; a bearer token that is nobody's counts as the address, so made-up tokens buy no
fresh budgets.

Two budgets are weighted by what each request costs (service.http.costs): the expensive reads' (the API
document, the catalogues, a game's history, log, past states and audit), and each caller's ``total`` over every
route, which bounds what one caller may take of the machine however it spreads its requests over the routes.

Refusals are 429 ``application/problem+json`` with ``Retry-After``: ``rate_limited`` when a budget of
requests per period is spent, ``too_many_streams`` when the caller's live streams are all open,
``too_many_bot_tables`` when the client's all-bot tables are still playing. Every limited response
carries the IETF draft headers ``RateLimit-Policy`` and ``RateLimit`` (draft-ietf-httpapi-ratelimit-headers)
so a client can pace itself.

A caller that asks again while refused is answered from this process's memory of the refusal, and under
gevent held until its budget frees (service.http.refusals): a flood of 429s costs no Redis round trip.

The limiter never holds a request for a stalled Redis longer than BOARDROOM_LIMIT_STORE_TIMEOUT_SECONDS:
it then counts in this process's memory until its Redis answers again (flask-limiter's in-memory
fallback), so routes that need no Redis keep answering and the others answer 503 on their own.
The server's own bots play through the command handler, not HTTP, so no limit slows them down.
"""

from __future__ import annotations

import functools
import hashlib
import ipaddress
import logging
import math
import time
import uuid
from collections.abc import Callable, Iterable

from flask import Flask, Response, current_app, g, make_response, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit
from flask_limiter.errors import RateLimitExceeded
from limits import RateLimitItem, parse_many
from redis.backoff import NoBackoff
from redis.retry import Retry

from service.bootstrap import Container
from service.capped_leases import CappedLeases
from service.errors import Limited
from service.http import bot_tables, costs
from service.http.problems import error_response
from service.http.refusals import Refusal, Refusals
from service.players import KEYS as PLAYER_KEYS
from service.players import is_player_key
from service.tokens import index_key

log = logging.getLogger(__name__)

KEY_PREFIX = "br:limits"
# endpoint: (setting, the budget's name in RateLimit-Policy)
LIMITED = {"games.create": ("limit_create", "create"), "games.join": ("limit_join", "join"),
           "play.command": ("limit_commands", "commands"), "lifecycle.rematch": ("limit_create", "create"),
           "players.create_player": ("limit_players", "players"),
           "web.index": ("limit_assets", "assets"), "web.asset": ("limit_assets", "assets"),
           "docs_ui.static": ("limit_assets", "assets")}
# Public reads that cost much (issue 49: the document, the catalogues, a game's history) share one budget,
# each request spending what it costs (service.http.costs).
EXPENSIVE = ("audit.audit_game", "history.state_at", "history.events", "history.game_log_page", "openapi_yaml",
             "api-docs.openapi_json", "catalog.catalog", "catalog.components", "catalog.rules")
EXPENSIVE_SCOPE = "expensive"
TOTAL_SCOPE = "total"  # each caller's budget over every route, each request spending what it costs
WEIGHTED = (EXPENSIVE_SCOPE, TOTAL_SCOPE)
COST = "boardroom.limits.cost"  # the request's cost, once weighed (a WSGI environ key)
CHECKED_FIRST = "boardroom_limits_checked_first"  # (on flask.g) the limits checked before the route's own
TOTAL_MEMORY = "#total"  # what a refusal by the total is remembered under: every route of the caller
WEIGHED_IN = {EXPENSIVE_SCOPE: "units of cost (see RateLimit)",
              TOTAL_SCOPE: "units of cost over every route (see RateLimit)"}
LOOKUP = "boardroom.limits.lookup"
CALLER = "boardroom.limits.caller"  # the request's caller, once found (a WSGI environ key)
STREAMS = ("history.stream", "players.stream")
# An address may be a household or an office behind one NAT, each browser tab with a spectator stream.
ANONYMOUS_STREAMS_FACTOR = 4
CALLER_PREFIX = "caller:"
# Budgets by address whatever the caller presents: a new account's key must not buy more new accounts.
BY_ADDRESS = {"players.create_player"}
UNLIMITED = {"ops.healthz", "ops.metrics"}
STORE_TRIES = 0  # the limiter's Redis calls are not retried: its timeout is the whole wait
UNROUTED = "unrouted"  # the budget of requests no route serves
# (endpoint, scope) of budgets that only some of a route's requests spend, and which: a refusal by one of them is
# remembered for those requests only (a seek people alone may fill does not spend the creation budget).
CONDITIONAL = {(bot_tables.SEEK, bot_tables.CREATE_OR_BOT_SEEK): bot_tables.bots_may_fill}
ERRORS = "errors"  # the budget of answers 4xx per caller and route
# Answers that say the request was wrong (not a conflict of the game moving, not a refusal already counted).
REFUSED_REQUESTS = {400, 401, 403, 404, 413, 415, 422}
CALLERS_KEPT_SECONDS = 10.0  # how long a credential's caller is remembered (a revoked one keeps its budget so long)
CALLERS_KEPT = 50_000
CALLERS = "boardroom.limits.callers"  # the app's memory of credentials' callers: digest -> (until, caller)

def address_key() -> str:
    """The caller's address; an IPv6 one as its /64, which one host usually holds whole."""
    address = request.remote_addr or "unknown"
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 6:
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def client_key() -> str:
    """Whom a budget belongs to: the bearer credential (by its hash) when it is someone's, else the address.

    The credential is checked (one Redis lookup, bounded like the limiter's own) so that made-up tokens,
    which some routes never check, buy no fresh budgets; the answer is kept for the request.
    """
    if CALLER not in request.environ:
        request.environ[CALLER] = _known_caller() or address_key()
    return request.environ[CALLER]


def player_caller(pid: str) -> str:
    """The budget of a player, whichever of its keys it calls with."""
    return f"{CALLER_PREFIX}{pid}"


def _known_caller() -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    lookup = current_app.extensions.get(LOOKUP)
    if scheme.lower() != "bearer" or not token.strip() or lookup is None:
        return None
    token = token.strip()
    digest = hashlib.sha256(token.encode()).hexdigest()
    callers = current_app.extensions.setdefault(CALLERS, {})
    kept = callers.get(digest)
    if kept is not None and kept[0] > time.monotonic():
        return kept[1]
    try:
        if is_player_key(token):  # one budget per player, however many keys it holds
            entry = lookup.hget(PLAYER_KEYS, digest)
            caller = player_caller(entry.decode().partition(' ')[0]) if entry else None
        else:
            caller = f"{CALLER_PREFIX}{digest[:32]}" if lookup.exists(index_key(token)) else None
    except Exception:  # noqa: BLE001 - the limiter's Redis stalled: the address's budget, at once (not kept)
        return None
    if len(callers) >= CALLERS_KEPT:
        callers.clear()
    callers[digest] = (time.monotonic() + CALLERS_KEPT_SECONDS, caller)
    return caller


def install(app: Flask, wired: Container) -> Limiter | None:
    """Register the limits of ``wired.settings`` on ``app`` (nothing when they are switched off)."""
    settings = wired.settings
    if not settings.rate_limits:
        return None

    refusals = Refusals()
    app.before_request(functools.partial(_refused_before, refusals))  # before the limiter's own check

    def breached(limit: RequestLimit) -> Response:
        remembered_as = _remembered_as(request.endpoint, limit.request_args[-1])
        name = budget_name(limit)
        spent_on = WEIGHED_IN.get(name, "")
        retry_after = _refused(refusals, limit.request_args[1], remembered_as, limit.limit, name, limit.reset_at,
                               spent_on=spent_on)
        counted = f"{limit.limit} {spent_on}" if spent_on else str(limit.limit)
        return error_response(Limited(
            f"Rate limit of {counted} per caller reached; retry in {retry_after} s.", retry_after,
            limit=str(limit.limit)))

    timeout = settings.limit_store_timeout
    total = parse_many(settings.limit_total)
    app.config.update(RATELIMIT_KEY_PREFIX=KEY_PREFIX, RATELIMIT_SWALLOW_ERRORS=True)
    limiter = Limiter(
        client_key, app=app, storage_uri=settings.redis_url, strategy="sliding-window-counter",
        storage_options={"socket_timeout": timeout, "socket_connect_timeout": timeout,
                         "retry": Retry(NoBackoff(), STORE_TRIES)},
        # A stalled Redis: count in memory, and look for the Redis again now and then.
        in_memory_fallback_enabled=True, in_memory_fallback=[settings.limit_default],
        default_limits=[settings.limit_default], on_breach=breached, headers_enabled=False,
        application_limits=[ApplicationLimit(limit_provider=settings.limit_total, scope=TOTAL_SCOPE,
                                             cost=_cost_within(total, wired))],
    )
    app.extensions[LOOKUP] = limiter.storage.storage  # the limiter's Redis client, with its bounded waits
    # The budgets checked before the route (the caller's total): a route's own limits replace them in
    # flask-limiter's list of the request's limits, and the pacing headers name them all.
    app.before_request(lambda: setattr(g, CHECKED_FIRST, list(limiter.current_limits)))
    limiter.request_filter(lambda: request.method == "OPTIONS" or request.endpoint in UNLIMITED)
    app.register_error_handler(RateLimitExceeded, lambda error: error.get_response())
    # Owners of new tables and the all-bot table cap: before the routes' own limits, so refusals count too.
    bot_tables.install(app, wired, limiter, client_key, player_caller)
    if settings.max_streams > 0:
        streams = StreamCap(wired, settings.max_streams, settings.stream_keepalive_seconds)
        for endpoint in STREAMS:
            app.view_functions[endpoint] = streams.wrap(app.view_functions[endpoint])
    for endpoint, (setting, name) in LIMITED.items():
        keyed = {"key_func": address_key} if endpoint in BY_ADDRESS else {}
        app.view_functions[endpoint] = limiter.limit(getattr(settings, setting), scope=name, **keyed)(
            app.view_functions[endpoint])
    expensive = limiter.shared_limit(settings.limit_expensive, scope=EXPENSIVE_SCOPE,
                                     cost=_cost_within(parse_many(settings.limit_expensive), wired))
    for endpoint in EXPENSIVE:
        app.view_functions[endpoint] = expensive(app.view_functions[endpoint])
    unrouted = [("default", UNROUTED, parse_many(settings.limit_default)), (TOTAL_SCOPE, TOTAL_SCOPE, total)]
    app.before_request(functools.partial(_limit_unrouted, limiter, unrouted, refusals))
    app.after_request(functools.partial(_pacing_headers, limiter))
    app.after_request(functools.partial(_count_refused, limiter, parse_many(settings.limit_errors), refusals))
    return limiter


def _cost_within(items: list[RateLimitItem], wired: Container) -> Callable[[], int]:
    """What this request spends of a budget of ``items``: its cost, at most the budget's smallest quota (a request
    dearer than a whole quota would be refused for ever)."""
    cap = min(item.amount for item in items)
    return lambda: min(cap, request_cost(wired))


def request_cost(wired: Container) -> int:
    """This request's cost (service.http.costs), weighed once."""
    if COST not in request.environ:
        lookup = current_app.extensions.get(LOOKUP)
        try:
            request.environ[COST] = costs.weight(functools.partial(_stored_version, lookup, wired))
        except Exception:  # noqa: BLE001 - raised to flask-limiter, it would count in memory as if Redis were gone
            log.exception("could not weigh %s %s; it costs 1", request.method, request.path)
            request.environ[COST] = 1
    return request.environ[COST]


def _stored_version(lookup, wired: Container, gid: str) -> int:
    """A game's current version, read with the limiter's bounded waits; 0 when unknown or unread."""
    try:
        return int(lookup.hget(wired.store.keys(gid).meta, "v") or 0)
    except Exception:  # noqa: BLE001 - the limiter's Redis stalled: the route's own refusal follows
        return 0


def _refused_before(refusals: Refusals) -> Response | None:
    """The 429 of a caller asking again before its spent budget frees, from memory."""
    if request.method == "OPTIONS" or request.endpoint in UNLIMITED:
        return None
    refused = refusals.answer(client_key(), TOTAL_MEMORY)
    if refused is not None:
        return refused
    caller = address_key() if request.endpoint in BY_ADDRESS else client_key()
    refused = refusals.answer(caller, request.endpoint or UNROUTED)
    for (endpoint, scope), spends in CONDITIONAL.items():
        if refused is None and endpoint == request.endpoint and spends():
            refused = refusals.answer(caller, _remembered_as(endpoint, scope))
    return refused


def _remembered_as(endpoint: str | None, scope: str) -> str:
    """What a refusal is remembered under: the route, or the route and budget when only some requests spend it;
    the caller's total, whatever the route."""
    if scope == TOTAL_SCOPE:
        return TOTAL_MEMORY
    if endpoint is None:
        return UNROUTED
    return f"{endpoint}#{scope}" if (endpoint, scope) in CONDITIONAL else endpoint


def _limit_unrouted(limiter: Limiter, budgets: list[tuple[str, str, list[RateLimitItem]]],
                    refusals: Refusals) -> None:
    """A request no route serves (404, 405: any method at all) spends the default budget and the caller's total
    (1 each) too; flask-limiter sees no endpoint for it. ``budgets``: (name, remembered as, items) each."""
    if request.routing_exception is None or request.method == "OPTIONS":
        return
    for name, remembered_as, items in budgets:
        args = [KEY_PREFIX, client_key(), remembered_as]
        try:
            spent = [item for item in items if not limiter.limiter.hit(item, *args)]
            reset_at = limiter.limiter.get_window_stats(spent[0], *args).reset_time if spent else 0
        except Exception:  # noqa: BLE001 - a limiter's outage lets the request through, as flask-limiter's own does
            return
        if spent:
            retry_after = _refused(refusals, args[1], remembered_as, spent[0], name, reset_at,
                                   spent_on=WEIGHED_IN.get(name, ""))
            raise Limited(f"Rate limit of {spent[0]} per caller reached; retry in {retry_after} s.", retry_after,
                          limit=str(spent[0]))


def _count_refused(limiter: Limiter, items: list[RateLimitItem], refusals: Refusals, response: Response) -> Response:
    """A request answered 4xx spends its caller's error budget at its route; once that is spent, the caller's
    further requests to the route are refused from memory until it frees. Good requests cost nothing here.

    A 4xx past the budget (another process spent it, which this one's memory does not know) is answered 429
    in its place: every answer here refused the request, so nothing it did is lost."""
    endpoint = request.endpoint
    if response.status_code not in REFUSED_REQUESTS or endpoint is None or endpoint in UNLIMITED:
        return response
    args = [KEY_PREFIX, client_key(), f"{ERRORS}:{endpoint}"]
    spent, past = [], False
    try:
        for item in items:
            hit = limiter.limiter.hit(item, *args)
            window = limiter.limiter.get_window_stats(item, *args)
            if not hit or window.remaining == 0:  # this answer took the last of it: the next one is refused
                spent.append((item, window))
                past = past or not hit
    except Exception:  # noqa: BLE001 - a limiter's outage forgives the errors, as flask-limiter's own does
        return response
    if spent:
        item, window = spent[0]
        _refused(refusals, args[1], endpoint, item, ERRORS, window.reset_time,
                 spent_on="requests answered 4xx at this route")
    if past:
        return refusals.answer(args[1], endpoint) or response
    return response


def _refused(refusals: Refusals, caller: str, remembered_as: str, item: RateLimitItem, name: str, reset_at: float,
             spent_on: str = "") -> int:
    """Remember that ``caller`` spent budget ``item`` (named ``name``) until ``reset_at``; its Retry-After."""
    retry_after = max(1, min(math.ceil(reset_at - time.time()), item.get_expiry()))
    refusals.remember(caller, remembered_as, Refusal(time.time() + retry_after, str(item), name,
                                                     policy_item(name, item), spent_on))
    return retry_after


def policy_item(name: str, item: RateLimitItem) -> str:
    """A budget as RateLimit-Policy lists it: its quota ``q`` in a window of ``w`` seconds."""
    return f'"{name}";q={item.amount};w={item.get_expiry()}'


def budget_name(limit: RequestLimit) -> str:
    """The name of the budget ``limit`` counts: a scope of ours (``commands``), else ``default``."""
    scope = limit.request_args[-1]
    name = scope.rsplit(":", 1)[-1] if ":" in scope else scope
    return name if name in (*WEIGHTED, *(n for _, n in LIMITED.values())) else "default"


def pacing_fields(limits: Iterable[RequestLimit]) -> tuple[str, str]:
    """``RateLimit-Policy`` and ``RateLimit`` (draft-ietf-httpapi-ratelimit-headers) for ``limits``:
    per budget its quota ``q`` in window ``w`` seconds, and what remains ``r`` for ``t`` seconds."""
    limits = list(limits)
    names = [budget_name(limit) for limit in limits]
    policies, states = [], []
    for limit, name in zip(limits, names, strict=True):
        if names.count(name) > 1:
            name = f"{name}-{limit.limit.GRANULARITY.name}"
        policies.append(policy_item(name, limit.limit))
        reset = min(limit.limit.get_expiry(), max(0, math.ceil(limit.reset_at - time.time())))
        states.append(f'"{name}";r={max(0, limit.remaining)};t={reset}')
    return ", ".join(policies), ", ".join(states)


def _pacing_headers(limiter: Limiter, response: Response) -> Response:
    limits = list({(*limit.request_args, str(limit.limit)): limit
                   for limit in [*g.get(CHECKED_FIRST, []), *limiter.current_limits]}.values())
    # A refusal names the budget that refused it, as the 429s answered from memory do.
    limits = [limit for limit in limits if limit.breached] or limits
    if not limits:
        return response
    try:
        policy, state = pacing_fields(limits)
    except Exception:  # noqa: BLE001 - a limiter's outage costs the hints, never the answer
        return response
    response.headers["RateLimit-Policy"] = policy
    response.headers["RateLimit"] = state
    return response


class StreamCap:
    """Each caller's open live streams: a sorted set of leases by expiry, renewed while the stream sends.

    A stream's lease outlives a few keep-alives; a process that dies with streams open stops renewing
    them, so their slots free themselves.
    """

    def __init__(self, wired: Container, cap: int, keepalive_seconds: float):
        self.wired = wired
        self.cap = cap
        self.lease = max(30.0, 3 * keepalive_seconds)
        self._leases = CappedLeases(wired.redis)

    @staticmethod
    def key(client: str) -> str:
        return f"{KEY_PREFIX}:streams:{client}"

    def wrap(self, view: Callable) -> Callable:
        @functools.wraps(view)
        def capped(*args, **kwargs):
            caller, cap = self._caller()
            key, lease_id = self.key(caller), uuid.uuid4().hex
            now = time.time()
            if not self._leases.take(key, lease_id, now=now, cap=cap, expires_at=now + self.lease,
                                     keep_seconds=math.ceil(self.lease)):
                raise Limited(
                    f"At most {cap} live streams per caller may be open at once; close one first.",
                    math.ceil(self.wired.settings.stream_keepalive_seconds), code="too_many_streams",
                    limit=cap)
            try:
                response = make_response(view(*args, **kwargs))
            except BaseException:
                self._close(key, lease_id)
                raise
            if not response.is_streamed:
                self._close(key, lease_id)
                return response
            response.response = self._renewing(response.response, key, lease_id)
            response.call_on_close(lambda: self._close(key, lease_id))
            return response

        return capped

    def _caller(self) -> tuple[str, int]:
        """Whom a stream counts against, and that one's cap: the seat a stream ticket stands for, else the
        caller; an anonymous address gets ``ANONYMOUS_STREAMS_FACTOR`` times the cap."""
        ticket = request.args.get("ticket", "")
        holder = self.wired.stream_tickets.holder(ticket) if ticket else None
        if holder:
            return f"seat:{holder}", self.cap
        caller = client_key()
        return caller, self.cap if caller.startswith(CALLER_PREFIX) else self.cap * ANONYMOUS_STREAMS_FACTOR

    def _renewing(self, chunks: Iterable, key: str, lease_id: str):
        renewed = time.time()
        try:
            for chunk in chunks:
                if time.time() - renewed > self.lease / 3:
                    renewed = time.time()
                    self.wired.redis.zadd(key, {lease_id: renewed + self.lease}, xx=True)
                yield chunk
        finally:
            if hasattr(chunks, "close"):
                chunks.close()

    def _close(self, key: str, lease_id: str) -> None:
        try:
            self.wired.redis.zrem(key, lease_id)
        except Exception:  # noqa: BLE001 - the lease expires by itself
            pass


def document(spec) -> None:
    """Add the 429 answer to every limited operation of the OpenAPI document (apispec's paths)."""
    too_many = {
        "description": "a rate limit of this caller is spent (`rate_limited`), or, opening a live stream, the "
                       "caller's streams are all open (`too_many_streams`), or, creating an all-bot table, the "
                       "client's all-bot tables are still playing (`too_many_bot_tables`)",
        "headers": {
            "Retry-After": {"description": "seconds to wait", "schema": {"type": "integer"}},
            "RateLimit-Policy": {"description": 'the budgets of this request, e.g. `"commands";q=20;w=1` (quota '
                                                "`q` per window of `w` seconds; draft-ietf-httpapi-ratelimit-headers)",
                                 "schema": {"type": "string"}},
            "RateLimit": {"description": 'what is left of each, e.g. `"commands";r=0;t=1` (`r` requests for '
                                         "`t` more seconds)", "schema": {"type": "string"}},
        },
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }
    spec.components.response("TooManyRequests", too_many)
    for path, operations in spec._paths.items():  # apispec has no public way to amend a registered path
        if path in ("/healthz", "/metrics"):
            continue
        for method, operation in operations.items():
            if method in ("get", "post", "put", "patch", "delete"):
                operation["responses"].setdefault("429", {"$ref": "#/components/responses/TooManyRequests"})
