"""Writes to Redis gathered and sent in one round trip, scripts included.

A fold used to write its read models one command (or script) at a time: the snapshot, the lobby, the player
history and the follow-up's bookkeeping were five round trips per command, and round trips (redis-py's
packing and parsing, a send and a receive on each side) were most of the projector's CPU (issue 35). redis-py's
own pipeline runs a script by first asking the server whether it has it (SCRIPT EXISTS, one more round trip
every time); here a script goes by EVALSHA alone, and only when the server lacks one (restarted, flushed) are
the scripts loaded and the whole batch sent again. So a batch must be safe to run twice: every write here
only moves a read model forward or removes what is already gone.

redis-py's cluster pipeline refuses scripts, and a batch's keys live on several masters anyway: on a cluster
the commands go one at a time, in order, as they did before.
"""

from __future__ import annotations

from typing import Any

import redis
from redis.cluster import RedisCluster
from redis.commands.core import Script
from redis.exceptions import NoScriptError


class OneRoundTrip:
    """Commands queued in order and sent together by ``execute`` (no transaction: each runs on its own)."""

    def __init__(self, client: redis.Redis):
        self._client = client
        self._calls: list[tuple[str, tuple, dict]] = []
        self._scripts: dict[str, Script] = {}
        self._cluster = isinstance(client, RedisCluster)

    def command(self, name: str, *args: Any, **options: Any) -> int:
        """Queue redis-py's ``name`` command; returns the index of its result in ``execute``'s list."""
        self._calls.append((name, args, options))
        return len(self._calls) - 1

    def script(self, script: Script, keys: list, args: list) -> int:
        """Queue a registered script; returns the index of its result."""
        self._scripts[script.sha] = script
        return self.command("evalsha", script.sha, len(keys), *keys, *args)

    def execute(self) -> list[Any]:
        """Send everything queued; returns each command's result in order, or raises the first error."""
        if not self._calls:
            return []
        if self._cluster:
            return [self._one(name, args, options) for name, args, options in self._calls]
        results = self._send()
        if any(isinstance(result, NoScriptError) for result in results):
            for script in self._scripts.values():
                self._client.script_load(script.script)
            results = self._send()
        for result in results:
            if isinstance(result, Exception):
                raise result
        return results

    def _one(self, name: str, args: tuple, options: dict) -> Any:
        if name == "evalsha":  # the script itself, which loads its source when the server lacks it
            sha, key_count, *rest = args
            return self._scripts[sha](keys=rest[:key_count], args=rest[key_count:])
        return getattr(self._client, name)(*args, **options)

    def _send(self) -> list[Any]:
        pipe = self._client.pipeline(transaction=False)
        for name, args, options in self._calls:
            getattr(pipe, name)(*args, **options)
        return pipe.execute(raise_on_error=False)
