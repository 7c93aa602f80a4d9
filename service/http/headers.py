"""The HTTP headers every response shares: CORS for browsers on other origins, caching of game
resources (``ETag`` = the game's version, ``If-None-Match`` → 304, per-seat views never stored),
``X-Content-Type-Options: nosniff``, ``Cache-Control: no-store`` on every response that hands out a token
or key, ``/docs`` never framed, and who may read ``/metrics``.

Seats authenticate with bearer tokens, never cookies, so a page on another origin can only act with a
token it was given: allowing any origin (the default) lends it nothing of the user's.
"""

from __future__ import annotations

import ipaddress

from flask import Flask, Response, request
from flask_cors import CORS
from werkzeug.middleware.proxy_fix import ProxyFix

from service.bootstrap import Settings
from service.errors import NotFound

ALLOWED_HEADERS = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key", "Last-Event-ID"]
EXPOSED_HEADERS = ["ETag", "Location", "Retry-After", "Idempotent-Replayed", "Boardroom-Head"]
# Resources whose body carries the game's version, which is their ETag.
VERSIONED = {"games.get_game", "play.moves", "history.state_at", "tournaments.get_tournament",
             "tournaments.standings", "tournaments.rounds"}
# Responses that carry a seat token, a player key or a stream ticket: no cache (browser, proxy) may keep them.
SECRET_BEARING = {"games.create", "games.join", "lifecycle.rematch", "players.create_player", "players.create_key",
                  "players.rotate_key",
                  "history.stream_ticket"}
# The Swagger UI page (flask-smorest's) and its assets: its "Authorize" box takes tokens, so no page may frame it.
UNFRAMED_PREFIX = "/docs"


def install(app: Flask, settings: Settings) -> None:
    if settings.trusted_proxies:
        # Behind N reverse proxies, the client's address (rate limits, /metrics) is in X-Forwarded-For.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxies, x_proto=settings.trusted_proxies)
    CORS(app, origins=list(settings.cors_origins), allow_headers=ALLOWED_HEADERS, expose_headers=EXPOSED_HEADERS,
         supports_credentials=False, send_wildcard=settings.cors_origins == ("*",), max_age=600)

    @app.before_request
    def _preflight():
        # A CORS preflight is answered here, empty; flask-cors adds its Access-Control-* headers.
        if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
            empty = Response(status=204)
            del empty.headers["Content-Type"]
            return empty
        return None

    @app.before_request
    def _metrics_access():
        if request.endpoint == "ops.metrics" and not metrics_allowed(settings.metrics, request.remote_addr):
            raise NotFound("Metrics are served only when BOARDROOM_METRICS=on, or to the local machine when "
                           f"it is 'local' (now {settings.metrics!r}).", code="not_found")

    @app.after_request
    def _headers(response: Response) -> Response:
        response.headers["X-Content-Type-Options"] = "nosniff"
        if request.endpoint in SECRET_BEARING:
            response.headers["Cache-Control"] = "no-store"
        if request.path == UNFRAMED_PREFIX or request.path.startswith(UNFRAMED_PREFIX + "/"):
            response.headers["X-Frame-Options"] = "DENY"
            response.headers.setdefault("Content-Security-Policy", "frame-ancestors 'none'")
        if request.path.startswith("/v1/games/"):
            response.vary.add("Authorization")  # a seat sees its own hand; a spectator sees none
            if "Authorization" in request.headers and request.endpoint not in SECRET_BEARING:
                response.headers["Cache-Control"] = "private, no-store"
            elif "Cache-Control" not in response.headers:
                response.headers["Cache-Control"] = "no-cache"  # stored copies are revalidated by ETag
        if request.method == "GET" and request.endpoint in VERSIONED and response.status_code == 200:
            _versioned(response)
        elif request.endpoint == "games.create" and response.status_code == 201 and "Location" not in response.headers:
            created = response.get_json(silent=True)
            if isinstance(created, dict) and created.get("id"):
                response.headers["Location"] = f"/v1/games/{created['id']}"
        return response


def _versioned(response: Response) -> None:
    if "ETag" not in response.headers:
        version = getattr(response, "body_version", None)  # set by as_json: no need to parse the body back
        if version is None:
            body = response.get_json(silent=True)
            if not isinstance(body, dict) or not isinstance(body.get("version"), int):
                return
            version = body["version"]
        response.set_etag(str(version))
    response.make_conditional(request)  # If-None-Match naming this version → 304 without a body


def metrics_allowed(mode: str, address: str | None) -> bool:
    if mode == "on":
        return True
    if mode == "off" or not address:
        return False
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


def _versioned_doc(spec, paths: tuple[str, ...], what: str, etag_use: str = "") -> None:
    """The ETag, If-None-Match and 304 of GETs whose ETag is the ``what``'s version."""
    for path in paths:
        operation = spec._paths[path]["get"]  # apispec has no public way to amend a registered path
        operation.setdefault("parameters", []).append({
            "in": "header", "name": "If-None-Match", "schema": {"type": "string"},
            "description": f'the ETag of a copy you hold, e.g. "12": 304 while the {what} is still at that version'})
        operation["responses"]["200"].setdefault("headers", {})["ETag"] = {
            "description": f'the {what}\'s version, e.g. "12"{etag_use}', "schema": {"type": "string"}}
        operation["responses"]["304"] = {"description": f"not modified: the {what} is still at the If-None-Match "
                                                        "version"}


def document(spec) -> None:
    """Add ETag / If-None-Match / 304 to the versioned resources and /metrics' access to the OpenAPI document."""
    _versioned_doc(spec, ("/v1/games/{gid}", "/v1/games/{gid}/moves", "/v1/games/{gid}/state"), "game",
                   " (usable as If-Match)")
    _versioned_doc(spec, ("/v1/tournaments/{tid}", "/v1/tournaments/{tid}/standings", "/v1/tournaments/{tid}/rounds"),
                   "tournament")
    spec._paths["/v1/games"]["post"]["responses"]["201"].setdefault("headers", {})["Location"] = {
        "description": "the new game's URL, /v1/games/{gid}", "schema": {"type": "string"}}
    metrics = spec._paths["/metrics"]["get"]
    metrics["description"] = ("Served to the local machine only (BOARDROOM_METRICS=local, the default); `on` serves "
                              "everyone, `off` no one. Otherwise 404.")
