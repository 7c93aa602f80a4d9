"""A command over HTTP marks that a client plays, which is when the batch worker yields its CPU (issue 31)."""

from __future__ import annotations

from service.client_activity import KEY, MARK_SECONDS, ClientActivity
from tests.api.test_games_api import auth, create


def test_a_command_over_http_marks_that_a_client_plays_for_a_few_seconds(client, wired, dice_race):
    api = client
    assert not wired.client_activity.playing()
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    assert not wired.client_activity.playing()  # creating a table is not playing
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"}, headers=auth(game["tokens"]["0"]))
    assert response.status_code == 201
    assert wired.client_activity.playing()
    assert 0 < wired.queue_redis.pttl(KEY) <= MARK_SECONDS * 1000


def test_a_web_process_marks_at_most_twice_per_mark_period(wired):
    now = [100.0]
    activity = ClientActivity(wired.queue_redis, clock=lambda: now[0])
    activity.mark()
    wired.queue_redis.delete(KEY)  # as if it had expired
    now[0] += MARK_SECONDS / 2 - 0.01
    activity.mark()  # within half a period: no write
    assert not activity.playing()
    now[0] += 0.02
    activity.mark()
    assert activity.playing()
