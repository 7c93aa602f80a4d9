"""What each viewer may see: hands, teams, face-down lodge cards, the draw pile and unrevealed gold
season cards are secret; played cards, face-up lodge cards and (once announced) hand sizes are public."""

from __future__ import annotations

from typing import Any

from games.base import Event, State, Viewer
from games.frozen.tabletop_climber_v1.data import GOLD_NAMES, GOLD_VP, HAND_SIZE, SILVER_IDS, SILVER_VP
from games.frozen.tabletop_climber_v1.rules import gold_of, inverted, owned, step, to_act


def revealed_gold(state: State) -> list[str | None]:
    """Gold season cards as the table sees them: 1st and 5th from the start, others once revealed."""
    out: list[str | None] = []
    for i, gold in enumerate(state["gold_order"]):
        season = i + 1
        shown = season in (1, 5) or season <= state["season"]
        out.append(gold if shown else None)
    return out


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` (a seat, or None for a spectator) may see it."""
    s = state
    n = s["n"]
    main = s["phase"] in ("main", "over")
    players = []
    for i in range(n):
        mine = viewer == i
        p: dict[str, Any] = {
            "seat": i,
            "team_count": len(owned(s, i)),
            "hand_count": len(s["hand"][i]) if (main or mine) else None,
            "announced_hand_size": s["announced"][i],
            "lodge_face_up": list(s["lodge_up"][i]),
            "lodge_face_down_count": len(s["lodge_down"][i]),
            "played": list(s["played"][i]),
            "passed": s["passed"][i],
            "place": s["places"].index(i) + 1 if i in s["places"] else None,
            "selected": s["selected"][i],
            "transfer_chosen": s["transfer"][i] is not None,
            "vp": dict(s["vp"][i], total=sum(s["vp"][i].values())),
            "start_card": s["start_holder"] == i,
        }
        if mine:
            p["team"] = list(s["team"][i])
            p["hand"] = list(s["hand"][i])
            p["lodge_face_down"] = list(s["lodge_down"][i])
            p["transfer_card"] = s["transfer"][i]
        players.append(p)
    gold = revealed_gold(s)
    seasons = []
    for k in range(5):
        g = gold[k]
        seasons.append({
            "season": k + 1,
            "gold": g,
            "gold_name": GOLD_NAMES[g] if g else None,
            "gold_vp": GOLD_VP[g] if g else None,
            "silver": SILVER_IDS[k],
            "silver_vp": SILVER_VP[k],
            "hand_size": HAND_SIZE[k],
        })
    current = gold_of(s) if s["season"] else None
    return {
        "phase": s["phase"],
        "season": s["season"],
        "gold": current,
        "rules": GOLD_NAMES.get(current) if current else None,
        "seasons": seasons,
        "history": [dict(h) for h in s["history"]],
        "players": players,
        "to_act": sorted(to_act(s)),
        "turn": s["turn"],
        "direction": ("clockwise" if step(s) == 1 else "counterclockwise") if s["season"] else None,
        "top": dict(s["top"], cards=list(s["top"]["cards"])) if s["top"] else None,
        "lower_wins": inverted(s) if s["season"] else False,
        "reverse_icon_active": s["reversed"],
        "pending_discard": s["pending_discard"],
        "start_holder": s["start_holder"],
        "draw_pile_count": len(s["pile"]),
        "box_count": len(s["box"]),
        "viewer": viewer,
        "result": s["result"],
    }


def _only(values: list, viewer: Viewer) -> list:
    return [v if i == viewer else None for i, v in enumerate(values)]


def redact(ev: Event, viewer: Viewer) -> Event:
    """The event without other seats' secrets (counts stay)."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        order = d["gold_order"]
        shown = [g if i in (0, 4) else None for i, g in enumerate(order)]  # 2nd-4th lie face down
        return {**ev, "data": {**d, "gold_order": shown}}
    if kind == "CardsDealt":
        return {**ev, "data": {**d, "teams": _only(d["teams"], viewer)}}
    if kind in ("AccidentHappened", "ReinforcementsDrawn"):
        return {**ev, "data": {**d, "cards": _only(d["cards"], viewer)}}
    if kind == "TransferCardChosen" and seat != viewer:
        return {**ev, "data": {"card": None}}
    if kind == "CardsTransferred":
        n = len(d["cards"])  # entry i is the card seat i gave: only its receiver (i + 1) sees it
        cards = [c if viewer is not None and (i + 1) % n == viewer else None for i, c in enumerate(d["cards"])]
        return {**ev, "data": {**d, "cards": cards}}
    if kind == "HandSelected" and seat != viewer:
        return {**ev, "data": {"cards": None, "count": None}}  # announced with MainPhaseStarted
    return ev
