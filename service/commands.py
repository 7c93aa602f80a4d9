"""The command handler: load a table, let the game decide, append the events (DESIGN §1).

The web API and the bot workers both go through here, so a bot's move is checked exactly like a
human's.
"""

from __future__ import annotations

import functools
import hashlib
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from marshmallow import Schema, ValidationError

from events.envelope import KEYED, Envelope, canonical_json
from events.seeds import chain_key, commitment, new_seed, rng_for
from events.store import (
    EventStore,
    Idempotency,
    IdempotencyKeyInFlight,
    IdempotencyKeyReused,
    WrongExpectedVersion,
)
from games import get_game, lifecycle
from games import table as tables
from games.base import Game, RuleViolation
from games.lifecycle_schemas import COMMAND_SCHEMAS as LIFECYCLE_COMMANDS
from games.table import Table
from projections.leaderboard import ACCOUNTS_FIELD
from service.errors import Conflict, Forbidden, Invalid, NotFound, RuleBroken, Unauthenticated, clipped, shown
from service.players import Players, is_player_key
from service.tables import TableLoader
from service.tokens import index_key, new_token, player_field, token_field

MAX_ATTEMPTS = 50


def _mint(game: Game | None) -> dict[str, Any]:
    """A new table's id, seed and a token for each seat it may have, chosen before it is made."""
    seats = game.max_players if game is not None else 0
    return {"gid": uuid.uuid4().hex, "seed": new_seed(), "tokens": [new_token() for _ in range(seats)]}


@dataclass
class Outcome:
    """What a command produced, as the commanding seat may see it."""

    response: dict[str, Any]
    replayed: bool
    envelopes: list[Envelope]


# What /moves adds to a legal move for people and front ends; a move posted as listed is still its command.
DESCRIPTIONS = ("label", "targets", "fields", "rule")


@functools.cache
def _instance(schema: type[Schema]) -> Schema:
    """One instance per payload schema: building a marshmallow schema costs more than loading with it."""
    return schema()


def parse_command(game: Game, body: Any) -> dict[str, Any]:
    """The command with its payload loaded by the game's schema for its type."""
    if not isinstance(body, dict):
        raise Invalid("A command is a JSON object with a 'type'.", code="invalid_command")
    kind = body.get("type")
    schemas = {**game.command_schemas, **LIFECYCLE_COMMANDS}  # hosting's commands, for every game
    schema = schemas.get(kind) if isinstance(kind, str) else None
    if schema is None:
        known = ", ".join(sorted(schemas))
        raise Invalid(
            f"Unknown command type {shown(kind)} for {game.slug}; known types: {known}.",
            code="unknown_command", known=sorted(schemas),
        )
    payload = {k: v for k, v in body.items()
               if k != "type" and k not in DESCRIPTIONS and (k, v) != ("kind", "command")}  # as /moves listed it
    try:
        loaded = _instance(schema).load(payload)
    except ValidationError as error:
        raise Invalid(
            f"The {shown(kind)} command's payload is invalid.", code="invalid_command", errors=clipped(error.messages)
        ) from None
    return {"type": kind, **loaded}


def fingerprint(seat: int | None, command: dict[str, Any]) -> str:
    return hashlib.sha256(canonical_json([seat, command]).encode()).hexdigest()


