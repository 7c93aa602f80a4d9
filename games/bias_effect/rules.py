"""The Bias Effect decider: state shape, the fold (evolve) and the command handlers (decide).

State (plain JSON; seat-indexed data are lists):
- ``phase``: "trade" (first phase, step 2) | "bid" (second phase, step 4, sealed) | "choose" (second phase, step
  5: the bid winner programs or deletes) | "algorithm" (fourth phase, step 7) | "end" (inside a batch only) | "over".
- ``round`` is the autonomy counter (1..AUTONOMY_ROUNDS; one more is the robot space), ``resets`` counts
  tie resets to ROUND 3.
- chips: ``chips`` (pouches) and ``bank``; their sum is always TOTAL_CHIPS. A sealed bid stays in its pouch
  until the reveal (``bids``, secret), so nothing public changes while bids are sealed.
- cards: ``hands``/``algo_deck``/``algo_discard`` (81 algorithm cards), ``belief``/``belief_deck``/
  ``belief_discard``/``programmed`` (90 beliefs), ``life_deck``/``life_discard`` (48 life cards).
- ``mods``: bid modifiers ``{seat, kind, amount, source}`` played this round (``source`` is the card's title, not
  its id: the card itself may be reshuffled into the deck), applied at the next reveal then cleared.
"""

from __future__ import annotations

import random
from typing import Any

from games import kit
from games.base import Event, RuleViolation, State
from games.bias_effect import data
from games.bias_effect.data import (
    ALGORITHMS,
    AUTONOMY_ROUNDS,
    BELIEFS,
    BIAS_BONUS,
    FAR_LEFT,
    FAR_MARGIN,
    FAR_RIGHT,
    GROUPS,
    LEFT,
    LIMITED_FROM,
    LIVES,
    MAX_RESETS,
    MODERATE,
    RESET_TO_ROUND,
    RIGHT,
    SIDE_OF,
    START_ALGORITHMS,
    START_CHIPS,
    TOTAL_CHIPS,
)
from games.kit import clone

SIDES = ("left", "right")
MOD_KINDS = ("boost", "throttle", "tiebreak", "amplify")


# ---------------------------------------------------------------- derived facts


def counts(s: State) -> tuple[int, int]:
    """(LEFT, RIGHT) programmed beliefs."""
    left = sum(1 for b in s["programmed"] if BELIEFS[b].side == "left")
    return left, len(s["programmed"]) - left


def leaning(s: State) -> str:
    """'right' if RIGHT-LEANING, 'left' if LEFT-LEANING, else 'neutral' (equal, or no beliefs at all)."""
    left, right = counts(s)
    return "right" if right > left else "left" if left > right else "neutral"


def satisfied(identity: str, left: int, right: int, players: int) -> bool:
    """The identity card's win condition."""
    d = left - right
    limited = players >= LIMITED_FROM
    if identity == FAR_LEFT:
        return d >= FAR_MARGIN
    if identity == LEFT:
        return d > 0 and (not limited or d < FAR_MARGIN)
    if identity == MODERATE:
        return left == right and left >= 1
    if identity == RIGHT:
        return d < 0 and (not limited or -d < FAR_MARGIN)
    if identity == FAR_RIGHT:
        return -d >= FAR_MARGIN
    raise ValueError(identity)


def bonus(identity: str, left: int, right: int) -> int:
    """The bias effect: +3 per programmed belief of the identity's side; MODERATE takes the higher."""
    side = SIDE_OF[identity]
    if side is None:
        return BIAS_BONUS * max(left, right)
    return BIAS_BONUS * (left if side == "left" else right)


def group(s: State, who: str) -> list[int]:
    """Seats whose identity belongs to a life card's group."""
    return [i for i in range(s["n"]) if s["identities"][i] in GROUPS[who]]


def algorithm_turn(s: State) -> int | None:
    """The seat to play an algorithm card now: next in order from ``pos`` holding a card."""
    if s["phase"] != "algorithm":
        return None
    for seat in s["order"][s["pos"]:]:
        if s["hands"][seat]:
            return seat
    return None


