"""Tournaments (issue 55): create, register, withdraw, and the tournament's status, standings, rounds and
events (the NDJSON export the audit reads)."""

from __future__ import annotations

import orjson
from flask import Response
from flask_smorest import Blueprint

from service.errors import Forbidden
from service.http.api.context import wiring
from service.http.api.requests import as_json, player_id, wants_ndjson
from service.http.api.schemas import ANYONE_OR_PLAYER, problem
from service.http.api.tournament_schemas import (
    TIE_BREAKS,
    CreateTournamentSchema,
    RegisteredSchema,
    TournamentEventsQuerySchema,
    TournamentEventsSchema,
    TournamentRoundsSchema,
    TournamentSchema,
    TournamentStandingsSchema,
)
from service.tournament_audit import export_header

blp = Blueprint("tournaments", __name__, url_prefix="/v1/tournaments", description="Tournaments")
PLAYER_KEY = [{"playerKey": []}]
SETTINGS = ("game", "format", "rounds", "players_per_table", "clock", "rated", "size", "seed_commitment", "seed",
            "status", "version")


def player_action(view):
    """The refusals of an entrant's own action: its key, the tournament, a race."""
    for status, why in ((409, "the tournament kept changing while this was decided (`too_much_contention`)"),
                        (404, "unknown tournament (`tournament_not_found`)"),
                        (403, "a player key without the `play` scope (`insufficient_scope`)"),
                        (401, "no player key, or an unknown one")):
        view = problem(blp, status, why)(view)
    return view


def document(spec) -> None:
    """An entrant is exactly one kind: the document says so as a oneOf (marshmallow checks it in code)."""
    entrant = spec.components.schemas["EntrantSpec"]
    properties = entrant.pop("properties")
    entrant.pop("additionalProperties", None)  # each alternative closes itself
    entrant["oneOf"] = [{"type": "object", "required": [kind], "additionalProperties": False,
                         "properties": {kind: properties[kind]}} for kind in ("player", "bot")]


def resource(state: dict) -> dict:
    """The tournament resource of a folded state."""
    return {"id": state["tid"], **{k: state[k] for k in SETTINGS}, "round": len(state["played"]),
            "entrants": [{"entrant": e["id"], "name": e["name"], "player": e["player"], "bot": e["bot"],
                          "withdrawn": e["withdrawn"]} for e in state["entrants"]]}


@blp.post("")
@blp.arguments(CreateTournamentSchema)
@blp.response(201, TournamentSchema)
@problem(blp, 400, "malformed JSON")
@problem(blp, 401, "a player entrant without a player key, or an unknown one")
@problem(blp, 403, "a player entrant other than the caller (`not_your_player`)")
@problem(blp, 413, "request body too large")
@problem(blp, 415, "the body is not application/json")
@problem(blp, 422, "unknown game or bot level, a table size the game or format does not take (`swiss_needs_two`, "
                   "`rounds_table_size`, `bad_table_size`), more Swiss rounds than opponents (`too_many_rounds`), "
                   "fewer entrants than a table (`too_few_entrants`), open registration without `size` "
                   "(`size_needed`), both `size` and `entrants` (`size_with_entrants`), a round of more tables than "
                   "BOARDROOM_MAX_TOURNAMENT_TABLES (`too_many_tables`)")
@blp.doc(operationId="createTournament", **ANYONE_OR_PLAYER)
def create(body):
    """Create a tournament. With `entrants` (players by id, the caller's own only, or server bots) round 1 is
    paired at once, each table a game with the tournament's clock; without, registration stays open until `size`
    players registered. Server bots' tables are played by the server."""
    named = [e["player"] for e in body.get("entrants", []) if e.get("player")]
    if named:
        caller = player_id("play")
        if any(pid != caller for pid in named):
            raise Forbidden("A tournament may enter only your own player id; others register themselves.",
                            code="not_your_player")
    spec = {k: body[k] for k in ("game", "format", "rounds", "players_per_table", "clock", "rated")}
    if "size" in body:
        spec["size"] = body["size"]
    state = wiring().tournaments.create(spec, body.get("entrants"))
    return as_json(resource(state), 201, {"Location": f"/v1/tournaments/{state['tid']}"})


