"""Request and response schemas of the tournaments' resources (issue 55)."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from games import REGISTRY
from games.json_numbers import WholeNumber
from games.lifecycle_schemas import ClockSchema
from games.tournament.aggregate import FORMATS, STATUSES

MAX_ENTRANTS = 256
MAX_ROUNDS = 30
TIE_BREAKS = ["points", "buchholz", "sonneborn_berger", "starting_order"]


def _always(field_class, *args, **kwargs):
    return field_class(*args, required=True, **kwargs)


class EntrantSpecSchema(Schema):
    """An entrant given at creation: a player (by id) or a server bot (by level)."""

    player = fields.String(validate=validate.Length(min=1, max=64), metadata={"description": "a player id"})
    bot = fields.String(validate=validate.Length(min=1, max=32), metadata={"description": "a server bot level"})

    @validates_schema
    def _one_kind(self, data, **kwargs):
        if sum(1 for kind in ("player", "bot") if data.get(kind)) != 1:
            raise ValidationError("An entrant is a player or a server bot: exactly one of `player`, `bot`.")


def _hosted(slug: str) -> None:
    if slug not in REGISTRY:
        raise ValidationError(f"Must be one of the hosted games: {', '.join(REGISTRY)} (GET /v1/catalog).")


class CreateTournamentSchema(Schema):
    # Checked against the games hosted when the request comes (a list taken at import went stale); the document
    # names them as GameSlug (game_contract).
    game = fields.String(required=True, validate=_hosted)
    format = fields.String(required=True, validate=validate.OneOf(FORMATS), metadata={
        "description": "`swiss`: tables of 2 paired by the FIDE Dutch system; `rounds`: tables of 3-6 seated by "
                       "score"})
    rounds = WholeNumber(required=True, validate=validate.Range(min=1, max=MAX_ROUNDS))
    players_per_table = WholeNumber(required=True, validate=validate.Range(min=2, max=6))
    clock = fields.Nested(ClockSchema, required=True, metadata={"description": "every table's clock (mandatory)"})
    rated = fields.Boolean(load_default=False, truthy={True}, falsy={False})
    entrants = fields.List(fields.Nested(EntrantSpecSchema), validate=validate.Length(min=2, max=MAX_ENTRANTS),
                           metadata={"description": "the field; absent: registration is open until `size` fill it"})
    size = WholeNumber(validate=validate.Range(min=2, max=MAX_ENTRANTS),
                       metadata={"description": "open registration (no `entrants`): the tournament starts when this "
                                                "many registered"})


class TournamentEntrantSchema(Schema):
    entrant = _always(fields.Integer, metadata={"description": "the entrant's number, from 1 in registration order"})
    name = _always(fields.String)
    player = _always(fields.String, allow_none=True)
    bot = _always(fields.String, allow_none=True)
    withdrawn = _always(fields.Boolean)


class TournamentSchema(Schema):
    id = _always(fields.String)
    game = _always(fields.String)
    format = _always(fields.String, validate=validate.OneOf(FORMATS))
    status = _always(fields.String, validate=validate.OneOf(STATUSES), metadata={
        "description": "`registering` until the field is full, `running`, `finished` once the last round ends"})
    version = _always(fields.Integer, metadata={"description": "the tournament's version (its ETag)"})
    rounds = _always(fields.Integer)
    round = _always(fields.Integer, metadata={"description": "rounds paired so far"})
    players_per_table = _always(fields.Integer)
    size = _always(fields.Integer)
    clock = _always(fields.Nested, ClockSchema)
    rated = _always(fields.Boolean)
    entrants = _always(fields.List, fields.Nested(TournamentEntrantSchema))
    seed_commitment = _always(fields.String, metadata={"description": "sha256 of the seed"})
    seed = _always(fields.String, allow_none=True, metadata={"description": "revealed once finished"})


class TournamentStandingSchema(Schema):
    rank = _always(fields.Integer)
    entrant = _always(fields.Integer)
    name = _always(fields.String)
    player = _always(fields.String, allow_none=True)
    bot = _always(fields.String, allow_none=True)
    withdrawn = _always(fields.Boolean)
    points = _always(fields.Float)
    buchholz = _always(fields.Float, metadata={"description": "the sum of the final points of every opponent met"})
    sonneborn_berger = _always(fields.Float, metadata={
        "description": "the sum of each opponent's final points times the result against them (1, ½, 0)"})
    played = _always(fields.Integer)
    byes = _always(fields.Integer)


class TournamentStandingsSchema(Schema):
    id = _always(fields.String)
    version = _always(fields.Integer)
    status = _always(fields.String, validate=validate.OneOf(STATUSES))
    round = _always(fields.Integer)
    tie_breaks = _always(fields.List, fields.String(), metadata={"description": "the order the standings sort by"})
    standings = _always(fields.List, fields.Nested(TournamentStandingSchema))


class TournamentTableSchema(Schema):
    table = _always(fields.Integer)
    gid = _always(fields.String, metadata={"description": "the table's game"})
    entrants = _always(fields.List, fields.Integer(), metadata={"description": "entrant numbers in seat order"})
    ranking = _always(fields.List, fields.List(fields.Integer()), allow_none=True, metadata={
        "description": "groups of tied entrants, best first; null while the table plays"})


class TournamentRoundSchema(Schema):
    round = _always(fields.Integer)
    complete = _always(fields.Boolean)
    tables = _always(fields.List, fields.Nested(TournamentTableSchema))
    byes = _always(fields.List, fields.Integer())


class TournamentRoundsSchema(Schema):
    id = _always(fields.String)
    version = _always(fields.Integer)
    rounds = _always(fields.List, fields.Nested(TournamentRoundSchema))


class RegisteredSchema(Schema):
    entrant = _always(fields.Integer)
    tournament = _always(fields.Nested, TournamentSchema)


class TournamentEnvelopeSchema(Schema):
    """An event of a tournament's stream, hashed and chained as a game's (DESIGN §3)."""

    gid = _always(fields.String, metadata={"description": "the tournament's id"})
    v = _always(fields.Integer, metadata={"description": "the tournament's version after this event"})
    type = _always(fields.String)
    seat = _always(fields.Integer, allow_none=True)
    data = _always(fields.Dict)
    at = _always(fields.String, metadata={"format": "date-time", "description": "UTC, ISO 8601"})
    cmd = fields.Dict(metadata={"description": "the command that caused the batch (first event only)"})
    chain = fields.String(metadata={"description": "first event only: `hmac-sha256`"})
    prev = fields.String(metadata={"description": "the previous event's hash"})
    hash = fields.String(metadata={"description": "HMAC-SHA256(chain key, prev + canonical JSON of the envelope "
                                               "without hash), the key HMAC-SHA256(seed, 'chain-key:' + id)"})


class TournamentEventsSchema(Schema):
    events = _always(fields.List, fields.Nested(TournamentEnvelopeSchema))
    next = _always(fields.Integer, metadata={"description": "the version to ask after for the next page"})


class TournamentEventsQuerySchema(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**53 - 1),
                           metadata={"description": "the version to start after"})
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=1000))
