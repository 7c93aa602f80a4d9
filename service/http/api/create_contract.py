"""The create request as tight as the server's checks: a request per game (its player counts, bot levels and
options), a seat as exactly one kind, a clock as exactly one time control; seeks and challenges per game too.

marshmallow validates these (SeatSpecSchema, ClockSchema, each game's ``options_schema``) with cross-field
rules apispec cannot see; this writes the same rules into the document as ``oneOf``s, so a client, a generator
or a fuzzer learns them from the document instead of from 422s.
"""

from __future__ import annotations

import copy
from typing import Any

from apispec import APISpec
from marshmallow import validate

from games import REGISTRY
from games.base import NoOptions
from games.clocks import TYPES

REF = "#/components/schemas/"
CREATE = "CreateGame"
CLOCK = "Clock"
# Each time control and the fields it takes (ClockSchema._fields_of_its_type): exactly these, all required.
CLOCK_FIELDS = {"move": ("seconds",), "fischer": ("initial", "increment"), "correspondence": ("days",)}
HOSTING = ("clock", "on_timeout", "rated")  # the lifecycle choices beside the game's own
ON_TIMEOUT = "OnTimeout"
# HostingSchema._timeout_needs_a_clock: an on_timeout (not null) comes with a clock (not null).
TIMEOUT_NEEDS_A_CLOCK = {"if": {"required": ["on_timeout"], "properties": {"on_timeout": {"type": "string"}}},
                         "then": {"required": ["clock"], "properties": {"clock": {"type": "object"}}}}
BOT_LEVEL = "BotLevel"  # every game's levels (game_contract._document_choices)


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def camel(text: str) -> str:
    return "".join(part.capitalize() for part in text.replace("_", "-").split("-"))


def document_create_requests(spec: APISpec, options_json_schema) -> None:
    """Replace the loose ``CreateGame``, ``SeatSpec`` and ``Clock`` components with exact unions;
    ``options_json_schema(schema_class)`` is the marshmallow plugin's converter of a game's options."""
    assert set(CLOCK_FIELDS) == set(TYPES), "a time control without its fields in the document"
    schemas = spec.components.schemas
    _document_clocks(spec, schemas[CLOCK])
    person_seats = _document_seat_kinds(spec, schemas["SeatSpec"])
    loose = schemas[CREATE]
    hosting = {name: loose["properties"][name] for name in HOSTING}
    if ON_TIMEOUT in schemas:  # the enum the tables' views share
        hosting["on_timeout"] = {**{k: v for k, v in hosting["on_timeout"].items() if k in ("default", "description")},
                                 "anyOf": [ref(ON_TIMEOUT), {"type": "null"}]}
    levels = _document_bot_levels(spec)
    mapping = {}
    for game in REGISTRY.values():
        prefix = camel(game.slug)
        spec.components.schema(f"{prefix}BotSeatSpec", {
            "type": "object", "required": ["bot"], "additionalProperties": False,
            "properties": {"bot": {**ref(levels[game.bots]), "description": "a level of this game's"}},
            "description": f"A seat the server's bot plays, at one of {game.title}'s levels."})
        spec.components.schema(f"{prefix}SeatSpec", {
            "oneOf": [*person_seats, ref(f"{prefix}BotSeatSpec")],
            "description": "A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."})
        options = _options(spec, game, prefix, options_json_schema)
        name = f"{prefix}{CREATE}"
        spec.components.schema(name, {
            "type": "object", "additionalProperties": False, "required": ["game", "seats"],
            "description": f"A table of {game.title}: {_players(game)}.",
            "properties": {
                "game": {"type": "string", "enum": [game.slug]},
                "seats": {"type": "array", "minItems": game.min_players, "maxItems": game.max_players,
                          "items": ref(f"{prefix}SeatSpec")},
                "options": {**options, "description": "the game's variants (GET /v1/catalog/{game} describes them)"},
                **copy.deepcopy(hosting),
            },
            **TIMEOUT_NEEDS_A_CLOCK})
        mapping[game.slug] = REF + name
    schemas[CREATE] = {
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "game", "mapping": mapping},
        "description": "A new table: `game` names which, and says how many seats it takes and what they and its "
                       "options may be.",
        **({"example": loose["example"]} if "example" in loose else {}),
    }
    del schemas["SeatSpec"]
    level = schemas["Seek"]["properties"]["bot_level"]
    seek_level = {k: level[k] for k in ("default", "description")}
    _by_game(spec, "Seek", lambda game: {"type": "integer", "minimum": game.min_players, "maximum": game.max_players,
                                         "description": "the table's size, this player included"},
             "A seek for a table of the named game, with as many seats as it takes.",
             more=lambda game: {"bot_level": {**ref(levels[game.bots]), **seek_level}})
    _by_game(spec, "Challenge", lambda game: {
        **schemas["Challenge"]["properties"]["players"], "minItems": game.min_players - 1,
        "maxItems": game.max_players - 1}, "A challenge to a table of the named game: the challenger and the invited "
                                           "players fill its seats.")


