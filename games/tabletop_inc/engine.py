"""The Tabletop Inc. rules: set-up, tasks, command handlers and the checks (``allowed``, ``check``); ``flow``
decides a command with them and runs the automatic steps between commands.

A turn is either placing a worker (``place``) or collecting all workers (``collect``). An action's choices
are *tasks* in ``state["pending"]`` (first = current), answered by one command each (or ``skip``). Action
bonuses, items and freelancers queue further tasks. At any moment of the turn, between an action's tasks too, a
player may use an item, apply a skill card or remove the POW card ("at any point on your turn"); ``end-turn`` ends the
turn, which happens by itself once nothing optional is left. Every handler first checks (``dry=True``
stops there, used by ``legal_moves``), then emits events folded at once by ``Batch``.
"""

from __future__ import annotations

import random
from typing import Any

from games.base import Event, State
from games.tabletop_inc import data as D
from games.tabletop_inc import muman
from games.tabletop_inc.state import (
    employees,
    free_worker_ids,
    is_muman,
    max_level,
    open_places,
    pay,
    pays,
    pow_of,
    skills,
    swaps,
    unflipped,
    wow_of,
)
from games.tabletop_inc.turn import (
    Batch,
    collect_workers,
    draw,
    end_turn,
    flip,
    hourglass_move,
    prediction_counts,
    predictions_come_true,
    refuse,
    task_done,
    to_act,
)

# ---------------------------------------------------------------- set-up


def read_options(players: int, options: dict) -> tuple[str, dict[str, str], list[str]]:
    """The deal, the Muman-Bot seats (seat -> difficulty) and the tracks of the card-track refresh variant."""
    options = options or {}
    deal = options.get("deal", "founder")
    if deal not in ("founder", "pow-wow"):
        raise refuse("bad-option", "The deal is 'founder' (first game) or 'pow-wow' (optional step).")
    muman = {}
    for key, level in (options.get("muman") or {}).items():
        if not str(key).isdigit() or not 0 <= int(key) < players:
            raise refuse("bad-option", f"Muman-Bot seat {key!r} is not a seat of this {players}-player table.")
        if level not in D.MUMAN_LEVELS:
            raise refuse("bad-option", f"Muman-Bot difficulty is one of {', '.join(D.MUMAN_LEVELS)}.")
        muman[str(int(key))] = level
    refresh: list[str] = []
    if options.get("track_refresh"):
        refresh = list(D.REFRESH_TRACKS) + ([D.REFRESH_ITEM_TRACK] if options.get("track_refresh_items") else [])
    elif options.get("track_refresh_items"):
        raise refuse("bad-option", "The item track refresh is part of the card-track refresh variant.")
    return deal, muman, refresh


def setup(players: int, options: dict, rng: random.Random, muman_objectives: bool = True) -> list[Event]:
    """``muman_objectives``: a Muman-Bot is dealt an objective too (rules version 5; under 4 it got none)."""
    if not 2 <= players <= 6:
        raise refuse("bad-player-count", "Tabletop Inc. is for 2 to 6 players.")
    deal, muman, refresh = read_options(players, options)
    humans = [i for i in range(players) if str(i) not in muman]  # every seat that is not a Muman-Bot
    b = Batch(None)
    first = rng.randrange(players)  # 'The last player to win a board game goes first'
    b.emit("GameStarted", None, players=players, first=first, deal=deal, hourglass=D.HOURGLASS_START[players],
           muman=muman, refresh=refresh)
    b.emit("AwardCardsDealt", None, cards=rng.sample(sorted(D.AWARD_CARDS), players))
    for track, size in D.TRACKS.items():
        for _ in range(size):
            b.emit("TrackRefilled", None, track=track, card=draw(b.state, track, rng))
    pool = sorted(b.state["decks"]["objective"]["pool"])
    # 'Give each player one objective card': a Muman-Bot too ('all rules for Muman-Bots remain the same'); it pays
    # the penalty at the end unless it happens to meet the card (rules version 5; before, a Muman-Bot got none)
    if muman_objectives:
        b.emit("ObjectivesDealt", None, cards=rng.sample(pool, players))
    else:
        dealt = iter(rng.sample(pool, len(humans)))
        b.emit("ObjectivesDealt", None, cards=[next(dealt) if i in humans else None for i in range(players)])
    for k in range(1, players):
        b.emit("ResourcesChanged", (first + k) % players, delta=dict(D.COMPENSATION[k]), reason="turn-order")
    if deal == "founder":
        b.emit("FounderCardsGiven", None)
    else:
        k = D.POWWOW_DEAL
        wows = rng.sample(sorted(D.WOWS), k * len(humans))
        pows = rng.sample(sorted(D.POWS), k * len(humans))
        at = {seat: j for j, seat in enumerate(humans)}
        b.emit("PowWowDealt", None,
               wow=[wows[k * at[i]:k * at[i] + k] if i in at else [] for i in range(players)],
               pow=[pows[k * at[i]:k * at[i] + k] if i in at else [] for i in range(players)])
        if not humans:  # only Muman-Bots: nobody has anything to choose
            b.emit("PowWowRevealed", None, wow=[None] * players, pow=[None] * players)
    return b.events


