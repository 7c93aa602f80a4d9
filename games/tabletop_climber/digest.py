"""Tabletop Climber's table in a few lines (``Game.digest``), read only from a seat's (or a spectator's) view: your
hand and lodge, each seat's counts, played cards and VP, the play to beat, the season cards and the seasons played.
Cards and season cards are params (catalogue ids, shown by name), seats are ``…_seat`` params."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.lines import Line, entries, joined, ranked
from games.tabletop_climber.data import CARDS, CLIMAX, GOLD_RULES, SILVER_IDS, leads
from games.tabletop_climber.texts import field_play

PHASES: dict[str, str] = {
    "setup": "setting up",
    "transfer": "Rule Reveal: each player chooses a team card to pass to the player on their left",
    "select": "Hand Selection",
    "main": "Main Phase",
    "end": "the season is ending",
    "over": "the game is over",
}
# What beats a play the numbers do not rank (the rulebook's words as texts.py's reasons give them).
ONLY_BEATEN_BY: dict[str, str] = {
    "start": " (only a Single, or a Mountain triple, beats it)",
    "mountain": " (only three other Mountain cards beat it)",
}
TIEBREAK_WORDS: dict[str, str] = {"vp": "VP", "team_size": "cards in team"}


def _by_number(cards: list[Any]) -> list[Any]:
    """Cards in the order a player holds them: by number, then name order of the id (unknown ids last)."""
    return sorted(cards, key=lambda c: (CARDS[c].number, str(c)) if c in CARDS else (99, str(c)))


def _season_line(view: Mapping[str, Any]) -> Line:
    season, gold = view.get("season") or 0, view.get("gold")
    phase = PHASES.get(view.get("phase"), str(view.get("phase")))
    if not season:
        return "Before the first season (" + phase + ").", {}
    params: dict[str, Any] = {"season": season, "seasons": len(SILVER_IDS), "gold": gold,
                              "rule": GOLD_RULES.get(gold, ""), "direction": view.get("direction")}
    return "Season {season} of {seasons}, " + phase + ": the {gold} rules ({rule}); turn order {direction}.", params


def _own_lines(me: Mapping[str, Any], phase: Any) -> list[Line]:
    """The viewer's secrets: hand, team outside the hand, face-down lodge, the card it passes."""
    hand, team, down = me.get("hand") or [], me.get("team") or [], me.get("lodge_face_down") or []
    lines: list[Line] = []
    if hand or phase == "main":
        lines.append(("Your hand ({count}): {hand}.", {"count": len(hand), "hand": _by_number(hand)}))
    if team:
        words = "Your team, to select your hand from" if phase in ("transfer", "select") and not hand else "Your team"
        words += " cards outside your hand" if hand else ""
        lines.append((words + " ({count}): {team}.", {"count": len(team), "team": _by_number(team)}))
    if down:
        lines.append(("Your Lodge, face down ({count}): {cards}.", {"count": len(down), "cards": _by_number(down)}))
    if me.get("transfer_card"):
        lines.append(("You pass {card} to the player on your left.", {"card": me["transfer_card"]}))
    return lines


def _vp(vp: Mapping[str, Any]) -> Line:
    if not vp.get("total"):
        return "0 VP", {}
    return ("{total} VP (Gold {gold}, Silver {silver}, Climax bonus {climax})",
            {"total": vp.get("total"), "gold": vp.get("gold"), "silver": vp.get("silver"),
             "climax": vp.get("climax_bonus")})


def _player_line(p: Mapping[str, Any], phase: Any, you: bool) -> Line:
    """A seat's public position: counts, face-up cards, flags and VP."""
    parts: list[Line] = []
    if p.get("hand_count") is None:
        parts.append(("hand size not announced yet", {}))
    elif p.get("announced_hand_size") is not None:
        parts.append(("in hand {count} (announced {announced})",
                      {"count": p["hand_count"], "announced": p["announced_hand_size"]}))
    else:
        parts.append(("in hand {count}", {"count": p["hand_count"]}))
    parts.append(("team of {count}", {"count": p.get("team_count")}))
    lodge = "Lodge: {down} face down" + (", face up {up}" if p.get("lodge_face_up") else "")
    parts.append((lodge, {"down": p.get("lodge_face_down_count"), "up": _by_number(p.get("lodge_face_up") or [])}))
    if p.get("played"):
        parts.append(("played since the last reset: {cards}", {"cards": p["played"]}))
    if p.get("passed"):
        parts.append(("passed until the next reset", {}))
    if p.get("place"):
        parts.append(("out in place {place}", {"place": p["place"]}))
    if phase == "select":
        parts.append(("has selected a hand" if p.get("selected") else "still selecting a hand", {}))
    if phase == "transfer":
        parts.append(("has chosen a card to pass" if p.get("transfer_chosen") else "still choosing a card to pass",
                      {}))
    if p.get("start_card"):
        parts.append(("holds the {start}", {"start": "start-card"}))
    parts.append(_vp(p.get("vp") or {}))
    template, params = joined(parts, sep=", ")
    return "{seat}" + (" (you)" if you else "") + ": " + template + ".", {**params, "seat": p.get("seat")}


