"""The list of a player's challenges (one challenge is player_schemas.ChallengeStateSchema)."""

from __future__ import annotations

from marshmallow import Schema, fields

from service.http.api.player_schemas import ChallengeStateSchema


class ChallengeListSchema(Schema):
    challenges = fields.List(fields.Nested(ChallengeStateSchema), required=True, metadata={
        "description": "the challenges the caller sent or was invited to in the last 24 hours (the newest 200), "
                       "pending first, then newest first"})
