"""Inventing the Future's view (``views.view``) as marshmallow schemas, for openapi.yaml.

Every viewer sees the same table: the development cards are hidden from players and spectators alike, so a
seat's view and a spectator's have one shape (only ``viewer`` differs: the seat, or null). The view is typed
at every event version (``GET .../state?at=``), so the transient states inside a batch of events (stage
"setup" before the first game turn, "between" two game turns) are described too.

Names start with ``InventingTheFuture``: every game's schemas share one OpenAPI document.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.inventing_the_future_v1.data import (
    BOARD,
    DEV_CARDS,
    DIE_COLOURS,
    INCOME_MAX,
    INCOME_MIN,
    LEVELS_PER_CARD,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PHASES,
    ROUNDS,
    SCORE,
    SECTION_ROWS,
    TEAMS,
    TIERS,
    TRACK_LENGTH,
    TRACKS,
)

_CATALOG = "GET /v1/catalog/inventing-the-future"
_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_SEATS = validate.Length(min=MIN_PLAYERS, max=MAX_PLAYERS)
_TRACK = validate.Range(min=0, max=len(TRACKS) - 1)
_POSITION = validate.Range(min=0, max=TRACK_LENGTH)
_SPACE = validate.Range(min=1, max=6)
_INCOME = validate.Range(min=INCOME_MIN, max=INCOME_MAX)
_COUNT = validate.Range(min=0)
_PER_TRACK = validate.Length(equal=len(TRACKS))
_STAGES = ("setup", "allocation", "resolution", "between", "over")
# What ``rules.pending`` awaits from the seat in ``to_act``.
_DECISIONS = ("roll", "draft", "choose-phase", "bonus", "rainmaker", "return-cube", "hire", "progress")
_BOX_KINDS = tuple(dict.fromkeys(box["kind"] for boxes in BOARD.values() for box in boxes))
_CUBE_SPECS = tuple(dict.fromkeys(spec for boxes in BOARD.values() for box in boxes for spec in box.get("cubes", ())))


def _seat(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(validate=_SEAT, metadata={"description": description}, **kwargs)


def _seat_list(description: str, **kwargs) -> fields.List:
    return fields.List(fields.Integer(validate=_SEAT), required=True, metadata={"description": description}, **kwargs)


def _card(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(DEV_CARDS)), **kwargs)


# ---------------------------------------------------------------- counts keyed by component id


class InventingTheFutureCubeCountsSchema(Schema):
    """Cubes of every team and specialist kind (each key a catalogue id)."""

    white = fields.Integer(required=True, validate=_COUNT, metadata={"description": "research teams"})
    blue = fields.Integer(required=True, validate=_COUNT, metadata={"description": "test teams"})
    red = fields.Integer(required=True, validate=_COUNT, metadata={"description": "manufacturing teams"})
    troubleshooter = fields.Integer(required=True, validate=_COUNT)
    consultant = fields.Integer(required=True, validate=_COUNT)
    rainmaker = fields.Integer(required=True, validate=_COUNT)
    recruiter = fields.Integer(required=True, validate=_COUNT)
    generalist_wb = fields.Integer(required=True, validate=_COUNT, data_key="generalist-wb",
                                   metadata={"description": "Generalists standing for a white or a blue team"})
    generalist_br = fields.Integer(required=True, validate=_COUNT, data_key="generalist-br",
                                   metadata={"description": "Generalists standing for a blue or a red team"})


class InventingTheFutureSpecialistsUsedSchema(Schema):
    """How many of each specialist kind (a catalogue id) a player used this game turn."""

    troubleshooter = fields.Integer(required=True, validate=_COUNT)
    consultant = fields.Integer(required=True, validate=_COUNT)
    rainmaker = fields.Integer(required=True, validate=_COUNT)
    recruiter = fields.Integer(required=True, validate=_COUNT)
    generalist_wb = fields.Integer(required=True, validate=_COUNT, data_key="generalist-wb")
    generalist_br = fields.Integer(required=True, validate=_COUNT, data_key="generalist-br")


class InventingTheFutureTeamsSchema(Schema):
    """Teams of each colour (a catalogue id) that one level of a development card requires."""

    white = fields.Integer(required=True, validate=_COUNT)
    blue = fields.Integer(required=True, validate=_COUNT)
    red = fields.Integer(required=True, validate=_COUNT)


class InventingTheFutureIncomeSchema(Schema):
    """A player's public and private income (the income tracks' catalogue ids are the keys)."""

    public = fields.Integer(required=True, validate=_INCOME)
    private = fields.Integer(required=True, validate=_INCOME)


# ---------------------------------------------------------------- players


class InventingTheFutureWinksSchema(Schema):
    """Where a player's winks lie on their board this game turn: a space (column 1-6) per row, by die colour."""

    black = fields.List(fields.Integer(validate=validate.Range(min=1, max=4)), required=True,
                        metadata={"description": "black-row spaces (phases 1-4) holding a wink, in the order placed"})
    green = fields.Integer(required=True, allow_none=True, validate=_SPACE,
                           metadata={"description": "the green-row (Funding) space; null: no wink in the row"})
    white = fields.Integer(required=True, allow_none=True, validate=_SPACE,
                           metadata={"description": "the white-row space; null: no wink in the row"})
    blue = fields.Integer(required=True, allow_none=True, validate=_SPACE,
                          metadata={"description": "the blue-row space; null: no wink in the row"})
    red = fields.Integer(required=True, allow_none=True, validate=_SPACE,
                         metadata={"description": "the red-row space; null: no wink in the row"})


