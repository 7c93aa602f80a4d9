"""Issue 14 item 4: `POST /v1/games` honours Idempotency-Key, scoped to the client that sent it."""

from __future__ import annotations

import uuid

import pytest

from tests.api.test_games_api import assert_problem

BODY = {"game": "dice-race", "seats": [{"name": "ann"}, {"bot": "easy"}]}


@pytest.fixture
def api(dice_race, client):
    return client


def games_stored(redis_client) -> int:
    return sum(1 for _ in redis_client.scan_iter(match="br:*:game:*:meta"))


def post(api, body, key, address="10.0.0.1"):
    return api.post("/v1/games", json=body, headers={"Idempotency-Key": key},
                    environ_overrides={"REMOTE_ADDR": address})


def test_a_retried_create_returns_the_same_table_and_tokens(api, redis_client):
    key = str(uuid.uuid4())
    first = post(api, BODY, key)
    again = post(api, BODY, key)
    assert first.status_code == 201 and again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    assert again.json == first.json and set(first.json["tokens"]) == {"0"}
    assert games_stored(redis_client) == 1
    token = first.json["tokens"]["0"]
    moves = api.get(f"/v1/games/{first.json['id']}/moves", headers={"Authorization": f"Bearer {token}"})
    assert moves.status_code == 200 and moves.json["seat"] == 0


def test_the_same_key_with_another_body_is_422(api, redis_client):
    key = str(uuid.uuid4())
    assert post(api, BODY, key).status_code == 201
    other = {**BODY, "seats": [{"name": "bob"}, {"bot": "easy"}]}
    assert_problem(post(api, other, key), 422, "idempotency_key_reused")
    assert games_stored(redis_client) == 1


def test_another_client_replaying_a_key_gets_its_own_table_not_the_tokens(api, redis_client):
    key = str(uuid.uuid4())
    mine = post(api, BODY, key, address="10.0.0.1")
    theirs = post(api, BODY, key, address="10.0.0.99")
    assert mine.status_code == theirs.status_code == 201
    assert theirs.json["id"] != mine.json["id"] and theirs.json["tokens"] != mine.json["tokens"]
    assert games_stored(redis_client) == 2


def test_a_refused_create_does_not_burn_its_key(api):
    key = str(uuid.uuid4())
    assert_problem(post(api, {**BODY, "game": "chess"}, key), 422, "unknown_game")
    assert post(api, BODY, key).status_code == 201


@pytest.mark.parametrize("key", ["ann-1", "x" * 15, "spaces are not allowed here", "k" * 201])
def test_a_create_key_must_be_long_and_plain(api, key):
    assert_problem(post(api, BODY, key), 400, "bad_idempotency_key")


def test_without_a_key_every_create_is_a_new_table(api, redis_client):
    assert api.post("/v1/games", json=BODY).status_code == 201
    assert api.post("/v1/games", json=BODY).status_code == 201
    assert games_stored(redis_client) == 2
