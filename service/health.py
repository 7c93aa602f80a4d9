"""Is the whole service making progress? Redis answers, and a projector and a worker beat recently.

The projector beats into ``events.heartbeats`` once per loop; the RQ worker's comes from RQ's own worker registry.
"""

from __future__ import annotations

import time

import redis
from rq import Queue, Worker

from events import heartbeats


def reasons(client: redis.Redis, queue: Queue, stale_seconds: float) -> list[str]:
    """Why the service is not healthy; empty when it is."""
    try:
        client.ping()
        now = time.time()
        projector = heartbeats.latest(client, "projector")
        workers = [w.last_heartbeat.timestamp() for w in Worker.all(queue=queue) if w.last_heartbeat]
    except (redis.ConnectionError, redis.TimeoutError) as error:
        return [f"redis unreachable: {type(error).__name__}: {error}"]
    found = []
    if projector is None or now - projector > stale_seconds:
        found.append(f"no projector heartbeat in the last {stale_seconds:g}s")
    if not workers or now - max(workers) > stale_seconds:
        found.append(f"no worker heartbeat in the last {stale_seconds:g}s")
    return found
