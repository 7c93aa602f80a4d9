"""Bias Effect: one test per rulebook statement (quoted), plus property tests over whole games.

States come from ``setup`` + ``decide``; where a rule needs a precise position, ``crafted`` edits a fresh
state so every card stays in exactly one zone and the chips of the bank and the pouches still add up.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from games.base import RuleViolation
from games.bias_effect import GAME, bot, rules
from games.bias_effect.data import (
    ALGORITHM_IDS,
    ALGORITHMS,
    AUTONOMY_ROUNDS,
    BELIEF_IDS,
    BELIEFS,
    FAR_LEFT,
    FAR_RIGHT,
    IDENTITIES_BY_COUNT,
    LEFT,
    LIFE_IDS,
    LIVES,
    MAX_RESETS,
    MODERATE,
    RESET_TO_ROUND,
    RIGHT,
    TOTAL_CHIPS,
)
from tests.support.rules import drive
from tests.support.termination import commands_to_finish, random_state

# ---------------------------------------------------------------- helpers


fold, act, refused, types = drive(GAME)


def started(players=2, seed=0):
    events = GAME.setup(players, {}, random.Random(seed))
    return fold(events), events


def lefts(k):
    return [b for b in BELIEF_IDS if BELIEFS[b].side == "left"][:k]


def rights(k):
    return [b for b in BELIEF_IDS if BELIEFS[b].side == "right"][:k]


def assert_accounted(s):
    """Every card in exactly one zone; bank + pouches = the whole chip supply."""
    algo = list(s["algo_deck"]) + list(s["algo_discard"]) + [c for h in s["hands"] for c in h]
    assert Counter(algo) == Counter(ALGORITHM_IDS)
    beliefs = list(s["belief_deck"]) + list(s["belief_discard"]) + list(s["programmed"])
    beliefs += [s["belief"]] if s["belief"] else []
    assert Counter(beliefs) == Counter(BELIEF_IDS)
    assert Counter(list(s["life_deck"]) + list(s["life_discard"])) == Counter(LIFE_IDS)
    assert s["bank"] + sum(s["chips"]) == TOTAL_CHIPS and s["bank"] >= 0 and min(s["chips"]) >= 0


QUIET_LIFE = next(c for c in LIFE_IDS if LIVES[c].title == "Debate Win")  # only moves a few chips


def crafted(players=2, *, identities=None, programmed=(), chips=None, hands=None, belief=None, seed=0,
            phase="bid", mods=(), round_=1, life=QUIET_LIFE):
    """A fresh game edited to this position; with phase "bid" the trades are done and ``belief`` is up. The
    next life card drawn is ``life`` (the others wait in the discard pile)."""
    s = rules.clone(started(players, seed)[0])
    s["life_deck"] = [life]
    s["life_discard"] = [c for c in LIFE_IDS if c != life]
    if identities:
        s["identities"] = list(identities)
    for b in programmed:
        s["belief_deck"].remove(b)
        s["programmed"].append(b)
    if chips is not None:
        s["bank"] += sum(s["chips"]) - sum(chips)
        s["chips"] = list(chips)
    if hands is not None:
        s["algo_deck"] += [c for h in s["hands"] for c in h]
        s["hands"] = [[] for _ in range(players)]
        for i, h in enumerate(hands):
            for c in h:
                s["algo_deck"].remove(c)
            s["hands"][i] = list(h)
    s["mods"] = [dict(m) for m in mods]
    s["round"] = round_
    if phase == "bid":
        s["traded"] = [True] * players
        s["phase"] = "bid"
        b = belief or next(x for x in s["belief_deck"])
        s["belief_deck"].remove(b)
        s["belief"] = b
    assert_accounted(s)
    return s


def bid_all(s, amounts, seed=0):
    """Every seat bids; returns the state after the reveal and all events."""
    events = []
    for seat, amount in enumerate(amounts):
        s, evs = act(s, seat, {"type": "bid", "amount": amount}, seed)
        events += evs
    return s, events


def settle(s):
    """The bid winner (if any) deletes the belief; returns the state and the events."""
    if s["phase"] != "choose":
        return s, []
    return act(s, s["winner"], {"type": "delete"})


def card_of(kind, start=0):
    return next(c for c in ALGORITHM_IDS[start:] if ALGORITHMS[c].kind == kind)


# ---------------------------------------------------------------- components and set-up


def test_deck_sizes_from_the_rulebook():
    """Rulebook: 'BELIEF CARDS (90)', 'ALGORITHM CARDS (81)', 'LIFE CARDS (48)', 'IDENTITY CARDS (5)'."""
    assert len(BELIEF_IDS) == len(set(BELIEF_IDS)) == 90
    assert len(ALGORITHM_IDS) == len(set(ALGORITHM_IDS)) == 81
    assert len(LIFE_IDS) == len(set(LIFE_IDS)) == 48
    assert len({i for ids in IDENTITIES_BY_COUNT.values() for i in ids}) == 5


def test_every_card_has_a_title_and_effect_text():
    """Each card carries a title and an effect text a front end can show; beliefs are LEFT or RIGHT (45/45);
    algorithm cards show 'the trade-in cost indicated on the bottom right of the card'."""
    assert Counter(b.side for b in BELIEFS.values()) == {"left": 45, "right": 45}
    assert all(b.title and b.text for b in BELIEFS.values())
    assert all(a.title and a.text and a.trade >= 1 for a in ALGORITHMS.values())
    for life in LIVES.values():
        assert life.title and set(life.text) == {"right", "left", "neutral"} and all(life.text.values())


def test_life_deck_favours_no_side():
    """Every designed life card is printed mirrored: swapping LEFT and RIGHT maps the deck onto itself."""
    def key(effect):
        return json.dumps(effect, sort_keys=True)
    cards = Counter((key(c.right), key(c.left), key(c.neutral)) for c in LIVES.values())
    from games.bias_effect.data import mirror
    mirrored = Counter((key(mirror(c.left)), key(mirror(c.right)), key(mirror(c.neutral))) for c in LIVES.values())
    assert cards == mirrored


def test_algorithm_effects_remove_beliefs_change_bids_and_move_chips():
    """Rulebook: a programmed belief 'can only be removed by an appropriate ALGORITHM or LIFE card' -- the
    deck has removal, bid-changing and chip-moving algorithms, and life cards that remove beliefs."""
    kinds = Counter(a.kind for a in ALGORITHMS.values())
    assert kinds["purge"] > 0 and kinds["throttle"] > 0 and kinds["boost"] > 0 and kinds["steal"] > 0
    assert any(c.right["kind"] == "remove" or c.left["kind"] == "remove" for c in LIVES.values())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_identities_by_player_count(players):
    """Rulebook: '2 Player Game: LEFT vs. RIGHT', '3 Player Game: LEFT vs. RIGHT vs. MODERATE', '4 Player Game:
    LEFT vs. RIGHT vs. FAR LEFT vs. FAR RIGHT', '5 Player Game: LEFT vs. RIGHT vs. FAR LEFT vs. FAR RIGHT vs.
    MODERATE'."""
    expected = {2: {LEFT, RIGHT}, 3: {LEFT, RIGHT, MODERATE}, 4: {LEFT, RIGHT, FAR_LEFT, FAR_RIGHT},
                5: {LEFT, RIGHT, FAR_LEFT, FAR_RIGHT, MODERATE}}[players]
    s, _ = started(players)
    assert sorted(s["identities"]) == sorted(expected)


