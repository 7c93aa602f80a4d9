"""A thin HTTP client over the REST API, so the e2e tests read like specifications."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx


class Boardroom:
    def __init__(self, base_url: str):
        self.http = httpx.Client(base_url=base_url, timeout=httpx.Timeout(30.0, read=300.0))

    def close(self) -> None:
        self.http.close()

    @staticmethod
    def _auth(token: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"} if token else {}

    def catalog(self) -> dict:
        return self.http.get("/v1/catalog").raise_for_status().json()

    def create(self, game: str, seats: list[dict], options: dict | None = None, **hosting) -> dict:
        """A new table; ``hosting``: its ``clock`` and ``on_timeout``."""
        response = self.http.post("/v1/games", json={"game": game, "seats": seats, "options": options or {},
                                                     **hosting})
        assert response.status_code == 201, response.text
        return response.json()

    def game(self, gid: str, token: str | None = None) -> dict:
        return self.http.get(f"/v1/games/{gid}", headers=self._auth(token)).raise_for_status().json()

    def moves(self, gid: str, token: str) -> dict:
        return self.http.get(f"/v1/games/{gid}/moves", headers=self._auth(token)).raise_for_status().json()

    def command(self, gid: str, token: str, command: dict, version: int | None = None,
                key: str | None = None) -> httpx.Response:
        headers = self._auth(token)
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        if key is not None:
            headers["Idempotency-Key"] = key
        return self.http.post(f"/v1/games/{gid}/commands", json=command, headers=headers)

    def events(self, gid: str, token: str | None = None, after: int = 0) -> list[dict]:
        collected = []
        while True:
            page = self.http.get(f"/v1/games/{gid}/events", params={"after": after, "limit": 1000},
                                 headers=self._auth(token)).raise_for_status().json()
            if not page["events"]:
                return collected
            collected += page["events"]
            after = page["next"]

    def audit(self, gid: str) -> dict:
        return self.http.get(f"/v1/games/{gid}/audit").raise_for_status().json()

    def export(self, gid: str) -> str:
        ndjson = {"Accept": "application/x-ndjson"}
        return self.http.get(f"/v1/games/{gid}/events", headers=ndjson).raise_for_status().text

    def stream(self, gid: str, token: str | None = None, after: int = 0) -> Iterator[dict]:
        """Live events as NDJSON until the server ends the stream (the game finished)."""
        headers = {**self._auth(token), "Accept": "application/x-ndjson"}
        with self.http.stream("GET", f"/v1/games/{gid}/stream", params={"after": after}, headers=headers) as live:
            live.raise_for_status()
            for line in live.iter_lines():
                if line.strip() and (event := json.loads(line))["type"] != "heartbeat":
                    yield event

    def sse(self, gid: str, last_event_id: int) -> Iterator[tuple[str, str, dict]]:
        """(id, event, data) frames of the SSE stream, resuming after ``last_event_id``."""
        with self.http.stream("GET", f"/v1/games/{gid}/stream", headers={"Last-Event-ID": str(last_event_id)}) as live:
            frame: dict[str, str] = {}
            for line in live.iter_lines():
                if line.startswith(":"):
                    continue
                if not line:
                    if frame:
                        yield frame["id"], frame["event"], json.loads(frame["data"])
                    frame = {}
                    continue
                key, _, value = line.partition(": ")
                frame[key] = value
