"""The ladder's sequential test: ``python -m bench ladder --sprt`` plays A against B in groups until an SPRT decides.

A group is ``n`` games on one seed at an ``n``-player table: A takes seat 0, then seat 1, ... seat n-1, the
other seats play B (at 2 players, a pair with swapped seats). The test (bench/sprt.py, alpha = beta = 0.05,
H0: A's share of first places is 1/n, H1: 1.3/n) is read after each whole group, so every seed is played from
every seat; a row stops when it accepts a hypothesis, or undecided at the cap (400 games, whole groups).
Each row is a JSON file, bench/results/ladder/<game>-<n>p-<a>-vs-<b>.json, written after every group; a run
resumes from it with the next group (seeds and budget are the file's), so ``--max-games K`` can spread a row
over sessions and the games are those of one uninterrupted run. ``--report`` writes bench/results/ladder-sprt.md
from the files.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from bench.bot_play import play_game
from bench.pairing import RANDOM, Pairing, _options
from bench.sprt import ACCEPT_H0, ACCEPT_H1, CONTINUE, fair_share_test
from games import REGISTRY, search

UNDECIDED = "undecided at the cap"


def row_path(folder: Path, pairing: Pairing) -> Path:
    return folder / f"{pairing.slug}-{pairing.players}p-{pairing.a}-vs-{pairing.b}.json"


def group_seed(base: int, group: int) -> int:
    return base + group


def play_seat(task: tuple[Pairing, int, int, search.Budget]) -> dict[str, Any]:
    """One game of a group: A at ``a_seat``, every game of the group on the same seed."""
    pairing, seed, a_seat, budget = task
    search.set_default_budget(budget)
    seats = [pairing.a if i == a_seat else pairing.b for i in range(pairing.players)]
    played = play_game(
        REGISTRY[pairing.slug],
        [None if lv == RANDOM else lv for lv in seats],
        random.Random(seed),
        _options(pairing, seats),
        max_commands=20000,
    )
    ranking = [sorted(tier) for tier in played.result.ranking] if played.result else None
    return {"seed": seed, "a_seat": a_seat, "ranking": ranking, "a_share": played.win_share(a_seat)}


def commit() -> str:
    return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip() or "unknown"


def fresh_row(pairing: Pairing, base_seed: int, budget: search.Budget, cap: int) -> dict[str, Any]:
    test = fair_share_test(pairing.players)
    return {
        "game": pairing.slug,
        "players": pairing.players,
        "a": pairing.a,
        "b": pairing.b,
        "base_seed": base_seed,
        "budget": {"iterations": budget.iterations, "seconds": budget.seconds},
        "cap": cap - cap % pairing.players,
        "sprt": {
            "p0": test.p0,
            "p1": test.p1,
            "alpha": test.alpha,
            "beta": test.beta,
            "lower": test.lower,
            "upper": test.upper,
        },
        "commits": [],
        "seeds": [],
        "games": [],
        "llr": 0.0,
        "verdict": CONTINUE,
    }


def load_row(path: Path, pairing: Pairing, base_seed: int, budget: search.Budget, cap: int) -> dict[str, Any]:
    if path.exists():
        return json.loads(path.read_text())  # resuming: the file's seeds, budget and cap, not the command line's
    return fresh_row(pairing, base_seed, budget, cap)


def add_group(row: dict[str, Any], games: list[dict[str, Any]], at_commit: str) -> None:
    test = fair_share_test(row["players"])
    row["seeds"].append(games[0]["seed"])
    for g in games:
        row["llr"] += test.step(g["a_share"])
        row["games"].append({**g, "llr": row["llr"], "commit": at_commit})
    if at_commit not in row["commits"]:
        row["commits"].append(at_commit)
    row["verdict"] = test.verdict(row["llr"])
    if row["verdict"] == CONTINUE and len(row["games"]) >= row["cap"]:
        row["verdict"] = UNDECIDED


def tasks(pairing: Pairing, row: dict[str, Any]):
    budget = search.Budget(row["budget"]["iterations"], row["budget"]["seconds"])
    group = len(row["seeds"])
    while True:  # the pool stops drawing when the row is decided
        for a_seat in range(pairing.players):
            yield pairing, group_seed(row["base_seed"], group), a_seat, budget
        group += 1


def run_row(
    pairing: Pairing,
    folder: Path,
    base_seed: int,
    budget: search.Budget,
    cap: int,
    max_games: int | None,
    workers: int,
    progress: bool,
) -> dict[str, Any]:
    path = row_path(folder, pairing)
    row = load_row(path, pairing, base_seed, budget, cap)
    if row["verdict"] != CONTINUE:
        return row
    folder.mkdir(parents=True, exist_ok=True)
    at_commit = commit()
    played = 0
    group: list[dict[str, Any]] = []
    # One worker plays in this process: a fork of a process with threads (a test's) may hang in the child.
    pool = multiprocessing.Pool(workers) if workers > 1 else None
    games = pool.imap(play_seat, tasks(pairing, row), chunksize=1) if pool else map(play_seat, tasks(pairing, row))
    with pool or contextlib.nullcontext():
        for game in games:  # in order: resumable at any group
            group.append(game)
            if len(group) < pairing.players:
                continue
            add_group(row, group, at_commit)
            path.write_text(json.dumps(row, indent=1) + "\n")
            played += len(group)
            group = []
            if progress:
                share = sum(g["a_share"] for g in row["games"]) / len(row["games"])
                print(
                    f"{path.name}: {len(row['games'])} games, A {share:.1%}, LLR {row['llr']:.3f}, {row['verdict']}",
                    file=sys.stderr,
                    flush=True,
                )
            if row["verdict"] != CONTINUE or (max_games is not None and played >= max_games):
                break
    return row


def report_table(folder: Path) -> str:
    lines = [
        "| game | players | A vs B | games | A's first places | fair share | LLR | verdict | commit |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for path in sorted(folder.glob("*.json")):
        r = json.loads(path.read_text())
        n = len(r["games"])
        share = sum(g["a_share"] for g in r["games"]) / n if n else 0.0
        verdict = r["verdict"] if r["verdict"] != CONTINUE else f"running ({n} of {r['cap']})"
        lines.append(
            f"| {r['game']} | {r['players']} | {r['a']} vs {r['b']} | {n} | {share:.1%} | "
            f"{1 / r['players']:.1%} | {r['llr']:.2f} [{r['sprt']['lower']:.2f}, "
            f"{r['sprt']['upper']:.2f}] | {verdict} | {', '.join(c[:10] for c in r['commits'])} |"
        )
    return "\n".join(lines)


def write_report(folder: Path, out: Path) -> None:
    out.write_text(
        "\n".join(
            [
                "# Bot ladder: sequential tests",
                "",
                "Generated by `python -m bench ladder --report` from bench/results/ladder/*.json. Each row plays A "
                "against B in groups of n games on one seed, A taking each seat in turn, and stops when an SPRT "
                "(alpha = beta = 0.05) accepts H0: A's first-place share is the fair share 1/n "
                f"({ACCEPT_H0}) or H1: it is 1.3/n ({ACCEPT_H1}), or at its cap, 400 games by default in whole "
                f"groups ({UNDECIDED}). A shared first place counts as "
                "its share. LLR: the log-likelihood ratio and, in brackets, its bounds. A running row resumes with "
                "`python -m bench ladder --sprt` and the same row's arguments.",
                "",
                report_table(folder),
                "",
            ]
        )
    )
