"""Tables for people over HTTP: clocks, resign, leave and return, abort, open-table expiry, rematch.

The Flask test client against a real Redis; the jobs the worker would run (scoring, a bot's turn,
an expiry) are called as the worker calls them.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from rq import Retry
from rq.registry import ScheduledJobRegistry

from games import clocks, lifecycle
from service import lifecycle as hosting
from tests.api.test_games_api import assert_problem, auth, create
from workers import jobs


@pytest.fixture
def api(dice_race, client):
    return client


def kinds(moves: list[dict]) -> list[str]:
    """The command types listed (each entry also carries its label and targets)."""
    return [move["type"] for move in moves]


def post(api, gid, token, command, version=None):
    headers = {**auth(token), **({"If-Match": f'"{version}"'} if version is not None else {})}
    return api.post(f"/v1/games/{gid}/commands", json=command, headers=headers)


def game(api, gid, token=None):
    return api.get(f"/v1/games/{gid}", headers=auth(token) if token else {}).json


def audit(api, gid):
    report = api.get(f"/v1/games/{gid}/audit").json
    assert report["ok"], report
    return report


def two_people(api, **hosting_choices):
    response = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}],
                                           **hosting_choices})
    assert response.status_code == 201, response.json
    return response.json["id"], response.json["tokens"]


def test_resigning_at_a_table_of_two_ends_the_game_and_ranks_the_resigner_last(api, wired):
    gid, tokens = two_people(api)
    resigned = post(api, gid, tokens["0"], {"type": "resign"})
    assert resigned.status_code == 201 and [e["type"] for e in resigned.json["events"]] == ["SeatResigned"]
    now = game(api, gid)
    assert now["to_act"] == [] and now["seats"][0]["resigned"] and not now["seats"][1]["resigned"]
    assert_problem(post(api, gid, tokens["1"], {"type": "roll"}), 422, "game_over")
    assert wired.handler.finish(gid)  # the scoring job
    over = game(api, gid)
    assert over["status"] == "finished"
    assert over["result"]["ranking"] == [[1], [0]] and over["result"]["resigned"] == [0]
    assert over["result"]["forfeits"] == []
    assert_problem(post(api, gid, tokens["0"], {"type": "resign"}), 422, "game_over")
    audit(api, gid)


def test_a_resigned_seat_is_played_out_by_the_server_bot_and_ranked_last(api, wired):
    created = create(api, [{"name": "ann"}, {"name": "bob"}, {"name": "cat"}])
    gid, tokens = created["id"], created["tokens"]
    assert post(api, gid, tokens["0"], {"type": "resign"}).status_code == 201
    assert game(api, gid)["to_act"] == [0]  # the game still needs the seat
    assert_problem(post(api, gid, tokens["0"], {"type": "roll"}), 422, "seat_resigned")
    assert_problem(post(api, gid, tokens["0"], {"type": "resign"}), 422, "seat_resigned")
    assert api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).json["moves"] == []
    for _ in range(3):
        table = wired.handler.table(gid)
        assert jobs.play_bot_turn(gid, 0, table["acted"][0]) == "played"
        assert post(api, gid, tokens["1"], {"type": "roll"}).status_code == 201
        assert post(api, gid, tokens["2"], {"type": "roll"}).status_code == 201
    played = [e for e in api.get(f"/v1/games/{gid}/events").json["events"] if e["type"] == "DieRolled"]
    assert all(e["cmd"].get("autopilot") for e in played if e["seat"] == 0)
    assert wired.handler.finish(gid)
    result = game(api, gid)["result"]
    assert result["ranking"][-1] == [0] and sorted(s for g in result["ranking"] for s in g) == [0, 1, 2]
    audit(api, gid)


def test_leave_puts_the_seat_on_autopilot_and_return_gives_it_back(api, wired):
    gid, tokens = two_people(api)
    moves = api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).json
    assert "leave" in kinds(moves["lifecycle"]) and "return" not in kinds(moves["lifecycle"])
    left = post(api, gid, tokens["0"], {"type": "leave"})
    assert left.status_code == 201 and left.json["events"][0]["type"] == "SeatLeft"
    assert game(api, gid)["seats"][0]["autopilot"] is True
    moves = api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).json
    assert moves["moves"] == [] and "return" in kinds(moves["lifecycle"])
    assert_problem(post(api, gid, tokens["0"], {"type": "roll"}), 422, "seat_on_autopilot")
    assert_problem(post(api, gid, tokens["0"], {"type": "leave"}), 422, "already_on_autopilot")
    assert_problem(post(api, gid, tokens["1"], {"type": "return"}), 422, "not_on_autopilot")
    table = wired.handler.table(gid)
    early = jobs.play_bot_turn(gid, 0, table["acted"][0])  # ann may come back: the autopilot keeps the pace
    assert isinstance(early, Retry) and early.intervals[0] >= wired.settings.autopilot_pace
    assert wired.store.version(gid) == table["version"]
    left_at = clocks.at_ms(table["updated_at"]) / 1000
    wired.follow_up.now = lambda: left_at + wired.settings.autopilot_pace  # the pace has passed
    assert jobs.play_bot_turn(gid, 0, table["acted"][0]) == "played"  # the autopilot moves for ann
    assert post(api, gid, tokens["1"], {"type": "roll"}).status_code == 201
    back = post(api, gid, tokens["0"], {"type": "return"})
    assert back.status_code == 201 and back.json["events"][0]["type"] == "SeatReturned"
    assert game(api, gid)["seats"][0]["autopilot"] is False
    table = wired.handler.table(gid)
    assert jobs.play_bot_turn(gid, 0, table["acted"][0]) == "not-awaited"  # its owner plays again
    assert post(api, gid, tokens["0"], {"type": "roll"}).status_code == 201


def test_lifecycle_commands_are_validated_like_game_commands(api):
    gid, tokens = two_people(api)
    assert_problem(post(api, gid, tokens["0"], {"type": "resign", "why": "tired"}), 422, "invalid_command")
    assert_problem(api.post(f"/v1/games/{gid}/commands", json={"type": "leave"}), 401, "token_required")
    assert_problem(post(api, gid, tokens["0"], {"type": "leave"}, version=1), 409, "stale_version")
    catalog = {g["slug"]: g for g in api.get("/v1/catalog").json["games"]}
    for entry in catalog.values():
        assert {"resign", "leave", "return", "abort"} <= set(entry["commands"])
        assert entry["clock"]["properties"]["type"]["enum"] == ["move", "fischer", "correspondence"]


def test_the_creator_aborts_an_open_table_and_nobody_joins_it_after(api):
    created = create(api, [{"name": "ann"}, {}])
    gid, token = created["id"], created["tokens"]["0"]
    assert created["status"] == "open"
    aborted = post(api, gid, token, {"type": "abort"})
    assert aborted.status_code == 201
    assert [e["type"] for e in aborted.json["events"]] == ["TableAborted", "SeedRevealed"]
    assert game(api, gid)["status"] == "aborted"
    assert_problem(api.post(f"/v1/games/{gid}/join", json={"name": "bob"}), 422, "game_not_open")
    assert_problem(post(api, gid, token, {"type": "abort"}), 422, "nothing_to_abort")
    assert api.get("/v1/games?status=aborted").status_code == 200  # a status the lobby filters by
    assert audit(api, gid)["scope"] == "full"  # anyone, with no token: the seed is out (issue 34, item 5)


def test_abort_is_the_creators_and_only_before_anyone_moved(api):
    gid, tokens = two_people(api)
    assert_problem(post(api, gid, tokens["1"], {"type": "abort"}), 422, "not_the_creator")
    assert post(api, gid, tokens["0"], {"type": "roll"}).status_code == 201
    assert "abort" not in kinds(api.get(f"/v1/games/{gid}/moves", headers=auth(tokens["0"])).json["lifecycle"])
    assert_problem(post(api, gid, tokens["0"], {"type": "abort"}), 422, "too_late_to_abort")
    # Dice Race deals each seat a secret at the start: once dealt, the creator may no longer abort (issue 31,
    # item 14: a creator aborted a rated table after seeing its private deal); see tests/api/test_fair_play_api.py.
    gid, tokens = two_people(api)
    assert_problem(post(api, gid, tokens["0"], {"type": "abort"}), 422, "dealt_private_information")


def test_an_open_table_that_never_fills_is_abandoned_after_its_ttl(api, wired):
    created = create(api, [{"name": "ann"}, {}])
    gid = created["id"]
    table = wired.handler.table(gid)
    assert table["open_ttl"] == wired.settings.open_table_ttl  # recorded at creation (issue 34, item 4)
    assert wired.follow_up.schedule(table) == []  # no bot to play, no scoring
    registry = ScheduledJobRegistry(queue=wired.queue)
    assert f"timer-{gid}" in registry.get_job_ids()  # RQ's scheduler holds it (the table's one timer) until due
    due = registry.get_scheduled_time(f"timer-{gid}")
    expected = clocks.at_ms(created["created_at"]) / 1000 + wired.settings.open_table_ttl
    assert abs(due.timestamp() - expected) < 1
    assert hosting.abandon(wired.handler, gid) == "not-yet-abandoned"
    assert game(api, gid)["status"] == "open"

    wired.handler.open_ttl = 0  # as BOARDROOM_OPEN_TABLE_TTL=0: a table made now is due at once
    gid = create(api, [{"name": "ann"}, {}])["id"]
    assert hosting.abandon(wired.handler, gid) == "abandoned"
    assert hosting.abandon(wired.handler, gid) == "game-not-open"  # never twice
    ended = game(api, gid)
    assert ended["status"] == "aborted"
    kinds = [e["type"] for e in api.get(f"/v1/games/{gid}/events").json["events"]]
    assert kinds[-2:] == ["TableAbandoned", "SeedRevealed"]
    assert_problem(api.post(f"/v1/games/{gid}/join", json={"name": "bob"}), 422, "game_not_open")
    report = audit(api, gid)  # anonymous: an aborted game's seed is out, so its audit is whole (issue 34, item 5)
    assert report["scope"] == "full" and {c["name"] for c in report["checks"]} >= {"chain", "seed", "decisions"}


def test_an_early_abandonment_forged_by_the_operator_fails_the_audit(api, wired):
    """Issue 34, item 4: the audit decides an abandonment from the wait the table recorded at its creation,
    never from the abandoning command, so an operator who writes "abandon after 0 s" is caught."""
    gid = create(api, [{"name": "ann"}, {}])["id"]
    table = wired.handler.table(gid)
    seed = wired.handler.seed(gid)
    forged = lifecycle.abandon({**table, "open_ttl": 0}, clocks.at_ms(table["created_at"]), seed)
    wired.store.append(gid, forged, expected=table["version"], chain_key=wired.handler.chain_key(gid),
                       cmd={"id": "forged", "seat": None, "type": "abandon-table", "payload": {"ttl_seconds": 0}})
    report = api.get(f"/v1/games/{gid}/audit").json
    decisions = next(c for c in report["checks"] if c["name"] == "decisions")
    assert not report["ok"] and not decisions["ok"], report
    assert "stays open until" in decisions["detail"], decisions


def test_the_open_table_ttl_is_configurable():
    from service.bootstrap import Settings

    assert Settings.from_env({}).open_table_ttl == 24 * 3600
    assert Settings.from_env({"BOARDROOM_OPEN_TABLE_TTL": "60"}).open_table_ttl == 60


def finished_game(api, wired, **hosting_choices):
    gid, tokens = two_people(api, **hosting_choices)
    assert post(api, gid, tokens["1"], {"type": "resign"}).status_code == 201
    assert wired.handler.finish(gid)
    return gid, tokens


def test_a_rematch_opens_a_linked_table_with_the_callers_seat_and_the_others_open(api, wired):
    clock = {"type": "fischer", "initial": 300, "increment": 5}
    gid, tokens = finished_game(api, wired, clock=clock, on_timeout="forfeit")
    response = api.post(f"/v1/games/{gid}/rematch", headers=auth(tokens["1"]))
    assert response.status_code == 201, response.json
    rematch = response.json
    assert rematch["id"] != gid and rematch["rematch_of"] == gid and rematch["status"] == "open"
    assert rematch["clock"] == clock and rematch["on_timeout"] == "forfeit"
    assert set(rematch["tokens"]) == {"1"} and rematch["tokens"]["1"] != tokens["1"]
    assert [(s["name"], s["open"]) for s in rematch["seats"]] == [(None, True), ("bob", False)]
    assert game(api, gid)["rematch"] == rematch["id"]
    assert_problem(api.post(f"/v1/games/{gid}/rematch", headers=auth(tokens["0"])), 422, "rematch_exists")
    joined = api.post(f"/v1/games/{rematch['id']}/join", json={"name": "ann"})
    assert joined.status_code == 201 and joined.json["seat"] == 0
    started = game(api, rematch["id"], rematch["tokens"]["1"])
    assert started["status"] == "active" and started["seats"][0]["clock"]["remaining_ms"] == 300_000
    audit(api, gid)  # the link is re-decided like any command


def test_two_seats_asking_for_a_rematch_at_once_leave_one_table_and_no_orphan(api, wired, monkeypatch):
    gid, tokens = finished_game(api, wired)
    create = wired.handler.create
    raced = {}

    def the_other_seat_links_first(*args, **kwargs):
        made = create(*args, **kwargs)
        if not raced:  # seat 1's create has run; seat 0's whole request lands before seat 1 links its table
            raced["loser"] = made[0]["gid"]
            raced["winner"] = api.post(f"/v1/games/{gid}/rematch", headers=auth(tokens["0"]))
        return made

    monkeypatch.setattr(wired.handler, "create", the_other_seat_links_first)
    assert_problem(api.post(f"/v1/games/{gid}/rematch", headers=auth(tokens["1"])), 409, "rematch_exists")
    assert raced["winner"].status_code == 201
    assert game(api, gid)["rematch"] == raced["winner"].json["id"] != raced["loser"]
    orphan = game(api, raced["loser"])
    assert orphan["status"] == "aborted" and orphan["rematch_of"] == gid
    assert api.post(f"/v1/games/{raced['loser']}/join", json={"name": "ann"}).status_code == 422
    audit(api, raced["loser"])


def test_a_rematch_keeps_bot_seats_and_needs_a_finished_game_and_a_seat(api, wired):
    created = create(api, [{"name": "ann"}, {"bot": "easy"}])
    gid, token = created["id"], created["tokens"]["0"]
    assert_problem(api.post(f"/v1/games/{gid}/rematch", headers=auth(token)), 422, "game_not_finished")
    assert_problem(api.post(f"/v1/games/{gid}/rematch"), 401, "token_required")
    assert_problem(api.post("/v1/games/nope/rematch", headers=auth(token)), 404, "game_not_found")
    assert post(api, gid, token, {"type": "resign"}).status_code == 201
    assert wired.handler.finish(gid)
    rematch = api.post(f"/v1/games/{gid}/rematch", headers=auth(token)).json
    assert rematch["status"] == "active" and rematch["seats"][1]["bot"] == "easy"
    assert rematch["clock"] is None and rematch["seats"][0]["clock"] is None


def test_a_clocked_table_shows_each_seats_clock(api):
    gid, tokens = two_people(api, clock={"type": "move", "seconds": 30})
    seen = game(api, gid, tokens["0"])
    assert seen["clock"] == {"type": "move", "seconds": 30} and seen["on_timeout"] == "bot"
    started = [e for e in api.get(f"/v1/games/{gid}/events").json["events"]][-1]["at"]
    first, second = seen["seats"][0]["clock"], seen["seats"][1]["clock"]
    assert first["running"] and first["remaining_ms"] == 30_000
    assert first["deadline"] == clocks.iso(clocks.at_ms(started) + 30_000)
    assert second == {"remaining_ms": 30_000, "deadline": None, "running": False, "grace": False}
    assert datetime.fromisoformat(first["deadline"]).tzinfo is not None


def test_an_expiry_scheduled_for_a_version_a_command_left_behind_is_a_no_op(api, wired):
    gid, tokens = two_people(api, clock={"type": "move", "seconds": 1})
    table = wired.handler.table(gid)
    timers = wired.follow_up.timers_for(table)
    assert [(job_id, args) for job_id, _, _, args in timers] == [
        (f"clock-{gid}-{table['version']}-0", [gid, 0, table["version"]])]
    assert hosting.expire(wired.handler, gid, 0, table["version"]) == "clock-not-expired"  # not due yet
    assert post(api, gid, tokens["0"], {"type": "roll"}, version=table["version"]).status_code == 201
    assert jobs.expire_clock(gid, 0, table["version"]) == "stale"  # the command landed first
    kinds = [e["type"] for e in api.get(f"/v1/games/{gid}/events").json["events"]]
    assert "ClockExpired" not in kinds


@pytest.mark.parametrize("clock", [
    {"type": "move", "seconds": -5}, {"type": "move", "seconds": 0}, {"type": "move", "seconds": 10**12},
    {"type": "move", "seconds": "30"}, {"type": "move", "seconds": 1.5}, {"type": "move", "seconds": True},
    {"type": "move"}, {"type": "move", "seconds": 30, "days": 2}, {"type": "blitz", "seconds": 30},
    {"type": "fischer", "initial": 60}, {"type": "fischer", "initial": 60, "increment": -1},
    {"type": "correspondence", "days": 10**6}, {"type": 7}, {}, [], "move", 30,
])
def test_hostile_clocks_are_422s(api, clock):
    response = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}], "clock": clock})
    assert_problem(response, 422, "invalid_request")
    assert "clock" in response.json["errors"]["json"]


@pytest.mark.parametrize("choices", [
    {"on_timeout": "explode", "clock": {"type": "move", "seconds": 5}}, {"on_timeout": 1},
    {"on_timeout": "forfeit"}, {"on_timeout": None, "clock": {"type": "move", "seconds": 5}, "x": 1},
])
def test_hostile_timeouts_are_422s(api, choices):
    response = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}], **choices})
    assert_problem(response, 422, "invalid_request")
