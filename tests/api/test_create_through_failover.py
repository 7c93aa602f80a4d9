"""A table created while the replicas cannot confirm it (issue 36, item 3): the create answers 503
`not_replicated`, and its retry under the same Idempotency-Key returns that same table once the replicas hold
it, never a second one. Baseline: 6 duplicate tables in two outages of a Redis Cluster.

The test Redis has no replica, so `BOARDROOM_MIN_REPLICAS=1` is an outage no WAIT can end; the replica
"coming back" is the required count going back to 0, which is what a confirmed WAIT answers."""

from __future__ import annotations

import pytest
import redis

from tests.api.test_games_api import assert_problem, auth

SEATS = {"game": "bias-effect", "seats": [{"name": "ann"}, {"bot": "easy"}, {"bot": "easy"}]}


@pytest.fixture
def outage(wired):
    replication = wired.store.replication
    replication.required = replication.floor = 1
    replication.timeout_ms = 20
    yield replication
    replication.required = replication.floor = 0


def games_in_store(wired) -> int:
    return sum(1 for _ in wired.store.redis.scan_iter(match="*:meta"))


def test_a_create_retried_through_an_outage_makes_one_table(client, wired, outage):
    key = {"Idempotency-Key": "create-in-an-outage"}
    first = client.post("/v1/games", json=SEATS, headers=key)
    assert_problem(first, 503, "not_replicated")
    assert first.headers["Retry-After"]
    assert games_in_store(wired) == 1  # it reached the master

    again = client.post("/v1/games", json=SEATS, headers=key)  # the replicas still cannot confirm it
    assert_problem(again, 503, "not_replicated")
    assert games_in_store(wired) == 1

    outage.required = outage.floor = 0  # a replica holds it now
    created = client.post("/v1/games", json=SEATS, headers=key)
    assert created.status_code == 200, created.json  # the first request's table, replayed as any retry is
    assert games_in_store(wired) == 1
    gid, token = created.json["id"], created.json["tokens"]["0"]
    assert client.get(f"/v1/games/{gid}/moves", headers=auth(token)).status_code == 200  # its token works
    replayed = client.post("/v1/games", json=SEATS, headers=key)
    assert replayed.status_code in (200, 201) and replayed.json["id"] == gid
    assert_problem(client.post("/v1/games", json={**SEATS, "rated": False, "seats": SEATS["seats"][:2] + [{}]},
                               headers=key), 422, "idempotency_key_reused")


def test_a_table_the_failover_lost_is_made_again_by_the_retry(client, wired, outage):
    key = {"Idempotency-Key": "lost-in-a-failover"}
    assert_problem(client.post("/v1/games", json=SEATS, headers=key), 503, "not_replicated")
    for meta in list(wired.store.redis.scan_iter(match="*:meta")):  # the promoted replica never had it
        game = meta.decode().rsplit(":", 1)[0]
        wired.store.redis.delete(*wired.store.redis.scan_iter(match=f"{game}:*"))
    outage.required = outage.floor = 0
    created = client.post("/v1/games", json=SEATS, headers=key)
    assert created.status_code == 201, created.json
    assert wired.store.exists(created.json["id"])


def test_a_create_whose_answer_was_lost_after_the_table_was_made_gives_that_table(client, wired, monkeypatch):
    """The table was appended, then the request failed before it answered (an outage on the node of another
    key, a crash): the retry finds the table the claim named instead of making a second one."""
    key = {"Idempotency-Key": "answer-lost-after-the-table"}
    handler = wired.handler
    made = handler._create

    def made_then_lost(*args, **kwargs):
        made(*args, **kwargs)
        raise redis.ConnectionError("the node of the token index went away")  # an injected fault, after the append

    monkeypatch.setattr(handler, "_create", made_then_lost)
    assert_problem(client.post("/v1/games", json=SEATS, headers=key), 503, "store_unavailable")
    monkeypatch.undo()
    assert games_in_store(wired) == 1
    again = client.post("/v1/games", json=SEATS, headers=key)
    assert again.status_code == 200, again.json
    assert games_in_store(wired) == 1
    gid, token = again.json["id"], again.json["tokens"]["0"]
    assert client.get(f"/v1/games/{gid}/moves", headers=auth(token)).status_code == 200