def test_identities_are_dealt_at_random_and_face_up():
    """Rulebook: 'each player randomly selects an IDENTITY card and places it face-up'."""
    deals = {tuple(started(5, seed)[0]["identities"]) for seed in range(20)}
    assert len(deals) > 5
    s, events = started(3, 1)
    for viewer in (None, 0, 1, 2):
        assert [p["identity"] for p in GAME.view(s, viewer)["players"]] == s["identities"]
        assert GAME.redact(events[0], viewer)["data"]["identities"] == s["identities"]


def test_setup_three_algorithm_cards_five_chips_round_one():
    """Rulebook: 'draws THREE (3) ALGORITHM cards into their hand (remember to draw another one at the beginning
    of the round). You'll also find FIVE (5) DATA CHIPS in your POUCH' and 'Set the AUTONOMY COUNTER to ROUND
    ONE.'"""
    s, events = started(4, 2)
    assert types(events)[:4] == ["GameStarted", "AlgorithmCardsDealt", "RoundStarted", "AlgorithmCardsDrawn"]
    assert events[1]["data"]["counts"] == [3, 3, 3, 3]
    assert [len(h) for h in s["hands"]] == [4, 4, 4, 4]  # 3 dealt + 1 drawn for round one
    assert s["chips"] == [5, 5, 5, 5] and s["round"] == 1 and s["phase"] == "trade"
    assert_accounted(s)


def test_player_counts():
    """'2-5 Players'."""
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(RuleViolation):
            GAME.setup(bad, {}, random.Random(0))


def test_algorithm_hands_are_secret():
    """Algorithm cards are held in hand: other seats and spectators see counts only."""
    s, events = started(3, 4)
    deal = GAME.redact(events[1], 1)["data"]
    assert deal["cards"][1] == events[1]["data"]["cards"][1] and deal["cards"][0] is None
    assert GAME.redact(events[1], None)["data"]["cards"] == [None, None, None]
    text = json.dumps(GAME.view(s, None))
    assert not any(f'"{c}"' in text for h in s["hands"] for c in h)
    mine = GAME.view(s, 2)["players"][2]
    assert [c["id"] for c in mine["hand"]] == s["hands"][2]
    assert "hand" not in GAME.view(s, 2)["players"][0]


# ---------------------------------------------------------------- first phase


def test_each_player_draws_an_algorithm_card_each_round():
    """Rulebook: '1. Each player draws an ALGORITHM card into their hand.'"""
    s = crafted(2, hands=[[], []])
    s, events = bid_all(s, [0, 0])
    k = types(events).index("RoundStarted")
    assert events[k + 1]["type"] == "AlgorithmCardsDrawn" and events[k + 1]["data"]["counts"] == [1, 1]
    assert [len(h) for h in s["hands"]] == [1, 1]


def test_trade_one_algorithm_card_for_its_chips():
    """Rulebook: 'Players can now choose to trade ONE (1) ALGORITHM CARD for CHIPS, by discarding it and collecting
    the trade-in cost indicated on the bottom right of the card'."""
    s, _ = started(2, 3)
    assert GAME.to_act(s) == {0, 1}
    card = s["hands"][0][0]
    bank = s["bank"]
    s, events = act(s, 0, {"type": "trade-in", "card": card})
    assert types(events) == ["AlgorithmTraded"] and events[0]["data"] == {"card": card, "chips": ALGORITHMS[card].trade}
    assert s["chips"][0] == 5 + ALGORITHMS[card].trade and s["bank"] == bank - ALGORITHMS[card].trade
    assert card in s["algo_discard"] and card not in s["hands"][0]
    assert refused(s, 0, {"type": "trade-in", "card": s["hands"][0][0]}) == "not-your-turn"  # only ONE
    assert refused(s, 1, {"type": "trade-in", "card": card}) == "card-not-in-hand"
    s, events = act(s, 1, {"type": "skip-trade"})
    assert types(events) == ["TradeSkipped", "BeliefRevealed"]  # then 'Flip a BELIEF CARD'
    assert_accounted(s)


