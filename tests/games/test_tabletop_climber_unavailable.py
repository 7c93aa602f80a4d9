"""Tabletop Climber: a reason for every move not offered (``GAME.unavailable_moves``), in the rulebook's words.

Each test crafts a position where one reason applies and checks the label, the targets (the cards a client
greys) and the reason; a Hypothesis property plays random legal games and checks that nothing listed as
unavailable is a legal move.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.tabletop_climber import GAME
from games.tabletop_climber.data import ACCIDENT, REVOLUTION, STANDARD, UP_TO_2
from tests.games.test_tabletop_climber import crafted


def on_field(state: dict, seat: int, kind: str, count: int = 1, value: int | None = None,
             colour: str | None = None) -> dict:
    """``state`` with ``seat``'s play (of that kind, size, lowest number and colour) on top of the field."""
    state["top"] = {"seat": seat, "kind": kind, "cards": [], "count": count, "value": value, "colour": colour}
    return state


def unavailable(state: dict, seat: int = 0) -> dict[tuple[str, ...], dict]:
    """The seat's unavailable moves by their targets."""
    return {tuple(entry["targets"]): entry for entry in GAME.unavailable_moves(state, seat)}


# ---------------------------------------------------------------- each reason


def test_a_card_that_does_not_beat_the_single_on_the_field():
    """'The played cards must have a higher number than the previously played cards.'"""
    s = on_field(crafted([["I-red-3", "I-red-7"], ["I-blue-1"], ["I-green-1"]]), 1, "single", 1, 5)
    assert unavailable(s) == {("I-red-3",): {
        "label": "Play Red 3", "targets": ["I-red-3"],
        "reason": "does not beat the Single 5: the played cards must have a higher number than 5"}}


def test_in_revolution_a_higher_card_does_not_beat():
    """Revolution: 'the strength of the cards is reversed. The smaller the numerical value, the stronger the card.'"""
    s = crafted([["I-red-3", "I-red-7"], ["I-blue-1"], ["I-green-1"]], gold=REVOLUTION, season=2)
    s = on_field(s, 1, "single", 1, 5)
    assert unavailable(s) == {("I-red-7",): {
        "label": "Play Red 7", "targets": ["I-red-7"],
        "reason": "does not beat the Single 5: the strength is reversed, so the played cards must have a lower "
                  "number than 5"}}


def test_cards_that_make_no_set_of_the_size_on_the_field():
    """'The played cards must be of the same quantity as the previous play' and have a higher number."""
    s = crafted([["R-red-10", "R-blue-11", "R-green-11", "I-red-3"], ["I-blue-1"], ["I-green-1"]])
    s = on_field(s, 1, "set", 2, 9)
    assert unavailable(s) == {
        ("R-red-10",): {"label": "Play Red 10 (Discard)", "targets": ["R-red-10"],
                        "reason": "a 2-Set needs 2 cards of 10 to beat the 2-Set of 9s; you have 1"},
        ("I-red-3",): {"label": "Play Red 3", "targets": ["I-red-3"],
                       "reason": "does not beat the 2-Set of 9s: the played cards must have a higher number than 9"},
    }


def test_a_set_of_two_card_counts_as_two_for_the_size():
    """Set of two: 'treated as a set of two cards with the same number. You may combine it with other cards of the
    same number to create a bigger set.'"""
    s = on_field(crafted([["D-05", "I-red-1"], ["I-blue-1"], ["I-green-1"]]), 1, "set", 3, 2)
    assert unavailable(s)[("D-05",)] == {
        "label": "Play Set-of-two 5", "targets": ["D-05"],
        "reason": "a 3-Set needs 3 cards of 5 to beat the 3-Set of 2s; you have 2 (a Set-of-two card counts as 2)"}
    # Green 9 with the Set-of-two 9 makes a 3-Set, never the 2-Set the field asks for; the Set-of-two 9 alone does.
    s = on_field(crafted([["R-green-09", "D-09"], ["I-blue-1"], ["I-green-1"]]), 1, "set", 2, 8)
    assert unavailable(s) == {("R-green-09",): {
        "label": "Play Green 9 (Reverse)", "targets": ["R-green-09"],
        "reason": "your cards of 9 count 3 (a Set-of-two card counts as 2), and with it they make no 2-Set exactly, "
                  "as beating the 2-Set of 8s needs"}}


