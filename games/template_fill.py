"""How to fill a template move, in one vocabulary for every game (issue 52 item 4): each payload field of the command
to post with its kind, its choices and limits, and the rules that tie fields together, so a client fills any
template of any game from ``fill`` alone, without knowing the game.

A template's ``fill`` is ``{"shape", "fields", "rules"}``:

- ``shape``: which form of the template this is (a game's template may have several, as Tabletop Climber's hand
  selection has one for the Climax); the guides show one filled example of each;
- ``fields``: payload field → ``{"kind", "from", …}``, where ``kind`` is
  ``one`` (one value of ``from``), ``list`` (``min`` to ``max`` distinct values of ``from``, their number one of
  ``counts`` when given) or ``amounts`` (an object value → a whole number of at least 1, values of ``from``, each at
  most ``at_most[value]`` when given, ``min_total`` in all); ``optional: true`` marks a field that may be left out;
- ``rules``: ``{"rule": "distinct_across", "fields": [...]}`` (no value in two of them), ``{"rule": "same_level",
  "fields": [a, b], "levels": {value: level}}`` (for every level, ``b`` holds as many of that level's values in all
  as ``a``: a trade of equal levels), ``{"rule": "together", "fields": [...]}`` (all of them or none).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from marshmallow import Schema, fields, validate

Json = dict[str, Any]
KINDS = ("one", "list", "amounts")
RULES = ("distinct_across", "same_level", "together")


def one(values: Iterable[Any], optional: bool = False) -> Json:
    return {"kind": "one", "from": list(values), **({"optional": True} if optional else {})}


def pick(values: Iterable[Any], least: int, most: int, counts: Iterable[int] | None = None,
         optional: bool = False) -> Json:
    return {"kind": "list", "from": list(values), "min": least, "max": most,
            **({"counts": list(counts)} if counts is not None else {}), **({"optional": True} if optional else {})}


def amounts(values: Iterable[Any], at_most: Mapping[str, int] | None = None, min_total: int = 0) -> Json:
    return {"kind": "amounts", "from": list(values), "min_total": min_total,
            **({"at_most": dict(at_most)} if at_most is not None else {})}


def fill(shape: str, fields_: Mapping[str, Json], *rules: Json) -> Json:
    return {"shape": shape, "fields": dict(fields_), "rules": list(rules)}


def distinct_across(*names: str) -> Json:
    return {"rule": "distinct_across", "fields": list(names)}


def same_level(first: str, second: str, levels: Mapping[str, int]) -> Json:
    return {"rule": "same_level", "fields": [first, second], "levels": dict(levels)}


def together(*names: str) -> Json:
    return {"rule": "together", "fields": list(names)}


class TemplateFieldSchema(Schema):
    """One payload field of a template's command: what it holds and its limits."""

    kind = fields.String(required=True, validate=validate.OneOf(KINDS), metadata={
        "description": "one: a single value of `from`; list: `min` to `max` distinct values of `from` (their number "
                       "one of `counts` when given); amounts: an object value → whole number ≥ 1 over values of "
                       "`from`, each at most `at_most[value]`, `min_total` in all"})
    from_ = fields.List(fields.Raw(), required=True, data_key="from", metadata={"description": "the values allowed"})
    min = fields.Integer(metadata={"description": "list: the fewest values"})
    max = fields.Integer(metadata={"description": "list: the most values"})
    counts = fields.List(fields.Integer(), metadata={"description": "list: the numbers of values allowed, when not "
                                                                    "every number from min to max is"})
    at_most = fields.Dict(keys=fields.String(), values=fields.Integer(),
                          metadata={"description": "amounts: the most of each value"})
    min_total = fields.Integer(metadata={"description": "amounts: the least sum of all amounts"})
    optional = fields.Boolean(metadata={"description": "true: the field may be left out"})


class TemplateRuleSchema(Schema):
    """A rule tying fields together."""

    rule = fields.String(required=True, validate=validate.OneOf(RULES), metadata={
        "description": "distinct_across: no value in two of `fields`; same_level: for every level of `levels`, the "
                       "second field's amounts of that level's values sum to the first's (e.g. a trade gives and "
                       "gets as many of each level); together: all of `fields` or none"})
    fields_ = fields.List(fields.String(), required=True, data_key="fields")
    levels = fields.Dict(keys=fields.String(), values=fields.Integer(),
                         metadata={"description": "same_level: each value's level"})


class TemplateFillSchema(Schema):
    """How to fill the template: every payload field with its limits, and the rules between fields."""

    shape = fields.String(required=True, metadata={
        "description": "the template's form (the guides show one filled example of each)"})
    fields_ = fields.Dict(keys=fields.String(), values=fields.Nested(TemplateFieldSchema), required=True,
                          data_key="fields", metadata={"description": "payload field → what it holds"})
    rules = fields.List(fields.Nested(TemplateRuleSchema), required=True)
