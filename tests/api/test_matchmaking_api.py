"""Seeks, challenges and the player stream (Flask test client, real Redis)."""

from __future__ import annotations

import json
import time

import pytest

from service.errors import Invalid
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register
from tests.support.spine import drain, projector_for


@pytest.fixture
def api(dice_race, client):
    return client


def seek(api, player, **fields):
    body = {"game": "dice-race", "players": 2, **fields}
    response = api.post("/v1/seeks", json=body, headers=auth(player["key"]))
    assert response.status_code == 201, response.json
    return response.json


def test_compatible_seeks_make_a_table_and_incompatible_ones_wait(api):
    ann, bob, cy, dee, eve = (register(api, name) for name in ("ann", "bob", "cy", "dee", "eve"))
    first = seek(api, ann, clock={"type": "move", "seconds": 300})
    assert first["status"] == "waiting" and first["gid"] is None
    # another clock, another rated flag, another size: no match
    assert seek(api, bob, clock={"type": "move", "seconds": 60})["status"] == "waiting"
    assert seek(api, cy, clock={"type": "move", "seconds": 300}, rated=True)["status"] == "waiting"
    assert seek(api, dee, players=3, clock={"type": "move", "seconds": 300})["status"] == "waiting"
    # nor does the same player seek twice in one game (issue 31, item 2)
    assert_problem(api.post("/v1/seeks", json={"game": "dice-race", "players": 2,
                                               "clock": {"type": "move", "seconds": 300}},
                            headers=auth(ann["key"])), 409, "seek_exists")
    matched = seek(api, eve, clock={"type": "move", "seconds": 300})
    assert matched["status"] == "matched"
    game = api.get(f"/v1/games/{matched['gid']}").json
    # the seat order is drawn from the table's seed (tests/api/test_seek_limits.py)
    assert sorted(s["player"] for s in game["seats"]) == sorted([ann["id"], eve["id"]])
    assert game["status"] == "active"
    assert game["clock"] == {"type": "move", "seconds": 300}  # the seeks' clock runs the table
    assert api.get(f"/v1/seeks/{first['id']}", headers=auth(ann["key"])).json["gid"] == matched["gid"]