class InventingTheFuturePlayerScoreSchema(Schema):
    """One seat's score: points of its pawns by their positions on the scoring track."""

    total = fields.Integer(required=True, validate=_COUNT)
    points = fields.List(fields.Integer(validate=validate.OneOf(SCORE)), required=True, validate=_PER_TRACK,
                         metadata={"description": "points per track (Flying Car, Teleportation, Time Travel)"})
    pawns = fields.List(fields.Integer(validate=_POSITION), required=True, validate=_PER_TRACK,
                        metadata={"description": "pawn position per track (0: Start, 9: the end)"})
    at_end = fields.Integer(required=True, validate=validate.Range(min=0, max=len(TRACKS)),
                            metadata={"description": "pawns at a track's end (the tie-break)"})


class InventingTheFuturePlayerSchema(Schema):
    """One seat's public holdings: everything on a player board is open to every viewer."""

    seat = fields.Integer(required=True, validate=_SEAT)
    coins = fields.Integer(required=True, validate=_COUNT, metadata={"description": "in billions"})
    income = fields.Nested(InventingTheFutureIncomeSchema, required=True)
    income_level = fields.Integer(required=True, validate=_INCOME,
                                  metadata={"description": "the lesser of public and private income"})
    cubes = fields.Nested(InventingTheFutureCubeCountsSchema, required=True,
                          metadata={"description": "the teams and specialists the player employs"})
    staff = fields.Integer(required=True, validate=_COUNT, metadata={"description": "all cubes the player employs"})
    winks = fields.Nested(InventingTheFutureWinksSchema, required=True)
    specialists_used = fields.Nested(InventingTheFutureSpecialistsUsedSchema, required=True)
    pawns = fields.List(fields.Integer(validate=_POSITION), required=True, validate=_PER_TRACK,
                        metadata={"description": "pawn position per track (0: Start, 9: the end)"})
    score = fields.Nested(InventingTheFuturePlayerScoreSchema, required=True, metadata={"description": "the score now"})
    start_player = fields.Boolean(required=True)


# ---------------------------------------------------------------- development tracks


class InventingTheFutureTrackCardSchema(Schema):
    """One tier's development card on a track: its card id shows only once it is face up."""

    tier = fields.String(required=True, validate=validate.OneOf(TIERS),
                         metadata={"description": f"the tier, a catalogue id ({_CATALOG})"})
    face_up = fields.Boolean(required=True)
    card = _card(required=True, allow_none=True, metadata={
        "description": f"the development card, a catalogue id ({_CATALOG}); null while face down (to every viewer)"})
    requirements = fields.List(fields.Nested(InventingTheFutureTeamsSchema), required=True, allow_none=True,
                               validate=validate.Length(equal=LEVELS_PER_CARD), metadata={
                                   "description": "teams each level of the card needs, bottom to top; null while "
                                                  "face down"})
    levels = fields.List(fields.Integer(validate=validate.Range(min=1, max=TRACK_LENGTH)), required=True,
                         validate=validate.Length(equal=LEVELS_PER_CARD),
                         metadata={"description": "the pawn positions on this card"})


class InventingTheFutureTrackSchema(Schema):
    """A development track: its cards ONE, TWO, THREE and every seat's pawn on it."""

    track = fields.Integer(required=True, validate=_TRACK, metadata={"description": "the track's index"})
    name = fields.String(required=True, validate=validate.OneOf(TRACKS), metadata={
        "description": "the track's title card (the catalogue's track entries carry it as their name)"})
    cards = fields.List(fields.Nested(InventingTheFutureTrackCardSchema), required=True,
                        validate=validate.Length(equal=len(TIERS)))
    pawns = fields.List(fields.Integer(validate=_POSITION), required=True, validate=_SEATS,
                        metadata={"description": "each seat's pawn position on this track, by seat"})
    at_end = _seat_list("seats whose pawn reached the end of this track")


