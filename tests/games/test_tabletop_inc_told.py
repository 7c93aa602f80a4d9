"""Every Tabletop Inc. event told (issue 48): one written example per event type of ``GAME.event_schemas`` (the
event as its viewer got it, redacted, and the sentence that viewer reads), rendered as a client renders it, with the
catalogue's names and the seats' names; quotes are the rulebook's words for what the event does."""

from __future__ import annotations

import pytest

from games import texts
from games.table import component_names
from games.tabletop_inc import GAME

NAMES = component_names(GAME)
SEATS = ["Ann", "Bob", "Cy", "Dee"]

# (event, the viewer it is redacted for (None: shown as stored, public), the sentence read)
EXAMPLES = [
    # the hourglass 'is placed onto the space indicated for your player count' (58 for 3 players here)
    (
        {
            "type": "GameStarted",
            "seat": None,
            "data": {"players": 3, "first": 1, "hourglass": 58, "deal": "founder", "muman": {}, "refresh": []},
        },
        None,
        "The game started with 3 players and Founder cards; Bob goes first and the hourglass stands on space 58.",
    ),
    (
        {"type": "AwardCardsDealt", "seat": None, "data": {"cards": ["A1", "A4"]}},
        None,
        "Award cards were dealt: Box and Mechanism Jury to Ann, Balanced Jury to Bob.",
    ),
    (
        {"type": "ObjectivesDealt", "seat": None, "data": {"cards": ["O02", "O09"]}},
        None,
        "Objective cards were dealt face up: Research Stockpile to Ann, First Release to Bob.",
    ),
    (
        {"type": "FounderCardsGiven", "seat": None, "data": {}},
        None,
        "Every player placed a Founder card in the WOW space of their table.",
    ),
    # 'deal two cards to each player': Ann (the viewer) sees her own, never Bob's
    (
        {
            "type": "PowWowDealt",
            "seat": None,
            "data": {
                "wow": [["W-award3", "W-dollar-time"], [None, None]],
                "pow": [["P-no-award1", "P-four-employees"], [None, None]],
            },
        },
        0,
        (
            "Two WOW and two POW cards were dealt face down to each player: Grand Prize Winner, Time Is Money and"
            " No Level 1 Awards, Small Table for Ann."
        ),
    ),
    # 'Players choose one of each': Ann does not see which Bob kept until they are revealed
    ({"type": "PowWowChosen", "seat": 1, "data": {"wow": None, "pow": None}}, 0, "Bob chose a WOW and a POW card."),
    (
        {
            "type": "PowWowRevealed",
            "seat": None,
            "data": {"wow": ["W-dollar-time", "W-prediction-vp"], "pow": ["P-no-award1", "P-no-box4"]},
        },
        None,
        (
            "The WOW and POW cards were revealed: Time Is Money and No Level 1 Awards for Ann, Clairvoyant and No"
            " Level 4 Boxes for Bob."
        ),
    ),
    # 'the second player takes 1 dollar'
    (
        {"type": "ResourcesChanged", "seat": 1, "data": {"delta": {"dollar": 1}, "reason": "turn-order"}},
        None,
        "Bob took 1 × Dollar as turn-order compensation.",
    ),
    # 'a safety cost of one inspiration token () but will gain you a bonus of one research token'
    (
        {
            "type": "WorkerPlaced",
            "seat": 0,
            "data": {
                "worker": "worker",
                "space": "PC2",
                "action": "play-card",
                "paid": {"inspiration": 1},
                "bonus": {"research": 1},
            },
        },
        None,
        "Ann placed a worker on Play card (PC2), paying 1 × Inspiration token, and gained 1 × Research token.",
    ),
    (
        {
            "type": "TasksQueued",
            "seat": 0,
            "data": {"tasks": [{"kind": "play-card", "action": "play-card", "count": 1}]},
        },
        None,
        "Ann set up the next steps: give 1 employee card(s) a place at the table.",
    ),
    # a freelancer that may 'upgrade ... by up to two levels', one level used
    (
        {
            "type": "TaskUpdated",
            "seat": 2,
            "data": {
                "task": {"kind": "upgrade", "action": "F07", "parts": ["box", "mechanism", "component"], "steps": 1}
            },
        },
        None,
        "Cy may still upgrade by 1 more level(s).",
    ),
    # 'You may hire any of the three faceup available specialists'
    (
        {
            "type": "TaskDone",
            "seat": 0,
            "data": {
                "task": {"kind": "hire", "action": "hire-specialist", "track": "specialist", "free": False},
                "end": "done",
            },
        },
        None,
        "Ann finished a step of Hire specialist: take a card from the Specialist track.",
    ),
    ({"type": "TurnEnded", "seat": 0, "data": {"next": 1}}, None, "Ann ended their turn; Bob is next."),
    ({"type": "WorkersCollected", "seat": 1, "data": {"count": 4}}, None, "Bob collected 4 worker(s)."),
    # 'move the hourglass token one space backwards along the track for each worker you collect'
    (
        {"type": "HourglassMoved", "seat": 1, "data": {"from": 50, "to": 46, "research": 0, "actions": 1}},
        None,
        "Bob moved the hourglass back from space 50 to space 46, passing 1 action bonus space(s).",
    ),
    # 'The player who moves the hourglass token into the 0 space ... gains 5 Victory Points'
    (
        {"type": "EndTriggered", "seat": 2, "data": {"vp": 5}},
        None,
        "Cy moved the hourglass to the 0 space, triggered the end of the game and gained 5 VP.",
    ),
    (
        {"type": "TrackRefilled", "seat": None, "data": {"track": "freelancer", "card": "F09"}},
        None,
        "Lab Assistant was dealt face up onto the Freelancer track.",
    ),
    # 'Any resources that were placed on the card that was removed remain in that space'
    (
        {
            "type": "TrackCycled",
            "seat": None,
            "data": {"track": "specialist", "card": "S-box", "refill": "S-research", "res": {"dollar": 1}},
        },
        None,
        (
            "Box Designer left the far right of the Specialist track for the bottom of its deck; Researcher was "
            "dealt face up; the 1 × Dollar on it stayed on its space."
        ),
    ),
    # 'Up to 4 prediction cards are then placed face-down': Bob sees how many, not which
    (
        {"type": "PredictionsMade", "seat": 0, "data": {"target": 2, "actions": [None, None], "count": 2}},
        1,
        "Ann made 2 face-down prediction(s) about Cy.",
    ),
    # 'If the opponent you made a prediction about performs one of the actions you predicted ... flip'
    (
        {
            "type": "PredictionFlipped",
            "seat": 0,
            "data": {"target": 2, "action": "publish", "reason": "action", "vp": 0},
        },
        None,
        "Cy took the Publish game action: Ann's prediction came true.",
    ),
    # 'If all of your predictions are proven to be true then you immediately collect the reward'
    (
        {"type": "PredictionsRewarded", "seat": 0, "data": {"count": 2, "vp": 5}},
        None,
        "All 2 of Ann's predictions came true: Ann gained 5 VP.",
    ),
    # 'Return all the prediction cards to your deck'
    (
        {"type": "PredictionsDiscarded", "seat": 0, "data": {"count": 3}},
        None,
        "Ann returned 3 prediction card(s) that did not all come true.",
    ),
    # 'If the item you choose has a resource(s) on it, you also gain this/these'
    (
        {
            "type": "CardTaken",
            "seat": 1,
            "data": {"track": "item", "card": "I07", "payment": ["time"], "gained": {"dollar": 1}},
        },
        None,
        (
            "Bob took Espresso Machine from the item track, placing Time token on the cards skipped, and gained 1"
            " × Dollar from it."
        ),
    ),
    # 'If the table has a table bonus, take the indicated bonus when you place the employee'
    (
        {"type": "CardPlayed", "seat": 1, "data": {"card": "F09", "place": "place-3", "bonus": {"dollar": 1}}},
        None,
        "Bob gave Lab Assistant a place at their table, and gained 1 × Dollar.",
    ),
    # 'take the top 4 cards of the Skills Deck': Bob sees that four were drawn, not which
    (
        {"type": "SkillCardsDrawn", "seat": 0, "data": {"cards": [None, None, None, None]}},
        1,
        "Ann drew 4 card(s) from the Skill deck.",
    ),
    # 'the cost to purchase this Skill card is 2 dollars' (the rulebook's example card); seen by its buyer
    (
        {
            "type": "SkillCardBought",
            "seat": 0,
            "data": {"card": "K07", "paid": {"dollar": 2}, "returned": ["K01", "K02", "K03"]},
        },
        0,
        (
            "Ann bought Box and Component Course for 2 × Dollar, returning Box Basics, Component Basics, "
            "Mechanism Basics to the bottom of the deck."
        ),
    ),
    # 'When you place the skill card behind the employee, you immediately gain the resource benefit'
    (
        {"type": "SkillApplied", "seat": 0, "data": {"card": "K07", "employee": "F09", "gain": {"time": 1}}},
        None,
        "Ann slotted Box and Component Course behind Lab Assistant, and gained 1 × Time token.",
    ),
    # 'Draw the top four Objective cards': told in full to the drawer
    (
        {"type": "ObjectivesDrawn", "seat": 2, "data": {"cards": ["O01", "O02", "O05", "O11"]}},
        2,
        "Cy drew Cash and Ideas, Research Stockpile, Cash Reserve, Award Winner from the objective deck.",
    ),
    # 'choose one card to keep and place this card face-up ... The remaining three cards are placed at the bottom'
    (
        {"type": "ObjectivesKept", "seat": 2, "data": {"kept": ["O02"], "returned": [None, None, None]}},
        0,
        "Cy kept Research Stockpile face up, returning 3 card(s) to the bottom of the deck.",
    ),
    ({"type": "ItemUsed", "seat": 1, "data": {"card": "I01"}}, None, "Bob used Inspiration Board."),
    # 'pay one Time Token, one Inspiration Token and one Dollar to discard your POW card'
    (
        {
            "type": "PowRemoved",
            "seat": 1,
            "data": {"card": "P-no-award1", "paid": {"time": 1, "inspiration": 1, "dollar": 1}},
        },
        None,
        "Bob removed No Level 1 Awards from their table for 1 × Time token, 1 × Inspiration token, 1 × Dollar.",
    ),
    # 'level 3 cost three inspiration'
    (
        {"type": "PartBought", "seat": 0, "data": {"part": "box", "level": 3, "paid": {"inspiration": 3}}},
        None,
        "Ann bought a level 3 Game box for 3 × Inspiration token.",
    ),
    (
        {"type": "PartUpgraded", "seat": 0, "data": {"part": "box", "from": 2, "to": 3}},
        None,
        "Ann upgraded their Game box from level 2 to level 3.",
    ),
    # 'a published game with a game box level of 3, a mechanism level of 2 and a component level of 1'
    (
        {"type": "GamePublished", "seat": 0, "data": {"game": {"box": 3, "mechanism": 2, "component": 1}}},
        None,
        "Ann published a game: Game box level 3, Mechanism level 2, Component level 1.",
    ),
    (
        {"type": "AwardWon", "seat": 0, "data": {"game": "published-1", "level": 1}},
        None,
        "Ann submitted Published game 1 for a level 1 award.",
    ),
    # 'Caro ... trades 3 time tokens for 3 coins and a research for a playtest'
    (
        {
            "type": "Traded",
            "seat": 2,
            "data": {"give": {"time": 3, "research": 1}, "get": {"dollar": 3, "playtest": 1}},
        },
        None,
        "Cy traded 3 × Time token, 1 × Research token for 3 × Dollar, 1 × Playtest token.",
    ),
    # 'the player with the most victory points wins the game'
    (
        {
            "type": "GameEnded",
            "seat": None,
            "data": {"ranking": [[1], [0]], "scores": {"0": {"total": 30}, "1": {"total": 41}}},
        },
        None,
        "The game ended: Bob won with 41 VP; then Ann 30 VP.",
    ),
    (
        {"type": "ZapDrawn", "seat": 1, "data": {"card": "Z15", "action": "objective", "reshuffled": False}},
        None,
        "Bob drew ZAP Objective and Objective Discard: the Gain objective action.",
    ),
    # Z15, the rulebook's example: 'If playing on easy mode the Muman-Bot will then gain 1 victory point'
    (
        {"type": "ZapScored", "seat": 1, "data": {"card": "Z15", "vp": 1, "difficulty": "easy", "box": "easy"}},
        None,
        "Bob scored 1 VP from ZAP Objective and Objective Discard at easy difficulty.",
    ),
    (
        {"type": "AwardRemoved", "seat": 1, "data": {"card": "Z13", "level": 1}},
        None,
        "Bob's ZAP Award and Award Removal removed a level 1 award from the shelf.",
    ),
    # 'discard the top Objective card from the Objective deck and then shuffle the deck'
    (
        {"type": "ObjectiveDiscarded", "seat": 1, "data": {"zap": "Z15", "card": "O05"}},
        None,
        "Bob's ZAP Objective and Objective Discard discarded Cash Reserve from the objective deck and shuffled it.",
    ),
    # 'discard the top skill card from the skill card deck and shuffle the deck'
    (
        {"type": "SkillDiscarded", "seat": 1, "data": {"zap": "Z04", "card": "K03"}},
        None,
        "Bob's ZAP Training and Skill Discard discarded Mechanism Basics from the Skill deck and shuffled it.",
    ),
    # 'remove all resources on cards on the Freelancer card track and return them to the supply'
    (
        {
            "type": "TrackRefreshed",
            "seat": 1,
            "data": {"zap": "Z02", "track": "freelancer", "returned": ["F01", "F02", "F03"], "res": {"time": 1}},
        },
        None,
        (
            "Bob's ZAP Freelancer Hire and Shuffle shuffled Fundraiser, Jack of All Trades, Playtest Organiser "
            "from the Freelancer track back into its deck; the 1 × Time token on them went back to the supply."
        ),
    ),
    (
        {"type": "MumanPredicted", "seat": 1, "data": {"target": 0, "actions": ["publish", "trade"]}},
        None,
        "Bob predicted face up that Ann will take Publish game, Trade.",
    ),
    # 'Whenever a prediction is proven to be correct, discard the prediction card and give the Muman-Bot one
    # Victory Point'
    (
        {"type": "MumanPredictionCorrect", "seat": 1, "data": {"target": 0, "action": "trade", "vp": 1}},
        None,
        "Ann took the Trade action: Bob's prediction came true for 1 VP.",
    ),
]


