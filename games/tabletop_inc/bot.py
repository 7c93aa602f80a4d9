"""Heuristic full-rules bots (the rulebook's Muman-Bot is `muman.py`: its seats answer `muman-turn`).

The main choice (which action to place a worker on, or to collect) uses a quick estimate per action; the
choices inside an action are one-ply: each answer is decided and the resulting position valued. ``easy``
plays the same way with noise (a third of its main choices are a random legal placement).
"""

from __future__ import annotations

import random

from games.base import RuleViolation, State
from games.tabletop_inc import data as D
from games.tabletop_inc.engine import award_ok, upgrade_to
from games.tabletop_inc.flow import decide
from games.tabletop_inc.moves import free_moves, legal_moves, task_moves
from games.tabletop_inc.scoring import award_vp, game_value, objective_points
from games.tabletop_inc.state import (
    employees,
    evolve,
    free_worker_ids,
    max_level,
    open_places,
    pay,
    skills,
    swaps,
    unflipped,
)
from games.tabletop_inc.turn import to_act

RES_VALUE = {"dollar": 0.3, "time": 0.3, "inspiration": 0.4, "playtest": 0.45, "research": 0.45}
PART_PROGRESS = 0.75  # a part on the table is worth this share of its level (publishing gives the rest)


def _fold(s: State, events: list) -> State:
    for ev in events:
        s = evolve(s, ev)
    return s


def value(s: State, seat: int) -> float:
    """Rough worth of a position for ``seat``: points scored or nearly scored plus the means to score more."""
    p = s["players"][seat]
    late = s["hourglass"] <= 6 or s["end_by"] is not None
    v = float(p["vp"])
    v += sum(game_value(g) for g in p["published"])
    v += sum(award_vp(p, lv) for lv in p["awards"])
    v += sum(D.FREELANCERS[x["card"]]["vp"] for x in employees(p) if x["card"] in D.FREELANCERS)
    v += objective_points(p)[0]
    game = p["game"]
    v += PART_PROGRESS * sum(x or 0 for x in game.values())
    if late:
        return v + 0.5 * (game_value(game) + 1) // 2 + 0.05 * sum(p["res"].values())
    v += sum(RES_VALUE[k] * min(n, 6) + 0.1 * max(0, n - 6) for k, n in p["res"].items())
    sk = skills(p)
    v += sum(0.6 * min(sk[k], 4) for k in D.SKILLS)
    v += 1.6 * len([x for x in employees(p) if x["card"] in D.SPECIALISTS])
    v += 0.8 * len(p["hand"]) + 0.5 * len(p["skill_hand"]) + 0.8 * len(p["items"])
    v += 0.5 * len(employees(p))
    if p["pow"]:
        v -= 1.0
    if p["prediction"]:
        v += 0.3 * sum(1 for c in p["prediction"]["cards"] if c["flipped"])
    return v


def _best_by_value(s: State, seat: int, moves: list[dict], rng: random.Random) -> dict:
    best, best_v = None, None
    for m in moves:
        try:
            after = _fold(s, decide(s, seat, m, random.Random(0)))
        except RuleViolation:
            continue
        v = value(after, seat) + rng.random() * 1e-3
        if best_v is None or v > best_v:
            best, best_v = m, v
    return best if best is not None else {"type": "skip"}


def _cheap_payments(p: dict, moves: list[dict]) -> list[dict]:
    """Of the track picks, keep for each card the payment with the least valued resources."""
    by_card: dict[str, tuple[float, dict]] = {}
    for m in moves:
        cost = sum(RES_VALUE[r] - 0.01 * p["res"][r] for r in m["payment"])
        if m["card"] not in by_card or cost < by_card[m["card"]][0]:
            by_card[m["card"]] = (cost, m)
    return [m for _, m in by_card.values()]


def _task_choice(s: State, seat: int, rng: random.Random) -> dict:
    t = s["pending"][0]
    moves = task_moves(s, seat)
    if t["kind"] == "hire":
        moves = _cheap_payments(s["players"][seat], moves)
    if t["kind"] == "choose-action":
        return _choose_action(s, seat, moves)
    if t["kind"] == "publish":  # publishing is a choice; the bot placed its worker to publish
        return moves[0] if moves else {"type": "skip"}
    if t["kind"] == "trade":
        return _trade_choice(s, seat, moves, rng)
    return _best_by_value(s, seat, moves + [{"type": "skip"}], rng)


