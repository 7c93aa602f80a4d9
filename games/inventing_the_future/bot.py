"""Heuristic bots. Both value board spaces by what the bot's pawns need next (teams of the colours the next
levels ask for, progress it can actually use, income to keep its teams); "normal" also plans its whole
Progress phase (best split of the progress points over the three tracks), uses Troubleshooters and
Consultants, and keeps its staff affordable at Payday. "easy" drafts greedily with some noise and advances
one level at a time."""

from __future__ import annotations

import random

from games.base import RuleViolation, State
from games.inventing_the_future import data
from games.inventing_the_future.data import (
    CUBE_KINDS,
    DEV_CARDS,
    LEVELS_PER_CARD,
    PHASE_OF_SPACE,
    SCORE,
    SECTION_ROWS,
    SPECIALISTS,
    TEAMS,
    TRACK_IDS,
    TRACK_LENGTH,
    instruction,
)
from games.inventing_the_future.rules import (
    die_index,
    draft_options,
    feasible,
    hire_options,
    legal_moves,
    pending,
)

SPECIALIST_VALUE = {  # how much a specialist helps this bot
    "generalist-wb": 2.6, "generalist-br": 2.6, "recruiter": 2.2, "rainmaker": 1.6,
    "troubleshooter": 0.8, "consultant": 0.8,
}


# ---------------------------------------------------------------- what the pawns need


def _known_req(s: State, track: int, pos: int) -> tuple[float, float, float]:
    """Requirement of position ``pos`` (0-based level) of a track; a face-down card is estimated by the mean of
    the cards of its tier that are not face up anywhere."""
    tier = pos // LEVELS_PER_CARD
    level = pos % LEVELS_PER_CARD
    if s["face_up"][track][tier]:
        return DEV_CARDS[s["tracks"][track][tier]][level]
    shown = {s["tracks"][t][k] for t in range(3) for k in range(3) if s["face_up"][t][k]}
    pool = [c for c in data.CARDS_OF_TIER[data.TIERS[tier]] if c not in shown]
    return tuple(sum(DEV_CARDS[c][level][i] for c in pool) / len(pool) for i in range(3))


def track_order(s: State, seat: int) -> list[int]:
    """Tracks by the bot's priority: most advanced first, unfinished before finished."""
    pawns = s["pawns"][seat]
    return sorted(range(3), key=lambda t: (pawns[t] >= TRACK_LENGTH, -pawns[t], t))


def team_wants(s: State, seat: int) -> list[float]:
    """Teams of each colour the bot wants: enough for the next two levels of its two leading tracks."""
    want = [0.0, 0.0, 0.0]
    for t in track_order(s, seat)[:2]:
        pos = s["pawns"][seat][t]
        if pos >= TRACK_LENGTH:
            continue
        reqs = [_known_req(s, t, p) for p in range(pos, min(TRACK_LENGTH, pos + 2))]
        for i in range(3):
            want[i] += max(r[i] for r in reqs)
    return want


def deficits(s: State, seat: int) -> list[float]:
    cubes = s["cubes"][seat]
    want = team_wants(s, seat)
    flex = cubes["generalist-wb"] + cubes["generalist-br"]
    short = [max(0.0, want[i] - cubes[t]) for i, t in enumerate(TEAMS)]
    total = sum(short)
    if total and flex:  # generalists cover part of the shortfall
        short = [x * max(0.0, 1 - flex / total) for x in short]
    return short


def staff_room(s: State, seat: int) -> float:
    """How many more cubes the bot can afford at the next Payday (negative: already too many)."""
    inc = s["income"][seat]
    income = min(inc["public"], inc["private"])
    return income - sum(s["cubes"][seat].values()) + s["coins"][seat] / 3


def cube_value(s: State, seat: int, kind: str, short: list[float] | None = None) -> float:
    short = short if short is not None else deficits(s, seat)
    if kind in TEAMS:
        return 3.0 if short[TEAMS.index(kind)] >= 0.5 else 0.8
    return SPECIALIST_VALUE[kind]


_USABLE: list = [None, None, 0]  # (state, seat, levels) of the last call: drafting asks many times per state


def usable_levels(s: State, seat: int) -> int:
    """How many levels the bot could climb now with unlimited progress points."""
    if _USABLE[0] is not s or _USABLE[1] != seat:
        _USABLE[:] = [s, seat, best_plan(s, seat, 27, [[0, 0, 0] for _ in range(3)], face_down_ok=True)[1]]
    return _USABLE[2]


# ---------------------------------------------------------------- progress planning


