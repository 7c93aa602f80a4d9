"""Tabletop Climber in words: every label template of a legal move, every summary template of an event, the
reason for each move a seat may not make now, and the score sheet.

A label is told from the seat's own view and rendered here with the catalogue's names; a summary is a template
plus params (catalogue ids, seats, numbers) read from the event exactly as its viewer got it, so a hidden card
(``None``) is never named; a reason reads only the seat's own hand and lodge and the public field. The wording
follows the rulebook's terms: Single, Set, Run, Lodge, field, reset.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Command, Event, State
from games.tabletop_climber import rules
from games.tabletop_climber.catalogue import COMPONENTS
from games.tabletop_climber.data import (
    ACCIDENT,
    CARDS,
    CLIMAX,
    CLIMAX_BASE_HAND,
    GOLD_VP,
    MAX_CARDS_UP_TO_2,
    NO_SET,
    STANDARD,
    UP_TO_2,
    leads,
)
from games.tabletop_climber.plays import Refused, classify, effect_of
from games.texts import default_summary, render, score_row, template_params

NAMES: dict[str, str] = {c["id"]: c["name"] for c in COMPONENTS}
START_CARD = "start-card"
DISCARD_ICON = "discard"

# ---------------------------------------------------------------- label templates (per command type)

LABELS: dict[str, str] = {
    "transfer-card": "Transfer {card} to the player on your left",
    "select-hand-template": "Select {count} hand cards from your team; the rest go face down to your Lodge",
    "select-hand-template-climax": "Select {min} to {max} hand cards from your team and announce how many "
                                   "(1 VP more for 1st place per card beyond {base})",
    "select-hand": "Select {cards} as your hand of {count}; the other {rest} go face down to your Lodge",
    "select-hand-one": "Select {cards} as your hand of {count}; the other card goes face down to your Lodge",
    "select-hand-all": "Select your whole team as your hand of {count}: {cards}",
    "select-hand-climax": "Select {cards} and announce a hand of {count} ({vp} VP if you take 1st place)",
    "play": "Play {cards} as ",  # + the play's words
    "pass": "Pass: skip your turns until the field is reset",
    "discard": "Discard {card} face up to your Lodge ({icon})",
}
# The section of the players' rules (docs/play/tabletop-climber.md) each command applies, as /moves links it.
RULES: dict[str, str] = {
    "transfer-card": "1-rule-reveal", "select-hand": "2-hand-selection", "play": "plays", "pass": "3-main-phase",
    "discard": "icons",
}
# How a play is named (rulebook: 'Single', '2-Set', '3-Run'); filled with the play's count, number (``value``, a
# run's lowest, ``high`` its highest) and colour: "a 2-Set of 9s", "a red 3-Run of 4 to 6".
PLAY_WORDS: dict[str, str] = {
    "single": "a Single",
    "set": "a {count}-Set of {value}s",
    "run": "a {colour} {count}-Run of {value} to {high}",
    "run-any": "a {count}-Run of {value} to {high}",
    "mountain": "a Mountain triple",
    "unknown": "a play",
}
# The play on the field, as a reason names it ("does not beat the 2-Set of 9s").
FIELD_WORDS: dict[str, str] = {
    "start": "the Start Card",
    "single": "the Single {value}",
    "set": "the {count}-Set of {value}s",
    "run": "the {colour} {count}-Run of {value} to {high}",
    "run-any": "the {count}-Run of {value} to {high}",
    "mountain": "the Mountain triple",
    "unknown": "the play on the field",
}
# What a play's icon does, appended to its label (the move to come) or its summary (done).
EFFECT_LABELS: dict[str, str] = {
    "reset": "; its {effect} resets the field",
    "reverse": "; its {effect} reverses the strength of the numbers",
    "discard": "; its {effect} makes you discard a hand card",
}
GOES_OUT_LABEL = " and get rid of your hand"

# ---------------------------------------------------------------- summary templates (per event type)

SUMMARIES: dict[str, str] = {
    "GameStarted": "A game for {players} players began: {first_gold} rules the 1st season and {last_gold} the "
                   "5th; the rules of seasons 2 to 4 lie face down.",
    "GameStarted-bare": "A game for {players} players began.",
    "CardsDealt": "Each player was dealt a team of {count} cards.",
    "CardsDealt-own": "Each player was dealt a team of {count} cards; {own_seat}'s team: {cards}.",
    "StartCardGiven": "{seat} received the {start_card}.",
    "SeasonStarted": "The {silver} began under the {gold} rules ({gold_vp} VP for 1st place, {silver_vp} VP for "
                     "2nd): every player selects {hand_size} hand cards.",
    "SeasonStarted-climax": "The {silver} began under the {gold} rules ({gold_vp} VP and 1 more per extra card for "
                            "1st place, {silver_vp} VP for 2nd): every player selects {hand_size} or more hand cards.",
    "AccidentHappened": "Accident: each player lost one random team card face down to their Lodge for this season.",
    "AccidentHappened-own": "Accident: each player lost one random team card face down to their Lodge for this "
                            "season; {own_seat} lost {card}.",
    "AccidentHappened-all": "Accident: each player lost one random team card face down to their Lodge for this "
                            "season: {lost}.",
    "TransferCardChosen": "{seat} chose a team card to pass to the player on their left.",
    "TransferCardChosen-own": "{seat} chose {card} to pass to the player on their left.",
    "CardsTransferred": "Each player passed their chosen team card to the player on their left.",
    "CardsTransferred-own": "Each player passed their chosen team card to the player on their left; {to_seat} "
                            "received {card} from {from_seat}.",
    "CardsTransferred-all": "Each player passed their chosen team card to the player on their left: {passed}.",
    "HandSelected": "{seat} selected their hand.",
    "HandSelected-own": "{seat} selected a hand of {count} cards: {cards}.",
    "MainPhaseStarted": "The Main Phase began; hand sizes announced: {sizes}.",
    "StartCardPlayed": "{seat} opened the Main Phase with the {start_card}.",
    "CardsPlayed": "{seat} played {cards} as ",  # + the play's words
    "CardDiscarded": "{seat} discarded {card} face up to their Lodge ({icon}).",
    "Passed": "{seat} passed and skips their turns until the field is reset.",
    "PlayerFinished": "{seat} got rid of their hand (place {place}).",
    "PlayerFinished-1": "{seat} got rid of their hand first and took 1st place.",
    "PlayerFinished-2": "{seat} got rid of their hand second and took 2nd place: the Main Phase ends.",
    "FieldReset": "The field was reset; {lead_seat} restarts the turn.",
    "SeasonEnded": "The {silver} ended: {first_seat} took 1st place and the {gold} card ({gold_vp} VP), "
                   "{second_seat} took 2nd place and the {silver} card ({silver_vp} VP).",
    "SeasonEnded-climax": "The {silver} ended: {first_seat} took 1st place and the {gold} card ({gold_vp} VP + "
                          "{climax_bonus} for extra hand cards), {second_seat} took 2nd place and the {silver} card "
                          "({silver_vp} VP).",
    "ReinforcementsDrawn": "Season rewards: {draws}.",
    "GameEnded": "The game ended after five seasons: {winner_seat} won with {vp} VP. Final VP: {totals}.",
    "GameEnded-shared": "The game ended after five seasons: {winner_seat} shared the victory with {vp} VP each. "
                        "Final VP: {totals}.",
    "GameEnded-tiebreak": "The game ended after five seasons: {winner_seat} won with {vp} VP and the most cards in "
                          "their team ({team_size}). Final VP: {totals}.",
    "GameEnded-empty": "The game ended after five seasons.",
}
# What an event says when its data lack what its template needs (a malformed or foreign event).
BARE_SUMMARIES: dict[str, str] = {
    "GameStarted": "A game began.",
    "CardsDealt": "Each player was dealt a team.",
    "StartCardGiven": "A player received the Start Card.",
    "SeasonStarted": "A new season began.",
    "TransferCardChosen": "A player chose a team card to pass to the player on their left.",
    "HandSelected": "A player selected their hand.",
    "StartCardPlayed": "A player opened the Main Phase with the Start Card.",
    "CardsPlayed": "A player played cards.",
    "CardDiscarded": "A player discarded a card face up to their Lodge.",
    "Passed": "A player passed.",
    "PlayerFinished": "A player got rid of their hand.",
    "FieldReset": "The field was reset.",
    "SeasonEnded": "The season ended.",
    "GameEnded": "The game ended after five seasons.",
}
EFFECT_SUMMARIES: dict[str, str] = {
    "reset": "; its {effect} reset the field.",
    "reverse": "; its {effect} reversed the strength of the numbers.",
    "discard": "; its {effect} makes them discard a hand card.",
}
# ---------------------------------------------------------------- reasons (moves a player may not make now)

UNAVAILABLE_LABELS: dict[str, str] = {
    "play": "Play {card}",
    "pass": "Pass",
    "select": "Select {card} for your hand",
}
# Why not, in the rulebook's words, with the numbers; ``{field}`` is the play on the field (FIELD_WORDS).
REASONS: dict[str, str] = {
    "mountain-only": "only three other Mountain cards beat {field}",
    "mountain-short": "only three other Mountain cards beat {field}; you have {have} Mountain cards",
    "after-start": "a Set-of-two card is played as a 2-Set, and after {field} the next player 'cannot play a Set "
                   "or Run'",
    "not-single": "a Set-of-two card is played as a 2-Set, and the played cards must be of the same type as {field}",
    "higher": "does not beat {field}: the played cards must have a higher number than {value}",
    "lower": "does not beat {field}: the strength is reversed, so the played cards must have a lower number than "
             "{value}",
    "set-short": "a {count}-Set needs {count} cards of {number} to beat {field}; you have {have}",
    "set-short-double": "a {count}-Set needs {count} cards of {number} to beat {field}; you have {have} (a "
                        "Set-of-two card counts as 2)",
    "set-shape": "your cards of {number} count {have} (a Set-of-two card counts as 2), and with it they make no "
                 "{count}-Set exactly, as beating {field} needs",
    "colourless": "colourless cards cannot be played in a run, and {field} must be beaten by a {count}-Run",
    "run-low": "too low: no {count}-Run with it starts above {value}, so none beats {field}",
    "run-high": "too high: the strength is reversed, and no {count}-Run with it starts below {value}, so none beats "
                "{field}",
    "run-gap": "you have no {count} cards of one colour in a row with it that beat {field}",
    "no-play": "no play with it beats {field}",
    "must-lead": "no cards are on the field: you restart the turn and must play {leads}",
    "discard-first": "your {icon} is mandatory: first discard one card from your hand face up to your Lodge",
    "accident": "Accident: it was drawn at random and lies face down in your Lodge, so it is not available this "
                "season",
}

# ---------------------------------------------------------------- score sheet

SCORE_ROWS: tuple[tuple[str, str], ...] = (  # a seat's Result.scores keys, in the sheet's order
    ("gold", "VP from Gold Season Cards (1st places)"),
    ("silver", "VP from Silver Season Cards (2nd places)"),
    ("climax_bonus", "Climax bonus VP (hand cards beyond 12)"),
    ("total", "Total VP"),
    ("team_size", "Cards in team (the tie-break)"),
)

# A part per seat inside one summary: ``{p0_seat}`` is shown as seat 0's player's name.
SIZE_PART = "{p%d_seat} {p%d_size}"
DRAW_PART_CARDS = "{p%d_seat} drew {p%d_cards}"
DRAW_PART_NONE = "{p%d_seat} drew no Reinforcement Card"
DRAW_PART_ONE = "{p%d_seat} drew a Reinforcement Card"
DRAW_PART_COUNT = "{p%d_seat} drew {p%d_count} Reinforcement Cards"
LOST_PART = "{p%d_seat} lost {p%d_card}"
PASSED_PART = "{p%d_seat} passed {p%d_card} to {p%d_to_seat}"
TOTAL_PART = "{p%d_seat} {p%d_vp}"
TOTAL_PART_TEAM = "{p%d_seat} {p%d_vp} ({p%d_team} cards in team)"


def _play_words(kind: Any, colour: Any, words: Mapping[str, str] = PLAY_WORDS) -> str:
    """The template words naming a play ('a {count}-Set of {value}s', 'a {colour} {count}-Run of {value} to
    {high}' …: the rulebook's names)."""
    if kind == "run" and not colour:
        kind = "run-any"
    return words.get(kind, words["unknown"])


def _play_params(words: str, kind: Any, count: Any, value: Any, colour: Any) -> dict[str, Any]:
    """The params ``words`` (from :func:`_play_words`) uses; a run's ``high`` is its lowest number + length - 1."""
    params: dict[str, Any] = {"count": count, "value": value, "colour": colour}
    if kind == "run" and isinstance(value, int) and isinstance(count, int):
        params["high"] = value + count - 1
    return {k: v for k, v in params.items() if "{" + k + "}" in words}