# ---------------------------------------------------------------- the player board's matrix


class InventingTheFutureBoardBoxSchema(Schema):
    """One printed space of the player board; which keys it has depends on ``kind``: "phase" (phase), "wild"
    (none), "funding" (public, private, cash), "hire" (cubes, steal), "progress" (levels)."""

    kind = fields.String(required=True, validate=validate.OneOf(_BOX_KINDS))
    phase = fields.String(validate=validate.OneOf(PHASES),
                          metadata={"description": f"kind phase: the phase a wink here chooses, a catalogue id "
                                                   f"({_CATALOG})"})
    public = fields.Integer(validate=_COUNT, metadata={"description": "kind funding: public income raised"})
    private = fields.Integer(validate=_COUNT, metadata={"description": "kind funding: private income raised"})
    cash = fields.Integer(validate=_COUNT, metadata={"description": "kind funding: coins taken"})
    cubes = fields.List(fields.String(validate=validate.OneOf(_CUBE_SPECS)), metadata={
        "description": f"kind hire: the cubes taken, each a catalogue id ({_CATALOG}): a team colour, or the "
                       f"choices team, specialist or any"})
    steal = fields.Boolean(metadata={"description": "kind hire: the hand icon (the cubes are stolen)"})
    levels = fields.Integer(validate=validate.Range(min=1), metadata={"description": "kind progress: levels"})


def _board_row(colour: str) -> fields.List:
    return fields.List(fields.Nested(InventingTheFutureBoardBoxSchema), required=True,
                       validate=validate.Length(equal=len(BOARD[colour])),
                       metadata={"description": f"the {colour} row, spaces 1-{len(BOARD[colour])}"})


class InventingTheFutureBoardSchema(Schema):
    """The player board's matrix (the same for every player): a row per die colour, a space per die number."""

    black = _board_row("black")
    green = _board_row("green")
    white = _board_row("white")
    blue = _board_row("blue")
    red = _board_row("red")


# ---------------------------------------------------------------- the Dice Allocation Phase


class InventingTheFutureDieSchema(Schema):
    """A die on the table this round; its index in ``dice`` is how commands name it."""

    colour = fields.String(required=True, validate=validate.OneOf(DIE_COLOURS))
    value = fields.Integer(required=True, validate=validate.Range(min=1, max=6))
    taken = _seat("the seat that drafted it; null: still on the table", required=True, allow_none=True)
    added = fields.Boolean(required=True, metadata={"description": "an out-of-play die a Consultant added"})


class InventingTheFutureAllocationSchema(Schema):
    """The Dice Allocation Phase: who rolls, the dice and the drafting order."""

    round = fields.Integer(required=True, validate=validate.Range(min=1, max=ROUNDS))
    roller = _seat("who rolls (or rolled) the dice this round", required=True)
    dice = fields.List(fields.Nested(InventingTheFutureDieSchema), required=True, allow_none=True,
                       metadata={"description": "the dice of this round; null: not rolled yet"})
    order = _seat_list("who drafts, in order (empty until the dice are rolled)")
    pos = fields.Integer(required=True, validate=_COUNT, metadata={"description": "index in order of who drafts next"})


# ---------------------------------------------------------------- the Table Resolution Phase


class InventingTheFutureHiringItemSchema(Schema):
    """A hiring to do: a board box (row and space) or a Recruiter (recruiter)."""

    row = fields.String(validate=validate.OneOf(SECTION_ROWS))
    space = fields.Integer(validate=_SPACE)
    recruiter = fields.Integer(validate=validate.Range(min=1), metadata={"description": "which Recruiter, from 1"})


class InventingTheFutureTaskSchema(Schema):
    """What the acting seat is doing in the phase; which keys it has depends on ``kind``: "rainmaker" (left),
    "return" (owed), "hire" (items), "progress" (points, alloc)."""

    kind = fields.String(required=True, validate=validate.OneOf(("rainmaker", "return", "hire", "progress")))
    left = fields.Integer(validate=validate.Range(min=1), metadata={"description": "kind rainmaker: uses left"})
    owed = fields.Integer(validate=validate.Range(min=1),
                          metadata={"description": "kind return: cubes still to return at Payday"})
    items = fields.List(fields.Nested(InventingTheFutureHiringItemSchema), validate=validate.Length(min=1),
                        metadata={"description": "kind hire: the hirings left, the first one now"})
    points = fields.Integer(validate=_COUNT, metadata={"description": "kind progress: levels left to advance"})
    alloc = fields.List(fields.List(fields.Integer(validate=_COUNT), validate=validate.Length(equal=len(TEAMS))),
                        validate=_PER_TRACK, metadata={
                            "description": "kind progress: per track, the [white, blue, red] teams assigned to it"})


