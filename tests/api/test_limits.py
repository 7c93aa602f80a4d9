"""Rate limits per caller (issue 31 items 4, 5, 6, 12) and the cap on running all-bot tables (issue 14
item 5), with their counters in the real test Redis. tests/e2e/test_limits_over_http.py fires 200 creations at once."""

from __future__ import annotations

from dataclasses import replace

import pytest
from limits import parse_many
from rq import SimpleWorker

from events import heartbeats
from service.bootstrap import Settings
from service.http.limits import ANONYMOUS_STREAMS_FACTOR
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


def test_commands_are_budgeted_per_seat_token_not_per_address(wired, dice_race):
    """Issue 31 item 12: commands were budgeted per address (20/s), so the README's bot died of 429 in ~4 s
    beside its fellow seats; now each bearer credential has its own budget."""
    client, _ = limited_client(wired, limit_commands="2/minute")
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    gid, tokens = created["id"], created["tokens"]

    def roll(seat):
        return client.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                           headers={"Authorization": f"Bearer {tokens[seat]}"})

    assert [roll("0").status_code, roll("1").status_code, roll("0").status_code] == [201, 201, 201]
    refused = roll("0")
    assert_429(refused, "rate_limited")
    assert parsed_policy(refused.headers["RateLimit"])["commands"]["r"] == 0  # the 429 says so too
    assert roll("1").status_code != 429  # the other seat, from the same address, still has its own budget
    assert client.get(f"/v1/games/{gid}").status_code == 200  # reading has its own, larger budget
    # No secret is written into a Redis key: the budgets are keyed by the token's hash.
    keys = b" ".join(wired.redis.keys("LIMITS:*"))
    assert keys and tokens["0"].encode() not in keys and tokens["1"].encode() not in keys


def test_an_ipv6_client_is_counted_by_its_64(wired, dice_race):
    client, _ = limited_client(wired, limit_create="1/minute")
    body = {"game": "dice-race", "seats": [{"name": "ann"}, {}]}
    assert client.post("/v1/games", json=body, environ_base={"REMOTE_ADDR": "2001:db8:1:2::1"}).status_code == 201
    assert_429(client.post("/v1/games", json=body, environ_base={"REMOTE_ADDR": "2001:db8:1:2:ffff::9"}),
               "rate_limited")
    assert client.post("/v1/games", json=body, environ_base={"REMOTE_ADDR": "2001:db8:1:3::1"}).status_code == 201


def test_made_up_bearer_tokens_buy_no_fresh_budgets(wired, dice_race):
    client, _ = limited_client(wired, limit_create="1/minute")
    body = {"game": "dice-race", "seats": [{"name": "ann"}, {}]}
    # Creating a table reads no credential, so only the limiter can tell a made-up token: it is the address's.
    assert client.post("/v1/games", json=body, headers={"Authorization": "Bearer made-up-1"}).status_code == 201
    assert_429(client.post("/v1/games", json=body, headers={"Authorization": "Bearer made-up-2"}), "rate_limited")


def parsed_policy(header: str) -> dict[str, dict[str, int]]:
    """``"commands";q=20;w=1, …`` as {name: {q: 20, w: 1}}."""
    policies = {}
    for item in header.split(","):
        name, *params = item.strip().split(";")
        policies[name.strip('"')] = {key: int(value) for key, value in (p.split("=") for p in params)}
    return policies


def test_every_limited_response_carries_the_ietf_ratelimit_headers(wired, dice_race):
    client, _ = limited_client(wired)
    settings = wired.settings
    lobby = client.get("/v1/games")
    (amount,) = [item.amount for item in parse_many(settings.limit_default)]
    per_second, per_minute = parse_many(settings.limit_total)
    assert parsed_policy(lobby.headers["RateLimit-Policy"]) == {  # the route's budget and the caller's total
        "default": {"q": amount, "w": 1}, "total-second": {"q": per_second.amount, "w": 1},
        "total-minute": {"q": per_minute.amount, "w": 60}}
    first = parsed_policy(lobby.headers["RateLimit"])
    assert first["default"]["r"] == amount - 1 and 0 <= first["default"]["t"] <= 1
    assert first["total-minute"]["r"] == per_minute.amount - 1
    assert parsed_policy(client.get("/v1/games").headers["RateLimit"])["default"]["r"] == amount - 2

    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    command = client.post(f"/v1/games/{created['id']}/commands", json={"type": "roll"},
                          headers={"Authorization": f"Bearer {created['tokens']['0']}"})
    (item,) = parse_many(settings.limit_commands)
    assert parsed_policy(command.headers["RateLimit-Policy"])["commands"] == {"q": item.amount,
                                                                               "w": item.get_expiry()}
    assert parsed_policy(command.headers["RateLimit"])["commands"]["r"] == item.amount - 1


