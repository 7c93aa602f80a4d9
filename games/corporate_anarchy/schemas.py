"""Payload schemas of the Corporate Anarchy commands (the ``type`` key is not part of the payload).

Squares are ids ``"<hq>-<r>-<c>"`` (r, c in 0-5; r = 0 faces the centre, 5 is the outer edge) or ``"<hq>-p"``
for an HQ's protruding square.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.corporate_anarchy.board import SQUARE_RE
from games.corporate_anarchy.data import BUILDINGS, COMMANDS
from games.json_numbers import WholeNumber


def square_field(**kwargs) -> fields.String:
    return fields.String(validate=validate.Regexp(SQUARE_RE), **kwargs)


class PlaceTilesSchema(Schema):
    """place-tiles: where your base tiles go face down in your HQ, and your piece's start square."""

    alarms = fields.List(square_field(), required=True, validate=validate.Length(equal=3))
    guards = fields.List(square_field(), required=True, validate=validate.Length(equal=2))
    vips = fields.List(square_field(), required=True, validate=validate.Length(min=1, max=3))
    start = square_field(required=True)


class BuyBuildingSchema(Schema):
    """buy-building: a shop, factory or drug den, placed at once on a square of your HQ."""

    building = fields.String(required=True, validate=validate.OneOf(list(BUILDINGS)))
    square = square_field(required=True)


class BuyCommandSchema(Schema):
    """buy-command: a command card, with its target: an opponent, an HQ or an opponent's face-down tile."""

    card = fields.String(required=True, validate=validate.OneOf(list(COMMANDS)))
    target = WholeNumber(load_default=None, allow_none=True, validate=validate.Range(0, 3))
    hq = WholeNumber(load_default=None, allow_none=True, validate=validate.Range(0, 3))
    square = square_field(load_default=None, allow_none=True)


class MoveSchema(Schema):
    """move: the square your movement ends on (another HQ's protruding square is a jump)."""

    to = square_field(required=True)


class ReturnHomeSchema(Schema):
    """return-home: after a security guard, the square of your own HQ's outer edge your piece goes to."""

    to = square_field(required=True)


class RepositionBuildingSchema(Schema):
    """reposition-building: after your building blocked off a base tile, one building tile of your HQ moved to a
    free square so there is a way through again."""

    from_ = square_field(required=True, data_key="from", attribute="from")  # loads as "from", the key decide reads
    to = square_field(required=True)


class EndTurnSchema(Schema):
    """end-turn: no payload; skips what is left of the turn."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "place-tiles": PlaceTilesSchema,
    "buy-building": BuyBuildingSchema,
    "buy-command": BuyCommandSchema,
    "move": MoveSchema,
    "end-turn": EndTurnSchema,
    "return-home": ReturnHomeSchema,
    "reposition-building": RepositionBuildingSchema,
}
