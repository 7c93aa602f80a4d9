"""What a game shows while it is played, for the catalogue's property: every id in play resolves.

``sightings`` plays a seeded random game and yields everything a client can read or send along the way:
each seat's and the spectator's view, each seat's legal moves, every command played, and every event as
each viewer sees it. A game's test names where ids stand in those (``id_values``) and checks each one
against ``game.components()``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from games.base import Game


def sightings(game: Game, players: int, seed: int, options: dict[str, Any] | None = None,
              max_commands: int = 2000) -> Iterator[tuple[str, Any]]:
    """(what, value) for every view, legal move, command and redacted event of one random game."""
    rng = random.Random(seed)
    options = game.options_schema().load(options or {})
    viewers: list[int | None] = [*range(players), None]
    state = None

    def fold(events):
        nonlocal state
        for ev in events:
            state = game.evolve(state, ev)
            for viewer in viewers:
                yield f"event {ev['type']} as {viewer}", game.redact(ev, viewer)

    yield from fold(game.setup(players, options, rng))
    for _ in range(max_commands):
        for viewer in viewers:
            yield f"view as {viewer}", game.view(state, viewer)
        if game.result(state) is not None:
            return
        for seat in sorted(game.to_act(state)):
            for move in game.legal_moves(state, seat):
                # a template's fill names its ids again under payload field names, beside words of its own
                # (kind, list): the ids it holds are the template's own, checked there
                yield f"move of {seat}", {k: v for k, v in move.items() if k != "fill"}
        seat = rng.choice(sorted(game.to_act(state)))
        moves = [m for m in game.legal_moves(state, seat) if not m.get("template")]
        command = rng.choice(moves) if moves else game.bot(state, seat, rng, "easy")
        yield f"command of {seat}", command
        yield from fold(game.decide(state, seat, command, rng))


def id_values(value: Any, keys: Iterable[str], dict_keys: bool = True) -> Iterator[str]:
    """Every string found under one of ``keys`` anywhere in ``value``: alone, in a list, or (with ``dict_keys``)
    as the keys of a dict."""
    keys = frozenset(keys)
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, inner in item.items():
                if key in keys:
                    yield from _strings(inner, dict_keys)
                stack.append(inner)
        elif isinstance(item, list | tuple):
            stack.extend(item)


def _strings(value: Any, dict_keys: bool) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item, dict_keys)
    elif isinstance(value, dict) and dict_keys:
        yield from (key for key in value if isinstance(key, str))
