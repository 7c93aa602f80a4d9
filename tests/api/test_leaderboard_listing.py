"""A leaderboard says who it lists and, asked about one player, where it stands and why it is not listed
(issue 52 item 6: a bot account on the board was never listed, and only its profile's `"listed": false` said so)."""

from __future__ import annotations

import pytest

from projections import rating_rules as rules
from tests.api.test_games_api import assert_problem
from tests.api.test_players_api import play_rated
from tests.support.rated_play import play, rated_challenge, register
from tests.support.spine import projector_for


@pytest.fixture
def api(dice_race, client):
    return client


def standing(api, pid: str) -> dict:
    response = api.get("/v1/leaderboards/dice-race", query_string={"player": pid})
    assert response.status_code == 200, response.json
    return response.json["player"]


def test_the_board_says_when_and_why_a_player_is_not_listed(api, wired):
    projector = projector_for(wired)
    board = api.get("/v1/leaderboards/dice-race").json
    assert board["listing"] == {"games": rules.LISTED_GAMES, "opponents": rules.LISTED_OPPONENTS,
                                "bot_games": rules.LISTED_BOT_GAMES}
    assert board["player"] is None, "no player asked"

    made = api.post("/v1/players", json={"name": "Robo", "kind": "bot"}, environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert made.status_code == 201, made.json
    robo = made.json
    fresh = standing(api, robo["id"])
    assert (fresh["listed"], fresh["unlisted_reason"], fresh["games"], fresh["opponents"], fresh["rank"]) == \
        (False, rules.FEW_GAMES, 0, 0, None)
    assert (fresh["name"], fresh["registered"]) == ("Robo", True)

    # The bot: enough counted games, all against the server's bots, so too few opponents. Only
    # PER_OPPONENT_DAILY results a day against one opponent count, so the games are spread over both levels.
    levels = ["normal"] * rules.PER_OPPONENT_DAILY + ["easy"] * (rules.LISTED_GAMES - rules.PER_OPPONENT_DAILY)
    for level in levels:
        play_rated(api, wired, projector, robo, level)
    stuck = standing(api, robo["id"])
    assert (stuck["listed"], stuck["unlisted_reason"], stuck["games"], stuck["opponents"], stuck["rank"]) == \
        (False, rules.FEW_OPPONENTS, rules.LISTED_GAMES, 2, None)
    assert robo["id"] not in {row["player"] for row in api.get("/v1/leaderboards/dice-race").json["rankings"]}
    profile = api.get(f"/v1/players/{robo['id']}").json["ratings"][0]
    assert {k: profile[k] for k in ("listed", "unlisted_reason", "opponents")} == \
        {k: stuck[k] for k in ("listed", "unlisted_reason", "opponents")}, "the profile says the same"

    # A third opponent, a person whose account is established and from another address: now it is listed.
    ann = register(api, "ann", "198.51.100.9", days_old=2)
    play(api, wired, projector, rated_challenge(api, robo, ann, "dice-race"), [robo, ann])
    listed = standing(api, robo["id"])
    assert (listed["listed"], listed["unlisted_reason"], listed["opponents"]) == (True, None, 3)
    rankings = [row["player"] for row in api.get("/v1/leaderboards/dice-race").json["rankings"]]
    assert rankings.index(robo["id"]) + 1 == listed["rank"]


def test_a_server_bot_level_is_listed_after_its_first_counted_game_and_an_unknown_player_is_a_404(api, wired):
    bot = "bot:dice-race:normal"
    assert standing(api, bot)["unlisted_reason"] == rules.FEW_GAMES
    play_rated(api, wired, projector_for(wired), register(api, "bo", "198.51.100.3"))
    anchor = standing(api, bot)
    assert (anchor["listed"], anchor["rank"], anchor["name"], anchor["registered"]) == \
        (True, 1 + [r["player"] for r in api.get("/v1/leaderboards/dice-race").json["rankings"]].index(bot),
         "dice-race normal bot", False)
    assert_problem(api.get("/v1/leaderboards/dice-race", query_string={"player": "nobody"}), 404, "player_not_found")
