"""Heuristic bots. They use only what their seat knows: public facts, their own tiles and ``memory`` (tiles they
uncovered and tiles Corporate espionage showed them); they never end a move on a tile they know is a trap.

easy: buys income until it can afford the travel permit, then walks to the nearest opponent and lands on
unknown tiles at random. normal: buys income first (three buildings), hides its VIPs deep, builds walls that
lengthen the way to them, spies before it lands and keeps espionage cycling with cheap commands.
"""

from __future__ import annotations

import random
from collections import deque

from games.base import RuleViolation, State
from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import (
    ALARM,
    BASE_KINDS,
    BUILDINGS,
    COMMANDS,
    CORPORATE_ESPIONAGE,
    DRUG_DEN,
    GUARD,
    HQ_SIZE,
    MAX_BUILDINGS,
    NEGATIVE_AD,
    PLANT_EVIDENCE,
    SHOP,
    TRAVEL_PERMIT,
    VIP,
    base_counts,
)
from games.corporate_anarchy.rules import (
    home_squares,
    legal_moves,
    move_targets,
    open_building_squares,
    opponents,
    repositionings,
    to_act,
)

TRAPS = (ALARM, GUARD)


def _way_in(r: int, c: int) -> int:
    """Steps from the protruding square to local (r, c) on an empty HQ."""
    return r + 1 + abs(c - 2)


def choose_placement(s: State, seat: int, rng: random.Random, level: str) -> dict:
    counts = base_counts(s["n"])
    cells = [(r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE)]
    if level == "easy":
        picks = rng.sample(cells, sum(counts.values()))
    else:
        far = sorted(cells, key=lambda rc: (-_way_in(*rc), rc))
        vip_pool = far[:8]
        vips = rng.sample(vip_pool, counts["vip"])
        middle = [rc for rc in cells if 3 <= _way_in(*rc) <= 7 and rc not in vips]
        traps = rng.sample(middle, counts["alarm"] + counts["guard"])
        picks = traps + vips
    sq = [geo.square(seat, r, c) for r, c in picks]
    a, g = counts["alarm"], counts["guard"]
    return {"type": "place-tiles", "alarms": sq[:a], "guards": sq[a:a + g], "vips": sq[a + g:],
            "start": geo.square(seat, 5, 2)}


def known(s: State, seat: int, sq: str) -> str | None:
    m = s["memory"][seat].get(sq)
    return m["kind"] if m else None


def candidates(s: State, seat: int, h: int) -> list[str]:
    """Face-down tiles of HQ ``h`` not known to be traps."""
    return [sq for sq in geo.hq_squares(h) if geo.cell(s, sq) in BASE_KINDS and known(s, seat, sq) not in TRAPS]


def wanted_hqs(s: State, seat: int) -> list[int]:
    """Opponents still in the game whose VIP this seat has not taken yet."""
    return [o for o in opponents(s, seat) if o not in s["trophies"][seat]]


def path_distances(s: State, seat: int, start: str) -> dict[str, int]:
    return geo.distances(s, seat, start, limit=99)


def choose_target_hq(s: State, seat: int) -> int | None:
    wanted = [o for o in wanted_hqs(s, seat) if candidates(s, seat, o)]
    if not wanted:
        return None

    def score(o: int) -> tuple:
        cands = candidates(s, seat, o)
        sure = any(known(s, seat, sq) == VIP for sq in cands)
        vips = base_counts(s["n"])[VIP] - sum(t.count(o) for t in s["trophies"])  # public: VIPs taken are shown
        return (sure, vips / len(cands), -_seats_after(s, seat, o))

    return max(wanted, key=score)


def _seats_after(s: State, seat: int, other: int) -> int:
    """How many seats after ``seat`` ``other`` sits (1: the next): ties go to the nearest, the same for every seat,
    where the lowest seat number sent every bot at seat 0 (eliminated first even in all-normal games)."""
    return (other - seat) % s["n"]


