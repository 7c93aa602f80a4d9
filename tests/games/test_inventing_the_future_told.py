"""Inventing the Future's game log, one written example per event type: the event as its viewer got it, and the
sentence a person reads, rendered as the service renders it (catalogue names, the seats' player names)."""

from __future__ import annotations

import pytest

from games import texts
from games.inventing_the_future import GAME
from games.table import component_names

SEATS = ["Ann", "Bob", "Cy", "Dee"]
NAMES = component_names(GAME)


def ev(type_: str, seat: int | None = None, **data) -> dict:
    return {"type": type_, "seat": seat, "data": data}


def told(event: dict) -> str:
    template, params = GAME.summarize(event)
    return texts.render(template, params, NAMES, SEATS)


# (event as the viewer got it, what the log says). Each comment quotes the rulebook line the example checks.
EXAMPLES: list[tuple[dict, str]] = [
    # 'Each player takes a player board, coins having value 5, three pawns ... and 5 winks'; 'a small green cube on
    # the 2 space of the public and private income tracks'; 'the three cards reading "Flying Car", "Teleportation"
    # and "Time Travel"'
    (ev("GameStarted", players=3, coins=5, winks=5, income=2, tracks=["Flying Car", "Teleportation", "Time Travel"]),
     "The game began for 3 players: each took $5 billion and 5 winks, put a cube on 2 of both income tracks and a "
     "pawn at the start of the Flying Car, Teleportation, Time Travel tracks."),
    # 'the six cards labeled "ONE" are shuffled face down and one each placed face down above the three cards'
    # (as every viewer gets it while the game runs: the cards are hidden)
    (ev("DevelopmentCardsDealt", tracks=[[None] * 3] * 3, unused=[None] * 9),
     "The development cards were shuffled: every track holds one card of each tier face down, from the bottom up "
     "Tier ONE (levels 1-3), Tier TWO (levels 4-6), Tier THREE (levels 7-9), and 9 stay unseen in the box."),
    # 'Each places a small white cube in the 1 box of the white track.'
    (ev("ResearchTeamsPlaced", cube="white", box=1),
     "Each player starts with one Research team, placed in box 1 of the white track."),
    # 'Give this player the start player marker.'
    (ev("StartPlayerChosen", 2), "Cy became the start player and took the Start player marker."),
    (ev("TurnStarted", turn=3, start=1), "Game turn 3 began; Bob holds the Start player marker."),
    # 'The start player takes in hand one die of each color, adds to them one more die of their choice and rolls'
    (ev("DiceRolled", 0, round=1, extra="red", dice=[
        {"id": "die-black-1", "colour": "black", "value": 5}, {"id": "die-green-1", "colour": "green", "value": 3},
        {"id": "die-white-1", "colour": "white", "value": 1}, {"id": "die-blue-1", "colour": "blue", "value": 6},
        {"id": "die-red-1", "colour": "red", "value": 2}, {"id": "die-red-2", "colour": "red", "value": 4}]),
     "Ann rolled the dice for round 1, choosing the Second red die as the extra die: Black die showed 5, Green die "
     "showed 3, White die showed 1, Blue die showed 6, Red die showed 2, Second red die showed 4."),
    # 'the space on their board whose row matches that of the color of the die and whose column matches that of the
    # number showing on the die'; green 3 gives $3 billion (the designed board)
    (ev("DieDrafted", 1, die="die-green-1", colour="green", value=3, space=3),
     "Bob drafted the Green die showing 3 and placed a wink on their board at Green 3 (take $3 billion)."),
    # 'If this rule leaves no dice available, the player simply does not place a wink on that round.'
    (ev("DraftSkipped", 3, reason="no-die"), "Dee had no die available and placed no wink this round."),
    # 'players who have Troubleshooter and/or Consultant specialists may use them to set dice values'
    (ev("SpecialistsKept", 2, drafter=0), "Cy chose to change no die before Ann's draft."),
    # 'Troubleshooters can choose a new result for one unallocated die.'
    (ev("DieReset", 0, die="die-red-1", colour="red", old=2, value=5),
     "Ann used a Troubleshooter to turn the Red die from 2 to 5."),
    # 'Consultants can use an out of play (i.e. not rolled) die, freely choosing its result.'
    (ev("DieAdded", 1, die="die-white-2", colour="white", value=4),
     "Bob used a Consultant to bring the out-of-play Second white die into play showing 4."),
    # 'repeat steps (1) through (3) starting with the player left of the last player to roll the dice'
    (ev("RoundEnded", round=2, next_roller=3), "Round 2 of the Dice Allocation Phase ended; Dee rolls next."),
    # 'The player immediately right of the player holding the start player marker ... proceed right'
    (ev("AllocationEnded", choosers=[3, 2, 1, 0]),
     "The Dice Allocation Phase ended; the phases are chosen in the order Dee, Cy, Bob, Ann."),
    # 'If this player has no wink in this row, proceed right until finding a player who does.'
    (ev("PhaseChoicePassed", 2, reason="no-black-wink"), "Cy had no wink in the black row and chose no phase."),
    # 'other players having winks on this same box remove theirs from their boards'
    (ev("PhaseChosen", 1, phase="hiring", space=3, removed=[[1, 3], [3, 3]], actors=[0, 3, 2, 1], automatic=False),
     "Bob chose the Hiring phase with their wink on Black 3 (choose Hiring); the winks on that box were removed from "
     "the boards of Bob, Dee."),
    # Hiring: 'As a bonus for choosing this phase the player may take a specialist cube of their choice.'
    (ev("BonusTaken", 1, phase="hiring", cube="recruiter", from_seat=None),
     "Bob took a Recruiter from the supply as the Hiring bonus."),
    (ev("BonusDeclined", 0, reason="declined"), "Ann declined the phase bonus."),
    # 'As a bonus for choosing this phase the player receives $2 billion in coins.'
    (ev("PaydayBonusPaid", 2, coins=2), "Cy received $2 billion as the Payday bonus."),
    # 'These instructions either increase the public or private income level ... or give the player cash directly.'
    (ev("FundingApplied", 3, space=4, public_to=4, private_to=2, cash=0, rainmakers=0),
     "Dee raised their income with their wink on Green 4 (+2 public income): public income 4, private income 2."),
    # 'players having a Rainmaker specialist use each to increase by one either public or private income'
    (ev("RainmakerUsed", 0, income="private", to=3),
     "Ann used a Rainmaker to move their cube on the Private income track up to 3."),
    # 'If income is the lower value, the player must pay one coin per point of difference.'
    (ev("PaydayResolved", 1, income=2, staff=4, received=0, paid=2, owed=0, returned=[]),
     "Bob's income 2 fell short of their 4 teams and specialists: they paid $2 billion."),
    # 'the player must return one team or specialist for each point of difference remaining'
    (ev("CubeReturned", 1, cube="blue"), "Bob returned a Test team to the supply to cover Payday."),
    # 'During this phase only players having Recruiter specialists may use each to take one team of choice.'
    (ev("HiringStarted", 2, items=[{"row": "white", "space": 2}, {"recruiter": 1}]),
     "Cy began hiring with White 2 (hire 2 research teams), Recruiter."),
    # 'taking any cubes using a box requires taking all of the cubes specified by the box'
    (ev("CubesHired", 2, item={"row": "white", "space": 2},
        take=[{"cube": "white", "from_seat": None}, {"cube": "white", "from_seat": None}]),
     "Cy hired Research team, Research team with White 2 (hire 2 research teams)."),
    # 'A player is not forced to perform hiring'
    (ev("HiringDeclined", 0, item={"row": "blue", "space": 3}, reason="declined"),
     "Ann chose not to hire with Blue 3 (steal any team or specialist)."),
    # 'A player has winks on 2-level progress, a 3-level progress and a 4-level progress. Adding these up yields 9.'
    (ev("ProgressStarted", 3, points=9), "Dee may advance their pawns 9 level(s) in all this phase."),
    # 'the player may decide to turn the card face up'
    (ev("CardFlipped", 0, track="flying-car", tier=0, card="ONE-4", requirements=[[1, 0, 0], [1, 1, 0], [1, 1, 0]]),
     "Ann turned face up the Tier ONE (levels 1-3) card of the Flying Car track: ONE card needing white, then white "
     "+ blue, then white + blue."),
    # 'The next level requires one white cube and one blue cube.'
    (ev("PawnAdvanced", 0, track="flying-car", to=2, card="ONE-4", requirement=[1, 1, 0], allocation=[1, 1, 0],
        forced=False),
     "Ann advanced their Flying Car pawn to level 2 on ONE card needing white, then white + blue, then white + "
     "blue (needs Research team, Test team)."),
    (ev("ProgressEnded", 1, reason="stopped"), "Bob stopped advancing their pawns."),
    # 'In the Funding phase each player having a wink in the Funding row applies the instructions under their wink.'
    (ev("PhaseSkipped", 2, phase="funding", reason="no-wink"),
     "Cy had no wink (nor specialist) that acts in the Funding phase and sat it out."),
    (ev("PhaseEnded", phase="hiring"), "The Hiring phase ended."),
    (ev("TurnEnded", turn=3), "Game turn 3 ended."),
    # 'the player having the highest total wins' (20 + 9 + 3 = 32 against 15 + 12 + 1 = 28, on the scoring track)
    (ev("GameEnded", ranking=[[2], [0]], reason="tracks-completed", tracks=[], unused=[], scores={
        "0": {"total": 28, "points": [15, 12, 1], "pawns": [8, 7, 1], "at_end": 0},
        "2": {"total": 32, "points": [20, 9, 3], "pawns": [9, 6, 3], "at_end": 1}}),
     "The game ended with a pawn at the end of every track: Cy won with 32 points. Final scores: Cy 32, Ann 28."),
]


