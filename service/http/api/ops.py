"""Liveness and Prometheus metrics."""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint
from prometheus_client import CONTENT_TYPE_LATEST

from service.errors import Unavailable
from service.http import health
from service.http.api.context import wiring
from service.http.api.schemas import HealthSchema, ReadinessSchema, problem
from service.http.metrics import exposition

blp = Blueprint("ops", __name__, description="Operations")


@blp.get("/healthz")
@blp.response(200, HealthSchema, description="Redis answers, a projector and a worker beat recently")
@problem(blp, 503, "unhealthy: `reasons` names each failing check (Redis, projector, worker)")
@blp.doc(operationId="getHealth")
def healthz():
    """Health of the whole service, not just this process: Redis reachable, projector and worker alive."""
    wired = wiring()
    found = health.reasons(wired.redis, wired.queue, wired.settings.stale_seconds)
    if found:
        raise Unavailable("; ".join(found), code="unhealthy", reasons=found)
    return {"ok": True}


@blp.get("/v1/health")
@blp.response(200, ReadinessSchema, description="ok, or degraded: commands are taken, something is wrong (see where)")
@problem(blp, 503, "down: no partition takes commands; the body carries the same detail, and `health: down`")
@blp.doc(operationId="getReadiness")
def readiness():
    """Readiness, with what is wrong where: each partition's master (`ok`; `read-only`: it cannot confirm
    appends to the replicas required; `down`), the projectors alive and the partitions nobody folds, the
    workers alive on each queue and its depth."""
    wired = wiring()
    report = health.report(wired.store, wired.queues, wired.settings.stale_seconds)
    if report["status"] == "down":
        detail = {key: value for key, value in report.items() if key != "status"}  # `status` is the HTTP one here
        raise Unavailable("No partition of the event store takes commands.", code="store_down", health="down",
                          **detail)
    return report


@blp.get("/metrics")
@blp.response(200, content_type="text/plain", description="Prometheus text format")
@problem(blp, 404, "metrics are not served to this client (BOARDROOM_METRICS)")
@blp.doc(operationId="getMetrics")
def metrics():
    """Prometheus metrics of the whole service.

    Requests by route, status and problem code, and bot-job durations and failures, summed over the service's
    processes (the multiprocess directory); each queue's depth, each partition's lease holder and projector
    lag, read from Redis at the scrape."""
    return Response(exposition(wiring()), mimetype=CONTENT_TYPE_LATEST)
