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

from bench.bot_play import play_game as play  # noqa: E402
from bench.bot_play import seats_for  # noqa: E402
from games.tabletop_inc import GAME  # noqa: E402


def play_game(level: str, bot_seat: int, players: int, rng: random.Random, deal: str) -> tuple[float, int, int]:
    """One full game: (the bot's win share, commands, turns)."""
    turns = []
    played = play(GAME, seats_for(level, bot_seat, players), rng, {"deal": deal},
                  on_event=lambda ev: turns.append(1) if ev["type"] == "TurnEnded" else None)
    return played.win_share(bot_seat), played.commands, len(turns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deal", default="founder", choices=("founder", "pow-wow"))
    args = parser.parse_args()
    summary = []
    for level in [lv for lv in GAME.bots if not lv.startswith("muman-")]:  # the Muman-Bot is not a full-rules bot
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
