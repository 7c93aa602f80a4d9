"""The English words of Tabletop Inc.: a label for each legal move and a game-log summary for each event.

Every template is here (``LABELS`` by command type, ``SUMMARIES`` by event type, ``PHRASES`` for the pieces they
are built from), so a translation replaces these tables. Labels are rendered here with the catalogue's names;
summaries stay a template plus params holding catalogue ids, rendered by ``games.texts`` for each client.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.tabletop_inc import data as D
from games.tabletop_inc import idle_places
from games.tabletop_inc.catalogue import COMPONENTS
from games.texts import render, score_row, template_params

NAMES: dict[str, str] = {c["id"]: c["name"] for c in COMPONENTS}
# An action whose id is also a resource or part (playtest, research, box) is named by that piece; its board action
# has its own name in the piece's ``action`` field, used when a label names the action.
ACTION_NAMES: dict[str, str] = {c["id"]: (c["action"]["name"] if "action" in c and isinstance(c["action"], dict)
                                          else c["name"]) for c in COMPONENTS if c["id"] in D.ACTIONS}

LABELS: dict[str, str] = {
    "choose-cards": "Keep {wow} and {pow}",
    "place": "Place a worker on {space}",
    "place.specialist": "Place your {worker} on {space}",
    "collect": "Collect your workers without predicting",
    "collect.predict": "Collect your workers and predict that {target_seat} will take {actions}, for {cost}",
    "collect.template": "Collect your workers and predict one opponent's actions, one research token each",
    "predict": "Predict that {target_seat} will take {actions}, for {cost}",
    "predict.template": "Predict one opponent's actions, one research token each",
    "publish": "Publish the game on your table",
    "take": "Take {resources}",
    "pick.specialist": "Hire {card} from the {track}",
    "pick.freelancer": "Hire {card} from the {track}",
    "pick.item": "Take {card} from the item track",
    "play-card": "Give {card} a place at your table",
    "buy-skill": "Buy {card} for {price}",
    "buy": "Buy a level {level} {part} for {price}",
    "upgrade": "Upgrade your {part} from level {level} to level {to}",
    "upgrade.unknown": "Upgrade your {part} one level",
    "award": "Submit {game} for a level {level} award",
    "trade": "Trade {give} for {get}",
    "trade.template": "Trade resources for others of the same level",
    "keep-objectives": "Keep {cards}",
    "choose-action": "Take the {action} action",
    "choose-freelancer": "Take the action of {card}",
    "flip-prediction": "Flip your {action} prediction face up as if it had come true",
    "use-item": "Use {card}",
    "apply-skill": "Slot {card} behind {employee}",
    "remove-pow": "Remove {card} for {price}",
    "remove-pow.none": "Remove your POW card",
    "end-turn": "End your turn",
    "place.none": "Place a worker",
    "award.level": "Win a level {level} award",
    "muman-turn": "Take the Muman-Bot's turn: draw a ZAP card",
    # skip, by the task it skips
    "skip": "Skip this step",
    "skip.take": "Take no resources",
    "skip.hire": "Take no card",
    "skip.play-card": "Play no more employee cards",
    "skip.train": "Buy no skill card",
    "skip.buy": "Buy nothing",
    "skip.upgrade": "Upgrade nothing more",
    "skip.award": "Submit no game for an award",
    "skip.trade": "Make no more trades",
    "skip.publish": "Keep the game on your table unpublished",
    "skip.predict": "Make no prediction",
    "skip.objective": "Keep no objective card",
    "skip.choose-action": "Take no action",
    "skip.choose-freelancer": "Take no freelancer's action",
    "skip.flip": "Flip no prediction",
}
# The section of the players' rules (docs/play/tabletop-inc.md) each command applies, as /moves links it.
RULES: dict[str, str] = {
    "choose-cards": "set-up", "place": "playing-a-turn", "collect": "playing-a-turn", "end-turn": "playing-a-turn",
    "take": "actions", "pick": "actions", "play-card": "actions", "buy-skill": "actions", "buy": "actions",
    "upgrade": "actions", "publish": "actions", "award": "actions", "trade": "actions", "keep-objectives": "actions",
    "skip": "actions", "predict": "predictions", "flip-prediction": "predictions", "choose-action": "cards",
    "choose-freelancer": "freelancers", "use-item": "items", "apply-skill": "skill-cards", "remove-pow": "pow-cards",
    "muman-turn": "playing-against-the-muman-bot",
}

SUMMARIES: dict[str, str] = {
    "GameStarted.founder": "The game started with {players} players and Founder cards; {first_seat} goes first and "
                           "the hourglass stands on space {hourglass}.",
    "GameStarted.pow-wow": "The game started with {players} players and POW and WOW cards; {first_seat} goes first "
                           "and the hourglass stands on space {hourglass}.",
    "AwardCardsDealt": "Award cards were dealt: {dealt}.",
    "ObjectivesDealt": "Objective cards were dealt face up: {dealt}.",
    "ObjectivesDealt.none": "No objective cards were dealt.",
    "FounderCardsGiven": "Every player placed a {card} in the WOW space of their table.",
    "PowWowDealt": "Two WOW and two POW cards were dealt face down to each player.",
    "PowWowDealt.seen": "Two WOW and two POW cards were dealt face down to each player: {dealt}.",
    "PowWowChosen": "{seat} chose a WOW and a POW card.",
    "PowWowChosen.seen": "{seat} kept {wow} and {pow}.",
    "PowWowRevealed": "The WOW and POW cards were revealed: {revealed}.",
    "PowWowRevealed.none": "No WOW or POW cards were revealed.",
    "ResourcesChanged.turn-order": "{seat} took {amounts} as turn-order compensation.",
    "ResourcesChanged.hourglass": "{seat} gained {amounts} from an hourglass bonus space.",
    "ResourcesChanged.playtest": "{seat} playtested and gained {amounts}.",
    "ResourcesChanged.research": "{seat} researched and gained {amounts}.",
    "ResourcesChanged.action": "{seat} gained {amounts} from the {reason} action.",
    "ResourcesChanged.card": "{seat} gained {amounts} from {reason}.",
    "ResourcesChanged": "{seat} gained {amounts}.",
    "WorkerPlaced": "{seat} placed a worker on {space}.",
    "WorkerPlaced.specialist": "{seat} placed their {worker} on {space}.",
    "WorkerPlaced.zap": "{seat} placed a worker on {space} for {zap}.",
    "TasksQueued": "{seat} set up the next steps: {steps}.",
    "TasksQueued.none": "{seat} had no steps to add.",
    "TaskUpdated.play-card": "{seat} may still give {count} more employee card(s) a place at their table.",
    "TaskUpdated.upgrade": "{seat} may still upgrade by {steps} more level(s).",
    "TaskUpdated": "{seat} went on with the current step: {step}.",
    "TaskUpdated.none": "{seat} went on with the current step.",
    "TaskDone.done": "{seat} finished a step of {source}: {step}.",
    "TaskDone.skipped": "{seat} skipped a step of {source}: {step}.",
    "TaskDone.dropped": "{seat} dropped a step of {source} that nothing could answer: {step}.",
    "TaskDone.done.bonus": "{seat} finished a bonus step: {step}.",
    "TaskDone.skipped.bonus": "{seat} skipped a bonus step: {step}.",
    "TaskDone.dropped.bonus": "{seat} dropped a bonus step that nothing could answer: {step}.",
    "TaskDone.done.piece": "{seat} finished a step: {step}.",
    "TaskDone.skipped.piece": "{seat} skipped a step: {step}.",
    "TaskDone.dropped.piece": "{seat} dropped a step that nothing could answer: {step}.",
    # a TaskDone recorded before rules version 6 carries no task
    "TaskDone": "{seat} was done with the current step of their turn.",
    "TurnEnded": "{seat} ended their turn; {next_seat} is next.",
    "TurnEnded.last": "{seat} ended the last turn of the game.",
    "WorkersCollected": "{seat} collected {count} worker(s).",
    "HourglassMoved": "{seat} moved the hourglass back from space {from_space} to space {to_space}.",
    "HourglassMoved.still": "{seat} could not move the hourglass: it already stands on space {to_space}.",
    "EndTriggered": "{seat} moved the hourglass to the 0 space, triggered the end of the game and gained {vp} VP.",
    "TrackRefilled": "{card} was dealt face up onto the {track}.",
    "TrackRefilled.item": "{card} was dealt face up onto the item track.",
    "TrackRefilled.empty": "The {track} was not refilled: its deck is empty.",
    "TrackRefilled.item-empty": "The item track was not refilled: its deck is empty.",
    "TrackCycled": "{card} left the far right of the {track} for the bottom of its deck; {refill} was dealt face "
                   "up.",
    "TrackCycled.empty": "{card} left the far right of the {track} for the bottom of its deck; no card was left to "
                         "deal.",
    "PredictionsMade": "{seat} made {count} face-down prediction(s) about {target_seat}.",
    "PredictionsMade.seen": "{seat} predicted that {target_seat} will take {actions}.",
    "PredictionFlipped.action": "{target_seat} took the {action} action: {seat}'s prediction came true.",
    "PredictionFlipped.crystal-ball": "{seat} flipped their {action} prediction about {target_seat} with a crystal "
                                      "ball, as if it had come true.",
    "PredictionsRewarded": "All {count} of {seat}'s predictions came true: {seat} gained {vp} VP.",
    "PredictionsRewarded.one": "{seat}'s one prediction came true: {seat} gained {vp} VP.",
    "PredictionsDiscarded": "{seat} returned {count} prediction card(s) that did not all come true.",
    "CardTaken": "{seat} took {card} from the {track}.",
    "CardTaken.item": "{seat} took {card} from the item track.",
    "CardTaken.hidden": "{seat} took a card from the {track}.",
    "CardPlayed": "{seat} gave {card} a place at their table.",
    "SkillCardsDrawn": "{seat} drew {cards} from the {deck}.",
    "SkillCardsDrawn.hidden": "{seat} drew {count} card(s) from the {deck}.",
    "SkillCardBought": "{seat} bought {card}.",
    "SkillCardBought.hidden": "{seat} bought a skill card.",
    "SkillCardBought.none": "{seat} bought no skill card.",
    "SkillApplied": "{seat} slotted {card} behind {employee}.",
    "ObjectivesDrawn": "{seat} drew {cards} from the objective deck.",
    "ObjectivesDrawn.hidden": "{seat} drew {count} objective card(s).",
    "ObjectivesKept": "{seat} kept {kept} face up.",
    "ObjectivesKept.none": "{seat} kept no objective card.",
    "ItemUsed": "{seat} used {card}.",
    "PowRemoved": "{seat} removed {card} from their table.",
    "PartBought": "{seat} bought a level {level} {part}.",
    "PartUpgraded": "{seat} upgraded their {part} from level {from_level} to level {to_level}.",
    "GamePublished": "{seat} published a game: {box} level {box_level}, {mechanism} level {mechanism_level}, "
                     "{component} level {component_level}.",
    "AwardWon": "{seat} submitted {game} for a level {level} award.",
    "AwardWon.position": "{seat} submitted published game {position} for a level {level} award.",
    "Traded": "{seat} traded {give} for {get}.",
    "GameEnded": "The game ended: {winner_seat} won with {vp} VP.",
    "GameEnded.none": "The game ended.",
    "ZapDrawn": "{seat} drew {card}: the {action} action.",
    "ZapDrawn.reshuffled": "{seat} shuffled the ZAP discard pile into a new deck and drew {card}: the {action} "
                           "action.",
    "ZapScored": "{seat} scored {vp} VP from {card} at {difficulty} difficulty.",
    "AwardRemoved": "{seat}'s {card} removed a level {level} award from the shelf.",
    "AwardRemoved.none": "{seat}'s {card} removed no award: none was left.",
    "ObjectiveDiscarded": "{seat}'s {zap} discarded {card} from the objective deck and shuffled it.",
    "ObjectiveDiscarded.empty": "{seat}'s {zap} discarded no objective card: the deck is empty.",
    "SkillDiscarded": "{seat}'s {zap} discarded {card} from the {deck} and shuffled it.",
    "SkillDiscarded.empty": "{seat}'s {zap} discarded no skill card: the {deck} is empty.",
    "TrackRefreshed": "{seat}'s {zap} shuffled {returned} from the {track} back into its deck.",
    "TrackRefreshed.item": "{seat}'s {zap} shuffled {returned} from the item track back into its deck.",
    "MumanPredicted": "{seat} predicted face up that {target_seat} will take {actions}.",
    "MumanPredictionCorrect": "{target_seat} took the {action} action: {seat}'s prediction came true for {vp} VP.",
}

PART_WORDS = {"box": "box", "mechanism": "mechanism", "component": "component"}  # as a player names the parts

PHRASES: dict[str, str] = {
    "and": ", ",
    "clauses": "; ",
    "nothing": "nothing",
    # labels
    "amount": "{n} {name}",
    "amount.vp": "{n} VP",
    "amount.prediction": "a crystal ball",
    "plural": "{name}s",
    "place.cost": "pay {cost}",
    "place.own": "no safety cost (its own action)",
    "place.bonus": "gain {bonus}",
    # a placement whose step nothing could answer, in the rulebook's words (idle_places.denied gives the key)
    "place.idle": "it gains nothing now: {why}",
    "place.idle.bonus": "its action gains nothing now: {why}",
    "place.idle.ball": "the crystal ball flips nothing now: {why}",
    "idle.or": " and ",
    "idle.full": "you already have a {part} on your gaming table",
    "idle.skill": "your workers lack the skill for any {part} left",
    "idle.afford": "you cannot afford a {part}",
    "idle.no-published": "you have no published game to submit for an award",
    "idle.no-award": "no award you may take is left on the shelves",
    "idle.award": "none of your published games has the levels of box, mechanism and component your award card "
                  "lists for an award left on the shelves",
    "idle.publish": "to publish a game you must have a box, mechanism and component on your gaming table",
    "idle.no-hand": "you have no specialist or freelancer card in hand to give a place at your table",
    "idle.no-room": "you have no space at your table for an employee",
    "idle.top": "your {part} cannot be upgraded any higher",
    "idle.top.game": "no box, mechanism or component of yours can be upgraded any higher",
    "idle.track": "no card is left on the {track} track",
    "idle.deck": "the {deck} deck is empty",
    "idle.skill-card": "you cannot afford even the cheapest skill card ({cost})",
    "idle.trade": "you have no resources to trade",
    "idle.flip": "you have no prediction that has not yet come true",
    "idle.freelancer": "no other freelancer is at any table",
    "pick.payment": "placing {payment} on the cards skipped",
    "pick.gained": "gaining {gained} from the card",
    "play-card.side": "{side}",
    "play-card.bonus": "gain {bonus}",
    "award.vp": "{vp} VP at the end",
    "apply-skill.gain": "gain {gain}",
    "use-item.effect": "{effect}",
    "choose-action.bonus": "as an action bonus, without cost or bonus",
    "worker": "worker",
    # summaries: an amount of a resource, and the clauses added to a sentence
    "sum.amount": "{n} × {r}",
    "sum.vp": "{n} VP",
    "sum.dealt": "{card} to {seat}",
    "sum.pair": "{wow} and {pow} for {seat}",
    "sum.paid": ", paying {paid}",
    "sum.bonus": ", and gained {bonus}",
    "sum.payment": ", placing {payment} on the cards skipped",
    "sum.gained": ", and gained {gained} from it",
    "sum.table-bonus": ", and gained {bonus}",
    "sum.skill-gain": ", and gained {gain}",
    "sum.returned": ", returning {returned} to the bottom of the deck",
    "sum.returned-hidden": ", returning {returned_count} card(s) to the bottom of the deck",
    "sum.research": ", passing {research} research bonus space(s)",
    "sum.actions": ", passing {actions} action bonus space(s)",
    "sum.cost": " for {cost}",
    "sum.res-left": "; the {res} on it stayed on its space",
    "sum.res-returned": "; the {res} on them went back to the supply",
    "sum.flip-vp": " {seat} gained {vp} VP at once.",
    "sum.rank": "{seat} {vp} VP",
    "sum.ranks": "; then {ranks}",
    # summaries: a queued step
    "step.take": "take {max} of {choices}",
    "step.take.up-to": "take up to {max} of {choices}",
    "step.hire": "take a card from the {track}",
    "step.hire.item": "take a card from the item track",
    "step.play-card": "give {count} employee card(s) a place at the table",
    "step.train": "buy a skill card",
    "step.gain": "gain {gain}",
    "step.buy": "buy one of {parts}",
    "step.buy.one": "buy a {parts}",
    "step.upgrade": "upgrade your {parts} by up to {steps} level(s) in all",
    "step.publish": "publish the game on the table",
    "step.award": "submit a published game for an award",
    "step.trade": "trade resources",
    "step.predict": "make predictions",
    "step.objective": "choose up to {keep} objective card(s)",
    "step.choose-action": "choose a board action",
    "step.choose-freelancer": "choose a freelancer's action",
    "step.flip": "flip a prediction",
    "step": "a step",
}

_TASK_PHRASES = {"hire", "take", "play-card", "train", "gain", "buy", "upgrade", "publish", "award", "trade",
                 "objective", "choose-action", "choose-freelancer", "flip", "predict"}


# ---------------------------------------------------------------- labels


def _show(template: str, **params: Any) -> str:
    return render(template, params, NAMES)


def _label_amounts(amounts: Mapping[str, Any] | None, zeros: bool = False) -> str:
    """``{"dollar": 2, "vp": 1}`` → "2 Dollars, 1 VP", by the catalogue's names (``zeros``: "0 Dollars" kept)."""
    parts = []
    for key, n in (amounts or {}).items():
        if not isinstance(n, int) or not (n or zeros):
            continue
        if key == "vp":
            parts.append(PHRASES["amount.vp"].format(n=n))
        elif key == "prediction":
            parts.append(PHRASES["amount.prediction"])
        else:
            name = NAMES.get(key, key)
            parts.append(PHRASES["amount"].format(n=n, name=name if n == 1 else PHRASES["plural"].format(name=name)))
    return PHRASES["and"].join(parts) or PHRASES["nothing"]