def test_expensive_reads_have_their_own_smaller_budget(wired, dice_race):
    """Issue 31 item 5: /audit (140 ms for 936 events) and /state?at= shared the generic 50/s budget; eight
    callers pushed others from 3 ms to 443 ms median without one 429. (What each spends of it:
    tests/api/test_weighted_budgets.py.)"""
    client, _ = limited_client(wired, limit_expensive="10/minute")
    gid = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}).json["id"]
    reads = [client.get(f"/v1/games/{gid}/audit"), client.get(f"/v1/games/{gid}/state?at=1")] + \
            [client.get(f"/v1/games/{gid}/audit") for _ in range(2)]
    assert [r.status_code for r in reads] == [200] * 4  # 2 + 2 + 2 + 2 of 10: a 2-event game's audit costs 2
    assert_429(client.get(f"/v1/games/{gid}/state?at=1"), "rate_limited")
    assert parsed_policy(reads[0].headers["RateLimit-Policy"])["expensive"] == {"q": 10, "w": 60}
    assert client.get(f"/v1/games/{gid}").status_code == 200  # a cheap read still answers


def test_unknown_methods_are_limited_and_counted_under_closed_labels(wired):
    """Issue 31 item 6: each random HTTP method added a metrics series (20,000 requests, 12,000 series),
    and 405s were not limited."""
    from service.http.metrics import KNOWN_METHODS, REGISTRY

    client, _ = limited_client(wired, limit_default="3/minute")
    answers = [client.open("/v1/catalog", method=f"X{n}ZZY").status_code for n in range(3)]
    answers += [client.open(f"/no/such/path/{n}", method="GET").status_code for n in range(2)]
    assert answers[:3] == [405, 405, 405] and answers[3:] == [429, 429]
    series = [sample.labels for metric in REGISTRY.collect() if metric.name == "boardroom_http_requests"
              for sample in metric.samples]
    assert {labels["method"] for labels in series} <= KNOWN_METHODS | {"other"}
    assert not any("/no/such/path" in labels["endpoint"] for labels in series)
    assert any(labels["method"] == "other" and labels["endpoint"] == "unmatched" for labels in series)


def test_a_caller_may_hold_only_so_many_live_streams(wired, dice_race):
    """Issue 31 item 4: idle streams held sockets without a per-client cap. A seat holds ``max_streams``; an
    anonymous address (maybe many people behind one NAT) ``ANONYMOUS_STREAMS_FACTOR`` times as many."""
    client, _ = limited_client(wired, max_streams=2)
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}).json
    gid, seat = created["id"], {"Authorization": f"Bearer {created['tokens']['0']}"}
    opened = [client.get(f"/v1/games/{gid}/stream", headers=seat, buffered=False) for _ in range(2)]
    assert [r.status_code for r in opened] == [200, 200]
    refused = client.get(f"/v1/games/{gid}/stream", headers=seat, buffered=False)
    assert_429(refused, "too_many_streams")
    assert refused.json["limit"] == 2
    anonymous = [client.get(f"/v1/games/{gid}/stream", buffered=False, environ_base={"REMOTE_ADDR": "192.0.2.7"})
                 for _ in range(2 * ANONYMOUS_STREAMS_FACTOR)]
    assert {r.status_code for r in anonymous} == {200}  # another caller has its own streams
    assert_429(client.get(f"/v1/games/{gid}/stream", buffered=False, environ_base={"REMOTE_ADDR": "192.0.2.7"}),
               "too_many_streams")
    # Closed last-opened first: each open test-client stream holds a pushed request context.
    while anonymous:
        anonymous.pop().close()
    opened.pop().close()
    again = client.get(f"/v1/games/{gid}/stream", headers=seat, buffered=False)
    assert again.status_code == 200
    again.close()
    opened.pop().close()


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
    assert [client.options("/v1/games", headers=preflight).status_code for _ in range(3)] == [204, 204, 204]
    assert client.get("/v1/games").status_code == 200
    assert_429(client.get("/v1/games"), "rate_limited")


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


def test_the_web_clients_files_have_a_budget_of_their_own(wired):
    """A page load of the drawn client revalidates about 40 modules: under the default budget, two tabs opened at
    once were refused files (429) and the page never drew. The files spend the assets budget instead, which is
    still a budget."""
    client, _ = limited_client(wired, limit_default="2/minute", limit_assets="5/minute")
    files = ["/web/index.html", "/web/play.js", "/web/lib.js", "/web/style.css", "/web/draw/svg.js"]
    assert [client.get(path).status_code for path in files] == [200] * 5
    assert client.get("/v1/games").status_code == 200  # the default budget was not spent on them
    assert_429(client.get("/web/focus.js"), "rate_limited")


def test_a_tournament_spends_the_creation_budget_a_unit_per_table_it_opens(wired):
    """One request must not open more tables than the creation budget lets a client make one by one."""
    client, _ = limited_client(wired, limit_create="6/minute")
    swiss = {"game": "corporate-anarchy", "format": "swiss", "rounds": 1, "players_per_table": 2,
             "clock": {"type": "move", "seconds": 120}}
    first = client.post("/v1/tournaments", json={**swiss, "entrants": [{"bot": "easy"}] * 8})  # 4 tables
    assert first.status_code == 201, first.json
    refused = client.post("/v1/tournaments", json={**swiss, "entrants": [{"bot": "easy"}] * 6})  # 3 more: 7 > 6
    assert_429(refused, "rate_limited")
    assert "6 per 1 minute" in refused.json["detail"]
    # The budget is the one games are created from: 2 of the 6 units are left.
    assert [client.post("/v1/games", json={"game": "corporate-anarchy", "seats": [{"name": "ann"}, {}]}).status_code
            for _ in range(3)] == [201, 201, 429]
