"""Schemas of the Tabletop Inc. events' ``data`` (as stored and as ``views.redact`` shows them to other viewers),
of its template moves and of one seat's final score; they generate openapi.yaml."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from games.tabletop_inc import data as D

TRACK_CARDS = (*D.SPECIALISTS, *D.FREELANCERS, *D.ITEMS)
EMPLOYEES = (*D.SPECIALISTS, *D.FREELANCERS)
REFRESHABLE = (*D.REFRESH_TRACKS, D.REFRESH_ITEM_TRACK)
# a task's source: a board action, a freelancer or item card, or "bonus" (hourglass or crystal-ball bonus, and the
# predictions left after a collection's action bonuses)
TASK_SOURCES = ("bonus", *D.ACTIONS, *D.FREELANCERS, *D.ITEMS)
REASONS = ("turn-order", "hourglass", "S-publish", *D.ACTIONS, *D.FREELANCERS, *D.ITEMS)
TASK_ENDS = ("done", "skipped", "dropped")  # how a task left the pending list (TaskDone)
TASK_KINDS = ("take", "hire", "play-card", "train", "gain", "buy", "upgrade", "publish", "award", "trade", "objective",
              "choose-action", "choose-freelancer", "flip", "predict")


def _one(choices, **kw) -> fields.String:
    return fields.String(validate=validate.OneOf(choices), **kw)


def _cards(choices, hidden: str | None = None, **kw) -> fields.List:
    """A list of card ids; ``hidden``: who sees each id as null instead."""
    if hidden is None:
        return fields.List(_one(choices), required=True, **kw)
    return fields.List(_one(choices, allow_none=True), required=True,
                       metadata={"description": f"card ids; {hidden} sees each as null (the count stays)"})


def _count(description: str | None = None) -> fields.Integer:
    return fields.Integer(required=True, **({"metadata": {"description": description}} if description else {}))


class TabletopIncResources(Schema):
    """Resource tokens by kind; a kind absent is none."""

    dollar = fields.Integer()
    time = fields.Integer()
    inspiration = fields.Integer()
    playtest = fields.Integer()
    research = fields.Integer()


class TabletopIncGains(TabletopIncResources):
    """Resource tokens and victory points by kind; a kind absent is none."""

    vp = fields.Integer(metadata={"description": "victory points on the track"})


class TabletopIncGame(Schema):
    """A game on a table: the level of its box, mechanism and component."""

    box = fields.Integer(required=True, validate=validate.Range(min=1, max=4))
    mechanism = fields.Integer(required=True, validate=validate.Range(min=1, max=4))
    component = fields.Integer(required=True, validate=validate.Range(min=1, max=4))


class TabletopIncTask(Schema):
    """A task of the turn, answered by one command (or skip) or done by itself; ``kind`` says which keys it has."""

    kind = _one(TASK_KINDS, required=True)
    action = _one(TASK_SOURCES, required=True, metadata={
        "description": "what queued it: a board action, a freelancer or item card, or bonus"})
    choices = fields.List(_one(D.RESOURCES), metadata={"description": "take: the resources to choose among"})
    max = fields.Integer(metadata={"description": "take: the most to take"})
    exact = fields.Boolean(metadata={"description": "take: exactly max, not up to max"})
    track = _one(tuple(D.TRACKS), metadata={"description": "hire: the card track"})
    free = fields.Boolean(metadata={"description": "hire: no resource to pay for cards skipped"})
    count = fields.Integer(metadata={"description": "play-card: cards left to play"})
    discount = fields.Integer(metadata={"description": "train, buy: off the price"})
    drawn = fields.Boolean(metadata={"description": "train, objective: the cards are drawn"})
    gain = fields.Nested(TabletopIncGains, metadata={"description": "gain: what it gives"})
    parts = fields.List(_one(D.PARTS), metadata={"description": "buy, upgrade: the parts it may take"})
    swap = fields.Boolean(metadata={"description": "buy: playtests and research interchangeable"})
    steps = fields.Integer(metadata={"description": "upgrade: levels left to upgrade"})
    specialist = fields.Boolean(metadata={"description": "publish: by the publish specialist (a bonus)"})
    leeway = fields.Boolean(metadata={"description": "award: one level short allowed"})
    keep = fields.Integer(metadata={"description": "objective: the most cards to keep"})


class TabletopIncScore(Schema):
    """One seat's final VP by source (rulebook page 12)."""

    total = fields.Integer(required=True)
    track = fields.Integer(required=True, metadata={"description": "VP scored during the game"})
    published = fields.Integer(required=True, metadata={"description": "published games not submitted for awards"})
    unpublished = fields.Integer(required=True, metadata={"description": "the game on the table, half rounded up"})
    objectives = fields.Integer(required=True, metadata={"description": "rewards less penalties"})
    freelancers = fields.Integer(required=True)
    awards = fields.Integer(required=True)
    objectives_achieved = fields.List(_one(tuple(D.OBJECTIVES)), required=True)


