"""Lines of a digest (``Game.digest``): each a (template, params) as a summary's, some joined from parts that each
name their own seats and cards ("{seat} 12 VP; {seat} 9 VP"), so a part's params are renamed apart."""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from games.texts import is_seat_param

Line = tuple[str, dict[str, Any]]
_FORMATTER = string.Formatter()


def _apart(name: str, n: int) -> str:
    """``name`` made unique to part ``n``, still read as a seat when it was one (``top_seat`` → ``top_2_seat``)."""
    if is_seat_param(name):
        return f"{name[:-len('seat')]}{n}_seat" if name != "seat" else f"p{n}_seat"
    return f"{name}_{n}"


def _renamed(template: str, names: dict[str, str]) -> str:
    out = []
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if field is not None:
            out.append("{" + names.get(field, field) + (f"!{conversion}" if conversion else "")
                       + (f":{spec}" if spec else "") + "}")
    return "".join(out)


class LineOfParts:
    """A digest line built piece by piece: a head, then fragments joined by ``sep``. Each fragment's own params are
    renamed apart (``kind`` in the third fragment becomes ``f2_kind``; a seat param stays a seat param), so fragments
    may use the same names; a fragment may also use the head's params as they are."""

    def __init__(self, head: str, sep: str = "; ", **params: Any):
        self.head, self.sep, self.parts, self.params = head, sep, [], dict(params)

    def add(self, fragment: str, **params: Any) -> LineOfParts:
        prefix = f"f{len(self.parts)}_"
        self.parts.append(_renamed(fragment, {name: prefix + name for name in params}))
        self.params.update({prefix + name: value for name, value in params.items()})
        return self

    def pair(self, empty: str = "") -> tuple[str, dict[str, Any]]:
        """The (template, params) of the line; ``empty`` follows the head when no fragment was added."""
        return self.head + (self.sep.join(self.parts) if self.parts else empty), self.params


def joined(parts: Iterable[Line], sep: str = "; ", head: str = "") -> Line:
    """The parts as one line, after the plain words ``head``: ``[("{seat} {vp} VP", …), ("{seat} {vp} VP", …)]`` →
    ``("{p0_seat} {vp_0} VP; {p1_seat} {vp_1} VP", …)``."""
    templates, params = [], {}
    for n, (template, part) in enumerate(parts):
        names = {key: _apart(key, n) for key in part}
        templates.append(_renamed(template, names))
        params.update({names[key]: value for key, value in part.items()})
    return head.replace("{", "{{").replace("}", "}}") + sep.join(templates), params


def entries(view: Mapping[str, Any], seat: int | None, secret: str) -> tuple[list[Mapping[str, Any]], Any]:
    """The view's ``players`` entries, and the viewer's own one (which alone holds ``secret``; None for a spectator)."""
    players = [p for p in view.get("players") or [] if isinstance(p, Mapping)]
    return players, next((p for p in players if p.get("seat") == seat and secret in p), None)


def ranked(result: Mapping[str, Any], words: Callable[[Mapping[str, Any]], Line]) -> list[Line]:
    """One part per seat of a final result, best first: "{place}. {seat} " and ``words`` of the seat's score."""
    scores = result.get("scores") or {}
    parts = []
    for place, group in enumerate(result.get("ranking") or [], start=1):
        for seat in group:
            template, params = words(scores.get(str(seat)) or {})
            parts.append(("{place}. {seat} " + template, {**params, "place": place, "seat": seat}))
    return parts
