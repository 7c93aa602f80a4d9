"""The moves a Tabletop Inc. player would try now but may not, each with the rule that forbids it: the board's
action spaces and the cards, parts and awards on offer, told only from what the player sees (the board, the face-up
tracks, their own resources, hand and drawn cards)."""

from __future__ import annotations

from typing import Any

from games.base import State
from games.tabletop_inc import data as D
from games.tabletop_inc import texts
from games.tabletop_inc.engine import award_ok, part_price, skill_price, upgrade_to
from games.tabletop_inc.moves import legal_moves
from games.tabletop_inc.state import (
    employees,
    free_worker_ids,
    is_muman,
    max_level,
    pay,
    pow_of,
    skills,
    swaps,
)
from games.tabletop_inc.views import view

# The reasons, in the rulebook's words where it has them (a translation replaces these).
REASONS: dict[str, str] = {
    "no-worker": "you have no worker left to place: collect your workers",
    "four-plus": "this space is only used in games with 4 or more players",
    "taken": "this action space is already taken",
    "freelancer-taken": "a worker is already on this freelancer",
    "nothing-to-upgrade": "you must already possess a {part} in order to upgrade it",
    "nothing-to-upgrade-any": "you must already possess a Box, Mechanism or Component in order to use this action",
    "safety-cost": "its safety cost is {cost}; you have {have}",
    "nothing-placed": "you can only collect once at least one of your workers is placed",
    "track-cost": "taking it means placing a resource on each of the {skipped} card(s) to its right; you have "
                  "{have} resource(s) you may place",
    "skill-cost": "costs {cost}; you have {have}",
    "part-present": "you can only ever have one {part} on your table",
    "skill-too-low": "a level {level} {part} needs {level} {part} skill(s); you have {have}",
    "pow-level": "your POW card forbids a level {level} {part}",
    "sold-out": "no level {level} {part} is left",
    "part-cost": "costs {cost}; you have {have}",
    "max-level": "your {part} cannot go higher than level {level}",
    "no-award-left": "no level {level} award is left on the shelves",
    "pow-award": "your POW card forbids level {level} awards",
    "award-needs": "none of your published games has box {box}, mechanism {mechanism} and component {component}, "
                   "which your award card asks for a level {level} award",
    "no-published": "you have no published game to submit",
    "pow-cost": "removing it costs {cost}; you have {have}",
}


def _why(key: str, **params: Any) -> str:
    return REASONS[key].format(**params)


def _have(res: dict[str, int], cost: dict[str, int], pairs: list[list[str]]) -> str:
    """What the player holds of the resources a cost names (and of their interchangeable partners)."""
    names = list(cost)
    for a, b in pairs:
        for x, y in ((a, b), (b, a)):
            if x in names and y not in names:
                names.append(y)
    return texts.label_amounts({r: res.get(r, 0) for r in names}, zeros=True)


def _entry(v: dict[str, Any], seat: int, move: dict[str, Any], reason: str, targets: list[str] | None = None
           ) -> dict[str, Any]:
    d = texts.describe_move(v, seat, move)
    return {"label": d["label"], "targets": d["targets"] if targets is None else targets, "reason": reason}


def unavailable_moves(s: State, seat: int) -> list[dict[str, Any]]:
    """``{"label", "targets", "reason"}`` for each move ``seat`` would try now but may not."""
    if s["phase"] != "play" or s["turn"] != seat or is_muman(s, seat):
        return []
    v = view(s, seat)
    legal = legal_moves(s, seat)
    out: list[dict[str, Any]] = []
    p = s["players"][seat]
    if s["pending"]:
        out += _task_entries(s, seat, v, legal)
    elif not s["main_done"]:
        out += _placements(s, seat, v, legal)
        if not p["placed"]:
            out.append({"label": texts.LABELS["collect"], "targets": [], "reason": _why("nothing-placed")})
    if p["pow"] and not any(m["type"] == "remove-pow" for m in legal):
        cost = D.POW_REMOVAL_COST
        if pay(p["res"], cost, swaps(p)) is None:
            out.append(_entry(v, seat, {"type": "remove-pow"}, _why(
                "pow-cost", cost=texts.label_amounts(cost), have=_have(p["res"], cost, swaps(p)))))
    return out


def _placements(s: State, seat: int, v: dict[str, Any], legal: list[dict]) -> list[dict[str, Any]]:
    p = s["players"][seat]
    placeable = {m["space"] for m in legal if m["type"] == "place"}
    own_freelancers = [slot["card"] for slot in employees(p) if slot["card"] in D.FREELANCERS]
    spaces = [D.BASIC_SPACE, *D.SPACES, *own_freelancers]
    workers = free_worker_ids(p)
    if not workers:
        return [{"label": texts.LABELS["place.none"], "targets": [sp for sp in spaces if sp != D.BASIC_SPACE],
                 "reason": _why("no-worker")}]
    out = []
    for space in spaces:
        if space in placeable:
            continue
        move = {"type": "place", "worker": "worker" if "worker" in workers else workers[0], "space": space}
        out.append(_entry(v, seat, move, _space_reason(s, p, space, workers)))
    return out


