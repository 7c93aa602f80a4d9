"""boardroom-sdk as a developer outside the repository gets it: its wheel, built without touching the source tree,
installed into a fresh virtual environment elsewhere, plays a whole game against the server's bots through the
typed calls (examples/typed_sdk_game.py, run from that environment)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import httpx
import pytest
import yaml

from tests.e2e.service_processes import ROOT

pytestmark = pytest.mark.e2e

CLIENT = ROOT / "clients" / "python"
EXAMPLE = ROOT / "examples" / "typed_sdk_game.py"
API_VERSION = str(yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"])
PIP = ["-m", "pip", "--disable-pip-version-check", "-q"]


def source_tree() -> list[str]:
    """clients/python as git sees it, ignored files included (a build's *.egg-info is ignored); the bytecode
    caches that any import writes are left out."""
    listed = subprocess.run(
        ["git", "status", "--porcelain", "--ignored", "--untracked-files=all", str(CLIENT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    return [line for line in listed if "__pycache__" not in line]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh virtual environment outside the repository with the wheel installed (its dependencies from the
    package index, as pip is set up on this machine): its python."""
    home = tmp_path_factory.mktemp("sdk-user")
    before = source_tree()
    subprocess.run(
        [sys.executable, *PIP, "wheel", "--no-deps", "-w", str(home / "dist"), str(CLIENT)], check=True, timeout=300
    )
    assert source_tree() == before, "building the wheel changed clients/python"
    [wheel] = (home / "dist").glob("boardroom_sdk-*.whl")
    subprocess.run([sys.executable, "-m", "venv", str(home / "venv")], check=True, timeout=120)
    python = home / "venv" / "bin" / "python"
    subprocess.run([python, *PIP, "install", str(wheel)], check=True, timeout=300)
    return python


def run_outside(python, home, *arguments: str) -> str:
    """``python`` run in ``home``, with nothing of the repository on its path."""
    env = {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run([python, *arguments], cwd=home, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_wheel_installed_elsewhere_plays_a_game_with_typed_models(installed, service, tmp_path):
    where = run_outside(
        installed,
        tmp_path,
        "-c",
        "import boardroom_sdk, importlib.metadata as m; "
        "print(boardroom_sdk.__file__); print(m.version('boardroom-sdk'))",
    ).split()
    assert where[0].startswith(str(installed.parents[1])) and not where[0].startswith(str(ROOT))
    assert where[1] == API_VERSION
    script = shutil.copy(EXAMPLE, tmp_path / EXAMPLE.name)
    played = json.loads(run_outside(installed, tmp_path, str(script), service.base_url, "corporate-anarchy"))
    assert (played["status"], played["model"]) == ("finished", "CorporateAnarchyTable")
    assert sorted(seat for group in played["ranking"] for seat in group) == [0, 1]
    # the server's own record of the table, read without the client
    table = httpx.get(f"{service.base_url}/v1/games/{played['id']}", timeout=30).json()
    assert (table["status"], table["version"]) == ("finished", played["version"])


def test_the_wheel_carries_the_readme_as_its_long_description(installed, tmp_path):
    """A developer trial found no README in either client package."""
    metadata = json.loads(run_outside(
        installed, tmp_path, "-c", "import importlib.metadata as m, json; d = m.metadata('boardroom-sdk'); "
        "print(json.dumps([d['Description-Content-Type'], d.get_payload()]))"))
    assert metadata[0] == "text/markdown"
    assert metadata[1].strip() == (CLIENT / "README.md").read_text().strip()
