"""Per-partition backoff: a partition that cannot take writes never holds the workers (issue 36, item 2).

During a failover, bot jobs of the blocked games each held a worker for 1-2 s in ``WAIT``, failed, and were
queued again every stall: bot games on healthy masters took 37-269 s instead of 2-11 s. Now a job whose
append finds its partition unwritable (``not_replicated``, or its master unreachable) records a backoff for
the partition, exponential and capped, on the queue's Redis (shared by every worker), and asks RQ to run it
again once the backoff ends (it returns ``rq.Retry``: the same job id, scheduled by RQ's own scheduler, so
the sweeper sees it live and queues no duplicate). A job of a partition backing off is deferred at once,
before it reads the store: no ``WAIT``, no worker held. When the backoff has ended, the first job probes the
partition's master (its connected replicas, one ``ROLE``) before writing, and a success forgets the backoff.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import math
import time
from collections.abc import Callable
from typing import Any

import redis
from redis.exceptions import ClusterDownError, ReadOnlyError, TryAgainError
from rq import Retry

from events.keys import partition_of
from events.store import NotReplicated

log = logging.getLogger(__name__)

FIRST_SECONDS = 1.0
CAP_SECONDS = 30.0  # assumed: a cluster failover takes its node timeout (15 s by default) plus an election
FORGET_SECONDS = 60.0  # a record outlives its backoff this long, so a failure soon after doubles it
# A job's append waits this long at most for its replicas (BOARDROOM_REPLICA_TIMEOUT_MS if lower): a healthy
# replica answers within milliseconds, and a worker held longer only delays every other partition's turns.
JOB_REPLICA_TIMEOUT_MS = 250
# A deferral is a retry to RQ, which fails the job after this many: far beyond any outage at the cap (3 days).
MAX_DEFERRALS = 10_000
# What says the partition cannot take writes now; anything else is the job's own failure.
UNWRITABLE: tuple[type[Exception], ...] = (NotReplicated, redis.ConnectionError, redis.TimeoutError,
                                           ClusterDownError, TryAgainError, ReadOnlyError)

# KEYS: the partition's record. ARGV: now (ms), first and cap (ms), forget (ms). Returns the ms to wait.
# A failure while a backoff runs (another worker's, at the same moment) leaves it as it is.
_FAILED = """
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if ends > now then return ends - now end
local delay = tonumber(redis.call('HGET', KEYS[1], 'delay') or '0')
if delay == 0 then delay = tonumber(ARGV[2]) else delay = math.min(delay * 2, tonumber(ARGV[3])) end
redis.call('HSET', KEYS[1], 'until', now + delay, 'delay', delay)
redis.call('PEXPIRE', KEYS[1], delay + tonumber(ARGV[4]))
return delay
"""


def for_workers(settings: Any) -> Any:
    """The worker process's settings: its appends wait for replicas no longer than JOB_REPLICA_TIMEOUT_MS."""
    return dataclasses.replace(settings, replica_timeout_ms=min(settings.replica_timeout_ms, JOB_REPLICA_TIMEOUT_MS))


def backoff_key(partition: int) -> str:
    return f"br:{{work}}:backoff:{partition}"


class PartitionBackoff:
    """The backoff records of the partitions, on the queue's Redis."""

    def __init__(self, client: redis.Redis):
        self.redis = client
        self._failed = client.register_script(_FAILED)

    def state(self, partition: int, now: float | None = None) -> float | None:
        """Seconds the partition still backs off; 0.0 when its backoff ended but is remembered; None when
        it has none."""
        ends = self.redis.hget(backoff_key(partition), "until")
        if ends is None:
            return None
        now = time.time() if now is None else now
        return max(0.0, int(ends) / 1000 - now)

    def failed(self, partition: int, now: float | None = None) -> float:
        """Record that the partition refused a write; returns the seconds to wait before trying again."""
        now = time.time() if now is None else now
        waited = self._failed(keys=[backoff_key(partition)],
                              args=[int(now * 1000), int(FIRST_SECONDS * 1000), int(CAP_SECONDS * 1000),
                                    int(FORGET_SECONDS * 1000)])
        return int(waited) / 1000

    def succeeded(self, partition: int) -> None:
        self.redis.delete(backoff_key(partition))


def deferral(seconds: float) -> Retry:
    """RQ's retry of the running job after ``seconds``: its scheduler keeps whole seconds, rounded down,
    so one more second makes sure it runs after the backoff, not just before it."""
    return Retry(max=MAX_DEFERRALS, interval=max(1, math.ceil(seconds)) + 1)


def deferred_while_unwritable(wiring: Callable[[], Any]) -> Callable:
    """Decorate a job whose first argument is a game id: defer it while the game's partition backs off, and
    back the partition off when its write is refused. ``wiring()`` gives the process's container."""

    def decorate(job: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(job)
        def guarded(gid: str, *args: Any) -> Any:
            wired = wiring()
            partition = partition_of(gid, wired.settings.partitions)
            backoff = PartitionBackoff(wired.queue_redis)
            remaining = backoff.state(partition)
            if remaining:
                return deferral(remaining)
            try:
                if remaining is not None and not _writable(wired.store, gid):
                    raise NotReplicated(wired.store.replication.required, 0)
                done = job(gid, *args)
            except UNWRITABLE as refused:
                seconds = backoff.failed(partition)
                log.warning("partition %s cannot take writes (%s: %s): its jobs wait %.1f s", partition,
                            type(refused).__name__, refused, seconds)
                return deferral(seconds)
            if remaining is not None:
                backoff.succeeded(partition)
                log.warning("partition %s takes writes again", partition)
            return done

        return guarded

    return decorate


def _writable(store: Any, gid: str) -> bool:
    """Whether the master of the game's partition has the replicas an append waits for (one ``ROLE``)."""
    replication = store.replication
    return replication.writable_alone(replication.master_of(store.keys(gid).meta))
