"""Runs a command beside a CPU-bound load: ``python -m tests.support.cpu_load [--burners 2] -- make test``.

Each burner is a ``while True: pass`` Python process at the normal priority, started by this script and stopped
by its pid when the command ends, however it ends; the exit status is the command's. It shows that a test
waits on progress, not on a quiet machine (issue 53: a fault test failed under a load of 3-15 on 2 cores).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator

BURN = "while True: pass"


@contextlib.contextmanager
def burning(burners: int) -> Iterator[list[int]]:
    """``burners`` busy processes for the block's length; yields their pids."""
    processes = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(burners)]
    try:
        yield [process.pid for process in processes]
    finally:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGTERM)
            process.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--burners", type=int, default=2, help="busy processes beside the command (default 2)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command, after --")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command given (after --)")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))  # stop the burners on the way out
    with burning(args.burners) as pids:
        print(f"cpu_load: {args.burners} burners, pids {' '.join(map(str, pids))}: {' '.join(command)}", flush=True)
        return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