def test_belief_card_is_flipped_face_up_after_the_trades():
    """Rulebook: '3. Flip a BELIEF CARD into the middle and read it aloud.'"""
    s, _ = started(2, 5)
    s, _ = act(s, 0, {"type": "skip-trade"})
    assert s["belief"] is None and refused(s, 0, {"type": "bid", "amount": 0}) == "wrong-phase"
    s, events = act(s, 1, {"type": "skip-trade"})
    belief = events[-1]["data"]["belief"]
    assert s["belief"] == belief and s["phase"] == "bid" and GAME.to_act(s) == {0, 1}
    assert GAME.view(s, None)["belief"]["title"] == BELIEFS[belief].title


# ---------------------------------------------------------------- second phase: sealed bids


def test_bid_any_amount_of_your_chips_or_none():
    """Rulebook: 'Each player now, in secret, bids some amount (or none) of their CHIPS'."""
    s = crafted(2, chips=[5, 3])
    assert [m["amount"] for m in GAME.legal_moves(s, 1)] == [0, 1, 2, 3]
    assert refused(s, 1, {"type": "bid", "amount": 4}) == "bid-out-of-range"
    assert refused(s, 1, {"type": "bid", "amount": -1}) == "bid-out-of-range"
    assert refused(s, 1, {"type": "bid", "amount": "2"}) == "bad-command"
    s, _ = act(s, 1, {"type": "bid", "amount": 0})
    assert refused(s, 1, {"type": "bid", "amount": 1}) == "not-your-turn"  # sealed: no change


def test_a_sealed_bid_shows_others_only_that_a_seat_has_bid():
    """Rulebook: 'in secret, bids ... Do not click the amount yet, or you'll reveal your bid to the other
    players.' Others see a fixed ``{}``; the chips stay in the pouch until the reveal."""
    s = crafted(3, chips=[5, 5, 5])
    s2, events = act(s, 1, {"type": "bid", "amount": 4})
    assert types(events) == ["BidSealed"]
    assert GAME.redact(events[0], 1)["data"]["amount"] == 4
    for viewer in (0, 2, None):
        assert GAME.redact(events[0], viewer) == {"type": "BidSealed", "seat": 1, "data": {}}
        p = GAME.view(s2, viewer)["players"][1]
        assert p["has_bid"] is True and p["chips"] == 5 and "sealed_bid" not in p
    assert GAME.view(s2, 1)["players"][1]["sealed_bid"] == 4
    assert GAME.to_act(s2) == {0, 2}


def test_bids_are_revealed_at_the_same_time_once_all_are_ready():
    """Rulebook: '5. When all bids are ready, players reveal them at the same time.'"""
    s = crafted(3)
    s, e1 = act(s, 2, {"type": "bid", "amount": 1})
    s, e2 = act(s, 0, {"type": "bid", "amount": 3})
    assert types(e1 + e2) == ["BidSealed", "BidSealed"]
    s, e3 = act(s, 1, {"type": "bid", "amount": 2})
    assert types(e3)[:2] == ["BidSealed", "BidsRevealed"]
    assert e3[1]["data"]["bids"] == [3, 2, 1]
    for viewer in (0, 1, 2, None):
        assert GAME.redact(e3[1], viewer) == e3[1]  # public


def test_highest_bid_wins_and_programs_the_belief_paying_the_bank():
    """Rulebook: 'The player with the highest bid gains control of the BELIEF card and can either PROGRAM or
    DELETE it. If the player chooses to PROGRAM the belief, leave it on the table. It becomes a part of our A.I.
    mind ... Either way, the player with the highest bid spends the CHIPS they bid into the bank (black pouch),
    while the other players have their CHIPS returned to their individual pouches.'"""
    s = crafted(2, chips=[5, 5], belief=lefts(1)[0])
    bank = s["bank"]
    s, events = bid_all(s, [2, 4])
    reveal = events[-1]["data"]
    assert reveal["winner"] == 1 and reveal["spent"] == [0, 4]
    assert s["chips"] == [5, 1] and s["bank"] == bank + 4
    assert GAME.to_act(s) == {1} and s["phase"] == "choose"
    assert {m["type"] for m in GAME.legal_moves(s, 1)} == {"program", "delete"}
    assert refused(s, 0, {"type": "program"}) == "not-your-turn"
    s, events = act(s, 1, {"type": "program"})
    assert events[0]["type"] == "BeliefProgrammed" and s["programmed"][-1] == lefts(1)[0]
    assert_accounted(s)


def test_winner_may_delete_the_belief_and_still_pays():
    """Rulebook: 'If the belief is DELETED, discard it and continue play. Either way, the player with the highest
    bid spends the CHIPS they bid'."""
    belief = rights(1)[0]
    s = crafted(2, chips=[5, 5], belief=belief)
    s, bids = bid_all(s, [3, 1])
    assert bids[-1]["data"]["spent"] == [3, 0] and s["chips"] == [2, 5]  # seat 1 keeps its bid
    s, events = act(s, 0, {"type": "delete"})
    assert events[0]["type"] == "BeliefDeleted" and belief in s["belief_discard"] and belief not in s["programmed"]
    assert_accounted(s)


def test_tie_deletes_the_belief_and_the_tied_bids_are_spent():
    """Rulebook: 'In the event of a TIE, the belief is deleted. Discard the BELIEF CARD, but the bids of the
    players who tied are spent.'"""
    belief = lefts(1)[0]
    s = crafted(3, identities=[LEFT, RIGHT, MODERATE], chips=[5, 5, 5], belief=belief)
    bank = s["bank"]
    s2, events = bid_all(s, [3, 3, 1])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["winner"] is None and reveal["tied"] == [0, 1] and reveal["spent"] == [3, 3, 0]
    assert types(events)[4] == "BeliefDeleted" and events[4]["data"]["tie"] is True
    assert belief in s2["belief_discard"] and not s2["programmed"]
    chip_moves = sum(sum(e["data"]["deltas"]) for e in events if e["type"] == "ChipsMoved")
    assert sum(s2["chips"]) == 15 - 6 + chip_moves and s2["bank"] == bank + 6 - chip_moves
    assert_accounted(s2)


