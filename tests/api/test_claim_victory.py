"""Claiming the win over an absent seat at a correspondence table (issue 52 item 5): refused 409 while its client
was seen within 5 minutes, then the absent seat forfeits. Time is the service's clock, moved by the test."""

from __future__ import annotations

import json

import pytest

from games import clocks
from tests.api.test_games_api import assert_problem, auth
from tests.support.service_clock import service_clock

CORRESPONDENCE = {"type": "correspondence", "days": 1}
FIVE_MINUTES = 300


@pytest.fixture
def timed(dice_race, client, wired, monkeypatch):
    """(client, clock): the service's clock and the seats' presence both move with the test's clock."""
    clock = service_clock(monkeypatch, wired)
    monkeypatch.setattr(wired.seat_presence, "clock", clock)
    return client, clock


def table(api, clock=CORRESPONDENCE):
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}],
                                          "clock": clock})
    assert created.status_code == 201, created.json
    return created.json["id"], created.json["tokens"]


def claim(api, gid, token, seat):
    return api.post(f"/v1/games/{gid}/claim-victory", json={"seat": seat}, headers=auth(token))


def test_an_absent_seat_is_claimable_five_minutes_after_it_was_last_seen_and_then_forfeits(timed, wired):
    api, clock = timed
    gid, tokens = table(api)
    assert api.get(f"/v1/games/{gid}").json["to_act"] == [0]
    clock.now += 3600
    seen_at = clock.ms()
    assert api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).status_code == 200  # ann's client polls
    clock.now += FIVE_MINUTES - 1
    early = claim(api, gid, tokens["1"], 0)
    assert_problem(early, 409, "claim_too_early")
    assert early.json["claimable_at"] == clocks.iso(seen_at + FIVE_MINUTES * 1000)
    clock.now += 1
    claimed = claim(api, gid, tokens["1"], 0)
    assert claimed.status_code == 200, claimed.json
    assert claimed.json["seats"][0]["resigned"] and not claimed.json["seats"][1]["resigned"]
    assert claimed.json["to_act"] == []
    log = api.get(f"/v1/games/{gid}/events").json["events"]
    assert log[-1]["type"] == "VictoryClaimed" and log[-1]["seat"] == 1 and log[-1]["data"]["seat"] == 0
    assert wired.handler.finish(gid)  # the scoring job
    finished = api.get(f"/v1/games/{gid}").json
    assert finished["status"] == "finished" and finished["result"]["ranking"] == [[1], [0]]
    assert finished["result"]["forfeits"] == [0]
    assert api.get(f"/v1/games/{gid}/audit").json["ok"]


def test_a_seat_never_seen_is_claimable_five_minutes_after_it_became_awaited(timed):
    api, clock = timed
    gid, tokens = table(api)
    started = clock.ms()
    clock.now += 60
    assert_problem(claim(api, gid, tokens["1"], 0), 409, "claim_too_early")
    assert claim(api, gid, tokens["1"], 0).json["claimable_at"] == clocks.iso(started + FIVE_MINUTES * 1000)
    clock.now += FIVE_MINUTES
    assert claim(api, gid, tokens["1"], 0).status_code == 200


def test_an_open_stream_keeps_a_seat_seen(timed, wired):
    api, clock = timed
    gid, tokens = table(api)
    clock.now += 3600
    stream = api.get(f"/v1/games/{gid}/stream", headers={**auth(tokens["0"]), "Accept": "application/x-ndjson"},
                     buffered=False)
    next(stream.response)  # the stream runs: its first keep-alive is out
    stream.close()
    clock.now += 60
    assert_problem(claim(api, gid, tokens["1"], 0), 409, "claim_too_early")


