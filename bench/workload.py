"""Workloads shared by the benchmarks: whole Tabletop Climber games played in-process (pure rules), and
an HTTP client that plays Climber games through the REST API, recording what it sent."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from events.envelope import canonical_json, genesis_hash, seal
from events.seeds import chain_key, commitment
from games import table as tables
from games.tabletop_climber import GAME

CLIMBER = "tabletop-climber"


@dataclass
class PlayedGame:
    """A whole game: its batches of game events (each with the command that caused it) and sealed log."""

    gid: str
    batches: list[tuple[dict[str, Any], list[dict[str, Any]]]]
    envelopes: list[dict[str, Any]]

    @property
    def stored(self) -> list[str]:
        """Each event as the log stores it."""
        return [canonical_json(e) for e in self.envelopes]


def play_climber(seed: int, players: int = 4) -> PlayedGame:
    """A whole Climber game with uniform-random legal moves, through the same table functions as the server."""
    rng = random.Random(seed)
    gid = f"climber-{seed:08d}"
    seats = [{"name": f"p{i}"} for i in range(players)]
    cmd = {"id": f"c{seed}-0", "seat": None, "type": "create-game", "payload": {"game": CLIMBER, "seats": seats}}
    events = tables.create(GAME, seats, {}, commitment(str(seed)), rng)
    batches = [(cmd, events)]
    key = chain_key(str(seed), gid)  # hashed as the service hashes: keyed
    envelopes = seal(gid, 1, genesis_hash(gid), events, cmd, key)
    table = tables.replay(envelopes)
    while not tables.is_over(table):
        seat = min(tables.to_act(table))
        command = rng.choice([m for m in GAME.legal_moves(table["state"], seat) if not m.get("template")])
        cmd = {"id": f"c{seed}-{table['version']}", "seat": seat, "type": command["type"],
               "payload": {k: v for k, v in command.items() if k != "type"}}
        events = tables.decide(table, seat, command, rng)
        batches.append((cmd, events))
        sealed = seal(gid, table["version"] + 1, envelopes[-1]["hash"], events, cmd, key)
        envelopes += sealed
        table = tables.replay(sealed, table)
    cmd = {"id": f"c{seed}-end", "seat": None, "type": "score-game", "payload": {}}
    events = tables.finish(table, str(seed))
    batches.append((cmd, events))
    envelopes += seal(gid, table["version"] + 1, envelopes[-1]["hash"], events, cmd, key)
    return PlayedGame(gid, batches, envelopes)


@dataclass
class Sent:
    """One request a client sent, so the same sequence can be replayed against the no-op route."""

    method: str
    body: Any
    command: bool


@dataclass
class ClientLog:
    commands: int = 0
    errors: int = 0
    latencies: list[float] = field(default_factory=list)  # POST /commands, seconds
    appended: list[tuple[str, int, str]] = field(default_factory=list)  # (gid, last version, its "at")
    sent: list[Sent] = field(default_factory=list)


class ClimberPlayer:
    """Plays Climber games over HTTP, every seat a named human: GET /moves for the seat to act, POST one.

    The seat to act is guessed (the seat after the last mover) and confirmed by /moves, which lists
    no complete move for a seat that is not awaited; a game where no seat has a move is over.
    """

    def __init__(self, base_url: str, rng: random.Random, players: int = 4):
        self.http = httpx.Client(base_url=base_url, timeout=httpx.Timeout(30.0))
        self.rng = rng
        self.players = players
        self.gid: str | None = None
        self.tokens: dict[int, str] = {}
        self.guess = 0

    def close(self) -> None:
        self.http.close()

    def _new_game(self, log: ClientLog) -> None:
        body = {"game": CLIMBER, "seats": [{"name": f"p{i}"} for i in range(self.players)], "options": {}}
        log.sent.append(Sent("POST", body, False))
        response = self.http.post("/v1/games", json=body)
        if response.status_code != 201:
            log.errors += 1
            raise RuntimeError(f"create failed: {response.status_code} {response.text[:300]}")
        created = response.json()
        self.gid = created["id"]
        self.tokens = {int(seat): token for seat, token in created["tokens"].items()}
        self.guess = 0

    def play_one(self, log: ClientLog) -> None:
        """Post one command (creating a game first when there is none or it is over)."""
        if self.gid is None:
            self._new_game(log)
        for _ in range(self.players):
            seat = self.guess
            headers = {"Authorization": f"Bearer {self.tokens[seat]}"}
            log.sent.append(Sent("GET", None, False))
            response = self.http.get(f"/v1/games/{self.gid}/moves", headers=headers)
            if response.status_code != 200:
                log.errors += 1
                return
            moves = response.json()
            complete = [m for m in moves["moves"] if not m.get("template")]
            if not complete:
                self.guess = (seat + 1) % self.players
                continue
            command = self.rng.choice(complete)
            headers["If-Match"] = f'"{moves["version"]}"'
            log.sent.append(Sent("POST", command, True))
            started = time.perf_counter()
            response = self.http.post(f"/v1/games/{self.gid}/commands", json=command, headers=headers)
            elapsed = time.perf_counter() - started
            if response.status_code == 201:
                log.commands += 1
                log.latencies.append(elapsed)
                last = response.json()["events"][-1]
                log.appended.append((self.gid, last["v"], last["at"]))
            else:
                log.errors += 1
            self.guess = (seat + 1) % self.players
            return
        self.gid = None  # nobody has a move: the game is over


def replay_noop(http: httpx.Client, sent: Sent, log: ClientLog) -> None:
    """The request ``sent`` against the no-op route: same method, same body."""
    started = time.perf_counter()
    if sent.method == "GET":
        response = http.get("/bench/noop")
    else:
        response = http.post("/bench/noop", json=sent.body)
    elapsed = time.perf_counter() - started
    if response.status_code != 200:
        log.errors += 1
    elif sent.command:
        log.commands += 1
        log.latencies.append(elapsed)
