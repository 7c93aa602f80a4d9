"""Inventing the Future's event ``data`` (stored and redacted) and score schemas, for openapi.yaml."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.inventing_the_future_v2.data import (
    CUBE_KINDS,
    DEV_CARDS,
    DIE_COLOURS,
    DIE_IDS,
    INCOME_MAX,
    INCOME_MIN,
    MAX_PLAYERS,
    PHASES,
    SECTION_ROWS,
    TEAMS,
    TIERS,
    TRACK_IDS,
    TRACK_LENGTH,
    TRACKS,
)

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_VALUE = validate.Range(min=1, max=6)
_SPACE = validate.Range(min=1, max=6)
_CATALOG = "GET /v1/catalog/inventing-the-future"
_DIE = validate.OneOf(DIE_IDS)
_TRACK = validate.OneOf(TRACK_IDS)
_INCOME = validate.Range(min=INCOME_MIN, max=INCOME_MAX)
_CARD = validate.OneOf(tuple(DEV_CARDS))
_CUBE = validate.OneOf(CUBE_KINDS)
_COLOUR = validate.OneOf(DIE_COLOURS)
_PHASE = validate.OneOf(PHASES)
_TEAM_COUNTS = validate.Length(equal=len(TEAMS))


def _die(description: str) -> fields.String:
    return fields.String(required=True, validate=_DIE, metadata={"description": f"{description} ({_CATALOG})"})


def _track() -> fields.String:
    return fields.String(required=True, validate=_TRACK,
                         metadata={"description": f"the development track, a catalogue id ({_CATALOG})"})


def _seats(description: str) -> fields.List:
    return fields.List(fields.Integer(validate=_SEAT), required=True, metadata={"description": description})


def _teams(**kwargs) -> fields.List:
    return fields.List(fields.Integer(), validate=_TEAM_COUNTS, **kwargs)


class ItfGameStartedData(Schema):
    players = fields.Integer(required=True)
    coins = fields.Integer(required=True, metadata={"description": "each player's starting coins"})
    winks = fields.Integer(required=True, metadata={"description": "winks per player"})
    income = fields.Integer(required=True, metadata={"description": "starting public and private income"})
    tracks = fields.List(fields.String(validate=validate.OneOf(TRACKS)), required=True)


class ItfDevelopmentCardsDealtData(Schema):
    tracks = fields.List(fields.List(fields.String(validate=_CARD, allow_none=True)), required=True, metadata={
        "description": "per track, its face-down cards ONE, TWO, THREE; null to every viewer while the game runs"})
    unused = fields.List(fields.String(validate=_CARD, allow_none=True), required=True, metadata={
        "description": "the cards left in the box; null to every viewer while the game runs"})


class ItfResearchTeamsPlacedData(Schema):
    cube = fields.String(required=True, validate=validate.OneOf(TEAMS),
                         metadata={"description": "each player receives one cube of this kind"})
    box = fields.Integer(required=True)


class ItfStartPlayerChosenData(Schema):
    """No data: the event's seat is the start player."""


class ItfTurnStartedData(Schema):
    turn = fields.Integer(required=True, validate=validate.Range(min=1))
    start = fields.Integer(required=True, validate=_SEAT, metadata={"description": "the start player"})


class ItfDie(Schema):
    id = _die("the die's catalogue id: a colour's first die in the throw is its die 1, the next its die 2")
    colour = fields.String(required=True, validate=_COLOUR)
    value = fields.Integer(required=True, validate=_VALUE)


class ItfDiceRolledData(Schema):
    round = fields.Integer(required=True, validate=validate.Range(min=1))
    extra = fields.String(required=True, validate=_COLOUR, metadata={"description": "the extra die's colour"})
    dice = fields.List(fields.Nested(ItfDie), required=True,
                       metadata={"description": "the rolled dice, one of each colour then the extra die"})


class ItfDieDraftedData(Schema):
    die = _die("the drafted die's catalogue id")
    colour = fields.String(required=True, validate=_COLOUR)
    value = fields.Integer(required=True, validate=_VALUE)
    space = fields.Integer(required=True, validate=_SPACE, metadata={"description": "where the wink goes in its row"})


class ItfDraftSkippedData(Schema):
    reason = fields.String(required=True, validate=validate.OneOf(("passed", "no-die")))