class InventingTheFutureResolutionSchema(Schema):
    """The Table Resolution Phase: phase choice, the phase being resolved and who acts in it."""

    choosers = _seat_list("who chooses a phase, in order")
    ci = fields.Integer(required=True, validate=_COUNT, metadata={"description": "index in choosers of who is next"})
    phase = fields.String(required=True, allow_none=True, validate=validate.OneOf(PHASES), metadata={
        "description": f"the phase being resolved, a catalogue id ({_CATALOG}); null: none"})
    chooser = _seat("who chose the phase; null: none, or the automatic Progress", required=True, allow_none=True)
    automatic = fields.Boolean(required=True,
                               metadata={"description": "three players' automatic Progress phase"})
    bonus = fields.Boolean(required=True, metadata={"description": "the chooser's bonus is still to take"})
    actors = _seat_list("who executes the phase, in order")
    ai = fields.Integer(required=True, validate=_COUNT, metadata={"description": "index in actors of who acts"})
    task = fields.Nested(InventingTheFutureTaskSchema, required=True, allow_none=True,
                         metadata={"description": "the acting seat's task; null: not started"})
    resolved = fields.List(fields.String(validate=validate.OneOf(PHASES)), required=True, metadata={
        "description": f"phases resolved this game turn, each a catalogue id ({_CATALOG})"})


# ---------------------------------------------------------------- the result


class InventingTheFutureResultSchema(Schema):
    """The final ranking and every seat's score, once the game is over."""

    ranking = fields.List(fields.List(fields.Integer(validate=_SEAT)), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(InventingTheFuturePlayerScoreSchema), required=True,
                         metadata={"description": "seat (as a string) → its score breakdown"})


# ---------------------------------------------------------------- the view


class InventingTheFutureViewSchema(Schema):
    """The table as a seat or a spectator sees it (the same for both but ``viewer``)."""

    stage = fields.String(required=True, validate=validate.OneOf(_STAGES), metadata={
        "description": "setup (before the first game turn) and between (between two game turns) occur only "
                       "inside a batch of events, so only in a state at a past version"})
    turn = fields.Integer(required=True, validate=_COUNT, metadata={"description": "the game turn (0 in setup)"})
    start = _seat("the start player; null in setup until chosen", required=True, allow_none=True)
    to_act = fields.List(fields.Integer(validate=_SEAT), required=True, validate=validate.Length(max=1),
                         metadata={"description": "the seat whose decision is awaited (empty: none)"})
    awaiting = fields.String(required=True, allow_none=True, validate=validate.OneOf(_DECISIONS),
                             metadata={"description": "the decision awaited from to_act; null: none"})
    players = fields.List(fields.Nested(InventingTheFuturePlayerSchema), required=True, validate=_SEATS,
                          metadata={"description": "by seat"})
    supply = fields.Nested(InventingTheFutureCubeCountsSchema, required=True,
                           metadata={"description": "the cubes left in the supply"})
    bank = fields.Integer(required=True, metadata={
        "description": "coins in the bank, in billions; may fall below 0 (coins are not countermix limited)"})
    tracks = fields.List(fields.Nested(InventingTheFutureTrackSchema), required=True, validate=_PER_TRACK,
                         metadata={"description": "Flying Car, Teleportation, Time Travel"})
    unused_cards = fields.Integer(required=True, validate=_COUNT,
                                  metadata={"description": "development cards left unseen in the box"})
    allocation = fields.Nested(InventingTheFutureAllocationSchema, required=True, allow_none=True,
                               metadata={"description": "null outside the Dice Allocation Phase"})
    resolution = fields.Nested(InventingTheFutureResolutionSchema, required=True, allow_none=True,
                               metadata={"description": "null outside the Table Resolution Phase"})
    board = fields.Nested(InventingTheFutureBoardSchema, required=True)
    scoring_track = fields.List(fields.Integer(validate=_COUNT), required=True,
                                validate=validate.Length(equal=TRACK_LENGTH + 1),
                                metadata={"description": "points of a pawn by its position, 0 to the end"})
    winks_per_player = fields.Integer(required=True, validate=validate.Range(min=1))
    viewer = _seat("the seat this view is for; null: a spectator", required=True, allow_none=True)
    result = fields.Nested(InventingTheFutureResultSchema, required=True, allow_none=True,
                           metadata={"description": "null until the game is over"})

