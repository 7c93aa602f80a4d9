"""`make test` says first that the browser tests need Debian's Chromium, and how to install it (issue 52 item 6:
the README said "nothing else is needed", and on a machine without Chromium the browser tests failed late)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INSTALL = "apt-get install -y chromium"


def make(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "-s", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_the_check_fails_and_prints_the_install_command_when_chromium_is_missing(tmp_path):
    missing = make("check-chromium", f"CHROMIUM={tmp_path / 'chromium'}")
    assert missing.returncode != 0
    assert INSTALL in missing.stderr


def test_make_test_checks_before_the_suite_runs():
    # -n prints what `make test` would run, in order, running nothing
    planned = make("-n", "test").stdout
    assert "test -x /usr/bin/chromium" in planned and "pytest" in planned
    assert planned.index("test -x /usr/bin/chromium") < planned.index("pytest")


def test_the_readme_names_the_same_command():
    assert f"`{INSTALL}`" in (ROOT / "README.md").read_text()
