"""(10) Redis memory: bytes per event at peak and once every game is over, for concurrent bot games
played by the Procfile's processes.

Peak is the highest ``used_memory`` sampled while the games run, retained is ``used_memory`` once
every game is finished and its jobs are gone; both are net of the memory in use before the games
started, divided by the events the games wrote. Transient state (queued jobs, job hashes, results)
should not dwarf what the games keep: peak ≤ 2 × retained.
"""

from __future__ import annotations

import time

import httpx
import redis
from rq import Queue
from rq.registry import StartedJobRegistry

from bench.processes import Stack, service_store
from bench.report import Result, Target
from events.store import EventStore
from service.bootstrap import QUEUE_NAME

GAME, SEATS = "bias-effect", [{"bot": "easy"}, {"bot": "easy"}]  # about 60 bot moves a game


def _finished(store: EventStore, gid: str) -> bool:
    last = store.read(gid, after=max(0, store.version(gid) - 1))
    return bool(last) and last[-1]["type"] == "SeedRevealed"


def run(stack: Stack) -> Result:
    games, limit = (10, 300) if stack.quick else (100, 1800)
    service = stack.service
    client = redis.Redis.from_url(service.redis_url)
    store = service_store(client)
    baseline = client.info("memory")["used_memory"]
    peak = baseline
    with httpx.Client(base_url=service.base_url, timeout=60) as http:
        gids = []
        for _ in range(games):
            created = http.post("/v1/games", json={"game": GAME, "seats": SEATS})
            created.raise_for_status()
            gids.append(created.json()["id"])
    started = time.monotonic()
    pending = list(gids)
    while pending:
        if time.monotonic() - started > limit:
            raise RuntimeError(f"{len(pending)} of {games} games unfinished after {limit} s")
        peak = max(peak, client.info("memory")["used_memory"])
        pending = [gid for gid in pending if not _finished(store, gid)]
        time.sleep(0.2)  # sampling memory while the bots play
    # The last scoring jobs may still be on their way out of RQ.
    queue = Queue(QUEUE_NAME, connection=client)
    while queue.count or StartedJobRegistry(queue=queue).count:
        peak = max(peak, client.info("memory")["used_memory"])
        time.sleep(0.2)  # sampling until the queue is empty
    retained = client.info("memory")["used_memory"]
    events = sum(store.version(gid) for gid in gids)
    client.close()
    peak_per_event = (peak - baseline) / events
    retained_per_event = (retained - baseline) / events
    ratio = peak_per_event / retained_per_event
    figures = {
        "games": games, "game": GAME, "seats": len(SEATS), "events": events,
        "seconds": round(time.monotonic() - started, 1),
        "baseline_bytes": baseline, "peak_bytes": peak, "retained_bytes": retained,
        "peak_bytes_per_event": round(peak_per_event), "retained_bytes_per_event": round(retained_per_event),
        "peak_over_retained": round(ratio, 2),
    }
    summary = (f"{games} concurrent bot games, {events} events: {figures['peak_bytes_per_event']} B/event at peak, "
               f"{figures['retained_bytes_per_event']} B/event retained (peak ÷ retained {ratio:.2f})")
    return Result("memory", "10. Redis memory", summary, figures,
                  Target("peak ÷ retained bytes/event", ratio, "<=", 2.0))