def test_bias_effect_left_beliefs_help_left_and_far_left():
    """Rulebook: 'every programmed LEFT BELIEF grants a bonus of +3 to the LEFT and FAR-LEFT player. While every
    programmed RIGHT BELIEF grants a bonus of +3 to the RIGHT and FAR-RIGHT player.'"""
    s = crafted(4, identities=[LEFT, RIGHT, FAR_LEFT, FAR_RIGHT], programmed=lefts(2) + rights(1))
    _, events = bid_all(s, [0, 0, 0, 0])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["bonuses"] == [6, 3, 6, 3] and reveal["totals"] == [6, 3, 6, 3]
    assert reveal["tied"] == [0, 2]


def test_moderates_benefit_from_the_higher_bonus():
    """Rulebook: 'IMPORTANT: MODERATES benefit from whichever bonus is higher.'"""
    s = crafted(3, identities=[LEFT, RIGHT, MODERATE], programmed=lefts(1) + rights(3))
    _, events = bid_all(s, [0, 0, 0])
    assert next(e for e in events if e["type"] == "BidsRevealed")["data"]["bonuses"] == [3, 9, 9]


def test_bias_lets_a_smaller_bid_win():
    """Rulebook: 'Previously programmed beliefs affect future beliefs and make it easier to acquire beliefs of
    the same type.' -- the bonus counts, the chips paid are only the bid."""
    s = crafted(2, identities=[LEFT, RIGHT], programmed=lefts(1), chips=[5, 5])
    s, events = bid_all(s, [1, 3])
    reveal = events[-1]["data"]
    assert reveal["totals"] == [4, 3] and reveal["winner"] == 0 and reveal["spent"] == [1, 0]
    assert s["chips"] == [4, 5]


# ---------------------------------------------------------------- third phase: life cards


def _life_state(programmed, life, belief=None):
    return crafted(2, identities=[LEFT, RIGHT], programmed=programmed, chips=[20, 20], life=life, belief=belief)


def _example_life_card():
    return next(c for c in LIFE_IDS if LIVES[c].title == "Talk Radio Tour")


@pytest.mark.parametrize("programmed, lean, deltas", [
    (rights(2) + lefts(1), "right", [0, 10]),
    (lefts(2), "left", [-10, 0]),
    ([], "neutral", [0, 0]),
    (lefts(1) + rights(1), "neutral", [0, 0]),
])
def test_life_card_resolves_the_effect_matching_the_ai(programmed, lean, deltas):
    """Rulebook: 'if the A.I. is RIGHT-LEANING, then RIGHT identities GAIN 10 CHIPS each. But if the A.I. is
    LEFT-LEANING, LEFT identities LOSE 10 chips each. If the A.I. has an equal amount of RIGHT beliefs and LEFT
    beliefs (or no beliefs at all), we resolve the NEUTRAL option. In this case, nothing happens.'"""
    card = _example_life_card()
    s = _life_state(programmed, card)
    s, events = bid_all(s, [0, 0])
    s, more = settle(s)
    events += more
    drawn = next(e for e in events if e["type"] == "LifeCardDrawn")["data"]
    assert drawn["card"] == card and drawn["leaning"] == lean
    moved = [e["data"]["deltas"] for e in events if e["type"] == "ChipsMoved"]
    assert (moved[0] if moved else [0, 0]) == deltas
    assert_accounted(s)


def test_life_card_drawn_after_the_belief_is_resolved():
    """Rulebook: 'After you've finished programming or deleting one of the A.I. beliefs, it goes out into the
    world' -- the leaning counts the belief just programmed."""
    card = _example_life_card()
    s = _life_state(rights(1) + lefts(1), card, belief=rights(2)[1])
    s, _ = bid_all(s, [0, 2])
    s, events = act(s, 1, {"type": "program"})
    assert types(events)[:2] == ["BeliefProgrammed", "LifeCardDrawn"]
    assert events[1]["data"]["leaning"] == "right"


def test_life_card_can_remove_a_programmed_belief():
    """Rulebook: programmed beliefs 'can only be removed by an appropriate ALGORITHM or LIFE card'."""
    card = next(c for c in LIFE_IDS if LIVES[c].right == {"kind": "remove", "side": "right"})
    s = _life_state(rights(2), card)
    s, events = bid_all(s, [0, 0])
    s, more = settle(s)
    events += more
    removed = next(e for e in events if e["type"] == "BeliefRemoved")["data"]
    assert removed["belief"] == rights(2)[1]  # the most recently programmed one
    assert s["programmed"] == rights(1)


def test_life_deck_reshuffles_when_empty():
    """A drawn life card is discarded; an empty deck takes its discards back (assumed)."""
    s = _life_state([], _example_life_card())
    s["life_discard"].append(s["life_deck"].pop())
    assert s["life_deck"] == []
    s, events = bid_all(s, [0, 0])
    assert "LifeDeckReshuffled" in types(events)
    assert_accounted(s)


# ---------------------------------------------------------------- fourth phase: algorithm cards