# ---------------------------------------------------------------- tasks


def action_tasks(action: str, specialist: bool = False, part: str | None = None) -> list[dict]:
    """The tasks of one board action (a specialist on its own action gets its power)."""
    sp = specialist
    if action == "basic":
        return [{"kind": "take", "action": action, "choices": list(D.BASIC_CHOICES), "max": 1, "exact": True}]
    if action in D.HIRE_TRACK:
        return [{"kind": "hire", "action": action, "track": D.HIRE_TRACK[action], "free": sp}]
    if action == "play-card":
        return [{"kind": "play-card", "action": action, "count": 2 if sp else 1}]
    if action == "train":
        return [{"kind": "train", "action": action, "discount": D.TRAIN_SPECIALIST_DISCOUNT if sp else 0,
                 "drawn": False}]
    if action in ("playtest", "research"):
        n = D.SPECIALIST_GAIN_AMOUNT if sp else D.GAIN_AMOUNT
        return [{"kind": "gain", "action": action, "gain": {action: n}}]
    if action == "multiple":
        n = D.SPECIALIST_MULTIPLE_MAX if sp else D.MULTIPLE_MAX
        return [{"kind": "take", "action": action, "choices": list(D.LEVEL1), "max": n, "exact": False}]
    if action == "box":
        return [{"kind": "buy", "action": action, "parts": ["box"],
                 "discount": D.BOX_SPECIALIST_DISCOUNT if sp else 0, "swap": False}]
    if action == "develop":
        return [{"kind": "buy", "action": action, "parts": ["mechanism", "component"], "discount": 0, "swap": sp}]
    if action == "upgrade":
        return [{"kind": "upgrade", "action": action, "parts": [part] if part else list(D.PARTS),
                 "steps": 2 if sp else 1}]
    if action == "publish":
        return [{"kind": "publish", "action": action, "specialist": sp}]
    if action == "award":
        return [{"kind": "award", "action": action, "leeway": sp}]
    if action == "trade":
        return [{"kind": "trade", "action": action}]
    if action == "objective":
        return [{"kind": "objective", "action": action, "keep": 2 if sp else 1, "drawn": False}]
    raise refuse("unknown-action", f"Unknown action {action!r}.")


def freelancer_tasks(card: str) -> list[dict]:
    """The tasks of a worker on a freelancer card (rulebook page 14)."""
    f = D.FREELANCERS[card]
    e = f["effect"]
    if e == "resources5":
        return [{"kind": "take", "action": card, "choices": list(D.LEVEL1), "max": 5, "exact": True}]
    if e == "any-action":
        return [{"kind": "choose-action", "action": card}]
    if e == "gain":
        return [{"kind": "gain", "action": card, "gain": dict(f["gain"])}]
    if e == "any-freelancer":
        return [{"kind": "choose-freelancer", "action": card}]
    if e == "objective2":
        return [{"kind": "objective", "action": card, "keep": 2, "drawn": False}]
    if e == "upgrade2":
        return [{"kind": "upgrade", "action": card, "parts": list(D.PARTS), "steps": 2}]
    if e == "item2":
        return [{"kind": "hire", "action": card, "track": "item", "free": False} for _ in range(2)]
    if e == "mix3":
        return [{"kind": "take", "action": card, "choices": list(D.LEVEL2), "max": 3, "exact": False}]
    if e == "flip":
        return [{"kind": "flip", "action": card} for _ in range(f["flips"])]
    raise ValueError(e)


