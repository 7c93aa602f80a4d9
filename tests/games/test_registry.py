"""Every registered game fits the hosting conventions of games/base.py and games/table.py."""

from __future__ import annotations

import json
import random

import pytest

from games import REGISTRY
from games.table import LIFECYCLE


@pytest.mark.parametrize("game", list(REGISTRY.values()), ids=list(REGISTRY))
def test_a_bot_game_emits_no_lifecycle_event_types_and_plain_json(game):
    """The table folds lifecycle events itself, so a game's own event types must not reuse their names."""
    rng = random.Random(3)
    events = game.setup(game.min_players, {}, rng)
    state = None
    for event in events:
        state = game.evolve(state, event)
    for _ in range(5000):
        if game.result(state) is not None:
            break
        seat = min(game.to_act(state))
        batch = game.decide(state, seat, game.bot(state, seat, rng, "normal"), rng)
        events += batch
        for event in batch:
            state = game.evolve(state, event)
    assert game.result(state) is not None
    assert not {e["type"] for e in events} & LIFECYCLE
    assert json.loads(json.dumps(events)) == events
