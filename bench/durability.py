"""(9) Durability: what `appendfsync always` costs against `everysec`, and what each lost when the
redis-server process was killed (-9) under writers.

Cost: the append path of bench/append.py (EventStore.append, 4 threads, whole Tabletop Climber games)
against a private redis-server per setting. Loss: writers append one event per command and note every
acknowledged version; the server is killed -9 mid-write, restarted on its AOF, and every acknowledged
version is looked for.
"""

from __future__ import annotations

import threading
import time

import redis

from bench.append import THREADS, store_round
from bench.processes import Stack
from bench.report import Result, Target, median
from bench.workload import play_climber
from events.redis_server import free_port, start_redis
from events.store import EventStore

SETTINGS = ("always", "everysec")


def _cost(stack: Stack, fsync: str, games, rounds: int) -> float:
    process, url = start_redis(stack.work_dir / f"fsync-cost-{fsync}", fsync=fsync)
    try:
        events = sum(len(g.envelopes) for thread_games in games for g in thread_games)
        return median([events / store_round(url, games, f"{fsync}{r}") for r in range(rounds)])
    finally:
        process.terminate()
        process.wait(timeout=30)


def _loss(stack: Stack, fsync: str, trial: int, seconds: float) -> tuple[int, int]:
    """(acknowledged appends, of which lost) over one kill -9 of the server."""
    data_dir = stack.work_dir / f"fsync-loss-{fsync}-{trial}"
    port = free_port()
    process, url = start_redis(data_dir, port=port, fsync=fsync)
    acknowledged: list[list[tuple[str, int]]] = [[] for _ in range(THREADS)]
    killed = threading.Event()

    def write(i: int) -> None:
        store = EventStore(redis.Redis.from_url(url, socket_timeout=5))
        gid, version = f"loss-{i}", 0
        while not killed.is_set():
            try:
                version = store.append(gid, [{"type": "Noted", "n": version}], expected=version,
                                       cmd={"type": "note"}).version
            except redis.RedisError:
                return
            acknowledged[i].append((gid, version))

    writers = [threading.Thread(target=write, args=(i,)) for i in range(THREADS)]
    for writer in writers:
        writer.start()
    time.sleep(seconds)  # the writers run this long before the fault
    process.kill()
    killed.set()
    process.wait(timeout=30)
    for writer in writers:
        writer.join(timeout=30)
    process, url = start_redis(data_dir, port=port, fsync=fsync)
    try:
        store = EventStore(redis.Redis.from_url(url))
        acked = [pair for per_thread in acknowledged for pair in per_thread]
        kept = {gid: store.version(gid) for gid in {gid for gid, _ in acked}}
        return len(acked), sum(1 for gid, version in acked if version > kept[gid])
    finally:
        process.terminate()
        process.wait(timeout=30)


def run(stack: Stack) -> Result:
    rounds, per_thread, trials, seconds = (2, 1, 2, 1.0) if stack.quick else (3, 2, 5, 3.0)
    played = [play_climber(seed) for seed in range(THREADS * per_thread)]
    games = [played[i::THREADS] for i in range(THREADS)]
    rates = {fsync: _cost(stack, fsync, games, rounds) for fsync in SETTINGS}
    losses = {fsync: [_loss(stack, fsync, trial, seconds) for trial in range(trials)] for fsync in SETTINGS}
    ratio = rates["always"] / rates["everysec"]
    figures = {
        "threads": THREADS, "rounds": rounds,
        **{f"{fsync}_events_per_s": round(rates[fsync]) for fsync in SETTINGS},
        "always_over_everysec": round(ratio, 3),
        "kill_trials": trials, "seconds_before_kill": seconds,
        **{f"{fsync}_acknowledged": sum(a for a, _ in losses[fsync]) for fsync in SETTINGS},
        **{f"{fsync}_lost": [lost for _, lost in losses[fsync]] for fsync in SETTINGS},
    }
    summary = (f"always {figures['always_events_per_s']} events/s vs everysec {figures['everysec_events_per_s']} "
               f"(ratio {ratio:.2f}); lost on kill -9 over {trials} runs: always "
               f"{sum(figures['always_lost'])} of {figures['always_acknowledged']}, everysec "
               f"{sum(figures['everysec_lost'])} of {figures['everysec_acknowledged']}")
    return Result("durability", "9. Durability", summary, figures,
                  Target("always ÷ everysec events/s", ratio, ">=", 0.25))