def test_algorithm_cards_played_in_order_starting_with_the_bid_winner():
    """Rulebook: '7. Starting with the bid-winner and proceeding clockwise, players may now play an ALGORITHM
    CARD from their hand. Resolve the effect and discard.'"""
    grant = [c for c in ALGORITHM_IDS if ALGORITHMS[c].kind == "grant"]
    s = crafted(4, hands=[[grant[0]], [grant[1]], [grant[2]], [grant[3]]], chips=[5, 5, 5, 5])
    s, _ = bid_all(s, [0, 0, 4, 0])
    s, _ = act(s, 2, {"type": "delete"})
    assert s["phase"] == "algorithm" and s["order"] == [2, 3, 0, 1]
    order = []
    while s["phase"] == "algorithm":
        seat = next(iter(GAME.to_act(s)))
        order.append(seat)
        assert refused(s, (seat + 1) % 4, {"type": "pass"}) == "not-your-turn"
        s, events = act(s, seat, {"type": "play-algorithm", "card": s["hands"][seat][0]})
        assert events[0]["type"] == "AlgorithmPlayed" and events[1]["type"] == "ChipsMoved"
    assert order == [2, 3, 0, 1]
    assert set(grant[:4]) <= set(s["algo_discard"])
    assert_accounted(s)


def test_algorithm_phase_starts_with_the_first_player_after_a_tie():
    """With no bid winner (tie) the fourth phase starts with the first player (assumed)."""
    s = crafted(3, chips=[5, 5, 5])
    s, _ = bid_all(s, [0, 0, 0])
    assert s["order"][0] == s["start_player"]


def _algo_state(kind, programmed=(), chips=(5, 5, 5), identities=(LEFT, RIGHT, MODERATE)):
    card = card_of(kind)
    s = crafted(3, identities=identities, programmed=programmed, chips=list(chips),
                hands=[[card], [], []])
    s, _ = bid_all(s, [chips[0], 0, 0])
    s, _ = act(s, 0, {"type": "delete"})
    assert s["phase"] == "algorithm" and GAME.to_act(s) == {0}, s["phase"]
    return s, card


def test_purge_algorithm_removes_a_programmed_belief():
    """Rulebook: 'It becomes a part of our A.I. mind and can only be removed by an appropriate ALGORITHM ...
    card'."""
    target = rights(2)[1]
    s, card = _algo_state("purge", programmed=rights(2), chips=(20, 5, 5))
    moves = [m for m in GAME.legal_moves(s, 0) if m["type"] == "play-algorithm"]
    assert {m["belief"] for m in moves} == set(s["programmed"])
    assert refused(s, 0, {"type": "play-algorithm", "card": card, "belief": lefts(1)[0]}) == "not-programmed"
    s, events = act(s, 0, {"type": "play-algorithm", "card": card, "belief": target})
    assert types(events)[:2] == ["AlgorithmPlayed", "BeliefRemoved"]
    assert target not in s["programmed"] and target in s["belief_discard"]


def test_throttle_algorithm_changes_a_bid():
    """An algorithm card that changes a bid: next round the target's bid counts lower (assumed timing)."""
    s, card = _algo_state("throttle")
    assert refused(s, 0, {"type": "play-algorithm", "card": card, "target": 0}) == "bad-target"
    s, events = act(s, 0, {"type": "play-algorithm", "card": card, "target": 1})
    assert events[1]["type"] == "ModifiersAdded" and s["round"] == 2
    n = ALGORITHMS[card].amount
    for seat in list(GAME.to_act(s)):
        s, _ = act(s, seat, {"type": "skip-trade"})
    s, events = bid_all(s, [0, n + 1, 0])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["adjustments"][1] == -n and reveal["totals"][1] == 1 and reveal["winner"] == 1
    assert s["mods"] == []  # used once


def test_a_throttle_lowers_the_bid_never_the_bias_bonus():
    """Card text: 'Next round, the bid of a player you choose counts 3 lower (never below 0).' and rulebook:
    'When the BIDS are calculated, every programmed LEFT BELIEF grants a bonus of +3 to the LEFT and FAR-LEFT
    player.' (the bonus is separate from the bid: a bid of 0 with a +3 bonus under a -3 throttle totals 3)"""
    s = crafted(2, identities=[LEFT, RIGHT], programmed=lefts(1), mods=[
        {"seat": 0, "kind": "throttle", "amount": 3, "source": "Lag Spike"}])
    _, events = bid_all(s, [0, 0])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["bonuses"] == [3, 0] and reveal["totals"] == [3, 0] and reveal["winner"] == 0
    assert [b + x + a for b, x, a in zip(reveal["bids"], reveal["bonuses"], reveal["adjustments"], strict=True)] \
        == reveal["totals"]
    # a throttle larger than the bid takes the bid to 0 and stops there; the bonus still counts in full
    s = crafted(2, identities=[LEFT, RIGHT], programmed=lefts(1), chips=[10, 10], mods=[
        {"seat": 0, "kind": "throttle", "amount": 5, "source": "Denial of Service"}])
    _, events = bid_all(s, [2, 4])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["totals"] == [3, 4] and reveal["winner"] == 1


def test_boost_tiebreak_and_amplify_change_the_next_bid():
    """Bid-changing algorithm cards: +N, win a tie, double bias (assumed designs)."""
    s = crafted(2, identities=[LEFT, RIGHT], programmed=lefts(1), mods=[
        {"seat": 1, "kind": "boost", "amount": 3, "source": "Overclock"},
        {"seat": 1, "kind": "tiebreak", "amount": 1, "source": "Recount"},
        {"seat": 0, "kind": "amplify", "amount": 1, "source": "Echo Chamber"}])
    _, events = bid_all(s, [0, 3])
    reveal = next(e for e in events if e["type"] == "BidsRevealed")["data"]
    assert reveal["totals"] == [6, 6] and reveal["winner"] == 1 and reveal["tied"] == [0, 1]
    assert reveal["spent"] == [0, 3]


def test_steal_algorithm_moves_chips():
    """An algorithm card that moves chips from another pouch to yours."""
    s, card = _algo_state("steal", chips=(5, 0, 5))
    held = s["chips"][1]  # 0, plus what the life card gave
    assert held < ALGORITHMS[card].amount
    s, events = act(s, 0, {"type": "play-algorithm", "card": card, "target": 1})
    moved = events[1]["data"]
    assert moved["deltas"][:2] == [held, -held] and moved["bank"] == 0  # only what the pouch holds
    assert s["chips"][1] == 0


