"""`boardroom run`'s process supervisor: keep every Procfile process (and the embedded Redis) up, and
stop them in order.

honcho stops everything when one process exits, so a projector that died during a Redis blip took
web and worker with it. Here a process that exits is started again, and so is the embedded Redis (it
replays its AOF): after 0.5 s, doubling to 15 s while it keeps failing, each restart logged with its
reason (exit status, and for Redis the last line of its log). SIGTERM, SIGINT or SIGHUP stop the stages in
order: web first (no new commands), then projector and worker (each finishes its current job), then
Redis, so nothing they still write is cut off.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("boardroom.supervisor")

STOP_ORDER = (("web",), ("projector", "worker"))
GRACE_SECONDS = 30.0  # per stage; then SIGKILL
FIRST_DELAY, MAX_DELAY = 0.5, 15.0  # README "Faults and recovery": 0.5 s doubling to 15 s
STEADY_SECONDS = 30.0  # a process that ran this long is not failing: its next wait is FIRST_DELAY again
POLL_SECONDS = 0.2


@dataclass
class Backoff:
    """The wait before each restart: FIRST_DELAY, doubling up to MAX_DELAY while the process keeps failing."""

    delay: float = FIRST_DELAY

    def next(self, ran: float) -> float:
        """The wait before restarting a process that ran ``ran`` seconds."""
        if ran >= STEADY_SECONDS:
            self.delay = FIRST_DELAY
        wait, self.delay = self.delay, min(self.delay * 2, MAX_DELAY)
        return wait


@dataclass
class Child:
    """One supervised command and its current process."""

    name: str
    command: str
    process: subprocess.Popen | None = None
    started: float = 0.0
    backoff: Backoff = field(default_factory=Backoff)
    due: float = 0.0  # monotonic time of the next start while it is down
    restarts: int = 0
    pumps: list[threading.Thread] = field(default_factory=list)


class Supervisor:
    """Runs ``commands`` (name → shell command) until asked to stop; restarts what exits."""

    def __init__(self, commands: dict[str, str], env: dict[str, str], cwd: Path,
                 redis: subprocess.Popen | None = None, restart_redis: Callable[[], subprocess.Popen] | None = None,
                 grace_seconds: float = GRACE_SECONDS, out=None, redis_reason: Callable[[], str] | None = None):
        self.children = {name: Child(name, command) for name, command in commands.items()}
        self.env = env
        self.cwd = cwd
        self.redis = redis
        self.restart_redis = restart_redis
        self.redis_reason = redis_reason  # e.g. the last line of its log: why it exited or did not start
        self.redis_started = time.monotonic()
        self.redis_backoff = Backoff()
        self.redis_due: float | None = None  # monotonic time of the next start while it is down
        self.redis_restarts = 0
        self.grace_seconds = grace_seconds
        self.out = out or sys.stdout
        self.stopping = threading.Event()
        self._write = threading.Lock()

    def install_signals(self) -> None:
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, lambda *_: self.stopping.set())

    def run(self) -> int:
        """Start everything, keep it up until ``stopping`` is set, then stop in order."""
        for child in self.children.values():
            self._start(child)
        while not self.stopping.wait(POLL_SECONDS):
            now = time.monotonic()
            self._keep_redis_up(now)
            for child in self.children.values():
                self._keep_up(child, now)
        self.stop()
        return 0

    def _keep_redis_up(self, now: float) -> None:
        if self.redis is None or self.restart_redis is None:
            return
        if self.redis_due is None:
            status = self.redis.poll()
            if status is None:
                return
            self.redis_due = self._exited("redis", status, self.redis_started, self.redis_backoff, now,
                                          self._why_redis())
            return
        if now < self.redis_due:
            return
        self.redis_restarts += 1
        try:
            self.redis = self.restart_redis()
        except Exception as error:  # whatever kept it down, the supervisor carries on and tries later
            wait = self.redis_backoff.next(0.0)
            self.redis_due = time.monotonic() + wait
            self._say("redis", f"did not start: {error}; trying again in {wait:.1f}s")
            return
        self.redis_started, self.redis_due = time.monotonic(), None
        self._say("redis", f"started again (pid {self.redis.pid})")

    def _why_redis(self) -> str:
        reason = self.redis_reason() if self.redis_reason else ""
        return f" ({reason})" if reason else ""

    def _keep_up(self, child: Child, now: float) -> None:
        if child.process is None:
            if now >= child.due:
                self._start(child)
            return
        status = child.process.poll()
        if status is None:
            return
        child.due = self._exited(child.name, status, child.started, child.backoff, now)
        child.process = None

    def _exited(self, name: str, status: int, started: float, backoff, now: float, why: str = "") -> float:
        """Say that ``name`` exited and why; returns when to start it again (``backoff`` by how long it ran)."""
        ran = now - started
        wait = backoff.next(ran)
        self._say(name, f"exited with status {status} after {ran:.1f}s{why}; starting it again in {wait:.1f}s")
        return now + wait

    def _start(self, child: Child) -> None:
        process = subprocess.Popen(
            ["bash", "-c", f"exec {child.command}"], cwd=self.cwd, env=self.env, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, process_group=0,  # our signals only (not a terminal's Ctrl-C), in our order
        )
        child.process, child.started = process, time.monotonic()
        child.restarts += 1
        pump = threading.Thread(target=self._pump, args=(child.name, process), daemon=True)
        pump.start()
        child.pumps = [pump]
        self._say(child.name, f"started (pid {process.pid}): {child.command}")

    def _pump(self, name: str, process: subprocess.Popen) -> None:
        for line in iter(process.stdout.readline, b""):
            self._say(name, line.decode(errors="replace").rstrip("\n"))

    def _say(self, name: str, text: str) -> None:
        with self._write:
            self.out.write(f"{time.strftime('%H:%M:%S')} {name:<10}| {text}\n")
            self.out.flush()

    def stop(self) -> None:
        """Stop each stage in ``STOP_ORDER`` (then anything else), then Redis."""
        named = [name for stage in STOP_ORDER for name in stage]
        stages = [*STOP_ORDER, tuple(name for name in self.children if name not in named)]
        for stage in stages:
            self._stop_all([self.children[name] for name in stage if name in self.children])
        if self.redis is not None:
            self._say("redis", "stopping (it writes its AOF out first)")
            self.redis.terminate()
            try:
                self.redis.wait(timeout=self.grace_seconds)
            except subprocess.TimeoutExpired:
                self.redis.kill()
                self.redis.wait()

    def _stop_all(self, children: list[Child]) -> None:
        running = [c for c in children if c.process is not None and c.process.poll() is None]
        for child in running:
            self._say(child.name, "stopping")
            _signal_group(child.process, signal.SIGTERM)
        deadline = time.monotonic() + self.grace_seconds
        for child in running:
            try:
                child.process.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self._say(child.name, f"still running after {self.grace_seconds:g}s; killing it")
                _signal_group(child.process, signal.SIGKILL)
                child.process.wait()
            for pump in child.pumps:
                pump.join(timeout=5)
            self._say(child.name, f"stopped with status {child.process.returncode}")


def _signal_group(process: subprocess.Popen, sig: int) -> None:
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        pass
