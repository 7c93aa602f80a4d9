"""The moves a seat would try now but may not, each with the rulebook's reason: hand cards that no legal play
uses, a pass on an empty field or before a mandatory discard, and an Accident card in hand selection.

Reads only what the seat may know: its own hand and lodge, and the public play on the field.
"""

from __future__ import annotations

from typing import Any

from games.base import State
from games.tabletop_climber import rules
from games.tabletop_climber.data import ACCIDENT, CARDS, MAX_CARDS_UP_TO_2, NO_SET, UP_TO_2
from games.tabletop_climber.texts import NAMES, REASONS, UNAVAILABLE_LABELS, field_play
from games.texts import render

DISCARD_ICON = "discard"
MOUNTAIN_TRIPLE = 3  # 'If you have three cards with this icon, you can play them all at once.'


def _entry(label: str, targets: list[str], reason: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"label": render(UNAVAILABLE_LABELS[label], params, NAMES), "targets": targets,
            "reason": render(REASONS[reason], params, NAMES)}


def _counts(card: str) -> int:
    return 2 if CARDS[card].set_of_two else 1


def _card_reason(card: str, hand: list[str], gold: str, top: dict[str, Any], inverted: bool) -> tuple[str, dict]:
    """(reason key, params) why ``card`` is in no play that beats ``top`` (not None)."""
    field, field_params = field_play(top)
    params: dict[str, Any] = {"field": render(field, field_params, NAMES), "count": top.get("count"),
                              "value": top.get("value")}
    facts = CARDS[card]
    kind = top["kind"]
    if kind == "mountain":
        mountains = sum(CARDS[c].mountain for c in hand)
        if facts.mountain:
            return "mountain-short", {**params, "have": mountains}
        return "mountain-only", params
    as_set = facts.set_of_two and gold != NO_SET  # 'treated as a set of two cards' (a Single only in No Set)
    if kind == "start":
        return ("after-start", params) if as_set else ("no-play", params)
    value, count = top["value"], top["count"]
    beats = facts.number < value if inverted else facts.number > value
    if kind == "single":
        if as_set:
            return "not-single", params
        return ("no-play", params) if beats else ("lower" if inverted else "higher", params)
    if kind == "set":
        if not beats:
            return "lower" if inverted else "higher", params
        same = sorted((_counts(c) for c in hand if CARDS[c].number == facts.number), reverse=True)
        if gold == UP_TO_2:  # 'limited to 2' cards: a Set-of-two card and one more are the most
            same = same[:MAX_CARDS_UP_TO_2]
        have = sum(same)
        words = {**params, "number": facts.number, "have": have}
        if have >= count:  # enough, but no exact count with this card (a Set-of-two card counts as 2)
            return "set-shape", words
        return ("set-short-double" if 2 in same else "set-short"), words
    if kind == "run":
        if not facts.colours:
            return "colourless", params
        # a run of ``count`` holding this number starts at number - count + 1 … number; it beats the field's run
        # when its start is above (below, reversed) the field's lowest number
        lowest_start, highest_start = facts.number - count + 1, facts.number
        if not inverted and highest_start <= value:
            return "run-low", params
        if inverted and lowest_start >= value:
            return "run-high", params
        return "run-gap", params
    return "no-play", params


def unavailable_moves(s: State, seat: int) -> list[dict[str, Any]]:
    """``[{"label", "targets", "reason"}]`` of the moves ``seat`` would try now but may not (none unless awaited)."""
    if seat not in rules.to_act(s):
        return []
    out: list[dict[str, Any]] = []
    if s["phase"] == "select" and rules.gold_of(s) == ACCIDENT:
        # 'The drawn card is placed in the lodge. That card will no longer be available for the current season.'
        for card in s["lodge_down"][seat]:
            out.append(_entry("select", [card], "accident", {"card": card}))
    if s["phase"] != "main":
        return out
    if s["pending_discard"] == seat:  # 'the special effect is mandatory'
        return [_entry("pass", [], "discard-first", {"icon": DISCARD_ICON})]
    top = s["top"]
    if top is None:  # 'Since no cards are on the field, they can play any number, type, and quantity of cards.'
        return [_entry("pass", [], "must-lead", {})]
    hand = s["hand"][seat]
    playable = {c for cards, _ in rules.plays_for(s, seat) for c in cards}
    gold, inverted = rules.gold_of(s), rules.inverted(s)
    for card in hand:
        if card not in playable:
            reason, params = _card_reason(card, hand, gold, top, inverted)
            out.append(_entry("play", [card], reason, {**params, "card": card}))
    return out
