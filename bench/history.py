"""(3) History length: p50 command latency of one game at version 10 versus at version 10,000.

Climber games end after ~300 versions, so this uses the bench-only counter game (bench/counter.py),
registered in the processes the benchmark starts: every one of its 10,000 versions is a real command
decided by its rules and appended by the same handler and store. The game is grown in this process
through ``CommandHandler.execute`` (HTTP would take minutes, and what is measured is the command at
version 10,000, not the way there), then the projector catches up as it would in production.

Measured over HTTP by one client, POST /commands with If-Match: the long game at version ~10 before
it grows (the literal "same game" figure), then rounds alternating a fresh counter game at version
~10 and the long game at ~10,000; the target ratio is the median over rounds.
"""

from __future__ import annotations

import time

import httpx

from bench.counter import SLUG, register
from bench.processes import Stack
from bench.report import Result, Target, latency_ms, median
from service.bootstrap import Container, Settings


def _create(http: httpx.Client) -> tuple[str, str, int]:
    created = http.post("/v1/games", json={"game": SLUG, "seats": [{"name": "counter"}], "options": {}})
    created.raise_for_status()
    body = created.json()
    return body["id"], body["tokens"]["0"], body["version"]


def _commands(http: httpx.Client, gid: str, token: str, version: int, count: int) -> tuple[list[float], int]:
    """POST ``count`` commands; returns their latencies and the version reached."""
    latencies = []
    headers = {"Authorization": f"Bearer {token}"}
    for i in range(count):
        headers["If-Match"] = f'"{version}"'
        started = time.perf_counter()
        response = http.post(f"/v1/games/{gid}/commands", json={"type": "increment", "by": 1 + i % 9},
                             headers=headers)
        latencies.append(time.perf_counter() - started)
        if response.status_code != 201:
            raise RuntimeError(f"command failed: {response.status_code} {response.text[:300]}")
        version = response.json()["version"]
    return latencies, version


def _wait_for_projector(wired: Container, gid: str, version: int, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while (wired.snapshots.load(gid) or {}).get("version", 0) < version:
        if time.monotonic() > deadline:
            raise RuntimeError("the projector did not catch up with the long game")
        time.sleep(0.05)  # polling the projector's progress


def run(stack: Stack) -> Result:
    service = stack.service
    register()
    long_version = 2_000 if stack.quick else 10_000
    rounds, per_round = (3, 20) if stack.quick else (5, 40)
    wired = Container(Settings(redis_url=service.redis_url))
    http = httpx.Client(base_url=service.base_url, timeout=30)
    try:
        gid, token, version = _create(http)
        _, version = _commands(http, gid, token, version, 10 - version)  # to version 10
        at_ten, version = _commands(http, gid, token, version, per_round)
        started = time.perf_counter()
        while version < long_version:
            version = wired.handler.execute(gid, 0, {"type": "increment", "by": 1 + version % 9},
                                            if_match=version).response["version"]
        grow_seconds = time.perf_counter() - started
        _wait_for_projector(wired, gid, version)
        ratios, short_all, long_all = [], [], []
        for _ in range(rounds):
            short_gid, short_token, short_version = _create(http)
            _, short_version = _commands(http, short_gid, short_token, short_version, 10 - short_version)
            short, _ = _commands(http, short_gid, short_token, short_version, per_round)
            long, version = _commands(http, gid, token, version, per_round)
            ratios.append(median(long) / median(short))
            short_all += short
            long_all += long
    finally:
        http.close()
        wired.redis.close()
    ratio = median(ratios)
    same_game = median(long_all) / median(at_ten)
    figures = {
        "long_version": long_version, "rounds": rounds, "commands_per_round": per_round,
        "grow_seconds": round(grow_seconds, 1), "short": latency_ms(short_all), "long": latency_ms(long_all),
        "same_game_at_10": latency_ms(at_ten), "ratio": round(ratio, 3), "ratios": [round(x, 3) for x in ratios],
        "same_game_ratio": round(same_game, 3),
    }
    summary = (f"p50 {figures['short']['p50_ms']} ms at v10 vs {figures['long']['p50_ms']} ms at v{long_version} "
               f"(ratio {ratio:.2f}; same game before/after growing: {same_game:.2f})")
    return Result("history", "3. History length", summary, figures,
                  Target("p50 at v10,000 ÷ p50 at v10", ratio, "<=", 1.2))
