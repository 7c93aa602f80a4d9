"""The Tabletop Climber decider: state shape, the fold (evolve) and the command handlers (decide).

State (plain JSON; seat-indexed data are lists):
- ``phase``: "transfer" | "select" | "main" | "end" (inside a batch only) | "over"
- zones per seat: ``team`` (cards not yet in this season's hand), ``hand``, ``lodge_down`` (unused and
  Accident cards, face down), ``lodge_up`` (played-then-reset and discarded cards, face up),
  ``played`` (cards in front of the seat on the field); plus ``pile`` (draw pile) and ``box``.
  Every one of the 74 playing cards is in exactly one zone.
- hand selection: ``chosen`` (a seat's selected hand, kept aside until every seat has selected: the rest of its
  team goes to the lodge only then, so no count tells an opponent the size just chosen).
- main phase: ``top`` (last play on the field), ``turn``, ``passed``, ``places``, ``reversed`` (reverse
  icon active until the next reset), ``pending_discard`` (seat owing a discard-icon discard).
"""

from __future__ import annotations

import random
from typing import Any

from games import kit
from games.base import Event, RuleViolation, State
from games.kit import clone
from games.tabletop_climber import data
from games.tabletop_climber.data import (
    ACCIDENT,
    CARDS,
    CLIMAX,
    CLIMAX_BASE_HAND,
    GOLD_VP,
    HAND_SIZE,
    INITIAL_PER_PLAYER,
    REINFORCEMENT_PER_PLAYER,
    REVERSE,
    REVOLUTION,
    SEASONS,
    SILVER_IDS,
    SILVER_VP,
    STANDARD,
    TRANSFER,
)
from games.tabletop_climber.plays import Refused, check_beats, classify, effect_of, legal_plays
from games.template_fill import fill, pick

ZONES = ("team", "hand", "lodge_down", "lodge_up", "played")


# ---------------------------------------------------------------- derived facts


def gold_of(state: State) -> str:
    """The gold season card in force."""
    return state["gold_order"][state["season"] - 1]


def step(state: State) -> int:
    """+1 clockwise (increasing seat), -1 in the Reverse season."""
    return -1 if gold_of(state) == REVERSE else 1


def inverted(state: State) -> bool:
    """True when lower numbers must be played (Revolution xor an active reverse icon)."""
    return (gold_of(state) == REVOLUTION) != state["reversed"]


def left_of(state: State, seat: int) -> int | None:
    """The first player to the left of ``seat`` (clockwise, whatever the season's turn order) holding cards."""
    n = state["n"]
    for i in range(1, n + 1):
        x = (seat + i) % n
        if state["hand"][x]:
            return x
    return None


def next_turn(state: State, seat: int) -> int | None:
    """The next seat in turn order after ``seat`` that holds cards and has not passed."""
    n, d = state["n"], step(state)
    for i in range(1, n + 1):
        x = (seat + d * i) % n
        if state["hand"][x] and not state["passed"][x]:
            return x
    return None


def reset_lead(state: State) -> int | None:
    """Who restarts if the field must be reset now ('all but one player has passed'), else None."""
    top = state["top"]
    if top is None:
        return None
    owner = top["seat"]
    waiting = [x for x in range(state["n"]) if state["hand"][x] and not state["passed"][x]]
    if state["hand"][owner]:
        return owner if waiting == [owner] else None
    # the owner went out (1st place): when everyone else passed, 'restart the turn from the player to
    # the left of the 1st place player' -- to the left even in the Reverse season's counterclockwise order.
    return left_of(state, owner) if not waiting else None


def owned(state: State, seat: int) -> list[str]:
    """Every card of a seat's team, wherever it lies this season."""
    return [c for zone in ZONES for c in state[zone][seat]]


# ---------------------------------------------------------------- the fold


def _new_state(players: int, gold_order: list[str]) -> State:
    n = players
    return {
        "n": n,
        "phase": "setup",
        "season": 0,
        "gold_order": list(gold_order),
        "start_holder": None,
        "pile": list(data.REINFORCEMENT_IDS),
        "box": list(data.INITIAL_IDS),
        **{zone: [[] for _ in range(n)] for zone in ZONES},
        "hand_size": 0,
        "selected": [False] * n,
        "chosen": [None] * n,
        "transfer": [None] * n,
        "announced": [None] * n,
        "top": None,
        "reversed": False,
        "passed": [False] * n,
        "places": [],
        "turn": None,
        "pending_discard": None,
        "vp": [{"gold": 0, "silver": 0, "climax_bonus": 0} for _ in range(n)],
        "history": [],
        "result": None,
    }


