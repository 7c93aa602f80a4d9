"""The RQ worker process: RQ's SimpleWorker, restarted in-process after a Redis outage.

RQ's own loop waits out a Redis error only while it blocks for a job; an error anywhere else
(heartbeat, maintenance, a job's bookkeeping) ends ``work()``. This loop then backs off (bounded,
logged) and starts a fresh worker on the same connection, until SIGTERM/SIGINT asks it to stop; a
stop asked mid-job lets that job finish first (RQ's warm shutdown).
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import threading
import time

from rq import Queue
from rq.worker import SimpleWorker

from events.connection import OUTAGE_ERRORS, Backoff

log = logging.getLogger(__name__)

# RQ heartbeats once per blocking dequeue of worker_ttl - 15 s: 20 s gives a heartbeat every 5 s,
# well inside /healthz's staleness window.
WORKER_TTL = 20
STEADY_SECONDS = 30  # a worker that ran this long before failing starts its backoff afresh


class BoardroomWorker(SimpleWorker):
    """SimpleWorker that also tells the restart loop a stop was asked."""

    stopping: threading.Event

    def request_stop(self, signum, frame):
        self.stopping.set()
        # The batch worker runs in SCHED_IDLE (service.runtime.batch_worker): on a saturated machine it could
        # take minutes to finish its job and exit; asked to stop, it takes its share like any process.
        with contextlib.suppress(OSError, AttributeError):
            os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
        super().request_stop(signum, frame)


def run(queues: list[Queue], stopping: threading.Event | None = None) -> int:
    """Work ``queues`` (the first served first) until asked to stop; returns the exit status."""
    stopping = stopping or threading.Event()
    backoff = Backoff("worker", log)

    def stop(_signum: int, _frame: object) -> None:
        stopping.set()

    while not stopping.is_set():
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, stop)  # while no worker runs (RQ installs its own in work())
        worker = BoardroomWorker(queues, connection=queues[0].connection, serializer=queues[0].serializer,
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
