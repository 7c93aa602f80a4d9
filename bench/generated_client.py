"""Issue 32's acceptance: the client generated from the committed openapi.yaml plays all five games for 20
random seeds each, filling templates (examples/generated_client_player.py), against the Procfile's processes.

    python -m bench generated_client [--seeds 20] [--slugs SLUG ...] [--jobs 2]

The seeds are drawn afresh each run (``random.SystemRandom``); a seed fixes the client's own choices, the server
shuffles with a seed of its own. Prints one JSON line per game, a one-line summary, and writes
bench/results/generated_client.json; exits 1 when a game did not finish or a game with templates filled none.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import ModuleType
from typing import Any

from bench.processes import Stack
from bench.report import Result, Target, median
from games import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
PACKAGE = "boardroom_client"
EXAMPLE = ROOT / "examples" / "generated_client_player.py"
SEED_RANGE = 1_000_000


def generate(into: Path) -> str:
    """Generate the client package into ``into``/boardroom_client, as a client author would; the generator's
    output (its warnings)."""
    done = subprocess.run(
        [BIN / "openapi-python-client", "generate", "--path", ROOT / "openapi.yaml", "--output-path",
         into / PACKAGE, "--meta", "none"],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"},  # its ruff post-hook
    )
    if done.returncode != 0:
        raise RuntimeError(f"openapi-python-client failed:\n{done.stdout}{done.stderr}")
    return done.stdout + done.stderr


def example_player(client_dir: Path) -> ModuleType:
    """examples/generated_client_player.py, importing the client generated into ``client_dir``."""
    if str(client_dir) not in sys.path:
        sys.path.insert(0, str(client_dir))
    spec = importlib.util.spec_from_file_location("generated_client_player", EXAMPLE)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {EXAMPLE}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def one_game(player: ModuleType, base_url: str, slug: str, seed: int) -> dict[str, Any]:
    """One game played to its end by the example program: its outcome, or the error that stopped it."""
    game = REGISTRY[slug]
    began = time.perf_counter()
    try:
        played = player.play(base_url, player.GameSlug(slug), game.min_players, seed=seed)
    except Exception as error:  # a failed game is a figure of the run, named by its seed
        return {"slug": slug, "seed": seed, "finished": False, "error": f"{type(error).__name__}: {error}",
                "seconds": round(time.perf_counter() - began, 2)}
    table = played.table
    ranked = sorted(seat for group in table.result.ranking for seat in group) if table.result else []
    return {"slug": slug, "seed": seed, "table": table.id, "filled": played.filled,
            "finished": table.status == player.TableStatus.FINISHED and ranked == list(range(game.min_players)),
            "seconds": round(time.perf_counter() - began, 2)}


def game_row(slug: str, outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """One game's figures over its seeds."""
    has_templates = bool(REGISTRY[slug].template_schemas)
    return {
        "game": slug,
        "played": len(outcomes),
        "finished": sum(o["finished"] for o in outcomes),
        "has_templates": has_templates,
        "templates_filled": dict(Counter(kind for o in outcomes for kind in o.get("filled", []))),
        "games_without_a_fill": sum(1 for o in outcomes if o["finished"] and not o["filled"]) if has_templates else 0,
        "seconds_p50": round(median([o["seconds"] for o in outcomes]), 2),
        "seconds_max": max(o["seconds"] for o in outcomes),
        "seeds": sorted(o["seed"] for o in outcomes),
        "failures": [{"seed": o["seed"], "error": o.get("error", f"table {o.get('table')} unranked")}
                     for o in outcomes if not o["finished"]],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench generated_client", description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="random seeds a game")
    parser.add_argument("--slugs", nargs="+", choices=sorted(REGISTRY), help="only these games (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="games played at once")
    args = parser.parse_args(argv)
    slugs = args.slugs or sorted(REGISTRY)
    draw = random.SystemRandom()
    plan = [(slug, draw.randrange(SEED_RANGE)) for slug in slugs for _ in range(args.seeds)]
    started = time.perf_counter()
    stack = Stack(quick=False)
    try:
        with tempfile.TemporaryDirectory(prefix="boardroom-client-") as into:
            generate(Path(into))
            player = example_player(Path(into))
            base_url = stack.service.base_url
            outcomes = []
            with ThreadPoolExecutor(args.jobs) as pool:
                for outcome in pool.map(lambda game: one_game(player, base_url, *game), plan):
                    outcomes.append(outcome)
                    print(f"{len(outcomes)}/{len(plan)} {outcome['slug']} seed {outcome['seed']}: "
                          f"{outcome.get('error') or ('finished' if outcome['finished'] else 'unranked')}, "
                          f"{len(outcome.get('filled', []))} templates filled, {outcome['seconds']} s",
                          file=sys.stderr, flush=True)
    finally:
        stack.close()
    rows = [game_row(slug, [o for o in outcomes if o["slug"] == slug]) for slug in slugs]
    for row in rows:
        print(json.dumps(row))
    played = len(outcomes)
    finished = sum(row["finished"] for row in rows)
    unfilled = sum(row["games_without_a_fill"] for row in rows)
    filled = ", ".join(f"{row['game']} {sum(row['templates_filled'].values())}" for row in rows if row["has_templates"])
    summary = (f"{finished}/{played} games finished ({args.seeds} random seeds x {len(slugs)} games, "
               f"{args.jobs} at once); templates filled: {filled}; finished games with templates but no fill: "
               f"{unfilled}")
    result = Result("generated_client", "Generated client plays every game", summary,
                    {"games": rows, "jobs": args.jobs, "seeds_per_game": args.seeds},
                    target=Target("games finished ÷ games played", finished / played, ">=", 1.0),
                    seconds=round(time.perf_counter() - started, 1))
    result.write()
    print(f"generated_client: {summary} ({result.seconds} s)")
    return 0 if finished == played and unfilled == 0 else 1
