"""What each viewer may see. Secret: cards in hand (specialists, freelancers, skill cards), the skill and objective
cards drawn for a choice, the dealt POW/WOW cards and the choice made before all have chosen, face-down
predictions (to the predicted player and everyone else until flipped), and the order and contents of the decks.
Public: resources, VP, tables, items, objectives kept, awards, games, tracks, the board and the hourglass, the
Muman-Bots' face-up predictions, the ZAP deck (active card, discard pile) and the cards ZAP cards discard."""

from __future__ import annotations

from typing import Any

from games.base import Event, State, Viewer
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.frozen.tabletop_inc_v1_corrected.state import clone, skills
from games.frozen.tabletop_inc_v1_corrected.turn import to_act


def _player_view(p: dict, seat: int, viewer: Viewer) -> dict[str, Any]:
    mine = viewer == seat
    out = clone(p)
    out["seat"] = seat
    out["skills"] = skills(p)
    out["hand_count"] = len(p["hand"])
    out["skill_hand_count"] = len(p["skill_hand"])
    if not mine:
        out["hand"] = None
        out["skill_hand"] = None
        out["skill_offer"] = None if p["skill_offer"] else []
        out["objective_offer"] = None if p["objective_offer"] else []
        out["dealt"] = None
        out["chosen"] = bool(p["chosen"]) if p["chosen"] is not None else None
        if p["prediction"] and not p["prediction"].get("open"):  # a Muman-Bot's predictions are face up
            out["prediction"] = {
                "target": p["prediction"]["target"],
                "cards": [{"action": c["action"] if c["flipped"] else None, "flipped": c["flipped"]}
                          for c in p["prediction"]["cards"]],
            }
    return out


def view(s: State, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` (a seat, or None for a spectator) may see it."""
    return {
        "phase": s["phase"], "players_count": s["n"], "first": s["first"], "deal": s["deal"], "turn": s["turn"],
        "to_act": sorted(to_act(s)), "main_done": s["main_done"], "pending": clone(s["pending"]),
        "hourglass": s["hourglass"], "end_by": s["end_by"], "final": clone(s["final"]),
        "board": dict(s["board"]), "tracks": clone(s["tracks"]),
        "decks": {k: len(v["pool"]) + len(v["bottom"]) for k, v in s["decks"].items()},
        "supply": clone(s["supply"]), "shelf": dict(s["shelf"]), "shelved": clone(s["shelved"]),
        "players": [_player_view(p, i, viewer) for i, p in enumerate(s["players"])],
        "spaces": {k: {**v, "four_plus_closed": v["four_plus"] and s["n"] < D.FOUR_PLUS_PLAYERS}
                   for k, v in D.SPACES.items()},
        "viewer": viewer, "result": clone(s["result"]),
        "muman": dict(s.get("muman") or {}), "track_refresh": list(s.get("refresh") or []),
        "zap": _zap_view(s), "discards": clone(s.get("discards") or {"objective": [], "skill": []}),
    }


def _zap_view(s: State) -> dict[str, Any]:
    """The ZAP deck is public: the active card (with its action, VP boxes and blue box), the discard pile, the
    number of cards left to draw."""
    z = s.get("zap") or {"pool": [], "discard": [], "active": None}
    active = z["active"]
    return {"active": active, "active_card": clone(D.ZAP_CARDS[active]) if active else None,
            "deck": len(z["pool"]), "discard": list(z["discard"])}


def _hide(ev: Event, **fields: Any) -> Event:
    return {**ev, "data": {**ev["data"], **fields}}


def redact(ev: Event, viewer: Viewer) -> Event:
    """The event without other seats' secrets (counts stay)."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    mine = viewer is not None and viewer == seat
    if kind == "PowWowDealt":
        return _hide(ev, wow=[w if i == viewer else None for i, w in enumerate(d["wow"])],
                     pow=[x if i == viewer else None for i, x in enumerate(d["pow"])])
    if mine:
        return ev
    if kind == "PowWowChosen":
        return _hide(ev, wow=None, pow=None)
    if kind in ("SkillCardsDrawn", "ObjectivesDrawn"):
        return _hide(ev, cards=[None] * len(d["cards"]))
    if kind == "SkillCardBought":
        return _hide(ev, card=None if d["card"] is None else "hidden", returned=[None] * len(d["returned"]))
    if kind == "ObjectivesKept":
        return _hide(ev, returned=[None] * len(d["returned"]))
    if kind == "CardTaken" and d["track"] != "item":
        return _hide(ev, card=None)
    if kind == "PredictionsMade":
        return _hide(ev, actions=[None] * len(d["actions"]))
    return ev
