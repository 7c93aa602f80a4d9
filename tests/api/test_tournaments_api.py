"""Tournaments over the API (issue 55): a Swiss of server bots played out in-process on the real Redis, its
standings checked against the tables' own results, and the refusals' problem codes."""

from __future__ import annotations

import itertools
import json

import pytest
from marshmallow import ValidationError

from service import tournament_audit
from service.runtime import cli
from tests.api.test_games_api import auth
from tests.api.test_players_api import register
from tests.support.spine import drain, projector_for, run_jobs
from tests.support.tournaments import swiss_standings

PROBLEM = "application/problem+json"
CLOCK = {"type": "move", "seconds": 120}


def swiss_of_bots(entrants: int = 8, rounds: int = 3) -> dict:
    return {"game": "corporate-anarchy", "format": "swiss", "rounds": rounds, "players_per_table": 2,
            "clock": CLOCK, "entrants": [{"bot": "easy"}] * entrants}


def play_until_finished(client, wired, tid: str, steps: int = 2000) -> None:
    projector = projector_for(wired)
    for _ in range(steps):
        drain(projector)
        if client.get(f"/v1/tournaments/{tid}").json["status"] == "finished":
            return
        if not sum(len(queue) for queue in wired.queues):
            rounds = client.get(f"/v1/tournaments/{tid}/rounds").json
            raise AssertionError(f"tournament {tid} waits with no job queued: {rounds}")
        run_jobs(wired)
    raise AssertionError("the tournament did not finish")


def test_an_eight_player_swiss_of_bots_finishes_with_standings_from_the_tables_results(client, wired, tmp_path,
                                                                                      capsys):
    created = client.post("/v1/tournaments", json=swiss_of_bots())
    assert created.status_code == 201, created.json
    tid = created.json["id"]
    assert created.headers["Location"] == f"/v1/tournaments/{tid}"
    assert created.json["status"] == "running" and created.json["round"] == 1
    play_until_finished(client, wired, tid)

    rounds = client.get(f"/v1/tournaments/{tid}/rounds").json["rounds"]
    assert [len(r["tables"]) for r in rounds] == [4, 4, 4]
    pairs = [tuple(sorted(t["entrants"])) for r in rounds for t in r["tables"]]
    assert len(pairs) == len(set(pairs)) == 12  # nobody meets an opponent twice
    for table in (t for r in rounds for t in r["tables"]):
        game = client.get(f"/v1/games/{table['gid']}").json
        assert game["status"] == "finished" and game["game"] == "corporate-anarchy"
        assert [s["bot"] for s in game["seats"]] == ["easy", "easy"]
    expected = swiss_standings(rounds, lambda gid: client.get(f"/v1/games/{gid}").json["result"]["ranking"])
    standings = client.get(f"/v1/tournaments/{tid}/standings").json
    assert standings["status"] == "finished"
    assert standings["tie_breaks"][:3] == ["points", "buchholz", "sonneborn_berger"]
    assert {row["entrant"]: {k: row[k] for k in ("points", "buchholz", "sonneborn_berger")}
            for row in standings["standings"]} == expected
    keys = [(r["points"], r["buchholz"], r["sonneborn_berger"]) for r in standings["standings"]]
    assert keys == sorted(keys, reverse=True)
    for (i, a), (_, b) in itertools.pairwise(enumerate(standings["standings"])):
        assert (b["rank"] == a["rank"]) == (keys[i] == keys[i + 1])

    export = client.get(f"/v1/tournaments/{tid}/events", headers={"Accept": "application/x-ndjson"})
    assert export.mimetype == "application/x-ndjson"
    header, envelopes = tournament_audit.read_export(export.get_data(as_text=True))
    assert header["tid"] == tid
    kinds = [envelope["type"] for envelope in envelopes]
    assert kinds.count("RoundPaired") == 3 and kinds.count("TableFinished") == 12
    assert kinds[-1] == "TournamentFinished"

    # the audit of the export: chain, seed, every pairing re-decided, every table's result against its history
    audited = tournament_audit.audit(tid, envelopes, head=(header["version"], header["head"]),
                                     history=wired.store.read)
    assert audited["ok"], audited
    names = [check["name"] for check in audited["checks"]]
    assert sum(name.endswith("pairing") for name in names) == 3
    assert sum(name.startswith("table ") for name in names) == 12
    exported = tmp_path / "tournament.ndjson"
    exported.write_text(export.get_data(as_text=True))
    capsys.readouterr()
    assert cli.main(["audit", str(exported)]) == 0  # `boardroom audit FILE`, offline: no table histories at hand
    offline = json.loads(capsys.readouterr().out)
    assert offline["ok"] and sum(check["name"].endswith("pairing") for check in offline["checks"]) == 3
    # a result changed after the fact: the table's own history disagrees (and the chain breaks)
    at = kinds.index("TableFinished")
    changed = {**envelopes[at], "data": {**envelopes[at]["data"],
                                         "ranking": list(reversed(envelopes[at]["data"]["ranking"]))}}
    forged = tournament_audit.audit(tid, [*envelopes[:at], changed, *envelopes[at + 1:]], history=wired.store.read)
    assert not forged["ok"]
    failed = {check["name"] for check in forged["checks"] if not check["ok"]}
    assert failed >= {"chain", f"table {changed['data']['gid']}"}