def test_backdoor_and_malware_algorithms():
    """Backdoor programs a random belief of the named side; Malware makes a player discard a random card."""
    s, card = _algo_state("backdoor")
    s2, events = act(s, 0, {"type": "play-algorithm", "card": card, "side": "right"})
    assert events[1]["type"] == "BeliefProgrammed" and BELIEFS[events[1]["data"]["belief"]].side == "right"
    assert refused(s, 0, {"type": "play-algorithm", "card": card}) == "bad-side"
    malware = card_of("malware")
    s = crafted(3, chips=[5, 5, 5], hands=[[malware], [card_of("grant")], []])
    s, _ = bid_all(s, [3, 0, 0])
    s, _ = act(s, 0, {"type": "delete"})
    s, events = act(s, 0, {"type": "play-algorithm", "card": malware, "target": 1})
    assert events[1]["type"] == "AlgorithmCardDiscarded" and events[1]["seat"] == 1
    assert events[1]["data"]["card"] == card_of("grant") and card_of("grant") in s["algo_discard"]


def test_passing_plays_no_card():
    """Rulebook: 'players may now play an ALGORITHM CARD' -- playing is optional."""
    s, card = _algo_state("grant")
    s, events = act(s, 0, {"type": "pass"})
    assert types(events)[:2] == ["AlgorithmPassed", "RoundEnded"]
    assert card in s["hands"][0]


# ---------------------------------------------------------------- autonomy counter and the end


def _last_round(players, identities, programmed, resets=0):
    s = crafted(players, identities=identities, programmed=programmed, round_=AUTONOMY_ROUNDS,
                hands=[[] for _ in range(players)], chips=[0] * players)
    s["resets"] = resets
    return s


def test_counter_advances_each_round():
    """Rulebook: '8. This ends the round. Advance the AUTONOMY COUNTER ahead one space and return to PHASE 1.'"""
    s = crafted(2, hands=[[], []])
    s, events = bid_all(s, [0, 0])
    assert "RoundEnded" in types(events) and s["round"] == 2 and s["phase"] == "trade"


@pytest.mark.parametrize("players, identities, programmed, winner", [
    (2, [LEFT, RIGHT], lefts(2) + rights(1), 0),
    (3, [LEFT, RIGHT, MODERATE], lefts(1) + rights(1), 2),
    (4, [LEFT, RIGHT, FAR_LEFT, FAR_RIGHT], lefts(3), 2),
    (4, [LEFT, RIGHT, FAR_LEFT, FAR_RIGHT], lefts(2), 0),
    (5, [LEFT, RIGHT, FAR_LEFT, FAR_RIGHT, MODERATE], rights(4) + lefts(1), 3),
])
def test_game_ends_at_the_robot_space_and_the_satisfied_player_wins(players, identities, programmed, winner):
    """Rulebook: 'Play continues until the AUTONOMY COUNTER reaches the last space. At that point, gameplay ends
    and the player who satisfied their win condition wins the game.'"""
    s = _last_round(players, identities, programmed)
    belief = s["belief"]
    s, events = bid_all(s, [0] * players)
    s, more = settle(s)
    events += more
    assert belief in s["belief_discard"]
    assert types(events)[-3:] == ["RoundEnded", "AutonomyReached", "GameEnded"]
    res = GAME.result(s)
    assert res.ranking[0] == [winner] and res.scores[str(winner)]["total"] == 1
    assert sorted(x for g in res.ranking for x in g) == list(range(players))
    assert GAME.to_act(s) == set() and refused(s, 0, {"type": "pass"}) == "game-over"


def test_win_conditions_of_the_identity_cards():
    """Rulebook identity cards: FAR-LEFT 'at least THREE more LEFT beliefs than RIGHT'; LEFT 'more LEFT beliefs
    than RIGHT. (If 4+ players, must have less than THREE more.)'; MODERATE 'an equal amount of RIGHT and LEFT
    beliefs (but at least ONE of each)'; RIGHT and FAR-RIGHT alike."""
    sat = rules.satisfied
    assert sat(FAR_LEFT, 3, 0, 4) and sat(FAR_LEFT, 5, 2, 5) and not sat(FAR_LEFT, 2, 0, 4)
    assert sat(LEFT, 1, 0, 2) and sat(LEFT, 5, 0, 2) and sat(LEFT, 5, 0, 3)  # no limit below 4 players
    assert sat(LEFT, 2, 0, 4) and not sat(LEFT, 3, 0, 4) and not sat(LEFT, 3, 0, 5) and not sat(LEFT, 1, 1, 4)
    assert sat(MODERATE, 1, 1, 3) and sat(MODERATE, 2, 2, 5) and not sat(MODERATE, 0, 0, 3)
    assert not sat(MODERATE, 2, 1, 5)
    assert sat(RIGHT, 0, 2, 4) and not sat(RIGHT, 0, 3, 4) and sat(RIGHT, 0, 3, 2)
    assert sat(FAR_RIGHT, 0, 3, 4) and not sat(FAR_RIGHT, 1, 3, 4)


@pytest.mark.parametrize("players, identities, programmed", [
    (2, [LEFT, RIGHT], lefts(1) + rights(1)),
    (4, [LEFT, RIGHT, FAR_LEFT, FAR_RIGHT], []),
])
def test_tie_in_two_or_four_player_game_resets_to_round_three(players, identities, programmed):
    """Rulebook: 'In a 2 or 4 player game, there is the possibility of a tie. If the AUTONOMY COUNTER advances to
    the last space and there is no winner, reset it to ROUND 3 and continue play.'"""
    s = _last_round(players, identities, programmed)
    s, events = bid_all(s, [0] * players)
    s, more = settle(s)
    events += more
    assert types(events)[types(events).index("AutonomyReached"):][:3] == [
        "AutonomyReached", "CounterReset", "RoundStarted"]
    assert s["round"] == RESET_TO_ROUND and s["resets"] == 1 and GAME.result(s) is None


