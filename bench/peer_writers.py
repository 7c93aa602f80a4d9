"""(7b) Peer under the service's workload: 4 writer processes, each appending the commands of its own games.

The service never appends from one thread: its web workers, RQ workers and projector append from several
processes at once. Here 4 writer processes (started once, spawned, reused for every system) each keep
``GAMES_IN_FLIGHT`` Climber games of their own going (bench/workload.py's games), appending one command's
batch of events per append with the version it expects, round-robin over their games, a new game when one
ends, for a few seconds, all starting together. The same batches go to
- Boardroom: ``EventStore.append`` on database 1 of the bench's private redis-server (AOF everysec);
- eventsourcing's SQLite recorder: one database file (WAL) shared by the 4 processes;
- eventsourcing's PostgreSQL recorder: the machine's PostgreSQL on 127.0.0.1:5432 when reachable, else a
  private one started with the machine's ``initdb``/``pg_ctl`` in the work directory, else reported absent.
Each append is timed; the figures are appends/s (all writers), p99 append latency, and Boardroom ÷ the best
recorder. When the target is missed, the same run says where the time goes: CPU per append of the writers
and of redis-server (psutil), and a cProfile of one Boardroom writer grouped by where its time is spent.
"""

from __future__ import annotations

import cProfile
import multiprocessing
import os
import pstats
import shutil
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import redis

from bench.peer import POSTGRES, _game_aggregate
from bench.processes import Stack
from bench.report import Result, Target, median, percentile
from bench.workload import play_climber
from events.redis_server import free_port
from events.seeds import chain_key
from events.store import EventStore

WRITERS = 4
GAMES_IN_FLIGHT = 4
TIMES_THE_PEER = 3.0
RECEIVES = ("<method 'recv_into' of '_socket.socket' objects>", "<method 'recv' of '_socket.socket' objects>")
Batches = list[tuple[dict, list[dict]]]  # one game: (command, its events) per append

_barrier = None  # set in each writer process by _init


def _init(barrier) -> None:
    global _barrier
    _barrier = barrier


@dataclass
class Written:
    """One writer's round: appends, their latencies (seconds), its wall time and CPU seconds."""

    appends: int = 0
    events: int = 0
    latencies: list[float] = field(default_factory=list)
    wall: float = 0.0
    cpu: float = 0.0
    profile: list[tuple[str, float]] | None = None


class _Boardroom:
    def __init__(self, url: str, tag: str):
        self.store = EventStore(redis.Redis.from_url(url))
        self.tag = tag

    def open(self, n: int):
        gid = f"{self.tag}-{n}"
        return [gid, chain_key("bench", gid), 0]

    def append(self, game, cmd: dict, events: list[dict]) -> None:
        gid, key, version = game
        self.store.append(gid, events, expected=version, cmd=cmd, chain_key=key)
        game[2] = version + len(events)

    def close(self) -> None:
        self.store.redis.close()


class _Recorder:
    """An eventsourcing Application: one aggregate per game, one save (one transaction) per command."""

    def __init__(self, env: dict[str, str]):
        from eventsourcing.application import Application

        self.app = Application(env=env)
        self.game_class = _game_aggregate()

    def open(self, n: int):
        return None

    def append(self, game, cmd: dict, events: list[dict]):
        if game is None:
            game = self.game_class("climber")
            events = events[1:]
        for event in events:
            game.happen(event["type"], event.get("seat"), {k: v for k, v in event.items() if k not in ("type", "seat")})
        self.app.save(game)
        return game

    def close(self) -> None:
        self.app.close()


def _open_system(system: str, target: dict[str, str], tag: str):
    return _Boardroom(target["url"], tag) if system == "boardroom" else _Recorder(target)


