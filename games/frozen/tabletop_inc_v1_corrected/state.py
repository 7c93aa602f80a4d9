"""Tabletop Inc. state shape, derived facts and the fold (``evolve``).

State (plain JSON; seat-indexed data are lists):
- ``phase``: "choose" (POW/WOW deal) | "play" | "over"; ``turn``, ``main_done`` (placed or collected this turn),
  ``pending`` (the tasks of the current turn, first = current; see ``engine``).
- ``hourglass``, ``end_by`` (who moved it to 0), ``final`` (seats still owed their last turn).
- ``board`` (board space -> seat), ``tracks`` (leftmost first: ``{"card", "res"}``), ``decks``
  (``{"pool": unordered, "bottom": ordered}``: draws come from the shuffled pool, then from the bottom),
  ``supply`` (part -> level -> pieces left), ``shelf`` (award level -> tokens left), ``shelved``.
- ``players``: resources, VP, cards, table, the game on the table, published games, workers, predictions,
  ``zap_awards`` (awards a Muman-Bot removed).
- ``muman`` (seat -> difficulty), ``refresh`` (tracks of the refresh variant), ``zap`` (``pool``, ``discard``,
  ``active``), ``discards`` (objective and skill cards discarded by ZAP cards).
"""

from __future__ import annotations

from games.base import Event, State
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.kit import clone

# ---------------------------------------------------------------- derived facts


def wow_of(p: dict) -> dict:
    return D.WOWS.get(p["wow"], {}) if p["wow"] else {}


def pow_of(p: dict) -> dict:
    return D.POWS.get(p["pow"], {}) if p["pow"] else {}


def employees(p: dict) -> list[dict]:
    """Employee cards at the table (specialists and freelancers), with their skill card."""
    return [slot for slot in p["table"] if slot is not None]


def card_skills(card: str) -> dict:
    if card in D.SPECIALISTS:
        return D.SPECIALISTS[card]["skills"]
    if card in D.FREELANCERS:
        return D.FREELANCERS[card]["skills"]
    return {}


def skills(p: dict) -> dict[str, int]:
    """Skill totals: the WOW/Founder card, employees, their skill cards and permanent items."""
    total = {k: 0 for k in D.SKILLS}
    sources = [wow_of(p).get("skills", D.ONE_EACH) if p["wow"] else {}]
    for slot in employees(p):
        sources.append(card_skills(slot["card"]))
        if slot["skill"]:
            sources.append(D.SKILL_CARDS[slot["skill"]]["skills"])
    for item in p["permanent"]:
        sources.append(D.ITEMS[item]["skills"])
    for src in sources:
        for k, v in src.items():
            total[k] += v
    return total


def max_level(p: dict, part: str) -> int:
    return pow_of(p).get("max_level", {}).get(part, D.UPGRADE_MAX_LEVEL)


def swaps(p: dict) -> list[list[str]]:
    """Pairs of resources this player may use interchangeably (WOW)."""
    pair = wow_of(p).get("swap")
    return [pair] if pair else []


def pay(res: dict[str, int], cost: dict[str, int], pairs: list[list[str]]) -> dict[str, int] | None:
    """What to pay for ``cost`` from ``res`` (named resource first, then its interchangeable partner), or None."""
    paid = {k: 0 for k in D.RESOURCES}
    left = dict(res)
    short: dict[str, int] = {}
    for k, v in cost.items():
        if v <= 0:
            continue
        use = min(v, left.get(k, 0))
        paid[k] += use
        left[k] -= use
        if v > use:
            short[k] = v - use
    for k, v in short.items():
        for pair in pairs:
            if k in pair:
                other = pair[1] if pair[0] == k else pair[0]
                use = min(v, left.get(other, 0))
                paid[other] += use
                left[other] -= use
                v -= use
        if v > 0:
            return None
    return {k: v for k, v in paid.items() if v}


def free_worker_ids(p: dict) -> list[str]:
    """Distinct workers that can be placed: "worker" (any of the four) and each free specialist."""
    out = ["worker"] if p["free_workers"] > 0 else []
    return out + list(p["specialists_free"])


def unflipped(p: dict) -> list[str]:
    pred = p["prediction"]
    return [c["action"] for c in pred["cards"] if not c["flipped"]] if pred else []


def employee_limit(p: dict) -> int:
    return pow_of(p).get("max_employees", D.TABLE_SIZE)


def is_muman(s: State, seat: int) -> bool:
    """Whether ``seat`` is a Muman-Bot (declared by the ``muman`` option)."""
    return str(seat) in (s.get("muman") or {})