TRADE_GAIN = 0.05  # a further trade must be worth this much: 'as many trades as you like' must end


def _trade_choice(s: State, seat: int, moves: list[dict], rng: random.Random) -> dict:
    """The best trade while it raises the position's worth by a margin (each accepted trade raises it, so the
    trading ends), else stop."""
    best = _best_by_value(s, seat, moves, rng) if moves else None
    if best is None or best.get("type") != "trade":
        return {"type": "skip"}
    after = _fold(s, decide(s, seat, best, random.Random(0)))
    return best if value(after, seat) > value(s, seat) + TRADE_GAIN else {"type": "skip"}


def _choose_action(s: State, seat: int, moves: list[dict]) -> dict:
    scored = [(action_worth(s, seat, m["action"], None, None), m) for m in moves]
    return max(scored, key=lambda x: x[0])[1] if scored else {"type": "skip"}


def _bundle_value(bundle: dict) -> float:
    return sum(RES_VALUE.get(k, 0) * v for k, v in bundle.items()) + bundle.get("vp", 0) + 0.8 * bundle.get(
        "prediction", 0)


def _part_worth(s: State, p: dict, part: str, discount: int = 0) -> float:
    """Worth of buying the best affordable ``part`` now."""
    if p["game"][part] is not None:
        return -1.0
    sk = skills(p)
    for level in range(min(sk[part], max_level(p, part)), 0, -1):
        if s["supply"][part][str(level)] <= 0:
            continue
        cost = {D.PART_COST_RESOURCE[part]: max(0, D.PART_COST[level] - discount)}
        if pay(p["res"], cost, swaps(p)) is not None:
            return PART_PROGRESS * level + 0.6 - _bundle_value(cost) * 0.5
    return -1.0


def action_worth(s: State, seat: int, action: str, space: str | None, worker: str | None) -> float:
    """Quick estimate of what ``action`` brings ``seat`` now."""
    p = s["players"][seat]
    sp = worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == action
    remaining = s["hourglass"]
    early = remaining > 12 and s["end_by"] is None
    game = p["game"]
    if action == "basic":
        return 0.35
    if action in ("playtest", "research"):
        need = 1.0 if action == ("playtest" if game["mechanism"] is None else "research") else 0.7
        if action == "research" and game["component"] is None:
            need = 1.0
        return (4 if sp else 2) * RES_VALUE[action] * need
    if action == "multiple":
        return (5 if sp else 3) * 0.33
    if action == "box":
        return _part_worth(s, p, "box", 1 if sp else 0)
    if action == "develop":
        return max(_part_worth(s, p, "mechanism"), _part_worth(s, p, "component"))
    if action == "upgrade":
        part = D.SPACES[space]["part"] if space in D.SPACES else None
        parts = [part] if part else list(D.PARTS)
        ok = [x for x in parts if upgrade_to(s, p, x) is not None]
        return (1.1 if not sp else 2.0) if ok else -1.0
    if action == "publish":
        if all(game[k] is not None for k in D.PARTS):
            return (1 - PART_PROGRESS) * game_value(game) + 2.0 + (1.0 if sp else 0)
        return -1.0
    if action == "award":
        best = -1.0
        for g in p["published"]:
            for level in (3, 2, 1):
                if s["shelf"][str(level)] <= 0 or D.POWS.get(p["pow"] or "", {}).get("no_award") == level:
                    continue
                if award_ok(p, g, level, sp):
                    best = max(best, award_vp(p, level) - game_value(g))
        return best
    if action == "hire-specialist":
        if not s["tracks"]["specialist"] or not open_places(p) or not early:
            return -0.5
        return 1.8 - 0.4 * len(p["hand"])
    if action == "hire-freelancer":
        if not s["tracks"]["freelancer"] or not open_places(p):
            return -0.5
        right = s["tracks"]["freelancer"][-1]["card"]
        return 1.0 + 0.4 * D.FREELANCERS[right]["vp"] - 0.4 * len(p["hand"]) + (0.5 if early else 0)
    if action == "play-card":
        if p["hand"] and open_places(p):
            return 2.4 + (0.8 if sp and len(p["hand"]) > 1 else 0)
        return -1.0
    if action == "train":
        if any(x["skill"] is None for x in employees(p)) and p["res"]["dollar"] + p["res"]["time"] >= 2:
            return 0.9
        return -0.5
    if action == "item":
        return 1.0 if s["tracks"]["item"] else -0.5
    if action == "trade":
        return 0.1
    if action == "objective":
        return 0.4 if early and len(p["objectives"]) < 2 else -0.5
    return 0.0


