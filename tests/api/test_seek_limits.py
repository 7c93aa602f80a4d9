"""Issue 31, items 2 and 16: seeks are bounded per player, a match reads only a few seeks whatever the
pool holds, and a matched table's seat order is drawn from its seed (Flask test client, real Redis)."""

from __future__ import annotations

import re

import pytest

from events.seeds import rng_for
from service.audit import check_decisions
from service.matchmaking import Matchmaker
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register


@pytest.fixture
def api(dice_race, client):
    return client


def post_seek(api, player, game="dice-race", players=2, **fields):
    return api.post("/v1/seeks", json={"game": game, "players": players, **fields}, headers=auth(player["key"]))


def test_a_player_waits_with_one_seek_per_game_and_a_few_in_all(api, wired):
    """Baseline (issue 31): one player held any number of seeks, 4,600 in the pool."""
    ann, bob = register(api, "ann"), register(api, "bob")
    first = post_seek(api, ann, clock={"type": "move", "seconds": 60})
    assert first.status_code == 201
    again = post_seek(api, ann, players=3, rated=True)  # another table of the same game
    assert_problem(again, 409, "seek_exists")
    assert again.json["seek"] == first.json["id"]
    games = [slug for slug in ("bias-effect", "corporate-anarchy", "tabletop-inc", "inventing-the-future")]
    for slug in games[:wired.settings.max_seeks - 1]:
        assert post_seek(api, ann, game=slug).status_code == 201
    over = post_seek(api, ann, game=games[wired.settings.max_seeks - 1])
    assert_problem(over, 409, "too_many_seeks")
    assert over.json["limit"] == wired.settings.max_seeks
    assert post_seek(api, bob, game=games[0]).json["status"] == "matched"  # another player is not held back
    # the matched seek and a cancelled one each free a place
    assert post_seek(api, ann, game=games[wired.settings.max_seeks - 1]).status_code == 201
    assert api.delete(f"/v1/seeks/{first.json['id']}", headers=auth(ann["key"])).status_code == 204
    assert post_seek(api, ann, players=3).status_code == 201


def test_a_caller_lists_its_own_seeks(api, wired):
    ann, bob = register(api, "ann"), register(api, "bob")
    mine = [post_seek(api, ann).json, post_seek(api, ann, game="bias-effect", players=3).json]
    post_seek(api, bob, game="tabletop-inc")
    listed = api.get("/v1/seeks", headers=auth(ann["key"]))
    assert listed.status_code == 200
    assert [s["id"] for s in listed.json["seeks"]] == [s["id"] for s in mine]
    assert all(s["status"] == "waiting" for s in listed.json["seeks"])
    assert_problem(api.get("/v1/seeks"), 401, "player_key_required")


def player(wired, name: str) -> str:
    return wired.players.create(name, "human")[0]["id"]


def lua_calls(client, action) -> list[str]:
    """The commands Lua scripts ran on the seeks' keys while ``action`` ran (Redis MONITOR)."""
    with client.monitor() as monitor:
        action()
        client.echo("end-of-action")
        seen = []
        while (command := monitor.next_command()["command"]) != "ECHO end-of-action":
            if command.startswith(("EVALSHA", "EVAL ")) or "{seeks:" not in command:
                continue
            seen.append(command)
    return seen


def test_a_match_reads_the_same_few_seeks_whatever_the_pool_holds(api, wired):
    """Baseline (issue 31): each seek ran a script over the whole pool, 42-55 ms of Redis with 4,600 seeks.
    Now a seek reads only its compatible pool's first live seeks: the same Lua commands for a pool of 10
    or of 300, other tables' seeks and expired ones never read."""
    hurried = Matchmaker(wired.redis, wired.handler, wired.player_streams, ttl_seconds=0)
    costs = []
    for size in (10, 300):
        clocks = [{"type": "move", "seconds": 1000 * size + i} for i in range(size)]  # a pool each
        other = [wired.matchmaker.seek(f"other-{size}-{i}", "dice-race", 2, clock, False, None)["id"]
                 for i, clock in enumerate(clocks)]
        expired = [hurried.seek(f"gone-{size}-{i}", "dice-race", 2, None, False, None)["id"] for i in range(size)]
        host = wired.matchmaker.seek(player(wired, f"host-{size}"), "dice-race", 2, None, False, None)
        assert host["status"] == "waiting"
        guest, guest_id = {}, player(wired, f"guest-{size}")
        calls = lua_calls(wired.redis, lambda guest=guest, guest_id=guest_id: guest.update(
            wired.matchmaker.seek(guest_id, "dice-race", 2, None, False, None)))
        assert guest["status"] == "matched"
        read = set(re.findall(r"seek:([0-9a-f]{32})", " ".join(calls)))
        assert read == {host["id"], guest["id"]}
        assert not read & set(other + expired)
        costs.append(len(calls))
    assert costs[0] == costs[1]


def test_a_matched_tables_seat_order_is_drawn_from_its_seed(api, wired):
    """Baseline (issue 31, item 16): the first seeker always took seat 0. Now the order is drawn from the
    table's seed, recorded, and re-run by the audit."""
    first_seats = []
    for round_ in range(12):
        seekers = [player(wired, f"seeker-{round_}-{i}") for i in range(3)]
        seeks = [wired.matchmaker.seek(pid, "dice-race", 3, None, False, None) for pid in seekers]
        gid = seeks[-1]["gid"]
        assert gid and seeks[-1]["status"] == "matched"
        envelopes = wired.store.read(gid)
        created = envelopes[0]
        assert created["data"]["draw_seats"] is True
        requested = [s["player"] for s in created["cmd"]["payload"]["seats"]]
        assert requested == seekers  # asked for in the order they sought
        expected = list(requested)
        seed = wired.handler.seed(gid)
        rng_for(seed, gid, 0).shuffle(expected)
        assert [s["player"] for s in wired.handler.table(gid)["seats"]] == expected
        decisions, _ = check_decisions(envelopes, seed)
        assert decisions.ok, decisions.detail
        first_seats.append(expected.index(seekers[0]))
    assert set(first_seats) != {0}
