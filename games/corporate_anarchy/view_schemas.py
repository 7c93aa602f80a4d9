"""Schemas of what ``views.view`` returns: the Corporate Anarchy state as a seat or a spectator may see it.

A seat's and a spectator's view have the same shape; only values differ (``viewer`` is null for a spectator,
who never sees a face-down tile's kind before the game is over and has spied nothing), so one schema serves both.
Redacted forms: during set-up another seat's ``position``, ``start`` and ``vips_left`` are null and its base tiles
are not drawn at all (``tile`` null); while the game runs another seat's face-down tile has ``kind`` null unless
the viewer spied it. Squares are ids ``"<hq>-<r>-<c>"`` or ``"<hq>-p"`` (see schemas.py).
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.corporate_anarchy.board import SQUARE_RE
from games.corporate_anarchy.data import BASE_KINDS, BOARD_SIZE, BUILDINGS, COMMANDS, HQ_SIZE, MAX_PLAYERS, SIDES
from games.corporate_anarchy.event_schemas import CorporateAnarchyScore

CATALOGUE = "GET /v1/catalog/corporate-anarchy"
PHASES = ("setup", "play", "over")  # rules.py: the state's phase
CARD_STATES = ("active", "face-down", "face-up")  # views.view: a command card of a player
EFFECT_KINDS = ("no-income", "no-purchase", "no-jump", "quarantine")  # rules.EFFECT_OF_CARD
NEEDS = ("target", "hq", "square")  # data.COMMAND_TARGET (null: the card needs nothing)
FACES = ("up", "down")


def _seat(**kwargs) -> fields.Integer:
    return fields.Integer(validate=validate.Range(min=0, max=MAX_PLAYERS - 1), **kwargs)


def _square(description: str, **kwargs) -> fields.String:
    return fields.String(validate=validate.Regexp(SQUARE_RE), **kwargs,
                         metadata={"description": f"{description}; a square id, catalogue id ({CATALOGUE})"})


def _card(description: str, **kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(COMMANDS)), **kwargs,
                         metadata={"description": f"{description}; a command card id, catalogue id ({CATALOGUE})"})


def _coordinate(description: str) -> fields.Integer:
    return fields.Integer(required=True, validate=validate.Range(min=0, max=BOARD_SIZE - 1),
                          metadata={"description": description})


def _local(description: str) -> fields.Integer:
    return fields.Integer(required=True, validate=validate.Range(min=0, max=HQ_SIZE - 1),
                          metadata={"description": description})


class CorporateAnarchyPlayerViewSchema(Schema):
    """One player as the viewer sees them; set-up secrets of other seats are null until everyone has placed."""

    seat = _seat(required=True)
    hq = _seat(required=True, metadata={"description": "the player's HQ (HQ h belongs to seat h)"})
    money = fields.Integer(required=True, metadata={"description": "money tokens held"})
    permit = fields.Boolean(required=True, metadata={"description": "whether the player bought the travel permit"})
    commands = fields.Dict(
        keys=fields.String(validate=validate.OneOf(tuple(COMMANDS))),
        values=fields.String(validate=validate.OneOf(CARD_STATES)), required=True,
        metadata={"description": "command card id (catalogue id, " + CATALOGUE + ") → its state: 'face-up' (can be "
                  "bought), 'face-down' (used since the cards last flipped back) or 'active' (the travel permit, "
                  "held for good); every command card is a key"},
    )
    buildings_bought = fields.Integer(required=True, metadata={"description": "building tiles bought so far"})
    income = fields.Integer(required=True, metadata={"description": "income per turn from the player's buildings"})
    vips_taken_from = fields.List(_seat(), required=True,
                                  metadata={"description": "the owners of the VIPs this player took, in order"})
    vips_left = fields.Integer(required=True, allow_none=True,
                               metadata={"description": "VIPs still hidden in the player's HQ; null during set-up "
                                                        "for a viewer who is not this seat"})
    eliminated = fields.Boolean(required=True)
    placed = fields.Boolean(required=True, metadata={"description": "whether the player has placed their base tiles"})
    position = _square("the piece's square; null during set-up for a viewer who is not this seat, and once the "
                       "player is eliminated", required=True, allow_none=True)
    start = _square("the piece's start square (on the HQ's outer edge); null during set-up for a viewer who is not "
                    "this seat, and before the seat has placed", required=True, allow_none=True)


class CorporateAnarchyEffectViewSchema(Schema):
    """A running command and whom it hits."""

    kind = fields.String(required=True, validate=validate.OneOf(EFFECT_KINDS),
                         metadata={"description": f"the running effect; an effect id, catalogue id ({CATALOGUE}), "
                                                  "'quarantine' being the Quarantine card's id"})
    seat = _seat(required=True, metadata={"description": "the seat the effect hits"})
    turns = fields.Integer(required=True, metadata={"description": "the hit seat's turns the effect still lasts"})
    from_turn = fields.Integer(required=True, metadata={"description": "the turn number the card was bought on"})
    card = _card("the card that started the effect", required=True)
    by = _seat(required=True, metadata={"description": "the seat that bought the card"})
    hq = _seat(required=True, allow_none=True,
               metadata={"description": "the quarantined HQ; null for the other effects"})


class CorporateAnarchyBuildingPriceViewSchema(Schema):
    cost = fields.Integer(required=True)
    income = fields.Integer(required=True, metadata={"description": "money per turn"})


class CorporateAnarchyCommandPriceViewSchema(Schema):
    cost = fields.Integer(required=True)
    name = fields.String(required=True, metadata={"description": "the card's English name"})
    needs = fields.String(required=True, allow_none=True, validate=validate.OneOf(NEEDS),
                          metadata={"description": "what buying it needs: an opponent ('target'), an HQ ('hq'), an "
                                                   "opponent's face-down tile ('square'); null: nothing"})


class CorporateAnarchyPricesViewSchema(Schema):
    buildings = fields.Dict(
        keys=fields.String(validate=validate.OneOf(tuple(BUILDINGS))),
        values=fields.Nested(CorporateAnarchyBuildingPriceViewSchema), required=True,
        metadata={"description": f"building id (catalogue id, {CATALOGUE}) → its cost and income; every building"},
    )
    commands = fields.Dict(
        keys=fields.String(validate=validate.OneOf(tuple(COMMANDS))),
        values=fields.Nested(CorporateAnarchyCommandPriceViewSchema), required=True,
        metadata={"description": f"command card id (catalogue id, {CATALOGUE}) → its cost, name and target; "
                                 "every command card"},
    )


class CorporateAnarchySpiedViewSchema(Schema):
    """A face-down tile the viewer learned with Corporate espionage (while it stays there)."""

    square = _square("the spied tile's square", required=True)
    kind = fields.String(required=True, validate=validate.OneOf(BASE_KINDS),
                         metadata={"description": f"the base tile; a base tile id, catalogue id ({CATALOGUE})"})


class CorporateAnarchyTileViewSchema(Schema):
    """What lies on a square: a building face up, or a base tile face down (its kind known or null)."""

    face = fields.String(required=True, validate=validate.OneOf(FACES),
                         metadata={"description": "'up': a building tile; 'down': a base tile"})
    kind = fields.String(
        required=True, allow_none=True, validate=validate.OneOf((*BASE_KINDS, *BUILDINGS)),
        metadata={"description": f"face up: a building id; face down: a base tile id (catalogue ids, {CATALOGUE}), "
                                 "null when the viewer does not know it (not the owner, not spied, game not over)"},
    )
    spied = fields.Boolean(metadata={"description": "face-down tiles only (absent on a building): whether the viewer "
                                                    "knows the kind through Corporate espionage"})


class CorporateAnarchySquareViewSchema(Schema):
    """A square of an HQ: where it is drawn and what lies on it."""

    id = _square("the square", required=True)
    r = _local("local row: 0 faces the centre, 5 is the outer edge")
    c = _local("local column, 0-5 from left to right as seen from the centre")
    x = _coordinate("board column (grows eastwards)")
    y = _coordinate("board row (grows southwards)")
    tile = fields.Nested(CorporateAnarchyTileViewSchema, required=True, allow_none=True,
                         metadata={"description": "null: an empty square, or during set-up another seat's tile"})


class CorporateAnarchyProtrusionViewSchema(Schema):
    """An HQ's protruding square, the way in and out of the HQ."""

    id = _square("the protruding square", required=True)
    x = _coordinate("board column")
    y = _coordinate("board row")