# ---------------------------------------------------------------- set-up


class TabletopIncGameStartedData(Schema):
    players = fields.Integer(required=True, validate=validate.Range(min=2, max=6))
    first = fields.Integer(required=True, metadata={"description": "the first player's seat"})
    deal = _one(("founder", "pow-wow"), required=True)
    hourglass = fields.Integer(required=True, metadata={"description": "the hourglass's start space"})
    muman = fields.Dict(keys=_one([str(i) for i in range(6)]), values=_one(D.MUMAN_LEVELS), required=True,
                        metadata={"description": "the Muman-Bot seats: seat number → difficulty"})
    refresh = fields.List(_one(REFRESHABLE), required=True,
                          metadata={"description": "the tracks of the card-track refresh variant"})


class TabletopIncAwardCardsDealtData(Schema):
    cards = _cards(tuple(D.AWARD_CARDS), metadata={"description": "each seat's award card"})


class TabletopIncObjectivesDealtData(Schema):
    cards = fields.List(_one(tuple(D.OBJECTIVES), allow_none=True), required=True,
                        metadata={"description": "each seat's objective card (public); null for a Muman-Bot "
                                                 "before rules version 5"})


class TabletopIncFounderCardsGivenData(Schema):
    """No data: every seat gets a Founder card."""


class TabletopIncPowWowDealtData(Schema):
    wow = fields.List(fields.List(_one(tuple(D.WOWS)), allow_none=True), required=True, metadata={
        "description": "each seat's WOW cards dealt ([] for a Muman-Bot); null for every seat but the viewer's"})
    pow = fields.List(fields.List(_one(tuple(D.POWS)), allow_none=True), required=True, metadata={
        "description": "each seat's POW cards dealt ([] for a Muman-Bot); null for every seat but the viewer's"})


class TabletopIncPowWowChosenData(Schema):
    wow = _one(tuple(D.WOWS), required=True, allow_none=True,
               metadata={"description": "the WOW card kept; null to the other viewers"})
    pow = _one(tuple(D.POWS), required=True, allow_none=True,
               metadata={"description": "the POW card kept; null to the other viewers"})


class TabletopIncPowWowRevealedData(Schema):
    wow = fields.List(_one(tuple(D.WOWS), allow_none=True), required=True,
                      metadata={"description": "each seat's WOW card; null for a Muman-Bot"})
    pow = fields.List(_one(tuple(D.POWS), allow_none=True), required=True,
                      metadata={"description": "each seat's POW card; null for a Muman-Bot"})


# ---------------------------------------------------------------- turns and tasks


class TabletopIncResourcesChangedData(Schema):
    delta = fields.Nested(TabletopIncGains, required=True, metadata={"description": "gained"})
    reason = _one(REASONS, required=True, metadata={
        "description": "turn-order (compensation), hourglass, S-publish, or the action or card giving them"})


class TabletopIncWorkerPlacedData(Schema):
    worker = _one(("worker", *D.SPECIALISTS), required=True,
                  metadata={"description": "worker (one of the four) or a specialist card"})
    space = _one((D.BASIC_SPACE, *D.SPACES, *D.FREELANCERS), required=True,
                 metadata={"description": "a board space, or a freelancer card at the seat's table"})
    action = _one((*D.ACTIONS, *D.FREELANCERS), required=True,
                  metadata={"description": "the board action, or the freelancer card"})
    paid = fields.Nested(TabletopIncResources, required=True, metadata={"description": "the safety cost paid"})
    bonus = fields.Nested(TabletopIncGains, required=True, metadata={"description": "the space's bonus"})
    zap = _one(tuple(D.ZAP_CARDS), metadata={"description": "a Muman-Bot's placement: its ZAP card"})


class TabletopIncTasksQueuedData(Schema):
    tasks = fields.List(fields.Nested(TabletopIncTask), required=True,
                        metadata={"description": "ahead of the tasks pending, first = next"})


class TabletopIncTaskUpdatedData(Schema):
    task = fields.Nested(TabletopIncTask, required=True, metadata={"description": "the current task, counted down"})


