"""Heartbeats of the long-running processes: a process killed -9 never says it stopped, and each start has
a new name, so the living forget the long-silent (issue 36, item 8)."""

from __future__ import annotations

import time

from events import heartbeats


def test_a_beat_forgets_the_members_silent_for_longer_than_the_horizon(redis_client):
    now = time.time()
    heartbeats.beat(redis_client, "projector:dead-1", now=now - heartbeats.FORGET_AFTER_SECONDS - 5)
    heartbeats.beat(redis_client, "projector:slow-2", now=now - 60)  # stale for /healthz, not yet forgotten
    heartbeats.beat(redis_client, "projector:alive-3", now=now)
    assert set(heartbeats.all_of(redis_client, "projector")) == {"slow-2", "alive-3"}
    assert heartbeats.latest(redis_client, "projector") == now
