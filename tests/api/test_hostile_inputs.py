"""Issue 14 item 3: anonymous inputs that used to answer 500 (each with a traceback) are 4xx problems."""

from __future__ import annotations

import json
import logging

import pytest

from tests.api.test_games_api import assert_problem, auth, create

NESTED = "[" * 20_000 + "]" * 20_000  # 40 KB: under the 64 KiB body limit, far past the recursion limit


@pytest.fixture
def api(dice_race, client, caplog):
    caplog.set_level(logging.ERROR)
    yield client
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "a hostile input logged an error"


@pytest.fixture
def game(api):
    return create(api, [{"name": "ann"}, {"name": "bob"}])


def post_json(api, url, text, headers=None):
    return api.post(url, data=text.encode("utf-8", "surrogatepass"), content_type="application/json",
                    headers=headers or {})


@pytest.mark.parametrize("body", [
    '{"type": "roll", "x": ' + NESTED + "}",
    '{"type": "roll", "x": ' + "[" * 40 + "]" * 40 + "}",  # parses, but deeper than the documented 32 levels
])
def test_deeply_nested_json_is_400_on_every_body(api, game, body):
    assert_problem(post_json(api, f"/v1/games/{game['id']}/commands", body, auth(game["tokens"]["0"])),
                   400, "json_too_deep")
    assert_problem(post_json(api, "/v1/games", body), 400, "json_too_deep")
    assert_problem(post_json(api, f"/v1/games/{game['id']}/join", body), 400, "json_too_deep")


def test_json_within_the_depth_limit_still_reaches_the_rules(api, game):
    body = '{"type": "roll", "times": ' + "[" * 30 + "]" * 30 + "}"
    response = post_json(api, f"/v1/games/{game['id']}/commands", body, auth(game["tokens"]["0"]))
    assert_problem(response, 422, "invalid_command")


def test_a_lone_surrogate_in_a_name_is_refused_on_create_and_on_join(api):
    body = '{"game": "dice-race", "seats": [{"name": "ann\\ud800"}, {}]}'
    assert_problem(post_json(api, "/v1/games", body), 400, "invalid_unicode")
    open_game = create(api, [{"name": "ann"}, {}])
    response = post_json(api, f"/v1/games/{open_game['id']}/join", '{"name": "\\udfff"}')
    assert_problem(response, 400, "invalid_unicode")
    assert "surrogate" in response.json["detail"]


def test_a_surrogate_pair_escape_is_an_ordinary_character(api):
    body = '{"game": "dice-race", "seats": [{"name": "ann \\ud83c\\udfb2"}, {}]}'
    response = post_json(api, "/v1/games", body)
    assert response.status_code == 201 and response.json["seats"][0]["name"] == "ann \N{GAME DIE}"


@pytest.mark.parametrize("name", [
    "ann\x00", "a\nb", "\x1b[31mred", "evil\u202egnp.exe", "\u2066isolate\u2069", "zero\u200bwidth", "line\u2028sep",
])
def test_names_refuse_control_format_and_bidi_characters(api, name):
    response = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": name}, {}]})
    assert_problem(response, 422, "invalid_request")
    assert "control or format characters" in json.dumps(response.json["errors"])
    open_game = create(api, [{"name": "ann"}, {}])
    joined = api.post(f"/v1/games/{open_game['id']}/join", json={"name": name})
    assert_problem(joined, 422, "invalid_request")
    assert "control or format characters" in json.dumps(joined.json["errors"])


def test_names_are_nfc_normalised_trimmed_and_not_blank(api):
    decomposed = "Zoe\u0308"  # e + combining diaeresis: NFC makes it one character
    game = create(api, [{"name": f"  {decomposed} "}, {}])
    assert game["seats"][0]["name"] == "Zo\u00eb"
    joined = api.post(f"/v1/games/{game['id']}/join", json={"name": "  "})
    assert_problem(joined, 422, "invalid_request")
    assert "blank" in json.dumps(joined.json["errors"])
    too_long = api.post(f"/v1/games/{game['id']}/join", json={"name": "x" * 65})
    assert_problem(too_long, 422, "invalid_request")


@pytest.mark.parametrize("header", ['"' + "9" * 5000 + '"', "9" * 16, '"\u00b2"', "12x", "W/", '"-1"'])
def test_if_match_that_is_not_a_short_version_is_400(api, game, header):
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"},
                        headers={**auth(game["tokens"]["0"]), "If-Match": header})
    assert_problem(response, 400, "bad_if_match")


