"""CORS, caching of game resources, nosniff and who may read /metrics (issue 14 item 6)."""

from __future__ import annotations

from dataclasses import replace

import pytest

PROBLEM = "application/problem+json"
ORIGIN = "https://table.example"


def app_client(wired, **settings):
    from service.bootstrap import use
    from service.http.app import create_app

    app = create_app(use(replace(wired.settings, **settings)))
    app.testing = True
    return app.test_client()


@pytest.fixture
def api(dice_race, client):
    return client


def two_players(api):
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    return created["id"], created["tokens"]


def listed(header: str | None) -> set[str]:
    return {part.strip().lower() for part in (header or "").split(",") if part.strip()}


def test_a_preflight_from_any_origin_is_answered_with_the_allowed_headers(api):
    preflight = api.options("/v1/games/abc/commands", headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Authorization, Content-Type, If-Match, Idempotency-Key"})
    assert preflight.status_code == 204 and "Content-Type" not in preflight.headers
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert {"authorization", "content-type", "if-match", "idempotency-key"} <= listed(
        preflight.headers["Access-Control-Allow-Headers"])
    assert "Access-Control-Allow-Credentials" not in preflight.headers  # bearer tokens, never cookies


def test_responses_to_other_origins_expose_etag_location_and_retry_after(api):
    gid, _ = two_players(api)
    response = api.get(f"/v1/games/{gid}", headers={"Origin": ORIGIN})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert {"etag", "location", "retry-after"} <= listed(response.headers["Access-Control-Expose-Headers"])
    problem = api.get("/v1/games/nope", headers={"Origin": ORIGIN})
    assert problem.status_code == 404 and problem.headers["Access-Control-Allow-Origin"] == "*"


def test_allowed_origins_can_be_narrowed(wired, dice_race):
    client = app_client(wired, cors_origins=(ORIGIN,))
    allowed = client.get("/v1/catalog", headers={"Origin": ORIGIN})
    assert allowed.headers["Access-Control-Allow-Origin"] == ORIGIN
    other = client.get("/v1/catalog", headers={"Origin": "https://elsewhere.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_a_game_carries_its_version_as_etag_and_answers_if_none_match_with_304(api):
    gid, tokens = two_players(api)
    ann = {"Authorization": f"Bearer {tokens['0']}"}
    first = api.get(f"/v1/games/{gid}", headers=ann)
    assert first.headers["ETag"] == f'"{first.json["version"]}"'
    unchanged = api.get(f"/v1/games/{gid}", headers={**ann, "If-None-Match": first.headers["ETag"]})
    assert unchanged.status_code == 304 and unchanged.data == b""
    # The ETag is what If-Match wants: the version the move was decided on.
    moved = api.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                     headers={**ann, "If-Match": first.headers["ETag"]})
    assert moved.status_code == 201
    changed = api.get(f"/v1/games/{gid}", headers={**ann, "If-None-Match": first.headers["ETag"]})
    assert changed.status_code == 200
    assert changed.headers["ETag"] == f'"{moved.json["version"]}"'
    moves = api.get(f"/v1/games/{gid}/moves", headers={"Authorization": f"Bearer {tokens['1']}"})
    assert moves.headers["ETag"] == f'"{moves.json["version"]}"'


def test_per_seat_views_are_private_and_vary_by_authorization(api):
    gid, tokens = two_players(api)
    seat = api.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {tokens['0']}"})
    assert seat.headers["Cache-Control"] == "private, no-store"
    assert "authorization" in listed(seat.headers["Vary"])
    spectator = api.get(f"/v1/games/{gid}")
    assert "authorization" in listed(spectator.headers["Vary"])
    assert spectator.headers["Cache-Control"] == "no-cache"


@pytest.mark.parametrize("path", ["/v1/catalog", "/v1/games/nope", "/openapi.yaml", "/healthz", "/docs"])
def test_every_response_says_nosniff(api, path):
    assert api.get(path).headers["X-Content-Type-Options"] == "nosniff"


def test_metrics_are_served_to_the_local_machine_only_by_default(api):
    assert api.get("/metrics").status_code == 200  # the test client's address is 127.0.0.1
    remote = api.get("/metrics", environ_base={"REMOTE_ADDR": "192.0.2.9"})
    assert remote.status_code == 404 and remote.mimetype == PROBLEM
    assert "BOARDROOM_METRICS" in remote.json["detail"]


def test_metrics_switched_on_or_off(wired):
    everyone = app_client(wired, metrics="on")
    assert everyone.get("/metrics", environ_base={"REMOTE_ADDR": "192.0.2.9"}).status_code == 200
    no_one = app_client(wired, metrics="off")
    assert no_one.get("/metrics").status_code == 404


def test_behind_a_trusted_proxy_the_forwarded_address_is_the_client(wired):
    proxied = app_client(wired, trusted_proxies=1)
    forwarded = proxied.get("/metrics", headers={"X-Forwarded-For": "192.0.2.9"})
    assert forwarded.status_code == 404
    assert proxied.get("/metrics", headers={"X-Forwarded-For": "127.0.0.1"}).status_code == 200


def test_a_429_carries_cors_headers_so_a_browser_can_read_retry_after(wired, dice_race):
    client = app_client(wired, rate_limits=True, limit_default="1/minute")
    assert client.get("/v1/games", headers={"Origin": ORIGIN}).status_code == 200
    refused = client.get("/v1/games", headers={"Origin": ORIGIN})
    assert refused.status_code == 429
    assert refused.headers["Access-Control-Allow-Origin"] == "*"
    assert "retry-after" in listed(refused.headers["Access-Control-Expose-Headers"])


def test_etag_and_if_none_match_are_in_the_openapi_document():
    import yaml

    from service.http.openapi import render

    game = yaml.safe_load(render())["paths"]["/v1/games/{gid}"]["get"]
    assert "ETag" in game["responses"]["200"]["headers"] and "304" in game["responses"]
    assert "If-None-Match" in [p["name"] for p in game["parameters"]]


def test_a_created_game_says_where_it_lives(api):
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]})
    assert created.status_code == 201
    assert created.headers["Location"] == f"/v1/games/{created.json['id']}"
    assert api.get(created.headers["Location"]).json["id"] == created.json["id"]