def _remove(zone: list[str], cards: list[str]) -> None:
    for c in cards:
        zone.remove(c)


def _reset_field(s: State) -> None:
    for seat in range(s["n"]):
        s["lodge_up"][seat].extend(s["played"][seat])
        s["played"][seat] = []
    s["top"] = None
    s["passed"] = [False] * s["n"]
    s["reversed"] = False


def evolve(state: State | None, ev: Event) -> State:
    """Pure fold of one event."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        return _new_state(d["players"], d["gold_order"])
    s = clone(state)
    if kind == "CardsDealt":
        for i, cards in enumerate(d["teams"]):
            for c in cards:
                (s["box"] if CARDS[c].initial else s["pile"]).remove(c)
            s["team"][i].extend(cards)
    elif kind == "StartCardGiven":
        s["start_holder"] = seat
    elif kind == "SeasonStarted":
        n = s["n"]
        s["season"] = d["season"]
        s["hand_size"] = d["hand_size"]
        s["phase"] = "transfer" if d["gold"] == TRANSFER else "select"
        s.update(
            selected=[False] * n, chosen=[None] * n, transfer=[None] * n, announced=[None] * n, top=None,
            reversed=False, passed=[False] * n, places=[], turn=None, pending_discard=None,
        )
    elif kind == "AccidentHappened":
        for i, c in enumerate(d["cards"]):
            if c is not None:
                s["team"][i].remove(c)
                s["lodge_down"][i].append(c)
    elif kind == "TransferCardChosen":
        s["transfer"][seat] = d["card"]
    elif kind == "CardsTransferred":
        n = s["n"]
        for i, c in enumerate(d["cards"]):
            s["team"][i].remove(c)
            s["team"][(i + 1) % n].append(c)  # to the player on the left
        s["transfer"] = [None] * n
        s["phase"] = "select"
    elif kind == "HandSelected":
        s["chosen"][seat] = list(d["cards"])  # sealed: the zones change only once every seat has chosen
        s["selected"][seat] = True
    elif kind == "MainPhaseStarted":
        for i, chosen in enumerate(s["chosen"]):
            if chosen is None:
                continue
            _remove(s["team"][i], chosen)
            s["hand"][i] = list(chosen)
            s["lodge_down"][i].extend(s["team"][i])
            s["team"][i] = []
        s["chosen"] = [None] * s["n"]
        s["phase"] = "main"
        s["announced"] = list(d["hand_sizes"])
    elif kind == "StartCardPlayed":
        s["top"] = {"seat": seat, "kind": "start", "cards": [], "count": 1, "value": None, "colour": None}
        s["turn"] = next_turn(s, seat)
    elif kind == "CardsPlayed":
        _remove(s["hand"][seat], d["cards"])
        s["played"][seat].extend(d["cards"])
        s["top"] = {
            "seat": seat, "kind": d["kind"], "cards": list(d["cards"]), "count": d["count"],
            "value": d["value"], "colour": d["colour"],
        }
        if d["effect"] == "reverse":
            s["reversed"] = not s["reversed"]
        if d["effect"] == "discard":
            s["pending_discard"] = seat
            s["turn"] = seat
        else:
            s["turn"] = next_turn(s, seat)
    elif kind == "CardDiscarded":
        s["hand"][seat].remove(d["card"])
        s["lodge_up"][seat].append(d["card"])
        s["pending_discard"] = None
        s["turn"] = next_turn(s, seat)
    elif kind == "Passed":
        s["passed"][seat] = True
        s["turn"] = next_turn(s, seat)
    elif kind == "PlayerFinished":
        s["places"].append(seat)
    elif kind == "FieldReset":
        _reset_field(s)
        s["turn"] = d["lead"]
    elif kind == "SeasonEnded":
        first, second = d["first"], d["second"]
        s["vp"][first]["gold"] += d["gold_vp"]
        s["vp"][first]["climax_bonus"] += d["climax_bonus"]
        s["vp"][second]["silver"] += d["silver_vp"]
        s["history"].append(
            {k: d[k] for k in ("season", "gold", "silver", "first", "second", "gold_vp", "silver_vp", "climax_bonus")}
        )
        s["start_holder"] = first  # 'Receives the Start Card and places it in front of them.'
        for i in range(s["n"]):  # 'Each player's team is not reset and carries over to the next season.'
            s["team"][i] = owned(s, i)
            for zone in ZONES[1:]:
                s[zone][i] = []
        s.update(top=None, turn=None, pending_discard=None, reversed=False, phase="end")
        s["passed"] = [False] * s["n"]
    elif kind == "ReinforcementsDrawn":
        for i, cards in enumerate(d["cards"]):
            _remove(s["pile"], cards)
            s["team"][i].extend(cards)
    elif kind == "GameEnded":
        s["phase"] = "over"
        s["result"] = {"ranking": d["ranking"], "scores": d["scores"], "tiebreak": d["tiebreak"]}
    else:
        raise ValueError(f"unknown event type {kind!r}")
    return s


# ---------------------------------------------------------------- deciding


class Batch(kit.Batch):
    fold = staticmethod(evolve)


def setup(players: int, rng: random.Random) -> list[Event]:
    """Opening events: gold season order, deals, Start Card, first season's reveal."""
    if not 3 <= players <= 4:
        raise RuleViolation("bad-player-count", "Tabletop Climber is for 3 or 4 players.")
    middle = list(data.MIDDLE_GOLD)
    rng.shuffle(middle)
    gold_order = [STANDARD, *middle[:3], CLIMAX]  # the other 3 go back to the box
    initial = list(data.INITIAL_IDS)
    reinforcement = list(data.REINFORCEMENT_IDS)
    rng.shuffle(initial)
    rng.shuffle(reinforcement)
    teams = [
        initial[INITIAL_PER_PLAYER * i : INITIAL_PER_PLAYER * (i + 1)]
        + reinforcement[REINFORCEMENT_PER_PLAYER * i : REINFORCEMENT_PER_PLAYER * (i + 1)]
        for i in range(players)
    ]
    b = Batch(None)
    b.emit("GameStarted", None, players=players, gold_order=gold_order)
    b.emit("CardsDealt", None, teams=teams, counts=[len(t) for t in teams])
    b.emit("StartCardGiven", rng.randrange(players))  # 'The player who has climbed most recently'
    _start_season(b, 1, rng)
    return b.events


