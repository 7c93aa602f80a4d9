"""Schemas of what ``views.view`` returns: as a seat sees it (``TabletopIncSeatViewSchema``) and as a spectator does
(``TabletopIncSpectatorViewSchema``); they generate openapi.yaml.

The two differ only in the players. A seat sees its own hand, skill cards, the cards drawn for a choice, the POW/WOW
deal and its choice, and its own face-down predictions; every other player comes redacted, as every player does to
a spectator (hands and the deal null, a choice made as a boolean, the cards drawn for a choice null or [], the
face-down predictions with null actions until flipped).

Card, space, action, resource and part ids are catalogue ids (``GET /v1/catalog/tabletop-inc``). Nested schemas
shared with the events (a task, a published game, resources on a card, a final score) come from ``event_schemas``.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.frozen.tabletop_inc_v3 import data as D
from games.frozen.tabletop_inc_v3.event_schemas import (
    EMPLOYEES,
    REFRESHABLE,
    TRACK_CARDS,
    TabletopIncGame,
    TabletopIncResources,
    TabletopIncScore,
    TabletopIncTask,
)

CATALOGUE = "GET /v1/catalog/tabletop-inc"
SEATS = validate.Range(min=0, max=D.TABLE_SIZE - 1)  # six seats at most, numbered from 0
AWARD_LEVELS = (1, 2, 3)
ALWAYS_NULL = validate.OneOf([None])  # a spectator's value of a seat's secret: only null


def _id(choices, what: str, description: str = "", **kw) -> fields.String:
    """A catalogue id among ``choices``."""
    text = f"{what} id (catalogue: {CATALOGUE})" + (f"; {description}" if description else "")
    return fields.String(validate=validate.OneOf(list(choices)), metadata={"description": text}, **kw)


def _ids(choices, what: str, description: str = "", **kw) -> fields.List:
    """A list of catalogue ids among ``choices``."""
    text = f"{what} ids (catalogue: {CATALOGUE})" + (f"; {description}" if description else "")
    return fields.List(fields.String(validate=validate.OneOf(list(choices))), metadata={"description": text}, **kw)


def _count(description: str = "", **kw) -> fields.Integer:
    return fields.Integer(required=True, **({"metadata": {"description": description}} if description else {}), **kw)


def _seat(description: str, **kw) -> fields.Integer:
    return fields.Integer(validate=SEATS, metadata={"description": description}, **kw)


# ---------------------------------------------------------------- small pieces


class TabletopIncResourceCountsViewSchema(Schema):
    """A player's resource tokens: every kind, zero included."""

    dollar = _count()
    time = _count()
    inspiration = _count()
    playtest = _count()
    research = _count()


class TabletopIncSkillTotalsViewSchema(Schema):
    """A player's skill icons by part (WOW/Founder card, employees, their skill cards, permanent items)."""

    box = _count()
    mechanism = _count()
    component = _count()


class TabletopIncGameInProgressViewSchema(Schema):
    """The game on a player's table: the level of each part, null while the part is missing."""

    box = fields.Integer(required=True, allow_none=True, validate=validate.OneOf(D.PART_LEVELS))
    mechanism = fields.Integer(required=True, allow_none=True, validate=validate.OneOf(D.PART_LEVELS))
    component = fields.Integer(required=True, allow_none=True, validate=validate.OneOf(D.PART_LEVELS))


class TabletopIncTableSlotViewSchema(Schema):
    """A place of a player's table: the employee there, if any, and the skill card slotted behind it."""

    place = _id(D.TABLE_PLACES, "table place", required=True)
    card = _id(EMPLOYEES, "specialist or freelancer card", "null: no employee", required=True, allow_none=True)
    skill = _id(D.SKILL_CARDS, "skill card", "null: none (yet)", required=True, allow_none=True)


class TabletopIncPublishedGameViewSchema(TabletopIncGame):
    """A published game waiting to be submitted for an award: its id and the level of each part."""

    id = _id(D.PUBLISHED_GAMES, "published game", "the award command names it so", required=True)


class TabletopIncPlacedWorkerViewSchema(Schema):
    """A worker on the board (or on a freelancer card) until its player collects."""

    worker = _id(("worker", *D.SPECIALISTS), "worker or specialist card",
                 "worker: one of the four worker Mumans", required=True)
    space = _id((D.BASIC_SPACE, *D.SPACES, *D.FREELANCERS), "action space or freelancer card", required=True)


