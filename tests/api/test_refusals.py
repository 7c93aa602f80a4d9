"""Issue 31: a caller that asks again while refused is answered from this process's memory, and under gevent held
until its budget frees, so a flood of 429s costs the service no Redis round trip and a looping client slows down;
a polite client, which waits out Retry-After, is never held. The counters are in the real test Redis."""

from __future__ import annotations

import threading
import time

from service.http import refusals as refusals_module
from service.http.refusals import HELD_PER_CALLER, Refusal, Refusals
from tests.api.test_limits import assert_429, limited_client


class _Hits:
    """Counts the limiter's counter hits (each one a Redis round trip), passing every call through to Redis."""

    def __init__(self, limiter):
        self.count = 0
        self._hit = limiter.hit

    def __call__(self, *args, **kwargs):
        self.count += 1
        return self._hit(*args, **kwargs)


def test_a_refused_caller_asking_again_is_answered_from_memory_without_touching_its_counter(wired, dice_race,
                                                                                         monkeypatch):
    client, _ = limited_client(wired, limit_create="2/minute")
    [limiter] = client.application.extensions["limiter"]
    hits = _Hits(limiter.limiter)
    monkeypatch.setattr(limiter.limiter, "hit", hits)
    body = {"game": "dice-race", "seats": [{"name": "ann"}, {}]}
    assert [client.post("/v1/games", json=body).status_code for _ in range(2)] == [201, 201]
    first = client.post("/v1/games", json=body)
    assert_429(first, "rate_limited")
    counted = hits.count
    again = [client.post("/v1/games", json=body) for _ in range(20)]
    for refused in again:
        assert_429(refused, "rate_limited")
        assert "2 per 1 minute" in refused.json["detail"]
        assert refused.headers["RateLimit-Policy"] == first.headers["RateLimit-Policy"]
        assert refused.headers["RateLimit"].split(";t=")[0] == first.headers["RateLimit"].split(";t=")[0]
        assert int(refused.headers["Retry-After"]) <= int(first.headers["Retry-After"])
    assert hits.count == counted, "a remembered refusal still hit the counter in Redis"
    # Another caller (address) and another budget of the same caller are not refused by the memory.
    assert client.post("/v1/games", json=body, environ_base={"REMOTE_ADDR": "192.0.2.9"}).status_code == 201
    assert client.get("/v1/catalog").status_code == 200


def test_a_remembered_refusal_ends_when_the_budget_frees(monkeypatch):
    memory = Refusals()
    now = [1000.0]
    monkeypatch.setattr(refusals_module.time, "time", lambda: now[0])
    memory.remember("caller:a", "games.create", Refusal(1002.0, "1 per 1 minute", "create", '"create";q=1;w=60'))
    from flask import Flask

    with Flask(__name__).test_request_context():
        assert memory.answer("caller:a", "games.create").status_code == 429
        assert memory.answer("caller:b", "games.create") is None
        assert memory.answer("caller:a", "play.command") is None
        now[0] = 1002.0
        assert memory.answer("caller:a", "games.create") is None  # the counter in Redis decides again


def test_under_gevent_a_further_429_is_held_until_the_budget_frees_for_a_few_requests_of_a_caller_at_once():
    """The hold is what slows a client that loops on its 429s; more than HELD_PER_CALLER of one caller's requests
    at once are answered without it, so a flood cannot park the process's connections."""
    memory = Refusals()
    memory.hold_seconds = 0.5  # as under gevent; a thread's sleep stands for a greenlet's here
    from flask import Flask

    app = Flask(__name__)
    memory.remember("caller:a", "games.create", Refusal(time.time() + 60, "1 per 1 minute", "create",
                                                        '"create";q=1;w=60'))
    took: list[float] = []
    start = threading.Barrier(HELD_PER_CALLER + 4)

    def ask():
        start.wait()
        with app.test_request_context():
            began = time.monotonic()
            assert memory.answer("caller:a", "games.create").status_code == 429
            took.append(time.monotonic() - began)

    askers = [threading.Thread(target=ask) for _ in range(HELD_PER_CALLER + 4)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join(timeout=30)
    assert len(took) == HELD_PER_CALLER + 4
    held = [t for t in took if t >= 0.45]
    assert len(held) == HELD_PER_CALLER, sorted(took)


def test_without_gevent_nothing_is_held():
    assert Refusals().hold_seconds == 0.0  # the test process is not monkey-patched


def test_a_flood_of_invalid_requests_spends_an_error_budget_then_is_refused_from_memory(wired, dice_race):
    """The abuse bench's challenge flood drew 35 answers 422 a second, each validated and answered in full; past the
    caller's error budget at a route its requests there are refused 429 until the budget frees. Good requests and
    other routes are not touched, and conflicts (409, the game moved) never count."""
    client, _ = limited_client(wired, limit_errors="3/minute")
    bad = {"game": "dice-race", "seats": "not a list"}
    assert [client.post("/v1/games", json=bad).status_code for _ in range(3)] == [422, 422, 422]
    refused = client.post("/v1/games", json=bad)
    assert_429(refused, "rate_limited")
    assert "3 per 1 minute requests answered 4xx at this route" in refused.json["detail"]
    assert refused.headers["RateLimit-Policy"] == '"errors";q=3;w=60'
    assert_429(client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}), "rate_limited")
    assert client.get("/v1/catalog").status_code == 200
    assert client.post("/v1/games", json=bad, environ_base={"REMOTE_ADDR": "192.0.2.9"}).status_code == 422


def test_conflicts_do_not_spend_the_error_budget(wired, dice_race):
    client, _ = limited_client(wired, limit_errors="2/minute")
    made = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    auth = {"Authorization": f"Bearer {made['tokens']['0']}", "If-Match": '"99"'}  # a version the game is not at
    answers = [client.post(f"/v1/games/{made['id']}/commands", json={"type": "roll"}, headers=auth).status_code
               for _ in range(5)]
    assert answers == [409] * 5


def test_a_refusal_by_a_budget_some_requests_spend_is_remembered_for_those_requests_only(wired, dice_race,
                                                                                        monkeypatch):
    """Seeks bots may fill spend the creation budget; seeks only people may fill do not. Once refused, the
    former are answered from memory (the abuse bench's seek flood drew 9,135 such 429s in 40 s, each in full) and
    the latter still go through."""
    from tests.api.test_games_api import auth
    from tests.api.test_players_api import register

    client, _ = limited_client(wired, limit_create="1/minute", max_bot_tables=0)
    [limiter] = client.application.extensions["limiter"]
    ann = register(client, "ann")
    fill = {"game": "dice-race", "players": 2, "bots_after_seconds": 3600}
    first = client.post("/v1/seeks", json=fill, headers=auth(ann["key"]))
    assert first.status_code == 201, first.json
    assert_429(client.post("/v1/seeks", json={**fill, "players": 3}, headers=auth(ann["key"])), "rate_limited")
    hits = _Hits(limiter.limiter)
    monkeypatch.setattr(limiter.limiter, "hit", hits)
    for players in (3, 4, 3):
        assert_429(client.post("/v1/seeks", json={**fill, "players": players}, headers=auth(ann["key"])),
                   "rate_limited")
    assert hits.count == 0, "a remembered refusal still hit the counter in Redis"
    assert client.delete(f"/v1/seeks/{first.json['id']}", headers=auth(ann["key"])).status_code == 204
    people_only = client.post("/v1/seeks", json={"game": "dice-race", "players": 4}, headers=auth(ann["key"]))
    assert people_only.status_code == 201, people_only.json
