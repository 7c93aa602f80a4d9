"""Faults over real processes: a paused and a killed Redis, a worker killed again and again, and
`boardroom run` stopped mid-play. The service must degrade (503), recover by itself, lose no
acknowledged command and strand no bot turn.

Each test runs its own redis-server (AOF, appendfsync always) and signals it by the pid it started.
The pause and kill intervals are the faults themselves; everything else awaits progress (tests/support/progress.py):
a wait fails when the awaited work stood still for a long while, never because the machine is busy.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
import redis

from events.connection import SOCKET_TIMEOUT_SECONDS
from events.redis_server import free_port, start_redis
from service.bootstrap import Settings
from service.runtime import embedded_redis
from tests.e2e.api_client import polite, validated_client
from tests.e2e.service_processes import Service
from tests.support.progress import await_condition, await_games_finished, await_progress

pytestmark = pytest.mark.e2e

GAME = "corporate-anarchy"  # a short game (about 13 bot moves with two easy bots), so many finish quickly
BOTS = [{"bot": "easy"}, {"bot": "easy"}]
LONG_GAME, LONG_BOTS = "tabletop-climber", [{"bot": "easy"}] * 3  # about 180 moves: still playing at SIGTERM
CREATED_AT_MOST = 40
STALL_SECONDS = 2  # BOARDROOM_BOT_STALL_SECONDS of the Service harness
# Limits on, as in production; these tests load the store with dozens of all-bot tables from one address,
# so the creation budget and the all-bot cap (tested in test_limits_over_http.py) are lifted.
LOAD = {"BOARDROOM_LIMIT_CREATE": "1000/minute", "BOARDROOM_MAX_BOT_TABLES": "0"}


class PrivateRedis:
    """A redis-server this test owns: paused, killed and restarted by its pid, on the same port and AOF."""

    def __init__(self, data_dir: Path):
        self.data_dir = data_dir
        self.port = free_port()
        self.process, self.url = start_redis(data_dir, port=self.port, fsync="always")

    def pause(self) -> None:
        os.kill(self.process.pid, signal.SIGSTOP)

    def resume(self) -> None:
        os.kill(self.process.pid, signal.SIGCONT)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=30)

    def restart(self) -> None:
        self.process, _ = start_redis(self.data_dir, port=self.port, fsync="always")

    def stop(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.resume()
            self.process.terminate()
        self.process.wait(timeout=30)


@pytest.fixture
def private_redis(tmp_path):
    server = PrivateRedis(tmp_path / "redis")
    yield server
    server.stop()


@pytest.fixture
def service(private_redis, tmp_path):
    running = Service(private_redis.url, tmp_path, env=LOAD)
    running.start_all()
    yield running
    running.stop()


def assert_audits_clean(http: httpx.Client, gids: list[str]) -> None:
    for gid in gids:
        report = polite(lambda: http.get(f"/v1/games/{gid}/audit")).json()  # noqa: B023 - called at once
        assert report["ok"], (gid, report)


class Creator(threading.Thread):
    """Creates bot games back to back and records every answer: 201 is an acknowledged command."""

    def __init__(self, base_url: str):
        super().__init__(daemon=True)
        self.http = validated_client(base_url=base_url, timeout=60)
        self.acknowledged: list[tuple[str, int]] = []
        self.refused: list[httpx.Response] = []
        self.paced = 0  # 429s: the creator is a polite client and waits as Retry-After says
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            if len(self.acknowledged) < CREATED_AT_MOST:
                response = self.http.post("/v1/games", json={"game": GAME, "seats": BOTS})
            else:  # enough games to finish: keep asking, cheaply
                response = self.http.get(f"/v1/games/{self.acknowledged[-1][0]}")
            if response.status_code == 201:
                self.acknowledged.append((response.json()["id"], response.json()["version"]))
            elif response.status_code == 429:
                self.paced += 1
                self.stopping.wait(int(response.headers["Retry-After"]))
            elif response.status_code != 200:
                self.refused.append(response)

    def until(self, condition, what: str) -> None:
        """Until ``condition`` holds, failing only when the creator's answers stop coming."""
        await_progress(lambda: (len(self.acknowledged), len(self.refused), self.paced), lambda _: condition(),
                       what=f"the creator, awaiting {what} (acknowledged, refused, paced)")


def test_redis_paused_then_killed_mid_play_degrades_to_503_and_recovers(service, private_redis):
    pids = {name: process.pid for name, process in service.processes.items()}
    creator = Creator(service.base_url)
    creator.start()
    try:
        creator.until(lambda: len(creator.acknowledged) >= 5, "5 games")
        private_redis.pause()
        time.sleep(8)  # the fault: Redis paused for 8 s
        private_redis.resume()
        creator.until(lambda: len(creator.acknowledged) >= 10, "10 games")
        private_redis.kill()
        before = len(creator.refused)
        creator.until(lambda: len(creator.refused) > before, "a refusal")  # a request while Redis is down
        private_redis.restart()
        acknowledged = len(creator.acknowledged)
        creator.until(lambda: len(creator.acknowledged) >= acknowledged + 5, "5 more games")
    finally:
        creator.stopping.set()
        creator.join(timeout=60)

    assert creator.refused, "no request met the outage"
    for response in creator.refused:
        assert response.status_code == 503, response.text
        assert response.headers["content-type"].startswith("application/problem+json")
        assert response.json()["code"] == "store_unavailable" and int(response.headers["Retry-After"]) > 0
    with validated_client(base_url=service.base_url, timeout=60) as http:
        gids = [gid for gid, _ in creator.acknowledged]
        games = await_games_finished(http, gids)
        assert all(games[gid]["version"] > version for gid, version in creator.acknowledged)
        assert_audits_clean(http, gids)
        health = http.get("/healthz")
        assert health.status_code == 200, health.text
    # The same processes did it: none was restarted, none exited.
    assert {name: process.pid for name, process in service.processes.items()} == pids
    assert all(process.poll() is None for process in service.processes.values())