def best_plan(s: State, seat: int, points: int, alloc: list[list[int]], face_down_ok: bool = False):
    """(steps per track, levels, gain) of the best split of ``points`` over the tracks (known cards only, or
    with estimated requirements for face-down ones)."""
    cubes = s["cubes"][seat]
    pawns = s["pawns"][seat]
    per_track = []
    for t in range(3):
        options = [(0, list(alloc[t]))]
        cur = list(alloc[t])
        for k in range(1, TRACK_LENGTH - pawns[t] + 1):
            pos = pawns[t] + k - 1
            tier = pos // LEVELS_PER_CARD
            if not s["face_up"][t][tier] and not face_down_ok:
                break
            req = _known_req(s, t, pos)
            cur = [max(a, int(b + 0.5)) for a, b in zip(cur, req, strict=True)]  # estimates rounded
            if k > points:
                break
            options.append((k, list(cur)))
        per_track.append(options)
    best = ((0, 0, 0), 0, 0.0)
    # the product of the three tracks' options in order, skipping what cannot win: a track's options grow in
    # steps and (componentwise) in cubes needed, so past the points or past feasibility the rest cannot fit
    o0, o1, o2 = per_track
    base = [SCORE[p] for p in pawns]
    for k0, a0 in o0:
        if k0 > points or not feasible(cubes, [a0, o1[0][1], o2[0][1]]):
            break
        for k1, a1 in o1:
            if k0 + k1 > points or not feasible(cubes, [a0, a1, o2[0][1]]):
                break
            for k2, a2 in o2:
                total = k0 + k1 + k2
                if total > points or not feasible(cubes, [a0, a1, a2]):
                    break
                if total == 0:
                    continue
                gain = (SCORE[pawns[0] + k0] - base[0]) + (SCORE[pawns[1] + k1] - base[1]) + (
                    SCORE[pawns[2] + k2] - base[2])
                if (gain, -total) > (best[2], -best[1]):
                    best = ((k0, k1, k2), total, float(gain))
    return best


# ---------------------------------------------------------------- drafting


def space_value(s: State, seat: int, row: str, space: int, level: str) -> float:
    """What a wink on ``row``/``space`` is worth to the bot this turn."""
    box = instruction(row, space)
    winks = s["winks"][seat]
    short = deficits(s, seat)
    room = staff_room(s, seat)
    if box["kind"] == "phase":
        phase = box["phase"]
        has_progress = any(winks[r] is not None and instruction(r, winks[r])["kind"] == "progress"
                           for r in SECTION_ROWS)
        has_hire = any(winks[r] is not None and instruction(r, winks[r])["kind"] == "hire" for r in SECTION_ROWS)
        if phase == "progress":
            return 4.0 + (2.0 if has_progress else 0.0)
        if phase == "hiring":
            return 2.5 + (2.0 if has_hire else 0.0) + (1.0 if sum(short) >= 1 else 0.0)
        if phase == "funding":
            return 2.0 + (1.5 if winks["green"] is not None else 0.0) + (1.0 if room < 1 else 0.0)
        inc = s["income"][seat]
        diff = min(inc["public"], inc["private"]) - sum(s["cubes"][seat].values())
        return 2.0 + max(-4.0, min(3.0, diff * (1.0 if level == "normal" else 0.3)))
    if box["kind"] == "funding":
        inc = s["income"][seat]
        low = "public" if inc["public"] <= inc["private"] else "private"
        gain = box.get(low, 0) * 1.6 + (box["public"] + box["private"] - box.get(low, 0)) * 0.6
        if room < 1:
            gain *= 1.6
        return gain + box["cash"] * 0.35
    if box["kind"] == "hire":
        specs = box["cubes"]
        value = 0.0
        for spec in specs:
            if spec in TEAMS:
                value += cube_value(s, seat, spec, short)
            elif spec == "team" or spec == "any":
                value += max(cube_value(s, seat, k, short) for k in TEAMS)
            else:
                value += 2.0
        if level == "normal" and room < len(specs):
            value -= 0.8 * (len(specs) - max(0.0, room))
        return value
    levels = box["levels"]
    if level == "easy":
        return levels * 1.2
    used = sum(instruction(r, winks[r]).get("levels", 0) for r in SECTION_ROWS if winks[r] is not None)
    cap = usable_levels(s, seat) + 1  # hiring this turn usually adds a level or so
    useful = max(0, min(levels, cap - used))
    return useful * 2.2 + levels * 0.4


def _draft_value(s: State, seat: int, die: int, space: int, level: str) -> float:
    colour = s["alloc"]["dice"][die]["colour"]
    return space_value(s, seat, colour, space, level)


def choose_draft(s: State, seat: int, rng: random.Random, level: str) -> dict:
    options = draft_options(s, seat)
    scored = sorted(((_draft_value(s, seat, i, c, level), i, c) for i, c in options), reverse=True)
    if level == "normal":
        best = scored[0][0] if scored else 0.0
        boost = _specialist_move(s, seat, best)
        if boost is not None:
            return boost
    if not scored:
        return {"type": "pass-draft"}
    if level == "easy" and len(scored) > 1 and rng.random() < 0.3:
        _, i, c = rng.choice(scored[:3])
    else:
        _, i, c = scored[0]
    return {"type": "draft", "die": s["alloc"]["dice"][i]["id"], "space": c}


