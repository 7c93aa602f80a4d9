"""The RQ worker process: RQ's SimpleWorker, restarted in-process after a Redis outage.

RQ's own loop waits out a Redis error only while it blocks for a job; an error anywhere else
(heartbeat, maintenance, a job's bookkeeping) ends ``work()``. This loop then backs off (bounded,
logged) and starts a fresh worker on the same connection, until SIGTERM/SIGINT asks it to stop; a
stop asked mid-job lets that job finish first (RQ's warm shutdown).

RQ's scheduler runs in a process forked from the worker, holding the queue's scheduler lock and renewing
it every second; a worker killed with -9 used to leave it behind, an orphan holding the lock for good.
Here it asks the kernel for SIGTERM when the worker dies (PR_SET_PDEATHSIG), which RQ's scheduler answers
by releasing its lock and exiting.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import signal
import threading
import time

import redis
from rq import Queue
from rq.defaults import DEFAULT_LOGGING_DATE_FORMAT, DEFAULT_LOGGING_FORMAT
from rq.scheduler import RQScheduler
from rq.worker import SimpleWorker

from events.connection import OUTAGE_ERRORS, Backoff
from workers.heartbeat import JobHeartbeat
from workers.metrics import JobMetrics

log = logging.getLogger(__name__)

# RQ heartbeats once per blocking dequeue of worker_ttl - 15 s: 20 s gives a heartbeat every 5 s,
# well inside /healthz's staleness window.
WORKER_TTL = 20
STEADY_SECONDS = 30  # a worker that ran this long before failing starts its backoff afresh
PR_SET_PDEATHSIG = 1


class SchedulerDyingWithWorker(RQScheduler):
    """RQ's scheduler, stopped (its lock released) when the worker that forked it dies, however it dies."""

    def start(self):
        self._worker_pid = os.getpid()  # the fork's parent, read back in the child
        return super().start()

    def work(self):
        """In the forked child: SIGTERM when the worker dies; RQ's handler for it releases the lock."""
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != self._worker_pid:  # it died between the fork and the prctl: no signal will come
            self.request_stop()
        super().work()


class BoardroomWorker(JobMetrics, JobHeartbeat, SimpleWorker):
    """SimpleWorker that also tells the restart loop a stop was asked, times its jobs (workers.metrics) and
    keeps a running job's heartbeat (workers.heartbeat)."""

    stopping: threading.Event

    def request_stop(self, signum, frame):
        ignore_stop_signals()
        self.stopping.set()
        # The batch worker runs its jobs in SCHED_IDLE (BatchWorker): on a saturated machine it could take minutes
        # to finish its job and exit; asked to stop, it takes its share like any process.
        scheduling_class(os.SCHED_OTHER)
        # Nor does it keep to its CPU share (service.runtime.batch_worker.govern): at 0.05 of a core, a job in
        # flight outlasted the 20 s a deploy (and the suite's teardown) waits before SIGKILL.
        with contextlib.suppress(AttributeError):
            signal.setitimer(signal.ITIMER_PROF, 0)
        super().request_stop(signum, frame)  # RQ's: a signal after this one forces the stop (cold shutdown)

    def _start_scheduler(self, burst: bool = False, logging_level: str | None = "INFO",
                         date_format: str = DEFAULT_LOGGING_DATE_FORMAT, log_format: str = DEFAULT_LOGGING_FORMAT):
        """RQ's own (rq.worker.base), with a scheduler that dies with this worker."""
        self.scheduler = SchedulerDyingWithWorker(
            self.queues, connection=self.connection, serializer=self.serializer, date_format=date_format,
            logging_level=logging_level if logging_level is not None else self.log.level, log_format=log_format)
        self.scheduler.acquire_locks()
        if self.scheduler.acquired_locks:
            if burst:
                try:
                    self.scheduler.register_birth()
                    self.scheduler.enqueue_scheduled_jobs()
                finally:
                    self.scheduler.release_locks()
                    self.scheduler.register_death()
            else:
                self.scheduler.start()


def scheduling_class(policy: int) -> None:
    """Move this process to Linux's scheduling ``policy`` (its nice value stays), where the platform allows."""
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setscheduler(0, policy, os.sched_param(0))


