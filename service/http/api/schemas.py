"""Request and response schemas of the REST API; they also generate openapi.yaml."""

from __future__ import annotations

import sys
import unicodedata

from marshmallow import INCLUDE, Schema, ValidationError, fields, pre_dump, validate, validates_schema

from games.lifecycle_schemas import ClockSchema, HostingSchema
from games.table_schemas import GenericScore
from service.http.api import pages
from service.http.problems import CODE_PATTERN, PROBLEM_JSON, SERVICE_CODES, title_of
from service.players import looks_blank

NAME_MAX = 64
# Versions, offsets and limits fit a JSON number exactly and a Redis stream id; larger is a 422.
MAX_INT = 2**53 - 1
# Control (Cc: NUL, newlines, escapes), format (Cf: bidirectional overrides and isolates, zero-width
# characters), surrogates (Cs) and line/paragraph separators: invisible or reordering in a name.
_REFUSED_CATEGORIES = {"Cc", "Cf", "Cs", "Zl", "Zp"}


def _character_class(test) -> str:
    """The characters ``test`` holds for as the body of a regex character class: BMP ones as \\uXXXX
    escapes (JSON Schema's ECMA 262 and Python read them alike), astral ones as themselves. Surrogates
    are left out: no JSON text carries one (bodies.py refuses a lone surrogate escape first)."""
    parts, start = [], None
    for code in range(sys.maxunicode + 2):
        held = code <= sys.maxunicode and not 0xD800 <= code <= 0xDFFF and test(chr(code))
        if held and start is None:
            start = code
        elif not held and start is not None:
            low, high = (f"\\u{c:04x}" if c <= 0xFFFF else chr(c) for c in (start, code - 1))
            parts.append(low if start == code - 1 else f"{low}-{high}")
            start = None
    return "".join(parts)


# What the document says of a name: no refused character, and something that shows (service.players.looks_blank).
_REFUSED = _character_class(lambda char: unicodedata.category(char) in _REFUSED_CATEGORIES)
NAME_PATTERN = f"^[^{_REFUSED}]*[^{_REFUSED}{_character_class(looks_blank)}][^{_REFUSED}]*$"


