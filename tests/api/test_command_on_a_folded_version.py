"""A command whose If-Match names the version this web process last folded is decided without re-reading the
game (issue 35); a game another process moved on meanwhile still answers 409, as a fresh read would."""

from __future__ import annotations

from service.bootstrap import Container, Settings
from service.http.app import create_app
from tests.api.test_games_api import assert_problem, auth, create


def test_a_game_moved_on_by_another_process_is_still_a_stale_if_match(dice_race, wired, client, redis_url):
    other = Container(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))
    try:
        there = create_app(other).test_client()
        game = create(client, [{"name": "ann"}, {"name": "bob"}])
        gid, token, folded = game["id"], game["tokens"]["0"], game["version"]
        assert client.get(f"/v1/games/{gid}/moves", headers=auth(token)).json["version"] == folded
        moved = there.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                           headers={**auth(token), "If-Match": f'"{folded}"'})
        assert moved.status_code == 201

        stale = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"},
                            headers={**auth(token), "If-Match": f'"{folded}"'})
        assert_problem(stale, 409, "stale_version")
        assert stale.json["expected"] == folded and stale.json["current"] == moved.json["version"]
        assert client.get(f"/v1/games/{gid}").json["version"] == moved.json["version"]
    finally:
        other.close()


def test_a_bad_if_match_on_an_unknown_game_is_still_404(dice_race, client):
    response = client.post("/v1/games/nope/commands", json={"type": "roll"}, headers={"If-Match": "nonsense"})
    assert_problem(response, 404, "game_not_found")