class BatchWorker(BoardroomWorker):
    """The batch queue's worker (service.runtime.batch_worker): each job runs in the SCHED_IDLE class, on CPU
    nobody else wants; between jobs the process is back in the normal class at its nice value.

    It used to be in SCHED_IDLE for its whole life. Orphaned by a ``kill -9`` of its parent, an idle child then
    got its parent-death SIGTERM but, on a busy machine, not the CPU to run its handler: it outlived its parent
    by more than a minute (a suite run's test_the_batch_queue_has_its_own_niced_worker_that_dies_with_its_parent).
    A job's search is the CPU worth yielding; waiting for one, starting and stopping are not.

    Why SCHED_IDLE and not only nice 10: nice 10 still took a fifth of a core from a loaded 2-core machine under
    the abuse bench (4.7 CPU-s in 20 s while the web answered the victim 4x slower); a SCHED_IDLE task yields to
    every normal one at once. It is never starved outright, and a batch job's timeout allows for that
    (workers.dispatch.BATCH_JOB_TIMEOUT)."""

    def perform_job(self, job, queue, *args, **kwargs) -> bool:
        if not self.stopping.is_set():
            scheduling_class(os.SCHED_IDLE)
        try:
            return super().perform_job(job, queue, *args, **kwargs)
        finally:
            scheduling_class(os.SCHED_OTHER)


def dequeue_connection(connection: redis.Redis) -> redis.Redis:
    """A client on a pool of its own, for the worker: RQ raises its pool's socket timeout above the blocking
    dequeue (``connection_timeout``), but only for connections made after; one the pool already held (the batch
    worker's governor polls the queue Redis before the worker exists) keeps ``events.connection``'s 5 s, and a
    5 s BLMOVE read on it timed out in a race ("could not connect to Redis instance: Timeout reading from
    socket", then RQ's backoff)."""
    pool = connection.connection_pool
    return redis.Redis(connection_pool=type(pool)(connection_class=pool.connection_class,
                                                  max_connections=pool.max_connections, **pool.connection_kwargs))


def ignore_stop_signals() -> None:
    """Ignore SIGTERM and SIGINT from here on (RQ's handler, installed next, takes them again).

    Called first in a stop signal's handler, before it sets a threading.Event: Event.set holds the event's lock, and
    a second signal landing inside it ran the handler again, whose own set() waited for that lock for ever. A stop
    signals the whole process group and the parent worker then signals its batch child too, so the child got
    SIGTERM twice: it hung in the handler until SIGKILL, 20 s into a test's teardown (py-spy: request_stop inside
    Event.set inside request_stop)."""
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, signal.SIG_IGN)


def stop_handler(stopping: threading.Event):
    """The SIGTERM/SIGINT handler while no RQ worker runs: set ``stopping``, once."""

    def stop(_signum: int, _frame: object) -> None:
        ignore_stop_signals()
        stopping.set()

    return stop


def run(queues: list[Queue], stopping: threading.Event | None = None,
        worker_class: type[BoardroomWorker] = BoardroomWorker) -> int:
    """Work ``queues`` (the first served first) with ``worker_class`` until asked to stop; returns the exit
    status."""
    stopping = stopping or threading.Event()
    backoff = Backoff("worker", log)
    connection = dequeue_connection(queues[0].connection)

    stop = stop_handler(stopping)
    while not stopping.is_set():
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, stop)  # while no worker runs (RQ installs its own in work())
        worker = worker_class(queues, connection=connection, serializer=queues[0].serializer,
                                 worker_ttl=WORKER_TTL)
        worker.stopping = stopping
        started = time.monotonic()
        try:
            # with_scheduler: clock expiries and open tables' abandonment are enqueued at their time
            # (queue.enqueue_at); RQ's scheduler moves them to the queue once due.
            worker.work(logging_level=logging.getLevelName(log.getEffectiveLevel()), with_scheduler=True)
            error: Exception = RuntimeError("RQ's work loop ended")
        except OUTAGE_ERRORS as outage:  # registering its birth or death
            error = outage
        if stopping.is_set():
            break
        if time.monotonic() - started > STEADY_SECONDS:
            backoff.recovered()
        backoff.wait(error, stopping)
    return 0