def to_act(s: State) -> set[int]:
    """Seats whose input is awaited."""
    phase = s["phase"]
    if phase == "trade":
        return {i for i in range(s["n"]) if not s["traded"][i] and s["hands"][i]}
    if phase == "bid":
        return {i for i in range(s["n"]) if s["bids"][i] is None}
    if phase == "choose":
        return {s["winner"]}
    if phase == "algorithm":
        seat = algorithm_turn(s)
        return set() if seat is None else {seat}
    return set()


def modifiers(s: State, seat: int) -> dict[str, int]:
    """Sum of this seat's pending bid modifiers by kind."""
    out = dict.fromkeys(MOD_KINDS, 0)
    for m in s["mods"]:
        if m["seat"] == seat:
            out[m["kind"]] += m["amount"]
    return out


def bid_total(s: State, seat: int, bid: int, bias_bonus: int) -> int:
    """What ``seat``'s bid totals with its bias bonus and modifiers.

    The cards change the *bid* ('the bid of a player you choose counts 3 lower (never below 0)'); the bias
    bonus is added afterwards, so a throttle never eats it (Echo Chamber doubles the bonus).
    """
    m = modifiers(s, seat)
    return max(0, bid + m["boost"] - m["throttle"]) + bias_bonus * (2 if m["amplify"] else 1)


def evaluate_bids(s: State, bids: list[int]) -> dict[str, Any]:
    """Bonuses, modifiers, totals, the winner (or the tied seats) and the chips spent for ``bids``."""
    left, right = counts(s)
    n = s["n"]
    bonuses, adjust, totals = [], [], []
    for i in range(n):
        b = bonus(s["identities"][i], left, right)
        total = bid_total(s, i, bids[i], b)
        bonuses.append(b)
        adjust.append(total - bids[i] - b)
        totals.append(total)
    top = max(totals)
    tied = [i for i in range(n) if totals[i] == top]
    winner = tied[0] if len(tied) == 1 else None
    if winner is None:
        breakers = [i for i in tied if modifiers(s, i)["tiebreak"]]
        if len(breakers) == 1:
            winner = breakers[0]
    if winner is not None:
        spent = [bids[i] if i == winner else 0 for i in range(n)]
    else:  # 'In the event of a TIE ... the bids of the players who tied are spent.'
        spent = [bids[i] if i in tied else 0 for i in range(n)]
    return {"bids": list(bids), "bonuses": bonuses, "adjustments": adjust, "totals": totals,
            "winner": winner, "tied": tied if len(tied) > 1 else [], "spent": spent}


# ---------------------------------------------------------------- the fold


def _new_state(d: dict) -> State:
    n = d["players"]
    return {
        "n": n,
        "phase": "setup",
        "round": 0,
        "resets": 0,
        "start_player": d["start_player"],
        "identities": list(d["identities"]),
        "chips": [d["chips"]] * n,
        "bank": d["bank"],
        "hands": [[] for _ in range(n)],
        "algo_deck": list(data.ALGORITHM_IDS),
        "algo_discard": [],
        "belief": None,
        "belief_deck": list(data.BELIEF_IDS),
        "belief_discard": [],
        "programmed": [],
        "life_deck": list(data.LIFE_IDS),
        "life_discard": [],
        "life": None,
        "traded": [False] * n,
        "bids": [None] * n,
        "revealed": None,
        "winner": None,
        "mods": [],
        "order": [],
        "pos": 0,
        "autonomy": None,
        "result": None,
    }


def _move_chips(s: State, deltas: list[int], bank: int) -> None:
    for i, x in enumerate(deltas):
        s["chips"][i] += x
    s["bank"] += bank


