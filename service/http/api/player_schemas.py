"""Request and response schemas of players, leaderboards, seeks and challenges."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from games.lifecycle_schemas import ClockSchema
from projections import rating_rules as rules
from service.http.api import pages
from service.http.api.schemas import DATE_TIME, Name, TableSeatSchema, _always
from service.player_keys import SCOPES

KINDS = ["human", "bot"]
STATUSES = ["open", "active", "finished", "aborted"]
PLAYER_ID = {"description": "a player id, or a server bot's rated identity `bot:<game>:<level>`"}


class CreatePlayerSchema(Schema):
    name = Name(required=True, metadata={
        "description": "unique by its Unicode confusable skeleton (UTS #39): not one that looks like a taken name"})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))


class PlayerSchema(Schema):
    id = _always(fields.String)
    name = _always(fields.String)
    kind = _always(fields.String, validate=validate.OneOf([*KINDS, "server-bot"]))
    created = _always(fields.String, allow_none=True, metadata=DATE_TIME)


class PlayerWithKeySchema(PlayerSchema):
    key = _always(fields.String, metadata={"description": "the player key (`pk_…`), shown only now"})


class NewKeySchema(Schema):
    key = _always(fields.String, metadata={"description": "the new player key; the old one no longer works"})


def _scope() -> fields.String:
    return fields.String(validate=validate.OneOf(SCOPES), metadata={
        "description": "`read`: read as the player; `play`: act as the player; `manage`: the player's keys"})


class CreateKeySchema(Schema):
    name = fields.String(required=True, validate=[validate.Length(min=1, max=64),
                                                  validate.Regexp(r"^[^\x00-\x1f\x7f]*$", error="No control "
                                                                  "characters.")],
                         metadata={"description": "what the key is for, e.g. the bot's host"})
    scopes = fields.List(_scope(), required=True, validate=validate.Length(min=1, max=len(SCOPES)),
                         metadata={"description": "what the key may do (at least one scope)"})


class KeySchema(Schema):
    id = _always(fields.String, metadata={"description": "the key's id (`default` for a key made before named keys)"})
    name = _always(fields.String)
    scopes = _always(fields.List, _scope())
    created = _always(fields.String, metadata=DATE_TIME)
    last_used = _always(fields.String, allow_none=True, metadata={
        **DATE_TIME, "description": "about when the key was last sent (to the minute); null: not since it was made"})


class KeyListSchema(Schema):
    keys = _always(fields.List, fields.Nested(KeySchema), metadata={"description": "oldest first; never a secret"})


class KeyWithSecretSchema(Schema):
    id = _always(fields.String)
    name = _always(fields.String)
    scopes = _always(fields.List, _scope())
    created = _always(fields.String, metadata=DATE_TIME)
    key = _always(fields.String, metadata={"description": "the key itself (`pk_…`), shown only now"})


class RatedResultSchema(Schema):
    gid = _always(fields.String, metadata={"description": "the rated table"})
    outcome = _always(fields.String, validate=validate.OneOf(rules.OUTCOMES), metadata={
        "description": "`rated`: the rating moved; `capped`: it moved, but a short resignation lifted it no higher "
                       "than the cap; `not_rated`: it did not move (the bot guide's \"Rated games: what counts\")"})
    reason = _always(fields.String, allow_none=True, validate=validate.OneOf(rules.REASONS), metadata={
        "description": "why it moved less or not at all (null: it moved in full): `per_opponent_daily` (the same "
                       f"two met {rules.PER_OPPONENT_DAILY} counted times that UTC day), `same_address` (two seated "
                       f"accounts created from one address within {rules.SAME_ADDRESS_WINDOW_MS // rules.DAY_MS} days "
                       f"of each other), `not_established` (an account under {rules.ESTABLISHED_AGE_MS // 3_600_000} "
                       f"hours old, with fewer than {rules.ESTABLISHED_BOT_GAMES} counted games against server bots "
                       "alone, at a table with another person), `no_counted_opponent` (every other seat's result was "
                       "left out), `short_resignation` (an opponent resigned or forfeited after fewer than "
                       f"{rules.SHORT_RESIGN_DECISIONS} decisions of its own), `too_few_decisions` (a person's seat "
                       "made too few decisions of its own for the table to rate anyone)"})


class ListingSchema(Schema):
    """Whether a rating is on its game's leaderboard, and why not."""

    listed = _always(fields.Boolean, metadata={
        "description": f"shown on the leaderboard: a player after {rules.LISTED_GAMES} counted rated games against "
                       f"{rules.LISTED_OPPONENTS} distinct opponents, a server bot level after "
                       f"{rules.LISTED_BOT_GAMES} counted game"})
    unlisted_reason = _always(fields.String, allow_none=True, validate=validate.OneOf(rules.UNLISTED), metadata={
        "description": f"why it is not listed (null: it is): `few_games` (fewer than {rules.LISTED_GAMES} counted "
                       f"rated games), `few_opponents` (fewer than {rules.LISTED_OPPONENTS} distinct opponents among "
                       "them); being a bot account or provisional never keeps a player off"})
    opponents = _always(fields.Integer, metadata={
        "description": "distinct opponents (players or server bot levels) in its counted rated games"})


