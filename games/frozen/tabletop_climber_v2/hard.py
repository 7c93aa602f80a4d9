"""The hard bot's hooks: sampled worlds, the rollout policy and the worth of a season in progress.

Hidden from a seat (views.py): the other seats' teams, hands, face-down lodge cards and chosen transfer card,
the draw pile, the box and the face-down gold season cards. A world keeps every public count and redeals the
cards the seat cannot see at random. What a seat could remember (cards it gave, cards played in past
seasons, which now lie back in their owners' teams) is not used: the sample is drawn from the seat's view. The
cards dealt to another seat's hand and lodge are then split as the normal bot splits its own: its strongest in hand.
"""

from __future__ import annotations

import random

from games import search
from games.base import State
from games.frozen.tabletop_climber_v2 import bot
from games.frozen.tabletop_climber_v2.data import MIDDLE_GOLD
from games.frozen.tabletop_climber_v2.rules import hand_size_bounds
from games.frozen.tabletop_climber_v2.rules import legal_moves as state_moves
from games.frozen.tabletop_climber_v2.views import revealed_gold
from games.kit import clone

HIDDEN_ZONES = ("team", "hand", "lodge_down")


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A world ``seat`` cannot tell from ``state``; built from what it sees only."""
    s = clone(state)
    n = s["n"]
    others = [i for i in range(n) if i != seat]
    unseen = sorted([c for i in others for z in HIDDEN_ZONES for c in s[z][i]] + s["pile"] + s["box"])
    rng.shuffle(unseen)
    at = 0
    for i in others:
        for z in HIDDEN_ZONES:
            k = len(s[z][i])
            s[z][i] = sorted(unseen[at:at + k])
            at += k
    for z in ("pile", "box"):
        k = len(s[z])
        s[z] = sorted(unseen[at:at + k])
        at += k
    for i in others:  # a seat brings its strongest cards into a season and sheds its weakest first
        _strongest_in_hand(s, i)
    for i in others:
        if s["transfer"][i] is not None:  # chosen, face down: any card of the (sampled) team
            s["transfer"][i] = rng.choice(s["team"][i])
    shown = revealed_gold(s)
    hidden = [k for k, g in enumerate(shown) if g is None]
    golds = sorted(g for g in MIDDLE_GOLD if g not in shown)
    rng.shuffle(golds)
    for k, g in zip(hidden, golds, strict=False):
        s["gold_order"][k] = g
    return s


def _strongest_in_hand(s: State, i: int) -> None:
    """Of the cards dealt to seat ``i``'s hand and face-down lodge, put those the normal bot would select in the
    hand. Dealt uniformly, a sampled hand is as weak as an average card, and rollouts then expect the others to
    run out of answers far sooner than they do; only the sampled cards and the public hand size are used."""
    k = len(s["hand"][i])
    if not k or not s["lodge_down"][i]:
        return
    pool = s["hand"][i] + s["lodge_down"][i]
    team, s["team"][i] = s["team"][i], pool
    hand = bot.choose_hand(s, i, "normal", k)
    s["team"][i] = team
    s["hand"][i] = sorted(hand)
    s["lodge_down"][i] = sorted(set(pool) - set(hand))


policy = search.normal_policy(bot.choose)


SWAP_IN = 3  # hand selection: the strongest cards left out that a variant may bring in...
SWAP_OUT = 3  # ...in place of one of the weakest cards the normal bot picked


def candidates(state: State, seat: int, rng: random.Random) -> list[dict]:
    """The root moves worth searching. Choosing the season's hand decides the season, and the rules list only
    two or three complete choices, so here the candidates are the normal bot's hand and its one-card swaps
    (each of the best cards it left out for each of the weakest it took), then, under Climax, its hands one or
    two cards bigger. In the other phases, the legal moves."""
    if state["phase"] != "select":
        return search.sample_of(state_moves(state, seat), rng)
    lo, hi = hand_size_bounds(state, seat)
    ranked = bot.choose_hand(state, seat, "normal", len(state["team"][seat]))
    picked, left = ranked[:lo], ranked[lo:]
    weakest = range(lo - 1, max(-1, lo - 1 - SWAP_OUT), -1)
    hands = [picked[:k] + picked[k + 1:] + [extra] for extra in left[:SWAP_IN] for k in weakest]
    hands += [ranked[:size] for size in range(lo + 1, min(hi, lo + 2) + 1)]
    return [{"type": "select-hand", "cards": sorted(h)} for h in hands]


def evaluate(state: State, seat: int) -> float:
    """Victory points so far, and in the main phase how near the seat is to going out first."""
    s = state

    def points(i: int) -> float:
        vp = sum(s["vp"][i].values())
        if s["phase"] == "main":
            if i in s["places"]:
                vp += 2.0 if s["places"][0] == i else 1.0
            else:
                vp -= 0.25 * len(s["hand"][i])
        return vp

    return search.edge(points(seat), max(points(i) for i in range(s["n"]) if i != seat), 3.0)


HOOKS = search.Hooks(determinize=determinize, policy=policy, evaluate=evaluate, horizon=40, candidates=candidates)
