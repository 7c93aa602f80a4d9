"""Write tests/file_seconds.json (seconds per test file, longest first) from a JUnit report of a whole run:
``python -m tests.support.file_seconds report.xml``. tests/conftest.py orders the files by it."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "file_seconds.json"


def file_seconds(report: Path) -> dict[str, float]:
    """Each file's summed test time (setup, call and teardown), by its path from the repository root."""
    seconds: Counter[str] = Counter()
    for case in ElementTree.parse(report).iter("testcase"):
        module = case.get("classname", "")
        parts = module.split(".")
        # classname is the module's dotted path, plus a class name for tests in a class (capitalised)
        while parts and parts[-1][:1].isupper():
            parts.pop()
        seconds["/".join(parts) + ".py"] += float(case.get("time", 0))
    return {name: round(total, 1) for name, total in seconds.most_common()}


def main(argv: list[str]) -> int:
    measured = file_seconds(Path(argv[0]))
    OUT.write_text(json.dumps(measured, indent=0) + "\n")
    print(f"{OUT}: {len(measured)} files, {sum(measured.values()):.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
