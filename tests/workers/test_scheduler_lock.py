"""A worker killed with -9 takes its RQ scheduler with it (issue 36, item 8): the scheduler, a process forked
by the worker, used to live on as an orphan renewing the queue's scheduler lock for good."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rq.exceptions import SchedulerNotFound
from rq.scheduler import RQScheduler

ROOT = Path(__file__).resolve().parents[2]


def wait_for(condition, what: str, log: Path, seconds: float = 60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)  # polling real processes that start or stop, with a deadline
    raise AssertionError(f"not within {seconds}s: {what}\n{log.read_text(errors='replace')[-3000:]}")


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def started_scheduler(connection, lock: str) -> RQScheduler | None:
    """The scheduler holding ``lock``, once its process has registered (the lock is taken before the fork)."""
    holder = connection.get(lock)
    if holder is None:
        return None
    try:
        scheduler = RQScheduler.fetch(holder.decode(), connection)
    except SchedulerNotFound:
        return None
    return scheduler if scheduler.pid else None


def test_a_worker_killed_with_minus_9_leaves_no_scheduler_holding_the_lock(wired, redis_url, tmp_path):
    lock = RQScheduler.get_locking_key(wired.queue.name)
    log_path = tmp_path / "worker.log"
    env = {**os.environ, "REDIS_URL": redis_url, "QUEUE_REDIS_URL": redis_url}
    with open(log_path, "wb") as log:
        worker = subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "worker"], cwd=ROOT, env=env,
                                  stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            scheduler = wait_for(lambda: started_scheduler(wired.queue_redis, lock),
                                 "the worker's scheduler takes the lock and starts", log_path)
            assert scheduler.pid != worker.pid and alive(scheduler.pid), scheduler.pid

            worker.kill()  # -9: no warm shutdown, no chance to stop its scheduler itself
            worker.wait(timeout=30)
            wait_for(lambda: not alive(scheduler.pid), "the scheduler exits with its worker", log_path, 30)
            assert wired.queue_redis.get(lock) is None, "the scheduler released its lock as it stopped"
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(worker.pid, signal.SIGKILL)  # whatever of its group is left, should this fail
            worker.wait(timeout=30)
