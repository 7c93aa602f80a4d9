"""Corporate Anarchy: every event told (issue 48). One written example per event type: the event as a viewer got
it, and the line a person reads in the game log. Squares read "<owner>'s HQ, square C4" (columns A-F, rows 1-6 from
the centre), seats by their player's name, never a number from 0."""

from __future__ import annotations

import pytest

from games import texts
from games.corporate_anarchy import GAME
from games.table import component_names

NAMES = component_names(GAME)
SEATS = ["Ann", "Bob", "Cy", "Dee"]


def ev(type_: str, seat: int | None, **data) -> dict:
    return {"type": type_, "seat": seat, "data": data}


# (event as its viewer got it, the line that viewer reads); the rulebook's words the line follows are quoted
EXAMPLES: list[tuple[dict, str]] = [
    # "Every player starts with 8 base tiles ... 3 alarms, 2 security guards, and 3 VIPs"; "10 money tokens";
    # VIPs: "place 1 less than the number of players"
    (ev("GameStarted", None, players=3, bag=70, money=[10, 10, 10], tiles={"alarm": 3, "guard": 2, "vip": 2}),
     "The game began with 3 players, each with $10; each hides 3 × Alarm, 2 × Security guard and 2 × VIP in their "
     "HQ."),
    # "place the tiles face-down within their HQ area": the placer sees where (own view) ...
    (ev("BaseTilesPlaced", 0, tiles=[{"square": "0-3-1", "kind": "alarm"}, {"square": "0-3-4", "kind": "alarm"},
                                     {"square": "0-2-2", "kind": "alarm"}, {"square": "0-4-5", "kind": "guard"},
                                     {"square": "0-2-3", "kind": "guard"}, {"square": "0-5-0", "kind": "vip"}],
        start="0-5-2", count=6),
     "Ann placed their base tiles face down in Ann's HQ (Alarm: squares B4, E4, C3; Security guard: squares F5, D3; "
     "VIP: squares A6) and their piece on square C6."),
    # ... "Do not let other players see the fronts of your base tiles": another viewer, redacted, learns the count
    (ev("BaseTilesPlaced", 1, tiles=None, start=None, count=6),
     "Bob placed their 6 base tiles face down and their piece on their HQ's outer edge."),
    # "move their player piece within their HQ, to any of the squares along the edge furthest from the centre"
    (ev("SetupCompleted", None, face_down=[["0-3-1"], ["1-3-1"]], starts=["0-5-2", "1-5-0"]),
     "Every player has placed their base tiles face down; the pieces stand on Ann's HQ, square C6; Bob's HQ, "
     "square A6."),
    # "roll a die to see who goes first (highest roll goes first)"
    (ev("FirstPlayerRolled", None, rounds=[[4, 6]], first=1), "Bob rolled 6, the highest roll, and plays first."),
    (ev("FirstPlayerRolled", None, rounds=[[5, 5, 2], [3, 4, None]], first=1),
     "Bob rolled 4, the highest roll, and plays first (2 rounds of rolls: tied highest rolls rolled again)."),
    (ev("TurnStarted", 2, turn=7), "Cy began turn 7."),
    # "Phase 1: Receive income ... from any building tiles you have built"
    (ev("IncomePaid", 0, amount=3, owed=3, blocked=None), "Ann collected $3 of income."),
    # "If all tokens are in the possession of players, no income can be gained"
    (ev("IncomePaid", 0, amount=1, owed=3, blocked=None),
     "Ann collected only $1 of their $3 income: the bag ran short."),
    # "Negative ad ($2): An opponent gains no income for 1 turn."
    (ev("IncomePaid", 1, amount=0, owed=2, blocked="negative-ad"),
     "Bob gained no income ($2 owed): Negative ad stopped it."),
    # "Factory ($6): moderate income ($2 per turn)"; "put that tile somewhere in your HQ"
    (ev("BuildingBought", 0, building="factory", square="0-1-1", cost=6),
     "Ann bought a Factory for $6 and placed it on Ann's HQ, square B2."),
    # "Plant evidence ($2): An opponent of your choice loses $3"
    (ev("CommandBought", 0, card="plant-evidence", cost=2, target=1, hq=None, square=None, affected=[1]),
     "Ann bought Plant evidence for $2 against Bob."),
    # "Quarantine ($5): Anyone in the HQ of your choice cannot leave it for 2 turns."
    (ev("CommandBought", 2, card="quarantine", cost=5, target=None, hq=1, square=None, affected=[0, 1]),
     "Cy bought Quarantine for $5 on Bob's HQ: Ann, Bob cannot leave it for 2 turns."),
    # "Corporate espionage ($4): Reveal 1 tile of an opponent of your choice"
    (ev("CommandBought", 0, card="corporate-espionage", cost=4, target=None, hq=None, square="1-3-1", affected=[]),
     "Ann bought Corporate espionage for $4 to spy on the tile on Bob's HQ, square B4."),
    # "Travel permit ($10): Once flipped and activated, you may leave your area"
    (ev("CommandBought", 3, card="travel-permit", cost=10, target=None, hq=None, square=None, affected=[]),
     "Dee bought the Travel permit for $10: they may now leave their HQ."),
    # "Anonymous tip ($4): ... they lose $7 for each one ... they only have to pay what they do have."
    (ev("FinePaid", 1, amount=5, fine=7, card="anonymous-tip"),
     "Bob paid $5 of a $7 fine for Anonymous tip: all they had."),
    (ev("FinePaid", 1, amount=3, fine=3, card="plant-evidence"), "Bob paid a fine of $3 for Plant evidence."),
    # "Reveal 1 tile of an opponent of your choice (then flip it back over)": the spy (and the owner) see it ...
    (ev("TileSpied", 0, square="1-3-1", owner=1, kind="guard"),
     "Ann spied on the face-down tile on Bob's HQ, square B4: Security guard."),
    # ... everyone else only that it was spied on
    (ev("TileSpied", 0, square="1-3-1", owner=1, kind=None),
     "Ann spied on the face-down tile on Bob's HQ, square B4."),
    # "Once 3 command cards are face down, the player should flip them back to face up"
    (ev("CommandCardsRestored", 0, cards=["negative-ad", "plant-evidence", "travel-permit"]),
     "Ann flipped Negative ad, Plant evidence, Travel permit back face up."),
    # "You may move up to 4 spaces per turn."
    (ev("Moved", 0, **{"from": "0-5-2", "to": "0-2-2", "steps": 3, "jump": False}),
     "Ann moved 3 squares from Ann's HQ, square C6 to Ann's HQ, square C3."),
    (ev("Moved", 1, **{"from": "0-0-2", "to": "0-p", "steps": 1, "jump": False}),
     "Bob moved 1 square from Ann's HQ, square C1 to Ann's protruding square."),
    # "You may then move your player piece instantly to the corresponding square on any other HQ, but your turn
    # ends instantly."
    (ev("Moved", 0, **{"from": "0-p", "to": "2-p", "steps": 0, "jump": True}),
     "Ann jumped from Ann's protruding square to Cy's protruding square; their turn ended instantly."),
    # "If it is an alarm tile, flip it back over and put your player piece on top."
    (ev("TileUncovered", 1, square="0-3-1", owner=0, kind="alarm", outcome="alarm"),
     "Bob landed on the Alarm on Ann's HQ, square B4: their turn ended and the tile was flipped back over."),
    # "If it is a security guard tile ... they are taken back to their own HQ"
    (ev("TileUncovered", 1, square="0-4-5", owner=0, kind="guard", outcome="sent-home"),
     "Bob landed on the Security guard on Ann's HQ, square F5 and was taken back to their own HQ."),
    # "If it is a VIP tile, remove that tile from their base"
    (ev("TileUncovered", 1, square="0-5-0", owner=0, kind="vip", outcome="vip-taken"),
     "Bob uncovered the VIP on Ann's HQ, square A6."),
    # "only 1 may be taken from each other player"
    (ev("TileUncovered", 1, square="0-4-0", owner=0, kind="vip", outcome="vip-already-taken"),
     "Bob uncovered another VIP of Ann on Ann's HQ, square A5; only 1 may be taken from each player, so it was "
     "flipped back over."),
    # "place their player piece in one of the squares along the edge furthest from the centre of the board"
    (ev("SentHome", 1, to="1-5-3"), "Bob was taken back to Bob's HQ, square D6."),
    # "Kill 1 VIP of every other person in the game"
    (ev("VipTaken", 1, square="0-5-0", owner=0), "Bob killed the VIP on Ann's HQ, square A6."),
    # "If all of your VIPs are killed, you are out of the game."
    (ev("PlayerEliminated", 0, money_returned=4),
     "All of Ann's VIPs were killed: they are out of the game ($4 went back to the bag)."),
    # "if an opponent has completely blocked off any of their base tiles with building tiles, they must
    # immediately reposition them so there is a way through"
    (ev("BaseTilesBlockedOff", 0, squares=["0-1-0"]),
     "Ann's buildings completely blocked off the base tile on Ann's HQ, square A2: Ann must immediately "
     "reposition a building tile so there is a way through."),
    (ev("BaseTilesBlockedOff", 2, squares=["2-5-0", "2-5-1"]),
     "Cy's buildings completely blocked off the base tiles on Cy's HQ, squares A6, B6: Cy must immediately "
     "reposition a building tile so there is a way through."),
    (ev("BuildingRepositioned", 0, building="shop", **{"from": "0-1-1", "to": "0-5-5"}),
     "Ann moved their Shop in Ann's HQ from square B2 to square F6 so there is a way through."),
    (ev("BaseTileRepositioned", 1, **{"from": "1-5-0", "to": "1-4-4"}),
     "The base tile on Bob's HQ, square A6 was moved to square E5 so there is a way through."),
    (ev("TurnEnded", 3), "Dee ended their turn."),
    # "Once you have ... VIP tiles collected from other players (only 1 may be taken from each other player), you
    # win the game."
    (ev("GameEnded", None, winner=2, ranking=[[2], [0, 1]], scores={}),
     "Cy killed 1 VIP of every other player and won the game."),
    (ev("GameEnded", None, winner=None, ranking=[[0, 1], [2]], scores={}),
     "The round limit ended the game without a winner; first: Ann, Bob."),
]


def told(event: dict) -> str:
    template, params = GAME.summarize(event)
    return texts.render(template, params, NAMES, SEATS)


@pytest.mark.parametrize(("event", "line"), EXAMPLES, ids=[f"{e['type']}-{i}" for i, (e, _) in enumerate(EXAMPLES)])
def test_an_event_reads_as_written(event, line):
    assert told(event) == line


def test_the_examples_cover_every_event_type():
    assert {event["type"] for event, _ in EXAMPLES} == set(GAME.event_schemas)


def test_the_examples_are_events_as_their_schemas_describe_them():
    for event, _ in EXAMPLES:
        assert GAME.event_schemas[event["type"]]().validate(event["data"]) == {}, event


def test_no_line_shows_a_number_from_0_or_a_raw_id():
    ids = set(NAMES)
    for event, _ in EXAMPLES:
        line = told(event)
        assert "Seat " not in line and "HQ 0" not in line, line
        assert not {word.strip(".,:;()") for word in line.split()} & ids - {"vip", "alarm", "guard", "shop"}, line