def _told(event: dict, viewer: int | None) -> str:
    seen = event if viewer is None else GAME.redact(event, viewer)
    template, params = GAME.summarize(seen)
    return texts.render(template, params, NAMES, SEATS)


def test_the_examples_cover_every_event_type():
    assert sorted({event["type"] for event, _, _ in EXAMPLES}) == sorted(GAME.event_schemas)


@pytest.mark.parametrize(("event", "viewer", "text"), EXAMPLES, ids=lambda x: x["type"] if isinstance(x, dict) else "")
def test_each_event_is_told_with_who_what_and_the_values(event, viewer, text):
    assert _told(event, viewer) == text


def test_a_hidden_card_is_told_to_its_owner_and_counted_for_the_others():
    """'Draw the top four Objective cards. Look through them and choose one card to keep': the drawer reads the four
    cards; another player reads how many were drawn."""
    event = {"type": "ObjectivesDrawn", "seat": 2, "data": {"cards": ["O01", "O02", "O05", "O11"]}}
    assert _told(event, 2) == (
        "Cy drew Cash and Ideas, Research Stockpile, Cash Reserve, Award Winner from the objective deck."
    )
    assert _told(event, 0) == "Cy drew 4 objective card(s)."
    skills = {"type": "SkillCardsDrawn", "seat": 0, "data": {"cards": ["K01", "K07", "K10", "K18"]}}
    assert _told(skills, 0) == (
        "Ann drew Box Basics, Box and Component Course, Box Design Degree, Mechanism Time-Saver from the Skill deck."
    )
    assert _told(skills, 1) == "Ann drew 4 card(s) from the Skill deck."


