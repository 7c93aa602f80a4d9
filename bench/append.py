"""(2) Append path: EventStore.append (seal and hash chain, Lua script with expected version) against a
raw redis-py XADD loop writing the same stored envelopes, with the same number of connections.

Payloads are whole Tabletop Climber games played in-process; each thread appends its own games batch
by batch, as the command handler does (one append per command, expected version = the one it read).
Both run on database 1 of the private Redis, which no projector reads.
"""

from __future__ import annotations

import threading
import time

import redis

from bench.processes import Stack
from bench.report import Result, Target, median
from bench.workload import PlayedGame, play_climber
from events.seeds import chain_key
from events.store import EventStore

THREADS = 4


def _parallel(work, threads: int) -> float:
    barrier = threading.Barrier(threads + 1)

    def body(i: int) -> None:
        barrier.wait()
        work(i)

    pool = [threading.Thread(target=body, args=(i,)) for i in range(threads)]
    for thread in pool:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in pool:
        thread.join()
    return time.perf_counter() - started


def store_round(url: str, games: list[list[PlayedGame]], tag: str) -> float:
    """Seconds to append every game's batches through the event store."""
    stores = [EventStore(redis.Redis.from_url(url)) for _ in games]

    def work(i: int) -> None:
        store = stores[i]
        for game in games[i]:
            gid = f"{tag}-{game.gid}"
            version = 0
            for cmd, events in game.batches:
                version = store.append(gid, events, expected=version, cmd=cmd,
                                       chain_key=chain_key(game.gid, gid)).version

    try:
        return _parallel(work, len(games))
    finally:
        for store in stores:
            store.redis.close()


def raw_round(url: str, games: list[list[PlayedGame]], tag: str) -> float:
    """Seconds to XADD the same stored envelopes, one XADD per event, to one stream per game."""
    clients = [redis.Redis.from_url(url) for _ in games]
    payloads = [[(f"raw:{tag}-{g.gid}", g.stored) for g in thread_games] for thread_games in games]

    def work(i: int) -> None:
        client = clients[i]
        for key, stored in payloads[i]:
            for v, envelope in enumerate(stored, 1):
                client.xadd(key, {"e": envelope}, id=f"{v}-0")

    try:
        return _parallel(work, len(games))
    finally:
        for client in clients:
            client.close()


def run(stack: Stack) -> Result:
    rounds, per_thread = (2, 2) if stack.quick else (5, 4)
    url = stack.redis.url_db(1)
    flush = redis.Redis.from_url(url)
    played = [play_climber(seed) for seed in range(THREADS * per_thread)]
    games = [played[i::THREADS] for i in range(THREADS)]
    events = sum(len(g.envelopes) for g in played)
    appends = sum(len(g.batches) for g in played)
    store_rates, raw_rates, ratios = [], [], []
    for r in range(rounds):
        flush.flushdb()
        # Alternate the order so neither side always runs on a warmer (or busier) machine.
        first, second = (store_round, raw_round) if r % 2 == 0 else (raw_round, store_round)
        times = {first: first(url, games, f"r{r}"), second: second(url, games, f"r{r}")}
        store_rates.append(events / times[store_round])
        raw_rates.append(events / times[raw_round])
        ratios.append(store_rates[-1] / raw_rates[-1])
    flush.flushdb()
    flush.close()
    ratio = median(ratios)
    figures = {
        "threads": THREADS, "rounds": rounds, "games": len(played), "events": events, "appends": appends,
        "events_per_append": round(events / appends, 2),
        "store_events_per_s": round(median(store_rates)), "raw_xadd_events_per_s": round(median(raw_rates)),
        "store_appends_per_s": round(median(store_rates) * appends / events),
        "ratio": round(ratio, 3), "ratios": [round(x, 3) for x in ratios],
    }
    summary = (f"{figures['store_events_per_s']} events/s ({figures['store_appends_per_s']} appends/s) vs raw XADD "
               f"{figures['raw_xadd_events_per_s']} events/s (ratio {ratio:.2f})")
    return Result("append", "2. Append path", summary, figures, Target("store ÷ raw XADD", ratio, ">=", 0.50))
