"""The shape of Tabletop Climber's ``view`` (views.py), as a seat sees it and as a spectator does, for openapi.yaml.

The two differ: in a seat's view the seat's own entry of ``players`` adds its secrets (``team``, ``hand``,
``lodge_face_down``, ``transfer_card``) and ``viewer`` is that seat; in a spectator's view no entry has them and
``viewer`` is null. Ids are catalogue ids (``GET /v1/catalog/tabletop-climber``).
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.tabletop_climber_v2.data import ALL_IDS, COLOURS, GOLD_NAMES, SILVER_IDS, TIEBREAK
from games.frozen.tabletop_climber_v2.event_schemas import PLAY_KINDS, ClimberScore

# "setup" (before the first SeasonStarted) and "end" (between SeasonEnded and the next SeasonStarted or
# GameEnded) only show in a past state between the events of one decision (``GET /v1/games/{gid}/state?at=``).
PHASES = ("setup", "transfer", "select", "main", "end", "over")
DIRECTIONS = ("clockwise", "counterclockwise")
TOP_KINDS = ("start", *PLAY_KINDS)  # "start": the Start Card opening the Main Phase

_SEAT = validate.Range(min=0)
_COUNT = validate.Range(min=0)
_CATALOG = "GET /v1/catalog/tabletop-climber"


def _cards(description: str, **kwargs) -> fields.List:
    return fields.List(fields.String(validate=validate.OneOf(ALL_IDS)),
                       metadata={"description": f"{description} (card ids, {_CATALOG})"},
                       **kwargs)


def _gold(description: str, **kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(GOLD_NAMES)),
                         metadata={"description": f"{description} (a Gold Season Card id, {_CATALOG})"}, **kwargs)


def _gold_name(description: str, **kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(GOLD_NAMES.values())),
                         metadata={"description": description}, **kwargs)


def _silver(description: str, **kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(SILVER_IDS),
                         metadata={"description": f"{description} (a Silver Season Card id, {_CATALOG})"}, **kwargs)


class TabletopClimberVpSchema(Schema):
    """A seat's victory points so far, by source, and their total."""

    gold = fields.Integer(required=True, validate=_COUNT, metadata={"description": "from Gold Season Cards (1st)"})
    silver = fields.Integer(required=True, validate=_COUNT,
                            metadata={"description": "from Silver Season Cards (2nd)"})
    climax_bonus = fields.Integer(required=True, validate=_COUNT,
                                  metadata={"description": "Climax: hand cards beyond 12 of the season's 1st"})
    total = fields.Integer(required=True, validate=_COUNT, metadata={"description": "gold + silver + climax_bonus"})


class TabletopClimberPlayerViewSchema(Schema):
    """One seat as everyone sees it: counts and face-up cards, no secrets."""

    seat = fields.Integer(required=True, validate=_SEAT)
    team_count = fields.Integer(required=True, validate=_COUNT,
                                metadata={"description": "every card of the seat's team, wherever it lies this "
                                                         "season (team, hand, lodge, played)"})
    hand_count = fields.Integer(required=True, allow_none=True, validate=_COUNT, metadata={
        "description": "cards in hand; null for another seat's hand before the Main Phase (hands are "
                       "announced when it starts), always a number for the viewer's own"})
    announced_hand_size = fields.Integer(required=True, allow_none=True, validate=_COUNT, metadata={
        "description": "the hand size announced at the start of this season's Main Phase; null before it"})
    lodge_face_up = _cards("the seat's lodge cards lying face up (played then reset, or discarded)", required=True)
    lodge_face_down_count = fields.Integer(required=True, validate=_COUNT,
                                           metadata={"description": "the seat's lodge cards lying face down "
                                                                    "(unused team cards, Accident cards)"})
    played = _cards("the cards the seat played on the field since the last reset", required=True)
    passed = fields.Boolean(required=True, metadata={"description": "passed until the next reset"})
    place = fields.Integer(required=True, allow_none=True, validate=validate.Range(min=1, max=2), metadata={
        "description": "1 or 2 once the seat went out this season; null while it holds cards"})
    selected = fields.Boolean(required=True, metadata={"description": "has selected this season's hand"})
    transfer_chosen = fields.Boolean(required=True,
                                     metadata={"description": "Transfer season: has chosen the card to pass left"})
    vp = fields.Nested(TabletopClimberVpSchema, required=True)
    start_card = fields.Boolean(required=True, metadata={"description": "holds the Start Card"})


