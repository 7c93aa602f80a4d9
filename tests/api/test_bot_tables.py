"""The all-bot table cap counts every table the server plays alone, however it got there (issue 31 item 3),
and seeks that bots may fill spend the creation budget. Limits on, as in production; real Redis."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from prometheus_client.parser import text_string_to_metric_families

from service import lifecycle as hosting
from tests.api.test_games_api import auth
from tests.api.test_players_api import register
from tests.support.spine import drain, projector_for

PROBLEM = "application/problem+json"
BOTS = [{"bot": "easy"}, {"bot": "normal"}]


@pytest.fixture
def limited(wired, dice_race):
    """A client of the production configuration with the cap at one table, and the projector that counts."""
    from service.bootstrap import use
    from service.http.app import create_app

    wiring = use(replace(wired.settings, rate_limits=True, max_bot_tables=1))
    app = create_app(wiring)
    app.testing = True
    return app.test_client(), wiring, projector_for(wiring)


def assert_429(response, code):
    assert response.status_code == 429, response.json
    assert response.mimetype == PROBLEM and response.json["code"] == code
    assert int(response.headers["Retry-After"]) >= 1


def person_and_bots(client, **hosting_choices) -> tuple[str, str]:
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, *BOTS],
                                             **hosting_choices})
    assert created.status_code == 201, created.json
    return created.json["id"], created.json["tokens"]["0"]


@pytest.mark.parametrize("kind", ["leave", "resign"])
def test_a_table_whose_last_person_leaves_or_resigns_counts_against_its_creator(limited, kind):
    """Baseline: `leave` or `resign` handed the seat to the autopilot and the table no longer counted."""
    client, wiring, projector = limited
    gid, token = person_and_bots(client)
    drain(projector)
    assert client.post(f"/v1/games/{gid}/commands", json={"type": kind}, headers=auth(token)).status_code == 201
    drain(projector)
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}), "too_many_bot_tables")
    # Another client is not held back by it.
    other = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS},
                        environ_base={"REMOTE_ADDR": "192.0.2.9"})
    assert other.status_code == 201
    if kind == "leave":  # a person back at the table: it no longer counts
        assert client.post(f"/v1/games/{gid}/commands", json={"type": "return"}, headers=auth(token)).status_code == 201
        drain(projector)
        assert client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}).status_code == 201


def test_a_table_whose_last_person_timed_out_counts_against_its_creator(limited):
    """Baseline: a 1 s clock handed the seat to the autopilot and the table no longer counted."""
    client, wiring, projector = limited
    gid, _ = person_and_bots(client, clock={"type": "move", "seconds": 1}, on_timeout="bot")
    drain(projector)
    for _ in range(2):  # the first expiry gives the seat one more clock, the second hands it to the autopilot
        version = wiring.handler.table(gid)["version"]
        deadline = time.monotonic() + 5
        while (outcome := hosting.expire(wiring.handler, gid, 0, version)) != "expired" and time.monotonic() < deadline:
            time.sleep(0.05)  # polling the clock's deadline
        assert outcome == "expired"
        drain(projector)
    assert wiring.handler.table(gid)["seats"][0]["autopilot"]
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}), "too_many_bot_tables")


def test_a_seek_bots_may_fill_is_refused_past_the_cap_and_its_table_counts_once_its_seeker_leaves(limited):
    client, wiring, projector = limited
    ann = register(client, "ann")
    fill = {"game": "dice-race", "players": 2, "bots_after_seconds": 0}
    assert client.post("/v1/seeks", json=fill, headers=auth(ann["key"])).status_code == 201
    (gid,) = wiring.matchmaker.sweep()  # filled with a server bot
    drain(projector)
    waiting = client.post("/v1/seeks", json=fill, headers=auth(ann["key"]))
    assert waiting.status_code == 201, waiting.json  # a person still plays the first table: it does not count
    assert client.delete(f"/v1/seeks/{waiting.json['id']}", headers=auth(ann["key"])).status_code == 204
    left = client.post(f"/v1/games/{gid}/commands", json={"type": "leave"}, headers=auth(ann["key"]))
    assert left.status_code == 201, left.json
    drain(projector)
    assert_429(client.post("/v1/seeks", json=fill, headers=auth(ann["key"])), "too_many_bot_tables")
    assert client.post("/v1/seeks", json={"game": "dice-race", "players": 2},
                       headers=auth(ann["key"])).status_code == 201  # a seek only people may fill is not capped


def test_a_challenge_table_whose_people_all_leave_counts_against_its_challenger(limited):
    """Baseline: a table made by accepting a challenge had no owner, so it never counted against anyone."""
    client, wiring, projector = limited
    ann, bob = register(client, "ann"), register(client, "bob")
    cid = client.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                      headers=auth(ann["key"])).json["id"]
    started = client.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])).json
    assert started["status"] == "started", started
    drain(projector)
    for player in (ann, bob):
        left = client.post(f"/v1/games/{started['gid']}/commands", json={"type": "leave"}, headers=auth(player["key"]))
        assert left.status_code == 201, left.json
    drain(projector)
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}, headers=auth(ann["key"])),
               "too_many_bot_tables")
    # The invitee accepted a table it did not ask for: it is not held back by it.
    assert client.post("/v1/games", json={"game": "dice-race", "seats": BOTS},
                       headers=auth(bob["key"])).status_code == 201


def test_seeks_bots_may_fill_spend_the_creation_budget(wired, dice_race):
    """Baseline: seeks with `bots_after_seconds: 0` made 25 bot tables in 3.3 s past the 20-a-minute create limit."""
    from service.bootstrap import use
    from service.http.app import create_app

    app = create_app(use(replace(wired.settings, rate_limits=True, limit_create="2/minute", max_bot_tables=0)))
    app.testing = True
    client = app.test_client()
    ann = register(client, "ann")
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, *BOTS]},
                          headers=auth(ann["key"]))
    assert created.status_code == 201, created.json
    fill = {"game": "dice-race", "players": 2, "bots_after_seconds": 3600}
    sought = client.post("/v1/seeks", json=fill, headers=auth(ann["key"]))
    assert sought.status_code == 201, sought.json
    assert_429(client.post("/v1/seeks", json={**fill, "players": 3}, headers=auth(ann["key"])), "rate_limited")
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, *BOTS]},
                           headers=auth(ann["key"])), "rate_limited")
    # A seek only people may fill makes no bot table: the creation budget does not apply to it.
    assert client.delete(f"/v1/seeks/{sought.json['id']}", headers=auth(ann["key"])).status_code == 204
    assert client.post("/v1/seeks", json={"game": "dice-race", "players": 4},
                       headers=auth(ann["key"])).status_code == 201


def unloadable_count(client) -> float:
    text = client.get("/metrics").get_data(as_text=True)
    return sum(sample.value for family in text_string_to_metric_families(text) for sample in family.samples
               if sample.name == "boardroom_unloadable_bot_tables_total")


@pytest.mark.parametrize("damage", [b"not an envelope", b'{"v": "an envelope the fold cannot take"}'],
                         ids=["not-json", "unfoldable"])
def test_a_table_whose_history_cannot_be_folded_fails_alone(limited, damage):
    """Issue 49 item 6: one game whose history could not be folded made every request about it, and every all-bot
    creation by the same client, answer 500: the cap loaded each of the client's running tables and the first
    that failed failed the creation."""
    client, wiring, projector = limited
    broken = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}).json["id"]
    drain(projector)
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}), "too_many_bot_tables")
    version = wiring.store.version(broken)
    wiring.redis.xadd(wiring.store.keys(broken).log, {"e": damage}, id=f"{version + 1}-0")
    counted = unloadable_count(client)

    created = client.post("/v1/games", json={"game": "dice-race", "seats": BOTS})
    assert created.status_code == 201, created.json
    assert unloadable_count(client) == counted + 1
    drain(projector)  # the new table counts against the cap as any other
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": BOTS}), "too_many_bot_tables")
    for path in (f"/v1/games/{broken}", f"/v1/games/{broken}/log", f"/v1/games/{broken}/state?at={version + 1}"):
        answer = client.get(path)
        assert answer.status_code == 500 and answer.mimetype == PROBLEM, (path, answer.get_data(as_text=True))
        assert answer.json["code"] == "corrupt_history" and answer.json["version"] == version + 1
    assert client.get(f"/v1/games/{created.json['id']}").status_code == 200
