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
REPLICAS_SEEN_SECONDS = 1.0  # how long a master's count of connected replicas is trusted (ROLE)


class NotReplicated(Exception):
    """The append reached the master, but fewer replicas than required confirmed it in time: a failover
    may lose it. A retry under the same idempotency key is safe."""

    def __init__(self, required: int, confirmed: int):
        super().__init__(f"{confirmed} of the {required} replicas required confirmed the append in time")
        self.required = required
        self.confirmed = confirmed


class Replication:
    """Runs a script, then ``WAIT required timeout``, on one connection to the master of the script's keys."""

    def __init__(self, client: redis.Redis, required: int, timeout_ms: int, floor: int | None = None):
        """Wait for ``required`` replicas; with a lower ``floor``, for those a master has connected, down to
        the floor: a master whose replica is gone (or that was just promoted) keeps writing, alone."""
        self.client = client
        self.required = required
        self.timeout_ms = timeout_ms
        self.floor = required if floor is None else min(floor, required)
        self._replicas_seen: dict[tuple[str, int], tuple[float, int]] = {}

    def master_of(self, key: str) -> redis.Redis:
        """A connection to the master holding ``key``'s slot."""
        return self._master(key)

    def writable_alone(self, master: redis.Redis) -> bool:
        """Whether ``master`` has the replicas an append must wait for (always, when none is required)."""
        return self._to_wait_for(master) == 0 or self._connected_replicas(master) >= self._to_wait_for(master)

    def _connected_replicas(self, master: redis.Redis) -> int:
        role = master.execute_command("ROLE")
        return len(role[2]) if role and role[0] in (b"master", "master") else 0

    def _to_wait_for(self, master: redis.Redis) -> int:
        if self.floor >= self.required:
            return self.required
        address = master.connection_pool.connection_kwargs
        node = (address.get("host", ""), address.get("port", 0))
        seen = self._replicas_seen.get(node)
        now = time.monotonic()
        if seen is None or now - seen[0] > REPLICAS_SEEN_SECONDS:
            seen = (now, self._connected_replicas(master))
            self._replicas_seen[node] = seen
        return min(self.required, max(self.floor, seen[1]))

    def _master(self, key: str) -> redis.Redis:
        if isinstance(self.client, RedisCluster):
            return self.client.get_redis_connection(self.client.get_node_from_key(key))
        return self.client

    def run(self, script: Script, keys: list[str], args: list[Any], fence: str) -> Any:
        """The script's reply, once ``required`` replicas hold everything its master holds of the slot
        (``fence``, a key of the same slot, is written after it so that a reply that wrote nothing, a
        replayed response, is confirmed too); raises NotReplicated otherwise."""
        return self._confirmed(keys[0], fence, lambda pipe: pipe.evalsha(script.sha, len(keys), *keys, *args),
                               script)

    def confirm(self, fence: str) -> None:
        """Wait until ``required`` replicas hold everything the master of ``fence``'s slot holds."""
        self._confirmed(fence, fence, None, None)

    def _confirmed(self, key: str, fence: str, command, script: Script | None) -> Any:
        for attempt in range(ATTEMPTS):
            master = self._master(key)
            try:
                wait_for = self._to_wait_for(master)
                with master.pipeline(transaction=False) as pipe:
                    if command is not None:
                        command(pipe)
                    pipe.incr(fence)
                    pipe.execute_command("WAIT", wait_for, self.timeout_ms)
                    *reply, _, confirmed = pipe.execute()
            except NoScriptError:
                assert script is not None
                master.script_load(script.script)
                continue
            except (MovedError, ReadOnlyError, ClusterDownError, TryAgainError, redis.ConnectionError):
                if attempt == ATTEMPTS - 1 or not isinstance(self.client, RedisCluster):
                    raise
                time.sleep(FIRST_WAIT_SECONDS * 2**attempt)
                self.client.nodes_manager.initialize()  # a failover moved the slot: ask the cluster again
                continue
            if confirmed < wait_for:
                self._replicas_seen.clear()  # a replica may have gone: count them again next time
                raise NotReplicated(wait_for, confirmed)
            return reply[0] if reply else None
        raise redis.ConnectionError("the append's master kept changing")
