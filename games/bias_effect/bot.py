"""Heuristic bots. They see only what their seat may see: identities, chips, beliefs, modifiers and their own
hand -- never another seat's sealed bid.

Both levels bid from their identity's *need* (how much winning this belief moves the A.I. toward their win
condition, compared with what the likely winner among the others would do with it) and the *bias* they
already enjoy (their bonus against the others' bonus plus chips). ``normal`` bids just enough to outbid what
the others can reach, spends more as autonomy nears, and plays algorithm cards by value; ``easy`` bids a
rough amount and plays algorithm cards at random.
"""

from __future__ import annotations

import functools
import math
import random

from games.base import RuleViolation, State
from games.bias_effect.data import ALGORITHMS, AUTONOMY_ROUNDS, BELIEFS, SIDE_OF
from games.bias_effect.rules import algorithm_moves, bid_total, bonus, counts, satisfied, to_act

OPPONENT_BID_SHARE = 0.6  # normal: the share of its chips another seat is assumed to bid
CHIP_VALUE = 0.5  # normal: value of one chip when scoring algorithm plays (a belief step is worth 4)
STEP_VALUE = 4.0


@functools.lru_cache(maxsize=4096)
def distance(identity: str, left: int, right: int, players: int) -> int:
    """How many beliefs must be added or removed before ``identity`` is satisfied.

    Memoized: a pure function of a few small integers, and the hard bot's rollouts call it tens of
    thousands of times a move (it was 40 % of a hard decision's time).
    """
    best = 99
    for a in range(0, left + 7):
        for r in range(0, right + 7):
            if satisfied(identity, a, r, players):
                best = min(best, abs(a - left) + abs(r - right))
    return best


def utility(s: State, seat: int, left: int, right: int) -> int:
    return -distance(s["identities"][seat], left, right, s["n"])


def _with(left: int, right: int, side: str, k: int = 1) -> tuple[int, int]:
    return (left + k, right) if side == "left" else (left, right + k)


def prefers_program(s: State, seat: int, side: str) -> float:
    """1 if ``seat`` would program a belief of ``side``, 0 if it would delete it, 0.5 if indifferent."""
    left, right = counts(s)
    now, then = utility(s, seat, left, right), utility(s, seat, *_with(left, right, side))
    if then != now:
        return 1.0 if then > now else 0.0
    own = SIDE_OF[s["identities"][seat]]
    return 1.0 if own == side else 0.5 if own is None else 0.0


def reach(s: State, seat: int, share: float) -> int:
    """The total ``seat`` reaches bidding ``share`` of its chips (bias bonus and modifiers included)."""
    left, right = counts(s)
    return bid_total(s, seat, math.ceil(s["chips"][seat] * share), bonus(s["identities"][seat], left, right))


