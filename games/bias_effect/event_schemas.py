"""Schemas of the Bias Effect events' ``data`` (as any viewer may see it) and of a seat's final score.

Hidden while the game runs: algorithm hands (``AlgorithmCardsDealt``/``AlgorithmCardsDrawn`` show other seats'
cards as null, their counts stay public) and a sealed bid (``BidSealed`` is ``{}`` for every viewer but its
bidder). Everything else is public.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.bias_effect.data import (
    ALGORITHM_IDS,
    ALGORITHM_KINDS,
    BELIEF_IDS,
    IDENTITIES,
    LIFE_IDS,
    MAX_PLAYERS,
)
from games.bias_effect.rules import MOD_KINDS, SIDES

LEANINGS = ("left", "right", "neutral")
BID_SOURCE = "bid"


def _seat(**kwargs) -> fields.Integer:
    return fields.Integer(validate=validate.Range(min=0, max=MAX_PLAYERS - 1), **kwargs)


def _seats(**kwargs) -> fields.List:
    return fields.List(_seat(), **kwargs)


def _per_seat(**kwargs) -> fields.List:
    """One integer per seat, in seat order."""
    return fields.List(fields.Integer(), **kwargs)


def _belief(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(BELIEF_IDS), **kwargs)


def _algorithm(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(ALGORITHM_IDS), **kwargs)


def _side(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(SIDES), **kwargs)


def _card(description: str) -> fields.String:
    """An algorithm or a life card id: what caused an effect."""
    return fields.String(required=True, validate=validate.OneOf((*ALGORITHM_IDS, *LIFE_IDS)),
                         metadata={"description": description})


def _count() -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": "cards shuffled back into the deck"})


class BiasEffectGameStartedData(Schema):
    players = fields.Integer(required=True)
    identities = fields.List(fields.String(validate=validate.OneOf(IDENTITIES)), required=True,
                             metadata={"description": "each seat's identity, face up"})
    chips = fields.Integer(required=True, metadata={"description": "chips in each pouch"})
    bank = fields.Integer(required=True, metadata={"description": "chips left in the bank"})
    autonomy_rounds = fields.Integer(required=True)
    start_player = _seat(required=True)


class BiasEffectAlgorithmCardsData(Schema):
    """Algorithm cards dealt or drawn into hands."""

    cards = fields.List(fields.List(_algorithm(), allow_none=True), required=True,
                        metadata={"description": "per seat the cards it got; null for a seat the viewer is not"})
    counts = _per_seat(required=True, metadata={"description": "per seat how many cards it got"})


class BiasEffectAlgorithmCardsDealtData(BiasEffectAlgorithmCardsData):
    """The opening hands."""


class BiasEffectAlgorithmCardsDrawnData(BiasEffectAlgorithmCardsData):
    """Cards drawn (each round, or by a card's effect)."""


class BiasEffectAlgorithmDeckReshuffledData(Schema):
    count = _count()


class BiasEffectRoundStartedData(Schema):
    round = fields.Integer(required=True)


class BiasEffectAlgorithmTradedData(Schema):
    card = _algorithm(required=True)
    chips = fields.Integer(required=True, metadata={"description": "chips paid from the bank"})


class BiasEffectTradeSkippedData(Schema):
    """No data."""


class BiasEffectBeliefDeckReshuffledData(Schema):
    count = _count()


class BiasEffectBeliefRevealedData(Schema):
    belief = _belief(required=True)
    side = _side(required=True)
    title = fields.String(required=True)


class BiasEffectBidSealedData(Schema):
    """The sealed bid: its bidder sees it; every other viewer gets ``{}`` (only that the seat has bid)."""

    amount = fields.Integer(metadata={"description": "chips bid; absent for a viewer who is not the bidder"})
    salt = fields.String(metadata={"description": "random hex against trial hashing; absent like amount"})


class BiasEffectBidsRevealedData(Schema):
    bids = _per_seat(required=True)
    bonuses = _per_seat(required=True, metadata={"description": "per seat its bias bonus"})
    adjustments = _per_seat(required=True, metadata={"description": "per seat what its modifiers added"})
    totals = _per_seat(required=True)
    winner = _seat(required=True, allow_none=True, metadata={"description": "null: a tie"})
    tied = _seats(required=True, metadata={"description": "the tied seats; empty when a seat won"})
    spent = _per_seat(required=True, metadata={"description": "per seat the chips it paid to the bank"})


class BiasEffectBeliefProgrammedData(Schema):
    belief = _belief(required=True)
    side = _side(required=True)
    source = fields.String(required=True, validate=validate.OneOf((BID_SOURCE, *ALGORITHM_IDS, *LIFE_IDS)),
                           metadata={"description": "'bid', or the algorithm or life card that programmed it"})


class BiasEffectBeliefDeletedData(Schema):
    belief = _belief(required=True)
    side = _side(required=True)
    by = _seat(required=True, allow_none=True, metadata={"description": "the bid winner; null on a tie"})
    tie = fields.Boolean(required=True)


class BiasEffectBeliefRemovedData(Schema):
    belief = _belief(required=True)
    side = _side(required=True)
    by = _seat(required=True, allow_none=True, metadata={"description": "who played the card; null: a life card"})
    card = _card("the algorithm or life card that removed it")


class BiasEffectLifeDeckReshuffledData(Schema):
    count = _count()


class BiasEffectLifeCardDrawnData(Schema):
    card = fields.String(required=True, validate=validate.OneOf(LIFE_IDS))
    title = fields.String(required=True)
    leaning = fields.String(required=True, validate=validate.OneOf(LEANINGS),
                            metadata={"description": "the A.I.'s leaning, which picks the effect"})
    effect = fields.String(required=True, metadata={"description": "the text of the effect resolved"})


class BiasEffectChipsMovedData(Schema):
    deltas = _per_seat(required=True, metadata={"description": "per seat the chips gained (negative: lost)"})
    bank = fields.Integer(required=True, metadata={"description": "the bank's change"})
    reason = _card("the algorithm or life card that moved them")


class BiasEffectAlgorithmCardDiscardedData(Schema):
    card = _algorithm(required=True, metadata={"description": "discarded face up"})
    reason = _card("the algorithm (malware) or life card that made the seat discard")


class BiasEffectAlgorithmPhaseStartedData(Schema):
    order = _seats(required=True, metadata={"description": "the seats in playing order"})


class BiasEffectAlgorithmPlayedData(Schema):
    card = _algorithm(required=True)
    title = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(tuple(ALGORITHM_KINDS)))
    target = _seat(required=True, allow_none=True, metadata={"description": "the other seat, if the card needs one"})
    belief = _belief(required=True, allow_none=True, metadata={"description": "the belief purged, if any"})
    side = _side(required=True, allow_none=True, metadata={"description": "the side named, if the card needs one"})


