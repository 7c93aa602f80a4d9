"""Issue 14 item 2 against real processes: an SSE and an NDJSON stream of a quiet game, served by
gunicorn, stay open through 30 s of silence on keep-alives and then deliver the next real event.

The keep-alive interval is the default, 10 s: longer than redis-py's default 5 s socket timeout, which
is what used to kill every stream after 5 s of quiet (a blocking XREAD that outlived its socket). The
streams are the shared service's, in its production configuration; the test's own table keeps them quiet.
"""

from __future__ import annotations

import json
import queue
import threading
import time

import httpx
import pytest

from service.bootstrap import Settings
from tests.e2e.api_client import Boardroom, validated_client

pytestmark = pytest.mark.e2e

KEEPALIVE = Settings.stream_keepalive_seconds
IDLE = 30.0


def follow(base_url: str, gid: str, ndjson: bool, after: int, seen: queue.Queue) -> None:
    """Report (stream, seconds since opened, kind, envelope) for every keep-alive and event until
    the first event after ``after``; a read that waits more than 3 keep-alives fails the stream."""
    name = "ndjson" if ndjson else "sse"
    headers = {"Accept": "application/x-ndjson"} if ndjson else {"Last-Event-ID": str(after)}
    timeout = httpx.Timeout(10.0, read=3 * KEEPALIVE)
    try:
        with validated_client(base_url=base_url, timeout=timeout) as http, \
                http.stream("GET", f"/v1/games/{gid}/stream", params={"after": after} if ndjson else None,
                            headers=headers) as live:
            opened = time.monotonic()
            for line in live.iter_lines():
                if not line:
                    continue  # the blank line that ends an SSE frame
                at = time.monotonic() - opened
                if line == ": keep-alive" or (ndjson and json.loads(line) == {"type": "heartbeat"}):
                    seen.put((name, at, "keep-alive", None))
                    continue
                if ndjson:
                    envelope = json.loads(line)
                elif line.startswith("data: "):
                    envelope = json.loads(line.removeprefix("data: "))
                else:
                    continue  # the frame's id: line
                seen.put((name, at, "event", envelope))
                return
            seen.put((name, time.monotonic() - opened, "ended", None))
    except Exception as error:  # reported to the test thread, which fails with it
        seen.put((name, None, "error", repr(error)))


def test_quiet_streams_live_on_keep_alives_for_30_s_then_deliver_the_next_event(service):
    web_log = max(service.log_dir.glob("web-*.log"), key=lambda log: log.stat().st_mtime)
    logged_before = web_log.stat().st_size
    boardroom = Boardroom(service.base_url)
    created = boardroom.create("tabletop-climber", [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}])
    gid, version = created["id"], created["version"]
    seen: queue.Queue = queue.Queue()
    readers = [threading.Thread(target=follow, args=(service.base_url, gid, ndjson, version, seen), daemon=True)
               for ndjson in (False, True)]
    for reader in readers:
        reader.start()

    received: dict[str, list[tuple[float, str, dict | None]]] = {"sse": [], "ndjson": []}
    idle_for = {"sse": 0.0, "ndjson": 0.0}
    while min(idle_for.values()) < IDLE:  # each stream's own clock, advanced only by what it receives
        name, at, kind, payload = seen.get(timeout=3 * KEEPALIVE)
        assert kind == "keep-alive", (name, kind, payload, service.logs("web"))
        received[name].append((at, kind, payload))
        idle_for[name] = at

    token = created["tokens"]["0"]
    moves = boardroom.moves(gid, token)
    move = next(m for m in moves["moves"] if not m.get("template"))
    posted = boardroom.command(gid, token, move, version=moves["version"])
    assert posted.status_code == 201, posted.text

    got_event = set()
    while got_event != {"sse", "ndjson"}:
        name, at, kind, payload = seen.get(timeout=3 * KEEPALIVE)
        assert kind in ("keep-alive", "event"), (name, kind, payload, service.logs("web"))
        received[name].append((at, kind, payload))
        if kind == "event":
            got_event.add(name)
    for reader in readers:
        reader.join(timeout=10)
    boardroom.close()

    for name, frames in received.items():
        keepalives = [at for at, kind, _ in frames if kind == "keep-alive"]
        assert len(keepalives) >= IDLE // KEEPALIVE, (name, frames)
        assert keepalives[0] < 5.0  # an idle stream opens with a keep-alive
        assert max(b - a for a, b in zip(keepalives, keepalives[1:], strict=False)) < KEEPALIVE + 3.0
        at, kind, event = frames[-1]
        assert kind == "event" and at > IDLE and event["v"] == version + 1 and event["seat"] == 0, (name, frames)
    with web_log.open("rb") as log:
        log.seek(logged_before)
        assert b"Traceback" not in log.read()