class Name(fields.String):
    """A player's name: NFC-normalised, trimmed, 1-64 characters, no control or format characters."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {})
        kwargs["metadata"].setdefault(
            "description", f"a player's name: 1-{NAME_MAX} characters after NFC normalisation and trimming; "
                           "no control or format characters (NUL, newlines, bidirectional overrides)")
        kwargs["metadata"].setdefault("pattern", NAME_PATTERN)
        super().__init__(validate=validate.Length(min=1, max=NAME_MAX), **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        if len(text) > 4 * NAME_MAX:
            raise ValidationError(f"A name is at most {NAME_MAX} characters.")
        for char in text:
            if unicodedata.category(char) in _REFUSED_CATEGORIES:
                raise ValidationError(f"A name cannot contain control or format characters (U+{ord(char):04X}).")
        text = unicodedata.normalize("NFC", text).strip()
        if not text or looks_blank(text):
            raise ValidationError("A name cannot be blank: it needs a character that shows (not only white space, "
                                  "zero-width, combining or filler characters).")
        return text


class SeatSpecSchema(Schema):
    name = Name()
    bot = fields.String(validate=validate.Length(min=1, max=32), metadata={"description": "a bot level"})
    player = fields.String(validate=validate.Length(min=1, max=64),
                           metadata={"description": "the caller's own player id (its player key authenticates it)"})

    @validates_schema
    def _one_kind(self, data, **kwargs):
        if sum(1 for kind in ("name", "bot", "player") if data.get(kind)) > 1:
            raise ValidationError("A seat is a named person, a bot or a player, only one of them.")


class CreateGameSchema(HostingSchema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    seats = fields.List(fields.Nested(SeatSpecSchema), required=True, validate=validate.Length(min=1, max=16))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    rated = fields.Boolean(load_default=False, metadata={
        "description": "true: the result counts for ratings; every seat must be a player or a server bot"})


class JoinSchema(Schema):
    name = Name(metadata={"description": "required without a player key; with one, the player's name is used"})
    seat = fields.Integer(validate=validate.Range(min=0, max=15), allow_none=True, load_default=None)


# Response schemas: `required=True` marks what the server always sends (OpenAPI `required`); it is
# never loaded. `allow_none` fields are required too: they are always present, sometimes null.
def _always(field_class, *args, **kwargs):
    return field_class(*args, required=True, **kwargs)


DATE_TIME = {"format": "date-time", "description": "UTC, ISO 8601"}
STATUSES = ["open", "active", "finished", "aborted"]


class SeatNameSchema(Schema):
    """Who a seat names, with a registered player told apart from a name anyone may take (issue 31)."""

    seat = _always(fields.Integer)
    name = _always(fields.String, allow_none=True)
    bot = _always(fields.String, allow_none=True)
    player = fields.String(allow_none=True, metadata={"description": "the player id holding the seat, or null"})
    registered = _always(fields.Boolean, metadata={
        "description": "true: a registered player holds the seat (its `player` id); false: a name anyone may take"})

    @pre_dump
    def _registered(self, seat, **_):
        # Derived, not read: summaries projected before the mark existed get it too.
        return {**seat, "registered": bool(seat.get("player"))}


class TableSeatSchema(SeatNameSchema):
    open = _always(fields.Boolean)
    autopilot = _always(fields.Boolean, metadata={"description": "the server bot plays the absent person's seat"})
    resigned = _always(fields.Boolean, metadata={"description": "resigned or forfeited: ranked last"})


class SeatClockSchema(Schema):
    remaining_ms = _always(fields.Integer, metadata={"description": "as of the game's version"})
    deadline = _always(fields.String, allow_none=True, metadata={**DATE_TIME, "description": "while awaited"})
    running = _always(fields.Boolean)
    grace = _always(fields.Boolean, metadata={
        "description": "the clock ran out once in this decision and runs its grace: the next expiry puts the seat "
                       "on autopilot"})


class PlayerSeatSchema(TableSeatSchema):
    clock = _always(fields.Nested, SeatClockSchema, allow_none=True, metadata={"description": "null: untimed"})
    claimable_at = fields.String(metadata={**DATE_TIME, "description": (
        "only on a seat the caller's seat could claim the win over (a correspondence table awaiting a person there "
        "now): from when, if that client is not seen again (POST /v1/games/{gid}/claim-victory)")})


class RulesSectionSchema(Schema):
    id = _always(fields.String, metadata={"description": "the heading's link target, e.g. `scoring`"})
    title = _always(fields.String)
    level = _always(fields.Integer, validate=validate.OneOf([2, 3]), metadata={
        "description": "2: a `## ` section; 3: a `### ` subsection of the section before it"})


class PlayerRulesSchema(Schema):
    """A game's rules for players."""

    game = _always(fields.String)
    title = _always(fields.String)
    quick_reference = _always(fields.String, metadata={
        "description": "Markdown: the goal, a turn, the actions with their costs, the end and the scoring, in at "
                       "most about 1,200 tokens; it is also the first section of `markdown`"})
    markdown = _always(fields.String, metadata={
        "description": "the full rules in Markdown: quick reference, goal, components, set-up, a turn, the end, "
                       "scoring with tie-breaks, worked examples, each under a `## ` heading"})
    sections = _always(fields.List, fields.Nested(RulesSectionSchema), metadata={
        "description": "the `## ` and `### ` headings of `markdown` in order, each a link target (a legal move's "
                       "`rule` names one); every game has `quick-reference`, `goal`, `components`, `set-up`, "
                       "`playing-a-turn`, `end-of-the-game`, `scoring` and `examples`"})


class ScoreRowSchema(Schema):
    """One row of a seat's score sheet."""

    label = _always(fields.String, metadata={"description": 'what the row counts, e.g. "VIPs taken"'})
    value = _always(fields.Raw, metadata={"description": 'a number or a word ("yes", "no", "1st (tied)")',
                                          "anyOf": [{"type": "number"}, {"type": "string"}]})
    text = _always(fields.String, metadata={"description": 'the row as a sentence, e.g. "VIPs taken: 1"'})