def choose_bid(s: State, seat: int, rng: random.Random, level: str) -> int:
    side = BELIEFS[s["belief"]].side
    left, right = counts(s)
    u_prog = utility(s, seat, *_with(left, right, side))
    u_del = utility(s, seat, left, right)
    others = [o for o in range(s["n"]) if o != seat]
    weights = [reach(s, o, 1.0) + 1 for o in others]
    p_prog = sum(w * prefers_program(s, o, side) for w, o in zip(weights, others, strict=True)) / sum(weights)
    stake = max(u_prog, u_del) - (p_prog * u_prog + (1 - p_prog) * u_del)
    if prefers_program(s, seat, side) == 1.0 and u_prog == u_del:
        stake += 0.25  # one more belief of my side: a bigger bias bonus later
    chips = s["chips"][seat]
    base = reach(s, seat, 0.0)
    if stake <= 0 or chips == 0:
        return 0
    if level == "easy":
        need = max(reach(s, o, 0.5) for o in others) - base + 1
        return max(0, min(chips, need, chips // 2 + 1))
    rounds_left = max(1, AUTONOMY_ROUNDS + 1 - s["round"])
    budget = chips if (stake >= 1 or rounds_left <= 2) else math.ceil(chips * min(1.0, 2 * stake + 2 / rounds_left))
    sure = max(reach(s, o, 1.0) for o in others) - base + 1
    typical = max(reach(s, o, OPPONENT_BID_SHARE) for o in others) - base + 1
    for need in (sure, typical):
        if need <= budget:
            return max(0, need)
    return 0


def choose_belief(s: State, seat: int) -> str:
    side = BELIEFS[s["belief"]].side
    return "program" if prefers_program(s, seat, side) >= 1.0 else "delete"


def keep_value(s: State, seat: int, card: str) -> float:
    """How much a card is worth playing later (normal), against its trade-in value."""
    kind = ALGORITHMS[card].kind
    if kind in ("purge", "backdoor"):
        return 3.0
    return ALGORITHMS[card].trade * 0.8


def choose_trade(s: State, seat: int, level: str) -> dict:
    hand = s["hands"][seat]
    if level == "easy":
        card = max(hand, key=lambda c: (ALGORITHMS[c].trade, c))
        return {"type": "trade-in", "card": card}
    card = max(hand, key=lambda c: (ALGORITHMS[c].trade - keep_value(s, seat, c), c))
    if ALGORITHMS[card].trade - keep_value(s, seat, card) < -1 and len(hand) <= 2:
        return {"type": "skip-trade"}
    return {"type": "trade-in", "card": card}


def rival(s: State, seat: int) -> int:
    """The other seat that reaches the highest total."""
    return max((o for o in range(s["n"]) if o != seat), key=lambda o: (reach(s, o, 1.0), -o))


def move_value(s: State, seat: int, move: dict) -> float:
    algo = ALGORITHMS[move["card"]]
    kind, n = algo.kind, algo.amount
    left, right = counts(s)
    now = utility(s, seat, left, right)
    if kind == "purge":
        side = BELIEFS[move["belief"]].side
        return STEP_VALUE * (utility(s, seat, *_with(left, right, side, -1)) - now) + 0.3 * (
            SIDE_OF[s["identities"][seat]] not in (side, None))
    if kind == "backdoor":
        return STEP_VALUE * (utility(s, seat, *_with(left, right, move["side"])) - now)
    if kind == "steal":
        t = move["target"]
        return CHIP_VALUE * min(n, s["chips"][t]) * (1.5 if t == rival(s, seat) else 1)
    if kind == "tax":
        return CHIP_VALUE * sum(min(n, s["chips"][o]) for o in range(s["n"]) if o != seat)
    if kind == "grant":
        return CHIP_VALUE * min(n, s["bank"])
    if kind == "crash":
        return 0.3 * (sum(min(n, c) for c in s["chips"]) - 2 * min(n, s["chips"][seat]))
    if kind == "boost":
        return 0.45 * n
    if kind == "throttle":
        return 0.4 * n if move["target"] == rival(s, seat) else 0.2 * n
    if kind == "static":
        return 0.25 * n * (s["n"] - 1)
    if kind == "tiebreak":
        return 0.6
    if kind == "amplify":
        return 0.2 * bonus(s["identities"][seat], left, right)
    if kind == "draw":
        return 0.7 * n
    if kind == "malware":
        return 0.5 if s["hands"][move["target"]] else 0.0
    return 0.0


def choose_algorithm(s: State, seat: int, rng: random.Random, level: str) -> dict:
    moves = algorithm_moves(s, seat)
    if level == "easy":
        return rng.choice([*moves, {"type": "pass"}])
    scored = sorted(((move_value(s, seat, m), i) for i, m in enumerate(moves)), reverse=True)
    if scored and scored[0][0] > 0.9:
        return moves[scored[0][1]]
    return {"type": "pass"}


def choose(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """The bot's complete, legal command for ``seat``."""
    if seat not in to_act(s):
        raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
    phase = s["phase"]
    if phase == "trade":
        return choose_trade(s, seat, level)
    if phase == "bid":
        return {"type": "bid", "amount": choose_bid(s, seat, rng, level)}
    if phase == "choose":
        return {"type": choose_belief(s, seat)}
    return choose_algorithm(s, seat, rng, level)
