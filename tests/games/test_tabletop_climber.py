"""Tabletop Climber: one test per rulebook statement (quoted), plus property tests over whole games.

States come from ``setup`` + ``decide``; where a rule needs a precise position, ``crafted`` builds a small
state whose unlisted cards wait in the draw pile or the box, so all 74 playing cards stay accounted for.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from games.base import RuleViolation, event
from games.tabletop_climber import GAME, rules
from games.tabletop_climber.data import (
    ACCIDENT,
    ALL_IDS,
    CARDS,
    CLIMAX,
    COLOURS,
    DRAWS_FIRST,
    DRAWS_OTHER,
    DRAWS_SECOND,
    GOLD_VP,
    HAND_SIZE,
    INITIAL_IDS,
    MIDDLE_GOLD,
    NO_SET,
    REINFORCEMENT_IDS,
    REVERSE,
    REVOLUTION,
    SILVER_VP,
    STANDARD,
    TRANSFER,
    UP_TO_2,
)
from tests.support.rules import drive
from tests.support.termination import commands_to_finish, random_state

# ---------------------------------------------------------------- helpers


fold, act, refused, types = drive(GAME)


def started(players=4, seed=0):
    events = GAME.setup(players, {}, random.Random(seed))
    return fold(events), events


def play(*cards, **extra):
    return {"type": "play", "cards": list(cards), **extra}


PASS = {"type": "pass"}


def gold_order_with(gold, season, next_gold=None):
    """Five distinct gold cards with ``gold`` on ``season`` (and ``next_gold`` on the season after)."""
    middle = [g for g in MIDDLE_GOLD if g not in (gold, next_gold)][:3]
    order = [STANDARD, *middle, CLIMAX]
    order[season - 1] = gold
    if next_gold is not None:
        order[season] = next_gold
    return order


def crafted(hands=None, *, teams=None, phase="main", gold=STANDARD, season=1, turn=0, start_holder=0,
            lodge=None, vp=None, announced=None, next_gold=None):
    """A state with exactly these hands (main) or teams (select/transfer); other Reinforcement Cards lie
    in the draw pile, other Initial Cards in the box."""
    zones = hands if hands is not None else teams
    n = len(zones)
    s = rules.clone(started(n)[0])
    order = gold_order_with(gold, season, next_gold)
    held = {c for z in zones for c in z} | {c for z in (lodge or []) for c in z}
    for zone in rules.ZONES:
        s[zone] = [[] for _ in range(n)]
    if hands is not None:
        s["hand"] = [list(h) for h in hands]
    else:
        s["team"] = [list(t) for t in teams]
    if lodge:
        s["lodge_down"] = [list(x) for x in lodge]
    s["pile"] = [c for c in REINFORCEMENT_IDS if c not in held]
    s["box"] = [c for c in INITIAL_IDS if c not in held]
    s.update(
        phase=phase, season=season, gold_order=order, hand_size=HAND_SIZE[season - 1], turn=turn if phase == "main"
        else None, start_holder=start_holder, top=None, reversed=False, places=[], pending_discard=None,
        passed=[False] * n, selected=[phase == "main"] * n, transfer=[None] * n,
        announced=announced or ([len(h) for h in hands] if phase == "main" else [None] * n),
    )
    if vp:
        s["vp"] = [dict(v) for v in vp]
    assert_accounted(s)
    return s


def assert_accounted(s):
    """Every one of the 74 playing cards lies in exactly one zone."""
    seen = list(s["pile"]) + list(s["box"])
    for zone in rules.ZONES:
        for cards in s[zone]:
            seen.extend(cards)
    counts = Counter(seen)
    assert len(seen) == 74 and set(counts) == set(ALL_IDS), [c for c, k in counts.items() if k > 1]


def select_all(state, seed=0):
    """Every seat selects the first cards of its team in team order."""
    events = []
    for seat in sorted(GAME.to_act(state)):
        k = rules.hand_size_bounds(state, seat)[0]
        state, evs = act(state, seat, {"type": "select-hand", "cards": state["team"][seat][:k]}, seed)
        events += evs
    return state, events


# ---------------------------------------------------------------- components and set-up


def test_contents_74_playing_cards():
    """Rulebook: '74 Playing Cards - 28 Initial Cards (Numbers 1-7 in 4 colors) - 46 Reinforcement Cards'."""
    assert len(ALL_IDS) == len(set(ALL_IDS)) == 74
    assert len(INITIAL_IDS) == 28 and len(REINFORCEMENT_IDS) == 46
    initial = Counter((CARDS[c].number, CARDS[c].colours) for c in INITIAL_IDS)
    assert set(initial) == {(n, (col,)) for n in range(1, 8) for col in COLOURS}


def test_reinforcement_numbers_8_to_11_in_four_colours_carry_icons_on_8_9_10():
    """Rulebook: 'Numbers 8-11 in 4 Colors ... The cards 8, 9, and 10 have the following special effect icons'."""
    coloured = [CARDS[c] for c in REINFORCEMENT_IDS if len(CARDS[c].colours) == 1]
    assert sorted((f.number, f.colours[0]) for f in coloured) == sorted(
        (n, col) for n in range(8, 12) for col in COLOURS
    )
    assert {f.number: f.icon for f in coloured} == {8: "reset", 9: "reverse", 10: "discard", 11: None}
    # the three icons each appear, and only on coloured 8-10 cards
    assert {CARDS[c].icon for c in ALL_IDS if CARDS[c].icon} == {"reset", "discard", "reverse"}


def test_wild_colour_cards_are_numbers_0_to_7_with_all_four_colours():
    """Rulebook: 'These are card with numbers 0-7 that have all four colors.'"""
    wild = sorted(CARDS[c].number for c in ALL_IDS if CARDS[c].wild)
    assert wild == list(range(0, 8))


def test_revolution_strength_list_numbers_exist():
    """Rulebook: the Revolution order lists '... 11 > 12 > 13 > 14 > 15 > 16 > 18', so those numbers exist."""
    numbers = {CARDS[c].number for c in ALL_IDS}
    assert {12, 13, 14, 15, 16, 18} <= numbers
    assert all(not CARDS[c].colours for c in ALL_IDS if CARDS[c].number >= 12)


def test_setup_season_cards():
    """Rulebook: 'Place the "Standard" Gold Season Card ... "1st Season" ... "Climax" ... "5th Season" ...
    place 3 of them face down on the "2nd Season," "3rd Season," and "4th Season" ... Return the remaining 3'."""
    orders = set()
    for seed in range(30):
        s, _ = started(4, seed)
        order = s["gold_order"]
        assert order[0] == STANDARD and order[4] == CLIMAX
        assert len(set(order[1:4])) == 3 and set(order[1:4]) <= set(MIDDLE_GOLD)
        orders.add(tuple(order))
    assert len(orders) > 5  # shuffled, not fixed


def test_setup_deals_seven_initial_and_two_reinforcement_cards():
    """Rulebook: 'deal 7 to each player ... deal 2 to each player. Place the remaining Reinforcement Cards
    face down ... as a draw pile.' and 'each team consists of 7 Initial Cards and 2 Reinforcement Cards'."""
    s, _ = started(4, 3)
    for team in s["team"]:
        assert len(team) == 9
        assert sum(CARDS[c].initial for c in team) == 7
    assert len(s["pile"]) == 46 - 8 and not s["box"]
    assert_accounted(s)


def test_three_player_game_returns_remaining_initial_cards_to_box():
    """Rulebook: 'In a 3-player game, return any remaining Initial Cards to the box.'"""
    s, _ = started(3, 5)
    assert len(s["box"]) == 28 - 21 and all(CARDS[c].initial for c in s["box"])
    assert len(s["pile"]) == 46 - 6
    assert_accounted(s)


def test_player_counts():
    """The game is for 3-4 players."""
    assert (GAME.min_players, GAME.max_players) == (3, 4)
    with pytest.raises(RuleViolation):
        GAME.setup(2, {}, random.Random(0))


def test_start_card_goes_to_one_player():
    """Rulebook: 'The player who has climbed most recently receives the Start Card.' (chosen at random)."""
    holders = {started(4, seed)[0]["start_holder"] for seed in range(30)}
    assert holders == {0, 1, 2, 3}


def test_rules_of_first_and_fifth_season_are_revealed_at_start():
    """Rulebook: 'The rules for the 1st and 5th Seasons are revealed at the start.'"""
    s, events = started(4, 9)
    for viewer in (None, 0, 2):
        shown = [x["gold"] for x in GAME.view(s, viewer)["seasons"]]
        assert shown == [STANDARD, None, None, None, CLIMAX]
        first = GAME.redact(events[0], viewer)
        assert first["data"]["gold_order"] == [STANDARD, None, None, None, CLIMAX]
    assert s["phase"] == "select" and s["season"] == 1


