"""GET /v1/games/{gid}/audit: the verification report."""

from __future__ import annotations

import hmac

from flask_smorest import Blueprint

from events.store import CorruptEvent
from service import audit
from service.api.context import wiring
from service.api.requests import bearer_token
from service.api.schemas import ANYONE_OR_OPERATOR, AuditSchema, problem
from service.problems import NotFound

blp = Blueprint("audit", __name__, url_prefix="/v1/games", description="Verifying a game's history")


def _is_operator() -> bool:
    admin = wiring().settings.admin_token
    token = bearer_token()
    return bool(admin) and token is not None and hmac.compare_digest(token.encode(), admin.encode())


@blp.get("/<gid>/audit")
@blp.response(200, AuditSchema)
@problem(blp, 404, "unknown game")
@problem(blp, 401, "the Authorization header is not 'Bearer <token>'")
@blp.doc(operationId="getAudit", security=ANYONE_OR_OPERATOR)
def audit_game(gid):
    """After the end, the full audit for anyone; before it, the chain for anyone and the full audit
    for the operator (`Authorization: Bearer $BOARDROOM_ADMIN_TOKEN`)."""
    wired = wiring()
    if not wired.store.exists(gid):
        raise NotFound(f"There is no game {gid!r}.", code="game_not_found")
    head = wired.store.head(gid)
    try:
        envelopes = wired.store.read(gid)
    except CorruptEvent as corrupt:  # the audit reads the log itself: a damaged entry is its finding
        return {**audit.report([audit.Check("chain", False, corrupt.version, corrupt.reason)]), "scope": "chain"}
    finished = any(e.get("type") == "GameFinished" for e in envelopes)
    if finished or _is_operator():
        seed = None if finished else wired.handler.seed(gid)
        return {**audit.full_audit(gid, envelopes, seed=seed, head=head), "scope": "full"}
    return {**audit.report([audit.check_chain(gid, envelopes, head)]), "scope": "chain"}
