"""Every response that names a seat says whether a registered player holds it (issue 31, item 17), so a
registered ``Alice`` and an anonymous look-alike ``AIice`` are told apart wherever they are listed.

Baseline: only the game resource and the lobby marked seats; a player's games listed them as untyped
dicts, the game log named seats without saying who they were, leaderboard rows did not say it either."""

from __future__ import annotations

import json

import pytest

from projections.lobby import SUMMARIES
from service import player_frames
from tests.api.test_games_api import auth
from tests.api.test_http_headers import app_client
from tests.api.test_players_api import play_rated, register
from tests.support.spine import drain, projector_for


@pytest.fixture
def api(dice_race, wired):
    return app_client(wired, rate_limits=True)  # the production configuration


def marks(seats):
    return [(s["name"], s["registered"]) for s in seats]


def test_a_registered_player_and_an_anonymous_look_alike_are_told_apart_everywhere(api, wired):
    projector = projector_for(wired)
    alice = register(api, "Alice")
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": alice["id"]}, {}]},
                       headers=auth(alice["key"])).json
    gid = created["id"]
    assert api.post(f"/v1/games/{gid}/join", json={"name": "AIice"}).status_code == 201
    drain(projector)
    expected = [("Alice", True), ("AIice", False)]

    assert marks(api.get(f"/v1/games/{gid}").json["seats"]) == expected
    lobby = api.get("/v1/games").json["games"]
    assert marks(next(g for g in lobby if g["id"] == gid)["seats"]) == expected
    mine = api.get(f"/v1/players/{alice['id']}/games").json["games"]
    assert marks(next(g for g in mine if g["id"] == gid)["seats"]) == expected
    log = api.get(f"/v1/games/{gid}/log").json
    assert marks(log["seats"]) == expected
    assert [s["player"] for s in log["seats"]] == [alice["id"], None]
    # A your-turn frame carries the seat's game resource as it is when sent.
    frame = player_frames.your_turn(wired.handler.table(gid), 0)
    assert marks(frame["table"]["seats"]) == expected


def test_summaries_projected_before_the_mark_still_carry_it(api, wired):
    """A lobby entry stored before ``registered`` existed is marked from its ``player`` when served."""
    projector = projector_for(wired)
    alice = register(api, "Alice")
    gid = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": alice["id"]}, {"name": "AIice"}]},
                   headers=auth(alice["key"])).json["id"]
    drain(projector)
    stored = json.loads(wired.redis.hget(SUMMARIES, gid))
    stored["seats"] = [{k: v for k, v in s.items() if k != "registered"} for s in stored["seats"]]
    wired.redis.hset(SUMMARIES, gid, json.dumps(stored))
    lobby = api.get("/v1/games").json["games"]
    assert marks(next(g for g in lobby if g["id"] == gid)["seats"]) == [("Alice", True), ("AIice", False)]


def test_leaderboard_rows_say_whether_they_are_accounts(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann")
    play_rated(api, wired, projector, ann)
    rows = api.get("/v1/leaderboards/dice-race").json["rankings"]
    assert rows, "the server bot, the anchor, is always listed"
    assert all(row["registered"] is (wired.players.get(row["player"]) is not None) for row in rows)
