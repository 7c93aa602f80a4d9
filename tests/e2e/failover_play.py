"""A seat's play through a Redis failover, as the cluster tests drive it: requests waited through 503s and 429s,
and a blocking wait for the seat's turn that survives a stream the failover cut."""

from __future__ import annotations

import contextlib
import json
import time

import httpx

from tests.e2e.api_client import Boardroom

# A stream that brings nothing for this long while the game moved missed a move (a keep-alive comes every 10 s at
# the defaults; a bot answers within a few seconds, a failover within 15).
MISSED_MOVE_SECONDS = 30


def through_outage(call, seconds: float = 60) -> httpx.Response:
    """``call()`` until it is answered other than 503 or 429; every 503 meanwhile must be a problem+json, and
    each 429 (the production limits are on) is waited out as its Retry-After says, as a polite client does."""
    deadline = time.monotonic() + seconds
    while (response := call()).status_code in (429, 503):
        assert response.headers["content-type"].startswith("application/problem+json"), response.text
        assert time.monotonic() < deadline, f"still {response.status_code} after {seconds} s: {response.text}"
        time.sleep(min(float(response.headers.get("Retry-After", 0.1)), 2.0) if response.status_code == 429 else 0.1)
    return response


def my_turn(api: Boardroom, gid: str, token: str) -> dict | None:
    """Block on the game's stream until the token's seat has a complete move: its moves (None: the game is
    over)."""
    auth = {"Authorization": f"Bearer {token}"}
    while True:
        listed = through_outage(lambda: api.http.get(f"/v1/games/{gid}/moves", headers=auth)).json()  # noqa: B023
        if any(not m.get("template") for m in listed["moves"]):
            return listed
        if through_outage(lambda: api.http.get(f"/v1/games/{gid}")).json()["status"] == "finished":
            return None
        # A stream the failover cut: read the moves again. One that stays open must bring the next move.
        with contextlib.suppress(httpx.TransportError):
            with api.http.stream("GET", f"/v1/games/{gid}/stream", params={"after": listed["version"]},
                                 headers={**auth, "Accept": "application/x-ndjson"},
                                 timeout=httpx.Timeout(30.0)) as live:
                if live.status_code != 200:
                    time.sleep(0.1)  # polling through the failover
                    continue
                opened = time.monotonic()
                for line in live.iter_lines():  # the next event, or the stream's end (an outage ends it too)
                    if line.strip() and json.loads(line)["type"] != "heartbeat":
                        break
                    if time.monotonic() - opened > MISSED_MOVE_SECONDS:
                        now = through_outage(lambda: api.http.get(f"/v1/games/{gid}")).json()["version"]  # noqa: B023
                        assert now == listed["version"], (
                            f"the stream of {gid} after version {listed['version']} brought nothing for "
                            f"{MISSED_MOVE_SECONDS} s while the game moved to version {now}")
                        opened = time.monotonic()
