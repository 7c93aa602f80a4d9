"""Run the benchmarks: ``python -m bench [--quick] [name ...]``; names: see BENCHMARKS.

``python -m bench ladder [--games N --seconds S ...]`` runs the bot ladder (bench/ladder.py): pure games, no
server, its own arguments, so it is not part of a full run. Nor is ``python -m bench generated_client [--seeds N]``
(bench/generated_client.py): issue 32's acceptance, the generated client playing every game for random seeds.

Each benchmark writes bench/results/<name>.json and prints one summary line; the run ends with a
table of figures and targets. A full run (all benchmarks, not --quick) also writes
bench/results/latest.md, the table the README's Performance section quotes.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import platform
import subprocess
import sys
import time
import traceback
from datetime import UTC, datetime

from bench.processes import Stack
from bench.report import RESULTS, Result, table

# name -> module; run in this order (lag uses http's throughput, so http comes before it).
BENCHMARKS = {
    "append": "bench.append",
    "fold": "bench.fold",
    "peer": "bench.peer",
    "peer_writers": "bench.peer_writers",
    "http": "bench.http_commands",
    "lag": "bench.projection_lag",
    "history": "bench.history",
    "bots": "bench.bot_latency",
    "audit": "bench.audit",
    "durability": "bench.durability",
    "memory": "bench.memory",
    "followers": "bench.followers",
    "abuse": "bench.abuse",
}
# name -> module with main(argv): runs taking their own arguments (and their own service, if any), run only when
# named first.
STANDALONE = {
    "ladder": "bench.ladder",
    "generated_client": "bench.generated_client",
    "mcp": "bench.mcp",
    "route_costs": "bench.route_costs",
    "tournament": "bench.tournament",
}


def machine(stack: Stack) -> dict[str, str]:
    return {
        "nproc": str(os.cpu_count()),
        "cpu": _cpu_model(),
        "python": platform.python_version(),
        "redis": stack.redis.version(),
        "platform": platform.platform(),
    }


def _cpu_model() -> str:
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in STANDALONE:
        return importlib.import_module(STANDALONE[argv[0]]).main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m bench", description="Boardroom's benchmarks.")
    parser.add_argument("names", nargs="*", choices=[[], *BENCHMARKS], metavar="name",
                        help=f"benchmarks to run (default: all): {', '.join(BENCHMARKS)}; run alone, each with "
                             f"its own --help: {', '.join(STANDALONE)}")
    parser.add_argument("--quick", action="store_true", help="short rounds, for iterating (figures are rough)")
    args = parser.parse_args(argv)
    names = args.names or list(BENCHMARKS)
    if importlib.util.find_spec("eventsourcing") is None:
        print("bench: the benchmarks' own dependencies (the peers: eventsourcing, psycopg) are not installed; "
              "`make bench-deps` installs them (pip install -e '.[dev,bench]')", file=sys.stderr)
        return 2
    started = time.perf_counter()
    stack = Stack(quick=args.quick)
    results: list[Result] = []
    failed: list[str] = []
    try:
        about = machine(stack)
        print(f"bench: {', '.join(names)}{' (quick)' if args.quick else ''} on {about['nproc']} cores, "
              f"Python {about['python']}, Redis {about['redis']}", flush=True)
        for name in names:
            began = time.perf_counter()
            load = os.getloadavg()[0]
            try:
                result = importlib.import_module(BENCHMARKS[name]).run(stack)
            except Exception:
                traceback.print_exc()
                failed.append(name)
                print(f"{name}: FAILED", flush=True)
                continue
            result.seconds = round(time.perf_counter() - began, 1)
            result.load = round(load, 2)
            result.figures["quick"] = args.quick
            result.write()
            stack.found[name] = result.figures
            results.append(result)
            verdict = f" [{result.target.text()}]" if result.target else ""
            print(f"{name}: {result.line}{verdict} ({result.seconds} s)", flush=True)
    finally:
        stack.close()
    total = time.perf_counter() - started
    rendered = table(results)
    print()
    print(rendered)
    print(f"\n{len(results)} benchmark{'s' if len(results) != 1 else ''} in {total:.0f} s; targets met: "
          f"{sum(1 for r in results if r.target and r.target.met)}/{sum(1 for r in results if r.target)}"
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    if not args.names and not args.quick:
        _write_latest(rendered, results, about, total)
    return 1 if failed else 0


def _write_latest(rendered: str, results: list[Result], about: dict[str, str], total: float) -> None:
    notes = [f"- {r.title}: {note}" for r in results for note in r.notes]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    text = "\n".join([
        "# Latest benchmark run",
        "",
        f"`make bench` on {datetime.now(UTC).strftime('%Y-%m-%d %H:%M UTC')}, commit {commit or 'unknown'} "
        f"(plus the working tree), {total:.0f} s in all.",
        f"Machine: {about['nproc']} cores ({about['cpu']}), Python {about['python']}, Redis {about['redis']}, "
        f"{about['platform']}.",
        "Every ratio compares two figures measured in the same run (medians over rounds); the machine is "
        "shared and noisy, so absolute figures vary between runs more than the ratios do.",
        "",
        rendered,
        "",
        *(["Notes:", "", *notes, ""] if notes else []),
        "Full figures: `bench/results/<name>.json` (not committed).",
        "",
    ])
    (RESULTS / "latest.md").write_text(text)
    (RESULTS / "machine.json").write_text(json.dumps(about, indent=2) + "\n")


if __name__ == "__main__":
    sys.exit(main())
