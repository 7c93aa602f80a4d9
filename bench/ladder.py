"""The bot ladder: every level of every game against every other, win rates with 95 % Wilson intervals.

Run: ``python -m bench ladder [--games N] [--seconds S] [--iterations I] [--levels L ...] [--slugs G ...]
[--workers W] [--progress]``. Pure (no server). For each game and each ordered pair of levels (A, B) it
plays ``--games`` games of one A seat against B seats in 2-player games (Tabletop Climber, for 3-4: one A
against three B), the A seat rotating, plus A = hard against ``normal`` at the game's usual table size. A shared
first place counts as a shared win. The hard level searches ``--iterations`` playouts per move, stopped early after
``--seconds`` of CPU (0: no time cap, so every game is reproducible from its seed). Writes
bench/results/ladder.md and ladder.json, prints one JSON object per pairing and a one-line summary.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

from bench.bot_play import play_game
from bench.pairing import RANDOM, Pairing, _options
from bench.report import RESULTS
from games import REGISTRY, search

USUAL_PLAYERS = {"tabletop-inc": 4, "corporate-anarchy": 4, "tabletop-climber": 4, "inventing-the-future": 3,
                 "bias-effect": 4}  # assumed: the table size each rulebook's examples use most
MUMAN_IN_LADDER = ("muman-normal", "muman-hard")  # a Muman-Bot is an opponent only: it plays no full rules
TARGETS = {"tabletop-climber": 0.40}  # hard's share of first places against normal; 0.65 elsewhere


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (a shared win counts as its share)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    margin = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - margin) / scale), min(1.0, (centre + margin) / scale)


def levels_of(slug: str) -> list[str]:
    game = REGISTRY[slug]
    full = [lv for lv in game.bots if not lv.startswith("muman-")]
    return [RANDOM, *full, *(lv for lv in game.bots if lv in MUMAN_IN_LADDER)]


def pairings(slugs: list[str], levels: list[str] | None, pairs: list[list[str]] | None = None,
             players: str | None = None) -> list[Pairing]:
    """Every ordered pair of levels at the smallest table, plus hard against normal at the usual one; or only
    ``pairs`` (each [A, B]) at ``players`` seats: a number, ``usual``, or the smallest table when None."""
    out = []
    for slug in slugs:
        game = REGISTRY[slug]
        smallest = 2 if game.min_players <= 2 else game.max_players  # Climber: 4 players, one A vs three B
        usual = USUAL_PLAYERS.get(slug, smallest)
        if pairs:
            size = usual if players == "usual" else int(players) if players else smallest
            if not game.min_players <= size <= game.max_players:
                raise SystemExit(f"ladder: {game.title} is for {game.min_players} to {game.max_players} players, "
                                 f"not {size}")
            out += [Pairing(slug, a, b, size) for a, b in pairs if {a, b} <= {RANDOM, *game.bots}]
            continue
        mine = [lv for lv in levels_of(slug) if levels is None or lv in levels]
        for a in mine:
            if a.startswith("muman-"):
                continue
            for b in mine:
                if a != b:
                    out.append(Pairing(slug, a, b, smallest))
        if "hard" in mine and "normal" in mine and usual != smallest:
            out.append(Pairing(slug, "hard", "normal", usual))
    return out


def one_game(task: tuple[Pairing, int, int, search.Budget]) -> tuple[Pairing, float, float]:
    """(pairing, A's share of first place, CPU seconds) of one game, seeded by (pairing, game number)."""
    pairing, game_no, seed, budget = task
    search.set_default_budget(budget)
    game = REGISTRY[pairing.slug]
    seats, a_seat = pairing.seats(game_no)
    rng = random.Random(f"{seed}:{pairing.slug}:{pairing.a}:{pairing.b}:{pairing.players}:{game_no}")
    levels = [None if lv == RANDOM else lv for lv in seats]
    started = time.process_time()
    played = play_game(game, levels, rng, _options(pairing, seats), max_commands=20000)
    return pairing, played.win_share(a_seat), time.process_time() - started


def row_of(pairing: Pairing, shares: list[float], cpu: float) -> dict[str, Any]:
    wins = sum(shares)
    low, high = wilson(wins, len(shares))
    return {"game": pairing.slug, "a": pairing.a, "b": pairing.b, "players": pairing.players,
            "games": len(shares), "a_wins": round(wins, 2), "a_win_rate": round(wins / len(shares), 3),
            "ci95": [round(low, 3), round(high, 3)], "baseline": round(1 / pairing.players, 3),
            "cpu_seconds": round(cpu, 1)}


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| game | A | B | players | games | A's first places | 95 % CI |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        vs = f"{r['b']}" if r["players"] == 2 else f"{r['players'] - 1} x {r['b']}"
        lines.append(f"| {r['game']} | {r['a']} | {vs} | {r['players']} | {r['games']} | {r['a_win_rate']:.1%} | "
                     f"{r['ci95'][0]:.1%}-{r['ci95'][1]:.1%} |")
    return "\n".join(lines)


def sprt_main(args: argparse.Namespace) -> int:
    from bench import ladder_sprt  # it builds on this module's pairings

    if args.sprt:
        budget = search.Budget(args.iterations, args.seconds or None)
        plan = pairings(args.slugs or sorted(REGISTRY), None, args.pair or [["hard", "normal"]], args.players)
        for pairing in plan:
            row = ladder_sprt.run_row(pairing, args.ladder_dir, args.seed, budget, args.cap, args.max_games,
                                      args.workers, args.progress)
            print(json.dumps({k: row[k] for k in ("game", "players", "a", "b", "llr", "verdict")}
                             | {"games": len(row["games"])}))
    ladder_sprt.write_report(args.ladder_dir, args.ladder_dir.parent / "ladder-sprt.md")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seconds", type=float, default=1.0, help="hard: CPU seconds per move (0: no time cap)")
    parser.add_argument("--iterations", type=int, default=search.DEFAULT.iterations, help="hard: playouts per move")
    parser.add_argument("--levels", nargs="+", help="only these levels (default: all, random included)")
    parser.add_argument("--pair", nargs=2, metavar=("A", "B"), action="append",
                        help="only A against B (repeatable; a game without both levels is left out)")
    parser.add_argument("--players", help="with --pair: seats at each table, a number or 'usual' (default: the "
                                          "smallest table, one A against three B in Tabletop Climber)")
    parser.add_argument("--out", default="ladder", help="results file name: bench/results/<out>.md and .json")
    parser.add_argument("--slugs", nargs="+", choices=sorted(REGISTRY), help="only these games")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--first-game", type=int, default=0,
                        help="number of the first game: a run stopped after K games goes on with --first-game K "
                             "(same seed), and the two runs together are the games of one longer run")
    parser.add_argument("--progress", action="store_true", help="print the running win rate after every game")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--sprt", action="store_true",
                        help="a sequential test per pairing (default pair: hard normal), resumable; see "
                             "bench/ladder_sprt.py")
    parser.add_argument("--max-games", type=int, help="with --sprt: stop after this many games (whole groups)")
    parser.add_argument("--cap", type=int, default=400, help="with --sprt: a row's game cap, undecided there")
    parser.add_argument("--report", action="store_true",
                        help="write bench/results/ladder-sprt.md from the --sprt rows' JSON files")
    parser.add_argument("--ladder-dir", type=Path, default=RESULTS / "ladder",
                        help="with --sprt: the rows' folder")
    args = parser.parse_args(argv)
    if args.sprt or args.report:
        return sprt_main(args)
    budget = search.Budget(args.iterations, args.seconds or None)
    slugs = args.slugs or sorted(REGISTRY)
    plan = pairings(slugs, args.levels, args.pair, args.players)
    tasks = [(p, g, args.seed, budget) for p in plan for g in range(args.first_game, args.first_game + args.games)]
    started = time.perf_counter()
    shares: dict[Pairing, list[float]] = {p: [] for p in plan}
    cpu: dict[Pairing, float] = {p: 0.0 for p in plan}
    with multiprocessing.Pool(args.workers) as pool:
        for pairing, share, seconds in pool.imap_unordered(one_game, tasks, chunksize=1):
            shares[pairing].append(share)
            cpu[pairing] += seconds
            if args.progress:  # a long run can be read (and reported) before it ends
                done = shares[pairing]
                low, high = wilson(sum(done), len(done))
                print(f"{pairing.slug} {pairing.a} vs {pairing.b}: {len(done)} games, {sum(done) / len(done):.1%} "
                      f"[{low:.1%}-{high:.1%}], {seconds:.1f} s CPU", file=sys.stderr, flush=True)
    rows = [row_of(p, shares[p], cpu[p]) for p in plan]
    for r in rows:
        print(json.dumps(r))
    wall = time.perf_counter() - started
    budget_text = (f"{budget.iterations} playouts" + (f", at most {budget.seconds:g} s CPU" if budget.seconds else "")
                   + " per hard move")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.out}.json").write_text(json.dumps({"budget": {"iterations": budget.iterations,
                                                                "seconds": budget.seconds},
                                                     "games": args.games, "rows": rows}, indent=2) + "\n")
    command = "python -m bench ladder " + " ".join(argv if argv is not None else [])
    (RESULTS / f"{args.out}.md").write_text("\n".join([
        "# Bot ladder", "",
        f"`{command.strip()}`: {args.games} games per pairing, {budget_text}, {wall:.0f} s on "
        f"{args.workers} workers. A is one seat, the others play B; its seat rotates; a shared first place "
        "counts as a shared win; the interval is Wilson's.", "",
        table(rows), ""]))
    headline = [r for r in rows if r["a"] == "hard"]
    summary = (", ".join(f"hard vs {r['b']} {r['game']}@{r['players']}p {r['a_win_rate']:.1%} "
                         f"[{r['ci95'][0]:.0%}-{r['ci95'][1]:.0%}]" for r in headline)
               if headline else "no hard pairing")
    print(f"Bot ladder, {args.games} games per pairing, {budget_text}: {summary} ({len(rows)} pairings, {wall:.0f} s)")
    return 0
