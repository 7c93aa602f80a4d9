"""Bias Effect's table in a few lines (``Game.digest``), read only from a seat's (or a spectator's) view: your hand
and sealed bid, each seat's identity, chips and cards, the belief up for bids, the A.I.'s beliefs and leaning, the
last reveal, the bid changes to come, the life card, the decks and discards. Cards are params (catalogue ids, shown
by name), seats are ``…_seat`` params; a side or a leaning is a template word (``LEFT`` is an identity's id)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from games.bias_effect.data import ALGORITHMS, AUTONOMY_ROUNDS, round_step
from games.lines import Line, entries, joined, ranked

PHASES: dict[str, str] = {
    "setup": "setting up",
    "trade": round_step("trade"),
    "bid": round_step("bid"),
    "choose": round_step("choose"),
    "resolve": "the bids are being revealed",
    "algorithm": round_step("algorithm"),
    "end": "the round is ending",
    "over": "the game is over",
}
SIDE = {"left": "LEFT", "right": "RIGHT"}
LEANING = {"right": "RIGHT-LEANING", "left": "LEFT-LEANING", "neutral": "neutral"}
MODIFIERS: dict[str, str] = {  # a bid modifier waiting for the next reveal, then its source card's title
    "boost": "{seat}'s bid counts {amount} higher",
    "throttle": "{seat}'s bid counts {amount} lower",
    "tiebreak": "{seat} takes a tie for the highest bid",
    "amplify": "{seat}'s bias bonus counts double",
}


def _belief(card: Mapping[str, Any]) -> Line:
    """"Merit-only admissions (RIGHT, Admissions)"."""
    side = SIDE.get(card.get("side"), str(card.get("side")))
    return "{belief} (" + side + ", {topic})", {"belief": card.get("id"), "topic": card.get("topic")}


def _round_line(view: Mapping[str, Any]) -> Line:
    autonomy = view.get("autonomy") or {}
    phase = PHASES.get(view.get("phase"), str(view.get("phase")))
    template = ("Round {round} on the autonomy counter (after ROUND {last} it reaches the robot space and the A.I. "
                "becomes autonomous; resets {resets} of at most {max_resets}), " + phase)
    params: dict[str, Any] = {"round": view.get("round"), "last": AUTONOMY_ROUNDS,
                              "resets": autonomy.get("resets"), "max_resets": autonomy.get("max_resets")}
    if view.get("to_act"):
        template += "; waiting for {waiting_seat}"
        params["waiting_seat"] = list(view["to_act"])
    return template + ".", params


def _own_lines(me: Mapping[str, Any]) -> list[Line]:
    cards = [("{card} (trade-in {trade}): {text}",
              {"card": c.get("id"), "trade": c.get("trade"), "text": str(c.get("text") or "").rstrip(".")})
             for c in me.get("hand") or []]
    lines = [joined(cards, head=f"Your algorithm cards ({len(cards)}): ") if cards
             else ("You hold no algorithm card.", {})]
    if me.get("sealed_bid") is not None:
        lines.append(("Your sealed bid: {bid} chips (still in your pouch until the reveal).",
                      {"bid": me["sealed_bid"]}))
    return lines


def _player_line(p: Mapping[str, Any], phase: Any, you: bool) -> Line:
    parts: list[Line] = [
        ("{identity} ({text})", {"identity": p.get("identity"), "text": p.get("identity_text")}),
        ("{chips} chips, {cards} algorithm cards", {"chips": p.get("chips"), "cards": p.get("hand_count")}),
    ]
    if phase == "trade":
        parts.append(("done trading" if p.get("traded") else "still to trade", {}))
    if phase == "bid" or p.get("has_bid"):
        parts.append(("has sealed a bid" if p.get("has_bid") else "still to bid", {}))
    if p.get("bias_bonus"):
        parts.append(("bias bonus +{bonus}", {"bonus": p["bias_bonus"]}))
    parts.append(("would win now" if p.get("satisfied_now") else "would not win now", {}))
    template, params = joined(parts, sep=", ")
    return "{seat}" + (" (you)" if you else "") + ": " + template + ".", {**params, "seat": p.get("seat")}


def _ai_line(view: Mapping[str, Any]) -> Line:
    leaning = LEANING.get(view.get("leaning"), str(view.get("leaning")))
    head = "The A.I.: {left} LEFT and {right} RIGHT beliefs, " + leaning
    programmed = [_belief(b) for b in view.get("programmed") or []]
    template, params = joined(programmed, sep=", ") if programmed else ("none", {})
    return head + "; programmed, oldest first: " + template + ".", {**params, "left": view.get("left"),
                                                                    "right": view.get("right")}


def _reveal_line(revealed: Mapping[str, Any]) -> Line:
    parts = []
    lists = [revealed.get(k) or [] for k in ("bids", "bonuses", "adjustments", "totals", "spent")]
    for seat, (bid, bonus, adjust, total, spent) in enumerate(zip(*lists, strict=False)):
        parts.append(("{seat} {bid} + bonus {bonus} + cards {adjust} = {total}, paid {spent}",
                      {"seat": seat, "bid": bid, "bonus": bonus, "adjust": adjust, "total": total, "spent": spent}))
    template, params = joined(parts)
    template = "Last reveal: " + template
    if revealed.get("winner") is not None:
        template += "; won by {winner_seat}"
        params["winner_seat"] = revealed["winner"]
    if revealed.get("tied"):
        template += "; tied: {tied_seat}"
        params["tied_seat"] = list(revealed["tied"])
    return template + ".", params


def _modifiers_line(modifiers: list[Mapping[str, Any]]) -> Line:
    parts = [(MODIFIERS.get(m.get("kind"), "{seat}: " + str(m.get("kind"))) + " ({source})",
              {"seat": m.get("seat"), "amount": m.get("amount"), "source": m.get("source")}) for m in modifiers]
    return joined(parts, head="Bid changes at the next reveal: ")


def _life_line(life: Mapping[str, Any]) -> Line:
    leaning = LEANING.get(life.get("leaning"), str(life.get("leaning")))
    return ("Last life card: {card}, drawn with the A.I. " + leaning + " (RIGHT-LEANING: {right} LEFT-LEANING: {left} "
            "neutral: {neutral})", {k: life.get(k) for k in ("right", "left", "neutral")} | {"card": life.get("id")})


def _order_line(view: Mapping[str, Any]) -> Line:
    template = "Start player {start_seat}"
    params: dict[str, Any] = {"start_seat": view.get("start_player"), "bank": view.get("bank")}
    if view.get("algorithm_order"):
        template += "; algorithm order {order_seat}"
        params["order_seat"] = list(view["algorithm_order"])
    if view.get("algorithm_turn") is not None:
        template += ", now {turn_seat}"
        params["turn_seat"] = view["algorithm_turn"]
    return template + "; bank {bank} chips.", params


def _titles(cards: list[Any]) -> str:
    """Algorithm cards by title, alike ones counted: "Overclock ×2, Malware"."""
    counts = Counter(ALGORITHMS[c].title if c in ALGORITHMS else str(c) for c in cards)
    return ", ".join(title + (f" ×{n}" if n > 1 else "") for title, n in counts.items()) or "none"


def _piles_line(view: Mapping[str, Any]) -> Line:
    decks, discards = view.get("decks") or {}, view.get("discards") or {}
    template = ("Decks: {algorithm} algorithm, {belief} belief, {life} life cards. Discarded: algorithm cards "
                "(by title) " + _titles(discards.get("algorithm") or []).replace("{", "{{").replace("}", "}}")
                + "; beliefs, oldest first, {beliefs}; life cards, oldest first, {lives}.")
    return template, {**{k: decks.get(k) for k in ("algorithm", "belief", "life")},
                      "beliefs": list(discards.get("belief") or []), "lives": list(discards.get("life") or [])}


def _result_words(score: Mapping[str, Any]) -> Line:
    met = "met" if score.get("satisfied") else "missed"
    return ("({identity}, " + met + " the win condition, {chips} chips) {total}",
            {"identity": score.get("identity"), "chips": score.get("chips"), "total": score.get("total")})


def digest(view: Mapping[str, Any], seat: int | None) -> list[Line]:
    """The whole of ``view`` (``seat``'s, None: a spectator's) as lines a player reads, in the order a player looks."""
    players, me = entries(view, seat, "hand")
    phase = view.get("phase")
    lines = [_round_line(view)]
    if me is not None:
        lines += _own_lines(me)
    lines += [_player_line(p, phase, p.get("seat") == seat) for p in players]
    if view.get("belief"):
        template, params = _belief(view["belief"])
        lines.append(("Up for bids: " + template + ".", params))
    lines.append(_ai_line(view))
    if view.get("revealed"):
        lines.append(_reveal_line(view["revealed"]))
    if view.get("winner") is not None:
        lines.append(("This round's bid winner: {winner_seat}.", {"winner_seat": view["winner"]}))
    if view.get("modifiers"):
        lines.append(_modifiers_line(view["modifiers"]))
    if view.get("life"):
        lines.append(_life_line(view["life"]))
    lines.append(_order_line(view))
    lines.append(_piles_line(view))
    reached = view.get("autonomy_reached")
    if reached:
        met = list(reached.get("satisfied") or [])
        lines.append(("The A.I. last reached autonomy with {left} LEFT and {right} RIGHT beliefs; "
                      + ("won by {met_seat}." if met else "nobody's win condition was met."),
                      {"left": reached.get("left"), "right": reached.get("right"), "met_seat": met}))
    if view.get("result"):
        lines.append(joined(ranked(view["result"], _result_words), head="Final ranking (1 point for a winner): "))
    return lines
