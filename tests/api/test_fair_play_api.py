"""Fair play over HTTP in the production configuration (rate limits on; issue 31, items 13, 14, 15, 17):
farmed results rate nothing, no abort after a private deal, rated tables have clocks, repeated leaves earn
a cooldown, a return does not refill a clock, look-alike and blank names are refused, seats say who is
registered, and new accounts are limited per address."""

from __future__ import annotations

import copy

import pytest

from games import clocks, lifecycle
from projections.leaderboard import LOG
from projections.player_history import strikes_key
from projections.rating_rules import PER_OPPONENT_DAILY, TOO_FEW_DECISIONS
from service.audit import full_audit
from service.bootstrap import Settings
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_http_headers import app_client
from tests.support.rated_play import rated_challenge, register
from tests.support.spine import drain, projector_for, run_jobs


@pytest.fixture
def api(dice_race, wired):
    return app_client(wired, rate_limits=True)  # the production configuration


def command(api, gid, player, body):
    return api.post(f"/v1/games/{gid}/commands", json=body, headers=auth(player["key"]))


def finish(api, wired, projector, gid):
    for _ in range(20):
        drain(projector)
        run_jobs(wired)
        if api.get(f"/v1/games/{gid}").json["status"] == "finished":
            drain(projector)
            return
    raise AssertionError("the game did not finish")


def test_instant_resigns_rate_nothing_and_repeats_against_one_opponent_count_three_a_day(api, wired):
    """Baseline (issue 31, item 13): free accounts, rated challenges and an instant resign gave 12 rated
    wins in 3.8 s and first place on the leaderboard."""
    projector = projector_for(wired)
    # Established accounts from two addresses (issue 49): only the rules of issue 31 are at play here.
    ann, bob = register(api, "ann", "198.51.100.1", days_old=2), register(api, "bob", "198.51.100.2", days_old=2)
    for _ in range(6):  # half the twelve instant resigns (a fast suite): each rates nothing
        gid = rated_challenge(api, ann, bob, "dice-race")
        assert command(api, gid, bob, {"type": "resign"}).status_code == 201
        finish(api, wired, projector, gid)
    own = api.get("/v1/players/me", headers=auth(ann["key"])).json["ratings"]
    assert [(r["games"], r["mu"]) for r in own] == [(0, 25.0)], "nothing moved"
    assert [(r["outcome"], r["reason"]) for r in own[0]["results"]] == [("not_rated", TOO_FEW_DECISIONS)] * 6, \
        "each instant resign is told as rating nobody, and why (issue 49: a newcomer found them missing)"
    assert ann["id"] not in {r["player"] for r in api.get("/v1/leaderboards/dice-race").json["rankings"]}

    resigned = wired.redis.xlen(LOG)
    played = PER_OPPONENT_DAILY + 1
    for _ in range(played):  # whole games: three rolls each, every decision a person's own
        gid = rated_challenge(api, ann, bob, "dice-race")
        for turn in range(6):
            assert command(api, gid, (ann, bob)[turn % 2], {"type": "roll"}).status_code == 201
        finish(api, wired, projector, gid)
    assert wired.redis.xlen(LOG) == resigned + played
    rating = api.get(f"/v1/players/{ann['id']}").json["ratings"][0]
    assert (rating["games"], rating["listed"]) == (PER_OPPONENT_DAILY, False)  # one opponent: never listed
    assert ann["id"] not in {r["player"] for r in api.get("/v1/leaderboards/dice-race").json["rankings"]}


def test_a_rated_table_has_a_clock_and_its_creator_cannot_abort_after_the_deal(api, wired):
    """Baseline (issue 31, item 14): the creator aborted a rated table after seeing its private deal, and
    an untimed rated table never ended."""
    ann = register(api, "ann")
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}],
                                          "rated": True}, headers=auth(ann["key"])).json
    assert (created["clock"], created["on_timeout"]) == (lifecycle.DEFAULT_RATED_CLOCK, "bot")
    assert created["seats"][0]["clock"]["running"] is True
    assert created["view"]["secret"] is not None  # dealt
    assert_problem(command(api, created["id"], ann, {"type": "abort"}), 422, "dealt_private_information")
    assert command(api, created["id"], ann, {"type": "resign"}).status_code == 201
    finish(api, wired, projector_for(wired), created["id"])
    assert api.get(f"/v1/games/{created['id']}/audit").json["ok"] is True


def test_three_leaves_in_a_day_bar_rated_tables_for_a_while_and_each_strike_is_an_event(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann")
    gid = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}]},
                   headers=auth(ann["key"])).json["id"]
    rated = {"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}], "rated": True}
    for kind in ("leave", "return", "leave", "return"):
        assert command(api, gid, ann, {"type": kind}).status_code == 201
    drain(projector)
    assert api.post("/v1/games", json=rated, headers=auth(ann["key"])).status_code == 201  # two strikes: fine
    assert command(api, gid, ann, {"type": "leave"}).status_code == 201
    drain(projector)
    refused = api.post("/v1/games", json=rated, headers=auth(ann["key"]))
    assert_problem(refused, 403, "rated_cooldown")
    assert refused.json["player"] == ann["id"]
    left = [e for e in api.get(f"/v1/games/{gid}/events").json["events"] if e["type"] == "SeatLeft"]
    assert clocks.at_ms(refused.json["until"]) == clocks.at_ms(left[-1]["at"]) + lifecycle.COOLDOWN_MS
    # Each strike names the game event it was folded from, so anyone can check it against the game's history.
    strikes = {m.decode() for m in wired.redis.zrange(strikes_key(ann["id"]), 0, -1)}
    assert strikes == {f"{gid}:{e['v']}" for e in left}
    assert api.post("/v1/games", json={**rated, "rated": False}, headers=auth(ann["key"])).status_code == 201


def test_leave_then_return_keeps_what_the_clock_had_left(api):
    """Baseline (issue 31, item 15): leave then return restarted an 8 s move clock with a full budget."""
    ann = register(api, "ann")
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}],
                                          "clock": {"type": "move", "seconds": 8}}, headers=auth(ann["key"])).json
    gid = created["id"]
    assert api.get(f"/v1/games/{gid}").json["seats"][0]["clock"]["running"] is True
    assert command(api, gid, ann, {"type": "leave"}).status_code == 201
    away = api.get(f"/v1/games/{gid}").json["seats"][0]["clock"]
    assert away["running"] is False and away["remaining_ms"] < 8_000
    assert command(api, gid, ann, {"type": "return"}).status_code == 201
    back = api.get(f"/v1/games/{gid}").json
    clock = back["seats"][0]["clock"]
    assert clock["running"] is True and clock["remaining_ms"] == away["remaining_ms"]
    assert clocks.at_ms(clock["deadline"]) == clocks.at_ms(back["updated_at"]) + away["remaining_ms"]


