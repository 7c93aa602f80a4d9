"""Is the whole service making progress? Redis answers, and a projector and a worker beat recently.

The projector beats into ``events.heartbeats`` once per loop; the RQ worker's comes from RQ's own worker registry.
"""

from __future__ import annotations

import time

import redis
from rq import Queue
from rq.utils import utcparse
from rq.worker_registration import get_keys

from events import heartbeats


def reasons(client: redis.Redis, queue: Queue, stale_seconds: float) -> list[str]:
    """Why the service is not healthy; empty when it is."""
    try:
        client.ping()
        now = time.time()
        projector = heartbeats.latest(client, "projector")
        workers = _worker_heartbeats(queue)
    except (redis.ConnectionError, redis.TimeoutError) as error:
        return [f"redis unreachable: {type(error).__name__}: {error}"]
    found = []
    if projector is None or now - projector > stale_seconds:
        found.append(f"no projector heartbeat in the last {stale_seconds:g}s")
    if not workers or now - max(workers) > stale_seconds:
        found.append(f"no worker heartbeat in the last {stale_seconds:g}s")
    return found


def _worker_heartbeats(queue: Queue) -> list[float]:
    """The last heartbeat of each worker of ``queue``, read from RQ's registry (on the queue's Redis,
    which need not be the event store's) without building RQ
    ``Worker`` objects: building one raises the socket timeout of the client's whole pool (RQ sizes it
    for its blocking dequeue), and the web's streams rely on that timeout to size their blocking reads."""
    beats = [queue.connection.hget(key, "last_heartbeat") for key in get_keys(queue=queue)]
    return [utcparse(beat.decode()).timestamp() for beat in beats if beat]
