"""Tabletop Climber told to people: one written example per event type (the event as one viewer gets it → the
text that viewer reads), and the score sheet of a result. The expected texts are written from the rulebook's
words, each noted beside its example."""

from __future__ import annotations

import random

import pytest

from games import texts
from games.base import event
from games.table import component_names
from games.tabletop_climber import GAME

NAMES = component_names(GAME)
SEAT_NAMES = ["Ann", "Bob", "Cy", "Dee"]
TEAM = ["I-red-1", "I-red-2", "I-blue-5", "I-green-5", "I-yellow-7", "I-blue-7", "I-red-6", "W-3", "D-09"]
SCORES = {"0": {"total": 20, "gold": 15, "silver": 5, "climax_bonus": 0, "team_size": 30},
          "1": {"total": 20, "gold": 17, "silver": 3, "climax_bonus": 0, "team_size": 28},
          "2": {"total": 9, "gold": 0, "silver": 9, "climax_bonus": 0, "team_size": 25}}

# (event as stored, viewer: a seat or None for a spectator, the text that viewer reads)
EXAMPLES: list[tuple[dict, int | None, str]] = [
    # Setup: 'Place the "Standard" Gold Season Card ... "1st Season"', '"Climax" ... "5th Season"', the other three
    # 'face down on the "2nd Season," "3rd Season," and "4th Season"'.
    (event("GameStarted", None, players=4, gold_order=["G-standard", "G-no-set", "G-accident", "G-reverse",
                                                        "G-climax"]), 1,
     "A game for 4 players began: Standard rules the 1st season and Climax the 5th; the rules of seasons 2 to 4 "
     "lie face down."),
    # 'deal 7 to each player' Initial Cards and 'deal 2 to each player' Reinforcement Cards: a team of 9.
    (event("CardsDealt", None, teams=[["I-blue-1"] * 9, TEAM, ["I-green-1"] * 9], counts=[9, 9, 9]), 1,
     "Each player was dealt a team of 9 cards; Bob's team: Red 1, Red 2, Blue 5, Green 5, Yellow 7, Blue 7, Red 6, "
     "Wild 3, Set-of-two 9."),
    (event("CardsDealt", None, teams=[["I-blue-1"] * 9, TEAM, ["I-green-1"] * 9], counts=[9, 9, 9]), None,
     "Each player was dealt a team of 9 cards."),
    # 'The player who has climbed most recently receives the Start Card.'
    (event("StartCardGiven", 2), None, "Cy received the Start Card."),
    # 'No Set (7VP)'; the silver card of the 2nd season: hands of 8, 3 VP for 2nd place.
    (event("SeasonStarted", None, season=2, gold="G-no-set", gold_vp=7, silver="S-2", silver_vp=3, hand_size=8),
     None, "The 2nd Season began under the No Set rules (7 VP for 1st place, 3 VP for 2nd): every player selects 8 "
           "hand cards."),
    # Climax: 'you can add as many card as you want to your 12 hand cards'; 'the winner will collect 10 + ...'.
    (event("SeasonStarted", None, season=5, gold="G-climax", gold_vp=10, silver="S-5", silver_vp=5, hand_size=12),
     None, "The 5th Season began under the Climax rules (10 VP and 1 more per extra card for 1st place, 5 VP for "
           "2nd): every player selects 12 or more hand cards."),
    # Accident: 'each player draws one card randomly ... The drawn card is placed in the lodge.'
    (event("AccidentHappened", None, cards=["W-3", "I-red-4", "C-12"]), 0,
     "Accident: each player lost one random team card face down to their Lodge for this season; Ann lost Wild 3."),
    (event("AccidentHappened", None, cards=["W-3", "I-red-4", "C-12"]), None,
     "Accident: each player lost one random team card face down to their Lodge for this season."),
    # Transfer: 'each player simultaneously selects one card from their team and passes it to the player on their
    # left' -- the choice is secret until every player has chosen.
    (event("TransferCardChosen", 1, card="R-red-11"), 1, "Bob chose Red 11 to pass to the player on their left."),
    (event("TransferCardChosen", 1, card="R-red-11"), 0, "Bob chose a team card to pass to the player on their left."),
    # 'Each player adds the card received from the player on their right to their team.'
    (event("CardsTransferred", None, cards=["R-red-11", "I-blue-2", "M-01"]), 1,
     "Each player passed their chosen team card to the player on their left; Bob received Red 11 from Ann."),
    # 'Each player selects the cards they will use for the current season from their team.'
    (event("HandSelected", 0, cards=TEAM[:7], count=7), 0,
     "Ann selected a hand of 7 cards: Red 1, Red 2, Blue 5, Green 5, Yellow 7, Blue 7, Red 6."),
    (event("HandSelected", 0, cards=TEAM[:7], count=7), 2, "Ann selected their hand."),
    # Climax: 'Player must announce the number of cards in the hand before starting the main phase.'
    (event("MainPhaseStarted", None, hand_sizes=[12, 14, 13]), None,
     "The Main Phase began; hand sizes announced: Ann 12, Bob 14, Cy 13."),
    # 'At the start of each season's Main Phase, the player with the Start Card must play it.'
    (event("StartCardPlayed", 2), None, "Cy opened the Main Phase with the Start Card."),
    # 'two cards of the same number make a "2-Set"'; Reverse Icon: 'the strength of the numbers will be reversed'.
    (event("CardsPlayed", 0, cards=["R-red-09", "R-blue-09"], kind="set", count=2, value=9, colour=None,
           effect="reverse"), None,
     "Ann played Red 9 (Reverse), Blue 9 (Reverse) as a 2-Set of 9s; its Reverse icon reversed the strength of the "
     "numbers."),
    # 'Run: Play multiple cards of the same color in consecutive numbers'; wild cards 'can be played as any color'.
    (event("CardsPlayed", 3, cards=["I-red-4", "I-red-5", "W-6"], kind="run", count=3, value=4, colour="red",
           effect=None), None, "Dee played Red 4, Red 5, Wild 6 as a red 3-Run of 4 to 6."),
    # Discard Icon: 'Immediately choose and discard one card from your hand face up to the Lodge.'
    (event("CardDiscarded", 3, card="I-red-2"), None, "Dee discarded Red 2 face up to their Lodge (Discard icon)."),
    # 'A player who has passed skips their turn until the field is reset.'
    (event("Passed", 1), None, "Bob passed and skips their turns until the field is reset."),
    # 'The first player to get rid of their hand becomes the 1st place for the season.'
    (event("PlayerFinished", 0, place=1), None, "Ann got rid of their hand first and took 1st place."),
    # 'When the second player to get rid of their hand (2nd place) appears, the Main Phase ends immediately.'
    (event("PlayerFinished", 3, place=2), None,
     "Dee got rid of their hand second and took 2nd place: the Main Phase ends."),
    # 'When all but one player has passed, the field is reset ... The player who did not pass restarts the turn.'
    (event("FieldReset", None, lead=3), None, "The field was reset; Dee restarts the turn."),
    # 1st place 'Receives the Gold Season Card ... and gains the VP indicated on it'; 2nd place the Silver one.
    (event("SeasonEnded", None, season=1, gold="G-standard", silver="S-1", first=2, second=0, gold_vp=5,
           silver_vp=2, climax_bonus=0), None,
     "The 1st Season ended: Cy took 1st place and the Standard card (5 VP), Ann took 2nd place and the 1st Season "
     "card (2 VP)."),
    # Climax: 'Player chooses to play with 17 cards; 17-12 = 5; 10 + 5 VP'.
    (event("SeasonEnded", None, season=5, gold="G-climax", silver="S-5", first=1, second=3, gold_vp=10,
           silver_vp=5, climax_bonus=5), None,
     "The 5th Season ended: Bob took 1st place and the Climax card (10 VP + 5 for extra hand cards), Dee took 2nd "
     "place and the 5th Season card (5 VP)."),
    # 1st place 'Draws 1 Reinforcement Card', 2nd place 'Draws 2', other players 'Draw 3'.
    (event("ReinforcementsDrawn", None, cards=[["W-2"], ["C-12", "C-13"], ["D-01", "D-02", "D-03"]],
           counts=[1, 2, 3]), 0,
     "Season rewards: Ann drew Wild 2; Bob drew 2 Reinforcement Cards; Cy drew 3 Reinforcement Cards."),
    # 'the player with the highest total VP ... wins. In case of a tie, the player with the most cards in their
    # team wins.'
    (event("GameEnded", None, ranking=[[0], [1], [2]], scores=SCORES, tiebreak=["vp", "team_size"]), None,
     "The game ended after five seasons: Ann won with 20 VP and the most cards in their team (30). Final VP: Ann 20 "
     "(30 cards in team), Bob 20 (28 cards in team), Cy 9 (25 cards in team)."),
    (event("GameEnded", None, ranking=[[1], [2], [0]], scores={**SCORES, "2": {**SCORES["2"], "total": 12},
                                                              "0": {**SCORES["0"], "total": 7}},
           tiebreak=["vp", "team_size"]), 2,
     "The game ended after five seasons: Bob won with 20 VP. Final VP: Bob 20, Cy 12, Ann 7."),
    # 'If still tied, share the victory.'
    (event("GameEnded", None, ranking=[[0, 1], [2]], scores={**SCORES, "1": {**SCORES["1"], "team_size": 30}},
           tiebreak=["vp", "team_size"]), None,
     "The game ended after five seasons: Ann, Bob shared the victory with 20 VP each. Final VP: Ann 20 (30 cards in "
     "team), Bob 20 (30 cards in team), Cy 9 (25 cards in team)."),
]


