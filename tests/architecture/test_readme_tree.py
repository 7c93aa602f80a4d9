"""The operator guide's Architecture section draws the tree as it is: one line per folder, every test layer named."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def drawn_tree() -> dict[str, str]:
    """{folder: the rest of its line} from the first code block under the operator guide's "## Architecture"."""
    guide = ROOT.joinpath("docs/guides/operators.md").read_text()
    section = guide.split("\n## Architecture\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"^```\w*\n(.*?)^```", section, re.M | re.S).group(1)
    return {m.group(1): m.group(2) for m in re.finditer(r"^(\S+/)\s+(.*)$", block, re.M)}


def test_the_tree_names_every_code_folder_and_only_those():
    packages = {f"{p.name}/" for p in ROOT.iterdir()
                if p.is_dir() and ((p / "__init__.py").exists() or p.name == "service")}
    layers = {f"service/{p.name}/" for p in (ROOT / "service").iterdir() if (p / "__init__.py").exists()}
    assert set(drawn_tree()) == packages | layers


def test_the_tests_line_names_every_folder_of_tests():
    folders = {p.name for p in (ROOT / "tests").iterdir() if p.is_dir() and any(p.glob("test_*.py"))}
    assert set(drawn_tree()["tests/"].replace("/", "").split()) == folders
