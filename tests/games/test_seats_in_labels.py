"""Labels and reasons name seats, never number them (issue 48, item 2): a game words them from a seat's view, which
knows the other seats only by number, and the table names them."""

from __future__ import annotations

import random

from games import REGISTRY
from games.table import described, told_unavailable
from games.texts import seats_named

NAMES = ["Ann", "Bob", "Cy"]


def test_a_seat_a_game_left_unnamed_is_named_even_inside_a_phrase():
    assert seats_named("take a Research team stolen from Seat 2", NAMES) == "take a Research team stolen from Bob"
    assert seats_named("Seat 3's HQ, square C4", NAMES) == "Cy's HQ, square C4"
    assert seats_named("Seat 4 is not at this table", NAMES) == "Seat 4 is not at this table"


def test_a_corporate_anarchy_move_into_another_hq_names_its_owner():
    """The issue: squares are named so a person can find them ("Ann's HQ, square C4"), never by a seat index."""
    game = REGISTRY["corporate-anarchy"]
    rng, state = random.Random(4), None
    for event in game.setup(3, {}, rng):
        state = game.evolve(state, event)
    labels = []
    for _ in range(300):
        if game.result(state) is not None:
            break
        seat = min(game.to_act(state))
        labels += [described(game, game.view(state, seat), seat, move, NAMES)["label"]
                   for move in game.legal_moves(state, seat)]
        labels += [told_unavailable(entry, {}, NAMES)["label"] for entry in game.unavailable_moves(state, seat)]
        for event in game.decide(state, seat, game.bot(state, seat, rng, "easy"), rng):
            state = game.evolve(state, event)
    into = [label for label in labels
            if ("'s HQ, square" in label or "protruding square" in label) and "your " not in label]
    assert into, "some move went into another HQ"
    assert all(any(f"{name}'s" in label for name in NAMES) for label in into), [
        label for label in into if not any(f"{name}'s" in label for name in NAMES)][:5]
    assert not [label for label in labels if "Seat " in label]
