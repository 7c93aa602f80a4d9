"""Prometheus metrics: the HTTP requests of every web process, and the service's state read at scrape time.

Under ``boardroom run`` (or whenever ``PROMETHEUS_MULTIPROC_DIR`` is set before the processes start) every
gunicorn worker, projector and RQ worker writes its counters to files in that directory, and a scrape sums
them (prometheus_client's multiprocess mode): consecutive scrapes of one port agree whichever worker
answers. Without it, each process counts for itself. What Redis holds (queue depth, lease holders,
projector lag) is read by the scraping process itself, so it needs no plumbing between processes.
"""

from __future__ import annotations

import os
from typing import Any

import redis
from flask import Response
from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest, multiprocess
from prometheus_client.core import GaugeMetricFamily

from events.connection import REDIS_ERRORS
from events.keys import feed_key
from projections import leases
from projections.projector import GROUP
from service.http.problems import PROBLEM_JSON, SERVICE_CODES

REGISTRY = CollectorRegistry()

REQUESTS = Counter("boardroom_http_requests", "HTTP requests by route, status and problem code",
                   ["method", "endpoint", "status", "code"], registry=REGISTRY)
# Each also answers 500 corrupt_history to requests about it (counted by REQUESTS, code "corrupt_history").
UNLOADABLE_BOT_TABLES = Counter("boardroom_unloadable_bot_tables", "All-bot tables left out of their owner's cap "
                                "count because their stored history cannot be folded", registry=REGISTRY)
LATENCY = Histogram("boardroom_http_request_seconds", "HTTP request latency", ["endpoint"],
                    registry=REGISTRY, buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5))

# Labels come from closed sets: a client choosing a method or a path must not create a series.
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
UNMATCHED = "unmatched"
NO_PROBLEM = ""


def method_label(method: str) -> str:
    """``method`` when it is one of HTTP's usual ones, else ``other``."""
    return method if method in KNOWN_METHODS else "other"


def endpoint_label(rule: str | None) -> str:
    """The route's template (``/v1/games/<gid>``), never the raw path; ``unmatched`` when no route matched."""
    return rule or UNMATCHED


def code_label(response: Response) -> str:
    """A problem's ``code`` (``store_unavailable`` and ``not_replicated`` are both 503s): one of the service's
    own, ``rule_violation`` for any game's rule code, ``other`` for anything else; empty for a success."""
    if response.mimetype != PROBLEM_JSON or response.is_streamed:
        return NO_PROBLEM
    code = (response.get_json(silent=True) or {}).get("code")
    if code in SERVICE_CODES:
        return code
    return "rule_violation" if response.status_code == 422 and isinstance(code, str) else "other"


def multiprocess_dir() -> str | None:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def exposition(wired: Any) -> bytes:
    """The text a scrape gets: the processes' counters (summed over the multiprocess directory when there
    is one), then what Redis holds now."""
    if multiprocess_dir():
        counted = CollectorRegistry()
        multiprocess.MultiProcessCollector(counted)
    else:
        counted = REGISTRY
    state = CollectorRegistry()
    state.register(StateCollector(wired))
    return generate_latest(counted) + generate_latest(state)


class StateCollector:
    """Gauges read from Redis at each scrape: each queue's depth, each partition's lease holder and the feed
    entries its projector has not folded yet. A part that cannot be read is left out of this scrape."""

    def __init__(self, wired: Any):
        self.wired = wired

    def collect(self):
        yield from self._queues()
        yield from self._partitions()

    def _queues(self):
        depth = GaugeMetricFamily("boardroom_queue_depth", "Jobs waiting in each RQ queue", labels=["queue"])
        for queue in self.wired.queues:
            try:
                depth.add_metric([queue.name], queue.count)
            except REDIS_ERRORS:
                continue
        yield depth

    def _partitions(self):
        client, count = self.wired.redis, self.wired.settings.partitions
        lag = GaugeMetricFamily("boardroom_projector_lag", "Feed entries of each partition not folded yet "
                                "(not delivered to a projector, or delivered and not acknowledged)",
                                labels=["partition"])
        holders = GaugeMetricFamily("boardroom_projector_lease", "1 for the projector holding each partition's "
                                    "lease; a partition missing here is folded by nobody",
                                    labels=["partition", "holder"])
        try:
            held = leases.holders(client, count)
        except REDIS_ERRORS:
            held = [None] * count
        for partition, holder in enumerate(held):
            try:
                behind = _unfolded(client, partition)
            except REDIS_ERRORS:
                continue
            if behind is not None:
                lag.add_metric([str(partition)], behind)
            if holder is not None:
                holders.add_metric([str(partition), holder.decode()], 1)
        yield lag
        yield holders


def _unfolded(client: redis.Redis, partition: int) -> int | None:
    """Entries of the partition's feed the projectors' group has not acknowledged; None when Redis cannot
    tell (no group yet, or a lag it cannot count after entries were deleted)."""
    for group in client.xinfo_groups(feed_key(partition)):
        if group["name"] in (GROUP, GROUP.encode()):
            return None if group.get("lag") is None else group["lag"] + group["pending"]
    return None