def test_look_alike_and_blank_names_are_refused_and_seats_say_who_is_registered(api, wired):
    """Baseline (issue 31, item 17): confusable and blank-looking names registered as new players, and an
    anonymous seat could take a registered player's name."""
    alice = register(api, "Alice")
    for look_alike in ("ALICE", "AIice", "\u0410lice", "a1ice", "Alic\u0435", "Al\u0131ce"):
        assert_problem(api.post("/v1/players", json={"name": look_alike, "kind": "human"}), 409, "name_taken")
    for blank in ("\u3164", "\u200b\u2800", " \u0301 ", "\u115f\u1160"):
        assert_problem(api.post("/v1/players", json={"name": blank, "kind": "human"}), 422, "invalid_request")
        assert_problem(api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": blank}, {}]}),
                       422, "invalid_request")
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": alice["id"]}, {}]},
                       headers=auth(alice["key"])).json
    joined = api.post(f"/v1/games/{created['id']}/join", json={"name": "Alice"})
    assert joined.status_code == 201
    seats = api.get(f"/v1/games/{created['id']}").json["seats"]
    assert [(s["name"], s["registered"], s["player"]) for s in seats] == [
        ("Alice", True, alice["id"]), ("Alice 2", False, None)]  # and no two seats share a name (issue 48)
    drain(projector_for(wired))
    lobby = api.get("/v1/games").json["games"]
    listed = next(g for g in lobby if g["id"] == created["id"])["seats"]
    assert [s["registered"] for s in listed] == [True, False]


def test_new_accounts_are_limited_per_address(api):
    quota = int(Settings.limit_players.split(";")[0].split("/")[0])
    address = {"REMOTE_ADDR": "192.0.2.1"}
    accounts = [register(api, f"farm {i:02d}", address["REMOTE_ADDR"]) for i in range(quota)]
    refused = api.post("/v1/players", json={"name": "farm extra", "kind": "human"}, environ_base=address)
    assert_problem(refused, 429, "rate_limited")
    assert int(refused.headers["Retry-After"]) > 0
    # A new account's own key buys no fresh budget: accounts are counted by address whatever the caller shows.
    keyed = api.post("/v1/players", json={"name": "farm keyed", "kind": "human"},
                     headers={"Authorization": f"Bearer {accounts[0]['key']}"}, environ_base=address)
    assert_problem(keyed, 429, "rate_limited")



def test_the_audit_judges_a_rated_seating_again_on_the_strikes_its_creation_recorded(api, wired):
    """Baseline (issue 31, item 14): strikes were events, but no audit checked a cooldown. A rated table's
    creation records the strikes each seated player was judged on; the audit gives them to ``cooldown_until``
    at the creation's time, so a seating inside a cooldown (a record forged to hold a third strike) fails."""
    projector = projector_for(wired)
    ann = register(api, "ann")
    gid = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}]},
                   headers=auth(ann["key"])).json["id"]
    for kind in ("leave", "return", "leave"):
        assert command(api, gid, ann, {"type": kind}).status_code == 201
    drain(projector)
    rated = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": ann["id"]}, {"bot": "easy"}],
                                        "rated": True}, headers=auth(ann["key"])).json["id"]
    envelopes = wired.store.read(rated)
    recorded = envelopes[0]["cmd"]["payload"]["standing"][ann["id"]]
    left = [e for e in api.get(f"/v1/games/{gid}/events").json["events"] if e["type"] == "SeatLeft"]
    assert [(s["strike"], clocks.at_ms(s["at"])) for s in recorded] == [
        (f"{gid}:{e['v']}", clocks.at_ms(e["at"])) for e in left]
    seed = wired.handler.seed(rated)
    standing = next(c for c in full_audit(rated, envelopes, seed=seed)["checks"] if c["name"] == "standing")
    assert standing["ok"] is True, standing

    forged = copy.deepcopy(envelopes)
    forged[0]["cmd"]["payload"]["standing"][ann["id"]].append({"strike": f"{gid}:999", "at": left[-1]["at"]})
    report = full_audit(rated, forged, seed=seed)  # judged on the record alone, whatever the chain says
    standing = next(c for c in report["checks"] if c["name"] == "standing")
    assert standing["ok"] is False and report["ok"] is False
    assert ann["id"] in standing["detail"] and "cooldown" in standing["detail"]
    # An unrated table has nothing to judge.
    unrated = wired.store.read(gid)
    assert "standing" not in {c["name"] for c in full_audit(gid, unrated, seed=wired.handler.seed(gid))["checks"]}
