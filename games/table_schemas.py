"""Schemas of the hosting lifecycle's events' ``data`` (see games/table.py); they generate openapi.yaml."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games import lifecycle_schemas
from games.base import Game
from games.lifecycle_schemas import ON_TIMEOUT, ClockSchema


class SeatSpecData(Schema):
    name = fields.String(required=True, allow_none=True, metadata={"description": "null: an open seat"})
    bot = fields.String(required=True, allow_none=True, metadata={"description": "the bot level, or null"})
    player = fields.String(metadata={"description": "the player id holding the seat (absent: none)"})


class TableCreatedData(Schema):
    game = fields.String(required=True)
    rules_version = fields.String(required=True)
    options = fields.Dict(required=True, metadata={"description": "the game's options, as the table was set"})
    seats = fields.List(fields.Nested(SeatSpecData), required=True)
    seed_commitment = fields.String(required=True, metadata={"description": "sha256 of the secret seed, hex"})
    clock = fields.Nested(ClockSchema, metadata={"description": "the time control (absent: untimed)"})
    on_timeout = fields.String(validate=validate.OneOf(ON_TIMEOUT))
    rematch_of = fields.String(metadata={"description": "the finished table this one is a rematch of"})
    rated = fields.Boolean(metadata={"description": "true: the result counts for the players' ratings"})
    lifecycle = fields.Integer(metadata={"description": "the hosting rules' version the table was created under "
                                                        "(absent: 1); the audit re-decides by it"})
    open_ttl = fields.Integer(metadata={"description": "seconds the table stays open for its seats before it is "
                                                       "abandoned (absent: 86400, the wait before lifecycle 3)"})
    draw_seats = fields.Boolean(metadata={"description": "true: the seats' order was drawn from the seed (a "
                                                       "matched table), not taken as requested"})


class SeatJoinedData(Schema):
    name = fields.String(required=True)
    player = fields.String(metadata={"description": "the player id taking the seat (absent: an anonymous seat)"})


class TableStartedData(Schema):
    """No data."""


class SeedRevealedData(Schema):
    seed = fields.String(required=True, metadata={"description": "the seed, hex: check sha256(seed) = commitment"})


class GenericScore(Schema):
    """A seat's score breakdown: its total, and the game's own categories."""

    class Meta:
        unknown = "include"

    total = fields.Integer(required=True, allow_none=True,
                           metadata={"description": "null when resignations ended the game before its end"})


def result_schema(game: Game) -> type[Schema]:
    """The final result of ``game``: ranking, its own per-seat score breakdown (or none, when resignations
    ended it early), and the seats that resigned or forfeited."""
    return type("ResultData", (Schema,), {
        "ranking": fields.List(fields.List(fields.Integer()), required=True,
                               metadata={"description": "groups of tied seats, best first"}),
        "scores": fields.Dict(keys=fields.String(), values=fields.Raw(metadata={"anyOf": [
            {"$ref": f"#/components/schemas/{score_name(game)}"}, {"$ref": "#/components/schemas/NoScore"}]}),
            required=True, metadata={"description": "seat → its score breakdown"}),
        "resigned": fields.List(fields.Integer(), metadata={"description": "seats that resigned or forfeited, "
                                                                           "ranked last (absent: none)"}),
        "forfeits": fields.List(fields.Integer(), metadata={"description": "of those, the seats whose clock ran "
                                                                           "out"}),
    })


def score_name(game: Game) -> str:
    """The document's name of ``game``'s score breakdown schema."""
    return "".join(part.capitalize() for part in game.slug.split("-")) + "Score"


def lifecycle_event_schemas(game: Game) -> dict[str, type[Schema]]:
    """{event type: data schema} of the lifecycle events of a table of ``game``."""
    return {
        "TableCreated": TableCreatedData,
        "SeatJoined": SeatJoinedData,
        "TableStarted": TableStartedData,
        "GameFinished": result_schema(game),
        "SeedRevealed": SeedRevealedData,
        **lifecycle_schemas.EVENT_SCHEMAS,
    }
