"""The component catalogue of Bias Effect, built once from ``data.py``: what every id a client meets stands for.

Ids are the game's own: identities (``FAR-LEFT`` …), belief cards (``BL-01``/``BR-01`` …), algorithm cards
(``A-01`` …), life cards (``L-01`` …), the three decks (``algorithm-deck`` …; ``zone`` is the key naming the deck
and its discard pile in the view's ``decks`` and ``discards``), the ``autonomy`` track (the view's ``autonomy``)
and the ``data-chip``. Where a card lies is never here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.bias_effect.data import (
    ALGORITHMS,
    AUTONOMY_ROUNDS,
    BELIEF_TOPICS,
    BELIEFS,
    BIAS_BONUS,
    FAR_LEFT,
    FAR_MARGIN,
    FAR_RIGHT,
    IDENTITIES,
    IDENTITIES_BY_COUNT,
    IDENTITY_TEXT,
    LEFT,
    LIMITED_FROM,
    LIVES,
    MAX_RESETS,
    RESET_TO_ROUND,
    RIGHT,
    SIDE_COLOUR,
    SIDE_OF,
    START_CHIPS,
    TOTAL_CHIPS,
)

# One English message per kind; ``text`` is the template filled from the component's own fields.
TEMPLATES: dict[str, str] = {
    "identity": ("Identity card {name} (bias side: {bias_side}, +{bias_bonus} per programmed belief of that side):"
                 " {condition}"),
    "belief": ("Belief card ({side}) on {topic}, \"{title}\": while programmed it counts toward {side} and grants"
               " +{bias_bonus} to every {side}-side bid."),
    "algorithm": "Algorithm card {title} ({algorithm}, trade-in value {trade_in}): {effect}",
    "life": ("Life card {title}, resolved by the A.I.'s leaning. Right-leaning ({effects[right][colour]}):"
             " {effects[right][text]} Left-leaning ({effects[left][colour]}): {effects[left][text]}"
             " Neutral ({effects[neutral][colour]}): {effects[neutral][text]}"),
    "deck": ("{name}: {count} {card_kind} cards, drawn at random; its discard pile is shuffled back in when it"
             " runs out."),
    "track": ("Autonomy counter: ROUND {first_round} to ROUND {rounds}, then the robot space, where the A.I. becomes"
              " autonomous; with no winner it resets to ROUND {reset_to}, at most {max_resets} times."),
    "chip": ("Data chip: the currency bid to program beliefs, {start} in each pouch at set-up and {supply} in the"
             " box, the rest in the bank."),
}


def _component(id_: str, kind: str, name: str, **fields: Any) -> dict[str, Any]:
    item = {"id": id_, "kind": kind, "name": name, **fields}
    item["text"] = TEMPLATES[kind].format(**item)
    return item


def win_condition(identity: str) -> dict[str, Any]:
    """The identity card's goal as data.

    ``lead`` is the programmed beliefs of side ``more`` minus those of the other side (LEFT − RIGHT when ``more``
    is null). The goal: ``min_lead`` <= lead, lead <= ``max_lead`` (when not null, and only from
    ``max_lead_from_players`` players when that is not null), and at least ``min_each`` beliefs of each side.
    """
    if identity in (FAR_LEFT, FAR_RIGHT):
        return {"more": SIDE_OF[identity], "min_lead": FAR_MARGIN, "max_lead": None, "max_lead_from_players": None,
                "min_each": 0}
    if identity in (LEFT, RIGHT):
        return {"more": SIDE_OF[identity], "min_lead": 1, "max_lead": FAR_MARGIN - 1,
                "max_lead_from_players": LIMITED_FROM, "min_each": 0}
    return {"more": None, "min_lead": 0, "max_lead": 0, "max_lead_from_players": None, "min_each": 1}


def _identities() -> list[dict[str, Any]]:
    return [
        _component(identity, "identity", identity, side=SIDE_OF[identity], colour=SIDE_COLOUR[SIDE_OF[identity]],
                   bias_side=SIDE_OF[identity] or "higher", bias_bonus=BIAS_BONUS, condition=IDENTITY_TEXT[identity],
                   win=win_condition(identity),
                   players=[n for n, dealt in sorted(IDENTITIES_BY_COUNT.items()) if identity in dealt])
        for identity in IDENTITIES
    ]


def _opposite(belief_id: str) -> str:
    other = "R" if belief_id[1] == "L" else "L"
    return f"B{other}{belief_id[2:]}"


def _beliefs() -> list[dict[str, Any]]:
    number = {topic: k for k, (topic, _left, _right) in enumerate(BELIEF_TOPICS, start=1)}
    return [
        _component(b.id, "belief", b.title, side=b.side, colour=SIDE_COLOUR[b.side], title=b.title, topic=b.topic,
                   topic_number=number[b.topic], opposite=_opposite(b.id), bias_bonus=BIAS_BONUS, card_text=b.text)
        for b in BELIEFS.values()
    ]


def _algorithms() -> list[dict[str, Any]]:
    """Each copy is named apart ("Phishing (copy 2 of 6)"): a hand holding two copies still reads as two cards."""
    copies = Counter(a.title for a in ALGORITHMS.values())
    seen: Counter[str] = Counter()
    out = []
    for a in ALGORITHMS.values():
        seen[a.title] += 1
        out.append(_component(a.id, "algorithm", f"{a.title} (copy {seen[a.title]} of {copies[a.title]})",
                              title=a.title, copy=seen[a.title], algorithm=a.kind, amount=a.amount,
                              trade_in=a.trade, needs=a.needs, effect=a.text, copies=copies[a.title]))
    return out


def _lives() -> list[dict[str, Any]]:
    ids = list(LIVES)
    out = []
    for k, life in enumerate(LIVES.values()):
        effects = {lean: {**getattr(life, lean), "colour": SIDE_COLOUR.get(lean, SIDE_COLOUR[None]),
                          "text": life.text[lean]}
                   for lean in ("right", "left", "neutral")}
        mirror = ids[k + 1] if k % 2 == 0 else ids[k - 1]  # designs and their mirrors alternate (data._lives)
        out.append(_component(life.id, "life", life.title, title=life.title, effects=effects, mirror=mirror))
    return out


def _decks() -> list[dict[str, Any]]:
    decks = (("algorithm", "Algorithm deck", list(ALGORITHMS)), ("belief", "Belief deck", list(BELIEFS)),
             ("life", "Life deck", list(LIVES)))
    return [_component(f"{deck}-deck", "deck", name, zone=deck, card_kind=deck, count=len(cards), cards=cards)
            for deck, name, cards in decks]


def _track() -> dict[str, Any]:
    cells = [{"round": r, "name": f"ROUND {r}", "robot": False} for r in range(1, AUTONOMY_ROUNDS + 1)]
    cells.append({"round": AUTONOMY_ROUNDS + 1, "name": "robot space", "robot": True})
    return _component("autonomy", "track", "Autonomy counter", first_round=1, rounds=AUTONOMY_ROUNDS,
                      robot_space=AUTONOMY_ROUNDS + 1, reset_to=RESET_TO_ROUND, max_resets=MAX_RESETS, cells=cells)


def _chip() -> dict[str, Any]:
    return _component("data-chip", "chip", "Data chip", start=START_CHIPS, supply=TOTAL_CHIPS)


def components() -> list[dict[str, Any]]:
    """Build the whole catalogue (use ``COMPONENTS``: it is built once at import)."""
    return [*_identities(), *_beliefs(), *_algorithms(), *_lives(), *_decks(), _track(), _chip()]


COMPONENTS: list[dict[str, Any]] = components()
BY_ID: dict[str, dict[str, Any]] = {c["id"]: c for c in COMPONENTS}
