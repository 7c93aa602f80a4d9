"""Every shell block of the README and of docs/guides/ runs as written against `boardroom run` (what `make run`
calls): one bash per document, its blocks in order, so the variables one block sets (a token, a rotated key)
are the ones the next block sends. A block that cannot run here says so with another info string (`text`)."""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from events.redis_server import free_port
from games import lifecycle

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs" / "guides").glob("*.md"))]
SHELL = {"sh", "bash", "shell", "console"}
FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```$", re.M | re.S)
BLOCK_MARK = "::guide-block::"


@dataclass(frozen=True)
class Block:
    info: str
    text: str
    line: int

    @property
    def runs(self) -> bool:
        return self.info.partition(" ")[0] in SHELL


def blocks(document: Path) -> list[Block]:
    """The document's fenced blocks, each with its info string and the line its fence opens on."""
    source = document.read_text()
    return [Block(m.group(1).strip(), m.group(2), source.count("\n", 0, m.start()) + 1)
            for m in FENCE.finditer(source)]


def script(document: Path) -> str:
    """The document's shell blocks as one bash script, each announced on the output before it runs."""
    parts = ["set -euo pipefail"]
    for number, block in enumerate(b for b in blocks(document) if b.runs):
        parts += [f"echo '{BLOCK_MARK}{number}'", block.text]
    return "\n".join(parts) + "\n"


def failure(document: Path, output: str, status: int | str) -> str:
    """Which block failed, its text and what it printed, for the assertion message."""
    ran = [b for b in blocks(document) if b.runs]
    marks = list(re.finditer(rf"^{BLOCK_MARK}(\d+)$", output, re.M))
    if not marks:
        return f"{document.name}: bash ended with {status} before its first block:\n{output[-4000:]}"
    block = ran[int(marks[-1].group(1))]
    printed = output[marks[-1].end():]
    return (f"{document.relative_to(ROOT)}: the block at line {block.line} ended with {status}\n"
            f"--- block ---\n{block.text}--- its output (last 4,000 characters) ---\n{printed[-4000:]}")


@pytest.fixture(scope="module")
def boardroom(tmp_path_factory):
    """`boardroom run` on a free port with a data directory of its own; the environment the blocks run in."""
    home = tmp_path_factory.mktemp("guides")
    port = free_port()
    venv_bin = Path(sys.executable).parent
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env.update(BOARDROOM_PORT=str(port), BOARDROOM_DATA_DIR=str(home / "var"), WEB_CONCURRENCY="1",
               BOARDROOM_ADMIN_TOKEN=secrets.token_urlsafe(24),
               # Production limits, but every guide creates its tables and players from 127.0.0.1.
               BOARDROOM_LIMIT_CREATE="600/minute",
               PATH=f"{venv_bin}{os.pathsep}{env.get('PATH', '')}")
    log = open(home / "run.log", "wb")  # noqa: SIM115 - lives with the process
    process = subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "run"], cwd=ROOT, env=env,
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_healthy(f"http://127.0.0.1:{port}", process, home / "run.log")
        # The blocks get the caller's PATH, not the virtualenv's: a guide names `.venv/bin/…` where it needs it.
        yield {**env, "PATH": os.environ.get("PATH", ""), "BOARDROOM": f"http://127.0.0.1:{port}"}, home
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


def wait_healthy(base_url: str, process: subprocess.Popen, log: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.TransportError):
            if httpx.get(f"{base_url}/healthz", timeout=5).status_code == 200:
                return
        if process.poll() is not None:
            break
        time.sleep(0.1)  # polling processes that are starting up, with a deadline
    raise RuntimeError(f"boardroom run not healthy:\n{log.read_text(errors='replace')[-4000:]}")


def workdir(home: Path, name: str) -> Path:
    """A directory of its own that looks like the repository's root to the blocks: they name
    `.venv/bin/…`, `examples/…` and `openapi.yaml`, and write their files (game.json, …) where they stand."""
    here = home / name
    here.mkdir()
    (here / ".venv").symlink_to(Path(sys.executable).parents[1])
    for name in ("examples", "openapi.yaml"):
        (here / name).symlink_to(ROOT / name)
    return here


def runs_to_the_end(boardroom, document: Path, name: str) -> None:
    """The document's shell blocks, run in order in a directory ``name`` of their own, all succeed."""
    env, home = boardroom
    ran = [b for b in blocks(document) if b.runs]
    assert ran, f"{document.name} has no shell block to run"
    pythonpath = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    try:
        done = subprocess.run(["bash", "-c", script(document)], cwd=workdir(home, name),
                              env={**env, "PYTHONPATH": pythonpath}, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=240)
    except subprocess.TimeoutExpired as stuck:
        pytest.fail(failure(document, (stuck.output or b"").decode(errors="replace"), "a timeout (240 s)"))
    output = done.stdout.decode(errors="replace")
    assert done.returncode == 0, failure(document, output, done.returncode)
    missing = [line for line in output.splitlines() if "is not in PATH" in line]
    assert not missing, f"a tool the guide runs looked for a program it lacks: {missing}"
    assert f"{BLOCK_MARK}{len(ran) - 1}\n" in output, "the last block never started"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d.name)
def test_every_shell_block_runs(boardroom, document):
    runs_to_the_end(boardroom, document, document.stem)


def test_the_bot_guide_runs_again_against_the_same_server(boardroom):
    """Issue 52 item 8: a second run of the bot guide got `409 name_taken` for the players the first made."""
    runs_to_the_end(boardroom, ROOT / "docs" / "guides" / "bots.md", "bots-again")


def test_the_bot_guide_names_the_lifecycle_new_tables_record():
    """Issue 52 item 8: the guide said tables record `"lifecycle": 2` when the server wrote 3."""
    guide = (ROOT / "docs" / "guides" / "bots.md").read_text()
    assert f"`VERSION` in `games/lifecycle.py` ({lifecycle.VERSION} now;" in guide


def test_every_block_says_what_it_is_and_what_is_not_run_is_listed():
    """A bare fence could hide a command the test never runs: every block names its language, and the blocks
    left out are listed by info string (shown with -rP)."""
    skipped: dict[str, list[str]] = {}
    for document in DOCUMENTS:
        found = blocks(document)
        bare = [b.line for b in found if not b.info]
        assert not bare, f"{document.name}: blocks without an info string at lines {bare}"
        for block in found:
            if not block.runs:
                first = block.text.splitlines()[0] if block.text.strip() else ""
                skipped.setdefault(block.info, []).append(f"{document.name}:{block.line}: {first[:80]}")
    for info, where in sorted(skipped.items()):
        print(f"not run ({info}):", *where, sep="\n  ")
    run_elsewhere = skipped.pop("js", [])  # the client guide's example: tests/e2e/test_typescript_package.py runs it
    assert all(where.startswith("clients.md:") for where in run_elsewhere), run_elsewhere
    assert set(skipped) <= {"text", "json"}, f"unexpected info strings: {sorted(skipped)}"