class TabletopIncDealtViewSchema(Schema):
    """The POW/WOW deal of the viewer's own seat (pow-wow deal, choose phase); a Muman-Bot is dealt nothing."""

    wow = _ids(D.WOWS, "WOW card", "[] for a Muman-Bot", required=True)
    pow = _ids(D.POWS, "POW card", "[] for a Muman-Bot", required=True)


class TabletopIncPredictionCardViewSchema(Schema):
    """A prediction card: the action predicted, and whether it came true."""

    action = _id(D.PREDICTABLE, "action", "null while face down to a viewer other than the predictor",
                 required=True, allow_none=True)
    flipped = fields.Boolean(required=True, metadata={"description": "came true (a human player's prediction)"})


class TabletopIncPredictionViewSchema(Schema):
    """A player's predictions about one opponent: face down (a human player's) or face up (a Muman-Bot's)."""

    target = _seat("the opponent predicted", required=True)
    open = fields.Boolean(validate=validate.OneOf([True]),
                          metadata={"description": "present (true) only on a Muman-Bot's face-up predictions"})
    cards = fields.List(fields.Nested(TabletopIncPredictionCardViewSchema), required=True,
                        metadata={"description": "a Muman-Bot's correct predictions leave the list"})


# The object a seat's own ``chosen`` holds, in the JSON Schema of the seat view (see ``chosen`` below).
_CHOSEN_OBJECT = {
    "type": "object",
    "description": "the viewer's own choice: the WOW and POW card kept (both null for a Muman-Bot)",
    "properties": {
        "wow": {"type": ["string", "null"], "enum": [*D.WOWS, None]},
        "pow": {"type": ["string", "null"], "enum": [*D.POWS, None]},
    },
    "required": ["wow", "pow"],
    "additionalProperties": False,
}


class TabletopIncPlayerViewBaseSchema(Schema):
    """What every viewer sees of a player (the base of the seat's and the spectator's player schemas)."""

    seat = _seat("the player's seat", required=True)
    res = fields.Nested(TabletopIncResourceCountsViewSchema, required=True)
    vp = _count("victory points on the track (scored during the game)")
    skills = fields.Nested(TabletopIncSkillTotalsViewSchema, required=True)
    award_card = _id(D.AWARD_CARDS, "award card", required=True)
    wow = _id((D.FOUNDER, *D.WOWS), "WOW or Founder card",
              "null: before the POW/WOW cards are revealed, or a Muman-Bot in the pow-wow deal",
              required=True, allow_none=True)
    pow = _id(D.POWS, "POW card", "null: none (Founder deal, not revealed yet, removed, or a Muman-Bot)",
              required=True, allow_none=True)
    hand_count = _count("specialist and freelancer cards in hand")
    skill_hand_count = _count("skill cards in hand")
    table = fields.List(fields.Nested(TabletopIncTableSlotViewSchema), required=True,
                        validate=validate.Length(equal=D.TABLE_SIZE), metadata={
                            "description": f"the {D.TABLE_SIZE} places of the table, from the WOW side and the POW "
                                           "side round the table"})
    items = _ids(D.ITEMS, "item card", "items held to use", required=True)
    permanent = _ids(D.ITEMS, "item card", "permanent items (skills)", required=True)
    objectives = _ids(D.OBJECTIVES, "objective card", "kept (public)", required=True)
    awards = fields.List(fields.Integer(validate=validate.OneOf(AWARD_LEVELS)), required=True,
                         metadata={"description": "the levels of the awards won"})
    zap_awards = fields.List(fields.Integer(validate=validate.OneOf(AWARD_LEVELS)), required=True,
                             metadata={"description": "the levels of the awards a Muman-Bot removed"})
    game = fields.Nested(TabletopIncGameInProgressViewSchema, required=True)
    published = fields.List(fields.Nested(TabletopIncPublishedGameViewSchema), required=True,
                            metadata={"description": "published games not submitted for an award, oldest first"})
    free_workers = _count("worker Mumans not placed", validate=validate.Range(min=0, max=D.WORKERS))
    specialists_free = _ids(D.SPECIALISTS, "specialist card", "specialists at the table not placed", required=True)
    placed = fields.List(fields.Nested(TabletopIncPlacedWorkerViewSchema), required=True)
    prediction = fields.Nested(TabletopIncPredictionViewSchema, required=True, allow_none=True,
                               metadata={"description": "null: no prediction"})


