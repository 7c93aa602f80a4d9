"""The component catalogue of Tabletop Inc.: every id a view, move, command or event names, built from ``data``.

One id, one component. Where the game uses one word for two things, the component is the physical piece and
carries the other meaning in a field: the resources ``playtest`` and ``research`` and the part ``box`` hold their
board action under ``action``; the action ``item`` holds the item track, ``objective`` the objective deck, and
``basic`` is both the basic-resources action and its one unlimited space.
"""

from __future__ import annotations

from typing import Any

from games.tabletop_inc import data as D

# Message templates (str.format), one per kind, then the phrases they are built from; a translation replaces these.
TEMPLATES: dict[str, str] = {
    "resource": "{name}: a level {level} resource token from the general supply.",
    "part": "{name}: a game part of level 1 to {max_level}; level L costs L {cost_unit}.",
    "action": "{name}: {effect}",
    "shared": "{piece} The board action {action}",
    "action-space": "A space of the {action_name} action: safety cost {cost}; bonus {bonus}.{four_plus}",
    "card-track": "The {name}: {size} face-up cards of a {deck_size}-card deck; the far right card is free, "
                  "each card skipped costs one resource put on it.",
    "deck": "The {name}: {deck_size} cards, drawn {offer} at a time.",
    "hourglass-track": "The hourglass track: it starts on space {start_range} by player count and moves back one space "
                 "per worker collected; research bonus on {research}, action bonus on {actions}; reaching {end} "
                 "ends the game and gains {end_vp} VP.",
    "vp-track": "The victory point track around the board, for in-game VP.",
    "prediction-deck": "Prediction cards, one per action but basic resources: at a collection pay one research "
                       "each for up to {max} predictions about one opponent; all true pays {rewards}.",
    "worker": "A worker Muman: each player has {count}; placed on an action space, then collected.",
    "player-table": "Your hexagonal table: {size} places, {places}; the {wow} holds the WOW or Founder card, the "
                    "{pow} the POW card; the other places give {bonuses} when an employee is placed.",
    "table-place": "{name} of your hexagonal table: {use}",
    "published-game": "{name}: a published game, numbered {n} in the order its player published (from 1); it keeps "
                      "this id until it is submitted for an award.",
    "turn-order": "Turn-order compensation by seat order: {compensation}.",
    "specialist": "{name}: an extra worker with skills {skills}; on its own action it pays no safety cost and "
                  "{benefit}",
    "freelancer": "{name}: {effect} Skills {skills}; worth {vp} VP at the end if at your table.",
    "wow-card": "{name}: {effect} Skills {skills}.",
    "founder-card": "{name}: skills {skills} and no special ability (used instead of POW and WOW cards).",
    "pow-card": "{name}: {effect} Remove it on your turn for {removal_cost}.",
    "skill-card": "{name}: costs {cost}; adds skills {skills} to an employee; gain {benefit} when used.",
    "item": "{name}: {effect}",
    "objective": "{name}: have {needs} at the end for +{reward} VP, otherwise -{penalty} VP.",
    "award-card": "{name}: award requirements and VP by level: {levels}.",
    "zap-card": "{name}: the Muman-Bot takes the {action_name} action and scores {vp} VP{adjust}.",
    # phrases
    "and": ", ",
    "list": "; ",
    "nothing": "nothing",
    "amount": "{n} {unit}",
    "then": ", then ",
    # units: singular|plural
    "unit.dollar": "dollar|dollars",
    "unit.time": "time token|time tokens",
    "unit.inspiration": "inspiration token|inspiration tokens",
    "unit.playtest": "playtest|playtests",
    "unit.research": "research token|research tokens",
    "unit.vp": "VP|VP",
    "unit.prediction": "crystal ball|crystal balls",
    "unit.predictions": "prediction|predictions",
    "unit.published": "published game|published games",
    "unit.award": "award token|award tokens",
    "unit.employee": "employee at your table|employees at your table",
    "unit.skill.box": "box skill|box skills",
    "unit.skill.mechanism": "mechanism skill|mechanism skills",
    "unit.skill.component": "component skill|component skills",
    "space.four-plus": " Only with 4 or more players.",
    "place.wow": "it holds your WOW or Founder card; no employee takes it.",
    "place.pow": "it holds your POW card; once you remove the POW card an employee may take it, without a bonus.",
    "place.employee": "an employee placed here gains you {bonus}.",
    "award-level": "level {level}: box {box}, mechanism {mechanism}, component {component} for {vp} VP",
    "zap.vp": "{level} {vp}",
    "zap.adjust": ", then its blue box adjusts the {adjust}",
    "compensation": "seat {seat} {gets}",
    "prediction.reward": "{vp} VP for {n}",
    "effect.basic": "take {amount} of {choices}; any number of workers may use it.",
    "effect.hire-specialist": "take one of the face-up specialist cards.",
    "effect.hire-freelancer": "take one of the face-up freelancer cards.",
    "effect.play-card": "give an employee card from your hand a place at your table.",
    "effect.train": "draw the top {offer} skill cards and buy one.",
    "effect.playtest": "gain {gain}.",
    "effect.research": "gain {gain}.",
    "effect.multiple": "gain up to {max} of {choices} in any mix.",
    "effect.item": "take one of the {track_size} face-up item cards; the item deck holds {deck_size} cards.",
    "effect.box": "buy a game box; level L costs L {box}.",
    "effect.develop": "buy a mechanism (level L costs L {mechanism}) or a component (level L costs L {component}).",
    "effect.upgrade": "raise a part on your table one level, at most to level {max_level}.",
    "effect.publish": "publish the complete game on your table.",
    "effect.award": "submit a published game for an award token ({tokens} of each level).",
    "effect.trade": "trade resources for others of the same level, as many as you like.",
    "effect.objective": "draw the top {offer} objective cards and keep one.",
    "benefit.keep": "you may keep up to {keep} cards.",
    "benefit.steps": "you may upgrade by up to {steps} levels.",
    "benefit.free_pick": "you take any face-up card without paying for the cards skipped.",
    "benefit.gain": "you gain {gain}.",
    "benefit.max": "you gain up to {max} resources.",
    "benefit.interchangeable": "you use {pair} interchangeably.",
    "benefit.discount": "the price is {discount} lower.",
    "benefit.leeway": "one element may be {leeway} level short of an award.",
    "benefit.cards": "you place up to {cards} employees.",
    "freelancer.resources5": "place a worker here to take exactly {take} of {choices}.",
    "freelancer.any-action": "place a worker here to take any board action, without cost or bonus.",
    "freelancer.gain": "place a worker here to gain {gain}.",
    "freelancer.any-freelancer": "place a worker here to take the action of any freelancer at any table.",
    "freelancer.objective2": "place a worker here for the objective action, keeping up to {keep} cards.",
    "freelancer.upgrade2": "place a worker here to upgrade your parts by up to {steps} levels in all.",
    "freelancer.item2": "place a worker here to take the item action {times} times.",
    "freelancer.mix3": "place a worker here to take up to {take} of {choices}.",
    "freelancer.flip": "place a worker here to turn up to {flips} face up as if they came true.",
    "wow.award_vp": "level {level} awards are worth {vp} VP to you.",
    "wow.swap": "you use {pair} interchangeably.",
    "wow.box_discount": "game boxes cost you {n} inspiration less.",
    "wow.skills": "you start with two of each skill.",
    "wow.prediction_vp": "each correct prediction gains you {n} more VP.",
    "wow.component_discount": "components cost you {n} research less.",
    "wow.no_penalty": "you lose no VP for objectives you fail.",
    "wow.objective_bonus": "each objective you achieve is worth {n} more VP.",
    "wow.double_action_bonus": "you take every action bonus twice.",
    "pow.max_level": "your {part} cannot rise above level {level}.",
    "pow.no_award": "you cannot take level {n} awards.",
    "pow.track_ban": "you cannot put {resource} on the card tracks.",
    "pow.objective_less": "each objective you achieve is worth {n} VP less.",
    "pow.ban_predictions": "you cannot make exactly {n}.",
    "pow.objective_penalty": "each objective you fail costs {n} more VP.",
    "pow.max_employees": "at most {n} employees at your table.",
    "item.gain": "discard to gain {gain}.",
    "item.actions": "discard to take the action {actions}.",
    "item.upgrade": "discard to upgrade your {part} by up to {steps} levels.",
    "item.any-action": "discard to take any board action.",
    "item.flip": "discard to flip one of your predictions as if it came true.",
    "item.permanent": "keep it: it adds the skills {skills} for the rest of the game.",
}

