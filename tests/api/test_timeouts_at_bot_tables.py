"""A person who times out at a table with bots still has a game when back (issue 50 item 5: with a 30 s clock, the
bot that took the timed-out seat and the other bots finished the whole game within the same 30 s). Over HTTP in
the production configuration, with the projector and the worker's jobs run in process; time is the service's
clock, moved by the test, and each scheduled job (an expiry, a paced bot turn) runs at its time."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games import clocks
from tests.api.test_games_api import auth
from tests.support.service_clock import service_clock
from tests.support.spine import projector_for, run_until

CLOCK = {"type": "move", "seconds": 30}


@pytest.fixture
def table_of_ann_and_bots(wired, dice_race, monkeypatch):
    """ann and two bots at a 30 s move clock; ann's turn first. (client, wiring, projector, clock, gid, token)"""
    from service.bootstrap import use
    from service.http.app import create_app

    wiring = use(replace(wired.settings, rate_limits=True))  # the production configuration
    app = create_app(wiring)
    app.testing = True
    client = app.test_client()
    clock = service_clock(monkeypatch, wiring)
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"bot": "easy"},
                                                                            {"bot": "normal"}], "clock": CLOCK})
    assert created.status_code == 201, created.json
    return client, wiring, projector_for(wiring), clock, created.json["id"], created.json["tokens"]["0"]


def seconds(at: str) -> float:
    return clocks.at_ms(at) / 1000


def test_a_person_who_times_out_gets_one_more_clock_then_the_bots_wait_for_her(table_of_ann_and_bots):
    client, wiring, projector, clock, gid, token = table_of_ann_and_bots
    started = client.get(f"/v1/games/{gid}").json
    deadline = seconds(started["seats"][0]["clock"]["deadline"])

    run_until(wiring, projector, clock, deadline + 1)
    graced = client.get(f"/v1/games/{gid}", headers=auth(token)).json
    (expired,) = [e for e in client.get(f"/v1/games/{gid}/events").json["events"] if e["type"] == "ClockExpired"]
    assert expired["data"]["outcome"] == "grace" and "one more clock" in expired["summary"]["text"]
    ann = graced["seats"][0]
    assert ann["autopilot"] is False and ann["clock"]["grace"] is True
    assert seconds(ann["clock"]["deadline"]) == seconds(expired["at"]) + CLOCK["seconds"]
    assert client.get(f"/v1/games/{gid}/moves", headers=auth(token)).json["moves"]  # hers to play all along

    run_until(wiring, projector, clock, seconds(ann["clock"]["deadline"]) + 1)
    events = client.get(f"/v1/games/{gid}/events").json["events"]
    taken = [e for e in events if e["type"] == "ClockExpired"][-1]
    assert taken["data"]["outcome"] == "bot" and client.get(f"/v1/games/{gid}").json["seats"][0]["autopilot"]

    run_until(wiring, projector, clock, seconds(taken["at"]) + CLOCK["seconds"])  # the next whole clock
    table = client.get(f"/v1/games/{gid}").json
    assert table["status"] == "active"
    played = [e for e in client.get(f"/v1/games/{gid}/events").json["events"] if e["v"] > taken["v"]]
    gaps = [seconds(e["at"]) - seconds(before["at"]) for before, e in zip([taken, *played], played, strict=False)]
    assert played and all(gap >= wiring.settings.autopilot_pace for gap in gaps)

    back = client.post(f"/v1/games/{gid}/commands", json={"type": "return"}, headers=auth(token))
    assert back.status_code == 201, back.json
    run_until(wiring, projector, clock, clock.now)  # nobody away: the bots answer at once
    moves = client.get(f"/v1/games/{gid}/moves", headers=auth(token)).json
    assert [m["type"] for m in moves["moves"]] == ["roll"]
    rolled = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    assert rolled.status_code == 201, rolled.json
    assert rolled.json["events"][0]["seat"] == 0 and not rolled.json["events"][0]["cmd"].get("autopilot")
