"""(7) Peer: the same append workload on Boardroom's event store and on the Python ``eventsourcing`` library.

Workload: N games × M events, appended one event per command with optimistic concurrency, games
interleaved (round-robin) from one client thread, for at most a few seconds per store and round.
Boardroom: ``EventStore.append(gid, [event], expected=version)`` (database 1 of the private Redis,
AOF everysec). eventsourcing: an ``Application`` saving an ``Aggregate`` whose method triggers one
event per call (the library's own optimistic concurrency: a unique (originator id, version)
constraint), with its SQLite recorder (WAL, a file in the same work directory as the Redis AOF) and,
when PostgreSQL is reachable, its PostgreSQL recorder (in a schema of its own, dropped afterwards).
Event payloads are the data of real Climber events.

Beside the rates, the same run measures what bounds their ratio: the microseconds a ×3 leaves each append,
one redis-py PING's round trip to the same Redis (an acknowledged append waits for at least one), and the
client's own CPU per append. On these 2-core virtual machines a round trip that wakes the other, idle vCPU
costs about 100 µs of CPU on each side (redis-benchmark: 43,000 PINGs/s with client and server pinned to one
core, 7,000/s across two), so one PING alone takes more than the whole budget.
"""

from __future__ import annotations

import functools
import os
import time

import redis

from bench.processes import Stack
from bench.report import Result, Target, median
from bench.workload import play_climber
from events.seeds import chain_key
from events.store import EventStore

TIMES_THE_PEER = 3.0  # the target: Boardroom's appends/s over the slowest recorder's
POSTGRES = {"dbname": "test", "host": "127.0.0.1", "port": 5432, "user": "postgres"}


def _payloads(games: int, events: int) -> list[list[dict]]:
    """``games`` lists of ``events`` real Climber game events (type, seat, data)."""
    out = []
    seed = 20_000
    while len(out) < games:
        played = play_climber(seed)
        seed += 1
        flat = [e for _, batch in played.batches for e in batch]
        if len(flat) >= events:
            out.append(flat[:events])
    return out


def boardroom_round(url: str, payloads: list[list[dict]], tag: str, seconds: float) -> tuple[float, float]:
    """Appends per second, over at most ``seconds``, and this process's CPU seconds (user and system) per append."""
    store = EventStore(redis.Redis.from_url(url))
    gids = [f"peer-{tag}-{i}" for i in range(len(payloads))]
    keys = [chain_key("bench", gid) for gid in gids]  # keyed, as the service appends
    done = 0
    started, cpu = time.perf_counter(), time.process_time()
    deadline = started + seconds
    for m in range(len(payloads[0])):
        for gid, key, events in zip(gids, keys, payloads, strict=True):
            store.append(gid, [events[m]], expected=m, chain_key=key)
        done += len(gids)
        if time.perf_counter() > deadline:
            break
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    store.redis.close()
    return done / elapsed, cpu / done


def ping_seconds(url: str, pings: int = 2000) -> float:
    """Seconds per PING through redis-py, one after another: the least any acknowledged append waits here."""
    client = redis.Redis.from_url(url)
    client.ping()
    started = time.perf_counter()
    for _ in range(pings):
        client.ping()
    elapsed = time.perf_counter() - started
    client.close()
    return elapsed / pings


@functools.cache
def _game_aggregate():
    """The aggregate class, defined once (eventsourcing registers it by topic); imported lazily."""
    from eventsourcing.domain import Aggregate, event

    class Game(Aggregate):
        """A game whose every command records one event."""

        def __init__(self, slug: str):
            self.slug = slug

        @event("Happened")
        def happen(self, type: str, seat: int | None, data: dict) -> None:
            pass

    return Game


def eventsourcing_round(env: dict[str, str], payloads: list[list[dict]], seconds: float) -> float:
    """Appends per second, over at most ``seconds``."""
    from eventsourcing.application import Application

    game_class = _game_aggregate()
    app = Application(env=env)
    try:
        aggregates = [game_class("climber") for _ in payloads]
        for aggregate in aggregates:
            app.save(aggregate)  # the created event: the table's opening, not timed
        done = 0
        started = time.perf_counter()
        deadline = started + seconds
        for m in range(len(payloads[0])):
            for aggregate, events in zip(aggregates, payloads, strict=True):
                aggregate.happen(**events[m])
                app.save(aggregate)
            done += len(aggregates)
            if time.perf_counter() > deadline:
                break
        elapsed = time.perf_counter() - started
        assert app.repository.get(aggregates[0].id).version == done // len(aggregates) + 1
        return done / elapsed
    finally:
        app.close()