def test_draw_pile_arithmetic_is_never_short_before_the_last_season():
    """Rulebook draws: 1st draws 1, 2nd draws 2, others 3 after each season. 46 - 4*2 dealt = 38 >= 4 seasons *
    (1+2+3+3) = 36, so only the rewards after the fifth season can find the pile short (4 players: 2 cards
    left, drawn by 1st place first, then clockwise)."""
    for players in (3, 4):
        per_season = DRAWS_FIRST + DRAWS_SECOND + DRAWS_OTHER * (players - 2)
        assert (DRAWS_FIRST, DRAWS_SECOND, DRAWS_OTHER) == (1, 2, 3)
        assert len(REINFORCEMENT_IDS) - 2 * players - 4 * per_season >= 0
        s, _ = started(players, 0)
        assert len(s["pile"]) == len(REINFORCEMENT_IDS) - 2 * players


def test_smallest_team_always_covers_the_hand_size():
    """Silver hand sizes must be selectable: a team grows by at least 1 card per season (1st place draws 1)
    and may lose one card to Accident (seasons 2-4) for the season."""
    for season, size in enumerate(HAND_SIZE, start=1):
        smallest_team = 9 + (season - 1)
        accident = 1 if 2 <= season <= 4 else 0
        assert smallest_team - accident >= size
    assert HAND_SIZE[4] == 12  # 'your 12 hand cards' (Climax, 5th season)


# ---------------------------------------------------------------- hand selection


def test_hand_selection_size_comes_from_the_silver_card():
    """Rulebook: 'The number of cards to select varies by season and is indicated on the Silver Season Card.'"""
    s, _ = started(4, 1)
    team = s["team"][0]
    assert refused(s, 0, {"type": "select-hand", "cards": team[:6]}) == "wrong-hand-size"
    assert refused(s, 0, {"type": "select-hand", "cards": team[:8]}) == "wrong-hand-size"
    s2, events = act(s, 0, {"type": "select-hand", "cards": team[: HAND_SIZE[0]]})
    assert types(events) == ["HandSelected"]
    assert GAME.view(s2, 0)["players"][0]["hand"] == team[:7]
    s2, _ = select_all(s2)
    assert s2["hand"][0] == team[:7]


def test_unused_cards_go_face_down_to_the_lodge():
    """Rulebook: 'Place the unused cards face down under your Lodge Card in the Lodge space.'"""
    s, _ = started(4, 1)
    team = s["team"][0]
    s, _ = act(s, 0, {"type": "select-hand", "cards": team[:7]})
    assert GAME.view(s, 0)["players"][0]["lodge_face_down"] == team[7:]
    other = GAME.view(s, 1)["players"][0]
    assert other["lodge_face_down_count"] == 0 and "lodge_face_down" not in other  # sealed until all have chosen
    s, _ = select_all(s)
    assert sorted(s["lodge_down"][0]) == sorted(team[7:])
    other = GAME.view(s, 1)["players"][0]
    assert other["lodge_face_down_count"] == 2 and "lodge_face_down" not in other
    assert GAME.view(s, 0)["players"][0]["lodge_face_down"] == team[7:]


def test_hand_selection_is_simultaneous_and_secret():
    """Rulebook: 'Each player selects the cards they will use for the current season from their team.'
    All players choose at once; nobody sees another's choice."""
    s, _ = started(4, 2)
    assert GAME.to_act(s) == {0, 1, 2, 3}
    s2, events = act(s, 2, {"type": "select-hand", "cards": s["team"][2][:7]})
    assert GAME.to_act(s2) == {0, 1, 3}
    redacted = GAME.redact(events[0], 0)
    assert redacted["data"]["cards"] is None and redacted["seat"] == 2
    assert GAME.redact(events[0], 2)["data"]["cards"] == s["team"][2][:7]
    assert refused(s2, 2, {"type": "select-hand", "cards": s["team"][2][:7]}) == "not-your-turn"


def test_hand_cards_must_come_from_the_team():
    """Rulebook: 'Each player selects the cards ... from their team.'"""
    s, _ = started(4, 2)
    foreign = s["team"][1][:1] + s["team"][0][:6]
    assert refused(s, 0, {"type": "select-hand", "cards": foreign}) == "card-not-in-team"
    dup = [s["team"][0][0]] * 7
    assert refused(s, 0, {"type": "select-hand", "cards": dup}) == "duplicate-cards"


def test_legal_moves_for_hand_selection_are_a_template_and_complete_choices():
    """Choosing 7 of 9 is listed as a template plus complete commands that are accepted as they are."""
    s, _ = started(4, 4)
    moves = GAME.legal_moves(s, 1)
    template = [m for m in moves if m.get("template")]
    team = s["team"][1]
    assert template == [{"type": "select-hand", "template": True, "from": team, "count": 7, "min": 7, "max": 7,
                         "fill": {"shape": "select-hand", "rules": [],
                                  "fields": {"cards": {"kind": "list", "from": team, "min": 7, "max": 7}}}}]
    complete = [m for m in moves if not m.get("template")]
    assert complete
    for m in complete:
        GAME.decide(s, 1, m, random.Random(0))


# ---------------------------------------------------------------- main phase: start card and order


def test_start_card_is_played_first_by_its_holder_and_not_counted_in_hand():
    """Rulebook: 'At the start of each season's Main Phase, the player with the Start Card must play it.' and
    '[The Start Card is not counted in the hand size.]'"""
    s, _ = started(4, 6)
    holder = s["start_holder"]
    s, events = select_all(s)
    assert types(events)[-2:] == ["MainPhaseStarted", "StartCardPlayed"]
    assert events[-1]["seat"] == holder
    assert s["top"]["kind"] == "start" and s["top"]["seat"] == holder
    assert all(len(h) == 7 for h in s["hand"])  # every hand holds exactly the 7 selected playing cards
    assert s["turn"] == (holder + 1) % 4  # 'Other players take turns in a clockwise direction'


def test_after_the_start_card_any_single_but_no_set_or_run():
    """Rulebook: 'The next player can play any number but cannot play a Set or Run.'"""
    s = crafted([["I-red-1"], ["I-red-2", "I-blue-2", "I-red-3", "W-0"], ["I-green-5"], ["I-blue-5"]])
    s = GAME.evolve(s, event("StartCardPlayed", 0))
    assert s["turn"] == 1
    assert refused(s, 1, play("I-red-2", "I-blue-2")) == "wrong-play-type"
    assert refused(s, 1, play("I-red-2", "I-red-3")) == "wrong-play-type"
    s2, _ = act(s, 1, play("W-0"))  # even the weakest number beats the Start Card
    assert s2["top"]["value"] == 0


def test_start_card_beaten_by_any_single_even_when_lower_wins():
    """Rulebook: 'The Start Card is the weakest card with no number.' -- also in Revolution."""
    s = crafted([["I-red-1"], ["C-18", "I-blue-2"], ["I-green-5"]], gold=REVOLUTION, season=2)
    s = GAME.evolve(s, event("StartCardPlayed", 0))
    s2, _ = act(s, 1, play("C-18"))
    assert s2["top"]["value"] == 18


def test_all_passing_on_the_start_card_lets_its_holder_restart():
    """Rulebook: 'When all but one player has passed, the field is reset.' -- also on the Start Card."""
    s = crafted([["I-red-1", "I-red-2"], ["I-blue-2"], ["I-green-5"], ["I-blue-5"]])
    s = GAME.evolve(s, event("StartCardPlayed", 2))
    assert s["turn"] == 3
    s, _ = act(s, 3, PASS)
    s, _ = act(s, 0, PASS)
    s, events = act(s, 1, PASS)
    assert types(events) == ["Passed", "FieldReset"] and events[1]["data"]["lead"] == 2
    assert s["top"] is None


def test_start_card_next_player_in_the_reverse_season_is_counterclockwise():
    """Rulebook: 'Reverse (6VP) The turn order will be counterclockwise instead of normal.'"""
    s = crafted([["I-red-1"], ["I-blue-2"], ["I-green-5"], ["I-blue-5"]], gold=REVERSE, season=2)
    s = GAME.evolve(s, event("StartCardPlayed", 2))
    assert s["turn"] == 1


def test_turns_go_clockwise_by_increasing_seat():
    """Rulebook: 'Other players take turns in a clockwise direction' (clockwise = next seat index)."""
    s = crafted([["I-red-1", "I-red-7"], ["I-red-2", "I-red-6"], ["I-red-3", "I-blue-7"], ["I-red-4", "I-green-7"]],
                turn=2)
    order = []
    for card in ("I-red-3", "I-red-4", "I-red-7", None):
        seat = s["turn"]
        order.append(seat)
        s, _ = act(s, seat, play(card) if card else PASS)
    assert order == [2, 3, 0, 1]


# ---------------------------------------------------------------- main phase: playing


