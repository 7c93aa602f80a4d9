"""Tabletop Climber's event ``data`` (stored and redacted), template move and score schemas, for openapi.yaml."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.tabletop_climber.data import ALL_IDS, COLOURS, GOLD_NAMES, ICON_BY_NUMBER, SILVER_IDS, TIEBREAK

PLAY_KINDS = ("single", "set", "run", "mountain")  # what plays.classify names a play
_SEAT = validate.Range(min=0)
_CARD = validate.OneOf(ALL_IDS)
_GOLD = validate.OneOf(tuple(GOLD_NAMES))
_SEASON = validate.Range(min=1, max=len(SILVER_IDS))


def _card(**kwargs) -> fields.String:
    return fields.String(validate=_CARD, **kwargs)


def _cards(**kwargs) -> fields.List:
    return fields.List(_card(), **kwargs)


def _per_seat(inner: fields.Field, description: str) -> fields.List:
    return fields.List(inner, required=True, metadata={"description": description})


class ClimberGameStartedData(Schema):
    players = fields.Integer(required=True)
    gold_order = _per_seat(fields.String(validate=_GOLD, allow_none=True),
                           "the gold season card of seasons 1-5; seasons 2-4 lie face down (null) for every "
                           "viewer while the game runs, until SeasonStarted reveals them")


class ClimberCardsDealtData(Schema):
    teams = _per_seat(_cards(allow_none=True),
                      "each seat's team (7 Initial and 2 Reinforcement cards); null but a viewer's own")
    counts = _per_seat(fields.Integer(), "each seat's team size (public)")


class ClimberStartCardGivenData(Schema):
    """No data: the event's seat holds the Start Card."""


class ClimberSeasonStartedData(Schema):
    season = fields.Integer(required=True, validate=_SEASON)
    gold = fields.String(required=True, validate=_GOLD)
    gold_vp = fields.Integer(required=True)
    silver = fields.String(required=True, validate=validate.OneOf(SILVER_IDS))
    silver_vp = fields.Integer(required=True)
    hand_size = fields.Integer(required=True, metadata={"description": "hand cards to select this season"})


class ClimberAccidentHappenedData(Schema):
    cards = _per_seat(_card(allow_none=True),
                      "the team card each seat lost face down (null: an empty team); null but a viewer's own")


class ClimberTransferCardChosenData(Schema):
    card = _card(required=True, allow_none=True,
                 metadata={"description": "the card to pass left; null to every viewer but the event's seat"})


class ClimberCardsTransferredData(Schema):
    cards = _per_seat(_card(allow_none=True),
                      "entry i: the card seat i passed to seat i + 1; null but to its receiver")


class ClimberHandSelectedData(Schema):
    cards = _cards(required=True, allow_none=True,
                   metadata={"description": "the hand cards chosen; null to every viewer but the event's seat"})
    count = fields.Integer(required=True, allow_none=True, metadata={
        "description": "how many; null to every viewer but the event's seat (MainPhaseStarted announces it)"})


class ClimberMainPhaseStartedData(Schema):
    hand_sizes = _per_seat(fields.Integer(), "each seat's announced hand size")


class ClimberStartCardPlayedData(Schema):
    """No data: the event's seat opens the field with the Start Card."""


class ClimberCardsPlayedData(Schema):
    cards = _cards(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(PLAY_KINDS))
    count = fields.Integer(required=True, metadata={"description": "the play's size (a set-of-two card counts 2)"})
    value = fields.Integer(required=True, allow_none=True,
                           metadata={"description": "the number to beat (a run's lowest); null for mountains"})
    colour = fields.String(required=True, allow_none=True, validate=validate.OneOf(COLOURS),
                           metadata={"description": "a run's colour; null otherwise"})
    effect = fields.String(required=True, allow_none=True, validate=validate.OneOf(tuple(ICON_BY_NUMBER.values())),
                           metadata={"description": "the icon effect the play activates, if any"})


class ClimberCardDiscardedData(Schema):
    card = _card(required=True)


class ClimberPassedData(Schema):
    """No data: the event's seat passed."""


class ClimberPlayerFinishedData(Schema):
    place = fields.Integer(required=True, validate=validate.Range(min=1, max=2))


class ClimberFieldResetData(Schema):
    lead = fields.Integer(required=True, validate=_SEAT, metadata={"description": "the seat that leads next"})


class ClimberSeasonEndedData(Schema):
    season = fields.Integer(required=True, validate=_SEASON)
    gold = fields.String(required=True, validate=_GOLD)
    silver = fields.String(required=True, validate=validate.OneOf(SILVER_IDS))
    first = fields.Integer(required=True, validate=_SEAT)
    second = fields.Integer(required=True, validate=_SEAT)
    gold_vp = fields.Integer(required=True)
    silver_vp = fields.Integer(required=True)
    climax_bonus = fields.Integer(required=True, metadata={"description": "Climax: hand cards beyond 12 of 1st"})


class ClimberReinforcementsDrawnData(Schema):
    cards = _per_seat(_cards(allow_none=True), "the cards each seat drew; null but a viewer's own")
    counts = _per_seat(fields.Integer(), "how many each seat drew (public)")


class ClimberScore(Schema):
    total = fields.Integer(required=True)
    gold = fields.Integer(required=True)
    silver = fields.Integer(required=True)
    climax_bonus = fields.Integer(required=True)
    team_size = fields.Integer(required=True, metadata={"description": "the tie-break"})


class ClimberGameEndedData(Schema):
    ranking = fields.List(fields.List(fields.Integer()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(ClimberScore), required=True,
                         metadata={"description": "seat → its score breakdown"})
    tiebreak = fields.List(fields.String(validate=validate.OneOf(TIEBREAK)), metadata={
        "description": "the ranking's criteria in order (schema version 2); absent from a GameEnded stored at "
                       "version 1 (no `sv`), which a finished game serves as stored: it used the same criteria"})


class ClimberSelectHandTemplate(Schema):
    from_ = fields.List(_card(), required=True, data_key="from",
                        metadata={"description": "the team: choose the hand's cards among these"})
    count = fields.Integer(metadata={"description": "exactly this many cards (every season but the Climax)"})
    min = fields.Integer(required=True, metadata={"description": "at least this many cards (= count but in the "
                                                                 "Climax)"})
    max = fields.Integer(required=True, metadata={"description": "at most this many cards (= count but in the "
                                                                 "Climax)"})


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "GameStarted": ClimberGameStartedData,
    "CardsDealt": ClimberCardsDealtData,
    "StartCardGiven": ClimberStartCardGivenData,
    "SeasonStarted": ClimberSeasonStartedData,
    "AccidentHappened": ClimberAccidentHappenedData,
    "TransferCardChosen": ClimberTransferCardChosenData,
    "CardsTransferred": ClimberCardsTransferredData,
    "HandSelected": ClimberHandSelectedData,
    "MainPhaseStarted": ClimberMainPhaseStartedData,
    "StartCardPlayed": ClimberStartCardPlayedData,
    "CardsPlayed": ClimberCardsPlayedData,
    "CardDiscarded": ClimberCardDiscardedData,
    "Passed": ClimberPassedData,
    "PlayerFinished": ClimberPlayerFinishedData,
    "FieldReset": ClimberFieldResetData,
    "SeasonEnded": ClimberSeasonEndedData,
    "ReinforcementsDrawn": ClimberReinforcementsDrawnData,
    "GameEnded": ClimberGameEndedData,
}
TEMPLATE_SCHEMAS: dict[str, type[Schema]] = {"select-hand": ClimberSelectHandTemplate}
