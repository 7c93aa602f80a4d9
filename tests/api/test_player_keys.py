"""Issue 32 item 9: a player's named keys, each with scopes (read, play, manage), revocable one by one.

Baseline: one all-powerful key per player; rotating it was the only way to stop a leaked one.
"""

from __future__ import annotations

import hashlib

import pytest

from service.player_keys import MAX_KEYS
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register

KEYS = "/v1/players/me/keys"


@pytest.fixture
def api(dice_race, client):
    return client


def new_key(api, owner, scopes, name="bot host"):
    response = api.post(KEYS, json={"name": name, "scopes": scopes}, headers=auth(owner["key"]))
    assert response.status_code == 201, response.json
    return response.json


def refused(response, scope):
    assert_problem(response, 403, "insufficient_scope")
    assert response.json["scope"] == scope and f"`{scope}`" in response.json["detail"]


def test_a_new_key_is_shown_once_with_its_scopes_and_listed_without_secrets(api, wired):
    ann = register(api, "ann")
    made = new_key(api, ann, ["play", "read", "play"], name="laptop")
    assert made["key"].startswith("pk_") and made["key"] != ann["key"]
    assert made["name"] == "laptop" and made["scopes"] == ["read", "play"] and made["created"].endswith("Z")
    listed = api.get(KEYS, headers=auth(ann["key"]))
    assert listed.status_code == 200
    keys = listed.json["keys"]
    assert [(k["name"], k["scopes"]) for k in keys] == [("default", ["read", "play", "manage"]),
                                                         ("laptop", ["read", "play"])]
    assert keys[1]["id"] == made["id"] and keys[1]["created"] == made["created"]
    text = listed.get_data(as_text=True)
    for secret in (ann["key"], made["key"]):
        assert secret not in text and hashlib.sha256(secret.encode()).hexdigest() not in text
    assert all(set(k) == {"id", "name", "scopes", "created", "last_used"} for k in keys)
    stored = b"".join(k + v for k, v in wired.redis.hgetall(f"br:{{players}}:p:{ann['id']}:keys").items())
    assert made["key"].encode() not in stored


def test_last_used_says_when_a_key_was_sent(api):
    ann = register(api, "ann")
    made = new_key(api, ann, ["read"])
    unused = {k["id"]: k["last_used"] for k in api.get(KEYS, headers=auth(ann["key"])).json["keys"]}
    assert unused[made["id"]] is None
    assert api.get("/v1/players/me", headers=auth(made["key"])).status_code == 200
    used = {k["id"]: k["last_used"] for k in api.get(KEYS, headers=auth(ann["key"])).json["keys"]}
    assert used[made["id"]] is not None and used[made["id"]] >= made["created"]


def test_reading_as_the_player_needs_read(api):
    ann = register(api, "ann")
    reader, player = new_key(api, ann, ["read"]), new_key(api, ann, ["play"])
    assert api.get("/v1/players/me", headers=auth(reader["key"])).json["id"] == ann["id"]
    refused(api.get("/v1/players/me", headers=auth(player["key"])), "read")
    refused(api.get("/v1/players/me/stream", headers=auth(player["key"])), "read")
    refused(api.get("/v1/seeks", headers=auth(player["key"])), "read")
    refused(api.get("/v1/challenges", headers=auth(player["key"])), "read")
    assert api.get("/v1/seeks", headers=auth(reader["key"])).json == {"seeks": []}
    assert api.get("/v1/challenges", headers=auth(reader["key"])).status_code == 200


def test_a_seat_is_read_with_read_and_played_with_play(api):
    ann = register(api, "ann")
    reader, player = new_key(api, ann, ["read"]), new_key(api, ann, ["play"])
    seats = {"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}]}
    refused(api.post("/v1/games", json=seats, headers=auth(reader["key"])), "play")
    game = api.post("/v1/games", json=seats, headers=auth(player["key"]))
    assert game.status_code == 201, game.json
    gid = game.json["id"]
    assert api.get(f"/v1/games/{gid}/moves", headers=auth(reader["key"])).json["seat"] == 0
    refused(api.get(f"/v1/games/{gid}/moves", headers=auth(player["key"])), "read")
    refused(api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(reader["key"])), "play")
    assert api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(player["key"])).status_code \
        == 201


def test_a_key_without_read_still_spectates_a_table_without_its_player(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    game = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}]},
                    headers=auth(ann["key"])).json
    bobs_player = new_key(api, bob, ["play"])
    seen = api.get(f"/v1/games/{game['id']}", headers=auth(bobs_player["key"]))
    assert seen.status_code == 200 and seen.json["id"] == game["id"]


