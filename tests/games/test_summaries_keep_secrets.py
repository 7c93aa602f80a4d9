"""Issue 28: every event's summary tells its viewer "no more than the view does". "A property test reshuffles each
seat's hidden information and asserts that every other viewer's summaries are unchanged."

For each event of random games (every game, the fewest and the most players) and each viewer, the parts of the
event hidden from that viewer are the ones its redaction changes. Those are reshuffled (each hidden value replaced
by another value of the same kind seen in the game) and the viewer's summary must not move; nor may a hidden id,
or the name it stands for, appear in the summary unless the redacted event shows it too.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import REGISTRY
from games.base import Game
from games.table import component_names
from games.texts import told

Path = tuple[Any, ...]
HIDDEN = object()


def _play(game: Game, players: int, seed: int, max_commands: int = 300) -> list[dict[str, Any]]:
    """The raw (unredacted) events of a random game, cut short after ``max_commands`` decisions."""
    rng = random.Random(seed)
    events = list(game.setup(players, game.options_schema().load({}), rng))
    state = None
    for ev in events:
        state = game.evolve(state, ev)
    for _ in range(max_commands):
        if game.result(state) is not None:
            break
        seat = rng.choice(sorted(game.to_act(state)))
        moves = [m for m in game.legal_moves(state, seat) if not m.get("template")]
        command = rng.choice(moves) if moves else game.bot(state, seat, rng, "easy")
        batch = game.decide(state, seat, command, rng)
        for ev in batch:
            state = game.evolve(state, ev)
        events += batch
    return events


def _hidden_paths(raw: Any, shown: Any, path: Path = ()) -> Iterator[Path]:
    """Paths of the leaves of ``raw`` that the redaction ``shown`` does not show as they are."""
    if raw == shown:
        return
    if isinstance(raw, dict) and isinstance(shown, dict) and raw.keys() == shown.keys():
        for key in raw:
            yield from _hidden_paths(raw[key], shown[key], (*path, key))
    elif isinstance(raw, list) and isinstance(shown, list) and len(raw) == len(shown):
        for i, (a, b) in enumerate(zip(raw, shown, strict=True)):
            yield from _hidden_paths(a, b, (*path, i))
    else:
        yield from _leaves(raw, path)


def _leaves(value: Any, path: Path) -> Iterator[Path]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _leaves(inner, (*path, i))
    elif isinstance(value, str | int) and not isinstance(value, bool):
        yield path


def _get(value: Any, path: Path) -> Any:
    for step in path:
        value = value[step]
    return value


def _replaced(value: Any, path: Path, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value[head], rest, new)}
    return [_replaced(item, rest, new) if i == head else item for i, item in enumerate(value)]


def _summary(game: Game, event: dict[str, Any]) -> dict[str, Any]:
    template, params = game.summarize({"type": event["type"], "seat": event.get("seat"), "data": event["data"]})
    return told(template, params, component_names(game), [f"Seat {i}" for i in range(6)])


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)


CASES = [(slug, players) for slug, game in REGISTRY.items() for players in sorted({game.min_players, game.max_players})]


@pytest.mark.parametrize(("slug", "players"), CASES, ids=[f"{s}-{p}" for s, p in CASES])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), shuffle=st.integers(0, 2**16))
def test_reshuffling_what_a_viewer_cannot_see_leaves_its_summaries_unchanged(slug, players, seed, shuffle):
    game = REGISTRY[slug]
    events = _play(game, players, seed)
    viewers: list[int | None] = [*range(players), None]
    # every value of the game's events, by kind (string or number), to reshuffle hidden ones with
    pools: dict[type, list[Any]] = {str: [], int: []}
    for ev in events:
        for path in _leaves(ev["data"], ()):
            leaf = _get(ev["data"], path)
            pools[str if isinstance(leaf, str) else int].append(leaf)
    rng = random.Random(shuffle)
    names = component_names(game)
    hidden_seen = 0
    for ev in events:
        for viewer in viewers:
            shown = game.redact(ev, viewer)
            paths = list(_hidden_paths(ev["data"], shown["data"]))
            if not paths:
                continue
            hidden_seen += 1
            before = _summary(game, shown)
            reshuffled = ev["data"]
            for path in paths:
                leaf = _get(ev["data"], path)
                reshuffled = _replaced(reshuffled, path, rng.choice(pools[str if isinstance(leaf, str) else int]))
            after = _summary(game, game.redact({**ev, "data": reshuffled}, viewer))
            assert after == before, f"{ev['type']} as {viewer}: its summary moved with what it cannot see"
            visible = set(_strings(shown["data"]))
            text = before["text"]
            for path in paths:
                secret = _get(ev["data"], path)
                if not isinstance(secret, str) or secret in visible or secret not in names:
                    continue
                assert secret not in set(_strings(before["params"])), f"{ev['type']} as {viewer} names {secret}"
                name = names[secret]
                if not any(name == names.get(v) for v in visible):
                    told_name = re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)
                    assert not told_name, f"{ev['type']} as {viewer} tells {name!r}"
    assert hidden_seen, "the game hid nothing from anyone: the property was not exercised"