def _space_reason(s: State, p: dict, space: str, workers: list[str]) -> str:
    if space in D.FREELANCERS:
        if any(placed["space"] == space for placed in p["placed"]):
            return _why("freelancer-taken")
        # the upgrade freelancers: 'You must already possess a Box, Mechanism or Component in order to use this action'
        return _why("nothing-to-upgrade-any")
    if space not in D.SPACES:  # the basic space: open to any free worker
        return _why("no-worker")
    sp = D.SPACES[space]
    if sp["four_plus"] and s["n"] < D.FOUR_PLUS_PLAYERS:
        return _why("four-plus")
    if space in s["board"]:
        return _why("taken")
    part = sp.get("part")
    if part and p["game"][part] is None:
        return _why("nothing-to-upgrade", part=texts.NAMES[part])
    cost = sp["cost"]
    return _why("safety-cost", cost=texts.label_amounts(cost), have=_have(p["res"], cost, swaps(p)))


def _task_entries(s: State, seat: int, v: dict[str, Any], legal: list[dict]) -> list[dict[str, Any]]:
    t = s["pending"][0]
    p = s["players"][seat]
    kind = t["kind"]
    out = []
    if kind == "hire":
        track = s["tracks"][t["track"]]
        takeable = {m["card"] for m in legal if m["type"] == "pick"}
        ban = pow_of(p).get("track_ban")
        placeable = sum(n for r, n in p["res"].items() if r != ban)
        for i, slot in enumerate(track):
            if slot["card"] in takeable:
                continue
            skipped = len(track) - 1 - i
            out.append(_entry(v, seat, {"type": "pick", "card": slot["card"], "payment": []},
                              _why("track-cost", skipped=skipped, have=placeable), [slot["card"]]))
    elif kind == "train" and t["drawn"]:
        bought = {m["card"] for m in legal if m["type"] == "buy-skill"}
        for card in p["skill_offer"]:
            if card in bought:
                continue
            cost = {"dollar": skill_price(t, card)}
            out.append(_entry(v, seat, {"type": "buy-skill", "card": card}, _why(
                "skill-cost", cost=texts.label_amounts(cost), have=_have(p["res"], cost, swaps(p)))))
    elif kind == "buy":
        bought = {(m["part"], m["level"]) for m in legal if m["type"] == "buy"}
        pairs = swaps(p) + ([["playtest", "research"]] if t["swap"] else [])
        for part in t["parts"]:
            for level in D.PART_LEVELS:
                if (part, level) not in bought:
                    reason = _part_reason(s, p, t, part, level, pairs)
                    out.append(_entry(v, seat, {"type": "buy", "part": part, "level": level}, reason))
    elif kind == "upgrade":
        upgradable = {m["part"] for m in legal if m["type"] == "upgrade"}
        for part in t["parts"]:
            if part in upgradable:
                continue
            name = texts.NAMES[part]
            reason = (_why("nothing-to-upgrade", part=name) if p["game"][part] is None else
                      _why("max-level", part=name, level=p["game"][part]) if upgrade_to(s, p, part) is None else None)
            if reason:
                out.append(_entry(v, seat, {"type": "upgrade", "part": part}, reason))
    elif kind == "award":
        out += _awards(s, seat, t, legal)
    return out


def _part_reason(s: State, p: dict, t: dict, part: str, level: int, pairs: list[list[str]]) -> str:
    name = texts.NAMES[part].lower()
    if p["game"][part] is not None:
        return _why("part-present", part=name)
    if skills(p)[part] < level:
        return _why("skill-too-low", level=level, part=name, have=skills(p)[part])
    if level > max_level(p, part):
        return _why("pow-level", level=level, part=name)
    if s["supply"][part][str(level)] <= 0:
        return _why("sold-out", level=level, part=name)
    cost = part_price(p, t, part, level)
    return _why("part-cost", cost=texts.label_amounts(cost), have=_have(p["res"], cost, pairs))


def _awards(s: State, seat: int, t: dict, legal: list[dict]) -> list[dict[str, Any]]:
    p = s["players"][seat]
    won = {m["level"] for m in legal if m["type"] == "award"}
    out = []
    for level in (1, 2, 3):
        if level in won:
            continue
        box, mechanism, component, _vp = D.AWARD_CARDS[p["award_card"]][level]
        if s["shelf"][str(level)] <= 0:
            reason = _why("no-award-left", level=level)
        elif pow_of(p).get("no_award") == level:
            reason = _why("pow-award", level=level)
        elif not p["published"]:
            reason = _why("no-published")
        elif not any(award_ok(p, g, level, t["leeway"]) for g in p["published"]):
            reason = _why("award-needs", level=level, box=box, mechanism=mechanism, component=component)
        else:
            continue
        out.append({"label": texts.LABELS["award.level"].format(level=level), "targets": [p["award_card"]],
                    "reason": reason})
    return out