class TabletopClimberSeatPlayerViewSchema(TabletopClimberPlayerViewSchema):
    """One seat in a seat's view: the viewer's own entry adds its secrets (all four keys); the others' entries
    have none of them, as in a spectator's view."""

    team = _cards("the viewer's own entry only: its team cards not in this season's hand (before hand selection: "
                  "the whole team)")
    hand = _cards("the viewer's own entry only: its hand")
    lodge_face_down = _cards("the viewer's own entry only: its lodge cards lying face down")
    transfer_card = fields.String(allow_none=True, validate=validate.OneOf(ALL_IDS), metadata={
        "description": f"the viewer's own entry only. Transfer season: the card chosen to pass left, null until "
                       f"chosen and outside the transfer (a card id, {_CATALOG})"})


class TabletopClimberSeasonViewSchema(Schema):
    """One of the five seasons as the table sees its season cards."""

    season = fields.Integer(required=True, validate=validate.Range(min=1, max=len(SILVER_IDS)))
    gold = _gold("the season's Gold Season Card; null while it lies face down (seasons 2-4 until they start)",
                 required=True, allow_none=True)
    gold_name = _gold_name("its name; null while it lies face down", required=True, allow_none=True)
    gold_vp = fields.Integer(required=True, allow_none=True, validate=_COUNT,
                             metadata={"description": "what it gives the season's 1st; null while it lies face down"})
    silver = _silver("the season's Silver Season Card", required=True)
    silver_vp = fields.Integer(required=True, validate=_COUNT,
                               metadata={"description": "what it gives the season's 2nd"})
    hand_size = fields.Integer(required=True, validate=_COUNT, metadata={
        "description": "hand cards to select (the Climax season: at least this many)"})


class TabletopClimberSeasonResultSchema(Schema):
    """A finished season: its cards, who came 1st and 2nd and what they gained."""

    season = fields.Integer(required=True, validate=validate.Range(min=1, max=len(SILVER_IDS)))
    gold = _gold("the season's Gold Season Card", required=True)
    silver = _silver("the season's Silver Season Card", required=True)
    first = fields.Integer(required=True, validate=_SEAT, metadata={"description": "the seat that came 1st"})
    second = fields.Integer(required=True, validate=_SEAT, metadata={"description": "the seat that came 2nd"})
    gold_vp = fields.Integer(required=True, validate=_COUNT)
    silver_vp = fields.Integer(required=True, validate=_COUNT)
    climax_bonus = fields.Integer(required=True, validate=_COUNT,
                                  metadata={"description": "Climax: hand cards beyond 12 of the 1st"})


