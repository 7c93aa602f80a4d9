"""The hard bot's hooks: sampled worlds, the rollout policy and the worth of a game in progress.

Hidden from a seat (views.py): the other seats' hands (specialists, freelancers, skill cards), the skill and
objective cards they were offered, their dealt and chosen POW/WOW cards, their face-down predictions, and the
order and contents of the decks. A world redeals, deck by deck, every card the seat cannot see: each hidden
place keeps its deck (which track a card was taken from is public) and every count stays. Face-down
predictions become distinct actions other than those already flipped.
"""

from __future__ import annotations

import random

from games import search
from games.base import State
from games.frozen.tabletop_inc_v2 import bot
from games.frozen.tabletop_inc_v2 import data as D
from games.frozen.tabletop_inc_v2.moves import legal_moves as state_moves
from games.frozen.tabletop_inc_v2.state import is_muman
from games.kit import clone

DECK_OF = {card: deck for deck, cards in D.DECK_CARDS.items() for card in cards}
HIDDEN_ZONES = ("hand", "skill_hand", "skill_offer", "objective_offer")


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A world ``seat`` cannot tell from ``state``; built from what it sees only."""
    s = clone(state)
    others = [s["players"][i] for i in range(s["n"]) if i != seat]
    slots: dict[str, list[tuple[list, int]]] = {deck: [] for deck in D.DECKS}
    unseen: dict[str, list[str]] = {deck: [] for deck in D.DECKS}
    for p in others:
        for zone in HIDDEN_ZONES:
            for k, card in enumerate(p[zone]):
                slots[DECK_OF[card]].append((p[zone], k))
                unseen[DECK_OF[card]].append(card)
    for deck in D.DECKS:
        d = s["decks"][deck]
        cards = sorted(unseen[deck] + d["pool"] + d["bottom"])
        rng.shuffle(cards)
        for zone, k in slots[deck]:
            zone[k] = cards.pop()
        d["bottom"] = [cards.pop() for _ in d["bottom"]]
        d["pool"] = sorted(cards)
    for p in others:
        pred = p["prediction"]
        if pred and not pred.get("open"):
            hidden = [c for c in pred["cards"] if not c["flipped"]]
            flipped = {c["action"] for c in pred["cards"] if c["flipped"]}
            for c, action in zip(hidden, rng.sample(sorted(set(D.PREDICTABLE) - flipped), len(hidden)), strict=True):
                c["action"] = action
    if s["phase"] == "choose":
        _deal_pow_wow(s, seat, rng)
    return s


def _deal_pow_wow(s: State, seat: int, rng: random.Random) -> None:
    """The other seats' dealt POW/WOW cards (and the pair chosen) from those the seat was not dealt."""
    mine = s["players"][seat]["dealt"] or {"wow": [], "pow": []}
    others = [p for i, p in enumerate(s["players"]) if i != seat and p["dealt"] and p["dealt"]["wow"]]
    for kind, cards in (("wow", D.WOWS), ("pow", D.POWS)):
        pool = sorted(set(cards) - set(mine[kind] or []))
        rng.shuffle(pool)
        for p in others:
            p["dealt"][kind] = [pool.pop() for _ in p["dealt"][kind]]
    for p in others:
        if p["chosen"]:
            p["chosen"] = {"wow": rng.choice(p["dealt"]["wow"]), "pow": rng.choice(p["dealt"]["pow"])}


def policy(state: State, seat: int, rng: random.Random) -> dict:
    """The normal bot; a Muman-Bot seat plays its rulebook turn."""
    if is_muman(state, seat) and state["phase"] == "play":
        return {"type": "muman-turn"}
    return bot.choose(state, seat, rng, "normal")


TOP_PLACES = 5  # placements searched: the normal bot's best by its own estimate (there are often 30 or more)


def candidates(state: State, seat: int, rng: random.Random) -> list[dict]:
    """The root moves worth searching: the best placements by the normal bot's estimate, then every other move."""
    moves = [m for m in state_moves(state, seat) if not m.get("template")]
    places = [m for m in moves if m["type"] == "place"]
    if places:
        ranked = sorted(bot.place_scores(state, seat, rng, places), key=lambda x: -x[0])
        places = [m for _, m in ranked[:TOP_PLACES]]
    others = [m for m in moves if m["type"] != "place"]
    return places + search.sample_of(others, rng, search.MAX_CANDIDATES - len(places))


def evaluate(state: State, seat: int) -> float:
    """The normal bot's worth of a position, against the best of the others."""
    return search.edge(bot.value(state, seat), max(bot.value(state, i) for i in range(state["n"]) if i != seat), 4.0)


# Rollouts cut after 10 commands and judged by ``evaluate`` (the normal bot's own worth of a position): a game
# costs ~25 s of CPU at 32 playouts a move instead of several minutes at 40.
HOOKS = search.Hooks(determinize=determinize, policy=policy, evaluate=evaluate, horizon=10, candidates=candidates)