class CommandHandler:
    """Creates tables, seats players and applies commands, always through the event store."""

    def __init__(self, store: EventStore, loader: TableLoader, players: Players | None = None,
                 open_ttl: int = lifecycle.LEGACY_OPEN_TTL):
        self.store = store
        self.open_ttl = open_ttl  # recorded in each new table: how long it stays open for its seats
        self.loader = loader
        self.players = players
        self._seeds: dict[str, str] = {}
        self._seats: dict[tuple[str, str], int] = {}
        self._keyed: dict[str, bool] = {}
        self._seeds_lock = threading.Lock()

    # -- reading ---------------------------------------------------------------------------

    def table(self, gid: str) -> Table:
        table = self.loader.load(gid)
        if table is None:
            raise NotFound(f"There is no game {shown(gid)}.", code="game_not_found")
        return table

    def seat_of(self, gid: str, token: str | None, scope: str = "read") -> int | None:
        """The seat a bearer token names; None without a token; 401 for an unknown one; 403 for a player key
        without ``scope`` (a seat token may do anything its seat may)."""
        if token is None:
            return None
        if is_player_key(token):
            return self._player_seat(gid, token, scope)
        with self._seeds_lock:
            known = self._seats.get((gid, token))
        if known is not None:
            return known
        seat = self.store.secret(gid, token_field(token))
        if seat is not None:
            # A token names its seat for the game's whole life: remember it, as for seeds.
            with self._seeds_lock:
                if len(self._seats) > 10_000:
                    self._seats.clear()
                self._seats[(gid, token)] = int(seat)
            return int(seat)
        if self.store.redis.exists(index_key(token)):
            raise Forbidden("The bearer token is a seat token of another game.", code="token_for_another_game")
        raise Unauthenticated("The bearer token is not a seat token of any game.")

    def _player_seat(self, gid: str, key: str, scope: str) -> int | None:
        """The seat a player key holds in ``gid`` (403 when the key lacks ``scope``); None (a spectator) for a
        player without one."""
        credential = self.players.keys.authenticate(key) if self.players is not None else None
        if credential is None:
            raise Unauthenticated("The player key is unknown, revoked or rotated.", code="invalid_player_key")
        pid = credential.pid
        with self._seeds_lock:
            known = self._seats.get((gid, pid))
        if known is None:
            seat = self.store.secret(gid, player_field(pid))
            if seat is None:
                return None
            known = int(seat)
            with self._seeds_lock:  # a seat's player never changes: remember it, as for tokens
                self._seats[(gid, pid)] = known
        credential.require(scope)  # only where the key would speak for a seat: a spectator needs no scope
        return known

    def player_names(self, seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Seats with each ``{player}`` spec named after its account; 422 for an unknown id."""
        ids = [spec["player"] for spec in seats if spec.get("player")]
        if not ids:
            return seats
        names = self.players.names(ids) if self.players is not None else {}
        unknown = [pid for pid in ids if pid not in names]
        if unknown:
            raise Invalid(f"There is no player {shown(unknown[0])}.", code="unknown_player")
        return [{"player": spec["player"], "name": names[spec["player"]]} if spec.get("player") else spec
                for spec in seats]

    def _index_tokens(self, gid: str, tokens: list[str]) -> None:
        # Outside the append's transaction (another slot): it only sharpens an error code.
        for token in tokens:
            self.store.redis.set(index_key(token), gid)

    def seed(self, gid: str) -> str:
        with self._seeds_lock:
            seed = self._seeds.get(gid)
        if seed is None:
            seed = self.store.secret(gid, "seed")
            if seed is None:
                raise NotFound(f"There is no game {shown(gid)}.", code="game_not_found")
            with self._seeds_lock:
                if len(self._seeds) > 10_000:
                    self._seeds.clear()
                self._seeds[gid] = seed
        return seed

    def chain_key(self, gid: str) -> str | None:
        """The key of the game's hash chain; None for a game created before chains were keyed.

        The game's first envelope says which, not the table: a snapshot folded by an older projector
        lacks the mark, and appending an unkeyed link to a keyed chain would break it for good.
        """
        with self._seeds_lock:
            keyed = self._keyed.get(gid)
        if keyed is None:
            first = self.store.read(gid, limit=1)
            keyed = bool(first) and first[0].get("chain") == KEYED
            with self._seeds_lock:
                if len(self._keyed) > 10_000:
                    self._keyed.clear()
                self._keyed[gid] = keyed
        return chain_key(self.seed(gid), gid) if keyed else None

    # -- writing ---------------------------------------------------------------------------

    def create(
        self, slug: str, seats: list[dict[str, Any]], options: dict[str, Any], **hosting: Any
    ) -> tuple[Table, dict[str, str]]:
        """Open a table; returns it and the tokens of the seats the creator named (players' included).

        ``hosting``: the lifecycle choices (``clock``, ``on_timeout``, ``rematch_of``) and ``rated``,
        already loaded; a ``{player}`` seat is taken as given: the caller checked it may be seated.
        """
        table, tokens, _ = self._create(slug, seats, options, _mint(get_game(slug)), **hosting)
        return table, tokens

    def _create(
        self, slug: str, seats: list[dict[str, Any]], options: dict[str, Any], minted: dict[str, Any],
        **hosting: Any,
    ) -> tuple[Table, dict[str, str], bool]:
        """``create`` with the table's id, seed and seat tokens chosen beforehand (``_mint``), so that making
        it again makes the same table; the flag says whether this call made it (False: it was there)."""
        # Only what was chosen is recorded (rated only when true), so other tables are created as before.
        hosting = {k: v for k, v in hosting.items() if v is not None and v is not False}
        hosting["lifecycle"] = lifecycle.VERSION
        hosting["open_ttl"] = self.open_ttl
        game = get_game(slug)
        if game is None:
            raise Invalid(f"There is no game {shown(slug)} in the catalogue.", code="unknown_game")
        if not game.min_players <= len(seats) <= game.max_players:
            raise Invalid(
                f"{game.title} is for {game.min_players} to {game.max_players} players, not {len(seats)}.",
                code="bad_player_count",
            )
        for spec in seats:
            if spec.get("bot") and spec["bot"] not in game.bots:
                raise Invalid(
                    f"{game.title} has no bot level {shown(spec['bot'])}; levels: {', '.join(game.bots)}.",
                    code="unknown_bot_level",
                )
        try:
            options = game.options_schema().load(options or {})
        except ValidationError as error:
            raise Invalid(
                f"Invalid options for {game.title}.", code="invalid_options", errors=clipped(error.messages)
            ) from None
        seats = self.player_names(seats)
        standing = accounts = None
        if hosting.get("rated") and self.players is not None:
            seated = [s["player"] for s in seats if s.get("player")]
            standing = self.players.check_standing(seated)
            accounts = self.players.seating(seated)  # for the ratings' rules: kept secret (see below)
        gid, seed = minted["gid"], minted["seed"]
        try:
            events = tables.create(game, seats, options, commitment(seed), rng_for(seed, gid, 0), **hosting)
        except RuleViolation as violation:  # e.g. options that do not fit this table
            raise RuleBroken(violation.message, code=violation.code) from None
        seated = events[0]["data"]["seats"]  # in the table's order (drawn from the seed with draw_seats)
        tokens = {str(i): minted["tokens"][i] for i, s in enumerate(seated) if s.get("name") and not s.get("bot")}
        secrets = {"seed": seed, **{token_field(t): seat for seat, t in tokens.items()},
                   **{player_field(s["player"]): str(i) for i, s in enumerate(seated) if s.get("player")}}
        if accounts is not None:  # which seats one address created: never in an event, whoever reads them
            secrets[ACCOUNTS_FIELD] = canonical_json(accounts)
        cmd = {"id": uuid.uuid4().hex, "seat": None, "type": "create-game",
               "payload": {"game": slug, "seats": seats, "options": options, **hosting,
                           **({"standing": standing} if standing is not None else {})}}
        try:
            appended = self.store.append(gid, events, expected=0, cmd=cmd, secrets=secrets,
                                         chain_key=chain_key(seed, gid))
        except WrongExpectedVersion:  # an earlier attempt under the same Idempotency-Key made it
            self.store.confirm(gid)
            self._index_tokens(gid, list(tokens.values()))
            return self.table(gid), tokens, False
        with self._seeds_lock:
            self._keyed[gid] = True
        self._index_tokens(gid, list(tokens.values()))
        table = tables.replay(appended.envelopes)
        assert table is not None
        return table, tokens, True

    def create_once(
        self, slug: str, seats: list[dict[str, Any]], options: dict[str, Any], key: str, scope: str,
        respond: Callable[[Table, dict[str, str]], dict[str, Any]], **hosting: Any,
    ) -> Outcome:
        """``create`` under an Idempotency-Key: a retry of the same request gets the first response
        (the same table and tokens) instead of a second table.

        The claim on the key records the table's id, seed and tokens before anything is written, so an attempt
        that fails however it fails (an outage, replicas that cannot confirm it, a crash) leaves a retry that
        makes exactly that table, or finds it made (issue 36, item 3). ``scope`` names the client: the stored
        response holds seat tokens, so a key is looked up only within its own client's scope.
        """
        scoped = hashlib.sha256(f"{scope}\n{key}".encode()).hexdigest()
        request_fp = fingerprint(None, {"game": slug, "seats": seats, "options": options,
                                        **{k: v for k, v in hosting.items() if v is not None}})
        minted = _mint(get_game(slug))
        try:
            stored = self.store.claim_create(scoped, request_fp, minted)
        except IdempotencyKeyReused:
            raise self._key_reused(key) from None
        except IdempotencyKeyInFlight:
            raise Conflict(f"The first request with Idempotency-Key {shown(key)} is still being handled; "
                           "retry it shortly.", code="idempotent_request_in_flight") from None
        if stored is not None and "pending" not in stored:
            return Outcome(stored, True, [])
        claimed = minted if stored is None else stored["pending"]
        try:
            table, tokens, made = self._create(slug, seats, options, claimed, **hosting)
        except (Invalid, RuleBroken, Forbidden, NotFound):  # refused before anything was written
            self.store.release_create(scoped, request_fp, claimed)
            raise
        response = respond(table, tokens)
        self.store.complete_create(scoped, request_fp, response)
        return Outcome(response, not made, [])

    def join(self, gid: str, name: str | None, seat: int | None, player: str | None = None) -> tuple[int, str, Table]:
        """Seat ``name`` (or ``player``, under its account's name); returns the seat, its token and the
        table after joining."""
        token = new_token()
        if player is not None:
            name = self.player_names([{"player": player}])[0]["name"]
        assert name is not None
        for _ in range(MAX_ATTEMPTS):
            table = self.table(gid)
            try:
                events = tables.join(table, name, seat, rng_for(self.seed(gid), gid, table["version"]), player=player)
            except RuleViolation as violation:
                raise RuleBroken(violation.message, code=violation.code) from None
            taken = events[0]["seat"]
            secrets = {token_field(token): str(taken), **({player_field(player): str(taken)} if player else {})}
            try:
                appended = self.store.append(
                    gid, events, expected=table["version"],
                    cmd={"id": uuid.uuid4().hex, "seat": taken, "type": "join",
                         "payload": {"name": name, "seat": seat, **({"player": player} if player else {})}},
                    secrets=secrets, chain_key=self.chain_key(gid),
                )
            except WrongExpectedVersion:
                continue
            self._index_tokens(gid, [token])
            return taken, token, tables.replay(appended.envelopes, table)
        raise Conflict("The table kept changing; try again.", code="too_much_contention")

    def execute(
        self, gid: str, seat: int | None, body: Any, if_match: int | None = None,
        idempotency_key: str | None = None, table: Table | None = None, autopilot: bool = False,
    ) -> Outcome:
        """Apply ``seat``'s command. Without ``if_match`` a conflict re-reads and re-decides.

        ``table`` is the game as the caller just loaded it, if it did (saves loading it again; a
        table that moved on since is caught by the append's expected version like any other).
        ``autopilot``: the server bot plays the seat of an absent or resigned person (recorded in
        the command, so the audit re-decides it the same way).
        """
        table = table if table is not None else self.table(gid)
        if seat is None or not 0 <= seat < len(table["seats"]) or table["seats"][seat]["open"]:
            raise Forbidden("Commands need the bearer token of a seat of this game.")
        game = tables.game_of(table)
        command = parse_command(game, body)
        idempotency = Idempotency(idempotency_key, fingerprint(seat, command), seat) if idempotency_key else None
        if idempotency:
            try:
                stored = self.store.replayed_response(gid, idempotency)
            except IdempotencyKeyReused:
                raise self._key_reused(idempotency_key) from None
            if stored is not None:
                return Outcome(stored, True, [])
        cmd = {"id": uuid.uuid4().hex, "seat": seat, "type": command["type"],
               "payload": {k: v for k, v in command.items() if k != "type"},
               **({"autopilot": True} if autopilot else {})}
        seed = self.seed(gid)
        for _ in range(MAX_ATTEMPTS):
            if if_match is not None and table["version"] != if_match:
                raise self._stale(if_match, table["version"])
            try:
                events = tables.decide(table, seat, command, rng_for(seed, gid, table["version"]), seed=seed,
                                       autopilot=autopilot)
            except RuleViolation as violation:
                raise RuleBroken(violation.message, code=violation.code) from None
            decided_on = table

            def respond(envelopes: list[Envelope], decided_on: Table = decided_on) -> dict[str, Any]:
                return {"version": envelopes[-1]["v"],
                        "events": [tables.summarized(decided_on, tables.redact(decided_on, e, seat))
                                   for e in envelopes]}

            try:
                appended = self.store.append(
                    gid, events, expected=table["version"], cmd=cmd, idempotency=idempotency,
                    respond=respond, chain_key=self.chain_key(gid),
                )
            except WrongExpectedVersion as conflict:
                if if_match is not None:
                    raise self._stale(if_match, conflict.current) from None
                table = self.table(gid)
                continue
            except IdempotencyKeyReused:
                raise self._key_reused(idempotency_key) from None
            assert appended.response is not None
            return Outcome(appended.response, appended.replayed, appended.envelopes)
        raise Conflict("The game kept changing; try again.", code="too_much_contention")

    def finish(self, gid: str) -> bool:
        """Append the final result and the seed once the rules say the game is over."""
        for _ in range(MAX_ATTEMPTS):
            table = self.table(gid)
            if not tables.is_over(table):
                return False
            events = tables.finish(table, self.seed(gid))
            try:
                self.store.append(gid, events, expected=table["version"],
                                  cmd={"id": uuid.uuid4().hex, "seat": None, "type": "score-game",
                                       "payload": {}}, chain_key=self.chain_key(gid))
            except WrongExpectedVersion:
                continue
            return True
        return False

    @staticmethod
    def _stale(expected: int, current: int) -> Conflict:
        return Conflict(
            f"If-Match named version {expected} but the game is at version {current}.",
            expected=expected, current=current,
        )

    @staticmethod
    def _key_reused(key: str | None) -> Invalid:
        return Invalid(
            f"Idempotency-Key {shown(key)} was already used for a different request.",
            code="idempotency_key_reused",
        )
