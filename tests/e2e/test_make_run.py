"""`boardroom run` (what `make run` calls) on a machine with no Redis configured: it starts the
embedded redis-server with AOF under the data directory, then web, projector and worker."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import redis

from events.redis_server import free_port
from tests.e2e.api_client import validated_client

pytestmark = pytest.mark.e2e


def _run(tmp_path: Path, port: int) -> subprocess.Popen:
    """`boardroom run` as a terminal runs it: the leader of its own process group, its output in run.log."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env.update(BOARDROOM_PORT=str(port), BOARDROOM_DATA_DIR=str(tmp_path / "var"), WEB_CONCURRENCY="1",
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
    log = open(tmp_path / "run.log", "wb")  # noqa: SIM115
    return subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "run"], env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)


def test_run_starts_everything_on_an_embedded_redis(tmp_path):
    port = free_port()
    process = _run(tmp_path, port)
    try:
        with validated_client(transport=httpx.HTTPTransport(retries=40), timeout=60) as http:
            games = http.get(f"http://127.0.0.1:{port}/v1/catalog").json()["games"]
            created = http.post(f"http://127.0.0.1:{port}/v1/games",
                                json={"game": "tabletop-climber", "seats": [{"bot": "easy"}] * 3})
        assert "tabletop-climber" in [g["slug"] for g in games]
        assert created.status_code == 201
        assert list((tmp_path / "var").rglob("*.aof*")), "the embedded Redis keeps an append-only file"
        # Stopping `boardroom run` alone (as a service manager would) stops everything it started.
        process.terminate()
        process.wait(timeout=60)
        log_text = (tmp_path / "run.log").read_text()
        redis_url = re.search(r"embedded redis-server at (\S+)", log_text).group(1)
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=5)
        with pytest.raises(redis.ConnectionError):
            redis.Redis.from_url(redis_url, socket_connect_timeout=2).ping()
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=60)


def test_ctrl_c_at_the_terminal_stops_redis_last_and_nothing_complains(tmp_path):
    """A terminal's Ctrl-C signals its whole foreground process group at once: Redis must not go first and leave
    the projector and worker writing to a closed port (tracebacks on the way out)."""
    port = free_port()
    process = _run(tmp_path, port)
    try:
        with validated_client(transport=httpx.HTTPTransport(retries=40), timeout=60) as http:
            created = http.post(f"http://127.0.0.1:{port}/v1/games",
                                json={"game": "tabletop-climber", "seats": [{"bot": "easy"}] * 3})
        assert created.status_code == 201
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=60)
        log_text = (tmp_path / "run.log").read_text()
        redis_url = re.search(r"embedded redis-server at (\S+)", log_text).group(1)
        with pytest.raises(redis.ConnectionError):
            redis.Redis.from_url(redis_url, socket_connect_timeout=2).ping()
        # Nothing wrote to a Redis already gone (a worker's own logging from its signal handler is another matter)
        assert "Connection refused" not in log_text and "ConnectionError" not in log_text, log_text[-3000:]
        stopped = [line for line in log_text.splitlines() if re.search(r"\| (stopped with status|stopping \(it)", line)]
        assert stopped and "redis" in stopped[-1], stopped
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=60)
