"""One component of a game's catalogue found by id or name, told as a few readable lines (the lookup tool)."""

from __future__ import annotations

import difflib
import json
from typing import Any

Json = dict[str, Any]

SHOWN = 12  # matches listed when a name fits several components; the structured answer holds them all
NEAR = 5  # near names suggested when nothing matches
TOLD = ("id", "kind", "name", "text")  # every component has these; the rest are its facts


def _plain(value: str) -> str:
    """``value`` as names are compared: case, spacing and the quotes a label puts round a name left out."""
    return " ".join(value.strip().strip("\"'“”‘’").split()).casefold()


def _brief(component: Json) -> Json:
    return {key: component[key] for key in ("id", "name", "kind")}


def _same_card(matches: list[Json]) -> bool:
    """Whether ``matches`` are copies of one card (Bias Effect's "Phishing (copy 2 of 6)"): one kind, one text."""
    return len({(c["kind"], c["text"]) for c in matches}) == 1


def find(components: list[Json], wanted: str) -> Json:
    """``{"component", "copies", "matches", "near"}`` for ``wanted`` among ``components``: the component with that
    id, else with that name (case and spacing aside), else the one whose name begins with or holds it. Copies of one
    card count as one, with every copy's id in ``copies``. Several others: ``matches``; none: ``near`` names."""
    answer: Json = {"component": None, "copies": [], "matches": [], "near": []}
    plain = _plain(wanted)
    found = [c for c in components if c["id"] == wanted.strip()] \
        or [c for c in components if _plain(c["id"]) == plain or _plain(c["name"]) == plain] \
        or [c for c in components if _plain(c["name"]).startswith(plain)] \
        or [c for c in components if plain in _plain(c["name"]) or plain in _plain(c["id"])] if plain else []
    if len(found) == 1 or (found and _same_card(found)):
        answer["component"] = found[0]
        answer["copies"] = [c["id"] for c in found] if len(found) > 1 else []
    elif found:
        answer["matches"] = [_brief(c) for c in found]
    else:
        names = {_plain(c["name"]): c for c in components}
        close = difflib.get_close_matches(plain, list(names), n=NEAR, cutoff=0.5)
        words = set(plain.split())
        sharing = [name for name in names if words & set(name.split()) and name not in close]
        answer["near"] = [_brief(names[name]) for name in [*close, *sharing][:NEAR]]
    return answer


def _fact(value: Any) -> str:
    if isinstance(value, list) and all(not isinstance(item, dict | list) for item in value):
        return ", ".join(str(item) for item in value) or "none"
    if isinstance(value, dict | list):
        return json.dumps(value, separators=(", ", ": "), ensure_ascii=False)
    return "none" if value is None else str(value)


def told(title: str, wanted: str, answer: Json) -> str:
    """``answer`` (from ``find``) in lines an agent reads: the component's name, id, kind, sentence and facts; or
    the names it could mean; or that there is none, with near names."""
    component = answer["component"]
    if component is not None:
        lines = [f"{component['name']} (id {component['id']}, {component['kind']}): {component['text']}"]
        if answer["copies"]:
            lines.append(f"{len(answer['copies'])} copies of this card, the same but for their ids: "
                         f"{', '.join(answer['copies'])}.")
        lines += [f"- {key}: {_fact(value)}" for key, value in component.items() if key not in TOLD]
        return "\n".join(lines)
    if answer["matches"]:
        matches = answer["matches"]
        lines = [f"{len(matches)} components of {title} match {wanted!r}; look one up by its id or full name:"]
        lines += [f"- {m['name']} (id {m['id']}, {m['kind']})" for m in matches[:SHOWN]]
        if len(matches) > SHOWN:
            lines.append(f"- and {len(matches) - SHOWN} more (all in this result's `matches`)")
        return "\n".join(lines)
    near = "; ".join(f"{m['name']} (id {m['id']})" for m in answer["near"])
    return f"No component of {title} has the id or name {wanted!r}." + (f" Near names: {near}." if near else "")
