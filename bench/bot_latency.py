"""(6) Bot latency: time from the append that makes a bot seat active to that bot's move applied, with
RQ's default (forking) Worker and with SimpleWorker (in-process, what the Procfile runs).

Each round restarts the worker process from the Procfile's line with the class under test and plays
all-bot Climber games for a fixed time. Latencies come from the logs afterwards: replaying each game,
a seat becomes active at the ``at`` of the batch after which ``to_act`` first holds it, and its move
is applied at the ``at`` of its own command's batch (millisecond resolution). Rounds alternate the
classes; figures are over all rounds of a class.
"""

from __future__ import annotations

import time
from datetime import datetime

import httpx
import redis
from rq import Queue

from bench.processes import SIMPLE_WORKER, Stack, service_store
from bench.report import Result, latency_ms, median
from events.store import EventStore
from games import table as tables
from service.bootstrap import BATCH_QUEUE_NAME, QUEUE_NAME
from workers.dispatch import PENDING

CLASSES = {"SimpleWorker": SIMPLE_WORKER, "Worker": "rq.worker.Worker"}
GAMES_AT_ONCE = 2


def _epoch(at: str) -> float:
    return datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()


def bot_latencies(envelopes: list[dict]) -> list[float]:
    """Seconds from each bot seat becoming active to its command's events, for one game's log."""
    latencies = []
    active_since: dict[int, float] = {}
    table = None
    batch: list[dict] = []
    batches = []
    for envelope in envelopes:
        if "cmd" in envelope and batch:
            batches.append(batch)
            batch = []
        batch.append(envelope)
    if batch:
        batches.append(batch)
    for batch in batches:
        at = _epoch(batch[0]["at"])
        seat = batch[0].get("cmd", {}).get("seat")
        if isinstance(seat, int) and seat in active_since:
            latencies.append(at - active_since.pop(seat))
        table = tables.replay(batch, table)
        awaited = set(tables.to_act(table))
        for s in awaited:
            if table["seats"][s]["bot"]:
                active_since.setdefault(s, at)
        for s in list(active_since):
            if s not in awaited:
                del active_since[s]
    return latencies


def _round(stack: Stack, worker_class: str, seconds: float) -> tuple[list[float], int]:
    service = stack.service
    client = redis.Redis.from_url(service.redis_url)
    service.stop_process("worker")
    _forget_bot_turns(client)
    service.start("worker", service.worker_command(worker_class))
    service.worker_ready()
    store = service_store(client)
    gids = []
    seats = [{"bot": "normal"}, {"bot": "easy"}, {"bot": "normal"}, {"bot": "easy"}]
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            live = [gid for gid in gids if store.version(gid) and not _finished(store, gid)]
            while len(live) < GAMES_AT_ONCE:
                created = http.post("/v1/games", json={"game": "tabletop-climber", "seats": seats, "options": {}})
                created.raise_for_status()
                gids.append(created.json()["id"])
                live.append(gids[-1])
            time.sleep(0.2)  # checking on games the bots play by themselves
    service.stop_process("worker")
    latencies = []
    for gid in gids:
        latencies += bot_latencies(store.read(gid))
    client.close()
    return latencies, len(gids)


def _forget_bot_turns(client: redis.Redis) -> None:
    """Drop the queued and overdue bot turns of the games started so far (the worker is stopped): a round
    measures its own games, and no game of the bench plays on into the next round or the next benchmark
    (once, the audit bench ran while two such games were still being played, at load 1.7, and missed)."""
    for name in (QUEUE_NAME, BATCH_QUEUE_NAME):
        Queue(name, connection=client).empty()
    client.delete(PENDING)


def _finished(store: EventStore, gid: str) -> bool:
    last = store.read(gid, after=store.version(gid) - 1)
    return bool(last) and last[-1]["type"] == "SeedRevealed"


def run(stack: Stack) -> Result:
    rounds, seconds = (1, 6.0) if stack.quick else (2, 20.0)
    latencies: dict[str, list[float]] = {name: [] for name in CLASSES}
    games: dict[str, int] = dict.fromkeys(CLASSES, 0)
    try:
        for _ in range(rounds):
            for name, worker_class in CLASSES.items():
                measured, started = _round(stack, worker_class, seconds)
                latencies[name] += measured
                games[name] += started
    finally:
        service = stack.service
        if "worker" not in service.processes:
            with redis.Redis.from_url(service.redis_url) as client:
                _forget_bot_turns(client)
            service.start("worker")  # back to the Procfile's own line
            service.worker_ready()
    figures = {"rounds": rounds, "seconds_per_round": seconds, "games_at_once": GAMES_AT_ONCE}
    for name in CLASSES:
        figures[name] = {"moves": len(latencies[name]), "games": games[name],
                         "moves_per_s": round(len(latencies[name]) / (rounds * seconds), 1),
                         **latency_ms(latencies[name])}
    simple, forking = figures["SimpleWorker"], figures["Worker"]
    better = "SimpleWorker" if median(latencies["SimpleWorker"]) <= median(latencies["Worker"]) else "Worker"
    figures["better"] = better
    figures["ratio_p50_worker_vs_simple"] = round(forking["p50_ms"] / max(simple["p50_ms"], 0.001), 2)
    summary = (f"SimpleWorker p50/p95 {simple['p50_ms']}/{simple['p95_ms']} ms ({simple['moves_per_s']} moves/s) vs "
               f"Worker {forking['p50_ms']}/{forking['p95_ms']} ms ({forking['moves_per_s']} moves/s); "
               f"better: {better}")
    notes = [f"{better} has the lower latency: the Procfile should run it"
             + (" (it does)." if better == "SimpleWorker" else " (it runs SimpleWorker: change it)."),
             "RQ's default Worker forks a work horse for every job, which imports the job's module and "
             "builds its own container (Redis connections, registered scripts, an empty table cache) each "
             "time; SimpleWorker runs jobs in the worker process, keeping all three warm. A job that kills "
             "the process (not one that raises) takes a SimpleWorker down with it; the projector's sweeper "
             "re-enqueues the turn."]
    return Result("bots", "6. Bot latency", summary, figures, None, notes)
