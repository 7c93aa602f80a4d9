"""GET /v1/health (issue 36, item 4): readiness with what is wrong where. Baseline: /healthz stayed 200
during write outages and with a projector dead, and said nothing about which partition failed."""

from __future__ import annotations

from events import heartbeats
from projections.leases import PartitionLeases
from tests.api.test_games_api import assert_problem


def beat_all(wired, projector: str = "p-1") -> None:
    heartbeats.beat(wired.redis, f"projector:{projector}")
    PartitionLeases(wired.redis, projector, wired.settings.partitions).renew()


def test_nothing_running_is_degraded_and_says_what(client, wired):
    report = client.get("/v1/health").json
    assert report["status"] == "degraded"
    assert set(report["partitions"]) == {str(p) for p in range(wired.settings.partitions)}
    assert set(report["partitions"].values()) == {"ok"}
    assert report["projectors"]["alive"] == [] and report["projectors"]["unleased"] == list(
        range(wired.settings.partitions))
    assert report["workers"] == {q.name: 0 for q in wired.queues}
    assert report["queue"]["reachable"] and report["queue"]["depth"] == {q.name: 0 for q in wired.queues}


def test_projector_leases_and_queue_depth_are_shown(client, wired):
    beat_all(wired)
    wired.queue.enqueue_call("workers.jobs.score_game", args=["nobody"], result_ttl=0)
    report = client.get("/v1/health").json
    assert report["projectors"]["alive"] == ["p-1"] and report["projectors"]["unleased"] == []
    assert set(report["projectors"]["holders"].values()) == {"p-1"}
    assert report["queue"]["depth"][wired.queue.name] == 1
    assert report["status"] == "degraded"  # no worker beats


def test_a_master_that_cannot_confirm_appends_is_read_only_and_the_service_down(client, wired):
    beat_all(wired)
    replication = wired.store.replication
    replication.required = replication.floor = 1  # the test Redis has no replica: no append could be confirmed
    try:
        refused = client.get("/v1/health")
    finally:
        replication.required = replication.floor = 0
    assert_problem(refused, 503, "store_down")
    assert set(refused.json["partitions"].values()) == {"read-only"}
    assert refused.json["health"] == "down" and refused.json["projectors"]["alive"] == ["p-1"]
