"""Corporate Anarchy bots against random players: one bot seat vs uniform-random seats (2 players by default).

Run: ``.venv/bin/python bench/corporate_anarchy_bots.py [--games N] [--seed S] [--players P]
[--opponent random|easy|normal]``. Pure (no server). Prints one JSON object per bot level, then a one-line
summary. The bot's seat alternates over the games; a game still running after ``--max-steps`` commands
counts as a loss for the bot.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_play import play_game as play  # noqa: E402
from bench.bot_play import seats_for  # noqa: E402
from games.corporate_anarchy import GAME  # noqa: E402


def play_game(level: str, bot_seat: int, players: int, rng: random.Random, opponent: str = "random",
              max_steps: int = 20000) -> tuple[bool, int]:
    """One full game: (the bot won, turns played)."""
    played = play(GAME, seats_for(level, bot_seat, players, opponent), rng, max_commands=max_steps)
    return (played.result is not None and played.result.ranking[0] == [bot_seat]), played.state["turn_no"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-steps", type=int, default=20000)
    parser.add_argument("--opponent", default="random", choices=("random", *GAME.bots),
                        help="what the other seats play: uniform random legal moves (default) or a bot level")
    args = parser.parse_args()
    summary = []
    for level in GAME.bots:
        rng = random.Random(f"{args.seed}:{level}")
        started = time.perf_counter()
        wins, turns = 0, 0
        for g in range(args.games):
            won, played = play_game(level, g % args.players, args.players, rng, args.opponent, args.max_steps)
            wins += won
            turns += played
        row = {
            "level": level,
            "games": args.games,
            "players": args.players,
            "opponents": args.opponent,
            "wins": wins,
            "win_rate": round(wins / args.games, 3),
            "baseline": round(1 / args.players, 3),
            "mean_turns": round(turns / args.games, 1),
            "seconds": round(time.perf_counter() - started, 1),
        }
        print(json.dumps(row))
        summary.append(f"{level} {row['win_rate']:.1%}")
    print(f"Corporate Anarchy bot vs {args.players - 1} {args.opponent} player(s), {args.games} games each: "
          + ", ".join(summary) + f" (equal-strength baseline {1 / args.players:.0%})")


if __name__ == "__main__":
    main()
