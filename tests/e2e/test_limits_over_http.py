"""200 table creations fired at once at the real gunicorn (issue 14 item 5): past the client's limit
they get 429, and at most the cap of all-bot tables start, so no one can set the workers playing
without end. The README's example bot plays under the limits (issue 31 item 12), and gunicorn's own
refusals and a malformed chunked body are problems, not HTML or 500s (issue 31 items 9, 11). A caller's total
over every route is one count across both gunicorn workers (issue 49 item 6)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.e2e.api_client import validated_client
from tests.e2e.service_processes import ROOT, Service

pytestmark = pytest.mark.e2e

CREATIONS = 200
LIMIT = 20
BOT_CAP = 2
SHORT_GAME = "corporate-anarchy"  # about a dozen decisions a seat


@pytest.fixture
def limited(redis_client, redis_url, tmp_path):
    running = Service(redis_url, tmp_path, env={
        "BOARDROOM_RATE_LIMITS": "on", "BOARDROOM_LIMIT_CREATE": f"{LIMIT}/minute",
        "BOARDROOM_MAX_BOT_TABLES": str(BOT_CAP), "WEB_CONCURRENCY": "2"})
    running.start_all()
    yield running
    running.stop()


def fire(base_url: str, seats: list[dict]) -> list[httpx.Response]:
    """Each creation on a connection of its own: a kept-alive connection that gunicorn closes after its 2 s keep-alive
    while the next request is on its way (a loaded machine) fails that request with no answer ("Server disconnected
    without sending a response"), and a creation is no request to send twice."""
    limits = httpx.Limits(max_connections=50, max_keepalive_connections=0)
    with validated_client(base_url=base_url, timeout=60, limits=limits) as http, \
            ThreadPoolExecutor(max_workers=50) as pool:
        return list(pool.map(lambda _: http.post("/v1/games", json={"game": "tabletop-climber", "seats": seats}),
                             range(CREATIONS)))


def codes(responses: list[httpx.Response]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for response in responses:
        key = "created" if response.status_code == 201 else f"{response.status_code} {response.json().get('code')}"
        counted[key] = counted.get(key, 0) + 1
    return counted


def test_200_concurrent_all_bot_creations_start_only_the_cap(limited):
    responses = fire(limited.base_url, [{"bot": "easy"}] * 3)
    # The creation limit answers first; of the creations it lets through, only the cap start.
    assert codes(responses) == {"created": BOT_CAP, "429 too_many_bot_tables": LIMIT - BOT_CAP,
                                "429 rate_limited": CREATIONS - LIMIT}
    refused = next(r for r in responses if r.status_code == 429 and r.json()["code"] == "too_many_bot_tables")
    assert refused.headers["content-type"] == "application/problem+json"
    assert int(refused.headers["Retry-After"]) >= 1


def test_200_concurrent_creations_past_the_limit_get_429(limited, redis_client):
    responses = fire(limited.base_url, [{"name": "ann"}, {"bot": "easy"}, {"bot": "normal"}])
    assert codes(responses) == {"created": LIMIT, "429 rate_limited": CREATIONS - LIMIT}
    refused = next(r for r in responses if r.status_code == 429)
    assert refused.headers["content-type"] == "application/problem+json"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    # The counters live in the service's Redis, shared by both gunicorn workers.
    assert redis_client.keys("LIMITS:{LIMITER/br:limits/*")


TOTAL = 60


@pytest.fixture
def totalled(redis_client, redis_url, tmp_path):
    """The production configuration with a small total (an hour's, so that no window turns during the test)."""
    running = Service(redis_url, tmp_path, env={"BOARDROOM_LIMIT_TOTAL": f"{TOTAL}/hour", "WEB_CONCURRENCY": "2"})
    running.start_all()
    yield running
    running.stop()


def test_a_callers_total_over_every_route_is_counted_across_gunicorn_workers(totalled):
    """Issue 49 item 6: one anonymous client spread its reads over routes whose budgets each allowed 50 a second and
    took the cores. Fired at once over 50 connections, so that both workers answer, its reads of three routes
    are answered 200 exactly as often as its total allows."""
    seed = httpx.post(f"{totalled.base_url}/v1/games", json={"game": SHORT_GAME, "seats": [{"name": "ann"}, {}]})
    gid, token = seed.json()["id"], seed.json()["tokens"]["0"]
    paths = [f"/v1/games/{gid}", "/v1/games", f"/v1/leaderboards/{SHORT_GAME}"]
    limits = httpx.Limits(max_connections=50, max_keepalive_connections=0)
    with validated_client(base_url=totalled.base_url, timeout=60, limits=limits) as http, \
            ThreadPoolExecutor(max_workers=50) as pool:
        responses = list(pool.map(lambda n: http.get(paths[n % len(paths)]), range(2 * TOTAL)))
        assert http.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    answered = [r.status_code for r in responses]
    assert (answered.count(200), answered.count(429)) == (TOTAL - 1, TOTAL + 1)  # the creation spent 1
    refused = next(r for r in responses if r.status_code == 429)
    assert {r.json()["code"] for r in responses if r.status_code == 429} == {"rate_limited"}
    assert refused.headers["RateLimit-Policy"] == f'"total";q={TOTAL};w=3600'
    assert int(refused.headers["Retry-After"]) >= 1


def run_seat_bot(service: Service) -> dict:
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "seat_bot.py"), service.base_url, SHORT_GAME],
                          capture_output=True, text=True, timeout=120, env=service.env)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_the_example_bot_paces_itself_under_a_spent_budget_and_finishes_its_game(redis_url, tmp_path):
    """Issue 31 item 12: examples/seat_bot.py died of 429 within about 4 s against a default `make run`
    (commands 20/s per address). Budgets are now the caller's and the bot waits as RateLimit and
    Retry-After say. (tests/e2e/test_players_over_http.py runs it through every game, defaults unchanged.)"""
    # Only the command budget is cut, far below the bot's pace, so that it must wait.
    running = Service(redis_url, tmp_path, env={"BOARDROOM_LIMIT_COMMANDS": "2/second"})
    running.start_all()
    try:
        summary = run_seat_bot(running)
    finally:
        running.stop()
    assert [played["game"] for played in summary["games"].values()] == [SHORT_GAME]
    assert summary["waits"] > 0


