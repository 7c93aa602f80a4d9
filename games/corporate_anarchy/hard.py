"""The hard bot's hooks: sampled worlds, the rollout policy and the worth of a game in progress.

Hidden from a seat (views.py): which kind each face-down base tile of another HQ is (unless the seat spied it,
or anyone uncovered it: that event is public), and during set-up where the others placed. A world shuffles,
HQ by HQ, the kinds of the tiles the seat does not know over their (public) squares; the kinds left on an HQ
are public (every alarm and guard stays, VIPs taken are shown). Set-up placements are the normal bot's.
"""

from __future__ import annotations

import random
from dataclasses import replace

from games import search
from games.base import State
from games.corporate_anarchy import board as geo
from games.corporate_anarchy import bot
from games.corporate_anarchy.data import BASE_KINDS, HQ_SIZE
from games.corporate_anarchy.rules import buildings_in, income_of, legal_moves, vips_left
from games.kit import clone


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A world ``seat`` cannot tell from ``state``; built from what it sees only."""
    s = clone(state)
    others = [h for h in range(s["n"]) if h != seat]
    if s["phase"] == "setup":
        for h in others:
            if s["placed"][h]:
                s["board"][h] = [None] * (HQ_SIZE * HQ_SIZE)
                placement = bot.choose_placement(s, h, rng, "normal")
                for key, kind in (("alarms", "alarm"), ("guards", "guard"), ("vips", "vip")):
                    for sq in placement[key]:
                        h_, r, c = geo.parse(sq)
                        s["board"][h][geo.index(r, c)] = kind
                s["start"][h] = s["pos"][h] = placement["start"]
        return s
    known = set(s["memory"][seat])
    known |= {sq for m in s["memory"] for sq, seen in m.items() if seen["how"] == "uncovered"}
    for h in others:
        cells = [i for i, kind in enumerate(s["board"][h]) if kind in BASE_KINDS
                 and geo.square(h, *divmod(i, HQ_SIZE)) not in known]
        kinds = sorted(s["board"][h][i] for i in cells)
        rng.shuffle(kinds)
        for i, kind in zip(cells, kinds, strict=True):
            s["board"][h][i] = kind
    for j in others:  # what another seat spied is whatever lies there in this world
        for sq, seen in s["memory"][j].items():
            seen["kind"] = geo.cell(s, sq)
    return s


policy = search.normal_policy(bot.choose)


def evaluate(state: State, seat: int) -> float:
    """VIPs taken above all, then VIPs kept, then money."""
    s = state

    def worth(i: int) -> float:
        if s["eliminated"][i]:
            return -10.0
        return 3.0 * len(set(s["trophies"][i])) + vips_left(s, i) + 0.05 * s["money"][i]

    return search.edge(worth(seat), max(worth(i) for i in range(s["n"]) if i != seat), 2.0)


HOOKS = search.Hooks(determinize=determinize, policy=policy, evaluate=evaluate, horizon=24)


def evaluate_at_table(state: State, seat: int) -> float:
    """``evaluate`` that also counts income and buildings. At three or four seats a 24-command rollout is about
    two rounds: a building's income has only paid its price back there, and the raids its walls slow come later,
    so without this the search traded income for commands that hurt the leader and was raided first (flat
    search at 4p: last in 5 of the 6 games it sat in seats 1-3 of the ladder's first two seeds)."""
    s = state

    def worth(i: int) -> float:
        if s["eliminated"][i]:
            return -10.0
        return (3.0 * len(set(s["trophies"][i])) + vips_left(s, i) + 0.05 * s["money"][i]
                + 0.15 * income_of(s, i) + 0.2 * buildings_in(s, i))

    return search.edge(worth(seat), max(worth(i) for i in range(s["n"]) if i != seat), 2.0)


def candidates_at_table(state: State, seat: int, rng: random.Random) -> list[dict]:
    """No search of the set-up placement (a rollout ends long before a raid tests it): the normal bot's, which
    hides the VIPs deep; a sample of the legal moves after."""
    if state["phase"] == "setup":
        return []
    return search.sample_of(legal_moves(state, seat), rng)


TABLE_HOOKS = replace(HOOKS, evaluate=evaluate_at_table, candidates=candidates_at_table)