def test_a_stalled_redis_answers_the_catalogue_at_once_and_redis_routes_503_in_bounded_time(service, private_redis):
    """Issue 31 item 1: with the store SIGSTOPped and limits on, every request, even GET /v1/catalog, hung
    for more than 60 s (the limiter's Redis had no timeout). Now the catalogue, which needs no Redis,
    answers 200 and a route that needs Redis answers 503 store_unavailable, each in bounded time."""
    limiter_wait = Settings.limit_store_timeout
    with validated_client(base_url=service.base_url, timeout=30) as http:
        assert http.get("/v1/catalog").status_code == 200
        private_redis.pause()
        try:
            answers = []
            for path in ("/v1/catalog", "/v1/games", "/v1/catalog"):
                started = time.monotonic()
                answers.append((path, http.get(path), time.monotonic() - started))
        finally:
            private_redis.resume()
    for path, response, seconds in answers:
        if path == "/v1/catalog":
            assert response.status_code == 200 and seconds < 2 * limiter_wait + 1, (response.status_code, seconds)
        else:
            assert response.status_code == 503 and response.json()["code"] == "store_unavailable", response.text
            assert response.headers["content-type"].startswith("application/problem+json")
            assert seconds < SOCKET_TIMEOUT_SECONDS + 2 * limiter_wait + 1, seconds


def test_a_worker_killed_twenty_times_strands_no_game(service):
    with validated_client(base_url=service.base_url, timeout=60) as http:
        gids = [http.post("/v1/games", json={"game": GAME, "seats": BOTS}).json()["id"] for _ in range(16)]
        playing_at_second_kill = []
        for kill in range(20):
            if kill == 1:
                playing_at_second_kill = [gid for gid in gids
                                          if http.get(f"/v1/games/{gid}").json()["status"] != "finished"]
            service.kill("worker")
            service.start("worker")
            time.sleep(1.5)  # the fault: the next kill comes 1.5 s later, whatever the worker is doing
        assert playing_at_second_kill, "every game finished before the kills began in earnest"
        await_games_finished(http, gids)
        assert_audits_clean(http, gids)


def run_boardroom(tmp_path: Path, port: int, attempt: int) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env.update(BOARDROOM_PORT=str(port), BOARDROOM_DATA_DIR=str(tmp_path / "var"), WEB_CONCURRENCY="1",
               BOARDROOM_BOT_STALL_SECONDS=str(STALL_SECONDS), **LOAD,
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
    log = open(tmp_path / f"run-{attempt}.log", "wb")  # noqa: SIM115 - lives with the process
    return subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "run"], env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)


def wait_healthy(base_url: str, process: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    with validated_client(timeout=10) as http:
        while time.monotonic() < deadline:
            assert process.poll() is None, "boardroom run exited"
            with contextlib.suppress(httpx.TransportError):
                if http.get(f"{base_url}/healthz").status_code == 200:
                    return
            time.sleep(0.1)  # polling processes that are starting up, with a deadline
    raise AssertionError(f"boardroom run not healthy in {seconds}s")


def test_sigterm_to_boardroom_run_mid_play_then_run_again_finishes_every_game(tmp_path):
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    first = run_boardroom(tmp_path, port, 0)
    second = None
    try:
        wait_healthy(base_url, first)
        with validated_client(base_url=base_url, timeout=60) as http:
            created = [http.post("/v1/games", json={"game": LONG_GAME, "seats": LONG_BOTS}).json() for _ in range(2)]
            created += [http.post("/v1/games", json={"game": GAME, "seats": BOTS}).json() for _ in range(6)]
            gids = [game["id"] for game in created]
            # Mid-play: a bot has moved in the first game.
            await_condition(lambda: http.get(f"/v1/games/{gids[0]}").json()["version"] > created[0]["version"],
                            what="a first bot move in the long game")
        first.terminate()
        assert first.wait(timeout=120) == 0
        log = (tmp_path / "run-0.log").read_text()
        # Ordered: web stopped before projector and worker, and they before Redis.
        order = [re.search(rf"{name}\s*\| stopped", log).start() for name in ("web", "projector", "worker")]
        redis_stop = log.index("redis     | stopping")
        assert order[0] < min(order[1:]) and max(order) < redis_stop
        redis_port = int(re.search(r"embedded redis-server at redis://127.0.0.1:(\d+)", log).group(1))
        with pytest.raises(ConnectionRefusedError), socket.create_connection(("127.0.0.1", redis_port), timeout=5):
            pass

        second = run_boardroom(tmp_path, port, 1)
        wait_healthy(base_url, second)
        with validated_client(base_url=base_url, timeout=60) as http:
            games = await_games_finished(http, gids)
            assert all(games[gid]["version"] >= game["version"] for gid, game in zip(gids, created, strict=True))
            assert_audits_clean(http, gids)
        queue_redis = redis.Redis.from_url(embedded_redis.discover(tmp_path / "var"))

        # A last retry may still be on its way through the worker; the queue drains. A job the
        # SIGTERM caught between RQ's dequeue and its start may keep a "queued" record (RQ's
        # maintenance clears those): it names a finished game, so it strands nothing, and the
        # sweeper never relied on it.
        await_progress(lambda: queue_redis.lrange("rq:queue:boardroom", 0, -1), lambda queued: not queued,
                       what="the queue draining")
        leftover = [key.decode() for key in queue_redis.scan_iter("rq:job:*")
                    if queue_redis.hget(key, "status") in (b"queued", b"started")]
        assert all(any(gid in key for gid in gids) for key in leftover), leftover
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
