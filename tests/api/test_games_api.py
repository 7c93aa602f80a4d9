"""The REST resources of DESIGN §6, through the Flask test client against a real Redis."""

from __future__ import annotations

import json
import uuid

import pytest

PROBLEM = "application/problem+json"


def create(client, seats, game="dice-race"):
    response = client.post("/v1/games", json={"game": game, "seats": seats})
    assert response.status_code == 201, response.json
    return response.json


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def assert_problem(response, status, code):
    assert response.status_code == status, response.json
    assert response.mimetype == PROBLEM
    body = response.json
    assert body["status"] == status and body["code"] == code
    assert body["title"] and body["detail"] and body["type"].endswith(code)


@pytest.fixture
def api(dice_race, client):
    return client


def test_create_returns_game_resource_with_tokens_of_named_seats(api):
    game = create(api, [{"name": "ann"}, {"bot": "normal"}])
    assert game["status"] == "active"
    assert set(game["tokens"]) == {"0"}
    assert game["seats"] == [
        {"seat": 0, "name": "ann", "bot": None, "player": None, "registered": False, "open": False,
         "autopilot": False, "resigned": False, "clock": None},
        {"seat": 1, "name": "Normal bot", "bot": "normal", "player": None, "registered": False, "open": False,
         "autopilot": False, "resigned": False, "clock": None},
    ]
    assert game["to_act"] == [0]


def test_join_fills_the_last_open_seat_and_starts_the_game(api, wired):
    game = create(api, [{"name": "ann"}, {}])
    assert game["status"] == "open" and game["to_act"] == []
    joined = api.post(f"/v1/games/{game['id']}/join", json={"name": "bob"})
    assert joined.status_code == 201 and joined.json["seat"] == 1
    assert joined.headers["Boardroom-Head"] == " ".join(map(str, wired.store.head(game["id"])))
    now = api.get(f"/v1/games/{game['id']}", headers=auth(joined.json["token"])).json
    assert now["status"] == "active" and now["seats"][1]["name"] == "bob"
    assert_problem(api.post(f"/v1/games/{game['id']}/join", json={"name": "cy"}), 422, "game_not_open")


def test_join_a_taken_seat_is_refused(api):
    game = create(api, [{"name": "ann"}, {}, {}])
    assert_problem(api.post(f"/v1/games/{game['id']}/join", json={"name": "x", "seat": 0}), 422, "seat_taken")
    assert_problem(api.post(f"/v1/games/{game['id']}/join", json={"name": "x", "seat": 9}), 422, "no_such_seat")


def test_an_anonymous_join_without_a_name_is_told_what_it_lacks(api):
    game = create(api, [{"name": "ann"}, {}])
    refused = api.post(f"/v1/games/{game['id']}/join", json={})
    assert_problem(refused, 422, "name_required")
    assert "player key" in refused.json["detail"]


def test_command_appends_events_and_returns_them(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, tokens = game["id"], game["tokens"]
    response = api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens["0"]))
    assert response.status_code == 201
    body = response.json
    assert body["version"] == game["version"] + 1
    assert [e["type"] for e in body["events"]] == ["DieRolled"]
    assert body["events"][0]["cmd"]["type"] == "roll"


def test_rule_violation_is_422_with_the_rules_code(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"},
                        headers=auth(game["tokens"]["1"]))
    assert_problem(response, 422, "not_your_turn")
    assert "seat 0" in response.json["detail"]


def test_stale_if_match_is_409_with_expected_and_current(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"},
                        headers={**auth(game["tokens"]["0"]), "If-Match": '"1"'})
    assert_problem(response, 409, "stale_version")
    assert response.json["expected"] == 1 and response.json["current"] == game["version"]


def test_matching_if_match_is_accepted(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"},
                        headers={**auth(game["tokens"]["0"]), "If-Match": f'"{game["version"]}"'})
    assert response.status_code == 201