def choose_move(s: State, seat: int, rng: random.Random, level: str) -> dict | None:
    pos = s["pos"][seat]
    here = geo.hq_of(pos)
    targets = move_targets(s, seat)
    if not targets:
        return None
    target_hq = choose_target_hq(s, seat)
    hunting = here != seat and here in wanted_hqs(s, seat) and candidates(s, seat, here)
    if hunting:
        cands = candidates(s, seat, here)
        sure = [sq for sq in cands if known(s, seat, sq) == VIP and sq in targets]
        if sure:
            return {"type": "move", "to": sure[0]}
        reach = [sq for sq in cands if sq in targets]
        if reach:
            if level == "easy":
                return {"type": "move", "to": rng.choice(sorted(reach))}
            unknown = [sq for sq in reach if known(s, seat, sq) is None]
            pool = unknown or reach
            best = max(geo.parse(sq)[1] for sq in pool)
            return {"type": "move", "to": rng.choice(sorted(sq for sq in pool if geo.parse(sq)[1] == best))}
        # walk towards the nearest candidate, landing only on bare squares
        bare = [sq for sq in targets if geo.hq_of(sq) == here and geo.cell(s, sq) is None]
        if bare:
            def gap(sq: str) -> int:
                dist = path_distances(s, seat, sq)
                return min((dist.get(c, 99) for c in cands), default=99)
            best_gap = min(gap(sq) for sq in bare)
            pick = sorted(sq for sq in bare if gap(sq) == best_gap)
            return {"type": "move", "to": rng.choice(pick)}
        return None
    # travel: jump to the chosen HQ if possible, else walk to this HQ's protruding square
    if target_hq is not None and geo.protrusion(target_hq) in targets and target_hq != here:
        return {"type": "move", "to": geo.protrusion(target_hq)}
    gate = geo.protrusion(here)
    if pos == gate:
        return None
    if target_hq is None and here == seat:
        return None
    dist = path_distances(s, seat, gate)  # moves are symmetric on these grids
    safe = [sq for sq in targets if geo.hq_of(sq) == here and (here == seat or geo.cell(s, sq) is None)]
    if not safe:
        return None
    best = min(dist.get(sq, 99) for sq in safe)
    return {"type": "move", "to": sorted(sq for sq in safe if dist.get(sq, 99) == best)[0]}


def choose_building(s: State, seat: int, level: str) -> dict | None:
    if s["bought_building"] or s["buildings_bought"][seat] >= MAX_BUILDINGS:
        return None
    money = s["money"][seat]
    permit = s["permit"][seat]
    built = s["buildings_bought"][seat]
    if level == "easy":
        if permit or money >= COMMANDS[TRAVEL_PERMIT] or built >= 2:
            return None
    else:
        if permit:
            if money < BUILDINGS[DRUG_DEN]["cost"] + COMMANDS[CORPORATE_ESPIONAGE] or built >= 5:
                return None
        elif built >= 3:
            return None
    kind = DRUG_DEN if money >= BUILDINGS[DRUG_DEN]["cost"] else SHOP if money >= BUILDINGS[SHOP]["cost"] else None
    if kind is None:
        return None
    squares = open_building_squares(s, seat)  # never one that blocks off a base tile: that asks a repositioning
    if not squares:
        return None
    if level == "easy":
        return {"type": "buy-building", "building": kind, "square": squares[-1]}
    return {"type": "buy-building", "building": kind, "square": best_wall(s, seat, squares)}


def _way(seat: int, board_hq: list) -> int:
    """The opponents' shortest ways from the protruding square to this seat's VIPs, summed (50: none)."""
    vips = [(r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE) if board_hq[geo.index(r, c)] == VIP]
    dist = {(-1, 2): 0}
    queue = deque(dist)
    while queue:
        r, c = queue.popleft()
        for rr, cc in geo.neighbours(seat, r, c):
            if (rr, cc) not in dist and not geo.is_building(board_hq[geo.index(rr, cc)]):
                dist[(rr, cc)] = dist[(r, c)] + 1
                queue.append((rr, cc))
    return sum(dist.get(v, 50) for v in vips)


