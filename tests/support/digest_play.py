"""What the digest tests share: the states of random games, a view's digest rendered as the MCP turn shows it, and
the checks every digest passes (it renders whole, names every component, stays small)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from games import REGISTRY
from games import table as tables
from tests.support.termination import random_state, random_step

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def digest(slug: str, view: dict[str, Any], viewer: int | None, names: list[str]) -> list[str]:
    """The digest's lines as the state route tells them (``games.table.digest``), at a table seating ``names``."""
    table = {"game": slug, "seats": [{"seat": n, "name": name, "bot": None} for n, name in enumerate(names)]}
    return [line["text"] for line in tables.digest(table, view, viewer)]
# A catalogue id written as it is, not a word a sentence uses anyway ("white", "funding"): a hyphen or a digit.
_ID_LIKE = re.compile(r"[-0-9]")


def states(slug: str, players: int, seed: int, max_commands: int = 3000) -> Iterator[dict[str, Any]]:
    """Every state a random game of ``players`` goes through after each command, to its end."""
    game = REGISTRY[slug]
    state, rng = random_state(game, players, seed, 0, game.options_schema().load({}))
    yield state
    for _ in range(max_commands):
        if game.result(state) is not None:
            return
        state = random_step(game, state, rng)
        yield state
    raise AssertionError(f"a random game of {slug} for {players} players, seed {seed}, did not end")


Played = list[tuple[int, dict[str, Any], int | None, list[str]]]


def played(slug: str, games: list[tuple[int, int]], every: int = 1) -> Played:
    """(players, state, viewer, rendered digest) after each ``every``-th command of random games of (players, seed),
    the viewer turning over the seats and the spectator."""
    out = []
    for players, seed in games:
        viewers: list[int | None] = [*range(players), None]
        for k, state in enumerate(list(states(slug, players, seed))[::every]):
            viewer = viewers[k % len(viewers)]
            out.append((players, state, viewer, rendered(slug, state, viewer)))
    return out


def view_of(slug: str, state: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """The view as the service sends it: JSON."""
    return json.loads(json.dumps(REGISTRY[slug].view(state, viewer)))


def rendered(slug: str, state: dict[str, Any], viewer: int | None) -> list[str]:
    """``viewer``'s digest of the state, as the MCP turn text lists it (seats named from ``NAMES``)."""
    players = len(view_of(slug, state, None)["players"])
    return digest(slug, view_of(slug, state, viewer), viewer, NAMES[:players])


@cache
def _ids(slug: str) -> re.Pattern[str]:
    """Any catalogue id of ``slug`` that reads unlike its name, as a whole token."""
    ids = [c["id"] for c in REGISTRY[slug].components() if c["id"] != c["name"] and _ID_LIKE.search(c["id"])]
    alternatives = "|".join(re.escape(cid) for cid in sorted(ids, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def flaws(slug: str, lines: list[str]) -> list[str]:
    """What a rendered digest must never hold: an unfilled ``{param}``, a component left as its catalogue id, an empty
    line, a raw JSON fragment."""
    found = []
    text = "\n".join(lines)
    if "{" in text or "}" in text:
        found.append("a brace: an unfilled param or raw JSON")
    if any(not line.strip() for line in lines):
        found.append("an empty line")
    found += [f"the id {cid} unnamed" for cid in _ids(slug).findall(text)]
    for raw in ("None", "True", "False", "null"):
        if re.search(rf"\b{raw}\b", text):
            found.append(f"a raw {raw}")
    return found


def size(lines: list[str]) -> int:
    """Characters of the digest as the turn text prints it ("- " before each line, one per line)."""
    return sum(len(line) + 3 for line in lines)


def unwhole(slug: str, games: Played) -> list[tuple[int, int | None, list[str], list[str]]]:
    """(players, viewer, digest, its flaws) of each played digest with a flaw (:func:`flaws`)."""
    return [(players, viewer, lines, found) for players, _, viewer, lines in games if (found := flaws(slug, lines))]


def sizes(games: Played, players: int) -> list[int]:
    """The sizes of the played digests of games of ``players``."""
    return [size(lines) for n, _, _, lines in games if n == players]
