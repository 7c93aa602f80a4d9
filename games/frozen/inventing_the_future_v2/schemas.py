"""Payload schemas of the Inventing the Future commands (the ``type`` key is not part of the payload)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.inventing_the_future_v2.data import CUBE_KINDS, DIE_COLOURS, DIE_IDS, MAX_PLAYERS, PHASES, TRACK_IDS

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_VALUE = validate.Range(min=1, max=6)
# Issue 28: a die and a track are named by their catalogue id (GET /v1/catalog/inventing-the-future), never by
# a position.
_DIE = validate.OneOf(DIE_IDS)


class RollSchema(Schema):
    """roll: the colour of the extra die ('adds to them one more die of their choice')."""

    extra = fields.String(required=True, validate=validate.OneOf(DIE_COLOURS))


class DraftSchema(Schema):
    """draft: the die (its catalogue id, as the view's ``allocation.dice`` shows it) and, for a black 5 or 6, the
    black space 1-4."""

    die = fields.String(required=True, validate=_DIE)
    space = fields.Integer(load_default=None, allow_none=True, strict=True, validate=_VALUE)


class PassDraftSchema(Schema):
    """pass-draft: no die can be drafted (only offered then)."""


class TroubleshootSchema(Schema):
    """troubleshoot: a Troubleshooter sets a new result for one unallocated die (its catalogue id)."""

    die = fields.String(required=True, validate=_DIE)
    value = fields.Integer(required=True, strict=True, validate=_VALUE)


class ConsultSchema(Schema):
    """consult: a Consultant adds an out-of-play die of this colour at this value."""

    colour = fields.String(required=True, validate=validate.OneOf(DIE_COLOURS))
    value = fields.Integer(required=True, strict=True, validate=_VALUE)


class ChoosePhaseSchema(Schema):
    """choose-phase (two players): which of your two black winks is resolved now."""

    phase = fields.String(required=True, validate=validate.OneOf(PHASES))


class TakeBonusSchema(Schema):
    """take-bonus: the cube kind (None declines) and the seat stolen from (None: the supply)."""

    cube = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(CUBE_KINDS))
    from_seat = fields.Integer(load_default=None, allow_none=True, strict=True, validate=_SEAT)


class RainmakerSchema(Schema):
    """rainmaker: which income a Rainmaker raises by one."""

    income = fields.String(required=True, validate=validate.OneOf(("public", "private")))


class ReturnCubeSchema(Schema):
    """return-cube: a team or specialist returned when Payday cannot be paid in coins."""

    cube = fields.String(required=True, validate=validate.OneOf(CUBE_KINDS))


class TakenCubeSchema(Schema):
    """One cube of a hiring box: its kind and the seat stolen from (None: the supply)."""

    cube = fields.String(required=True, validate=validate.OneOf(CUBE_KINDS))
    from_seat = fields.Integer(load_default=None, allow_none=True, strict=True, validate=_SEAT)


class HireSchema(Schema):
    """hire: every cube of the current hiring box (or Recruiter), in box order; [] declines."""

    take = fields.List(fields.Nested(TakenCubeSchema), required=True, validate=validate.Length(max=4))


class TrackSchema(Schema):
    """``{"track": "flying-car" | "teleportation" | "time-travel"}``: the track's catalogue id."""

    track = fields.String(required=True, validate=validate.OneOf(TRACK_IDS))


class AdvanceSchema(TrackSchema):
    """advance: move this track's pawn up one level."""


class FlipSchema(TrackSchema):
    """flip: turn face up the card of the next level on this track."""


class EndProgressSchema(Schema):
    """end-progress: stop advancing this phase."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "roll": RollSchema,
    "draft": DraftSchema,
    "pass-draft": PassDraftSchema,
    "troubleshoot": TroubleshootSchema,
    "consult": ConsultSchema,
    "choose-phase": ChoosePhaseSchema,
    "take-bonus": TakeBonusSchema,
    "rainmaker": RainmakerSchema,
    "return-cube": ReturnCubeSchema,
    "hire": HireSchema,
    "advance": AdvanceSchema,
    "flip": FlipSchema,
    "end-progress": EndProgressSchema,
}