def test_must_play_a_higher_number():
    """Rulebook: 'The played cards must have a higher number than the previously played cards.'"""
    s = crafted([["I-red-5", "I-red-1"], ["I-blue-5", "I-blue-6", "I-blue-4"], ["I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    assert refused(s, 1, play("I-blue-5")) == "must-play-higher"
    assert refused(s, 1, play("I-blue-4")) == "must-play-higher"
    s, _ = act(s, 1, play("I-blue-6"))
    assert s["top"]["value"] == 6


def test_must_play_the_same_type():
    """Rulebook: 'The played cards must be of the same type as the previous play.'"""
    s = crafted([["I-red-2", "I-blue-2", "I-red-1"], ["I-green-5", "I-green-6", "I-red-7"], ["I-green-1"]])
    s, _ = act(s, 0, play("I-red-2", "I-blue-2"))
    assert s["top"]["kind"] == "set"
    assert refused(s, 1, play("I-green-5", "I-green-6")) == "wrong-play-type"  # a run on a set
    assert refused(s, 1, play("I-red-7")) == "wrong-play-type"  # a single on a set


def test_must_play_the_same_quantity():
    """Rulebook: 'The played cards must be of the same quantity as the previous play.'"""
    s = crafted([["I-red-2", "I-blue-2", "I-red-1"],
                 ["I-green-5", "I-yellow-5", "I-blue-5", "I-green-6", "I-yellow-6"], ["I-green-1"]])
    s, _ = act(s, 0, play("I-red-2", "I-blue-2"))
    assert refused(s, 1, play("I-green-5", "I-yellow-5", "I-blue-5")) == "wrong-quantity"
    s, _ = act(s, 1, play("I-green-6", "I-yellow-6"))
    assert s["top"]["count"] == 2


def test_set_is_cards_of_the_same_number():
    """Rulebook: 'Set: ... two cards of the same number make a "2-Set", three of the same make a "3-Set"'."""
    s = crafted([["I-red-3", "I-blue-3", "I-green-3", "I-red-1"], ["I-red-6"], ["I-green-1"]])
    s2, events = act(s, 0, play("I-red-3", "I-blue-3", "I-green-3"))
    assert events[0]["data"]["kind"] == "set" and events[0]["data"]["count"] == 3
    assert events[0]["data"]["value"] == 3


def test_run_is_consecutive_numbers_of_one_colour():
    """Rulebook: 'Run: Play multiple cards of the same color in consecutive numbers.'"""
    s = crafted([["I-red-3", "I-red-4", "I-red-5", "I-blue-6", "I-red-7"], ["I-red-6"], ["I-green-1"]])
    s2, events = act(s, 0, play("I-red-3", "I-red-4", "I-red-5"))
    assert events[0]["data"]["kind"] == "run" and events[0]["data"]["colour"] == "red"
    assert refused(s, 0, play("I-red-4", "I-red-5", "I-blue-6")) == "run-not-one-colour"
    assert refused(s, 0, play("I-red-3", "I-red-5")) == "invalid-combination"  # not consecutive


def test_higher_run_of_same_length_beats_a_run():
    """A run follows a run of the same length with higher numbers."""
    s = crafted([["I-red-3", "I-red-4", "I-red-1"], ["I-blue-3", "I-blue-4", "I-blue-5", "I-blue-6"], ["I-green-1"]])
    s, _ = act(s, 0, play("I-red-3", "I-red-4"))
    assert refused(s, 1, play("I-blue-3", "I-blue-4")) == "must-play-higher"
    assert refused(s, 1, play("I-blue-4", "I-blue-5", "I-blue-6")) == "wrong-quantity"
    s, _ = act(s, 1, play("I-blue-4", "I-blue-5"))
    assert s["top"]["value"] == 4


def test_run_and_set_cannot_be_played_at_the_same_time():
    """Rulebook: 'Note: A run and a set cannot be play at the same time (2-2-3-3)'."""
    s = crafted([["I-red-2", "I-blue-2", "I-red-3", "I-blue-3", "I-red-1"], ["I-red-6"], ["I-green-1"]])
    assert refused(s, 0, play("I-red-2", "I-blue-2", "I-red-3", "I-blue-3")) == "invalid-combination"


def test_played_cards_stay_in_front_of_the_player():
    """Rulebook: 'Each player keeps their played cards in front of them. ... place the new cards on top'."""
    s = crafted([["I-red-2", "I-red-5", "I-red-1"], ["I-blue-3", "I-blue-6"], ["I-green-4", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-2"))
    s, _ = act(s, 1, play("I-blue-3"))
    s, _ = act(s, 2, play("I-green-4"))
    s, _ = act(s, 0, play("I-red-5"))
    assert s["played"][0] == ["I-red-2", "I-red-5"]
    assert GAME.view(s, None)["players"][0]["played"] == ["I-red-2", "I-red-5"]


def test_cards_must_be_in_hand():
    """Only cards from your own hand can be played."""
    s = crafted([["I-red-2", "I-red-1"], ["I-blue-3"], ["I-green-4"]])
    assert refused(s, 0, play("I-blue-3")) == "card-not-in-hand"
    assert refused(s, 0, play("I-red-2", "I-red-2")) == "duplicate-cards"
    assert refused(s, 1, play("I-blue-3")) == "not-your-turn"
    assert refused(s, 0, {"type": "select-hand", "cards": ["I-red-2"]}) == "wrong-phase"
    assert refused(s, 0, {"type": "fly"}) == "unknown-command"


# ---------------------------------------------------------------- pass and reset


def test_passed_player_skips_until_reset():
    """Rulebook: 'A player who has passed skips their turn until the field is reset.'"""
    hands = [["I-red-2", "I-red-5", "I-red-1"], ["I-blue-3", "I-blue-7"], ["I-green-4", "I-green-6", "I-green-1"]]
    s = crafted(hands)
    s, _ = act(s, 0, play("I-red-2"))
    s, _ = act(s, 1, PASS)
    s, _ = act(s, 2, play("I-green-4"))
    s, _ = act(s, 0, play("I-red-5"))
    assert s["turn"] == 2  # seat 1 passed: skipped
    assert GAME.view(s, None)["players"][1]["passed"] is True


def test_reset_when_all_but_one_passed():
    """Rulebook: 'When all but one player has passed, the field is reset. Each player moves all their played
    cards to their Lodge space ... keep them face up. ... The player who did not pass restarts the turn. Since
    no cards are on the field, they can play any number, type, and quantity of cards.'"""
    hands = [["I-red-6", "I-red-1", "I-blue-1"], ["I-blue-3", "I-blue-7", "I-blue-2"], ["I-green-4", "I-green-2"]]
    s = crafted(hands)
    s, _ = act(s, 0, play("I-red-1"))
    s, _ = act(s, 1, play("I-blue-3"))
    s, _ = act(s, 2, PASS)
    s, events = act(s, 0, PASS)
    assert types(events) == ["Passed", "FieldReset"]
    assert events[1]["data"]["lead"] == 1 and s["turn"] == 1
    assert s["top"] is None and s["passed"] == [False, False, False]
    assert s["lodge_up"] == [["I-red-1"], ["I-blue-3"], []] and s["played"] == [[], [], []]
    assert GAME.view(s, 2)["players"][0]["lodge_face_up"] == ["I-red-1"]  # face up: public
    # the restarting player may play anything, even a number lower than before
    assert {"type": "play", "cards": ["I-blue-2"]} in GAME.legal_moves(s, 1)
    assert PASS not in GAME.legal_moves(s, 1)
    assert refused(s, 1, PASS) == "must-lead"
    s, _ = act(s, 1, play("I-blue-2"))
    assert s["top"]["value"] == 2


def test_first_place_last_card_stays_and_first_place_is_skipped():
    """Rulebook: 'The first player to get rid of their hand becomes the 1st place for the season. The last card
    played by the 1st place player remains on the field until reset. Skip the 1st place player's turn'."""
    hands = [["I-red-5"], ["I-blue-3", "I-blue-6"], ["I-green-2", "I-green-7"], ["I-yellow-1", "I-yellow-2"]]
    s = crafted(hands)
    s, events = act(s, 0, play("I-red-5"))
    assert types(events) == ["CardsPlayed", "PlayerFinished"]
    assert events[1]["data"] == {"place": 1}
    assert s["top"]["cards"] == ["I-red-5"] and s["turn"] == 1
    s, _ = act(s, 1, play("I-blue-6"))
    s, _ = act(s, 2, play("I-green-7"))
    s, _ = act(s, 3, PASS)
    assert s["turn"] == 1  # seat 0 is skipped
    assert s["played"][0] == ["I-red-5"]


def test_all_pass_on_first_place_card_resets_and_left_of_first_place_restarts():
    """Rulebook: 'If all remaining players pass on the 1st place player's last played card, reset the field and
    restart the turn from the player to the left of the 1st place player.'"""
    hands = [["I-red-2", "I-red-7"], ["I-blue-3", "I-blue-6"], ["I-green-2", "I-green-7"], ["I-yellow-1", "I-red-1"]]
    s = crafted(hands, turn=3)
    s, _ = act(s, 3, play("I-yellow-1"))
    s, _ = act(s, 0, play("I-red-2"))
    s, _ = act(s, 1, PASS)
    s, _ = act(s, 2, PASS)
    s, _ = act(s, 3, PASS)
    assert s["top"] is None and s["turn"] == 0  # ordinary reset first: seat 0 restarts
    s, events = act(s, 0, play("I-red-7"))  # seat 0 goes out: 1st place
    assert types(events) == ["CardsPlayed", "PlayerFinished"]
    s, _ = act(s, 1, PASS)
    s, _ = act(s, 2, PASS)
    s, events = act(s, 3, PASS)
    assert types(events) == ["Passed", "FieldReset"]
    assert events[1]["data"]["lead"] == 1  # the player to the left of seat 0


def test_reverse_season_restart_still_goes_to_the_left_of_first_place():
    """Rulebook: 'If all remaining players pass on the 1st place player's last played card, reset the field and
    restart the turn from the player to the left of the 1st place player.' and Reverse: 'The turn order will be
    counterclockwise instead of normal.' (the turn order turns; the player to the left stays seat + 1)"""
    hands = [["I-red-7"], ["I-blue-3", "I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-red-1"]]
    s = crafted(hands, gold=REVERSE, season=2, turn=0)
    s, events = act(s, 0, play("I-red-7"))  # seat 0 goes out: 1st place
    assert types(events) == ["CardsPlayed", "PlayerFinished"] and s["turn"] == 3  # counterclockwise
    s, _ = act(s, 3, PASS)
    s, _ = act(s, 2, PASS)
    s, events = act(s, 1, PASS)
    assert types(events) == ["Passed", "FieldReset"]
    assert events[1]["data"]["lead"] == 1 and s["turn"] == 1  # to the left of seat 0, not its right (seat 3)
    # the same when 1st place goes out on a reset icon
    hands = [["R-red-08"], ["I-blue-3", "I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-red-1"]]
    s = crafted(hands, gold=REVERSE, season=2, turn=0)
    s, events = act(s, 0, play("R-red-08"))
    assert types(events) == ["CardsPlayed", "PlayerFinished", "FieldReset"] and events[2]["data"]["lead"] == 1


def test_beating_first_place_card_then_all_others_pass_resets_to_that_player():
    """Rulebook: 'continue with the other players as usual' -- 'When all but one player has passed, the field
    is reset' and that player restarts."""
    hands = [["I-red-5"], ["I-blue-3", "I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-yellow-2"]]
    s = crafted(hands)
    s, _ = act(s, 0, play("I-red-5"))
    s, _ = act(s, 1, play("I-blue-6"))
    s, _ = act(s, 2, PASS)
    s, events = act(s, 3, PASS)
    assert types(events) == ["Passed", "FieldReset"] and events[1]["data"]["lead"] == 1


def test_second_place_ends_the_main_phase_immediately():
    """Rulebook: 'When the second player to get rid of their hand (2nd place) appears, the Main Phase ends
    immediately.'"""
    hands = [["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-yellow-2"]]
    s = crafted(hands)
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("I-blue-6"))
    assert types(events)[:4] == ["CardsPlayed", "PlayerFinished", "SeasonEnded", "ReinforcementsDrawn"]
    assert events[2]["data"]["first"] == 0 and events[2]["data"]["second"] == 1
    assert types(events)[4] == "SeasonStarted" and s["season"] == 2
    # seats 2 and 3 never got another turn: their cards went straight back to their teams
    assert "I-green-2" in s["team"][2] and "I-yellow-1" in s["team"][3]


# ---------------------------------------------------------------- end phase and game end


def test_end_phase_rewards_and_team_carries_over():
    """Rulebook: '1st Place Player: Receives the Gold Season Card ... gains the VP ... Receives the Start Card
    ... Draws 1 Reinforcement Card ... 2nd Place Player: ... Silver Season Card ... Draws 2 ... Other Players:
    Draw 3' and 'Each player's team is not reset and carries over to the next season.'"""
    hands = [["I-red-1", "I-red-5"], ["I-blue-6", "I-blue-2"], ["I-green-2", "I-green-1"], ["I-yellow-2"]]
    s = crafted(hands, start_holder=2, lodge=[["W-3"], [], ["C-12"], []])
    before = [sorted(rules.owned(s, i)) for i in range(4)]
    pile_before = len(s["pile"])
    s, _ = act(s, 0, play("I-red-1"))
    s, _ = act(s, 1, PASS)
    s, _ = act(s, 2, PASS)
    s, _ = act(s, 3, play("I-yellow-2"))  # 1st place
    assert s["places"] == [3] and s["turn"] == 0
    s, _ = act(s, 0, play("I-red-5"))  # 2nd place
    assert s["season"] == 2
    hist = s["history"][0]
    assert (hist["first"], hist["second"]) == (3, 0)
    assert s["vp"][3]["gold"] == GOLD_VP[STANDARD] == 5 and s["vp"][0]["silver"] == SILVER_VP[0]
    assert s["start_holder"] == 3
    draws = [len(rules.owned(s, i)) - len(before[i]) for i in range(4)]
    assert draws == [2, 3, 3, 1]
    assert pile_before - len(s["pile"]) == 9
    for i in range(4):  # every old card is back in the team, plus the drawn ones
        assert set(before[i]) <= set(s["team"][i]) and len(s["team"][i]) == len(before[i]) + draws[i]
        assert all(not CARDS[c].initial for c in set(s["team"][i]) - set(before[i]))
    assert_accounted(s)


def test_draws_are_safe_when_the_pile_runs_out():
    """A short draw pile gives what it has (the reconstructed deck never runs short with 4 players)."""
    hands = [["I-red-5"], ["I-blue-6"], ["I-green-2"], ["I-yellow-1"]]
    s = crafted(hands)
    s["lodge_down"][2] = s["pile"][2:]
    s["pile"] = s["pile"][:2]
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("I-blue-6"))
    drawn = next(e for e in events if e["type"] == "ReinforcementsDrawn")["data"]["counts"]
    assert sum(drawn) == 2 and drawn[0] == 1 and s["pile"] == []
    assert_accounted(s)


def test_game_ends_after_five_seasons_highest_vp_wins():
    """Rulebook: 'After five seasons, the player with the highest total VP from the Season Cards wins the
    game.'"""
    vp = [{"gold": 5, "silver": 0, "climax_bonus": 0}, {"gold": 0, "silver": 3, "climax_bonus": 0},
          {"gold": 17, "silver": 0, "climax_bonus": 0}]
    s = crafted([["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"]], gold=CLIMAX, season=5, vp=vp,
                announced=[14, 12, 12])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("I-blue-6"))
    assert types(events)[-3:] == ["SeasonEnded", "ReinforcementsDrawn", "GameEnded"]
    assert GAME.to_act(s) == set()
    res = GAME.result(s)
    # seat 0: 5 + Climax 10 + (14 - 12) = 17; seat 1: 3 + 5 (5th silver) = 8; seat 2: 17
    assert res.scores["0"]["total"] == 17 and res.scores["0"]["climax_bonus"] == 2
    assert res.scores["1"]["total"] == 3 + SILVER_VP[4]
    assert res.scores["2"]["total"] == 17
    # 17 vs 17: 'the player with the most cards in their team wins' -- seat 2 holds 2 + 3 drawn, seat 0 1 + 1
    assert res.scores["2"]["team_size"] == 5 and res.scores["0"]["team_size"] == 2
    assert res.ranking == [[2], [0], [1]]
    assert refused(s, 0, PASS) == "game-over"


def test_tie_on_vp_and_team_size_shares_the_victory():
    """Rulebook: 'In case of a tie, the player with the most cards in their team wins. If still tied, share
    the victory.'"""
    vp = [{"gold": 0, "silver": 0, "climax_bonus": 0}, {"gold": 5, "silver": 0, "climax_bonus": 0},
          {"gold": 10, "silver": 0, "climax_bonus": 0}]
    # teams of 3, 2 and 1 cards; the season rewards (1, 2 and 3 cards) even them out at 4
    s = crafted([["I-red-5"], ["I-blue-6"], ["I-green-2"]], gold=CLIMAX, season=5, vp=vp,
                announced=[12, 12, 12], lodge=[["W-3", "C-12"], ["I-blue-1"], []])
    s, _ = act(s, 0, play("I-red-5"))  # 10 VP
    s, _ = act(s, 1, play("I-blue-6"))  # 5 + 5 VP
    res = GAME.result(s)
    assert [res.scores[str(i)]["total"] for i in range(3)] == [10, 10, 10]
    assert [res.scores[str(i)]["team_size"] for i in range(3)] == [4, 4, 4]
    assert res.ranking == [[0, 1, 2]]


def test_season_rewards_after_the_fifth_season_count_in_the_tie_break():
    """Rulebook: 'As the season ends, each player receives their season rewards.' (1st place 'Draws 1
    Reinforcement Card', 2nd place 'Draws 2', 'Other Players: Draw 3') and 'After five seasons ... In case of a
    tie, the player with the most cards in their team wins.'"""
    vp = [{"gold": 0, "silver": 0, "climax_bonus": 0}, {"gold": 0, "silver": 0, "climax_bonus": 0},
          {"gold": 10, "silver": 0, "climax_bonus": 0}]
    # seat 0 (1st place) owns 3 cards, seat 2 owns 2: before the rewards seat 0 leads the tie-break
    s = crafted([["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"]], gold=CLIMAX, season=5, vp=vp,
                announced=[12, 12, 12], lodge=[["W-3", "C-12"], [], []])
    s, _ = act(s, 0, play("I-red-5"))  # 1st place: 10 VP
    s, events = act(s, 1, play("I-blue-6"))  # 2nd place: the season and the game end
    drawn = next(e for e in events if e["type"] == "ReinforcementsDrawn")["data"]["counts"]
    assert drawn == [DRAWS_FIRST, DRAWS_SECOND, DRAWS_OTHER] == [1, 2, 3]
    res = GAME.result(s)
    assert res.scores["0"]["total"] == res.scores["2"]["total"] == 10
    assert res.scores["0"]["team_size"] == 3 + 1 and res.scores["2"]["team_size"] == 2 + 3
    assert res.ranking[0] == [2]
    assert_accounted(s)


# ---------------------------------------------------------------- reinforcement card icons


def test_reset_icon_resets_the_field_immediately():
    """Rulebook: 'Reset Icon: Immediately reset the field when this card is played.' (the player restarts)"""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-08", "I-blue-2", "I-blue-3"], ["I-green-2", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("R-blue-08"))
    assert types(events) == ["CardsPlayed", "FieldReset"] and events[0]["data"]["effect"] == "reset"
    assert s["top"] is None and s["turn"] == 1 and s["lodge_up"][1] == ["R-blue-08"]


def test_reset_icon_on_the_last_card_goes_out_and_the_next_player_restarts():
    """Rulebook: 'the special effect is mandatory' -- the field resets even as the player goes out."""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-08"], ["I-green-2", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("R-blue-08"))
    assert types(events) == ["CardsPlayed", "PlayerFinished", "FieldReset"]
    assert events[2]["data"]["lead"] == 2


def test_discard_icon_discards_a_chosen_card_face_up():
    """Rulebook: 'Discard Icon: Immediately choose and discard one card from your hand face up to the Lodge.'
    and 'When you play a card with an icon, the special effect is mandatory.'"""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-10", "I-blue-2", "I-blue-3"], ["I-green-2", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("R-blue-10"))
    assert events[0]["data"]["effect"] == "discard"
    assert GAME.to_act(s) == {1}
    assert sorted(GAME.legal_moves(s, 1), key=str) == [
        {"type": "discard", "card": "I-blue-2"}, {"type": "discard", "card": "I-blue-3"}]
    assert refused(s, 1, PASS) == "discard-pending"
    assert refused(s, 1, play("I-blue-3")) == "discard-pending"
    assert refused(s, 1, {"type": "discard", "card": "I-red-1"}) == "card-not-in-hand"
    assert refused(s, 2, {"type": "discard", "card": "I-green-1"}) == "not-your-turn"
    s, events = act(s, 1, {"type": "discard", "card": "I-blue-2"})
    assert types(events) == ["CardDiscarded"]
    assert s["lodge_up"][1] == ["I-blue-2"] and s["hand"][1] == ["I-blue-3"] and s["turn"] == 2
    assert "I-blue-2" in json.dumps(GAME.view(s, 0))  # face up: public


def test_discard_icon_can_empty_the_hand():
    """Rulebook: 'You can get rid of your hand this way.'"""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-10", "I-blue-2"], ["I-green-2", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, _ = act(s, 1, play("R-blue-10"))
    s, events = act(s, 1, {"type": "discard", "card": "I-blue-2"})
    assert types(events) == ["CardDiscarded", "PlayerFinished"] and s["places"] == [1]


def test_discard_icon_on_the_last_card_is_not_possible_and_skipped():
    """Rulebook: 'You must do so if it's technically possible.' -- with no card left there is nothing to
    discard."""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-10"], ["I-green-2", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("R-blue-10"))
    assert events[0]["data"]["effect"] is None
    assert types(events) == ["CardsPlayed", "PlayerFinished"] and s["pending_discard"] is None


def test_reverse_icon_requires_lower_numbers_until_the_next_reset():
    """Rulebook: 'Reverse Icon: ... the strength of the numbers will be reversed until the next reset. From now
    on, you will have to play a number lower than the card played before.'"""
    s = crafted([["I-red-5", "I-red-1"], ["R-blue-09", "I-blue-2", "I-blue-3"],
                 ["I-green-2", "C-12", "I-green-7", "I-green-1"]])
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("R-blue-09"))
    assert events[0]["data"]["effect"] == "reverse" and s["reversed"] is True
    assert refused(s, 2, play("C-12")) == "must-play-higher"
    s, _ = act(s, 2, play("I-green-7"))
    s, _ = act(s, 0, PASS)
    s, _ = act(s, 1, PASS)  # all but seat 2 passed: reset
    assert s["top"] is None and s["reversed"] is False
    s, _ = act(s, 2, play("I-green-1"))
    assert rules.inverted(s) is False


def test_only_the_highest_numbered_icon_takes_effect():
    """Rulebook: 'If you play multiple cards with special effect icons at the same time, only the effect of the
    card with the highest number will be activated. The order of priority is 10-9-8'."""
    s = crafted([["R-red-08", "R-red-09", "R-red-10", "I-red-1"], ["I-blue-2"], ["I-green-2"]])
    _, events = act(s, 0, play("R-red-08", "R-red-09", "R-red-10"))
    assert events[0]["data"]["effect"] == "discard" and "FieldReset" not in types(events)
    s2, events = act(s, 0, play("R-red-08", "R-red-09"))
    assert events[0]["data"]["effect"] == "reverse" and "FieldReset" not in types(events)
    assert s2["reversed"] is True


def test_icon_priority_holds_in_revolution_and_after_reverse():
    """Rulebook: 'The order of priority is 10-9-8, even in the "Revolution" season or after reverse icon was
    played.'"""
    s = crafted([["R-red-08", "R-red-09", "I-red-1"], ["I-blue-2"], ["I-green-2"]], gold=REVOLUTION, season=2)
    _, events = act(s, 0, play("R-red-08", "R-red-09"))
    assert events[0]["data"]["effect"] == "reverse"  # 9 outranks 8 although 8 is 'stronger' this season
    s = crafted([["R-red-09", "R-red-10", "I-red-1"], ["I-blue-2"], ["I-green-2"]])
    s["reversed"] = True
    _, events = act(s, 0, play("R-red-09", "R-red-10"))
    assert events[0]["data"]["effect"] == "discard"


def test_same_value_icons_activate_once():
    """Rulebook: 'If you play multiple cards of the same value (10-10) the effect is only activated once.'"""
    s = crafted([["R-red-09", "R-blue-09", "I-red-1"], ["I-blue-2"], ["I-green-2"]])
    s2, _ = act(s, 0, play("R-red-09", "R-blue-09"))
    assert s2["reversed"] is True  # toggled once, not twice
    s = crafted([["R-red-10", "R-blue-10", "I-red-1", "I-red-2"], ["I-blue-2"], ["I-green-2"]])
    s2, _ = act(s, 0, play("R-red-10", "R-blue-10"))
    s2, _ = act(s2, 0, {"type": "discard", "card": "I-red-1"})
    assert s2["hand"][0] == ["I-red-2"] and s2["turn"] == 1  # one discard only


# ---------------------------------------------------------------- special reinforcement cards


def test_wild_colour_cards_play_as_any_colour_in_runs_and_in_sets_and_singles():
    """Rulebook: 'They can be played as any color. You can use them as a set, run and single.'"""
    s = crafted([["W-3", "I-red-4", "I-red-5", "I-blue-4", "I-blue-3", "I-green-1"], ["I-blue-7"], ["I-green-2"]])
    _, events = act(s, 0, play("W-3", "I-red-4", "I-red-5"))
    assert events[0]["data"]["kind"] == "run" and events[0]["data"]["colour"] == "red"
    _, events = act(s, 0, play("W-3", "I-blue-4"))
    assert events[0]["data"]["colour"] == "blue"
    _, events = act(s, 0, play("W-3", "I-blue-3"))
    assert events[0]["data"]["kind"] == "set"
    _, events = act(s, 0, play("W-3"))
    assert events[0]["data"]["kind"] == "single"


def test_run_of_wild_cards_may_declare_a_colour():
    """A run made only of wild colour cards: 'They can be played as any color.'"""
    s = crafted([["W-3", "W-4", "I-green-1"], ["I-blue-7"], ["I-green-2"]])
    _, events = act(s, 0, play("W-3", "W-4", colour="yellow"))
    assert events[0]["data"]["colour"] == "yellow"
    s = crafted([["W-3", "I-red-4", "I-green-1"], ["I-blue-7"], ["I-green-2"]])
    assert refused(s, 0, play("W-3", "I-red-4", colour="blue")) == "bad-colour"


def test_colourless_cards_cannot_be_in_a_run():
    """Rulebook: 'The following cards are colorless and cannot be played in a run.'"""
    s = crafted([["R-red-11", "C-12", "C-13", "M-02", "I-red-3", "D-04", "I-red-5", "I-green-1"], ["I-blue-7"],
                 ["I-green-2"]])
    assert refused(s, 0, play("R-red-11", "C-12")) == "colourless-in-run"
    assert refused(s, 0, play("C-12", "C-13")) == "colourless-in-run"
    assert refused(s, 0, play("M-02", "I-red-3")) == "colourless-in-run"
    assert refused(s, 0, play("I-red-3", "D-04", "I-red-5")) == "colourless-in-run"


def test_set_of_two_counts_as_two_cards_of_its_number():
    """Rulebook: 'Cards with this icon are treated as a set of two cards with the same number. You may combine
    it with other cards of the same number to create a bigger set. Normally, this card can't be play as
    single.'"""
    s = crafted([["I-red-4", "I-blue-4", "I-red-1"], ["D-05", "I-red-5", "I-red-6"], ["I-green-2"]])
    s, _ = act(s, 0, play("I-red-4", "I-blue-4"))
    s2, events = act(s, 1, play("D-05"))
    assert events[0]["data"]["kind"] == "set" and events[0]["data"]["count"] == 2
    assert refused(s, 1, play("D-05", "I-red-5")) == "wrong-quantity"  # that is a 3-set
    s = crafted([["I-red-4", "I-blue-4", "I-green-4", "I-red-1"], ["D-05", "I-red-5", "I-red-6"], ["I-green-2"]])
    s, _ = act(s, 0, play("I-red-4", "I-blue-4", "I-green-4"))
    _, events = act(s, 1, play("D-05", "I-red-5"))
    assert events[0]["data"]["count"] == 3 and events[0]["data"]["value"] == 5
    s = crafted([["I-red-4", "I-red-1"], ["D-05", "I-red-6"], ["I-green-2"]])
    s, _ = act(s, 0, play("I-red-4"))
    assert refused(s, 1, play("D-05")) == "wrong-play-type"  # not a single
    assert {"type": "play", "cards": ["D-05"]} not in GAME.legal_moves(s, 1)


def test_three_mountain_cards_ignore_the_previous_play():
    """Rulebook: 'If you have three cards with this icon, you can play them all at once. It that case, the
    number, play method, and number of the card played before will be ignored.'"""
    s = crafted([["I-red-7", "I-blue-7", "I-green-7", "I-red-1"], ["M-01", "M-02", "M-03", "I-blue-1"],
                 ["I-green-2"]])
    s, _ = act(s, 0, play("I-red-7", "I-blue-7", "I-green-7"))
    s, events = act(s, 1, play("M-01", "M-02", "M-03"))
    assert events[0]["data"]["kind"] == "mountain"
    s = crafted([["C-18", "I-red-1"], ["M-01", "M-02", "M-03", "I-blue-1"], ["I-green-2"]], gold=REVOLUTION, season=2)
    s, _ = act(s, 0, play("I-red-1"))  # the strongest single in Revolution
    s, events = act(s, 1, play("M-01", "M-02", "M-03"))
    assert events[0]["data"]["kind"] == "mountain"


def test_mountain_triple_is_beaten_only_by_three_other_mountain_cards():
    """Rulebook: 'If 3 cards with this icon are played, the only way to beat it is to play 3 other cards with
    this icon.'"""
    s = crafted([["M-01", "M-02", "M-03", "I-red-1"], ["C-18", "I-red-7", "I-blue-7", "I-green-7"],
                 ["M-04", "M-05", "M-06", "I-green-1"]])
    s, _ = act(s, 0, play("M-01", "M-02", "M-03"))
    assert refused(s, 1, play("C-18")) == "mountain-only"
    assert refused(s, 1, play("I-red-7", "I-blue-7", "I-green-7")) == "mountain-only"
    assert [m for m in GAME.legal_moves(s, 1)] == [PASS]
    s, _ = act(s, 1, PASS)
    s, events = act(s, 2, play("M-04", "M-05", "M-06"))
    assert events[0]["data"]["kind"] == "mountain"


def test_a_single_mountain_card_is_an_ordinary_card_of_its_number():
    """Mountain cards outside a triple play as their number (singles, sets)."""
    s = crafted([["I-red-1", "I-red-2"], ["M-03", "I-blue-3", "I-blue-7"], ["I-green-2"]])
    s, _ = act(s, 0, play("I-red-1"))
    _, events = act(s, 1, play("M-03"))
    assert (events[0]["data"]["kind"], events[0]["data"]["value"]) == ("single", 3)
    assert refused(s, 1, play("M-03", "I-blue-3")) == "wrong-play-type"  # a 2-set, not a single
    s = crafted([["I-red-1", "I-red-2"], ["M-03", "I-blue-3", "I-blue-7"], ["I-green-2"]], turn=1)
    _, events = act(s, 1, play("M-03", "I-blue-3"))
    assert (events[0]["data"]["kind"], events[0]["data"]["count"]) == ("set", 2)


# ---------------------------------------------------------------- season cards


def test_reverse_season_turn_order_is_counterclockwise():
    """Rulebook: 'Reverse (6VP) The turn order will be counterclockwise instead of normal.'"""
    s = crafted([["I-red-1", "I-red-7"], ["I-red-2", "I-red-6"], ["I-red-3", "I-blue-7"], ["I-red-4", "I-green-7"]],
                gold=REVERSE, season=2, turn=0)
    s, _ = act(s, 0, play("I-red-1"))
    assert s["turn"] == 3
    s, _ = act(s, 3, play("I-red-4"))
    assert s["turn"] == 2


def test_no_set_season_forbids_sets_but_allows_runs_and_set_of_two_singles():
    """Rulebook: 'No Set (7VP) Sets cannot be played this season (runs are allowed). Cards with the icon (Set of
    two) can be played as singles for this season only.'"""
    s = crafted([["I-red-4", "I-blue-4", "I-red-5", "I-red-1"], ["D-06", "I-blue-7"], ["I-green-2"]],
                gold=NO_SET, season=2)
    assert refused(s, 0, play("I-red-4", "I-blue-4")) == "no-sets-this-season"
    _, events = act(s, 0, play("I-red-4", "I-red-5"))
    assert events[0]["data"]["kind"] == "run"
    s, _ = act(s, 0, play("I-red-4"))
    s, events = act(s, 1, play("D-06"))
    assert events[0]["data"]["kind"] == "single" and events[0]["data"]["value"] == 6
    pair = crafted([["I-red-4", "I-blue-4"], ["I-red-1"], ["I-red-2"]], gold=NO_SET, season=2)
    assert sorted(m["cards"] for m in GAME.legal_moves(pair, 0)) == [["I-blue-4"], ["I-red-4"]]


def test_transfer_season_passes_one_card_to_the_left_simultaneously():
    """Rulebook: 'Before the hand selection phase, each player simultaneously selects one card from their team
    and passes it to the player on their left. Each player adds the card received from the player on their
    right to their team. The cards added this way can also be selected during the hand selection.'"""
    hands = [["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-yellow-2"]]
    s = crafted(hands, next_gold=TRANSFER)
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("I-blue-6"))
    assert s["phase"] == "transfer" and types(events)[-1] == "SeasonStarted"
    assert GAME.to_act(s) == {0, 1, 2, 3}
    gifts = {seat: s["team"][seat][0] for seat in range(4)}
    assert {m["card"] for m in GAME.legal_moves(s, 2)} == set(s["team"][2])
    all_events = []
    for seat in (3, 1, 0):
        s, evs = act(s, seat, {"type": "transfer-card", "card": gifts[seat]})
        all_events += evs
        assert types(evs) == ["TransferCardChosen"]
        assert GAME.redact(evs[0], (seat + 1) % 4)["data"]["card"] is None  # secret until all chose
    assert refused(s, 2, {"type": "transfer-card", "card": gifts[0]}) == "card-not-in-team"
    s, evs = act(s, 2, {"type": "transfer-card", "card": gifts[2]})
    assert types(evs) == ["TransferCardChosen", "CardsTransferred"]
    assert s["phase"] == "select"
    for seat in range(4):
        left = (seat + 1) % 4
        assert gifts[seat] in s["team"][left] and gifts[seat] not in s["team"][seat]
        seen = GAME.redact(evs[1], left)["data"]["cards"]
        assert seen[seat] == gifts[seat] and sum(c is not None for c in seen) == 1
    assert GAME.redact(evs[1], None)["data"]["cards"] == [None] * 4
    # the received card can be selected for this season's hand
    received = gifts[3]
    team = s["team"][0]
    others = [c for c in team if c != received]
    size = rules.hand_size_bounds(s, 0)[0]
    s2, _ = act(s, 0, {"type": "select-hand", "cards": [received, *others[: size - 1]]})
    assert received in GAME.view(s2, 0)["players"][0]["hand"]


def test_up_to_two_season_limits_plays_to_two_cards():
    """Rulebook: 'The number of cards that can be played is limited to 2. Sets or runs of 3 cards cannot be
    played. Three cards with the mountain cards cannot be played neither. However ... it's possible to play a
    set of three number by playing a card with the "set of two" icon.'"""
    s = crafted([["I-red-4", "I-blue-4", "I-green-4", "I-red-5", "I-red-6", "M-01", "M-02", "M-03", "D-04"],
                 ["I-blue-7"], ["I-green-2"]], gold=UP_TO_2, season=2)
    assert refused(s, 0, play("I-red-4", "I-blue-4", "I-green-4")) == "too-many-cards"
    assert refused(s, 0, play("I-red-4", "I-red-5", "I-red-6")) == "too-many-cards"
    assert refused(s, 0, play("M-01", "M-02", "M-03")) == "too-many-cards"
    _, events = act(s, 0, play("D-04", "I-red-4"))
    assert events[0]["data"]["kind"] == "set" and events[0]["data"]["count"] == 3
    assert all(len(m.get("cards", [])) <= 2 for m in GAME.legal_moves(s, 0))


def test_accident_puts_one_random_card_of_each_team_in_the_lodge_for_the_season():
    """Rulebook: 'each player draws one card randomly from the shuffled deck. The drawn card is placed in the
    lodge. That card will no longer be available for the current season.'"""
    hands = [["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"], ["I-yellow-1", "I-yellow-2", "I-yellow-3"]]
    s = crafted(hands, next_gold=ACCIDENT)
    s, _ = act(s, 0, play("I-red-5"))
    s, events = act(s, 1, play("I-blue-6"))
    assert types(events)[-2:] == ["SeasonStarted", "AccidentHappened"]
    lost = events[-1]["data"]["cards"]
    for seat in range(4):
        assert lost[seat] in s["lodge_down"][seat] and lost[seat] not in s["team"][seat]
        assert len(s["lodge_down"][seat]) == 1
    assert GAME.redact(events[-1], 2)["data"]["cards"] == [None, None, lost[2], None]
    size = rules.hand_size_bounds(s, 3)[0]
    attempt = [lost[3], *s["team"][3][: size - 1]]
    assert refused(s, 3, {"type": "select-hand", "cards": attempt}) == "card-not-in-team"
    # different rng draws pick different cards: the draw is random
    picks = set()
    before_end, _ = act(crafted(hands, next_gold=ACCIDENT), 0, play("I-red-5"))
    for seed in range(12):
        evs = GAME.decide(before_end, 1, play("I-blue-6"), random.Random(seed))
        picks.add(evs[-1]["data"]["cards"][3])
    assert len(picks) > 1


def test_revolution_reverses_strength_and_a_reverse_icon_flips_it_back():
    """Rulebook: 'In this season, the strength of the cards is reversed. The smaller the numerical value, the
    stronger the card.' and 'If reverse icon is played during this season, the effect is reversed.'"""
    s = crafted([["I-red-5", "I-red-1"], ["I-blue-6", "I-blue-4", "R-blue-09", "I-blue-1"],
                 ["I-green-7", "I-green-2", "I-green-3"]], gold=REVOLUTION, season=2)
    s, _ = act(s, 0, play("I-red-5"))
    assert refused(s, 1, play("I-blue-6")) == "must-play-higher"
    s, _ = act(s, 1, play("I-blue-4"))
    s, _ = act(s, 2, play("I-green-3"))
    s, _ = act(s, 0, PASS)
    assert refused(s, 1, play("R-blue-09")) == "must-play-higher"  # 9 is weaker than 3 this season
    s, _ = act(s, 1, play("I-blue-1"))
    s, _ = act(s, 2, PASS)  # all but seat 1 passed: reset
    assert s["top"] is None
    s, _ = act(s, 1, play("R-blue-09"))
    assert rules.inverted(s) is False  # back to normal: higher wins
    assert refused(s, 2, play("I-green-2")) == "must-play-higher"


def test_climax_adds_any_number_of_cards_and_announces_hand_sizes():
    """Rulebook: 'you can add as many card as you want to your 12 hand cards (from your team).' and 'Player must
    announce the number of cards in the hand before starting the main phase.'"""
    pool = [c for c in ALL_IDS if not CARDS[c].mountain]
    teams = [pool[0:15], pool[15:29], pool[29:42]]
    s = crafted(teams=teams, phase="select", gold=CLIMAX, season=5)
    moves = GAME.legal_moves(s, 0)
    template = next(m for m in moves if m.get("template"))
    assert (template["min"], template["max"]) == (12, 15)
    assert refused(s, 0, {"type": "select-hand", "cards": teams[0][:11]}) == "wrong-hand-size"
    s, events = act(s, 0, {"type": "select-hand", "cards": teams[0][:15]})
    assert GAME.redact(events[0], 1)["data"] == {"cards": None, "count": None}  # not yet announced
    s, _ = act(s, 1, {"type": "select-hand", "cards": teams[1][:12]})
    s, events = act(s, 2, {"type": "select-hand", "cards": teams[2][:13]})
    announce = next(e for e in events if e["type"] == "MainPhaseStarted")
    assert GAME.redact(announce, 1)["data"]["hand_sizes"] == [15, 12, 13]
    assert [p["announced_hand_size"] for p in GAME.view(s, None)["players"]] == [15, 12, 13]


def _climax_selection_as_others_see_it(size):
    """Everything seats 1-3 and a spectator get while seat 0 has selected a Climax hand of ``size`` and the others
    still choose: views, redacted events with their summaries, move labels, and the hard bot's sampled worlds."""
    pool = [c for c in ALL_IDS if not CARDS[c].mountain]
    teams = [pool[0:15], pool[15:28], pool[28:41], pool[41:54]]
    s = crafted(teams=teams, phase="select", gold=CLIMAX, season=5)
    seen = []
    for seat, cards in [(0, teams[0][:size]), (1, teams[1][:12]), (2, teams[2][:13])]:
        s, events = act(s, seat, {"type": "select-hand", "cards": cards})
        assert "MainPhaseStarted" not in types(events)
        for viewer in (1, 2, 3, None):
            redacted = [GAME.redact(e, viewer) for e in events]
            seen.append((viewer, GAME.view(s, viewer), redacted, [GAME.summarize(e) for e in redacted]))
            if viewer is not None:
                labels = [GAME.describe_move(GAME.view(s, viewer), viewer, m) for m in GAME.legal_moves(s, viewer)]
                worlds = [GAME.determinize(s, viewer, random.Random(k)) for k in (1, 2)]
                seen.append((viewer, labels, worlds))
    return s, seen


def test_a_climax_hand_size_stays_sealed_until_every_seat_has_chosen():
    """Rulebook: 'you can add as many card as you want to your 12 hand cards (from your team).' and 'Player must
    announce the number of cards in the hand before starting the main phase.' The size is announced when the
    Main Phase starts: until the last seat has chosen, nothing another seat or a spectator gets (views, events,
    summaries, labels, the hard bot's sampled worlds) differs between a hand of 12 and one of 15."""
    s12, seen12 = _climax_selection_as_others_see_it(12)
    s15, seen15 = _climax_selection_as_others_see_it(15)
    for a, b in zip(seen12, seen15, strict=True):
        assert a == b, f"seat {a[0]} can tell the sizes apart"
    for s, size in ((s12, 12), (s15, 15)):
        own = GAME.view(s, 0)["players"][0]  # the chooser sees its choice as made
        assert (own["hand_count"], own["lodge_face_down_count"], own["team"]) == (size, 15 - size, [])
        s, events = act(s, 3, {"type": "select-hand", "cards": s["team"][3][:12]})
        assert GAME.redact(events[-2], 1)["data"]["hand_sizes"] == [size, 12, 13, 12]
        other = GAME.view(s, 1)["players"][0]
        assert (other["hand_count"], other["lodge_face_down_count"]) == (size, 15 - size)
        assert_accounted(s)


def test_climax_winner_scores_ten_plus_added_cards():
    """Rulebook: 'the winner will collect 10 + the number of cards he adds to his hand (ex: Player chooses to
    play with 17 cards; 17-12 = 5; 10 + 5 VP).'"""
    s = crafted([["I-red-5"], ["I-blue-6"], ["I-green-2", "I-green-1"]], gold=CLIMAX, season=5,
                announced=[17, 12, 12])
    s, _ = act(s, 0, play("I-red-5"))
    s, _ = act(s, 1, play("I-blue-6"))
    assert GAME.result(s).scores["0"]["gold"] == 10 and GAME.result(s).scores["0"]["climax_bonus"] == 5
    assert GAME.result(s).scores["0"]["total"] == 15


# ---------------------------------------------------------------- interface details


def test_command_schemas_validate_payload_shapes():
    """Every command type has a marshmallow schema for its payload."""
    schemas = GAME.command_schemas
    assert set(schemas) == {"select-hand", "transfer-card", "play", "pass", "discard"}
    assert schemas["play"]().load({"cards": ["I-red-1"]}) == {"cards": ["I-red-1"], "colour": None}
    assert schemas["play"]().load({"cards": ["W-1", "W-2"], "colour": "red"})["colour"] == "red"
    assert schemas["pass"]().load({}) == {}
    assert schemas["discard"]().load({"card": "I-red-1"}) == {"card": "I-red-1"}
    for name, bad in [("play", {"cards": "I-red-1"}), ("play", {"cards": []}), ("play", {"cards": ["x"],
                      "colour": "pink"}), ("select-hand", {}), ("transfer-card", {"card": 3}),
                      ("pass", {"cards": []})]:
        with pytest.raises(ValidationError):
            schemas[name]().load(bad)


def test_catalogue_facts():
    assert GAME.slug == "tabletop-climber" and GAME.title == "Tabletop Climber"
    assert GAME.bots == ("easy", "normal", "hard")


def test_spectator_view_shows_no_secret_card():
    """Hands, teams and face-down lodges are secret: a spectator sees counts only."""
    s, _ = started(4, 11)
    s, _ = select_all(s)
    text = json.dumps(GAME.view(s, None))
    for seat in range(4):
        for c in rules.owned(s, seat):
            assert f'"{c}"' not in text
    assert [p["hand_count"] for p in GAME.view(s, None)["players"]] == [7, 7, 7, 7]
    mine = GAME.view(s, 1)["players"][1]
    assert mine["hand"] == s["hand"][1]


def test_deal_event_is_redacted_to_own_cards():
    """A deal shows a viewer only its own cards and counts for the others."""
    s, events = started(4, 12)
    deal = next(e for e in events if e["type"] == "CardsDealt")
    seen = GAME.redact(deal, 2)["data"]
    assert seen["teams"][2] == s["team"][2] and seen["teams"][0] is None and seen["counts"] == [9, 9, 9, 9]
    assert GAME.redact(deal, None)["data"]["teams"] == [None] * 4


# ---------------------------------------------------------------- properties over whole games


def secret_ids(s, viewer):
    """Card and season-card ids that ``viewer`` must not see in the state now."""
    hidden = set(s["pile"]) | set(s["box"])
    for seat in range(s["n"]):
        if seat != viewer:
            for zone in ("team", "hand", "lodge_down"):
                hidden |= set(s[zone][seat])
    order = s["gold_order"]
    hidden |= {g for i, g in enumerate(order) if i + 1 > s["season"] and i + 1 not in (1, 5)}
    hidden |= set(MIDDLE_GOLD) - set(order)
    return hidden


def assert_hides(obj, hidden):
    text = json.dumps(obj)
    leaked = [c for c in hidden if f'"{c}"' in text]
    assert not leaked, leaked


def run_game(seed, players, bot_seats, check_all_moves_every=1, check_secrets=True):
    rng = random.Random(seed)
    events = GAME.setup(players, {}, rng)
    state = None
    log = []
    for ev in events:
        state = GAME.evolve(state, ev)
        log.append(ev)
    steps = 0
    while GAME.result(state) is None:
        acting = GAME.to_act(state)
        assert acting, state["phase"]
        assert_accounted(state)
        assert json.loads(json.dumps(state)) == state
        for seat in acting:
            moves = [m for m in GAME.legal_moves(state, seat) if not m.get("template")]
            assert moves
            if steps % check_all_moves_every == 0:
                for m in moves:
                    GAME.decide(state, seat, m, random.Random(steps))
        for seat in range(players):
            if seat not in acting:
                assert GAME.legal_moves(state, seat) == []
        seat = rng.choice(sorted(acting))
        if seat in bot_seats:
            command = GAME.bot(state, seat, rng, bot_seats[seat])
        else:
            command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        original, frozen = state, json.dumps(state, sort_keys=True)
        batch = GAME.decide(state, seat, command, rng)
        assert batch
        for ev in batch:
            if ev["type"] == "ReinforcementsDrawn":  # the pile runs short only at the 5th season's end (4 players)
                wanted = sorted([1, 2] + [3] * (players - 2))
                if state["season"] < 5:
                    assert sorted(ev["data"]["counts"]) == wanted
                assert sum(ev["data"]["counts"]) == min(sum(wanted), len(state["pile"]))
            assert json.loads(json.dumps(ev)) == ev
            assert ev["type"][0].isupper() and set(ev) == {"type", "seat", "data"}
            state = GAME.evolve(state, ev)
            log.append(ev)
            if check_secrets and state["phase"] != "over":
                for viewer in [*range(players), None]:
                    assert_hides(GAME.redact(ev, viewer), secret_ids(state, viewer))
        if check_secrets and state["phase"] != "over":
            for viewer in [*range(players), None]:
                assert_hides(GAME.view(state, viewer), secret_ids(state, viewer))
        assert json.dumps(original, sort_keys=True) == frozen  # decide and evolve never mutate their input
        steps += 1
        assert steps < 3000
    assert GAME.to_act(state) == set()
    assert_accounted(state)
    assert fold(log) == state
    res = GAME.result(state)
    assert sorted(seat for group in res.ranking for seat in group) == list(range(players))
    assert set(res.scores) == {str(i) for i in range(players)}
    return state, log


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4]),
       bots=st.lists(st.sampled_from([None, "easy", "normal"]), min_size=4, max_size=4))