def evolve(state: State | None, ev: Event) -> State:
    """Pure fold of one event."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        return _new_state(d)
    s = clone(state)
    if kind == "AlgorithmCardsDealt" or kind == "AlgorithmCardsDrawn":
        for i, cards in enumerate(d["cards"]):
            for c in cards:
                s["algo_deck"].remove(c)
            s["hands"][i].extend(cards)
    elif kind == "AlgorithmDeckReshuffled":
        s["algo_deck"] = sorted(s["algo_deck"] + s["algo_discard"])
        s["algo_discard"] = []
    elif kind == "RoundStarted":
        n = s["n"]
        s.update(round=d["round"], phase="trade", traded=[False] * n, bids=[None] * n, winner=None,
                 order=[], pos=0)
    elif kind == "AlgorithmTraded":
        s["hands"][seat].remove(d["card"])
        s["algo_discard"].append(d["card"])
        s["chips"][seat] += d["chips"]
        s["bank"] -= d["chips"]
        s["traded"][seat] = True
    elif kind == "TradeSkipped":
        s["traded"][seat] = True
    elif kind == "BeliefDeckReshuffled":
        s["belief_deck"] = sorted(s["belief_deck"] + s["belief_discard"])
        s["belief_discard"] = []
    elif kind == "BeliefRevealed":
        s["belief_deck"].remove(d["belief"])
        s["belief"] = d["belief"]
        s["phase"] = "bid"
        s["revealed"] = None
    elif kind == "BidSealed":
        s["bids"][seat] = d["amount"]
    elif kind == "BidsRevealed":
        _move_chips(s, [-x for x in d["spent"]], sum(d["spent"]))
        s["bids"] = [None] * s["n"]
        s["mods"] = []
        s["revealed"] = {k: d[k] for k in ("bids", "bonuses", "adjustments", "totals", "winner", "tied", "spent")}
        s["winner"] = d["winner"]
        s["phase"] = "choose" if d["winner"] is not None else "resolve"
    elif kind == "BeliefProgrammed":
        if s["belief"] == d["belief"]:
            s["belief"] = None
        else:
            s["belief_deck"].remove(d["belief"])
        s["programmed"].append(d["belief"])
        if s["phase"] == "choose":
            s["phase"] = "resolve"
    elif kind == "BeliefDeleted":
        s["belief"] = None
        s["belief_discard"].append(d["belief"])
        s["phase"] = "resolve"
    elif kind == "BeliefRemoved":
        s["programmed"].remove(d["belief"])
        s["belief_discard"].append(d["belief"])
    elif kind == "LifeDeckReshuffled":
        s["life_deck"] = sorted(s["life_deck"] + s["life_discard"])
        s["life_discard"] = []
    elif kind == "LifeCardDrawn":
        s["life_deck"].remove(d["card"])
        s["life_discard"].append(d["card"])
        s["life"] = {"card": d["card"], "leaning": d["leaning"]}
    elif kind == "ChipsMoved":
        _move_chips(s, d["deltas"], d["bank"])
    elif kind == "AlgorithmCardDiscarded":
        s["hands"][seat].remove(d["card"])
        s["algo_discard"].append(d["card"])
    elif kind == "AlgorithmPhaseStarted":
        s["phase"] = "algorithm"
        s["order"] = list(d["order"])
        s["pos"] = 0
    elif kind == "AlgorithmPlayed":
        s["hands"][seat].remove(d["card"])
        s["algo_discard"].append(d["card"])
        s["pos"] = s["order"].index(seat) + 1
    elif kind == "AlgorithmPassed":
        s["pos"] = s["order"].index(seat) + 1
    elif kind == "ModifiersAdded":
        s["mods"].extend(dict(m) for m in d["mods"])
    elif kind == "RoundEnded":
        s["round"] = d["round"] + 1
        s["phase"] = "end"
    elif kind == "AutonomyReached":
        s["autonomy"] = {k: d[k] for k in ("left", "right", "satisfied")}
    elif kind == "CounterReset":
        s["round"] = d["round"]
        s["resets"] = d["resets"]
    elif kind == "GameEnded":
        s["phase"] = "over"
        s["result"] = {"ranking": d["ranking"], "scores": d["scores"]}
    else:
        raise ValueError(f"unknown event type {kind!r}")
    return s


# ---------------------------------------------------------------- deciding


class Batch(kit.Batch):
    fold = staticmethod(evolve)


def setup(players: int, rng: random.Random) -> list[Event]:
    """Identities dealt face up, three algorithm cards and five chips each, the counter on ROUND ONE."""
    if players not in data.IDENTITIES_BY_COUNT:
        raise RuleViolation("bad-player-count", "Bias Effect is for 2 to 5 players.")
    identities = list(data.IDENTITIES_BY_COUNT[players])
    rng.shuffle(identities)
    b = Batch(None)
    b.emit("GameStarted", None, players=players, identities=identities, chips=START_CHIPS,
           bank=TOTAL_CHIPS - START_CHIPS * players, autonomy_rounds=AUTONOMY_ROUNDS,
           start_player=rng.randrange(players))  # 'the player who most recently consumed coffee'
    dealt = rng.sample(sorted(data.ALGORITHM_IDS), START_ALGORITHMS * players)
    hands = [dealt[START_ALGORITHMS * i:START_ALGORITHMS * (i + 1)] for i in range(players)]
    b.emit("AlgorithmCardsDealt", None, cards=hands, counts=[len(h) for h in hands])
    _start_round(b, 1, rng)
    return b.events


def _draw_algorithms(b: Batch, wants: list[int], rng: random.Random) -> None:
    """Each seat draws ``wants[seat]`` algorithm cards; a short deck takes the discards back first."""
    if not any(wants):
        return
    if len(b.state["algo_deck"]) < sum(wants) and b.state["algo_discard"]:
        b.emit("AlgorithmDeckReshuffled", None, count=len(b.state["algo_discard"]))
    deck = sorted(b.state["algo_deck"])
    cards: list[list[str]] = []
    for k in wants:
        got = rng.sample(deck, min(k, len(deck)))
        for c in got:
            deck.remove(c)
        cards.append(got)
    b.emit("AlgorithmCardsDrawn", None, cards=cards, counts=[len(c) for c in cards])


def _start_round(b: Batch, number: int, rng: random.Random) -> None:
    b.emit("RoundStarted", None, round=number)
    _draw_algorithms(b, [data.DRAW_PER_ROUND] * b.state["n"], rng)  # 'Each player draws an ALGORITHM card'
    if not to_act(b.state):
        _reveal_belief(b, rng)


def _reveal_belief(b: Batch, rng: random.Random) -> None:
    """'Flip a BELIEF CARD into the middle and read it aloud.'"""
    if not b.state["belief_deck"]:
        b.emit("BeliefDeckReshuffled", None, count=len(b.state["belief_discard"]))
    belief = rng.choice(sorted(b.state["belief_deck"]))
    b.emit("BeliefRevealed", None, belief=belief, side=BELIEFS[belief].side, title=BELIEFS[belief].title)


def _after_trade(b: Batch, rng: random.Random) -> None:
    if not to_act(b.state):
        _reveal_belief(b, rng)


def _trade(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    card = command.get("card")
    if card not in b.state["hands"][seat]:
        raise RuleViolation("card-not-in-hand", "Trade 'ONE (1) ALGORITHM CARD' from your hand.")
    paid = min(ALGORITHMS[card].trade, b.state["bank"])
    b.emit("AlgorithmTraded", seat, card=card, chips=paid)
    _after_trade(b, rng)


def _skip_trade(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    b.emit("TradeSkipped", seat)
    _after_trade(b, rng)


def _bid(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    amount = command.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise RuleViolation("bad-command", "'amount' must be a whole number of chips.")
    if not 0 <= amount <= b.state["chips"][seat]:
        raise RuleViolation("bid-out-of-range", "Bid 'some amount (or none) of their CHIPS': 0 up to your chips.")
    # The salt keeps the stored envelope's hash from revealing the amount by trial hashing.
    b.emit("BidSealed", seat, amount=amount, salt=f"{rng.getrandbits(128):032x}")
    if not to_act(b.state):
        _reveal_bids(b, rng)


def _reveal_bids(b: Batch, rng: random.Random) -> None:
    """'When all bids are ready, players reveal them at the same time.'"""
    s = b.state
    res = evaluate_bids(s, s["bids"])
    b.emit("BidsRevealed", None, **res)
    if res["winner"] is None:  # 'In the event of a TIE, the belief is deleted.'
        belief = b.state["belief"]
        b.emit("BeliefDeleted", None, belief=belief, side=BELIEFS[belief].side, by=None, tie=True)
        _after_belief(b, rng)


def _program(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    belief = b.state["belief"]
    b.emit("BeliefProgrammed", seat, belief=belief, side=BELIEFS[belief].side, source="bid")
    _after_belief(b, rng)


def _delete(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    belief = b.state["belief"]
    b.emit("BeliefDeleted", seat, belief=belief, side=BELIEFS[belief].side, by=seat, tie=False)
    _after_belief(b, rng)


def _after_belief(b: Batch, rng: random.Random) -> None:
    _life(b, rng)
    s = b.state
    first = s["winner"] if s["winner"] is not None else s["start_player"]
    order = [(first + k) % s["n"] for k in range(s["n"])]  # clockwise = increasing seat
    b.emit("AlgorithmPhaseStarted", None, order=order)
    _after_algorithm(b, rng)


# ---------------------------------------------------------------- effects


def _chips_to_group(b: Batch, seats: list[int], amount: int, reason: str) -> None:
    s = b.state
    deltas = [0] * s["n"]
    bank = s["bank"]
    for i in seats:
        if amount > 0:
            x = min(amount, bank)
            bank -= x
        else:
            x = -min(-amount, s["chips"][i])
            bank -= x
        deltas[i] = x
    if any(deltas):
        b.emit("ChipsMoved", None, deltas=deltas, bank=-sum(deltas), reason=reason)


def _program_random(b: Batch, side: str, rng: random.Random, seat: int | None, source: str) -> None:
    options = sorted(x for x in b.state["belief_deck"] if BELIEFS[x].side == side)
    if options:
        belief = rng.choice(options)
        b.emit("BeliefProgrammed", seat, belief=belief, side=side, source=source)


def _discard_random(b: Batch, seat: int, rng: random.Random, reason: str) -> None:
    hand = b.state["hands"][seat]
    if hand:
        b.emit("AlgorithmCardDiscarded", seat, card=rng.choice(sorted(hand)), reason=reason)


def _life(b: Batch, rng: random.Random) -> None:
    """'Draw and resolve a LIFE card. Resolve only the effect that matches the current state of the A.I.'"""
    if not b.state["life_deck"]:
        b.emit("LifeDeckReshuffled", None, count=len(b.state["life_discard"]))
    card = rng.choice(sorted(b.state["life_deck"]))
    lean = leaning(b.state)
    life = LIVES[card]
    b.emit("LifeCardDrawn", None, card=card, title=life.title, leaning=lean, effect=life.text[lean])
    apply_life(b, getattr(life, lean), rng, card)


def apply_life(b: Batch, effect: dict, rng: random.Random, card: str) -> None:
    """Resolve one life effect."""
    kind = effect["kind"]
    if kind == "chips":
        _chips_to_group(b, group(b.state, effect["who"]), effect["amount"], card)
    elif kind == "remove":
        side = [x for x in b.state["programmed"] if BELIEFS[x].side == effect["side"]]
        if side:
            b.emit("BeliefRemoved", None, belief=side[-1], side=effect["side"], by=None, card=card)
    elif kind == "program":
        _program_random(b, effect["side"], rng, None, card)
    elif kind == "draw":
        seats = group(b.state, effect["who"])
        _draw_algorithms(b, [1 if i in seats else 0 for i in range(b.state["n"])], rng)
    elif kind == "discard":
        for i in group(b.state, effect["who"]):
            _discard_random(b, i, rng, card)
    elif kind != "none":
        raise ValueError(kind)


def check_params(s: State, seat: int, card: str, command: dict) -> dict[str, Any]:
    """The parameters of playing ``card``, validated: {target, belief, side} (unused ones None)."""
    needs = ALGORITHMS[card].needs
    params: dict[str, Any] = {"target": None, "belief": None, "side": None}
    if needs == "belief":
        belief = command.get("belief")
        if belief not in s["programmed"]:
            raise RuleViolation("not-programmed", "This card removes a belief programmed in the A.I.: name one.")
        params["belief"] = belief
    elif needs == "target":
        target = command.get("target")
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < s["n"] or target == seat:
            raise RuleViolation("bad-target", "This card needs another player as its 'target'.")
        params["target"] = target
    elif needs == "side":
        side = command.get("side")
        if side not in SIDES:
            raise RuleViolation("bad-side", "This card needs a 'side': 'left' or 'right'.")
        params["side"] = side
    for key in ("target", "belief", "side"):
        if key != needs and command.get(key) is not None:
            raise RuleViolation("bad-command", f"This card takes no '{key}'.")
    return params


def _play_algorithm(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    card = command.get("card")
    if card not in s["hands"][seat]:
        raise RuleViolation("card-not-in-hand", "Play an ALGORITHM CARD from your hand.")
    params = check_params(s, seat, card, command)
    algo = ALGORITHMS[card]
    b.emit("AlgorithmPlayed", seat, card=card, title=algo.title, kind=algo.kind, **params)
    apply_algorithm(b, seat, card, params, rng)
    _after_algorithm(b, rng)


def apply_algorithm(b: Batch, seat: int, card: str, params: dict[str, Any], rng: random.Random) -> None:
    """'Resolve the effect and discard.'"""
    algo = ALGORITHMS[card]
    kind, n, title = algo.kind, algo.amount, algo.title
    s = b.state
    others = [i for i in range(s["n"]) if i != seat]
    deltas = [0] * s["n"]
    if kind == "purge":
        belief = params["belief"]
        b.emit("BeliefRemoved", seat, belief=belief, side=BELIEFS[belief].side, by=seat, card=card)
    elif kind == "backdoor":
        _program_random(b, params["side"], rng, seat, card)
    elif kind in ("steal", "tax", "grant", "crash"):
        if kind == "steal":
            take = min(n, s["chips"][params["target"]])
            deltas[params["target"]], deltas[seat] = -take, take
        elif kind == "tax":
            for i in others:
                deltas[i] = -min(n, s["chips"][i])
            deltas[seat] = -sum(deltas)
        elif kind == "grant":
            deltas[seat] = min(n, s["bank"])
        else:
            deltas = [-min(n, c) for c in s["chips"]]
        if any(deltas):
            b.emit("ChipsMoved", seat, deltas=deltas, bank=-sum(deltas), reason=card)
    elif kind in ("boost", "tiebreak", "amplify"):
        b.emit("ModifiersAdded", seat, mods=[{"seat": seat, "kind": kind, "amount": max(n, 1), "source": title}])
    elif kind == "throttle":
        b.emit("ModifiersAdded", seat, mods=[{"seat": params["target"], "kind": "throttle", "amount": n,
                                              "source": title}])
    elif kind == "static":
        b.emit("ModifiersAdded", seat, mods=[{"seat": i, "kind": "throttle", "amount": n, "source": title}
                                             for i in others])
    elif kind == "draw":
        _draw_algorithms(b, [n if i == seat else 0 for i in range(s["n"])], rng)
    elif kind == "malware":
        _discard_random(b, params["target"], rng, card)
    else:
        raise ValueError(kind)


def _pass(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    b.emit("AlgorithmPassed", seat)
    _after_algorithm(b, rng)


def _after_algorithm(b: Batch, rng: random.Random) -> None:
    if algorithm_turn(b.state) is None:
        _end_round(b, rng)


def _end_round(b: Batch, rng: random.Random) -> None:
    """'Advance the AUTONOMY COUNTER ahead one space and return to PHASE 1.'"""
    s = b.state
    b.emit("RoundEnded", None, round=s["round"])
    s = b.state
    if s["round"] <= AUTONOMY_ROUNDS:
        _start_round(b, s["round"], rng)
        return
    left, right = counts(s)
    winners = [i for i in range(s["n"]) if satisfied(s["identities"][i], left, right, s["n"])]
    b.emit("AutonomyReached", None, left=left, right=right, satisfied=winners)
    if not winners and s["resets"] < MAX_RESETS:
        # 'If the AUTONOMY COUNTER advances to the last space and there is no winner, reset it to ROUND 3'
        b.emit("CounterReset", None, round=RESET_TO_ROUND, resets=s["resets"] + 1)
        _start_round(b, RESET_TO_ROUND, rng)
        return
    res = final_result(b.state, winners)
    b.emit("GameEnded", None, ranking=res["ranking"], scores=res["scores"])


def final_result(s: State, winners: list[int]) -> dict[str, Any]:
    """Winners first; everyone else shares the next place (with no winner at all: one shared place)."""
    left, right = counts(s)
    others = [i for i in range(s["n"]) if i not in winners]
    ranking = [g for g in (list(winners), others) if g]
    scores = {
        str(i): {"total": int(i in winners), "identity": s["identities"][i], "satisfied": i in winners,
                 "chips": s["chips"][i], "left": left, "right": right}
        for i in range(s["n"])
    }
    return {"ranking": ranking, "scores": scores}


_HANDLERS = {
    "trade-in": (_trade, "trade"),
    "skip-trade": (_skip_trade, "trade"),
    "bid": (_bid, "bid"),
    "program": (_program, "choose"),
    "delete": (_delete, "choose"),
    "play-algorithm": (_play_algorithm, "algorithm"),
    "pass": (_pass, "algorithm"),
}


def decide(state: State, seat: int, command: dict, rng: random.Random) -> list[Event]:
    """Validate a command and return its events, including every automatic step that follows."""
    if state["phase"] == "over":
        raise RuleViolation("game-over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise RuleViolation("not-a-seat", "No such seat.")
    ctype = command.get("type")
    if ctype not in _HANDLERS:
        raise RuleViolation("unknown-command", f"Unknown command type {ctype!r}.")
    handler, phase = _HANDLERS[ctype]
    if state["phase"] != phase:
        raise RuleViolation("wrong-phase", f"'{ctype}' is only possible in {data.round_step(phase)}.")
    if seat not in to_act(state):
        raise RuleViolation("not-your-turn", "It is not your turn to act.")
    b = Batch(state)
    handler(b, seat, command, rng)
    return b.events


# ---------------------------------------------------------------- moves


def algorithm_moves(s: State, seat: int) -> list[dict]:
    """Every complete play-algorithm command of ``seat``."""
    moves = []
    for card in s["hands"][seat]:
        needs = ALGORITHMS[card].needs
        if needs == "belief":
            moves += [{"type": "play-algorithm", "card": card, "belief": x} for x in s["programmed"]]
        elif needs == "target":
            moves += [{"type": "play-algorithm", "card": card, "target": t} for t in range(s["n"]) if t != seat]
        elif needs == "side":
            moves += [{"type": "play-algorithm", "card": card, "side": side} for side in SIDES]
        else:
            moves.append({"type": "play-algorithm", "card": card})
    return moves


def legal_moves(s: State, seat: int) -> list[dict]:
    """Every accepted command (all listed: no choice is too large)."""
    if seat not in to_act(s):
        return []
    phase = s["phase"]
    if phase == "trade":
        return [*({"type": "trade-in", "card": c} for c in s["hands"][seat]), {"type": "skip-trade"}]
    if phase == "bid":
        return [{"type": "bid", "amount": a} for a in range(s["chips"][seat] + 1)]
    if phase == "choose":
        return [{"type": "program"}, {"type": "delete"}]
    if phase == "algorithm":
        return [*algorithm_moves(s, seat), {"type": "pass"}]
    return []
