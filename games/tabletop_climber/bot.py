"""Heuristic bots: keep strong cards, shed weak ones in combinations, answer cheaply without splitting sets."""

from __future__ import annotations

import random
from collections import Counter

from games.base import RuleViolation, State
from games.tabletop_climber.data import CARDS, NO_SET, REVOLUTION, UP_TO_2
from games.tabletop_climber.rules import gold_of, hand_size_bounds, inverted, plays_for, to_act

# tuned against the easy bot (bench/climber_bots.py): passing to save strong cards lost games
LEAD_PER_CARD = 3.5  # a lead may use a card this much stronger per extra card it sheds
BREAK_PENALTY = 6  # splitting a set in hand to answer costs this much strength


def _power(card: str, low_wins: bool) -> int:
    n = CARDS[card].number
    return -n if low_wins else n


def choose_hand(s: State, seat: int, level: str, k: int | None = None) -> list[str]:
    """The k strongest team cards for this season, by default as many as the season asks for (normal also
    values triples and pairs)."""
    team = s["team"][seat]
    gold = gold_of(s)
    k = hand_size_bounds(s, seat)[0] if k is None else k
    low_wins = gold == REVOLUTION
    if level == "easy":
        return sorted(team, key=lambda c: (-CARDS[c].number, c))[:k]
    numbers = Counter(CARDS[c].number for c in team)
    mountains = [c for c in team if CARDS[c].mountain]

    def score(c: str) -> float:
        f = CARDS[c]
        value = float(_power(c, low_wins))
        if f.mountain and len(mountains) >= 3 and gold != UP_TO_2:
            value += 40
        if f.set_of_two and gold != NO_SET:
            value += 2
        if gold != NO_SET and numbers[f.number] >= 2:
            value += 1.5
        if f.wild:
            value += 0.5
        return value

    return sorted(team, key=lambda c: (-score(c), c))[:k]


def choose_play(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """A play or a pass in the Main Phase."""
    hand = s["hand"][seat]
    options = plays_for(s, seat)
    low_wins = inverted(s)
    top = s["top"]
    if not options:
        return {"type": "pass"}
    finishing = [cards for cards, _ in options if len(cards) == len(hand)]
    if finishing:
        return {"type": "play", "cards": finishing[0]}

    def peak(cards: list[str]) -> int:
        return max(_power(c, low_wins) for c in cards)

    if level == "easy":
        cards, _ = min(options, key=lambda o: (peak(o[0]), -len(o[0]), o[0]))
        return {"type": "play", "cards": cards}
    normal = [(c, p) for c, p in options if p["kind"] != "mountain"]
    mountain = [(c, p) for c, p in options if p["kind"] == "mountain"]
    counts = Counter(CARDS[c].number for c in hand)

    def broken(cards: list[str]) -> int:
        """How many sets in hand this play would split."""
        used = Counter(CARDS[c].number for c in cards)
        return sum(1 for n, k in used.items() if counts[n] > k)

    if top is None:  # lead: shed many weak cards at once
        pool = normal or mountain
        cards, _ = min(pool, key=lambda o: (peak(o[0]) - LEAD_PER_CARD * (len(o[0]) - 1), o[0]))
        return {"type": "play", "cards": cards}
    if not normal:  # a mountain triple is the only answer: spend it late or against a near winner
        threat = len(s["hand"][top["seat"]]) <= 2
        if mountain and (threat or len(hand) <= 5):
            return {"type": "play", "cards": mountain[0][0]}
        return {"type": "pass"}
    cards, _ = min(normal, key=lambda o: (peak(o[0]) + BREAK_PENALTY * broken(o[0]), len(o[0]), o[0]))
    return {"type": "play", "cards": cards}


def choose(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """The bot's complete, legal command for ``seat``."""
    if seat not in to_act(s):
        raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
    phase = s["phase"]
    if phase == "transfer":
        low_wins = gold_of(s) == REVOLUTION
        card = min(s["team"][seat], key=lambda c: (_power(c, low_wins), c))
        return {"type": "transfer-card", "card": card}
    if phase == "select":
        cards = choose_hand(s, seat, level)
        return {"type": "select-hand", "cards": cards}
    if s["pending_discard"] == seat:
        low_wins = inverted(s)
        card = min(s["hand"][seat], key=lambda c: (_power(c, low_wins), c))
        return {"type": "discard", "card": card}
    return choose_play(s, seat, rng, level)
