"""/metrics through real gunicorn with two workers, a projector and an RQ worker sharing one multiprocess
directory, as `boardroom run` sets it (issue 36 item 4: consecutive scrapes of one port read 31 then 40, and
the projector and the worker exposed nothing)."""

from __future__ import annotations

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.e2e.service_processes import Service
from tests.support.progress import await_condition

REQUESTS = 40


@pytest.fixture
def service(redis_client, redis_url, tmp_path):
    metrics = tmp_path / "metrics"
    metrics.mkdir()
    running = Service(redis_url, tmp_path, env={"WEB_CONCURRENCY": "2", "PROMETHEUS_MULTIPROC_DIR": str(metrics)})
    running.start_all()
    yield running
    running.stop()


def scrape(http: httpx.Client) -> dict[str, list]:
    text = http.get("/metrics", headers={"Connection": "close"}).text  # spread over the workers
    found: dict[str, list] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found.setdefault(sample.name, []).append(sample)
    return found


def catalog_requests(found: dict[str, list]) -> float:
    return sum(s.value for s in found["boardroom_http_requests_total"]
               if s.labels["endpoint"] == "/v1/catalog" and s.labels["status"] == "200")


def test_scrapes_agree_across_gunicorn_workers_and_cover_the_projector_and_the_worker(service):
    with httpx.Client(base_url=service.base_url, timeout=10) as http:
        for _ in range(REQUESTS):
            assert http.get("/v1/catalog", headers={"Connection": "close"}).status_code == 200
        scrapes = [catalog_requests(scrape(http)) for _ in range(6)]
        assert scrapes == [REQUESTS] * 6

        slug = http.get("/v1/catalog").json()["games"][0]["slug"]
        created = http.post("/v1/games", json={"game": slug, "seats": [{"bot": "easy"}, {"bot": "easy"}]})
        assert created.status_code == 201, created.text
        jobs = await_condition(lambda: scrape(http).get("boardroom_job_seconds_count"), what="a timed job")
        assert any(s.labels["job"] != "other" and s.value >= 1 for s in jobs)
        found = scrape(http)
        assert {s.labels["partition"] for s in found["boardroom_projector_lag"]}  # every partition with a group
        assert found["boardroom_projector_lease"] and found["boardroom_queue_depth"]
