"""A request without the token its operation needs answers 401 with `WWW-Authenticate: Bearer` (issue 52 item 6):
/moves answered 403 `not_a_seat`, as if the caller were known and refused. Every route of the app is walked, so a
new operation that needs a credential is held to it too; a token that holds no seat stays a 403."""

from __future__ import annotations

import re

import pytest

from service.http.credentials import documented_path
from tests.api.test_games_api import api, auth, create  # noqa: F401 (the fixture)
from tests.api.test_players_api import register
from tests.support.contract import document_of

PROBLEM = "application/problem+json"
METHODS = {"GET", "POST", "DELETE", "PUT", "PATCH"}


def needs_a_credential(operation: dict) -> bool:
    """An operation whose own `security` lists only credentials (no anonymous `{}`)."""
    security = operation.get("security")
    return bool(security) and {} not in security


def guarded_routes(app) -> list[tuple[str, str]]:
    """(method, rule) of every route of ``app`` whose documented operation needs a credential; a route under /v1
    that the document does not describe fails, so none escapes the walk."""
    paths = document_of(app)["paths"]
    guarded = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/v1/"):
            continue
        operations = paths.get(documented_path(rule.rule))
        assert operations is not None, f"{rule.rule} is not in the document"
        for method in sorted((rule.methods or set()) & METHODS):
            if needs_a_credential(operations[method.lower()]):
                guarded.append((method, rule.rule))
    return guarded


def test_every_operation_that_needs_a_token_answers_401_without_one(api):  # noqa: F811
    gid = create(api, [{"name": "ann"}, {"name": "bob"}])["id"]
    values = {"gid": gid, "sid": "sk_unknown", "cid": "ch_unknown", "kid": "unknown", "tid": "t-unknown"}
    guarded = guarded_routes(api.application)
    assert {
        ("GET", "/v1/games/<gid>/moves"),
        ("POST", "/v1/games/<gid>/commands"),
        ("GET", "/v1/players/me"),
        ("POST", "/v1/challenges"),
    } <= set(guarded)
    answers = {}
    for method, rule in guarded:
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", lambda m: values[m.group(1)], rule)
        response = api.open(path, method=method, json={} if method == "POST" else None)
        answers[(method, rule)] = (response.status_code, response.mimetype, response.headers.get("WWW-Authenticate"))
    refused = {route: answer for route, answer in answers.items() if answer != (401, PROBLEM, "Bearer")}
    assert refused == {}


@pytest.mark.parametrize("path", ["/moves", "/commands", "/rematch", "/stream-tickets"])
def test_a_seat_only_request_without_a_token_says_a_token_is_needed(api, path):  # noqa: F811
    gid = create(api, [{"name": "ann"}, {"name": "bob"}])["id"]
    method = "GET" if path == "/moves" else "POST"
    response = api.open(f"/v1/games/{gid}{path}", method=method, json={"type": "roll"} if method == "POST" else None)
    assert (response.status_code, response.json["code"]) == (401, "token_required")
    assert response.headers["WWW-Authenticate"] == "Bearer"


def test_a_player_key_that_holds_no_seat_is_still_refused_with_403(api):  # noqa: F811
    gid = create(api, [{"name": "ann"}, {"name": "bob"}])["id"]
    stranger = register(api, "stranger")
    response = api.get(f"/v1/games/{gid}/moves", headers=auth(stranger["key"]))
    assert (response.status_code, response.json["code"]) == (403, "not_a_seat")
    assert "WWW-Authenticate" not in response.headers