class TabletopIncTaskDoneData(Schema):
    """The current task left the pending list (rules version 6 on; before, no data)."""

    task = fields.Nested(TabletopIncTask, metadata={"description": "the task as it was when it ended"})
    end = _one(TASK_ENDS, metadata={
        "description": "done (answered or done by itself), skipped (by the player) or dropped (nothing could answer "
                       "it)"})


class TabletopIncTurnEndedData(Schema):
    next = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "the next seat; null: the game ends"})


class TabletopIncWorkersCollectedData(Schema):
    count = _count("workers back")


class TabletopIncHourglassMovedData(Schema):
    from_ = fields.Integer(required=True, data_key="from")
    to = fields.Integer(required=True)
    research = _count("research bonuses passed")
    actions = _count("action bonuses passed")


class TabletopIncEndTriggeredData(Schema):
    vp = _count()


class TabletopIncTrackRefilledData(Schema):
    track = _one(tuple(D.TRACKS), required=True)
    card = _one(TRACK_CARDS, required=True, allow_none=True,
                metadata={"description": "the card put on the left; null: the deck is empty"})


class TabletopIncTrackCycledData(Schema):
    track = _one(REFRESHABLE, required=True)
    card = _one(TRACK_CARDS, required=True, metadata={"description": "the far right card, put under its deck"})
    refill = _one(TRACK_CARDS, required=True, allow_none=True,
                  metadata={"description": "the card put on the left; null: the deck is empty"})
    res = fields.Nested(TabletopIncResources, required=True,
                        metadata={"description": "the resources on the card removed (they stay on its space)"})


# ---------------------------------------------------------------- predictions


class TabletopIncPredictionsMadeData(Schema):
    target = fields.Integer(required=True, metadata={"description": "the opponent predicted"})
    actions = fields.List(_one(D.PREDICTABLE, allow_none=True), required=True, metadata={
        "description": "the actions predicted, face down: null for every viewer but the predictor (the count stays)"})
    count = _count("research paid, one per prediction")


class TabletopIncPredictionFlippedData(Schema):
    target = fields.Integer(required=True)
    action = _one(D.PREDICTABLE, required=True)
    reason = _one(("action", "crystal-ball"), required=True,
                  metadata={"description": "action: the opponent took it; crystal-ball: a flip bonus"})
    vp = _count("VP at once (a WOW card)")


class TabletopIncPredictionsRewardedData(Schema):
    count = _count("predictions, all came true")
    vp = _count()


class TabletopIncPredictionsDiscardedData(Schema):
    count = _count("predictions not all come true, discarded")


# ---------------------------------------------------------------- cards


class TabletopIncCardTakenData(Schema):
    """Version 2: the card names itself; version 1 also gave its position on the track (``index``), dropped."""

    track = _one(tuple(D.TRACKS), required=True)
    card = _one(TRACK_CARDS, required=True, allow_none=True,
                metadata={"description": "the card, public (the tracks are face up; before rules version 4 "
                                         "another viewer saw null but from the item track)"})
    payment = fields.List(_one(D.RESOURCES), required=True,
                          metadata={"description": "one resource per card skipped, rightmost first"})
    gained = fields.Nested(TabletopIncResources, required=True, metadata={"description": "the resources on the card"})


class TabletopIncCardPlayedData(Schema):
    """Version 2: the place is a table place id; version 1 gave its position (0 = the WOW side)."""

    card = _one(EMPLOYEES, required=True)
    place = _one(D.TABLE_PLACES, required=True, metadata={"description": "the table place id"})
    bonus = fields.Nested(TabletopIncGains, required=True, metadata={"description": "the table side's bonus"})


class TabletopIncSkillCardsDrawnData(Schema):
    cards = _cards(tuple(D.SKILL_CARDS), hidden="a viewer other than the seat")


class TabletopIncSkillCardBoughtData(Schema):
    card = _one((*D.SKILL_CARDS, "hidden"), required=True, allow_none=True, metadata={
        "description": "the card bought (null: none); the other viewers see hidden for a card"})
    paid = fields.Nested(TabletopIncResources, required=True)
    returned = _cards(tuple(D.SKILL_CARDS), hidden="a viewer other than the seat")


class TabletopIncSkillAppliedData(Schema):
    card = _one(tuple(D.SKILL_CARDS), required=True)
    employee = _one((*EMPLOYEES, D.FOUNDER, *D.WOWS), required=True, metadata={
        "description": "the employee at the table, or the WOW or Founder card, the skill card is slotted behind"})
    gain = fields.Nested(TabletopIncGains, required=True, metadata={"description": "the skill card's benefit"})


