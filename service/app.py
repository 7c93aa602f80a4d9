"""The Flask application: flask-smorest API, problem+json errors, the OpenAPI document."""

from __future__ import annotations

import http
import logging
import time

import redis
from flask import Flask, Response, g, jsonify, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from events.store import CorruptEvent, NotReplicated
from service import docs_ui, web
from service.api import bodies
from service.api.schemas import PROBLEM_JSON, ProblemSchema, service_problem_code, split_nullable_enums
from service.bootstrap import Container, container
from service.metrics import LATENCY, REQUESTS
from service.problems import Problem, clipped

log = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 5


# Stable codes for the HTTP errors Flask and webargs raise before our code runs.
_HTTP_CODES = {
    400: ("bad_request", "Bad request"),
    401: ("unauthorized", "Unauthorized"),
    403: ("forbidden", "Forbidden"),
    404: ("not_found", "Not found"),
    405: ("method_not_allowed", "Method not allowed"),
    406: ("not_acceptable", "Not acceptable"),
    409: ("conflict", "Conflict"),
    413: ("payload_too_large", "Request body too large"),
    415: ("unsupported_media_type", "Unsupported media type"),
    422: ("invalid_request", "The request cannot be processed"),
    429: ("rate_limited", "Too many requests"),
}


def problem_response(body: dict) -> Response:
    response = jsonify(body)
    response.status_code = body["status"]
    response.mimetype = PROBLEM_JSON
    return response


def _http_problem(error: HTTPException) -> Response:
    status = error.code or 500
    code, title = _HTTP_CODES.get(status, ("http_error", error.name))
    body = {"type": f"https://boardroom.dev/problems/{code}", "title": title, "status": status,
            "detail": error.description or title, "code": code}
    messages = getattr(error, "data", {}).get("messages") if hasattr(error, "data") else None
    if messages:
        body["errors"] = clipped(messages)
        if status == 400 and "Invalid JSON" in str(messages):
            body.update(code="malformed_json", detail="The request body is not valid JSON.")
        elif status == 422:
            body["detail"] = "The request does not match its schema; see errors."
    response = problem_response(body)
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response


def _corrupt(error: CorruptEvent) -> Response:
    log.error("%s", error)
    return problem_response({"type": "https://boardroom.dev/problems/corrupt_history", "title": "Corrupt history",
                             "status": 500, "detail": f"{error}; GET the game's /audit for the report.",
                             "code": "corrupt_history", "version": error.version})


def _unavailable(error: Exception) -> Response:
    """Redis unreachable or too slow: a retryable 503, not a 500 (the processes recover by themselves)."""
    log.warning("Redis unavailable: %s: %s", type(error).__name__, error)
    response = problem_response({"type": "https://boardroom.dev/problems/store_unavailable",
                                 "title": "Store unavailable", "status": 503,
                                 "detail": "The event store (Redis) is unreachable; retry after a few seconds.",
                                 "code": "store_unavailable"})
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def _not_replicated(error: NotReplicated) -> Response:
    log.warning("append not replicated: %s", error)
    response = problem_response({"type": "https://boardroom.dev/problems/not_replicated", "title": "Not replicated",
                                 "status": 503, "code": "not_replicated",
                                 "detail": f"The command reached the store but {error}: a failover could lose it. "
                                           "Retry with the same Idempotency-Key."})
    response.headers["Retry-After"] = "1"
    return response


def _unexpected(error: Exception) -> Response:
    log.exception("unhandled error", exc_info=error)
    return problem_response({"type": "https://boardroom.dev/problems/internal_error", "title": "Internal error",
                             "status": 500, "detail": "An unexpected error occurred.",
                             "code": "internal_error"})


class BoardroomApi(Api):
    """flask-smorest's Api documenting errors as RFC 9457 problems."""

    ERROR_SCHEMA = ProblemSchema
    DEFAULT_RESPONSE_CONTENT_TYPE = "application/json"

    def _register_responses(self):
        """flask-smorest's per-status and default error responses, as application/problem+json (its own
        use DEFAULT_RESPONSE_CONTENT_TYPE, which successes need as application/json)."""
        for status in http.HTTPStatus:
            response = {"description": status.phrase}
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Default error response", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_JSON)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)