class ResultSchema(Schema):
    ranking = _always(fields.List, fields.List(fields.Integer()),
                      metadata={"description": "groups of tied seats, best first"})
    scores = _always(fields.Dict, keys=fields.String(), values=fields.Nested(GenericScore),
                     metadata={"description": 'seat → its score breakdown, e.g. {"0": {"total": 12}}; each game\'s '
                                              'categories are typed in its GameFinished event (`<Game>Score`)'})
    resigned = _always(fields.List, fields.Integer(), metadata={"description": "seats that resigned or forfeited"})
    forfeits = _always(fields.List, fields.Integer(), metadata={"description": "seats whose clock ran out"})
    breakdown = _always(fields.Dict, keys=fields.String(), values=fields.List(fields.Nested(ScoreRowSchema)),
                        metadata={"description": "seat → its score sheet as a person reads it, in order: its place, "
                                                 "the game's scoring rows, a resignation or forfeit; no raw booleans"})


class _TableSummary(Schema):
    """What the game resource and a lobby entry both say of a table."""

    id = _always(fields.String)
    game = _always(fields.String)
    status = _always(fields.String, validate=validate.OneOf(STATUSES))
    version = _always(fields.Integer)
    seats = _always(fields.List, fields.Nested(TableSeatSchema))
    to_act = _always(fields.List, fields.Integer())
    created_at = _always(fields.String, metadata=DATE_TIME)
    updated_at = _always(fields.String, metadata={**DATE_TIME, "description": "when the table's last event happened"})


class TableSchema(_TableSummary):
    seats = _always(fields.List, fields.Nested(PlayerSeatSchema))
    view = _always(fields.Dict)
    result = _always(fields.Nested, ResultSchema, allow_none=True)
    clock = _always(fields.Nested, ClockSchema, allow_none=True)
    on_timeout = _always(fields.String, validate=validate.OneOf(["bot", "forfeit"]))
    rematch_of = _always(fields.String, allow_none=True, metadata={"description": "the game this one rematches"})
    rematch = _always(fields.String, allow_none=True, metadata={"description": "this game's rematch, once opened"})
    rated = _always(fields.Boolean, metadata={"description": "the result counts for the players' ratings"})


class CreatedGameSchema(TableSchema):
    tokens = _always(fields.Dict, keys=fields.String(), values=fields.String(),
                     metadata={"description": "seat → bearer token, for the seats the creator named"})


class JoinedSchema(Schema):
    seat = _always(fields.Integer)
    token = _always(fields.String)


class LobbyQuerySchema(Schema):
    game = fields.String(validate=validate.Length(max=64))
    status = fields.String(validate=validate.OneOf(STATUSES))
    open = fields.Boolean(metadata={"description": "only games with (true) or without (false) free seats"})
    cursor = pages.cursor_field()
    limit = pages.limit_field(20, 100)
    offset = pages.deprecated_alias("How many games to skip.")


class LobbyEntrySchema(_TableSummary):
    open_seats = _always(fields.Integer)


class LobbySchema(Schema):
    games = _always(fields.List, fields.Nested(LobbyEntrySchema))
    total = _always(fields.Integer, metadata={"description": "how many games match the filters, on every page"})
    next = pages.next_field()


class SummarySchema(Schema):
    text = _always(fields.String, metadata={"description": "the template with its params shown, in English"})
    template = _always(fields.String, metadata={
        "description": "`str.format`-style text over `params`, e.g. `{seat} played {card}`"})
    params = _always(fields.Dict, metadata={
        "description": "a param named `seat` or `…_seat` is a seat (shown as its player's name); a string that is "
                       "a catalogue id (GET /v1/catalog/{game}) is shown as the component's name; a list as its "
                       "items joined by commas"})


