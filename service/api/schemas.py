"""Request and response schemas of the REST API; they also generate openapi.yaml."""

from __future__ import annotations

import unicodedata

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

NAME_MAX = 64
# Versions, offsets and limits fit a JSON number exactly and a Redis stream id; larger is a 422.
MAX_INT = 2**53 - 1
# Control (Cc: NUL, newlines, escapes), format (Cf: bidirectional overrides and isolates, zero-width
# characters), surrogates (Cs) and line/paragraph separators: invisible or reordering in a name.
_REFUSED_CATEGORIES = {"Cc", "Cf", "Cs", "Zl", "Zp"}


class Name(fields.String):
    """A player's name: NFC-normalised, trimmed, 1-64 characters, no control or format characters."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {})
        kwargs["metadata"].setdefault(
            "description", f"a player's name: 1-{NAME_MAX} characters after NFC normalisation and trimming; "
                           "no control or format characters (NUL, newlines, bidirectional overrides)")
        super().__init__(validate=validate.Length(min=1, max=NAME_MAX), **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        if len(text) > 4 * NAME_MAX:
            raise ValidationError(f"A name is at most {NAME_MAX} characters.")
        for char in text:
            if unicodedata.category(char) in _REFUSED_CATEGORIES:
                raise ValidationError(f"A name cannot contain control or format characters (U+{ord(char):04X}).")
        text = unicodedata.normalize("NFC", text).strip()
        if not text:
            raise ValidationError("A name cannot be blank.")
        return text


class SeatSpecSchema(Schema):
    name = Name()
    bot = fields.String(validate=validate.Length(min=1, max=32), metadata={"description": "a bot level"})

    @validates_schema
    def _one_kind(self, data, **kwargs):
        if data.get("name") and data.get("bot"):
            raise ValidationError("A seat is a named player or a bot, not both.")


class CreateGameSchema(Schema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    seats = fields.List(fields.Nested(SeatSpecSchema), required=True, validate=validate.Length(min=1, max=16))
    options = fields.Dict(keys=fields.String(), load_default=dict)


class JoinSchema(Schema):
    name = Name(required=True)
    seat = fields.Integer(validate=validate.Range(min=0, max=15), allow_none=True, load_default=None)


class SeatSchema(Schema):
    seat = fields.Integer()
    name = fields.String(allow_none=True)
    bot = fields.String(allow_none=True)
    open = fields.Boolean()


class ResultSchema(Schema):
    ranking = fields.List(fields.List(fields.Integer()))
    scores = fields.Dict(keys=fields.String(), values=fields.Dict())


class GameSchema(Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String(validate=validate.OneOf(["open", "active", "finished"]))
    version = fields.Integer()
    seats = fields.List(fields.Nested(SeatSchema))
    to_act = fields.List(fields.Integer())
    view = fields.Dict()
    result = fields.Nested(ResultSchema, allow_none=True)
    created_at = fields.String()


class CreatedGameSchema(GameSchema):
    tokens = fields.Dict(keys=fields.String(), values=fields.String(),
                         metadata={"description": "seat → bearer token, for the seats the creator named"})


class JoinedSchema(Schema):
    seat = fields.Integer()
    token = fields.String()


class LobbyQuerySchema(Schema):
    game = fields.String(validate=validate.Length(max=64))
    status = fields.String(validate=validate.OneOf(["open", "active", "finished"]))
    open = fields.Boolean(metadata={"description": "only games with (true) or without (false) free seats"})
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_INT))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))


class LobbyEntrySchema(Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String()
    version = fields.Integer()
    seats = fields.List(fields.Nested(SeatSchema))
    open_seats = fields.Integer()
    to_act = fields.List(fields.Integer())
    created_at = fields.String()


class LobbySchema(Schema):
    games = fields.List(fields.Nested(LobbyEntrySchema))
    total = fields.Integer()
    next = fields.Integer(allow_none=True, metadata={"description": "offset of the next page"})


class EnvelopeSchema(Schema):
    gid = fields.String()
    v = fields.Integer()
    type = fields.String()
    seat = fields.Integer(allow_none=True)
    data = fields.Dict()
    at = fields.String()
    cmd = fields.Dict(metadata={"description": "the command that caused the batch (first event only); "
                                              "its payload is shown only to its own seat until the end"})
    sv = fields.Integer(metadata={"description": "the event type's schema version, when not 1"})
    chain = fields.String(metadata={"description": "first event only: `hmac-sha256` when the game's hashes are "
                                                   "keyed with its chain key (absent: an older, unkeyed game)"})
    prev = fields.String(metadata={"description": "the previous event's hash (withheld while an unkeyed game runs)"})
    hash = fields.String(metadata={"description": "HMAC-SHA256(chain key, prev + canonical JSON of the envelope "
                                               "without hash), the key HMAC-SHA256(seed, 'chain-key:' + gid) "
                                               "revealed with the seed; sha256(prev + …) in an unkeyed game, "
                                               "whose hashes are withheld while it runs"})


class CommandResultSchema(Schema):
    version = fields.Integer()
    events = fields.List(fields.Nested(EnvelopeSchema))


class MovesSchema(Schema):
    version = fields.Integer()
    seat = fields.Integer()
    moves = fields.List(fields.Dict())


class EventsQuerySchema(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_INT))
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=5000))


class EventsSchema(Schema):
    events = fields.List(fields.Nested(EnvelopeSchema))
    next = fields.Integer(metadata={"description": "the version to ask after next"})


class StreamQuerySchema(Schema):
    after = fields.Integer(validate=validate.Range(min=0, max=MAX_INT),
                           metadata={"description": "resume after this version (or Last-Event-ID)"})


class StateQuerySchema(Schema):
    at = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_INT))


class StateSchema(Schema):
    version = fields.Integer()
    status = fields.String()
    to_act = fields.List(fields.Integer())
    view = fields.Dict()


class CatalogGameSchema(Schema):
    slug = fields.String()
    title = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    bots = fields.List(fields.String())
    options = fields.Dict()
    commands = fields.Dict()


class CatalogSchema(Schema):
    games = fields.List(fields.Nested(CatalogGameSchema))


class LeaderboardRowSchema(Schema):
    player = fields.String()
    games = fields.Integer()
    wins = fields.Integer()
    rating = fields.Float()


class LeaderboardSchema(Schema):
    game = fields.String()
    rankings = fields.List(fields.Nested(LeaderboardRowSchema))


class ProblemSchema(Schema):
    type = fields.String()
    title = fields.String()
    status = fields.Integer()
    detail = fields.String()
    code = fields.String()


PROBLEM_JSON = "application/problem+json"


def problem(blp, status: int, description: str):
    """Document an error response of an endpoint as an RFC 9457 problem."""
    return blp.alt_response(status, schema=ProblemSchema, content_type=PROBLEM_JSON, description=description)


class AuditQuerySchema(Schema):
    pin = fields.List(
        fields.String(validate=validate.Regexp(r"^[1-9][0-9]{0,11}:[0-9a-f]{64}$",
                                               error="a pin is VERSION:HASH (64 lowercase hex digits)")),
        load_default=list,
        metadata={"description": "VERSION:HASH, a head noted while the game ran (repeatable): the audit "
                                 "checks the history still holds it"},
    )


class AuditCheckSchema(Schema):
    name = fields.String(metadata={"description": "chain, seed, decisions, result, or pin (when pins were given)"})
    ok = fields.Boolean()
    version = fields.Integer(metadata={"description": "the first version at fault, or the last one checked"})
    detail = fields.String()


class AuditSchema(Schema):
    ok = fields.Boolean()
    scope = fields.String(metadata={"description": "full, or chain while the game runs (full for the operator)"})
    checks = fields.List(fields.Nested(AuditCheckSchema))
