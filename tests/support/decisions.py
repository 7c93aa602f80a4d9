"""A game played for a test, decision by decision, without the service: seeded, by its bots or at random."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games import REGISTRY


def decisions(slug: str, players: int, seed: int, limit: int = 3000,
              bot: str | None = None) -> Iterator[tuple[Any, Any, int]]:
    """(game, state, awaited seat) at each decision; the seat plays its ``bot`` level's move, or without one a
    legal move at random (a template only through the easy bot)."""
    game, rng = REGISTRY[slug], random.Random(seed)
    state = None
    for event in game.setup(players, game.options_schema().load({}), rng):
        state = game.evolve(state, event)
    for _ in range(limit):
        if game.result(state) is not None or not game.to_act(state):
            return
        seat = rng.choice(sorted(game.to_act(state)))
        yield game, state, seat
        moves = [] if bot else [m for m in game.legal_moves(state, seat) if not m.get("template")]
        command = rng.choice(moves) if moves else game.bot(state, seat, rng, bot or "easy")
        for event in game.decide(state, seat, command, rng):
            state = game.evolve(state, event)
