"""Playing one pure game with a bot level or uniform-random moves per seat, for the bot-strength scripts."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.base import Event, Game, Result


@dataclass
class Played:
    """How a game went: its final state and result (None if it hit the command cap), commands played."""

    state: dict[str, Any]
    result: Result | None
    commands: int

    def win_share(self, seat: int) -> float:
        """``seat``'s share of first place: 1, 1/k in a k-way tie, else 0."""
        if self.result is None:
            return 0.0
        first = self.result.ranking[0]
        return 1 / len(first) if seat in first else 0.0


def play_game(game: Game, levels: list[str | None], rng: random.Random, options: dict | None = None,
              simultaneous_order: str = "lowest", max_commands: int | None = None,
              on_event: Callable[[Event], None] | None = None) -> Played:
    """One game: ``levels[seat]`` is a bot level, or None for uniform-random complete legal moves.

    When several seats are awaited, the lowest acts first, or a random one (``simultaneous_order="random"``).
    """
    state = None
    for ev in game.setup(len(levels), options or {}, rng):
        state = game.evolve(state, ev)
    commands = 0
    while game.result(state) is None and (max_commands is None or commands < max_commands):
        awaited = sorted(game.to_act(state))
        seat = rng.choice(awaited) if simultaneous_order == "random" else awaited[0]
        level = levels[seat]
        if level is None:
            command = rng.choice([m for m in game.legal_moves(state, seat) if not m.get("template")])
        else:
            command = game.bot(state, seat, rng, level)
        for ev in game.decide(state, seat, command, rng):
            state = game.evolve(state, ev)
            if on_event is not None:
                on_event(ev)
        commands += 1
    return Played(state, game.result(state), commands)


def seats_for(level: str, bot_seat: int, players: int, opponent: str = "random") -> list[str | None]:
    """One bot seat at ``level``; the others random (None) or at the ``opponent`` level."""
    other = None if opponent == "random" else opponent
    return [level if seat == bot_seat else other for seat in range(players)]
