"""Prometheus metrics of one process."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

REGISTRY = CollectorRegistry()

REQUESTS = Counter("boardroom_http_requests", "HTTP requests", ["method", "endpoint", "status"],
                   registry=REGISTRY)
LATENCY = Histogram("boardroom_http_request_seconds", "HTTP request latency", ["endpoint"],
                    registry=REGISTRY, buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5))

# Labels come from closed sets: a client choosing a method or a path must not create a series.
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
UNMATCHED = "unmatched"


def method_label(method: str) -> str:
    """``method`` when it is one of HTTP's usual ones, else ``other``."""
    return method if method in KNOWN_METHODS else "other"


def endpoint_label(rule: str | None) -> str:
    """The route's template (``/v1/games/<gid>``), never the raw path; ``unmatched`` when no route matched."""
    return rule or UNMATCHED
