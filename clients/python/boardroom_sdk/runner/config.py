"""A bot's `bot.toml`, read with tomllib and checked before the runner starts: where to play, as whom, what
to seek or accept, and the engine that decides."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

Json = dict[str, Any]
Value = TypeVar("Value")
CLOCK_TYPES = ("move", "fischer", "correspondence", "none")


class ConfigError(ValueError):
    """A config the runner cannot start from; the message names the key."""


@dataclass(frozen=True)
class Seeking:
    games: list[str]
    players: list[int]
    rated: bool
    clock: Json | None
    bots_after_seconds: float | None
    bot_levels: list[str] = field(default_factory=list)  # the levels that fill a seek's seats, one seek each in turn


@dataclass(frozen=True)
class Accepting:
    games: list[str]
    players: list[int]
    rated: list[bool]
    clocks: list[str]  # clock types, "none" for an untimed table


@dataclass(frozen=True)
class EngineConfig:
    command: list[str] | None  # an executable speaking JSON lines
    callable: str | None  # or a Python `module:function`
    cwd: Path | None
    path: list[Path] = field(default_factory=list)  # put on sys.path before importing `callable`
    timeout_seconds: float = 30.0  # the longest a command may take to answer a turn


@dataclass(frozen=True)
class BotConfig:
    url: str
    key: str
    concurrency: int
    seek: Seeking | None
    challenges: Accepting | None
    engine: EngineConfig


def load(path: str | Path) -> BotConfig:
    """The config at ``path``; relative paths in it (key_file, engine cwd and path) are from its folder."""
    path = Path(path)
    try:
        raw = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"{path}: {error}") from error
    return parse(raw, path.parent)


def parse(raw: Json, home: Path) -> BotConfig:
    server = _table(raw, "server")
    play = _table(raw, "play", required=False)
    concurrency = _get(play, "play.concurrency", int, 1)
    if concurrency < 1:
        raise ConfigError("play.concurrency: at least 1")
    seek = _seeking(raw["seek"]) if "seek" in raw else None
    challenges = _accepting(raw["challenges"]) if "challenges" in raw else None
    if seek is None and challenges is None:
        raise ConfigError("nothing to do: give [seek] or [challenges] (or both)")
    return BotConfig(url=_get(server, "server.url", str).rstrip("/"), key=_key(server, home),
                     concurrency=concurrency, seek=seek, challenges=challenges,
                     engine=_engine(_table(raw, "engine"), home))


def _key(server: Json, home: Path) -> str:
    given = [name for name in ("key", "key_file", "key_env") if name in server]
    if len(given) != 1:
        raise ConfigError("server: give exactly one of key, key_file, key_env")
    if "key" in server:
        return _get(server, "server.key", str)
    if "key_file" in server:
        file = home / _get(server, "server.key_file", str)
        try:
            return file.read_text().strip()
        except OSError as error:
            raise ConfigError(f"server.key_file: {error}") from error
    name = _get(server, "server.key_env", str)
    if not os.environ.get(name):
        raise ConfigError(f"server.key_env: the environment variable {name} is not set")
    return os.environ[name]


def _seeking(seek: Json) -> Seeking:
    clock = seek.get("clock")
    if clock is not None and not isinstance(clock, dict):
        raise ConfigError("seek.clock: a table such as {type = \"move\", seconds = 60}")
    bots_after = seek.get("bots_after_seconds")
    if bots_after is not None and not isinstance(bots_after, int | float):
        raise ConfigError("seek.bots_after_seconds: a number of seconds")
    return Seeking(games=_strings(seek, "seek.games"), players=_counts(seek, "seek.players", [2]),
                   rated=_get(seek, "seek.rated", bool, False), clock=clock, bots_after_seconds=bots_after,
                   bot_levels=_strings(seek, "seek.bot_levels", required=False))


def _accepting(challenges: Json) -> Accepting:
    rated = challenges.get("rated", [True, False])
    rated = [rated] if isinstance(rated, bool) else rated
    if not isinstance(rated, list) or not rated or not all(isinstance(item, bool) for item in rated):
        raise ConfigError("challenges.rated: true, false, or [true, false]")
    clocks = challenges.get("clocks", list(CLOCK_TYPES))
    if not isinstance(clocks, list) or not all(clock in CLOCK_TYPES for clock in clocks):
        raise ConfigError(f"challenges.clocks: a list of {', '.join(CLOCK_TYPES)}")
    return Accepting(games=_strings(challenges, "challenges.games"),
                     players=_counts(challenges, "challenges.players", [2, 3, 4, 5, 6]), rated=rated, clocks=clocks)


def _engine(engine: Json, home: Path) -> EngineConfig:
    command, function = engine.get("command"), engine.get("callable")
    if (command is None) == (function is None):
        raise ConfigError("engine: give exactly one of command (an executable) or callable (module:function)")
    if command is not None:
        command = [command] if isinstance(command, str) else command
        if not isinstance(command, list) or not command or not all(isinstance(part, str) for part in command):
            raise ConfigError("engine.command: a program and its arguments, e.g. [\"node\", \"engine.js\"]")
    if function is not None and (not isinstance(function, str) or function.count(":") != 1):
        raise ConfigError("engine.callable: module:function")
    timeout = engine.get("timeout_seconds", 30.0)
    if not isinstance(timeout, int | float) or isinstance(timeout, bool) or timeout <= 0:
        raise ConfigError("engine.timeout_seconds: a number of seconds above 0")
    cwd = engine.get("cwd")
    return EngineConfig(command=command, callable=function, cwd=home / cwd if isinstance(cwd, str) else home,
                        path=[home / folder for folder in _strings(engine, "engine.path", required=False)],
                        timeout_seconds=float(timeout))


def _table(raw: Json, name: str, required: bool = True) -> Json:
    value = raw.get(name, None if required else {})
    if not isinstance(value, dict):
        raise ConfigError(f"[{name}]: a table is required")
    return value


def _get(table: Json, name: str, kind: type[Value], default: Value | None = None) -> Value:
    value = table.get(name.rsplit(".", 1)[-1], default)
    # bool is an int to Python, never a count here
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ConfigError(f"{name}: a {kind.__name__} is required")
    return value


def _strings(table: Json, name: str, required: bool = True) -> list[str]:
    value = table.get(name.rsplit(".", 1)[-1], None if required else [])
    if not isinstance(value, list) or (required and not value) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{name}: a list of strings is required")
    return value


def _counts(table: Json, name: str, default: list[int]) -> list[int]:
    value = table.get(name.rsplit(".", 1)[-1], default)
    if not isinstance(value, list) or not value or not all(type(v) is int and v > 0 for v in value):
        raise ConfigError(f"{name}: a list of player counts is required")
    return value