def raw_exchange(port: int, request: bytes) -> bytes:
    """``request`` sent whole on a fresh connection, and every byte the server answers until it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        sock.shutdown(socket.SHUT_WR)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return received


def problem_of(reply: bytes) -> tuple[int, dict[str, str], dict]:
    head, _, body = reply.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, json.loads(body)


def test_gunicorns_own_refusals_and_a_malformed_chunked_body_are_problems(service):
    """Issue 31 items 9 and 11: a malformed chunked body answered 500 with a traceback, and gunicorn's 414
    for an over-long request line was text/html."""
    too_long = raw_exchange(service.port, b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: boardroom\r\n\r\n")
    status, headers, body = problem_of(too_long)
    assert (status, headers["content-type"], body["code"]) == (414, "application/problem+json",
                                                               "request_line_too_long")
    assert "4094" in body["detail"]  # gunicorn's limit_request_line, named
    chunked = raw_exchange(service.port, b"POST /v1/games HTTP/1.1\r\nHost: boardroom\r\n"
                                         b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                                         b"zz\r\n{}\r\n0\r\n\r\n")
    status, headers, body = problem_of(chunked)
    assert (status, headers["content-type"], body["code"]) == (400, "application/problem+json", "bad_request")
    assert "chunk" in body["detail"]
    assert "Traceback" not in service.logs("web")


def test_a_trickled_body_is_cut_off_at_the_body_deadline(redis_url, tmp_path):
    """Issue 31 item 4: a body trickled a byte at a time, each inside the silence bound, held its socket
    for as long as the client liked."""
    running = Service(redis_url, tmp_path, env={"BOARDROOM_BODY_SECONDS": "1"})  # a short deadline to test
    running.start_all()
    try:
        with socket.create_connection(("127.0.0.1", running.port), timeout=10) as sock:
            sock.sendall(b"POST /v1/games HTTP/1.1\r\nHost: boardroom\r\nContent-Type: application/json\r\n"
                         b"Content-Length: 100\r\n\r\n")
            started = time.monotonic()
            sock.settimeout(0.2)
            reply = b""
            while not reply and time.monotonic() - started < 8:
                sock.sendall(b" ")  # the fault: one byte every 0.2 s, never silent long enough to time out
                try:
                    reply = sock.recv(65536)
                except TimeoutError:
                    continue
            elapsed = time.monotonic() - started
    finally:
        running.stop()
    assert reply.startswith(b"HTTP/1.1 400") and b"application/problem+json" in reply, reply[:200]
    assert elapsed < 4, elapsed