@pytest.mark.parametrize("players, identities", [
    (3, [LEFT, RIGHT, MODERATE]), (5, [LEFT, RIGHT, FAR_LEFT, FAR_RIGHT, MODERATE])])
def test_no_winner_in_three_or_five_player_game_also_resets(players, identities):
    """Assumed: with 3 or 5 players nobody is satisfied only when the A.I. has no belief at all; the rulebook's
    'there is no winner, reset it to ROUND 3 and continue play' applies there too."""
    s = _last_round(players, identities, [])
    s, events = bid_all(s, [0] * players)
    assert "CounterReset" in types(events) and s["round"] == RESET_TO_ROUND


def test_after_the_last_allowed_reset_nobody_wins():
    """Assumed: after MAX_RESETS resets a game with still no winner ends with every seat sharing one place."""
    s = _last_round(2, [LEFT, RIGHT], [], resets=MAX_RESETS)
    s, events = bid_all(s, [0, 0])
    assert types(events)[-2:] == ["AutonomyReached", "GameEnded"]
    assert GAME.result(s).ranking == [[0, 1]]


# ---------------------------------------------------------------- interface details


def test_command_schemas_validate_payload_shapes():
    """Every command type has a marshmallow schema for its payload."""
    schemas = GAME.command_schemas
    assert set(schemas) == {"trade-in", "skip-trade", "bid", "program", "delete", "play-algorithm", "pass"}
    assert schemas["bid"]().load({"amount": 3}) == {"amount": 3}
    assert schemas["play-algorithm"]().load({"card": "A-01"}) == {"card": "A-01", "target": None, "belief": None,
                                                                   "side": None}
    for name, bad in [("bid", {}), ("bid", {"amount": "3"}), ("bid", {"amount": -1}), ("trade-in", {}),
                      ("play-algorithm", {"card": "A-01", "side": "up"}), ("pass", {"card": "A-01"})]:
        with pytest.raises(ValidationError):
            schemas[name]().load(bad)


def test_catalogue_facts():
    assert GAME.slug == "bias-effect" and GAME.title == "Bias Effect"
    assert GAME.bots == ("easy", "normal", "hard")
    with pytest.raises(RuleViolation):
        GAME.bot(started()[0], 0, random.Random(0), "expert")


def test_unknown_and_misplaced_commands_are_refused():
    s, _ = started(2)
    assert refused(s, 0, {"type": "fly"}) == "unknown-command"
    assert refused(s, 0, {"type": "program"}) == "wrong-phase"
    assert refused(s, 7, {"type": "skip-trade"}) == "not-a-seat"


# ---------------------------------------------------------------- properties over whole games


def hidden_ids(s, viewer):
    """Card ids ``viewer`` must not see now: other seats' hands and the algorithm deck."""
    out = set(s["algo_deck"])
    for seat in range(s["n"]):
        if seat != viewer:
            out |= set(s["hands"][seat])
    return out


def assert_hides(obj, hidden):
    text = json.dumps(obj)
    leaked = [c for c in hidden if f'"{c}"' in text]
    assert not leaked, leaked


def run_game(seed, players, bot_seats, check_moves_every=1, check_secrets=True):
    rng = random.Random(seed)
    log = GAME.setup(players, {}, rng)
    state = fold(log)
    log = list(log)
    steps = 0
    while GAME.result(state) is None:
        acting = GAME.to_act(state)
        assert acting, state["phase"]
        assert_accounted(state)
        assert json.loads(json.dumps(state)) == state
        for seat in acting:
            moves = GAME.legal_moves(state, seat)
            assert moves and not any(m.get("template") for m in moves)
            if steps % check_moves_every == 0:
                for m in moves:
                    GAME.decide(state, seat, m, random.Random(steps))
        for seat in set(range(players)) - acting:
            assert GAME.legal_moves(state, seat) == []
        seat = rng.choice(sorted(acting))
        command = GAME.bot(state, seat, rng, bot_seats[seat]) if seat in bot_seats else rng.choice(
            GAME.legal_moves(state, seat))
        frozen = json.dumps(state, sort_keys=True)
        batch = GAME.decide(state, seat, command, rng)
        assert batch and json.dumps(state, sort_keys=True) == frozen  # decide never mutates its input
        for ev in batch:
            assert json.loads(json.dumps(ev)) == ev and set(ev) == {"type", "seat", "data"}
            before = json.dumps(state, sort_keys=True)
            new = GAME.evolve(state, ev)
            assert json.dumps(state, sort_keys=True) == before  # evolve never mutates its input
            state = new
            log.append(ev)
            if check_secrets and state["phase"] != "over":
                for viewer in [*range(players), None]:
                    assert_hides(GAME.redact(ev, viewer), hidden_ids(state, viewer))
        if check_secrets and state["phase"] != "over":
            for viewer in [*range(players), None]:
                assert_hides(GAME.view(state, viewer), hidden_ids(state, viewer))
        assert state["bank"] + sum(state["chips"]) == TOTAL_CHIPS  # chips conserved
        steps += 1
        assert steps < 5000
    assert GAME.to_act(state) == set()
    assert_accounted(state)
    assert fold(log) == state  # replay equals live
    res = GAME.result(state)
    assert sorted(x for group in res.ranking for x in group) == list(range(players))
    assert set(res.scores) == {str(i) for i in range(players)}
    return state, log


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4, 5]),
       bots=st.lists(st.sampled_from([None, "easy", "normal"]), min_size=5, max_size=5))