def test_property_random_and_bot_games_keep_every_invariant(seed, players, bots):
    """Random legal play (plus bots) from set-up to the end: always accepted, 74 cards accounted for, JSON
    stable, replay equals the live state, someone can always act, no secret leaks, a full ranking."""
    bot_seats = {i: level for i, level in enumerate(bots[:players]) if level}
    run_game(seed, players, bot_seats)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4]))
def test_property_bot_commands_are_always_legal(seed, players):
    """Bots of every level always return a command that decide accepts."""
    levels = ["easy", "normal", "easy", "normal"][:players]
    run_game(seed, players, dict(enumerate(levels)), check_all_moves_every=25, check_secrets=False)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_property_legal_moves_list_every_legal_play(data):
    """Plays: every subset of the hand that decide accepts is listed, and only those (brute force)."""
    gold = data.draw(st.sampled_from([STANDARD, REVERSE, NO_SET, UP_TO_2, REVOLUTION]))
    low = data.draw(st.integers(0, 10))
    near = sorted(c for c in ALL_IDS if low <= CARDS[c].number <= low + 3)  # dense: many sets and runs
    pool = data.draw(st.sampled_from([near, near + [c for c in ALL_IDS if CARDS[c].mountain], sorted(ALL_IDS)]))
    pool = sorted(set(pool))
    hand = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=10, unique=True))
    rest = [c for c in ALL_IDS if c not in hand]
    other = data.draw(st.lists(st.sampled_from([c for c in pool if c in rest] or rest), min_size=1, max_size=8,
                               unique=True))
    s = crafted([hand, other, [c for c in rest if c not in other][:1]], gold=gold,
                season=1 if gold == STANDARD else 2, turn=0)
    s["reversed"] = data.draw(st.booleans())
    top = data.draw(st.sampled_from(["empty", "start", "play"]))
    if top == "start":
        s["top"] = {"seat": 1, "kind": "start", "cards": [], "count": 1, "value": None, "colour": None}
    elif top == "play":
        cards, p = data.draw(st.sampled_from(rules.legal_plays(other, gold, None, False)))
        s["top"] = {"seat": 1, "cards": cards, **p}
    listed = {tuple(sorted(m["cards"])) for m in GAME.legal_moves(s, 0) if m["type"] == "play"}
    accepted = set()
    for size in range(1, len(hand) + 1):
        for combo in combinations(hand, size):
            try:
                GAME.decide(s, 0, play(*combo), random.Random(0))
            except RuleViolation:
                continue
            accepted.add(tuple(sorted(combo)))
    assert listed == accepted
    assert len(listed) == len([m for m in GAME.legal_moves(s, 0) if m["type"] == "play"])  # no duplicates