def best_wall(s: State, seat: int, squares: list[str]) -> str:
    """The square whose building lengthens the opponents' shortest way to this seat's VIPs the most."""
    hq = s["board"][seat]

    def score(sq: str) -> tuple:
        _, r, c = geo.parse(sq)
        trial = list(hq)
        trial[geo.index(r, c)] = SHOP
        return (_way(seat, trial), -r, sq)

    return max(squares, key=score)


def choose_command(s: State, seat: int, level: str) -> dict | None:
    if s["bought_command"]:
        return None
    money = s["money"][seat]
    down = s["face_down"][seat]
    if not s["permit"][seat]:
        if money >= COMMANDS[TRAVEL_PERMIT] and (level == "easy" or s["buildings_bought"][seat] >= 2):
            return {"type": "buy-command", "card": TRAVEL_PERMIT}
        return None
    if level == "easy":
        return None
    target_hq = geo.hq_of(s["pos"][seat])
    if target_hq not in wanted_hqs(s, seat):
        target_hq = choose_target_hq(s, seat)
    if target_hq is None:
        return None
    unknown = [sq for sq in candidates(s, seat, target_hq) if known(s, seat, sq) is None]
    if CORPORATE_ESPIONAGE not in down:
        if money >= COMMANDS[CORPORATE_ESPIONAGE] and unknown:
            if geo.hq_of(s["pos"][seat]) == target_hq:
                dist = path_distances(s, seat, s["pos"][seat])
            else:
                dist = {sq: d + 1 for sq, d in geo.distances(s, seat, geo.protrusion(target_hq), 99).items()}
            pick = min(unknown, key=lambda sq: (dist.get(sq, 99), sq))
            return {"type": "buy-command", "card": CORPORATE_ESPIONAGE, "square": pick}
        return None
    # cycle the face-down cards back with the cheapest useful commands against the richest opponent
    victim = max(opponents(s, seat), key=lambda o: (s["money"][o], -_seats_after(s, seat, o)))
    for card in (PLANT_EVIDENCE, NEGATIVE_AD):
        if card not in down and money >= COMMANDS[card] + 2:
            return {"type": "buy-command", "card": card, "target": victim}
    return None


def choose_reposition(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """After a building blocked off a base tile: a building tile moved so there is a way through again (easy: any
    such move; normal: the one that leaves the opponents the longest way to this seat's VIPs)."""
    moves = repositionings(s, seat)
    if level == "easy":
        return rng.choice(moves)

    def score(move: dict) -> tuple:
        trial = list(s["board"][seat])
        _, r, c = geo.parse(move["from"])
        _, rr, cc = geo.parse(move["to"])
        trial[geo.index(rr, cc)], trial[geo.index(r, c)] = trial[geo.index(r, c)], None
        return (_way(seat, trial), move["from"], move["to"])

    return max(moves, key=score)


def choose_home(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """After a security guard: the outer-edge square nearest the HQ's protruding square, the way back out (easy:
    any of them)."""
    squares = home_squares(s, seat)
    if level == "easy":
        return {"type": "return-home", "to": rng.choice(squares)}
    steps = geo.distances(s, seat, geo.protrusion(seat), limit=4 * HQ_SIZE)
    return {"type": "return-home", "to": min(squares, key=lambda sq: (steps.get(sq, 99), sq))}


def choose(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """The bot's complete, legal command for ``seat``."""
    if seat not in to_act(s):
        raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
    if s["phase"] == "setup":
        return choose_placement(s, seat, rng, level)
    if s.get("homing") == seat:
        return choose_home(s, seat, rng, level)
    if s.get("repositioning") == seat:
        return choose_reposition(s, seat, rng, level)
    legal = legal_moves(s, seat)
    for pick in (choose_building(s, seat, level), choose_command(s, seat, level),
                 choose_move(s, seat, rng, level)):
        if pick is not None and pick in legal:
            return pick
    return {"type": "end-turn"}
