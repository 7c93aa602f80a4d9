"""A player that knows no game: it reads the component catalogue, follows its seat's state stream, and picks
moves by their labels and targets alone, the way a third-party front end with no rules code plays.

It imports nothing from ``games/``: every fact it uses comes over HTTP.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import httpx


@dataclass
class Played:
    """What the player saw: every log entry the stream told it, and what it did."""

    told: dict[int, dict] = field(default_factory=dict)  # the log entries by first version
    posted: int = 0
    frames: int = 0
    final: dict = field(default_factory=dict)
    labels: set[str] = field(default_factory=set)  # every label of a move it was offered
    unavailable: dict[tuple[str, str], dict] = field(default_factory=dict)  # (label, reason) → each move it was
    # told it may not make


class GenericPlayer:
    def __init__(self, http: httpx.Client, gid: str, token: str, game: str, rng: random.Random):
        self.http, self.gid, self.token, self.rng = http, gid, token, rng
        components = self.http.get(f"/v1/catalog/{game}").raise_for_status().json()["components"]
        self.catalogue = {c["id"]: c for c in components}

    def _states(self) -> Iterator[dict]:
        """The seat's GameState frames, through a stream ticket as a browser's EventSource would open it."""
        ticket = self.http.post(f"/v1/games/{self.gid}/stream-tickets",
                                headers={"Authorization": f"Bearer {self.token}"}).raise_for_status().json()
        with self.http.stream("GET", f"/v1/games/{self.gid}/stream",
                              params={"as": "state", "ticket": ticket["ticket"]}) as live:
            live.raise_for_status()
            for line in live.iter_lines():
                if line.startswith("data: "):
                    yield json.loads(line.removeprefix("data: "))

    def choose(self, moves: list[dict]) -> dict:
        """A complete move, chosen by what it acts on: among those that act on the most components, any."""
        complete = [m for m in moves if not m.get("template")]
        for move in moves:
            assert move["label"] and all(t in self.catalogue for t in move["targets"]), move
            assert all(i in self.catalogue for ids in move.get("fields", {}).values() for i in ids), move
        most = max(len(m["targets"]) for m in complete)
        return self.rng.choice([m for m in complete if len(m["targets"]) >= min(most, self.rng.choice([0, most]))])

    def play(self, max_frames: int = 20_000) -> Played:
        played = Played()
        for state in self._states():
            played.frames += 1
            for entry in state["log"]:
                played.told[entry["v"]] = entry
            played.final = state
            played.labels.update(move["label"] for move in state["moves"] + state["lifecycle"])
            played.unavailable.update(((e["label"], e["reason"]), e) for e in state.get("unavailable", []))
            if played.frames >= max_frames:
                break
            if state["status"] != "active" or not [m for m in state["moves"] if not m.get("template")]:
                continue
            response = self.post(self.choose(state["moves"]), state["version"])
            # 409: the game moved on since this frame (a bot, a clock); the next frame has the new moves.
            assert response.status_code in (201, 409), response.json()
            played.posted += response.status_code == 201
        return played

    def post(self, move: dict, version: int, attempts: int = 10) -> httpx.Response:
        """Post ``move`` as listed; a polite client waits as long as a 429's Retry-After says, then tries again."""
        headers = {"Authorization": f"Bearer {self.token}", "If-Match": f'"{version}"'}
        for _ in range(attempts):
            response = self.http.post(f"/v1/games/{self.gid}/commands", json=move, headers=headers)
            if response.status_code != 429:
                return response
            time.sleep(int(response.headers["Retry-After"]))  # the server's own pacing, not synchronisation
        return response