label_amounts = _label_amounts


def _with(label: str, clauses: Sequence[str]) -> str:
    return label + (": " + PHRASES["and"].join(clauses) if clauses else "")


def _me(view: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
    players = view.get("players") or []
    return players[seat] if 0 <= seat < len(players) else {}


def _task(view: Mapping[str, Any]) -> Mapping[str, Any]:
    pending = view.get("pending") or []
    return pending[0] if pending else {}


def _place(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    worker, space = move.get("worker"), move.get("space")
    key = "place" if worker == "worker" else "place.specialist"
    label = _show(LABELS[key], worker=worker, space=space)
    clauses: list[str] = []
    sp = (view.get("spaces") or {}).get(space) or D.SPACES.get(space)
    if sp:
        own = worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == sp.get("action")
        if sp.get("cost"):
            clauses.append(PHRASES["place.own"] if own else PHRASES["place.cost"].format(
                cost=_label_amounts(_paying(move, sp["cost"]))))
        if sp.get("bonus"):
            clauses.append(PHRASES["place.bonus"].format(bonus=_label_amounts(sp["bonus"])))
    action, ball = idle_places.denied(view, seat, move)
    idle = []
    if action:
        why = PHRASES["idle.or"].join(_idle_reason(key, params) for key, params in action)
        idle.append(PHRASES["place.idle.bonus" if sp and sp.get("bonus") else "place.idle"].format(why=why))
    if ball:
        idle.append(PHRASES["place.idle.ball"].format(why=_idle_reason(*ball)))
    return {"label": PHRASES["clauses"].join([_with(label, clauses), *idle]), "targets": [worker, space]}


def _idle_reason(key: str, params: Mapping[str, Any]) -> str:
    if key == "top" and params.get("part") == "game":
        return PHRASES["idle.top.game"]
    if key == "skill-card":
        return PHRASES["idle.skill-card"].format(cost=_label_amounts({"dollar": params["cost"]}))
    words = {k: PART_WORDS.get(v, v) if k == "part" else v for k, v in params.items()}
    return PHRASES[f"idle.{key}"].format(**words)


def _paying(move: Mapping[str, Any], cost: Mapping[str, Any]) -> Mapping[str, Any]:
    """What a move pays: its own split between interchangeable resources (``pay``), else the cost as named."""
    return move["pay"] if isinstance(move.get("pay"), Mapping) else cost


def _collect(view: Mapping[str, Any], seat: int, move: Mapping[str, Any], kind: str = "collect") -> dict[str, Any]:
    if move.get("template"):
        choice = move.get("predictions") if isinstance(move.get("predictions"), dict) else {}
        return {"label": LABELS[f"{kind}.template"], "targets": [],
                "fields": {"predictions": [a for a in choice.get("from") or [] if a in NAMES]}}
    actions = [a for a in move.get("predictions") or [] if a in NAMES]
    if not actions:
        return {"label": LABELS["collect"], "targets": []}
    label = render(LABELS["collect.predict" if kind == "collect" else kind], {
        "target_seat": move.get("target") if move.get("target") is not None else 1 - seat,
        "actions": [ACTION_NAMES.get(a, a) for a in actions],
        "cost": _label_amounts({k: v * len(actions) for k, v in D.PREDICTION_COST.items()})}, NAMES)
    return {"label": label, "targets": actions}


def _pick(view: Mapping[str, Any], move: Mapping[str, Any]) -> dict[str, Any]:
    task = _task(view)
    track = task.get("track", "specialist")
    slots = (view.get("tracks") or {}).get(track) or []
    card = move.get("card")
    slot = next((x for x in slots if isinstance(x, Mapping) and x.get("card") == card), {})
    label = _show(LABELS.get(f"pick.{track}", LABELS["pick.specialist"]), card=card, track=track)
    clauses = []
    payment = [r for r in move.get("payment") or [] if r in NAMES]
    if payment:
        counts: dict[str, int] = {}
        for r in payment:
            counts[r] = counts.get(r, 0) + 1
        clauses.append(PHRASES["pick.payment"].format(payment=_label_amounts(counts)))
    if slot.get("res"):
        clauses.append(PHRASES["pick.gained"].format(gained=_label_amounts(slot["res"])))
    targets = [card] if card in NAMES else []
    return {"label": _with(label, clauses), "targets": targets + sorted(set(payment), key=payment.index)}


def _play_card(move: Mapping[str, Any]) -> dict[str, Any]:
    card, place = move.get("card"), move.get("place")
    known = isinstance(place, str) and place in D.TABLE_BONUS
    clauses = [_show(PHRASES["play-card.side"], side=place)] if known else []
    bonus = D.TABLE_BONUS[place] if known else {}
    if bonus:
        clauses.append(PHRASES["play-card.bonus"].format(bonus=_label_amounts(bonus)))
    label = _with(_show(LABELS["play-card"], card=card), clauses)
    return {"label": label, "targets": [card, place] if known else [card]}


def _buy_skill(view: Mapping[str, Any], move: Mapping[str, Any]) -> dict[str, Any]:
    card = move.get("card")
    cost = D.SKILL_CARDS.get(card, {}).get("cost", 0)
    price = max(0, cost - (_task(view).get("discount") or 0))
    return {"label": _show(LABELS["buy-skill"], card=card, price=_label_amounts(_paying(move, {"dollar": price}))
                           if price else PHRASES["nothing"]), "targets": [card]}


def _buy(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    part, level = move.get("part"), move.get("level")
    wow = D.WOWS.get(_me(view, seat).get("wow") or "", {})
    cost = (D.PART_COST.get(level, 0) - (_task(view).get("discount") or 0)
            - (wow.get("box_discount", 0) if part == "box" else 0)
            - (wow.get("component_discount", 0) if part == "component" else 0))
    price = _label_amounts(_paying(move, {D.PART_COST_RESOURCE.get(part, ""): max(0, cost)}))
    return {"label": _show(LABELS["buy"], part=part, level=level, price=price), "targets": [part]}


def _upgrade(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    part = move.get("part")
    me = _me(view, seat)
    level = (me.get("game") or {}).get(part)
    top = D.POWS.get(me.get("pow") or "", {}).get("max_level", {}).get(part, D.UPGRADE_MAX_LEVEL)
    supply = (view.get("supply") or {}).get(part) or {}
    # 'If a level of Box, Mechanism or Component has run out, it is ignored'
    to = next((lv for lv in range(level + 1, top + 1) if supply.get(str(lv), 0) > 0), None) if level else None
    if to is None:
        return {"label": _show(LABELS["upgrade.unknown"], part=part), "targets": [part]}
    return {"label": _show(LABELS["upgrade"], part=part, level=level, to=to), "targets": [part]}


def _award(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    game, level = move.get("game"), move.get("level")
    me = _me(view, seat)
    card = me.get("award_card")
    label = _show(LABELS["award"], game=game, level=level)
    games = [game] if game in NAMES else []
    row = D.AWARD_CARDS.get(card, {}).get(level)
    if not row:
        return {"label": label, "targets": games}
    vp = D.WOWS.get(me.get("wow") or "", {}).get("award_vp", {}).get(level, row[3])
    return {"label": _with(label, [PHRASES["award.vp"].format(vp=vp)]), "targets": [*games, card]}


def _trade(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    if move.get("template"):
        have = [r for r in D.RESOURCES if ((_me(view, seat).get("res") or {}).get(r) or 0) > 0]
        return {"label": LABELS["trade.template"], "targets": [],
                "fields": {"give": have, "get": list(D.RESOURCES)}}
    give = move.get("give") if isinstance(move.get("give"), dict) else {}
    get = move.get("get") if isinstance(move.get("get"), dict) else {}
    label = _show(LABELS["trade"], give=_label_amounts(give), get=_label_amounts(get))
    return {"label": label, "targets": [r for r in (*give, *get) if r in NAMES]}


def _choose_action(view: Mapping[str, Any], move: Mapping[str, Any]) -> dict[str, Any]:
    action = move.get("action")
    label = _show(LABELS["choose-action"], action=ACTION_NAMES.get(action, action))
    clauses = [PHRASES["choose-action.bonus"]] if _task(view).get("action") == "bonus" else []
    return {"label": _with(label, clauses), "targets": [action]}


def _use_item(move: Mapping[str, Any]) -> dict[str, Any]:
    card = move.get("card")
    label = _show(LABELS["use-item"], card=card)
    # the catalogue's text is "<name>: <effect>"; the effect says what discarding it does
    text = next((c["text"] for c in COMPONENTS if c["id"] == card), "")
    effect = text.split(": ", 1)[1].rstrip(".") if ": " in text else ""
    return {"label": _with(label, [PHRASES["use-item.effect"].format(effect=effect[:1].lower() + effect[1:])]
                           if effect else []), "targets": [card]}


def _apply_skill(move: Mapping[str, Any]) -> dict[str, Any]:
    card, employee = move.get("card"), move.get("employee")
    gain = D.SKILL_CARDS.get(card, {}).get("benefit")
    clauses = [PHRASES["apply-skill.gain"].format(gain=_label_amounts(gain))] if gain else []
    return {"label": _with(_show(LABELS["apply-skill"], card=card, employee=employee), clauses),
            "targets": [card, employee]}


def _remove_pow(view: Mapping[str, Any], seat: int, move: Mapping[str, Any]) -> dict[str, Any]:
    card = _me(view, seat).get("pow")
    if card not in NAMES:
        return {"label": LABELS["remove-pow.none"], "targets": []}
    return {"label": _show(LABELS["remove-pow"], card=card, price=_label_amounts(_paying(move, D.POW_REMOVAL_COST))),
            "targets": [card]}


def describe_move(view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
    """``{"label", "targets"}`` (and a template's ``fields``) of one legal move, told from ``view`` alone."""
    kind = move.get("type")
    if kind == "place":
        return _place(view, seat, move)
    if kind in ("collect", "predict"):
        return _collect(view, seat, move, kind)
    if kind == "pick":
        return _pick(view, move)
    if kind == "play-card":
        return _play_card(move)
    if kind == "buy-skill":
        return _buy_skill(view, move)
    if kind == "buy":
        return _buy(view, seat, move)
    if kind == "upgrade":
        return _upgrade(view, seat, move)
    if kind == "award":
        return _award(view, seat, move)
    if kind == "trade":
        return _trade(view, seat, move)
    if kind == "choose-action":
        return _choose_action(view, move)
    if kind == "use-item":
        return _use_item(move)
    if kind == "apply-skill":
        return _apply_skill(move)
    if kind == "remove-pow":
        return _remove_pow(view, seat, move)
    if kind == "choose-cards":
        return {"label": _show(LABELS[kind], wow=move.get("wow"), pow=move.get("pow")),
                "targets": [move.get("wow"), move.get("pow")]}
    if kind == "take":
        resources = move.get("resources") if isinstance(move.get("resources"), dict) else {}
        return {"label": _show(LABELS[kind], resources=_label_amounts(resources)),
                "targets": [r for r, n in resources.items() if n and r in NAMES]}
    if kind in ("choose-freelancer", "keep-objectives"):
        cards = move.get("cards") if kind == "keep-objectives" else [move.get("card")]
        cards = [c for c in cards or [] if c in NAMES]
        return {"label": _show(LABELS[kind], card=cards[0] if cards else None, cards=cards), "targets": cards}
    if kind == "flip-prediction":
        action = move.get("action")
        return {"label": _show(LABELS[kind], action=ACTION_NAMES.get(action, action)), "targets": [action]}
    if kind == "skip":
        return {"label": LABELS.get(f"skip.{_task(view).get('kind')}", LABELS["skip"]), "targets": []}
    return {"label": LABELS.get(kind) or LABELS["skip"], "targets": []}


# ---------------------------------------------------------------- summaries


def _amounts(name: str, amounts: Any, params: dict[str, Any]) -> str:
    """A template piece for resources and VP (``{name_dollar_n} × {name_dollar}`` …), its params added to
    ``params``: each resource is its catalogue id, so a client can highlight it."""
    if not isinstance(amounts, Mapping):
        return PHRASES["nothing"]
    parts = []
    for key, n in amounts.items():
        if not isinstance(n, int) or not n:
            continue
        if key == "vp":
            params[f"{name}_vp"] = n
            parts.append(PHRASES["sum.vp"].format(n=f"{{{name}_vp}}"))
        elif key in NAMES:
            params[f"{name}_{key}"], params[f"{name}_{key}_n"] = key, n
            parts.append(PHRASES["sum.amount"].format(n=f"{{{name}_{key}_n}}", r=f"{{{name}_{key}}}"))
    return PHRASES["and"].join(parts) or PHRASES["nothing"]


amounts_phrase = _amounts


def _ids(values: Any) -> list[str]:
    return [v for v in values if isinstance(v, str) and v in NAMES] if isinstance(values, list) else []


def _per_seat(piece: str, lists: Mapping[str, Any], params: dict[str, Any]) -> str:
    """``piece`` once per seat whose cards are known (``lists``: a param name → the event's list per seat)."""
    out = []
    columns = {k: v if isinstance(v, list) else [] for k, v in lists.items()}
    for i in range(max((len(v) for v in columns.values()), default=0)):
        row = {k: v[i] if i < len(v) else None for k, v in columns.items()}
        if not all(isinstance(x, str) and x in NAMES for x in row.values()):
            continue
        fields = {k: f"{{{k}_{i}}}" for k in row}
        out.append(piece.format(seat=f"{{to_{i}_seat}}", **fields))
        params[f"to_{i}_seat"] = i
        params.update({f"{k}_{i}": x for k, x in row.items()})
    return PHRASES["and"].join(out)


def _step(task: Any, i: int, params: dict[str, Any]) -> str:
    if not isinstance(task, Mapping):
        return PHRASES["step"]
    kind = task.get("kind")
    if kind not in _TASK_PHRASES:
        return PHRASES["step"]
    if kind == "take":
        params[f"step_{i}_max"] = task.get("max")
        params[f"step_{i}_choices"] = _ids(task.get("choices"))
        key = "step.take" if task.get("exact") else "step.take.up-to"
        return PHRASES[key].format(max=f"{{step_{i}_max}}", choices=f"{{step_{i}_choices}}")
    if kind == "hire":
        if task.get("track") in NAMES and task.get("track") != "item":
            params[f"step_{i}_track"] = task["track"]
            return PHRASES["step.hire"].format(track=f"{{step_{i}_track}}")
        return PHRASES["step.hire.item"]
    if kind == "gain":
        return PHRASES["step.gain"].format(gain=_amounts(f"step_{i}_gain", task.get("gain"), params))
    if kind in ("buy", "upgrade"):
        params[f"step_{i}_parts"] = _ids(task.get("parts"))
        params[f"step_{i}_steps"] = task.get("steps")
        key = "step.buy.one" if kind == "buy" and len(params[f"step_{i}_parts"]) == 1 else f"step.{kind}"
        return PHRASES[key].format(parts=f"{{step_{i}_parts}}", steps=f"{{step_{i}_steps}}")
    if kind in ("play-card", "objective"):
        key = "count" if kind == "play-card" else "keep"
        params[f"step_{i}_{key}"] = task.get(key)
        return PHRASES[f"step.{kind}"].format(**{key: f"{{step_{i}_{key}}}"})
    return PHRASES[f"step.{kind}"]


step_phrase = _step


def _summary(kind: str, seat: Any, d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The template key's variant and the params (plus any clauses appended) for one event."""
    p: dict[str, Any] = {"seat": seat}
    if kind == "GameStarted":
        p.update(players=d.get("players"), first_seat=d.get("first"), hourglass=d.get("hourglass"))
        return SUMMARIES[f"{kind}.{'pow-wow' if d.get('deal') == 'pow-wow' else 'founder'}"], p
    if kind in ("AwardCardsDealt", "ObjectivesDealt"):
        dealt = _per_seat(PHRASES["sum.dealt"], {"card": d.get("cards")}, p)
        if not dealt:
            return SUMMARIES.get(f"{kind}.none", SUMMARIES["ObjectivesDealt.none"]), p
        return SUMMARIES[kind].replace("{dealt}", dealt), p
    if kind == "FounderCardsGiven":
        return SUMMARIES[kind], {**p, "card": D.FOUNDER}
    if kind == "PowWowDealt":
        pieces = []
        for i, (wows, pows) in enumerate(zip(d.get("wow") or [], d.get("pow") or [], strict=False)):
            if _ids(wows) and _ids(pows):  # only the viewer's own deal is shown
                p.update({f"to_{i}_seat": i, f"wow_{i}": _ids(wows), f"pow_{i}": _ids(pows)})
                pieces.append(PHRASES["sum.pair"].format(wow=f"{{wow_{i}}}", pow=f"{{pow_{i}}}",
                                                         seat=f"{{to_{i}_seat}}"))
        if not pieces:
            return SUMMARIES[kind], p
        return SUMMARIES[f"{kind}.seen"].replace("{dealt}", PHRASES["and"].join(pieces)), p
    if kind == "PowWowChosen":
        if d.get("wow") in NAMES and d.get("pow") in NAMES:
            return SUMMARIES[f"{kind}.seen"], {**p, "wow": d["wow"], "pow": d["pow"]}
        return SUMMARIES[kind], p
    if kind == "PowWowRevealed":
        revealed = _per_seat(PHRASES["sum.pair"], {"wow": d.get("wow"), "pow": d.get("pow")}, p)
        if not revealed:
            return SUMMARIES[f"{kind}.none"], p
        return SUMMARIES[kind].replace("{revealed}", revealed), p
    if kind == "ResourcesChanged":
        reason = d.get("reason")
        amounts = _amounts("amounts", d.get("delta"), p)
        if reason in ("turn-order", "hourglass", "playtest", "research"):
            key = f"{kind}.{reason}"
        elif reason in D.ACTIONS:
            key, p["reason"] = f"{kind}.action", reason
        elif reason in NAMES:
            key, p["reason"] = f"{kind}.card", reason
        else:
            key = kind
        return SUMMARIES[key].replace("{amounts}", amounts), p
    if kind == "WorkerPlaced":
        worker, zap = d.get("worker"), d.get("zap")
        p.update(space=d.get("space"), worker=worker)
        key = f"{kind}.zap" if zap else f"{kind}.specialist" if worker in D.SPECIALISTS else kind
        if zap:
            p["zap"] = zap
        clauses = ""
        if isinstance(d.get("paid"), Mapping) and any(d["paid"].values()):
            clauses += PHRASES["sum.paid"].replace("{paid}", _amounts("paid", d["paid"], p))
        if isinstance(d.get("bonus"), Mapping) and any(d["bonus"].values()):
            clauses += PHRASES["sum.bonus"].replace("{bonus}", _amounts("bonus", d["bonus"], p))
        return _clause(SUMMARIES[key], clauses), p
    if kind == "TasksQueued":
        tasks = d.get("tasks") if isinstance(d.get("tasks"), list) else []
        if not tasks:
            return SUMMARIES[f"{kind}.none"], p
        steps = PHRASES["clauses"].join(_step(t, i, p) for i, t in enumerate(tasks))
        return SUMMARIES[kind].replace("{steps}", steps), p
    if kind == "TaskUpdated":
        task = d.get("task") if isinstance(d.get("task"), Mapping) else {}
        key = f"{kind}.{task.get('kind')}"
        if key in SUMMARIES:
            return SUMMARIES[key], {**p, "count": task.get("count"), "steps": task.get("steps")}
        if task.get("kind") in _TASK_PHRASES:
            return SUMMARIES[kind].replace("{step}", _step(task, 0, p)), p
        return SUMMARIES[f"{kind}.none"], p
    if kind == "TaskDone":
        task, end = d.get("task"), d.get("end")
        if not isinstance(task, Mapping) or end not in ("done", "skipped", "dropped"):
            return SUMMARIES[kind], p
        source = task.get("action")
        key = f"{kind}.{end}"
        if source == "bonus":
            key += ".bonus"
        elif source in D.RESOURCES or source in D.PARTS or source not in NAMES:
            key += ".piece"  # research, playtest, box: the step itself names the piece
        else:
            p["source"] = source
        return SUMMARIES[key].replace("{step}", _step(task, 0, p)), p
    if kind == "TurnEnded":
        if d.get("next") is None:
            return SUMMARIES[f"{kind}.last"], p
        return SUMMARIES[kind], {**p, "next_seat": d.get("next")}
    if kind == "HourglassMoved":
        p.update(from_space=d.get("from"), to_space=d.get("to"))
        if d.get("from") == d.get("to"):
            return SUMMARIES[f"{kind}.still"], p
        clauses = ""
        for key in ("research", "actions"):
            if d.get(key):
                p[key] = d[key]
                clauses += PHRASES[f"sum.{key}"]
        return _clause(SUMMARIES[kind], clauses), p
    if kind in ("TrackRefilled", "TrackCycled"):
        track, card = d.get("track"), d.get("card")
        item = "item" if track == "item" else ""
        p.update(track=track, card=card)
        if kind == "TrackRefilled":
            key = ("TrackRefilled.item" if item else kind) if card else ("TrackRefilled.item-empty" if item else
                                                                         "TrackRefilled.empty")
            if not card:
                p.pop("card")
            return SUMMARIES[key], p
        key = kind if d.get("refill") else f"{kind}.empty"
        if d.get("refill"):
            p["refill"] = d["refill"]
        clauses = ""
        if isinstance(d.get("res"), Mapping) and any(d["res"].values()):
            clauses = PHRASES["sum.res-left"].replace("{res}", _amounts("res", d["res"], p))
        template = SUMMARIES[key].replace("the {track}", "the item track") if item else SUMMARIES[key]
        return _clause(template, clauses), p
    if kind == "PredictionsMade":
        actions = d.get("actions") if isinstance(d.get("actions"), list) else []
        p.update(target_seat=d.get("target"), count=d.get("count", len(actions)))
        seen = _ids(actions)
        if seen and len(seen) == len(actions):
            p["actions"] = seen
            cost = _amounts("cost", {k: v * len(seen) for k, v in D.PREDICTION_COST.items()}, p)
            return _clause(SUMMARIES[f"{kind}.seen"], PHRASES["sum.cost"].replace("{cost}", cost)), p
        return SUMMARIES[kind], p
    if kind == "PredictionFlipped":
        p.update(target_seat=d.get("target"), action=d.get("action"))
        key = f"{kind}.crystal-ball" if d.get("reason") == "crystal-ball" else f"{kind}.action"
        template = SUMMARIES[key]
        if d.get("vp"):
            p["vp"] = d["vp"]
            template += PHRASES["sum.flip-vp"]
        return template, p
    if kind in ("PredictionsRewarded", "PredictionsDiscarded", "WorkersCollected", "EndTriggered"):
        if kind == "PredictionsRewarded" and d.get("count") == 1:
            kind = "PredictionsRewarded.one"
        return SUMMARIES[kind], {**p, "count": d.get("count"), "vp": d.get("vp")}
    if kind == "CardTaken":
        track, card = d.get("track"), d.get("card")
        p.update(track=track)
        key = "CardTaken.item" if track == "item" and card else kind if card else "CardTaken.hidden"
        if card:
            p["card"] = card
        template = SUMMARIES[key]
        if track == "item" and not card:
            template = template.replace("the {track}", "the item track")
        clauses = ""
        payment = _ids(d.get("payment"))
        if payment:
            p["payment"] = payment
            clauses += PHRASES["sum.payment"]
        if isinstance(d.get("gained"), Mapping) and any(d["gained"].values()):
            clauses += PHRASES["sum.gained"].replace("{gained}", _amounts("gained", d["gained"], p))
        return _clause(template, clauses), p
    if kind == "CardPlayed":
        p["card"] = d.get("card")
        clauses = ""
        if isinstance(d.get("bonus"), Mapping) and any(d["bonus"].values()):
            clauses = PHRASES["sum.table-bonus"].replace("{bonus}", _amounts("bonus", d["bonus"], p))
        return _clause(SUMMARIES[kind], clauses), p
    if kind in ("SkillCardsDrawn", "ObjectivesDrawn"):
        cards = d.get("cards") if isinstance(d.get("cards"), list) else []
        p.update(deck="skill", count=len(cards))
        seen = _ids(cards)
        if seen and len(seen) == len(cards):
            return SUMMARIES[kind], {**p, "cards": seen}
        return SUMMARIES[f"{kind}.hidden"], p
    if kind in ("SkillCardBought", "ObjectivesKept"):
        if kind == "SkillCardBought":
            card = d.get("card")
            key = kind if card in NAMES else f"{kind}.none" if card is None else f"{kind}.hidden"
            if card in NAMES:
                p["card"] = card
            clauses = ""
            if isinstance(d.get("paid"), Mapping) and any(d["paid"].values()):
                clauses = PHRASES["sum.cost"].replace("{cost}", _amounts("paid", d["paid"], p))
        else:
            kept = _ids(d.get("kept"))
            key = kind if kept else f"{kind}.none"
            if kept:
                p["kept"] = kept
            clauses = ""
        returned = d.get("returned") if isinstance(d.get("returned"), list) else []
        if returned:
            seen = _ids(returned)
            if len(seen) == len(returned):
                p["returned"] = seen
                clauses += PHRASES["sum.returned"]
            else:
                p["returned_count"] = len(returned)
                clauses += PHRASES["sum.returned-hidden"]
        return _clause(SUMMARIES[key], clauses), p
    if kind == "SkillApplied":
        p.update(card=d.get("card"), employee=d.get("employee"))
        clauses = ""
        if isinstance(d.get("gain"), Mapping) and any(d["gain"].values()):
            clauses = PHRASES["sum.skill-gain"].replace("{gain}", _amounts("gain", d["gain"], p))
        return _clause(SUMMARIES[kind], clauses), p
    if kind in ("ItemUsed", "PowRemoved"):
        p["card"] = d.get("card")
        clauses = ""
        if isinstance(d.get("paid"), Mapping) and any(d["paid"].values()):
            clauses = PHRASES["sum.cost"].replace("{cost}", _amounts("paid", d["paid"], p))
        return _clause(SUMMARIES[kind], clauses), p
    if kind == "PartBought":
        p.update(part=d.get("part"), level=d.get("level"))
        clauses = ""
        if isinstance(d.get("paid"), Mapping) and any(d["paid"].values()):
            clauses = PHRASES["sum.cost"].replace("{cost}", _amounts("paid", d["paid"], p))
        return _clause(SUMMARIES[kind], clauses), p
    if kind == "PartUpgraded":
        return SUMMARIES[kind], {**p, "part": d.get("part"), "from_level": d.get("from"), "to_level": d.get("to")}
    if kind == "GamePublished":
        game = d.get("game") if isinstance(d.get("game"), Mapping) else {}
        for part in D.PARTS:
            p[part], p[f"{part}_level"] = part, game.get(part)
        return SUMMARIES[kind], p
    if kind == "AwardWon":
        game, index = d.get("game"), d.get("index")
        if game is None and isinstance(index, int):  # stored before version 2: the game's position, counted from 1
            return SUMMARIES[f"{kind}.position"], {**p, "position": index + 1, "level": d.get("level")}
        return SUMMARIES[kind], {**p, "game": game, "level": d.get("level")}
    if kind == "Traded":
        give = _amounts("give", d.get("give"), p)
        get = _amounts("get", d.get("get"), p)
        return SUMMARIES[kind].replace("{give}", give).replace("{get}", get), p
    if kind == "GameEnded":
        ranking = d.get("ranking") if isinstance(d.get("ranking"), list) else []
        scores = d.get("scores") if isinstance(d.get("scores"), Mapping) else {}
        winners = [s for s in ranking[0] if isinstance(s, int)] if ranking and isinstance(ranking[0], list) else []
        if not winners:
            return SUMMARIES[f"{kind}.none"], p
        total = (scores.get(str(winners[0])) or {}).get("total")
        p.update(winner_seat=winners, vp=total)
        others = []
        for group in ranking[1:]:  # the others, best first, each with their total
            for other in group if isinstance(group, list) else []:
                vp = (scores.get(str(other)) or {}).get("total")
                if isinstance(other, int) and isinstance(vp, int):
                    p[f"rank_{other}_seat"], p[f"rank_{other}_vp"] = other, vp
                    others.append(PHRASES["sum.rank"].format(seat=f"{{rank_{other}_seat}}", vp=f"{{rank_{other}_vp}}"))
        return _clause(SUMMARIES[kind], PHRASES["sum.ranks"].replace("{ranks}", PHRASES["and"].join(others))
                       if others else ""), p
    if kind == "ZapDrawn":
        key = f"{kind}.reshuffled" if d.get("reshuffled") else kind
        return SUMMARIES[key], {**p, "card": d.get("card"), "action": d.get("action")}
    if kind == "ZapScored":
        return SUMMARIES[kind], {**p, "card": d.get("card"), "vp": d.get("vp"), "difficulty": d.get("difficulty")}
    if kind == "AwardRemoved":
        key = kind if d.get("level") is not None else f"{kind}.none"
        return SUMMARIES[key], {**p, "card": d.get("card"), "level": d.get("level")}
    if kind in ("ObjectiveDiscarded", "SkillDiscarded"):
        key = kind if d.get("card") else f"{kind}.empty"
        p.update(zap=d.get("zap"), deck="skill")
        if d.get("card"):
            p["card"] = d["card"]
        return SUMMARIES[key], p
    if kind == "TrackRefreshed":
        track = d.get("track")
        p.update(zap=d.get("zap"), track=track, returned=_ids(d.get("returned")))
        clauses = ""
        if isinstance(d.get("res"), Mapping) and any(d["res"].values()):
            clauses = PHRASES["sum.res-returned"].replace("{res}", _amounts("res", d["res"], p))
        return _clause(SUMMARIES[f"{kind}.item" if track == "item" else kind], clauses), p
    if kind == "MumanPredicted":
        return SUMMARIES[kind], {**p, "target_seat": d.get("target"), "actions": _ids(d.get("actions"))}
    if kind == "MumanPredictionCorrect":
        return SUMMARIES[kind], {**p, "target_seat": d.get("target"), "action": d.get("action"), "vp": d.get("vp")}
    if kind in SUMMARIES:
        return SUMMARIES[kind], p
    return "{seat}: " + str(kind) + ".", p


def _clause(template: str, clauses: str) -> str:
    """``template`` (a sentence ending in a full stop) with ``clauses`` before the stop."""
    if not clauses:
        return template
    return template[:-1] + clauses + "." if template.endswith(".") else template + clauses


def summarize(event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(template, params) of one event as its viewer got it (redacted): only what the event itself says."""
    data = event.get("data") if isinstance(event.get("data"), Mapping) else {}
    template, params = _summary(str(event.get("type")), event.get("seat"), data)
    used = template_params(template)
    return template, {k: v for k, v in params.items() if k in used}


# ---------------------------------------------------------------- the score sheet

# One seat's final scoring (rulebook page 12) in the order it is scored: the track, then 'the following four ways,
# score each separately' (games, objectives, freelancers, awards), then the total.
SCORE_ROWS: dict[str, str] = {
    "track": "VP scored during the game",
    "published": "Published games",
    "unpublished": "Unpublished game (half, rounded up)",
    "objectives": "Objective cards (rewards less penalties)",
    "objectives_achieved": "Objectives achieved",
    "freelancers": "Freelancers at your table",
    "awards": "Awards",
    "total": "Total VP",
}


def score_sheet(scores: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One seat's ``Result.scores`` entry as score-sheet rows, objective cards by their names."""
    rows = []
    for key, label in SCORE_ROWS.items():
        if key not in scores:
            continue
        value = scores[key]
        if key == "objectives_achieved":
            value = [NAMES.get(card, card) for card in value or []]
        rows.append(score_row(label, value))
    return rows
