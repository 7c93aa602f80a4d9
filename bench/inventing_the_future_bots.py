"""Inventing the Future bots: each bot level against a uniform-random player in 2-player games, plus the
length of bot-vs-bot games.

Run: ``.venv/bin/python bench/inventing_the_future_bots.py [--games N] [--seed S] [--players P]``.
Pure (no server). Prints one JSON object per bot level (win rate against random players, the bot's seat
alternating), one JSON object for the game length of ``--games`` normal-bot games (median game turns), then a
one-line summary. A tied first place counts as a shared win.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_play import play_game as play  # noqa: E402
from games.inventing_the_future import GAME  # noqa: E402


def play_game(levels: list[str | None], rng: random.Random) -> dict:
    """One full game; ``levels[seat]`` is a bot level or None for a uniform-random player."""
    played = play(GAME, levels, rng)
    state = played.state
    return {"ranking": played.result.ranking, "turns": state["turn"], "commands": played.commands,
            "completed": all(any(p[t] == 9 for p in state["pawns"]) for t in range(3))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    summary = []
    for level in GAME.bots:
        rng = random.Random(f"{args.seed}:{level}")
        wins = 0.0
        for g in range(args.games):
            bot_seat = g % args.players
            levels: list[str | None] = [None] * args.players
            levels[bot_seat] = level
            first = play_game(levels, rng)["ranking"][0]
            wins += 1 / len(first) if bot_seat in first else 0.0
        row = {"level": level, "games": args.games, "players": args.players, "opponents": "random",
               "win_rate": round(wins / args.games, 3), "baseline": round(1 / args.players, 3)}
        print(json.dumps(row))
        summary.append(f"{level} {row['win_rate']:.1%}")
    rng = random.Random(f"{args.seed}:length")
    games = [play_game(["normal"] * args.players, rng) for _ in range(args.games)]
    turns = [g["turns"] for g in games]
    length = {"length": "normal bots only", "games": args.games, "players": args.players,
              "median_turns": statistics.median(turns), "min_turns": min(turns), "max_turns": max(turns),
              "median_commands": statistics.median(g["commands"] for g in games),
              "ended_by_tracks": sum(g["completed"] for g in games)}
    print(json.dumps(length))
    print(f"Inventing the Future, {args.players} players, {args.games} games each: bot vs random "
          + ", ".join(summary) + f"; bot-only games last a median {length['median_turns']} turns "
          f"({length['min_turns']}-{length['max_turns']}, {length['ended_by_tracks']} ended by the tracks)")


if __name__ == "__main__":
    main()