_RESOURCE_NAMES = {"dollar": "Dollar", "time": "Time token", "inspiration": "Inspiration token",
                   "playtest": "Playtest token", "research": "Research token"}
_PART_NAMES = {"box": "Game box", "mechanism": "Mechanism", "component": "Component"}
_PLACE_NAMES = {D.WOW_PLACE: "WOW side", D.POW_PLACE: "POW side",
                **{place: f"Side {side}" for side, place in enumerate(D.TABLE_PLACES, start=1)
                   if place not in (D.WOW_PLACE, D.POW_PLACE)}}


def _t(key: str, **params: Any) -> str:
    return TEMPLATES[key].format(**params)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _unit(key: str, n: int) -> str:
    one, many = TEMPLATES[f"unit.{key}"].split("|")
    return one if n == 1 else many


def _amounts(amounts: dict[str, int], prefix: str = "") -> str:
    parts = [_t("amount", n=n, unit=_unit(prefix + k, n)) for k, n in amounts.items() if n]
    return TEMPLATES["and"].join(parts) or TEMPLATES["nothing"]


def _names(ids) -> str:
    return TEMPLATES["and"].join(ids)


def _json(value: Any) -> Any:
    """Plain JSON: tuples as lists, int keys as strings."""
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value


def _component(id_: str, kind: str, name: str, text: str, **fields: Any) -> dict[str, Any]:
    return {"id": id_, "kind": kind, "name": name, "text": text, **_json(fields)}


