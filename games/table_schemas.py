"""Schemas of the hosting lifecycle's events' ``data`` (see games/table.py); they generate openapi.yaml."""

from __future__ import annotations

from marshmallow import Schema, fields

from games.base import Game


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
    rated = fields.Boolean(metadata={"description": "true: the result counts for the players' ratings"})


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

    total = fields.Integer(required=True)


def result_schema(game: Game) -> type[Schema]:
    """The final result of ``game``: ranking and its own per-seat score breakdown."""
    score = game.score_schema or GenericScore
    return type("ResultData", (Schema,), {
        "ranking": fields.List(fields.List(fields.Integer()), required=True,
                               metadata={"description": "groups of tied seats, best first"}),
        "scores": fields.Dict(keys=fields.String(), values=fields.Nested(score), required=True,
                              metadata={"description": "seat → its score breakdown"}),
    })


def lifecycle_event_schemas(game: Game) -> dict[str, type[Schema]]:
    """{event type: data schema} of the lifecycle events of a table of ``game``."""
    return {
        "TableCreated": TableCreatedData,
        "SeatJoined": SeatJoinedData,
        "TableStarted": TableStartedData,
        "GameFinished": result_schema(game),
        "SeedRevealed": SeedRevealedData,
    }
