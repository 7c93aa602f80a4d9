"""Every Bias Effect event told to people: one written example per event type (the event as its viewer got it ->
the game-log line), rendered as the service renders it (``games.texts.render`` with the catalogue's names and the
players' names). Each example's numbers follow the rulebook, quoted beside it."""

from __future__ import annotations

import random

import pytest

from games import texts
from games.bias_effect import GAME
from games.table import component_names

NAMES = component_names(GAME)
SEATS = ["Ann", "Bob", "Cy", "Dee"]


def ev(type_: str, seat: int | None = None, **data) -> dict:
    return {"type": type_, "seat": seat, "data": data}


# (event as its viewer got it, the line that viewer reads)
EXAMPLES: list[tuple[dict, str]] = [
    # rulebook: "each player randomly selects an IDENTITY card and places it face-up ... FIVE (5) DATA CHIPS in your
    # POUCH to start"; 2 players: "LEFT vs. RIGHT"
    (ev("GameStarted", players=2, identities=["RIGHT", "LEFT"], chips=5, bank=390, autonomy_rounds=10,
        start_player=1),
     "The game began: 2 players, 5 chips in each pouch; identities face up: Ann is RIGHT, Bob is LEFT; Bob plays"
     " first."),
    # rulebook: "draws THREE (3) ALGORITHM cards into their hand"; Ann's own view: Bob's cards are hidden
    (ev("AlgorithmCardsDealt", cards=[["A-10", "A-39", "A-76"], None], counts=[3, 3]),
     "Each player was dealt algorithm cards: Ann got Phishing (copy 1 of 6), Overclock (copy 1 of 7),"
     " Malware (copy 1 of 6); Bob got 3 hidden cards."),
    (ev("RoundStarted", round=4), "ROUND 4 began on the Autonomy counter."),
    # rulebook: "Each player draws an ALGORITHM card into their hand."; seen by Bob
    (ev("AlgorithmCardsDrawn", cards=[None, ["A-62"]], counts=[1, 1]),
     "Algorithm cards were drawn: Ann got 1 hidden card; Bob got Recount (copy 1 of 4)."),
    (ev("AlgorithmDeckReshuffled", count=17),
     "17 discarded algorithm cards were shuffled back into the Algorithm deck."),
    # rulebook: "trade ONE (1) ALGORITHM CARD for CHIPS, by discarding it and collecting the trade-in cost";
    # Crypto Mining trades in for 3
    (ev("AlgorithmTraded", 2, card="A-23", chips=3), "Cy traded in Crypto Mining (copy 1 of 7) for 3 chips."),
    (ev("TradeSkipped", 3), "Dee kept every algorithm card (no trade-in)."),
    (ev("BeliefDeckReshuffled", count=40), "40 discarded belief cards were shuffled back into the Belief deck."),
    # rulebook: "Flip a BELIEF CARD into the middle and read it aloud."
    (ev("BeliefRevealed", belief="BL-06", side="left", title="Carbon tax"),
     "The LEFT belief “Carbon tax” was flipped up for bidding."),
    # rulebook: "Each player now, in secret, bids": the bidder reads its own amount ...
    (ev("BidSealed", 1, amount=4, salt="9f2c"), "Bob sealed a bid of 4 chips."),
    # ... every other viewer only that Bob has bid
    (ev("BidSealed", 1), "Bob sealed a bid."),
    # rulebook: "every programmed LEFT BELIEF grants a bonus of +3 to the LEFT and FAR-LEFT player"; one LEFT belief
    # programmed, Ann is LEFT: 2 + 3 = 5; Bob's 4 under a Lag Spike ("counts 3 lower") is 1. "The player with the
    # highest bid gains control ... spends the CHIPS they bid": Ann pays her 2, not the bonus.
    (ev("BidsRevealed", bids=[2, 4], bonuses=[3, 0], adjustments=[0, -3], totals=[5, 1], winner=0, tied=[],
        spent=[2, 0]),
     "The bids were revealed (Ann bid 2 + 3 bias bonus = 5; Bob bid 4 − 3 from cards = 1): Ann won the belief and"
     " spent 2 chips."),
    (ev("BeliefProgrammed", 0, belief="BL-06", side="left", source="bid"),
     "Ann programmed the LEFT belief “Carbon tax” into the A.I."),
    # rulebook: "If the belief is DELETED, discard it and continue play."
    (ev("BeliefDeleted", 1, belief="BR-01", side="right", by=1, tie=False),
     "Bob deleted the RIGHT belief “Let markets set wages”."),
    # rulebook: "can only be removed by an appropriate ALGORITHM or LIFE card"
    (ev("BeliefRemoved", 2, belief="BL-06", side="left", by=2, card="A-01"),
     "Cy removed the LEFT belief “Carbon tax” from the A.I. with Hard Reset (copy 1 of 3)."),
    (ev("LifeDeckReshuffled", count=48), "48 discarded life cards were shuffled back into the Life deck."),
    # the rulebook's example life card: "if the A.I. is RIGHT-LEANING, then RIGHT identities GAIN 10 CHIPS each"
    (ev("LifeCardDrawn", card="L-01", title="Talk Radio Tour", leaning="right",
        effect="RIGHT and FAR-RIGHT identities GAIN 10 chips each."),
     "The life card Talk Radio Tour was drawn; the A.I. is RIGHT-LEANING: RIGHT and FAR-RIGHT identities GAIN 10"
     " chips each."),
    # ... and its chips: Ann (RIGHT) gains 10 from the bank
    (ev("ChipsMoved", deltas=[10, 0], bank=-10, reason="L-01"),
     "Talk Radio Tour moved chips: Ann gained 10; the bank lost 10."),
    # "LEFT identities each discard a random algorithm card face up" (Hacked Account, left-leaning)
    (ev("AlgorithmCardDiscarded", 1, card="A-76", reason="L-25"),
     "Bob discarded Malware (copy 1 of 6) face up because of Hacked Account."),
    # rulebook: "Starting with the bid-winner and proceeding clockwise"
    (ev("AlgorithmPhaseStarted", order=[2, 3, 0, 1]),
     "The fourth phase began (step 7: algorithm cards); the order of play is Cy, Dee, Ann, Bob."),
    # Phishing: "Take up to 2 chips from the pouch of a player you choose."
    (ev("AlgorithmPlayed", 2, card="A-10", title="Phishing", kind="steal", target=0, belief=None, side=None),
     "Cy played Phishing (copy 1 of 6) on Ann."),
    (ev("AlgorithmPassed", 3), "Dee passed: no algorithm card this round."),
    # Lag Spike: "Next round, the bid of a player you choose counts 3 lower (never below 0)."
    (ev("ModifiersAdded", 3, mods=[{"seat": 1, "kind": "throttle", "amount": 3, "source": "Lag Spike"}]),
     "Dee changed the next bids: Bob's bid counts 3 lower."),
    (ev("RoundEnded", round=4), "ROUND 4 ended; the Autonomy counter advanced one space."),
    # LEFT: "Ensure the A.I. has more LEFT beliefs than RIGHT." 4 LEFT against 2 RIGHT in a 2-player game
    (ev("AutonomyReached", left=4, right=2, satisfied=[1]),
     "The Autonomy counter reached the robot space: the A.I. became autonomous with 4 LEFT and 2 RIGHT beliefs; "
     "Bob won."),
    # rulebook: "If the AUTONOMY COUNTER advances to the last space and there is no winner, reset it to ROUND 3"
    (ev("CounterReset", round=3, resets=1),
     "There was no winner: the Autonomy counter was reset to ROUND 3 (reset 1 of at most 3)."),
    # rulebook: "the player who satisfied their win condition wins the game"
    (ev("GameEnded", ranking=[[1], [0]], scores={
        "0": {"total": 0, "identity": "RIGHT", "satisfied": False, "chips": 7, "left": 4, "right": 2},
        "1": {"total": 1, "identity": "LEFT", "satisfied": True, "chips": 3, "left": 4, "right": 2}}),
     "The game ended: Bob (LEFT) met the win condition and won."),
]


