"""Engines decide: each is given one turn (a dict) and answers one move. A Python callable `module:function`,
or any executable that reads one JSON line per turn on stdin and writes one JSON line back, kept running
from turn to turn."""

from __future__ import annotations

import importlib
import json
import logging
import subprocess
import sys
from collections.abc import Callable
from typing import Any, Protocol

from boardroom_sdk.runner.config import EngineConfig

Json = dict[str, Any]
log = logging.getLogger("boardroom_sdk.runner")


class EngineError(RuntimeError):
    """The engine gave no usable answer (it died, or wrote something that is no move)."""


class Engine(Protocol):
    def decide(self, turn: Json) -> Json: ...

    def close(self) -> None: ...


class CallableEngine:
    """A Python function of the turn that returns the answer: the move, or {"move": …} / {"index": n}."""

    def __init__(self, function: Callable[[Json], Json]):
        self.function = function

    def decide(self, turn: Json) -> Json:
        return self.function(turn)

    def close(self) -> None:
        pass


class ProcessEngine:
    """A child process, started on the first turn and again if it exits; stderr is the runner's."""

    def __init__(self, command: list[str], cwd: str | None = None):
        self.command = command
        self.cwd = cwd
        self.process: subprocess.Popen[str] | None = None

    def _running(self) -> subprocess.Popen[str]:
        if self.process is None or self.process.poll() is not None:
            if self.process is not None:
                log.warning("engine exited with %s; starting it again", self.process.returncode)
            self.process = subprocess.Popen(self.command, cwd=self.cwd, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
        return self.process

    def decide(self, turn: Json) -> Json:
        process = self._running()
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(json.dumps(turn, separators=(",", ":")) + "\n")
            process.stdin.flush()
        except BrokenPipeError as error:
            raise EngineError(f"engine {self.command[0]} closed its input") from error
        line = process.stdout.readline()
        if not line:
            raise EngineError(f"engine {self.command[0]} exited without answering")
        try:
            answer = json.loads(line)
        except ValueError as error:
            raise EngineError(f"engine answered a line that is not JSON: {line[:200]!r}") from error
        if not isinstance(answer, dict):
            raise EngineError(f"engine answered {line[:200]!r}, not a JSON object")
        return answer

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()  # end of input: the engine's cue to exit
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def engine_of(config: EngineConfig) -> Engine:
    if config.command is not None:
        return ProcessEngine(config.command, None if config.cwd is None else str(config.cwd))
    assert config.callable is not None
    for folder in config.path:
        sys.path.insert(0, str(folder))
    module, _, name = config.callable.partition(":")
    function = getattr(importlib.import_module(module), name, None)
    if not callable(function):
        raise EngineError(f"engine.callable: {config.callable} is not a function")
    return CallableEngine(function)


def chosen(answer: Json, moves: list[Json]) -> Json:
    """The command an engine's answer names: {"index": n} (the n-th of the turn's moves, counted from 0),
    {"move": {…}} (a listed move, or a template filled in), or the command itself (a dict with a `type`)."""
    if "index" in answer:
        index = answer["index"]
        if type(index) is not int or not 0 <= index < len(moves):
            raise EngineError(f"engine answered index {index!r}; the turn lists {len(moves)} moves")
        if is_template(moves[index]):
            raise EngineError(f"engine answered index {index}, a template: fill it in and answer it as move")
        return moves[index]
    command = answer.get("move", answer if "type" in answer else None)
    if not isinstance(command, dict) or "type" not in command:
        raise EngineError(f"engine answered {json.dumps(answer)[:200]}: expected {{\"index\": n}} or {{\"move\": …}}")
    return command


def is_template(move: Json) -> bool:
    return move.get("kind") == "template" or move.get("template") is True