def test_idempotent_replay_returns_the_original_response(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    headers = {**auth(game["tokens"]["0"]), "Idempotency-Key": "k-1"}
    first = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"}, headers=headers)
    again = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"}, headers=headers)
    assert first.status_code == 201 and again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json
    assert api.get(f"/v1/games/{game['id']}").json["version"] == first.json["version"]


def test_idempotency_keys_are_per_seat_so_an_opponent_cannot_burn_a_key(api):
    """Issue 14 item 4: an opponent posting `alice-99` first must not make Alice's own `alice-99` fail."""
    game = create(api, [{"name": "alice"}, {"name": "bob"}])
    url = f"/v1/games/{game['id']}/commands"
    alice = {**auth(game["tokens"]["0"]), "Idempotency-Key": "alice-99"}
    bob = {**auth(game["tokens"]["1"]), "Idempotency-Key": "alice-99"}
    assert api.post(url, json={"type": "roll"}, headers=auth(game["tokens"]["0"])).status_code == 201
    bobs = api.post(url, json={"type": "roll"}, headers=bob)
    assert bobs.status_code == 201
    alices = api.post(url, json={"type": "roll"}, headers=alice)
    assert alices.status_code == 201, alices.json
    assert alices.json["version"] == bobs.json["version"] + 1
    again = api.post(url, json={"type": "roll"}, headers=alice)
    assert again.status_code == 200 and again.json == alices.json
    assert again.headers["Idempotent-Replayed"] == "true"


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        (b"{not json", 400, "malformed_json"),
        (b"[1, 2]", 422, "invalid_command"),
        (b'{"type": "fly"}', 422, "unknown_command"),
        (b'{"type": "roll", "times": "many"}', 422, "invalid_command"),
        (b'{"type": 7}', 422, "unknown_command"),
    ],
)
def test_malformed_commands_are_problems(api, body, status, code):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.post(f"/v1/games/{game['id']}/commands", data=body, content_type="application/json",
                        headers=auth(game["tokens"]["0"]))
    assert_problem(response, status, code)


def test_oversized_body_is_413(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.post(f"/v1/games/{game['id']}/commands", data=b'{"type":"roll","x":"' + b"a" * 70_000 + b'"}',
                        content_type="application/json", headers=auth(game["tokens"]["0"]))
    assert_problem(response, 413, "payload_too_large")


def test_tokens_unknown_foreign_or_missing(api):
    one = create(api, [{"name": "ann"}, {"name": "bob"}])
    other = create(api, [{"name": "cy"}, {"name": "di"}])
    url = f"/v1/games/{one['id']}/commands"
    assert_problem(api.post(url, json={"type": "roll"}, headers=auth("nope")), 401, "invalid_token")
    assert_problem(api.post(url, json={"type": "roll"}, headers={"Authorization": "Basic x"}), 401,
                   "malformed_token")
    assert_problem(api.post(url, json={"type": "roll"}, headers=auth(other["tokens"]["0"])), 403,
                   "token_for_another_game")
    assert_problem(api.post(url, json={"type": "roll"}), 401, "token_required")


def test_unknown_game_is_404(api):
    assert_problem(api.get("/v1/games/nope"), 404, "game_not_found")
    assert_problem(api.post("/v1/games/nope/commands", json={"type": "roll"}), 404, "game_not_found")
    assert_problem(api.get("/v1/nothing-here"), 404, "not_found")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"game": "chess", "seats": [{}, {}]}, "unknown_game"),
        ({"game": "dice-race", "seats": [{"name": "solo"}]}, "bad_player_count"),
        ({"game": "dice-race", "seats": [{"name": "a"}, {"bot": "godlike"}]}, "unknown_bot_level"),
        ({"game": "dice-race", "seats": [{"name": "a", "bot": "easy"}, {}]}, "invalid_request"),
        ({"game": "dice-race"}, "invalid_request"),
        ({"game": "dice-race", "seats": "two"}, "invalid_request"),
    ],
)
def test_bad_creations_are_422(api, body, code):
    assert_problem(api.post("/v1/games", json=body), 422, code)


