"""Heartbeats of the long-running processes, so /healthz can tell a stalled service from a quiet one.

One sorted set: member ``<role>:<name>`` (e.g. ``projector:host-123``), score the Unix time of its
last beat. A process killed with -9 never says it stopped, and every start has a new name (its pid): each
beat also forgets the members silent for ``FORGET_AFTER_SECONDS``, so the dead do not pile up.
"""

from __future__ import annotations

import time

import redis

HEARTBEATS = "br:{work}:heartbeats"
# Far beyond any staleness window (BOARDROOM_STALE_SECONDS, 15 s): a member this silent is dead, not slow.
FORGET_AFTER_SECONDS = 600.0


def beat(client: redis.Redis, member: str, now: float | None = None) -> None:
    """Record that ``member`` is alive now, and forget those silent for ``FORGET_AFTER_SECONDS``."""
    now = time.time() if now is None else now
    pipe = client.pipeline(transaction=False)
    pipe.zadd(HEARTBEATS, {member: now})
    pipe.zremrangebyscore(HEARTBEATS, "-inf", f"({now - FORGET_AFTER_SECONDS}")
    pipe.execute()


def forget(client: redis.Redis, member: str) -> None:
    """``member`` stopped on purpose."""
    client.zrem(HEARTBEATS, member)


def all_of(client: redis.Redis, role: str) -> dict[str, float]:
    """The last beat of each ``role`` process, by its name."""
    members = client.zrange(HEARTBEATS, 0, -1, withscores=True)
    return {member.decode().partition(":")[2]: score for member, score in members
            if member.decode().startswith(f"{role}:")}


def latest(client: redis.Redis, role: str) -> float | None:
    """The Unix time of the freshest beat of any ``role`` process, or None."""
    scores = [score for member, score in client.zrange(HEARTBEATS, 0, -1, withscores=True)
              if member.decode().startswith(f"{role}:")]
    return max(scores, default=None)
