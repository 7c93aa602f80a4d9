"""The moves a player would try now but may not, each with the rulebook's reason (``Game.unavailable_moves``).

Only during the seat's own decision, and only from what the seat sees: its board, its cubes, the dice, the supply
and the face-up cards (a face-down card's requirements are never read). Labels and targets are worded as
``texts.describe_move`` words the same move; English lives in ``texts``.
"""

from __future__ import annotations

from typing import Any

from games.base import State
from games.inventing_the_future import data, rules, texts, views
from games.inventing_the_future.data import DIE_COLOURS, SPECIALISTS, TEAMS, TRACK_IDS

Entry = dict[str, Any]


def unavailable_moves(s: State, seat: int) -> list[Entry]:
    """``{"label", "targets", "reason"}`` of each move ``seat`` might try in its decision now but may not."""
    now = rules.pending(s) if s.get("stage") != "over" else None
    if now is None or now[0] != seat:
        return []
    view = views.view(s, seat)
    decision = now[1]
    if decision in ("draft", "react"):
        return [*_dice(s, view, seat, decision), *_specialists(s, view, seat)]
    if decision == "choose-phase":
        return _phases(s, view, seat)
    if decision == "bonus":
        return _bonus(s, view, seat)
    if decision == "hire":
        return _hiring(s, view, seat)
    if decision == "progress":
        return _progress(s, view, seat)
    return []  # rolling, Rainmakers and returning cubes: every choice there is allowed


def _entry(described: dict[str, Any], reason: str) -> Entry:
    return {"label": described["label"], "targets": list(described["targets"]), "reason": reason}


def _own(view: dict[str, Any], seat: int, key: str, **params: Any) -> dict[str, Any]:
    """How ``describe_move`` words the move (its label and targets)."""
    return texts.describe_move(view, seat, {"type": key, **params})


# ---------------------------------------------------------------- Dice Allocation Phase


def _dice(s: State, view: dict[str, Any], seat: int, decision: str) -> list[Entry]:
    dice = s["alloc"]["dice"] or []
    draftable = {i for i, _ in rules.draft_options(s, seat)}
    winks = s["winks"][seat]
    out = []
    for i, die in enumerate(dice):
        if decision == "draft" and i in draftable:
            continue
        described = _own(view, seat, "draft", die=die["id"])
        colour = die["colour"]
        if die["taken"] is not None:
            why = texts.reason("die-taken")
        elif decision == "react":
            why = texts.reason("not-your-draft")
        elif colour != "black":
            why = texts.reason("row-taken", space=texts.space_of(colour, winks[colour]))
        elif rules.max_black(s) == 1 and winks["black"]:
            why = texts.reason("black-full", space=texts.space_of("black", winks["black"][0]))
        elif len(winks["black"]) >= rules.max_black(s):
            why = texts.reason("black-full-two", count=len(winks["black"]))
        else:  # two players, a black number already under the seat's other black wink
            why = texts.reason("black-space-taken", space=texts.space_of("black", die["value"]))
        out.append(_entry(described, why))
    if decision == "draft" and draftable:
        out.append({"label": texts.LABELS["pass-draft"], "targets": [],
                    "reason": texts.reason("must-draft", count=len(draftable))})
    return out


def _specialists(s: State, view: dict[str, Any], seat: int) -> list[Entry]:
    held, used = s["cubes"][seat], s["used"][seat]
    out = []
    for kind, key in (("troubleshooter", "troubleshoot"), ("consultant", "consult-any")):
        if held[kind] and not rules.can_use(s, seat, kind):
            out.append({"label": texts.unavailable_label(key, {"specialist": kind}), "targets": [kind],
                        "reason": texts.reason("specialist-used", held=held[kind], specialist=kind, used=used[kind])})
    if rules.can_use(s, seat, "troubleshooter"):
        for die in s["alloc"]["dice"] or []:
            if die["taken"] is not None:
                label = texts.unavailable_label("troubleshoot-die", {"specialist": "troubleshooter", "die": die["id"]})
                out.append({"label": label, "targets": ["troubleshooter", die["id"]],
                            "reason": texts.reason("die-allocated")})
    if rules.can_use(s, seat, "consultant"):
        for colour in DIE_COLOURS:
            if rules.out_of_play(s, colour) <= 0:
                die = texts.second_die(colour)
                label = texts.unavailable_label("consult", {"specialist": "consultant", "die": die})
                out.append({"label": label, "targets": ["consultant", die],
                            "reason": texts.reason("no-die-out-of-play", first=data.die_id(colour, 1), second=die)})
    return out