# ---------------------------------------------------------------- actions, spaces and the board


def _action_facts(action: str) -> dict[str, Any]:
    """The action's rulebook facts beyond its spaces."""
    if action == "basic":
        return {"choices": D.BASIC_CHOICES, "amount": D.BASIC_AMOUNT, "unlimited": True}
    if action in D.HIRE_TRACK:
        track = D.HIRE_TRACK[action]
        return {"track": track, "track_size": D.TRACKS[track], "deck": D.DECK_CARDS[track]}
    if action in ("playtest", "research"):
        return {"gain": {action: D.GAIN_AMOUNT}}
    if action == "multiple":
        return {"choices": D.LEVEL1, "max": D.MULTIPLE_MAX}
    if action == "train":
        return {"offer": D.SKILL_OFFER, "deck": "skill"}
    if action == "objective":
        return {"offer": D.OBJECTIVE_OFFER, "deck": D.DECK_CARDS["objective"]}
    if action == "box":
        return {"parts": ["box"]}
    if action == "develop":
        return {"parts": [p for p in D.PARTS if p != "box"]}
    if action == "upgrade":
        return {"parts": D.PARTS, "max_level": D.UPGRADE_MAX_LEVEL}
    if action == "award":
        return {"tokens": D.AWARD_TOKENS}
    return {}


def _action_text(action: str, facts: dict[str, Any]) -> str:
    params = {**facts}
    if "choices" in facts:
        params["choices"] = _names(facts["choices"])
    if "gain" in facts:
        params["gain"] = _amounts(facts["gain"])
    if "deck" in facts:
        params["deck_size"] = len(facts["deck"])
    if action == "award":
        params["tokens"] = D.AWARD_TOKENS[1]
    if action in ("box", "develop"):
        params.update({part: _unit(D.PART_COST_RESOURCE[part], 2) for part in facts["parts"]})
    return _t("action", name=D.ACTION_NAMES[action], effect=_t(f"effect.{action}", **params))


def _action(action: str) -> dict[str, Any]:
    """The board action's facts (the field set of an ``action`` component, without id and kind)."""
    facts = _action_facts(action)
    specialist = next((s for s, c in D.SPECIALISTS.items() if c["action"] == action), None)
    spaces = [D.BASIC_SPACE] if action == "basic" else [k for k, v in D.SPACES.items() if v["action"] == action]
    return {"name": D.ACTION_NAMES[action], "text": _action_text(action, facts), "spaces": spaces,
            "specialist": specialist, "predictable": action in D.PREDICTABLE, **facts}


def _actions() -> list[dict[str, Any]]:
    out = []
    for action in D.ACTIONS:
        if action in D.RESOURCES or action in D.PARTS:
            continue  # held by the resource or part of the same id
        a = _action(action)
        out.append(_component(action, "action", a.pop("name"), a.pop("text"), **a))
    return out


