"""Auditing a tournament (issue 55): its chain, its seed against the commitment, every pairing re-decided from
the results recorded before it, every completion re-derived, and every table's recorded result checked against
that table's own audited history (when the tables' histories are at hand)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from events.envelope import Envelope
from events.seeds import chain_key, rng_for
from games.tournament import aggregate
from games.tournament import audit as rules
from service.audit import Check, check_chain, full_audit, report

EXPORT_FORMAT = "boardroom-tournament-export/1"
History = Callable[[str], list[Envelope] | None]


def export_header(tid: str, head: tuple[int, str]) -> dict[str, Any]:
    """The first line of a tournament's NDJSON export."""
    return {"format": EXPORT_FORMAT, "tid": tid, "version": head[0], "head": head[1], "chain": "hmac-sha256"}


def read_export(text: str) -> tuple[dict[str, Any], list[Envelope]] | None:
    """(header, envelopes) of a tournament's NDJSON export; None when ``text`` is no tournament's export."""
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    if not lines or lines[0].get("format") != EXPORT_FORMAT:
        return None
    return lines[0], lines[1:]


def revealed_seed(envelopes: list[Envelope]) -> str | None:
    return next((e["data"]["seed"] for e in envelopes if e["type"] == "TournamentFinished"), None)


def audit(tid: str, envelopes: list[Envelope], seed: str | None = None, head: tuple[int, str] | None = None,
          history: History | None = None) -> dict[str, Any]:
    """The report; ``seed`` defaults to the revealed one; ``history(gid)`` gives a table's events, if known."""
    seed = seed or revealed_seed(envelopes)
    if seed is None:
        return report([check_chain(tid, envelopes, head), Check("seed", False, 0, "the tournament has not revealed "
                                                                                  "its seed: it is still running")])
    checks = [check_chain(tid, envelopes, head, chain_key(seed, tid))]
    checks += [Check(c["name"], c["ok"], c["version"] or 0, c["detail"])
               for c in rules.redecide(envelopes, seed, lambda n: rng_for(seed, tid, n))]
    if history is not None:
        checks += [_table_check(e, envelopes, history) for e in envelopes if e["type"] == "TableFinished"]
    return report(checks)


def _table_check(finished: Envelope, envelopes: list[Envelope], history: History) -> Check:
    """The table's own audit passes and its ranking, seats read as entrants, is the one recorded."""
    gid = finished["data"]["gid"]
    name = f"table {gid}"
    events = history(gid)
    if not events:
        return Check(name, False, finished["v"], "the table's history is missing")
    table_audit = full_audit(gid, events)
    if not table_audit["ok"]:
        return Check(name, False, finished["v"], "the table's own audit failed")
    state = aggregate.fold(None, envelopes[:envelopes.index(finished)])
    located = aggregate.table_of(state, gid)
    ended = next((e for e in reversed(events) if e["type"] == "GameFinished"), None)
    if located is None or ended is None:
        return Check(name, False, finished["v"], "the table is not a table of this round, or never finished")
    seats = located[1]["entrants"]
    ranking = [[seats[seat] for seat in group] for group in ended["data"]["ranking"]]
    ok = ranking == finished["data"]["ranking"]
    return Check(name, ok, finished["v"], "its result, audited, is the one recorded" if ok
                 else f"its audited ranking {ranking} is not the recorded {finished['data']['ranking']}")