def open_places(p: dict) -> list[int]:
    """Table sides an employee may take now (the WOW side never; the POW side while the POW card is there)."""
    if len(employees(p)) >= employee_limit(p):
        return []
    out = []
    for i in range(D.TABLE_SIZE):
        if i == D.WOW_PLACE or p["table"][i] is not None or (i == D.POW_PLACE and p["pow"]):
            continue
        out.append(i)
    return out


# ---------------------------------------------------------------- the fold


def _player(seat: int) -> dict:
    return {
        "res": {k: 0 for k in D.RESOURCES}, "vp": 0,
        "award_card": None, "wow": None, "pow": None, "dealt": None, "chosen": None,
        "hand": [], "skill_hand": [], "table": [None] * D.TABLE_SIZE, "items": [], "permanent": [],
        "objectives": [], "awards": [], "game": {k: None for k in D.PARTS}, "published": [],
        "free_workers": D.WORKERS, "specialists_free": [], "placed": [],
        "prediction": None, "skill_offer": [], "objective_offer": [], "zap_awards": [],
    }


def _new_state(d: dict) -> State:
    n = d["players"]
    return {
        "n": n, "phase": "play", "first": d["first"], "deal": d["deal"], "turn": None, "main_done": False,
        "pending": [], "hourglass": d["hourglass"], "end_by": None, "final": None, "board": {},
        "tracks": {t: [] for t in D.TRACKS},
        "decks": {k: {"pool": sorted(v), "bottom": []} for k, v in D.DECK_CARDS.items()},
        "supply": {part: {str(lv): c for lv, c in D.PART_SUPPLY.items()} for part in D.PARTS},
        "shelf": {str(lv): c for lv, c in D.AWARD_TOKENS.items()}, "shelved": [],
        "players": [_player(i) for i in range(n)], "award_deck": sorted(D.AWARD_CARDS), "result": None,
        "muman": dict(d.get("muman") or {}), "refresh": list(d.get("refresh") or []),
        "zap": {"pool": sorted(D.ZAP_CARDS), "discard": [], "active": None},
        "discards": {"objective": [], "skill": []},
    }


def _add(p: dict, delta: dict[str, int], sign: int = 1) -> None:
    for k, v in delta.items():
        if k == "vp":
            p["vp"] += sign * v
        elif k in D.RESOURCES:
            p["res"][k] += sign * v


def _take_from_deck(s: State, deck: str, card: str) -> None:
    d = s["decks"][deck]
    if card in d["pool"]:
        d["pool"].remove(card)
    else:
        d["bottom"].remove(card)


def _shuffle_in(s: State, deck: str, cards: list[str]) -> None:
    """Cards back into a deck and the whole deck shuffled (the cards put under it join the shuffled part)."""
    d = s["decks"][deck]
    d["pool"] = sorted(d["pool"] + d["bottom"] + cards)
    d["bottom"] = []


_WHOLE = {"AwardCardsDealt", "ObjectivesDealt", "FounderCardsGiven", "PowWowDealt", "PowWowRevealed", "GameEnded",
          "ZapDrawn", "AwardRemoved", "ObjectiveDiscarded", "SkillDiscarded", "TrackRefreshed", "TrackCycled"}
_CARDS = {"TrackRefilled", "CardTaken", "SkillCardsDrawn", "SkillCardBought", "ObjectivesDrawn", "ObjectivesKept",
          "ItemUsed"}


def _copy_for(state: State, kind: str, seat: int | None) -> State:
    """A copy sharing what ``kind`` never changes (evolve must not mutate its input)."""
    if kind in _WHOLE:
        return clone(state)
    s = dict(state)
    s["pending"] = clone(state["pending"])
    s["board"] = dict(state["board"])
    s["final"] = list(state["final"]) if state["final"] is not None else None
    s["shelf"] = dict(state["shelf"])
    s["players"] = list(state["players"])
    if seat is not None:
        s["players"][seat] = clone(state["players"][seat])
    if kind in _CARDS:
        s["decks"] = clone(state["decks"])
        s["tracks"] = clone(state["tracks"])
    if kind in ("PartBought", "PartUpgraded"):
        s["supply"] = clone(state["supply"])
    if kind == "AwardWon":
        s["shelved"] = list(state["shelved"])
    return s