def test_weak_and_unquoted_if_match_still_work(api, game):
    url, version = f"/v1/games/{game['id']}/commands", game["version"]
    weak = api.post(url, json={"type": "roll"}, headers={**auth(game["tokens"]["0"]), "If-Match": f'W/"{version}"'})
    assert weak.status_code == 201, weak.json
    bare = api.post(url, json={"type": "roll"}, headers={**auth(game["tokens"]["1"]), "If-Match": str(version + 1)})
    assert bare.status_code == 201, bare.json


@pytest.mark.parametrize("query", ["after=" + "9" * 25, "after=-1", "after=" + "9" * 5000, "limit=" + "9" * 25])
def test_events_query_integers_out_of_range_are_422(api, game, query):
    assert_problem(api.get(f"/v1/games/{game['id']}/events?{query}"), 422, "invalid_request")


@pytest.mark.parametrize("query", ["offset=" + "9" * 25, "offset=-3", "limit=" + "9" * 25])
def test_lobby_query_integers_out_of_range_are_422(api, query):
    assert_problem(api.get(f"/v1/games?{query}"), 422, "invalid_request")


def test_stream_and_state_integers_out_of_range_are_4xx(api, game):
    gid = game["id"]
    assert_problem(api.get(f"/v1/games/{gid}/stream?after=" + "9" * 25), 422, "invalid_request")
    assert_problem(api.get(f"/v1/games/{gid}/state?at=" + "9" * 25), 422, "invalid_request")
    assert_problem(api.get(f"/v1/games/{gid}/stream", headers={"Last-Event-ID": "9" * 25}), 400,
                   "bad_last_event_id")
    # `after` takes precedence over the header, which is still checked (the fuzzer found it ignored: a 200)
    assert_problem(api.get(f"/v1/games/{gid}/stream?after=1", headers={"Last-Event-ID": "Ti"}), 400,
                   "bad_last_event_id")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "application/xml"])
def test_a_body_that_is_not_json_is_415(api, game, content_type):
    body = json.dumps({"game": "dice-race", "seats": [{"name": "a"}, {}]})
    assert_problem(api.post("/v1/games", data=body, content_type=content_type), 415, "unsupported_media_type")
    assert_problem(api.post(f"/v1/games/{game['id']}/commands", data='{"type": "roll"}', content_type=content_type,
                            headers=auth(game["tokens"]["0"])), 415, "unsupported_media_type")
    assert_problem(api.post(f"/v1/games/{game['id']}/join", data='{"name": "x"}', content_type=content_type),
                   415, "unsupported_media_type")


def test_a_json_body_without_content_type_is_415(api):
    response = api.post("/v1/games", data=b'{"game": "dice-race", "seats": [{}, {}]}')
    assert_problem(response, 415, "unsupported_media_type")


def test_a_huge_command_type_is_not_echoed_back(api, game):
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "x" * 60_000},
                        headers=auth(game["tokens"]["0"]))
    assert_problem(response, 422, "unknown_command")
    assert len(response.data) < 1000 and "xxxx" in response.json["detail"]


def test_invalid_utf8_is_malformed_json(api):
    response = api.post("/v1/games", data=b'{"game": "\xff\xfe"}', content_type="application/json")
    assert_problem(response, 400, "malformed_json")


def test_huge_unknown_field_names_are_not_echoed_back(api, game):
    field = "f" * 60_000
    command = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll", field: 1},
                       headers=auth(game["tokens"]["0"]))
    assert_problem(command, 422, "invalid_command")
    assert len(command.data) < 2000 and "Unknown field." in json.dumps(command.json["errors"])
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "a"}, {}], field: 1})
    assert_problem(created, 422, "invalid_request")
    assert len(created.data) < 2000
    lobby = api.get("/v1/games?game=" + "g" * 5000)
    assert_problem(lobby, 422, "invalid_request")


def test_a_problem_carries_non_ascii_as_utf8_like_every_other_answer(api, game):
    """README: "Responses carry non-ASCII text as UTF-8 rather than \\uXXXX escapes"; a problem is a response too."""
    refused = api.get(f"/v1/games/{game['id']}/moves")
    assert_problem(refused, 401, "token_required")
    assert "…" in refused.json["detail"]
    assert "…".encode() in refused.data and b"\\u2026" not in refused.data