def _start_season(b: Batch, season: int, rng: random.Random) -> None:
    s = b.state
    gold = s["gold_order"][season - 1]
    b.emit(
        "SeasonStarted", None, season=season, gold=gold, gold_vp=GOLD_VP[gold], silver=SILVER_IDS[season - 1],
        silver_vp=SILVER_VP[season - 1], hand_size=HAND_SIZE[season - 1],
    )
    if gold == ACCIDENT:
        picks = [rng.choice(sorted(b.state["team"][i])) if b.state["team"][i] else None for i in range(s["n"])]
        b.emit("AccidentHappened", None, cards=picks)


def _draw(pile: list[str], k: int, rng: random.Random) -> list[str]:
    k = min(k, len(pile))  # a short pile gives what it has
    return rng.sample(sorted(pile), k)


def _end_season(b: Batch, rng: random.Random) -> None:
    s = b.state
    first, second = s["places"][0], s["places"][1]
    season = s["season"]
    gold = gold_of(s)
    bonus = max(0, s["announced"][first] - CLIMAX_BASE_HAND) if gold == CLIMAX else 0
    b.emit(
        "SeasonEnded", None, season=season, gold=gold, silver=SILVER_IDS[season - 1], first=first, second=second,
        gold_vp=GOLD_VP[gold], silver_vp=SILVER_VP[season - 1], climax_bonus=bonus,
    )
    # 'As the season ends, each player receives their season rewards' -- after the fifth season too, which
    # counts in the tie-break ('the player with the most cards in their team wins')
    n = s["n"]
    wants = [data.DRAWS_OTHER] * n
    wants[first], wants[second] = data.DRAWS_FIRST, data.DRAWS_SECOND
    pile = list(b.state["pile"])
    draws: list[list[str]] = [[] for _ in range(n)]
    for i in range(n):  # 1st place draws first, then clockwise
        seat = (first + i) % n
        draws[seat] = _draw(pile, wants[seat], rng)
        _remove(pile, draws[seat])
    b.emit("ReinforcementsDrawn", None, cards=draws, counts=[len(x) for x in draws])
    if season < SEASONS:
        _start_season(b, season + 1, rng)
    else:
        res = final_result(b.state)
        b.emit("GameEnded", None, ranking=res["ranking"], scores=res["scores"], tiebreak=list(data.TIEBREAK))


def final_result(s: State) -> dict[str, Any]:
    """Ranking by VP, then team size; still tied seats share their place."""
    scores: dict[str, dict[str, int]] = {}
    keys = {}
    for i in range(s["n"]):
        vp = s["vp"][i]
        total = vp["gold"] + vp["silver"] + vp["climax_bonus"]
        team_size = len(owned(s, i))
        scores[str(i)] = {"total": total, **vp, "team_size": team_size}
        keys[i] = (total, team_size)
    ranking: list[list[int]] = []
    for i in sorted(keys, key=lambda x: (-keys[x][0], -keys[x][1], x)):
        if ranking and keys[ranking[-1][0]] == keys[i]:
            ranking[-1].append(i)
        else:
            ranking.append([i])
    return {"ranking": ranking, "scores": scores}


