"""Words for people: a legal move's label and an event's summary, as message templates with named parameters
(Board Game Arena's game log), so a client can render, translate and highlight the parameters itself.

A template is ``str.format`` text over its params: ``"{seat} played {card} on {target_seat}'s bid"``. How a
param is shown (:func:`render`): ``seat`` or ``…_seat`` (an int) as the seat's player name; a catalogue id as
the component's name; a list as its shown items joined with commas; anything else as it is.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping, Sequence
from typing import Any

_FORMATTER = string.Formatter()
_WORDS = re.compile(r"(?<=[a-z])(?=[A-Z])")


def is_seat_param(name: str) -> bool:
    return name == "seat" or name.endswith("_seat")


def shown(name: str, value: Any, names: Mapping[str, str], seat_names: Sequence[str]) -> str:
    """One param as people read it."""
    if isinstance(value, list | tuple):
        return ", ".join(shown(name, item, names, seat_names) for item in value) or "nothing"
    if is_seat_param(name) and isinstance(value, int) and not isinstance(value, bool):
        return seat_names[value] if 0 <= value < len(seat_names) else f"Seat {value + 1}"
    if isinstance(value, str):
        return names.get(value, value)
    return str(value)


_UNNAMED_SEAT = re.compile(r"\bSeat ([1-9])\b")


def seats_named(text: str, seat_names: Sequence[str]) -> str:
    """``text`` with each seat a game rendered without names ("Seat 2", as :func:`shown` numbers it from 1)
    named: a label or reason that a game words from a view, which knows seats only by number, even inside a
    phrase it rendered apart ("take a Research team stolen from Seat 2")."""
    def name(match: re.Match[str]) -> str:
        n = int(match.group(1))
        return seat_names[n - 1] if n <= len(seat_names) else match.group(0)
    return _UNNAMED_SEAT.sub(name, text)


def render(template: str, params: Mapping[str, Any], names: Mapping[str, str] = {},  # noqa: B006 (read only)
           seat_names: Sequence[str] = ()) -> str:
    """``template`` with each param shown (:func:`shown`)."""
    return _FORMATTER.vformat(template, (), {k: shown(k, v, names, seat_names) for k, v in params.items()})


def told(template: str, params: Mapping[str, Any], names: Mapping[str, str] = {},  # noqa: B006 (read only)
         seat_names: Sequence[str] = ()) -> dict[str, Any]:
    """A summary as clients get it: ``{"text", "template", "params"}``."""
    return {"text": render(template, params, names, seat_names), "template": template, "params": dict(params)}


def default_summary(event: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """``CardsPlayed`` by seat 2 → ``("{seat}: cards played", {"seat": 2})``; for games that say nothing better."""
    words = _WORDS.sub(" ", event["type"]).lower()
    if event.get("seat") is None:
        return words[:1].upper() + words[1:] + ".", {}
    return "{seat}: " + words + ".", {"seat": event["seat"]}


def default_digest(view: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """``{"hand": ["c1"], "round": 3}`` → lines "Hand: {hand}" and "Round: {round}"; for games that say nothing
    better (a param's catalogue ids are shown by name)."""
    lines = []
    for key, value in view.items():
        words = key.replace("_", " ")
        lines.append((words[:1].upper() + words[1:] + ": {" + key + "}", {key: value}))
    return lines


def default_label(move: Mapping[str, Any]) -> str:
    """``{"type": "draft", "die": 0}`` → ``"Draft (die: 0)"``; for games that say nothing better."""
    payload = ", ".join(f"{k}: {v}" for k, v in move.items() if k not in ("type", "template"))
    words = move["type"].replace("-", " ")
    return words[:1].upper() + words[1:] + (f" ({payload})" if payload else "")


def template_params(template: str) -> set[str]:
    """The names a template uses (to check that a game's params and templates agree)."""
    return {field for _, field, _, _ in _FORMATTER.parse(template) if field}


def score_row(label: str, value: Any) -> dict[str, Any]:
    """One row of a score sheet: a boolean reads "yes" / "no", a list its items joined."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    elif isinstance(value, list | tuple):
        value = ", ".join(str(item) for item in value) or "none"
    return {"label": label, "value": value, "text": f"{label}: {value}"}


def default_score_sheet(scores: Mapping[str, Any]) -> list[dict[str, Any]]:
    """``{"total": 12, "vips_taken": 1}`` → rows "Vips taken: 1", "Total: 12" (the total last)."""
    def label(key: str) -> str:
        words = key.replace("_", " ")
        return words[:1].upper() + words[1:]
    rows = [score_row(label(key), value) for key, value in scores.items() if key != "total"]
    return rows + ([score_row("Total", scores["total"])] if "total" in scores else [])
