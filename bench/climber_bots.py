"""Tabletop Climber bots against random players: one bot seat vs three uniform-random seats.

Run: ``.venv/bin/python bench/climber_bots.py [--games N] [--seed S] [--opponent random|easy|normal]``.
Pure (no server). Prints one JSON object per bot level, then a one-line summary. A tied first place counts
as a shared win; the bot's seat rotates over the games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_play import play_game as play  # noqa: E402
from bench.bot_play import seats_for  # noqa: E402
from games.tabletop_climber import GAME  # noqa: E402


def play_game(level: str, bot_seat: int, players: int, rng: random.Random, opponent: str = "random") -> float:
    """One full game; the bot's share of first place (1, 1/k for a k-way tie, or 0)."""
    return play(GAME, seats_for(level, bot_seat, players, opponent), rng).win_share(bot_seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--opponent", default="random", choices=("random", *GAME.bots),
                        help="what the other seats play: uniform random legal moves (default) or a bot level")
    args = parser.parse_args()
    summary = []
    for level in GAME.bots:
        rng = random.Random(f"{args.seed}:{level}")
        wins = sum(play_game(level, g % args.players, args.players, rng, args.opponent) for g in range(args.games))
        row = {
            "level": level,
            "games": args.games,
            "players": args.players,
            "opponents": args.opponent,
            "win_rate": round(wins / args.games, 3),
            "baseline": round(1 / args.players, 3),
        }
        print(json.dumps(row))
        summary.append(f"{level} {row['win_rate']:.1%}")
    print(f"Tabletop Climber bot vs {args.players - 1} {args.opponent} players, {args.games} games each: "
          + ", ".join(summary) + f" (equal-strength baseline {1 / args.players:.0%})")


if __name__ == "__main__":
    main()
