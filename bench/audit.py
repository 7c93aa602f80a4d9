"""(8) Audit time: the full audit (chain, seed, every batch re-decided, result) of real bot-game histories
of every registered game, scaled to a 2,000-event history, against plain JSON decoding of the same
events (the floor). Target: the slowest game audits 2,000 events in at most 0.5 s ("well under a
second", issue 3). No registered game's bot games reach 2,000 events, so several games of each are
audited and the time is per 2,000 events of that game's histories."""

from __future__ import annotations

import json
import time

from bench.counter import SLUG as COUNTER
from bench.processes import Stack
from bench.report import Result, Target, median
from events.envelope import canonical_json
from games import REGISTRY
from service.audit import full_audit
from service.simulate import play_offline

PER_EVENTS = 2000


def run(stack: Stack) -> Result:
    rounds = 3 if stack.quick else 5
    per_game: dict[str, dict] = {}
    for slug, game in sorted(REGISTRY.items()):
        if slug == COUNTER:  # the bench-only game never ends, so it has no complete history to audit
            continue
        histories, events = [], 0
        seed = 0
        while events < PER_EVENTS:
            seats = [{"bot": game.bots[i % 2]} for i in range(game.max_players)]
            history = play_offline(slug, seats, f"audit-bench-{slug}-{seed}".encode().hex())
            histories.append([canonical_json(e) for e in history])
            events += len(history)
            seed += 1
        audits, floors = [], []
        for _ in range(rounds):
            started = time.perf_counter()
            for stored in histories:
                envelopes = [json.loads(raw) for raw in stored]
                assert full_audit(envelopes[0]["gid"], envelopes)["ok"]
            audits.append((time.perf_counter() - started) * PER_EVENTS / events)
            started = time.perf_counter()
            for stored in histories:
                for raw in stored:
                    json.loads(raw)
            floors.append((time.perf_counter() - started) * PER_EVENTS / events)
        per_game[slug] = {"games": len(histories), "events": events,
                          "seconds_per_2000_events": round(median(audits), 4),
                          "json_decode_seconds_per_2000_events": round(median(floors), 5)}
    slowest = max(per_game, key=lambda slug: per_game[slug]["seconds_per_2000_events"])
    worst = per_game[slowest]["seconds_per_2000_events"]
    summary = "; ".join(f"{slug} {f['seconds_per_2000_events'] * 1000:.0f} ms" for slug, f in per_game.items())
    summary = f"per 2,000 events: {summary} (slowest {slowest})"
    return Result("audit", "8. Audit time", summary, {"per_game": per_game, "slowest": slowest},
                  Target("seconds to audit 2,000 events (slowest game)", worst, "<=", 0.5))
