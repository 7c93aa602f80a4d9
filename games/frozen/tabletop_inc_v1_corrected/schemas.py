"""Payload schemas of the Tabletop Inc. commands (the ``type`` key is not part of the payload), and the options."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from games.frozen.tabletop_inc_v1_corrected import data as D

_ID = validate.Length(min=1, max=32)


def _resources(**kw) -> fields.Dict:
    return fields.Dict(keys=fields.String(validate=validate.OneOf(D.RESOURCES)),
                       values=fields.Integer(validate=validate.Range(min=0, max=99)), **kw)


class OptionsSchema(Schema):
    """deal: "founder" (Founder cards, the first-game alternative) or "pow-wow" (deal two WOW and two POW cards,
    keep one of each). muman: the Muman-Bot seats, {"<seat>": "easy" | "normal" | "hard" | "extreme"} (seat a
    ``{"bot": "muman-<difficulty>"}`` there). track_refresh: the card-track refresh variant (specialist and
    freelancer tracks); track_refresh_items: the item track too (needs track_refresh)."""

    deal = fields.String(load_default="founder", validate=validate.OneOf(("founder", "pow-wow")))
    muman = fields.Dict(keys=fields.String(validate=validate.OneOf([str(i) for i in range(6)])),
                        values=fields.String(validate=validate.OneOf(D.MUMAN_LEVELS)),
                        metadata={"description": "Muman-Bot seats: seat number -> difficulty"})
    track_refresh = fields.Boolean(metadata={"description": "card-track refresh variant"})
    track_refresh_items = fields.Boolean(metadata={"description": "refresh the item track too"})

    @validates_schema
    def _items_need_the_variant(self, data, **kwargs):
        if data.get("track_refresh_items") and not data.get("track_refresh"):
            raise ValidationError("track_refresh_items needs track_refresh.", "track_refresh_items")


class EmptySchema(Schema):
    """No payload."""


class ChooseCardsSchema(Schema):
    """choose-cards: the WOW and the POW card kept from the deal."""

    wow = fields.String(required=True, validate=_ID)
    pow = fields.String(required=True, validate=_ID)


class PlaceSchema(Schema):
    """place: "worker" (one of the four) or a specialist card id, on a board space or a freelancer card."""

    worker = fields.String(required=True, validate=_ID)
    space = fields.String(required=True, validate=_ID)


class CollectSchema(Schema):
    """collect: collect all workers; optionally predict up to four actions of one opponent."""

    target = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=0, max=5))
    predictions = fields.List(fields.String(validate=validate.OneOf(D.PREDICTABLE)), load_default=list,
                              validate=validate.Length(max=D.MAX_PREDICTIONS))


class TakeSchema(Schema):
    """take: the resources chosen (gain basic / multiple resources, freelancers)."""

    resources = _resources(required=True)


class PickSchema(Schema):
    """pick: a card of a track (0 = far left) and one resource per card skipped, rightmost first."""

    index = fields.Integer(required=True, validate=validate.Range(min=0, max=3))
    payment = fields.List(fields.String(validate=validate.OneOf(D.RESOURCES)), load_default=list,
                          validate=validate.Length(max=3))


class PlayCardSchema(Schema):
    """play-card: an employee card from hand to a side of the table (0 = WOW side, 1 = POW side)."""

    card = fields.String(required=True, validate=_ID)
    place = fields.Integer(required=True, validate=validate.Range(min=0, max=D.TABLE_SIZE - 1))


class CardSchema(Schema):
    """card: a card id."""

    card = fields.String(required=True, validate=_ID)


class BuySchema(Schema):
    """buy: a box, mechanism or component of a level."""

    part = fields.String(required=True, validate=validate.OneOf(D.PARTS))
    level = fields.Integer(required=True, validate=validate.Range(min=1, max=4))


class UpgradeSchema(Schema):
    """upgrade: the part to upgrade by one level."""

    part = fields.String(required=True, validate=validate.OneOf(D.PARTS))


class AwardSchema(Schema):
    """award: a published game (index) submitted for an award level."""

    game = fields.Integer(required=True, validate=validate.Range(min=0, max=99))
    level = fields.Integer(required=True, validate=validate.Range(min=1, max=3))


class TradeSchema(Schema):
    """trade: resources given and received, level for level."""

    give = _resources(required=True)
    get = _resources(required=True)


class KeepObjectivesSchema(Schema):
    """keep-objectives: the objective cards kept from the four drawn."""

    cards = fields.List(fields.String(validate=_ID), required=True, validate=validate.Length(min=1, max=4))


class ActionSchema(Schema):
    """choose-action: an action of the main board."""

    action = fields.String(required=True, validate=validate.OneOf(D.ACTIONS))


class FlipSchema(Schema):
    """flip-prediction: one of your predictions not yet come true."""

    action = fields.String(required=True, validate=validate.OneOf(D.PREDICTABLE))


class ApplySkillSchema(Schema):
    """apply-skill: a skill card from hand behind an employee at your table."""

    card = fields.String(required=True, validate=_ID)
    employee = fields.String(required=True, validate=_ID)


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "choose-cards": ChooseCardsSchema,
    "place": PlaceSchema,
    "collect": CollectSchema,
    "take": TakeSchema,
    "pick": PickSchema,
    "play-card": PlayCardSchema,
    "buy-skill": CardSchema,
    "buy": BuySchema,
    "upgrade": UpgradeSchema,
    "award": AwardSchema,
    "trade": TradeSchema,
    "keep-objectives": KeepObjectivesSchema,
    "choose-action": ActionSchema,
    "choose-freelancer": CardSchema,
    "flip-prediction": FlipSchema,
    "use-item": CardSchema,
    "apply-skill": ApplySkillSchema,
    "remove-pow": EmptySchema,
    "skip": EmptySchema,
    "end-turn": EmptySchema,
    "muman-turn": EmptySchema,
}