def _postgres_schema(name: str, drop: bool = False) -> str | None:
    """Create (or drop) a schema of our own; None with the reason when PostgreSQL is not reachable."""
    try:
        import psycopg

        with psycopg.connect(**POSTGRES, connect_timeout=3, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE" if drop else f"CREATE SCHEMA IF NOT EXISTS {name}")
    except Exception as error:  # no server, no driver, no database: skip with the reason
        return f"{type(error).__name__}: {str(error).strip()[:200]}"
    return None


def run(stack: Stack) -> Result:
    rounds, games, events, seconds = (1, 10, 40, 3.0) if stack.quick else (3, 20, 100, 8.0)
    payloads = _payloads(games, events)
    appends = games * events
    url = stack.redis.url_db(1)
    flush = redis.Redis.from_url(url)
    schema = f"bench_peer_{os.getpid()}"
    pg_skip = _postgres_schema(schema)
    notes = []
    if pg_skip:
        notes.append(f"PostgreSQL recorder skipped: {pg_skip}")
        print(f"peer: PostgreSQL not reachable, its recorder is skipped ({pg_skip})", flush=True)
    rates: dict[str, list[float]] = {"boardroom": [], "sqlite": [], "postgres": []}
    client_cpu, pings = [], []
    try:
        for r in range(rounds):
            flush.flushdb()
            pings.append(ping_seconds(url))
            rate, cpu = boardroom_round(url, payloads, f"r{r}", seconds)
            rates["boardroom"].append(rate)
            client_cpu.append(cpu)
            db = stack.work_dir / f"peer-{r}.sqlite"
            rates["sqlite"].append(eventsourcing_round(
                {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(db)}, payloads, seconds))
            if not pg_skip:
                _postgres_schema(schema, drop=True)
                _postgres_schema(schema)
                rates["postgres"].append(eventsourcing_round({
                    "PERSISTENCE_MODULE": "eventsourcing.postgres", "POSTGRES_DBNAME": POSTGRES["dbname"],
                    "POSTGRES_HOST": POSTGRES["host"], "POSTGRES_PORT": str(POSTGRES["port"]),
                    "POSTGRES_USER": POSTGRES["user"], "POSTGRES_PASSWORD": "", "POSTGRES_SCHEMA": schema,
                    "CREATE_TABLE": "y",
                }, payloads, seconds))
    finally:
        flush.flushdb()
        flush.close()
        if not pg_skip:
            _postgres_schema(schema, drop=True)
    figures = {"games": games, "events_per_game": events, "appends_at_most": appends, "rounds": rounds,
               "seconds_per_round_at_most": seconds, "threads": 1,
               **{f"{name}_appends_per_s": round(median(values)) for name, values in rates.items() if values}}
    ratios = {name: median([b / p for b, p in zip(rates["boardroom"], rates[name], strict=True)])
              for name in ("sqlite", "postgres") if rates[name]}
    figures.update({f"ratio_vs_{name}": round(value, 2) for name, value in ratios.items()})
    # What bounds the ratio, in the same run: the microseconds ×3 leaves an append (a third of the SQLite
    # recorder's, which never leaves its process), against one PING's round trip and the client's own CPU.
    figures.update(boardroom_us_per_append=round(1e6 / figures["boardroom_appends_per_s"]),
                   boardroom_client_cpu_us_per_append=round(median(client_cpu) * 1e6),
                   ping_round_trip_us=round(median(pings) * 1e6),
                   sqlite_us_per_append=round(1e6 / figures["sqlite_appends_per_s"]),
                   us_per_append_for_x3=round(1e6 / (TIMES_THE_PEER * figures["sqlite_appends_per_s"])))
    if pg_skip:
        figures["postgres_skipped"] = pg_skip
    worst = min(ratios.values())
    parts = [f"Boardroom {figures['boardroom_appends_per_s']} appends/s "
             f"({figures['boardroom_us_per_append']} µs each, {figures['boardroom_client_cpu_us_per_append']} µs of "
             f"client CPU; one PING {figures['ping_round_trip_us']} µs; ×3 needs ≤ {figures['us_per_append_for_x3']})",
             f"eventsourcing+SQLite {figures['sqlite_appends_per_s']} (×{ratios['sqlite']:.2f})"]
    if "postgres" in ratios:
        parts.append(f"eventsourcing+PostgreSQL {figures['postgres_appends_per_s']} (×{ratios['postgres']:.2f})")
    else:
        parts.append("PostgreSQL skipped")
    return Result("peer", "7. Peer (eventsourcing)", "; ".join(parts), figures,
                  Target("Boardroom ÷ eventsourcing (worst recorder)", worst, ">=", TIMES_THE_PEER), notes)