def test_up_to_2_counts_at_most_two_cards_towards_a_set():
    """Up to 2 cards: 'The number of cards that can be played is limited to 2. Sets or runs of 3 cards cannot be
    played.' A Set-of-two card and one more still make a 3-Set."""
    s = crafted([["I-red-5", "I-blue-5", "I-green-5"], ["I-blue-1"], ["I-green-1"]], gold=UP_TO_2, season=2)
    s = on_field(s, 1, "set", 3, 2)
    assert [entry["reason"] for entry in GAME.unavailable_moves(s, 0)] == [
        "a 3-Set needs 3 cards of 5 to beat the 3-Set of 2s; you have 2"] * 3


def test_a_set_of_two_card_is_no_single():
    """Set of two: 'Normally, this card can't be play as single.'; 'The played cards must be of the same type as the
    previous play.'"""
    s = on_field(crafted([["D-05", "I-red-7"], ["I-blue-1"], ["I-green-1"]]), 1, "single", 1, 3)
    assert unavailable(s) == {("D-05",): {
        "label": "Play Set-of-two 5", "targets": ["D-05"],
        "reason": "a Set-of-two card is played as a 2-Set, and the played cards must be of the same type as the "
                  "Single 3"}}


def test_after_the_start_card_no_set():
    """Start Card: 'The next player can play any number but cannot play a Set or Run.'"""
    s = on_field(crafted([["D-05", "I-red-2"], ["I-blue-1"], ["I-green-1"]]), 1, "start")
    assert unavailable(s) == {("D-05",): {
        "label": "Play Set-of-two 5", "targets": ["D-05"],
        "reason": "a Set-of-two card is played as a 2-Set, and after the Start Card the next player 'cannot play a "
                  "Set or Run'"}}


def test_only_three_mountain_cards_beat_a_mountain_triple():
    """Mountain cards: 'If 3 cards with this icon are played, the only way to beat it is to play 3 other cards with
    this icon.'"""
    s = on_field(crafted([["M-04", "M-05", "I-red-7"], ["I-blue-1"], ["I-green-1"]]), 1, "mountain", 3)
    assert unavailable(s) == {
        ("M-04",): {"label": "Play Mountain 4", "targets": ["M-04"],
                    "reason": "only three other Mountain cards beat the Mountain triple; you have 2 Mountain cards"},
        ("M-05",): {"label": "Play Mountain 5", "targets": ["M-05"],
                    "reason": "only three other Mountain cards beat the Mountain triple; you have 2 Mountain cards"},
        ("I-red-7",): {"label": "Play Red 7", "targets": ["I-red-7"],
                       "reason": "only three other Mountain cards beat the Mountain triple"},
    }


def test_cards_that_make_no_higher_run():
    """Run: 'multiple cards of the same color in consecutive numbers'; colourless cards 'cannot be played in a
    run'; a higher run of the same length beats a run."""
    s = crafted([["I-red-2", "C-12", "I-green-7", "I-blue-6", "I-blue-7"], ["I-blue-1"], ["I-green-1"]])
    s = on_field(s, 1, "run", 2, 4, "red")
    assert unavailable(s) == {
        ("I-red-2",): {"label": "Play Red 2", "targets": ["I-red-2"],
                       "reason": "too low: no 2-Run with it starts above 4, so none beats the red 2-Run of 4 to 5"},
        ("C-12",): {"label": "Play Colourless 12", "targets": ["C-12"],
                    "reason": "colourless cards cannot be played in a run, and the red 2-Run of 4 to 5 must be "
                              "beaten by a 2-Run"},
        ("I-green-7",): {"label": "Play Green 7", "targets": ["I-green-7"],
                         "reason": "you have no 2 cards of one colour in a row with it that beat the red 2-Run of 4 "
                                   "to 5"},
    }


def test_no_pass_on_an_empty_field():
    """Reset: 'The player who did not pass restarts the turn. Since no cards are on the field, they can play any
    number, type, and quantity of cards.'"""
    s = crafted([["I-red-2", "D-05"], ["I-blue-1"], ["I-green-1"]])
    assert GAME.unavailable_moves(s, 0) == [{
        "label": "Pass", "targets": [],
        "reason": "no cards are on the field: you restart the turn and must play any number, type and quantity of "
                  "cards: a Single, a Set, a Run or three Mountain cards"}]