# ---------------------------------------------------------------- Table Resolution Phase


def _phases(s: State, view: dict[str, Any], seat: int) -> list[Entry]:
    black = s["winks"][seat]["black"]
    out = []
    for space, phase in data.PHASE_OF_SPACE.items():
        if space not in black:
            box = texts.space_of("black", space)
            out.append({"label": texts.unavailable_label("choose-phase", {"phase": phase}), "targets": [phase, box],
                        "reason": texts.reason("no-wink-on-phase", space=box)})
    return out


def _why_no_cube(s: State, seat: int, kind: str, steal: bool) -> str:
    """Why ``seat`` can receive no cube of ``kind`` now (rules.receive_options gave none)."""
    if steal:
        return texts.reason("none-to-steal", cube=kind)
    left = sum(s["supply"][k] for k in SPECIALISTS)
    if kind in SPECIALISTS and left > 0:
        return texts.reason("specialist-supply-empty", cube=kind, left=left)
    return texts.reason("none-anywhere", cube=kind)  # none in the supply, none held by another player


def _bonus(s: State, view: dict[str, Any], seat: int) -> list[Entry]:
    spec = data.BONUS[s["res"]["phase"]]
    offered = {kind for kind, _ in rules.bonus_options(s, seat)}
    return [_entry(_own(view, seat, "take-bonus", cube=kind, from_seat=None), _why_no_cube(s, seat, kind, False))
            for kind in rules.kinds_of(spec) if kind not in offered]


def _hiring(s: State, view: dict[str, Any], seat: int) -> list[Entry]:
    item = s["res"]["task"]["items"][0]
    specs, steal = rules.item_spec(item)
    box = texts.box_of(item)
    out = []
    if len(specs) > 1:
        first = specs[0] if specs[0] in data.CUBE_KINDS else None
        out.append({"label": texts.unavailable_label("hire-part", {"box": box}),
                    "targets": [t for t in (box, first) if t],
                    "reason": texts.reason("all-or-nothing", box=box, count=len(specs))})
    if len(specs) == 1:
        offered = {t[0]["cube"] for t in rules.hire_options(s, seat, item)}
        for kind in rules.kinds_of(specs[0]):
            if kind in offered:
                continue
            label = texts.unavailable_label("hire-steal" if steal else "hire-cube", {"box": box, "cube": kind})
            out.append({"label": label, "targets": [t for t in (box, kind) if t],
                        "reason": _why_no_cube(s, seat, kind, steal)})
    return out


def _progress(s: State, view: dict[str, Any], seat: int) -> list[Entry]:
    task = s["res"]["task"]
    out = []
    for t, track in enumerate(TRACK_IDS):
        if rules.advance_allocation(s, seat, t) is not None:
            continue
        nxt = rules.next_level(s, seat, t)
        if nxt is None:
            out.append({"label": texts.unavailable_label("advance-end", {"track": track}), "targets": [track],
                        "reason": texts.reason("track-complete", track=track, last=data.TRACK_LENGTH)})
            continue
        tier, card, level = nxt
        to = s["pawns"][seat][t] + 1
        described = _own(view, seat, "advance", track=track)
        if not s["face_up"][t][tier]:  # what lies there is unknown: the label names no card
            described = {"label": texts.unavailable_label("advance-to", {"track": track, "to": to}),
                         "targets": [track]}
            why = texts.reason("card-face-down", level=to, tier=data.TIERS[tier])
        else:
            need = data.DEV_CARDS[card][level]
            new = [max(a, b) for a, b in zip(task["alloc"][t], need, strict=True)]
            alloc = [new if k == t else task["alloc"][k] for k in range(len(TRACK_IDS))]
            total = {team: sum(a[i] for a in alloc) for i, team in enumerate(TEAMS)}
            cubes = s["cubes"][seat]
            why = texts.reason(
                "teams-lacking", level=to, needs=texts.need_text(dict(zip(TEAMS, need, strict=True))),
                total=texts.teams_text(total),
                have=texts.teams_text({team: cubes[team] for team in TEAMS},
                                      {k: cubes[k] for k in data.GENERALIST_TYPES}))
        out.append(_entry(described, why))
    return out
