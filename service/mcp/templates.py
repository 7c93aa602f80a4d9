"""A template as an agent fills it: each field of its command with its kind, its limits and the values it may take
(named), and one command of that form filled in. Read from the catalogue's JSON Schema of the command (the public
API's `commands`), as any client of the API could."""

from __future__ import annotations

import json
from typing import Any

Json = dict[str, Any]
SEAT_FIELDS = ("target", "seat", "hq")  # whole numbers that name a seat as the API counts them
BOUNDS = ("count", "min", "max")  # a template's limits on its one list field (how many cards to select)


def explained(template: Json, schema: Json | None, names: dict[str, str], seats: list[str] = ()) -> list[str]:
    """Lines telling how to fill ``template`` (a legal move as /moves lists it, with ``fields``), from ``schema``
    (the JSON Schema of its command's payload), the catalogue's ``names`` of component ids and the ``seats``'
    names (a seat field's values are shown with whose seat each is)."""
    if not schema:
        return []
    payload = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    lists = [name for name, field in payload.items() if "array" in _types(field)]
    said, example, used = [], {"type": template["type"]}, set()
    told: dict[tuple, str] = {}  # each list of values is told once; a later field with the same list points back
    for name, field in payload.items():
        allowed = _allowed(template, name)
        size = _size(template, name, field, bounds=len(lists) == 1 and name in lists)
        same = told.setdefault(tuple(map(str, allowed)), name) if allowed else name
        if same != name:
            values = f" from the same values as {same}"
        elif name in SEAT_FIELDS and seats:
            values = " from: " + ", ".join(f"{value} ({_whose(value, seats)})" for value in allowed)
        else:
            values = _values(names, allowed, template.get(name))
        said.append(f"{name}: {_kind(name, field, size, name in required)}{values}")
        if name in required or allowed:
            example[name] = _filled(field, allowed, size, used)
    return [*said, *_rules(template), f"e.g. play {json.dumps(example)} (the form; pick your own values)"]


def _rules(template: Json) -> list[str]:
    """The rules tying the template's fields together, from its ``fill`` (games/template_fill.py)."""
    lines = []
    for rule in (template.get("fill") or {}).get("rules") or []:
        names = " and ".join(rule.get("fields") or [])
        if rule.get("rule") == "same_level":
            levels: dict[int, list[str]] = {}
            for value, level in (rule.get("levels") or {}).items():
                levels.setdefault(level, []).append(value)
            told = "; ".join(f"level {level}: {', '.join(values)}" for level, values in sorted(levels.items()))
            lines.append(f"rule: {names} hold as many values of each level in all ({told})")
        elif rule.get("rule") == "distinct_across":
            lines.append(f"rule: no value in two of {names}")
        elif rule.get("rule") == "together":
            lines.append(f"rule: {names} both, or neither")
    return lines


def _whose(value: Any, seats: list[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(seats):
        return f"{seats[value]}, seat {value + 1}"
    return "no seat"


def _types(field: Json) -> set[str]:
    kind = field.get("type")
    return set(kind) if isinstance(kind, list) else {kind} if kind else set()


def _allowed(template: Json, name: str) -> list[Any]:
    """The values ``name`` may take: the template's ``fields`` for it, else the template's own list under that name
    (or a ``from`` list inside it)."""
    listed = (template.get("fields") or {}).get(name)
    if listed:
        return list(listed)
    own = template.get(name)
    if isinstance(own, dict):
        own = own.get("from")
    return list(own) if isinstance(own, list) else []


def _size(template: Json, name: str, field: Any, bounds: bool) -> tuple[int | None, int | None]:
    """How many values a list (or how large a number) ``name`` takes: (least, most), None where unbounded."""
    own = template.get(name)
    if isinstance(own, int) and not isinstance(own, bool):
        return own, own
    if isinstance(own, dict) and own.get("counts"):
        return min(own["counts"]), max(own["counts"])
    if bounds and any(key in template for key in BOUNDS):
        least = template.get("count", template.get("min"))
        return least, template.get("count", template.get("max"))
    if "array" in _types(field):
        return field.get("minItems"), field.get("maxItems")
    if "integer" in _types(field):
        return field.get("minimum"), field.get("maximum")
    return None, None


def _kind(name: str, field: Json, size: tuple[int | None, int | None], required: bool) -> str:
    least, most = size
    if least is not None and least == most:
        many = f"exactly {least}"
    elif least is not None or most is not None:
        many = f"{least if least is not None else 0} to {most if most is not None else 'any number'}"
    else:
        many = ""
    kinds = _types(field)
    if "array" in kinds:
        return f"a list of {many or 'any number'}" + ("" if required else " (may be left out)")
    if "object" in kinds:
        return "an object {value: how many}"
    if "integer" in kinds:
        seat = " (a seat counted from 0: seat 1 is 0)" if name in SEAT_FIELDS else ""
        return "a whole number" + (f", {many}" if many and not (least == most) else "") + seat
    return "one value" + ("" if required else " (may be left out)")


def _values(names: dict[str, str], allowed: list[Any], hint: Any) -> str:
    """The values a field may take, named from the catalogue (a long common beginning of the names said once)."""
    if not allowed:
        return f" ({hint})" if isinstance(hint, str) else ""
    named = [str(names.get(value, value)) if isinstance(value, str) else str(value) for value in allowed]
    shared = _shared_start(named) if len(named) > 1 else ""
    shown = [f"{value} ({name[len(shared):]})" if isinstance(value, str) and not _says(value, name[len(shared):])
             else str(value) for value, name in zip(allowed, named, strict=True)]
    return f", from {shared.rstrip(', ')}: " + ", ".join(shown) if shared else " from: " + ", ".join(shown)


def _says(value: str, name: str) -> bool:
    """Whether the id ``value`` already reads as its ``name`` ("hire-specialist", "Hire specialist")."""
    return name.casefold().replace(" ", "-").startswith(value.casefold())


def _shared_start(names: list[str]) -> str:
    """The beginning all ``names`` share, cut after a space ("Player 2's HQ, square " of "… square A1")."""
    first = names[0]
    n = 0
    while n < len(first) and all(len(name) > n and name[n] == first[n] for name in names):
        n += 1
    cut = first.rfind(" ", 0, n) + 1
    return first[:cut] if cut > 8 else ""


def _filled(field: Json, allowed: list[Any], size: tuple[int | None, int | None], used: set) -> Any:
    """One value of ``field`` for the example, from ``allowed``, not reusing a value another field took."""
    fresh = [value for value in allowed if str(value) not in used] or allowed
    kinds = _types(field)
    if "array" in kinds:
        chosen = fresh[:max(size[0] or 1, 1)]
        used.update(map(str, chosen))
        return chosen
    if "object" in kinds:
        chosen = fresh[:1]
        used.update(map(str, chosen))
        return {value: 1 for value in chosen}
    if fresh:
        used.add(str(fresh[0]))
        return fresh[0]
    return size[0] if "integer" in kinds and size[0] is not None else None
