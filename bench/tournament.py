"""How long pairing a round takes (issue 55: under 1 s for a 200-player Swiss): a field played out in memory,
each table's result drawn, every round's pairing timed. ``python -m bench tournament --entrants 200``."""

from __future__ import annotations

import argparse
import json
import random
import time

from games.tournament import aggregate


def played_out(fmt: str, entrants: int, per_table: int, rounds: int, seed: int) -> list[float]:
    """The seconds each round's pairing took."""
    draw = random.Random(seed)
    spec = {"game": "bench", "format": fmt, "rounds": rounds, "players_per_table": per_table, "clock": None,
            "rated": False}
    state = aggregate.fold(None, aggregate.create("t-bench", spec, "", 2, 6,
                                                  [{"name": str(i), "bot": "easy"} for i in range(entrants)]))
    seconds = []
    while aggregate.needs_pairing(state):
        started = time.perf_counter()
        decided = aggregate.pairing(state, random.Random(seed))
        seconds.append(time.perf_counter() - started)
        gids = [f"{decided['round']}-{t['table']}" for t in decided["tables"]]
        state = aggregate.fold(state, aggregate.paired(state, decided, gids))
        for table, gid in zip(decided["tables"], gids, strict=True):
            order = list(table["entrants"])
            draw.shuffle(order)
            state = aggregate.fold(state, aggregate.table_finished(state, gid, [[e] for e in order], ""))
    return seconds


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench tournament")
    parser.add_argument("--format", choices=aggregate.FORMATS, default="swiss")
    parser.add_argument("--entrants", type=int, default=200)
    parser.add_argument("--players-per-table", type=int, default=None)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    per_table = args.players_per_table or (2 if args.format == "swiss" else 4)
    seconds = played_out(args.format, args.entrants, per_table, args.rounds, args.seed)
    print(json.dumps({"format": args.format, "entrants": args.entrants, "players_per_table": per_table,
                      "rounds": len(seconds), "pairing_seconds": [round(s, 3) for s in seconds],
                      "slowest": round(max(seconds), 3)}))
    return 0