class ItfDieResetData(Schema):
    die = _die("the catalogue id of the die given a new result")
    colour = fields.String(required=True, validate=_COLOUR)
    old = fields.Integer(required=True, validate=_VALUE)
    value = fields.Integer(required=True, validate=_VALUE)


class ItfDieAddedData(Schema):
    die = _die("the catalogue id of the out-of-play die brought into play: die 2 of its colour")
    colour = fields.String(required=True, validate=_COLOUR)
    value = fields.Integer(required=True, validate=_VALUE)


class ItfRoundEndedData(Schema):
    round = fields.Integer(required=True, validate=validate.Range(min=1))
    next_roller = fields.Integer(required=True, validate=_SEAT)


class ItfAllocationEndedData(Schema):
    choosers = _seats("who chooses a phase, in order")


class ItfPhaseChoicePassedData(Schema):
    reason = fields.String(required=True, validate=validate.OneOf(("no-black-wink",)))


class ItfPhaseChosenData(Schema):
    phase = fields.String(required=True, validate=_PHASE)
    space = fields.Integer(required=True, validate=_SPACE)
    removed = fields.List(fields.List(fields.Integer(), validate=validate.Length(equal=2)), required=True,
                          metadata={"description": "[seat, black space] of each wink removed"})
    actors = _seats("who executes the phase, in order")
    automatic = fields.Boolean(required=True,
                               metadata={"description": "three players' automatic Progress (no chooser seat)"})


class ItfBonusTakenData(Schema):
    phase = fields.String(required=True, validate=_PHASE)
    cube = fields.String(required=True, validate=_CUBE)
    from_seat = fields.Integer(required=True, allow_none=True, validate=_SEAT,
                               metadata={"description": "the seat stolen from; null: the supply"})


class ItfBonusDeclinedData(Schema):
    reason = fields.String(required=True, validate=validate.OneOf(("declined", "none-available")))


class ItfPaydayBonusPaidData(Schema):
    coins = fields.Integer(required=True)


class ItfFundingAppliedData(Schema):
    space = fields.Integer(required=True, allow_none=True, validate=_SPACE,
                           metadata={"description": "the green-row wink; null: none (Rainmakers only)"})
    public_to = fields.Integer(required=True, validate=_INCOME)
    private_to = fields.Integer(required=True, validate=_INCOME)
    cash = fields.Integer(required=True)
    rainmakers = fields.Integer(required=True, metadata={"description": "Rainmaker choices to make next"})


class ItfRainmakerUsedData(Schema):
    income = fields.String(required=True, validate=validate.OneOf(("public", "private")))
    to = fields.Integer(required=True, validate=_INCOME)


class ItfPaydayResolvedData(Schema):
    income = fields.Integer(required=True, metadata={"description": "the lesser of public and private income"})
    staff = fields.Integer(required=True)
    received = fields.Integer(required=True)
    paid = fields.Integer(required=True)
    owed = fields.Integer(required=True, metadata={"description": "cubes to return for the unpaid rest"})
    returned = fields.List(fields.String(validate=_CUBE), required=True,
                           metadata={"description": "cubes returned at once (no choice left)"})


class ItfCubeReturnedData(Schema):
    cube = fields.String(required=True, validate=_CUBE)


class ItfHiringItem(Schema):
    """A hiring box (row and space) or a Recruiter (recruiter)."""

    row = fields.String(validate=validate.OneOf(SECTION_ROWS))
    space = fields.Integer(validate=_SPACE)
    recruiter = fields.Integer(validate=validate.Range(min=1), metadata={"description": "which Recruiter, from 1"})


class ItfHiringStartedData(Schema):
    items = fields.List(fields.Nested(ItfHiringItem), required=True)


class ItfTakenCube(Schema):
    cube = fields.String(required=True, validate=_CUBE)
    from_seat = fields.Integer(required=True, allow_none=True, validate=_SEAT,
                               metadata={"description": "the seat stolen from; null: the supply"})


class ItfCubesHiredData(Schema):
    item = fields.Nested(ItfHiringItem, required=True)
    take = fields.List(fields.Nested(ItfTakenCube), required=True)


class ItfHiringDeclinedData(Schema):
    item = fields.Nested(ItfHiringItem, required=True)
    reason = fields.String(required=True, validate=validate.OneOf(("declined", "none-available")))


class ItfProgressStartedData(Schema):
    points = fields.Integer(required=True, metadata={"description": "levels to advance this phase"})


