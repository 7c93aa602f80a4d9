"""What a group of cards is when played (single, set, run, mountain triple) and what beats what."""

from __future__ import annotations

from itertools import combinations, product
from typing import Any

from games.frozen.tabletop_climber_v1.data import (
    CARDS,
    COLOURS,
    ICON_BY_NUMBER,
    MAX_CARDS_UP_TO_2,
    NO_SET,
    UP_TO_2,
)

Play = dict[str, Any]  # {"kind", "count", "value", "colour"}


class Refused(Exception):
    """A play the rules refuse: (code, message); turned into RuleViolation by the caller."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def classify(cards: list[str], gold: str, colour: str | None = None) -> Play:
    """The play formed by ``cards`` this season, or raise Refused."""
    facts = [CARDS[c] for c in cards]
    k = len(facts)
    if gold == UP_TO_2 and k > MAX_CARDS_UP_TO_2:
        raise Refused("too-many-cards", "Up to 2 cards: 'The number of cards that can be played is limited to 2.'")
    if colour is not None and (k < 2 or len({f.number for f in facts}) != k):
        raise Refused("bad-colour", "A colour is declared only for a run (wild colour cards).")
    if k == 3 and all(f.mountain for f in facts):
        return {"kind": "mountain", "count": 3, "value": None, "colour": None}
    if k == 1:
        f = facts[0]
        if f.set_of_two and gold != NO_SET:
            # 'Cards with this icon are treated as a set of two cards with the same number.'
            return {"kind": "set", "count": 2, "value": f.number, "colour": None}
        return {"kind": "single", "count": 1, "value": f.number, "colour": None}
    numbers = [f.number for f in facts]
    if len(set(numbers)) == 1:
        if gold == NO_SET:
            raise Refused("no-sets-this-season", "No Set: 'Sets cannot be played this season (runs are allowed).'")
        count = sum(2 if f.set_of_two else 1 for f in facts)
        return {"kind": "set", "count": count, "value": numbers[0], "colour": None}
    ordered = sorted(numbers)
    if len(set(numbers)) == k and ordered[-1] - ordered[0] == k - 1:
        if any(not f.colours for f in facts):
            raise Refused("colourless-in-run", "'The following cards are colorless and cannot be played in a run.'")
        common = set(COLOURS)
        for f in facts:
            common &= set(f.colours)
        if not common:
            raise Refused("run-not-one-colour", "A run is 'multiple cards of the same color in consecutive numbers'.")
        if colour is not None and colour not in common:
            raise Refused("bad-colour", f"These cards cannot all be {colour}.")
        if colour is None and len(common) == 1:
            colour = next(iter(common))
        return {"kind": "run", "count": k, "value": ordered[0], "colour": colour}
    raise Refused(
        "invalid-combination",
        "Cards must form a Single, a Set or a Run: 'A run and a set cannot be played at the same time'.",
    )


def check_beats(play: Play, top: dict | None, inverted: bool) -> None:
    """Raise Refused unless ``play`` may be played on ``top`` (None: empty field)."""
    if top is None:
        return
    if top["kind"] == "mountain":
        if play["kind"] != "mountain":
            raise Refused(
                "mountain-only",
                "'If 3 cards with this icon are played, the only way to beat it is to play 3 other cards "
                "with this icon.'",
            )
        return
    if play["kind"] == "mountain":
        return  # 'the number, play method, and number of the card played before will be ignored'
    if top["kind"] == "start":
        if play["kind"] != "single":
            raise Refused(
                "wrong-play-type",
                "Start Card: 'The next player can play any number but cannot play a Set or Run.'",
            )
        return
    if play["kind"] != top["kind"]:
        raise Refused("wrong-play-type", "'The played cards must be of the same type as the previous play.'")
    if play["count"] != top["count"]:
        raise Refused("wrong-quantity", "'The played cards must be of the same quantity as the previous play.'")
    higher = play["value"] < top["value"] if inverted else play["value"] > top["value"]
    if not higher:
        if inverted:
            raise Refused("must-play-higher", "Strength is reversed: you have to play a lower number.")
        raise Refused("must-play-higher", "'The played cards must have a higher number than the previously played.'")


def effect_of(cards: list[str]) -> str | None:
    """The icon effect a play activates: only the highest-numbered icon card's (priority 10-9-8)."""
    numbers = [CARDS[c].number for c in cards if CARDS[c].icon]
    return ICON_BY_NUMBER[max(numbers)] if numbers else None


def _candidates(hand: list[str], gold: str, kinds: set[str]) -> list[list[str]]:
    """Card groups that might form a play of one of ``kinds`` (classify still decides)."""
    out: list[list[str]] = []
    if "single" in kinds or "set" in kinds:
        by_number: dict[int, list[str]] = {}
        for c in hand:
            by_number.setdefault(CARDS[c].number, []).append(c)
        for group in by_number.values():
            top_size = len(group)
            if gold == UP_TO_2:
                top_size = min(top_size, MAX_CARDS_UP_TO_2)
            sizes = range(1, top_size + 1) if "set" in kinds else range(1, 2)
            for size in sizes:
                out.extend(list(combo) for combo in combinations(group, size))
    if "run" in kinds:
        seen: set[tuple[str, ...]] = set()
        for colour in COLOURS:
            slots: dict[int, list[str]] = {}
            for c in hand:
                f = CARDS[c]
                if colour in f.colours:
                    slots.setdefault(f.number, []).append(c)
            for start in sorted(slots):
                end = start
                while end + 1 in slots:
                    end += 1
                    if gold == UP_TO_2 and end - start + 1 > MAX_CARDS_UP_TO_2:
                        break
                    for pick in product(*(slots[n] for n in range(start, end + 1))):
                        key = tuple(sorted(pick))
                        if key not in seen:
                            seen.add(key)
                            out.append(list(pick))
    if "mountain" in kinds and gold != UP_TO_2:
        mountains = [c for c in hand if CARDS[c].mountain]
        out.extend(list(combo) for combo in combinations(mountains, 3))
    return out


def legal_plays(hand: list[str], gold: str, top: dict | None, inverted: bool) -> list[tuple[list[str], Play]]:
    """Every distinct play from ``hand`` that the rules accept on ``top``."""
    if top is None:
        kinds = {"single", "set", "run", "mountain"}
    elif top["kind"] == "mountain":
        kinds = {"mountain"}
    elif top["kind"] == "start":
        kinds = {"single", "mountain"}
    else:
        kinds = {top["kind"], "mountain"}
    result = []
    seen: set[tuple[str, ...]] = set()
    for cards in _candidates(hand, gold, kinds):
        key = tuple(sorted(cards))
        if key in seen:
            continue
        seen.add(key)
        try:
            play = classify(cards, gold)
            check_beats(play, top, inverted)
        except Refused:
            continue
        result.append((cards, play))
    return result
