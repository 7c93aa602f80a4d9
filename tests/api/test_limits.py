"""Rate limits per client address and the cap on running all-bot tables (issue 14 item 5), with their
counters in the real test Redis. tests/e2e/test_limits_over_http.py fires 200 creations at once."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rq import SimpleWorker

from events import heartbeats
from service.bootstrap import Settings
from tests.support.spine import play_out, projector_for

PROBLEM = "application/problem+json"
BOTS = [{"bot": "easy"}, {"bot": "normal"}]


def limited_client(wired, **limits):
    from service.bootstrap import use
    from service.http.app import create_app

    settings = replace(wired.settings, rate_limits=True, **limits)
    app = create_app(use(settings))
    app.testing = True
    return app.test_client(), app.extensions["boardroom"]


def assert_429(response, code):
    assert response.status_code == 429, response.json
    assert response.mimetype == PROBLEM
    assert response.json["code"] == code and response.json["status"] == 429 and response.json["detail"]
    assert int(response.headers["Retry-After"]) >= 1


def test_creations_past_the_limit_get_429_rate_limited_with_retry_after(wired, dice_race):
    client, _ = limited_client(wired, limit_create="3/minute")
    statuses = [client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}).status_code
                for _ in range(3)]
    assert statuses == [201, 201, 201]
    refused = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]})
    assert_429(refused, "rate_limited")
    assert "3 per 1 minute" in refused.json["detail"]
    assert int(refused.headers["Retry-After"]) <= 60


def test_each_client_address_has_its_own_budget(wired, dice_race):
    client, _ = limited_client(wired, limit_create="1/minute")
    body = {"game": "dice-race", "seats": [{"name": "ann"}, {}]}
    assert client.post("/v1/games", json=body).status_code == 201
    assert_429(client.post("/v1/games", json=body), "rate_limited")
    other = client.post("/v1/games", json=body, environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert other.status_code == 201


def test_commands_have_their_own_limit(wired, dice_race):
    client, _ = limited_client(wired, limit_commands="2/minute")
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    gid, tokens = created["id"], created["tokens"]
    first = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                        headers={"Authorization": f"Bearer {tokens['0']}"})
    second = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                         headers={"Authorization": f"Bearer {tokens['1']}"})
    assert (first.status_code, second.status_code) == (201, 201)
    assert_429(client.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                           headers={"Authorization": f"Bearer {tokens['0']}"}), "rate_limited")
    assert client.get(f"/v1/games/{gid}").status_code == 200  # reading has its own, larger budget


def test_health_and_preflights_are_never_limited(wired):
    client, _ = limited_client(wired, limit_default="1/minute")
    heartbeats.beat(wired.redis, "projector:test")  # a healthy service: a projector and a worker beat
    worker = SimpleWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.register_birth()
    try:
        assert [client.get("/healthz").status_code for _ in range(3)] == [200, 200, 200]
    finally:
        worker.register_death()
    preflight = {"Origin": "https://table.example", "Access-Control-Request-Method": "POST"}
    assert [client.options("/v1/catalog", headers=preflight).status_code for _ in range(3)] == [204, 204, 204]
    assert client.get("/v1/catalog").status_code == 200
    assert_429(client.get("/v1/catalog"), "rate_limited")


def test_a_client_may_run_only_so_many_all_bot_tables_until_one_finishes(wired, dice_race):
    client, wiring = limited_client(wired, max_bot_tables=2)
    first = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS})
    second = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS})
    assert (first.status_code, second.status_code) == (201, 201)
    refused = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS})
    assert_429(refused, "too_many_bot_tables")
    assert refused.json["limit"] == 2
    # A table with a person at it is not capped, nor is another client.
    assert client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, *BOTS]}).status_code == 201
    assert client.post("/v1/games", json={"game": "dice-race", "seats": BOTS},
                       environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 201
    # The workers' own path (bot turns, scoring) finishes the first table: its slot is free again.
    finished = play_out(wiring, projector_for(wiring), first.json["id"])
    assert finished["status"] == "finished"
    assert client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}).status_code == 201


def test_a_refused_all_bot_creation_does_not_take_a_slot(wired, dice_race):
    client, _ = limited_client(wired, max_bot_tables=1)
    bad = client.post("/v1/games", json={"game": "dice-race", "seats": [{"bot": "grandmaster"}, {"bot": "easy"}]})
    assert bad.status_code == 422 and bad.json["code"] == "unknown_bot_level"
    assert client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}).status_code == 201
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}), "too_many_bot_tables")


def test_limits_switched_off_let_every_creation_through(wired, dice_race):
    from service.http.app import create_app

    assert wired.settings.rate_limits is False  # the suite's default (tests/conftest.py)
    client = create_app(wired).test_client()
    statuses = {client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}).status_code for _ in range(25)}
    assert statuses == {201}


def test_settings_read_the_switches_and_limits_from_the_environment():
    settings = Settings.from_env({"BOARDROOM_RATE_LIMITS": "off", "BOARDROOM_LIMIT_CREATE": "5/minute;50/day",
                                  "BOARDROOM_MAX_BOT_TABLES": "0"})
    assert (settings.rate_limits, settings.limit_create, settings.max_bot_tables) == (False, "5/minute;50/day", 0)
    defaults = Settings.from_env({})
    assert defaults.rate_limits is True and defaults.max_bot_tables == Settings.max_bot_tables
    with pytest.raises(ValueError, match="BOARDROOM_RATE_LIMITS"):
        Settings.from_env({"BOARDROOM_RATE_LIMITS": "maybe"})
    with pytest.raises(ValueError, match="BOARDROOM_LIMIT_COMMANDS"):
        Settings.from_env({"BOARDROOM_LIMIT_COMMANDS": "lots"})


def test_the_429_and_its_retry_after_are_in_the_openapi_document():
    import yaml

    from service.http.openapi import render

    document = yaml.safe_load(render())
    for path, method in (("/v1/games", "post"), ("/v1/games/{gid}/commands", "post"), ("/v1/games/{gid}", "get")):
        assert document["paths"][path][method]["responses"]["429"] == {"$ref": "#/components/responses/TooManyRequests"}
    too_many = document["components"]["responses"]["TooManyRequests"]
    assert "Retry-After" in too_many["headers"] and "application/problem+json" in too_many["content"]