def _spaces() -> list[dict[str, Any]]:
    out = []
    for sid, sp in D.SPACES.items():
        name = D.ACTION_NAMES[sp["action"]]
        text = _t("action-space", action_name=name, cost=_amounts(sp["cost"]), bonus=_amounts(sp["bonus"]),
                  four_plus=TEMPLATES["space.four-plus"] if sp["four_plus"] else "")
        out.append(_component(sid, "action-space", f"{name} ({sid})", text,
                              min_players=D.FOUR_PLUS_PLAYERS if sp["four_plus"] else None, **sp))
    return out


def _pieces() -> list[dict[str, Any]]:
    """Resource tokens and part pieces (with the board action of the same id)."""
    out = []
    for res in D.RESOURCES:
        level = 1 if res in D.LEVEL1 else 2
        text = _t("resource", name=_RESOURCE_NAMES[res], level=level)
        extra = {}
        if res in D.ACTIONS:
            extra["action"] = _action(res)
            text = _t("shared", piece=text, action=extra["action"]["text"])
        out.append(_component(res, "resource", _RESOURCE_NAMES[res], text, level=level, **extra))
    for part in D.PARTS:
        cost_res = D.PART_COST_RESOURCE[part]
        text = _t("part", name=_PART_NAMES[part], max_level=D.UPGRADE_MAX_LEVEL, cost_unit=_unit(cost_res, 2))
        extra = {}
        if part in D.ACTIONS:
            extra["action"] = _action(part)
            text = _t("shared", piece=text, action=extra["action"]["text"])
        out.append(_component(part, "part", _PART_NAMES[part], text, levels=D.PART_LEVELS,
                              max_level=D.UPGRADE_MAX_LEVEL, cost_resource=cost_res,
                              cost={lv: {cost_res: n} for lv, n in D.PART_COST.items()},
                              supply=D.PART_SUPPLY, skill=part, **extra))
    return out


def _tracks() -> list[dict[str, Any]]:
    out = []
    for track in D.REFRESH_TRACKS:  # the specialist and freelancer tracks (the item track is the item action's)
        deck = D.DECK_CARDS[track]
        name = f"{track} track"
        out.append(_component(track, "card-track", name.capitalize(),
                              _t("card-track", name=name, size=D.TRACKS[track], deck_size=len(deck)),
                              size=D.TRACKS[track], deck=deck, refresh_variant=True))
    skills = D.DECK_CARDS["skill"]
    out.append(_component("skill", "deck", "Skill deck", _t("deck", name="skill deck", deck_size=len(skills),
                                                            offer=D.SKILL_OFFER), cards=skills, offer=D.SKILL_OFFER))
    cells = [{"space": i, "bonus": "research" if i in D.HOURGLASS_RESEARCH else
              "action" if i in D.HOURGLASS_ACTION else None} for i in range(D.HOURGLASS_END, D.HOURGLASS_LENGTH + 1)]
    starts = D.HOURGLASS_START
    out.append(_component(
        "hourglass", "hourglass-track", "Hourglass track",
        _t("hourglass-track", start_range=f"{min(starts.values())}-{max(starts.values())}",
           research=_names(str(i) for i in D.HOURGLASS_RESEARCH), actions=_names(str(i) for i in D.HOURGLASS_ACTION),
           end=D.HOURGLASS_END, end_vp=D.END_TRIGGER_VP),
        start=starts, end=D.HOURGLASS_END, end_vp=D.END_TRIGGER_VP, cells=cells))
    out.append(_component("vp", "vp-track", "Victory point track", _t("vp-track")))
    rewards = _names(_t("prediction.reward", n=n, vp=vp) for n, vp in D.PREDICTION_VP.items())
    out.append(_component(
        "prediction", "prediction-deck", "Prediction cards",
        _t("prediction-deck", max=D.MAX_PREDICTIONS, rewards=rewards),
        cards=D.PREDICTABLE, max=D.MAX_PREDICTIONS, cost=D.PREDICTION_COST, rewards=D.PREDICTION_VP,
        muman_counts=D.MUMAN_PREDICTIONS, muman_vp=D.MUMAN_PREDICTION_VP))
    out.append(_component("worker", "worker", "Worker", _t("worker", count=D.WORKERS), count=D.WORKERS))
    bonuses = [b for b in D.TABLE_BONUS.values() if b]
    out.append(_component(
        "table", "player-table", "Player table",
        _t("player-table", size=D.TABLE_SIZE, places=_names(_PLACE_NAMES.values()), wow=_PLACE_NAMES[D.WOW_PLACE],
           pow=_PLACE_NAMES[D.POW_PLACE], bonuses=TEMPLATES["and"].join(_amounts(b) for b in bonuses)),
        size=D.TABLE_SIZE, places=D.TABLE_PLACES, wow_place=D.WOW_PLACE, pow_place=D.POW_PLACE,
        sides=[{"place": place, "bonus": b} for place, b in D.TABLE_BONUS.items()]))
    out += _table_places()
    comp = TEMPLATES["list"].join(_t("compensation", seat=i + 1, gets=_amounts(c))
                                 for i, c in enumerate(D.COMPENSATION))
    out.append(_component("turn-order", "turn-order", "Turn-order compensation", _t("turn-order", compensation=comp),
                          compensation=D.COMPENSATION))
    return out


