"""Job durations and failures of the RQ workers, by queue and job function.

Written to the multiprocess directory (``PROMETHEUS_MULTIPROC_DIR``, set by ``boardroom run``), which the
web's ``/metrics`` sums; without it they stay in this process.
"""

from __future__ import annotations

import time

from prometheus_client import CollectorRegistry, Counter, Histogram

REGISTRY = CollectorRegistry()

JOB_SECONDS = Histogram("boardroom_job_seconds", "Time an RQ job took (bot turns, scoring, clocks), success or not",
                        ["queue", "job"], registry=REGISTRY,
                        buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30))
JOB_FAILURES = Counter("boardroom_job_failures", "RQ jobs that raised (or timed out)", ["queue", "job"],
                       registry=REGISTRY)


def job_label(func_name: str | None) -> str:
    """The job function's name without its module (``workers.jobs.bot_turn`` → ``bot_turn``): our functions only."""
    module, _, name = (func_name or "").rpartition(".")
    return name if module.startswith("workers.") else "other"


class JobMetrics:
    """Mixed into the RQ worker class: times each job it performs and counts those that fail."""

    def perform_job(self, job, queue, *args, **kwargs) -> bool:
        started = time.perf_counter()
        ok = super().perform_job(job, queue, *args, **kwargs)
        labels = (queue.name, job_label(job.func_name))
        JOB_SECONDS.labels(*labels).observe(time.perf_counter() - started)
        if not ok:
            JOB_FAILURES.labels(*labels).inc()
        return ok
