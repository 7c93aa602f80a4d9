"""`boardroom run`'s supervisor over real processes: restart what exits (Redis too), stop in order."""

from __future__ import annotations

import io
import os
import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import redis

from events.redis_server import free_port, start_redis
from service.runtime import embedded_redis
from service.runtime.cli import IN_USE
from service.runtime.supervisor import STEADY_SECONDS, Backoff, Supervisor
from tests.support.progress import await_condition

pytestmark = pytest.mark.e2e

# A child that stays up until SIGTERM, then notes its name in a file before exiting; it says it is ready (its trap
# set) in `{notes}.ready`, as a child stopped before its trap is set would exit without a note.
STAYS_UP = ("bash -c 'trap \"echo {name} >> {notes}; exit 0\" TERM; echo {name} >> {notes}.ready; "
            "while :; do sleep 0.05; done'")


def stays_up(name: str, notes: Path) -> str:
    return STAYS_UP.format(name=name, notes=notes)


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
        await_condition(lambda: supervisor.children["flaky"].restarts >= 3, what="three restarts")
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
    ready = Path(f"{notes}.ready")
    await_condition(lambda: ready.exists() and sorted(ready.read_text().split()) == sorted(commands),
                    what="every child started, its trap set")
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
        await_condition(lambda: supervisor.redis is not first and supervisor.redis.poll() is None,
                        what="Redis started again")
        assert redis.Redis.from_url(url).get("kept") == b"yes"  # replayed from its AOF
        assert re.search(r"redis\s+\| exited with status -9", supervisor.out.getvalue())
    finally:
        running.stop()
    assert supervisor.redis.poll() is not None


def test_restarts_wait_half_a_second_doubling_to_fifteen_while_failing():
    """README "Faults and recovery": 0.5 s doubling to 15 s while it keeps failing (issue 31 item 10:
    the embedded Redis was restarted about five times a second)."""
    backoff = Backoff()
    assert [backoff.next(ran=0.1) for _ in range(7)] == [0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 15.0]
    assert backoff.next(ran=STEADY_SECONDS) == 0.5  # it had been running steadily: not failing


def test_a_redis_that_cannot_start_again_is_retried_with_backoff_and_a_reason(tmp_path):
    """The second `boardroom run` of issue 31 item 10: its Redis lost the port to the first one's, found
    the first one answering, and was started again about five times a second with no reason shown."""
    data_dir, port = tmp_path / "redis", free_port()
    first, _ = embedded_redis.start(data_dir, port=port, fsync="everysec")  # holds the port
    exited = subprocess.Popen(["true"])
    exited.wait()
    supervisor = Supervisor({}, {}, tmp_path, redis=exited, out=io.StringIO(),
                            restart_redis=lambda: embedded_redis.start(data_dir, port=port, fsync="everysec")[0],
                            redis_reason=lambda: embedded_redis.last_log_line(data_dir))
    running = Running(supervisor)
    try:
        await_condition(lambda: "trying again in 2.0s" in supervisor.out.getvalue(), what="the backoff")
        said = supervisor.out.getvalue()
        waits = re.findall(r"again in (\d+\.\d)s", said)
        assert waits[:3] == ["0.5", "1.0", "2.0"], said
        assert supervisor.redis_restarts == 2
        assert f"another redis-server (pid {first.pid}) answers" in said
    finally:
        running.stop()
        first.terminate()
        first.wait(timeout=30)


def run_boardroom(data_dir: Path, port: int, procfile: Path) -> subprocess.Popen:
    """`boardroom run` with a one-line Procfile, on its own (embedded) Redis."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    return subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "run", "--data-dir", str(data_dir),
                             "--port", str(port), "--procfile", str(procfile)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)


def test_a_second_run_on_the_same_data_directory_or_port_refuses_and_the_first_keeps_running(tmp_path):
    """Issue 31 item 10: the second `boardroom run` did not refuse; its Redis, gunicorn, projector and
    worker fought the first's for the port and attached to its Redis."""
    procfile = tmp_path / "Procfile"
    procfile.write_text("idle: sleep 600\n")
    data_dir, port = tmp_path / "var", free_port()
    first = run_boardroom(data_dir, port, procfile)
    try:
        await_condition(lambda: (data_dir / embedded_redis.ADDRESS_FILE).exists() or first.poll() is not None,
                        what="the address file, or the run ending")
        assert first.poll() is None
        second = run_boardroom(data_dir, free_port(), procfile)
        _, complaint = second.communicate(timeout=30)
        assert second.returncode == IN_USE
        assert f"in use by another `boardroom run` (pid {first.pid})" in complaint.decode()
        with socket.create_server(("127.0.0.1", 0)) as web:  # as the first's gunicorn listens
            taken = web.getsockname()[1]
            third = run_boardroom(tmp_path / "other", taken, procfile)  # its own directory, a port in use
            _, complaint = third.communicate(timeout=30)
        assert third.returncode == IN_USE and f"127.0.0.1:{taken}" in complaint.decode()
        assert first.poll() is None
        redis.Redis.from_url(embedded_redis.discover(data_dir), socket_timeout=5).ping()
    finally:
        first.terminate()
        first.communicate(timeout=60)
