"""Imported at start-up by every Python process the benchmark starts (bench/site is on their PYTHONPATH):
registers the bench-only counter game, so web, projector and worker all know it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.counter import register  # noqa: E402

register()
