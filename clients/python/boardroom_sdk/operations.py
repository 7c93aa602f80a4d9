"""Every operation of openapi.yaml as a method named after its operationId in snake_case (`getGame` ->
`get_game`), answering the document's model for its response (models.py) parsed with a pydantic TypeAdapter.

One core, :meth:`Operations.call`, sends an operation by its id: the route comes from ROUTES (which the tests
hold equal to the document's), so a method only names its parameters and its response model."""

from __future__ import annotations

import functools
import json
import uuid
from collections.abc import Callable
from typing import Any, TypeVar, cast, overload
from urllib.parse import quote

import httpx
from pydantic import BaseModel, TypeAdapter

from boardroom_sdk import models
from boardroom_sdk.errors import Json
from boardroom_sdk.frames import KINDS
from boardroom_sdk.polite import Polite
from boardroom_sdk.sse import SseFrame
from boardroom_sdk.streams import LiveStream

M = TypeVar("M", bound=BaseModel)
Item = TypeVar("Item")
Body = BaseModel | Json
ENDED = ("finished", "aborted")

# operationId: (method, path), as openapi.yaml has them
ROUTES: dict[str, tuple[str, str]] = {
    "getCatalog": ("GET", "/v1/catalog"),
    "getGameComponents": ("GET", "/v1/catalog/{game}"),
    "getGameRules": ("GET", "/v1/catalog/{game}/rules"),
    "listGames": ("GET", "/v1/games"),
    "createGame": ("POST", "/v1/games"),
    "getGame": ("GET", "/v1/games/{gid}"),
    "joinGame": ("POST", "/v1/games/{gid}/join"),
    "listMoves": ("GET", "/v1/games/{gid}/moves"),
    "postCommand": ("POST", "/v1/games/{gid}/commands"),
    "rematchGame": ("POST", "/v1/games/{gid}/rematch"),
    "claimVictory": ("POST", "/v1/games/{gid}/claim-victory"),
    "getLog": ("GET", "/v1/games/{gid}/log"),
    "listEvents": ("GET", "/v1/games/{gid}/events"),
    "createStreamTicket": ("POST", "/v1/games/{gid}/stream-tickets"),
    "streamEvents": ("GET", "/v1/games/{gid}/stream"),
    "getState": ("GET", "/v1/games/{gid}/state"),
    "getAudit": ("GET", "/v1/games/{gid}/audit"),
    "getLeaderboard": ("GET", "/v1/leaderboards/{game}"),
    "createPlayer": ("POST", "/v1/players"),
    "getMe": ("GET", "/v1/players/me"),
    "createKey": ("POST", "/v1/players/me/keys"),
    "listKeys": ("GET", "/v1/players/me/keys"),
    "revokeKey": ("DELETE", "/v1/players/me/keys/{kid}"),
    "rotateKey": ("POST", "/v1/players/me/keys/rotate"),
    "getPlayer": ("GET", "/v1/players/{pid}"),
    "listPlayerGames": ("GET", "/v1/players/{pid}/games"),
    "streamPlayerEvents": ("GET", "/v1/players/me/stream"),
    "createSeek": ("POST", "/v1/seeks"),
    "listSeeks": ("GET", "/v1/seeks"),
    "getSeek": ("GET", "/v1/seeks/{sid}"),
    "deleteSeek": ("DELETE", "/v1/seeks/{sid}"),
    "createChallenge": ("POST", "/v1/challenges"),
    "listChallenges": ("GET", "/v1/challenges"),
    "getChallenge": ("GET", "/v1/challenges/{cid}"),
    "cancelChallenge": ("DELETE", "/v1/challenges/{cid}"),
    "acceptChallenge": ("POST", "/v1/challenges/{cid}/accept"),
    "declineChallenge": ("POST", "/v1/challenges/{cid}/decline"),
    "getHealth": ("GET", "/healthz"),
    "getReadiness": ("GET", "/v1/health"),
    "getMetrics": ("GET", "/metrics"),
    "getTreeHead": ("GET", "/v1/transparency/head"),
    "listTreeHeads": ("GET", "/v1/transparency/heads"),
    "getTreeKey": ("GET", "/v1/transparency/key"),
    "getInclusionProof": ("GET", "/v1/transparency/proof"),
    "getLeafInclusionProof": ("GET", "/v1/transparency/leaves/{index}/proof"),
    "listTreeLeaves": ("GET", "/v1/transparency/leaves"),
    "listGameLeaves": ("GET", "/v1/transparency/games/{gid}/leaves"),
    "getChainLinks": ("GET", "/v1/transparency/chain"),
    "getConsistencyProof": ("GET", "/v1/transparency/consistency"),
    "createTournament": ("POST", "/v1/tournaments"),
    "getTournament": ("GET", "/v1/tournaments/{tid}"),
    "getTournamentStandings": ("GET", "/v1/tournaments/{tid}/standings"),
    "getTournamentRounds": ("GET", "/v1/tournaments/{tid}/rounds"),
    "listTournamentEvents": ("GET", "/v1/tournaments/{tid}/events"),
    "registerForTournament": ("POST", "/v1/tournaments/{tid}/entrants"),
    "withdrawFromTournament": ("POST", "/v1/tournaments/{tid}/withdraw"),
}


