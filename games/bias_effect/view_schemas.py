"""Schemas of what ``views.view`` returns: the Bias Effect table as a seat sees it and as a spectator does.

The two differ only in what is secret (``views.py``): in a seat's view its own entry of ``players`` also carries
``hand`` (its algorithm cards) and ``sealed_bid``, and ``viewer`` is that seat; in a spectator's view no entry
carries them and ``viewer`` is null. Every other seat's hand is a count (``hand_count``) and its bid only a flag
(``has_bid``). Card ids are catalogue ids (``GET /v1/catalog/bias-effect``).

``phase`` lists every phase the state can hold: a version inside a command's batch of events (``GET /state?at=``)
can be one of the passing phases too (``setup``, ``resolve``, ``end``).
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.bias_effect.data import ALGORITHM_IDS, ALGORITHM_KINDS, BELIEF_IDS, IDENTITIES, LIFE_IDS, MAX_PLAYERS
from games.bias_effect.rules import MOD_KINDS, SIDES

CATALOGUE = "GET /v1/catalog/bias-effect"
PHASES = ("setup", "trade", "bid", "choose", "resolve", "algorithm", "end", "over")
LEANINGS = ("left", "right", "neutral")
NEEDS = ("belief", "target", "side")


def _seat(**kwargs) -> fields.Integer:
    return fields.Integer(validate=validate.Range(min=0, max=MAX_PLAYERS - 1), **kwargs)


def _seats(description: str, **kwargs) -> fields.List:
    return fields.List(_seat(), required=True, metadata={"description": description}, **kwargs)


def _per_seat(description: str) -> fields.List:
    """One integer per seat, in seat order."""
    return fields.List(fields.Integer(), required=True, metadata={"description": description})


def _count(description: str) -> fields.Integer:
    return fields.Integer(required=True, validate=validate.Range(min=0), metadata={"description": description})


def _id(ids: tuple[str, ...], what: str, description: str = "", **kwargs) -> fields.String:
    """A catalogue id of one kind of card."""
    text = f"{description}: " if description else ""
    return fields.String(validate=validate.OneOf(ids),
                         metadata={"description": f"{text}{what} card id (catalogue: {CATALOGUE})"}, **kwargs)


def _ids(ids: tuple[str, ...], what: str, description: str) -> fields.List:
    return fields.List(_id(ids, what), required=True,
                       metadata={"description": f"{description}: {what} card ids (catalogue: {CATALOGUE})"})


# ---------------------------------------------------------------- cards as a front end shows them


class BiasEffectBeliefCardSchema(Schema):
    """A belief card (``views.belief_card``)."""

    id = _id(BELIEF_IDS, "belief", required=True)
    side = fields.String(required=True, validate=validate.OneOf(SIDES))
    title = fields.String(required=True)
    topic = fields.String(required=True)
    text = fields.String(required=True)


class BiasEffectAlgorithmCardSchema(Schema):
    """An algorithm card in the viewer's own hand (``views.algorithm_card``)."""

    id = _id(ALGORITHM_IDS, "algorithm", required=True)
    title = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(tuple(ALGORITHM_KINDS)))
    amount = fields.Integer(required=True, metadata={"description": "the n of its effect text (0 if none)"})
    trade = fields.Integer(required=True, validate=validate.Range(min=0),
                           metadata={"description": "chips for trading it in"})
    needs = fields.String(required=True, allow_none=True, validate=validate.OneOf(NEEDS),
                          metadata={"description": "the parameter play-algorithm needs with it (null: none)"})
    text = fields.String(required=True)


class BiasEffectLifeCardSchema(Schema):
    """The life card drawn last (``views.life_card``) and the leaning that chose its effect."""

    id = _id(LIFE_IDS, "life", required=True)
    title = fields.String(required=True)
    right = fields.String(required=True, metadata={"description": "the RED effect (A.I. RIGHT-LEANING)"})
    left = fields.String(required=True, metadata={"description": "the BLUE effect (A.I. LEFT-LEANING)"})
    neutral = fields.String(required=True, metadata={"description": "the BLACK effect (equal or no beliefs)"})
    leaning = fields.String(required=True, validate=validate.OneOf(LEANINGS),
                            metadata={"description": "the A.I.'s leaning when it was drawn: the effect resolved"})