def test_a_player_seen_through_its_key_holds_its_seats(timed, wired):
    api, clock = timed
    keys = {}
    for name in ("claire", "dora"):
        made = api.post("/v1/players", json={"name": name, "kind": "bot"})
        assert made.status_code == 201, made.json
        keys[name] = (made.json["id"], made.json["key"])
    (_, claire_key), (dora, dora_key) = keys["claire"], keys["dora"]
    sent = api.post("/v1/challenges", json={"game": "dice-race", "players": [dora], "clock": CORRESPONDENCE},
                    headers=auth(claire_key)).json
    gid = api.post(f"/v1/challenges/{sent['id']}/accept", headers=auth(dora_key)).json["gid"]
    awaited = api.get(f"/v1/games/{gid}").json["to_act"][0]
    seated = [key for _, key in sorted((seat["seat"], keys[seat["name"]][1]) for seat in
                                       api.get(f"/v1/games/{gid}").json["seats"])]
    clock.now += 3600
    assert api.get("/v1/players/me", headers=auth(seated[awaited])).status_code == 200  # a request of its key
    clock.now += 60
    assert_problem(claim(api, gid, seated[1 - awaited], awaited), 409, "claim_too_early")
    clock.now += FIVE_MINUTES
    assert claim(api, gid, seated[1 - awaited], awaited).status_code == 200


def test_claims_that_cannot_be_made_are_422s(timed):
    api, clock = timed
    live, live_tokens = table(api, clock={"type": "move", "seconds": 60})
    assert_problem(claim(api, live, live_tokens["1"], 0), 422, "not_correspondence")
    gid, tokens = table(api)
    clock.now += 3600
    assert_problem(claim(api, gid, tokens["0"], 1), 422, "seat_not_awaited")  # bob is not awaited: nothing waits
    assert_problem(claim(api, gid, tokens["1"], 1), 422, "bad_claim")
    assert_problem(claim(api, gid, tokens["1"], 7), 422, "bad_claim")
    assert_problem(api.post(f"/v1/games/{gid}/claim-victory", json={"seat": 0}), 401, "token_required")
    assert_problem(api.post(f"/v1/games/{gid}/claim-victory", json={}), 401, "token_required")  # before the body


def seat_entries(api, gid, token=None):
    return api.get(f"/v1/games/{gid}", headers=auth(token) if token else {}).json["seats"]


def test_the_game_tells_the_seat_that_could_claim_from_when_it_may(timed):
    api, clock = timed
    gid, tokens = table(api)
    started = clock.ms()
    clock.now += 3600
    seen_at = clock.ms()
    assert api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).status_code == 200  # ann's client polls
    bob_sees = seat_entries(api, gid, tokens["1"])
    assert bob_sees[0]["claimable_at"] == clocks.iso(seen_at + FIVE_MINUTES * 1000)
    assert "claimable_at" not in bob_sees[1]  # his own seat
    assert all("claimable_at" not in seat for seat in seat_entries(api, gid, tokens["0"]))  # bob is not awaited
    assert all("claimable_at" not in seat for seat in seat_entries(api, gid))  # a spectator claims nothing
    assert seen_at > started + FIVE_MINUTES * 1000  # so the time told is from ann's last request, not the start

    # The state stream's frame (what the web client draws) tells it too.
    stream = api.get(f"/v1/games/{gid}/stream?as=state", headers={**auth(tokens["1"]),
                                                                    "Accept": "application/x-ndjson"}, buffered=False)
    frame = json.loads(next(line for line in stream.response if line.strip()))
    stream.close()
    assert frame["type"] == "state" and frame["seats"][0]["claimable_at"] == bob_sees[0]["claimable_at"]

    clock.now += FIVE_MINUTES
    assert claim(api, gid, tokens["1"], 0).status_code == 200
    assert all("claimable_at" not in seat for seat in seat_entries(api, gid, tokens["1"]))  # nothing left to claim


def test_no_seat_is_claimable_at_a_live_clock_table(timed):
    api, _ = timed
    gid, tokens = table(api, clock={"type": "move", "seconds": 60})
    assert all("claimable_at" not in seat for seat in seat_entries(api, gid, tokens["1"]))
