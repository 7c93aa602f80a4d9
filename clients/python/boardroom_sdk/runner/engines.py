"""Engines decide: each is given one turn (a dict) and answers one move. A Python callable `module:function`,
or any executable that reads one JSON line per turn on stdin and writes one JSON line back, kept running
from turn to turn."""

from __future__ import annotations

import importlib
import json
import logging
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any, Protocol

from boardroom_sdk.runner.config import EngineConfig

Json = dict[str, Any]
log = logging.getLogger("boardroom_sdk.runner")
CLOCK_MARGIN_SECONDS = 2.0  # kept back from the seat's deadline for the move's post to arrive in time
SHORTEST_LIMIT_SECONDS = 0.5


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
    """A child process, started on the first turn and again if it exits or is killed for answering too late;
    stderr is the runner's."""

    def __init__(self, command: list[str], cwd: str | None = None, timeout_seconds: float = 30.0):
        self.command = command
        self.cwd = cwd
        self.timeout_seconds = timeout_seconds
        self.process: subprocess.Popen[str] | None = None
        self.lines: queue.Queue[str] = queue.Queue()

    def _running(self) -> subprocess.Popen[str]:
        if self.process is None or self.process.poll() is not None:
            if self.process is not None:
                log.warning("engine exited with %s; starting it again", self.process.returncode)
            self.process = subprocess.Popen(self.command, cwd=self.cwd, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
            # each process has its own queue, so a killed one's late answer never reaches the next turn
            self.lines = queue.Queue()
            threading.Thread(target=_forward, args=(self.process.stdout, self.lines), daemon=True,
                             name="engine-stdout").start()
        return self.process

    def decide(self, turn: Json) -> Json:
        process = self._running()
        assert process.stdin is not None
        try:
            process.stdin.write(json.dumps(turn, separators=(",", ":")) + "\n")
            process.stdin.flush()
        except BrokenPipeError as error:
            raise EngineError(f"engine {self.command[0]} closed its input") from error
        limit = answer_limit(turn, self.timeout_seconds)
        try:
            line = self.lines.get(timeout=limit)
        except queue.Empty:
            process.kill()
            process.wait()
            raise EngineError(f"engine {self.command[0]} did not answer within {limit:.1f} s: killed, "
                              "started again on the next turn") from None
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
        return ProcessEngine(config.command, None if config.cwd is None else str(config.cwd),
                             config.timeout_seconds)
    assert config.callable is not None
    for folder in config.path:
        sys.path.insert(0, str(folder))
    module, _, name = config.callable.partition(":")
    function = getattr(importlib.import_module(module), name, None)
    if not callable(function):
        raise EngineError(f"engine.callable: {config.callable} is not a function")
    return CallableEngine(function)


def _forward(stdout: Iterable[str], lines: queue.Queue[str]) -> None:
    """The engine's stdout, line by line, then "" at its end."""
    for line in stdout:
        lines.put(line)
    lines.put("")


def answer_limit(turn: Json, most: float) -> float:
    """How long the engine may think: `most`, or less when the seat's clock runs out sooner (less a margin)."""
    seat = next((seat for seat in turn.get("seats") or [] if seat.get("seat") == turn.get("seat")), None)
    deadline = ((seat or {}).get("clock") or {}).get("deadline")
    if not deadline:
        return most
    left = (datetime.fromisoformat(deadline) - datetime.now(UTC)).total_seconds() - CLOCK_MARGIN_SECONDS
    return max(SHORTEST_LIMIT_SECONDS, min(most, left))


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
