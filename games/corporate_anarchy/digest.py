"""Corporate Anarchy's table in a few lines (``Game.digest``): your money and pieces, each rival's, every HQ as the
tiles on its squares, running commands, what is for sale, the turn and the result. Read from a seat's view only, so
a face-down tile it does not know stays unknown here; the board's geometry is left to one line of how squares are
named."""

from __future__ import annotations

from typing import Any

from games.corporate_anarchy import board as geo
from games.corporate_anarchy.catalogue import cell_name
from games.corporate_anarchy.data import BASE_KINDS, BUILDINGS, MAX_BUILDINGS, TRAVEL_PERMIT
from games.corporate_anarchy.texts import square_phrase
from games.lines import LineOfParts

Pair = tuple[str, dict[str, Any]]

SQUARES = ("Squares are named by column A-F and row 1-6: row 1 faces the centre, row 6 is the outer edge where "
           "pieces start, and each HQ's protruding square (in front of C1) leads to the centre.")
NEEDS = {"target": " on an opponent", "hq": " on an HQ", "square": " on an opponent's face-down tile"}


def digest(view: dict[str, Any], seat: int | None) -> list[Pair]:
    """The lines of ``view`` (``seat``'s, None for a spectator) in the order a player reads the table."""
    players = view["players"]
    order = [p for p in players if p["seat"] == seat] + [p for p in players if p["seat"] != seat]
    lines = [_player(view, p, seat) for p in order]
    lines.append((SQUARES, {}))
    lines += [_hq(view, hq, seat) for hq in view["board"]["hqs"]]
    lines += _awaited(view, seat)
    lines += [_effect(e) for e in view["effects"]]
    lines += _for_sale(view)
    lines.append(_turn(view))
    lines += _result(view)
    return lines


def _cell(square: str) -> str:
    _, r, c = geo.parse(square)
    return cell_name(r, c)


def _player(view: dict[str, Any], p: dict[str, Any], seat: int | None) -> Pair:
    me = p["seat"] == seat
    line = LineOfParts("{seat}" + (" (you)" if me else "") + ": ", seat=p["seat"])
    line.add("${money}, income ${income} per turn, {bought} of {most} buildings bought",
             money=p["money"], income=p["income"], bought=p["buildings_bought"], most=MAX_BUILDINGS)
    if p["eliminated"]:
        line.add("out of the game: all their VIPs were killed")
    elif p["position"] is not None:
        where, params = square_phrase("pos", p["position"], seat)
        line.add("piece on " + where, **params)
    if p["start"] is not None:
        line.add("start square {start_cell}", start_cell=_cell(p["start"]))
    if not p["placed"]:
        line.add("base tiles not placed yet")
    elif p["vips_left"] is None:
        line.add("base tiles placed (hidden until every player has placed)")
    elif not p["eliminated"]:
        line.add("{vips_left} VIP(s) left hidden", vips_left=p["vips_left"])
    if p["vips_taken_from"]:
        line.add("killed a VIP of {taken_seat}", taken_seat=p["vips_taken_from"])
    line.add(("{permit} held" if p["commands"][TRAVEL_PERMIT] == "active" else "no {permit}"), permit=TRAVEL_PERMIT)
    used = [card for card, state in p["commands"].items() if state == "face-down"]
    if used:
        line.add("command cards used (face down): {used}", used=used)
    return line.pair()


def _hq(view: dict[str, Any], hq: dict[str, Any], seat: int | None) -> Pair:
    owner = hq["owner"]
    line = LineOfParts(("Your HQ: " if owner == seat else "{owner_seat}'s HQ: "), **({} if owner == seat else
                                                                               {"owner_seat": owner}))
    if view["phase"] == "setup" and owner != seat:
        return line.pair("its base tiles stay hidden until every player has placed")
    known: dict[str, list[str]] = {}
    unknown, spied = [], {}
    for sq in hq["squares"]:
        tile = sq["tile"]
        if tile is None:
            continue
        cell = cell_name(sq["r"], sq["c"])
        if tile["kind"] is None:
            unknown.append(cell)
        elif tile.get("spied"):
            spied.setdefault(tile["kind"], []).append(cell)
        else:
            known.setdefault(tile["kind"], []).append(cell)
    for kind in (*BUILDINGS, *BASE_KINDS):
        if kind in known:
            face = "face up" if kind in BUILDINGS else "face down"
            line.add(f"{{kind}} ({face}) on {{cells}}", kind=kind, cells=known[kind])
    if unknown:
        line.add("face down, unknown: {unknown}", unknown=unknown)
    for kind, cells in spied.items():
        line.add("spied {kind} on {cells}", kind=kind, cells=cells)
    return line.pair("no tiles")