class RatingSchema(ListingSchema):
    game = _always(fields.String)
    mu = _always(fields.Float)
    sigma = _always(fields.Float)
    ordinal = _always(fields.Float, metadata={"description": "mu - 3 sigma: the figure players are ranked by"})
    games = _always(fields.Integer, metadata={"description": "rated games played"})
    wins = _always(fields.Integer)
    provisional = _always(fields.Boolean, metadata={"description": "fewer than 10 rated games"})
    results = _always(fields.List, fields.Nested(RatedResultSchema), metadata={
        "description": f"the last {rules.RECENT_RESULTS} rated tables of this game, newest first, and what each did "
                       "to the rating: on the player's own profile (`/v1/players/me`) only, empty elsewhere, as a "
                       "reason may say which players one address created"})


class ProfileSchema(PlayerSchema):
    games = _always(fields.Integer, metadata={"description": "tables this player sat at"})
    ratings = _always(fields.List, fields.Nested(RatingSchema), metadata={"description": "one per game rated"})


class LeaderboardRowSchema(Schema):
    player = _always(fields.String, metadata={
        "description": "the player id, or a server bot level's identity `bot:<game>:<level>` (was the seat's "
                       "name before players existed)"})
    name = _always(fields.String, allow_none=True, metadata={"description": "the player's name"})
    registered = _always(fields.Boolean, metadata={
        "description": "true: a registered player's account; false: a server bot level, or a name from before "
                       "players existed"})
    ordinal = _always(fields.Float, metadata={"description": "mu - 3 sigma (OpenSkill Plackett-Luce): the rank order"})
    mu = _always(fields.Float)
    sigma = _always(fields.Float)
    games = _always(fields.Integer, metadata={"description": "rated games played"})
    wins = _always(fields.Integer)
    rating = _always(fields.Float, metadata={"description": "the ordinal rounded to 2 decimals"})
    provisional = _always(fields.Boolean, metadata={"description": "fewer than 10 rated games"})


class StandingSchema(LeaderboardRowSchema, ListingSchema):
    rank = _always(fields.Integer, allow_none=True, metadata={
        "description": "its place on the board, from 1 (null: not listed; `unlisted_reason` says why)"})


class ListingRuleSchema(Schema):
    games = _always(fields.Integer, metadata={"description": "counted rated games a player needs to be listed"})
    opponents = _always(fields.Integer, metadata={"description": "distinct opponents among them"})
    bot_games = _always(fields.Integer, metadata={
        "description": "counted rated games a server bot level needs (it needs no number of opponents)"})


class LeaderboardQuerySchema(Schema):
    player = fields.String(validate=validate.Length(min=1, max=200), metadata={
        "description": "also say where this player id (or `bot:<game>:<level>`) stands, listed or not, and why"})


class LeaderboardSchema(Schema):
    game = _always(fields.String)
    rankings = _always(fields.List, fields.Nested(LeaderboardRowSchema), metadata={
        "description": "the listed players and server bot levels, best first (`listing` says who is listed)"})
    listing = _always(fields.Nested, ListingRuleSchema, metadata={"description": "who the board lists"})
    player = _always(fields.Nested, StandingSchema, allow_none=True, metadata={
        "description": "where `?player=` stands on this board, listed or not (null: not asked)"})



class PlayerGamesQuerySchema(Schema):
    game = fields.String(validate=validate.Length(min=1, max=64))
    status = fields.String(validate=validate.OneOf(STATUSES))
    cursor = pages.cursor_field()
    limit = pages.limit_field(20, 100)


