"""What each viewer may see. Secret: the identity of every face-down base tile (known to its owner; one tile
also to the buyer of a Corporate espionage on it), and during set-up where the others put their tiles and
pieces. Public: money, buildings (face up), command cards, where face-down tiles lie once set-up is done,
pieces, running commands, VIPs taken, and every tile flipped face up by a player landing on it (that event)."""

from __future__ import annotations

from typing import Any

from games.base import Event, State, Viewer
from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import (
    BOARD_SIZE,
    BUILDINGS,
    CENTRE,
    COMMAND_NAMES,
    COMMAND_TARGET,
    COMMANDS,
    HQ_SIZE,
    MONEY_TOTAL,
    MOVE_STEPS,
    SIDES_BY_PLAYERS,
    TRAVEL_PERMIT,
    board_xy,
)
from games.corporate_anarchy.rules import income_of, to_act, vips_left


def spied_by(state: State, viewer: Viewer) -> dict[str, str]:
    """Squares whose face-down identity ``viewer`` learned with Corporate espionage (tiles still there)."""
    if viewer is None:
        return {}
    return {sq: m["kind"] for sq, m in state["memory"][viewer].items() if m["how"] == "spied"}


def _tile(state: State, viewer: Viewer, h: int, kind: str | None, sq: str, spied: dict[str, str]) -> dict | None:
    if kind is None:
        return None
    if kind in BUILDINGS:
        return {"face": "up", "kind": kind}
    if state["phase"] == "setup" and viewer != h:
        return None  # placement is secret until everyone has placed
    if viewer == h or state["phase"] == "over":  # everything is public once the game is over
        return {"face": "down", "kind": kind, "spied": False}
    if sq in spied:
        return {"face": "down", "kind": spied[sq], "spied": True}
    return {"face": "down", "kind": None, "spied": False}


def board_view(state: State, viewer: Viewer) -> dict[str, Any]:
    """Drawable geometry: every square with its board (x, y) and what lies on it."""
    n = state["n"]
    sides = SIDES_BY_PLAYERS[n]
    spied = spied_by(state, viewer)
    hqs = []
    for h in range(n):
        side = sides[h]
        squares = []
        for r in range(HQ_SIZE):
            for c in range(HQ_SIZE):
                sq = geo.square(h, r, c)
                x, y = board_xy(side, r, c)
                kind = state["board"][h][geo.index(r, c)]
                squares.append({"id": sq, "r": r, "c": c, "x": x, "y": y,
                                "tile": _tile(state, viewer, h, kind, sq, spied)})
        px, py = board_xy(side, -1, 2)
        hqs.append({
            "hq": h, "owner": h, "side": side, "squares": squares,
            "protrusion": {"id": geo.protrusion(h), "x": px, "y": py},
            "outer_edge": geo.outer_edge(h),
        })
    return {"size": BOARD_SIZE, "centre": dict(CENTRE), "money_bag": {"x": CENTRE["x"] + 2, "y": CENTRE["y"] + 2},
            "hqs": hqs}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` (a seat, or None for a spectator) may see it."""
    s = state
    n = s["n"]
    setup = s["phase"] == "setup"
    players = []
    for i in range(n):
        commands = {}
        for card in COMMANDS:
            if card == TRAVEL_PERMIT and s["permit"][i]:
                commands[card] = "active"
            else:
                commands[card] = "face-down" if card in s["face_down"][i] else "face-up"
        shown = not setup or viewer == i
        players.append({
            "seat": i,
            "hq": i,
            "money": s["money"][i],
            "permit": s["permit"][i],
            "commands": commands,
            "buildings_bought": s["buildings_bought"][i],
            "income": income_of(s, i),
            "vips_taken_from": list(s["trophies"][i]),
            "vips_left": vips_left(s, i) if shown else None,
            "eliminated": s["eliminated"][i],
            "placed": s["placed"][i],
            "position": s["pos"][i] if shown else None,
            "start": s["start"][i] if shown else None,
        })
    spied = spied_by(s, viewer)
    return {
        "phase": s["phase"],
        "viewer": viewer,
        "to_act": sorted(to_act(s)),
        "current": s["current"],
        "sent_home": s.get("homing"),
        "repositioning": s.get("repositioning"),
        "blocked_off": (geo.sealed_tiles(s["board"][s["repositioning"]], s["repositioning"])
                        if s.get("repositioning") is not None else []),
        "turn": s["turn_no"],
        "first_player": s["first"],
        "bought_building": s["bought_building"],
        "bought_command": s["bought_command"],
        "bag": s["bag"],
        "money_total": MONEY_TOTAL,
        "move_steps": MOVE_STEPS,
        "players": players,
        "effects": [dict(e) for e in s["effects"]],
        "prices": {"buildings": {k: dict(v) for k, v in BUILDINGS.items()},
                   "commands": {k: {"cost": v, "name": COMMAND_NAMES[k], "needs": COMMAND_TARGET[k]}
                                for k, v in COMMANDS.items()}},
        "spied": [{"square": sq, "kind": k} for sq, k in sorted(spied.items())],
        "board": board_view(s, viewer),
        "winner": s["winner"],
        "result": s["result"],
    }


def redact(ev: Event, viewer: Viewer) -> Event:
    """The event without other seats' secrets."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "BaseTilesPlaced" and viewer != seat:
        return {**ev, "data": {"tiles": None, "start": None, "count": d["count"]}}
    if kind == "TileSpied" and viewer not in (seat, d["owner"]):
        return {**ev, "data": {**d, "kind": None}}
    return ev
