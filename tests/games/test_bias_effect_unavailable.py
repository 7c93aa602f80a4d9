"""Bias Effect's moves not offered now, each with why (``GAME.unavailable_moves``): positions where each reason
applies, then a property over random legal play."""

from __future__ import annotations

import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.bias_effect import GAME, rules
from games.bias_effect.data import ALGORITHM_IDS, ALGORITHMS, BELIEF_IDS, BELIEFS, LIFE_IDS, LIVES
from games.table import component_names
from tests.support.rules import drive

fold, act, _refused, _types = drive(GAME)
NAMES = component_names(GAME)
QUIET_LIFE = next(c for c in LIFE_IDS if LIVES[c].title == "Debate Win")  # only moves a chip or two

FIRST_PHASE = ("algorithm cards are played in the fourth phase (step 7), after the bids and the life card; now is the"
               " first phase (step 2: each player may trade ONE algorithm card in for chips)")
SECOND_PHASE = ("algorithm cards are played in the fourth phase (step 7), after the bids and the life card; now is the"
                " second phase (step 4: each player bids chips in secret for the belief)")
CHOICE = ("algorithm cards are played in the fourth phase (step 7), after the bids and the life card; now is the second"
          " phase (step 5: the bid winner chooses to PROGRAM or DELETE the belief)")


def card(title: str, copy: int = 0) -> str:
    return [c for c in ALGORITHM_IDS if ALGORITHMS[c].title == title][copy]


def play_label(card_id: str) -> str:
    effect = ALGORITHMS[card_id].text
    return f"Play {NAMES[card_id]}: {effect[0].lower()}{effect[1:-1]}"


def position(players: int = 2, *, hands: list[list[str]], chips: list[int] | None = None,
             programmed: tuple[str, ...] = ()) -> dict:
    """A fresh game at its sealed bids (every trade done), edited so each seat holds ``hands`` and ``chips``, with
    ``programmed`` in the A.I.; Ann is LEFT, Bob RIGHT; the next life card moves a chip or two only."""
    s = rules.clone(fold(GAME.setup(players, {}, random.Random(0))))
    s["identities"][:2] = ["LEFT", "RIGHT"]
    s["life_deck"], s["life_discard"] = [QUIET_LIFE], [c for c in LIFE_IDS if c != QUIET_LIFE]
    s["algo_deck"] = [c for c in ALGORITHM_IDS if not any(c in h for h in hands)]
    s["hands"] = [list(h) for h in hands]
    if chips is not None:
        s["bank"] += sum(s["chips"]) - sum(chips)
        s["chips"] = list(chips)
    for b in programmed:
        s["belief_deck"].remove(b)
        s["programmed"].append(b)
    s["traded"], s["phase"] = [True] * players, "bid"
    s["belief"] = next(b for b in BELIEF_IDS if b in s["belief_deck"])
    s["belief_deck"].remove(s["belief"])
    return s


# ---------------------------------------------------------------- each reason


def test_before_the_fourth_phase_no_card_can_be_played():
    """Rulebook, FIRST PHASE: "Players can now choose to trade ONE (1) ALGORITHM CARD for CHIPS"; FOURTH PHASE:
    "players may now play an ALGORITHM CARD from their hand". While trading, every card in hand waits."""
    state = fold(GAME.setup(2, {}, random.Random(3)))
    assert state["phase"] == "trade"
    for seat in (0, 1):
        hand = state["hands"][seat]
        assert len(hand) == 4  # "draws THREE (3) ALGORITHM cards" at set-up, then "draws an ALGORITHM card"
        assert GAME.unavailable_moves(state, seat) == [
            {"label": play_label(c), "targets": [c], "reason": FIRST_PHASE} for c in hand]


def test_while_bidding_cards_wait_and_no_bid_may_exceed_the_pouch():
    """Rulebook, SECOND PHASE: "Each player now, in secret, bids some amount (or none) of their CHIPS". Bob has 2
    chips: a bid of 3 or more is not his to make."""
    phishing = card("Phishing")
    state = position(hands=[[card("Overclock")], [phishing]], chips=[5, 2])
    title = BELIEFS[state["belief"]].title
    assert GAME.unavailable_moves(state, 1) == [
        {"label": play_label(phishing), "targets": [phishing], "reason": SECOND_PHASE},
        {"label": f"Bid 3 chips or more in secret for “{title}”", "targets": ["data-chip"],
         "reason": "you may bid only chips from your pouch (0 up to 2); you have 2 chips"},
    ]
    assert [m["amount"] for m in GAME.legal_moves(state, 1)] == [0, 1, 2]


def test_an_empty_pouch_bids_nothing():
    """ "some amount (or none)": with no chip, the only bid is none; one chip reads in the singular."""
    state = position(hands=[[], []], chips=[0, 1])
    title = BELIEFS[state["belief"]].title
    assert GAME.unavailable_moves(state, 0) == [
        {"label": f"Bid 1 chip or more in secret for “{title}”", "targets": ["data-chip"],
         "reason": "you may bid only chips from your pouch (0 up to 0); you have 0 chips"}]
    assert GAME.unavailable_moves(state, 1)[0]["reason"] == (
        "you may bid only chips from your pouch (0 up to 1); you have 1 chip")


