"""The termination property every game must have: from any reachable state some sequence of legal moves ends
the game. Witness: the ``normal`` bot, playing every seat from that state, finishes within a bound of commands.

A random reachable state is ``steps`` uniformly random complete legal moves from a seeded set-up (a seat whose
only moves are templates lets its ``easy`` bot choose, e.g. a secret set-up choice).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games.base import Game


def random_state(game: Game, players: int, seed: int, steps: int, options: dict[str, Any] | None = None):
    """(state, rng) after ``steps`` random legal commands (fewer if the game ended first)."""
    *_, (state, rng) = random_states(game, players, seed, [steps], options)
    return state, rng


def random_states(game: Game, players: int, seed: int, checkpoints: list[int],
                  options: dict[str, Any] | None = None) -> Iterator[tuple[dict, random.Random]]:
    """(state, rng) of one random game after each number of commands in ``checkpoints`` (ascending), all from one
    play (a checkpoint past the end yields the final state)."""
    rng = random.Random(seed)
    state = None
    for ev in game.setup(players, options or {}, rng):
        state = game.evolve(state, ev)
    played = 0
    for checkpoint in checkpoints:
        while played < checkpoint and game.result(state) is None:
            state = random_step(game, state, rng)
            played += 1
        yield state, rng


def random_command(game: Game, state: dict, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """(seat, command): a random awaited seat and a uniformly random complete legal command of it."""
    seat = rng.choice(sorted(game.to_act(state)))
    moves = [m for m in game.legal_moves(state, seat) if not m.get("template")]
    return seat, rng.choice(moves) if moves else game.bot(state, seat, rng, "easy")


def random_step(game: Game, state: dict, rng: random.Random) -> dict:
    """The state after one random command (:func:`random_command`)."""
    seat, command = random_command(game, state, rng)
    for ev in game.decide(state, seat, command, rng):
        state = game.evolve(state, ev)
    return state


def commands_to_finish(game: Game, state: dict, rng: random.Random, bound: int) -> int:
    """Commands the normal bot on every seat needs to end the game from ``state``; fails beyond ``bound``."""
    commands = 0
    while game.result(state) is None:
        awaited = sorted(game.to_act(state))
        assert awaited, "nobody can act, yet the game is not over"
        assert commands < bound, f"the normal bots did not finish within {bound} commands"
        seat = awaited[0]
        command = game.bot(state, seat, rng, "normal")
        for ev in game.decide(state, seat, command, rng):
            state = game.evolve(state, ev)
        commands += 1
    return commands
