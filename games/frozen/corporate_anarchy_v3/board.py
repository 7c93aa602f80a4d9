"""Squares, adjacency and reachability on the Corporate Anarchy board (pure functions of the state).

A square id is ``"<hq>-<r>-<c>"`` for a square of HQ ``hq`` (local row r: 0 = edge facing the centre,
5 = outer edge; column c: 0-5) or ``"<hq>-p"`` for that HQ's protruding square, which belongs to the HQ and
touches its square (0, PROTRUSION_COL). HQ ``h`` belongs to seat ``h``.
"""

from __future__ import annotations

import functools
import re
from collections import deque

from games.base import State
from games.frozen.corporate_anarchy_v3.data import BASE_KINDS, BUILDINGS, HQ_SIZE, MOVE_STEPS, OUTER_ROW, PROTRUSION_COL

SQUARE_RE = re.compile(r"^([0-3])-(?:([0-5])-([0-5])|p)$")


def square(h: int, r: int, c: int | None = None) -> str:
    """The id of local square (r, c) of HQ ``h``; r = -1 is the protruding square."""
    return f"{h}-p" if r < 0 else f"{h}-{r}-{c}"


def protrusion(h: int) -> str:
    return f"{h}-p"


def parse(sq: str) -> tuple[int, int, int] | None:
    """(hq, r, c) of a square id (r = -1, c = PROTRUSION_COL for the protruding square), None if malformed."""
    m = SQUARE_RE.match(sq) if isinstance(sq, str) else None
    if m is None:
        return None
    if m.group(2) is None:
        return int(m.group(1)), -1, PROTRUSION_COL
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def index(r: int, c: int) -> int:
    return r * HQ_SIZE + c


def hq_squares(h: int) -> list[str]:
    """The 36 squares of an HQ (not its protruding square), row by row."""
    return [square(h, r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE)]


def outer_edge(h: int) -> list[str]:
    """Rulebook: 'the squares along the edge furthest from the centre of the board'."""
    return [square(h, OUTER_ROW, c) for c in range(HQ_SIZE)]


def cell(state: State, sq: str) -> str | None:
    """What lies on a square: a base tile kind, a building kind or None (the protruding square is bare)."""
    h, r, c = parse(sq)
    return None if r < 0 else state["board"][h][index(r, c)]


def neighbours(h: int, r: int, c: int) -> list[tuple[int, int]]:
    """Orthogonal neighbours inside one HQ, the protruding square included."""
    if r < 0:
        return [(0, PROTRUSION_COL)]
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < HQ_SIZE and 0 <= cc < HQ_SIZE:
            out.append((rr, cc))
    if r == 0 and c == PROTRUSION_COL:
        out.append((-1, PROTRUSION_COL))
    return out


def is_base(kind: str | None) -> bool:
    return kind in BASE_KINDS


def is_building(kind: str | None) -> bool:
    return kind in BUILDINGS


def passable(state: State, mover: int, h: int, r: int, c: int) -> bool:
    """Rulebook: 'Inside your HQ, you may move over and land on any and all tiles'; in the HQs of other
    *active* players only 'blank spaces and spaces with a face-down base tile', never building tiles."""
    if r < 0 or h == mover or state["eliminated"][h]:
        return True
    return not is_building(state["board"][h][index(r, c)])


def distances(state: State, mover: int, start: str, limit: int = MOVE_STEPS) -> dict[str, int]:
    """Squares of ``start``'s HQ the mover can reach in at most ``limit`` orthogonal steps, with the count."""
    h, r0, c0 = parse(start)
    seen = {(r0, c0): 0}
    queue = deque([(r0, c0)])
    while queue:
        r, c = queue.popleft()
        d = seen[(r, c)]
        if d == limit:
            continue
        for rr, cc in neighbours(h, r, c):
            if (rr, cc) not in seen and passable(state, mover, h, rr, cc):
                seen[(rr, cc)] = d + 1
                queue.append((rr, cc))
    return {square(h, r, c): d for (r, c), d in seen.items()}


GATE = HQ_SIZE * HQ_SIZE  # index of the protruding square in the adjacency table below


def _adjacency() -> list[list[int]]:
    table = []
    for i in range(GATE + 1):
        r, c = (-1, PROTRUSION_COL) if i == GATE else divmod(i, HQ_SIZE)
        table.append([GATE if rr < 0 else index(rr, cc) for rr, cc in neighbours(0, r, c)])
    return table


ADJACENT: list[list[int]] = _adjacency()


def open_region(board_hq: list[str | None], h: int) -> frozenset[tuple[int, int]]:
    """Squares of an HQ an opponent can reach from its protruding square, going around building tiles."""
    return _open_region(tuple(i for i, kind in enumerate(board_hq) if kind in BUILDINGS))


@functools.lru_cache(maxsize=4096)
def _open_region(buildings: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """The open region given where the buildings stand (memoized: the bots' hot path, few distinct layouts)."""
    seen = [False] * (GATE + 1)
    seen[GATE] = True
    blocked = set(buildings)
    stack = [GATE]
    while stack:
        i = stack.pop()
        for j in ADJACENT[i]:
            if not seen[j] and j not in blocked:
                seen[j] = True
                stack.append(j)
    return frozenset((-1, PROTRUSION_COL) if i == GATE else divmod(i, HQ_SIZE) for i in range(GATE + 1) if seen[i])


def sealed_tiles(board_hq: list[str | None], h: int) -> list[str]:
    """Base tiles of an HQ that building tiles have 'completely blocked off' from the way in."""
    return list(_sealed_tiles(tuple(board_hq), h))


@functools.lru_cache(maxsize=4096)
def _sealed_tiles(board_hq: tuple[str | None, ...], h: int) -> tuple[str, ...]:
    """sealed_tiles, memoized on the HQ's contents (the rules ask it on every move of every rollout)."""
    if not any(k in BUILDINGS for k in board_hq):
        return ()
    region = open_region(board_hq, h)
    return tuple(
        square(h, r, c)
        for r in range(HQ_SIZE)
        for c in range(HQ_SIZE)
        if is_base(board_hq[index(r, c)]) and (r, c) not in region
    )


def hq_of(sq: str | None) -> int | None:
    return None if sq is None else parse(sq)[0]