def _specialist_move(s: State, seat: int, best: float) -> dict | None:
    """A Troubleshooter or Consultant move that makes a clearly better space draftable, else None."""
    moves = [m for m in legal_moves(s, seat) if m["type"] in ("troubleshoot", "consult")]
    if not moves:
        return None
    top, choice = best + 1.5, None
    for m in moves:
        dice = s["alloc"]["dice"]
        colour = dice[die_index(dice, m["die"])]["colour"] if m["type"] == "troubleshoot" else m["colour"]
        spaces = []
        if colour == "black":
            open_spaces = [c for c in PHASE_OF_SPACE if c not in s["winks"][seat]["black"]]
            if len(s["winks"][seat]["black"]) < (2 if s["n"] == 2 else 1):
                spaces = open_spaces if m["value"] >= 5 else [m["value"]] if m["value"] in open_spaces else []
        elif s["winks"][seat][colour] is None:
            spaces = [m["value"]]
        for c in spaces:
            v = space_value(s, seat, colour, c, "normal")
            if v > top:
                top, choice = v, m
    return choice


def choose_roll(s: State, seat: int) -> dict:
    best, extra = -1.0, "black"
    for colour in data.DIE_COLOURS:
        if colour == "black":
            if len(s["winks"][seat]["black"]) >= (2 if s["n"] == 2 else 1):
                continue
            v = max(space_value(s, seat, "black", c, "normal") for c in PHASE_OF_SPACE)
        elif s["winks"][seat][colour] is not None:
            continue
        else:
            v = sum(space_value(s, seat, colour, c, "normal") for c in range(1, 7)) / 6
        if v > best:
            best, extra = v, colour
    return {"type": "roll", "extra": extra}


# ---------------------------------------------------------------- resolution


def choose_progress(s: State, seat: int, rng: random.Random, level: str) -> dict:
    moves = legal_moves(s, seat)
    task = s["res"]["task"]
    advances = [m for m in moves if m["type"] == "advance"]
    if advances:
        if level == "normal":
            steps, _, _ = best_plan(s, seat, task["points"], task["alloc"])
            for t in track_order(s, seat):
                if steps[t] > 0:
                    return {"type": "advance", "track": TRACK_IDS[t]}
        else:
            pawns = s["pawns"][seat]
            m = max(advances, key=lambda m: (pawns[TRACK_IDS.index(m["track"])], -TRACK_IDS.index(m["track"])))
            return m
    flips = [m for m in moves if m["type"] == "flip"]
    if flips:
        order = track_order(s, seat)
        return min(flips, key=lambda m: order.index(TRACK_IDS.index(m["track"])))
    return {"type": "end-progress"}


def choose_hire(s: State, seat: int, level: str) -> dict:
    item = s["res"]["task"]["items"][0]
    short = deficits(s, seat)
    best, pick = 0.0, []
    for take in hire_options(s, seat, item):
        value = sum(cube_value(s, seat, t["cube"], short) for t in take)
        if level == "normal":
            room = staff_room(s, seat)
            value -= 0.9 * max(0.0, len(take) - max(0.0, room))
            value += 0.3 * sum(1 for t in take if t["from_seat"] is not None)  # stealing also slows a rival
        if value > best:
            best, pick = value, take
    return {"type": "hire", "take": pick}


def choose_bonus(s: State, seat: int) -> dict:
    short = deficits(s, seat)
    moves = [m for m in legal_moves(s, seat) if m["cube"] is not None]
    if not moves:
        return {"type": "take-bonus", "cube": None, "from_seat": None}
    return max(moves, key=lambda m: (cube_value(s, seat, m["cube"], short), m["from_seat"] is None))


def choose_return(s: State, seat: int) -> dict:
    short = deficits(s, seat)
    held = [k for k in CUBE_KINDS if s["cubes"][seat][k] > 0]

    def keep(kind: str) -> float:
        if kind in SPECIALISTS:
            return SPECIALIST_VALUE[kind]
        i = TEAMS.index(kind)
        return 3.0 if short[i] > 0 or s["cubes"][seat][kind] <= team_wants(s, seat)[i] else 1.0

    return {"type": "return-cube", "cube": min(held, key=lambda k: (keep(k), k))}


def choose_phase(s: State, seat: int) -> dict:
    prefer = ["hiring", "funding", "progress", "payday"]
    mine = [PHASE_OF_SPACE[c] for c in s["winks"][seat]["black"]]
    return {"type": "choose-phase", "phase": min(mine, key=prefer.index)}


def choose(s: State, seat: int, rng: random.Random, level: str) -> dict:
    """The bot's complete, legal command for ``seat``."""
    now = pending(s)
    if now is None or now[0] != seat:
        raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
    kind = now[1]
    if kind == "react":
        # another seat drafts next: a die set now may still be taken by anyone before this seat's own turn,
        # where the same Troubleshooter or Consultant serves it surely (see _specialist_move)
        return {"type": "keep-specialists"}
    if kind == "roll":
        return choose_roll(s, seat)
    if kind == "draft":
        return choose_draft(s, seat, rng, level)
    if kind == "choose-phase":
        return choose_phase(s, seat)
    if kind == "bonus":
        return choose_bonus(s, seat)
    if kind == "rainmaker":
        inc = s["income"][seat]
        return {"type": "rainmaker", "income": "public" if inc["public"] <= inc["private"] else "private"}
    if kind == "return-cube":
        return choose_return(s, seat)
    if kind == "hire":
        return choose_hire(s, seat, level)
    return choose_progress(s, seat, rng, level)
