"""The component catalogue in the contract, typed per game and per kind of component.

A game's catalogue is static for a rules version, so its JSON schema is read off the catalogue itself: each kind
of component becomes ``<Game><Kind>Component`` with the fields every component of that kind carries (typed as the
values they hold), ``<Game>Component`` is their union discriminated by ``kind``, and ``GameComponents`` is a union
of ``<Game>GameComponents`` discriminated by ``game``. A generated client gets typed cards, squares and tracks, and the
document can never disagree with what the server sends.
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec

from games import REGISTRY
from service.http.api.game_contract import by_game, camel, ref

# The four fields every component has, as GET /v1/catalog/{game} documents them.
BASE = {
    "id": {"type": "string", "description": "the id every view, move, command and event of the game uses for "
                                            "this component"},
    "name": {"type": "string", "description": "a short name for people"},
    "text": {"type": "string", "description": "one sentence saying what it is or does, in English (from the "
                                              "game's message templates)"},
}
_JSON_TYPES = ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string"), (list, "array"),
               (dict, "object"), (type(None), "null"))


def json_type(value: Any) -> str:
    return next(name for kind, name in _JSON_TYPES if isinstance(value, kind))


def inferred(values: list[Any]) -> dict[str, Any]:
    """The narrowest plain JSON schema that every one of ``values`` satisfies."""
    types = {json_type(v) for v in values}
    if {"integer", "number"} <= types:
        types.discard("integer")
    if not types:
        return {}
    if len(types) > 1 and types & {"array", "object"}:
        return {"anyOf": [inferred([v for v in values if json_type(v) in (t, "integer" if t == "number" else t)])
                          for t in sorted(types)]}
    schema: dict[str, Any] = {"type": sorted(types) if len(types) > 1 else next(iter(types))}
    if "array" in types:
        schema["items"] = inferred([item for v in values if isinstance(v, list) for item in v])
    if "object" in types:
        schema.update(_object([v for v in values if isinstance(v, dict)]))
    return schema


def _object(objects: list[dict[str, Any]]) -> dict[str, Any]:
    keys = list(dict.fromkeys(key for o in objects for key in o))
    return {"properties": {key: inferred([o[key] for o in objects if key in o]) for key in keys},
            "required": [key for key in keys if all(key in o for o in objects)], "additionalProperties": False}


def kind_schema(game_title: str, kind: str, components: list[dict[str, Any]]) -> dict[str, Any]:
    """One kind of a game's components: the base fields, ``kind`` fixed, and the rulebook's facts it carries."""
    facts = _object([{k: v for k, v in c.items() if k not in (*BASE, "kind")} for c in components])
    return {
        "type": "object", "description": f"A component of {game_title}, of kind `{kind}`.",
        "properties": {**BASE, "kind": {"type": "string", "enum": [kind]}, **facts["properties"]},
        "required": ["id", "kind", "name", "text", *facts["required"]], "additionalProperties": False,
    }


def document_catalogues(spec: APISpec, base_name: str = "GameComponents") -> None:
    """Replace the untyped ``GameComponents`` with one typed variant per game."""
    schemas = spec.components.schemas
    untyped = schemas[base_name]
    for game in REGISTRY.values():
        prefix = camel(game.slug)
        by_kind: dict[str, list[dict[str, Any]]] = {}
        for component in game.components():
            by_kind.setdefault(component["kind"], []).append(component)
        names = {kind: f"{prefix}{camel(kind)}Component" for kind in by_kind}
        for kind, members in by_kind.items():
            spec.components.schema(names[kind], kind_schema(game.title, kind, members))
        spec.components.schema(f"{prefix}Component", {
            "oneOf": [ref(name) for name in names.values()], "description": f"A {game.title} component.",
            "discriminator": {"propertyName": "kind", "mapping": {k: ref(n)["$ref"] for k, n in names.items()}}})
        variant = {**untyped, "properties": {
            **untyped["properties"], "game": {"type": "string", "enum": [game.slug]},
            "components": {**untyped["properties"]["components"], "items": ref(f"{prefix}Component")}}}
        spec.components.schema(f"{prefix}{base_name}", variant)
    del schemas[base_name]  # apispec has no public way to replace a component
    if not any(isinstance(v, dict) and v.get("$ref", "").endswith("/Component") for v in _walk(schemas)):
        schemas.pop("Component", None)
    by_game(spec, base_name, "A game's component catalogue, typed by kind; `game` names the game.")


def _walk(value: Any):
    if isinstance(value, dict):
        yield value
        for inner in value.values():
            yield from _walk(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner)
