"""The per-game half of the OpenAPI document: each game's commands, legal moves and events as typed unions.

A command's ``type``, an event's ``type`` and a move's kind repeat across games (``pass``, ``end-turn``,
``GameEnded``), so each game gets its own unions, discriminated by ``type``; a resource that carries one
game's commands or events says which game in ``game``, the discriminator of its per-game variants.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from apispec import APISpec
from flask_smorest import Api
from marshmallow import Schema, fields

from games import REGISTRY
from games.base import Game
from games.lifecycle_schemas import COMMAND_SCHEMAS as LIFECYCLE_COMMANDS
from games.table_schemas import GenericScore, lifecycle_event_schemas, score_name
from games.template_fill import TemplateFillSchema
from service.http.api import pages
from service.http.api.create_contract import document_create_requests
from service.http.api.schemas import EnvelopeSchema

COMMAND = "Command"
TABLE_COMMAND = "TableCommand"
REF = "#/components/schemas/"


def camel(text: str) -> str:
    return "".join(part.capitalize() for part in text.replace("_", "-").split("-"))


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def union(names: dict[str, str], description: str) -> dict[str, Any]:
    """A oneOf of schemas discriminated by ``type``: {type value: schema name}."""
    return {"oneOf": [ref(n) for n in names.values()], "description": description,
            "discriminator": {"propertyName": "type", "mapping": {k: REF + n for k, n in names.items()}}}


def by_game(spec: APISpec, name: str, description: str) -> None:
    """The union of the per-game variants ``<Game><name>``, discriminated by ``game``."""
    mapping = {game.slug: REF + camel(game.slug) + name for game in REGISTRY.values()}
    spec.components.schema(name, {"oneOf": [{"$ref": r} for r in mapping.values()], "description": description,
                                  "discriminator": {"propertyName": "game", "mapping": mapping}})


class _Registrar:
    """Registers marshmallow schemas under names of our choosing, each class once."""

    def __init__(self, spec: APISpec):
        self.spec = spec
        self.names: dict[type[Schema], str] = {}

    def __call__(self, name: str, schema: type[Schema]) -> str:
        if schema not in self.names:
            self.spec.components.schema(name, schema=schema)
            self.names[schema] = name
        return self.names[schema]


LABEL = fields.String(metadata={"description": "what the move does, in a sentence (/moves adds it; ignored when "
                                              "posted)"})
TARGETS = fields.List(fields.String(), metadata={
    "description": "the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"})
RULE = fields.String(metadata={
    "description": "the section of the game's rules for players the move applies: a `sections` id of GET "
                   "/v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"})
FIELDS = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), metadata={
    "description": "a template's payload field → the catalogue ids that may fill it"})


def _typed(name: str, kind: str, schema: type[Schema], description: str, *, rule: bool = True) -> type[Schema]:
    """``schema`` with its ``type`` field: one command kind, and what /moves adds to it when it lists it (a game's
    command its ``rule`` too; a table command applies no section of a game's rules)."""
    added = {"label": LABEL, "targets": TARGETS, **({"rule": RULE} if rule else {})}
    return type(name, (schema,), {"type": fields.String(required=True, metadata={"enum": [kind],
                                                                                  "description": description}),
                                  **added})


def _document_table_commands(spec: APISpec) -> dict[str, str]:
    """Hosting's commands (resign, leave, return, abort), the same for every game: {type: schema name}."""
    names = {kind: f"Table{camel(kind)}Command" for kind in sorted(LIFECYCLE_COMMANDS)}
    for kind, name in names.items():
        spec.components.schema(name, schema=_typed(name, kind, LIFECYCLE_COMMANDS[kind], "a table command",
                                                      rule=False))
        # as a game's command: ``kind`` then tells every listed move apart, a table command's as well
        spec.components.schemas[name]["properties"]["kind"] = dict(COMMAND_KIND)
    spec.components.schema(TABLE_COMMAND, union(names, "A table command, the same for every game."))
    return names


# What /moves adds to every listed move: whether it is a command to post as is or a template to fill in. A
# template and a command share their ``type`` (place-tiles), so this is the moves' discriminator.
COMMAND_KIND = {"const": "command", "description": "a complete command (/moves adds it to every listed command; "
                                                   "ignored when posted)"}
TEMPLATE_KIND = {"const": "template", "description": "a template: fill in the payload, then post it as a command"}


def _document_commands(spec: APISpec, game: Game, prefix: str, table_commands: dict[str, str]) -> None:
    names = {}
    for kind, schema in sorted(game.command_schemas.items()):
        names[kind] = f"{prefix}{camel(kind)}Command"
        spec.components.schema(names[kind], schema=_typed(names[kind], kind, schema, game.title))
        spec.components.schemas[names[kind]]["properties"]["kind"] = dict(COMMAND_KIND)
    spec.components.schema(f"{prefix}Command", union({**names, **table_commands},
                                                      f"A command of a {game.title} table."))


def _document_moves(spec: APISpec, game: Game, prefix: str) -> None:
    """``<Game>Move``: a listed command or a template, told apart by ``kind`` (both carry the same ``type``)."""
    templates = {}
    for kind, schema in sorted(game.template_schemas.items()):
        name = templates[kind] = f"{prefix}{camel(kind)}Template"
        spec.components.schema(name, schema=type(name, (schema,), {
            "type": fields.String(required=True, metadata={"enum": [kind]}),
            "template": fields.Boolean(required=True, metadata={
                "enum": [True], "description": "fill in the payload the other fields describe, then post it"}),
            "kind": fields.String(required=True),
            "label": LABEL, "targets": TARGETS, "rule": RULE, "fields": FIELDS,
            "fill": fields.Nested(TemplateFillSchema, metadata={
                "description": "how to fill the template, in the same words for every game: each payload field "
                               "with its choices and limits, and the rules between fields (absent only at a table "
                               "kept on an older rules version)"}),
        }))
        examples = game.template_examples.get(kind)
        if examples:
            spec.components.schemas[name]["description"] = "Filled, one command of each shape: " + "; ".join(
                f"{shape}: `{json.dumps(example)}`" for shape, example in examples.items())
        spec.components.schemas[name]["properties"]["kind"] = dict(TEMPLATE_KIND)
    mapping = {"command": REF + f"{prefix}Command"}
    if len(templates) == 1:
        mapping["template"] = REF + next(iter(templates.values()))
    elif templates:
        spec.components.schema(f"{prefix}Template", union(templates, f"A template move of {game.title}."))
        mapping["template"] = REF + f"{prefix}Template"
    spec.components.schema(f"{prefix}Move", {
        # templates first: a client that tries each variant in turn (openapi-python-client) must not read a
        # template as the command of the same type. No `discriminator`: its mapping would name unions (the
        # commands, the templates), which a discriminator may not (openapi-typescript warns and drops it); every
        # variant's `kind` is a constant, which tells them apart as well.
        "oneOf": [{"$ref": r} for r in reversed(mapping.values())],
        "description": f"A legal move of {game.title}: a complete command to post as is (`kind: command`), or a "
                       "template (`kind: template`) describing a choice too large to list, to fill in and post"})
    spec.components.schema(f"{prefix}LegalMoves", _with_game(game, {
        "version": {"type": "integer", "description": "the version the moves were computed at"},
        "seat": {"type": "integer"},
        "moves": {"type": "array", "items": ref(f"{prefix}Move")},
        "unavailable": {"type": "array", "items": ref("UnavailableMove"),
                        "description": "moves a person would try now but may not, each with the rule's reason"},
        "lifecycle": {"type": "array", "items": ref(TABLE_COMMAND),
                      "description": "the table commands the seat may post now (resign, leave, return, abort, "
                                     "take-back); kept apart so that a client playing any listed move never resigns "
                                     "by chance"},
        "take_back": {**ref("TakeBack"), "description": "whether the seat may take back its last move now"},
    }))


EVENT_FIELDS = "EventFields"


def _document_event_fields(spec: APISpec, envelope: dict) -> None:
    """The envelope every typed event shares, written once: each ``<Game><Type>Event`` is ``allOf`` it, with its
    ``type`` fixed and its ``data`` typed (so ``type`` and ``data`` are left untyped here), and no other property."""
    fields_ = copy.deepcopy(envelope)
    fields_.pop("additionalProperties", None)
    fields_["properties"]["type"] = {"description": "the event's type (each typed event fixes it)"}
    fields_["properties"]["data"] = {"description": "what happened (each typed event gives its schema)"}
    fields_["description"] = "The envelope's fields, which every typed event has."
    # an inline object here would be a model a generator makes once per event that extends these fields
    spec.components.schema("EventCause", {k: v for k, v in fields_["properties"]["cmd"].items() if k != "description"})
    fields_["properties"]["cmd"] = {**ref("EventCause"), "description": fields_["properties"]["cmd"]["description"]}
    spec.components.schema(EVENT_FIELDS, fields_)


def _document_events(spec: APISpec, game: Game, prefix: str, register: _Registrar) -> None:
    register(score_name(game), game.score_schema or type(score_name(game), (GenericScore,), {}))
    schemas = {**lifecycle_event_schemas(game), **game.event_schemas}
    names = {}
    for kind, schema in sorted(schemas.items()):
        lifecycle = kind in lifecycle_event_schemas(game) and kind != "GameFinished"
        data = register(f"{kind}Data" if lifecycle else f"{prefix}{kind}Data", schema)
        names[kind] = f"{prefix}{kind}Event"
        spec.components.schema(names[kind], {
            # both parts in allOf: a generator may read ``allOf: [one $ref]`` as that schema, its siblings unread
            "type": "object", "allOf": [ref(EVENT_FIELDS), {"properties": {"type": {"const": kind},
                                                                          "data": ref(data)}}],
            "unevaluatedProperties": False, "description": f"{game.title}: a {kind} event"})
    spec.components.schema(f"{prefix}Event", union(names, f"An event of a {game.title} table."))
    spec.components.schema(f"{prefix}EventPage", _with_game(game, {
        "events": {"type": "array", "items": ref(f"{prefix}Event")},
        "next": dict(pages.NEXT_JSON_SCHEMA),
    }))
    spec.components.schema(f"{prefix}CommandResult", _with_game(game, {
        "version": {"type": "integer", "description": "the game's version after the command"},
        "events": {"type": "array", "items": ref(f"{prefix}Event"),
                   "description": "the events the command caused, as the commanding seat may see them"},
    }))


def union_refs(game: Game) -> dict[str, str]:
    """Where ``game``'s command, move and event unions are in the document."""
    prefix = camel(game.slug)
    return {"command": f"{REF}{prefix}Command", "move": f"{REF}{prefix}Move", "event": f"{REF}{prefix}Event"}


def _with_game(game: Game, properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "required": ["game", *properties],
            "properties": {"game": {"type": "string", "enum": [game.slug]}, **properties}}


def document_games(api: Api) -> None:
    """Register every game's typed unions, and the by-game unions the operations answer with."""
    spec = api.spec
    register = _Registrar(spec)
    register("Envelope", EnvelopeSchema)  # any game's event, untyped: the streams' and exports' lines
    spec.components.schema("NoScore", {
        "type": "object", "required": ["total"], "additionalProperties": False,
        "properties": {"total": {"type": "null"}},
        "description": "The score of each seat of a game that resignations ended before its end: none."})
    envelope = api.ma_plugin.converter.schema2jsonschema(EnvelopeSchema)
    _document_event_fields(spec, envelope)
    table_commands = _document_table_commands(spec)
    for game in REGISTRY.values():
        prefix = camel(game.slug)
        _document_commands(spec, game, prefix, table_commands)
        _document_moves(spec, game, prefix)
        _document_events(spec, game, prefix, register)
    spec.components.schema(COMMAND, {
        "anyOf": [ref(f"{camel(game.slug)}Command") for game in REGISTRY.values()],
        "description": "A command `{type, …payload}` of the table's game; each game's union is discriminated "
                       "by `type` (the game's catalogue entry lists its types)."})
    _document_choices(spec)
    _document_views(spec)
    document_create_requests(spec, api.ma_plugin.converter.schema2jsonschema)
    by_game(spec, "LegalMoves", "A seat's legal moves; `game` names the table's game.")
    by_game(spec, "EventPage", "A page of a table's history as the caller may see it; `game` names its game.")
    by_game(spec, "CommandResult", "The events a command caused; `game` names the table's game.")


# The resources that carry a game's view, each made a union of per-game variants whose view is typed.
VIEW_CARRIERS = ("Table", "CreatedGame", "GameState", "State")


def _typed_moves(carrier: str, prefix: str) -> dict[str, Any]:
    """A state frame's moves, typed as /moves types them (the seat's legal moves and table commands)."""
    if carrier != "GameState":
        return {}
    return {"moves": {"type": "array", "items": ref(f"{prefix}Move"),
                      "description": "the seat's legal moves now, labelled (as GET /moves lists them; none for a "
                                     "spectator)"},
            "lifecycle": {"type": "array", "items": ref(TABLE_COMMAND),
                          "description": "the table commands the seat may post now (as GET /moves lists them)"}}


def _document_views(spec: APISpec) -> None:
    """Each game's view, as a seat and as a spectator sees it (``Game.view_schema``), inside per-game variants
    ``<Game>Table`` (and CreatedGame, GameState) of the resources that carry one, discriminated by ``game``."""
    schemas = spec.components.schemas
    _share_enums(spec, {"status": "TableStatus", "on_timeout": "OnTimeout"})
    spec.components.schema("NoView", {"type": "object", "additionalProperties": False, "maxProperties": 0,
                                      "description": "an open table's view: nothing is dealt until it starts"})
    for game in REGISTRY.values():
        prefix = camel(game.slug)
        views = []
        for schema in filter(None, (game.view_schema, game.spectator_view_schema)):
            name = schema.__name__.removesuffix("Schema")
            if name not in schemas:
                spec.components.schema(name, schema=schema)
            views.append(ref(name))
        typed = {"oneOf": [*views, ref("NoView")], "description": "the seat's own view, or a spectator's (`viewer` "
                                                                  "null), or none while the table is open"}
        for carrier in VIEW_CARRIERS:
            view = {**typed, "description": f"what the caller sees of the {game.title} game (GET /v1/catalog/{{game}} "
                                            "for its ids)"} if views else schemas[carrier]["properties"]["view"]
            # the carrier's fields once (``<Carrier>Fields``), each game's variant fixing ``game`` and typing ``view``
            spec.components.schema(f"{prefix}{carrier}", {
                "type": "object", "allOf": [ref(f"{carrier}Fields"), {
                    # required again here: a generator reads each part apart (TypeScript would make them optional)
                    "required": ["game", "view", *_typed_moves(carrier, prefix)],
                    "properties": {"game": {"const": game.slug}, "view": view, **_typed_moves(carrier, prefix)}}],
                "unevaluatedProperties": False, "description": f"A {carrier} of a {game.title} table."})
    for carrier in VIEW_CARRIERS:
        shared = copy.deepcopy(schemas.pop(carrier))  # apispec has no public way to replace a component
        shared.pop("additionalProperties", None)
        shared["properties"]["game"] = {"description": "the table's game (each variant fixes it)"}
        shared["properties"]["view"] = {"description": "what the caller sees (each variant types it)"}
        for name, typed_moves in _typed_moves(carrier, "").items():
            shared["properties"][name] = {"description": typed_moves["description"] + " (each variant types them)"}
        spec.components.schema(f"{carrier}Fields", {**shared, "description": f"The fields of every game's {carrier}."})
        by_game(spec, carrier, f"A {carrier} of the table's game, its view typed; `game` names the game.")


def _share_enums(spec: APISpec, names: dict[str, str]) -> None:
    """The carriers' inline enums as components of their own, so the per-game variants share one enum each
    (a generated client gets one ``TableStatus``, not one per game)."""
    schemas = spec.components.schemas
    for prop, name in names.items():
        for carrier in VIEW_CARRIERS:
            inline = schemas[carrier]["properties"].get(prop)
            if inline is None or "$ref" in inline:
                continue
            if name not in schemas:
                spec.components.schema(name, {k: v for k, v in inline.items() if k != "description"})
            schemas[carrier]["properties"][prop] = {**ref(name), **({"description": inline["description"]}
                                                                    if "description" in inline else {})}


def _document_choices(spec: APISpec) -> None:
    """Name the hosted games and bot levels a create request may choose from, so a client (or a fuzzer)
    knows the valid values instead of learning them from 422s."""
    spec.components.schema("GameSlug", {"type": "string", "enum": list(REGISTRY),
                                        "description": "a hosted game (GET /v1/catalog describes each)"})
    tournament = spec.components.schemas.get("CreateTournament")
    if tournament is not None:  # its field checks the hosted games at load time, with no list of its own
        tournament["properties"]["game"] = ref("GameSlug")
    levels = sorted({level for game in REGISTRY.values() for level in game.bots})
    spec.components.schema("BotLevel", {"type": "string", "enum": levels,
                                        "description": "a server bot's level; the catalogue lists each game's"})
