from __future__ import annotations

import pytest

from tests.e2e.service_processes import Service


@pytest.fixture
def service(redis_client, redis_url, tmp_path):
    running = Service(redis_url, tmp_path)
    running.start_all()
    yield running
    running.stop()
