"""Schemas of the Corporate Anarchy events' ``data`` (as any viewer may see it), of the place-tiles template and
of a seat's final score.

Hidden while the game runs: where another seat put its base tiles and its piece (``BaseTilesPlaced`` keeps only
``count`` for the others, ``tiles`` and ``start`` null) and what a spied tile is (``TileSpied.kind`` null for
all but the spy and the tile's owner). Squares are ids ``"<hq>-<r>-<c>"`` or ``"<hq>-p"`` (see schemas.py).
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.corporate_anarchy.data import ALARM, BASE_KINDS, BUILDINGS, COMMANDS, GUARD, MAX_PLAYERS, VIP
from games.corporate_anarchy.schemas import square_field

OUTCOMES = ("alarm", "sent-home", "vip-already-taken", "vip-taken")  # TileUncovered.outcome (rules._uncover)


def _seat(**kwargs) -> fields.Integer:
    return fields.Integer(validate=validate.Range(min=0, max=MAX_PLAYERS - 1), **kwargs)


def _base_kind(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(BASE_KINDS), **kwargs)


def _command_card(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(COMMANDS)), **kwargs)


class CorporateAnarchyTileCountsData(Schema):
    """How many base tiles of each kind every seat places."""

    alarm = fields.Integer(required=True, data_key=ALARM)
    guard = fields.Integer(required=True, data_key=GUARD)
    vip = fields.Integer(required=True, data_key=VIP)


class CorporateAnarchyGameStartedData(Schema):
    players = fields.Integer(required=True)
    bag = fields.Integer(required=True, metadata={"description": "money tokens left in the bag"})
    money = fields.List(fields.Integer(), required=True, metadata={"description": "per seat its money"})
    tiles = fields.Nested(CorporateAnarchyTileCountsData, required=True)


class CorporateAnarchyPlacedTileData(Schema):
    """A base tile placed face down."""

    square = square_field(required=True)
    kind = _base_kind(required=True)


class CorporateAnarchyBaseTilesPlacedData(Schema):
    tiles = fields.List(fields.Nested(CorporateAnarchyPlacedTileData), required=True, allow_none=True,
                        metadata={"description": "where each base tile went; null for a viewer who is not the seat"})
    start = square_field(required=True, allow_none=True,
                         metadata={"description": "the piece's start square; null for a viewer who is not the seat"})
    count = fields.Integer(required=True, metadata={"description": "how many base tiles were placed"})


class CorporateAnarchySetupCompletedData(Schema):
    face_down = fields.List(fields.List(square_field()), required=True,
                            metadata={"description": "per HQ the squares holding a face-down base tile"})
    starts = fields.List(square_field(), required=True, metadata={"description": "per seat its piece's square"})


class CorporateAnarchyFirstPlayerRolledData(Schema):
    rounds = fields.List(fields.List(fields.Integer(allow_none=True)), required=True,
                         metadata={"description": "each round of rolls, per seat; null: the seat did not roll again"})
    first = _seat(required=True)


class CorporateAnarchyTurnStartedData(Schema):
    turn = fields.Integer(required=True, metadata={"description": "turns played so far, this one included"})


class CorporateAnarchyIncomePaidData(Schema):
    amount = fields.Integer(required=True, metadata={"description": "money taken from the bag"})
    owed = fields.Integer(required=True, metadata={"description": "the seat's income from its buildings"})
    blocked = _command_card(required=True, allow_none=True,
                            metadata={"description": "the command card that stopped the income, or null"})


class CorporateAnarchyBuildingBoughtData(Schema):
    building = fields.String(required=True, validate=validate.OneOf(tuple(BUILDINGS)))
    square = square_field(required=True)
    cost = fields.Integer(required=True)


class CorporateAnarchyCommandBoughtData(Schema):
    card = _command_card(required=True)
    cost = fields.Integer(required=True)
    target = _seat(required=True, allow_none=True, metadata={"description": "the opponent, if the card needs one"})
    hq = _seat(required=True, allow_none=True, metadata={"description": "the HQ, if the card needs one"})
    square = square_field(required=True, allow_none=True,
                          metadata={"description": "the opponent's face-down tile, if the card needs one"})
    affected = fields.List(_seat(), required=True, metadata={"description": "the seats a running effect hits"})


class CorporateAnarchyFinePaidData(Schema):
    amount = fields.Integer(required=True, metadata={"description": "what the seat paid (at most its money)"})
    fine = fields.Integer(required=True)
    card = _command_card(required=True)


class CorporateAnarchyTileSpiedData(Schema):
    square = square_field(required=True)
    owner = _seat(required=True)
    kind = _base_kind(required=True, allow_none=True,
                      metadata={"description": "the tile; null for a viewer who is neither the spy nor the owner"})


class CorporateAnarchyCommandCardsRestoredData(Schema):
    cards = fields.List(_command_card(), required=True, metadata={"description": "the cards flipped face up"})


class CorporateAnarchyMovedData(Schema):
    from_ = square_field(required=True, data_key="from")
    to = square_field(required=True)
    steps = fields.Integer(required=True, metadata={"description": "0: a jump from the protruding square"})
    jump = fields.Boolean(required=True)


class CorporateAnarchyTileUncoveredData(Schema):
    square = square_field(required=True)
    owner = _seat(required=True)
    kind = _base_kind(required=True)
    outcome = fields.String(required=True, validate=validate.OneOf(OUTCOMES))


class CorporateAnarchySentHomeData(Schema):
    to = square_field(required=True)


class CorporateAnarchyVipTakenData(Schema):
    square = square_field(required=True)
    owner = _seat(required=True)


class CorporateAnarchyPlayerEliminatedData(Schema):
    money_returned = fields.Integer(required=True, metadata={"description": "money returned to the bag"})


class CorporateAnarchyBaseTilesBlockedOffData(Schema):
    squares = fields.List(square_field(), required=True,
                          metadata={"description": "the seat's base tiles its new building blocked off"})


class CorporateAnarchyBuildingRepositionedData(Schema):
    building = fields.String(required=True, validate=validate.OneOf(tuple(BUILDINGS)))
    from_ = square_field(required=True, data_key="from")
    to = square_field(required=True)


class CorporateAnarchyBaseTileRepositionedData(Schema):
    from_ = square_field(required=True, data_key="from")
    to = square_field(required=True)


class CorporateAnarchyTurnEndedData(Schema):
    """No data."""


class CorporateAnarchyScore(Schema):
    total = fields.Integer(required=True, metadata={"description": "VIPs taken"})
    vips_taken = fields.Integer(required=True)
    vips_kept = fields.Integer(required=True)
    money = fields.Integer(required=True)
    buildings = fields.Integer(required=True)
    winner = fields.Boolean(required=True)
    eliminated = fields.Boolean(required=True)


class CorporateAnarchyGameEndedData(Schema):
    winner = _seat(required=True, allow_none=True, metadata={"description": "null: the round limit ended the game"})
    ranking = fields.List(fields.List(_seat()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(CorporateAnarchyScore), required=True,
                         metadata={"description": "seat → its score breakdown"})


class CorporateAnarchyPlaceTilesTemplateData(Schema):
    """Choose squares of your HQ for your base tiles and a start square, then post place-tiles."""

    squares = fields.List(square_field(), required=True, metadata={"description": "the squares tiles may go on"})
    alarms = fields.Integer(required=True, metadata={"description": "how many alarm squares to name"})
    guards = fields.Integer(required=True, metadata={"description": "how many security guard squares to name"})
    vips = fields.Integer(required=True, metadata={"description": "how many VIP squares to name"})
    start = fields.List(square_field(), required=True, metadata={"description": "the start squares to choose from"})


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "GameStarted": CorporateAnarchyGameStartedData,
    "BaseTilesPlaced": CorporateAnarchyBaseTilesPlacedData,
    "SetupCompleted": CorporateAnarchySetupCompletedData,
    "FirstPlayerRolled": CorporateAnarchyFirstPlayerRolledData,
    "TurnStarted": CorporateAnarchyTurnStartedData,
    "IncomePaid": CorporateAnarchyIncomePaidData,
    "BuildingBought": CorporateAnarchyBuildingBoughtData,
    "CommandBought": CorporateAnarchyCommandBoughtData,
    "FinePaid": CorporateAnarchyFinePaidData,
    "TileSpied": CorporateAnarchyTileSpiedData,
    "CommandCardsRestored": CorporateAnarchyCommandCardsRestoredData,
    "Moved": CorporateAnarchyMovedData,
    "TileUncovered": CorporateAnarchyTileUncoveredData,
    "SentHome": CorporateAnarchySentHomeData,
    "VipTaken": CorporateAnarchyVipTakenData,
    "PlayerEliminated": CorporateAnarchyPlayerEliminatedData,
    "BaseTilesBlockedOff": CorporateAnarchyBaseTilesBlockedOffData,
    "BuildingRepositioned": CorporateAnarchyBuildingRepositionedData,
    "BaseTileRepositioned": CorporateAnarchyBaseTileRepositionedData,
    "TurnEnded": CorporateAnarchyTurnEndedData,
    "GameEnded": CorporateAnarchyGameEndedData,
}
TEMPLATE_SCHEMAS: dict[str, type[Schema]] = {"place-tiles": CorporateAnarchyPlaceTilesTemplateData}
