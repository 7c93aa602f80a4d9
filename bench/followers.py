"""Followers: thousands of SSE followers of live tables on ONE web process while commands flow (issue 19).

Tabletop Climber tables, every seat a named human played over HTTP at a fixed pace (COMMANDS_PER_SECOND in
all). First a round with no followers (the baseline command latency), then FOLLOWERS spectators connect
(raw sockets in one asyncio loop, in a process of their own, FOLLOWERS / TABLES per table) and the same
paced round runs again on the followed tables. Figures: delivery latency (receipt minus the event's `at`),
whether every follower received every event of its table in order, command p50/p99 with and without
followers (the target: with ÷ without ≤ 1.5), and the web worker's memory per follower (RSS after the
followers connected minus before, ÷ followers; target ≤ 50 KB).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
import resource
import time
from datetime import datetime

from bench.processes import Service, Stack
from bench.report import Result, Target, latency_ms, percentile
from bench.workload import ClientLog, ClimberPlayer

TABLES = 50
FOLLOWERS = 5000
COMMANDS_PER_SECOND = 20
SECONDS = 30


class Follower:
    """One SSE connection: the versions it received in order, and each one's delivery latency."""

    def __init__(self, gid: str):
        self.gid = gid
        self.last = 0
        self.in_order = True
        self.latencies: list[float] = []
        self.connected = asyncio.Event()
        self.since = 0.0  # events appended before the follower connected count for order, not for latency