@blp.get("/<tid>")
@blp.response(200, TournamentSchema)
@problem(blp, 404, "unknown tournament (`tournament_not_found`)")
@blp.doc(operationId="getTournament")
def get_tournament(tid):
    """The tournament: its settings, `status` (`registering`, `running`, `finished`), entrants and version."""
    return as_json(resource(wiring().tournaments.state(tid)))


@blp.get("/<tid>/standings")
@blp.response(200, TournamentStandingsSchema)
@problem(blp, 404, "unknown tournament (`tournament_not_found`)")
@blp.doc(operationId="getTournamentStandings")
def standings(tid):
    """The standings, best first: points (a table counts as a game between each two of its entrants: 1 ahead,
    ½ level, 0 behind; a bye 1 in a Swiss, half the opponents in rounds), then Buchholz, then
    Sonneborn–Berger, then starting order (rating, the seeded draw breaking level ratings)."""
    version = wiring().tournaments.version(tid)
    model = wiring().tournament_standings.read(tid, min_version=version)
    return as_json({"id": tid, "tie_breaks": TIE_BREAKS, **model})


@blp.get("/<tid>/rounds")
@blp.response(200, TournamentRoundsSchema)
@problem(blp, 404, "unknown tournament (`tournament_not_found`)")
@blp.doc(operationId="getTournamentRounds")
def rounds(tid):
    """Each paired round: its tables (entrant numbers in seat order, the game, its ranking once finished) and
    byes."""
    state = wiring().tournaments.state(tid)
    return as_json({"id": tid, "version": state["version"], "rounds": state["played"]})


@blp.get("/<tid>/events")
@blp.arguments(TournamentEventsQuerySchema, location="query")
@blp.response(200, TournamentEventsSchema)
@blp.alt_response(200, content_type="application/x-ndjson", description="with `Accept: application/x-ndjson`: the "
                  "whole history: a header line (`format`, `tid`, `version`, `head`), then one envelope a line "
                  "(the export `boardroom audit` reads)")
@problem(blp, 404, "unknown tournament (`tournament_not_found`)")
@problem(blp, 422, "invalid query")
@blp.doc(operationId="listTournamentEvents")
def events(query, tid):
    """The tournament's history, a page after `after`; `Accept: application/x-ndjson` exports it whole."""
    tournaments = wiring().tournaments
    if wants_ndjson():
        envelopes = tournaments.events(tid)
        header = export_header(tid, (envelopes[-1]["v"], envelopes[-1]["hash"]))
        lines = b"".join(orjson.dumps(item, option=orjson.OPT_SORT_KEYS) + b"\n" for item in [header, *envelopes])
        return Response(lines, mimetype="application/x-ndjson")
    page = tournaments.events(tid, after=query["after"], limit=query["limit"])
    return as_json({"events": page, "next": page[-1]["v"] if page else query["after"]})


@blp.post("/<tid>/entrants")
@blp.response(201, RegisteredSchema)
@player_action
@problem(blp, 422, "registration closed (`registration_closed`), already registered (`already_registered`), "
                   "withdrawn before (`already_withdrawn`: a withdrawal is final)")
@blp.doc(operationId="registerForTournament", security=PLAYER_KEY)
def register(tid):
    """Register the caller's player; the last place filled starts round 1."""
    entrant, state = wiring().tournaments.register(tid, player_id("play"))
    return as_json({"entrant": entrant, "tournament": resource(state)}, 201)


@blp.post("/<tid>/withdraw")
@blp.response(200, TournamentSchema)
@player_action
@problem(blp, 422, "not an entrant (`not_registered`), or the tournament is over (`tournament_finished`)")
@blp.doc(operationId="withdrawFromTournament", security=PLAYER_KEY)
def withdraw(tid):
    """Withdraw the caller's player: it is paired no more (a table it sits at plays on, its clock running)."""
    return as_json(resource(wiring().tournaments.withdraw(tid, player_id("play"))))