def test_a_tournament_answers_with_its_version_as_etag(client):
    tid = client.post("/v1/tournaments", json=swiss_of_bots(4, 1)).json["id"]
    first = client.get(f"/v1/tournaments/{tid}")
    assert first.headers["ETag"] == f'"{first.json["version"]}"'
    assert client.get(f"/v1/tournaments/{tid}", headers={"If-None-Match": first.headers["ETag"]}).status_code == 304


@pytest.mark.parametrize(("change", "status", "code"), [
    ({"game": "no-such-game"}, 422, "invalid_request"),
    ({"players_per_table": 3}, 422, "swiss_needs_two"),
    ({"rounds": 8}, 422, "too_many_rounds"),
    ({"entrants": [{"bot": "grandmaster"}] * 4}, 422, "unknown_bot_level"),
    ({"clock": None}, 422, None),
    ({"entrants": None, "size": None}, 422, None),
    ({"size": 8}, 422, "size_with_entrants"),  # a field given and open registration at once
    ({"rated": "yes"}, 422, "invalid_request"),  # a boolean, not a truthy string
    ({"entrants": [{"bot": "easy"}] * 34}, 422, "too_many_tables"),  # 17 tables at once, the default allows 16
])
def test_a_tournament_that_cannot_be_held_is_refused_with_a_problem(client, change, status, code):
    body = {**swiss_of_bots(), **change}
    body = {k: v for k, v in body.items() if v is not None or k == "clock"}
    refused = client.post("/v1/tournaments", json=body)
    assert refused.status_code == status, refused.json
    assert refused.mimetype == PROBLEM
    if code is not None:
        assert refused.json["code"] == code


def test_an_unknown_tournament_is_a_404_problem(client):
    for path in ("", "/standings", "/rounds", "/events"):
        missing = client.get(f"/v1/tournaments/t-nothing{path}")
        assert missing.status_code == 404 and missing.json["code"] == "tournament_not_found"


def test_nine_bots_play_two_rounds_of_tabletop_climber_at_tables_of_three(client, wired):
    created = client.post("/v1/tournaments", json={
        "game": "tabletop-climber", "format": "rounds", "rounds": 2, "players_per_table": 3, "clock": CLOCK,
        "entrants": [{"bot": "easy"}] * 9})
    assert created.status_code == 201, created.json
    tid = created.json["id"]
    play_until_finished(client, wired, tid)
    rounds = client.get(f"/v1/tournaments/{tid}/rounds").json["rounds"]
    assert [[len(t["entrants"]) for t in r["tables"]] for r in rounds] == [[3, 3, 3], [3, 3, 3]]
    first, second = ({pair for t in r["tables"] for pair in itertools.combinations(sorted(t["entrants"]), 2)}
                     for r in rounds)
    assert not first & second  # nine entrants can always meet new opponents in round 2
    points = dict.fromkeys(range(1, 10), 0.0)
    for table in (t for r in rounds for t in r["tables"]):
        ranking = client.get(f"/v1/games/{table['gid']}").json["result"]["ranking"]
        place_of = {seat: place for place, group in enumerate(ranking) for seat in group}
        for seat, entrant in enumerate(table["entrants"]):  # one point per opponent behind, half per one level
            points[entrant] += sum(1.0 if place_of[seat] < place_of[other] else 0.5
                                   for other in place_of if other != seat and place_of[seat] <= place_of[other])
    rows = client.get(f"/v1/tournaments/{tid}/standings").json["standings"]
    assert {row["entrant"]: row["points"] for row in rows} == points


