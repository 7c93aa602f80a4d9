"""The tournament aggregate: commands decided into events, events folded into its state.

Events: ``TournamentCreated``, ``PlayerRegistered``, ``PlayerWithdrew``, ``RoundPaired``, ``TableFinished``,
``RoundCompleted``, ``TournamentFinished``. Entrants are numbered from 1 in registration order. A round is
paired once every table of the round before it has finished; ``RoundPaired`` records the tables (entrants in
seat order, and the game of each) and the byes, so an auditor re-decides each pairing from the events before it
and the seed (games.tournament.audit).
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from games.base import RuleViolation, event
from games.tournament import seating, swiss
from games.tournament.scoring import State, points

ID_PREFIX = "t-"  # a tournament's stream id: the projector tells it from a game's by this
FORMATS = ("swiss", "rounds")
STATUSES = ("registering", "running", "finished")


def is_tournament(stream_id: str) -> bool:
    return stream_id.startswith(ID_PREFIX)


def create(tid: str, spec: dict[str, Any], seed_commitment: str, min_players: int, max_players: int,
           entrants: list[dict[str, Any]] | None, max_tables: int | None = None) -> list[dict[str, Any]]:
    """The events that open a tournament: its settings, then one registration per entrant given.

    ``spec``: ``game``, ``format``, ``rounds``, ``players_per_table``, ``clock``, ``rated`` and, for open
    registration (no ``entrants``), ``size``. ``min_players``/``max_players`` are the game's."""
    if entrants is not None and spec.get("size") is not None:
        raise RuleViolation("size-with-entrants", "`size` is for open registration; with `entrants` the field is "
                                                  "the entrants given: send one or the other.")
    size = len(entrants) if entrants is not None else spec.get("size")
    per_table = spec["players_per_table"]
    if max_tables is not None and (size or 0) // per_table > max_tables:
        raise RuleViolation("too-many-tables", f"A round may open at most {max_tables} tables at once "
                                               f"(BOARDROOM_MAX_TOURNAMENT_TABLES): {size} entrants at tables of "
                                               f"{per_table} would open {(size or 0) // per_table}.")
    if spec["format"] == "swiss" and per_table != 2:
        raise RuleViolation("swiss-needs-two", "A Swiss pairs tables of 2 players; use the rounds format for more.")
    if spec["format"] == "rounds" and not 3 <= per_table <= 6:
        raise RuleViolation("rounds-table-size", "The rounds format seats tables of 3 to 6 players.")
    if not min_players <= per_table <= max_players:
        raise RuleViolation("bad-table-size", f"The game is for {min_players} to {max_players} players, "
                                              f"not tables of {per_table}.")
    if size is None:
        raise RuleViolation("size-needed", "A tournament with open registration needs its `size` (entrants).")
    if size < per_table:
        raise RuleViolation("too-few-entrants", f"A tournament needs at least one table: {per_table} entrants, "
                                                f"not {size}.")
    if spec["format"] == "swiss" and spec["rounds"] >= size:
        raise RuleViolation("too-many-rounds", f"A Swiss of {size} entrants can have at most {size - 1} rounds "
                                               "without a repeat pairing.")
    created = event("TournamentCreated", None, tid=tid, game=spec["game"], format=spec["format"],
                    rounds=spec["rounds"], players_per_table=per_table, clock=spec["clock"],
                    rated=bool(spec.get("rated")), size=size, seed_commitment=seed_commitment)
    state = evolve(None, created)
    out = [created]
    for entrant in entrants or []:
        registered = register(state, entrant)
        state = fold(state, registered)
        out += registered
    return out


def register(state: State, entrant: dict[str, Any]) -> list[dict[str, Any]]:
    """Register ``entrant`` (``{name, player}`` or ``{name, bot}``, with a ``rating``)."""
    if state["status"] != "registering":
        raise RuleViolation("registration-closed", "Registration is closed: the tournament has started.")
    if entrant.get("player") and any(e.get("player") == entrant["player"] and not e["withdrawn"]
                                     for e in state["entrants"]):
        raise RuleViolation("already-registered", "This player is already registered.")
    if entrant.get("player") and any(e.get("player") == entrant["player"] for e in state["entrants"]):
        raise RuleViolation("already-withdrawn", "This player withdrew from this tournament: a withdrawal is final.")
    entrant_id = len(state["entrants"]) + 1
    return [event("PlayerRegistered", None, entrant=entrant_id, name=entrant["name"], player=entrant.get("player"),
                  bot=entrant.get("bot"), rating=entrant.get("rating", 1500))]


def withdraw(state: State, entrant_id: int) -> list[dict[str, Any]]:
    """``entrant_id`` leaves: it is paired no more (a table it sits at plays on without it choosing)."""
    entrant = entrant_of(state, entrant_id)
    if entrant is None:
        raise RuleViolation("not-registered", f"There is no entrant {entrant_id}.")
    if entrant["withdrawn"]:
        raise RuleViolation("already-withdrawn", "This entrant has already withdrawn.")
    if state["status"] == "finished":
        raise RuleViolation("tournament-finished", "The tournament is over.")
    return [event("PlayerWithdrew", None, entrant=entrant_id)]


def needs_pairing(state: State) -> bool:
    """Whether the next round is due: the field is complete and every table of the last round finished."""
    return state["status"] == "running" and (not state["played"] or state["played"][-1]["complete"]) \
        and len(state["played"]) < state["rounds"]


