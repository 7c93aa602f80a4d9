"""The bot runner's config and engines without a server (beside its end-to-end test): every documented key read,
bad configs refused with the key named, and both kinds of engine answering a turn."""

from __future__ import annotations

import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from boardroom_sdk.frames import GameFinish
from boardroom_sdk.runner.config import ConfigError, load, parse
from boardroom_sdk.runner.engines import (
    CallableEngine,
    EngineError,
    ProcessEngine,
    answer_limit,
    chosen,
    engine_of,
)
from boardroom_sdk.runner.summary import finish_line

from tests.e2e.service_processes import ROOT

MOVES = [{"type": "pass", "kind": "command", "label": "Pass"},
         {"type": "bid", "kind": "template", "fields": {}}]
TURN = {"gid": "g", "game": "bias-effect", "seat": 0, "version": 7, "view": {}, "clock": None, "moves": MOVES}


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bot.toml"
    path.write_text(textwrap.dedent(text))
    return path


def test_every_key_of_the_guides_config_is_read(tmp_path, monkeypatch):
    monkeypatch.setenv("MY_BOT_KEY", "pk_from_env")
    config = load(write(tmp_path, """
        [server]
        url = "http://127.0.0.1:8000/"
        key_env = "MY_BOT_KEY"
        [play]
        concurrency = 2
        [seek]
        games = ["bias-effect", "tabletop-climber"]
        players = [2, 4]
        rated = true
        clock = { type = "move", seconds = 60 }
        bots_after_seconds = 30
        bot_levels = ["easy", "hard"]
        [challenges]
        games = ["bias-effect"]
        players = [2]
        rated = false
        clocks = ["move", "none"]
        [engine]
        command = ["node", "engine.mjs"]
        cwd = "engines"
        timeout_seconds = 20
        """))
    assert (config.url, config.key, config.concurrency) == ("http://127.0.0.1:8000", "pk_from_env", 2)
    assert config.seek is not None and config.seek.players == [2, 4] and config.seek.rated
    assert config.seek.clock == {"type": "move", "seconds": 60} and config.seek.bots_after_seconds == 30
    assert config.seek.bot_levels == ["easy", "hard"]
    assert config.challenges is not None
    assert (config.challenges.rated, config.challenges.clocks) == ([False], ["move", "none"])
    assert config.engine.command == ["node", "engine.mjs"] and config.engine.cwd == tmp_path / "engines"
    assert config.engine.timeout_seconds == 20


def test_the_key_may_be_in_a_file_beside_the_config(tmp_path):
    (tmp_path / "bot.key").write_text("pk_in_a_file\n")
    config = load(write(tmp_path, """
        [server]
        url = "http://x"
        key_file = "bot.key"
        [challenges]
        games = ["bias-effect"]
        [engine]
        callable = "engine:decide"
        """))
    assert config.key == "pk_in_a_file" and config.seek is None and config.concurrency == 1


@pytest.mark.parametrize(("change", "named"), [
    ({"server": {"url": "http://x"}}, "exactly one of key"),
    ({"server": {"url": "http://x", "key": "a", "key_env": "B"}}, "exactly one of key"),
    ({"play": {"concurrency": 0}}, "play.concurrency"),
    ({"play": {"concurrency": True}}, "play.concurrency"),
    ({"seek": {"games": []}}, "seek.games"),
    ({"seek": {"games": ["bias-effect"], "players": [0]}}, "seek.players"),
    ({"seek": {"games": ["bias-effect"], "clock": "fast"}}, "seek.clock"),
    ({"seek": {"games": ["bias-effect"], "bot_levels": "hard"}}, "seek.bot_levels"),
    ({"seek": None}, "nothing to do"),
    ({"challenges": {"games": ["bias-effect"], "clocks": ["blitz"]}}, "challenges.clocks"),
    ({"engine": {}}, "engine: give exactly one"),
    ({"engine": {"callable": "no_colon"}}, "engine.callable"),
    ({"engine": {"command": []}}, "engine.command"),
    ({"engine": {"command": "engine", "timeout_seconds": 0}}, "engine.timeout_seconds"),
])
def test_a_bad_config_is_refused_naming_its_key(tmp_path, change, named):
    raw = {"server": {"url": "http://x", "key": "pk_1"}, "seek": {"games": ["bias-effect"]},
           "engine": {"command": "engine"}}
    raw.update(change)
    raw = {name: table for name, table in raw.items() if table is not None}
    with pytest.raises(ConfigError, match=named):
        parse(raw, tmp_path)


def test_answers_name_a_listed_move_or_a_filled_template():
    assert chosen({"index": 0}, MOVES) == MOVES[0]
    filled = {"type": "bid", "chips": 2}
    assert chosen({"move": filled}, MOVES) == filled
    assert chosen(filled, MOVES) == filled
    for bad in ({"index": 1}, {"index": 2}, {"index": True}, {"move": None}, {"nothing": 1}):
        with pytest.raises(EngineError):
            chosen(bad, MOVES)