async def _follow(port: int, follower: Follower, stop: asyncio.Event) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
    writer.write(f"GET /v1/games/{follower.gid}/stream HTTP/1.1\r\nHost: bench\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    try:
        while not stop.is_set():
            line = await reader.readline()
            if not line:
                return
            if not follower.connected.is_set():
                follower.since = time.time()
                follower.connected.set()
            if line.startswith(b"data: "):
                received = time.time()
                envelope = json.loads(line[6:])
                at = datetime.fromisoformat(envelope["at"].replace("Z", "+00:00")).timestamp()
                if at >= follower.since:
                    follower.latencies.append(received - at)
                if envelope["v"] != follower.last + 1:
                    follower.in_order = False
                follower.last = envelope["v"]
    finally:
        writer.close()


def _rss_kb(pid: int) -> int:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _web_worker_pid(service: Service) -> int:
    master = service.processes["web"].pid
    children = open(f"/proc/{master}/task/{master}/children").read().split()
    return int(children[0])


def _paced_round(players: list[ClimberPlayer], seconds: float, rate: float) -> list[ClientLog]:
    """Play one command every 1/rate seconds, round robin over the tables; each table's log apart."""
    logs = [ClientLog() for _ in players]
    started = time.perf_counter()
    for n in range(int(seconds * rate)):
        due = started + n / rate
        delay = due - time.perf_counter()
        if delay > 0:
            time.sleep(delay)  # pacing the load, not synchronising
        players[n % len(players)].play_one(logs[n % len(players)])
    return logs


def _latencies(logs: list[ClientLog]) -> list[float]:
    return [latency for log in logs for latency in log.latencies]


def run(stack: Stack) -> Result:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the web process started below inherits it
    tables, followers_n, seconds = (10, 500, 8) if stack.quick else (TABLES, FOLLOWERS, SECONDS)
    log_dir = stack.work_dir / "followers-logs"
    log_dir.mkdir(exist_ok=True)
    service = Service(stack.redis.url_db(3), log_dir, web_workers=1)
    service.start_all()
    try:
        return _measure(service, tables, followers_n, seconds, hard)
    finally:
        service.stop()


def _follow_all(port: int, gids: list[str], ready, finals, results) -> None:
    """In a process of its own: hold one SSE connection per gid until ``finals`` (a gid -> last version dict)
    arrives and every follower caught up with it (or 60 s passed); then put (connected, complete, deliveries)."""
    followers = [Follower(gid) for gid in gids]
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    tasks: list[asyncio.Task] = []

    async def follow_all() -> None:
        for start in range(0, len(followers), 500):  # in waves: the listen backlog is finite
            batch = followers[start:start + 500]
            tasks.extend(asyncio.ensure_future(_follow(port, f, stop)) for f in batch)
            await asyncio.wait_for(asyncio.gather(*(f.connected.wait() for f in batch)), 300)
        ready.set()
        final = await loop.run_in_executor(None, finals.get)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and any(f.last < final[f.gid] for f in followers):
            await asyncio.sleep(0.2)  # in-flight deliveries landing, with a deadline
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        complete = sum(1 for f in followers if f.in_order and f.last >= final[f.gid])
        results.put((len(followers), complete, [latency for f in followers for latency in f.latencies]))

    try:
        loop.run_until_complete(follow_all())
    except Exception as error:  # the parent reports it: connecting failed
        results.put(error)


def _measure(service: Service, tables: int, followers_n: int, seconds: float, files: int) -> Result:
    rng = random.Random(19)
    baseline_players = [ClimberPlayer(service.base_url, random.Random(rng.random())) for _ in range(tables)]
    baseline = _latencies(_paced_round(baseline_players, seconds, COMMANDS_PER_SECOND))
    players = [ClimberPlayer(service.base_url, random.Random(rng.random())) for _ in range(tables)]
    for player in players:
        player._new_game(ClientLog())
    worker = _web_worker_pid(service)
    rss_before = _rss_kb(worker)
    # The followers read and decode every event in a process of their own: in a thread of this one, their
    # JSON decoding took the GIL from the players whose command latency is the figure (issue 35).
    context = multiprocessing.get_context("spawn")
    ready, finals, results = context.Event(), context.Queue(), context.Queue()
    gids = [players[i % tables].gid for i in range(followers_n)]
    follower_process = context.Process(target=_follow_all, args=(service.port, gids, ready, finals, results),
                                       daemon=True)
    follower_process.start()
    try:
        while not ready.wait(1):
            if not results.empty() or not follower_process.is_alive():
                raise RuntimeError(f"the followers did not all connect: {results.get(timeout=5)!r}")
        rss_after = _rss_kb(worker)
        logs = _paced_round(players, seconds, COMMANDS_PER_SECOND)
        with_followers = _latencies(logs)
        # Every follower catches up with its table's last version (the projector's scoring aside: no table ends).
        final = {p.gid: max((v for _, v, _ in log.appended), default=0) for p, log in zip(players, logs, strict=True)}
        finals.put(final)
        outcome = results.get(timeout=180)
        if isinstance(outcome, Exception):
            raise RuntimeError(f"the followers failed: {outcome!r}")
        followed, complete, delivery = outcome
    finally:
        follower_process.join(timeout=30)
        if follower_process.is_alive():
            follower_process.kill()
    for player in players + baseline_players:
        player.close()

    ratio = percentile(with_followers, 99) / max(percentile(baseline, 99), 1e-9)
    per_follower_kb = (rss_after - rss_before) / followed
    figures = {
        "tables": tables, "followers": followed, "commands_per_second": COMMANDS_PER_SECOND,
        "seconds": seconds, "open_files_limit": files,
        "followers_complete": complete, "deliveries": len(delivery),
        "delivery": latency_ms(delivery),
        "commands_without_followers": {"count": len(baseline), **latency_ms(baseline)},
        "commands_with_followers": {"count": len(with_followers), **latency_ms(with_followers)},
        "command_p99_ratio": round(ratio, 3),
        "web_rss_kb": {"before": rss_before, "after_connect": rss_after},
        "web_kb_per_follower": round(per_follower_kb, 1),
        "command_errors": sum(log.errors for log in logs),
    }
    with_ms, without_ms = (figures[k]["p99_ms"] for k in ("commands_with_followers", "commands_without_followers"))
    summary = (f"{followed} followers of {tables} tables on one web process: {complete} got every event in "
               f"order; delivery p99 {figures['delivery']['p99_ms']} ms; command p99 {with_ms} ms with vs "
               f"{without_ms} ms without (×{ratio:.2f}); {per_follower_kb:.1f} KB per follower")
    notes = [f"delivery p99 {figures['delivery']['p99_ms']} ms (target ≤ 250 ms), "
             f"{per_follower_kb:.1f} KB web memory per follower (target ≤ 50 KB), "
             f"{complete}/{followed} followers complete"]
    return Result("followers", "Followers (SSE, one web process)", summary, figures,
                  Target("command p99 with ÷ without followers", ratio, "<=", 1.5), notes)
