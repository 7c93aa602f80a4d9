"""Legal moves: candidate commands filtered by the decider's own checks (so every listed move is accepted)."""

from __future__ import annotations

from itertools import combinations, product

from games.base import RuleViolation, State
from games.tabletop_inc import data as D
from games.tabletop_inc.engine import check, part_price, skill_price
from games.tabletop_inc.state import employees, free_worker_ids, is_muman, pay, payment_options, swaps
from games.tabletop_inc.turn import hourglass_move, prediction_counts, to_act
from games.template_fill import amounts, fill, one, pick, same_level, together


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


def with_payments(p: dict, cmd: dict, cost: dict[str, int], pairs: list[list[str]] | None = None):
    """``cmd`` as it pays by default, then with each other split between interchangeable resources (``pay``)."""
    yield cmd
    pairs = swaps(p) if pairs is None else pairs
    if not pairs:
        return
    default = pay(p["res"], cost, pairs)
    for option in payment_options(p["res"], cost, pairs):
        if option != default:
            yield {**cmd, "pay": option}


def _prediction_examples(s: State, seat: int, research: int):
    """(target, predictions): for each opponent one example per count of predictions allowed and affordable."""
    p = s["players"][seat]
    acts = list(D.PREDICTABLE)
    for q in (q for q in range(s["n"]) if q != seat):
        for k in prediction_counts(p):
            if k > research:
                continue
            for start in range(0, len(acts), max(1, 4 if k == 1 else 5)):
                yield q, [acts[(start + j) % len(acts)] for j in range(k)]


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
                yield {"type": "pick", "card": track[i]["card"], "payment": list(payment)}
    elif kind == "play-card":
        for card in p["hand"]:
            for place in D.TABLE_PLACES:
                yield {"type": "play-card", "card": card, "place": place}
    elif kind == "train":
        for card in p["skill_offer"]:
            yield from with_payments(p, {"type": "buy-skill", "card": card}, {"dollar": skill_price(t, card)})
    elif kind == "buy":
        pairs = swaps(p) + ([["playtest", "research"]] if t["swap"] else [])
        for part in t["parts"]:
            for level in sorted(D.PART_LEVELS, reverse=True):
                yield from with_payments(p, {"type": "buy", "part": part, "level": level},
                                         part_price(p, t, part, level), pairs)
    elif kind == "publish":
        yield {"type": "publish"}
    elif kind == "predict":
        for q, preds in _prediction_examples(s, seat, p["res"]["research"]):
            yield {"type": "predict", "target": q, "predictions": preds}
    elif kind == "upgrade":
        for part in t["parts"]:
            yield {"type": "upgrade", "part": part}
    elif kind == "award":
        for game in p["published"]:
            for level in (3, 2, 1):
                yield {"type": "award", "game": game["id"], "level": level}
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
        for emp in [*([p["wow"]] if p["wow"] else []), *(slot["card"] for slot in employees(p))]:
            yield {"type": "apply-skill", "card": card, "employee": emp}
    if p["pow"]:
        yield from with_payments(p, {"type": "remove-pow"}, D.POW_REMOVAL_COST)


def free_moves(s: State, seat: int, stop_at_one: bool = False) -> list[dict]:
    """Item uses, skill cards and POW removal open to ``seat`` now."""
    return _filter(s, seat, _free_candidates(s, seat), stop_at_one)


def place_moves(s: State, seat: int) -> list[dict]:
    p = s["players"][seat]
    spaces = [D.BASIC_SPACE, *D.SPACES, *(slot["card"] for slot in employees(p) if slot["card"] in D.FREELANCERS)]

    def cost(worker: str, space: str) -> dict[str, int]:
        sp = D.SPACES.get(space)
        if sp is None or (worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == sp["action"]):
            return {}
        return sp["cost"]

    return _filter(s, seat, (m for w in free_worker_ids(p) for sp in spaces
                             for m in with_payments(p, {"type": "place", "worker": w, "space": sp}, cost(w, sp))),
                   False)


def collect_moves(s: State, seat: int) -> list[dict]:
    """No prediction, plus for each opponent one example per count of predictions allowed and affordable."""
    p = s["players"][seat]
    if not p["placed"]:
        return []
    moves: list[dict] = [{"type": "collect", "target": None, "predictions": []}]
    moves += [{"type": "collect", "target": q, "predictions": preds}
              for q, preds in _prediction_examples(s, seat, p["res"]["research"])]
    return [m for m in moves if _ok(s, seat, m)]


def _trade_fill(p: dict) -> dict | None:
    """A trade: any resources the seat has for as many of each level (None when it has nothing to trade)."""
    have = {r: p["res"][r] for r in D.RESOURCES if p["res"][r] > 0}
    if not have:
        return None
    levels = {**dict.fromkeys(D.LEVEL1, 1), **dict.fromkeys(D.LEVEL2, 2)}
    return fill("trade", {"give": amounts(have, at_most=have, min_total=1), "get": amounts(D.RESOURCES)},
                same_level("give", "get", levels))


def _prediction_fill(s: State, seat: int, kind: str, research: int) -> dict:
    """Predictions about one opponent, as many as allowed and paid for (one research each); a collect's are
    optional (it needs none), and without research to pay for one it takes none."""
    counts = [k for k in prediction_counts(s["players"][seat]) if k <= research]
    opponents = [q for q in range(s["n"]) if q != seat]
    optional = kind == "collect"
    if not counts:
        return fill(kind, {})
    return fill(kind, {"target": one(opponents, optional=optional),
                       "predictions": pick(D.PREDICTABLE, min(counts), max(counts), counts, optional=optional)},
                *([together("target", "predictions")] if optional else []))


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
        if t["kind"] == "trade" and _trade_fill(p):
            moves.insert(0, {"type": "trade", "template": True, "give": "resources you have",
                             "get": "as many resources of each level as you give", "fill": _trade_fill(p)})
        if t["kind"] == "predict" and moves:
            moves.insert(0, {"type": "predict", "template": True, "target": [q for q in range(s["n"]) if q != seat],
                             "predictions": {"from": list(D.PREDICTABLE), "counts": prediction_counts(p),
                                             "cost": "one research each"},
                             "fill": _prediction_fill(s, seat, "predict", p["res"]["research"])})
        return moves + free_moves(s, seat) + [{"type": "skip"}]
    moves = free_moves(s, seat)
    if s["main_done"]:
        return moves + [{"type": "end-turn"}]
    moves += place_moves(s, seat)
    collect = collect_moves(s, seat)
    if collect:
        moves.append({"type": "collect", "template": True, "target": [q for q in range(s["n"]) if q != seat],
                      "predictions": {"from": list(D.PREDICTABLE), "counts": prediction_counts(p),
                                      "cost": "one research each"},
                      "fill": _prediction_fill(s, seat, "collect", p["res"]["research"] + hourglass_move(s, seat)[2])})
        moves += collect
    return moves
