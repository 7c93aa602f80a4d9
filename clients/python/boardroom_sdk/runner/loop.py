"""The runner: one thread reads the player stream, one plays. It resumes the player's games on start, hands
each awaited decision to the engine, answers challenges and keeps `concurrency` games going with seeks."""

from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Any

import httpx

from boardroom_sdk.client import Boardroom, Seat
from boardroom_sdk.errors import ProblemError
from boardroom_sdk.frames import Challenge, GameFinish, GameStart, PlayerFrame, YourTurn
from boardroom_sdk.polite import backoff
from boardroom_sdk.runner import matchmaking
from boardroom_sdk.runner.config import BotConfig
from boardroom_sdk.runner.decisions import decide, playable
from boardroom_sdk.runner.engines import Engine
from boardroom_sdk.runner.summary import finish_line

Json = dict[str, Any]
log = logging.getLogger("boardroom_sdk.runner")
UPKEEP_SECONDS = 15.0  # how often seeks, challenges and decisions that failed are looked at again
FAILURES = (ProblemError, httpx.TransportError)


class Runner:
    def __init__(self, config: BotConfig, engine: Engine, api: Boardroom | None = None):
        self.config = config
        self.engine = engine
        self.api = api or Boardroom(config.url, config.key)
        self.frames: queue.Queue[PlayerFrame | ProblemError] = queue.Queue()
        self.seeker = matchmaking.Seeker(config.seek) if config.seek else None
        self.decided: dict[str, int] = {}  # per game, the last version a decision was made on
        self.due: dict[str, int] = {}  # games whose decision failed in transit or by a limit: seat to retry
        self.answered: set[str] = set()  # challenges answered
        self.active = 0
        self.finished = 0
        self.me = ""

    def run(self, stop: threading.Event | None = None) -> None:
        """Play until ``stop`` is set (never, by default)."""
        stop = stop or threading.Event()
        self.me = self.api.request("GET", "/v1/players/me").json()["id"]
        log.info("playing as %s on %s", self.me, self.config.url)
        threading.Thread(target=self._read, name="player-stream", daemon=True).start()
        try:
            self._resume()
        except FAILURES:
            log.exception("could not list the games to resume; the player stream brings those awaited now")
        last_upkeep = -UPKEEP_SECONDS
        while not stop.is_set():
            try:
                frame = self.frames.get(timeout=1.0)
            except queue.Empty:
                frame = None
            if isinstance(frame, ProblemError):
                raise frame
            try:
                if frame is not None and self._on(frame) or time.monotonic() - last_upkeep > UPKEEP_SECONDS:
                    last_upkeep = time.monotonic()
                    self._upkeep()
            except FAILURES:
                log.exception("will try again")
        self._withdraw()

    def _withdraw(self) -> None:
        """On a stop: cancel the seeks still waiting (one matched later would seat no one), and log what is left."""
        try:
            for seek in matchmaking.waiting_seeks(self.api):
                if seek["status"] == "waiting":
                    matchmaking.cancel(self.api, seek)
            games = matchmaking.active_games(self.api, self.me)
        except FAILURES:
            log.exception("stopping: could not cancel the waiting seeks; they expire on their own")
            return
        if games:
            log.info("stopping: %d games left under way, to their clocks: %s", len(games),
                     ", ".join(game["id"] for game in games))

    def _read(self) -> None:
        """The player stream into the queue, for ever: a stream that gives up is opened again where it left."""
        after = None
        failures = 0
        while True:
            stream = self.api.player_frames(after=after)
            try:
                for frame in stream:
                    failures = 0
                    self.frames.put(frame)
            except ProblemError as refused:
                if refused.status in (401, 403):  # a revoked key, or one without the read scope: no use retrying
                    self.frames.put(refused)
                    return
                log.exception("player stream lost")
            except httpx.TransportError:
                log.exception("player stream lost")
            after = stream.last_id
            time.sleep(backoff(failures))
            failures += 1

    def _resume(self) -> None:
        """Decide in every game under way that awaits this player now: after a crash, these are the games the
        runner was playing."""
        games = matchmaking.active_games(self.api, self.me)
        self.active = len(games)
        if games:
            log.info("resuming %d games: %s", len(games), ", ".join(game["id"] for game in games))
        for game in games:
            self.due[game["id"]] = game["seat"]
        self._retry_due()

    def _retry_due(self) -> None:
        for gid, seat in list(self.due.items()):
            del self.due[gid]
            self._decide(gid, seat, None, None)

    def _decide(self, gid: str, seat: int, table: Json | None, moves: Json | None) -> None:
        try:
            if moves is None:
                moves = Seat(self.api, gid, None, seat).moves()
                if not playable(moves):
                    return
            self.decided[gid] = max(self.decided.get(gid, -1), moves["version"])
            decide(self.api, self.engine, gid, seat, table, moves)
        except FAILURES as failed:
            log.warning("game %s: decision not made (%s); trying again", gid, failed)
            self.due[gid] = seat

    def _on(self, frame: PlayerFrame) -> bool:
        """Handle one frame; True when seeks should be looked at now."""
        if isinstance(frame, YourTurn):
            if frame.version > self.decided.get(frame.gid, -1) and playable(frame.moves):
                self._decide(frame.gid, frame.seat, frame.table, frame.moves)
            return False
        if isinstance(frame, GameStart):
            log.info("game %s (%s) started: seat %s, rated %s", frame.gid, frame.game, frame.seat, frame.rated)
            self.active += 1
            return True  # a seek was matched or a challenge started: another place may be sought
        if isinstance(frame, GameFinish):
            self.finished += 1
            self.decided.pop(frame.gid, None)
            log.info("%s (%d finished since start)", finish_line(frame), self.finished)
            return True
        if isinstance(frame, Challenge) and frame.status == "pending" and frame.challenger != self.me:
            self._answer({"id": frame.challenge, "game": frame.game, "players": frame.players,
                          "challenger": frame.challenger, "rated": frame.rated, "clock": frame.clock})
        return False

    def _answer(self, challenge: Json) -> None:
        if challenge["id"] in self.answered:
            return
        self.answered.add(challenge["id"])
        matchmaking.answer(self.api, self.config.challenges, challenge, self.active < self.config.concurrency)

    def _upkeep(self) -> None:
        """Retry what failed, answer challenges the stream did not bring (sent while the runner was down),
        and seek while fewer games than `concurrency` are under way."""
        self._retry_due()
        self.active = len(matchmaking.active_games(self.api, self.me))
        challenges = self.api.request("GET", "/v1/challenges").json()["challenges"]
        for challenge in challenges:
            if (challenge["status"] == "pending" and challenge["challenger"] != self.me
                    and self.me not in challenge.get("accepted", [])):
                self._answer(challenge)
        if self.seeker is not None and self.active < self.config.concurrency:
            self.seeker.seek(self.api, self.config.concurrency - self.active, matchmaking.waiting_seeks(self.api))