def test_every_gold_season_is_played_across_games():
    """All six middle gold cards show up in seasons 2-4 over several games, each game covering five seasons."""
    seen = set()
    for seed in range(6):
        state, log = run_game(seed, 4, {0: "normal", 1: "easy"}, check_all_moves_every=50, check_secrets=False)
        seasons = [e["data"]["season"] for e in log if e["type"] == "SeasonStarted"]
        assert seasons == [1, 2, 3, 4, 5]
        seen |= set(state["gold_order"][1:4])
    assert seen == set(MIDDLE_GOLD)


def test_normal_bot_beats_random_players():
    """The normal bot wins clearly more often than the 1-in-4 a random player would."""
    wins = 0.0
    games = 40
    for g in range(games):
        rng = random.Random(1000 + g)
        state = fold(GAME.setup(4, {}, rng))
        while GAME.result(state) is None:
            seat = min(GAME.to_act(state))
            if seat == g % 4:
                cmd = GAME.bot(state, seat, rng, "normal")
            else:
                cmd = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
            state = fold(GAME.decide(state, seat, cmd, rng), state)
        first = GAME.result(state).ranking[0]
        wins += (g % 4 in first) / len(first)
    assert wins / games > 0.5


def climber_bound(players):
    """Five seasons, each of a transfer and a selection per seat, then at most a play or discard per card held
    and, between two plays, a pass per seat (74 playing cards in all)."""
    return 5 * (2 * players + len(ALL_IDS) * (players + 1))

@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4]), steps=st.integers(0, 250))
def test_property_every_reachable_state_can_still_reach_the_end(seed, players, steps):
    """The issue: 'every game must provably be able to end'. From a random reachable state the normal bot on
    every seat ends the game: five seasons; in a season every round of passes resets the field and the leader must
    lead, so each round of at most one command per seat plays at least one card."""
    state, rng = random_state(GAME, players, seed, steps)
    commands_to_finish(GAME, state, rng, bound=climber_bound(players))
