"""/healthz speaks for the whole service, and a Redis outage is a retryable 503, never a 500."""

from __future__ import annotations

import time

from rq import SimpleWorker

from events import heartbeats
from events.connection import OUTAGE_ERRORS
from events.redis_server import free_port
from service.bootstrap import Settings, use
from service.http.app import create_app


def register_worker(wired) -> SimpleWorker:
    """An RQ worker as `boardroom worker` registers itself, minus the work loop."""
    worker = SimpleWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.register_birth()
    return worker


def test_healthz_names_each_missing_heartbeat(client):
    response = client.get("/healthz")
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert response.json["code"] == "unhealthy"
    assert [reason.split(" heartbeat")[0] for reason in response.json["reasons"]] == ["no projector", "no worker"]


def test_healthz_is_ok_while_projector_and_worker_beat(client, wired):
    heartbeats.beat(wired.redis, "projector:test")
    worker = register_worker(wired)
    try:
        response = client.get("/healthz")
        assert response.status_code == 200, response.json
        assert response.json == {"ok": True}
    finally:
        worker.register_death()


def test_a_stale_projector_heartbeat_is_unhealthy(client, wired):
    worker = register_worker(wired)
    try:
        heartbeats.beat(wired.redis, "projector:test", now=time.time() - wired.settings.stale_seconds - 1)
        response = client.get("/healthz")
        assert response.status_code == 503
        assert [reason.split(" heartbeat")[0] for reason in response.json["reasons"]] == ["no projector"]
    finally:
        worker.register_death()


def test_an_unreachable_redis_is_a_503_problem_with_retry_after():
    nobody = f"redis://127.0.0.1:{free_port()}/0"
    app = create_app(use(Settings(redis_url=nobody, queue_redis_url=nobody)))
    api = app.test_client()
    for path in ("/v1/games/g-1", "/v1/games", "/healthz"):
        response = api.get(path)
        assert response.status_code == 503, (path, response.json)
        assert response.mimetype == "application/problem+json"
    store = api.get("/v1/games/g-1")
    assert store.json["code"] == "store_unavailable" and int(store.headers["Retry-After"]) > 0
    health = api.get("/healthz").json
    assert health["code"] == "unhealthy" and health["reasons"][0].startswith("redis unreachable")


def test_every_outage_error_a_cluster_raises_is_a_503_problem(wired):
    """A failover's errors (no master for a slot yet, no node reachable to ask) are outages like a refused
    connection: 503 store_unavailable, never a 500."""
    app = create_app(wired)

    @app.get("/outage/<int:kind>")
    def outage(kind):
        raise OUTAGE_ERRORS[kind]("a failover under way")

    api = app.test_client()
    for kind, error in enumerate(OUTAGE_ERRORS):
        response = api.get(f"/outage/{kind}")
        assert (response.status_code, response.mimetype) == (503, "application/problem+json"), error
        assert response.json["code"] == "store_unavailable", error