def test_spectator_and_seats_see_only_their_secret(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, tokens = game["id"], game["tokens"]
    assert api.get(f"/v1/games/{gid}").json["view"]["secret"] is None
    mine = api.get(f"/v1/games/{gid}", headers=auth(tokens["1"])).json["view"]["secret"]
    assert 1 <= mine <= 6
    dealt = [e for e in api.get(f"/v1/games/{gid}/events", headers=auth(tokens["1"])).json["events"]
             if e["type"] == "SecretsDealt"][0]
    assert dealt["data"]["secrets"][0] is None and dealt["data"]["secrets"][1] == mine


def test_moves_list_what_is_accepted(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, tokens = game["id"], game["tokens"]
    moves = api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).json
    described = {"label", "targets", "kind"}
    assert {k: v for k, v in moves.items() if k not in ("moves", "lifecycle")} == {
        "game": "dice-race", "version": game["version"], "seat": 0, "unavailable": [],
        "take_back": {"allowed": False, "code": "nothing_to_take_back",
                      "reason": "Seat 1 has made no move yet: there is nothing to take back."}}
    assert [{k: v for k, v in m.items() if k not in described} for m in moves["moves"]] == [{"type": "roll"}]
    # no abort: each seat was dealt its secret (issue 31, item 14)
    assert [{k: v for k, v in m.items() if k not in described} for m in moves["lifecycle"]] == [
        {"type": "leave"}, {"type": "resign"}]
    assert all(m["label"] and m["targets"] == [] for m in moves["moves"] + moves["lifecycle"])
    assert [m["kind"] for m in moves["moves"]] == ["command"], "a listed move says it is a command (issue 32)"
    assert [m["kind"] for m in moves["lifecycle"]] == ["command", "command"], "so does a table command"
    assert api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["1"])).json["moves"] == []
    accepted = api.post(f"/v1/games/{gid}/commands", json=moves["moves"][0], headers=auth(tokens["0"]))
    assert accepted.status_code == 201, "a move posted as listed, label and targets included, is accepted"
    recorded = api.get(f"/v1/games/{gid}/events?after={game['version']}", headers=auth(tokens["0"])).json["events"]
    assert not described & recorded[0]["cmd"]["payload"].keys(), "what /moves adds is not part of the command"
    not_a_command = api.post(f"/v1/games/{gid}/commands", json={"type": "roll", "kind": "template"},
                             headers=auth(tokens["1"]))
    assert_problem(not_a_command, 422, "invalid_command")
    assert_problem(api.get(f"/v1/games/{gid}/moves"), 401, "token_required")


def test_events_paginate_and_stream_as_ndjson(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, tokens = game["id"], game["tokens"]
    for seat in (0, 1, 0):
        api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens[str(seat)]))
    page = api.get(f"/v1/games/{gid}/events?after=1&limit=2").json
    assert [e["v"] for e in page["events"]] == [2, 3]
    following = api.get(f"/v1/games/{gid}/events", query_string={"cursor": page["next"], "limit": 2}).json
    assert [e["v"] for e in following["events"]] == [4, 5]
    lines = api.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"})
    assert lines.mimetype == "application/x-ndjson"
    header, *envelopes = [json.loads(line) for line in lines.data.decode().splitlines()]
    assert header["format"] == "boardroom-export/1" and header["gid"] == gid and header["game"] == "dice-race"
    assert [e["v"] for e in envelopes] == list(range(1, game["version"] + 4))
    assert header["version"] == game["version"] + 3


def test_state_at_a_past_version(api):
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, tokens = game["id"], game["tokens"]
    api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens["0"]))
    past = api.get(f"/v1/games/{gid}/state?at={game['version']}", headers=auth(tokens["0"])).json
    assert past["version"] == game["version"] and past["view"]["rolls"] == [[], []]
    assert_problem(api.get(f"/v1/games/{gid}/state?at=999"), 404, "version_not_found")
    assert_problem(api.get(f"/v1/games/{gid}/state?at=zero"), 422, "invalid_request")


