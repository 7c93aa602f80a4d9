"""Rate limits per client (flask-limiter, counters in the service's Redis) and a cap on the all-bot
tables a client may have running at once (each one keeps the workers busy until it ends).

Both answer 429 ``application/problem+json`` with ``Retry-After``: ``rate_limited`` when a limit of
requests per period is spent, ``too_many_bot_tables`` when the client's all-bot tables are still
playing. The limits are keyed by the client's address (``request.remote_addr``, which
``BOARDROOM_TRUSTED_PROXIES`` lets a reverse proxy set); when players get accounts, ``client_key``
is where their key goes. The server's own bots play through the command handler, not HTTP, so no
limit slows them down.
"""

from __future__ import annotations

import functools
import math
import time
import uuid
from collections.abc import Callable

from flask import Flask, Response, make_response, request
from flask_limiter import Limiter, RequestLimit
from flask_limiter.errors import RateLimitExceeded

from games.lifecycle import has_ended
from service.bootstrap import Container
from service.errors import Limited
from service.http.problems import error_response

KEY_PREFIX = "br:limits"
PENDING = "pending:"
PENDING_SECONDS = 60  # a reservation whose request died without releasing it
BOT_TABLE_RETRY_SECONDS = 30  # assumed: a hint only; an all-bot game takes minutes, we cannot know when it ends
LIMITED = {"games.create": "limit_create", "games.join": "limit_join", "play.command": "limit_commands",
           "lifecycle.rematch": "limit_create"}
UNLIMITED = {"ops.healthz", "ops.metrics"}

# Reserve a slot when fewer than the cap are taken: one atomic step, so concurrent creations cannot overshoot.
_RESERVE = """
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], 86400)
return 1
"""


def client_key() -> str:
    return request.remote_addr or "unknown"


def install(app: Flask, wired: Container) -> Limiter | None:
    """Register the limits of ``wired.settings`` on ``app`` (nothing when they are switched off)."""
    settings = wired.settings
    if not settings.rate_limits:
        return None

    def breached(limit: RequestLimit) -> Response:
        retry_after = max(1, min(math.ceil(limit.reset_at - time.time()), limit.limit.get_expiry()))
        return error_response(Limited(
            f"Rate limit of {limit.limit} per client address reached; retry in {retry_after} s.",
            retry_after, limit=str(limit.limit)))

    app.config.update(RATELIMIT_KEY_PREFIX=KEY_PREFIX, RATELIMIT_SWALLOW_ERRORS=True)
    limiter = Limiter(
        client_key, app=app, storage_uri=settings.redis_url, strategy="sliding-window-counter",
        default_limits=[settings.limit_default], on_breach=breached, headers_enabled=False,
    )
    limiter.request_filter(lambda: request.method == "OPTIONS" or request.endpoint in UNLIMITED)
    app.register_error_handler(RateLimitExceeded, lambda error: error.get_response())
    if settings.max_bot_tables > 0:
        # Inside the creation's rate limit, so refused attempts count against it too.
        app.view_functions["games.create"] = BotTables(wired, settings.max_bot_tables).wrap(
            app.view_functions["games.create"])
    for endpoint, setting in LIMITED.items():
        app.view_functions[endpoint] = limiter.limit(getattr(settings, setting))(app.view_functions[endpoint])
    return limiter


class BotTables:
    """Each client's running all-bot tables: a sorted set of gids (and pending reservations) by time.

    A table stops counting when it is finished; finished ones are dropped from the set at the client's
    next creation, so nothing on the game's own path (projector, scoring job) needs to know about limits.
    """

    def __init__(self, wired: Container, cap: int):
        self.wired = wired
        self.cap = cap
        self._reserve_script = wired.redis.register_script(_RESERVE)

    @staticmethod
    def key(client: str) -> str:
        return f"{KEY_PREFIX}:bot-tables:{client}"

    def wrap(self, view: Callable) -> Callable:
        """``view`` (the creation) holding a slot while it runs, and keeping it when a table started."""

        @functools.wraps(view)
        def capped(*args, **kwargs):
            client = client_key()
            reservation = self._reserve(client) if self._all_bots() else None
            if reservation is None:
                return view(*args, **kwargs)
            gid = None
            try:
                response = make_response(view(*args, **kwargs))
                body = response.get_json(silent=True) if response.status_code == 201 else None
                gid = body.get("id") if isinstance(body, dict) else None
                return response
            finally:
                with self.wired.redis.pipeline() as pipe:
                    pipe.zrem(self.key(client), reservation)
                    if gid:
                        pipe.zadd(self.key(client), {gid: time.time()})
                    pipe.execute()

        return capped

    def running(self, client: str) -> list[str]:
        """The client's running all-bot tables (and reservations), after dropping finished ones."""
        key, now = self.key(client), time.time()
        members = [(m.decode(), score) for m, score in self.wired.redis.zrange(key, 0, -1, withscores=True)]
        gone = [m for m, score in members
                if (score < now - PENDING_SECONDS if m.startswith(PENDING) else self._finished(m))]
        if gone:
            self.wired.redis.zrem(key, *gone)
        return [m for m, _ in members if m not in gone]

    def _finished(self, gid: str) -> bool:
        table = self.wired.loader.load(gid)
        return table is None or has_ended(table)

    @staticmethod
    def _all_bots() -> bool:
        body = request.get_json(silent=True)
        seats = body.get("seats") if isinstance(body, dict) else None
        return isinstance(seats, list) and bool(seats) and all(isinstance(s, dict) and s.get("bot") for s in seats)

    def _reserve(self, client: str) -> str:
        self.running(client)
        reservation = f"{PENDING}{uuid.uuid4().hex}"
        if not self._reserve_script(keys=[self.key(client)], args=[self.cap, time.time(), reservation]):
            raise Limited(
                f"At most {self.cap} all-bot tables per client may play at once; this client's are still "
                "playing. Retry when one has finished.", BOT_TABLE_RETRY_SECONDS, code="too_many_bot_tables",
                limit=self.cap)
        return reservation


def document(spec) -> None:
    """Add the 429 answer to every limited operation of the OpenAPI document (apispec's paths)."""
    too_many = {
        "description": "a rate limit of this client is spent (`rate_limited`), or, creating an all-bot table, "
                       "the client's all-bot tables are still playing (`too_many_bot_tables`)",
        "headers": {"Retry-After": {"description": "seconds to wait", "schema": {"type": "integer"}}},
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }
    spec.components.response("TooManyRequests", too_many)
    for path, operations in spec._paths.items():  # apispec has no public way to amend a registered path
        if path in ("/healthz", "/metrics"):
            continue
        for method, operation in operations.items():
            if method in ("get", "post", "put", "patch", "delete"):
                operation["responses"].setdefault("429", {"$ref": "#/components/responses/TooManyRequests"})
