"""Issue 31, item 8: challenges are bounded per challenger and per invitee, and a flood of them never
trims a player's own game frames out of its stream (Flask test client, real Redis)."""

from __future__ import annotations

import pytest

from projections.player_streams import MAXLEN
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register
from tests.support.spine import drain, projector_for


@pytest.fixture
def api(dice_race, client):
    return client


def challenge(api, challenger, *invitees):
    return api.post("/v1/challenges", json={"game": "dice-race", "players": [p["id"] for p in invitees]},
                    headers=auth(challenger["key"]))


def test_a_player_has_a_few_challenges_pending_and_one_per_invitee(api, wired):
    ann = register(api, "ann")
    cap = wired.settings.max_open_challenges
    invitees = [register(api, f"p{i}") for i in range(cap + 1)]
    sent = [challenge(api, ann, p) for p in invitees[:cap]]
    assert [r.status_code for r in sent] == [201] * cap
    over = challenge(api, ann, invitees[cap])
    assert_problem(over, 409, "too_many_challenges")
    assert over.json["limit"] == cap
    bob = invitees[0]
    assert api.post(f"/v1/challenges/{sent[0].json['id']}/decline", headers=auth(bob["key"])).status_code == 200
    again = challenge(api, ann, bob)  # the declined challenge freed a place
    assert again.status_code == 201
    twice = challenge(api, ann, bob, invitees[cap])  # bob is invited by a pending challenge already
    assert_problem(twice, 409, "challenge_pending")
    assert twice.json["player"] == bob["id"] and twice.json["challenge"] == again.json["id"]
    assert challenge(api, bob, ann).status_code == 201  # another challenger is not held back


def test_a_flood_of_challenges_keeps_the_players_own_game_frames(api, wired):
    """Baseline (issue 31): 1,100 challenges in 34 s pushed a player's own `game-start` and `your-turn`
    frames out of its 1,000-frame stream."""
    ann, bob = register(api, "ann"), register(api, "bob")
    cid = challenge(api, ann, bob).json["id"]
    gid = api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])).json["gid"]
    drain(projector_for(wired))
    own = {(f["type"], f["data"]["gid"]) for f in wired.player_streams.read(ann["id"], "0", count=10)
           if f["type"] != "challenge"}
    assert own == {("game-start", gid), ("your-turn", gid)}  # ann sits at seat 0, to play first
    flooder = register(api, "flooder")
    for _ in range(MAXLEN // 2 + 50):  # each round: an invitation and its cancellation on ann's stream
        sent = wired.challenges.create(flooder["id"], "dice-race", [ann["id"]], None, False)
        assert wired.challenges.cancel(sent["id"], flooder["id"])[0] == "cancelled"
    frames = wired.player_streams.read(ann["id"], "0", count=10 * MAXLEN)
    assert own <= {(f["type"], f["data"].get("gid")) for f in frames}
    challenges = [f for f in frames if f["type"] == "challenge"]
    assert len(challenges) <= wired.player_streams.side_frames
    assert challenges[-1]["data"]["challenge"] == sent["id"]  # the newest are the ones kept