class ItfCardFlippedData(Schema):
    track = _track()
    tier = fields.Integer(required=True, validate=validate.Range(min=0, max=len(TIERS) - 1),
                          metadata={"description": "0: ONE, 1: TWO, 2: THREE"})
    card = fields.String(required=True, validate=_CARD)
    requirements = fields.List(_teams(), required=True,
                               metadata={"description": "[white, blue, red] teams each level of the card needs"})


class ItfPawnAdvancedData(Schema):
    track = _track()
    to = fields.Integer(required=True, validate=validate.Range(min=1, max=TRACK_LENGTH))
    card = fields.String(required=True, validate=_CARD)
    requirement = _teams(required=True, metadata={"description": "[white, blue, red] teams the level needs"})
    allocation = _teams(required=True, metadata={"description": "[white, blue, red] teams on this track now"})
    forced = fields.Boolean(required=True, metadata={"description": "the advance a flip forced"})


class ItfProgressEndedData(Schema):
    reason = fields.String(required=True, validate=validate.OneOf(("stopped", "no-move-left")))


class ItfPhaseSkippedData(Schema):
    phase = fields.String(required=True, validate=_PHASE)
    reason = fields.String(required=True, validate=validate.OneOf(("no-wink",)))


class ItfPhaseEndedData(Schema):
    phase = fields.String(required=True, validate=_PHASE)


class ItfTurnEndedData(Schema):
    turn = fields.Integer(required=True, validate=validate.Range(min=1))


class ItfScore(Schema):
    total = fields.Integer(required=True)
    points = fields.List(fields.Integer(), required=True, metadata={"description": "points per track"})
    pawns = fields.List(fields.Integer(validate=validate.Range(min=0, max=TRACK_LENGTH)), required=True,
                        metadata={"description": "pawn position per track"})
    at_end = fields.Integer(required=True, metadata={"description": "pawns at a track's end (the tie-break)"})


class ItfGameEndedData(Schema):
    ranking = fields.List(fields.List(fields.Integer()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(ItfScore), required=True,
                         metadata={"description": "seat → its score breakdown"})
    reason = fields.String(required=True, validate=validate.OneOf(("tracks-completed", "turn-limit")))
    tracks = fields.List(fields.List(fields.String(validate=_CARD)), required=True,
                         metadata={"description": "every track's cards ONE, TWO, THREE, revealed"})
    unused = fields.List(fields.String(validate=_CARD), required=True,
                         metadata={"description": "the cards left in the box, revealed"})


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "GameStarted": ItfGameStartedData,
    "DevelopmentCardsDealt": ItfDevelopmentCardsDealtData,
    "ResearchTeamsPlaced": ItfResearchTeamsPlacedData,
    "StartPlayerChosen": ItfStartPlayerChosenData,
    "TurnStarted": ItfTurnStartedData,
    "DiceRolled": ItfDiceRolledData,
    "DieDrafted": ItfDieDraftedData,
    "DraftSkipped": ItfDraftSkippedData,
    "DieReset": ItfDieResetData,
    "DieAdded": ItfDieAddedData,
    "RoundEnded": ItfRoundEndedData,
    "AllocationEnded": ItfAllocationEndedData,
    "PhaseChoicePassed": ItfPhaseChoicePassedData,
    "PhaseChosen": ItfPhaseChosenData,
    "BonusTaken": ItfBonusTakenData,
    "BonusDeclined": ItfBonusDeclinedData,
    "PaydayBonusPaid": ItfPaydayBonusPaidData,
    "FundingApplied": ItfFundingAppliedData,
    "RainmakerUsed": ItfRainmakerUsedData,
    "PaydayResolved": ItfPaydayResolvedData,
    "CubeReturned": ItfCubeReturnedData,
    "HiringStarted": ItfHiringStartedData,
    "CubesHired": ItfCubesHiredData,
    "HiringDeclined": ItfHiringDeclinedData,
    "ProgressStarted": ItfProgressStartedData,
    "CardFlipped": ItfCardFlippedData,
    "PawnAdvanced": ItfPawnAdvancedData,
    "ProgressEnded": ItfProgressEndedData,
    "PhaseSkipped": ItfPhaseSkippedData,
    "PhaseEnded": ItfPhaseEndedData,
    "TurnEnded": ItfTurnEndedData,
    "GameEnded": ItfGameEndedData,
}
TEMPLATE_SCHEMAS: dict[str, type[Schema]] = {}  # every legal move is a complete command