def _table_places() -> list[dict[str, Any]]:
    """The places of a player's table, named by id in the play-card command, CardPlayed and the view's table."""
    out = []
    for side, (place, bonus) in enumerate(D.TABLE_BONUS.items(), start=1):
        holds = "wow-card" if place == D.WOW_PLACE else "pow-card" if place == D.POW_PLACE else None
        use = (_t("place.wow") if holds == "wow-card" else _t("place.pow") if holds == "pow-card" else
               _t("place.employee", bonus=_amounts(bonus)))
        name = _PLACE_NAMES[place]
        out.append(_component(place, "table-place", name, _t("table-place", name=name, use=use),
                              side=side, bonus=bonus, holds=holds, employee=holds != "wow-card"))
    return out


def _published_games() -> list[dict[str, Any]]:
    """Each player's published games, named by the order published (the award command and AwardWon name them)."""
    return [_component(gid, "published-game", f"Published game {n}",
                       _t("published-game", name=f"Published game {n}", n=n), n=n)
            for n, gid in enumerate(D.PUBLISHED_GAMES, start=1)]


# ---------------------------------------------------------------- cards


def _skills(skills: dict[str, int]) -> str:
    return _amounts(skills, "skill.")


def _specialists() -> list[dict[str, Any]]:
    out = []
    for sid, s in D.SPECIALISTS.items():
        benefit = D.SPECIALIST_BENEFITS[s["action"]]
        (key, value), = benefit.items()
        param = (_amounts(value) if key == "gain" else " and ".join(value) if key == "interchangeable" else value)
        name = D.SPECIALIST_NAMES[sid]
        text = _t("specialist", name=name, skills=_skills(s["skills"]),
                  benefit=_t(f"benefit.{key}", **{"pair" if key == "interchangeable" else key: param}))
        out.append(_component(sid, "specialist", name, text, action=s["action"], skills=s["skills"],
                              benefit=benefit, no_safety_cost=True))
    return out


def _freelancers() -> list[dict[str, Any]]:
    out = []
    for fid, f in D.FREELANCERS.items():
        facts = {**D.FREELANCER_EFFECTS[f["effect"]], **{k: v for k, v in f.items() if k not in ("skills", "vp")}}
        params = {**facts}
        if "choices" in facts:
            params["choices"] = _names(facts["choices"])
        if "gain" in facts:
            params["gain"] = _amounts(facts["gain"])
        if "flips" in facts:
            params["flips"] = _amounts({"predictions": facts["flips"]})
        effect = _t(f"freelancer.{f['effect']}", **params)
        name = D.FREELANCER_NAMES[fid]
        text = _t("freelancer", name=name, effect=_cap(effect), skills=_skills(f["skills"]), vp=f["vp"])
        out.append(_component(fid, "freelancer", name, text, skills=f["skills"], vp=f["vp"], **facts))
    return out


def _wows() -> list[dict[str, Any]]:
    out = [_component(D.FOUNDER, "founder-card", "Founder card", _t("founder-card", name="Founder card",
                                                                      skills=_skills(D.ONE_EACH)), skills=D.ONE_EACH)]
    for wid, w in D.WOWS.items():
        (key, value), = w.items()
        if key == "award_vp":
            (level, vp), = value.items()
            effect = _t("wow.award_vp", level=level, vp=vp)
        elif key == "swap":
            effect = _t("wow.swap", pair=" and ".join(value))
        else:
            effect = _t(f"wow.{key}", n=value)
        skills = w.get("skills", D.ONE_EACH)
        name = D.WOW_NAMES[wid]
        out.append(_component(wid, "wow-card", name, _t("wow-card", name=name, effect=_cap(effect),
                                                         skills=_skills(skills)),
                              skills=skills, **{k: v for k, v in w.items() if k != "skills"}))
    return out


