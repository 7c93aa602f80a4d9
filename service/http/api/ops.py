"""Liveness and Prometheus metrics."""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.errors import Unavailable
from service.http import health
from service.http.api.context import wiring
from service.http.api.schemas import HealthSchema, problem
from service.http.metrics import REGISTRY

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


@blp.get("/metrics")
@blp.response(200, content_type="text/plain", description="Prometheus text format")
@problem(blp, 404, "metrics are not served to this client (BOARDROOM_METRICS)")
@blp.doc(operationId="getMetrics")
def metrics():
    """Request and command counters and latencies of this process."""
    return Response(generate_latest(REGISTRY), mimetype=CONTENT_TYPE_LATEST)
