"""What each viewer may see. Everything on the table is public except the development cards: which card
lies face down on a track (and which nine stay in the box) is hidden from every viewer, players included,
until the card is flipped."""

from __future__ import annotations

from typing import Any

from games.base import Event, State, Viewer
from games.frozen.inventing_the_future_v1 import data
from games.frozen.inventing_the_future_v1.data import BOARD, DEV_CARDS, LEVELS_PER_CARD, SCORE, TIERS, TRACKS
from games.frozen.inventing_the_future_v1.rules import clone, pending, score_of


def _tracks(s: State) -> list[dict[str, Any]]:
    out = []
    for t, name in enumerate(TRACKS):
        cards = []
        for k, tier in enumerate(TIERS):
            up = s["face_up"][t][k]
            card = s["tracks"][t][k] if up else None
            cards.append({
                "tier": tier,
                "face_up": up,
                "card": card,
                "requirements": [dict(zip(data.TEAMS, r, strict=True)) for r in DEV_CARDS[card]] if card else None,
                "levels": list(range(k * LEVELS_PER_CARD + 1, (k + 1) * LEVELS_PER_CARD + 1)),
            })
        cards_at_end = [i for i in range(s["n"]) if s["pawns"][i][t] == data.TRACK_LENGTH]
        out.append({"track": t, "name": name, "cards": cards, "pawns": [p[t] for p in s["pawns"]],
                    "at_end": cards_at_end})
    return out


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` (a seat, or None for a spectator) may see it."""
    s = state
    now = pending(s)
    players = []
    for i in range(s["n"]):
        players.append({
            "seat": i,
            "coins": s["coins"][i],
            "income": dict(s["income"][i]),
            "income_level": min(s["income"][i].values()),
            "cubes": dict(s["cubes"][i]),
            "staff": sum(s["cubes"][i].values()),
            "winks": clone(s["winks"][i]),
            "specialists_used": dict(s["used"][i]),
            "pawns": list(s["pawns"][i]),
            "score": score_of(s, i),
            "start_player": s["start"] == i,
        })
    return {
        "stage": s["stage"],
        "turn": s["turn"],
        "start": s["start"],
        "to_act": [now[0]] if now else [],
        "awaiting": now[1] if now else None,
        "players": players,
        "supply": dict(s["supply"]),
        "bank": s["bank"],
        "tracks": _tracks(s),
        "unused_cards": len(s["unused"]),
        "allocation": clone(s["alloc"]),
        "resolution": clone(s["res"]),
        "board": {row: [dict(x) for x in boxes] for row, boxes in BOARD.items()},
        "scoring_track": list(SCORE),
        "winks_per_player": s["winks_per_player"],
        "viewer": viewer,
        "result": clone(s["result"]),
    }


def redact(ev: Event, viewer: Viewer) -> Event:
    """The event as ``viewer`` may see it: the dealt development cards lie face down for everyone."""
    if ev["type"] == "DevelopmentCardsDealt":
        d = ev["data"]
        return {**ev, "data": {**d, "tracks": [[None] * len(t) for t in d["tracks"]],
                               "unused": [None] * len(d["unused"])}}
    return ev