def test_no_pass_before_a_discard_icon_is_done():
    """Discard Icon: 'Immediately choose and discard one card from your hand'; 'the special effect is mandatory.'"""
    s = on_field(crafted([["I-red-2", "I-red-3"], ["I-blue-1"], ["I-green-1"]]), 0, "single", 1, 10)
    s["pending_discard"] = 0
    assert GAME.unavailable_moves(s, 0) == [{
        "label": "Pass", "targets": [],
        "reason": "your Discard icon is mandatory: first discard one card from your hand face up to your Lodge"}]


def test_the_accident_card_cannot_be_selected():
    """Accident: 'The drawn card is placed in the lodge. That card will no longer be available for the current
    season.'"""
    team = ["I-red-1", "I-red-2", "I-red-3", "I-red-4", "I-red-5", "I-red-6", "I-red-7", "I-blue-7"]
    s = crafted(teams=[team, ["I-blue-2"], ["I-green-1"]], phase="select", gold=ACCIDENT,
                season=2, lodge=[["W-3"], [], []])
    assert GAME.unavailable_moves(s, 0) == [{
        "label": "Select Wild 3 for your hand", "targets": ["W-3"],
        "reason": "Accident: it was drawn at random and lies face down in your Lodge, so it is not available this "
                  "season"}]
    assert GAME.unavailable_moves(s, 1) == []  # nothing lost, nothing to grey


def test_nothing_while_another_player_is_to_act():
    s = on_field(crafted([["I-red-3"], ["I-blue-1"], ["I-green-1"]], turn=1), 0, "single", 1, 5)
    assert GAME.unavailable_moves(s, 0) == []
    assert GAME.unavailable_moves(s, 2) == []


def test_a_reason_tells_no_other_hand():
    """The reason reads only the seat's own hand and the field: changing another hand changes nothing."""
    s = on_field(crafted([["I-red-3", "I-red-7"], ["I-blue-1"], ["I-green-1"]], gold=STANDARD), 1, "single", 1, 5)
    other = on_field(crafted([["I-red-3", "I-red-7"], ["C-18"], ["W-0"]]), 1, "single", 1, 5)
    assert GAME.unavailable_moves(s, 0) == GAME.unavailable_moves(other, 0)


# ---------------------------------------------------------------- property: random legal play


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4]))
def test_property_no_unavailable_move_is_legal(seed, players):
    """Random legal games: ``unavailable_moves`` never raises, every entry has a non-empty label and reason and
    catalogue targets, no greyed card is in a legal move of the same type, and an unavailable pass is not legal."""
    ids = {c["id"] for c in GAME.components()}
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
    checked = 0
    while GAME.result(state) is None:
        for seat in range(players):
            entries = GAME.unavailable_moves(state, seat)
            legal = GAME.legal_moves(state, seat)
            if seat not in GAME.to_act(state):
                assert entries == []
                continue
            in_plays = {c for m in legal if m["type"] == "play" for c in m["cards"]}
            selectable = {c for m in legal if m["type"] == "select-hand" for c in m.get("from", m.get("cards", []))}
            for entry in entries:
                assert set(entry) == {"label", "targets", "reason"}, entry
                assert isinstance(entry["label"], str) and entry["label"].strip(), entry
                assert isinstance(entry["reason"], str) and entry["reason"].strip(), entry
                assert set(entry["targets"]) <= ids, entry
                assert "{" not in entry["label"] + entry["reason"] and "None" not in entry["reason"], entry
                if entry["label"] == "Pass":
                    assert {"type": "pass"} not in legal, (entry, legal)
                elif entry["label"].startswith("Play "):
                    assert entry["targets"] and not set(entry["targets"]) & in_plays, (entry, legal)
                    assert set(entry["targets"]) <= set(state["hand"][seat])
                else:
                    assert entry["label"].startswith("Select ")
                    assert entry["targets"] and not set(entry["targets"]) & selectable, entry
                checked += 1
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
    assert checked  # every game meets cards it cannot play