def _awaited(view: dict[str, Any], seat: int | None) -> list[Pair]:
    lines = []
    if view["sent_home"] is not None:
        lines.append(("{home_seat} was taken back by a security guard and must choose a square on row 6 of their "
                      "HQ.", {"home_seat": view["sent_home"]}))
    if view["repositioning"] is not None:
        lines.append(("{moving_seat}'s buildings block off the base tiles on {cells}: they must move a building "
                      "tile of their HQ so there is a way through.",
                      {"moving_seat": view["repositioning"], "cells": [_cell(sq) for sq in view["blocked_off"]]}))
    return lines


def _effect(effect: dict[str, Any]) -> Pair:
    params = {"kind": effect["kind"], "hit_seat": effect["seat"], "turns": effect["turns"], "card": effect["card"],
              "by_seat": effect["by"], "from_turn": effect["from_turn"]}
    where = ""
    if effect["hq"] is not None:
        where, params["hq_seat"] = " in {hq_seat}'s HQ", effect["hq"]
    source = "bought by {by_seat}" if effect["kind"] == effect["card"] else "{card} bought by {by_seat}"
    return ("Running: {kind} on {hit_seat}" + where + " for {turns} more turn(s) (" + source + " on turn "
            "{from_turn}).", params)


def _for_sale(view: dict[str, Any]) -> list[Pair]:
    buildings = LineOfParts("For sale (a building and a command card at most per turn): buildings ", sep=", ")
    for kind, price in view["prices"]["buildings"].items():
        buildings.add("{building} ${cost} (+${income} per turn)", building=kind, cost=price["cost"],
                      income=price["income"])
    cards = LineOfParts("Command cards (each player has one of each; used ones stay face down until 3 are): ", sep=", ")
    for card, price in view["prices"]["commands"].items():
        cards.add("{card} ${cost}" + NEEDS.get(price["needs"], ""), card=card, cost=price["cost"])
    return [buildings.pair(), cards.pair()]


def _turn(view: dict[str, Any]) -> Pair:
    line = LineOfParts("")
    if view["phase"] == "setup":
        line.add("Set-up: each player hides their base tiles face down and puts their piece on row 6")
    elif view["phase"] == "over":
        line.add("The game is over")
    else:
        line.add("Turn {turn}, {current_seat} to play", turn=view["turn"], current_seat=view["current"])
        bought = [what for what, done in (("a building", view["bought_building"]),
                                          ("a command card", view["bought_command"])) if done]
        line.add("bought " + " and ".join(bought) + " this turn" if bought else "bought nothing yet this turn")
    if view["first_player"] is not None:
        line.add("first player {first_seat}", first_seat=view["first_player"])
    if view["to_act"]:
        line.add("awaiting {waiting_seat}", waiting_seat=view["to_act"])
    line.add("money bag {bag} of {total} tokens; a piece moves up to {steps} squares per turn",
             bag=view["bag"], total=view["money_total"], steps=view["move_steps"])
    return line.pair()


def _result(view: dict[str, Any]) -> list[Pair]:
    lines = []
    if view["phase"] == "over" or view["winner"] is not None:
        lines.append(("{winner_seat} killed a VIP of every other player and won." if view["winner"] is not None
                      else "No winner: the round limit ended the game.", {"winner_seat": view["winner"]}))
    result = view["result"]
    if result:
        for rank, group in enumerate(result["ranking"], start=1):
            for s in group:
                sc = result["scores"][str(s)]
                lines.append(("Rank {rank}: {seat}, {taken} VIP(s) killed, {kept} kept, ${money}, {buildings} "
                              "building(s)" + (", eliminated" if sc["eliminated"] else "") + ".",
                              {"rank": rank, "seat": s, "taken": sc["vips_taken"], "kept": sc["vips_kept"],
                               "money": sc["money"], "buildings": sc["buildings"]}))
    return lines