def told(ev: dict, viewer: int | None) -> str:
    """What ``viewer`` reads of ``ev``: the summary of the event as that viewer gets it (redacted)."""
    template, params = GAME.summarize(GAME.redact(ev, viewer))
    return texts.render(template, params, NAMES, SEAT_NAMES)


@pytest.mark.parametrize(("ev", "viewer", "expected"), EXAMPLES,
                         ids=[f"{ev['type']}-{viewer}" for ev, viewer, _ in EXAMPLES])
def test_each_event_is_told_as_written(ev, viewer, expected):
    assert told(ev, viewer) == expected


def test_the_examples_cover_every_event_type():
    assert {ev["type"] for ev, _, _ in EXAMPLES} == set(GAME.event_schemas)


def test_seats_are_params_never_printed_numbers():
    """A seat is always a ``seat``/``…_seat`` param (shown as its player's name), never a number in the template."""
    for ev, viewer, _ in EXAMPLES:
        template, params = GAME.summarize(GAME.redact(ev, viewer))
        seats = {name for name in params if texts.is_seat_param(name)}
        assert not set(params) & {"lead", "first", "second", "winner", "owner"}, template  # seats named plainly
        assert all(isinstance(params[name], int | list) for name in seats), params
        if ev["seat"] is not None:  # the event's own seat is told as a player, through a seat param
            assert ev["seat"] in [params[name] for name in seats], (template, params)
        assert "Seat " not in told(ev, viewer)


