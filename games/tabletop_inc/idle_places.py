"""Placements whose action gains nothing now, told from the placing seat's own view: a Gain game box or Gain
component/mechanism space when the seat can take none of those parts (rulebook "GAIN GAME BOX": "You must pay the
indicated inspiration cost", "You can only ever have one game box on your gaming table", "You cannot buy a game box
unless your workers have the required skills")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.tabletop_inc import data as D
from games.tabletop_inc.engine import part_price
from games.tabletop_inc.state import max_level, pay, swaps

PART_ACTIONS = {"box": ("box",), "develop": ("mechanism", "component")}


def parts_denied(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """For a placement on a space whose action gains a part: why each part cannot be taken after the placement
    (``(part, "full" | "skill" | "afford")``), when none can; None when one can, or the action gains no part."""
    space = (view.get("spaces") or {}).get(move.get("space")) or D.SPACES.get(move.get("space"))
    players = view.get("players") or []
    if not space or space.get("action") not in PART_ACTIONS or not 0 <= seat < len(players):
        return None
    p = players[seat]
    worker = move.get("worker")
    own = worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == space["action"]
    res = _after_placing(p, move, space, own)
    task = {"discount": D.BOX_SPECIALIST_DISCOUNT if own and space["action"] == "box" else 0}
    pairs = swaps(p) + ([["playtest", "research"]] if own and space["action"] == "develop" else [])
    denied = []
    for part in PART_ACTIONS[space["action"]]:
        why = _why_not(view, p, part, res, task, pairs)
        if why is None:
            return None
        denied.append((part, why))
    return denied


def _after_placing(p: Mapping[str, Any], move: Mapping[str, Any], space: Mapping[str, Any], own: bool) -> dict:
    """The seat's resources once the placement has paid its safety cost and taken its bonus."""
    res = dict(p.get("res") or {})
    cost = {} if own else move["pay"] if isinstance(move.get("pay"), Mapping) else space.get("cost") or {}
    for kind, n in cost.items():
        res[kind] = res.get(kind, 0) - n
    for kind, n in (space.get("bonus") or {}).items():
        res[kind] = res.get(kind, 0) + n
    return res


def _why_not(view: Mapping[str, Any], p: Mapping[str, Any], part: str, res: dict, task: dict,
             pairs: list[list[str]]) -> str | None:
    if (p.get("game") or {}).get(part) is not None:
        return "full"
    levels = [level for level in D.PART_LEVELS if level <= min((p.get("skills") or {}).get(part, 0), max_level(p, part))
              and ((view.get("supply") or {}).get(part) or {}).get(str(level), 0) > 0]
    if not levels:
        return "skill"
    if all(pay(res, part_price(p, task, part, level), pairs) is None for level in levels):
        return "afford"
    return None
