"""A client's filler of any template move: it reads only the template's documented ``fill`` (games/template_fill.py,
the document's TemplateFill), never a game's own code, and picks values at random within every limit and rule."""

from __future__ import annotations

import json
import random
from typing import Any

Json = dict[str, Any]


def filled(template: Json, rng: random.Random) -> Json:
    """A command of ``template``'s type with every field chosen as its ``fill`` allows."""
    spec = template["fill"]
    fields, rules = spec["fields"], spec["rules"]
    derived = {rule["fields"][1]: rule for rule in rules if rule["rule"] == "same_level"}
    distinct = [set(rule["fields"]) for rule in rules if rule["rule"] == "distinct_across"]
    left_out: set[str] = set()
    for rule in (r for r in rules if r["rule"] == "together"):
        if all(fields[name].get("optional") for name in rule["fields"]) and rng.random() < 0.3:
            left_out |= set(rule["fields"])
    tied = {name for rule in rules if rule["rule"] == "together" for name in rule["fields"]}
    command: Json = {"type": template["type"]}
    used: set[str] = set()
    for name, field in fields.items():
        if name in left_out or name in derived:
            continue
        if field.get("optional") and name not in tied and rng.random() < 0.3:
            continue
        pool = list(field["from"])
        if any(name in group for group in distinct):
            pool = [value for value in pool if json.dumps(value) not in used]
        command[name] = _value(field, pool, rng)
        chosen = command[name] if isinstance(command[name], list | dict) else [command[name]]
        used.update(json.dumps(value) for value in chosen)
    for name, rule in derived.items():
        command[name] = _same_level(command.get(rule["fields"][0]) or {}, fields[name], rule["levels"], rng)
    return command


def _value(field: Json, pool: list[Any], rng: random.Random) -> Any:
    if field["kind"] == "one":
        return rng.choice(pool)
    if field["kind"] == "list":
        size = rng.choice(field["counts"]) if field.get("counts") else rng.randint(field["min"], field["max"])
        return rng.sample(pool, size)
    most = field.get("at_most") or {}
    chosen = rng.sample(pool, rng.randint(1, len(pool))) if pool else []
    amounts = {value: rng.randint(1, most.get(value, 3)) for value in chosen}
    while sum(amounts.values()) < field.get("min_total", 0):
        value = rng.choice(pool)
        if amounts.get(value, 0) < most.get(value, 3):
            amounts[value] = amounts.get(value, 0) + 1
    return amounts


def _same_level(first: dict[str, int], field: Json, levels: dict[str, int], rng: random.Random) -> dict[str, int]:
    """Amounts of ``field``'s values holding, level by level, as many in all as ``first`` does."""
    out: dict[str, int] = {}
    for level in sorted(set(levels.values())):
        total = sum(n for value, n in first.items() if levels.get(value) == level)
        choices = [value for value in field["from"] if levels.get(value) == level]
        for _ in range(total):
            value = rng.choice(choices)
            out[value] = out.get(value, 0) + 1
    return out