class EnvelopeSchema(Schema):
    gid = _always(fields.String)
    v = _always(fields.Integer, metadata={"description": "the game's version after this event"})
    type = _always(fields.String)
    seat = _always(fields.Integer, allow_none=True)
    data = _always(fields.Dict)
    at = _always(fields.String, metadata=DATE_TIME)
    cmd = fields.Dict(metadata={"description": "the command that caused the batch (first event only); "
                                              "its payload is shown only to its own seat until the end"})
    sv = fields.Integer(metadata={"description": "the event type's schema version, when not 1"})
    chain = fields.String(metadata={"description": "first event only: `hmac-sha256` when the game's hashes are "
                                                   "keyed with its chain key (absent: an older, unkeyed game)"})
    prev = fields.String(metadata={"description": "the previous event's hash (withheld while an unkeyed game runs)"})
    hash = fields.String(metadata={"description": "HMAC-SHA256(chain key, prev + canonical JSON of the envelope "
                                               "without hash and summary), the key HMAC-SHA256(seed, 'chain-key:' "
                                               "+ gid) revealed with the seed; sha256(prev + …) in an unkeyed "
                                               "game, whose hashes are withheld while it runs"})
    summary = fields.Nested(SummarySchema, metadata={
        "description": "what the event did, told to this viewer (never more than the event shows); not part of "
                       "the chain, and absent from exports"})


class CommandResultSchema(Schema):
    version = _always(fields.Integer)
    events = _always(fields.List, fields.Nested(EnvelopeSchema))


class MoveSchema(Schema):
    """A legal move: a command to post as is, or (`template: true`) one to complete first."""

    class Meta:
        unknown = INCLUDE

    type = _always(fields.String)
    template = fields.Boolean(metadata={"description": "true: fill in the payload before posting it"})


class UnavailableMoveSchema(Schema):
    """A move a person would try now but may not, and why."""

    label = _always(fields.String, metadata={"description": "the move, worded as a legal move's label"})
    targets = _always(fields.List, fields.String(), metadata={
        "description": "the catalogue ids it would act on: the components a client shows greyed, with the reason"})
    reason = _always(fields.String, metadata={
        "description": 'the rule that forbids it now, e.g. "needs a Travel permit", "costs 2 coins; you have 1"'})


class TakeBackSchema(Schema):
    """Whether the seat may take back its last move now (post `{"type": "take-back"}`), and if not, why."""

    allowed = _always(fields.Boolean)
    to_version = fields.Integer(metadata={"description": "allowed: the version the table goes back to"})
    code = fields.String(metadata={
        "description": "not allowed: the code a take-back would be refused with, e.g. `another_seat_acted`, "
                       "`move_revealed`, `move_is_final`, `nothing_to_take_back`"})
    reason = fields.String(metadata={"description": "not allowed: the rule, as the refusal words it"})


TAKE_BACK = "whether the seat may take back its last move now: allowed until another seat acts, if it revealed " \
            "nothing (docs/guides/clients.md, \"Taking back a move\")"


class LegalMovesSchema(Schema):
    version = _always(fields.Integer)
    seat = _always(fields.Integer)
    moves = _always(fields.List, fields.Nested(MoveSchema))
    unavailable = _always(fields.List, fields.Nested(UnavailableMoveSchema), metadata={
        "description": "moves a person would try now but may not, each with its reason (none off turn)"})
    lifecycle = _always(fields.List, fields.Nested(MoveSchema), metadata={
        "description": "the table commands the seat may post now (resign, leave, return, abort, take-back)"})
    take_back = _always(fields.Nested, TakeBackSchema, metadata={"description": TAKE_BACK})


AFTER_VERSION = "The version to start after (as the stream's `after`)."


class EventsQuerySchema(Schema):
    cursor = pages.cursor_field()
    limit = pages.limit_field(500, 5000)
    after = pages.deprecated_alias(AFTER_VERSION)


class EventPageSchema(Schema):
    events = _always(fields.List, fields.Nested(EnvelopeSchema))
    next = pages.next_field()


class LogQuerySchema(Schema):
    cursor = pages.cursor_field()
    limit = pages.limit_field(500, 5000, "events to read, at most 5000; the page ends at the end of the last "
                                         "decision it starts")
    after = pages.deprecated_alias(AFTER_VERSION)