def item_tasks(card: str) -> list[dict]:
    it = D.ITEMS[card]
    e = it["effect"]
    if e == "gain":
        return [{"kind": "gain", "action": card, "gain": dict(it["gain"])}]
    if e == "actions":
        return [t for a in it["actions"] for t in action_tasks(a)]
    if e == "upgrade":
        return [{"kind": "upgrade", "action": card, "parts": [it["part"]], "steps": D.ITEM_UPGRADE_STEPS}]
    if e == "any-action":
        return [{"kind": "choose-action", "action": card}]
    if e == "flip":
        return [{"kind": "flip", "action": card}]
    return []


# ---------------------------------------------------------------- turn commands


def _me(b: Batch, seat: int) -> dict:
    return b.state["players"][seat]


def space_ok(s: State, seat: int, space: str) -> str | None:
    """Why ``seat`` cannot use ``space`` now (None when it can)."""
    if space == D.BASIC_SPACE:
        return None
    if space in D.SPACES:
        if D.SPACES[space]["four_plus"] and s["n"] < D.FOUR_PLUS_PLAYERS:
            return "'These spaces can only be used in games with 4+ players'."
        if space in s["board"]:
            return "That action space is taken."
        return None
    p = s["players"][seat]
    if space in D.FREELANCERS:
        if not any(slot["card"] == space for slot in employees(p)):
            return "Freelancers give 'a unique action that only your workers are allowed to take'."
        if any(pl["space"] == space for pl in p["placed"]):
            return "A worker is already on that freelancer."
        return None
    return "No such action space."


