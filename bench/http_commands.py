"""(1) HTTP commands: concurrent clients play Tabletop Climber through the REST API, against a no-op route.

Each client loops: GET /moves for the seat to act, POST one of its complete moves with If-Match
(every seat is a named human, so the only other writer is the scoring job at a game's end). Then the
same clients replay the exact request sequence they sent (same methods, same bodies) against
``/bench/noop`` of the same gunicorn. The target compares commands/s with the replayed sequence's
"commands"/s: what remains is the cost of the command path itself (load, decide, append, projector
and worker sharing the 2 cores), not of HTTP, gunicorn or Flask.
"""

from __future__ import annotations

import random
import threading
import time

import httpx

from bench.processes import Stack
from bench.report import Result, Target, latency_ms, median
from bench.workload import ClientLog, ClimberPlayer, replay_noop

CLIENTS = 8


def _run_clients(clients: int, work, seconds: float, max_steps: int) -> tuple[list[ClientLog], float]:
    """Run ``work(i, log, deadline)`` in ``clients`` threads started together; returns logs and wall time."""
    logs = [ClientLog() for _ in range(clients)]
    barrier = threading.Barrier(clients + 1)
    times: dict[str, float] = {}

    def run(i: int) -> None:
        barrier.wait()
        deadline = times["start"] + seconds
        steps = 0
        while time.perf_counter() < deadline and steps < max_steps:
            work(i, logs[i])
            steps += 1

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(clients)]
    for thread in threads:
        thread.start()
    times["start"] = time.perf_counter()
    barrier.wait()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    return logs, time.perf_counter() - times["start"]


def command_round(base_url: str, clients: int, seconds: float, seed: int,
                  players: list[ClimberPlayer] | None = None) -> tuple[list[ClientLog], float]:
    players = players or [ClimberPlayer(base_url, random.Random(seed * 100 + i)) for i in range(clients)]
    try:
        return _run_clients(clients, lambda i, log: players[i].play_one(log), seconds, 100_000)
    finally:
        for player in players:
            player.close()


def noop_round(base_url: str, sequences: list[list], seconds: float) -> tuple[list[ClientLog], float]:
    https = [httpx.Client(base_url=base_url, timeout=30) for _ in sequences]
    cursors = [0] * len(sequences)

    def step(i: int, log: ClientLog) -> None:
        sequence = sequences[i]
        replay_noop(https[i], sequence[cursors[i] % len(sequence)], log)
        cursors[i] += 1

    try:
        return _run_clients(len(sequences), step, seconds, 1_000_000)
    finally:
        for http in https:
            http.close()


def run(stack: Stack) -> Result:
    service = stack.service
    rounds, seconds = (3, 3.0) if stack.quick else (3, 12.0)  # the target is the median of three rounds
    command_rate, noop_rate, ratios, latencies, noop_latencies = [], [], [], [], []
    errors = noop_errors = requests = commands = 0
    for r in range(rounds):
        logs, wall = command_round(service.base_url, CLIENTS, seconds, seed=r)
        done = sum(log.commands for log in logs)
        replayed, noop_wall = noop_round(service.base_url, [log.sent for log in logs], seconds)
        noop_done = sum(log.commands for log in replayed)
        command_rate.append(done / wall)
        noop_rate.append(noop_done / noop_wall)
        ratios.append(command_rate[-1] / noop_rate[-1])
        latencies += [x for log in logs for x in log.latencies]
        noop_latencies += [x for log in replayed for x in log.latencies]
        errors += sum(log.errors for log in logs)
        noop_errors += sum(log.errors for log in replayed)
        requests += sum(len(log.sent) for log in logs)
        commands += done
    ratio = median(ratios)
    figures = {
        "clients": CLIENTS, "rounds": rounds, "seconds_per_phase": seconds,
        "commands_per_s": round(median(command_rate), 1), "noop_commands_per_s": round(median(noop_rate), 1),
        "ratio": round(ratio, 3), "ratios": [round(x, 3) for x in ratios],
        "command_latency": latency_ms(latencies), "noop_post_latency": latency_ms(noop_latencies),
        "errors": errors, "noop_errors": noop_errors, "commands": commands,
        "requests_per_command": round(requests / max(commands, 1), 2),
    }
    lat = figures["command_latency"]
    summary = (f"{figures['commands_per_s']} commands/s vs {figures['noop_commands_per_s']} no-op/s "
               f"(ratio {ratio:.2f}); p50/p95/p99 {lat['p50_ms']}/{lat['p95_ms']}/{lat['p99_ms']} ms; "
               f"{errors} errors")
    return Result("http", "1. HTTP commands", summary, figures,
                  Target("commands/s ÷ no-op/s", ratio, ">=", 0.60))
