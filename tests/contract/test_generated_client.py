"""A client generated from the committed openapi.yaml needs nothing else: the generator has no warning
about the document, and the example program that plays through it type-checks with mypy --strict."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.generated_client import EXAMPLE, PACKAGE, ROOT, generate


@pytest.fixture(scope="module")
def client_dir(tmp_path_factory) -> tuple[Path, str]:
    into = tmp_path_factory.mktemp("generated")
    return into, generate(into)


def test_the_generator_has_no_warning_about_the_document(client_dir):
    into, output = client_dir
    assert "warning" not in output.lower(), output
    assert (into / PACKAGE / "api" / "play" / "post_command.py").exists()
    assert (into / PACKAGE / "models" / "tabletop_climber_legal_moves.py").exists()


def test_the_example_player_type_checks_strictly_against_the_generated_client(client_dir, tmp_path):
    into, _ = client_dir
    # --follow-imports=silent: the program is checked strictly against the generated models' types;
    # the generator's own code is its authors' to type (its client.py is not --strict clean).
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--cache-dir", str(tmp_path / "mypy"),
         str(EXAMPLE)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, env={**os.environ, "MYPYPATH": str(into)},
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "Success: no issues found in 1 source file" in checked.stdout