def _field_lines(view: Mapping[str, Any]) -> list[Line]:
    """The play to beat, who plays next, the strength of numbers and a discard owed."""
    top, lines = view.get("top"), []
    if top:
        words, params = field_play(top)
        cards = ": {top_cards}" if top.get("cards") else ""
        lines.append(("To beat: " + words + cards + ", played by {top_seat}" + ONLY_BEATEN_BY.get(top.get("kind"), "")
                      + ".", {**params, "top_cards": top.get("cards") or [], "top_seat": top.get("seat")}))
    elif view.get("phase") == "main":
        lines.append(("The field is empty: the next player must lead, with " + leads(view.get("gold")) + ".", {}))
    if view.get("phase") == "main":
        strength = "lower numbers beat higher ones" if view.get("lower_wins") else "higher numbers beat lower ones"
        params: dict[str, Any] = {}
        if view.get("reverse_icon_active"):
            strength += " (a {icon} is in force until the next reset)"
            params["icon"] = "reverse"
        if view.get("turn") is not None:
            strength = "{turn_seat} to play; " + strength
            params["turn_seat"] = view["turn"]
        lines.append((strength + ".", params))
    if view.get("pending_discard") is not None:
        lines.append(("{owing_seat} must first discard a hand card face up to their Lodge ({icon}).",
                      {"owing_seat": view["pending_discard"], "icon": "discard"}))
    return lines


def _seasons_line(view: Mapping[str, Any]) -> Line:
    parts: list[Line] = []
    for s in view.get("seasons") or []:
        plus = "+" if s.get("gold") == CLIMAX else ""
        params = {"silver": s.get("silver"), "gold": s.get("gold"), "gold_vp": s.get("gold_vp"),
                  "silver_vp": s.get("silver_vp"), "hand": s.get("hand_size")}
        if s.get("gold"):
            parts.append(("{silver} {gold} {gold_vp}/{silver_vp} VP, hand {hand}" + plus, params))
        else:
            parts.append(("{silver} face down ?/{silver_vp} VP, hand {hand}", params))
    return joined(parts, head="Season cards (Gold VP for 1st / Silver VP for 2nd, hand size): ")


def _history_line(history: list[Mapping[str, Any]]) -> Line:
    parts = []
    for h in history:
        bonus = " + {bonus} Climax bonus" if h.get("climax_bonus") else ""
        parts.append(("{silver} ({gold}): 1st {first_seat} +{gold_vp} VP" + bonus + ", 2nd {second_seat} +{silver_vp}"
                      " VP", {"silver": h.get("silver"), "gold": h.get("gold"), "first_seat": h.get("first"),
                              "gold_vp": h.get("gold_vp"), "bonus": h.get("climax_bonus"),
                              "second_seat": h.get("second"), "silver_vp": h.get("silver_vp")}))
    return joined(parts, head="Seasons played: ")


def _result_line(result: Mapping[str, Any]) -> Line:
    order = ", then ".join(TIEBREAK_WORDS.get(t, str(t)) for t in result.get("tiebreak") or [])
    template, params = joined(ranked(result, lambda score: ("{total} VP ({team} cards in team)",
                                                            {"total": score.get("total"),
                                                             "team": score.get("team_size")})))
    return "Final ranking (by " + order + "): " + template + ".", params


def digest(view: Mapping[str, Any], seat: int | None) -> list[Line]:
    """The whole of ``view`` (``seat``'s, None: a spectator's) as lines a player reads, in the order a player looks."""
    players, me = entries(view, seat, "hand")
    phase = view.get("phase")
    lines = [_season_line(view)]
    if me is not None:
        lines += _own_lines(me, phase)
    lines += [_player_line(p, phase, p.get("seat") == seat) for p in players]
    lines += _field_lines(view)
    waiting = view.get("to_act") or []
    if waiting and phase != "main":
        lines.append(("Waiting for {waiting_seat}.", {"waiting_seat": list(waiting)}))
    lines.append(_seasons_line(view))
    if view.get("history"):
        lines.append(_history_line(view["history"]))
    lines.append(("Draw pile: {pile} Reinforcement Cards; box: {box} Initial Cards undealt.",
                  {"pile": view.get("draw_pile_count"), "box": view.get("box_count")}))
    if view.get("result"):
        lines.append(_result_line(view["result"]))
    return lines
