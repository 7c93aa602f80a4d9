"""Issue 51: every Tabletop Climber text that says what may be led on an empty field follows the season's rule — the
pass refused on an empty field, the digest's field line and the server's refusal of that pass say the same words,
and those words allow exactly the kinds of plays the season lets the hand lead."""

from __future__ import annotations

import random

import pytest

from games.base import RuleViolation
from games.tabletop_climber import GAME
from games.tabletop_climber.data import NO_SET, STANDARD, UP_TO_2, leads
from games.tabletop_climber.plays import classify
from tests.games.test_tabletop_climber import crafted

# a 2-Set of 2s, a red Run 2-3-4, a Set of two card and three Mountain cards
HAND = ["I-red-2", "I-blue-2", "I-red-3", "I-red-4", "D-05", "M-01", "M-02", "M-03"]


def empty_field(gold: str) -> dict:
    return crafted([HAND, ["I-blue-1"], ["I-green-1"]], gold=gold, season=1 if gold == STANDARD else 2)


def lead_texts(gold: str) -> list[str]:
    """The three texts that tell seat 0, to lead on an empty field, what it may play."""
    s = empty_field(gold)
    reason = GAME.unavailable_moves(s, 0)[0]["reason"]
    line = next(t for t, _ in GAME.digest(GAME.view(s, 0), 0) if t.startswith("The field is empty"))
    with pytest.raises(RuleViolation) as refused:
        GAME.decide(s, 0, {"type": "pass"}, random.Random(0))
    return [reason, line, str(refused.value)]


def led_kinds(gold: str) -> dict[str, int]:
    """Each kind of play seat 0 may lead, with the most cards it takes."""
    s = empty_field(gold)
    kinds: dict[str, int] = {}
    for move in GAME.legal_moves(s, 0):
        if move["type"] == "play":
            kind = classify(move["cards"], gold)["kind"]
            kinds[kind] = max(kinds.get(kind, 0), len(move["cards"]))
    return kinds


@pytest.mark.parametrize("gold", [STANDARD, NO_SET, UP_TO_2])
def test_every_text_about_leading_says_the_seasons_words(gold):
    """Reset: 'Since no cards are on the field, they can play any number, type, and quantity of cards.'"""
    assert all(leads(gold) in text for text in lead_texts(gold)), lead_texts(gold)


def test_in_the_no_set_season_no_text_offers_a_set():
    """No Set: 'Sets cannot be played this season (runs are allowed). Cards with the icon (Set of two) can be played
    as singles for this season only.'"""
    assert "set" not in led_kinds(NO_SET) and {"single", "run", "mountain"} <= set(led_kinds(NO_SET))
    for text in lead_texts(NO_SET):
        assert "a Set," not in text and "no Set" in text and "'Sets cannot be played'" in text, text
        assert "a Single, a Run or three Mountain cards" in text, text


def test_in_the_up_to_2_season_every_text_limits_the_lead_to_2_cards():
    """Up to 2 cards: 'The number of cards that can be played is limited to 2. Sets or runs of 3 cards cannot be
    played. Three cards with the mountain cards cannot be played neither.'"""
    kinds = led_kinds(UP_TO_2)
    assert "mountain" not in kinds and max(kinds.values()) == 2
    for text in lead_texts(UP_TO_2):
        assert "at most 2 cards" in text and "no Mountain triple" in text, text


def test_in_a_standard_season_every_text_offers_every_kind():
    """Standard: 'There are no special rules': a Single, Set, Run or Mountain triple may be led."""
    assert {"single", "set", "run", "mountain"} <= set(led_kinds(STANDARD))
    for text in lead_texts(STANDARD):
        assert "a Single, a Set, a Run or three Mountain cards" in text, text