class LogDetailSchema(Schema):
    v = _always(fields.Integer)
    type = _always(fields.String)
    summary = _always(fields.Nested, SummarySchema)
    headline = _always(fields.Boolean, metadata={
        "description": "a consequence the game says a player must not miss (an alarm that ended the turn): the "
                       "decision's line tells it after its summary, not only among the details"})


class LogEntrySchema(Schema):
    v = _always(fields.Integer, metadata={"description": "the decision's first version"})
    to = _always(fields.Integer, metadata={"description": "its last version"})
    seat = _always(fields.Integer, allow_none=True, metadata={"description": "who decided (null: the server)"})
    command = _always(fields.String, allow_none=True, metadata={
        "description": "the command's type (null when the page starts inside a decision)"})
    at = _always(fields.String, metadata=DATE_TIME)
    summary = _always(fields.Nested, SummarySchema, metadata={"description": "the decision's first event, told"})
    details = _always(fields.List, fields.Nested(LogDetailSchema), metadata={"description": "each event, told"})


class LogPageSchema(Schema):
    game = _always(fields.String)
    seats = _always(fields.List, fields.Nested(SeatNameSchema), metadata={
        "description": "who each seat an entry names is (a `seat` param is shown as its `name`)"})
    entries = _always(fields.List, fields.Nested(LogEntrySchema))
    next = pages.next_field()


class GameStateSchema(TableSchema):
    type = _always(fields.String, metadata={"enum": ["state"]})
    moves = _always(fields.List, fields.Dict(), metadata={
        "description": "the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"})
    unavailable = _always(fields.List, fields.Nested(UnavailableMoveSchema), metadata={
        "description": "moves the seat would try now but may not, each with its reason (as GET /moves lists them)"})
    lifecycle = _always(fields.List, fields.Dict(), metadata={"description": "the table commands it may post now"})
    take_back = _always(fields.Nested, TakeBackSchema, allow_none=True, metadata={
        "description": TAKE_BACK + " (null for a spectator)"})
    log = _always(fields.List, fields.Nested(LogEntrySchema), metadata={
        "description": "what happened since the version the stream resumed after (or since the last frame)"})


class StreamQuerySchema(Schema):
    after = fields.Integer(validate=validate.Range(min=0, max=MAX_INT),
                           metadata={"description": "resume after this version (or Last-Event-ID)"})
    ticket = fields.String(validate=validate.Regexp(r"^st_[A-Za-z0-9_-]{32}$"), metadata={
        "description": "a stream ticket (POST /stream-tickets) standing for the seat's token, for a browser's "
                       "EventSource, which cannot send Authorization; single-use, 60 s"})
    mode = fields.String(data_key="as", load_default="events", validate=validate.OneOf(["events", "state"]),
                         metadata={"description": "`events`: every event as it happens; `state`: the caller's "
                                                  "whole game (GameState) on connect and after every change"})


class StreamTicketSchema(Schema):
    ticket = _always(fields.String, metadata={"description": "pass as `?ticket=` to GET /stream, once"})
    seat = _always(fields.Integer)
    expires_in = _always(fields.Integer, metadata={"description": "seconds it stays valid"})


class StateQuerySchema(Schema):
    at = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_INT))


class StateSchema(Schema):
    game = _always(fields.String)
    version = _always(fields.Integer)
    status = _always(fields.String, validate=validate.OneOf(STATUSES))
    to_act = _always(fields.List, fields.Integer())
    view = _always(fields.Dict)
    digest = _always(fields.List, fields.Nested(SummarySchema), metadata={
        "description": "the whole view as a player reads the table, in lines told as the log's summaries are: your "
                       "hand and resources, each opponent's public position, the board, the score so far"})


JSON_SCHEMA = {"description": "a JSON Schema (2020-12) document", "type": "object"}


class ContractRefsSchema(Schema):
    """Where the game's typed unions are in this document."""

    command = _always(fields.String, metadata={"description": "e.g. `#/components/schemas/TabletopClimberCommand`"})
    move = _always(fields.String, metadata={"description": "the union of its legal moves"})
    event = _always(fields.String, metadata={"description": "the union of its events, by `type`"})