def evolve(state: State | None, ev: Event) -> State:
    """Pure fold of one event."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        return _new_state(d)
    s = _copy_for(state, kind, seat)
    p = s["players"][seat] if seat is not None else None
    if kind == "AwardCardsDealt":
        for i, c in enumerate(d["cards"]):
            s["players"][i]["award_card"] = c
            s["award_deck"].remove(c)
    elif kind == "ObjectivesDealt":
        for i, c in enumerate(d["cards"]):
            if c is not None:  # a Muman-Bot holds no objective
                _take_from_deck(s, "objective", c)
                s["players"][i]["objectives"].append(c)
    elif kind == "TrackRefilled":
        if d["card"] is not None:
            _take_from_deck(s, d["track"], d["card"])
            s["tracks"][d["track"]].insert(0, {"card": d["card"], "res": {}})
    elif kind == "FounderCardsGiven":
        for q in s["players"]:
            q["wow"] = D.FOUNDER
        s["turn"] = s["first"]
    elif kind == "PowWowDealt":
        for i, q in enumerate(s["players"]):
            q["dealt"] = {"wow": d["wow"][i], "pow": d["pow"][i]}
            # a Muman-Bot is dealt nothing and has nothing to choose
            q["chosen"] = None if d["wow"][i] else {"wow": None, "pow": None}
        s["phase"] = "choose"
    elif kind == "PowWowChosen":
        p["chosen"] = {"wow": d["wow"], "pow": d["pow"]}
    elif kind == "PowWowRevealed":
        for i, q in enumerate(s["players"]):
            q["wow"], q["pow"] = d["wow"][i], d["pow"][i]
            q["dealt"], q["chosen"] = None, None
        s["phase"] = "play"
        s["turn"] = s["first"]
    elif kind == "ResourcesChanged":
        _add(p, d["delta"])
    elif kind == "WorkerPlaced":
        _add(p, d["paid"], -1)
        _add(p, d["bonus"])
        if d["worker"] == "worker":
            p["free_workers"] -= 1
        else:
            p["specialists_free"].remove(d["worker"])
        p["placed"].append({"worker": d["worker"], "space": d["space"]})
        if d["space"] in D.SPACES:
            s["board"][d["space"]] = seat
        s["main_done"] = True
    elif kind == "TasksQueued":
        s["pending"] = clone(d["tasks"]) + s["pending"]
    elif kind == "TaskUpdated":
        s["pending"][0] = clone(d["task"])
    elif kind == "TaskDone":
        s["pending"].pop(0)
    elif kind == "PredictionFlipped":
        for c in p["prediction"]["cards"]:
            if c["action"] == d["action"] and not c["flipped"]:
                c["flipped"] = True
                break
        p["vp"] += d["vp"]
    elif kind == "PredictionsRewarded":
        p["vp"] += d["vp"]
        p["prediction"] = None
    elif kind == "PredictionsDiscarded":
        p["prediction"] = None
    elif kind == "PredictionsMade":
        p["res"]["research"] -= d["count"]
        p["prediction"] = {"target": d["target"], "cards": [{"action": a, "flipped": False} for a in d["actions"]]}
    elif kind == "WorkersCollected":
        for pl in p["placed"]:
            if pl["worker"] == "worker":
                p["free_workers"] += 1
            else:
                p["specialists_free"].append(pl["worker"])
            s["board"].pop(pl["space"], None)
        p["placed"] = []
        s["main_done"] = True
    elif kind == "HourglassMoved":
        s["hourglass"] = d["to"]
    elif kind == "EndTriggered":
        p["vp"] += d["vp"]
        n = s["n"]
        s["end_by"] = seat
        s["final"] = [(seat + k) % n for k in range(1, n)]
    elif kind == "CardTaken":
        track = s["tracks"][d["track"]]
        for k, r in enumerate(d["payment"]):
            slot = track[d["index"] + 1 + k]
            slot["res"][r] = slot["res"].get(r, 0) + 1
            p["res"][r] -= 1
        slot = track.pop(d["index"])
        _add(p, slot["res"])
        card = slot["card"]
        if d["track"] == "item":
            (p["permanent"] if D.ITEMS[card]["effect"] == "permanent" else p["items"]).append(card)
        else:
            p["hand"].append(card)
    elif kind == "CardPlayed":
        p["hand"].remove(d["card"])
        p["table"][d["place"]] = {"card": d["card"], "skill": None}
        _add(p, d["bonus"])
        if d["card"] in D.SPECIALISTS:
            p["specialists_free"].append(d["card"])
    elif kind == "SkillCardsDrawn":
        for c in d["cards"]:
            _take_from_deck(s, "skill", c)
        p["skill_offer"] = list(d["cards"])
        s["pending"][0]["drawn"] = True
    elif kind == "SkillCardBought":
        offer = p["skill_offer"]
        if d["card"] is not None:
            offer.remove(d["card"])
            p["skill_hand"].append(d["card"])
            _add(p, d["paid"], -1)
        s["decks"]["skill"]["bottom"].extend(offer)
        p["skill_offer"] = []
    elif kind == "SkillApplied":
        p["skill_hand"].remove(d["card"])
        for slot in p["table"]:
            if slot is not None and slot["card"] == d["employee"]:
                slot["skill"] = d["card"]
        _add(p, d["gain"])
    elif kind == "PartBought":
        _add(p, d["paid"], -1)
        p["game"][d["part"]] = d["level"]
        s["supply"][d["part"]][str(d["level"])] -= 1
    elif kind == "PartUpgraded":
        p["game"][d["part"]] = d["to"]
        s["supply"][d["part"]][str(d["from"])] += 1
        s["supply"][d["part"]][str(d["to"])] -= 1
    elif kind == "GamePublished":
        p["published"].append(dict(d["game"]))
        p["game"] = {k: None for k in D.PARTS}
    elif kind == "AwardWon":
        game = p["published"].pop(d["game"])
        p["awards"].append(d["level"])
        s["shelf"][str(d["level"])] -= 1
        s["shelved"].append({"seat": seat, "level": d["level"], "game": game})
    elif kind == "Traded":
        _add(p, d["give"], -1)
        _add(p, d["get"])
    elif kind == "ObjectivesDrawn":
        for c in d["cards"]:
            _take_from_deck(s, "objective", c)
        p["objective_offer"] = list(d["cards"])
        s["pending"][0]["drawn"] = True
    elif kind == "ObjectivesKept":
        p["objectives"].extend(d["kept"])
        rest = [c for c in p["objective_offer"] if c not in d["kept"]]
        s["decks"]["objective"]["bottom"].extend(rest)
        p["objective_offer"] = []
    elif kind == "ItemUsed":
        p["items"].remove(d["card"])
        s["decks"]["item"]["bottom"].append(d["card"])
    elif kind == "PowRemoved":
        _add(p, d["paid"], -1)
        p["pow"] = None
    elif kind == "TurnEnded":
        if s["final"] is not None and seat in s["final"]:
            s["final"].remove(seat)
        s["turn"] = d["next"]
        s["main_done"] = False
        s["pending"] = []
    elif kind == "ZapDrawn":
        z = s["zap"]
        if z["active"] is not None:
            z["discard"].append(z["active"])
        if d["reshuffled"]:
            z["pool"], z["discard"] = sorted(z["pool"] + z["discard"]), []
        z["pool"].remove(d["card"])
        z["active"] = d["card"]
        s["main_done"] = True
    elif kind == "ZapScored":
        p["vp"] += d["vp"]
    elif kind == "AwardRemoved":
        if d["level"] is not None:
            s["shelf"][str(d["level"])] -= 1
            p["zap_awards"].append(d["level"])
    elif kind in ("ObjectiveDiscarded", "SkillDiscarded"):
        deck = "objective" if kind == "ObjectiveDiscarded" else "skill"
        if d["card"] is not None:
            _take_from_deck(s, deck, d["card"])
            s["discards"][deck].append(d["card"])
        _shuffle_in(s, deck, [])
    elif kind == "TrackRefreshed":
        _shuffle_in(s, d["track"], [slot["card"] for slot in s["tracks"][d["track"]]])
        s["tracks"][d["track"]] = []
    elif kind == "TrackCycled":
        track = s["tracks"][d["track"]]
        slot = track.pop()
        s["decks"][d["track"]]["bottom"].append(slot["card"])
        if d["refill"] is not None:
            _take_from_deck(s, d["track"], d["refill"])
            track.insert(0, {"card": d["refill"], "res": {}})
        if track:  # 'Any resources that were placed on the card that was removed remain in that space'
            for r, v in slot["res"].items():
                track[-1]["res"][r] = track[-1]["res"].get(r, 0) + v
    elif kind == "MumanPredicted":
        p["prediction"] = {"target": d["target"], "open": True,
                           "cards": [{"action": a, "flipped": False} for a in d["actions"]]}
    elif kind == "MumanPredictionCorrect":
        cards = p["prediction"]["cards"]
        cards.remove(next(c for c in cards if c["action"] == d["action"]))
        p["vp"] += d["vp"]
        if not cards:
            p["prediction"] = None
    elif kind == "GameEnded":
        s["phase"] = "over"
        s["turn"] = None
        s["result"] = {"ranking": d["ranking"], "scores": d["scores"]}
    else:
        raise ValueError(f"unknown event type {kind!r}")
    return s