class TabletopClimberTopPlaySchema(Schema):
    """The last play on the field, the one to beat."""

    seat = fields.Integer(required=True, validate=_SEAT, metadata={"description": "who played it"})
    kind = fields.String(required=True, validate=validate.OneOf(TOP_KINDS),
                         metadata={"description": "start: the Start Card, which only a single (or mountains) beats"})
    cards = _cards("the cards played (empty for the Start Card)", required=True)
    count = fields.Integer(required=True, validate=_COUNT,
                           metadata={"description": "the play's size (a set-of-two card counts 2)"})
    value = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the number to beat (a run's lowest); null for the Start Card and mountains"})
    colour = fields.String(required=True, allow_none=True, validate=validate.OneOf(COLOURS),
                           metadata={"description": "a run's colour; null otherwise"})


class TabletopClimberResultScoreSchema(ClimberScore):
    """A seat's final score breakdown (the same fields as a GameEnded event's)."""


class TabletopClimberResultSchema(Schema):
    """The final result, once the game is over."""

    ranking = fields.List(fields.List(fields.Integer(validate=_SEAT)), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(TabletopClimberResultScoreSchema), required=True,
                         metadata={"description": "seat (as a string) → its score breakdown"})
    tiebreak = fields.List(fields.String(validate=validate.OneOf(TIEBREAK)), required=True,
                           metadata={"description": "the ranking's criteria in order"})


class TabletopClimberSeatViewSchema(Schema):
    """The game as a seat sees it."""

    phase = fields.String(required=True, validate=validate.OneOf(PHASES), metadata={
        "description": "transfer (Transfer season, before hand selection), select (hand selection), main, over; "
                       "setup and end only in a past state between the events of one decision"})
    season = fields.Integer(required=True, validate=validate.Range(min=0, max=len(SILVER_IDS)),
                            metadata={"description": "1-5; 0 during setup"})
    gold = _gold("the Gold Season Card in force; null during setup", required=True, allow_none=True)
    rules = _gold_name("its name; null during setup", required=True, allow_none=True)
    seasons = fields.List(fields.Nested(TabletopClimberSeasonViewSchema), required=True,
                          metadata={"description": "the five seasons, in order"})
    history = fields.List(fields.Nested(TabletopClimberSeasonResultSchema), required=True,
                          metadata={"description": "the finished seasons, in order"})
    players = fields.List(fields.Nested(TabletopClimberSeatPlayerViewSchema), required=True,
                          metadata={"description": "one entry per seat, in seat order"})
    to_act = fields.List(fields.Integer(validate=_SEAT), required=True,
                         metadata={"description": "the seats whose input is awaited, ascending"})
    turn = fields.Integer(required=True, allow_none=True, validate=_SEAT,
                          metadata={"description": "Main Phase: the seat to play; null outside it"})
    direction = fields.String(required=True, allow_none=True, validate=validate.OneOf(DIRECTIONS),
                              metadata={"description": "the turn order (counterclockwise in the Reverse season); "
                                                       "null during setup"})
    top = fields.Nested(TabletopClimberTopPlaySchema, required=True, allow_none=True,
                        metadata={"description": "the play to beat; null when the field is empty"})
    lower_wins = fields.Boolean(required=True, metadata={
        "description": "lower numbers must be played (the Revolution season xor an active reverse icon)"})
    reverse_icon_active = fields.Boolean(required=True,
                                         metadata={"description": "a reverse icon is in force until the next reset"})
    pending_discard = fields.Integer(required=True, allow_none=True, validate=_SEAT,
                                     metadata={"description": "the seat owing a discard-icon discard, if any"})
    start_holder = fields.Integer(required=True, allow_none=True, validate=_SEAT, metadata={
        "description": "the seat holding the Start Card; null before it is given out (setup)"})
    draw_pile_count = fields.Integer(required=True, validate=_COUNT,
                                     metadata={"description": "Reinforcement Cards left in the draw pile"})
    box_count = fields.Integer(required=True, validate=_COUNT,
                               metadata={"description": "Initial Cards left in the box (undealt)"})
    viewer = fields.Integer(required=True, validate=_SEAT, metadata={"description": "the seat this view is for"})
    result = fields.Nested(TabletopClimberResultSchema, required=True, allow_none=True,
                           metadata={"description": "the final result; null until the game is over"})


class TabletopClimberSpectatorViewSchema(TabletopClimberSeatViewSchema):
    """The game as a spectator sees it: no seat's secrets."""

    players = fields.List(fields.Nested(TabletopClimberPlayerViewSchema), required=True,
                          metadata={"description": "one entry per seat, in seat order"})
    viewer = fields.Integer(required=True, allow_none=True, validate=validate.OneOf([None]),
                            metadata={"description": "always null: a spectator's view"})
