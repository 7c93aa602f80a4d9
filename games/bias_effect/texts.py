"""Bias Effect in words: every move label and game-log summary template, and the two hooks that fill them.

Params hold catalogue ids (``A-04``, ``BL-01``, ``L-03`` …) and seats; ``games.texts.render`` shows them as names.
A side or a leaning is a template word, never a param: ``LEFT`` is also an identity's catalogue id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Command, Event
from games.bias_effect.catalogue import BY_ID
from games.bias_effect.data import ALGORITHMS, MAX_RESETS, round_step
from games.bias_effect.rules import to_act
from games.texts import default_score_sheet, is_seat_param, render, score_row

NAMES: dict[str, str] = {cid: c["name"] for cid, c in BY_ID.items()}
ALGORITHM_DECK, BELIEF_DECK, LIFE_DECK = "algorithm-deck", "belief-deck", "life-deck"
TRACK, CHIP = "autonomy", "data-chip"
SIDE = {"left": "LEFT", "right": "RIGHT"}  # rulebook: "every programmed LEFT BELIEF"
LEANING = {"right": "RIGHT-LEANING", "left": "LEFT-LEANING", "neutral": "neutral"}  # rulebook, third phase

# ---------------------------------------------------------------- move labels

LABELS: dict[str, str] = {
    # rulebook: "trade ONE (1) ALGORITHM CARD for CHIPS ... collecting the trade-in cost"
    "trade-in": "Trade in {card} for {chips} {chip_word}",
    "skip-trade": "Keep every algorithm card: trade nothing in this round",
    # rulebook: "in secret, bids some amount (or none) of their CHIPS to gain control of the BELIEF"
    "bid": "Bid {amount} {chip_word} in secret for “{belief}”",
    "bid-none": "Bid {amount} {chip_word} in secret",
    "program": "PROGRAM “{belief}” into the A.I.",  # rulebook: "can either PROGRAM or DELETE it"
    "delete": "DELETE “{belief}”: discard it",
    "pass": "Pass: play no algorithm card this round",
}
# play-algorithm, by the card's kind (data.ALGORITHM_KINDS); {amount} is the card's own number
# The section of the players' rules (docs/play/bias-effect.md) each command applies, as /moves links it.
RULES: dict[str, str] = {
    "trade-in": "algorithm-cards", "skip-trade": "playing-a-turn", "bid": "playing-a-turn",
    "program": "playing-a-turn", "delete": "playing-a-turn", "play-algorithm": "algorithm-cards",
    "pass": "playing-a-turn",
}
PLAY_LABELS: dict[str, str] = {
    "purge": "Play {card}: remove “{belief}” from the A.I.",
    "backdoor": "Play {card} naming {side}: program a random {side} belief from the {deck}",
    "steal": "Play {card} on {target_seat} ({identity}): take up to {amount} chips from their pouch",
    "tax": "Play {card}: every other player pays you 1 chip",
    "grant": "Play {card}: take {amount} chips from the bank",
    "crash": "Play {card}: every player, you included, pays up to {amount} chips to the bank",
    "boost": "Play {card}: next round your bid counts {amount} higher",
    "throttle": "Play {card} on {target_seat} ({identity}): next round their bid counts {amount} lower",
    "static": "Play {card}: next round every other player's bid counts {amount} lower",
    "tiebreak": "Play {card}: next round a tie for the highest bid is yours",
    "amplify": "Play {card}: next round your bias bonus counts double",
    "draw": "Play {card}: draw {amount} algorithm cards",
    "malware": "Play {card} on {target_seat} ({identity}): they discard a random algorithm card face up",
}
# a template move (Bias Effect lists none: every choice is small) fills one payload field from its "from" list
TEMPLATE_LABELS: dict[str, tuple[str, str]] = {  # command type: (field, label)
    "trade-in": ("card", "Choose an algorithm card to trade in for chips"),
    "play-algorithm": ("card", "Choose an algorithm card to play"),
    "program": ("belief", "Choose a belief to PROGRAM into the A.I."),
    "delete": ("belief", "Choose a belief to DELETE"),
}


def _chip_word(n: int) -> str:
    return "chip" if n == 1 else "chips"


def _belief_of(view: Mapping[str, Any]) -> str | None:
    belief = view.get("belief")
    return belief.get("id") if isinstance(belief, dict) else None


def _identity_of(view: Mapping[str, Any], seat: Any) -> str | None:
    for player in view.get("players") or []:
        if player.get("seat") == seat:
            return player.get("identity")
    return None


def _play(view: Mapping[str, Any], move: Command) -> tuple[str, dict[str, Any], list[str]]:
    card = move.get("card")
    info = BY_ID.get(card) or {}
    kind = info.get("algorithm")
    params: dict[str, Any] = {"card": card, "amount": info.get("amount")}
    targets = [card]
    if kind == "purge":
        params["belief"] = move.get("belief")
        targets.append(move.get("belief"))
    elif kind == "backdoor":
        params.update(side=SIDE.get(move.get("side"), "?"), deck=BELIEF_DECK)
        targets.append(BELIEF_DECK)
    elif kind in ("steal", "throttle", "malware"):
        identity = _identity_of(view, move.get("target"))
        params.update(target_seat=move.get("target"), identity=identity or "?")
        if identity:
            targets.append(identity)
    return PLAY_LABELS.get(kind, "Play {card}"), params, targets


def describe_move(view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
    """``{"label", "targets"}`` (and a template's ``"fields"``) of one legal move, from ``seat``'s own view."""
    kind = move.get("type")
    belief = _belief_of(view)
    if move.get("template"):
        field, label = TEMPLATE_LABELS.get(kind, ("card", "Choose a card"))
        return {"label": label, "targets": [], "fields": {field: [x for x in move.get("from") or [] if x in BY_ID]}}
    if kind == "trade-in":
        card = move.get("card")
        cost = (BY_ID.get(card) or {}).get("trade_in", 0)
        chips = min(cost, view.get("bank", cost))  # a nearly empty bank pays what it holds (rules._trade)
        template, params, targets = LABELS[kind], {"card": card, "chips": chips, "chip_word": _chip_word(chips)}, [card]
    elif kind == "bid":
        amount = move.get("amount", 0)
        template = LABELS["bid"] if belief else LABELS["bid-none"]
        params = {"amount": amount, "chip_word": _chip_word(amount), "belief": belief}
        targets = [x for x in (belief, CHIP) if x]
    elif kind in ("program", "delete"):
        template, params, targets = LABELS[kind], {"belief": belief or "?"}, [belief] if belief else []
    elif kind == "play-algorithm":
        template, params, targets = _play(view, move)
    else:
        template, params, targets = LABELS.get(kind, "{type}"), {"type": kind}, []
    targets = [t for t in targets if t in BY_ID]
    if any(is_seat_param(name) for name in params):  # the table names the seat; the view knows it by number
        return {"label": template, "params": params, "targets": targets}
    return {"label": render(template, params, NAMES), "targets": targets}


# ---------------------------------------------------------------- game-log summaries

SUMMARIES: dict[str, str] = {
    "GameStarted": "The game began: {players} players, {chips} chips in each pouch; {start_seat} plays first.",
    "AlgorithmCardsDealt": "Each player was dealt algorithm cards.",
    "AlgorithmCardsDrawn": "Algorithm cards were drawn.",
    "AlgorithmDeckReshuffled": "{count} discarded algorithm cards were shuffled back into the {deck}.",
    "RoundStarted": "ROUND {round} began on the {track}.",
    "AlgorithmTraded": "{seat} traded in {card} for {chips} {chip_word}.",
    "TradeSkipped": "{seat} kept every algorithm card (no trade-in).",
    "BeliefDeckReshuffled": "{count} discarded belief cards were shuffled back into the {deck}.",
    "BeliefRevealed": "The {side} belief “{belief}” was flipped up for bidding.",
    "BidSealed": "{seat} sealed a bid of {amount} {chip_word}.",
    "BidSealed.hidden": "{seat} sealed a bid.",
    # rulebook: "The player with the highest bid gains control of the BELIEF card ... spends the CHIPS they bid"
    "BidsRevealed": "The bids were revealed: {winner_seat} won the belief and spent {spent} {chip_word}.",
    "BidsRevealed.recount": "The bids were revealed: {tied_seat} tied for the highest total and {winner_seat}'s"
                            " Recount broke the tie: {winner_seat} won the belief and spent {spent} {chip_word}.",
    # rulebook: "In the event of a TIE, the belief is deleted. ... the bids of the players who tied are spent."
    "BidsRevealed.tie": "The bids were revealed: a TIE between {tied_seat}; the belief is deleted and their bids are"
                        " spent.",
    "BeliefProgrammed.bid": "{seat} programmed the {side} belief “{belief}” into the A.I.",
    "BeliefProgrammed.algorithm": "{seat} programmed the {side} belief “{belief}” into the A.I. with {card}.",
    "BeliefProgrammed.life": "{card} programmed the {side} belief “{belief}” into the A.I.",
    "BeliefDeleted": "{seat} deleted the {side} belief “{belief}”.",
    "BeliefDeleted.tie": "The tie deleted the {side} belief “{belief}”.",
    "BeliefRemoved": "{seat} removed the {side} belief “{belief}” from the A.I. with {card}.",
    "BeliefRemoved.life": "{card} removed the {side} belief “{belief}” from the A.I.",
    "LifeDeckReshuffled": "{count} discarded life cards were shuffled back into the {deck}.",
    "LifeCardDrawn": "The life card {card} was drawn; the A.I. is {leaning}: {effect}",
    "ChipsMoved": "{card} moved chips: {changes}.",
    "ChipsMoved.seat": "{seat} played {card}: {changes}.",
    "AlgorithmCardDiscarded": "{seat} discarded {card} face up because of {reason}.",
    "AlgorithmPhaseStarted": "The fourth phase began (step 7: algorithm cards); the order of play is {order_seat}.",
    "AlgorithmPlayed": "{seat} played {card}.",
    "AlgorithmPlayed.target": "{seat} played {card} on {target_seat}.",
    "AlgorithmPlayed.belief": "{seat} played {card} on the belief “{belief}”.",
    "AlgorithmPlayed.side": "{seat} played {card} naming {side}.",
    "AlgorithmPassed": "{seat} passed: no algorithm card this round.",
    "ModifiersAdded": "{seat} changed the next bids: {changes}.",
    "RoundEnded": "ROUND {round} ended; the {track} advanced one space.",
    "AutonomyReached": "The {track} reached the robot space: the A.I. became autonomous with {left} LEFT and {right}"
                       " RIGHT beliefs; {winner_seat} won.",
    "AutonomyReached.none": "The {track} reached the robot space: the A.I. became autonomous with {left} LEFT and"
                            " {right} RIGHT beliefs; nobody won.",
    "CounterReset": "There was no winner: the {track} was reset to ROUND {round} (reset {resets} of at most"
                    " {max_resets}).",
    "GameEnded": "The game ended: {winner_seat} ({identity}) met the win condition and won.",
    "GameEnded.none": "The game ended with no winner: everyone shares one place.",
}
# the per-seat pieces that some summaries join (their params are numbered by seat: p0_seat, n0 …)
PIECES: dict[str, str] = {
    "identity": "{p%d_seat} is {identity%d}",
    "dealt": "{p%d_seat} got {cards%d}",
    "dealt.hidden": "{p%d_seat} got {n%d} hidden card",
    "gained": "{p%d_seat} gained {n%d}",
    "lost": "{p%d_seat} lost {n%d}",
    "bank.gained": "the bank gained {bank}",
    "bank.lost": "the bank lost {bank}",
    "bid": "{p%d_seat} bid {bid%d}",
    "bid.bonus": " + {bonus%d} bias bonus",
    "bid.cards.up": " + {adjust%d} from cards",
    "bid.cards.down": " − {adjust%d} from cards",
    "bid.total": " = {total%d}",
    "boost": "{p%d_seat}'s bid counts {n%d} higher",
    "throttle": "{p%d_seat}'s bid counts {n%d} lower",
    "tiebreak": "{p%d_seat} takes a tie for the highest bid",
    "amplify": "{p%d_seat}'s bias bonus counts double",
}


def _joined(pieces: list[str]) -> str:
    return "; ".join(pieces) if pieces else "nothing changed"


def _cards(event: Event, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """Dealt or drawn cards: each seat's own cards when this viewer sees them, else only how many."""
    cards, counts = data.get("cards") or [], data.get("counts") or []
    pieces, params = [], {}
    for i, count in enumerate(counts):
        hand = cards[i] if i < len(cards) else None
        if not count:
            continue
        params[f"p{i}_seat"] = i
        if hand:  # this viewer's own cards (or every seat's, once the game is over)
            pieces.append(PIECES["dealt"] % (i, i))
            params[f"cards{i}"] = list(hand)
        else:
            pieces.append(PIECES["dealt.hidden"] % (i, i) + ("" if count == 1 else "s"))
            params[f"n{i}"] = count
    head = SUMMARIES[event["type"]][:-1]
    return head + ": " + _joined(pieces) + ".", params


def _chips_moved(event: Event, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    pieces, params = [], {"card": data.get("reason")}
    for i, delta in enumerate(data.get("deltas") or []):
        if delta:
            pieces.append(PIECES["gained" if delta > 0 else "lost"] % (i, i))
            params.update({f"p{i}_seat": i, f"n{i}": abs(delta)})
    bank = data.get("bank") or 0
    if bank:
        pieces.append(PIECES["bank.gained" if bank > 0 else "bank.lost"])
        params["bank"] = abs(bank)
    seat = event.get("seat")
    template = SUMMARIES["ChipsMoved" if seat is None else "ChipsMoved.seat"]
    if seat is not None:
        params["seat"] = seat
    return template.replace("{changes}", _joined(pieces)), params


def _modifiers(event: Event, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    pieces, params = [], {"seat": event.get("seat")}
    for k, mod in enumerate(data.get("mods") or []):
        piece = PIECES.get(mod.get("kind"))
        if piece is None:
            continue
        pieces.append(piece % ((k,) * piece.count("%d")))
        params.update({f"p{k}_seat": mod.get("seat"), f"n{k}": mod.get("amount")})
    return SUMMARIES["ModifiersAdded"].replace("{changes}", _joined(pieces)), params


def _bids(data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """Every seat's bid as it counted (bias bonus and cards' changes shown where there are any), then who won."""
    bids, totals = data.get("bids") or [], data.get("totals") or []
    bonuses, adjustments = data.get("bonuses") or [], data.get("adjustments") or []
    pieces, params = [], {}
    for i, bid in enumerate(bids):
        piece = PIECES["bid"] % (i, i)
        params.update({f"p{i}_seat": i, f"bid{i}": bid})
        bonus = bonuses[i] if i < len(bonuses) else 0
        adjust = adjustments[i] if i < len(adjustments) else 0
        if bonus:
            piece += PIECES["bid.bonus"] % i
            params[f"bonus{i}"] = bonus
        if adjust:
            piece += PIECES["bid.cards.up" if adjust > 0 else "bid.cards.down"] % i
            params[f"adjust{i}"] = abs(adjust)
        if (bonus or adjust) and i < len(totals):
            piece += PIECES["bid.total"] % i
            params[f"total{i}"] = totals[i]
        pieces.append(piece)
    winner, spent, tied = data.get("winner"), data.get("spent") or [], list(data.get("tied") or [])
    if winner is None:
        template = SUMMARIES["BidsRevealed.tie"]
        params["tied_seat"] = tied
    else:
        template = SUMMARIES["BidsRevealed.recount" if tied else "BidsRevealed"]
        paid = spent[winner] if winner < len(spent) else 0
        params.update(winner_seat=winner, spent=paid, chip_word=_chip_word(paid))
        if tied:
            params["tied_seat"] = tied
    head, tail = template.split(": ", 1)
    return head + " (" + _joined(pieces) + "): " + tail, params


def _game_started(data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    params: dict[str, Any] = {k: data.get(k) for k in ("players", "chips")}
    params["start_seat"] = data.get("start_player")
    pieces = []
    for i, identity in enumerate(data.get("identities") or []):
        pieces.append(PIECES["identity"] % (i, i))
        params.update({f"p{i}_seat": i, f"identity{i}": identity})
    head, tail = SUMMARIES["GameStarted"].split("; ", 1)
    return head + "; identities face up: " + ", ".join(pieces) + "; " + tail, params


def _source(event: Event, data: Mapping[str, Any], key: str, kind: str) -> tuple[str, dict[str, Any]]:
    """A belief programmed, deleted or removed, by a bid, a tie, an algorithm card or a life card."""
    params = {"belief": data.get("belief"), "side": SIDE.get(data.get("side"), "?")}
    source, seat = data.get(key), event.get("seat")
    if kind == "BeliefProgrammed":
        variant = "bid" if source == "bid" or source is None else "life" if seat is None else "algorithm"
    elif kind == "BeliefDeleted":
        variant, seat = ("tie" if data.get("tie") or data.get("by") is None else ""), data.get("by")
    else:
        variant = "life" if seat is None else ""
    template = SUMMARIES[f"{kind}.{variant}" if variant else kind]
    if "{seat}" in template:
        params["seat"] = seat
    if "{card}" in template:
        params["card"] = source
    # "{side}" is a word, not a param: it goes into the template so that no param looks like the LEFT identity
    return template.replace("{side}", params.pop("side")), params


def _played(event: Event, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    params = {"seat": event.get("seat"), "card": data.get("card")}
    if data.get("target") is not None:
        return SUMMARIES["AlgorithmPlayed.target"], {**params, "target_seat": data["target"]}
    if data.get("belief") is not None:
        return SUMMARIES["AlgorithmPlayed.belief"], {**params, "belief": data["belief"]}
    if data.get("side") is not None:
        return SUMMARIES["AlgorithmPlayed.side"].replace("{side}", SIDE.get(data["side"], "?")), params
    return SUMMARIES["AlgorithmPlayed"], params


def _winners(kind: str, seats: list[int], extra: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    if seats:
        return SUMMARIES[kind], {**extra, "winner_seat": list(seats)}
    return SUMMARIES[f"{kind}.none"], extra


def summarize(event: Event) -> tuple[str, dict[str, Any]]:
    """(template, params) of one Bias Effect event as its viewer got it (``views.redact`` already applied)."""
    kind, seat, data = event.get("type"), event.get("seat"), event.get("data") or {}
    decks = {"AlgorithmDeckReshuffled": ALGORITHM_DECK, "BeliefDeckReshuffled": BELIEF_DECK,
             "LifeDeckReshuffled": LIFE_DECK}
    if kind == "GameStarted":
        return _game_started(data)
    if kind in ("AlgorithmCardsDealt", "AlgorithmCardsDrawn"):
        return _cards(event, data)
    if kind in decks:
        return SUMMARIES[kind], {"count": data.get("count"), "deck": decks[kind]}
    if kind in ("RoundStarted", "RoundEnded"):
        return SUMMARIES[kind], {"round": data.get("round"), "track": TRACK}
    if kind == "AlgorithmTraded":
        chips = data.get("chips", 0)
        return SUMMARIES[kind], {"seat": seat, "card": data.get("card"), "chips": chips, "chip_word": _chip_word(chips)}
    if kind in ("TradeSkipped", "AlgorithmPassed"):
        return SUMMARIES[kind], {"seat": seat}
    if kind == "BeliefRevealed":
        template = SUMMARIES[kind].replace("{side}", SIDE.get(data.get("side"), "?"))
        return template, {"belief": data.get("belief")}
    if kind == "BidSealed":
        if "amount" not in data:  # another seat's sealed bid: only that it has bid
            return SUMMARIES["BidSealed.hidden"], {"seat": seat}
        amount = data.get("amount")
        return SUMMARIES[kind], {"seat": seat, "amount": amount, "chip_word": _chip_word(amount)}
    if kind == "BidsRevealed":
        return _bids(data)
    if kind == "BeliefProgrammed":
        return _source(event, data, "source", kind)
    if kind == "BeliefDeleted":
        return _source(event, data, "tie", kind)
    if kind == "BeliefRemoved":
        return _source(event, data, "card", kind)
    if kind == "LifeCardDrawn":
        template = SUMMARIES[kind].replace("{leaning}", LEANING.get(data.get("leaning"), "neutral"))
        return template, {"card": data.get("card"), "effect": data.get("effect", "")}
    if kind == "ChipsMoved":
        return _chips_moved(event, data)
    if kind == "AlgorithmCardDiscarded":
        return SUMMARIES[kind], {"seat": seat, "card": data.get("card"), "reason": data.get("reason")}
    if kind == "AlgorithmPhaseStarted":
        return SUMMARIES[kind], {"order_seat": list(data.get("order") or [])}
    if kind == "AlgorithmPlayed":
        return _played(event, data)
    if kind == "ModifiersAdded":
        return _modifiers(event, data)
    if kind == "AutonomyReached":
        return _winners(kind, data.get("satisfied") or [],
                        {"track": TRACK, "left": data.get("left"), "right": data.get("right")})
    if kind == "CounterReset":
        return SUMMARIES[kind], {"track": TRACK, "round": data.get("round"), "resets": data.get("resets"),
                                 "max_resets": MAX_RESETS}
    if kind == "GameEnded":
        scores = data.get("scores") or {}
        won = sorted(int(s) for s, score in scores.items() if isinstance(score, dict) and score.get("satisfied"))
        return _winners(kind, won, {"identity": [scores[str(s)].get("identity") for s in won]})
    return "{what}.", {"what": str(kind)}


# ---------------------------------------------------------------- moves not offered now, and why

# rulebook, fourth phase: "Starting with the bid-winner and proceeding clockwise, players may now play an ALGORITHM
# CARD from their hand." Until then a card in hand can only wait (or, in the first phase, be traded in).
_PLAYED_IN = ("algorithm cards are played in the fourth phase (step 7), after the bids and the life card; now is "
              "{now}")
NOT_NOW: dict[str, str] = {phase: _PLAYED_IN.format(now=round_step(phase)) for phase in ("trade", "bid", "choose")}
UNAVAILABLE: dict[str, str] = {
    "play": "Play {card}: {effect}",
    # rulebook: "Remove one programmed belief of your choice from the A.I." -- there must be one
    "purge": "it removes one programmed belief from the A.I., and the A.I. has {programmed} programmed beliefs",
    "bid-more": "Bid {amount} {chip_word} or more in secret",
    "bid-more.belief": "Bid {amount} {chip_word} or more in secret for “{belief}”",
    # rulebook: "bids some amount (or none) of their CHIPS"
    "bid-more.reason": "you may bid only chips from your pouch (0 up to {chips}); you have {chips} {chip_word}",
}


def _effect_words(card: str) -> str:
    effect = (BY_ID.get(card) or {}).get("effect", "")
    return effect[:1].lower() + effect[1:].rstrip(".")


def unavailable_moves(state: Mapping[str, Any], seat: int) -> list[dict[str, Any]]:
    """What ``seat`` would try now but may not, each ``{"label", "targets", "reason"}``: algorithm cards in its hand
    it cannot play now (every card before the fourth phase; a belief remover while no belief is programmed), and a
    bid above its chips. Reads only what ``seat`` may know: its own hand, its chips and the public A.I."""
    if seat not in to_act(state):  # not awaited (or the game is over): nothing it could try
        return []
    phase, hand = state["phase"], list(state["hands"][seat])
    out: list[dict[str, Any]] = []

    def card_entry(card: str, reason: str) -> dict[str, Any]:
        label = render(UNAVAILABLE["play"], {"card": card, "effect": _effect_words(card)}, NAMES)
        return {"label": label, "targets": [card], "reason": reason}

    if phase in NOT_NOW:
        out += [card_entry(card, NOT_NOW[phase]) for card in hand]
    elif phase == "algorithm" and not state["programmed"]:
        reason = UNAVAILABLE["purge"].format(programmed=0)
        out += [card_entry(card, reason) for card in hand if ALGORITHMS[card].needs == "belief"]
    if phase == "bid":
        chips, belief = state["chips"][seat], state["belief"]
        template = UNAVAILABLE["bid-more.belief" if belief else "bid-more"]
        params = {"amount": chips + 1, "chip_word": _chip_word(chips + 1), "belief": belief}
        out.append({"label": render(template, params, NAMES), "targets": [CHIP],
                    "reason": UNAVAILABLE["bid-more.reason"].format(chips=chips, chip_word=_chip_word(chips))})
    return out


# ---------------------------------------------------------------- the score sheet

# one seat's Result.scores entry ({total, identity, satisfied, chips, left, right}), as the sheet's rows
SCORE_ROWS: tuple[tuple[str, str], ...] = (
    ("identity", "Identity"),
    ("satisfied", "Win condition met"),  # rulebook: "the player who satisfied their win condition wins the game"
    ("left", "LEFT beliefs in the A.I."),
    ("right", "RIGHT beliefs in the A.I."),
    ("chips", "Chips in pouch"),
    ("total", "Points (1 for the winner)"),
)


def score_sheet(scores: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The rows of one seat's score breakdown, in the order above; a key not listed there follows as it is."""
    known = dict(SCORE_ROWS)
    rows = [score_row(label, scores[key]) for key, label in SCORE_ROWS if key in scores]
    extra = {key: value for key, value in scores.items() if key not in known}
    return rows + default_score_sheet(extra)
