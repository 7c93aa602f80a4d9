"""`boardroom bot --config bot.toml` against the real processes (production configuration, rate limits on),
deciding with a Node engine over JSON lines: it seeks three rated games against the server's bots, is killed
(SIGKILL) mid-game, is started again, resumes that game and finishes all three."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from boardroom_sdk import Boardroom, Challenge, GameFinish, GameStart

from tests.e2e.service_processes import ROOT
from tests.support.progress import await_condition

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


CHALLENGES_ONLY = """
[server]
url = "{url}"
key = "{key}"

[challenges]
games = ["{game}"]
players = [2]
rated = false

[engine]
command = ["node", "{engine}"]
"""


def first_complete(moves: dict) -> dict | None:
    complete = [move for move in moves["moves"] if move.get("kind") != "template"]
    return complete[0] if complete else None


@pytest.mark.timeout(180)
def test_the_runner_declines_a_challenge_its_rules_refuse_and_plays_one_they_accept(shared_service, tmp_path):
    log = tmp_path / "runner.log"
    with Boardroom(shared_service.base_url) as runner_api, Boardroom(shared_service.base_url) as api:
        bot = runner_api.register(f"accepting {uuid.uuid4().hex[:8]}")
        api.register(f"challenger {uuid.uuid4().hex[:8]}", kind="human")
        config = tmp_path / "bot.toml"
        config.write_text(CHALLENGES_ONLY.format(url=shared_service.base_url, key=bot.key, game=GAME, engine=ENGINE))
        frames = iter(api.player_frames())
        runner = start_runner(config, log)
        try:
            rated = api.request("POST", "/v1/challenges", json={"game": GAME, "players": [bot.id], "rated": True})
            rated_id = rated.json()["id"]
            answered = next(f for f in frames if isinstance(f, Challenge) and f.challenge == rated_id
                            and f.status != "pending")
            assert answered.status == "declined", log.read_text()
            casual = api.request("POST", "/v1/challenges", json={"game": GAME, "players": [bot.id], "rated": False})
            casual_id = casual.json()["id"]
            started = next(f for f in frames if isinstance(f, Challenge) and f.challenge == casual_id
                           and f.status != "pending")
            assert started.status == "started" and started.gid, log.read_text()
            seat = api.seat(started.gid)
            for state in seat.states():
                if state["status"] == "active":
                    seat.play(first_complete, {"version": state["version"], "moves": state["moves"]})
            assert state["status"] == "finished", log.read_text()
            assert runner.poll() is None, log.read_text()
        finally:
            runner.terminate()
            assert runner.wait(timeout=30) == 0, log.read_text()
        bot_seat = next(s["seat"] for s in api.game(started.gid)["seats"] if s["player"] == bot.id)
        assert own_decisions(api, started.gid, bot_seat), "the runner's engine decided in the accepted game"


WAITING_SEEKER = """
[server]
url = "{url}"
key = "{key}"

[seek]
games = ["{game}"]
players = [2]
clock = {{ type = "move", seconds = 97 }}

[engine]
command = ["node", "{engine}"]
"""


@pytest.mark.timeout(180)
def test_a_runner_stopped_with_sigterm_cancels_its_waiting_seeks(shared_service, tmp_path):
    """A developer trial: a seek posted just before a stop was matched after it, stranding a game with an absent
    seat. The seek waits for people (no bots, a clock no other test seeks), so only the runner can close it."""
    log = tmp_path / "runner.log"
    with Boardroom(shared_service.base_url) as api:
        bot = api.register(f"stopping {uuid.uuid4().hex[:8]}")
        config = tmp_path / "bot.toml"
        config.write_text(WAITING_SEEKER.format(url=shared_service.base_url, key=bot.key, game=GAME, engine=ENGINE))
        runner = start_runner(config, log)
        try:
            [seek] = await_condition(lambda: api.request("GET", "/v1/seeks").json()["seeks"],
                                     what="the runner's seek")
            assert seek["status"] == "waiting"
        finally:
            os.kill(runner.pid, signal.SIGTERM)
            assert runner.wait(timeout=30) == 0, log.read_text()
        assert api.request("GET", "/v1/seeks").json()["seeks"] == [], log.read_text()
        assert api.request("GET", f"/v1/seeks/{seek['id']}").json()["status"] == "cancelled"
        assert f"seek {seek['id']} ({GAME} for 2 players) cancelled" in log.read_text()
