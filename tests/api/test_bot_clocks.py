"""Rated tables between bot accounts default to a live clock (issue 52 item 5: a crashed bot held its rated tables
for three days a decision); between people, or with a person, they keep correspondence."""

from __future__ import annotations

import pytest

from tests.api.test_games_api import auth

LIVE = {"type": "move", "seconds": 60}
CORRESPONDENCE = {"type": "correspondence", "days": 3}


@pytest.fixture
def api(dice_race, client):
    return client


def account(api, name, kind):
    made = api.post("/v1/players", json={"name": name, "kind": kind})
    assert made.status_code == 201, made.json
    return made.json["id"], made.json["key"]


def seek(api, key, **choices):
    sought = api.post("/v1/seeks", json={"game": "dice-race", "players": 2, "rated": True, **choices},
                      headers=auth(key))
    assert sought.status_code == 201, sought.json
    return sought.json


def challenge_table(api, challenger, invitee, **choices):
    sent = api.post("/v1/challenges", json={"game": "dice-race", "players": [invitee[0]], "rated": True, **choices},
                    headers=auth(challenger[1]))
    assert sent.status_code == 201, sent.json
    accepted = api.post(f"/v1/challenges/{sent.json['id']}/accept", headers=auth(invitee[1]))
    assert accepted.status_code == 200, accepted.json
    return sent.json, api.get(f"/v1/games/{accepted.json['gid']}").json


def test_a_rated_seek_of_a_bot_without_a_clock_seeks_a_live_one_and_a_persons_does_not(api):
    assert seek(api, account(api, "seeking-bot", "bot")[1])["clock"] == LIVE
    assert seek(api, account(api, "seeking-person", "human")[1])["clock"] is None
    assert seek(api, account(api, "unrated-bot", "bot")[1], rated=False)["clock"] is None


def test_two_bots_matched_by_rated_seeks_play_on_a_live_clock(api):
    first, second = account(api, "bot-one", "bot"), account(api, "bot-two", "bot")
    seek(api, first[1])
    matched = seek(api, second[1])
    assert matched["status"] == "matched"
    assert api.get(f"/v1/games/{matched['gid']}").json["clock"] == LIVE


def test_a_rated_challenge_between_bots_gets_a_live_clock_and_with_a_person_correspondence(api):
    bots = account(api, "bot-a", "bot"), account(api, "bot-b", "bot")
    sent, table = challenge_table(api, *bots)
    assert sent["clock"] == LIVE and table["clock"] == LIVE
    person = account(api, "a-person", "human")
    sent, table = challenge_table(api, person, account(api, "bot-c", "bot"))
    assert sent["clock"] is None and table["clock"] == CORRESPONDENCE


def test_a_clock_asked_for_is_kept(api):
    chosen = {"type": "correspondence", "days": 1}
    _, table = challenge_table(api, account(api, "bot-d", "bot"), account(api, "bot-e", "bot"), clock=chosen)
    assert table["clock"] == chosen