def test_joining_seeking_and_challenging_need_play(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    reader, player = new_key(api, bob, ["read", "manage"]), new_key(api, bob, ["play"])
    table = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {}]},
                     headers=auth(ann["key"])).json
    refused(api.post(f"/v1/games/{table['id']}/join", json={}, headers=auth(reader["key"])), "play")
    assert api.post(f"/v1/games/{table['id']}/join", json={}, headers=auth(player["key"])).status_code == 201
    seek = {"game": "dice-race", "players": 2}
    refused(api.post("/v1/seeks", json=seek, headers=auth(reader["key"])), "play")
    sought = api.post("/v1/seeks", json=seek, headers=auth(player["key"]))
    assert sought.status_code == 201
    refused(api.delete(f"/v1/seeks/{sought.json['id']}", headers=auth(reader["key"])), "play")
    invite = {"game": "dice-race", "players": [ann["id"]]}
    refused(api.post("/v1/challenges", json=invite, headers=auth(reader["key"])), "play")
    challenge = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                         headers=auth(ann["key"])).json
    refused(api.post(f"/v1/challenges/{challenge['id']}/accept", headers=auth(reader["key"])), "play")
    refused(api.post(f"/v1/challenges/{challenge['id']}/decline", headers=auth(reader["key"])), "play")
    assert api.get(f"/v1/challenges/{challenge['id']}", headers=auth(reader["key"])).json["status"] == "pending"
    accepted = api.post(f"/v1/challenges/{challenge['id']}/accept", headers=auth(player["key"]))
    assert accepted.status_code == 200 and accepted.json["status"] == "started"


def test_keys_are_managed_only_with_manage(api):
    ann = register(api, "ann")
    other = new_key(api, ann, ["read", "play"])
    refused(api.post(KEYS, json={"name": "x", "scopes": ["read"]}, headers=auth(other["key"])), "manage")
    refused(api.get(KEYS, headers=auth(other["key"])), "manage")
    refused(api.delete(f"{KEYS}/{other['id']}", headers=auth(other["key"])), "manage")
    refused(api.post(f"{KEYS}/rotate", headers=auth(other["key"])), "manage")
    assert api.get("/v1/players/me", headers=auth(other["key"])).status_code == 200  # none of that changed it


def test_a_revoked_key_stops_on_the_next_request_and_the_others_go_on(api):
    ann = register(api, "ann")
    doomed, kept = new_key(api, ann, ["read", "play"]), new_key(api, ann, ["read"])
    assert api.get("/v1/players/me", headers=auth(doomed["key"])).status_code == 200
    revoked = api.delete(f"{KEYS}/{doomed['id']}", headers=auth(ann["key"]))
    assert revoked.status_code == 204 and revoked.get_data() == b""
    assert_problem(api.get("/v1/players/me", headers=auth(doomed["key"])), 401, "invalid_player_key")
    assert api.get("/v1/players/me", headers=auth(kept["key"])).status_code == 200
    assert doomed["id"] not in {k["id"] for k in api.get(KEYS, headers=auth(ann["key"])).json["keys"]}
    assert_problem(api.delete(f"{KEYS}/{doomed['id']}", headers=auth(ann["key"])), 404, "key_not_found")


def test_a_key_may_revoke_itself(api):
    ann = register(api, "ann")
    manager = new_key(api, ann, ["manage"])
    assert api.delete(f"{KEYS}/{manager['id']}", headers=auth(manager["key"])).status_code == 204
    assert_problem(api.get(KEYS, headers=auth(manager["key"])), 401, "invalid_player_key")


