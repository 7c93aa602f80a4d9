"""What each viewer may see. Secret: algorithm hands (counts are public), the decks, and a sealed bid until
``BidsRevealed`` -- other viewers see only that a seat has bid (``BidSealed`` with data ``{}``), and the
bidder's chips stay in its pouch until the reveal. Identities, chips, beliefs and life cards are public."""

from __future__ import annotations

from typing import Any

from games.base import Event, State, Viewer
from games.frozen.bias_effect_v1_corrected.data import (
    ALGORITHMS,
    AUTONOMY_ROUNDS,
    BELIEFS,
    IDENTITY_TEXT,
    LIVES,
    MAX_RESETS,
)
from games.frozen.bias_effect_v1_corrected.rules import algorithm_turn, bonus, counts, leaning, satisfied, to_act


def belief_card(belief: str) -> dict[str, Any]:
    """A belief card as a front end shows it."""
    b = BELIEFS[belief]
    return {"id": b.id, "side": b.side, "title": b.title, "topic": b.topic, "text": b.text}


def algorithm_card(card: str) -> dict[str, Any]:
    """An algorithm card as a front end shows it."""
    a = ALGORITHMS[card]
    return {"id": a.id, "title": a.title, "kind": a.kind, "amount": a.amount, "trade": a.trade,
            "needs": a.needs, "text": a.text}


def life_card(card: str) -> dict[str, Any]:
    """A life card with its three effects (RED right-leaning, BLUE left-leaning, BLACK neutral)."""
    c = LIVES[card]
    return {"id": c.id, "title": c.title, "right": c.text["right"], "left": c.text["left"],
            "neutral": c.text["neutral"]}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` (a seat, or None for a spectator) may see it."""
    s = state
    left, right = counts(s)
    players = []
    for i in range(s["n"]):
        identity = s["identities"][i]
        p: dict[str, Any] = {
            "seat": i,
            "identity": identity,
            "identity_text": IDENTITY_TEXT[identity],
            "chips": s["chips"][i],
            "hand_count": len(s["hands"][i]),
            "traded": s["traded"][i],
            "has_bid": s["bids"][i] is not None,
            "bias_bonus": bonus(identity, left, right),
            "satisfied_now": satisfied(identity, left, right, s["n"]),
        }
        if viewer == i:
            p["hand"] = [algorithm_card(c) for c in s["hands"][i]]
            p["sealed_bid"] = s["bids"][i]
        players.append(p)
    life = s["life"]
    return {
        "phase": s["phase"],
        "round": s["round"],
        "autonomy": {"round": s["round"], "robot_space": AUTONOMY_ROUNDS + 1, "resets": s["resets"],
                     "max_resets": MAX_RESETS},
        "players": players,
        "bank": s["bank"],
        "belief": belief_card(s["belief"]) if s["belief"] else None,
        "programmed": [belief_card(b) for b in s["programmed"]],
        "left": left,
        "right": right,
        "leaning": leaning(s),
        "revealed": s["revealed"],
        "winner": s["winner"],
        "modifiers": [dict(m) for m in s["mods"]],
        "life": {**life_card(life["card"]), "leaning": life["leaning"]} if life else None,
        "algorithm_order": list(s["order"]),
        "algorithm_turn": algorithm_turn(s),
        "start_player": s["start_player"],
        "decks": {"algorithm": len(s["algo_deck"]), "belief": len(s["belief_deck"]), "life": len(s["life_deck"])},
        "discards": {"algorithm": list(s["algo_discard"]), "belief": list(s["belief_discard"]),
                     "life": list(s["life_discard"])},
        "autonomy_reached": s["autonomy"],
        "to_act": sorted(to_act(s)),
        "viewer": viewer,
        "result": s["result"],
    }


def redact(ev: Event, viewer: Viewer) -> Event:
    """The event without other seats' secrets."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind in ("AlgorithmCardsDealt", "AlgorithmCardsDrawn"):
        cards = [c if i == viewer else None for i, c in enumerate(d["cards"])]
        return {**ev, "data": {**d, "cards": cards}}
    if kind == "BidSealed" and seat != viewer:
        return {**ev, "data": {}}  # a fixed shape: only "this seat has bid"
    return ev