def _document_problems(spec) -> None:
    """The service's problem codes and the 405 every path answers to a method it does not serve."""
    spec.components.schema("ServiceProblemCode", service_problem_code())
    spec.components.response("MethodNotAllowed", {
        "description": "the path does not serve this method (`method_not_allowed`); Allow lists the ones it does",
        "headers": {"Allow": {"description": "the methods the path serves, e.g. `GET, HEAD, OPTIONS`",
                              "schema": {"type": "string"}}},
        "content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    })
    spec.components.response("StoreUnavailable", {
        "description": "the event store (Redis) is unreachable (`store_unavailable`): retry after Retry-After",
        "headers": {"Retry-After": {"description": "seconds to wait", "schema": {"type": "integer"}}},
        "content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    })
    for path, operations in spec._paths.items():  # apispec has no public way to amend a registered path
        for method, operation in operations.items():
            if path.startswith("/v1/") and path != "/v1/catalog" and method in ("get", "post"):  # catalog: in memory
                operation["responses"].setdefault("503", {"$ref": "#/components/responses/StoreUnavailable"})


def create_app(wired: Container | None = None) -> Flask:
    """Build the web application around ``wired`` (default: this process's container)."""
    app = Flask("boardroom")
    app.json = bodies.GuardedJSONProvider(app)
    wired = wired or container()
    app.extensions["boardroom"] = wired
    app.config.update(
        API_TITLE="Boardroom",
        API_VERSION="1",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=docs_ui.STATIC_URL,
        MAX_CONTENT_LENGTH=wired.settings.max_body_bytes,
        API_SPEC_OPTIONS={
            "info": {"description": "An event-sourced board-game server. Errors are "
                                    "application/problem+json (the Problem schema) with a stable snake_case "
                                    "`code` (ServiceProblemCode, or a game's rule code). A method a path does "
                                    "not serve is 405 with `Allow` (components/responses/MethodNotAllowed)."},
            "components": {"securitySchemes": {
                "seatToken": {"type": "http", "scheme": "bearer",
                              "description": "a seat's token, from creating or joining a game"},
                "operatorToken": {"type": "http", "scheme": "bearer",
                                  "description": "the operator's BOARDROOM_ADMIN_TOKEN"},
                "playerKey": {"type": "http", "scheme": "bearer",
                              "description": "a player's key (`pk_…`), from registering or rotating; it also "
                                             "authorises the seats the player holds"},
            }},
        },
    )
    api = BoardroomApi(app)
    from service.api import (
        audit,
        catalog,
        games,
        history,
        leaderboards,
        matchmaking,
        ops,
        play,
        players,
        tables_lifecycle,
    )

    for module in (catalog, games, play, tables_lifecycle, history, audit, leaderboards, players, matchmaking, ops):
        api.register_blueprint(module.blp)
    play.document_commands(app, api)

    app.register_blueprint(docs_ui.blp)
    app.register_blueprint(web.blp)  # the reference web client at /: static files, not in the OpenAPI document

    @app.get("/openapi.yaml")
    def openapi_yaml():
        return Response(api.spec.to_yaml(), mimetype="application/yaml")

    @app.before_request
    def _start_clock():
        g.started = time.perf_counter()

    app.before_request(bodies.guard_body)

    @app.after_request
    def _measure(response: Response) -> Response:
        endpoint = request.url_rule.rule if request.url_rule else "unmatched"
        REQUESTS.labels(request.method, endpoint, response.status_code).inc()
        LATENCY.labels(endpoint).observe(time.perf_counter() - g.get("started", time.perf_counter()))
        return response

    from service import http_headers, limits

    http_headers.install(app, wired.settings)
    limits.install(app, wired, problem_response)
    http_headers.document(api.spec)
    _document_problems(api.spec)
    split_nullable_enums(api.spec.components.schemas)
    limits.document(api.spec)

    app.register_error_handler(Problem, lambda problem: problem_response(problem.to_json()))
    app.register_error_handler(CorruptEvent, _corrupt)
    app.register_error_handler(NotReplicated, _not_replicated)
    app.register_error_handler(HTTPException, _http_problem)
    for outage in (redis.ConnectionError, redis.TimeoutError):  # BusyLoadingError is a ConnectionError
        app.register_error_handler(outage, _unavailable)
    app.register_error_handler(Exception, _unexpected)
    return app

