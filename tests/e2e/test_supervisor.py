"""`boardroom run`'s supervisor over real processes: restart what exits (Redis too), stop in order."""

from __future__ import annotations

import io
import re
import threading
import time
from pathlib import Path

import pytest
import redis

from events.redis_server import free_port, start_redis
from service.runtime.supervisor import Supervisor

pytestmark = pytest.mark.e2e

# A child that stays up until SIGTERM, then notes its name in a file before exiting.
STAYS_UP = "bash -c 'trap \"echo {name} >> {notes}; exit 0\" TERM; while :; do sleep 0.05; done'"


def stays_up(name: str, notes: Path) -> str:
    return STAYS_UP.format(name=name, notes=notes)


def until(condition, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.05)  # polling with a deadline


class Running:
    """A supervisor on a thread (the test, not the supervisor, owns the signals)."""

    def __init__(self, supervisor: Supervisor):
        self.supervisor = supervisor
        self.thread = threading.Thread(target=supervisor.run, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.supervisor.stopping.set()
        self.thread.join(timeout=60)
        assert not self.thread.is_alive()


def test_a_process_that_exits_is_started_again_and_the_others_keep_running(tmp_path):
    notes = tmp_path / "notes"
    supervisor = Supervisor({"flaky": "bash -c 'exit 3'", "web": stays_up("web", notes)}, {"PATH": "/usr/bin:/bin"},
                            tmp_path, out=io.StringIO())
    running = Running(supervisor)
    try:
        until(lambda: supervisor.children["flaky"].restarts >= 3)
        assert supervisor.children["web"].restarts == 1
        assert supervisor.children["web"].process.poll() is None
        assert "flaky     | exited with status 3" in supervisor.out.getvalue()
    finally:
        running.stop()


def test_stop_goes_web_then_projector_and_worker_then_redis(tmp_path):
    notes = tmp_path / "notes"
    server, _ = start_redis(tmp_path / "redis", appendonly=False)
    commands = {name: stays_up(name, notes) for name in ("worker", "projector", "web")}
    supervisor = Supervisor(commands, {"PATH": "/usr/bin:/bin"}, tmp_path, redis=server, out=io.StringIO())
    running = Running(supervisor)
    until(lambda: all(c.process is not None for c in supervisor.children.values()))
    running.stop()
    stopped = notes.read_text().split()
    assert stopped[0] == "web" and sorted(stopped[1:]) == ["projector", "worker"]
    said = supervisor.out.getvalue()
    last_child = max(said.index(f"{name:<10}| stopped") for name in commands)
    assert last_child < said.index("redis     | stopping")
    assert server.poll() is not None


def test_the_embedded_redis_is_started_again_on_its_port_and_data(tmp_path):
    port = free_port()
    first, url = start_redis(tmp_path / "redis", port=port)
    redis.Redis.from_url(url).set("kept", "yes")

    def restart():
        return start_redis(tmp_path / "redis", port=port)[0]

    supervisor = Supervisor({}, {}, tmp_path, redis=first, restart_redis=restart, out=io.StringIO())
    running = Running(supervisor)
    try:
        first.kill()  # the process this test started
        until(lambda: supervisor.redis is not first and supervisor.redis.poll() is None)
        assert redis.Redis.from_url(url).get("kept") == b"yes"  # replayed from its AOF
        assert re.search(r"redis\s+\| exited with status -9", supervisor.out.getvalue())
    finally:
        running.stop()
    assert supervisor.redis.poll() is not None