def test_every_response_that_hands_out_a_token_or_key_says_no_store(wired, dice_race):
    """Issue 31 item 18: create, join, rematch, player creation, key rotation and stream tickets were
    cacheable (no Cache-Control at all on create and player creation)."""
    from tests.api.test_table_lifecycle import finished_game

    api = app_client(wired, rate_limits=True)  # the production configuration
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]})
    gid, token = created.json["id"], created.json["tokens"]["0"]
    joined = api.post(f"/v1/games/{gid}/join", json={"name": "bob"})
    ticket = api.post(f"/v1/games/{gid}/stream-tickets", headers={"Authorization": f"Bearer {token}"})
    player = api.post("/v1/players", json={"name": "cy", "kind": "human"})
    rotated = api.post("/v1/players/me/keys/rotate", headers={"Authorization": f"Bearer {player.json['key']}"})
    named = api.post("/v1/players/me/keys", json={"name": "bot host", "scopes": ["play"]},
                     headers={"Authorization": f"Bearer {rotated.json['key']}"})
    done, tokens = finished_game(api, wired)
    rematch = api.post(f"/v1/games/{done}/rematch", headers={"Authorization": f"Bearer {tokens['0']}"})
    handed_out = {"create": (created, "tokens"), "join": (joined, "token"), "ticket": (ticket, "ticket"),
                  "player": (player, "key"), "rotate": (rotated, "key"), "named key": (named, "key"),
                  "rematch": (rematch, "tokens")}
    for name, (response, secret) in handed_out.items():
        assert response.status_code in (200, 201) and secret in response.json, (name, response.json)
        assert response.headers["Cache-Control"] == "no-store", name
    assert "no-store" not in api.get("/v1/catalog").headers.get("Cache-Control", "")  # only where secrets are


def test_docs_may_not_be_framed(wired):
    """Issue 31 item 18: /docs (whose Authorize box takes tokens) could be framed by any page."""
    api = app_client(wired, rate_limits=True)
    for path in ("/docs", "/docs/static/swagger-ui.css"):
        response = api.get(path)
        assert response.status_code == 200, path
        assert response.headers["X-Frame-Options"] == "DENY"
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
