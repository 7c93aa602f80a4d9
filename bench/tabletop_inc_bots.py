"""Tabletop Inc. bots against random players: one bot seat vs uniform-random seats (2 players by default).

Run: ``.venv/bin/python bench/tabletop_inc_bots.py [--games N] [--seed S] [--players P] [--deal founder|pow-wow]``.
Pure (no server). Prints one JSON object per bot level (win rate, median game length in commands and in the
bot's turns), then a one-line summary. The bot's seat alternates over the games; ties cannot happen (the
rulebook's tie-break by distance from the first player always separates).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.tabletop_inc import GAME  # noqa: E402


def play_game(level: str, bot_seat: int, players: int, rng: random.Random, deal: str) -> tuple[float, int, int]:
    """One full game: (the bot's win share, commands, turns)."""
    state = None
    for ev in GAME.setup(players, {"deal": deal}, rng):
        state = GAME.evolve(state, ev)
    commands = turns = 0
    while GAME.result(state) is None:
        seat = min(GAME.to_act(state))
        if seat == bot_seat:
            command = GAME.bot(state, seat, rng, level)
        else:
            command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
            turns += ev["type"] == "TurnEnded"
        commands += 1
    winners = GAME.result(state).ranking[0]
    return (1 / len(winners) if bot_seat in winners else 0.0), commands, turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deal", default="founder", choices=("founder", "pow-wow"))
    args = parser.parse_args()
    summary = []
    for level in GAME.bots:
        rng = random.Random(f"{args.seed}:{level}")
        started = time.perf_counter()
        results = [play_game(level, g % args.players, args.players, rng, args.deal) for g in range(args.games)]
        wins = sum(r[0] for r in results)
        row = {
            "level": level,
            "games": args.games,
            "players": args.players,
            "deal": args.deal,
            "opponents": "random",
            "win_rate": round(wins / args.games, 3),
            "baseline": round(1 / args.players, 3),
            "median_commands": statistics.median(r[1] for r in results),
            "median_turns": statistics.median(r[2] for r in results),
            "seconds": round(time.perf_counter() - started, 1),
        }
        print(json.dumps(row))
        summary.append(f"{level} {row['win_rate']:.1%} (median {row['median_turns']} turns)")
    print(f"Tabletop Inc. bot vs {args.players - 1} random player(s), {args.games} games each: "
          + ", ".join(summary) + f" (equal-strength baseline {1 / args.players:.0%})")


if __name__ == "__main__":
    main()
