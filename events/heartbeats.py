"""Heartbeats of the long-running processes, so /healthz can tell a stalled service from a quiet one.

One sorted set: member ``<role>:<name>`` (e.g. ``projector:host-123``), score the Unix time of its
last beat.
"""

from __future__ import annotations

import time

import redis

HEARTBEATS = "br:{work}:heartbeats"


def beat(client: redis.Redis, member: str, now: float | None = None) -> None:
    """Record that ``member`` is alive now."""
    client.zadd(HEARTBEATS, {member: time.time() if now is None else now})


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
