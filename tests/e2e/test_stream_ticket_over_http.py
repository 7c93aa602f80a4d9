"""Over real gunicorn: a seat's stream opened with a ticket, as a browser's EventSource must, and the access
log records the request without the ticket."""

from __future__ import annotations

import json

import httpx
import pytest

pytestmark = pytest.mark.e2e


def test_a_ticket_opens_the_seats_state_stream_and_never_reaches_the_log(private_service):
    service = private_service  # stopped below, to read the web process's last log line
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        created = http.post("/v1/games", json={"game": "bias-effect", "seats": [{"name": "ann"}, {"name": "bob"}]})
        gid, token = created.json()["id"], created.json()["tokens"]["0"]
        ticket = http.post(f"/v1/games/{gid}/stream-tickets", headers={"Authorization": f"Bearer {token}"}).json()
        with http.stream("GET", f"/v1/games/{gid}/stream", params={"as": "state", "ticket": ticket["ticket"]}) as live:
            assert live.status_code == 200 and live.headers["content-type"].startswith("text/event-stream")
            data = next(line for line in live.iter_lines() if line.startswith("data: "))
        state = json.loads(data.removeprefix("data: "))
        assert state["type"] == "state" and state["moves"], "the seat's own stream, with its moves"
        again = http.get(f"/v1/games/{gid}/stream", params={"ticket": ticket["ticket"]})
        assert again.status_code == 401 and again.json()["code"] == "invalid_ticket"
    service.stop()  # the web process has written its last access-log line
    logged = "".join(path.read_text(errors="replace") for path in service.log_dir.glob("web-*.log"))
    assert f"/v1/games/{gid}/stream" in logged, "the stream's request is logged"
    assert ticket["ticket"] not in logged and ticket["ticket"][3:] not in logged
