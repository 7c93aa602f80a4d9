"""GET /v1/games/{gid}/audit: the verification report."""

from __future__ import annotations

import hmac

from flask_smorest import Blueprint

from events.seeds import chain_key
from events.store import CorruptEvent
from games.tournament.aggregate import is_tournament
from service import audit
from service.audit_cache import AuditCache
from service.errors import NotFound
from service.http.api.context import wiring
from service.http.api.requests import bearer_token
from service.http.api.schemas import ANYONE_OR_OPERATOR, AuditQuerySchema, AuditSchema, problem

# Reads of a live game's head and history that may disagree only because it moved meanwhile.
REREADS = 5

blp = Blueprint("audit", __name__, url_prefix="/v1/games", description="Verifying a game's history")


def _is_operator() -> bool:
    admin = wiring().settings.admin_token
    token = bearer_token()
    return bool(admin) and token is not None and hmac.compare_digest(token.encode(), admin.encode())


def _pinned(gid: str, pins: list[audit.Pin]) -> list[dict]:
    """The stored events at the pinned versions, without reading the whole history."""
    store = wiring().store
    return [e for version, _ in sorted(set(pins)) for e in store.read(gid, after=version - 1, limit=1)]


@blp.get("/<gid>/audit")
@blp.arguments(AuditQuerySchema, location="query")
@blp.response(200, AuditSchema)
@problem(blp, 404, "unknown game")
@problem(blp, 401, "the Authorization header is not 'Bearer <token>'")
@problem(blp, 422, "a malformed pin")
@blp.doc(operationId="getAudit", **ANYONE_OR_OPERATOR)
def audit_game(query, gid):
    """Once the seed is out (the game finished or was aborted), the full audit for anyone; before,
    the chain for anyone and the full audit for the operator (`Authorization: Bearer
    $BOARDROOM_ADMIN_TOKEN`). Each `pin=VERSION:HASH` (a head noted while the game ran, e.g. from the
    `Boardroom-Head` header) must still be in the history. The public audit is kept by the game's
    head, so asking again costs no re-run; the operator's is always run afresh.

    This report is the server's own word. An auditor who does not trust the operator exports the history
    and runs `boardroom audit game.ndjson --transparency URL`, which also checks it against the public
    transparency log."""
    pins = [audit.parse_pin(p) for p in query["pin"]]
    wired = wiring()
    if not wired.store.exists(gid) or is_tournament(gid):  # a tournament's audit is `boardroom audit`'s
        raise NotFound(f"There is no game {gid!r}.", code="game_not_found")
    head = wired.store.head(gid)
    operator = _is_operator()
    kept_audits, cache_key = AuditCache(wired.store.redis), wired.store.keys(gid).audit
    try:
        if not operator and (kept := kept_audits.get(cache_key, head)) is not None:
            pinned = audit.check_pins(_pinned(gid, pins), pins) if pins else None
            return {**audit.with_pins(kept, pinned), "scope": "full"}
        envelopes = wired.store.read(gid)
        for _ in range(REREADS):  # a game in play moved between its head and its history: read both again
            if (now := wired.store.head(gid)) == head:
                break
            head, envelopes = now, wired.store.read(gid)
    except CorruptEvent as corrupt:  # the audit reads the log itself: a damaged entry is its finding
        return {**audit.report([audit.Check("chain", False, corrupt.version, corrupt.reason)]), "scope": "chain"}
    revealed, _ = audit.revealed_seed(envelopes)
    # The server keeps the seed, so it checks a keyed chain in full even before (or without) the reveal.
    kept_seed = wired.store.secret(gid, "seed")
    key = chain_key(kept_seed, gid) if kept_seed is not None else None
    pinned = audit.check_pins(envelopes, pins) if pins else None
    if revealed is not None or operator:
        full = audit.full_audit(gid, envelopes, seed=None if revealed is not None else kept_seed, head=head, key=key)
        if revealed is not None:  # what anyone may see, and it never changes while the head does not
            kept_audits.put(cache_key, head, full)
        return {**audit.with_pins(full, pinned), "scope": "full"}
    checks = [audit.check_chain(gid, envelopes, head, key), *([pinned] if pinned else [])]
    return {**audit.report(checks), "scope": "chain"}
