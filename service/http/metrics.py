"""Prometheus metrics of one process."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

REGISTRY = CollectorRegistry()

REQUESTS = Counter("boardroom_http_requests", "HTTP requests", ["method", "endpoint", "status"],
                   registry=REGISTRY)
LATENCY = Histogram("boardroom_http_request_seconds", "HTTP request latency", ["endpoint"],
                    registry=REGISTRY, buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5))