def test_another_players_key_is_not_found_and_keeps_working(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    bobs = new_key(api, bob, ["read"])
    assert_problem(api.delete(f"{KEYS}/{bobs['id']}", headers=auth(ann["key"])), 404, "key_not_found")
    assert api.get("/v1/players/me", headers=auth(bobs["key"])).json["id"] == bob["id"]


def test_rotate_replaces_the_key_sent_and_keeps_its_id_name_and_scopes(api):
    ann = register(api, "ann")
    manager = new_key(api, ann, ["read", "manage"], name="ops")
    rotated = api.post(f"{KEYS}/rotate", headers=auth(manager["key"]))
    assert rotated.status_code == 201 and rotated.headers["Cache-Control"] == "no-store"
    assert_problem(api.get(KEYS, headers=auth(manager["key"])), 401, "invalid_player_key")
    keys = {k["id"]: k for k in api.get(KEYS, headers=auth(rotated.json["key"])).json["keys"]}
    assert (keys[manager["id"]]["name"], keys[manager["id"]]["scopes"]) == ("ops", ["read", "manage"])
    assert api.get("/v1/players/me", headers=auth(ann["key"])).status_code == 200  # the default key untouched
    refused(api.post("/v1/seeks", json={"game": "dice-race", "players": 2}, headers=auth(rotated.json["key"])),
            "play")


def test_the_number_of_keys_is_capped(api):
    ann = register(api, "ann")
    made = [new_key(api, ann, ["read"], name=f"k{n}") for n in range(MAX_KEYS - 1)]  # the default key counts
    too_many = api.post(KEYS, json={"name": "one more", "scopes": ["read"]}, headers=auth(ann["key"]))
    assert_problem(too_many, 409, "too_many_keys")
    assert too_many.json["limit"] == MAX_KEYS
    assert len(api.get(KEYS, headers=auth(ann["key"])).json["keys"]) == MAX_KEYS
    assert api.delete(f"{KEYS}/{made[0]['id']}", headers=auth(ann["key"])).status_code == 204
    new_key(api, ann, ["read"], name="one more")


@pytest.mark.parametrize("body", [
    {"name": "", "scopes": ["read"]},
    {"name": "x" * 65, "scopes": ["read"]},
    {"name": "tab\there", "scopes": ["read"]},
    {"name": "x", "scopes": []},
    {"name": "x", "scopes": ["admin"]},
    {"name": "x", "scopes": "read"},
    {"name": "x"},
    {"scopes": ["read"]},
])
def test_bad_names_and_scopes_are_422(api, body):
    ann = register(api, "ann")
    assert_problem(api.post(KEYS, json=body, headers=auth(ann["key"])), 422, "invalid_request")


def test_names_of_64_characters_are_fine(api):
    ann = register(api, "ann")
    assert new_key(api, ann, ["read"], name="é" * 64)["name"] == "é" * 64


def test_the_default_key_still_does_everything(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    assert api.get("/v1/players/me", headers=auth(ann["key"])).status_code == 200
    assert api.post("/v1/seeks", json={"game": "dice-race", "players": 3}, headers=auth(ann["key"])).status_code \
        == 201
    assert api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                    headers=auth(ann["key"])).status_code == 201
    assert api.get(KEYS, headers=auth(ann["key"])).json["keys"][0]["name"] == "default"


def test_a_key_made_before_named_keys_is_a_full_key_listed_and_revoked_as_default(api, wired):
    ann = register(api, "ann")
    # The store as it was before named keys: KEYS maps the key's hash to the bare pid, the account holds the hash.
    legacy = "pk_" + "legacy-key-of-ann"
    digest = hashlib.sha256(legacy.encode()).hexdigest()
    wired.redis.hset("br:{players}:keys", digest, ann["id"])
    wired.redis.hset(f"br:{{players}}:p:{ann['id']}", "key", digest)
    assert api.post("/v1/seeks", json={"game": "dice-race", "players": 3}, headers=auth(legacy)).status_code == 201
    keys = api.get(KEYS, headers=auth(legacy)).json["keys"]
    assert ("default", "default", ["read", "play", "manage"]) in [(k["id"], k["name"], k["scopes"]) for k in keys]
    rotated = api.post(f"{KEYS}/rotate", headers=auth(legacy))
    assert rotated.status_code == 201
    assert_problem(api.get("/v1/players/me", headers=auth(legacy)), 401, "invalid_player_key")
    after = {k["id"]: k["scopes"] for k in api.get(KEYS, headers=auth(rotated.json["key"])).json["keys"]}
    assert after["default"] == ["read", "play", "manage"]
    assert api.delete(f"{KEYS}/default", headers=auth(ann["key"])).status_code == 204
    assert_problem(api.get("/v1/players/me", headers=auth(rotated.json["key"])), 401, "invalid_player_key")
    assert api.get("/v1/players/me", headers=auth(ann["key"])).status_code == 200  # the registration key


def test_unknown_and_seat_tokens_stay_401(api):
    assert_problem(api.get(KEYS, headers=auth("pk_nonsense")), 401, "invalid_player_key")
    assert_problem(api.get(KEYS), 401, "player_key_required")
    assert_problem(api.post(KEYS, json={"name": "x", "scopes": ["read"]}, headers=auth("seat-token")), 401,
                   "invalid_player_key")


def test_a_key_may_grant_only_the_scopes_it_holds(api):
    """Issue 49 item 6: a `manage`-only key made a key with every scope, and so could read and play as its player."""
    ann = register(api, "ann")
    manager = new_key(api, ann, ["manage"], name="manager")
    for scopes, lacked in ((["read", "play", "manage"], "read"), (["play"], "play"), (["manage", "play"], "play")):
        refused(api.post(KEYS, json={"name": "escalated", "scopes": scopes}, headers=auth(manager["key"])), lacked)
    assert new_key(api, ann, ["manage"], name="second manager")["scopes"] == ["manage"]  # what it holds, it grants
    reader = new_key(api, ann, ["read", "manage"], name="reader")
    refused(api.post(KEYS, json={"name": "player", "scopes": ["read", "play"]}, headers=auth(reader["key"])), "play")
    assert new_key(api, reader, ["read"], name="read only")["scopes"] == ["read"]
    names = [k["name"] for k in api.get(KEYS, headers=auth(ann["key"])).json["keys"]]
    assert sorted(names) == sorted(["default", "manager", "second manager", "reader", "read only"])  # none refused made
    assert new_key(api, ann, ["read", "play", "manage"], name="full")["scopes"] == ["read", "play", "manage"]
