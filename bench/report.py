"""What every benchmark reports: figures, a target ratio met or missed, a JSON file and one summary line."""

from __future__ import annotations

import json
import statistics
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100), nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def latency_ms(values: list[float]) -> dict[str, float]:
    """p50/p95/p99 of latencies given in seconds, in milliseconds."""
    return {f"p{q}_ms": round(percentile(values, q) * 1000, 2) for q in (50, 95, 99)}


def median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


@dataclass
class Target:
    """``value`` compared with ``threshold`` (``>=`` or ``<=``); ``what`` says which ratio it is."""

    what: str
    value: float
    op: str
    threshold: float

    @property
    def met(self) -> bool:
        return self.value >= self.threshold if self.op == ">=" else self.value <= self.threshold

    def text(self) -> str:
        return f"{self.value:.3g} {self.op} {self.threshold:g}: {'met' if self.met else 'MISSED'}"


@dataclass
class Result:
    """One benchmark's outcome."""

    name: str
    title: str
    summary: str
    figures: dict[str, Any]
    target: Target | None = None
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    load: float | None = None  # the machine's 1-minute load average when the benchmark started

    @property
    def line(self) -> str:
        """The summary with the load it was measured under: a reader tells a quiet run from a busy one."""
        return self.summary if self.load is None else f"{self.summary}; load {self.load:.1f} at start"

    def to_json(self) -> dict[str, Any]:
        body = asdict(self)
        if self.target is not None:
            body["target"]["met"] = self.target.met
        return body

    def write(self) -> Path:
        RESULTS.mkdir(exist_ok=True)
        path = RESULTS / f"{self.name}.json"
        path.write_text(json.dumps(self.to_json(), indent=2, sort_keys=True) + "\n")
        return path


def table(results: list[Result]) -> str:
    """The Markdown table of every benchmark run: headline figure, target, met or missed."""
    lines = ["| benchmark | figures | target | met |", "|---|---|---|---|"]
    for result in results:
        target = result.target
        lines.append(
            f"| {result.title} | {result.line} | "
            f"{f'{target.what} {target.op} {target.threshold:g} (got {target.value:.3g})' if target else 'none'} | "
            f"{('yes' if target.met else '**no**') if target else '-'} |"
        )
    return "\n".join(lines)
