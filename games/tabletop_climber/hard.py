"""The hard bot's hooks: sampled worlds, the rollout policy and the worth of a season in progress.

Hidden from a seat (views.py): the other seats' teams, hands, face-down lodge cards and chosen transfer card,
the draw pile, the box and the face-down gold season cards. A world keeps every public count and redeals the
cards the seat cannot see at random. What a seat could remember (cards it gave, cards played in past
seasons, which now lie back in their owners' teams) is not used: the sample is drawn from the seat's view.
"""

from __future__ import annotations

import random

from games import search
from games.base import State
from games.kit import clone
from games.tabletop_climber import bot
from games.tabletop_climber.data import MIDDLE_GOLD
from games.tabletop_climber.views import revealed_gold

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


policy = search.normal_policy(bot.choose)


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


HOOKS = search.Hooks(determinize=determinize, policy=policy, evaluate=evaluate, horizon=40)