def test_players_register_until_the_field_is_full_and_may_withdraw(client):
    ann, bob, cy = (register(client, name) for name in ("Ann", "Bob", "Cy"))
    opened = client.post("/v1/tournaments", json={
        "game": "corporate-anarchy", "format": "swiss", "rounds": 1, "players_per_table": 2, "clock": CLOCK,
        "size": 2})
    assert opened.status_code == 201 and opened.json["status"] == "registering", opened.json
    tid = opened.json["id"]
    path = f"/v1/tournaments/{tid}/entrants"
    assert client.post(path).status_code == 401
    first = client.post(path, headers=auth(ann["key"]))
    assert first.status_code == 201 and first.json["entrant"] == 1
    twice = client.post(path, headers=auth(ann["key"]))
    assert (twice.status_code, twice.json["code"]) == (422, "already_registered")
    full = client.post(path, headers=auth(bob["key"]))
    assert full.json["tournament"]["status"] == "running" and full.json["tournament"]["round"] == 1
    late = client.post(path, headers=auth(cy["key"]))
    assert (late.status_code, late.json["code"]) == (422, "registration_closed")
    [table] = client.get(f"/v1/tournaments/{tid}/rounds").json["rounds"][0]["tables"]
    seats = client.get(f"/v1/games/{table['gid']}").json["seats"]
    assert {seat["player"] for seat in seats} == {ann["id"], bob["id"]}
    stranger = client.post(f"/v1/tournaments/{tid}/withdraw", headers=auth(cy["key"]))
    assert (stranger.status_code, stranger.json["code"]) == (422, "not_registered")
    left = client.post(f"/v1/tournaments/{tid}/withdraw", headers=auth(bob["key"]))
    assert left.status_code == 200 and [e["withdrawn"] for e in left.json["entrants"]] == [False, True]


def test_a_withdrawal_during_registration_is_final(client):
    ann, bob = (register(client, name) for name in ("Dee", "Eve"))
    tid = client.post("/v1/tournaments", json={
        "game": "corporate-anarchy", "format": "swiss", "rounds": 1, "players_per_table": 2, "clock": CLOCK,
        "size": 2}).json["id"]
    path = f"/v1/tournaments/{tid}/entrants"
    assert client.post(path, headers=auth(ann["key"])).status_code == 201
    assert client.post(f"/v1/tournaments/{tid}/withdraw", headers=auth(ann["key"])).status_code == 200
    again = client.post(path, headers=auth(ann["key"]))
    assert (again.status_code, again.json["code"]) == (422, "already_withdrawn"), again.json
    assert "final" in again.json["detail"]
    listed = client.get(f"/v1/tournaments/{tid}").json["entrants"]
    assert [e["player"] for e in listed] == [ann["id"]]  # listed once, not twice
    assert client.post(path, headers=auth(bob["key"])).status_code == 201
    mine = client.post("/v1/tournaments", json={**swiss_of_bots(), "entrants": [{"player": bob["id"]},
                                                                                 {"bot": "easy"}], "rounds": 1},
                       headers=auth(ann["key"]))
    assert (mine.status_code, mine.json["code"]) == (403, "not_your_player")


def test_a_tournaments_id_is_no_games(client):
    tid = client.post("/v1/tournaments", json=swiss_of_bots(2, 1)).json["id"]
    for path in ("", "/moves", "/events", "/log", "/state?at=1", "/audit"):
        answer = client.get(f"/v1/games/{tid}{path}")
        assert (answer.status_code, answer.json["code"]) == (404, "game_not_found"), path
    for path, body in (("/commands", {"type": "leave"}), ("/join", {"name": "Zed"})):
        answer = client.post(f"/v1/games/{tid}{path}", json=body)
        assert (answer.status_code, answer.json["code"]) == (404, "game_not_found"), path


def test_the_games_a_tournament_may_name_are_those_hosted_when_it_is_created(dice_race):
    """The schema checks the games hosted at load time: a list taken when it was imported went stale (a game
    registered later refused, one since gone let through to a 422 the document did not describe)."""
    from service.http.api.tournament_schemas import CreateTournamentSchema

    body = {**swiss_of_bots(2, 1), "entrants": [{"bot": "easy"}] * 2}
    assert CreateTournamentSchema().load({**body, "game": "dice-race"})["game"] == "dice-race"
    with pytest.raises(ValidationError, match="hosted games"):
        CreateTournamentSchema().load({**body, "game": "no-such-game"})
