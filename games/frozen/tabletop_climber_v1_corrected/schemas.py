"""Payload schemas of the Tabletop Climber commands (the ``type`` key is not part of the payload)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.tabletop_climber_v1_corrected.data import COLOURS


class CardListSchema(Schema):
    """``{"cards": [card id, ...]}``."""

    cards = fields.List(fields.String(validate=validate.Length(min=1, max=16)), required=True,
                        validate=validate.Length(min=1, max=74))


class SelectHandSchema(CardListSchema):
    """select-hand: the hand cards chosen from the team."""


class PlaySchema(CardListSchema):
    """play: the cards, plus an optional colour for a run made of wild colour cards."""

    colour = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(COLOURS))


class CardSchema(Schema):
    """``{"card": card id}``."""

    card = fields.String(required=True, validate=validate.Length(min=1, max=16))


class TransferCardSchema(CardSchema):
    """transfer-card: the team card passed to the player on the left."""


class DiscardSchema(CardSchema):
    """discard: the hand card discarded face up for a discard icon."""


class PassSchema(Schema):
    """pass: no payload."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "transfer-card": TransferCardSchema,
    "select-hand": SelectHandSchema,
    "play": PlaySchema,
    "pass": PassSchema,
    "discard": DiscardSchema,
}
