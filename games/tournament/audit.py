"""Re-deciding a tournament from its events: every pairing again from the results recorded before it and the
seed, every completion and the revealed seed against the commitment. Each table's own result is checked against
the table's audited history by the caller, which can read the games."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.base import RuleViolation
from games.tournament import aggregate
from games.tournament.scoring import State

Check = dict[str, Any]


def redecide(events: list[dict[str, Any]], seed: str, rng_for_round: Callable[[int], random.Random]) -> list[Check]:
    """One check per decision: each RoundPaired re-paired, each completion re-derived, the seed opened."""
    checks: list[Check] = []
    state: State | None = None
    for one in events:
        kind = one["type"]
        if kind == "RoundPaired" and state is not None:
            checks.append(_pairing_check(state, one, rng_for_round))
        elif kind == "TableFinished" and state is not None:
            checks.append(_completion_check(state, one, events, seed))
        elif kind == "TournamentFinished" and one["data"].get("early") and state is not None:
            decided = aggregate.pairing(state, rng_for_round(len(state["played"]) + 1))
            checks.append({"name": "early finish", "ok": not decided["tables"], "version": one.get("v"),
                           "detail": "the next round seats no table" if not decided["tables"]
                           else "the next round had tables to play"})
        state = aggregate.evolve(state, one)
    if state is not None:
        checks.append({"name": "seed", "ok": aggregate.seed_matches(state, seed), "version": state["version"],
                       "detail": "the seed opens the commitment of TournamentCreated"})
    return checks


def _pairing_check(state: State, one: dict[str, Any], rng_for_round: Callable[[int], random.Random]) -> Check:
    data = one["data"]
    decided = aggregate.pairing(state, rng_for_round(data["round"]))
    recorded = {"tables": [t["entrants"] for t in data["tables"]], "byes": data["byes"]}
    expected = {"tables": [t["entrants"] for t in decided["tables"]], "byes": decided["byes"]}
    ok = recorded == expected and (data["round"] != 1 or data.get("order") == decided["order"])
    return {"name": f"round {data['round']} pairing", "ok": ok, "version": one.get("v"),
            "detail": "re-decided from the results before it" if ok else f"re-decided {expected}, recorded {recorded}"}


def _completion_check(state: State, one: dict[str, Any], events: list[dict[str, Any]], seed: str) -> Check:
    """The batch a TableFinished began (its completion events) as the aggregate decides it again."""
    data = one["data"]
    try:
        decided = aggregate.table_finished(state, data["gid"], data["ranking"], seed)
    except RuleViolation as violation:
        return {"name": f"table {data['gid']}", "ok": False, "version": one.get("v"), "detail": violation.message}
    at = events.index(one)
    recorded = [{"type": e["type"], "data": e["data"]} for e in events[at:at + len(decided)]]
    wanted = [{"type": e["type"], "data": e["data"]} for e in decided]
    ok = recorded == wanted
    return {"name": f"round {data['round']} table {data['table']} result", "ok": ok, "version": one.get("v"),
            "detail": "completion re-decided" if ok else "the completion events differ from the rules' decision"}
