"""A web process asked to stop (SIGTERM, as a deploy or `make run`'s Ctrl-C sends) ends its live streams and
exits on its own. gunicorn waits for every open request first, and a stream stays open until its client
leaves: every stop waited out the whole graceful timeout and ended with gunicorn's SIGKILL of the worker, which
cut each stream mid-chunk."""

from __future__ import annotations

import json
import os
import signal

import httpx
import pytest

from tests.e2e.api_client import Boardroom

pytestmark = pytest.mark.e2e


def test_a_stopping_web_process_ends_its_live_streams_and_exits_on_its_own(private_service):
    service = private_service
    api = Boardroom(service.base_url)
    created = api.create("tabletop-climber", [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}])
    api.close()
    web = service.processes["web"]
    timeout = httpx.Timeout(10.0, read=60.0)  # far past the graceful timeout: the stream must end before it
    with httpx.Client(base_url=service.base_url, timeout=timeout) as http, \
            http.stream("GET", f"/v1/games/{created['id']}/stream", params={"after": created["version"]},
                        headers={"Accept": "application/x-ndjson"}) as live:
        lines = live.iter_lines()
        assert json.loads(next(lines)) == {"type": "heartbeat"}  # open, and quiet: nobody moves
        os.killpg(web.pid, signal.SIGTERM)
        rest = [line for line in lines if line.strip()]  # a cut stream raises here (an incomplete chunked body)
    assert all(json.loads(line) == {"type": "heartbeat"} for line in rest), rest
    assert web.wait(timeout=30) == 0
    log = service.logs("web")
    assert "Worker exiting" in log and "graceful timeout" not in log, log[-1500:]