@functools.cache
def adapter(kind: Any) -> TypeAdapter[Any]:
    return TypeAdapter(kind)


@overload
def parsed(kind: type[M], content: str | bytes) -> M: ...
@overload
def parsed(kind: object, content: str | bytes) -> Any: ...
def parsed(kind: Any, content: str | bytes) -> Any:
    """``content`` (JSON) as ``kind``: a model class, or a schema that is a union (a TypeAliasType)."""
    return adapter(kind).validate_json(content)


def body_of(value: Body) -> Any:
    """A request body: a model as the API spells it (its aliases, only the fields set), a dict as is."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    return value


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token is not None else {}


def present(**values: Any) -> dict[str, Any]:
    """The query parameters given (None: left out)."""
    return {name: value for name, value in values.items() if value is not None}


class Operations:
    """The operations; a seat's are sent with its ``token`` when given, else with the client's player key."""

    polite: Polite
    player_key: str | None

    def request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        return self.polite.request(method, url, **kwargs)

    def call(
        self,
        operation: str,
        path: dict[str, Any] | None = None,
        *,
        token: str | None = None,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> httpx.Response:
        """Send ``operation`` (an operationId) with its ``path`` parameters, politely (Retry-After, RateLimit);
        an error answer is raised as ProblemError."""
        method, template = ROUTES[operation]
        url = template.format(**{name: quote(str(value), safe="") for name, value in (path or {}).items()})
        return self.request(method, url, headers={**bearer(token), **(headers or {})}, **kwargs)

    # catalogue

    def get_catalog(self) -> models.Catalog:
        return parsed(models.Catalog, self.call("getCatalog").content)

    def get_game_components(self, game: str) -> models.GameComponents:
        response = self.call("getGameComponents", {"game": game})
        return cast("models.GameComponents", parsed(models.GameComponents, response.content))

    def get_game_rules(self, game: str) -> models.PlayerRules:
        return parsed(models.PlayerRules, self.call("getGameRules", {"game": game}).content)

    # tables

    def list_games(
        self,
        *,
        game: str | None = None,
        status: str | None = None,
        open: bool | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> models.Lobby:
        params = present(game=game, status=status, open=open, cursor=cursor, limit=limit)
        return parsed(models.Lobby, self.call("listGames", params=params).content)

    def create_game(self, body: models.CreateGame | Json, *, idempotency_key: str | None = None) -> models.CreatedGame:
        """A new table; under an Idempotency-Key (a new UUID unless given), so a resend returns the same one."""
        headers = {"Idempotency-Key": idempotency_key or str(uuid.uuid4())}
        response = self.call("createGame", json=body_of(body), headers=headers)
        return cast("models.CreatedGame", parsed(models.CreatedGame, response.content))

    def get_game(self, gid: str, *, token: str | None = None) -> models.Table:
        return cast("models.Table", parsed(models.Table, self.call("getGame", {"gid": gid}, token=token).content))

    def join_game(self, gid: str, body: models.Join | Json) -> models.Joined:
        return parsed(models.Joined, self.call("joinGame", {"gid": gid}, json=body_of(body)).content)

    def list_moves(self, gid: str, *, token: str | None = None) -> models.LegalMoves:
        response = self.call("listMoves", {"gid": gid}, token=token)
        return cast("models.LegalMoves", parsed(models.LegalMoves, response.content))

    def post_command(
        self,
        gid: str,
        command: Body,
        *,
        token: str | None = None,
        if_match: int | None = None,
        idempotency_key: str | None = None,
    ) -> models.CommandResult:
        """Post ``command`` (a listed move as is, or a filled template), decided on version ``if_match`` when
        given, under an Idempotency-Key (a new UUID unless given)."""
        headers = {"Idempotency-Key": idempotency_key or str(uuid.uuid4())}
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        response = self.call("postCommand", {"gid": gid}, token=token, headers=headers, json=body_of(command))
        return cast("models.CommandResult", parsed(models.CommandResult, response.content))

    def rematch_game(self, gid: str, *, token: str | None = None) -> models.CreatedGame:
        response = self.call("rematchGame", {"gid": gid}, token=token)
        return cast("models.CreatedGame", parsed(models.CreatedGame, response.content))

    def claim_victory(self, gid: str, seat: int, *, token: str | None = None) -> models.Table:
        """Claim the win over ``seat``, absent at a correspondence-clock table (409 ``claim_too_early`` while it
        was seen lately, with ``claimable_at``)."""
        body = body_of(models.Claim(seat=seat))
        response = self.call("claimVictory", {"gid": gid}, token=token, json=body)
        return cast("models.Table", parsed(models.Table, response.content))

    def get_log(
        self, gid: str, *, cursor: str | None = None, limit: int | None = None, token: str | None = None
    ) -> models.LogPage:
        response = self.call("getLog", {"gid": gid}, token=token, params=present(cursor=cursor, limit=limit))
        return parsed(models.LogPage, response.content)

    def list_events(
        self, gid: str, *, cursor: str | None = None, limit: int | None = None, token: str | None = None
    ) -> models.EventPage:
        response = self.call("listEvents", {"gid": gid}, token=token, params=present(cursor=cursor, limit=limit))
        return cast("models.EventPage", parsed(models.EventPage, response.content))

    def create_stream_ticket(self, gid: str, *, token: str | None = None) -> models.StreamTicket:
        return parsed(models.StreamTicket, self.call("createStreamTicket", {"gid": gid}, token=token).content)

    def stream_events(
        self, gid: str, *, after: int | None = None, token: str | None = None
    ) -> LiveStream[models.Envelope]:
        """The game's events after version ``after`` as the caller sees them, live, to the end of the game."""
        return self._game_frames(gid, "events", after, token, lambda data: parsed(models.Envelope, data))

    def stream_states(
        self, gid: str, *, after: int | None = None, token: str | None = None
    ) -> LiveStream[models.GameState]:
        """``?as=state`` of streamEvents: the caller's whole game now and after every change, to the end."""
        return self._game_frames(
            gid, "state", after, token, lambda data: cast("models.GameState", parsed(models.GameState, data))
        )

    def get_state(self, gid: str, at: int, *, token: str | None = None) -> models.State:
        """The game as the caller saw it at version ``at`` (the replay view)."""
        response = self.call("getState", {"gid": gid}, token=token, params={"at": at})
        return cast("models.State", parsed(models.State, response.content))  # a union by game

    def get_audit(self, gid: str, *, pin: list[str] | None = None) -> models.Audit:
        return parsed(models.Audit, self.call("getAudit", {"gid": gid}, params=present(pin=pin)).content)

    def get_leaderboard(self, game: str, *, player: str | None = None) -> models.Leaderboard:
        response = self.call("getLeaderboard", {"game": game}, params=present(player=player))
        return parsed(models.Leaderboard, response.content)

    # players and keys

    def create_player(self, body: models.CreatePlayer | Json) -> models.PlayerWithKey:
        """A new player (set ``player_key`` to its key to act as it; :meth:`register` does both)."""
        return parsed(models.PlayerWithKey, self.call("createPlayer", json=body_of(body)).content)

    def get_me(self) -> models.Profile:
        return parsed(models.Profile, self.call("getMe").content)

    def create_key(self, body: models.CreateKey | Json) -> models.KeyWithSecret:
        return parsed(models.KeyWithSecret, self.call("createKey", json=body_of(body)).content)

    def list_keys(self) -> models.KeyList:
        return parsed(models.KeyList, self.call("listKeys").content)

    def revoke_key(self, kid: str) -> None:
        self.call("revokeKey", {"kid": kid})

    def rotate_key(self) -> models.NewKey:
        """A new secret for this client's key, which it uses from now on (the old one stops working at once)."""
        rotated = parsed(models.NewKey, self.call("rotateKey").content)
        self.player_key = rotated.key
        return rotated

    def get_player(self, pid: str) -> models.Profile:
        return parsed(models.Profile, self.call("getPlayer", {"pid": pid}).content)

    def list_player_games(
        self,
        pid: str,
        *,
        game: str | None = None,
        status: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> models.PlayerGames:
        params = present(game=game, status=status, cursor=cursor, limit=limit)
        return parsed(models.PlayerGames, self.call("listPlayerGames", {"pid": pid}, params=params).content)

    def stream_player_events(self, *, after: str | None = None) -> LiveStream[models.PlayerStreamFrame]:
        """This player's frames from now (or after frame ``after``; `0-0`: every one kept), without end; a kind
        this client does not know (a newer server's) is skipped."""

        def decode(frame: SseFrame) -> models.PlayerStreamFrame | None:
            if frame.event not in KINDS:
                return None
            return cast("models.PlayerStreamFrame", parsed(models.PlayerStreamFrame, frame.data))

        return LiveStream(
            self.polite, ROUTES["streamPlayerEvents"][1], decode=decode, finished=lambda _: False, last_id=after
        )

    # seeks and challenges

    def create_seek(self, body: models.Seek | Json) -> models.SeekState:
        return parsed(models.SeekState, self.call("createSeek", json=body_of(body)).content)

    def list_seeks(self) -> models.SeekList:
        return parsed(models.SeekList, self.call("listSeeks").content)

    def get_seek(self, sid: str) -> models.SeekState:
        return parsed(models.SeekState, self.call("getSeek", {"sid": sid}).content)

    def delete_seek(self, sid: str) -> None:
        self.call("deleteSeek", {"sid": sid})

    def create_challenge(self, body: models.Challenge | Json) -> models.ChallengeState:
        return parsed(models.ChallengeState, self.call("createChallenge", json=body_of(body)).content)

    def list_challenges(self) -> models.ChallengeList:
        return parsed(models.ChallengeList, self.call("listChallenges").content)

    def get_challenge(self, cid: str) -> models.ChallengeState:
        return parsed(models.ChallengeState, self.call("getChallenge", {"cid": cid}).content)

    def cancel_challenge(self, cid: str) -> models.ChallengeState:
        return parsed(models.ChallengeState, self.call("cancelChallenge", {"cid": cid}).content)

    def accept_challenge(self, cid: str) -> models.ChallengeState:
        return parsed(models.ChallengeState, self.call("acceptChallenge", {"cid": cid}).content)

    def decline_challenge(self, cid: str) -> models.ChallengeState:
        return parsed(models.ChallengeState, self.call("declineChallenge", {"cid": cid}).content)

    # tournaments

    def create_tournament(self, body: models.CreateTournament | Json) -> models.Tournament:
        return parsed(models.Tournament, self.call("createTournament", json=body_of(body)).content)

    def get_tournament(self, tid: str) -> models.Tournament:
        return parsed(models.Tournament, self.call("getTournament", {"tid": tid}).content)

    def get_tournament_standings(self, tid: str) -> models.TournamentStandings:
        return parsed(models.TournamentStandings, self.call("getTournamentStandings", {"tid": tid}).content)

    def get_tournament_rounds(self, tid: str) -> models.TournamentRounds:
        return parsed(models.TournamentRounds, self.call("getTournamentRounds", {"tid": tid}).content)

    def list_tournament_events(
        self, tid: str, *, after: int | None = None, limit: int | None = None
    ) -> models.TournamentEvents:
        params = present(after=after, limit=limit)
        return parsed(models.TournamentEvents, self.call("listTournamentEvents", {"tid": tid}, params=params).content)

    def register_for_tournament(self, tid: str) -> models.Registered:
        """Register this client's player (its player key)."""
        return parsed(models.Registered, self.call("registerForTournament", {"tid": tid}).content)

    def withdraw_from_tournament(self, tid: str) -> models.Tournament:
        return parsed(models.Tournament, self.call("withdrawFromTournament", {"tid": tid}).content)

    # health

    def get_health(self) -> models.Health:
        return parsed(models.Health, self.call("getHealth").content)

    def get_readiness(self) -> models.Readiness:
        return parsed(models.Readiness, self.call("getReadiness").content)

    def get_metrics(self) -> str:
        """The Prometheus text exposition."""
        return self.call("getMetrics").text

    # the transparency log

    def get_tree_head(self) -> models.TreeHead:
        return parsed(models.TreeHead, self.call("getTreeHead").content)

    def list_tree_heads(
        self, *, since: int | None = None, limit: int | None = None, cursor: str | None = None
    ) -> models.TreeHeads:
        params = present(since=since, limit=limit, cursor=cursor)
        return parsed(models.TreeHeads, self.call("listTreeHeads", params=params).content)

    def get_tree_key(self) -> models.TreeKey:
        return parsed(models.TreeKey, self.call("getTreeKey").content)

    def get_inclusion_proof(self, gid: str, v: int, *, size: int | None = None) -> models.Inclusion:
        params = present(gid=gid, v=v, size=size)
        return parsed(models.Inclusion, self.call("getInclusionProof", params=params).content)

    def get_leaf_inclusion_proof(self, index: int, *, size: int | None = None) -> models.Inclusion:
        response = self.call("getLeafInclusionProof", {"index": index}, params=present(size=size))
        return parsed(models.Inclusion, response.content)

    def list_tree_leaves(
        self, *, start: int | None = None, end: int | None = None, limit: int | None = None, cursor: str | None = None
    ) -> models.TreeLeaves:
        params = present(start=start, end=end, limit=limit, cursor=cursor)
        return parsed(models.TreeLeaves, self.call("listTreeLeaves", params=params).content)

    def list_game_leaves(self, gid: str, *, limit: int | None = None, cursor: str | None = None) -> models.TreeLeaves:
        response = self.call("listGameLeaves", {"gid": gid}, params=present(limit=limit, cursor=cursor))
        return parsed(models.TreeLeaves, response.content)

    def get_chain_links(self, gid: str, from_version: int, to_version: int) -> models.Chain:
        """The chain links of game ``gid`` after version ``from_version`` (0: its genesis) up to ``to_version``."""
        params = {"gid": gid, "from": from_version, "to": to_version}
        return parsed(models.Chain, self.call("getChainLinks", params=params).content)

    def get_consistency_proof(self, from_size: int, to_size: int) -> models.Consistency:
        params = {"from": from_size, "to": to_size}
        return parsed(models.Consistency, self.call("getConsistencyProof", params=params).content)

    # the game stream's core

    def _game_frames(
        self, gid: str, kind: str, after: int | None, token: str | None, decode: Callable[[str], Item]
    ) -> LiveStream[Item]:
        """GET /v1/games/{gid}/stream?as=``kind``, each frame's data decoded, reopened after its last frame
        until the game has ended and every version was seen."""
        headers = bearer(token)
        path = ROUTES["streamEvents"][1].format(gid=quote(gid, safe=""))

        def finished(last_id: str | None) -> bool:
            table = json.loads(self.call("getGame", {"gid": gid}, token=token).content)
            return table["status"] in ENDED and last_id is not None and int(last_id) >= table["version"]

        return LiveStream(
            self.polite,
            path,
            decode=lambda frame: decode(frame.data),
            finished=finished,
            last_id=None if after is None else str(after),
            params={"as": kind},
            headers=headers,
            versioned=True,
        )