def _space_action(space: str, p: dict) -> str:
    if space == D.BASIC_SPACE:
        return "basic"
    if space in D.SPACES:
        return D.SPACES[space]["action"]
    return space


def _freelancer_worth(s: State, seat: int, card: str) -> float:
    f = D.FREELANCERS[card]
    e = f["effect"]
    p = s["players"][seat]
    if e == "gain":
        return _bundle_value(f["gain"])
    if e == "resources5":
        return 1.6
    if e == "mix3":
        return 1.3
    if e == "upgrade2":
        return 2.0 if any(upgrade_to(s, p, x) is not None for x in D.PARTS) else -1.0
    if e == "item2":
        return 1.5
    if e == "flip":
        return 1.5 if unflipped(p) else -1.0
    if e in ("any-action", "any-freelancer"):
        return 1.2
    return 0.2


def place_scores(s: State, seat: int, rng: random.Random, places: list[dict]) -> list[tuple[float, dict]]:
    """Each of the ``place`` moves ``places`` of ``seat`` with the bot's quick estimate of what it brings now."""
    p = s["players"][seat]
    scored = []
    for m in places:
        action = _space_action(m["space"], p)
        if action in D.FREELANCERS:
            v = _freelancer_worth(s, seat, action)
        else:
            v = action_worth(s, seat, action, m["space"], m["worker"])
            if m["space"] in D.SPACES:
                sp = D.SPACES[m["space"]]
                on_own = m["worker"] in D.SPECIALISTS and D.SPECIALISTS[m["worker"]]["action"] == action
                v += _bundle_value(sp["bonus"]) - (0 if on_own else _bundle_value(sp["cost"]))
        if m["worker"] != "worker" and not (m["worker"] in D.SPECIALISTS
                                            and D.SPECIALISTS[m["worker"]]["action"] == action):
            v -= 0.05  # keep specialists for their own action
        scored.append((v + rng.random() * 1e-3, m))
    return scored


def _main_choice(s: State, seat: int, rng: random.Random, level: str) -> dict:
    places = [m for m in legal_moves(s, seat) if m["type"] == "place"]
    if not places:
        return {"type": "collect", "target": None, "predictions": []}
    if level == "easy" and rng.random() < 0.33:
        return rng.choice(places)
    best_v, best = max(place_scores(s, seat, rng, places), key=lambda x: x[0])
    if best_v < 0.3 and s["players"][seat]["placed"]:
        return {"type": "collect", "target": None, "predictions": []}
    return best


def choose(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """The bot's complete, legal command for ``seat``."""
    if seat not in to_act(s):
        raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
    if s["phase"] == "choose":
        moves = legal_moves(s, seat)
        return moves[0] if level == "easy" else rng.choice(moves)
    if s["pending"]:
        if level == "easy" and rng.random() < 0.15:
            return rng.choice([m for m in legal_moves(s, seat) if not m.get("template")])
        return _task_choice(s, seat, rng)
    free = free_moves(s, seat)
    p = s["players"][seat]
    for m in free:
        if m["type"] in ("use-item", "apply-skill"):
            return m
        if m["type"] == "remove-pow" and sum(p["res"][k] for k in D.LEVEL1) >= 6:
            return m
    if s["main_done"]:
        return {"type": "end-turn"}
    if not free_worker_ids(p):
        return {"type": "collect", "target": None, "predictions": []}
    return _main_choice(s, seat, rng, level)