def test_the_state_of_a_version_before_the_game_began_has_an_empty_digest(api):
    """Schemathesis found a 500: an open table's first version has no game state for the digest to tell."""
    game = create(api, [{"name": "ann"}, {}, {}], game="tabletop-climber")
    first = api.get(f"/v1/games/{game['id']}/state?at=1", headers=auth(game["tokens"]["0"]))
    assert first.status_code == 200 and first.json["digest"] == [] and first.json["view"] == {}


def test_catalog_lists_games_with_command_schemas(api):
    games = {g["slug"]: g for g in api.get("/v1/catalog").json["games"]}
    assert games["dice-race"]["min_players"] == 2 and games["dice-race"]["bots"] == ["easy", "normal"]
    assert "roll" in games["dice-race"]["commands"]
    assert "tabletop-climber" in games


def test_metrics_and_docs(api):
    assert b"boardroom_http_requests" in api.get("/metrics").data
    docs = api.get("/docs")
    assert docs.status_code == 200 and b"/docs/static/swagger-ui-bundle.js" in docs.data
    assert api.get("/docs/static/swagger-ui-bundle.js").status_code == 200
    assert api.get("/openapi.yaml").data.startswith(b"components:") or b"openapi: 3.1.0" in api.get(
        "/openapi.yaml").data


def test_a_keyed_chain_shows_its_hashes_and_head_while_the_game_runs(api, wired):
    """Keyed hashes (DESIGN §3) reveal nothing without the key, so viewers get them, linked, and the head."""
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]})
    gid, tokens = created.json["id"], created.json["tokens"]
    assert created.headers["Boardroom-Head"] == " ".join(map(str, wired.store.head(gid)))
    posted = api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens["0"]))
    running = api.get(f"/v1/games/{gid}/events", headers=auth(tokens["1"]))
    events = running.json["events"]
    assert events[0]["chain"] == "hmac-sha256"
    assert all(later["prev"] == earlier["hash"] for earlier, later in zip(events, events[1:], strict=False))
    version, digest = wired.store.head(gid)
    assert events[-1]["hash"] == digest == posted.json["events"][-1]["hash"]
    for response in (posted, running, api.get(f"/v1/games/{gid}"),
                     api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["1"]))):
        assert response.headers["Boardroom-Head"] == f"{version} {digest}"
    header = json.loads(api.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"})
                        .data.decode().splitlines()[0])
    assert (header["version"], header["head"], header["chain"]) == (version, digest, "hmac-sha256")


def test_a_snapshot_from_an_older_build_is_refolded_from_the_events_not_used(api, wired):
    """A snapshot folded by a build whose game state had another shape (no chain mark, no ``shape``, a state that
    build's rules would misread) is ignored: the table is folded from its events, and the next link stays keyed."""
    from events.envelope import chain_breaks
    from events.seeds import chain_key
    from service.bootstrap import Settings, use

    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid = game["id"]
    live = wired.handler.table(gid)
    old_style = {k: v for k, v in live.items() if k not in ("chain", "head", "shape")}
    old_style["state"] = {"what": "an older build's state"}
    wired.snapshots.redis.delete(wired.store.keys(gid).snapshot)
    assert wired.snapshots.save(old_style)
    fresh = use(Settings(redis_url=wired.settings.redis_url))  # no cached table, seed or chain mark
    assert fresh.handler.table(gid) == live
    fresh.handler.execute(gid, 0, {"type": "roll"})
    key = chain_key(wired.store.secret(gid, "seed"), gid)
    assert chain_breaks(gid, wired.store.read(gid), key=key) == []


