"""Hosting tournaments (issue 55): each tournament is an aggregate with its own stream in the event store, its
rules decided by games.tournament; this module loads it, appends what those rules decide, and opens each round's
tables as real games through the command handler's own creation path (with the tournament's clock).

A tournament's id starts with ``t-`` so that the projector tells its stream from a game's. Its seed is kept with
its stream's secrets, commits in ``TournamentCreated`` and is revealed by ``TournamentFinished``; the rng of round
``n``'s pairing is ``rng_for(seed, tid, n)``.
"""

from __future__ import annotations

import uuid
from typing import Any

import redis

from events.keys import tournament_of_key
from events.seeds import chain_key, commitment, new_seed, rng_for
from events.store import EventStore, WrongExpectedVersion
from games import get_game
from games import table as tables
from games.base import RuleViolation
from games.tournament import aggregate
from games.tournament.aggregate import ID_PREFIX, is_tournament
from service.commands import MAX_ATTEMPTS, CommandHandler
from service.errors import Conflict, Invalid, NotFound, RuleBroken, shown

DEFAULT_RATING = 1500


class Tournaments:
    """Creates, registers, pairs and records tournaments, always through the event store."""

    def __init__(self, store: EventStore, handler: CommandHandler, client: redis.Redis, max_tables: int = 16):
        self.store = store
        self.handler = handler
        self.redis = client
        self.max_tables = max_tables

    # -- reading ---------------------------------------------------------------------------

    def events(self, tid: str, after: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
        self._known(tid)
        return self.store.read(tid, after=after, limit=limit)

    def version(self, tid: str) -> int:
        self._known(tid)
        return self.store.version(tid)

    def _known(self, tid: str) -> None:
        if not is_tournament(tid) or not self.store.exists(tid):
            raise NotFound(f"There is no tournament {shown(tid)}.", code="tournament_not_found")

    def state(self, tid: str) -> dict[str, Any]:
        return aggregate.fold(None, self.events(tid))

    def tournament_of(self, gid: str) -> str | None:
        tid = self.redis.get(tournament_of_key(gid))
        return tid.decode() if tid is not None else None

    # -- writing ---------------------------------------------------------------------------

    def create(self, spec: dict[str, Any], entrants: list[dict[str, Any]] | None) -> dict[str, Any]:
        """Open a tournament (pairing round 1 at once when ``entrants`` fill it); returns its state."""
        game = get_game(spec["game"])
        if game is None:
            raise Invalid(f"There is no game {shown(spec['game'])} in the catalogue.", code="unknown_game")
        for entrant in entrants or []:
            if entrant.get("bot") and entrant["bot"] not in game.bots:
                raise Invalid(f"{game.title} has no bot level {shown(entrant['bot'])}; levels: "
                              f"{', '.join(game.bots)}.", code="unknown_bot_level")
        named = self.handler.player_names([e for e in entrants or [] if e.get("player")])
        names = iter(named)
        registered = [next(names) if e.get("player") else {"bot": e["bot"], "name": tables.bot_name(e["bot"])}
                      for e in entrants or []]
        tid, seed = ID_PREFIX + uuid.uuid4().hex, new_seed()
        try:
            events = aggregate.create(tid, spec, commitment(seed), game.min_players, game.max_players,
                                      None if entrants is None else [{**e, "rating": DEFAULT_RATING}
                                                                     for e in registered],
                                      max_tables=self.max_tables)
        except RuleViolation as violation:
            raise RuleBroken(violation.message, code=violation.code) from None
        self.store.append(tid, events, expected=0, cmd=_cmd("create-tournament", spec),
                          secrets={"seed": seed}, chain_key=chain_key(seed, tid))
        return self.advance(tid)

    def register(self, tid: str, player: str) -> tuple[int, dict[str, Any]]:
        """Register ``player``; returns its entrant number and the tournament after it."""
        name = self.handler.player_names([{"player": player}])[0]["name"]
        state = self._decide(tid, lambda s: aggregate.register(s, {"player": player, "name": name,
                                                                   "rating": DEFAULT_RATING}), "register")
        entrant = max(e["id"] for e in state["entrants"] if e.get("player") == player)
        return entrant, self.advance(tid)

    def withdraw(self, tid: str, player: str) -> dict[str, Any]:
        def decide(state):
            mine = [e["id"] for e in state["entrants"] if e.get("player") == player and not e["withdrawn"]]
            if not mine:
                raise RuleViolation("not-registered", "You are not an entrant of this tournament.")
            return aggregate.withdraw(state, mine[0])
        self._decide(tid, decide, "withdraw")
        return self.advance(tid)

    def table_finished(self, tid: str, gid: str) -> str:
        """Record a finished table's result (its ranking, seats as entrants) and pair on when the round is done."""
        table = self.handler.table(gid)
        if not tables.has_ended(table):
            return "not-ended"
        state = self.state(tid)
        located = aggregate.table_of(state, gid)
        if located is None or located[1]["ranking"] is not None:
            return "recorded"
        entrants = located[1]["entrants"]
        seats = (table["result"] or {}).get("ranking") or [list(range(len(entrants)))]  # aborted: all level
        ranking = [[entrants[seat] for seat in group] for group in seats]
        self._decide(tid, lambda s: aggregate.table_finished(s, gid, ranking, self.handler.seed(tid)),
                     "record-table", {"gid": gid})
        self.advance(tid)
        return "recorded"

    def advance(self, tid: str) -> dict[str, Any]:
        """Pair the next round while one is due: its tables opened as games, then RoundPaired appended."""
        for _ in range(MAX_ATTEMPTS):
            state = self.state(tid)
            if not aggregate.needs_pairing(state):
                return state
            seed = self.handler.seed(tid)
            decided = aggregate.pairing(state, rng_for(seed, tid, len(state["played"]) + 1))
            events = aggregate.unpairable(state, decided, seed) if not decided["tables"] else None
            if events is not None:
                try:
                    self.store.append(tid, events, expected=state["version"], cmd=_cmd("end-unpairable", {}),
                                      chain_key=chain_key(seed, tid))
                except WrongExpectedVersion:
                    pass
                continue
            gids = [self._open_table(tid, state, decided["round"], table) for table in decided["tables"]]
            try:
                self.store.append(tid, aggregate.paired(state, decided, gids), expected=state["version"],
                                  cmd=_cmd("pair-round", {"round": decided["round"]}), chain_key=chain_key(seed, tid))
            except WrongExpectedVersion:
                continue
        return self.state(tid)

    def _open_table(self, tid: str, state: dict[str, Any], round_number: int, table: dict[str, Any]) -> str:
        """The game of a table, made once under a key naming the round and table (a retry finds it made)."""
        entrants = {e["id"]: e for e in state["entrants"]}
        seats = [{"player": entrants[e]["player"]} if entrants[e].get("player") else {"bot": entrants[e]["bot"]}
                 for e in table["entrants"]]
        made = self.handler.create_once(
            state["game"], seats, {}, key=f"{tid}-{round_number}-{table['table']}", scope="tournament",
            respond=lambda created, _tokens: {"gid": created["gid"]}, clock=state["clock"], on_timeout="bot",
            rated=state["rated"] or None)
        gid = made.response["gid"]
        self.redis.set(tournament_of_key(gid), tid)
        return gid

    def _decide(self, tid: str, decide, kind: str, payload: dict[str, Any] | None = None) -> dict[str, Any]:
        """Append what ``decide(state)`` decides on the state it saw; returns the state after it."""
        for _ in range(MAX_ATTEMPTS):
            state = self.state(tid)
            try:
                events = decide(state)
            except RuleViolation as violation:
                raise RuleBroken(violation.message, code=violation.code) from None
            try:
                self.store.append(tid, events, expected=state["version"], cmd=_cmd(kind, payload or {}),
                                  chain_key=chain_key(self.handler.seed(tid), tid))
            except WrongExpectedVersion:
                continue
            return aggregate.fold(state, events)
        raise Conflict("The tournament kept changing while this was decided; try again.", code="too_much_contention")


def _cmd(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {"id": uuid.uuid4().hex, "seat": None, "type": kind, "payload": payload}
