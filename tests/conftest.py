"""Shared fixtures: a private real redis-server for the whole run (unless REDIS_URL names one)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import redis
from hypothesis import settings

from events.redis_server import start_redis
from games import search

# No per-example deadline: on these shared 2-core machines a deadline is a timing test (a Merkle property failed
# once at 276 ms against 200 while other work ran). Slowness is measured in bench/.
settings.register_profile("boardroom", deadline=None)
settings.load_profile("boardroom")

# Hard bots play in many suites' games (every level is cycled through): two playouts a move keeps them quick.
# The environment reaches the service's settings and the real processes of the e2e suite; the default budget
# covers pure games played in this process.
os.environ.setdefault("BOARDROOM_HARD_BOT_ITERATIONS", "2")
os.environ.setdefault("BOARDROOM_HARD_BOT_SECONDS", "0")
search.set_default_budget(search.Budget(iterations=2, seconds=None))


# Seconds each test file took in a recent whole run (tests/support/file_seconds.py writes it from a JUnit report).
FILE_SECONDS = Path(__file__).with_name("file_seconds.json")


def pytest_collection_modifyitems(config, items):
    """The longest files first. ``make test`` hands each pytest worker whole files in this order (``--dist
    loadfile --no-loadscope-reorder``; xdist's own order, most tests first, put the few-test end-to-end files
    last, and one worker ran them alone for minutes at the end). A file not in FILE_SECONDS counts as the
    longest, so a new end-to-end file does not become the tail; a file keeps its own tests' order."""
    seconds = json.loads(FILE_SECONDS.read_text()) if FILE_SECONDS.exists() else {}
    longest = max(seconds.values(), default=0.0)
    items.sort(key=lambda item: -seconds.get(item.nodeid.partition("::")[0], longest))


@pytest.fixture(scope="session", autouse=True)
def _close_the_last_container():
    """The tests replace the process's container (``use``), each closing the one before; the last one too."""
    yield
    from service import bootstrap

    if bootstrap._container is not None:
        bootstrap._container.close()


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    process, url = start_redis(tmp_path_factory.mktemp("redis"), appendonly=False)
    yield url
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def shared_service(tmp_path_factory):
    """One start of the real processes (web, projector, worker) per pytest worker, shared by the end-to-end tests
    that need no isolation beyond tables and players of their own (a start costs seconds). Production
    configuration; its own redis-server, as the other tests flush theirs."""
    from tests.e2e.service_processes import serving

    with serving(tmp_path_factory.mktemp("shared-service"), {"BOARDROOM_RATE_LIMITS": "on"}) as running:
        yield running


@pytest.fixture
def redis_client(redis_url):
    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    yield client
    client.close()


@pytest.fixture
def wired(redis_client, redis_url):
    """The composition root pointed at the private Redis (flushed), as every process builds it."""
    from service.bootstrap import Settings, use

    # Limits off: tests create many tables from one address; tests/api/test_limits.py turns them on.
    container = use(Settings(redis_url=redis_url, queue_redis_url=redis_url, bot_stall_seconds=1.0,
                             rate_limits=False))
    yield container
    container.close()


@pytest.fixture
def dice_race():
    """Register the tiny test game for the duration of a test."""
    from games import REGISTRY
    from tests.support.dice_race import DiceRace

    REGISTRY["dice-race"] = game = DiceRace()
    yield game
    del REGISTRY["dice-race"]


@pytest.fixture
def client(wired):
    from service.http.app import create_app

    app = create_app(wired)
    app.testing = True
    return app.test_client()
