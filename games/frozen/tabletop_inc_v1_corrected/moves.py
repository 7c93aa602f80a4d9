"""Legal moves: candidate commands filtered by the decider's own checks (so every listed move is accepted)."""

from __future__ import annotations

from itertools import combinations, product

from games.base import RuleViolation, State
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.frozen.tabletop_inc_v1_corrected.engine import check
from games.frozen.tabletop_inc_v1_corrected.state import employees, free_worker_ids, is_muman
from games.frozen.tabletop_inc_v1_corrected.turn import prediction_counts, to_act


def _ok(s: State, seat: int, cmd: dict) -> bool:
    try:
        check(s, seat, cmd)
    except RuleViolation:
        return False
    return True


def _filter(s: State, seat: int, cands, stop_at_one: bool) -> list[dict]:
    out = []
    for c in cands:
        if _ok(s, seat, c):
            out.append(c)
            if stop_at_one:
                break
    return out


def bundles(choices: list[str], lo: int, hi: int):
    """Every map of ``choices`` to counts with a total from lo to hi."""
    for total in range(lo, hi + 1):
        for combo in _compositions(total, len(choices)):
            yield {k: v for k, v in zip(choices, combo, strict=True) if v}


def _compositions(total: int, parts: int):
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _task_candidates(s: State, seat: int):
    t = s["pending"][0]
    p = s["players"][seat]
    kind = t["kind"]
    if kind == "take":
        lo = t["max"] if t["exact"] else 1
        for got in bundles(t["choices"], lo, t["max"]):
            yield {"type": "take", "resources": got}
    elif kind == "hire":
        track = s["tracks"][t["track"]]
        owned = [r for r in D.RESOURCES if p["res"][r] > 0]
        for i in range(len(track) - 1, -1, -1):
            skipped = 0 if t["free"] else len(track) - 1 - i
            for payment in product(owned, repeat=skipped):
                yield {"type": "pick", "index": i, "payment": list(payment)}
    elif kind == "play-card":
        for card in p["hand"]:
            for place in range(D.TABLE_SIZE):
                yield {"type": "play-card", "card": card, "place": place}
    elif kind == "train":
        for card in p["skill_offer"]:
            yield {"type": "buy-skill", "card": card}
    elif kind == "buy":
        for part in t["parts"]:
            for level in sorted(D.PART_LEVELS, reverse=True):
                yield {"type": "buy", "part": part, "level": level}
    elif kind == "upgrade":
        for part in t["parts"]:
            yield {"type": "upgrade", "part": part}
    elif kind == "award":
        for game in range(len(p["published"])):
            for level in (3, 2, 1):
                yield {"type": "award", "game": game, "level": level}
    elif kind == "trade":
        for level in (D.LEVEL1, D.LEVEL2):
            for a in level:
                for b in level:
                    if a != b and p["res"][a] > 0:
                        yield {"type": "trade", "give": {a: 1}, "get": {b: 1}}
                        if p["res"][a] > 1:
                            yield {"type": "trade", "give": {a: p["res"][a]}, "get": {b: p["res"][a]}}
    elif kind == "objective":
        for k in range(1, t["keep"] + 1):
            for cards in combinations(p["objective_offer"], k):
                yield {"type": "keep-objectives", "cards": list(cards)}
    elif kind == "choose-action":
        for action in D.ACTIONS:
            yield {"type": "choose-action", "action": action}
    elif kind == "choose-freelancer":
        for q in s["players"]:
            for slot in employees(q):
                yield {"type": "choose-freelancer", "card": slot["card"]}
    elif kind == "flip":
        pred = p["prediction"]
        for c in pred["cards"] if pred else []:
            if not c["flipped"]:
                yield {"type": "flip-prediction", "action": c["action"]}


def task_moves(s: State, seat: int, stop_at_one: bool = False) -> list[dict]:
    """Answers to the current task, ``skip`` excluded."""
    return _filter(s, seat, _task_candidates(s, seat), stop_at_one)


def _free_candidates(s: State, seat: int):
    p = s["players"][seat]
    for card in p["items"]:
        yield {"type": "use-item", "card": card}
    for card in p["skill_hand"]:
        for slot in employees(p):
            yield {"type": "apply-skill", "card": card, "employee": slot["card"]}
    if p["pow"]:
        yield {"type": "remove-pow"}


def free_moves(s: State, seat: int, stop_at_one: bool = False) -> list[dict]:
    """Item uses, skill cards and POW removal open to ``seat`` now."""
    return _filter(s, seat, _free_candidates(s, seat), stop_at_one)


def place_moves(s: State, seat: int) -> list[dict]:
    p = s["players"][seat]
    spaces = [D.BASIC_SPACE, *D.SPACES, *(slot["card"] for slot in employees(p) if slot["card"] in D.FREELANCERS)]
    return _filter(s, seat, ({"type": "place", "worker": w, "space": sp} for w in free_worker_ids(p)
                             for sp in spaces), False)


def collect_moves(s: State, seat: int) -> list[dict]:
    """No prediction, plus for each opponent one example per count of predictions allowed and affordable."""
    p = s["players"][seat]
    if not p["placed"]:
        return []
    moves: list[dict] = [{"type": "collect", "target": None, "predictions": []}]
    counts = prediction_counts(p)
    opponents = [q for q in range(s["n"]) if q != seat]
    acts = list(D.PREDICTABLE)
    for q in opponents:
        for k in counts:
            if k > p["res"]["research"]:
                continue
            for start in range(0, len(acts), max(1, 4 if k == 1 else 5)):
                preds = [acts[(start + j) % len(acts)] for j in range(k)]
                moves.append({"type": "collect", "target": q, "predictions": preds})
    return [m for m in moves if _ok(s, seat, m)]


def legal_moves(s: State, seat: int) -> list[dict]:
    if seat not in to_act(s):
        return []
    if is_muman(s, seat) and s["phase"] == "play":
        return [{"type": "muman-turn"}] if _ok(s, seat, {"type": "muman-turn"}) else []
    p = s["players"][seat]
    if s["phase"] == "choose":
        return [{"type": "choose-cards", "wow": w, "pow": x} for w in p["dealt"]["wow"] for x in p["dealt"]["pow"]]
    if s["pending"]:
        t = s["pending"][0]
        moves = task_moves(s, seat)
        if t["kind"] == "trade":
            moves.insert(0, {"type": "trade", "template": True, "give": "resources you have",
                             "get": "as many resources of each level as you give"})
        return moves + free_moves(s, seat) + [{"type": "skip"}]
    moves = free_moves(s, seat)
    if s["main_done"]:
        return moves + [{"type": "end-turn"}]
    moves += place_moves(s, seat)
    collect = collect_moves(s, seat)
    if collect:
        moves.append({"type": "collect", "template": True, "target": [q for q in range(s["n"]) if q != seat],
                      "predictions": {"from": list(D.PREDICTABLE), "counts": prediction_counts(p),
                                      "cost": "one research each"}})
        moves += collect
    return moves
