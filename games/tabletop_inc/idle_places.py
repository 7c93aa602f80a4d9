"""Placements whose action (or crystal ball bonus) gains nothing now, told from the placing seat's own view: each step
the placement queues is checked as the engine would answer it once the safety cost is paid and the bonus taken, and
a step that nothing could answer is named with the rule that stops it (rulebook "GAIN GAME BOX", "GAIN
COMPONENT/MECHANISM", "GAIN AWARD", "PUBLISH GAME", "PLAY CARD", "UPGRADE BOX/MECHANISM/COMPONENT", "TRADE", the
crystal ball and the freelancers that flip predictions). Hidden cards are never read: a deck is known only by its
count, so a skill card is unaffordable only when even the cheapest one is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.tabletop_inc import data as D
from games.tabletop_inc.engine import action_tasks, award_ok, freelancer_tasks, part_price, upgrade_to
from games.tabletop_inc.state import max_level, open_places, pay, pow_of, swaps

Reason = tuple[str, dict[str, Any]]  # a PHRASES key "idle.<key>" of texts.py and its params


def denied(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> tuple[list[Reason], Reason | None]:
    """For a placement: why its action gains nothing now (empty when it can gain something), and why its crystal ball
    bonus flips nothing now (None when it can, or it has none)."""
    players = view.get("players") or []
    space_id = move.get("space")
    if not 0 <= seat < len(players) or space_id == D.BASIC_SPACE:
        return [], None
    p = _player(players[seat])
    worker = move.get("worker")
    if space_id in D.FREELANCERS:
        tasks, space = freelancer_tasks(space_id), {}
    elif space_id in D.SPACES:
        space = D.SPACES[space_id]
        own = worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == space["action"]
        tasks = action_tasks(space["action"], own, space.get("part"))
    else:
        return [], None
    p["res"] = _after_placing(p, move, space, space_id in D.SPACES and not own)
    bonus = _task_denied(view, p, {"kind": "flip"}) if space.get("bonus", {}).get("prediction") else None
    return (_task_denied(view, p, tasks[0]) or []) if tasks else [], (bonus[0] if bonus else None)


def _player(seen: Mapping[str, Any]) -> dict[str, Any]:
    """The seat's own entry of its view in the shape the engine reads (a table place is None when empty)."""
    p = dict(seen)
    p["table"] = [slot if isinstance(slot, Mapping) and slot.get("card") else None for slot in seen.get("table") or []]
    p["res"] = dict(seen.get("res") or {})
    return p


def _after_placing(p: Mapping[str, Any], move: Mapping[str, Any], space: Mapping[str, Any], pays: bool) -> dict:
    """The seat's resources once the placement has paid its safety cost and taken its bonus."""
    res = dict(p["res"])
    cost = (move["pay"] if isinstance(move.get("pay"), Mapping) else space.get("cost") or {}) if pays else {}
    for kind, n in cost.items():
        res[kind] = res.get(kind, 0) - n
    for kind, n in (space.get("bonus") or {}).items():
        res[kind] = res.get(kind, 0) + n
    return res


