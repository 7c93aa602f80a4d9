"""`boardroom bot --config bot.toml` against the real processes (production configuration, rate limits on),
deciding with a Node engine over JSON lines: it seeks three rated games against the server's bots, is killed
(SIGKILL) mid-game, is started again, resumes that game and finishes all three."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from boardroom_sdk import Boardroom, GameFinish, GameStart

from tests.e2e.service_processes import ROOT

pytestmark = pytest.mark.e2e

ENGINE = ROOT / "examples" / "first_move_engine.mjs"
GAME = "bias-effect"  # the shortest of the five games against a server bot
RATED_GAMES = 3
DECISIONS_BEFORE_KILL = 3


def bot_toml(url: str, key_file: Path) -> str:
    return f"""
[server]
url = "{url}"
key_file = "{key_file.name}"

[play]
concurrency = 1

[seek]
games = ["{GAME}"]
players = [2]
rated = true
clock = {{ type = "move", seconds = 60 }}
bots_after_seconds = 0

[engine]
command = ["node", "{ENGINE}"]
"""


def start_runner(config: Path, log: Path) -> subprocess.Popen:
    return subprocess.Popen([str(Path(sys.executable).parent / "boardroom"), "bot", "--config", str(config)],
                            cwd=config.parent, stdout=log.open("ab"), stderr=subprocess.STDOUT)


def own_decisions(api: Boardroom, gid: str, seat: int) -> list[int]:
    """The versions at which ``seat`` decided (a decision's first event carries its `cmd`), from the history."""
    return [event["v"] for event in api.seat(gid).history() if event.get("cmd", {}).get("seat") == seat]


@pytest.mark.timeout(240)
def test_the_runner_plays_three_rated_games_through_a_kill(shared_service, tmp_path):
    log = tmp_path / "runner.log"
    with Boardroom(shared_service.base_url) as api:
        player = api.register(f"runner {uuid.uuid4().hex[:8]}")
        (tmp_path / "bot.key").write_text(player.key + "\n")
        config = tmp_path / "bot.toml"
        config.write_text(bot_toml(shared_service.base_url, tmp_path / "bot.key"))
        frames = api.player_frames(after="0-0")
        runner = start_runner(config, log)
        try:
            finished: list[GameFinish] = []
            killed_at: tuple[str, int, int] | None = None
            for frame in frames:
                assert runner.poll() is None, log.read_text()
                if isinstance(frame, GameStart) and killed_at is None:
                    first = frame
                    # await the first game's moves, then kill the runner mid-game by the pid this test started
                    for event in api.game_stream(frame.gid, after=0):
                        mine = event.get("cmd", {}).get("seat") == frame.seat
                        if mine and len(own_decisions(api, frame.gid, frame.seat)) >= DECISIONS_BEFORE_KILL:
                            break
                    runner.kill()
                    runner.wait(timeout=30)
                    killed_at = (frame.gid, frame.seat, api.game(frame.gid)["version"])
                    assert api.game(frame.gid)["status"] == "active"
                    runner = start_runner(config, log)
                if isinstance(frame, GameFinish):
                    finished.append(frame)
                    if len(finished) == RATED_GAMES:
                        break
        finally:
            runner.terminate()
            runner.wait(timeout=30)
        assert killed_at is not None
        gid, seat, version = killed_at
        assert [(game.status, game.rated, game.game) for game in finished] == [("finished", True, GAME)] * 3, \
            log.read_text()
        assert finished[0].gid == first.gid == gid
        decisions = own_decisions(api, gid, seat)
        assert any(v > version for v in decisions), "the restarted runner resumed the killed game"
        games = api.request("GET", f"/v1/players/{player.id}/games", params={"status": "finished"}).json()["games"]
        assert sorted(game["id"] for game in games) == sorted(game.gid for game in finished)
        assert all(game["rated"] for game in games)
        text = log.read_text()
        assert "resuming 1 games: " + gid in text, text
