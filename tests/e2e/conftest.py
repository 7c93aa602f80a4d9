from __future__ import annotations

import pytest

from tests.e2e.service_processes import Service


@pytest.fixture
def service(shared_service):
    """The worker's shared stack: tests that need no isolation beyond tables and players of their own."""
    return shared_service


@pytest.fixture
def private_service(redis_client, redis_url, tmp_path):
    """A stack of this test's own, on a flushed Redis: for a test that kills or stops its processes."""
    running = Service(redis_url, tmp_path)
    running.start_all()
    yield running
    running.stop()