class CatalogGameSchema(Schema):
    slug = _always(fields.String)
    title = _always(fields.String)
    summary = _always(fields.String, metadata={"description": "the game in a few sentences: what players do, how "
                                                              "one wins"})
    min_players = _always(fields.Integer)
    max_players = _always(fields.Integer)
    bots = _always(fields.List, fields.String())
    options = _always(fields.Dict, metadata={**JSON_SCHEMA, "description": "a JSON Schema of the game's options"})
    commands = _always(fields.Dict, keys=fields.String(), values=fields.Dict(metadata=JSON_SCHEMA),
                       metadata={"description": "command type → a JSON Schema of its payload"})
    schemas = _always(fields.Nested, ContractRefsSchema,
                      metadata={"description": "the game's typed unions in /openapi.yaml"})
    clock = _always(fields.Dict, metadata={**JSON_SCHEMA, "description": "a JSON Schema of a new table's `clock`"})
    on_timeout = _always(fields.List, fields.String(), metadata={"description": "what may follow a clock's end"})


class CatalogSchema(Schema):
    games = _always(fields.List, fields.Nested(CatalogGameSchema))


class ComponentSchema(Schema):
    class Meta:
        unknown = INCLUDE

    id = _always(fields.String, metadata={
        "description": "the id every view, move, command and event of the game uses for this component"})
    kind = _always(fields.String, metadata={"description": "what sort of component, e.g. `card`, `square`, `track`"})
    name = _always(fields.String, metadata={"description": "a short name for people"})
    text = _always(fields.String, metadata={
        "description": "one sentence saying what it is or does, in English (from the game's message templates)"})


class GameComponentsSchema(Schema):
    game = _always(fields.String)
    rules_version = _always(fields.String, metadata={"description": "the catalogue is fixed for a rules version"})
    components = _always(fields.List, fields.Nested(ComponentSchema), metadata={
        "description": "every component of the game, with the rulebook's facts as further fields (cost, vp, "
                       "colour, coordinates …); what a deck holds is listed, never where a card is"})


class HealthSchema(Schema):
    ok = _always(fields.Boolean)


PARTITION_STATES = ["ok", "read-only", "down"]


class ProjectorsHealthSchema(Schema):
    alive = _always(fields.List, fields.String(), metadata={"description": "projectors that beat recently"})
    unleased = _always(fields.List, fields.Integer(), metadata={"description": "partitions nobody folds now"})
    holders = _always(fields.Dict, keys=fields.String(), values=fields.String(),
                      metadata={"description": "partition → the projector holding its lease"})


class QueueHealthSchema(Schema):
    reachable = _always(fields.Boolean, metadata={"description": "the queue Redis answers"})
    depth = _always(fields.Dict, keys=fields.String(), values=fields.Integer(),
                    metadata={"description": "jobs waiting, by queue"})


class ReadinessSchema(Schema):
    status = _always(fields.String, validate=validate.OneOf(["ok", "degraded", "down"]))
    partitions = _always(fields.Dict, keys=fields.String(), values=fields.String(
        validate=validate.OneOf(PARTITION_STATES)), metadata={"description": "partition → its master's state"})
    projectors = _always(fields.Nested, ProjectorsHealthSchema)
    workers = _always(fields.Dict, keys=fields.String(), values=fields.Integer(),
                      metadata={"description": "queue → workers that beat recently"})
    queue = _always(fields.Nested, QueueHealthSchema)


SERVICE_PROBLEM_CODE_REF = "#/components/schemas/ServiceProblemCode"