class TabletopIncObjectivesDrawnData(Schema):
    cards = _cards(tuple(D.OBJECTIVES), hidden="a viewer other than the seat")


class TabletopIncObjectivesKeptData(Schema):
    kept = _cards(tuple(D.OBJECTIVES), metadata={"description": "public"})
    returned = _cards(tuple(D.OBJECTIVES), hidden="a viewer other than the seat")


class TabletopIncItemUsedData(Schema):
    card = _one(tuple(D.ITEMS), required=True)


class TabletopIncPowRemovedData(Schema):
    card = _one(tuple(D.POWS), required=True)
    paid = fields.Nested(TabletopIncResources, required=True)


# ---------------------------------------------------------------- games and awards


class TabletopIncPartBoughtData(Schema):
    part = _one(D.PARTS, required=True)
    level = fields.Integer(required=True, validate=validate.OneOf(D.PART_LEVELS))
    paid = fields.Nested(TabletopIncResources, required=True)


class TabletopIncPartUpgradedData(Schema):
    part = _one(D.PARTS, required=True)
    from_ = fields.Integer(required=True, data_key="from", validate=validate.OneOf(D.PART_LEVELS))
    to = fields.Integer(required=True, validate=validate.OneOf(D.PART_LEVELS))


class TabletopIncGamePublishedData(Schema):
    game = fields.Nested(TabletopIncGame, required=True)


class TabletopIncAwardWonData(Schema):
    """Version 2: the published game by its id. A version 1 event gave only the game's position in the seat's list
    of published games at that moment, which no id can be told from without the state: it reads with ``game``
    null and that position as ``index``."""

    game = _one(D.PUBLISHED_GAMES, required=True, allow_none=True, metadata={
        "description": "the published game submitted; null only on an event stored before version 2"})
    level = fields.Integer(required=True, validate=validate.OneOf((1, 2, 3)))
    index = fields.Integer(metadata={
        "description": "only on an event stored before version 2: the game's position in the seat's published games "
                       "then (0 = the first left)"})


class TabletopIncTradedData(Schema):
    give = fields.Nested(TabletopIncResources, required=True)
    get = fields.Nested(TabletopIncResources, required=True)


class TabletopIncGameEndedData(Schema):
    ranking = fields.List(fields.List(fields.Integer()), required=True,
                          metadata={"description": "groups of tied seats, best first (one seat each)"})
    scores = fields.Dict(keys=fields.String(), values=fields.Nested(TabletopIncScore), required=True,
                         metadata={"description": "seat → its score breakdown"})


# ---------------------------------------------------------------- the Muman-Bot


class TabletopIncZapDrawnData(Schema):
    card = _one(tuple(D.ZAP_CARDS), required=True)
    reshuffled = fields.Boolean(required=True, metadata={"description": "the discard pile became the deck first"})
    action = _one(D.ACTIONS, required=True, metadata={"description": "the card's action"})


class TabletopIncZapScoredData(Schema):
    card = _one(tuple(D.ZAP_CARDS), required=True)
    difficulty = _one(D.MUMAN_LEVELS, required=True)
    box = _one(D.MUMAN_LEVELS, required=True, metadata={"description": "the VP box used (Extreme falls back to Hard)"})
    vp = _count()


class TabletopIncAwardRemovedData(Schema):
    level = fields.Integer(required=True, allow_none=True, validate=validate.OneOf((1, 2, 3)),
                           metadata={"description": "the award level removed; null: none left"})
    wanted = fields.Integer(required=True, validate=validate.OneOf((1, 2, 3)))
    card = _one(tuple(D.ZAP_CARDS), required=True)


class TabletopIncObjectiveDiscardedData(Schema):
    card = _one(tuple(D.OBJECTIVES), required=True, allow_none=True,
                metadata={"description": "the top card discarded; null: the deck is empty"})
    zap = _one(tuple(D.ZAP_CARDS), required=True)


class TabletopIncSkillDiscardedData(Schema):
    card = _one(tuple(D.SKILL_CARDS), required=True, allow_none=True,
                metadata={"description": "the top card discarded; null: the deck is empty"})
    zap = _one(tuple(D.ZAP_CARDS), required=True)


class TabletopIncTrackRefreshedData(Schema):
    track = _one(tuple(D.TRACKS), required=True)
    returned = _cards(TRACK_CARDS, metadata={"description": "the track's cards, shuffled back into the deck"})
    res = fields.Nested(TabletopIncResources, required=True, metadata={"description": "the resources on them"})
    zap = _one(tuple(D.ZAP_CARDS), required=True)


