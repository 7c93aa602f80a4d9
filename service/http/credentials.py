"""401 ``player_key_required`` for a request that sends no bearer token to an operation that needs a player key,
before its body or query is read: told 422 about its body first, a client would not learn that it must send a
key. Which operations need one is their documented `security`. An operation a seat token also opens is left to
its view, which answers an unknown game's 404 first and then 401 ``token_required`` (requests.token_required)."""

from __future__ import annotations

import re

from apispec import APISpec
from flask import Flask, request

from service.errors import Unauthenticated
from service.http.api.players import PLAYER_KEY

METHODS = ("get", "post", "put", "patch", "delete")


def documented_path(rule: str) -> str:
    """A Flask rule as the document names its path: ``/v1/seeks/<sid>`` → ``/v1/seeks/{sid}``."""
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def player_key_operations(spec: APISpec) -> set[tuple[str, str]]:
    """(path, METHOD) of every operation that only a player key opens."""
    return {
        (path, method.upper())
        for path, operations in spec._paths.items()  # no public way to read them
        for method in METHODS
        if operations.get(method, {}).get("security") == PLAYER_KEY
    }


def install(app: Flask, spec: APISpec) -> None:
    """Refuse, before the view reads anything, a request without the player key its operation needs."""
    needs_a_key = player_key_operations(spec)

    def require_a_key() -> None:
        if request.url_rule is None or "Authorization" in request.headers:
            return
        if (documented_path(request.url_rule.rule), request.method) in needs_a_key:
            raise Unauthenticated(
                "This request needs a player key: 'Authorization: Bearer pk_…'.", code="player_key_required"
            )

    app.before_request(require_a_key)
