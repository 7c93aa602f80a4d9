"""Issue 14 item 2: live streams send keep-alives, outlive the Redis client's socket timeout and end
cleanly at their documented maximum (the 30 s idle over real gunicorn is tests/e2e/test_stream_idle.py)."""

from __future__ import annotations

import json
import logging
import time

import pytest

from service.bootstrap import Settings, use
from service.http.app import create_app
from tests.api.test_games_api import assert_problem, create

KEEPALIVE = 0.6
SOCKET_TIMEOUT = 0.25  # far under the keep-alive: a blocking read that ignored it would die
LONGEST = 2.5


@pytest.fixture
def short_streams(dice_race, redis_client, redis_url, caplog):
    caplog.set_level(logging.WARNING)
    wired = use(Settings(redis_url=f"{redis_url}?socket_timeout={SOCKET_TIMEOUT}", queue_redis_url=redis_url,
                         stream_keepalive_seconds=KEEPALIVE, stream_max_seconds=LONGEST))
    app = create_app(wired)
    app.testing = True
    yield app.test_client(), wired
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], "a normal stream end logged"


def read_stream(api, wired, gid, after, ndjson, act_at_keepalive=2):
    """Every (seconds since open, kind, payload) the stream sends until it ends; at the
    ``act_at_keepalive``-th keep-alive seat 0 rolls, so a real event follows the quiet."""
    headers = {"Accept": "application/x-ndjson"} if ndjson else {}
    opened = time.monotonic()
    response = api.get(f"/v1/games/{gid}/stream?after={after}", headers=headers, buffered=False)
    assert response.status_code == 200
    received, keepalives = [], 0
    for chunk in response.response:
        text = chunk.decode()
        if ndjson:
            line = json.loads(text)
            kind = "keep-alive" if line == {"type": "heartbeat"} else "event"
        else:
            kind = "keep-alive" if text == ": keep-alive\n\n" else "event"
            assert not any(row.startswith("event:") for row in text.splitlines()), "onmessage receives every frame"
            line = json.loads(text.split("data: ", 1)[1]) if kind == "event" else None
        received.append((time.monotonic() - opened, kind, line))
        if kind == "keep-alive":
            keepalives += 1
            if keepalives == act_at_keepalive:
                wired.handler.execute(gid, 0, {"type": "roll"})
    response.close()
    return time.monotonic() - opened, received


@pytest.mark.parametrize("ndjson", [False, True], ids=["sse", "ndjson"])
def test_a_quiet_stream_sends_keep_alives_then_the_next_event_then_ends_at_its_maximum(short_streams, ndjson):
    api, wired = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    lasted, received = read_stream(api, wired, game["id"], game["version"], ndjson)
    kinds = [kind for _, kind, _ in received]
    assert kinds[0] == "keep-alive"  # an idle stream starts with one, so its headers go out at once
    assert kinds.count("keep-alive") >= 3
    events = [line for _, kind, line in received if kind == "event"]
    assert [(e["v"], e["type"]) for e in events] == [(game["version"] + 1, "DieRolled")]
    gaps = [b - a for (a, _, _), (b, _, _) in zip(received, received[1:], strict=False)]
    assert max(gaps) < KEEPALIVE + 0.5  # never silent much longer than the keep-alive interval
    assert LONGEST <= lasted < LONGEST + 2  # open as long as documented, then a clean end


def test_a_finished_stream_ends_without_keep_alives(short_streams):
    api, wired = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    for seat in [0, 1, 0, 1, 0, 1]:
        wired.handler.execute(game["id"], seat, {"type": "roll"})
    assert wired.handler.finish(game["id"])
    lasted, received = read_stream(api, wired, game["id"], 0, ndjson=True)
    assert [kind for _, kind, _ in received] == ["event"] * wired.handler.table(game["id"])["version"]
    assert lasted < LONGEST


def test_a_bad_last_event_id_is_400(short_streams):
    api, _ = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    for header in ("x", "-1", "1" * 16, " 1"):  # as the document's pattern says, with no space either side
        response = api.get(f"/v1/games/{game['id']}/stream", headers={"Last-Event-ID": header})
        assert_problem(response, 400, "bad_last_event_id")