def test_a_snapshot_of_this_builds_shape_is_used(api, wired):
    """The counterpart: a snapshot with the current shape is loaded as stored (so loading stays cheap)."""
    from service.bootstrap import Settings, use

    gid = create(api, [{"name": "ann"}, {"name": "bob"}])["id"]
    marked = {**wired.handler.table(gid), "created_at": "2000-01-01T00:00:00Z"}
    wired.snapshots.redis.delete(wired.store.keys(gid).snapshot)
    assert wired.snapshots.save(marked)
    assert use(Settings(redis_url=wired.settings.redis_url)).handler.table(gid)["created_at"] == marked["created_at"]


def create_unkeyed(wired, names):
    """A game as created before chains were keyed: plain sha256 links, no chain mark."""
    from events.seeds import commitment, new_seed, rng_for
    from games import get_game
    from games import table as tables
    from service.tokens import new_token, token_field

    game, gid, seed = get_game("dice-race"), uuid.uuid4().hex, new_seed()
    seats = [{"name": name} for name in names]
    tokens = {str(seat): new_token() for seat in range(len(names))}
    events = tables.create(game, seats, game.options_schema().load({}), commitment(seed), rng_for(seed, gid, 0))
    secrets = {"seed": seed, **{token_field(t): s for s, t in tokens.items()}}
    wired.store.append(gid, events, expected=0, secrets=secrets,
                       cmd={"id": uuid.uuid4().hex, "seat": None, "type": "create-game",
                            "payload": {"game": "dice-race", "seats": seats, "options": {}}})
    return gid, tokens


def test_an_unkeyed_chain_withholds_hashes_while_the_game_runs_and_shows_them_after(api, wired):
    """An unkeyed hash over hidden data would let anyone brute-force it (a die, a bid, a hand)."""
    gid, tokens = create_unkeyed(wired, ["ann", "bob"])
    posted = api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens["0"]))
    assert wired.store.read(gid)[-1]["hash"] == wired.store.head(gid)[1]  # still chained, unkeyed, after a move
    running = api.get(f"/v1/games/{gid}/events", headers=auth(tokens["0"]))
    assert all("hash" not in e and "prev" not in e for e in running.json["events"] + posted.json["events"])
    assert all("Boardroom-Head" not in r.headers for r in (posted, running, api.get(f"/v1/games/{gid}")))
    header = json.loads(api.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"})
                        .data.decode().splitlines()[0])
    assert "head" not in header
    chain = api.get(f"/v1/games/{gid}/audit").json["checks"][0]
    assert chain["ok"] and wired.store.head(gid)[1][:8] not in chain["detail"]
    for seat in [1, 0, 1, 0, 1]:
        api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(tokens[str(seat)]))
    assert wired.handler.finish(gid)
    finished = api.get(f"/v1/games/{gid}/events").json["events"]
    assert [{k: v for k, v in e.items() if k != "summary"} for e in finished] == wired.store.read(gid)  # told apart
    assert api.get(f"/v1/games/{gid}/audit").json["ok"]


def test_options_that_do_not_fit_the_table_are_422_not_500(api):
    response = api.post("/v1/games", json={"game": "tabletop-inc", "seats": [{"name": "a"}, {"name": "b"}],
                                            "options": {"muman": {"5": "hard"}}})
    assert_problem(response, 422, "bad_option")


def test_a_table_says_when_its_last_event_happened_and_so_does_its_lobby_entry(api, wired):
    """The lobby leaves a table out of "Playing now" once it has waited on a person for long (issue 29): for that
    it needs the time of the table's last event, not only its creation."""
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, token = game["id"], game["tokens"]["0"]
    assert game["updated_at"] >= game["created_at"]
    api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    events = api.get(f"/v1/games/{gid}/events?after=0&limit=100").json["events"]
    now = api.get(f"/v1/games/{gid}").json
    assert now["updated_at"] == events[-1]["at"] and now["version"] == events[-1]["v"]
    wired.projector().project(gid)
    [entry] = [e for e in api.get("/v1/games?status=active").json["games"] if e["id"] == gid]
    assert entry["updated_at"] == now["updated_at"]
