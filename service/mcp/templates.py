"""A template as an agent fills it: each field of its command with its kind, its limits and the values it may take
(named), and one command of that form filled in."""

from __future__ import annotations

import json
from typing import Any

from marshmallow import fields as kinds
from marshmallow import validate

from games import REGISTRY

Json = dict[str, Any]
SEAT_FIELDS = ("target", "seat", "hq")  # whole numbers that name a seat as the API counts them
BOUNDS = ("count", "min", "max")  # a template's limits on its one list field (how many cards to select)


def explained(slug: str, template: Json) -> list[str]:
    """Lines telling how to fill ``template`` (a legal move of game ``slug`` as /moves lists it, with ``fields``)."""
    schema = (REGISTRY[slug].command_schemas.get(template.get("type")) if slug in REGISTRY else None)
    if schema is None:
        return []
    payload = schema().fields
    lists = [name for name, field in payload.items() if isinstance(field, kinds.List)]
    said, example, used = [], {"type": template["type"]}, set()
    told: dict[tuple, str] = {}  # each list of values is told once; a later field with the same list points back
    for name, field in payload.items():
        allowed = _allowed(template, name)
        size = _size(template, name, field, bounds=len(lists) == 1 and name in lists)
        same = told.setdefault(tuple(map(str, allowed)), name) if allowed else name
        values = f" from the same values as {same}" if same != name else _values(slug, allowed, template.get(name))
        said.append(f"{name}: {_kind(name, field, size)}{values}")
        if field.required or allowed:
            example[name] = _filled(field, allowed, size, used)
    return [*said, f"e.g. play {json.dumps(example)} (the form; pick your own values)"]


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
    for check in field.validators:
        if isinstance(check, validate.Length):
            return (check.equal, check.equal) if check.equal is not None else (check.min, check.max)
        if isinstance(check, validate.Range):
            return check.min, check.max
    return None, None


def _kind(name: str, field: Any, size: tuple[int | None, int | None]) -> str:
    least, most = size
    if least is not None and least == most:
        many = f"exactly {least}"
    elif least is not None or most is not None:
        many = f"{least if least is not None else 0} to {most if most is not None else 'any number'}"
    else:
        many = ""
    if isinstance(field, kinds.List):
        return f"a list of {many or 'any number'}" + ("" if field.required else " (may be left out)")
    if isinstance(field, kinds.Dict):
        return "an object {value: how many}"
    if isinstance(field, kinds.Integer):
        seat = " (a seat counted from 0: seat 1 is 0)" if name in SEAT_FIELDS else ""
        return "a whole number" + (f", {many}" if many and not (least == most) else "") + seat
    return "one value" + ("" if field.required else " (may be left out)")


def _values(slug: str, allowed: list[Any], hint: Any) -> str:
    """The values a field may take, named from the catalogue (a long common beginning of the names said once)."""
    if not allowed:
        return f" ({hint})" if isinstance(hint, str) else ""
    names = {component['id']: component['name'] for component in REGISTRY[slug].components()}
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


def _filled(field: Any, allowed: list[Any], size: tuple[int | None, int | None], used: set) -> Any:
    """One value of ``field`` for the example, from ``allowed``, not reusing a value another field took."""
    fresh = [value for value in allowed if str(value) not in used] or allowed
    if isinstance(field, kinds.List):
        chosen = fresh[:max(size[0] or 1, 1)]
        used.update(map(str, chosen))
        return chosen
    if isinstance(field, kinds.Dict):
        chosen = fresh[:1]
        used.update(map(str, chosen))
        return {value: 1 for value in chosen}
    if fresh:
        used.add(str(fresh[0]))
        return fresh[0]
    return size[0] if isinstance(field, kinds.Integer) and size[0] is not None else None

