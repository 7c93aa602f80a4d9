"""Liveness and Prometheus metrics."""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.api.context import wiring
from service.api.schemas import HealthSchema, problem
from service.metrics import REGISTRY

blp = Blueprint("ops", __name__, description="Operations")


@blp.get("/healthz")
@blp.response(200, HealthSchema, description="Redis answers")
@blp.doc(operationId="getHealth")
def healthz():
    """Liveness: the web process is up and reaches Redis."""
    wiring().redis.ping()
    return {"ok": True}


@blp.get("/metrics")
@blp.response(200, content_type="text/plain", description="Prometheus text format")
@problem(blp, 404, "metrics are not served to this client (BOARDROOM_METRICS)")
@blp.doc(operationId="getMetrics")
def metrics():
    """Request and command counters and latencies of this process."""
    return Response(generate_latest(REGISTRY), mimetype=CONTENT_TYPE_LATEST)