def test_a_json_lines_engine_stays_up_across_turns_and_is_restarted_when_it_exits(tmp_path):
    engine = ProcessEngine(["node", str(ROOT / "examples" / "first_move_engine.mjs")])
    try:
        assert engine.decide(TURN) == {"index": 0}
        first = engine.process
        assert engine.decide(TURN) == {"index": 0} and engine.process is first
        first.kill()
        first.wait()
        assert engine.decide(TURN) == {"index": 0} and engine.process is not first
    finally:
        engine.close()
    assert engine.process.returncode == 0  # its input closed, it exited by itself


def test_an_engine_that_answers_no_json_is_an_engine_error(tmp_path):
    engine = ProcessEngine([sys.executable, "-c", "import sys; sys.stdin.readline(); print('e2e4', flush=True)"])
    try:
        with pytest.raises(EngineError, match="not JSON"):
            engine.decide(TURN)
    finally:
        engine.close()


HANGS_WHEN_ASKED = """
import json, sys, time
for line in sys.stdin:
    if json.loads(line).get("hang"):
        time.sleep(3600)
    print(json.dumps({"index": 0}), flush=True)
"""


def test_an_engine_that_does_not_answer_in_time_is_killed_and_the_next_turn_is_answered(tmp_path):
    engine = engine_of(parse({"server": {"url": "http://x", "key": "pk_1"}, "seek": {"games": ["bias-effect"]},
                              "engine": {"command": [sys.executable, "-c", HANGS_WHEN_ASKED],
                                         "timeout_seconds": 0.5}}, tmp_path).engine)
    assert isinstance(engine, ProcessEngine)
    try:
        assert engine.decide(TURN) == {"index": 0}
        hung = engine.process
        with pytest.raises(EngineError, match="did not answer within 0.5 s"):
            engine.decide({**TURN, "hang": True})
        assert hung.returncode is not None  # killed, not left running beside its successor
        assert engine.decide(TURN) == {"index": 0} and engine.process is not hung
    finally:
        engine.close()


def test_the_answer_limit_stops_short_of_the_seats_deadline():
    def turn(seconds_left: float) -> dict:
        deadline = (datetime.now(UTC) + timedelta(seconds=seconds_left)).isoformat()
        return {**TURN, "seats": [{"seat": 1, "clock": None}, {"seat": 0, "clock": {"deadline": deadline}}]}

    assert answer_limit(TURN, 30.0) == 30.0  # untimed
    assert 7.0 < answer_limit(turn(10), 30.0) <= 8.0  # 10 s left, 2 s kept back for the post
    assert answer_limit(turn(3600), 30.0) == 30.0
    assert answer_limit(turn(-5), 30.0) == 0.5  # already late: a short look rather than none


def test_a_callable_engine_is_imported_from_the_configs_path(tmp_path):
    (tmp_path / "my_engine.py").write_text("def decide(turn):\n    return {'index': len(turn['moves']) - 2}\n")
    config = parse({"server": {"url": "http://x", "key": "pk_1"}, "seek": {"games": ["bias-effect"]},
                    "engine": {"callable": "my_engine:decide", "path": ["."]}}, tmp_path)
    engine = engine_of(config.engine)
    assert isinstance(engine, CallableEngine)
    assert chosen(engine.decide(TURN), MOVES) == MOVES[0]


def finish(seat: int, result, rated: bool = True, status: str = "finished") -> GameFinish:
    return GameFinish(id="1-0", gid="g1", game="bias-effect", seat=seat, rated=rated, status=status, result=result)


def test_a_finished_game_is_logged_on_one_short_line():
    """A developer trial of the runner saw each game's whole result dict, kilobytes, on one log line."""
    breakdown = {"total": 42, "rounds": [{"round": n, "bid": n, "points": n} for n in range(200)]}
    result = {"ranking": [[1, 2], [0]], "scores": {"0": {**breakdown, "total": 7}, "1": breakdown, "2": breakdown}}
    assert finish_line(finish(2, result)) == "game g1 (bias-effect) finished: place 1 of 2 (tied), score 42, rated"
    unrated = finish(0, result, rated=False)
    assert finish_line(unrated) == "game g1 (bias-effect) finished: place 2 of 2, score 7, unrated"
    resigned = {"ranking": [[1], [0]], "scores": {"0": {"total": None}, "1": {"total": None}}, "resigned": [0],
                "forfeits": []}
    assert finish_line(finish(0, resigned)) == "game g1 (bias-effect) finished: place 2 of 2, resigned, rated"
    assert finish_line(finish(0, None, status="aborted")) == "game g1 (bias-effect) aborted, rated"