class ProblemSchema(Schema):
    """An RFC 9457 problem; members beyond these may be added (RFC 9457 §3.2)."""

    class Meta:
        unknown = INCLUDE

    type = _always(fields.String, metadata={"format": "uri"})
    title = _always(fields.String)
    status = _always(fields.Integer)
    detail = _always(fields.String)
    code = _always(fields.String, metadata={
        "pattern": f"^{CODE_PATTERN.pattern}$",
        "anyOf": [{"$ref": SERVICE_PROBLEM_CODE_REF}, {"type": "string"}],
        "description": "stable and snake_case: one of ServiceProblemCode, or for a 422 rule violation the "
                       "game's own rule code (e.g. `not_your_turn`)"})
    expected = fields.Integer(metadata={"description": "409 stale_version: the version If-Match named"})
    current = fields.Integer(metadata={"description": "409 stale_version: the game's version now"})
    errors = fields.Raw(metadata={"description": "422 invalid_request, invalid_command, invalid_options: "
                                                 "the messages per field",
                                                 "anyOf": [{"type": "object"}, {"type": "array", "items": {}}]})
    known = fields.List(fields.String(), metadata={"description": "422 unknown_command: the command types"})
    version = fields.Integer(metadata={"description": "500 corrupt_history: the damaged version"})
    reasons = fields.List(fields.String(), metadata={"description": "503 unhealthy: each failing check"})
    limit = fields.Raw(metadata={"description": "429: the limit that was reached (e.g. \"30 per 1 minute\", "
                                                "or the number of all-bot tables)", "type": ["string", "integer"]})


def split_nullable_enums(schemas: dict[str, dict]) -> None:
    """Rewrite each property ``{type: [T, null], enum: [..., null]}`` (marshmallow's OneOf with
    allow_none) as ``anyOf: [{type: T, enum: [...]}, {type: null}]``: client generators make one
    enum class of the first, but two clashing ones of the second."""
    for schema in schemas.values():
        for name, prop in schema.get("properties", {}).items():
            kinds, values = prop.get("type"), prop.get("enum")
            if values == [None]:  # null and nothing else (what a spectator never sees)
                schema["properties"][name] = {k: v for k, v in prop.items() if k in ("description",)} | {"type": "null"}
                continue
            if not (isinstance(kinds, list) and "null" in kinds and isinstance(values, list) and None in values):
                continue
            (kind,) = [k for k in kinds if k != "null"]
            rest = {k: v for k, v in prop.items() if k not in ("type", "enum")}
            schema["properties"][name] = {
                **rest, "anyOf": [{"type": kind, "enum": [v for v in values if v is not None]}, {"type": "null"}]}


# A valid body for each request schema, which Swagger UI pre-fills ("Try it out") and generated clients
# show; tests/api/test_request_examples.py posts each one. The challenge's player ids stand for real ones.
REQUEST_EXAMPLES: dict[str, dict] = {
    "CreateGame": {"game": "tabletop-climber", "seats": [{"name": "Ann"}, {"bot": "easy"}, {}], "options": {},
                   "rated": False},
    "Join": {"name": "Bea"},
    "Command": {"type": "leave"},  # legal in every game for a person's seat in play; `return` undoes it
    "CreatePlayer": {"name": "Ada", "kind": "human"},
    "CreateKey": {"name": "tournament bot", "scopes": ["read", "play"]},
    "Seek": {"game": "tabletop-climber", "players": 3, "clock": {"type": "move", "seconds": 120}, "rated": False,
             "bots_after_seconds": 60},
    "Challenge": {"game": "tabletop-climber", "players": ["9b2f6c1e0d7a4e5f8c3b2a1d0e9f8c7b",
                                                          "4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a"],
                  "clock": None, "rated": False},
    "Claim": {"seat": 1},
    "CreateTournament": {"game": "corporate-anarchy", "format": "swiss", "rounds": 3, "players_per_table": 2,
                         "clock": {"type": "move", "seconds": 120}, "rated": False,
                         "entrants": [{"bot": "easy"}, {"bot": "easy"}, {"bot": "normal"}, {"bot": "normal"}]},
}


def document_examples(schemas: dict[str, dict]) -> None:
    """Give each request schema of the document its :data:`REQUEST_EXAMPLES` body, unless it has one: apispec
    takes a field's ``example`` but no schema's, and a schema built of fields' examples is rarely valid whole
    (a seat with a name, a bot and a player at once)."""
    for name, example in REQUEST_EXAMPLES.items():
        if name in schemas:
            schemas[name].setdefault("example", example)


