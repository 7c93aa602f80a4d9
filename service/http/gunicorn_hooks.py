"""gunicorn's server hooks (the Procfile passes ``--config python:service.http.gunicorn_hooks``)."""

from __future__ import annotations

import os


def child_exit(server, worker) -> None:
    """A gunicorn worker exited: its live gauges leave the multiprocess sums (its counters stay counted)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
