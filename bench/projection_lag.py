"""(5) Projection lag: time from an append to the game's read model (its snapshot) showing it, while the
clients of (1) send commands at 80 % of the throughput (1) found.

The append time is the ``at`` of the command's last event (stamped when the events are sealed, just
before the append script runs; millisecond resolution, so lags read up to 1 ms long). A watcher
process subscribes to Redis keyspace notifications of snapshot writes and reads the snapshot's version
the moment it changes; a command's lag is the first time the watcher saw a version >= its own.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import threading
import time
from datetime import datetime

import redis

from bench.http_commands import CLIENTS, command_round
from bench.processes import Stack
from bench.report import RESULTS, Result, Target, latency_ms
from bench.workload import ClientLog, ClimberPlayer


def watch(url: str, ready, stop, out) -> None:
    """Record (gid, snapshot version, seen at) for every snapshot write until ``stop`` is set."""
    client = redis.Redis.from_url(url)
    client.config_set("notify-keyspace-events", "Kh")
    pubsub = client.pubsub()
    pubsub.psubscribe("__keyspace@0__:br:*:snap")
    reader = redis.Redis.from_url(url)
    seen: list[tuple[str, int, float]] = []
    ready.set()
    while not stop.is_set():
        message = pubsub.get_message(timeout=0.1)
        if not message or message["type"] != "pmessage":
            continue
        key = message["channel"].decode().split(":", 1)[1]
        version = reader.hget(key, "v")
        seen.append((key.split(":game:")[1].rsplit(":", 1)[0], int(version or 0), time.time()))
    out.put(seen)


def _epoch(at: str) -> float:
    return datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()


def _throughput(stack: Stack) -> tuple[float, str]:
    if "http" in stack.found:
        return stack.found["http"]["commands_per_s"], "measured by (1) in this run"
    previous = RESULTS / "http.json"
    if previous.exists():
        return json.loads(previous.read_text())["figures"]["commands_per_s"], "from bench/results/http.json"
    logs, wall = command_round(stack.service.base_url, CLIENTS, 4.0, seed=99)
    return sum(log.commands for log in logs) / wall, "measured now (4 s of (1)'s clients)"


def run(stack: Stack) -> Result:
    service = stack.service
    found, source = _throughput(stack)
    rate = 0.8 * found
    seconds = 5.0 if stack.quick else 15.0
    context = multiprocessing.get_context("spawn")
    ready, stop, out = context.Event(), context.Event(), context.Queue()
    watcher = context.Process(target=watch, args=(service.redis_url, ready, stop, out), daemon=True)
    watcher.start()
    if not ready.wait(30):
        raise RuntimeError("the snapshot watcher did not start")
    players = [ClimberPlayer(service.base_url, random.Random(7_000 + i)) for i in range(CLIENTS)]
    logs = [ClientLog() for _ in players]
    interval = CLIENTS / rate  # each client's time between commands
    start = time.perf_counter()

    def paced(i: int) -> None:
        due = start + interval * i / CLIENTS  # stagger the clients
        while due < start + seconds:
            pause = due - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            before = logs[i].commands
            while logs[i].commands == before and time.perf_counter() < start + seconds + 5:
                players[i].play_one(logs[i])
            due += interval

    threads = [threading.Thread(target=paced, args=(i,), daemon=True) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 60)
    wall = time.perf_counter() - start
    time.sleep(0.5)  # let the last folds land before the watcher stops
    stop.set()
    seen = out.get(timeout=30)
    watcher.join(timeout=10)
    for player in players:
        player.close()
    by_game: dict[str, list[tuple[int, float]]] = {}
    for gid, version, at in seen:
        by_game.setdefault(gid, []).append((version, at))
    lags, missing = [], 0
    for log in logs:
        for gid, version, at in log.appended:
            shown = [t for v, t in by_game.get(gid, []) if v >= version]
            if shown:
                lags.append(max(0.0, min(shown) - _epoch(at)))
            else:
                missing += 1
    commands = sum(log.commands for log in logs)
    figures = {
        "target_commands_per_s": round(rate, 1), "throughput_source": source, "clients": CLIENTS,
        "achieved_commands_per_s": round(commands / wall, 1), "commands": commands,
        "errors": sum(log.errors for log in logs), "lag": latency_ms(lags), "never_shown": missing,
        "snapshot_writes_seen": len(seen),
    }
    lag = figures["lag"]
    summary = (f"p50 {lag['p50_ms']} ms, p99 {lag['p99_ms']} ms at {figures['achieved_commands_per_s']} commands/s "
               f"(80 % of {found:.0f}); {missing} never shown")
    return Result("lag", "5. Projection lag", summary, figures, Target("p99 lag ms", lag["p99_ms"], "<=", 50))
