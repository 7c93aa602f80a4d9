"""Issue 49: a real `boardroom monitor` process keeps what it saw across a kill -9. Its state file (the last
signed head, the tree's frontier, every game's logged heads) is what lets it catch a log that an operator
rebuilt from a rewritten game after it looked: a monitor starting fresh sees a consistent log."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from projections import transparency as tlog
from tests.audit.test_transparency_rewrite import batch_ends, operator_rewrites
from tests.e2e.api_client import Boardroom
from tests.support.progress import await_condition, await_games_finished, await_progress

pytestmark = pytest.mark.e2e

BOARDROOM = str(Path(sys.executable).parent / "boardroom")
def logged_to(base_url: str, gid: str, version: int) -> tuple[int, bool]:
    """The latest signed tree's size (0: none yet), and whether it includes the game's head at ``version``."""
    with httpx.Client(base_url=base_url, timeout=10) as http:
        leaves = http.get(f"/v1/transparency/games/{gid}/leaves").json()["leaves"]
        head = http.get("/v1/transparency/head")
        size = head.json()["size"] if head.status_code == 200 else 0
        return size, any(leaf["v"] == version and leaf["index"] < size for leaf in leaves)


def seen_by(state: Path, gid: str, version: int) -> bool:
    return state.exists() and str(version) in json.loads(state.read_text()).get("games", {}).get(gid, {})


def monitor_once(base_url: str, state: Path) -> subprocess.CompletedProcess:
    return subprocess.run([BOARDROOM, "monitor", base_url, "--state", str(state), "--once"],
                          capture_output=True, text=True, timeout=120)


def test_a_monitor_killed_and_started_again_catches_a_log_rebuilt_meanwhile(private_service, wired, tmp_path):
    api = Boardroom(private_service.base_url)
    gid = api.create("corporate-anarchy", [{"bot": "easy"}, {"bot": "easy"}])["id"]
    version = await_games_finished(api.http, [gid])[gid]["version"]
    api.close()
    await_progress(lambda: logged_to(private_service.base_url, gid, version), lambda logged: logged[1],
                   progress=lambda logged: logged[0], what="the signed tree's size, awaiting the game's head")

    state = tmp_path / "monitor.json"
    watching = subprocess.Popen([BOARDROOM, "monitor", private_service.base_url, "--state", str(state),
                                 "--interval", "1"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        await_condition(lambda: seen_by(state, gid, version), what="the monitor noting the game's head")
    finally:
        watching.kill()  # kill -9, by the pid this test started
        watching.wait(timeout=30)
    seen = json.loads(state.read_text())

    # Meanwhile the operator rewrites the finished game and rebuilds the log from it, signing with its key.
    forged = operator_rewrites(wired, gid)
    wired.redis.delete(tlog.NODES, tlog.LEAVES, tlog.DATA, tlog.SIZE, tlog.HEAD, tlog.HEADS,
                       f"{tlog.GAME_LEAVES}{gid}")
    tlog.append_leaves(wired.redis, [(gid, e["v"], e["hash"]) for e in batch_ends(forged)])
    await_condition(lambda: (tlog.TransparencyLog(wired.redis).head() or {}).get("size") == seen["head"]["size"]
                    and tlog.TransparencyLog(wired.redis).head()["root"] != seen["head"]["root"],
                    what="the rebuilt log's head")

    fresh = monitor_once(private_service.base_url, tmp_path / "fresh.json")
    assert fresh.returncode == 0, f"without a memory the rebuilt log looks whole: {fresh.stderr}"
    restarted = monitor_once(private_service.base_url, state)
    assert restarted.returncode == 2, restarted.stdout + restarted.stderr
    assert "CHECK FAILED" in restarted.stderr and seen["head"]["root"] in restarted.stderr