def pairing(state: State, rng: random.Random) -> dict[str, Any]:
    """The next round's tables (entrants in seat order) and byes; round 1 also draws the starting order
    (rating first, the draw breaking level ratings)."""
    order = state["order"] or starting_order(state, rng)
    active = [e["id"] for e in state["entrants"] if not e["withdrawn"]]
    decide = swiss.pair if state["format"] == "swiss" else seating.seat
    tables, byes = decide(state, order, active)
    return {"round": len(state["played"]) + 1, "order": order,
            "tables": [{"table": i + 1, "entrants": seats} for i, seats in enumerate(tables)], "byes": byes}


def paired(state: State, decided: dict[str, Any], gids: list[str]) -> list[dict[str, Any]]:
    """The RoundPaired of a decided pairing whose tables were opened as games ``gids`` (in table order)."""
    tables = [{**table, "gid": gid} for table, gid in zip(decided["tables"], gids, strict=True)]
    extra = {"order": decided["order"]} if decided["round"] == 1 else {}
    return [event("RoundPaired", None, round=decided["round"], tables=tables, byes=decided["byes"], **extra)]


def unpairable(state: State, decided: dict[str, Any], seed: str) -> list[dict[str, Any]]:
    """The tournament ends early when the next round seats nobody at a table (withdrawals left too few, or only
    pairs that met already)."""
    if decided["tables"]:
        raise RuleViolation("pairable", "The next round has tables to play.")
    return [event("TournamentFinished", None, seed=seed, early=f"round {decided['round']} seats no table")]


def starting_order(state: State, rng: random.Random) -> list[int]:
    """Entrant ids by rating, highest first; the seeded draw orders level ratings."""
    draw = [e["id"] for e in state["entrants"]]
    rng.shuffle(draw)
    drawn = {entrant: i for i, entrant in enumerate(draw)}
    ranked = sorted(state["entrants"], key=lambda e: (-e["rating"], drawn[e["id"]]))
    return [e["id"] for e in ranked]


def table_finished(state: State, gid: str, ranking: list[list[int]], seed: str) -> list[dict[str, Any]]:
    """A table's result as entrant ids (groups of tied entrants, best first); completes the round and the
    tournament when it was the last table (revealing the seed)."""
    located = table_of(state, gid)
    if located is None:
        raise RuleViolation("not-a-table", "The game is no table of this tournament.")
    round_of, table = located
    if table["ranking"] is not None:
        raise RuleViolation("table-recorded", "The table's result is already recorded.")
    if sorted(e for group in ranking for e in group) != sorted(table["entrants"]):
        raise RuleViolation("wrong-entrants", "The result must rank exactly the table's entrants.")
    out = [event("TableFinished", None, round=round_of["round"], table=table["table"], gid=gid, ranking=ranking)]
    after = fold(state, out)
    if any(t["ranking"] is None for t in after["played"][-1]["tables"]):
        return out
    out.append(event("RoundCompleted", None, round=round_of["round"],
                     points={str(k): v for k, v in points(after).items()}))
    active = sum(not e["withdrawn"] for e in state["entrants"])
    if round_of["round"] >= state["rounds"] or active < state["players_per_table"]:
        out.append(event("TournamentFinished", None, seed=seed))
    return out


def table_of(state: State, gid: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """(round, table) of the game ``gid``, or None."""
    for round_of in state["played"]:
        for table in round_of["tables"]:
            if table["gid"] == gid:
                return round_of, table
    return None


def entrant_of(state: State, entrant_id: int) -> dict[str, Any] | None:
    return state["entrants"][entrant_id - 1] if 1 <= entrant_id <= len(state["entrants"]) else None


def seed_matches(state: State, seed: str) -> bool:
    return hashlib.sha256(seed.encode()).hexdigest() == state["seed_commitment"]


# -- the fold -------------------------------------------------------------------------------------------------


def fold(state: State | None, events: list[dict[str, Any]]) -> State:
    for one in events:
        state = evolve(state, one)
    assert state is not None
    return state


def evolve(state: State | None, one: dict[str, Any]) -> State:
    """The state after ``one`` (an event or an envelope: ``type`` and ``data``); pure, no checks."""
    kind, data = one["type"], one["data"]
    if kind == "TournamentCreated":
        return {**{k: v for k, v in data.items()}, "status": "registering", "entrants": [], "order": None,
                "played": [], "version": _version(one, 1), "seed": None}
    assert state is not None
    state = {**state, "version": _version(one, state["version"] + 1)}
    if kind == "PlayerRegistered":
        entrant = {"id": data["entrant"], "name": data["name"], "player": data.get("player"),
                   "bot": data.get("bot"), "rating": data["rating"], "withdrawn": False}
        state["entrants"] = [*state["entrants"], entrant]
        if sum(not e["withdrawn"] for e in state["entrants"]) >= state["size"]:
            state["status"] = "running"
    elif kind == "PlayerWithdrew":
        state["entrants"] = [{**e, "withdrawn": True} if e["id"] == data["entrant"] else e
                             for e in state["entrants"]]
    elif kind == "RoundPaired":
        tables = [{**t, "ranking": None} for t in data["tables"]]
        state["played"] = [*state["played"], {"round": data["round"], "tables": tables, "byes": data["byes"],
                                              "complete": False}]
        if data.get("order") is not None:
            state["order"] = data["order"]
    elif kind == "TableFinished":
        last = state["played"][-1]
        tables = [{**t, "ranking": data["ranking"]} if t["table"] == data["table"] else t for t in last["tables"]]
        state["played"] = [*state["played"][:-1], {**last, "tables": tables}]
    elif kind == "RoundCompleted":
        state["played"] = [*state["played"][:-1], {**state["played"][-1], "complete": True}]
    elif kind == "TournamentFinished":
        state["status"] = "finished"
        state["seed"] = data["seed"]
    return state


def _version(one: dict[str, Any], default: int) -> int:
    return one.get("v", default)
