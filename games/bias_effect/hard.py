"""The hard bot's hooks: sampled worlds, the rollout policy and the worth of a game in progress.

Hidden from a seat (views.py): the other seats' algorithm hands and the algorithm deck (only counts are
public), and the other seats' sealed bids. A world redeals the algorithm cards the seat cannot see, keeping
every hand's size, and replaces each sealed bid by what the ``normal`` bot would bid in that world. The belief
and life decks are drawn at random from their (public) contents, so they stay as they are.
"""

from __future__ import annotations

import random

from games import search
from games.base import State
from games.bias_effect import bot
from games.bias_effect.rules import counts, legal_moves
from games.kit import clone


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A world ``seat`` cannot tell from ``state``; built from what it sees only."""
    s = clone(state)
    others = [i for i in range(s["n"]) if i != seat]
    unseen = sorted([c for i in others for c in s["hands"][i]] + s["algo_deck"])
    rng.shuffle(unseen)
    at = 0
    for i in others:
        k = len(s["hands"][i])
        s["hands"][i] = sorted(unseen[at:at + k])
        at += k
    s["algo_deck"] = sorted(unseen[at:])
    sealed = [i for i in others if s["bids"][i] is not None]
    for i in sealed:
        s["bids"][i] = None
    for i in sealed:  # the opponent model: what normal bids here (it never reads another seat's bid)
        s["bids"][i] = bot.choose_bid(s, i, rng, "normal")
    return s


policy = search.normal_policy(bot.choose)


def evaluate(state: State, seat: int) -> float:
    """How far each identity is from its win condition now, chips breaking near ties."""
    s = state
    left, right = counts(s)

    def worth(i: int) -> float:
        return bot.utility(s, i, left, right) * 4.0 + 0.15 * s["chips"][i]

    return search.edge(worth(seat), max(worth(i) for i in range(s["n"]) if i != seat), 3.0)


def candidates(state: State, seat: int, rng: random.Random) -> list[dict]:
    """Bids near the normal bot's, nothing and everything; every other choice as listed."""
    moves = legal_moves(state, seat)
    if state["phase"] != "bid":
        return moves
    chips = state["chips"][seat]
    base = bot.choose_bid(state, seat, random.Random(0), "normal")
    amounts = {0, chips, *(base + d for d in (-3, -2, -1, 1, 2, 3, 5))}
    return [{"type": "bid", "amount": a} for a in sorted(amounts) if 0 <= a <= chips]


HOOKS = search.Hooks(determinize=determinize, policy=policy, evaluate=evaluate, horizon=60, candidates=candidates)