class TabletopIncMumanPredictedData(Schema):
    target = fields.Integer(required=True)
    actions = fields.List(_one(D.PREDICTABLE), required=True, metadata={"description": "face up: public"})
    count = _count()


class TabletopIncMumanPredictionCorrectData(Schema):
    target = fields.Integer(required=True)
    action = _one(D.PREDICTABLE, required=True)
    vp = _count()


# ---------------------------------------------------------------- template moves


class TabletopIncTradeTemplate(Schema):
    give = fields.String(required=True, metadata={"description": "what to put in the trade command's give"})
    get = fields.String(required=True, metadata={"description": "what to put in the trade command's get"})


class TabletopIncPredictionChoice(Schema):
    from_ = fields.List(_one(D.PREDICTABLE), required=True, data_key="from",
                        metadata={"description": "the actions to predict among"})
    counts = fields.List(fields.Integer(), required=True, metadata={"description": "the prediction counts allowed"})
    cost = fields.String(required=True)


class TabletopIncCollectTemplate(Schema):
    target = fields.List(fields.Integer(), required=True, metadata={"description": "the opponents to predict about"})
    predictions = fields.Nested(TabletopIncPredictionChoice, required=True)


EVENT_SCHEMAS: dict[str, type[Schema]] = {
    "GameStarted": TabletopIncGameStartedData,
    "AwardCardsDealt": TabletopIncAwardCardsDealtData,
    "ObjectivesDealt": TabletopIncObjectivesDealtData,
    "FounderCardsGiven": TabletopIncFounderCardsGivenData,
    "PowWowDealt": TabletopIncPowWowDealtData,
    "PowWowChosen": TabletopIncPowWowChosenData,
    "PowWowRevealed": TabletopIncPowWowRevealedData,
    "ResourcesChanged": TabletopIncResourcesChangedData,
    "WorkerPlaced": TabletopIncWorkerPlacedData,
    "TasksQueued": TabletopIncTasksQueuedData,
    "TaskUpdated": TabletopIncTaskUpdatedData,
    "TaskDone": TabletopIncTaskDoneData,
    "TurnEnded": TabletopIncTurnEndedData,
    "WorkersCollected": TabletopIncWorkersCollectedData,
    "HourglassMoved": TabletopIncHourglassMovedData,
    "EndTriggered": TabletopIncEndTriggeredData,
    "TrackRefilled": TabletopIncTrackRefilledData,
    "TrackCycled": TabletopIncTrackCycledData,
    "PredictionsMade": TabletopIncPredictionsMadeData,
    "PredictionFlipped": TabletopIncPredictionFlippedData,
    "PredictionsRewarded": TabletopIncPredictionsRewardedData,
    "PredictionsDiscarded": TabletopIncPredictionsDiscardedData,
    "CardTaken": TabletopIncCardTakenData,
    "CardPlayed": TabletopIncCardPlayedData,
    "SkillCardsDrawn": TabletopIncSkillCardsDrawnData,
    "SkillCardBought": TabletopIncSkillCardBoughtData,
    "SkillApplied": TabletopIncSkillAppliedData,
    "ObjectivesDrawn": TabletopIncObjectivesDrawnData,
    "ObjectivesKept": TabletopIncObjectivesKeptData,
    "ItemUsed": TabletopIncItemUsedData,
    "PowRemoved": TabletopIncPowRemovedData,
    "PartBought": TabletopIncPartBoughtData,
    "PartUpgraded": TabletopIncPartUpgradedData,
    "GamePublished": TabletopIncGamePublishedData,
    "AwardWon": TabletopIncAwardWonData,
    "Traded": TabletopIncTradedData,
    "GameEnded": TabletopIncGameEndedData,
    "ZapDrawn": TabletopIncZapDrawnData,
    "ZapScored": TabletopIncZapScoredData,
    "AwardRemoved": TabletopIncAwardRemovedData,
    "ObjectiveDiscarded": TabletopIncObjectiveDiscardedData,
    "SkillDiscarded": TabletopIncSkillDiscardedData,
    "TrackRefreshed": TabletopIncTrackRefreshedData,
    "MumanPredicted": TabletopIncMumanPredictedData,
    "MumanPredictionCorrect": TabletopIncMumanPredictionCorrectData,
}

TEMPLATE_SCHEMAS: dict[str, type[Schema]] = {
    "trade": TabletopIncTradeTemplate,
    "collect": TabletopIncCollectTemplate,
    "predict": TabletopIncCollectTemplate,  # the same choice, after a collection's action bonuses
}
