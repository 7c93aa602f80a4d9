"""Issue 48, item 5, attacked as an opponent would: a move's reason must not tell a seat what it may not know. For
each awaited seat of random games of every game, the state is redrawn as the seat cannot tell it from the true one
(``determinize``: the others' hands, hidden tiles, sealed bids, the decks resampled) and the moves it may not make,
with their reasons, must not move. Were a reason to read a hidden card, a tile or a bid, some redrawing would
change it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import REGISTRY
from tests.support.decisions import decisions

COMMANDS = 120  # decisions a game is played for; enough to pass through every phase's secrets


def positions(slug: str, players: int, seed: int):
    """(state, awaited seat) at each decision of a random game."""
    return ((state, seat) for _, state, seat in decisions(slug, players, seed, COMMANDS))


@pytest.mark.parametrize("slug", sorted(REGISTRY))
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), more_players=st.booleans())
def test_the_moves_not_open_to_a_seat_are_the_same_in_every_world_it_cannot_tell_apart(slug, seed, more_players):
    game = REGISTRY[slug]
    players = game.max_players if more_players else game.min_players
    redraw = random.Random(seed + 1)
    told = 0
    for state, seat in positions(slug, players, seed):
        seen = game.unavailable_moves(state, seat)
        told += len(seen)
        for _ in range(2):
            world = game.determinize(state, seat, redraw)
            assert game.unavailable_moves(world, seat) == seen, (slug, seat)
    assert told, "some move was refused with a reason"