def field_play(top: Mapping[str, Any] | None) -> tuple[str, dict[str, Any]]:
    """The play on the field as a reason names it: ("the {count}-Set of {value}s", params)."""
    if top is None:
        return "the empty field", {}
    kind = top.get("kind")
    words = _play_words(kind, top.get("colour"), FIELD_WORDS)
    return words, _play_params(words, kind, top.get("count"), top.get("value"), top.get("colour"))


# ---------------------------------------------------------------- labels


def _me(view: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
    players = view.get("players") or []
    return players[seat] if 0 <= seat < len(players) and isinstance(players[seat], Mapping) else {}


def _label(key: str, params: Mapping[str, Any]) -> str:
    return render(LABELS[key], params, NAMES)


def _select_label(view: Mapping[str, Any], seat: int, move: Command) -> dict[str, Any]:
    climax = view.get("gold") == CLIMAX
    if move.get("template"):
        pool = [c for c in move.get("from") or [] if c in NAMES]
        if "count" in move or not climax:
            label = _label("select-hand-template", {"count": move.get("count", move.get("min", 0))})
        else:
            label = _label("select-hand-template-climax",
                           {"min": move.get("min", CLIMAX_BASE_HAND), "max": move.get("max", len(pool)),
                            "base": CLIMAX_BASE_HAND})
        return {"label": label, "targets": [], "fields": {"cards": pool}}
    cards = list(move.get("cards") or [])
    team = _me(view, seat).get("team") or []
    params: dict[str, Any] = {"cards": cards, "count": len(cards)}
    if climax:
        params["vp"] = GOLD_VP[CLIMAX] + max(0, len(cards) - CLIMAX_BASE_HAND)
        key = "select-hand-climax"
    elif len(team) > len(cards):
        params["rest"] = len(team) - len(cards)
        key = "select-hand-one" if params["rest"] == 1 else "select-hand"
    else:
        key = "select-hand-all"
    return {"label": _label(key, params), "targets": cards}


def _play_label(view: Mapping[str, Any], seat: int, move: Command) -> dict[str, Any]:
    cards = list(move.get("cards") or [])
    try:
        play = classify(cards, view.get("gold") or STANDARD, move.get("colour"))
    except (Refused, KeyError):
        play = {"kind": "unknown", "count": len(cards), "colour": None}
    hand = _me(view, seat).get("hand")
    goes_out = isinstance(hand, list) and len(hand) == len(cards)
    effect = effect_of([c for c in cards if c in NAMES])
    if effect == DISCARD_ICON and goes_out:
        effect = None  # 'mandatory ... if it's technically possible': nothing is left to discard
    words = _play_words(play["kind"], play["colour"])
    template = LABELS["play"] + words + (GOES_OUT_LABEL if goes_out else "")
    template += EFFECT_LABELS.get(effect or "", "")
    params = {"cards": cards, "effect": effect,
              **_play_params(words, play["kind"], play["count"], play.get("value"), play["colour"])}
    return {"label": render(template, params, NAMES), "targets": cards}


def describe_move(view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
    """``{"label", "targets"}`` (and a template's ``fields``) of one legal move, from ``seat``'s own view."""
    kind = move.get("type")
    if kind == "select-hand":
        return _select_label(view, seat, move)
    if kind == "play":
        return _play_label(view, seat, move)
    if kind in ("transfer-card", "discard"):
        card = move.get("card")
        targets = [card] if card in NAMES else []
        return {"label": _label(kind, {"card": card, "icon": DISCARD_ICON}), "targets": targets}
    if kind == "pass":
        return {"label": LABELS["pass"], "targets": []}
    return {"label": str(kind), "targets": []}


# ---------------------------------------------------------------- summaries


def _seen(values: Any) -> list[tuple[int, Any]]:
    """The (seat, entry) pairs a per-seat list shows this viewer (hidden entries are None)."""
    if not isinstance(values, Sequence) or isinstance(values, str):
        return []
    return [(i, v) for i, v in enumerate(values) if v is not None]


def _per_seat_cards(kind: str, d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """AccidentHappened / CardsTransferred: one card per seat, each hidden from all but one viewer."""
    cards = d.get("cards") or []
    seen = [(i, c) for i, c in _seen(cards) if isinstance(c, str)]
    if not seen:
        return SUMMARIES[kind], {}
    if len(seen) > 1:  # the game is over: every card is told, seat by seat
        parts, params = [], {}
        for i, card in seen:
            params.update({f"p{i}_seat": i, f"p{i}_card": card})
            if kind == "CardsTransferred":
                parts.append(PASSED_PART % (i, i, i))
                params[f"p{i}_to_seat"] = (i + 1) % len(cards)
            else:
                parts.append(LOST_PART % (i, i))
        slot = "{passed}" if kind == "CardsTransferred" else "{lost}"
        return SUMMARIES[kind + "-all"].replace(slot, "; ".join(parts)), params
    i, card = seen[0]
    if kind == "CardsTransferred":  # entry i is the card seat i passed to seat i + 1
        return SUMMARIES[kind + "-own"], {"card": card, "from_seat": i, "to_seat": (i + 1) % len(cards)}
    return SUMMARIES[kind + "-own"], {"card": card, "own_seat": i}


def _dealt(d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    counts = [c for c in d.get("counts") or [] if isinstance(c, int)]
    count: Any = counts[0] if counts and len(set(counts)) == 1 else "several"
    seen = _seen(d.get("teams"))
    if len(seen) == 1:
        return SUMMARIES["CardsDealt-own"], {"count": count, "own_seat": seen[0][0], "cards": list(seen[0][1])}
    return SUMMARIES["CardsDealt"], {"count": count}


def _sizes(d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    parts, params = [], {}
    for i, size in enumerate(d.get("hand_sizes") or []):
        parts.append(SIZE_PART % (i, i))
        params.update({f"p{i}_seat": i, f"p{i}_size": size})
    return SUMMARIES["MainPhaseStarted"].replace("{sizes}", ", ".join(parts) or "none"), params


def _drawn(d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    cards = d.get("cards") or []
    parts, params = [], {}
    for i, count in enumerate(d.get("counts") or []):
        mine = cards[i] if i < len(cards) else None
        params[f"p{i}_seat"] = i
        if isinstance(mine, list) and mine:
            parts.append(DRAW_PART_CARDS % (i, i))
            params[f"p{i}_cards"] = list(mine)
        elif count in (0, 1):
            parts.append((DRAW_PART_ONE if count else DRAW_PART_NONE) % i)
        else:
            parts.append(DRAW_PART_COUNT % (i, i))
            params[f"p{i}_count"] = count
    return SUMMARIES["ReinforcementsDrawn"].replace("{draws}", "; ".join(parts) or "nothing was drawn"), params


def _played(seat: Any, d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    effect, colour = d.get("effect"), d.get("colour")
    words = _play_words(d.get("kind"), colour)
    template = SUMMARIES["CardsPlayed"] + words + EFFECT_SUMMARIES.get(effect or "", ".")
    params: dict[str, Any] = {"seat": seat, "cards": list(d.get("cards") or []),
                              **_play_params(words, d.get("kind"), d.get("count"), d.get("value"), colour)}
    if effect in EFFECT_SUMMARIES:
        params["effect"] = effect
    return template, params


def _ended(d: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    ranking = [group for group in d.get("ranking") or [] if group]
    if not ranking:
        return SUMMARIES["GameEnded-empty"], {}
    scores = d.get("scores") or {}
    best = scores.get(str(ranking[0][0])) or {}
    params: dict[str, Any] = {"winner_seat": list(ranking[0]), "vp": best.get("total", 0)}
    runner = (scores.get(str(ranking[1][0])) or {}) if len(ranking) > 1 else {}
    tiebreak = len(ranking[0]) == 1 and runner and runner.get("total") == best.get("total")
    parts = []
    for seat in (seat for group in ranking for seat in group):  # best first, as ranked
        score = scores.get(str(seat)) or {}
        params.update({f"p{seat}_seat": seat, f"p{seat}_vp": score.get("total", 0)})
        if tiebreak or len(ranking[0]) > 1:  # the team size decided, or could not decide, the victory
            parts.append(TOTAL_PART_TEAM % (seat, seat, seat))
            params[f"p{seat}_team"] = score.get("team_size", 0)
        else:
            parts.append(TOTAL_PART % (seat, seat))
    key = "GameEnded-shared" if len(ranking[0]) > 1 else "GameEnded-tiebreak" if tiebreak else "GameEnded"
    if tiebreak:  # 'the player with the most cards in their team wins'
        params["team_size"] = best.get("team_size", 0)
    return SUMMARIES[key].replace("{totals}", ", ".join(parts)), params


def summarize(event: Event) -> tuple[str, dict[str, Any]]:
    """(template, params) of one event as its viewer got it (redacted); never more than the event tells."""
    template, params = _summary(event)
    used = template_params(template)
    if any(params.get(name) in (None, []) for name in used) and event.get("type") in BARE_SUMMARIES:
        return BARE_SUMMARIES[event["type"]], {}  # data missing (never in play): say only what happened
    return template, params


def _summary(event: Event) -> tuple[str, dict[str, Any]]:
    kind, seat, d = event.get("type"), event.get("seat"), event.get("data") or {}
    if kind == "GameStarted":
        order = list(d.get("gold_order") or [])
        if not (order and order[0] in NAMES and order[-1] in NAMES):
            return SUMMARIES[kind + "-bare"], {"players": d.get("players", "several")}
        return SUMMARIES[kind], {"players": d.get("players"), "first_gold": order[0], "last_gold": order[-1]}
    if kind == "CardsDealt":
        return _dealt(d)
    if kind in ("StartCardGiven", "StartCardPlayed"):
        return SUMMARIES[kind], {"seat": seat, "start_card": START_CARD}
    if kind == "SeasonStarted":
        key = "SeasonStarted-climax" if d.get("gold") == CLIMAX else kind
        return SUMMARIES[key], {k: d.get(k) for k in ("silver", "gold", "gold_vp", "silver_vp", "hand_size")}
    if kind in ("AccidentHappened", "CardsTransferred"):
        return _per_seat_cards(kind, d)
    if kind == "TransferCardChosen":
        card = d.get("card")
        return (SUMMARIES[kind + "-own"], {"seat": seat, "card": card}) if card else (SUMMARIES[kind], {"seat": seat})
    if kind == "HandSelected":
        cards = d.get("cards")
        if isinstance(cards, list):
            count = d.get("count")
            return SUMMARIES[kind + "-own"], {"seat": seat, "cards": list(cards),
                                              "count": count if isinstance(count, int) else len(cards)}
        return SUMMARIES[kind], {"seat": seat}
    if kind == "MainPhaseStarted":
        return _sizes(d)
    if kind == "CardsPlayed":
        return _played(seat, d)
    if kind == "CardDiscarded":
        return SUMMARIES[kind], {"seat": seat, "card": d.get("card"), "icon": DISCARD_ICON}
    if kind == "Passed":
        return SUMMARIES[kind], {"seat": seat}
    if kind == "PlayerFinished":
        place = d.get("place")
        key = f"{kind}-{place}"
        if key in SUMMARIES:
            return SUMMARIES[key], {"seat": seat}
        return SUMMARIES[kind], {"seat": seat, "place": place}
    if kind == "FieldReset":
        return SUMMARIES[kind], {"lead_seat": d.get("lead")}
    if kind == "SeasonEnded":
        key = "SeasonEnded-climax" if d.get("climax_bonus") else kind
        keys = ("silver", "gold", "gold_vp", "silver_vp", "climax_bonus")
        return SUMMARIES[key], {**{k: d.get(k) for k in keys}, "first_seat": d.get("first"),
                                "second_seat": d.get("second")}
    if kind == "ReinforcementsDrawn":
        return _drawn(d)
    if kind == "GameEnded":
        return _ended(d)
    return default_summary(event)


# ---------------------------------------------------------------- moves a seat may not make now, and why
# Hand cards that no legal play uses, a pass on an empty field or before a mandatory discard, and an Accident card
# in hand selection; read only from what the seat may know: its own hand and lodge, and the public field.


def _entry(label: str, targets: list[str], reason: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"label": render(UNAVAILABLE_LABELS[label], params, NAMES), "targets": targets,
            "reason": render(REASONS[reason], params, NAMES)}


def _counts(card: str) -> int:
    return 2 if CARDS[card].set_of_two else 1


def _card_reason(card: str, hand: list[str], gold: str, top: dict[str, Any], inverted: bool) -> tuple[str, dict]:
    """(reason key, params) why ``card`` is in no play that beats ``top`` (not None)."""
    field, field_params = field_play(top)
    params: dict[str, Any] = {"field": render(field, field_params, NAMES), "count": top.get("count"),
                              "value": top.get("value")}
    facts = CARDS[card]
    kind = top["kind"]
    if kind == "mountain":
        mountains = sum(CARDS[c].mountain for c in hand)
        if facts.mountain:
            return "mountain-short", {**params, "have": mountains}
        return "mountain-only", params
    as_set = facts.set_of_two and gold != NO_SET  # 'treated as a set of two cards' (a Single only in No Set)
    if kind == "start":
        return ("after-start", params) if as_set else ("no-play", params)
    value, count = top["value"], top["count"]
    beats = facts.number < value if inverted else facts.number > value
    if kind == "single":
        if as_set:
            return "not-single", params
        return ("no-play", params) if beats else ("lower" if inverted else "higher", params)
    if kind == "set":
        if not beats:
            return "lower" if inverted else "higher", params
        same = sorted((_counts(c) for c in hand if CARDS[c].number == facts.number), reverse=True)
        if gold == UP_TO_2:  # 'limited to 2' cards: a Set-of-two card and one more are the most
            same = same[:MAX_CARDS_UP_TO_2]
        have = sum(same)
        words = {**params, "number": facts.number, "have": have}
        if have >= count:  # enough, but no exact count with this card (a Set-of-two card counts as 2)
            return "set-shape", words
        return ("set-short-double" if 2 in same else "set-short"), words
    if kind == "run":
        if not facts.colours:
            return "colourless", params
        # a run of ``count`` holding this number starts at number - count + 1 … number; it beats the field's run
        # when its start is above (below, reversed) the field's lowest number
        lowest_start, highest_start = facts.number - count + 1, facts.number
        if not inverted and highest_start <= value:
            return "run-low", params
        if inverted and lowest_start >= value:
            return "run-high", params
        return "run-gap", params
    return "no-play", params


def unavailable_moves(s: State, seat: int) -> list[dict[str, Any]]:
    """``[{"label", "targets", "reason"}]`` of the moves ``seat`` would try now but may not (none unless awaited)."""
    if seat not in rules.to_act(s):
        return []
    out: list[dict[str, Any]] = []
    if s["phase"] == "select" and rules.gold_of(s) == ACCIDENT:
        # 'The drawn card is placed in the lodge. That card will no longer be available for the current season.'
        for card in s["lodge_down"][seat]:
            out.append(_entry("select", [card], "accident", {"card": card}))
    if s["phase"] != "main":
        return out
    if s["pending_discard"] == seat:  # 'the special effect is mandatory'
        return [_entry("pass", [], "discard-first", {"icon": DISCARD_ICON})]
    top = s["top"]
    if top is None:  # 'Since no cards are on the field, they can play any number, type, and quantity of cards.'
        return [_entry("pass", [], "must-lead", {"leads": leads(rules.gold_of(s))})]
    hand = s["hand"][seat]
    playable = {c for cards, _ in rules.plays_for(s, seat) for c in cards}
    gold, inverted = rules.gold_of(s), rules.inverted(s)
    for card in hand:
        if card not in playable:
            reason, params = _card_reason(card, hand, gold, top, inverted)
            out.append(_entry("play", [card], reason, {**params, "card": card}))
    return out


def score_sheet(scores: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One seat's ``Result.scores`` entry as score-sheet rows: season card VP, the Climax bonus, the total, then the
    team size that breaks a tie."""
    return [score_row(label, scores[key]) for key, label in SCORE_ROWS if key in scores]