class TabletopIncPlayerViewSchema(TabletopIncPlayerViewBaseSchema):
    """A player as a seat sees it: its own player in full, every other one redacted."""

    hand = _ids(EMPLOYEES, "specialist or freelancer card", "null for another seat", required=True, allow_none=True)
    skill_hand = _ids(D.SKILL_CARDS, "skill card", "null for another seat", required=True, allow_none=True)
    skill_offer = _ids(D.SKILL_CARDS, "skill card", "drawn to buy one; another seat's: null while drawn, else []",
                       required=True, allow_none=True)
    objective_offer = _ids(D.OBJECTIVES, "objective card",
                           "drawn to keep some; another seat's: null while drawn, else []",
                           required=True, allow_none=True)
    dealt = fields.Nested(TabletopIncDealtViewSchema, required=True, allow_none=True,
                          metadata={"description": "the POW/WOW cards dealt (choose phase); null for another seat"})
    # Raw: the one key whose type depends on whose player it is. The viewer's own player holds its choice as an
    # object (or null), another player only whether it has chosen (a boolean, or null). The ``anyOf`` in the
    # metadata gives the document the exact union, which marshmallow cannot express.
    chosen = fields.Raw(required=True, allow_none=True, metadata={
        "description": "POW/WOW choice (choose phase; null otherwise and before choosing): the viewer's own as "
                       "{wow, pow}, another seat's as true once made",
        "anyOf": [_CHOSEN_OBJECT, {"type": "boolean"}, {"type": "null"}]})


class TabletopIncSpectatorPlayerViewSchema(TabletopIncPlayerViewBaseSchema):
    """A player as a spectator sees it: every secret redacted."""

    hand = _ids(EMPLOYEES, "specialist or freelancer card", "always null: hidden", required=True, allow_none=True,
                validate=ALWAYS_NULL)
    skill_hand = _ids(D.SKILL_CARDS, "skill card", "always null: hidden", required=True, allow_none=True,
                      validate=ALWAYS_NULL)
    skill_offer = fields.List(fields.String(), required=True, allow_none=True, validate=validate.Length(equal=0),
                              metadata={"description": "null while skill cards are drawn (hidden), else []"})
    objective_offer = fields.List(fields.String(), required=True, allow_none=True, validate=validate.Length(equal=0),
                                  metadata={"description": "null while objective cards are drawn (hidden), else []"})
    dealt = fields.Nested(TabletopIncDealtViewSchema, required=True, allow_none=True, validate=ALWAYS_NULL,
                          metadata={"description": "always null: hidden"})
    chosen = fields.Boolean(required=True, allow_none=True, metadata={
        "description": "POW/WOW choice made (choose phase; true for a Muman-Bot); null otherwise and before choosing"})


# ---------------------------------------------------------------- the board


class TabletopIncTrackSlotViewSchema(Schema):
    """A face-up card of a card track and the resources put on it."""

    card = _id(TRACK_CARDS, "specialist, freelancer or item card", required=True)
    res = fields.Nested(TabletopIncResources, required=True, metadata={"description": "resources on the card"})


class TabletopIncTracksViewSchema(Schema):
    """The three card tracks, leftmost card first (the far right card is free)."""

    specialist = fields.List(fields.Nested(TabletopIncTrackSlotViewSchema), required=True)
    freelancer = fields.List(fields.Nested(TabletopIncTrackSlotViewSchema), required=True)
    item = fields.List(fields.Nested(TabletopIncTrackSlotViewSchema), required=True)


class TabletopIncDeckCountsViewSchema(Schema):
    """Cards left in each deck (their order and contents are secret)."""

    specialist = _count()
    freelancer = _count()
    item = _count()
    skill = _count()
    objective = _count()


class TabletopIncLevelCountsViewSchema(Schema):
    """Pieces of one part left in the supply, by level."""

    level_1 = _count(data_key="1", attribute="1")
    level_2 = _count(data_key="2", attribute="2")
    level_3 = _count(data_key="3", attribute="3")
    level_4 = _count(data_key="4", attribute="4")


