"""200 table creations fired at once at the real gunicorn (issue 14 item 5): past the client's limit
they get 429, and at most the cap of all-bot tables start, so no one can set the workers playing
without end."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.e2e.api_client import validated_client
from tests.e2e.service_processes import Service

pytestmark = pytest.mark.e2e

CREATIONS = 200
LIMIT = 20
BOT_CAP = 2


@pytest.fixture
def limited(redis_client, redis_url, tmp_path):
    running = Service(redis_url, tmp_path, env={
        "BOARDROOM_RATE_LIMITS": "on", "BOARDROOM_LIMIT_CREATE": f"{LIMIT}/minute",
        "BOARDROOM_MAX_BOT_TABLES": str(BOT_CAP), "WEB_CONCURRENCY": "2"})
    running.start_all()
    yield running
    running.stop()


def fire(base_url: str, seats: list[dict]) -> list[httpx.Response]:
    with validated_client(base_url=base_url, timeout=60, limits=httpx.Limits(max_connections=50)) as http, \
            ThreadPoolExecutor(max_workers=50) as pool:
        return list(pool.map(lambda _: http.post("/v1/games", json={"game": "tabletop-climber", "seats": seats}),
                             range(CREATIONS)))


def codes(responses: list[httpx.Response]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for response in responses:
        key = "created" if response.status_code == 201 else f"{response.status_code} {response.json().get('code')}"
        counted[key] = counted.get(key, 0) + 1
    return counted


def test_200_concurrent_all_bot_creations_start_only_the_cap(limited):
    responses = fire(limited.base_url, [{"bot": "easy"}] * 3)
    # The creation limit answers first; of the creations it lets through, only the cap start.
    assert codes(responses) == {"created": BOT_CAP, "429 too_many_bot_tables": LIMIT - BOT_CAP,
                                "429 rate_limited": CREATIONS - LIMIT}
    refused = next(r for r in responses if r.status_code == 429 and r.json()["code"] == "too_many_bot_tables")
    assert refused.headers["content-type"] == "application/problem+json"
    assert int(refused.headers["Retry-After"]) >= 1


def test_200_concurrent_creations_past_the_limit_get_429(limited, redis_client):
    responses = fire(limited.base_url, [{"name": "ann"}, {"bot": "easy"}, {"bot": "normal"}])
    assert codes(responses) == {"created": LIMIT, "429 rate_limited": CREATIONS - LIMIT}
    refused = next(r for r in responses if r.status_code == 429)
    assert refused.headers["content-type"] == "application/problem+json"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    # The counters live in the service's Redis, shared by both gunicorn workers.
    assert redis_client.keys("LIMITS:{LIMITER/br:limits/*")