def write(
    system: str, target: dict[str, str], games: list[Batches], tag: str, seconds: float, profile: bool = False
) -> Written:
    """One writer process's round: wait for the others, then append its games' batches for ``seconds``."""
    sink = _open_system(system, target, tag)
    written = Written()
    profiler = cProfile.Profile() if profile else None
    slots = [(n, 0, sink.open(n)) for n in range(GAMES_IN_FLIGHT)]  # (game number, next batch, handle)
    started_games = GAMES_IN_FLIGHT
    try:
        _barrier.wait(timeout=120)  # a writer that failed to start breaks it, not hangs it
        if profiler:
            profiler.enable()
        started, cpu = time.perf_counter(), time.process_time()
        deadline = started + seconds
        while time.perf_counter() < deadline:
            for i, (n, step, handle) in enumerate(slots):
                cmd, events = games[n % len(games)][step]
                began = time.perf_counter()
                result = sink.append(handle, cmd, events)
                written.latencies.append(time.perf_counter() - began)
                written.appends += 1
                written.events += len(events)
                handle = handle if system == "boardroom" else result
                step += 1
                if step == len(games[n % len(games)]):
                    n, step, handle = started_games, 0, sink.open(started_games)
                    started_games += 1
                slots[i] = (n, step, handle)
        written.wall, written.cpu = time.perf_counter() - started, time.process_time() - cpu
        if profiler:
            profiler.disable()
            written.profile = _where(profiler)
    finally:
        sink.close()
    return written


def _where(profiler: cProfile.Profile) -> list[tuple[str, float]]:
    """Shares of the profiled time, grouped by where it is spent."""
    groups: dict[str, float] = {}
    stats = pstats.Stats(profiler).stats  # (file, line, function) -> (calls, ncalls, tottime, cumtime, callers)
    for (filename, _, function), (_, _, tottime, _, _) in stats.items():
        if function in RECEIVES:
            group = "waiting for Redis's reply (socket recv)"
        elif "socket" in function and filename == "~":
            group = "socket send and other socket calls"
        elif "/redis/" in filename:
            group = "redis-py (commands, parsing, connection pool)"
        elif "/events/" in filename:
            group = "events/ (seal, hash chain, store)"
        elif filename == "~" and ("hashlib" in function or "hmac" in function or "_hashlib" in function):
            group = "hashing (C)"
        elif "/json/" in filename or (filename == "~" and "json" in function):
            group = "JSON"
        elif "/bench/" in filename:
            group = "the bench's own loop"
        else:
            group = "other"
        groups[group] = groups.get(group, 0.0) + tottime
    total = sum(groups.values()) or 1.0
    return sorted(((g, round(t / total, 3)) for g, t in groups.items()), key=lambda x: -x[1])


def _workload() -> list[Batches]:
    """Whole Climber games (bench/workload.py), each as its appends: one per command."""
    return [play_climber(20_000 + seed).batches for seed in range(GAMES_IN_FLIGHT * 2)]


