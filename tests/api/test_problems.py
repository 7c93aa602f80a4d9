"""The one table from the application's errors to HTTP: every kind has its status, and clients see the
statuses, titles and codes they saw before the application stopped raising HTTP-shaped errors (issue 27)."""

from __future__ import annotations

import inspect

import pytest
from flask import Flask

from service import errors
from service.http import problems

# What each kind answered before the move, when raised with its default code (service/problems.py then).
BEFORE = {
    errors.Malformed: (400, "Bad request", "bad_request"),
    problems.BadRequest: (400, "Bad request", "bad_request"),
    errors.Unauthenticated: (401, "Unknown seat token", "invalid_token"),
    errors.Forbidden: (403, "Not a seat of this game", "not_a_seat"),
    errors.NotFound: (404, "Not found", "not_found"),
    errors.Conflict: (409, "The game has moved on", "stale_version"),
    problems.UnsupportedMediaType: (415, "Unsupported media type", "unsupported_media_type"),
    errors.Invalid: (422, "The request cannot be processed", "invalid_request"),
    errors.RuleBroken: (422, "The rules do not allow this", "rule_violation"),
    errors.Unavailable: (503, "Service unavailable", "unavailable"),
}


def kinds() -> list[type[errors.ServiceError]]:
    return [kind for module in (errors, problems) for _, kind in inspect.getmembers(module, inspect.isclass)
            if issubclass(kind, errors.ServiceError)]


def test_every_kind_of_error_has_its_own_row_or_a_parent_that_is_not_the_fallback():
    for kind in kinds():
        row = next(k for k in kind.__mro__ if k in problems.STATUSES)
        assert row is not errors.ServiceError or kind is errors.ServiceError, kind


@pytest.mark.parametrize("kind", list(BEFORE), ids=lambda kind: kind.__name__)
def test_each_kind_answers_as_it_did_before(kind):
    body = problems.problem_body(kind("why"))
    assert (body["status"], body["title"], body["code"]) == BEFORE[kind]
    assert body["type"] == f"https://boardroom.dev/problems/{body['code']}" and body["detail"] == "why"
    assert body["code"] in problems.SERVICE_CODES


def test_a_rule_violation_carries_the_games_code_in_snake_case_and_its_extra_fields():
    body = problems.problem_body(errors.RuleBroken("No open seat.", code="game-not-open", seat=2))
    assert (body["status"], body["code"], body["seat"]) == (422, "game_not_open", 2)


def test_a_limit_says_when_to_come_back():
    with Flask(__name__).app_context():
        response = problems.error_response(errors.Limited("Slow down.", 7, code="too_many_bot_tables", limit=2))
    assert response.status_code == 429 and response.mimetype == problems.PROBLEM_JSON
    assert response.headers["Retry-After"] == "7"
    assert response.get_json()["code"] == "too_many_bot_tables" and response.get_json()["limit"] == 2