def test_seek_errors(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    assert_problem(api.post("/v1/seeks", json={"game": "dice-race", "players": 2}), 401, "player_key_required")
    assert_problem(api.post("/v1/seeks", json={"game": "chess", "players": 2}, headers=auth(ann["key"])),
                   422, "unknown_game")
    assert_problem(api.post("/v1/seeks", json={"game": "dice-race", "players": 9}, headers=auth(ann["key"])),
                   422, "bad_player_count")
    mine = seek(api, ann)
    assert_problem(api.delete(f"/v1/seeks/{mine['id']}", headers=auth(bob["key"])), 403, "not_your_seek")
    assert_problem(api.delete("/v1/seeks/nope", headers=auth(ann["key"])), 404, "seek_not_found")
    assert api.delete(f"/v1/seeks/{mine['id']}", headers=auth(ann["key"])).status_code == 204
    assert_problem(api.delete(f"/v1/seeks/{mine['id']}", headers=auth(ann["key"])), 409, "seek_closed")
    # a cancelled seek is never matched
    assert seek(api, bob)["status"] == "waiting"


def test_bots_fill_a_seek_after_its_wait_and_old_seeks_expire(api, wired):
    ann, bob = register(api, "ann"), register(api, "bob")
    waiting = seek(api, ann, players=3, rated=True, bots_after_seconds=5)
    patient = seek(api, bob, players=3, rated=True)
    assert wired.matchmaker.sweep() == []  # not due yet
    [gid] = wired.matchmaker.sweep(now=time.time() + 6)
    game = api.get(f"/v1/games/{gid}").json
    assert sorted(s["player"] for s in game["seats"] if s["player"]) == sorted([ann["id"], bob["id"]])
    assert [s["bot"] for s in game["seats"] if s["bot"]] == ["normal"] and game["rated"] is True
    assert api.get(f"/v1/seeks/{patient['id']}", headers=auth(bob["key"])).json["gid"] == gid
    assert api.get(f"/v1/seeks/{waiting['id']}", headers=auth(ann["key"])).json["status"] == "matched"
    stale = seek(api, ann)
    wired.matchmaker.sweep(now=time.time() + wired.settings.seek_ttl_seconds + 1)
    assert api.get(f"/v1/seeks/{stale['id']}", headers=auth(ann["key"])).json["status"] == "expired"


class WebProcessDied(Exception):
    """Stands for a web process killed in the middle of seating a matched group."""


def games_of(api, wired, player) -> list[str]:
    drain(projector_for(wired))
    return [g["id"] for g in api.get(f"/v1/players/{player['id']}/games").json["games"]]


def test_a_group_matched_by_a_process_that_died_before_its_table_existed_is_seated_by_the_sweep(
        api, wired, monkeypatch):
    ann, bob = register(api, "ann"), register(api, "bob")
    first = seek(api, ann)

    def dies(*args, **kwargs):
        raise WebProcessDied

    monkeypatch.setattr(wired.handler, "_create", dies)
    with pytest.raises(WebProcessDied):
        wired.matchmaker.seek(bob["id"], "dice-race", 2, None, False, None)
    monkeypatch.undo()
    assert api.get(f"/v1/seeks/{first['id']}", headers=auth(ann["key"])).json == {**first, "status": "matched"}
    assert wired.matchmaker.sweep() == []  # a live process may still be seating it
    [gid] = wired.matchmaker.sweep(now=time.time() + 11)
    game = api.get(f"/v1/games/{gid}").json
    assert sorted(s["player"] for s in game["seats"]) == sorted([ann["id"], bob["id"]])
    assert api.get(f"/v1/seeks/{first['id']}", headers=auth(ann["key"])).json["gid"] == gid
    assert wired.matchmaker.sweep(now=time.time() + 60) == []  # crossed off: seated once
    assert games_of(api, wired, ann) == [gid] == games_of(api, wired, bob)


def test_a_group_whose_table_was_made_but_not_recorded_is_not_seated_twice(api, wired, monkeypatch):
    ann, bob = register(api, "ann"), register(api, "bob")
    seek(api, ann)
    create_once = wired.handler.create_once

    def made_then_died(*args, **kwargs):
        create_once(*args, **kwargs)
        raise WebProcessDied

    monkeypatch.setattr(wired.handler, "create_once", made_then_died)
    with pytest.raises(WebProcessDied):
        wired.matchmaker.seek(bob["id"], "dice-race", 2, None, False, None)
    monkeypatch.undo()
    [gid] = wired.matchmaker.sweep(now=time.time() + 11)
    assert games_of(api, wired, ann) == [gid] == games_of(api, wired, bob)


def test_a_group_the_service_refuses_to_seat_fails_and_does_not_hold_up_later_groups(api, wired, monkeypatch):
    ann, bob, cy, dan = (register(api, name) for name in ("ann", "bob", "cy", "dan"))

    def dies(*args, **kwargs):
        raise WebProcessDied

    groups = []
    for first, second in ((ann, bob), (cy, dan)):
        groups.append(seek(api, first))
        with monkeypatch.context() as dying:
            dying.setattr(wired.handler, "_create", dies)
            with pytest.raises(WebProcessDied):
                wired.matchmaker.seek(second["id"], "dice-race", 2, None, False, None)
    refused, seated = groups
    create_once = wired.handler.create_once

    def refuses_the_first_group(slug, seats, options, *, key, **kwargs):
        if key == f"match-{refused['id']}":
            raise Invalid("The game is not for this many players.", code="bad_player_count")
        return create_once(slug, seats, options, key=key, **kwargs)

    monkeypatch.setattr(wired.handler, "create_once", refuses_the_first_group)
    [gid] = wired.matchmaker.sweep(now=time.time() + 11)
    assert games_of(api, wired, cy) == [gid] == games_of(api, wired, dan)
    assert api.get(f"/v1/seeks/{seated['id']}", headers=auth(cy["key"])).json["gid"] == gid
    assert api.get(f"/v1/seeks/{refused['id']}", headers=auth(ann["key"])).json == {**refused, "status": "failed"}
    assert wired.matchmaker.sweep(now=time.time() + 60) == []  # forgotten, not retried every second
    assert games_of(api, wired, ann) == []


def test_a_challenge_starts_when_every_invitee_accepts(api):
    ann, bob, cy, dee = (register(api, n) for n in ("ann", "bob", "cy", "dee"))
    made = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"], cy["id"]], "rated": True},
                    headers=auth(ann["key"]))
    assert made.status_code == 201 and made.json["status"] == "pending"
    cid = made.json["id"]
    assert_problem(api.post(f"/v1/challenges/{cid}/accept", headers=auth(dee["key"])), 403, "not_invited")
    assert_problem(api.post(f"/v1/challenges/{cid}/accept", headers=auth(ann["key"])), 403, "not_invited")
    assert api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])).json["status"] == "pending"
    started = api.post(f"/v1/challenges/{cid}/accept", headers=auth(cy["key"])).json
    assert started["status"] == "started" and started["accepted"] == [bob["id"], cy["id"]]
    game = api.get(f"/v1/games/{started['gid']}").json
    assert [s["player"] for s in game["seats"]] == [ann["id"], bob["id"], cy["id"]] and game["rated"] is True
    assert_problem(api.post(f"/v1/challenges/{cid}/decline", headers=auth(bob["key"])), 409, "challenge_closed")