def told(event: dict) -> str:
    template, params = GAME.summarize(event)
    return texts.render(template, params, NAMES, SEATS)


def test_the_examples_cover_every_event_type():
    assert {event["type"] for event, _ in EXAMPLES} == set(GAME.event_schemas)


@pytest.mark.parametrize(("event", "line"), EXAMPLES, ids=[e["type"] for e, _ in EXAMPLES])
def test_each_event_is_told(event, line):
    assert told(event) == line


@pytest.mark.parametrize(("event", "line"), EXAMPLES, ids=[e["type"] for e, _ in EXAMPLES])
def test_each_example_is_an_event_as_served(event, line):
    """The examples are events as the contract gives them (a redacted shape included), not made-up data."""
    assert GAME.event_schemas[event["type"]]().validate(event["data"]) == {}


def test_seats_are_params_never_printed_numbers():
    """A seat is always shown by its player's name: no template prints a seat number."""
    for event, _ in EXAMPLES:
        template, params = GAME.summarize(event)
        for name, value in params.items():
            if texts.is_seat_param(name):
                assert value is None or isinstance(value, int | list), (name, value)
        assert "Seat" not in told(event)


# ---------------------------------------------------------------- the bids, revealed


def test_a_tie_names_the_tied_players_and_the_deleted_belief():
    """Rulebook: "In the event of a TIE, the belief is deleted. Discard the BELIEF CARD, but the bids of the players
    who tied are spent." Ann 3 against Bob 0 + one RIGHT belief's +3 bonus: a tie at 3."""
    event = ev("BidsRevealed", bids=[3, 0], bonuses=[0, 3], adjustments=[0, 0], totals=[3, 3], winner=None,
               tied=[0, 1], spent=[3, 0])
    assert told(event) == ("The bids were revealed (Ann bid 3; Bob bid 0 + 3 bias bonus = 3): a TIE between Ann, Bob;"
                           " the belief is deleted and their bids are spent.")


