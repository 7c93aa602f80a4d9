"""Is the whole service making progress? Redis answers, and a projector and a worker beat recently.

The projector beats into ``events.heartbeats`` once per loop; the RQ worker's comes from RQ's own worker registry.
"""

from __future__ import annotations

import time
from typing import Any

import redis
from rq import Queue
from rq.utils import utcparse
from rq.worker_registration import get_keys

from events import heartbeats
from events.connection import OUTAGE_ERRORS, REDIS_ERRORS
from events.keys import feed_key
from events.store import EventStore
from projections import leases


def reasons(client: redis.Redis, queue: Queue, stale_seconds: float) -> list[str]:
    """Why the service is not healthy; empty when it is."""
    try:
        client.ping()
        now = time.time()
        projector = heartbeats.latest(client, "projector")
        workers = _worker_heartbeats(queue)
    except OUTAGE_ERRORS as error:
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


# -- GET /v1/health: readiness, with what is wrong where (issue 36, item 4) -----------------------------------

def report(store: EventStore, queues: list[Queue], stale_seconds: float) -> dict[str, Any]:
    """Each partition's master (ok, read-only: it cannot confirm appends, down), the projectors' leases and
    beats, the workers of each queue and its depth; ``status`` is down when no partition takes commands,
    degraded when anything else is wrong."""
    now = time.time()
    partitions = _partitions(store)
    projectors = _projectors(store, now, stale_seconds)
    workers, queue = _queues(queues, now, stale_seconds)
    if all(state != "ok" for state in partitions.values()):
        status = "down"
    elif (any(state != "ok" for state in partitions.values()) or projectors["unleased"] or not projectors["alive"]
          or not queue["reachable"] or not all(workers.values())):
        status = "degraded"
    else:
        status = "ok"
    return {"status": status, "partitions": partitions, "projectors": projectors, "workers": workers, "queue": queue}


def _partitions(store: EventStore) -> dict[str, str]:
    states: dict[tuple, str] = {}
    found = {}
    for partition in range(store.partitions):
        try:
            master = store.replication.master_of(feed_key(partition))
            address = master.connection_pool.connection_kwargs
            node = (address.get("host"), address.get("port"))
            if node not in states:
                master.ping()
                states[node] = "ok" if store.replication.writable_alone(master) else "read-only"
            found[str(partition)] = states[node]
        except REDIS_ERRORS:
            found[str(partition)] = "down"
    return found


def _projectors(store: EventStore, now: float, stale_seconds: float) -> dict[str, Any]:
    try:
        beats = heartbeats.all_of(store.redis, "projector")
        held = leases.holders(store.redis, store.partitions)
    except REDIS_ERRORS:
        return {"alive": [], "unleased": list(range(store.partitions)), "holders": {}}
    alive = sorted(name for name, beat in beats.items() if now - beat <= stale_seconds)
    holders = {str(p): h.decode() for p, h in enumerate(held) if h is not None}
    return {"alive": alive, "unleased": [p for p, h in enumerate(held) if h is None], "holders": holders}


def _queues(queues: list[Queue], now: float, stale_seconds: float) -> tuple[dict[str, int], dict[str, Any]]:
    try:
        workers = {q.name: sum(1 for beat in _worker_heartbeats(q) if now - beat <= stale_seconds) for q in queues}
        depth = {q.name: q.count for q in queues}
    except REDIS_ERRORS:
        return {q.name: 0 for q in queues}, {"reachable": False, "depth": {}}
    return workers, {"reachable": True, "depth": depth}