@pytest.mark.parametrize(
    ("end", "source", "text"),
    [
        ("done", "research", "Bob finished a step: gain 2 × Research token."),
        ("skipped", "train", "Bob skipped a step of Train worker: buy a skill card."),
        (
            "dropped",
            "F07",
            "Bob dropped a step of Box Upgrader that nothing could answer: upgrade your Game box, "
            "Mechanism, Component by up to 2 level(s) in all.",
        ),
        ("done", "bonus", "Bob finished a bonus step: choose a board action."),
    ],
)
def test_a_finished_step_says_which_step_of_which_action_and_how_it_ended(end, source, text):
    """'Each time you place a worker in one of these spaces ... you gain two research tokens' (Research); a Train
    worker offer may be declined; an upgrade freelancer 'upgrade[s] ... by up to two levels' (nothing to upgrade: the
    step is dropped); the hourglass 'Action Bonus' lets you 'take any action from the main board'."""
    tasks = {
        "research": {"kind": "gain", "action": "research", "gain": {"research": 2}},
        "train": {"kind": "train", "action": "train", "discount": 0, "drawn": True},
        "F07": {"kind": "upgrade", "action": "F07", "parts": ["box", "mechanism", "component"], "steps": 2},
        "bonus": {"kind": "choose-action", "action": "bonus"},
    }
    event = {"type": "TaskDone", "seat": 1, "data": {"task": tasks[source], "end": end}}
    assert _told(event, None) == text


def test_a_finished_step_recorded_before_rules_version_6_still_reads_as_a_sentence():
    told = _told({"type": "TaskDone", "seat": 1, "data": {}}, None)
    assert told == "Bob was done with the current step of their turn."


def test_every_seat_in_a_summary_is_a_seat_param_rendered_as_a_name():
    """Seats are params (``seat``, ``target_seat`` ...) a client renders as the player's name: a seat the event
    names always reaches the text as a name, never as a number."""
    for event, viewer, _ in EXAMPLES:
        template, params = GAME.summarize(event if viewer is None else GAME.redact(event, viewer))
        seats = {s for k, v in params.items() if texts.is_seat_param(k) for s in (v if isinstance(v, list) else [v])}
        named = {event["seat"], event["data"].get("target"), event["data"].get("first"), event["data"].get("next")}
        assert named - {None} <= seats, (event["type"], params)
        text = texts.render(template, params, NAMES, SEATS)
        assert "seat" not in text.lower() and all(SEATS[s] in text for s in seats), text
