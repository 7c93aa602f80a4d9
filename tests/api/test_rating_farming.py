"""Rated games: what counts (issue 49, item 3), over HTTP in the production configuration (rate limits on).

The attack: from one address a farmer and 3 fresh accounts, each account making 4 decisions then resigning;
after 6 games the farmer was first on Bias Effect's board. Then each rule alone: established accounts from
different addresses rate each other normally, a short resignation is the resigner's loss but raises the winner
no higher than the cap, accounts one address made close together never rate each other, and a new account
counts against people once a day old or after games against server bots. A rebuild equals the live board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games import table as tables
from projections import rating_rules as rules
from projections.leaderboard import ACCOUNTS_FIELD, LOG, facts
from tests.api.test_http_headers import app_client
from tests.api.test_player_stream import Stream
from tests.support.rated_play import DAY_MS, auth, play, rated_challenge, rating, register
from tests.support.spine import drain, projector_for

FARM = "203.0.113.7"
START_SIGMA = 25 / 3


@pytest.fixture
def api(dice_race, wired):
    return app_client(wired, rate_limits=True)  # the production configuration


def outcome(row: dict, gid: str) -> tuple[str, str | None]:
    found = next(r for r in row["results"] if r["gid"] == gid)
    return found["outcome"], found["reason"]


def seated_accounts(wired, gid: str) -> dict:
    """What the table's creation recorded of its seated accounts, in the game's secrets."""
    return json.loads(wired.store.secret(gid, ACCOUNTS_FIELD) or "{}")


def assert_rebuild_equals_live(wired, projector) -> None:
    """The recorded facts are those the games' events and secrets give, and refolding the stream gives the
    same board."""
    for _, fields in wired.redis.xrange(LOG):
        gid = fields[b"gid"].decode()
        if json.loads(fields[b"facts"]).get("uncounted"):
            continue  # rates nobody: only why is recorded
        assert json.loads(fields[b"facts"]) == facts(tables.replay(wired.store.read(gid)), seated_accounts(wired, gid))
    live = wired.leaderboards.dump()
    projector.rebuild()
    assert wired.leaderboards.dump() == live


def test_one_address_farming_fresh_accounts_leaves_the_farmer_unrated_and_unlisted(api, wired):
    """Baseline (issue 49, item 3): listed first on Bias Effect's board, ordinal 12.74, after 6 games."""
    projector = projector_for(wired)
    farmer = register(api, "farmer", FARM)
    puppets = [register(api, f"puppet {i}", FARM) for i in range(3)]
    for game in range(6):
        puppet = puppets[game % 3]
        gid = rated_challenge(api, farmer, puppet, "bias-effect")
        made = play(api, wired, projector, gid, [farmer, puppet], resigner=puppet, after=4)
        assert made[puppet["id"]] == 4
    assert wired.redis.xlen(LOG) == 6  # every result reached the ratings: the rules, not the decision count, stop it
    board = api.get("/v1/leaderboards/bias-effect").json["rankings"]
    assert farmer["id"] not in {r["player"] for r in board}
    row = rating(api, farmer, "bias-effect")
    assert (row["games"], row["wins"], row["listed"], row["unlisted_reason"]) == (0, 0, False, rules.FEW_GAMES)
    assert (row["mu"], row["sigma"]) == (25.0, START_SIGMA)
    assert [(r["outcome"], r["reason"]) for r in row["results"]] == [(rules.NOT_RATED, rules.SAME_ADDRESS)] * 6
    public = api.get(f"/v1/players/{farmer['id']}").json["ratings"]
    assert [r["results"] for r in public] == [[]], "anyone else would learn who shares the farmer's address"
    assert all(rating(api, p, "bias-effect")["games"] == 0 for p in puppets)
    assert_rebuild_equals_live(wired, projector)


