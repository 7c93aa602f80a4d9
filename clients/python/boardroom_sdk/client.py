"""The Boardroom HTTP API for a program: players, tables, seats, commands and live streams, as plain JSON; every
operation typed is in operations.py."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType

import httpx

from boardroom_sdk.errors import Json, ProblemError
from boardroom_sdk.frames import PlayerFrame, player_frame
from boardroom_sdk.operations import Operations, bearer
from boardroom_sdk.polite import Polite
from boardroom_sdk.streams import LiveStream

CONFLICTS = 20  # times a seat re-decides after the game moved on first, before it gives up
EVENTS_PAGE = 5000  # the most GET /events returns at once

Chooser = Callable[[Json], Json | None]


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    key: str


@dataclass(frozen=True)
class CommandResult:
    """What a command appended: the game's version after it and its events as the seat may see them."""

    version: int
    events: list[Json]
    replayed: bool  # the stored answer to an earlier request with the same Idempotency-Key


@dataclass(frozen=True)
class CreatedTable:
    table: Json
    seats: dict[int, Seat]  # the seats the creator named, with their tokens


class Boardroom(Operations):
    """A client of one server, as a player (with ``player_key``) or anonymously; a context manager. Besides these
    calls on plain JSON, it has a typed method for every operation of the API (:class:`Operations`)."""

    def __init__(self, base_url: str, player_key: str | None = None, *, retries: int = 5, timeout: float = 30.0):
        self.http = httpx.Client(base_url=base_url, timeout=timeout)
        self.polite = Polite(self.http, retries)
        self.player_key = player_key

    @property
    def player_key(self) -> str | None:
        return self._player_key

    @player_key.setter
    def player_key(self, key: str | None) -> None:
        self._player_key = key
        self.http.headers.pop("Authorization", None)
        if key is not None:
            self.http.headers["Authorization"] = f"Bearer {key}"

    @property
    def waits(self) -> int:
        """How often the server asked this client to wait (Retry-After, a spent RateLimit budget)."""
        return self.polite.waits

    def register(self, name: str, kind: str = "bot") -> Player:
        """A new player; this client acts as it from now on (its key is shown only this once)."""
        body = self.request("POST", "/v1/players", json={"name": name, "kind": kind}).json()
        self.player_key = body["key"]
        return Player(body["id"], body["name"], body["key"])

    def catalog(self) -> list[Json]:
        games: list[Json] = self.request("GET", "/v1/catalog").json()["games"]
        return games

    def create_table(self, game: str, seats: list[Json], *, options: Json | None = None, rated: bool = False,
                     clock: Json | None = None) -> CreatedTable:
        """A new table; seats are `{"name": …}`, `{"player": your id}`, `{"bot": level}` or `{}` (open)."""
        body: Json = {"game": game, "seats": seats, "options": options or {}, "rated": rated}
        if clock is not None:
            body["clock"] = clock
        # The key makes a resent creation (after a dropped connection) return the same table and tokens.
        table = self.request("POST", "/v1/games", json=body, headers={"Idempotency-Key": str(uuid.uuid4())}).json()
        return CreatedTable(table, {int(seat): Seat(self, table["id"], token, int(seat))
                                    for seat, token in table["tokens"].items()})

    def join(self, gid: str, name: str | None = None, seat: int | None = None) -> Seat:
        """Take an open seat (``seat``, or any) as ``name``, or as this client's player."""
        body: Json = {"seat": seat}
        if name is not None:
            body["name"] = name
        joined = self.request("POST", f"/v1/games/{gid}/join", json=body).json()
        return Seat(self, gid, joined["token"], joined["seat"])

    def seat(self, gid: str, token: str | None = None, seat: int | None = None) -> Seat:
        """A seat already held: by its token, or (None) by this client's player key."""
        return Seat(self, gid, token, seat)

    def seek(self, game: str, players: int, *, rated: bool = False, bots_after_seconds: float | None = None,
             clock: Json | None = None, bot_level: str | None = None) -> Json:
        """Seek a table; `game-start` on :meth:`player_frames` says where (409 `too_many_seeks`: wait for one).
        Seats still open after ``bots_after_seconds`` get the server's bots at ``bot_level`` (default `normal`)."""
        body: Json = {"game": game, "players": players, "rated": rated, "clock": clock}
        if bots_after_seconds is not None:
            body["bots_after_seconds"] = bots_after_seconds
        if bot_level is not None:
            body["bot_level"] = bot_level
        seek: Json = self.request("POST", "/v1/seeks", json=body).json()
        return seek

    def game(self, gid: str) -> Json:
        """The game as a spectator (or this client's player) sees it."""
        table: Json = self.request("GET", f"/v1/games/{gid}").json()
        return table

    def player_frames(self, after: str | None = None) -> LiveStream[PlayerFrame]:
        """This player's frames from now (or after the frame id ``after``; `0-0`: every one kept), without end."""
        return LiveStream(self.polite, "/v1/players/me/stream", decode=player_frame, finished=lambda _: False,
                          last_id=after)

    def game_stream(self, gid: str, *, state: bool = False, after: int | None = None, token: str | None = None,
                    on_frame: Callable[[Json], None] = lambda _: None) -> LiveStream[Json]:
        """A game's events after version ``after`` (or with ``state`` its GameState after every change), as the
        seat of ``token`` (or a spectator, or this client's player) sees them, to the end of the game."""

        def decode(data: str) -> Json:
            item: Json = json.loads(data)
            on_frame(item)
            return item

        return self._game_frames(gid, "state" if state else "events", after, token, decode)

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> Boardroom:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