class TabletopIncSupplyViewSchema(Schema):
    """The game-part supply: part -> level -> pieces left."""

    box = fields.Nested(TabletopIncLevelCountsViewSchema, required=True)
    mechanism = fields.Nested(TabletopIncLevelCountsViewSchema, required=True)
    component = fields.Nested(TabletopIncLevelCountsViewSchema, required=True)


class TabletopIncShelfViewSchema(Schema):
    """Award tokens left on the shelf, by level."""

    level_1 = _count(data_key="1", attribute="1")
    level_2 = _count(data_key="2", attribute="2")
    level_3 = _count(data_key="3", attribute="3")


class TabletopIncShelvedAwardViewSchema(Schema):
    """An award won: the seat, the level and the game submitted for it."""

    seat = _seat("the winner", required=True)
    level = fields.Integer(required=True, validate=validate.OneOf(AWARD_LEVELS))
    game = fields.Nested(TabletopIncGame, required=True)


class TabletopIncSpaceBonusViewSchema(Schema):
    """A board space's placement bonus by kind; a kind absent is none."""

    dollar = fields.Integer()
    time = fields.Integer()
    inspiration = fields.Integer()
    playtest = fields.Integer()
    research = fields.Integer()
    vp = fields.Integer(metadata={"description": "victory points on the track"})
    prediction = fields.Integer(metadata={"description": "crystal balls: predictions to flip"})


class TabletopIncSpaceViewSchema(Schema):
    """A board action space (board facts; whether it is taken is in ``board``)."""

    action = _id(D.ACTIONS, "action", required=True)
    cost = fields.Nested(TabletopIncResources, required=True, metadata={"description": "the safety cost"})
    bonus = fields.Nested(TabletopIncSpaceBonusViewSchema, required=True)
    four_plus = fields.Boolean(required=True, metadata={"description": "a space for games of 4+ players"})
    four_plus_closed = fields.Boolean(required=True,
                                      metadata={"description": "a 4+ space closed at this table (fewer players)"})
    part = _id(D.PARTS, "part", "upgrade spaces only: the part they upgrade")


class TabletopIncZapVpViewSchema(Schema):
    """A ZAP card's VP by difficulty; without an Extreme box, Extreme uses the Hard one."""

    easy = _count()
    normal = _count()
    hard = _count()
    extreme = fields.Integer()


class TabletopIncZapCardViewSchema(Schema):
    """The facts of a ZAP card."""

    action = _id(D.ACTIONS, "action", "the action the Muman-Bot takes", required=True)
    vp = fields.Nested(TabletopIncZapVpViewSchema, required=True)
    adjust = fields.String(required=True, allow_none=True, validate=validate.OneOf(D.ZAP_ADJUSTMENTS), metadata={
        "description": "the blue adjustment box: award, objective, skill (discard) or a card track (refresh); "
                       "null: none"})


class TabletopIncZapViewSchema(Schema):
    """The Muman-Bots' ZAP deck (public)."""

    active = _id(D.ZAP_CARDS, "ZAP card", "the active card; null before the first draw", required=True,
                 allow_none=True)
    active_card = fields.Nested(TabletopIncZapCardViewSchema, required=True, allow_none=True,
                                metadata={"description": "the active card's facts; null before the first draw"})
    deck = _count("cards left to draw")
    discard = _ids(D.ZAP_CARDS, "ZAP card", "the discard pile, oldest first", required=True)


class TabletopIncDiscardsViewSchema(Schema):
    """Cards ZAP cards discarded, oldest first."""

    objective = _ids(D.OBJECTIVES, "objective card", required=True)
    skill = _ids(D.SKILL_CARDS, "skill card", required=True)


class TabletopIncResultViewSchema(Schema):
    """The final result."""

    ranking = fields.List(fields.List(fields.Integer(validate=SEATS)), required=True,
                          metadata={"description": "groups of tied seats, best first (one seat each)"})
    scores = fields.Dict(keys=fields.String(validate=validate.OneOf([str(i) for i in range(D.TABLE_SIZE)])),
                         values=fields.Nested(TabletopIncScore), required=True,
                         metadata={"description": "seat (as a string) -> its score breakdown"})