def _task_denied(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> list[Reason] | None:
    """Why nothing could answer ``task`` (one reason, or one per part of a purchase), None when something could."""
    kind = task["kind"]
    if kind == "buy":
        return _parts_denied(view, p, task)
    why = _WHY.get(kind)
    reason = why(view, p, task) if why else None
    return [reason] if reason else None


def _parts_denied(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> list[Reason] | None:
    """'You can only ever have one game box', 'You cannot buy a game box unless your workers have the required
    skills', 'You must pay the indicated inspiration cost': a reason per part, when no part can be bought."""
    pairs = swaps(p) + ([["playtest", "research"]] if task["swap"] else [])
    reasons: list[Reason] = []
    for part in task["parts"]:
        if (p.get("game") or {}).get(part) is not None:
            reasons.append(("full", {"part": part}))
            continue
        levels = [level for level in D.PART_LEVELS if level <= min((p.get("skills") or {}).get(part, 0),
                                                                    max_level(p, part))
                  and ((view.get("supply") or {}).get(part) or {}).get(str(level), 0) > 0]
        if not levels:
            reasons.append(("skill", {"part": part}))
        elif all(pay(p["res"], part_price(p, task, part, level), pairs) is None for level in levels):
            reasons.append(("afford", {"part": part}))
        else:
            return None
    return reasons


def _award(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'take one of your published games which has at least the required level of box, mechanism and component
    listed on the award you wish to gain' (an award left on the shelf, not forbidden by the POW card)."""
    if not p.get("published"):
        return "no-published", {}
    card = p.get("award_card")
    shelf = view.get("shelf") or {}
    levels = [level for level in (1, 2, 3) if shelf.get(str(level), 0) > 0 and pow_of(p).get("no_award") != level]
    if not levels:
        return "no-award", {}
    if card in D.AWARD_CARDS and any(award_ok(p, game, level, task["leeway"])
                                     for game in p["published"] for level in levels):
        return None
    return "award", {}


def _publish(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'In order to publish a game, you must have a Box, Mechanism and Component token on your gaming table.'"""
    return ("publish", {}) if any((p.get("game") or {}).get(part) is None for part in D.PARTS) else None


def _play_card(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'take one specialist or freelancer card (employee cards) in your hand'; 'If you do not have space on your
    table for an employee then you cannot place one there.'"""
    if not p.get("hand"):
        return "no-hand", {}
    return None if open_places(p) else ("no-room", {})


def _upgrade(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'you cannot upgrade a Box, Mechanism or Component higher than level 4' (or the level a POW card allows; a level
    that has run out is skipped)."""
    owned = [part for part in task["parts"] if (p.get("game") or {}).get(part) is not None]
    if owned and all(upgrade_to(view, p, part) is None for part in owned):
        return "top", {"part": owned[0] if len(owned) == 1 else "game"}
    return None


def _hire(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    return None if (view.get("tracks") or {}).get(task["track"]) else ("track", {"track": task["track"]})


def _train(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'take the top 4 cards of the Skills Deck ... and purchase any one of them, pay the cost indicated'."""
    if not (view.get("decks") or {}).get("skill"):
        return "deck", {"deck": "skill"}
    cheapest = max(0, min(card["cost"] for card in D.SKILL_CARDS.values()) - task["discount"])
    return ("skill-card", {"cost": cheapest}) if pay(p["res"], {"dollar": cheapest}, swaps(p)) is None else None


def _objective(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    return None if (view.get("decks") or {}).get("objective") else ("deck", {"deck": "objective"})


def _trade(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'You may then trade any of your resources for any other of the same level.'"""
    return None if any(p["res"].get(r, 0) > 0 for r in D.RESOURCES) else ("trade", {})


def _flip(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """'if you have made any predictions that have not yet come true, you can choose one of these predictions and flip
    it face up'."""
    cards = (p.get("prediction") or {}).get("cards") or []
    return None if any(not c.get("flipped") for c in cards) else ("flip", {})


def _choose_freelancer(view: Mapping[str, Any], p: dict, task: Mapping[str, Any]) -> Reason | None:
    """A freelancer 'currently placed at your or one of your opponent's tables' (not another of this kind)."""
    tables = [slot for q in view.get("players") or [] for slot in q.get("table") or [] if isinstance(slot, Mapping)]
    if any(slot.get("card") in D.FREELANCERS and D.FREELANCERS[slot["card"]]["effect"] != "any-freelancer"
           for slot in tables):
        return None
    return "freelancer", {}


_WHY = {"award": _award, "publish": _publish, "play-card": _play_card, "upgrade": _upgrade, "hire": _hire,
        "train": _train, "objective": _objective, "trade": _trade, "flip": _flip,
        "choose-freelancer": _choose_freelancer}