class Seat:
    """One seat of one game, by its token (or by the client's player key): it keeps the version it last saw."""

    def __init__(self, client: Boardroom, gid: str, token: str | None, seat: int | None = None):
        self.client = client
        self.gid = gid
        self.token = token
        self.seat = seat
        self.version: int | None = None
        self.conflicts = 0  # 409s answered by reading the game again
        self._game: Json | None = None
        self._etag: str | None = None

    @property
    def headers(self) -> dict[str, str]:
        return bearer(self.token)

    def _saw(self, version: int) -> None:
        self.version = version if self.version is None else max(self.version, version)

    def game(self) -> Json:
        """The game as this seat sees it; a copy still current (ETag, 304) is not sent again."""
        headers = self.headers | ({"If-None-Match": self._etag} if self._etag else {})
        response = self.client.request("GET", f"/v1/games/{self.gid}", headers=headers, not_modified=True)
        if response.status_code != 304 or self._game is None:
            self._game, self._etag = response.json(), response.headers.get("ETag")
        assert self._game is not None
        self._saw(self._game["version"])
        return self._game

    def moves(self) -> Json:
        """This seat's legal moves now, and the version they are for."""
        moves: Json = self.client.request("GET", f"/v1/games/{self.gid}/moves", headers=self.headers).json()
        self._saw(moves["version"])
        return moves

    def post(self, command: Json, *, version: int | None = None, idempotency_key: str | None = None) -> CommandResult:
        """Post ``command`` decided on ``version`` (default: the last version seen) as `If-Match`, under an
        Idempotency-Key (a new UUID unless given) that every resend of it reuses; a 409 `stale_version` is raised."""
        version = self.version if version is None else version
        headers = {**self.headers, "Idempotency-Key": idempotency_key or str(uuid.uuid4())}
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        response = self.client.request("POST", f"/v1/games/{self.gid}/commands", json=command, headers=headers)
        body = response.json()
        self._saw(body["version"])
        return CommandResult(body["version"], body["events"], response.headers.get("Idempotent-Replayed") == "true")

    def play(self, choose: Chooser, moves: Json | None = None) -> CommandResult | None:
        """Post the command ``choose`` picks from this seat's legal moves (``moves``, else read now); when the
        game moved on first (409), read them again and let ``choose`` decide again. None: it picked nothing."""
        for _ in range(CONFLICTS):
            moves = moves if moves is not None else self.moves()
            command = choose(moves)
            if command is None:
                return None
            try:
                return self.post(command, version=moves["version"])
            except ProblemError as refused:
                if refused.code != "stale_version":
                    raise
                self.conflicts += 1
                moves = None
        raise ProblemError(409, {"code": "too_much_contention", "title": "Conflict",
                                 "detail": f"The game moved on before each of {CONFLICTS} commands."})

    def events(self, after: int | None = None) -> LiveStream[Json]:
        """The game's events after ``after`` (default: all) as this seat sees them, to the end."""
        return self.client.game_stream(self.gid, after=after, token=self.token,
                                       on_frame=lambda envelope: self._saw(envelope["v"]))

    def states(self, after: int | None = None) -> LiveStream[Json]:
        """This seat's whole game (GameState: view, seats, clocks, moves, new log entries) now and after every
        change, to the end."""
        return self.client.game_stream(self.gid, state=True, after=after, token=self.token,
                                       on_frame=lambda state: self._saw(state["version"]))

    def history(self) -> list[Json]:
        """Every event so far, as this seat sees it."""
        events: list[Json] = []
        while True:
            page = self.client.request("GET", f"/v1/games/{self.gid}/events", headers=self.headers,
                                       params={"after": events[-1]["v"] if events else 0, "limit": EVENTS_PAGE})
            batch = page.json()["events"]
            if not batch:
                return events
            events += batch

