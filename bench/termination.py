"""How bot games end: one bot level (normal by default) on every seat; how long, and how often a safety cap ends them.

Run: ``.venv/bin/python bench/termination.py [--games N] [--seed S] [--game SLUG] [--level normal|easy]``.
Pure (no server). Prints one JSON object per game: player counts played (cycled over the game's range),
commands per game (median, max), and the games a cap ended (Inventing the Future's turn cap, Bias Effect's
reset cap, Corporate Anarchy's round limit); docs/rules/<game>.md ("Termination") quote these numbers.
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

from bench.bot_play import play_game  # noqa: E402
from games import get_game  # noqa: E402
from games.base import Event  # noqa: E402

SLUGS = ("corporate-anarchy", "bias-effect", "inventing-the-future", "tabletop-climber", "tabletop-inc")


def capped(slug: str, events: list[Event]) -> bool:
    """Did a safety cap (not the rulebook's own end) end this game?"""
    ended = next((e for e in reversed(events) if e["type"] == "GameEnded"), None)
    if ended is None:
        return False
    if slug == "inventing-the-future":
        return ended["data"].get("reason") == "turn-limit"
    if slug == "corporate-anarchy":
        return ended["data"]["winner"] is None
    if slug == "bias-effect":
        reached = [e for e in events if e["type"] == "AutonomyReached"]
        return bool(reached) and not reached[-1]["data"]["satisfied"]
    return False


def measure(slug: str, games: int, seed: int, level: str = "normal") -> dict:
    game = get_game(slug)
    rng = random.Random(f"{seed}:{slug}")
    counts = list(range(game.min_players, game.max_players + 1))
    commands, caps, resets = [], 0, 0
    started = time.perf_counter()
    for g in range(games):
        events: list[Event] = []
        played = play_game(game, [level] * counts[g % len(counts)], rng, on_event=events.append)
        assert played.result is not None
        commands.append(played.commands)
        caps += capped(slug, events)
        resets += sum(1 for e in events if e["type"] == "CounterReset")
    row = {"game": slug, "level": level, "games": games, "players": counts,
           "median_commands": statistics.median(commands), "max_commands": max(commands),
           "capped": caps, "capped_share": round(caps / games, 3),
           "seconds": round(time.perf_counter() - started, 1)}
    if slug == "bias-effect":
        row["counter_resets"] = resets
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--game", choices=SLUGS, action="append")
    parser.add_argument("--level", default="normal", choices=("normal", "easy"))
    args = parser.parse_args()
    for slug in args.game or SLUGS:
        print(json.dumps(measure(slug, args.games, args.seed, args.level)), flush=True)


if __name__ == "__main__":
    main()
