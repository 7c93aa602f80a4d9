"""Driving one game's pure rules in its rulebook tests: fold, act, refused, types."""

from __future__ import annotations

import random

import pytest

from games.base import Game, RuleViolation


def drive(game: Game):
    """(fold, act, refused, types) for ``game``."""

    def fold(events, state=None):
        """Fold ``events`` onto ``state`` (None: from scratch)."""
        for ev in events:
            state = game.evolve(state, ev)
        return state

    def act(state, seat, command, seed=0):
        """(state after, events) of ``seat``'s command, deciding with a seeded rng."""
        events = game.decide(state, seat, command, random.Random(seed))
        return fold(events, state), events

    def refused(state, seat, command):
        """The RuleViolation code the rules answer ``command`` with."""
        with pytest.raises(RuleViolation) as info:
            game.decide(state, seat, command, random.Random(0))
        return info.value.code

    def types(events):
        return [e["type"] for e in events]

    return fold, act, refused, types