class _Postgres:
    """The PostgreSQL the recorder writes to: the machine's, or a private one, or none (with the reason)."""

    def __init__(self, work_dir: Path):
        self.process_dir: Path | None = None
        self.home: Path | None = None
        self.absent: str | None = None
        self.where = "the machine's, 127.0.0.1:5432"
        self.conn = dict(POSTGRES)
        reason = _reachable(self.conn)
        if reason:
            self.absent = self._start_private(work_dir, reason)

    def _start_private(self, work_dir: Path, reason: str) -> str | None:
        initdb, pg_ctl = shutil.which("initdb"), shutil.which("pg_ctl")
        if not (initdb and pg_ctl):
            return f"5432 not reachable ({reason}) and no initdb/pg_ctl on PATH"
        # Its own directory, not the bench's (mode 700, root's): when run as root, initdb runs as postgres.
        self.home = Path(tempfile.mkdtemp(prefix="boardroom-bench-pg-"))
        self.home.chmod(0o711)
        data = self.home / "data"
        port = free_port()
        demote = {"user": "postgres"} if os.geteuid() == 0 else {}  # initdb refuses to run as root
        try:
            if demote:
                data.mkdir()
                shutil.chown(data, "postgres")
            subprocess.run(
                [initdb, "-D", str(data), "-U", "postgres", "--auth=trust", "-N"],
                check=True,
                capture_output=True,
                timeout=120,
                **demote,
            )
            subprocess.run(
                [
                    pg_ctl,
                    "-D",
                    str(data),
                    "-w",
                    "-l",
                    str(data / "log"),
                    "-o",
                    f"-p {port} -k {data} -c listen_addresses=127.0.0.1 -c fsync=on",
                    "start",
                ],
                check=True,
                capture_output=True,
                timeout=60,
                **demote,
            )
        except (OSError, subprocess.SubprocessError, KeyError) as error:
            said = getattr(error, "stderr", b"") or b""
            return (
                f"5432 not reachable ({reason}); a private one did not start: {type(error).__name__}: {error} "
                f"{said.decode(errors='replace').strip()[-300:]}"
            )
        self.process_dir, self.where = data, f"a private one (initdb), port {port}"
        self.conn.update(port=port, dbname="postgres")
        return _reachable(self.conn)

    def env(self, schema: str) -> dict[str, str]:
        c = self.conn
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": c["dbname"],
            "POSTGRES_HOST": c["host"],
            "POSTGRES_PORT": str(c["port"]),
            "POSTGRES_USER": c["user"],
            "POSTGRES_PASSWORD": "",
            "POSTGRES_SCHEMA": schema,
            "CREATE_TABLE": "y",
        }

    def schema(self, name: str, drop: bool = False) -> None:
        import psycopg

        with psycopg.connect(**self.conn, connect_timeout=3, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE" if drop else f"CREATE SCHEMA {name}")

    def stop(self) -> None:
        if self.process_dir:
            subprocess.run(
                [shutil.which("pg_ctl") or "pg_ctl", "-D", str(self.process_dir), "-m", "fast", "-w", "stop"],
                capture_output=True,
                timeout=60,
                **({"user": "postgres"} if os.geteuid() == 0 else {}),
            )
        if self.home:
            shutil.rmtree(self.home, ignore_errors=True)


def _reachable(conn: dict) -> str | None:
    try:
        import psycopg

        with psycopg.connect(**conn, connect_timeout=3) as c:
            c.execute("SELECT 1")
    except Exception as error:  # no server, no driver, no database: the reason is reported
        return f"{type(error).__name__}: {str(error).strip()[:200]}"
    return None


def _round(
    pool,
    system: str,
    target: dict[str, str],
    games: list[Batches],
    tag: str,
    seconds: float,
    profile_first: bool = False,
) -> list[Written]:
    futures = [
        pool.submit(write, system, target, games, f"{tag}-w{w}", seconds, profile_first and w == 0)
        for w in range(WRITERS)
    ]
    errors = [f.exception(timeout=seconds + 240) for f in futures]
    first = next((e for e in errors if e and not isinstance(e, threading.BrokenBarrierError)), None)
    if first or any(errors):
        raise first or next(e for e in errors if e)  # the writer that failed, not the ones it left waiting
    return [f.result() for f in futures]


def _summary(rounds: list[list[Written]]) -> dict:
    rates = [sum(w.appends for w in r) / max(w.wall for w in r) for r in rounds]
    latencies = [x for r in rounds for w in r for x in w.latencies]
    appends = sum(w.appends for r in rounds for w in r)
    return {
        "appends_per_s": round(median(rates)),
        "rates": [round(x) for x in rates],
        "p50_ms": round(percentile(latencies, 50) * 1000, 3),
        "p99_ms": round(percentile(latencies, 99) * 1000, 3),
        "events_per_append": round(sum(w.events for r in rounds for w in r) / max(appends, 1), 2),
        "writer_cpu_us_per_append": round(sum(w.cpu for r in rounds for w in r) / max(appends, 1) * 1e6),
    }


def run(stack: Stack) -> Result:
    rounds, seconds = (1, 2.0) if stack.quick else (3, 3.0)
    games = _workload()
    url = stack.redis.url_db(1)
    flush = redis.Redis.from_url(url)
    redis_process = psutil.Process(stack.redis.process.pid)
    postgres = _Postgres(stack.work_dir)
    schema = f"bench_peer_writers_{os.getpid()}"
    notes: list[str] = []
    if postgres.absent:
        notes.append(f"PostgreSQL recorder absent: {postgres.absent}")
        print(f"peer_writers: PostgreSQL absent ({postgres.absent})", flush=True)
    found: dict[str, list[list[Written]]] = {"boardroom": [], "sqlite": [], "postgres": []}
    redis_cpu = 0.0
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(WRITERS)
    try:
        with ProcessPoolExecutor(WRITERS, mp_context=context, initializer=_init, initargs=(barrier,)) as pool:
            for r in range(rounds):
                flush.flushdb()
                before = sum(redis_process.cpu_times()[:2])
                found["boardroom"].append(_round(pool, "boardroom", {"url": url}, games, f"pw-r{r}", seconds))
                redis_cpu += sum(redis_process.cpu_times()[:2]) - before
                db = str(stack.work_dir / f"peer-writers-{r}.sqlite")
                env = {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": db}
                _Recorder(env).close()  # the tables, created here: 4 writers creating them at once conflict
                found["sqlite"].append(_round(pool, "sqlite", {**env, "CREATE_TABLE": "n"}, games, f"r{r}", seconds))
                if not postgres.absent:
                    postgres.schema(schema, drop=True)
                    postgres.schema(schema)
                    _Recorder(postgres.env(schema)).close()
                    made = {**postgres.env(schema), "CREATE_TABLE": "n"}
                    found["postgres"].append(_round(pool, "postgres", made, games, f"r{r}", seconds))
            figures = {
                "writers": WRITERS,
                "games_in_flight_per_writer": GAMES_IN_FLIGHT,
                "rounds": rounds,
                "seconds_per_round": seconds,
                "postgres_server": postgres.absent and "absent" or postgres.where,
                **{name: _summary(r) for name, r in found.items() if r},
            }
            board = figures["boardroom"]
            appended = sum(w.appends for r in found["boardroom"] for w in r)
            board["redis_server_cpu_us_per_append"] = round(redis_cpu / max(appended, 1) * 1e6)
            board["machine_cpu_us_per_append"] = round((os.cpu_count() or 1) * 1e6 / max(board["appends_per_s"], 1))
            peers = {name: figures[name] for name in ("sqlite", "postgres") if name in figures}
            best = max(peers, key=lambda name: peers[name]["appends_per_s"])
            ratio = board["appends_per_s"] / max(peers[best]["appends_per_s"], 1)
            p99_ok = board["p99_ms"] <= peers[best]["p99_ms"]
            figures.update(
                best_peer=best,
                ratio_vs_best=round(ratio, 2),
                p99_no_worse_than_best=p99_ok,
                **{
                    f"ratio_vs_{name}": round(board["appends_per_s"] / max(p["appends_per_s"], 1), 2)
                    for name, p in peers.items()
                },
            )
            if ratio < TIMES_THE_PEER or not p99_ok:
                flush.flushdb()
                profiled = _round(pool, "boardroom", {"url": url}, games, "pw-profile", seconds, profile_first=True)
                figures["boardroom_one_writer_profile"] = dict(profiled[0].profile or [])
    finally:
        flush.flushdb()
        flush.close()
        if not postgres.absent:
            postgres.schema(schema, drop=True)
        postgres.stop()
    parts = [f"{WRITERS} writer processes: Boardroom {board['appends_per_s']} appends/s p99 {board['p99_ms']} ms"]
    parts += [
        f"eventsourcing+{'SQLite' if n == 'sqlite' else 'PostgreSQL'} {p['appends_per_s']} p99 {p['p99_ms']} ms"
        for n, p in peers.items()
    ]
    parts.append("PostgreSQL absent" if postgres.absent else f"PostgreSQL: {postgres.where}")
    line = "; ".join(parts) + (f"; Boardroom ×{ratio:.2f} the appends/s of the best recorder ({best}), p99 "
                               f"{'no worse' if p99_ok else 'WORSE'}; {rounds} round(s) of {seconds:g} s")
    if "boardroom_one_writer_profile" in figures:
        top = list(figures["boardroom_one_writer_profile"].items())[:3]
        line += (
            f"; Boardroom's time per append: writer CPU {board['writer_cpu_us_per_append']} µs, redis-server "
            f"{board['redis_server_cpu_us_per_append']} µs of {board['machine_cpu_us_per_append']} µs of machine; "
            f"one writer's profile: " + ", ".join(f"{g} {s:.0%}" for g, s in top)
        )
    # A p99 worse than the best recorder's misses the target whatever the rate.
    return Result(
        "peer_writers",
        "7b. Peer, 4 writer processes (eventsourcing)",
        line,
        figures,
        Target(
            "Boardroom ÷ best eventsourcing recorder, appends/s (p99 no worse)",
            ratio if p99_ok else 0.0,
            ">=",
            TIMES_THE_PEER,
        ),
        notes,
    )
