"""A running job's heartbeat, so the stall sweeper can tell a slow job from one whose worker died.

RQ's SimpleWorker stamps a job's ``last_heartbeat`` once, when it starts it, and its forking Worker's
monitor does not run for a job performed in-process. The sweeper (workers.dispatch) took any job started
longer than a stall ago for dead and queued it again, so a batch job slowed by its CPU share (a hard move of
a second of CPU at a twentieth of a core) was duplicated while it ran. Here a thread of the worker stamps the
job every ``BEAT_SECONDS`` while it runs: the stamps stop when the worker dies, however it dies.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterator

from rq.job import Job
from rq.utils import now, utcformat

from events.connection import REDIS_ERRORS

log = logging.getLogger(__name__)

BEAT_SECONDS = 1.0  # well inside the shortest stall the sweeper is configured with (tests use 1-2 s)
# Only a job hash that still exists: a beat landing after RQ deleted the finished job (result_ttl 0) must not
# leave a hash holding nothing but a heartbeat.
STAMP = "if redis.call('exists', KEYS[1]) == 1 then redis.call('hset', KEYS[1], 'last_heartbeat', ARGV[1]) end"


def stamper(job: Job) -> Callable[[], None]:
    """A function that sets ``job``'s ``last_heartbeat`` to now, if RQ has not deleted the job (its script
    registered once, not at every beat)."""
    script = job.connection.register_script(STAMP)
    return lambda: script(keys=[job.key], args=[utcformat(now())])


@contextlib.contextmanager
def beating(job: Job) -> Iterator[None]:
    """Stamp ``job``'s ``last_heartbeat`` every BEAT_SECONDS until the block ends."""
    done = threading.Event()
    stamp = stamper(job)

    def beat() -> None:
        while not done.wait(BEAT_SECONDS):
            try:
                stamp()
            except REDIS_ERRORS as error:  # a missed beat; the job's own Redis calls will meet the outage
                log.debug("heartbeat of %s missed: %s", job.id, error)

    beater = threading.Thread(target=beat, name=f"heartbeat-{job.id}", daemon=True)
    beater.start()
    try:
        yield
    finally:
        done.set()
        beater.join(timeout=BEAT_SECONDS * 2)


class JobHeartbeat:
    """Mixed into the RQ worker class: each job it performs beats while it runs."""

    def perform_job(self, job, queue, *args, **kwargs) -> bool:
        with beating(job):
            return super().perform_job(job, queue, *args, **kwargs)