def test_established_accounts_from_different_addresses_rate_each_other_normally(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann", "198.51.100.1", days_old=2)
    bob = register(api, "bob", "198.51.100.2", days_old=2)
    gid = rated_challenge(api, ann, bob, "dice-race")
    play(api, wired, projector, gid, [ann, bob])
    for player in (ann, bob):
        row = rating(api, player, "dice-race")
        assert row["games"] == 1 and row["sigma"] < START_SIGMA
        assert outcome(row, gid) == (rules.RATED, None)
        assert (row["listed"], row["unlisted_reason"]) == (False, rules.FEW_GAMES)
    assert api.get(f"/v1/games/{gid}/audit").json["ok"] is True  # the recorded accounts change no decision


def test_a_short_resignation_is_the_resigners_loss_and_lifts_the_winner_no_higher_than_the_cap(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann", "198.51.100.1", days_old=2)
    bob = register(api, "bob", "198.51.100.2", days_old=2)
    short = rated_challenge(api, ann, bob, "bias-effect")
    play(api, wired, projector, short, [ann, bob], resigner=bob, after=4)
    lost, won = rating(api, bob, "bias-effect"), rating(api, ann, "bias-effect")
    assert (lost["games"], lost["wins"], outcome(lost, short)) == (1, 0, (rules.RATED, None))
    assert lost["mu"] < 25 and lost["ordinal"] < rules.SHORT_RESIGN_CAP
    assert (won["games"], won["wins"], outcome(won, short)) == (1, 1, (rules.CAPPED, rules.SHORT_RESIGNATION))
    assert won["ordinal"] == pytest.approx(rules.SHORT_RESIGN_CAP, abs=1e-9)  # a new account's: it gained nothing

    # Resigned after enough decisions of its own, the same result lifts the winner as far as OpenSkill says.
    long = rated_challenge(api, ann, bob, "bias-effect")
    play(api, wired, projector, long, [ann, bob], resigner=bob, after=rules.SHORT_RESIGN_DECISIONS)
    won = rating(api, ann, "bias-effect")
    assert outcome(won, long) == (rules.RATED, None) and won["ordinal"] > rules.SHORT_RESIGN_CAP
    assert_rebuild_equals_live(wired, projector)


def test_accounts_one_address_made_rate_each_other_only_when_made_far_apart(api, wired):
    projector = projector_for(wired)
    apart = rules.SAME_ADDRESS_WINDOW_MS / DAY_MS
    old = register(api, "old", FARM, days_old=apart + 3)
    mid = register(api, "mid", FARM, days_old=3)
    new = register(api, "new", FARM, days_old=2)  # every one established: a day old or more
    close = rated_challenge(api, mid, new, "dice-race")
    play(api, wired, projector, close, [mid, new])
    for player in (mid, new):
        row = rating(api, player, "dice-race")
        assert row["games"] == 0 and outcome(row, close) == (rules.NOT_RATED, rules.SAME_ADDRESS)
    far = rated_challenge(api, old, new, "dice-race")
    play(api, wired, projector, far, [old, new])
    for player in (old, new):
        row = rating(api, player, "dice-race")
        assert row["games"] == 1 and outcome(row, far) == (rules.RATED, None)


def test_a_new_account_counts_against_people_once_a_day_old_or_after_games_against_server_bots(api, wired):
    projector = projector_for(wired)
    vet = register(api, "vet", "198.51.100.1", days_old=1.01)
    rookie = register(api, "rookie", "198.51.100.2")
    first = rated_challenge(api, vet, rookie, "dice-race")
    play(api, wired, projector, first, [vet, rookie])
    assert outcome(rating(api, rookie, "dice-race"), first) == (rules.NOT_RATED, rules.NOT_ESTABLISHED)
    assert outcome(rating(api, vet, "dice-race"), first) == (rules.NOT_RATED, rules.NO_OPPONENT)
    for _ in range(rules.ESTABLISHED_BOT_GAMES):  # against server bots alone, a new account's results count
        gid = api.post("/v1/games", json={"game": "dice-race", "seats": [{"player": rookie["id"]}, {"bot": "easy"}],
                                          "rated": True}, headers=auth(rookie["key"])).json["id"]
        play(api, wired, projector, gid, [rookie])
        assert outcome(rating(api, rookie, "dice-race"), gid) == (rules.RATED, None)
    again = rated_challenge(api, vet, rookie, "dice-race")
    play(api, wired, projector, again, [vet, rookie])
    for player in (vet, rookie):
        assert outcome(rating(api, player, "dice-race"), again) == (rules.RATED, None)


def test_the_creating_address_is_kept_only_as_a_keyed_hash_and_a_table_keeps_who_shares_one_secret(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann", FARM)
    bob = register(api, "bob", FARM)
    cy = register(api, "cy", "198.51.100.9")
    stored = wired.redis.hgetall(f"br:{{players}}:p:{ann['id']}")
    assert FARM.encode() not in b"".join(stored.values())
    assert stored[b"origin"] == wired.redis.hgetall(f"br:{{players}}:p:{bob['id']}")[b"origin"]
    for path in (f"/v1/players/{ann['id']}", "/v1/players/me"):
        assert "origin" not in api.get(path, headers=auth(ann["key"])).json
    made = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"], cy["id"]], "rated": True},
                    headers=auth(ann["key"])).json
    api.post(f"/v1/challenges/{made['id']}/accept", headers=auth(bob["key"]))
    gid = api.post(f"/v1/challenges/{made['id']}/accept", headers=auth(cy["key"])).json["gid"]
    play(api, wired, projector, gid, [ann, bob, cy])
    created = seated_accounts(wired, gid)  # in the game's secrets, which no route reads (the next test)
    assert {pid: a["origin"] for pid, a in created.items()} == {ann["id"]: 0, bob["id"]: 0, cy["id"]: None}
    assert stored[b"origin"].decode() not in json.dumps(created)
    # ann and bob leave each other out; cy, who is new, counts against neither of them
    assert {outcome(rating(api, p, "dice-race"), gid) for p in (ann, bob)} == {(rules.NOT_RATED, rules.SAME_ADDRESS)}
    assert outcome(rating(api, cy, "dice-race"), gid) == (rules.NOT_RATED, rules.NOT_ESTABLISHED)


def keys_in(value) -> set[str]:
    """Every object key anywhere in a JSON value."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


def game_reads(api, gid: str, **caller) -> list[str]:
    """Every body a caller reads of a game (the resource, its state, events page and export, log)."""
    version = api.get(f"/v1/games/{gid}", **caller).json["version"]
    answers = [api.get(f"/v1/games/{gid}", **caller), api.get(f"/v1/games/{gid}/state?at=1", **caller),
               api.get(f"/v1/games/{gid}/state?at={version}", **caller),
               api.get(f"/v1/games/{gid}/events?limit=1000", **caller), api.get(f"/v1/games/{gid}/log", **caller),
               api.get(f"/v1/games/{gid}/events", headers={**caller.pop("headers", {}),
                                                           "Accept": "application/x-ndjson"}, **caller)]
    assert [a.status_code for a in answers] == [200] * len(answers), [a.get_data(as_text=True) for a in answers]
    return [a.get_data(as_text=True) for a in answers]


def assert_no_address_relation(bodies: list[str], secret: dict) -> None:
    """No body names an address, its hash or the seats sharing one: no ``origin`` or ``accounts`` key anywhere."""
    for body in bodies:
        lines = [json.loads(line) for line in body.splitlines() if line.strip()]
        assert not keys_in(lines) & {"origin", "accounts"}, body
        assert FARM not in body and not any(json.dumps(a) in body for a in secret.values()), body


def test_no_reader_learns_which_seats_one_address_created(dice_race, wired):
    """Baseline: the rated table's creation recorded its accounts' ``origin`` in the ``create-game`` command,
    which spectators read while it ran and everyone read in its export once it finished."""
    # keep-alive shortened from 10 s: a replayed player stream is read up to its first keep-alive
    api = app_client(wired, rate_limits=True, stream_keepalive_seconds=0.2)
    projector = projector_for(wired)
    ann, bob = register(api, "ann", FARM), register(api, "bob", FARM)
    cy = register(api, "cy", "198.51.100.9")
    made = api.post("/v1/challenges", json={"game": "dice-race", "players": [bob["id"], cy["id"]], "rated": True},
                    headers=auth(ann["key"])).json
    api.post(f"/v1/challenges/{made['id']}/accept", headers=auth(bob["key"]))
    gid = api.post(f"/v1/challenges/{made['id']}/accept", headers=auth(cy["key"])).json["gid"]
    drain(projector)
    secret = seated_accounts(wired, gid)
    assert secret[ann["id"]]["origin"] == secret[bob["id"]]["origin"] is not None  # the server knows

    running = game_reads(api, gid, environ_base={"REMOTE_ADDR": "192.0.2.50"})  # a spectator
    for player in (ann, bob, cy):
        running += game_reads(api, gid, headers=auth(player["key"]))
    assert_no_address_relation(running, secret)

    play(api, wired, projector, gid, [ann, bob, cy])
    finished = game_reads(api, gid, environ_base={"REMOTE_ADDR": "192.0.2.51"})  # everything is public now
    stream = api.get(f"/v1/games/{gid}/stream?after=0", headers={"Accept": "application/x-ndjson"},
                     environ_base={"REMOTE_ADDR": "192.0.2.51"})
    finished.append(stream.get_data(as_text=True))  # a finished game's stream ends after its last event
    audit = api.get(f"/v1/games/{gid}/audit", environ_base={"REMOTE_ADDR": "192.0.2.51"})
    assert audit.json["ok"] is True
    finished.append(audit.get_data(as_text=True))
    for player in (ann, bob, cy):
        replayed = Stream(api, player["key"], query="?after=0-0")
        frames = replayed.until_quiet()
        replayed.close()
        assert {"game-start", "your-turn"} <= {f["type"] for f in frames}
        finished.append("\n".join(json.dumps(f) for f in frames))
    assert_no_address_relation(finished, secret)
    assert {outcome(rating(api, p, "dice-race"), gid) for p in (ann, bob)} == {(rules.NOT_RATED, rules.SAME_ADDRESS)}


def test_the_bot_guide_names_every_rule_and_reason():
    guide = (Path(__file__).parents[2] / "docs" / "guides" / "bots.md").read_text()
    section = guide.split("### Rated games: what counts", 1)[1].split("\n### ", 1)[0]
    assert all(f"`{code}`" in section for code in (*rules.REASONS, *rules.OUTCOMES))
    assert all(f"`{code}`" in guide for code in rules.UNLISTED)