def test_a_recount_breaks_a_tie():
    """Recount (an algorithm card of this game): "Next round, if you tie for the highest bid, you win the belief
    instead of a tie." Echo Chamber doubled Cy's bonus: "your bias bonus counts double" (3 -> 6, +3 from cards)."""
    event = ev("BidsRevealed", bids=[6, 1, 0], bonuses=[0, 0, 3], adjustments=[0, 0, 3], totals=[6, 1, 6],
               winner=2, tied=[0, 2], spent=[0, 0, 0])
    assert told(event) == (
        "The bids were revealed (Ann bid 6; Bob bid 1; Cy bid 0 + 3 bias bonus + 3 from cards = 6): Ann, Cy tied for"
        " the highest total and Cy's Recount broke the tie: Cy won the belief and spent 0 chips.")


def test_no_summary_before_the_reveal_tells_a_sealed_bid():
    """Rulebook: "bids some amount (or none) of their CHIPS ... Do not click the amount yet, or you'll reveal your bid
    to the other players." Before BidsRevealed, the others read only that a bid was sealed."""
    for amount in range(0, 12):
        sealed = GAME.redact(ev("BidSealed", 1, amount=amount, salt="ab"), 0)
        template, params = GAME.summarize(sealed)
        assert told(sealed) == "Bob sealed a bid." and params == {"seat": 1}


# ---------------------------------------------------------------- the result, as a score sheet


def test_a_result_reads_as_a_score_sheet():
    """Rulebook: "the player who satisfied their win condition wins the game". Bob (LEFT: "more LEFT beliefs than
    RIGHT") won with 4 LEFT against 2 RIGHT; Ann (RIGHT) did not."""
    scores = dict(EXAMPLES[-1][0]["data"]["scores"])
    assert [row["text"] for row in GAME.score_sheet(scores["1"])] == [
        "Identity: LEFT", "Win condition met: yes", "LEFT beliefs in the A.I.: 4", "RIGHT beliefs in the A.I.: 2",
        "Chips in pouch: 3", "Points (1 for the winner): 1"]
    assert GAME.score_sheet(scores["0"])[1] == {"label": "Win condition met", "value": "no",
                                                "text": "Win condition met: no"}


def test_every_score_of_a_played_game_reads_without_raw_values():
    rng = random.Random(7)
    state = None
    for event in GAME.setup(3, {}, rng):
        state = GAME.evolve(state, event)
    while GAME.result(state) is None:
        seat = min(GAME.to_act(state))
        for event in GAME.decide(state, seat, GAME.bot(state, seat, rng, "normal"), rng):
            state = GAME.evolve(state, event)
    for seat, scores in GAME.result(state).scores.items():
        rows = GAME.score_sheet(scores)
        assert len(rows) == len(scores), seat
        for row in rows:
            assert set(row) == {"label", "value", "text"} and not isinstance(row["value"], bool)
            assert row["text"] == f"{row['label']}: {row['value']}"
            assert "_" not in row["label"]