def h_place(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    s = b.state
    p = s["players"][seat]
    worker, space = cmd.get("worker"), cmd.get("space")
    if worker not in free_worker_ids(p):
        raise refuse("no-such-worker", "Place a worker from your pool (one of the four or a specialist at your table).")
    why = space_ok(s, seat, space)
    if why:
        raise refuse("space-unavailable", why)
    if space in D.FREELANCERS:
        action, cost, bonus = space, {}, {}
    elif space == D.BASIC_SPACE:
        action, cost, bonus = "basic", {}, {}
    else:
        sp = D.SPACES[space]
        action, cost, bonus = sp["action"], sp["cost"], sp["bonus"]
    upgrades = D.SPACES[space].get("part") if action == "upgrade" else None
    if space in D.FREELANCERS and D.FREELANCERS[space]["effect"] == "upgrade2":
        upgrades = "any"
    if upgrades and all(p["game"][x] is None for x in (D.PARTS if upgrades == "any" else [upgrades])):
        raise refuse("nothing-to-upgrade", "'You must already possess a Box, Mechanism or Component in order to use "
                                           "this action'.")
    on_own = worker in D.SPECIALISTS and D.SPECIALISTS[worker]["action"] == action
    if on_own:
        cost = {}  # 'you do not have to pay any safety costs to perform the action'
    paid = payment(p["res"], cost, swaps(p), cmd, "The safety cost 'must be paid before the action is taken'.")
    if dry:
        return
    gains = {k: v for k, v in bonus.items() if k != "prediction"}
    b.emit("WorkerPlaced", seat, worker=worker, space=space, action=action, paid=paid, bonus=gains)
    if space in D.FREELANCERS:
        action = D.FREELANCER_ACTIONS.get(D.FREELANCERS[space]["effect"], action)
    predictions_come_true(b, seat, action)
    tasks = [{"kind": "flip", "action": "bonus"}] if bonus.get("prediction") else []
    if space in D.FREELANCERS:
        tasks += freelancer_tasks(space)
    else:
        tasks += action_tasks(action, on_own, D.SPACES.get(space, {}).get("part"))
    b.emit("TasksQueued", seat, tasks=tasks)


def payment(res: dict[str, int], cost: dict[str, int], pairs: list[list[str]], cmd: dict, why: str) -> dict[str, int]:
    """What the command pays for ``cost``: its ``pay`` (the player's split between interchangeable resources), else
    the named resource first and its partner for the shortfall."""
    chosen = cmd.get("pay")
    if chosen is None:
        paid = pay(res, cost, pairs)
        if paid is None:
            raise refuse("cannot-pay", why)
        return paid
    chosen = _res_arg(chosen)
    if not pays(res, cost, pairs, chosen):
        if pay(res, cost, pairs) is None:
            raise refuse("cannot-pay", why)
        raise refuse("bad-payment", "Pay the cost exactly with resources you hold; only interchangeable resources "
                                    "(WOW card, develop specialist) may stand for one another.")
    return chosen


def check_predictions(s: State, seat: int, target: Any, preds: list, research: int) -> int:
    """The target of a valid set of predictions (implied with two players), ``research`` tokens still to come."""
    p = s["players"][seat]
    if target is None and s["n"] == 2:
        target = 1 - seat
    if not isinstance(target, int) or target == seat or not 0 <= target < s["n"]:
        raise refuse("bad-target", "'choose one opponent's corporation card to make a prediction about'.")
    if len(set(preds)) != len(preds) or any(a not in D.PREDICTABLE for a in preds):
        raise refuse("bad-prediction", "Each prediction card represents a different action on the gameboard.")
    if len(preds) not in prediction_counts(p):
        raise refuse("prediction-count", "You may make 'up to four predictions' (your POW card may forbid some "
                                         "counts).")
    if p["res"]["research"] + research < len(preds):
        raise refuse("cannot-pay", "Each prediction costs one research token.")
    return target


def h_collect(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    s = b.state
    p = s["players"][seat]
    if not p["placed"]:
        raise refuse("nothing-to-collect", "'You can only take this action if you have at least one worker that has "
                                           "already been placed'.")
    _old, _new, research, bonuses = hourglass_move(s, seat)
    preds = list(cmd.get("predictions") or [])
    target = check_predictions(s, seat, cmd.get("target"), preds, research) if preds else None
    if dry:
        return
    collect_workers(b, seat, rng)
    if preds:
        b.emit("PredictionsMade", seat, target=target, actions=preds, count=len(preds))
    if bonuses:
        times = 2 if wow_of(p).get("double_action_bonus") else 1
        # 'immediately take the indicated bonus'; then, unless made already, the predictions, which the research
        # an action bonus brings may pay for
        later = [] if preds else [{"kind": "predict", "action": "bonus"}]
        b.emit("TasksQueued", seat, tasks=[{"kind": "choose-action", "action": "bonus"}] * (bonuses * times) + later)


def h_predict(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    _task(b, "predict")
    preds = list(cmd.get("predictions") or [])
    if not preds:
        raise refuse("bad-prediction", "Make at least one prediction (or skip).")
    target = check_predictions(b.state, seat, cmd.get("target"), preds, 0)
    if dry:
        return
    b.emit("PredictionsMade", seat, target=target, actions=preds, count=len(preds))
    task_done(b, seat)


def h_use_item(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    p = _me(b, seat)
    card = cmd.get("card")
    if card not in p["items"]:
        raise refuse("no-such-item", "Use an item card you hold (permanent items work by themselves).")
    tasks = item_tasks(card)
    pending = b.state["pending"]
    if pending and pending[0].get("drawn") and any(t["kind"] in OFFER_KINDS for t in tasks):
        raise refuse("offer-open", "Choose from the cards you drew first: this item starts another action that "
                     "draws cards.")
    if dry:
        return
    b.emit("ItemUsed", seat, card=card)
    for action in D.ITEMS[card].get("actions", []):  # 'performs one of the actions you predicted'
        predictions_come_true(b, seat, action)
    if tasks:
        b.emit("TasksQueued", seat, tasks=tasks)


OFFER_KINDS = ("train", "objective", "choose-action")  # tasks that draw cards, or may


def h_apply_skill(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    p = _me(b, seat)
    card, emp = cmd.get("card"), cmd.get("employee")
    if card not in p["skill_hand"]:
        raise refuse("no-such-skill-card", "Apply a skill card from your hand.")
    if p["wow"] and emp == p["wow"]:  # 'this Wow card has two box skills ... behind each employee'
        slot = {"card": emp, "skill": p.get("wow_skill")}
    else:
        slot = next((x for x in employees(p) if x["card"] == emp), None)
    if slot is None:
        raise refuse("no-such-employee", "'slot it behind an employee who is already at your table' (or your WOW or "
                                         "Founder card).")
    if slot["skill"]:
        raise refuse("employee-has-skill", "'Each employee cannot have more than one Skill card added to them'.")
    if dry:
        return
    b.emit("SkillApplied", seat, card=card, employee=emp, gain=dict(D.SKILL_CARDS[card]["benefit"]))


def h_remove_pow(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    p = _me(b, seat)
    if not p["pow"]:
        raise refuse("no-pow", "You have no POW card to remove.")
    paid = payment(p["res"], D.POW_REMOVAL_COST, swaps(p), cmd,
                   "'pay one Time Token, one Inspiration Token and one Dollar to discard your POW'.")
    if dry:
        return
    b.emit("PowRemoved", seat, card=p["pow"], paid=paid)


def h_end_turn(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    if not b.state["main_done"]:
        raise refuse("turn-not-taken", "Place a worker or collect your workers first.")
    if dry:
        return
    end_turn(b)


def h_choose_cards(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    p = _me(b, seat)
    if cmd.get("wow") not in p["dealt"]["wow"] or cmd.get("pow") not in p["dealt"]["pow"]:
        raise refuse("not-dealt", "'Players choose one of each of these cards' from the two of each dealt to them.")
    if dry:
        return
    b.emit("PowWowChosen", seat, wow=cmd["wow"], pow=cmd["pow"])
    players = b.state["players"]
    if all(q["chosen"] for q in players):
        b.emit("PowWowRevealed", None, wow=[q["chosen"]["wow"] for q in players],
               pow=[q["chosen"]["pow"] for q in players])


def _task(b: Batch, kind: str | tuple[str, ...]) -> dict:
    pending = b.state["pending"]
    kinds = (kind,) if isinstance(kind, str) else kind
    if not pending or pending[0]["kind"] not in kinds:
        raise refuse("no-such-task", "That command answers no pending action.")
    return pending[0]


def _done_or(b: Batch, seat: int, task: dict, key: str) -> None:
    """Count a repeatable task down (``key``), else finish it."""
    if task[key] > 1:
        b.emit("TaskUpdated", seat, task={**task, key: task[key] - 1})
    else:
        task_done(b, seat)


def _res_arg(x: Any) -> dict[str, int]:
    if not isinstance(x, dict) or any(k not in D.RESOURCES or not isinstance(v, int) or v < 0 for k, v in x.items()):
        raise refuse("bad-command", "Resources are a map of resource name to a count.")
    return {k: v for k, v in x.items() if v}


def h_take(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "take")
    got = _res_arg(cmd.get("resources"))
    total = sum(got.values())
    if any(k not in t["choices"] for k in got):
        raise refuse("wrong-resource", f"Choose among {', '.join(t['choices'])}.")
    if total < 1 or total > t["max"] or (t["exact"] and total != t["max"]):
        want = f"exactly {t['max']}" if t["exact"] else f"1 to {t['max']}"
        raise refuse("wrong-amount", f"Take {want} resources.")
    if dry:
        return
    b.emit("ResourcesChanged", seat, delta=got, reason=t["action"])
    task_done(b, seat)


def h_pick(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "hire")
    s = b.state
    p = s["players"][seat]
    track = s["tracks"][t["track"]]
    card, payment = cmd.get("card"), list(cmd.get("payment") or [])
    if not isinstance(card, str):
        raise refuse("no-such-card", "Name the card to take by its id (one of the face-up cards of the track), not by "
                                     "its position.")
    index = next((k for k, slot in enumerate(track) if slot["card"] == card), None)
    if index is None:
        raise refuse("no-such-card", "Take one of the face-up cards of the track.")
    skipped = 0 if t["free"] else len(track) - 1 - index
    if len(payment) != skipped:
        raise refuse("wrong-payment", "'place a resource ... on each of the cards to skip over' (the far right "
                                      "card is free).")
    ban = pow_of(p).get("track_ban")
    for r in set(payment):
        if r not in D.RESOURCES:
            raise refuse("bad-command", f"Unknown resource {r!r}.")
        if r == ban:
            raise refuse("track-ban", f"Your POW card forbids placing {r} on the card tracks.")
        if payment.count(r) > p["res"][r]:
            raise refuse("cannot-pay", f"You do not have {payment.count(r)} {r}.")
    if dry:
        return
    gained = dict(track[index]["res"])
    b.emit("CardTaken", seat, track=t["track"], card=card, payment=payment, gained=gained)
    b.emit("TrackRefilled", None, track=t["track"], card=draw(b.state, t["track"], rng))
    task_done(b, seat)


def h_play_card(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "play-card")
    p = _me(b, seat)
    card, place = cmd.get("card"), cmd.get("place")
    if card not in p["hand"]:
        raise refuse("not-in-hand", "Play a specialist or freelancer card from your hand.")
    if place not in D.TABLE_PLACES:
        raise refuse("no-such-place", f"Name a place of your table by its id ({', '.join(D.TABLE_PLACES)}), not by "
                                      "its position.")
    if place not in open_places(p):
        raise refuse("no-room", "'If you do not have space on your table for an employee then you cannot place one'.")
    if dry:
        return
    bonus = dict(D.TABLE_BONUS[place])
    b.emit("CardPlayed", seat, card=card, place=place, bonus=bonus)
    _done_or(b, seat, t, "count")


def skill_price(t: dict, card: str) -> int:
    return max(0, D.SKILL_CARDS[card]["cost"] - t["discount"])


def h_buy_skill(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "train")
    p = _me(b, seat)
    card = cmd.get("card")
    if card not in p["skill_offer"]:
        raise refuse("not-offered", "Purchase one of the top 4 cards of the Skills Deck.")
    paid = payment(p["res"], {"dollar": skill_price(t, card)}, swaps(p), cmd,
                   "Pay 'the cost indicated in the bottom right corner of the card'.")
    if dry:
        return
    b.emit("SkillCardBought", seat, card=card, paid=paid, returned=[c for c in p["skill_offer"] if c != card])
    task_done(b, seat)


def part_price(p: dict, t: dict, part: str, level: int) -> dict[str, int]:
    cost = D.PART_COST[level] - t["discount"]
    if part == "box":
        cost -= wow_of(p).get("box_discount", 0)
    if part == "component":
        cost -= wow_of(p).get("component_discount", 0)
    return {D.PART_COST_RESOURCE[part]: max(0, cost)}


def h_buy(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "buy")
    s = b.state
    p = s["players"][seat]
    part, level = cmd.get("part"), cmd.get("level")
    if part not in t["parts"]:
        raise refuse("wrong-part", f"This action gains a {' or '.join(t['parts'])}.")
    if level not in D.PART_LEVELS:
        raise refuse("bad-level", "Levels are 1 to 4.")
    if p["game"][part] is not None:
        raise refuse("part-present", f"'You can only ever have one {part}' on your gaming table.")
    if skills(p)[part] < level:
        raise refuse("skill-too-low", "'You need skill icons equal to or higher than the level' you gain.")
    if level > max_level(p, part):
        raise refuse("pow-forbids", f"Your POW card forbids level {level} {part}s.")
    if s["supply"][part][str(level)] <= 0:
        raise refuse("sold-out", f"No level {level} {part} is left.")
    pairs = swaps(p) + ([["playtest", "research"]] if t["swap"] else [])
    paid = payment(p["res"], part_price(p, t, part, level), pairs, cmd, "Pay the indicated cost for the level.")
    if dry:
        return
    b.emit("PartBought", seat, part=part, level=level, paid=paid)
    task_done(b, seat)


def upgrade_to(s: State, p: dict, part: str) -> int | None:
    """The level an upgrade reaches: the next level not run out, at most 4 (or 3 under a POW card)."""
    cur = p["game"][part]
    if cur is None:
        return None
    for lv in range(cur + 1, max_level(p, part) + 1):
        if s["supply"][part][str(lv)] > 0:  # 'If a level ... has run out, it is ignored'
            return lv
    return None


def h_upgrade(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "upgrade")
    s = b.state
    p = s["players"][seat]
    part = cmd.get("part")
    if part not in t["parts"]:
        raise refuse("wrong-part", f"This upgrades a {' or '.join(t['parts'])}.")
    if p["game"][part] is None:
        raise refuse("nothing-to-upgrade", f"'You must already possess a {part}'.")
    to = upgrade_to(s, p, part)
    if to is None:
        raise refuse("max-level", "'you cannot upgrade ... higher than level 4'.")
    if dry:
        return
    b.emit("PartUpgraded", seat, part=part, **{"from": p["game"][part]}, to=to)
    _done_or(b, seat, t, "steps")


def h_publish(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "publish")
    game = _me(b, seat)["game"]
    if any(game[k] is None for k in D.PARTS):
        raise refuse("incomplete-game", "'In order to publish a game, you must have a Box, Mechanism and Component "
                                        "token on your gaming table.'")
    if dry:
        return
    b.emit("GamePublished", seat, game=dict(game))
    if t["specialist"]:
        b.emit("ResourcesChanged", seat, delta=dict(D.PUBLISH_SPECIALIST_GAIN), reason="S-publish")
    task_done(b, seat)


def award_ok(p: dict, game: dict, level: int, leeway: bool) -> bool:
    box, mech, comp, _vp = D.AWARD_CARDS[p["award_card"]][level]
    short = [max(0, need - game[k]) for k, need in (("box", box), ("mechanism", mech), ("component", comp))]
    return sum(short) == 0 or (leeway and sum(short) == 1)


def h_award(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "award")
    s = b.state
    p = s["players"][seat]
    game, level = cmd.get("game"), cmd.get("level")
    if not isinstance(game, str):
        raise refuse("no-such-game", "Name the published game by its id (published-1 for your first), not by its "
                                     "position.")
    submitted = next((g for g in p["published"] if g["id"] == game), None)
    if submitted is None:
        raise refuse("no-such-game", "Submit one of your published games.")
    if level not in (1, 2, 3) or s["shelf"][str(level)] <= 0:
        raise refuse("no-award-left", "Take one of the awards still on the shelves.")
    if pow_of(p).get("no_award") == level:
        raise refuse("pow-forbids", f"Your POW card forbids level {level} awards.")
    if not award_ok(p, submitted, level, t["leeway"]):
        raise refuse("award-requirements", "The game needs 'at least the required level of box, mechanism and "
                                           "component' on your award card.")
    if dry:
        return
    b.emit("AwardWon", seat, game=game, level=level)
    task_done(b, seat)


def h_trade(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    _task(b, "trade")
    p = _me(b, seat)
    give, get = _res_arg(cmd.get("give")), _res_arg(cmd.get("get"))
    if not give:
        raise refuse("empty-trade", "Trade at least one resource (or skip).")
    if any(v > p["res"][k] for k, v in give.items()):
        raise refuse("cannot-pay", "You can only trade resources you have.")
    for level in (D.LEVEL1, D.LEVEL2):
        if sum(give.get(k, 0) for k in level) != sum(get.get(k, 0) for k in level):
            raise refuse("uneven-trade", "'trade any of your resources for any other of the same level'.")
    if dry:
        return
    b.emit("Traded", seat, give=give, get=get)  # the task stays: 'as many trades as you like' (skip ends them)


def h_keep_objectives(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "objective")
    p = _me(b, seat)
    cards = list(cmd.get("cards") or [])
    if not cards or len(set(cards)) != len(cards) or any(c not in p["objective_offer"] for c in cards):
        raise refuse("not-offered", "Keep cards among the four you drew.")
    if len(cards) > t["keep"]:
        raise refuse("too-many", f"Keep at most {t['keep']}.")
    if dry:
        return
    b.emit("ObjectivesKept", seat, kept=cards, returned=[c for c in p["objective_offer"] if c not in cards])
    task_done(b, seat)


def h_choose_action(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    t = _task(b, "choose-action")
    action = cmd.get("action")
    if action not in D.ACTIONS:
        raise refuse("unknown-action", "Choose an action of the main board.")
    if dry:
        return
    task_done(b, seat)
    if t["action"] != "bonus":  # the hourglass bonus does 'not count towards any predictions'; F02 and I04 do
        predictions_come_true(b, seat, action)
    b.emit("TasksQueued", seat, tasks=action_tasks(action))


def h_choose_freelancer(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    _task(b, "choose-freelancer")
    card = cmd.get("card")
    at_tables = {slot["card"] for q in b.state["players"] for slot in employees(q)}
    if card not in D.FREELANCERS or card not in at_tables or D.FREELANCERS[card]["effect"] == "any-freelancer":
        raise refuse("no-such-freelancer", "Take the action of a freelancer 'currently placed at your or one of your "
                                           "opponent's tables'.")
    if dry:
        return
    task_done(b, seat)
    predictions_come_true(b, seat, D.FREELANCER_ACTIONS.get(D.FREELANCERS[card]["effect"], card))
    b.emit("TasksQueued", seat, tasks=freelancer_tasks(card))


def h_flip(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    _task(b, "flip")
    action = cmd.get("action")
    if action not in unflipped(_me(b, seat)):
        raise refuse("no-such-prediction", "Flip one of your predictions 'that have not yet come true'.")
    if dry:
        return
    task_done(b, seat)
    flip(b, seat, action, "crystal-ball")


def h_skip(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    if not b.state["pending"]:
        raise refuse("no-such-task", "There is nothing to skip.")
    if dry:
        return
    skip_task(b, seat, "skipped")


def skip_task(b: Batch, seat: int, end: str = "dropped") -> None:
    t = b.state["pending"][0]
    p = _me(b, seat)
    if t["kind"] == "train" and t["drawn"]:
        b.emit("SkillCardBought", seat, card=None, paid={}, returned=list(p["skill_offer"]))
    if t["kind"] == "objective" and t["drawn"]:
        b.emit("ObjectivesKept", seat, kept=[], returned=list(p["objective_offer"]))
    task_done(b, seat, end)


def h_muman_turn(b: Batch, seat: int, cmd: dict, rng: random.Random | None, dry: bool = False) -> None:
    muman.turn(b, seat, rng, dry)


# ---------------------------------------------------------------- routing


TASK_COMMANDS = {
    "take": ("take",), "hire": ("pick",), "play-card": ("play-card",), "train": ("buy-skill",), "buy": ("buy",),
    "upgrade": ("upgrade",), "award": ("award",), "trade": ("trade",), "objective": ("keep-objectives",),
    "choose-action": ("choose-action",), "choose-freelancer": ("choose-freelancer",), "flip": ("flip-prediction",),
    "publish": ("publish",), "predict": ("predict",),
}


FREE_COMMANDS = ("use-item", "apply-skill", "remove-pow")


HANDLERS = {
    "choose-cards": h_choose_cards, "place": h_place, "collect": h_collect, "end-turn": h_end_turn,
    "use-item": h_use_item, "apply-skill": h_apply_skill, "remove-pow": h_remove_pow,
    "take": h_take, "pick": h_pick, "play-card": h_play_card, "buy-skill": h_buy_skill, "buy": h_buy,
    "upgrade": h_upgrade, "award": h_award, "trade": h_trade, "keep-objectives": h_keep_objectives,
    "choose-action": h_choose_action, "choose-freelancer": h_choose_freelancer, "flip-prediction": h_flip,
    "publish": h_publish, "predict": h_predict, "skip": h_skip, "muman-turn": h_muman_turn,
}


def allowed(s: State, seat: int, ctype: str) -> None:
    """Raise unless ``ctype`` may be sent by ``seat`` at this point of the turn."""
    if s["phase"] == "over":
        raise refuse("game-over", "The game is over.")
    if seat not in to_act(s):
        raise refuse("not-your-turn", "It is not your turn to act.")
    if s["phase"] == "choose":
        if ctype != "choose-cards":
            raise refuse("wrong-phase", "First choose your WOW and POW cards.")
        return
    if ctype == "choose-cards":
        raise refuse("wrong-phase", "The WOW and POW cards were chosen at set-up.")
    if is_muman(s, seat) != (ctype == "muman-turn"):
        if ctype == "muman-turn":
            raise refuse("not-a-muman-bot", "Only a Muman-Bot seat takes Muman-Bot turns.")
        raise refuse("muman-bot-seat", "'Muman-Bots take simplified turns': this seat only takes muman-turn.")
    if ctype in FREE_COMMANDS:  # 'at any point on your turn', between an action's choices too
        return
    pending = s["pending"]
    if pending:
        if ctype != "skip" and ctype not in TASK_COMMANDS.get(pending[0]["kind"], ()):
            raise refuse("task-pending", f"Finish the current action first ({pending[0]['kind']}).")
        return
    if ctype in ("place", "collect", "muman-turn"):
        if s["main_done"]:
            raise refuse("turn-taken", "You already placed a worker or collected this turn.")
        p = s["players"][seat]
        if ctype == "place" and not free_worker_ids(p):
            raise refuse("must-collect", "'if you have no workers left then you must' collect your workers.")
        return
    if ctype == "end-turn":
        return
    raise refuse("no-such-task", "That command answers no pending action.")


def check(s: State, seat: int, cmd: dict) -> None:
    """Raise RuleViolation unless ``cmd`` is accepted now (no events)."""
    ctype = cmd.get("type")
    handler = HANDLERS.get(ctype)
    if handler is None:
        raise refuse("unknown-command", f"Unknown command type {ctype!r}.")
    allowed(s, seat, ctype)
    handler(Batch(s), seat, cmd, None, dry=True)