# ---------------------------------------------------------------- the score sheet


def test_the_score_sheet_reads_as_a_person_reads_it():
    """'After five seasons, the player with the highest total VP from the Season Cards wins the game. In case of a
    tie, the player with the most cards in their team wins.' Climax: '10 + the number of cards he adds'."""
    rows = GAME.score_sheet({"total": 17, "gold": 12, "silver": 3, "climax_bonus": 2, "team_size": 25})
    assert rows == [
        {"label": "VP from Gold Season Cards (1st places)", "value": 12,
         "text": "VP from Gold Season Cards (1st places): 12"},
        {"label": "VP from Silver Season Cards (2nd places)", "value": 3,
         "text": "VP from Silver Season Cards (2nd places): 3"},
        {"label": "Climax bonus VP (hand cards beyond 12)", "value": 2,
         "text": "Climax bonus VP (hand cards beyond 12): 2"},
        {"label": "Total VP", "value": 17, "text": "Total VP: 17"},
        {"label": "Cards in team (the tie-break)", "value": 25, "text": "Cards in team (the tie-break): 25"},
    ]


def test_every_finished_games_score_sheet_has_every_row_and_no_raw_value():
    rng = random.Random(7)
    state = None
    for ev in GAME.setup(3, {}, rng):
        state = GAME.evolve(state, ev)
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = GAME.bot(state, seat, rng, "easy")
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
    for seat, scores in GAME.result(state).scores.items():
        rows = GAME.score_sheet(scores)
        assert [row["label"] for row in rows] == [
            "VP from Gold Season Cards (1st places)", "VP from Silver Season Cards (2nd places)",
            "Climax bonus VP (hand cards beyond 12)", "Total VP", "Cards in team (the tie-break)"], seat
        values = {row["label"]: row["value"] for row in rows}
        assert values["Total VP"] == sum(values[label] for label in list(values)[:3])
        assert all(row["text"] == f"{row['label']}: {row['value']}" for row in rows)
        assert not any(isinstance(row["value"], bool) for row in rows)