# ---------------------------------------------------------------- the views


class TabletopIncViewBaseSchema(Schema):
    """What every viewer sees of the table (the base of the seat's and the spectator's view schemas)."""

    phase = fields.String(required=True, validate=validate.OneOf(("choose", "play", "over")), metadata={
        "description": "choose: the POW/WOW deal is being chosen; play; over"})
    players_count = fields.Integer(required=True, validate=validate.Range(min=2, max=6))
    first = _seat("the first player's seat", required=True)
    deal = fields.String(required=True, validate=validate.OneOf(("founder", "pow-wow")),
                         metadata={"description": "Founder cards, or the POW/WOW deal"})
    turn = _seat("the seat whose turn it is; null in the choose phase and once the game is over",
                 required=True, allow_none=True)
    to_act = fields.List(fields.Integer(validate=SEATS), required=True,
                         metadata={"description": "seats whose input is awaited, ascending"})
    main_done = fields.Boolean(required=True,
                               metadata={"description": "the seat to play placed a worker or collected this turn"})
    pending = fields.List(fields.Nested(TabletopIncTask), required=True,
                          metadata={"description": "the tasks of the current turn, first = current"})
    hourglass = fields.Integer(required=True, validate=validate.Range(min=0),
                               metadata={"description": "the hourglass token's space (0: the game ends)"})
    end_by = _seat("the seat that moved the hourglass to 0; null: not yet", required=True, allow_none=True)
    final = fields.List(fields.Integer(validate=SEATS), required=True, allow_none=True, metadata={
        "description": "seats still owed their last turn, in order; null: the end is not triggered"})
    board = fields.Dict(keys=fields.String(validate=validate.OneOf(list(D.SPACES))), values=fields.Integer(
        validate=SEATS), required=True, metadata={
            "description": f"taken board spaces: action space id (catalogue: {CATALOGUE}) -> seat of the worker"})
    tracks = fields.Nested(TabletopIncTracksViewSchema, required=True)
    decks = fields.Nested(TabletopIncDeckCountsViewSchema, required=True)
    supply = fields.Nested(TabletopIncSupplyViewSchema, required=True)
    shelf = fields.Nested(TabletopIncShelfViewSchema, required=True)
    shelved = fields.List(fields.Nested(TabletopIncShelvedAwardViewSchema), required=True,
                          metadata={"description": "awards won, in order"})
    spaces = fields.Dict(keys=fields.String(validate=validate.OneOf(list(D.SPACES))),
                         values=fields.Nested(TabletopIncSpaceViewSchema), required=True, metadata={
                             "description": f"every board action space: id (catalogue: {CATALOGUE}) -> its facts"})
    result = fields.Nested(TabletopIncResultViewSchema, required=True, allow_none=True,
                           metadata={"description": "null until the game is over"})
    muman = fields.Dict(keys=fields.String(validate=validate.OneOf([str(i) for i in range(D.TABLE_SIZE)])),
                        values=fields.String(validate=validate.OneOf(D.MUMAN_LEVELS)), required=True,
                        metadata={"description": "the Muman-Bot seats: seat (as a string) -> difficulty"})
    track_refresh = fields.List(fields.String(validate=validate.OneOf(REFRESHABLE)), required=True, metadata={
        "description": "the card tracks of the card-track refresh variant ([]: not played)"})
    zap = fields.Nested(TabletopIncZapViewSchema, required=True)
    discards = fields.Nested(TabletopIncDiscardsViewSchema, required=True)


class TabletopIncSeatViewSchema(TabletopIncViewBaseSchema):
    """The table as a seat sees it."""

    viewer = _seat("the viewer's seat", required=True)
    players = fields.List(fields.Nested(TabletopIncPlayerViewSchema), required=True,
                          metadata={"description": "by seat; the viewer's own player in full, the others redacted"})


class TabletopIncSpectatorViewSchema(TabletopIncViewBaseSchema):
    """The table as a spectator sees it: every player redacted."""

    viewer = fields.Integer(required=True, allow_none=True, validate=ALWAYS_NULL,
                            metadata={"description": "always null: a spectator"})
    players = fields.List(fields.Nested(TabletopIncSpectatorPlayerViewSchema), required=True,
                          metadata={"description": "by seat, every one redacted"})
