"""The Flask application: flask-smorest API, problem+json errors, the OpenAPI document."""

from __future__ import annotations

import http
import time

from flask import Flask, Response, g, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from gunicorn.http.errors import ParseException

from service import errors
from service.api_version import API_VERSION
from service.bootstrap import Container, container
from service.http import api_document, credentials, docs_ui, headers, limits, problems, web_client
from service.http.api import bodies, matchmaking_links
from service.http.api.enum_components import share_enums
from service.http.api.schemas import (
    DEFAULT_SECURITY,
    ProblemSchema,
    document_examples,
    service_problem_code,
    split_nullable_enums,
)
from service.http.metrics import LATENCY, REQUESTS, code_label, endpoint_label, method_label
from service.http.problems import PROBLEM_JSON


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
            if path.startswith("/v1/") and not path.startswith("/v1/catalog") and method in ("get", "post"):
                # the catalogues are in memory
                operation["responses"].setdefault("503", {"$ref": "#/components/responses/StoreUnavailable"})


def create_app(wired: Container | None = None) -> Flask:
    """Build the web application around ``wired`` (default: this process's container)."""
    app = Flask("boardroom")
    app.json = bodies.GuardedJSONProvider(app)
    wired = wired or container()
    app.extensions["boardroom"] = wired
    app.config.update(
        API_TITLE="Boardroom",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=docs_ui.STATIC_URL,
        MAX_CONTENT_LENGTH=wired.settings.max_body_bytes,
        API_SPEC_OPTIONS={
            "security": DEFAULT_SECURITY,
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
                              "description": "a player's key (`pk_…`), from registering (a full key named "
                                             "`default`) or POST /v1/players/me/keys; it also authorises the "
                                             "seats the player holds. A key has scopes: `read` (read as the "
                                             "player: its profile and stream, its seats' views, its seeks and "
                                             "challenges), `play` (act as the player: commands for its seats, "
                                             "create or join with a player seat, seeks, challenges and their "
                                             "answers) and `manage` (its keys: make, list, revoke, rotate). A "
                                             "key without the scope an operation needs gets 403 "
                                             "`insufficient_scope`; an unknown, revoked or rotated one 401 "
                                             "`invalid_player_key`"},
            }},
        },
    )
    api = BoardroomApi(app)
    from service.http.api import (
        audit,
        catalog,
        games,
        history,
        leaderboards,
        matchmaking,
        ops,
        pages,
        play,
        players,
        tables_lifecycle,
        tournaments,
        transparency,
    )

    for module in (catalog, games, play, tables_lifecycle, history, audit, leaderboards, players, matchmaking, ops,
                   transparency, tournaments):
        api.register_blueprint(module.blp)
    play.document_commands(app, api)
    pages.document(api.spec)
    tournaments.document(api.spec)

    app.register_blueprint(docs_ui.blp)
    app.register_blueprint(web_client.blp)  # the reference web client at /: static files, not in the OpenAPI document

    api_document.install(app, api.spec, json_endpoint="api-docs.openapi_json")  # rendered once, not per request

    @app.before_request
    def _start_clock():
        g.started = time.perf_counter()

    @app.after_request
    def _measure(response: Response) -> Response:
        endpoint = endpoint_label(request.url_rule.rule if request.url_rule else None)
        REQUESTS.labels(method_label(request.method), endpoint, response.status_code, code_label(response)).inc()
        LATENCY.labels(endpoint).observe(time.perf_counter() - g.get("started", time.perf_counter()))
        return response

    headers.install(app, wired.settings)
    limits.install(app, wired)
    # After the limits: a bad body (400, 413, 415) is counted, and refused once its caller's error budget is spent.
    app.before_request(bodies.guard_body)
    credentials.install(app, api.spec)  # after the body's guard: a bad body counts against the error budget
    headers.document(api.spec)
    matchmaking_links.document(api.spec)
    _document_problems(api.spec)
    split_nullable_enums(api.spec.components.schemas)
    document_examples(api.spec.components.schemas)
    limits.document(api.spec)
    share_enums(api.spec.components.schemas)  # last: after every schema is registered

    problems.install(app)
    # gunicorn decodes a chunked body as the application reads it, so a malformed one raises here.
    app.register_error_handler(ParseException, _malformed_body)
    return app


def _malformed_body(error: ParseException) -> Response:
    return problems.error_response(errors.Malformed(
        f"The request body is malformed ({error}): a chunked body is hex sizes and CRLF-ended chunks."))