def _pows() -> list[dict[str, Any]]:
    out = []
    for pid, p in D.POWS.items():
        (key, value), = p.items()
        if key == "max_level":
            (part, level), = value.items()
            effect = _t("pow.max_level", part=part, level=level)
        elif key == "track_ban":
            effect = _t("pow.track_ban", resource=value)
        elif key == "ban_predictions":
            effect = _t("pow.ban_predictions", n=_amounts({"predictions": value}))
        else:
            effect = _t(f"pow.{key}", n=value)
        name = D.POW_NAMES[pid]
        out.append(_component(pid, "pow-card", name, _t("pow-card", name=name, effect=_cap(effect),
                                                         removal_cost=_amounts(D.POW_REMOVAL_COST)),
                              removal_cost=D.POW_REMOVAL_COST, **p))
    return out


def _skill_cards() -> list[dict[str, Any]]:
    return [_component(kid, "skill-card", D.SKILL_CARD_NAMES[kid],
                       _t("skill-card", name=D.SKILL_CARD_NAMES[kid], cost=_amounts({"dollar": k["cost"]}),
                          skills=_skills(k["skills"]), benefit=_amounts(k["benefit"])), **k)
            for kid, k in D.SKILL_CARDS.items()]


def _items() -> list[dict[str, Any]]:
    out = []
    for iid, it in D.ITEMS.items():
        e = it["effect"]
        params: dict[str, Any] = {}
        if e == "gain":
            params["gain"] = _amounts(it["gain"])
        elif e == "actions":
            params["actions"] = TEMPLATES["then"].join(D.ACTION_NAMES[a] for a in it["actions"])
        elif e == "upgrade":
            params = {"part": it["part"], "steps": D.ITEM_UPGRADE_STEPS}
        elif e == "permanent":
            params["skills"] = _skills(it["skills"])
        effect = _t(f"item.{e}", **params)
        extra = {"steps": D.ITEM_UPGRADE_STEPS} if e == "upgrade" else {}
        name = D.ITEM_NAMES[iid]
        out.append(_component(iid, "item", name, _t("item", name=name, effect=_cap(effect)),
                              permanent=e == "permanent", **it, **extra))
    return out


def _objectives() -> list[dict[str, Any]]:
    return [_component(oid, "objective", D.OBJECTIVE_NAMES[oid],
                       _t("objective", name=D.OBJECTIVE_NAMES[oid], needs=_amounts(o["needs"]), reward=o["reward"],
                          penalty=o["penalty"]), **o)
            for oid, o in D.OBJECTIVES.items()]


def _award_cards() -> list[dict[str, Any]]:
    out = []
    for aid, levels in D.AWARD_CARDS.items():
        facts = {lv: dict(zip((*D.PARTS, "vp"), (box, mech, comp, vp), strict=True))
                 for lv, (box, mech, comp, vp) in levels.items()}
        text = _t("award-card", name=D.AWARD_CARD_NAMES[aid],
                  levels="; ".join(_t("award-level", level=lv, **f) for lv, f in facts.items()))
        out.append(_component(aid, "award-card", D.AWARD_CARD_NAMES[aid], text, levels=facts))
    return out


def _zap_cards() -> list[dict[str, Any]]:
    out = []
    for zid, z in D.ZAP_CARDS.items():
        vp = _names(_t("zap.vp", level=lv, vp=n) for lv, n in z["vp"].items())
        adjust = _t("zap.adjust", adjust=z["adjust"]) if z["adjust"] else ""
        name = D.ZAP_NAMES[zid]
        text = _t("zap-card", name=name, action_name=D.ACTION_NAMES[z["action"]], vp=vp, adjust=adjust)
        out.append(_component(zid, "zap-card", name, text, extreme_fallback=D.EXTREME_FALLBACK, **z))
    return out


def build() -> list[dict[str, Any]]:
    """Every component, in a stable order."""
    return [*_pieces(), *_actions(), *_spaces(), *_tracks(), *_specialists(), *_freelancers(), *_wows(), *_pows(),
            *_skill_cards(), *_items(), *_objectives(), *_award_cards(), *_published_games(), *_zap_cards()]


COMPONENTS: list[dict[str, Any]] = build()
