"""Marshmallow schemas of hosting's lifecycle: the table's time control at creation, the lifecycle
commands' payloads and the lifecycle events' data (``{type: Schema}``, to wire into the document)."""

from __future__ import annotations

from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

from games.clocks import TYPES
from games.json_numbers import WholeNumber

# A decision of at most a year, a bank of at most a day: beyond, a clock is a typo, not a choice.
MAX_SECONDS = 24 * 3600
MAX_DAYS = 365
ON_TIMEOUT = ("bot", "forfeit")
# What a ClockExpired did: a table's on_timeout, or (lifecycle 4, on_timeout bot) the grace before the autopilot.
OUTCOMES = (*ON_TIMEOUT, "grace")


class _Strict(Schema):
    class Meta:
        unknown = RAISE


def _seconds(**kwargs) -> fields.Integer:
    return WholeNumber(validate=validate.Range(min=1, max=MAX_SECONDS), **kwargs)


class ClockSchema(_Strict):
    """A time control: `move` (seconds per decision), `fischer` (initial bank and increment, seconds) or
    `correspondence` (days per decision)."""

    type = fields.String(required=True, validate=validate.OneOf(TYPES))
    seconds = _seconds(metadata={"description": "move: seconds per decision"})
    initial = _seconds(metadata={"description": "fischer: the initial bank, seconds"})
    increment = WholeNumber(validate=validate.Range(min=0, max=MAX_SECONDS),
                               metadata={"description": "fischer: seconds added after each own command"})
    days = WholeNumber(validate=validate.Range(min=1, max=MAX_DAYS),
                          metadata={"description": "correspondence: days per decision"})

    @validates_schema
    def _fields_of_its_type(self, data, **kwargs):
        needed = {"move": {"seconds"}, "fischer": {"initial", "increment"}, "correspondence": {"days"}}
        kind = data.get("type")
        if kind not in needed:
            return
        given = set(data) - {"type"}
        if given != needed[kind]:
            raise ValidationError(f"A {kind} clock has exactly {', '.join(sorted(needed[kind]))}.")


class NoPayload(_Strict):
    """A lifecycle command without payload."""


# Lifecycle commands, posted to the same /commands endpoint as a game's. Their names are checked
# against every game's command types (tests/games/test_lifecycle.py), so they never collide.
COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "resign": NoPayload, "leave": NoPayload, "return": NoPayload, "abort": NoPayload, "take-back": NoPayload,
}


class SeatOnly(Schema):
    """No data: the envelope's seat says who."""


class ClockExpiredSchema(Schema):
    seat = fields.Integer(required=True)
    deadline = fields.String(required=True, metadata={"format": "date-time"})
    outcome = fields.String(required=True, validate=validate.OneOf(OUTCOMES), metadata={
        "description": "grace: the seat's clock runs once more (one fresh clock's time from the expiry) before a "
                       "second expiry puts it on autopilot; bot: the seat is on autopilot; forfeit: it lost"})


class TableAbandonedSchema(Schema):
    ttl_seconds = fields.Integer(required=True)


class DecisionTakenBackSchema(Schema):
    to_version = fields.Integer(required=True, metadata={
        "description": "the table is again as it was at this version: the seat's last decision, the versions "
                       "after it, is taken back (those events stay in the log)"})


class VictoryClaimedSchema(Schema):
    seat = fields.Integer(required=True, metadata={"description": "the absent seat, which forfeits"})
    last_seen = fields.String(required=True, allow_none=True, metadata={
        "format": "date-time", "description": "when the absent seat's client was last seen (null: not lately)"})
    claimable_from = fields.String(required=True, metadata={
        "format": "date-time", "description": "when the seat became claimable: 5 minutes (or the clock's own "
                                              "time, if shorter) after it was last seen or became awaited"})


class RematchOpenedSchema(Schema):
    rematch = fields.String(required=True, metadata={"description": "the new table's id"})


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "SeatResigned": SeatOnly, "SeatLeft": SeatOnly, "SeatReturned": SeatOnly, "TableAborted": SeatOnly,
    "ClockExpired": ClockExpiredSchema, "TableAbandoned": TableAbandonedSchema,
    "RematchOpened": RematchOpenedSchema, "DecisionTakenBack": DecisionTakenBackSchema,
    "VictoryClaimed": VictoryClaimedSchema,
}


class HostingSchema(Schema):
    """The lifecycle choices of a new table, top-level in its creation request (not game options)."""

    clock = fields.Nested(ClockSchema, allow_none=True, load_default=None,
                          metadata={"description": "the time control; absent or null: untimed"})
    on_timeout = fields.String(validate=validate.OneOf(ON_TIMEOUT), load_default=None, metadata={
        "description": "what follows a clock that runs out: `bot` (default; the seat's clock runs once more as "
                       "grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat "
                       "loses)"})

    @validates_schema
    def _timeout_needs_a_clock(self, data, **kwargs):
        if data.get("on_timeout") is not None and data.get("clock") is None:
            raise ValidationError("on_timeout needs a clock.", field_name="on_timeout")