class PlayerGameSchema(Schema):
    id = _always(fields.String)
    game = _always(fields.String)
    status = _always(fields.String, validate=validate.OneOf(STATUSES))
    version = _always(fields.Integer)
    rated = _always(fields.Boolean)
    seat = _always(fields.Integer, metadata={"description": "the player's seat"})
    seats = _always(fields.List, fields.Nested(TableSeatSchema))
    result = _always(fields.Dict, allow_none=True)
    created_at = _always(fields.String, metadata=DATE_TIME)


class PlayerGamesSchema(Schema):
    games = _always(fields.List, fields.Nested(PlayerGameSchema))
    next = pages.next_field()


class SeekSchema(Schema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    players = fields.Integer(required=True, validate=validate.Range(min=1, max=16),
                             metadata={"description": "the table's size, this player included"})
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True, metadata={
        "description": "the table's time control (null: untimed); a clock that runs out puts the seat on autopilot. "
                       "A rated table asked without one gets 1 minute a decision (`{\"type\": \"move\", "
                       "\"seconds\": 60}`) when every player is a bot account, else 3 days a decision "
                       "(correspondence)"})
    rated = fields.Boolean(load_default=False)
    bots_after_seconds = fields.Float(load_default=None, allow_none=True, validate=validate.Range(min=0, max=3600),
                                      metadata={"description": "fill the open seats with server bots after "
                                                               "this long without a match (null: never)"})
    bot_level = fields.String(load_default="normal", validate=validate.Length(min=1, max=64),
                              metadata={"description": "the level of the server bots that fill the open seats "
                                                       "(one of the game's, GET /v1/catalog/{game})"})


class SeekStateSchema(Schema):
    id = _always(fields.String)
    game = _always(fields.String)
    players = _always(fields.Integer)
    rated = _always(fields.Boolean)
    clock = _always(fields.Nested, ClockSchema, allow_none=True)
    bot_level = _always(fields.String, metadata={"description": "the level of the server bots that fill the seats "
                                                                "still open when the seek asks for bots"})
    status = _always(fields.String, validate=validate.OneOf(["waiting", "matched", "cancelled", "expired", "failed"]))
    gid = _always(fields.String, allow_none=True, metadata={"description": "the table, once matched"})
    expires = _always(fields.String, metadata=DATE_TIME)


class SeekListSchema(Schema):
    seeks = _always(fields.List, fields.Nested(SeekStateSchema),
                    metadata={"description": "the caller's seeks not yet known closed, oldest first"})


def _each_once(players: list[str]) -> None:
    if len(set(players)) != len(players):
        raise ValidationError("A player is invited once: each seat is a different player.")


class ChallengeSchema(Schema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    players = fields.List(fields.String(validate=validate.Length(min=1, max=64)), required=True,
                          validate=[validate.Length(min=1, max=15), _each_once],
                          metadata={"description": "the invited player ids (the challenger sits first), each once",
                                    "uniqueItems": True})
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True, metadata={
        "description": "the table's time control (null: untimed); a clock that runs out puts the seat on autopilot. "
                       "A rated table asked without one gets 1 minute a decision (`{\"type\": \"move\", "
                       "\"seconds\": 60}`) when every player is a bot account, else 3 days a decision "
                       "(correspondence)"})
    rated = fields.Boolean(load_default=False)


class ChallengeStateSchema(Schema):
    id = _always(fields.String)
    game = _always(fields.String)
    challenger = _always(fields.String)
    players = _always(fields.List, fields.String(), metadata={"description": "every seat's player, in seat order"})
    accepted = _always(fields.List, fields.String())
    status = _always(fields.String, validate=validate.OneOf(["pending", "started", "declined", "cancelled"]))
    rated = _always(fields.Boolean)
    clock = _always(fields.Nested, ClockSchema, allow_none=True)
    gid = _always(fields.String, allow_none=True)


class PlayerStreamQuerySchema(Schema):
    after = fields.String(validate=validate.Regexp(r"^[0-9]{1,15}-[0-9]{1,10}$"),
                          metadata={"description": "replay the kept frames after this frame id (as Last-Event-ID "
                                                   "does; `0-0`: every kept frame); without either the stream "
                                                   "starts from now"})
