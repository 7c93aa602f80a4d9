"""GET /v1/games/{gid}/audit: the verification report."""

from __future__ import annotations

import hmac

from flask_smorest import Blueprint

from events.seeds import chain_key
from events.store import CorruptEvent
from service import audit
from service.errors import NotFound
from service.http.api.context import wiring
from service.http.api.requests import bearer_token
from service.http.api.schemas import ANYONE_OR_OPERATOR, AuditQuerySchema, AuditSchema, problem

blp = Blueprint("audit", __name__, url_prefix="/v1/games", description="Verifying a game's history")


def _is_operator() -> bool:
    admin = wiring().settings.admin_token
    token = bearer_token()
    return bool(admin) and token is not None and hmac.compare_digest(token.encode(), admin.encode())


@blp.get("/<gid>/audit")
@blp.arguments(AuditQuerySchema, location="query")
@blp.response(200, AuditSchema)
@problem(blp, 404, "unknown game")
@problem(blp, 401, "the Authorization header is not 'Bearer <token>'")
@problem(blp, 422, "a malformed pin")
@blp.doc(operationId="getAudit", security=ANYONE_OR_OPERATOR)
def audit_game(query, gid):
    """After the end, the full audit for anyone; before it, the chain for anyone and the full audit
    for the operator (`Authorization: Bearer $BOARDROOM_ADMIN_TOKEN`). Each `pin=VERSION:HASH` (a
    head noted while the game ran, e.g. from the `Boardroom-Head` header) must still be in the history."""
    pins = [audit.parse_pin(p) for p in query["pin"]]
    wired = wiring()
    if not wired.store.exists(gid):
        raise NotFound(f"There is no game {gid!r}.", code="game_not_found")
    head = wired.store.head(gid)
    try:
        envelopes = wired.store.read(gid)
    except CorruptEvent as corrupt:  # the audit reads the log itself: a damaged entry is its finding
        return {**audit.report([audit.Check("chain", False, corrupt.version, corrupt.reason)]), "scope": "chain"}
    finished = any(e.get("type") == "GameFinished" for e in envelopes)
    # The server keeps the seed, so it checks a keyed chain in full even before (or without) the reveal.
    kept = wired.store.secret(gid, "seed")
    key = chain_key(kept, gid) if kept is not None else None
    if finished or _is_operator():
        seed = None if finished else kept
        return {**audit.full_audit(gid, envelopes, seed=seed, head=head, pins=pins, key=key), "scope": "full"}
    checks = [audit.check_chain(gid, envelopes, head, key)]
    if pins:
        checks.append(audit.check_pins(envelopes, pins))
    return {**audit.report(checks), "scope": "chain"}