@pytest.mark.parametrize(("event", "text"), EXAMPLES, ids=[e["type"] for e, _ in EXAMPLES])
def test_each_event_is_told_with_who_what_and_the_values(event, text):
    assert told(event) == text


def test_the_examples_cover_every_event_type():
    assert {e["type"] for e, _ in EXAMPLES} == set(GAME.event_schemas)


def test_every_example_event_is_valid_data_of_its_type():
    """The examples are events the game could send: their data loads with the type's schema."""
    for event, _ in EXAMPLES:
        GAME.event_schemas[event["type"]]().load(event["data"])


def test_seats_are_params_never_printed_numbers():
    """The acting seat reaches the text through the ``seat`` param, shown as the player's name, never as a number."""
    for event, text in EXAMPLES:
        _, params = GAME.summarize(event)
        if event["seat"] is not None:
            assert params["seat"] == event["seat"] and text.startswith(SEATS[event["seat"]]), event["type"]
        assert "seat" not in text.lower(), event["type"]


def test_more_outcomes_of_the_same_events():
    """Black 5 and 6: 'A player choosing a die corresponding to these locations does not place a wink there, but
    instead places it on any black row space in the range 1-4.' 'If still tied, these players share the victory.'"""
    wild = ev("DieDrafted", 1, die="die-black-2", colour="black", value=6, space=2)
    assert told(wild) == "Bob drafted the Second black die showing 6 and placed a wink on their board at Black 2 " \
                         "(choose Payday)."
    assert told(ev("DraftSkipped", 3, reason="passed")) == "Dee passed and drafted no die this round."
    tied = ev("GameEnded", ranking=[[1, 3], [0]], reason="turn-limit", tracks=[], unused=[], scores={
        "0": {"total": 5}, "1": {"total": 12}, "3": {"total": 12}})
    assert told(tied) == "The game ended at the turn limit: Bob, Dee shared the victory with 12 points each. Final " \
                         "scores: Bob 12, Dee 12, Ann 5."
