"""/metrics (issue 36 item 4): both 503 codes counted apart, and what Redis holds read at scrape time: each
partition's projector lag and lease holder, each queue's depth. (Summing over gunicorn workers, and the worker's
job metrics: tests/e2e/test_metrics_over_http.py.)"""

from __future__ import annotations

from prometheus_client.parser import text_string_to_metric_families

from events.redis_server import free_port
from projections.leases import PartitionLeases
from service.bootstrap import Settings, use
from service.http.app import create_app
from tests.support.spine import drain, projector_for


def samples(client, name: str) -> list:
    text = client.get("/metrics").get_data(as_text=True)
    return [sample for family in text_string_to_metric_families(text) for sample in family.samples
            if sample.name == name]


def count_503(client, code: str) -> float:
    return sum(s.value for s in samples(client, "boardroom_http_requests_total")
               if s.labels["status"] == "503" and s.labels["code"] == code)


def test_store_unavailable_and_not_replicated_are_counted_apart(client, wired, dice_race):
    before = {code: count_503(client, code) for code in ("store_unavailable", "not_replicated")}
    replication = wired.store.replication
    replication.required = replication.floor = 1  # the test Redis has no replica: no append is confirmed
    replication.timeout_ms = 20
    try:
        for _ in range(2):
            refused = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]})
            assert refused.status_code == 503 and refused.json["code"] == "not_replicated"
    finally:
        replication.required = replication.floor = 0
    nobody = f"redis://127.0.0.1:{free_port()}/0"
    down = create_app(use(Settings(redis_url=nobody, queue_redis_url=nobody))).test_client()
    assert down.get("/v1/games/g-1").json["code"] == "store_unavailable"
    use(wired.settings)  # the scrape below reads the test Redis again

    after = {code: count_503(client, code) for code in ("store_unavailable", "not_replicated")}
    assert after["not_replicated"] - before["not_replicated"] == 2
    assert after["store_unavailable"] - before["store_unavailable"] == 1
    codes = {s.labels["code"] for s in samples(client, "boardroom_http_requests_total")}
    assert "" in codes  # successes carry no code


def test_projector_lag_lease_holders_and_queue_depth_are_read_at_scrape_time(client, wired, dice_race):
    projector = projector_for(wired)
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "easy"}], {})
    partition = str(wired.store.keys(table["gid"]).partition)
    PartitionLeases(wired.redis, "projector-a", wired.store.partitions).renew()

    lag = {s.labels["partition"]: s.value for s in samples(client, "boardroom_projector_lag")}
    assert lag[partition] >= 1 and len(lag) == wired.store.partitions
    holders = {s.labels["partition"]: s.labels["holder"] for s in samples(client, "boardroom_projector_lease")}
    assert holders == {str(p): "projector-a" for p in range(wired.store.partitions)}

    drain(projector)  # folded: nothing behind, and the bots' first turn is queued
    lag = {s.labels["partition"]: s.value for s in samples(client, "boardroom_projector_lag")}
    assert lag[partition] == 0
    depth = {s.labels["queue"]: s.value for s in samples(client, "boardroom_queue_depth")}
    assert set(depth) == {queue.name for queue in wired.queues} and sum(depth.values()) >= 1