def test_property_random_play_keeps_every_invariant(seed, players, bots):
    """Random legal play (plus bots) from set-up to the end never errs; chips are conserved between the bank and
    the pouches; every card stays in one zone; JSON stable; replay equals live; no hand leaks; full ranking."""
    bot_seats = {i: level for i, level in enumerate(bots[:players]) if level}
    run_game(seed, players, bot_seats, check_moves_every=7)


def _until_reveal(batch):
    """The events of a batch before the reveal event, and whether the reveal came."""
    k = next((i for i, e in enumerate(batch) if e["type"] == "BidsRevealed"), None)
    return (batch, False) if k is None else (batch[:k], True)


def _seen(state, events, viewer):
    """What ``viewer`` sees: the view of ``state`` and the redacted events, byte for byte."""
    return json.dumps(GAME.view(state, viewer), sort_keys=True), [
        json.dumps(GAME.redact(e, viewer), sort_keys=True) for e in events]


def _assert_same_for_others(worlds, bidder, players):
    (s1, e1), (s2, e2) = worlds
    for viewer in [*range(players), None]:
        if viewer != bidder:
            assert _seen(s1, e1, viewer) == _seen(s2, e2, viewer)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4, 5]))
def test_property_sealed_bids_leak_nothing_before_the_reveal(seed, players):
    """Rulebook: 'Each player now, in secret, bids ...'. At each sealed bid of a random game, the same bid with
    another amount gives every other viewer (seats, spectator) byte-identical views and redacted events -- so
    identical streams and ``state?at=`` views -- at every step up to the reveal event; the redacted
    ``BidSealed`` is exactly ``{}``; other seats' legal moves and bots do not change either."""
    rng = random.Random(seed)
    state = fold(GAME.setup(players, {}, rng))
    checked = 0
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = rng.choice(GAME.legal_moves(state, seat))
        if state["phase"] == "bid" and checked < 6:
            chips = state["chips"][seat]
            alt = {"type": "bid", "amount": chips - command["amount"] if chips else 0}
            worlds, revealed = [], False
            for cmd in (command, alt):
                batch, revealed = _until_reveal(GAME.decide(state, seat, cmd, random.Random(checked)))
                assert types(batch) == ["BidSealed"]
                worlds.append((fold(batch, state), batch))
            for viewer in [*range(players), None]:
                if viewer != seat:
                    assert GAME.redact(worlds[0][1][0], viewer) == {"type": "BidSealed", "seat": seat, "data": {}}
            step = 0
            while True:  # follow both worlds with the same later bids until the reveal
                _assert_same_for_others(worlds, seat, players)
                (s1, _), (s2, _) = worlds
                assert GAME.to_act(s1) == GAME.to_act(s2)
                for other in sorted(GAME.to_act(s1)):
                    assert GAME.legal_moves(s1, other) == GAME.legal_moves(s2, other)
                    for level in GAME.bots:  # bots never read a sealed bid
                        assert GAME.bot(s1, other, random.Random(1), level) == GAME.bot(s2, other, random.Random(1),
                                                                                        level)
                if revealed:
                    break
                other = min(GAME.to_act(s1))
                cmd = {"type": "bid", "amount": step % (s1["chips"][other] + 1)}
                nxt = []
                for s, _ in worlds:
                    batch, revealed = _until_reveal(GAME.decide(s, other, cmd, random.Random(step)))
                    nxt.append((fold(batch, s), batch))
                worlds = nxt
                step += 1
            checked += 1
        state = fold(GAME.decide(state, seat, command, rng), state)
    assert checked >= 1


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4, 5]))
def test_property_bot_commands_are_always_legal(seed, players):
    """Bots of every level always return a command that decide accepts."""
    levels = ["easy", "normal", "easy", "normal", "normal"][:players]
    run_game(seed, players, dict(enumerate(levels)), check_moves_every=50, check_secrets=False)


def test_normal_bot_beats_a_random_bidder():
    """The normal bot wins clearly more than 70 % of two-player games against a random bidder."""
    wins = 0
    games = 40
    for g in range(games):
        rng = random.Random(500 + g)
        state = fold(GAME.setup(2, {}, rng))
        while GAME.result(state) is None:
            seat = rng.choice(sorted(GAME.to_act(state)))
            if seat == g % 2:
                cmd = GAME.bot(state, seat, rng, "normal")
            else:
                cmd = rng.choice(GAME.legal_moves(state, seat))
            state = fold(GAME.decide(state, seat, cmd, rng), state)
        first = GAME.result(state).ranking[0]
        wins += (g % 2 in first) / len(first)
    assert wins / games >= 0.7


def test_bot_distance_to_the_win_condition():
    assert bot.distance(LEFT, 0, 0, 2) == 1
    assert bot.distance(FAR_LEFT, 1, 1, 4) == 3
    assert bot.distance(MODERATE, 0, 0, 3) == 2
    assert bot.distance(RIGHT, 0, 4, 4) == 2


def bias_bound(players):
    """At most 10 + 3 x 8 rounds (the reset cap), each of at most a trade, a bid and an algorithm card (or pass) per
    seat plus the winner's program/delete."""
    return (AUTONOMY_ROUNDS + MAX_RESETS * (AUTONOMY_ROUNDS - RESET_TO_ROUND + 1)) * (3 * players + 1)

@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4, 5]), steps=st.integers(0, 100))
def test_property_every_reachable_state_can_still_reach_the_end(seed, players, steps):
    """The issue: 'every game must provably be able to end'. From a random reachable state the normal bot on
    every seat ends the game: at most 10 + 3 x 8 rounds (the reset cap, MAX_RESETS), each of a bounded number of
    commands (a trade or skip, a bid, program or delete, one algorithm card or pass per seat)."""
    state, rng = random_state(GAME, players, seed, steps)
    commands_to_finish(GAME, state, rng, bound=bias_bound(players))
