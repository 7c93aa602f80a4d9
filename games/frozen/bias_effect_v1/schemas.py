"""Payload schemas of the Bias Effect commands (the ``type`` key is not part of the payload)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.bias_effect_v1.data import TOTAL_CHIPS


class CardSchema(Schema):
    """``{"card": algorithm card id}``."""

    card = fields.String(required=True, validate=validate.Length(min=1, max=8))


class TradeInSchema(CardSchema):
    """trade-in: discard one algorithm card from your hand for its trade-in value in chips."""


class EmptySchema(Schema):
    """No payload."""


class SkipTradeSchema(EmptySchema):
    """skip-trade: keep every algorithm card this round."""


class BidSchema(Schema):
    """bid: the sealed bid, 0 up to your chips (seen only by you until every bid is in)."""

    amount = fields.Integer(required=True, strict=True, validate=validate.Range(min=0, max=TOTAL_CHIPS))


class ProgramSchema(EmptySchema):
    """program: the bid winner programs the belief into the A.I."""


class DeleteSchema(EmptySchema):
    """delete: the bid winner deletes (discards) the belief."""


class PlayAlgorithmSchema(CardSchema):
    """play-algorithm: an algorithm card and the one parameter its effect needs (if any)."""

    target = fields.Integer(load_default=None, allow_none=True, strict=True, validate=validate.Range(min=0, max=4))
    belief = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=8))
    side = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(("left", "right")))


class PassSchema(EmptySchema):
    """pass: play no algorithm card this round."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "trade-in": TradeInSchema,
    "skip-trade": SkipTradeSchema,
    "bid": BidSchema,
    "program": ProgramSchema,
    "delete": DeleteSchema,
    "play-algorithm": PlayAlgorithmSchema,
    "pass": PassSchema,
}