class BiasEffectAlgorithmPassedData(Schema):
    """No data."""


class BiasEffectModifierData(Schema):
    """A bid modifier for the next reveal."""

    seat = _seat(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(MOD_KINDS))
    amount = fields.Integer(required=True)
    source = fields.String(required=True, metadata={"description": "the title of the card played"})


class BiasEffectModifiersAddedData(Schema):
    mods = fields.List(fields.Nested(BiasEffectModifierData), required=True)


class BiasEffectRoundEndedData(Schema):
    round = fields.Integer(required=True)


class BiasEffectAutonomyReachedData(Schema):
    left = fields.Integer(required=True, metadata={"description": "programmed LEFT beliefs"})
    right = fields.Integer(required=True, metadata={"description": "programmed RIGHT beliefs"})
    satisfied = _seats(required=True, metadata={"description": "seats whose identity is satisfied: the winners"})


class BiasEffectCounterResetData(Schema):
    round = fields.Integer(required=True)
    resets = fields.Integer(required=True, metadata={"description": "resets so far"})


class BiasEffectScore(Schema):
    total = fields.Integer(required=True, metadata={"description": "1 for a winner, else 0"})
    identity = fields.String(required=True, validate=validate.OneOf(IDENTITIES))
    satisfied = fields.Boolean(required=True)
    chips = fields.Integer(required=True)
    left = fields.Integer(required=True, metadata={"description": "programmed LEFT beliefs at the end"})
    right = fields.Integer(required=True, metadata={"description": "programmed RIGHT beliefs at the end"})


class BiasEffectGameEndedData(Schema):
    ranking = fields.List(fields.List(_seat()), required=True,
                          metadata={"description": "groups of tied seats, best first"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(BiasEffectScore), required=True,
                         metadata={"description": "seat → its score breakdown"})


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "GameStarted": BiasEffectGameStartedData,
    "AlgorithmCardsDealt": BiasEffectAlgorithmCardsDealtData,
    "AlgorithmCardsDrawn": BiasEffectAlgorithmCardsDrawnData,
    "AlgorithmDeckReshuffled": BiasEffectAlgorithmDeckReshuffledData,
    "RoundStarted": BiasEffectRoundStartedData,
    "AlgorithmTraded": BiasEffectAlgorithmTradedData,
    "TradeSkipped": BiasEffectTradeSkippedData,
    "BeliefDeckReshuffled": BiasEffectBeliefDeckReshuffledData,
    "BeliefRevealed": BiasEffectBeliefRevealedData,
    "BidSealed": BiasEffectBidSealedData,
    "BidsRevealed": BiasEffectBidsRevealedData,
    "BeliefProgrammed": BiasEffectBeliefProgrammedData,
    "BeliefDeleted": BiasEffectBeliefDeletedData,
    "BeliefRemoved": BiasEffectBeliefRemovedData,
    "LifeDeckReshuffled": BiasEffectLifeDeckReshuffledData,
    "LifeCardDrawn": BiasEffectLifeCardDrawnData,
    "ChipsMoved": BiasEffectChipsMovedData,
    "AlgorithmCardDiscarded": BiasEffectAlgorithmCardDiscardedData,
    "AlgorithmPhaseStarted": BiasEffectAlgorithmPhaseStartedData,
    "AlgorithmPlayed": BiasEffectAlgorithmPlayedData,
    "AlgorithmPassed": BiasEffectAlgorithmPassedData,
    "ModifiersAdded": BiasEffectModifiersAddedData,
    "RoundEnded": BiasEffectRoundEndedData,
    "AutonomyReached": BiasEffectAutonomyReachedData,
    "CounterReset": BiasEffectCounterResetData,
    "GameEnded": BiasEffectGameEndedData,
}
TEMPLATE_SCHEMAS: dict[str, type[Schema]] = {}  # every Bias Effect move is listed in full
