"""Every enum the document repeats becomes one named component, referenced where it was inline.

The games' schemas validate ids with ``OneOf`` (a card id, a belief id, a phase), so the same value set appeared inline
in every event, view and command that carries one: tens of thousands of lines, and a client generator made one enum
class per occurrence. Each value set that appears more than once is now ``components/schemas/<Name>``, named after
its game and what it holds: ``<Game><Kind>Id`` when it is exactly the ids of one catalogue kind (``BiasEffectBeliefId``)
or of two or three (``TabletopIncSpecialistOrFreelancerId``), else ``<Game><Key>`` after the property that most often
carries it (``TabletopClimberCardId`` for the 74 cards of seven kinds). An existing named enum (``TableStatus``) is
reused for the same values.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from games import REGISTRY
from games.base import Game

REF = "#/components/schemas/"
SHARED_ABOVE = 2  # an enum of more values than this is shared when it appears more than once
MAX_KINDS = 3  # a set made of more catalogue kinds than this is named after its property instead
NOT_SCHEMAS = ("example", "examples", "default", "const", "discriminator")

EnumKey = tuple[str, frozenset]


def camel(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in text.replace("_", "-").split("-"))


def _key(node: dict[str, Any]) -> EnumKey | None:
    """What identifies an inline enum: its JSON type and its values (null apart), when it is large enough."""
    values = node.get("enum")
    if not isinstance(values, list) or "$ref" in node:
        return None
    kinds = node.get("type", "string")
    kinds = [k for k in (kinds if isinstance(kinds, list) else [kinds]) if k != "null"]
    present = frozenset(v for v in values if v is not None)
    if len(present) <= SHARED_ABOVE or len(kinds) != 1 or len(present) != len([v for v in values if v is not None]):
        return None
    return kinds[0], present


def _walk(node: Any, schema: str, prop: str | None, listed: bool, found: list) -> None:
    """Collect ``(node, key, schema name, property, inside a list)`` for every inline enum under ``node``."""
    if isinstance(node, list):
        for inner in node:
            _walk(inner, schema, prop, listed, found)
        return
    if not isinstance(node, dict):
        return
    key = _key(node)
    if key is not None:
        found.append((node, key, schema, prop, listed))
    for name, inner in node.items():
        if name == "properties" and isinstance(inner, dict):
            for child, value in inner.items():
                _walk(value, schema, child, False, found)
        elif name in ("items", "additionalProperties"):
            _walk(inner, schema, prop, True, found)
        elif name not in NOT_SCHEMAS:
            _walk(inner, schema, prop, listed, found)


def _game_of(schemas: list[str], values: frozenset) -> Game | None:
    """The game whose schemas carry the enum (by name prefix), else the one whose catalogue holds its values."""
    prefixed = Counter(game for name in schemas for game in REGISTRY.values()
                       if name.startswith(camel(game.slug)))
    if prefixed:
        return prefixed.most_common(1)[0][0]
    return next((game for game in REGISTRY.values() if values <= set(_catalogue(game))), None)


def _catalogue(game: Game) -> dict[str, str]:
    """The game's component ids → their kind."""
    return {component["id"]: component["kind"] for component in game.components()}


def _kinds_name(game: Game, values: frozenset) -> str | None:
    """``<Kind>[Or<Kind>…]`` when ``values`` are exactly the ids of a few whole catalogue kinds."""
    kind_of = _catalogue(game)
    if not all(isinstance(v, str) and v in kind_of for v in values):
        return None
    kinds = list(dict.fromkeys(kind_of[v] for v in kind_of if v in values))  # in catalogue order
    whole = {v for v, kind in kind_of.items() if kind in kinds}
    if whole != values or len(kinds) > MAX_KINDS:
        return None
    return "Or".join(camel(kind) for kind in kinds)


def _singular(prop: str, listed: bool) -> str:
    if not listed:
        return prop
    if prop.endswith("ies"):
        return prop[:-3] + "y"
    return prop[:-1] if prop.endswith("s") and not prop.endswith("ss") else prop


GENERIC = ("Id", "Kind", "Name", "Status", "Type", "Value")  # keys that say nothing without their schema's name
SUFFIXES = ("Data", "View", "Command", "Event", "Component", "Template", "Score")


def _stem(schema: str, prefix: str) -> str:
    """A schema's name without its game and its role: ``BiasEffectModifierData`` → ``Modifier``."""
    stem = schema.removeprefix(prefix)
    return next((stem.removesuffix(s) for s in SUFFIXES if stem.endswith(s) and stem != s), stem)


def _candidates(key: EnumKey, places: list[tuple[str, str | None, bool]]) -> list[str]:
    """Names for the enum, best first: after its catalogue kinds, its property, its property in its schema."""
    values = key[1]
    game = _game_of([schema for schema, _, _ in places], values)
    prefix = camel(game.slug) if game else ""
    ids = game is not None and all(isinstance(v, str) and v in _catalogue(game) for v in values)
    kinds = _kinds_name(game, values) if game else None
    named = [prefix + kinds + "Id"] if kinds else []
    props = [prop for prop, _ in Counter(camel(_singular(p, listed)) for _, p, listed in places if p).most_common()]
    bare = {prop: prop.removesuffix("Id") + ("Id" if ids else "") for prop in props}
    named += [prefix + bare[prop] for prop in props if prop not in GENERIC and game]
    named += [prefix + _stem(schema, prefix) + bare[prop] for prop in props for schema, p, listed in places
              if p and camel(_singular(p, listed)) == prop]
    return list(dict.fromkeys(named)) or [places[0][0] + "Value"]


def share_enums(schemas: dict[str, dict]) -> None:
    """Replace each inline enum that appears more than once, or that a named enum already holds, with a ``$ref``."""
    # apispec's dicts share nodes with the schemas' field metadata: edit copies, or every later document built
    # in this process (another app, a test's own spec) would point at components it does not have.
    for name in list(schemas):
        schemas[name] = copy.deepcopy(schemas[name])
    named: dict[EnumKey, str] = {}
    found: list = []
    for name, schema in schemas.items():
        key = _key(schema)
        if key is not None:  # a named enum itself (TableStatus, GameSlug, ...)
            named.setdefault(key, name)
            continue
        _walk(schema, name, None, False, found)
    places: dict[EnumKey, list] = {}
    for _node, key, schema, prop, listed in found:
        places.setdefault(key, []).append((schema, prop, listed))
    for key, where in places.items():
        if key in named or len(where) < 2:
            continue
        candidates = _candidates(key, where)
        name = next((c for c in candidates if c not in schemas), None)
        number = 2
        while name is None:
            name = f"{candidates[0]}{number}" if f"{candidates[0]}{number}" not in schemas else None
            number += 1
        first = next(node for node, k, *_ in found if k == key)
        schemas[name] = {"type": key[0], "enum": [v for v in first["enum"] if v is not None]}
        named[key] = name
    for node, key, *_ in found:
        if key in named:
            _replace(node, named[key])


def _replace(node: dict[str, Any], name: str) -> None:
    """Turn the inline enum ``node`` into a reference to ``name`` in place, keeping its other keywords and null."""
    kinds = node.get("type")
    nullable = None in node["enum"] or (isinstance(kinds, list) and "null" in kinds)
    rest = {k: v for k, v in node.items() if k not in ("type", "enum")}
    node.clear()
    if nullable:
        node.update({"anyOf": [{"$ref": REF + name}, {"type": "null"}], **rest})
    else:
        node.update({"$ref": REF + name, **rest})
