"""The TypeScript client in clients/typescript: its npm install, its types generated from the committed
openapi.yaml, its strict compile and its program play.ts, run with Node as a front-end author would run them."""

from __future__ import annotations

import fcntl
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "typescript"
PROGRAM = CLIENT / "build" / "js" / "play.js"
INSTALL_HINT = "install Node.js 20 and npm (e.g. apt-get install -y nodejs npm, or https://nodejs.org)"


def require_node() -> None:
    """Fail, never skip, when node or npm is missing: the client is part of the contract the suite checks."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"{' and '.join(missing)} not on PATH: {INSTALL_HINT}", pytrace=False)


def run(*command: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """``command`` run in clients/typescript, its output captured; a non-zero exit is the caller's to judge."""
    executable = shutil.which(command[0])
    assert executable is not None, INSTALL_HINT
    return subprocess.run([executable, *command[1:]], cwd=CLIENT, capture_output=True, text=True, timeout=timeout)


def installed_as_locked() -> bool:
    """node_modules holds exactly what package-lock.json pins (npm's own record of the install says so), and the
    lock still matches package.json."""
    hidden = CLIENT / "node_modules" / ".package-lock.json"
    if not hidden.exists():
        return False
    lock = json.loads((CLIENT / "package-lock.json").read_text())
    manifest = json.loads((CLIENT / "package.json").read_text())
    root = lock["packages"][""]
    wanted = {name: packages for name, packages in lock["packages"].items() if name}
    return (json.loads(hidden.read_text())["packages"] == wanted
            and all(root.get(kind, {}) == manifest.get(kind, {}) for kind in ("dependencies", "devDependencies")))


def install() -> None:
    """``npm ci`` from the committed lock, unless node_modules already matches it; one pytest worker at a time,
    as two test modules install the same folder."""
    with open(Path(tempfile.gettempdir()) / "boardroom-typescript-client.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if installed_as_locked():
            return
        done = run("npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr


def generate() -> str:
    """build/openapi.ts generated afresh from the committed openapi.yaml; the generator's output (its warnings)."""
    done = run("npm", "run", "--silent", "generate", timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def compile_strictly() -> subprocess.CompletedProcess[str]:
    """``tsc --strict`` over play.ts and the generated types, writing build/js only when nothing fails to check."""
    return run("npx", "--no-install", "tsc", "--strict", "--noEmitOnError", "-p", ".", timeout=300)


def start_playing(base_url: str, game: str) -> subprocess.Popen[str]:
    """The compiled play.js, started on a game of ``game`` at ``base_url``; it prints its summary at the end."""
    node = shutil.which("node")
    assert node is not None, INSTALL_HINT
    return subprocess.Popen([node, str(PROGRAM), base_url, game], cwd=CLIENT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