def to_act(s: State) -> set[int]:
    """Seats whose input is awaited."""
    phase = s["phase"]
    if phase == "transfer":
        return {i for i in range(s["n"]) if s["transfer"][i] is None}
    if phase == "select":
        return {i for i in range(s["n"]) if not s["selected"][i]}
    if phase == "main":
        if s["pending_discard"] is not None:
            return {s["pending_discard"]}
        return {s["turn"]} if s["turn"] is not None else set()
    return set()


def _cards_arg(command: dict, key: str = "cards") -> list[str]:
    cards = command.get(key)
    if not isinstance(cards, list) or not cards or not all(isinstance(c, str) for c in cards):
        raise RuleViolation("bad-command", f"'{key}' must be a non-empty list of card ids.")
    if len(set(cards)) != len(cards):
        raise RuleViolation("duplicate-cards", "Each card can be named only once.")
    return cards


def _card_arg(command: dict) -> str:
    card = command.get("card")
    if not isinstance(card, str):
        raise RuleViolation("bad-command", "'card' must be a card id.")
    return card


def decide(state: State, seat: int, command: dict, rng: random.Random) -> list[Event]:
    """Validate a command and return its events, including every automatic step that follows."""
    if state["phase"] == "over":
        raise RuleViolation("game-over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise RuleViolation("not-a-seat", "No such seat.")
    ctype = command.get("type")
    handler = _HANDLERS.get(ctype)
    if handler is None:
        raise RuleViolation("unknown-command", f"Unknown command type {ctype!r}.")
    phase, needs = _PHASE_OF[ctype]
    if state["phase"] != phase:
        raise RuleViolation("wrong-phase", f"'{ctype}' is only possible in the {needs}.")
    if seat not in to_act(state):
        raise RuleViolation("not-your-turn", "It is not your turn to act.")
    b = Batch(state)
    handler(b, seat, command, rng)
    return b.events


def _transfer(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    card = _card_arg(command)
    s = b.state
    if card not in s["team"][seat]:
        raise RuleViolation(
            "card-not-in-team", "Transfer: 'each player simultaneously selects one card from their team'."
        )
    b.emit("TransferCardChosen", seat, card=card)
    if all(c is not None for c in b.state["transfer"]):
        b.emit("CardsTransferred", None, cards=list(b.state["transfer"]))


def hand_size_bounds(s: State, seat: int) -> tuple[int, int]:
    """(min, max) cards a seat may select this season."""
    available = len(s["team"][seat])
    lo = min(CLIMAX_BASE_HAND if gold_of(s) == CLIMAX else s["hand_size"], available)  # never short in play
    if gold_of(s) == CLIMAX:  # 'you can add as many card as you want to your 12 hand cards'
        return lo, available
    return lo, lo


def _select(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    cards = _cards_arg(command)
    s = b.state
    team = s["team"][seat]
    missing = [c for c in cards if c not in team]
    if missing:
        raise RuleViolation("card-not-in-team", f"Hand cards must come from your team ({missing[0]} is not available).")
    lo, hi = hand_size_bounds(s, seat)
    if not lo <= len(cards) <= hi:
        want = f"{lo}" if lo == hi else f"at least {lo}"
        raise RuleViolation(
            "wrong-hand-size", f"This season's Silver Season Card asks for {want} hand cards, not {len(cards)}."
        )
    b.emit("HandSelected", seat, cards=list(cards), count=len(cards))
    s = b.state
    if all(s["selected"]):
        # 'Player must announce the number of cards in the hand before starting the main phase.'
        b.emit("MainPhaseStarted", None, hand_sizes=[len(h) for h in s["chosen"]])
        b.emit("StartCardPlayed", s["start_holder"])


def _play(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    if s["pending_discard"] is not None:
        raise RuleViolation("discard-pending", "Discard icon: first 'choose and discard one card from your hand'.")
    cards = _cards_arg(command)
    for c in cards:
        if c not in s["hand"][seat]:
            raise RuleViolation("card-not-in-hand", f"{c} is not in your hand.")
    colour = command.get("colour")
    if colour is not None and colour not in data.COLOURS:
        raise RuleViolation("bad-colour", f"Unknown colour {colour!r}.")
    try:
        play = classify(cards, gold_of(s), colour)
        check_beats(play, s["top"], inverted(s))
    except Refused as refused:
        raise RuleViolation(refused.code, refused.message) from None
    effect = effect_of(cards)
    if effect == "discard" and len(cards) == len(s["hand"][seat]):
        effect = None  # 'mandatory ... if it's technically possible': no card left to discard
    b.emit(
        "CardsPlayed", seat, cards=list(cards), kind=play["kind"], count=play["count"], value=play["value"],
        colour=play["colour"], effect=effect,
    )
    _after(b, seat, rng, reset_icon=effect == "reset")


def _discard(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    if s["pending_discard"] != seat:
        raise RuleViolation("no-discard-pending", "Discard only after playing a card with the discard icon.")
    card = _card_arg(command)
    if card not in s["hand"][seat]:
        raise RuleViolation("card-not-in-hand", f"{card} is not in your hand.")
    b.emit("CardDiscarded", seat, card=card)
    _after(b, seat, rng, reset_icon=False)


def _pass(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    if s["pending_discard"] is not None:
        raise RuleViolation("discard-pending", "Discard icon: the discard is mandatory.")
    if s["top"] is None:
        raise RuleViolation("must-lead",
                            f"The field is empty: you restart the turn and must play {data.leads(gold_of(s))}.")
    b.emit("Passed", seat)
    _after(b, seat, rng, reset_icon=False)


def _after(b: Batch, seat: int, rng: random.Random, reset_icon: bool) -> None:
    """Automatic steps after an action: going out, the season's end, field resets."""
    s = b.state
    if s["pending_discard"] is not None:
        return
    if not s["hand"][seat] and seat not in s["places"]:
        b.emit("PlayerFinished", seat, place=len(s["places"]) + 1)
        if len(b.state["places"]) == 2:  # 'the Main Phase ends immediately'
            _end_season(b, rng)
            return
    s = b.state
    if reset_icon:  # 'Immediately reset the field when this card is played.'
        lead = seat if s["hand"][seat] else left_of(s, seat)  # went out on it: as after 1st place's last card
    else:
        lead = reset_lead(s)
    if lead is not None:
        b.emit("FieldReset", None, lead=lead)


_HANDLERS = {
    "transfer-card": _transfer,
    "select-hand": _select,
    "play": _play,
    "pass": _pass,
    "discard": _discard,
}
_PHASE_OF = {
    "transfer-card": ("transfer", "Transfer season's Rule Reveal Phase"),
    "select-hand": ("select", "Hand Selection Phase"),
    "play": ("main", "Main Phase"),
    "pass": ("main", "Main Phase"),
    "discard": ("main", "Main Phase"),
}


# ---------------------------------------------------------------- moves


def strength(s: State, card: str) -> int:
    """Bigger is stronger for the current direction (used to order suggestions)."""
    n = CARDS[card].number
    return -n if inverted(s) else n


def plays_for(s: State, seat: int) -> list[tuple[list[str], dict]]:
    """Every legal play of ``seat`` now."""
    return legal_plays(s["hand"][seat], gold_of(s), s["top"], inverted(s))


def legal_moves(s: State, seat: int) -> list[dict]:
    """Every accepted command; hand selection as a template plus complete examples."""
    if seat not in to_act(s):
        return []
    phase = s["phase"]
    if phase == "transfer":
        return [{"type": "transfer-card", "card": c} for c in s["team"][seat]]
    if phase == "select":
        team = s["team"][seat]
        lo, hi = hand_size_bounds(s, seat)
        template: dict[str, Any] = {"type": "select-hand", "template": True, "from": list(team), "min": lo, "max": hi,
                                    "fill": fill("select-hand" if gold_of(s) != CLIMAX else "select-hand-climax",
                                                 {"cards": pick(team, lo, hi)})}
        if lo == hi:
            template["count"] = lo
        ordered = sorted(team, key=lambda c: (-CARDS[c].number, c))
        if gold_of(s) == REVOLUTION:
            ordered = sorted(team, key=lambda c: (CARDS[c].number, c))
        moves = [template, {"type": "select-hand", "cards": ordered[:lo]}]
        if team[:lo] != ordered[:lo]:
            moves.append({"type": "select-hand", "cards": team[:lo]})
        if hi > lo:
            moves.append({"type": "select-hand", "cards": list(team[:hi])})
        return moves
    if phase == "main":
        if s["pending_discard"] == seat:
            return [{"type": "discard", "card": c} for c in s["hand"][seat]]
        moves = [{"type": "play", "cards": cards} for cards, _ in plays_for(s, seat)]
        if s["top"] is not None:
            moves.append({"type": "pass"})
        return moves
    return []