def _by_game(spec: APISpec, name: str, players, description: str, more=lambda game: {}) -> None:
    """``name`` as a union of per-game variants (discriminated by ``game``) whose ``players`` fit the game
    (and whose properties ``more(game)`` fit it too)."""
    schemas = spec.components.schemas
    loose = schemas[name]
    mapping = {}
    for game in REGISTRY.values():
        variant = f"{camel(game.slug)}{name}"
        properties = copy.deepcopy(loose["properties"])
        spec.components.schema(variant, {
            **{k: copy.deepcopy(v) for k, v in loose.items() if k not in ("properties", "example")},
            "properties": {**properties, "game": {"type": "string", "enum": [game.slug]}, "players": players(game),
                           **more(game)}})
        mapping[game.slug] = REF + variant
    schemas[name] = {"oneOf": [{"$ref": target} for target in mapping.values()], "description": description,
                     "discriminator": {"propertyName": "game", "mapping": mapping},
                     **({"example": loose["example"]} if "example" in loose else {})}


def _document_bot_levels(spec: APISpec) -> dict[tuple[str, ...], str]:
    """An enum of bot levels per distinct set the games have: ``BotLevel`` for every level, ``StandardBotLevel``
    for a set several games share, ``<Game>BotLevel`` for a game's own (named here, so no game's seats are typed
    with another game's name)."""
    games_of: dict[tuple[str, ...], list] = {}
    for game in REGISTRY.values():
        games_of.setdefault(tuple(game.bots), []).append(game)
    every = set(spec.components.schemas[BOT_LEVEL]["enum"])
    names = {}
    for bots, games in games_of.items():
        if set(bots) == every:  # a game with every level: the document's BotLevel already names them
            names[bots] = BOT_LEVEL
            continue
        name = "StandardBotLevel" if len(games) > 1 else f"{camel(games[0].slug)}BotLevel"
        spec.components.schema(name, {"type": "string", "enum": list(bots), "description": "the server bot levels of "
                                      + ", ".join(game.title for game in games)})
        names[bots] = name
    return names


def _players(game) -> str:
    if game.min_players == game.max_players:
        return f"{game.min_players} seats"
    return f"{game.min_players} to {game.max_players} seats"


def _options(spec: APISpec, game, prefix: str, options_json_schema) -> dict[str, Any]:
    if game.options_schema is NoOptions:
        if "NoOptions" not in spec.components.schemas:
            spec.components.schema("NoOptions", {"type": "object", "maxProperties": 0,
                                                 "description": "a game without variants takes none"})
        return ref("NoOptions")
    name = f"{prefix}Options"
    # json_schema_rules: the options' cross-field rules, which apispec cannot read from a validates_schema
    options = {**options_json_schema(game.options_schema), "additionalProperties": False,
               **getattr(game.options_schema, "json_schema_rules", {})}
    for field_name, keys in _key_choices(game.options_schema).items():  # apispec drops a Dict's key validator
        options["properties"][field_name]["propertyNames"] = {"enum": keys}
    spec.components.schema(name, options)
    return ref(name)


def _key_choices(schema_class) -> dict[str, list[str]]:
    """The Dict fields of ``schema_class`` whose keys are one of a few: {field name: the keys it takes}."""
    found = {}
    for name, field in schema_class._declared_fields.items():
        for validator in getattr(getattr(field, "key_field", None), "validators", []):
            if isinstance(validator, validate.OneOf):
                found[field.data_key or name] = [str(choice) for choice in validator.choices]
    return found


def _document_seat_kinds(spec: APISpec, loose: dict) -> list[dict[str, str]]:
    """The kinds of seat every game takes (a bot seat is per game): their refs."""
    person = loose["properties"]

    def only(field: str, description: str) -> dict:
        return {"type": "object", "required": [field], "additionalProperties": False,
                "properties": {field: person[field]}, "description": description}

    spec.components.schema("NamedSeatSpec", only("name", "You, by a name (the seat's token comes back)."))
    spec.components.schema("PlayerSeatSpec", only("player", "A registered player: your own id, with your key."))
    spec.components.schema("OpenSeatSpec", {"type": "object", "maxProperties": 0,
                                            "description": "An open seat, for another person to join."})
    return [ref("NamedSeatSpec"), ref("PlayerSeatSpec"), ref("OpenSeatSpec")]


def _document_clocks(spec: APISpec, loose: dict) -> None:
    """``Clock`` as a union of the time controls, each with exactly its fields (discriminated by ``type``)."""
    fields = loose["properties"]
    mapping = {}
    for kind, needed in CLOCK_FIELDS.items():
        name = f"{camel(kind)}Clock"
        spec.components.schema(name, {
            "type": "object", "additionalProperties": False, "required": ["type", *needed],
            "properties": {"type": {"type": "string", "enum": [kind]}, **{f: fields[f] for f in needed}}})
        mapping[kind] = REF + name
    spec.components.schemas[CLOCK] = {
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
        "description": loose.get("description", "A time control.")}