class CorporateAnarchyHqViewSchema(Schema):
    hq = _seat(required=True)
    owner = _seat(required=True, metadata={"description": "the seat owning the HQ (the same number)"})
    side = fields.String(required=True, validate=validate.OneOf(SIDES),
                         metadata={"description": f"the board side; a board-side id, catalogue id ({CATALOGUE})"})
    squares = fields.List(fields.Nested(CorporateAnarchySquareViewSchema), required=True,
                          metadata={"description": "the HQ's 36 squares, row by row"})
    protrusion = fields.Nested(CorporateAnarchyProtrusionViewSchema, required=True)
    outer_edge = fields.List(_square("a start square"), required=True,
                             metadata={"description": "the squares of the edge furthest from the centre"})


class CorporateAnarchyCentreViewSchema(Schema):
    """The centre block holding the money bag."""

    x = _coordinate("board column of its top-left square")
    y = _coordinate("board row of its top-left square")
    width = fields.Integer(required=True)
    height = fields.Integer(required=True)


class CorporateAnarchyPointViewSchema(Schema):
    x = _coordinate("board column")
    y = _coordinate("board row")


class CorporateAnarchyBoardViewSchema(Schema):
    """Drawable geometry: every square with its board (x, y) and what lies on it."""

    size = fields.Integer(required=True, metadata={"description": "the board is size x size squares"})
    centre = fields.Nested(CorporateAnarchyCentreViewSchema, required=True)
    money_bag = fields.Nested(CorporateAnarchyPointViewSchema, required=True,
                              metadata={"description": "where to draw the money bag"})
    hqs = fields.List(fields.Nested(CorporateAnarchyHqViewSchema), required=True,
                      metadata={"description": "one HQ per seat, in seat order"})