def service_problem_code() -> dict:
    """The OpenAPI schema listing every code the service itself answers with."""
    return {"type": "string", "enum": sorted(SERVICE_CODES),
            "description": "The service's own problem codes, each with the one `title` it is sent with:\n\n"
                           + "\n".join(f"- `{code}` ({title_of(code)}): {meaning}"
                                        for code, meaning in sorted(SERVICE_CODES.items()))}


WWW_AUTHENTICATE = {"WWW-Authenticate": {"description": "`Bearer`: send a bearer token (RFC 6750)",
                                        "schema": {"type": "string"}}}


def problem(blp, status: int, description: str, headers: dict | None = None):
    """Document an error response of an endpoint as an RFC 9457 problem (a 401 with its WWW-Authenticate)."""
    if status == 401:
        headers = {**WWW_AUTHENTICATE, **(headers or {})}
    return blp.alt_response(status, schema=ProblemSchema, content_type=PROBLEM_JSON, description=description,
                            headers=headers)


def seat_problems(blp, scope: str = "read"):
    """The answers to a bad bearer token on a resource a seat or a spectator may read (``scope``: what a player
    key needs to speak for its seat here)."""
    def decorate(view):
        view = problem(blp, 401, "a malformed bearer token, or no seat's (`malformed_token`, `invalid_token`); "
                                 "none where only a seat may ask (`token_required`)")(view)
        return problem(blp, 403, "the bearer token is a seat token of another game, or the key of a seated player "
                                 f"without the `{scope}` scope (`insufficient_scope`)")(view)
    return decorate


# Who may call. A player key stands for the seats its player holds. An operation open to anyone, where a
# credential only changes the answer, declares no `security` of its own: it takes the document's default
# (DEFAULT_SECURITY: anonymous, or any credential), and names the credentials that matter in
# `x-optional-security`. Generators such as openapi-python-client read only an operation's own `security` and take
# an anonymous alternative there for a required credential (openapi-python-client issue #1372), which would make
# a generated client demand a token for a spectator's call.
SEAT_ONLY = [{"seatToken": []}, {"playerKey": []}]
DEFAULT_SECURITY = [{}, {"seatToken": []}, {"playerKey": []}, {"operatorToken": []}]


def optional_credentials(*schemes: str) -> dict:
    """`blp.doc` arguments of an operation anyone may call, where these credentials change what it answers."""
    return {"x-optional-security": [{scheme: []} for scheme in schemes]}


SPECTATOR_OR_SEAT = optional_credentials("seatToken", "playerKey")
ANYONE_OR_OPERATOR = optional_credentials("operatorToken")
ANYONE_OR_PLAYER = optional_credentials("playerKey")

REPLAYED = {"Idempotent-Replayed": {
    "description": "`true`: the stored response to an earlier request with this Idempotency-Key",
    "schema": {"type": "string", "enum": ["true"]}}}


class AuditQuerySchema(Schema):
    pin = fields.List(
        fields.String(validate=validate.Regexp(r"^[1-9][0-9]{0,11}:[0-9a-f]{64}$",
                                               error="a pin is VERSION:HASH (64 lowercase hex digits)")),
        load_default=list,
        metadata={"description": "VERSION:HASH, a head noted while the game ran (repeatable): the audit "
                                 "checks the history still holds it"},
    )


class AuditCheckSchema(Schema):
    name = _always(fields.String,
                   metadata={"description": "chain, seed, decisions, standing (a rated table), result, or pin "
                                           "(when pins were given)"})
    ok = _always(fields.Boolean)
    version = _always(fields.Integer, metadata={"description": "the first version at fault, or the last one checked"})
    detail = _always(fields.String)


class AuditSchema(Schema):
    ok = _always(fields.Boolean)
    scope = _always(fields.String, validate=validate.OneOf(["full", "chain"]),
                    metadata={"description": "full, or chain while the game runs (full for the operator)"})
    checks = _always(fields.List, fields.Nested(AuditCheckSchema))