def test_challenge_errors_and_decline(api):
    ann, bob = register(api, "ann"), register(api, "bob")
    body = {"game": "dice-race", "players": ["ghost"]}
    assert_problem(api.post("/v1/challenges", json=body, headers=auth(ann["key"])), 422, "unknown_player")
    many = {"game": "dice-race", "players": [bob["id"]] * 1 + [register(api, f"p{i}")["id"] for i in range(4)]}
    assert_problem(api.post("/v1/challenges", json=many, headers=auth(ann["key"])), 422, "bad_player_count")
    twice = {"game": "dice-race", "players": [bob["id"], bob["id"]]}  # was quietly one invitee (schemathesis)
    refused = api.post("/v1/challenges", json=twice, headers=auth(ann["key"]))
    assert refused.status_code == 422 and "invited once" in json.dumps(refused.json), refused.json
    assert_problem(api.post("/v1/challenges/nope/accept", headers=auth(bob["key"])), 404, "challenge_not_found")
    cid = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                   headers=auth(ann["key"])).json["id"]
    assert api.post(f"/v1/challenges/{cid}/decline", headers=auth(bob["key"])).json["status"] == "declined"
    assert_problem(api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])), 409, "challenge_closed")


def test_the_challenger_cancels_a_pending_challenge_and_no_one_else_can(api):
    """Issue 29 asks the client to "send, accept, decline, cancel" challenges: cancel is the challenger's alone."""
    ann, bob = register(api, "ann"), register(api, "bob")
    cid = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                   headers=auth(ann["key"])).json["id"]
    assert_problem(api.delete(f"/v1/challenges/{cid}", headers=auth(bob["key"])), 403, "not_challenger")
    assert_problem(api.delete("/v1/challenges/nope", headers=auth(ann["key"])), 404, "challenge_not_found")
    assert_problem(api.delete(f"/v1/challenges/{cid}"), 401, "player_key_required")
    cancelled = api.delete(f"/v1/challenges/{cid}", headers=auth(ann["key"]))
    assert cancelled.status_code == 200 and cancelled.json["status"] == "cancelled" and cancelled.json["gid"] is None
    assert_problem(api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])), 409, "challenge_closed")
    assert_problem(api.delete(f"/v1/challenges/{cid}", headers=auth(ann["key"])), 409, "challenge_closed")
    frames = read_frames(api, bob["key"], lambda frames: any(f.get("status") == "cancelled" for f in frames))
    told = frames[-1]
    assert told["challenge"] == cid and told["status"] == "cancelled"


