"""The repository's imports point down its layers and never in a circle (README "Architecture").

Every import counts, including one inside a function: a deferred import is how a circle hides, not a way
out of one. Each game package's modules also import each other in one direction, at module level only
(the issue: "give them a direction").
"""

from __future__ import annotations

import ast
import functools
import graphlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("games", "events", "projections", "workers", "service", "bench")
GAMES = ROOT / "games"
GAME_PACKAGES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())
WEB_FRAMEWORKS = {"flask", "flask_smorest", "flask_limiter", "flask_cors", "werkzeug", "webargs", "apispec",
                  "gunicorn"}
# Which layer may import which: a layer is the longest of these names that prefixes a module's.
MAY_IMPORT = {
    "games": {"events.envelope"},  # only the chain's format mark (KEYED), which is pure
    "events": set(),
    "projections": {"events", "games"},
    "workers": {"service", "events", "games"},  # RQ's entrypoint: its jobs call the application
    "service": {"workers.dispatch", "projections", "events", "games"},  # workers.dispatch: the composition root's
    "service.mcp": set(),  # a client of the public HTTP API only
    "service.http": {"service", "projections", "events", "games"},
    "service.runtime": {"service", "workers", "projections", "events", "games"},
    "bench": {"bench", "service", "service.http", "service.runtime", "workers", "projections", "events", "games"},
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def imported(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The names ``node`` imports, absolute: ``from a import b`` gives ``a.b`` (a module or a name in ``a``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module if MODULES.get(module, Path()).name == "__init__.py" else module.rpartition(".")[0]
        for _ in range(node.level - 1):
            package = package.rpartition(".")[0]
        base = f"{package}.{base}".rstrip(".")
    return [f"{base}.{alias.name}" for alias in node.names]


def own_module(name: str) -> str | None:
    """The repository module that importing ``name`` runs last (``games.table.Table`` → ``games.table``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


@functools.cache
def imports_of(module: str) -> list[tuple[str, ast.stmt]]:
    tree = ast.parse(MODULES[module].read_text())
    return [(name, node) for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)
            for name in imported(module, node)]


def layer(module: str) -> str:
    return max((name for name in MAY_IMPORT if module == name or module.startswith(name + ".")), key=len)


def import_graph() -> dict[str, set[str]]:
    return {module: {own for name, _ in imports_of(module) if (own := own_module(name)) and own != module}
            for module in MODULES}


def test_the_repository_has_no_import_cycle():
    graph = import_graph()
    assert {"games.table", "events.store", "projections.projector", "workers.jobs", "service.commands",
            "service.http.app", "service.runtime.cli", "bench.report"} <= graph.keys()
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        pytest.fail(f"import cycle, each module importing the next: {' -> '.join(reversed(error.args[1]))}")


def test_the_cycle_check_finds_a_cycle_through_a_deferred_import():
    """The check itself: two modules importing each other, one of them inside a function, is a cycle."""
    graph = import_graph()
    graph["service.commands"] = graph["service.commands"] | {"service.http.app"}  # as a function-level import would
    with pytest.raises(graphlib.CycleError):
        graphlib.TopologicalSorter(graph).prepare()


def test_every_layer_imports_only_the_layers_below_it():
    strays = []
    for module in MODULES:
        allowed = MAY_IMPORT[layer(module)]
        for name, node in imports_of(module):
            target = own_module(name)
            if target is None or layer(target) == layer(module):
                continue
            if not any(target == a or target.startswith(a + ".") for a in allowed):
                strays.append(f"{module} imports {target} (line {node.lineno})")
    assert strays == []


def test_only_the_http_adapter_imports_a_web_framework():
    strays = [f"{module} imports {name} (line {node.lineno})"
              for module in MODULES if layer(module) not in ("service.http", "bench")
              for name, node in imports_of(module) if name.split(".")[0] in WEB_FRAMEWORKS]
    assert strays == []
    assert any(name.split(".")[0] == "flask" for name, _ in imports_of("service.http.app")), "the check sees Flask"


def test_only_the_composition_root_names_the_workers():
    """The application reaches RQ through ports the composition root (``service.bootstrap``) wires."""
    naming = {module for module in MODULES if layer(module) == "service"
              for name, _ in imports_of(module) if (own_module(name) or "").startswith("workers")}
    assert naming == {"service.bootstrap"}


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


@pytest.mark.parametrize("package", GAME_PACKAGES)
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
