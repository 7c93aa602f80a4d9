"""Whole Tabletop Climber games over HTTP against real gunicorn, projector and worker processes."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys

import pytest

from tests.e2e.api_client import Boardroom

pytestmark = pytest.mark.e2e

CLIMBER = "tabletop-climber"


@pytest.fixture
def boardroom(service):
    api = Boardroom(service.base_url)
    yield api
    api.close()


def assert_finished_with_breakdown(game: dict, seats: int) -> None:
    assert game["status"] == "finished" and game["to_act"] == []
    ranked = sorted(seat for group in game["result"]["ranking"] for seat in group)
    assert ranked == list(range(seats))
    for seat in range(seats):
        score = game["result"]["scores"][str(seat)]
        assert isinstance(score["total"], int) and len(score) > 1  # a total and its breakdown


def test_catalog_lists_tabletop_climber(boardroom):
    games = {g["slug"]: g for g in boardroom.catalog()["games"]}
    assert games[CLIMBER]["min_players"] == 3 and games[CLIMBER]["max_players"] == 4


def test_four_bots_play_a_game_to_the_end_and_its_audit_passes(boardroom, tmp_path):
    created = boardroom.create(CLIMBER, [{"bot": "normal"}, {"bot": "easy"}, {"bot": "normal"}, {"bot": "easy"}])
    seen = [event["type"] for event in boardroom.stream(created["id"])]  # ends when the game is finished
    assert seen[0] == "TableCreated" and seen[-2:] == ["GameFinished", "SeedRevealed"]
    assert_finished_with_breakdown(boardroom.game(created["id"]), 4)

    report = boardroom.audit(created["id"])
    assert report["ok"] and {c["name"] for c in report["checks"]} == {"chain", "seed", "decisions", "result"}
    exported = tmp_path / "game.ndjson"
    exported.write_text(boardroom.export(created["id"]))
    offline = subprocess.run([sys.executable, "-m", "service.runtime.cli", "audit", str(exported)], capture_output=True,
                             text=True, env={"PATH": os.environ["PATH"]}, timeout=120)
    assert offline.returncode == 0, offline.stdout + offline.stderr


def test_a_human_seat_plays_through_moves_and_commands_against_three_bots(boardroom):
    created = boardroom.create(CLIMBER, [{"name": "ann"}, {"bot": "normal"}, {"bot": "easy"}, {"bot": "normal"}])
    gid, token = created["id"], created["tokens"]["0"]
    rng = random.Random(7)
    version, commands = created["version"], 0
    while True:
        game = boardroom.game(gid, token)
        if game["status"] == "finished":
            break
        moves = boardroom.moves(gid, token)
        complete = [m for m in moves["moves"] if not m.get("template")]
        if complete:
            response = boardroom.command(gid, token, rng.choice(complete), version=moves["version"])
            assert response.status_code in (201, 409), response.text  # 409: a bot moved since /moves
            commands += response.status_code == 201
            continue
        assert 0 not in game["to_act"]
        version = game["version"]
        # Block until something happens after the version we saw (the stream's first event), no sleeping.
        next(iter(boardroom.stream(gid, token, after=version)), None)
    assert commands > 0
    assert_finished_with_breakdown(game, 4)


def test_a_killed_worker_does_not_stall_the_game(private_service):
    boardroom = Boardroom(private_service.base_url)
    try:
        created = boardroom.create(CLIMBER, [{"bot": "normal"}, {"bot": "normal"}, {"bot": "easy"}])
        live = boardroom.stream(created["id"], after=created["version"])
        next(live)  # a bot moved: the worker is up and playing
        private_service.kill("worker")
        private_service.start("worker")
        remaining = [event["type"] for event in live]
        assert remaining[-2:] == ["GameFinished", "SeedRevealed"]
        assert_finished_with_breakdown(boardroom.game(created["id"]), 3)
    finally:
        boardroom.close()


def test_sse_resumes_after_last_event_id(boardroom):
    created = boardroom.create(CLIMBER, [{"bot": "easy"}, {"bot": "easy"}, {"bot": "easy"}])
    total = len(list(boardroom.stream(created["id"])))
    frames = list(boardroom.sse(created["id"], last_event_id=total - 3))
    assert [int(frame_id) for frame_id, _, _ in frames] == [total - 2, total - 1, total]
    assert {kind for _, kind, _ in frames} == {"message"}, "EventSource.onmessage receives every frame"
    assert [data["type"] for _, _, data in frames][-2:] == ["GameFinished", "SeedRevealed"]


def test_demo_prints_a_bot_game_turn_by_turn(service):
    done = subprocess.run([sys.executable, "-m", "service.runtime.cli", "demo", "--url", service.base_url,
                           "--players", "3"], capture_output=True, text=True, timeout=300, env=service.env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any("The game is over; first:" in line for line in lines), "told as the game log tells it"
    assert not any("CardsPlayed" in line for line in lines), "every event has its summary, not its type and data"
    sheets = lines[lines.index("final score sheets:") + 1:]
    assert len(sheets) == 3 and all(re.match(r"  [1-3]\. .+ \(seat [1-3]\): .+", line) for line in sheets), sheets