def read_frames(api, key, until, headers=None):
    """Frames of the player's NDJSON stream (keep-alives skipped) until ``until(frames)`` holds: every
    kept frame (`?after=0-0`), or those after the `Last-Event-ID` in ``headers``."""
    query = "" if "Last-Event-ID" in (headers or {}) else "?after=0-0"
    response = api.get(f"/v1/players/me/stream{query}", headers={**auth(key), "Accept": "application/x-ndjson",
                                                                 **(headers or {})}, buffered=False)
    assert response.status_code == 200 and response.mimetype == "application/x-ndjson"
    frames = []
    for chunk in response.response:
        for line in chunk.decode().splitlines():
            frame = json.loads(line)
            if frame["type"] != "heartbeat":
                frames.append(frame)
        if until(frames):
            break
    response.close()
    return frames


def has(kind):
    return lambda frames: any(f["type"] == kind for f in frames)


def test_the_player_stream_carries_challenges_starts_turns_and_finishes(api, wired):
    from workers.jobs import score_game

    projector = projector_for(wired)
    ann, bob = register(api, "ann"), register(api, "bob")
    cid = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"]]},
                   headers=auth(ann["key"])).json["id"]
    [invite] = read_frames(api, bob["key"], has("challenge"))
    assert invite["type"] == "challenge" and invite["challenge"] == cid and invite["challenger"] == ann["id"]
    gid = api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])).json["gid"]
    drain(projector)
    frames = read_frames(api, ann["key"], has("your-turn"))
    assert [f["type"] for f in frames] == ["challenge", "game-start", "your-turn"]
    assert frames[2]["gid"] == gid and frames[2]["seat"] == 0 and frames[2]["version"] >= 1
    while wired.handler.table(gid)["status"] != "finished":  # both play to the end
        for player in (ann, bob):
            moves = api.get(f"/v1/games/{gid}/moves", headers=auth(player["key"])).json["moves"]
            if moves:
                assert api.post(f"/v1/games/{gid}/commands", json=moves[0],
                                headers=auth(player["key"])).status_code == 201
        drain(projector)
        score_game(gid)
        drain(projector)
    after_invite = read_frames(api, bob["key"], has("game-start"), {"Last-Event-ID": invite["id"]})
    assert [f["type"] for f in after_invite] == ["challenge", "game-start"]  # the acceptance, then the start
    resumed = read_frames(api, ann["key"], has("game-finish"), {"Last-Event-ID": frames[-1]["id"]})
    assert resumed[-1]["type"] == "game-finish" and resumed[-1]["result"]["ranking"]
    assert all(f["type"] == "your-turn" for f in resumed[:-1]) and len(resumed) >= 2
    assert_problem(api.get("/v1/players/me/stream", headers={**auth(ann["key"]), "Last-Event-ID": "x"}),
                   400, "bad_last_event_id")


def test_a_seek_names_the_level_of_the_bots_that_fill_it(api, wired):
    ann, bob = register(api, "ann"), register(api, "bob")
    assert_problem(api.post("/v1/seeks", json={"game": "dice-race", "players": 2, "bot_level": "hard"},
                            headers=auth(ann["key"])), 422, "unknown_bot_level")  # dice-race has easy and normal
    seek(api, ann, players=3, bots_after_seconds=0, bot_level="easy")
    seek(api, bob, bots_after_seconds=0)
    games = {}
    for gid in wired.matchmaker.sweep(now=time.time() + 1):
        game = api.get(f"/v1/games/{gid}").json
        games[len(game["seats"])] = [s["bot"] for s in game["seats"] if s["bot"]]
    assert games == {3: ["easy", "easy"], 2: ["normal"]}  # no level named: normal, as before
