"""The Procfile's processes started for real (gunicorn, projector, RQ worker) on the test Redis, in the
production configuration (rate limits on): a test that changes a default says why, in one line."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

import httpx

from events.redis_server import free_port, start_redis
from service.runtime.procfile import procfile_commands

ROOT = Path(__file__).resolve().parents[2]


class Service:
    """web + projector + worker as separate processes, each started from its Procfile line."""

    def __init__(self, redis_url: str, log_dir: Path, env: dict[str, str] | None = None):
        self.port = free_port()
        self.redis_url = redis_url
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.log_dir = log_dir
        self.env = {
            **os.environ,
            "REDIS_URL": redis_url, "QUEUE_REDIS_URL": redis_url,
            "BOARDROOM_PORT": str(self.port), "WEB_CONCURRENCY": "1",
            "BOARDROOM_BOT_STALL_SECONDS": "2",
            # Production limits, but each test is its own client and all come from 127.0.0.1, so the per-client
            # creation budget and all-bot cap are raised (test_limits_over_http checks them at production values).
            "BOARDROOM_LIMIT_CREATE": "600/minute", "BOARDROOM_MAX_BOT_TABLES": "100",
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
            **(env or {}),
        }
        self.commands = procfile_commands()
        self.processes: dict[str, subprocess.Popen] = {}
        self._restarts = 0

    def start(self, name: str) -> None:
        log = open(self.log_dir / f"{name}-{self._restarts}.log", "wb")  # noqa: SIM115 - lives with the process
        self._restarts += 1
        self.processes[name] = subprocess.Popen(
            ["bash", "-c", f"exec {self.commands[name]}"], cwd=ROOT, env=self.env, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
        )

    def start_all(self) -> None:
        for name in ("web", "projector", "worker"):
            self.start(name)
        self.wait_healthy()

    def wait_healthy(self, seconds: float = 60) -> None:
        """Poll /healthz until web, projector and worker all answer for themselves (200)."""
        deadline = time.monotonic() + seconds
        with httpx.Client(timeout=10) as http:
            while time.monotonic() < deadline:
                try:
                    if http.get(f"{self.base_url}/healthz").status_code == 200:
                        return
                except httpx.TransportError:
                    if self.processes["web"].poll() is not None:
                        raise RuntimeError(self.logs("web")) from None
                time.sleep(0.1)  # polling processes that are starting up, with a deadline
        raise RuntimeError(f"not healthy in {seconds}s:\n{self.logs('web')}\n{self.logs('projector')}"
                           f"\n{self.logs('worker')}")

    def kill(self, name: str) -> None:
        process = self.processes.pop(name)
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)

    def stop(self) -> None:
        """SIGTERM to every process at once, then wait for each (SIGKILL after 20 s): the processes shut down
        side by side, as a deploy stops them."""
        stopping = {name: self.processes.pop(name) for name in list(self.processes)}
        for process in stopping.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
        for name, process in stopping.items():
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
                # Not a failure (a deploy's SIGKILL loses nothing), but 20 s of the suite: say which and why.
                warnings.warn(f"{name} ignored SIGTERM for 20 s and was killed; its log ends:\n"
                              f"{self.logs(name)[-1500:]}", stacklevel=2)

    def logs(self, name: str) -> str:
        return "\n".join(p.read_text(errors="replace")[-4000:] for p in sorted(self.log_dir.glob(f"{name}-*.log")))


@contextlib.contextmanager
def serving(home: Path, env: dict[str, str]) -> Iterator[Service]:
    """The processes started on a redis-server of their own under ``home`` (other tests flush the suite's), stopped
    with it at the end."""
    process, url = start_redis(home / "redis", appendonly=False)
    running = Service(url, home, env=env)
    try:
        running.start_all()
        yield running
    finally:
        running.stop()
        process.terminate()
        process.wait(timeout=10)