# ---------------------------------------------------------------- the parts of the table


class BiasEffectPlayerViewSchema(Schema):
    """A seat as everyone sees it: identity, chips, how many algorithm cards, whether it traded and bid."""

    seat = _seat(required=True)
    identity = fields.String(required=True, validate=validate.OneOf(IDENTITIES))
    identity_text = fields.String(required=True, metadata={"description": "the identity card's win condition"})
    chips = _count("chips in the pouch (a sealed bid stays in it until the reveal)")
    hand_count = _count("algorithm cards in hand")
    traded = fields.Boolean(required=True, metadata={"description": "done with this round's trade (or skip)"})
    has_bid = fields.Boolean(required=True, metadata={"description": "has sealed a bid this round"})
    bias_bonus = _count("what the programmed beliefs add to its bid now")
    satisfied_now = fields.Boolean(required=True, metadata={"description": "its identity would win right now"})


class BiasEffectSeatPlayerViewSchema(BiasEffectPlayerViewSchema):
    """A seat in a seat's view: the viewer's own entry (and only it) also has ``hand`` and ``sealed_bid``."""

    hand = fields.List(fields.Nested(BiasEffectAlgorithmCardSchema),
                       metadata={"description": "the viewer's own algorithm cards (only in its own entry)"})
    sealed_bid = fields.Integer(allow_none=True, validate=validate.Range(min=0), metadata={
        "description": "the viewer's own sealed bid, null while it has none sealed (only in its own entry)"})


class BiasEffectAutonomyViewSchema(Schema):
    """The autonomy counter."""

    round = _count("the counter's space (the same as the view's round)")
    robot_space = fields.Integer(required=True, metadata={"description": "the last space: autonomy"})
    resets = _count("resets to ROUND 3 so far")
    max_resets = fields.Integer(required=True, metadata={"description": "resets before a game ends undecided"})


class BiasEffectRevealedBidsViewSchema(Schema):
    """The last reveal of the bids (per seat lists, in seat order)."""

    bids = _per_seat("the chips each seat bid")
    bonuses = _per_seat("each seat's bias bonus")
    adjustments = _per_seat("what modifiers changed each total (may be negative)")
    totals = _per_seat("each seat's total")
    winner = _seat(required=True, allow_none=True, metadata={"description": "the winning seat; null on a tie"})
    tied = _seats("the seats tied for the highest total (empty when nobody tied)")
    spent = _per_seat("the chips each seat paid to the bank")


class BiasEffectModifierViewSchema(Schema):
    """A bid modifier played this round, applied at the next reveal."""

    seat = _seat(required=True, metadata={"description": "the seat whose bid it changes"})
    kind = fields.String(required=True, validate=validate.OneOf(MOD_KINDS))
    amount = fields.Integer(required=True)
    source = fields.String(required=True, metadata={"description": "the title (not the id) of the card played"})


class BiasEffectDecksViewSchema(Schema):
    """How many cards each draw pile holds."""

    algorithm = _count("algorithm cards in the deck")
    belief = _count("belief cards in the deck")
    life = _count("life cards in the deck")


class BiasEffectDiscardsViewSchema(Schema):
    """The face-up discard piles, oldest first."""

    algorithm = _ids(ALGORITHM_IDS, "algorithm", "traded, played and discarded algorithm cards")
    belief = _ids(BELIEF_IDS, "belief", "deleted and removed beliefs")
    life = _ids(LIFE_IDS, "life", "resolved life cards")


class BiasEffectAutonomyReachedViewSchema(Schema):
    """The A.I. at the robot space (the last time it was reached)."""

    left = _count("programmed LEFT beliefs")
    right = _count("programmed RIGHT beliefs")
    satisfied = _seats("seats whose identity was satisfied: the winners")


