"""Bias Effect bots against random bidders: one bot seat vs uniform-random seats.

Run: ``.venv/bin/python bench/bias_effect_bots.py [--games N] [--seed S] [--players P ...]
[--opponent random|easy|normal]``.
Pure (no server). A random seat picks uniformly among its legal moves (so it bids a uniform amount of its
chips). Prints one JSON object per bot level and player count, then a one-line summary. A shared first place
counts as a shared win; a game where nobody wins counts 1/players; the bot's seat rotates over the games.
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
from games.bias_effect import GAME  # noqa: E402


def play_game(level: str, bot_seat: int, players: int, rng: random.Random, opponent: str = "random") -> float:
    """One full game; the bot's share of first place (1, 1/k for a k-way tie, or 0)."""
    seats = seats_for(level, bot_seat, players, opponent)
    return play(GAME, seats, rng, simultaneous_order="random").win_share(bot_seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--opponent", default="random", choices=("random", *GAME.bots),
                        help="what the other seats play: uniform random legal moves (default) or a bot level")
    args = parser.parse_args()
    summary = []
    for level in GAME.bots:
        for players in args.players:
            rng = random.Random(f"{args.seed}:{level}:{players}")
            wins = sum(play_game(level, g % players, players, rng, args.opponent) for g in range(args.games))
            row = {
                "level": level,
                "games": args.games,
                "players": players,
                "opponents": args.opponent,
                "win_rate": round(wins / args.games, 3),
                "baseline": round(1 / players, 3),
            }
            print(json.dumps(row))
            summary.append(f"{level}@{players}p {row['win_rate']:.1%}")
    print(f"Bias Effect bot vs {args.opponent} bidders, {args.games} games each: " + ", ".join(summary))


if __name__ == "__main__":
    main()
