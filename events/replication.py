"""Durability on failover: an append waits until enough replicas of its master hold it (Redis ``WAIT``).

``WAIT`` counts the replicas that acknowledged the writes of the connection it is sent on, so the append
script and the ``WAIT`` go down one connection, to the master of the game's slot. On a Redis Cluster that
master changes in a failover: a refused connection or a MOVED reply refreshes the slot map and the append
is tried again (it is idempotent on its expected version and key).
"""

from __future__ import annotations

import time
from typing import Any

import redis
from redis.cluster import RedisCluster
from redis.commands.core import Script
from redis.exceptions import ClusterDownError, MovedError, NoScriptError, ReadOnlyError, TryAgainError

ATTEMPTS = 6
FIRST_WAIT_SECONDS = 0.2  # then doubling: a failover takes the cluster's node timeout and an election


class NotReplicated(Exception):
    """The append reached the master, but fewer replicas than required confirmed it in time: a failover
    may lose it. A retry under the same idempotency key is safe."""

    def __init__(self, required: int, confirmed: int):
        super().__init__(f"{confirmed} of the {required} replicas required confirmed the append in time")
        self.required = required
        self.confirmed = confirmed


class Replication:
    """Runs a script, then ``WAIT required timeout``, on one connection to the master of the script's keys."""

    def __init__(self, client: redis.Redis, required: int, timeout_ms: int):
        self.client = client
        self.required = required
        self.timeout_ms = timeout_ms

    def _master(self, key: str) -> redis.Redis:
        if isinstance(self.client, RedisCluster):
            return self.client.get_redis_connection(self.client.get_node_from_key(key))
        return self.client

    def run(self, script: Script, keys: list[str], args: list[Any]) -> Any:
        """The script's reply, once ``required`` replicas hold its writes; raises NotReplicated otherwise."""
        for attempt in range(ATTEMPTS):
            master = self._master(keys[0])
            try:
                with master.pipeline(transaction=False) as pipe:
                    pipe.evalsha(script.sha, len(keys), *keys, *args)
                    pipe.execute_command("WAIT", self.required, self.timeout_ms)
                    reply, confirmed = pipe.execute()
            except NoScriptError:
                master.script_load(script.script)
                continue
            except (MovedError, ReadOnlyError, ClusterDownError, TryAgainError, redis.ConnectionError):
                if attempt == ATTEMPTS - 1 or not isinstance(self.client, RedisCluster):
                    raise
                time.sleep(FIRST_WAIT_SECONDS * 2**attempt)
                self.client.nodes_manager.initialize()  # a failover moved the slot: ask the cluster again
                continue
            if reply[0] == b"ok" and confirmed < self.required:
                raise NotReplicated(self.required, confirmed)
            return reply
        raise redis.ConnectionError("the append's master kept changing")
