"""A Python client generated from the committed openapi.yaml, as a client author would make one."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PACKAGE = "boardroom_client"
EXAMPLE = ROOT / "examples" / "generated_client_player.py"


def generate(into: Path) -> str:
    """Generate the client package into ``into``/boardroom_client; the generator's output (its warnings)."""
    done = subprocess.run(
        [BIN / "openapi-python-client", "generate", "--path", ROOT / "openapi.yaml", "--output-path",
         into / PACKAGE, "--meta", "none"],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"},  # its ruff post-hook
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def example_player(client_dir: Path) -> ModuleType:
    """examples/generated_client_player.py, importing the client generated into ``client_dir``."""
    if str(client_dir) not in sys.path:
        sys.path.insert(0, str(client_dir))
    spec = importlib.util.spec_from_file_location("generated_client_player", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
