"""Final scoring (rulebook page 12): the track, published and unpublished games, objectives, freelancers, awards."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.base import State
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.frozen.tabletop_inc_v1_corrected.state import employees, pow_of, wow_of


def game_value(game: dict) -> int:
    """'equal to the combined level value of their Box, Mechanism and Component'."""
    return sum(v or 0 for v in game.values())


def unpublished_value(game: dict) -> int:
    """'Unpublished games ... are worth half this amount (rounded up)'."""
    return (game_value(game) + 1) // 2


def holdings(p: dict) -> dict[str, int]:
    """What objectives can count: resources, published games, award tokens, employees."""
    return {**p["res"], "published": len(p["published"]), "award": len(p["awards"]), "employee": len(employees(p))}


def objective_points(p: dict) -> tuple[int, list[str]]:
    """Best score over which objectives to count as achieved, each item serving one objective only."""
    cards = list(p["objectives"])
    wow, pw = wow_of(p), pow_of(p)
    have = holdings(p)

    def reward(c: str) -> int:
        return D.OBJECTIVES[c]["reward"] + wow.get("objective_bonus", 0) - pw.get("objective_less", 0)

    def penalty(c: str) -> int:
        return 0 if wow.get("no_penalty") else D.OBJECTIVES[c]["penalty"] + pw.get("objective_penalty", 0)

    best: tuple[int, list[str]] = (-(10**9), [])
    for k in range(len(cards), -1, -1):
        for chosen in combinations(range(len(cards)), k):
            need: dict[str, int] = {}
            for i in chosen:
                for key, v in D.OBJECTIVES[cards[i]]["needs"].items():
                    need[key] = need.get(key, 0) + v
            if any(v > have.get(key, 0) for key, v in need.items()):
                continue
            pts = sum(reward(cards[i]) for i in chosen) - sum(penalty(cards[i]) for i in range(len(cards))
                                                              if i not in chosen)
            if pts > best[0]:
                best = (pts, [cards[i] for i in chosen])
    return best


def award_vp(p: dict, level: int) -> int:
    override = wow_of(p).get("award_vp", {}).get(level)
    return override if override is not None else D.AWARD_CARDS[p["award_card"]][level][3]


def breakdown(p: dict) -> dict[str, Any]:
    objectives, achieved = objective_points(p)
    parts = {
        "track": p["vp"],
        "published": sum(game_value(g) for g in p["published"]),
        "unpublished": unpublished_value(p["game"]),
        "objectives": objectives,
        "freelancers": sum(D.FREELANCERS[slot["card"]]["vp"] for slot in employees(p) if slot["card"] in D.FREELANCERS),
        "awards": sum(award_vp(p, lv) for lv in p["awards"]),
    }
    return {"total": sum(parts.values()), **parts, "objectives_achieved": achieved}


def final_result(s: State) -> dict[str, Any]:
    """Most VP wins; 'of the tied players, whoever was furthest away from going first' wins the tie."""
    n = s["n"]
    scores = {str(i): breakdown(s["players"][i]) for i in range(n)}
    order = sorted(range(n), key=lambda i: (-scores[str(i)]["total"], -((i - s["first"]) % n)))
    return {"ranking": [[i] for i in order], "scores": scores}