class CorporateAnarchyResultViewSchema(Schema):
    ranking = fields.List(fields.List(_seat()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(CorporateAnarchyScore), required=True,
                         metadata={"description": "seat (as a string) → its score breakdown"})


class CorporateAnarchySeatViewSchema(Schema):
    """The state as a seat sees it; a spectator's view (viewer None) has the same shape."""

    phase = fields.String(required=True, validate=validate.OneOf(PHASES),
                          metadata={"description": "'setup': secret simultaneous placement; then 'play'; 'over'"})
    viewer = _seat(required=True, allow_none=True,
                   metadata={"description": "the seat this view is for; null for a spectator"})
    to_act = fields.List(_seat(), required=True, metadata={"description": "the seats awaited now, ascending"})
    current = _seat(required=True, allow_none=True,
                    metadata={"description": "the seat whose turn it is; null outside a turn"})
    sent_home = _seat(required=True, allow_none=True, metadata={
        "description": "the seat a security guard took back, which must now choose its square along its HQ's outer "
                       "edge (return-home); null otherwise"})
    repositioning = _seat(required=True, allow_none=True, metadata={
        "description": "the seat whose new building blocked off one of its base tiles, which must now move a building "
                       "tile of its HQ so there is a way through (reposition-building); null otherwise"})
    blocked_off = fields.List(fields.String(validate=validate.Regexp(SQUARE_RE)), required=True, metadata={
        "description": "the base tiles (squares) that seat's buildings block off; empty otherwise"})
    turn = fields.Integer(required=True, metadata={"description": "turns started so far (0 during set-up)"})
    first_player = _seat(required=True, allow_none=True,
                         metadata={"description": "the seat that rolled highest; null during set-up"})
    bought_building = fields.Boolean(required=True,
                                     metadata={"description": "whether a building was bought this turn"})
    bought_command = fields.Boolean(required=True,
                                    metadata={"description": "whether a command card was bought this turn"})
    bag = fields.Integer(required=True, metadata={"description": "money tokens left in the bag"})
    money_total = fields.Integer(required=True, metadata={"description": "money tokens in the game"})
    move_steps = fields.Integer(required=True, metadata={"description": "squares a piece may move per turn"})
    players = fields.List(fields.Nested(CorporateAnarchyPlayerViewSchema), required=True,
                          metadata={"description": "one per seat, in seat order"})
    effects = fields.List(fields.Nested(CorporateAnarchyEffectViewSchema), required=True,
                          metadata={"description": "running commands, one entry per seat hit"})
    prices = fields.Nested(CorporateAnarchyPricesViewSchema, required=True)
    spied = fields.List(fields.Nested(CorporateAnarchySpiedViewSchema), required=True,
                        metadata={"description": "tiles the viewer spied that still lie there, by square; "
                                                 "always empty for a spectator"})
    board = fields.Nested(CorporateAnarchyBoardViewSchema, required=True)
    winner = _seat(required=True, allow_none=True,
                   metadata={"description": "the winner; null while the game runs or when the round limit ended it"})
    result = fields.Nested(CorporateAnarchyResultViewSchema, required=True, allow_none=True,
                           metadata={"description": "the final ranking and scores; null until the game is over"})
