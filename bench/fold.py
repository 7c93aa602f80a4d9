"""(4) Fold speed: events per second folded replaying long Climber histories (decode each stored event,
then ``games.table.fold``, as the loader and the projector do), against plain JSON decoding of the same
stored events, the floor no fold can beat. No target: the figure to watch when the rules change."""

from __future__ import annotations

import json
import time

from bench.processes import Stack
from bench.report import Result, median
from bench.workload import play_climber
from games import table as tables


def run(stack: Stack) -> Result:
    rounds, count = (3, 10) if stack.quick else (7, 40)
    logs = [play_climber(10_000 + seed).stored for seed in range(count)]
    events = sum(len(log) for log in logs)
    fold_rates, floor_rates, ratios = [], [], []
    for _ in range(rounds):
        started = time.perf_counter()
        for log in logs:
            for raw in log:
                json.loads(raw)
        floor = time.perf_counter() - started
        started = time.perf_counter()
        for log in logs:
            table = None
            for raw in log:
                table = tables.fold(table, json.loads(raw))
        folded = time.perf_counter() - started
        floor_rates.append(events / floor)
        fold_rates.append(events / folded)
        ratios.append(fold_rates[-1] / floor_rates[-1])
    figures = {
        "games": count, "events": events, "events_per_game": round(events / count, 1), "rounds": rounds,
        "fold_events_per_s": round(median(fold_rates)), "json_decode_events_per_s": round(median(floor_rates)),
        "ratio": round(median(ratios), 4),
        "fold_us_per_event": round(1e6 / median(fold_rates), 1),
    }
    summary = (f"{figures['fold_events_per_s']} events/s folded vs {figures['json_decode_events_per_s']} "
               f"decoded (ratio {figures['ratio']:.3f}, {figures['fold_us_per_event']} µs/event)")
    return Result("fold", "4. Fold speed", summary, figures)