class BiasEffectResultScoreViewSchema(Schema):
    """A seat's final score breakdown."""

    total = fields.Integer(required=True, metadata={"description": "1 for a winner, else 0"})
    identity = fields.String(required=True, validate=validate.OneOf(IDENTITIES))
    satisfied = fields.Boolean(required=True)
    chips = _count("chips in the pouch at the end")
    left = _count("programmed LEFT beliefs at the end")
    right = _count("programmed RIGHT beliefs at the end")


class BiasEffectResultViewSchema(Schema):
    """How the game ended."""

    ranking = fields.List(fields.List(_seat()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(BiasEffectResultScoreViewSchema), required=True,
                         metadata={"description": "seat number (as a string) → its score breakdown"})


# ---------------------------------------------------------------- the whole view


class BiasEffectSpectatorViewSchema(Schema):
    """The Bias Effect table as a spectator sees it: every public fact, no hand and no sealed bid."""

    phase = fields.String(required=True, validate=validate.OneOf(PHASES), metadata={
        "description": "trade (phase 1), bid (phase 2, sealed), choose (the bid winner programs or deletes), "
                       "algorithm (phase 4), over; setup, resolve and end only pass inside a command's events"})
    round = _count("the autonomy counter: ROUND 1.., one more is the robot space (0 before the first round)")
    autonomy = fields.Nested(BiasEffectAutonomyViewSchema, required=True)
    players = fields.List(fields.Nested(BiasEffectPlayerViewSchema), required=True,
                          metadata={"description": "the seats, in seat order"})
    bank = _count("chips in the bank")
    belief = fields.Nested(BiasEffectBeliefCardSchema, required=True, allow_none=True,
                           metadata={"description": "the belief up for bids, null when none is"})
    programmed = fields.List(fields.Nested(BiasEffectBeliefCardSchema), required=True,
                             metadata={"description": "the beliefs programmed into the A.I., oldest first"})
    left = _count("programmed LEFT beliefs")
    right = _count("programmed RIGHT beliefs")
    leaning = fields.String(required=True, validate=validate.OneOf(LEANINGS),
                            metadata={"description": "the A.I.'s leaning now (neutral: equal or no beliefs)"})
    revealed = fields.Nested(BiasEffectRevealedBidsViewSchema, required=True, allow_none=True, metadata={
        "description": "the latest reveal of the bids; null while a belief awaits bids (and before any)"})
    winner = _seat(required=True, allow_none=True,
                   metadata={"description": "this round's bid winner, null before the reveal or on a tie"})
    modifiers = fields.List(fields.Nested(BiasEffectModifierViewSchema), required=True,
                            metadata={"description": "bid modifiers waiting for the next reveal"})
    life = fields.Nested(BiasEffectLifeCardSchema, required=True, allow_none=True,
                         metadata={"description": "the life card drawn last, null before the first"})
    algorithm_order = _seats("this round's order of the algorithm phase (empty before it)")
    algorithm_turn = _seat(required=True, allow_none=True,
                           metadata={"description": "the seat to play an algorithm card now, null outside phase 4"})
    start_player = _seat(required=True)
    decks = fields.Nested(BiasEffectDecksViewSchema, required=True)
    discards = fields.Nested(BiasEffectDiscardsViewSchema, required=True)
    autonomy_reached = fields.Nested(BiasEffectAutonomyReachedViewSchema, required=True, allow_none=True,
                                     metadata={"description": "null until the counter first reaches the robot space"})
    to_act = _seats("the seats whose input is awaited")
    viewer = fields.Integer(required=True, allow_none=True, validate=validate.OneOf([None]),
                            metadata={"description": "always null: a spectator holds no seat"})
    result = fields.Nested(BiasEffectResultViewSchema, required=True, allow_none=True,
                           metadata={"description": "null until the game is over"})


class BiasEffectSeatViewSchema(BiasEffectSpectatorViewSchema):
    """The Bias Effect table as a seat sees it: the spectator's view plus its own hand and sealed bid."""

    players = fields.List(fields.Nested(BiasEffectSeatPlayerViewSchema), required=True, metadata={
        "description": "the seats, in seat order; the viewer's own entry also has hand and sealed_bid"})
    viewer = _seat(required=True, metadata={"description": "the seat this view is for"})