def test_the_bid_winner_programs_or_deletes_before_any_card():
    """Rulebook: "The player with the highest bid gains control of the BELIEF card and can either PROGRAM or DELETE
    it." Ann wins 3 to 0; her cards wait, and Bob, not awaited, is told nothing."""
    reset = card("Hard Reset")
    state = position(hands=[[reset], [card("Malware")]], chips=[5, 5])
    state, _ = act(state, 0, {"type": "bid", "amount": 3})
    state, _ = act(state, 1, {"type": "bid", "amount": 0})
    assert state["phase"] == "choose" and state["winner"] == 0
    assert GAME.unavailable_moves(state, 0) == [{"label": play_label(reset), "targets": [reset], "reason": CHOICE}]
    assert GAME.unavailable_moves(state, 1) == []


def _fourth_phase(programmed: tuple[str, ...]) -> tuple[dict, int]:
    """The fourth phase after a tied bid, ``programmed`` (LEFT beliefs) in the A.I."""
    hands = [[card("Hard Reset"), card("Rollback"), card("Crypto Mining")],
             [card("Hard Reset", 1), card("Lag Spike")]]
    state = position(hands=hands, chips=[5, 5], programmed=programmed)
    state, _ = act(state, 0, {"type": "bid", "amount": 2})
    # "every programmed LEFT BELIEF grants a bonus of +3 to the LEFT ... player": Ann (LEFT) 2 + 3 per belief, and
    # Bob (RIGHT) bids that much: a tie, so Ann as first player or Bob plays first (each holds a belief remover)
    state, _ = act(state, 1, {"type": "bid", "amount": 2 + 3 * len(programmed)})
    assert state["phase"] == "algorithm"
    return state, rules.algorithm_turn(state)


def test_a_belief_remover_needs_a_programmed_belief():
    """Hard Reset and Rollback: "Remove one programmed belief of your choice from the A.I." With the A.I. empty
    there is none to remove; the other cards are played as usual."""
    state, seat = _fourth_phase(())
    assert not state["programmed"]
    removers = [c for c in state["hands"][seat] if ALGORITHMS[c].kind == "purge"]
    assert removers
    reason = "it removes one programmed belief from the A.I., and the A.I. has 0 programmed beliefs"
    assert GAME.unavailable_moves(state, seat) == [
        {"label": play_label(c), "targets": [c], "reason": reason} for c in removers]
    played = {m.get("card") for m in GAME.legal_moves(state, seat)}
    assert not played & set(removers) and played - {None}


def test_with_a_belief_programmed_every_card_can_be_played():
    state, seat = _fourth_phase((BELIEF_IDS[0],))  # BL-01, a LEFT belief
    assert state["programmed"] and GAME.unavailable_moves(state, seat) == []


def test_nothing_once_the_game_is_over():
    state = position(hands=[[card("Overclock")], []])
    state["phase"] = "over"
    assert [GAME.unavailable_moves(state, seat) for seat in (0, 1)] == [[], []]


# ---------------------------------------------------------------- over random play

BID_AMOUNT = re.compile(r"^Bid (\d+) chips? or more")


def _kind(entry: dict) -> str:
    return "bid" if BID_AMOUNT.match(entry["label"]) else "play-algorithm"


def _check(state: dict, seat: int) -> None:
    entries = GAME.unavailable_moves(state, seat)
    legal = GAME.legal_moves(state, seat)
    for entry in entries:
        assert set(entry) == {"label", "targets", "reason"}, entry
        assert all(isinstance(entry[k], str) and entry[k].strip() for k in ("label", "reason")), entry
        assert entry["targets"] and all(t in NAMES for t in entry["targets"]), entry
        if _kind(entry) == "bid":  # no legal bid of that amount
            amount = int(BID_AMOUNT.match(entry["label"])[1])
            assert amount == state["chips"][seat] + 1
            assert {"type": "bid", "amount": amount} not in legal
        else:  # a card of the seat's own hand (no other hand is told) that no legal move plays
            (target,) = entry["targets"]
            assert target in state["hands"][seat]
            assert not [m for m in legal if m["type"] == "play-algorithm" and m["card"] == target]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4, 5]))
def test_property_nothing_unavailable_is_legal(seed, players):
    """Random legal play to the end: for every seat at every step (awaited or not), ``unavailable_moves`` never
    raises, every entry has a label, targets and a reason, and none is a legal move."""
    rng = random.Random(seed)
    state = fold(GAME.setup(players, {}, rng))
    seen = set()
    while GAME.result(state) is None:
        for seat in range(players):
            _check(state, seat)
            if seat not in GAME.to_act(state):
                assert GAME.unavailable_moves(state, seat) == []
            seen.update(_kind(e) for e in GAME.unavailable_moves(state, seat))
        seat = rng.choice(sorted(GAME.to_act(state)))
        state, _ = act(state, seat, rng.choice(GAME.legal_moves(state, seat)), rng.randrange(2**31))
    assert seen == {"bid", "play-algorithm"}
