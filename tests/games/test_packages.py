"""Every game package imports in one direction: its modules form no import cycle, and none imports a module of
its own package from inside a function to get round one (the issue: "give them a direction")."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "games"
PACKAGES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())


def own_imports(package: str, tree: ast.AST) -> list[tuple[str, ast.ImportFrom]]:
    """(module of this package, import node) for every ``from games.<package>...`` import in ``tree``."""
    prefix = f"games.{package}"
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(prefix + "."):
                out.append((node.module.rsplit(".", 1)[1], node))
            elif node.module == prefix:
                out += [(alias.name, node) for alias in node.names]
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_game_package_imports_have_a_direction(package):
    graph: dict[str, set[str]] = {}
    for path in (GAMES / package).glob("*.py"):
        tree = ast.parse(path.read_text())
        top_level = {id(n) for n in tree.body}
        deps = set()
        for module, node in own_imports(package, tree):
            assert id(node) in top_level, f"{path.name} imports {module} inside a function"
            deps.add(module)
        graph[path.stem] = deps - {path.stem}
    graphlib.TopologicalSorter(graph).prepare()  # raises CycleError on a cycle
