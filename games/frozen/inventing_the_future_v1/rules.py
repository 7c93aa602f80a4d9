"""The Inventing the Future decider: state shape, the fold (evolve), the automatic steps and the commands.

State (plain JSON; seat-indexed data are lists; seats increase clockwise, so a seat's left neighbour is
``seat + 1`` and its right neighbour ``seat - 1``):
- ``stage``: "allocation" | "resolution" | "between" (inside a batch only) | "over"
- ``coins``, ``bank`` (coins + bank = 40 always; the bank may go below 0: 'not countermix limited'),
  ``income`` ({public, private} per seat), ``cubes`` (per seat: count of every team and specialist kind),
  ``supply`` (the same kinds), ``winks`` (per seat: ``black`` list of spaces, one space or None per other
  row), ``used`` (specialists used this game turn), ``pawns`` (per seat, position 0-9 on each track).
- ``tracks`` (card ids per track, ONE/TWO/THREE: secret while face down), ``face_up``, ``unused`` (the
  nine cards left in the box: secret).
- ``alloc`` (Dice Allocation Phase cursor) or ``res`` (Table Resolution Phase cursor, see ``pending``).
"""

from __future__ import annotations

import random
from typing import Any

from games import kit
from games.base import Event, RuleViolation, State
from games.frozen.inventing_the_future_v1 import data
from games.frozen.inventing_the_future_v1.data import (
    BONUS,
    CARDS_OF_TIER,
    CUBE_KINDS,
    CUBE_TOTALS,
    DEV_CARDS,
    DICE_PER_COLOUR,
    DIE_COLOURS,
    INCOME_MAX,
    LEVELS_PER_CARD,
    PHASE_OF_SPACE,
    ROUNDS,
    SCORE,
    SECTION_ROWS,
    SPACE_OF_PHASE,
    SPECIALISTS,
    TEAMS,
    TRACK_LENGTH,
    WILD_SPACES,
    instruction,
)
from games.kit import clone

ROWS = DIE_COLOURS  # one board row per die colour


# ---------------------------------------------------------------- seating


def left(s: State, seat: int) -> int:
    return (seat + 1) % s["n"]


def right(s: State, seat: int) -> int:
    return (seat - 1) % s["n"]


def draft_order(n: int, roller: int) -> list[int]:
    """Roller first, then clockwise; two players: 'the start player chooses one, the other player chooses two
    and then the start player chooses a final one'."""
    if n == 2:
        other = 1 - roller
        return [roller, other, other, roller]
    return [(roller + i) % n for i in range(n)]


def chooser_order(n: int, start: int) -> list[int]:
    """Who chooses phases: from the player right of the start player, going right; two players switchback."""
    if n == 2:
        other = 1 - start
        return [start, other, other, start]
    return [(start - i) % n for i in range(1, n + 1)]


def actor_order(n: int, start: int) -> list[int]:
    """Who executes a phase: 'starting with the player right of the start player and proceeding
    counterclockwise around the table'."""
    return [(start - i) % n for i in range(1, n + 1)]


def max_black(s: State) -> int:
    return data.BLACK_WINKS_TWO_PLAYERS if s["n"] == 2 else 1


# ---------------------------------------------------------------- the fold


def _new_state(players: int, coins: int, winks: int) -> State:
    n = players
    return {
        "n": n,
        "turn": 0,
        "start": None,
        "stage": "setup",
        "winks_per_player": winks,
        "coins": [coins] * n,
        "bank": data.TOTAL_COINS - coins * n,
        "income": [{"public": data.START_INCOME, "private": data.START_INCOME} for _ in range(n)],
        "cubes": [{k: 0 for k in CUBE_KINDS} for _ in range(n)],
        "supply": dict(CUBE_TOTALS),
        "winks": [_no_winks() for _ in range(n)],
        "used": [{k: 0 for k in SPECIALISTS} for _ in range(n)],
        "pawns": [[0, 0, 0] for _ in range(n)],
        "tracks": [[None, None, None] for _ in data.TRACKS],
        "face_up": [[False, False, False] for _ in data.TRACKS],
        "unused": [],
        "alloc": None,
        "res": None,
        "result": None,
    }


def _no_winks() -> dict[str, Any]:
    return {"black": [], **{row: None for row in ROWS[1:]}}


def _move_cube(s: State, kind: str, from_seat: int | None, to_seat: int | None) -> None:
    """Move one cube between the supply (None) and seats."""
    if from_seat is None:
        s["supply"][kind] -= 1
    else:
        s["cubes"][from_seat][kind] -= 1
    if to_seat is None:
        s["supply"][kind] += 1
    else:
        s["cubes"][to_seat][kind] += 1


def _pay(s: State, seat: int, amount: int) -> None:
    """Coins from the bank to ``seat`` (negative: to the bank)."""
    s["coins"][seat] += amount
    s["bank"] -= amount


def _actor_done(s: State) -> None:
    s["res"]["task"] = None
    s["res"]["ai"] += 1


def evolve(state: State | None, ev: Event) -> State:
    """Pure fold of one event."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        return _new_state(d["players"], d["coins"], d["winks"])
    s = clone(state)
    if kind == "DevelopmentCardsDealt":
        s["tracks"] = [list(t) for t in d["tracks"]]
        s["unused"] = list(d["unused"])
    elif kind == "ResearchTeamsPlaced":
        for i in range(s["n"]):
            _move_cube(s, "white", None, i)
    elif kind == "StartPlayerChosen":
        s["start"] = seat
    elif kind == "TurnStarted":
        s.update(turn=d["turn"], start=d["start"], stage="allocation", res=None)
        s["alloc"] = {"round": 1, "roller": d["start"], "dice": None, "order": [], "pos": 0}
        s["winks"] = [_no_winks() for _ in range(s["n"])]
        s["used"] = [{k: 0 for k in SPECIALISTS} for _ in range(s["n"])]
    elif kind == "DiceRolled":
        a = s["alloc"]
        a["dice"] = [{"colour": x["colour"], "value": x["value"], "taken": None, "added": False} for x in d["dice"]]
        a["order"] = draft_order(s["n"], seat)
        a["pos"] = 0
    elif kind == "DieDrafted":
        a = s["alloc"]
        a["dice"][d["die"]]["taken"] = seat
        if d["colour"] == "black":
            s["winks"][seat]["black"].append(d["space"])
        else:
            s["winks"][seat][d["colour"]] = d["space"]
        a["pos"] += 1
    elif kind == "DraftSkipped":
        s["alloc"]["pos"] += 1
    elif kind == "DieReset":
        s["alloc"]["dice"][d["die"]]["value"] = d["value"]
        s["used"][seat]["troubleshooter"] += 1
    elif kind == "DieAdded":
        s["alloc"]["dice"].append({"colour": d["colour"], "value": d["value"], "taken": None, "added": True})
        s["used"][seat]["consultant"] += 1
    elif kind == "RoundEnded":
        a = s["alloc"]
        s["alloc"] = {"round": a["round"] + 1, "roller": d["next_roller"], "dice": None, "order": [], "pos": 0}
    elif kind == "AllocationEnded":
        s["stage"] = "resolution"
        s["alloc"] = None
        s["res"] = {
            "choosers": list(d["choosers"]), "ci": 0, "phase": None, "chooser": None, "automatic": False,
            "bonus": False, "actors": [], "ai": 0, "task": None, "resolved": [],
        }
    elif kind == "PhaseChoicePassed":
        s["res"]["ci"] += 1
    elif kind == "PhaseChosen":
        r = s["res"]
        for who, space in d["removed"]:
            s["winks"][who]["black"].remove(space)
        r.update(phase=d["phase"], chooser=seat, automatic=d["automatic"], bonus=seat is not None,
                 actors=list(d["actors"]), ai=0, task=None)
        if not d["automatic"]:
            r["ci"] += 1
    elif kind == "BonusTaken":
        _move_cube(s, d["cube"], d["from_seat"], seat)
        s["res"]["bonus"] = False
    elif kind == "BonusDeclined":
        s["res"]["bonus"] = False
    elif kind == "PaydayBonusPaid":
        _pay(s, seat, d["coins"])
        s["res"]["bonus"] = False
    elif kind == "FundingApplied":
        s["income"][seat] = {"public": d["public_to"], "private": d["private_to"]}
        _pay(s, seat, d["cash"])
        if d["rainmakers"]:
            s["res"]["task"] = {"kind": "rainmaker", "left": d["rainmakers"]}
        else:
            _actor_done(s)
    elif kind == "RainmakerUsed":
        s["income"][seat][d["income"]] = d["to"]
        s["res"]["task"]["left"] -= 1
        if s["res"]["task"]["left"] == 0:
            _actor_done(s)
    elif kind == "PaydayResolved":
        _pay(s, seat, d["received"] - d["paid"])
        for cube in d["returned"]:
            _move_cube(s, cube, seat, None)
        owed = d["owed"] - len(d["returned"])
        if owed:
            s["res"]["task"] = {"kind": "return", "owed": owed}
        else:
            _actor_done(s)
    elif kind == "CubeReturned":
        _move_cube(s, d["cube"], seat, None)
        s["res"]["task"]["owed"] -= 1
        if s["res"]["task"]["owed"] == 0:
            _actor_done(s)
    elif kind == "HiringStarted":
        s["res"]["task"] = {"kind": "hire", "items": [dict(i) for i in d["items"]]}
    elif kind in ("CubesHired", "HiringDeclined"):
        for take in d.get("take", []):
            _move_cube(s, take["cube"], take["from_seat"], seat)
        task = s["res"]["task"]
        task["items"].pop(0)
        if not task["items"]:
            _actor_done(s)
    elif kind == "ProgressStarted":
        s["res"]["task"] = {"kind": "progress", "points": d["points"], "alloc": [[0, 0, 0] for _ in data.TRACKS]}
    elif kind == "CardFlipped":
        s["face_up"][d["track"]][d["tier"]] = True
    elif kind == "PawnAdvanced":
        s["pawns"][seat][d["track"]] = d["to"]
        task = s["res"]["task"]
        task["points"] -= 1
        task["alloc"][d["track"]] = list(d["allocation"])
    elif kind in ("ProgressEnded", "PhaseSkipped"):
        _actor_done(s)
    elif kind == "PhaseEnded":
        r = s["res"]
        r["resolved"].append(d["phase"])
        r.update(phase=None, chooser=None, automatic=False, bonus=False, actors=[], ai=0, task=None)
    elif kind == "TurnEnded":
        s["stage"] = "between"
        s["res"] = None
        s["winks"] = [_no_winks() for _ in range(s["n"])]
    elif kind == "GameEnded":
        s["stage"] = "over"
        s["result"] = {"ranking": d["ranking"], "scores": d["scores"]}
        s["face_up"] = [[True, True, True] for _ in data.TRACKS]  # the game is over: everything is public
    else:
        raise ValueError(f"unknown event type {kind!r}")
    return s


# ---------------------------------------------------------------- derived facts


def black_spaces_open(s: State, seat: int) -> list[int]:
    """Black spaces 1-4 where ``seat`` may still place a wink (none once the row is full)."""
    black = s["winks"][seat]["black"]
    if len(black) >= max_black(s):
        return []
    return [c for c in PHASE_OF_SPACE if c not in black]


def row_open(s: State, seat: int, colour: str) -> bool:
    if colour == "black":
        return bool(black_spaces_open(s, seat))
    return s["winks"][seat][colour] is None


def draft_options(s: State, seat: int) -> list[tuple[int, int]]:
    """(die index, space) pairs ``seat`` may draft now."""
    out = []
    for i, die in enumerate(s["alloc"]["dice"] or []):
        if die["taken"] is not None:
            continue
        colour, value = die["colour"], die["value"]
        if colour == "black":
            spaces = black_spaces_open(s, seat)
            if value in WILD_SPACES:  # 'places it on any black row space in the range 1-4'
                out.extend((i, c) for c in spaces)
            elif value in spaces:
                out.append((i, value))
        elif s["winks"][seat][colour] is None:
            out.append((i, value))
    return out


def out_of_play(s: State, colour: str) -> int:
    """Dice of ``colour`` not rolled this round (for a Consultant)."""
    return DICE_PER_COLOUR - sum(1 for die in s["alloc"]["dice"] or [] if die["colour"] == colour)


def can_use(s: State, seat: int, specialist: str) -> bool:
    """'players may use each of their specialists at most once per game turn'."""
    return s["cubes"][seat][specialist] > s["used"][seat][specialist]


def troubleshoot_options(s: State, seat: int) -> list[tuple[int, int]]:
    if not can_use(s, seat, "troubleshooter"):
        return []
    return [(i, v) for i, die in enumerate(s["alloc"]["dice"]) if die["taken"] is None
            for v in range(1, 7) if v != die["value"]]


def consult_options(s: State, seat: int) -> list[tuple[str, int]]:
    if not can_use(s, seat, "consultant"):
        return []
    return [(c, v) for c in DIE_COLOURS if out_of_play(s, c) > 0 for v in range(1, 7)]


def can_draft_turn(s: State, seat: int) -> bool:
    """True unless 'no dice available' for ``seat`` even with its Troubleshooters and Consultants."""
    if draft_options(s, seat):
        return True
    if can_use(s, seat, "troubleshooter") and any(
        die["taken"] is None and row_open(s, seat, die["colour"]) for die in s["alloc"]["dice"]
    ):
        return True
    return can_use(s, seat, "consultant") and any(
        out_of_play(s, c) > 0 and row_open(s, seat, c) for c in DIE_COLOURS
    )


def kinds_of(spec: str) -> tuple[str, ...]:
    if spec in TEAMS:
        return (spec,)
    return {"team": TEAMS, "specialist": SPECIALISTS, "any": CUBE_KINDS}[spec]


def receive_options(supply: dict, cubes: list[dict], seat: int, spec: str, steal: bool) -> list[tuple[str, Any]]:
    """(kind, from_seat) ways for ``seat`` to receive one cube of ``spec`` (from_seat None = the supply).

    Stealing: 'whenever there are no team cubes of the kind the player wants in the supply, the player to
    receive one may instead steal it' and 'whenever there are no specialist cubes of any kind in the supply,
    a player who is to receive one may instead steal one from any player having one'."""
    victims = [v for v in range(len(cubes)) if v != seat]
    out: list[tuple[str, Any]] = []
    specialists_left = sum(supply[k] for k in SPECIALISTS) > 0
    for k in kinds_of(spec):
        from_supply = not steal and supply[k] > 0
        if not steal and k in SPECIALISTS and specialists_left:
            if from_supply:
                out.append((k, None))
            continue
        if from_supply:
            out.append((k, None))
        else:
            out.extend((k, v) for v in victims if cubes[v][k] > 0)
    return out


def item_spec(item: dict) -> tuple[list[str], bool]:
    """Cube specs and steal flag of a hiring item (a board box or a Recruiter)."""
    if item.get("recruiter"):
        return ["team"], False  # 'use each to take one team of choice'
    box = instruction(item["row"], item["space"])
    return list(box["cubes"]), box["steal"]


def hire_options(s: State, seat: int, item: dict) -> list[list[dict]]:
    """Every complete way to take all the cubes of ``item`` ('taking any cubes using a box requires taking
    all of the cubes specified by the box'), each cube taken in turn."""
    specs, steal = item_spec(item)
    results: list[list[dict]] = []

    def walk(i: int, supply: dict, cubes: list[dict], taken: list[dict]) -> None:
        if i == len(specs):
            results.append(taken)
            return
        for kind, src in receive_options(supply, cubes, seat, specs[i], steal):
            sup2, cub2 = supply, cubes
            if src is None:
                sup2 = dict(supply)
                sup2[kind] -= 1
            else:
                cub2 = [dict(c) for c in cubes]
                cub2[src][kind] -= 1
            walk(i + 1, sup2, cub2, [*taken, {"cube": kind, "from_seat": src}])

    walk(0, s["supply"], s["cubes"], [])
    unique: dict[tuple, list[dict]] = {}
    for r in results:
        unique.setdefault(take_key(r), r)
    return list(unique.values())


def take_key(take: list[dict]) -> tuple:
    """Order-free identity of a set of taken cubes."""
    return tuple(sorted((str(t["cube"]), -1 if t["from_seat"] is None else t["from_seat"]) for t in take))


def bonus_options(s: State, seat: int) -> list[tuple[str, Any]]:
    kind = BONUS[s["res"]["phase"]]
    if kind == "coins":
        return []
    return receive_options(s["supply"], s["cubes"], seat, kind, False)


def feasible(cubes: dict, alloc: list[list[int]]) -> bool:
    """Can the teams (plus Generalists, each as one type) cover these per-track allocations at once?"""
    need = [sum(a[i] for a in alloc) for i in range(3)]
    short = [max(0, need[i] - cubes[t]) for i, t in enumerate(TEAMS)]
    wb, br = cubes["generalist-wb"], cubes["generalist-br"]  # white-or-blue, blue-or-red (GENERALIST_TYPES)
    return short[0] <= wb and short[2] <= br and sum(short) <= wb + br


def next_level(s: State, seat: int, track: int) -> tuple[int, str | None, int] | None:
    """(tier, card, level on card) of the space a pawn would enter next, or None at the end of the track."""
    pos = s["pawns"][seat][track]
    if pos >= TRACK_LENGTH:
        return None
    tier = pos // LEVELS_PER_CARD
    return tier, s["tracks"][track][tier], pos % LEVELS_PER_CARD


def advance_allocation(s: State, seat: int, track: int) -> list[int] | None:
    """The track's team allocation after advancing one level, or None if the pawn cannot advance now."""
    task = s["res"]["task"]
    nxt = next_level(s, seat, track)
    if nxt is None or task["points"] <= 0:
        return None
    tier, card, level = nxt
    if not s["face_up"][track][tier]:
        return None
    req = DEV_CARDS[card][level]
    new = [max(a, b) for a, b in zip(task["alloc"][track], req, strict=True)]
    alloc = [new if t == track else task["alloc"][t] for t in range(len(data.TRACKS))]
    return new if feasible(s["cubes"][seat], alloc) else None


def can_flip(s: State, seat: int, track: int) -> bool:
    """'When a player has the ability to move forward into a space for which the card is face down'."""
    nxt = next_level(s, seat, track)
    return nxt is not None and s["res"]["task"]["points"] > 0 and not s["face_up"][track][nxt[0]]


def progress_moves(s: State, seat: int) -> list[dict]:
    moves = []
    for t in range(len(data.TRACKS)):
        if advance_allocation(s, seat, t) is not None:
            moves.append({"type": "advance", "track": t})
        if can_flip(s, seat, t):
            moves.append({"type": "flip", "track": t})
    return moves


def score_of(s: State, seat: int) -> dict[str, Any]:
    pawns = s["pawns"][seat]
    points = [SCORE[p] for p in pawns]
    return {"total": sum(points), "points": points, "pawns": list(pawns),
            "at_end": sum(1 for p in pawns if p == TRACK_LENGTH)}


def final_result(s: State) -> dict[str, Any]:
    """'the player having the highest total wins. In case of ties, the one having more pawns at the ends of
    tracks wins. If still tied, these players share the victory.'"""
    scores = {str(i): score_of(s, i) for i in range(s["n"])}
    key = {i: (scores[str(i)]["total"], scores[str(i)]["at_end"]) for i in range(s["n"])}
    ranking: list[list[int]] = []
    for i in sorted(key, key=lambda x: (-key[x][0], -key[x][1], x)):
        if ranking and key[ranking[-1][0]] == key[i]:
            ranking[-1].append(i)
        else:
            ranking.append([i])
    return {"ranking": ranking, "scores": scores}


def game_complete(s: State) -> bool:
    """'at least one pawn has reached the end of each of the three tracks'."""
    return all(any(p[t] == TRACK_LENGTH for p in s["pawns"]) for t in range(len(data.TRACKS)))


# ---------------------------------------------------------------- who acts


def pending(s: State) -> tuple[int, str] | None:
    """(seat, decision) awaited now, or None when an automatic step is due (or the game is over)."""
    stage = s["stage"]
    if stage == "allocation":
        a = s["alloc"]
        if a["dice"] is None:
            return a["roller"], "roll"
        if a["pos"] < len(a["order"]):
            seat = a["order"][a["pos"]]
            if can_draft_turn(s, seat):
                return seat, "draft"
        return None
    if stage != "resolution":
        return None
    r = s["res"]
    if r["phase"] is None:
        if r["ci"] < len(r["choosers"]):
            c = r["choosers"][r["ci"]]
            if len(s["winks"][c]["black"]) >= 2:
                return c, "choose-phase"
        return None
    if r["bonus"]:
        if bonus_options(s, r["chooser"]):
            return r["chooser"], "bonus"
        return None
    task = r["task"]
    if r["ai"] >= len(r["actors"]) or task is None:
        return None
    seat = r["actors"][r["ai"]]
    if task["kind"] == "rainmaker":
        return seat, "rainmaker"
    if task["kind"] == "return":
        return seat, "return-cube"
    if task["kind"] == "hire":
        return (seat, "hire") if hire_options(s, seat, task["items"][0]) else None
    return (seat, "progress") if progress_moves(s, seat) else None


def to_act(s: State) -> set[int]:
    p = pending(s)
    return {p[0]} if p else set()


# ---------------------------------------------------------------- deciding


class Batch(kit.Batch):
    fold = staticmethod(evolve)


def setup(players: int, rng: random.Random) -> list[Event]:
    """Opening events: coins and winks, the development tracks, research teams, start player, turn 1."""
    if not data.MIN_PLAYERS <= players <= data.MAX_PLAYERS:
        raise RuleViolation("bad-player-count", "Inventing the Future is for 2-5 players.")
    winks = data.WINKS_TWO_PLAYERS if players == 2 else data.WINKS
    tiers = {}
    for tier in data.TIERS:  # 'the six cards labeled "ONE" are shuffled face down and one each placed'
        cards = list(CARDS_OF_TIER[tier])
        rng.shuffle(cards)
        tiers[tier] = cards
    tracks = [[tiers[tier][t] for tier in data.TIERS] for t in range(len(data.TRACKS))]
    unused = [c for tier in data.TIERS for c in tiers[tier][len(data.TRACKS):]]
    b = Batch(None)
    b.emit("GameStarted", None, players=players, coins=data.START_COINS, winks=winks,
           income=data.START_INCOME, tracks=list(data.TRACKS))
    b.emit("DevelopmentCardsDealt", None, tracks=tracks, unused=unused)
    b.emit("ResearchTeamsPlaced", None, cube="white", box=1)
    start = rng.randrange(players)  # 'If there is a tie, chose the start player randomly.'
    b.emit("StartPlayerChosen", start)
    b.emit("TurnStarted", None, turn=1, start=start)
    return b.events


def _run(b: Batch) -> None:
    """Perform automatic steps until a player must decide or the game is over."""
    for _ in range(10_000):
        if b.state["stage"] == "over" or pending(b.state) is not None:
            return
        _auto(b)
    raise RuntimeError("automatic steps do not settle")


def _auto(b: Batch) -> None:
    s = b.state
    if s["stage"] == "allocation":
        a = s["alloc"]
        if a["pos"] < len(a["order"]):
            # 'If this rule leaves no dice available, the player simply does not place a wink on that round.'
            b.emit("DraftSkipped", a["order"][a["pos"]], reason="no-die")
        elif a["round"] < ROUNDS:
            # 'repeat ... starting with the player left of the last player to roll the dice'
            b.emit("RoundEnded", None, round=a["round"], next_roller=left(s, a["roller"]))
        else:
            b.emit("AllocationEnded", None, choosers=chooser_order(s["n"], s["start"]))
        return
    if s["stage"] == "between":
        _next_turn(b)
        return
    r = s["res"]
    if r["phase"] is None:
        if r["ci"] < len(r["choosers"]):
            c = r["choosers"][r["ci"]]
            black = s["winks"][c]["black"]
            if not black:  # 'If this player has no wink in this row, proceed right'
                b.emit("PhaseChoicePassed", c, reason="no-black-wink")
            else:
                _choose(b, c, PHASE_OF_SPACE[black[0]])
        elif s["n"] == 3 and "progress" not in r["resolved"]:
            # 'if no player has chosen "Progress", there is an automatic Progress phase ... The first player
            # to act during this phase is the current first player.'
            start = s["start"]
            b.emit("PhaseChosen", None, phase="progress", space=SPACE_OF_PHASE["progress"], removed=[],
                   actors=[(start - i) % 3 for i in range(3)], automatic=True)
        else:
            b.emit("TurnEnded", None, turn=s["turn"])
        return
    if r["bonus"]:
        if BONUS[r["phase"]] == "coins":
            b.emit("PaydayBonusPaid", r["chooser"], coins=data.PAYDAY_BONUS)
        else:
            b.emit("BonusDeclined", r["chooser"], reason="none-available")
        return
    if r["ai"] >= len(r["actors"]):
        b.emit("PhaseEnded", None, phase=r["phase"])
        return
    seat = r["actors"][r["ai"]]
    task = r["task"]
    if task is None:
        _start_actor(b, seat)
    elif task["kind"] == "hire":
        b.emit("HiringDeclined", seat, item=task["items"][0], reason="none-available")
    else:
        b.emit("ProgressEnded", seat, reason="no-move-left")


def _next_turn(b: Batch) -> None:
    s = b.state
    if game_complete(s) or s["turn"] >= data.MAX_TURNS:
        res = final_result(s)
        reason = "tracks-completed" if game_complete(s) else "turn-limit"
        revealed = [[c for c in t] for t in s["tracks"]]
        b.emit("GameEnded", None, ranking=res["ranking"], scores=res["scores"], reason=reason,
               tracks=revealed, unused=list(s["unused"]))
        return
    # 'The start player marker is passed to its holder's left hand neighbor.'
    b.emit("TurnStarted", None, turn=s["turn"] + 1, start=left(s, s["start"]))


def _choose(b: Batch, chooser: int, phase: str) -> None:
    """The phase under the chooser's wink happens; 'other players having winks on this same box remove
    theirs from their boards'."""
    s = b.state
    space = SPACE_OF_PHASE[phase]
    removed = [[i, space] for i in range(s["n"]) if space in s["winks"][i]["black"]]
    b.emit("PhaseChosen", chooser, phase=phase, space=space, removed=removed,
           actors=actor_order(s["n"], s["start"]), automatic=False)


def _start_actor(b: Batch, seat: int) -> None:
    s = b.state
    phase = s["res"]["phase"]
    winks = s["winks"][seat]
    cubes = s["cubes"][seat]
    if phase == "funding":
        rainmakers = cubes["rainmaker"]
        if winks["green"] is None and not rainmakers:
            b.emit("PhaseSkipped", seat, phase=phase, reason="no-wink")
            return
        inc = s["income"][seat]
        box = instruction("green", winks["green"]) if winks["green"] is not None else {}
        b.emit("FundingApplied", seat, space=winks["green"],
               public_to=min(INCOME_MAX, inc["public"] + box.get("public", 0)),
               private_to=min(INCOME_MAX, inc["private"] + box.get("private", 0)),
               cash=box.get("cash", 0), rainmakers=rainmakers)
    elif phase == "payday":
        inc = s["income"][seat]
        income = min(inc["public"], inc["private"])  # 'the lesser of their public and private income levels'
        staff = sum(cubes.values())  # 'the number of workers plus specialists the player employs'
        received = max(0, income - staff)
        due = max(0, staff - income)
        paid = min(due, s["coins"][seat])
        owed = due - paid
        returned: list[str] = []
        held = [k for k in CUBE_KINDS if cubes[k]]
        if owed and (owed >= staff or len(held) == 1):  # no choice left: every cube goes, or only one kind
            returned = [k for k in CUBE_KINDS for _ in range(cubes[k])][:owed]
        b.emit("PaydayResolved", seat, income=income, staff=staff, received=received, paid=paid,
               owed=min(owed, staff), returned=returned)
    elif phase == "hiring":
        items: list[dict] = [{"row": row, "space": winks[row]} for row in SECTION_ROWS
                             if winks[row] is not None and instruction(row, winks[row])["kind"] == "hire"]
        items += [{"recruiter": k + 1} for k in range(cubes["recruiter"])]
        if not items:
            b.emit("PhaseSkipped", seat, phase=phase, reason="no-wink")
        else:
            b.emit("HiringStarted", seat, items=items)
    else:
        points = sum(instruction(row, winks[row])["levels"] for row in SECTION_ROWS
                     if winks[row] is not None and instruction(row, winks[row])["kind"] == "progress")
        if not points:
            b.emit("PhaseSkipped", seat, phase=phase, reason="no-wink")
        else:
            b.emit("ProgressStarted", seat, points=points)


# ---------------------------------------------------------------- command handlers


def _int_arg(command: dict, key: str) -> int:
    value = command.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RuleViolation("bad-command", f"'{key}' must be an integer.")
    return value


def _roll(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    extra = command.get("extra")
    if extra not in DIE_COLOURS:
        raise RuleViolation("bad-colour", f"The extra die must be one of {', '.join(DIE_COLOURS)}.")
    colours = [*DIE_COLOURS, extra]  # 'one die of each color, adds to them one more die of their choice'
    dice = [{"colour": c, "value": rng.randint(1, 6)} for c in colours]
    b.emit("DiceRolled", seat, round=b.state["alloc"]["round"], extra=extra, dice=dice)


def _draft(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    i = _int_arg(command, "die")
    dice = s["alloc"]["dice"]
    if not 0 <= i < len(dice):
        raise RuleViolation("no-such-die", f"There is no die {i}.")
    die = dice[i]
    if die["taken"] is not None:
        raise RuleViolation("die-taken", "That die was already drafted this round.")
    colour, value = die["colour"], die["value"]
    space = command.get("space")
    if colour == "black" and value in WILD_SPACES:
        if space is None:
            raise RuleViolation(
                "space-needed", "Black 5 and 6: 'places it on any black row space in the range 1-4' (name it)."
            )
    elif space is None:
        space = value
    elif space != value:
        raise RuleViolation("wrong-space", "The wink goes on the column matching the number showing on the die.")
    if (i, space) not in draft_options(s, seat):
        if colour == "black" and s["n"] == 2 and space in s["winks"][seat]["black"]:
            raise RuleViolation("black-space-taken", "Two players: the two black winks go 'on different spaces'.")
        if not row_open(s, seat, colour):
            raise RuleViolation(
                "row-taken", "'If a player already has a wink in a row, he may not take a die of that color.'"
            )
        raise RuleViolation("wrong-space", "Wild black dice go on a black space in the range 1-4.")
    b.emit("DieDrafted", seat, die=i, colour=colour, value=value, space=space)


def _pass_draft(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    if draft_options(b.state, seat):
        raise RuleViolation("must-draft", "'Of these he drafts one die': a die is available to you.")
    b.emit("DraftSkipped", seat, reason="passed")


def _troubleshoot(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    if not can_use(s, seat, "troubleshooter"):
        raise RuleViolation("no-troubleshooter", "You have no Troubleshooter left to use this game turn.")
    i, value = _int_arg(command, "die"), _int_arg(command, "value")
    if (i, value) not in troubleshoot_options(s, seat):
        raise RuleViolation("bad-die", "'Troubleshooters can choose a new result for one unallocated die.'")
    b.emit("DieReset", seat, die=i, colour=s["alloc"]["dice"][i]["colour"],
           old=s["alloc"]["dice"][i]["value"], value=value)


def _consult(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    if not can_use(s, seat, "consultant"):
        raise RuleViolation("no-consultant", "You have no Consultant left to use this game turn.")
    colour, value = command.get("colour"), _int_arg(command, "value")
    if (colour, value) not in consult_options(s, seat):
        raise RuleViolation(
            "no-die-out-of-play",
            "'Consultants can use an out of play (i.e. not rolled) die, freely choosing its result.'",
        )
    b.emit("DieAdded", seat, colour=colour, value=value)


def _choose_phase(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    phase = command.get("phase")
    if phase not in SPACE_OF_PHASE or SPACE_OF_PHASE[phase] not in b.state["winks"][seat]["black"]:
        raise RuleViolation("no-wink-there", "Choose a phase under one of your black-row winks.")
    _choose(b, seat, phase)


def _take_bonus(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    cube, src = command.get("cube"), command.get("from_seat")
    if cube is None:
        b.emit("BonusDeclined", seat, reason="declined")  # 'the player may take'
        return
    if (cube, src) not in bonus_options(b.state, seat):
        raise RuleViolation(
            "bonus-unavailable", "Bonus: a cube of your choice from the supply; steal only when the supply has none."
        )
    b.emit("BonusTaken", seat, phase=b.state["res"]["phase"], cube=cube, from_seat=src)


def _rainmaker(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    which = command.get("income")
    if which not in ("public", "private"):
        raise RuleViolation("bad-income", "A Rainmaker increases by one 'either public or private income'.")
    b.emit("RainmakerUsed", seat, income=which, to=min(INCOME_MAX, b.state["income"][seat][which] + 1))


def _return_cube(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    cube = command.get("cube")
    if cube not in CUBE_KINDS or b.state["cubes"][seat][cube] <= 0:
        raise RuleViolation("no-such-cube", "Return 'one team or specialist' that you employ.")
    b.emit("CubeReturned", seat, cube=cube)


def _hire(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    item = s["res"]["task"]["items"][0]
    take = command.get("take")
    if not isinstance(take, list):
        raise RuleViolation("bad-command", "'take' must be a list of {cube, from_seat}.")
    if not take:
        b.emit("HiringDeclined", seat, item=item, reason="declined")  # 'A player is not forced to perform hiring'
        return
    wanted = [{"cube": t.get("cube"), "from_seat": t.get("from_seat")} for t in take if isinstance(t, dict)]
    options = {take_key(o): o for o in hire_options(s, seat, item)}
    if len(wanted) != len(take) or take_key(wanted) not in options:
        specs, _ = item_spec(item)
        if len(wanted) != len(specs):
            raise RuleViolation(
                "all-or-nothing", "'taking any cubes using a box requires taking all of the cubes specified by the box'"
            )
        raise RuleViolation(
            "cube-unavailable", "Take the box's cubes from the supply; steal only when the supply has none of that "
            "kind (the hand icon always steals from another player)."
        )
    b.emit("CubesHired", seat, item=item, take=options[take_key(wanted)])


def _advance(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    t = _track_arg(command)
    new = advance_allocation(s, seat, t)
    if new is None:
        _why_not_advance(s, seat, t)
    _emit_advance(b, seat, t, new, forced=False)


def _emit_advance(b: Batch, seat: int, t: int, new: list[int], forced: bool) -> None:
    s = b.state
    tier, card, level = next_level(s, seat, t)
    b.emit("PawnAdvanced", seat, track=t, to=s["pawns"][seat][t] + 1, card=card,
           requirement=list(DEV_CARDS[card][level]), allocation=new, forced=forced)


def _why_not_advance(s: State, seat: int, t: int) -> None:
    nxt = next_level(s, seat, t)
    if nxt is None:
        raise RuleViolation("track-complete", "This pawn is at the end of its track.")
    if s["res"]["task"]["points"] <= 0:
        raise RuleViolation("no-progress-left", "The progress numbers under your winks are used up.")
    if not s["face_up"][t][nxt[0]]:
        raise RuleViolation("card-face-down", "The next level's card is face down: flip it first.")
    raise RuleViolation(
        "teams-lacking", "'Doing so requires having sufficient teams available to match the requirement of the level.'"
    )


def _track_arg(command: dict) -> int:
    t = _int_arg(command, "track")
    if not 0 <= t < len(data.TRACKS):
        raise RuleViolation("no-such-track", "Tracks are 0 (Flying Car), 1 (Teleportation), 2 (Time Travel).")
    return t


def _flip(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    t = _track_arg(command)
    if not can_flip(s, seat, t):
        raise RuleViolation(
            "cannot-flip", "Flip only 'when a player has the ability to move forward into a space for which the "
            "card is face down'."
        )
    tier, card, _ = next_level(s, seat, t)
    b.emit("CardFlipped", seat, track=t, tier=tier, card=card,
           requirements=[list(r) for r in DEV_CARDS[card]])
    new = advance_allocation(b.state, seat, t)
    if new is not None:  # 'if ... sufficient teams to advance on that card, the player must ... do so'
        _emit_advance(b, seat, t, new, forced=True)


def _end_progress(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    b.emit("ProgressEnded", seat, reason="stopped")


_HANDLERS = {
    "roll": (_roll, ("roll",)),
    "draft": (_draft, ("draft",)),
    "pass-draft": (_pass_draft, ("draft",)),
    "troubleshoot": (_troubleshoot, ("draft",)),
    "consult": (_consult, ("draft",)),
    "choose-phase": (_choose_phase, ("choose-phase",)),
    "take-bonus": (_take_bonus, ("bonus",)),
    "rainmaker": (_rainmaker, ("rainmaker",)),
    "return-cube": (_return_cube, ("return-cube",)),
    "hire": (_hire, ("hire",)),
    "advance": (_advance, ("progress",)),
    "flip": (_flip, ("progress",)),
    "end-progress": (_end_progress, ("progress",)),
}

_DECISION_NAMES = {
    "roll": "rolling the dice", "draft": "drafting a die", "choose-phase": "choosing a phase",
    "bonus": "taking a phase bonus", "rainmaker": "using a Rainmaker", "return-cube": "returning cubes at Payday",
    "hire": "hiring", "progress": "making progress",
}


def decide(state: State, seat: int, command: dict, rng: random.Random) -> list[Event]:
    """Validate a command and return its events, including every automatic step that follows."""
    if state["stage"] == "over":
        raise RuleViolation("game-over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise RuleViolation("not-a-seat", "No such seat.")
    ctype = command.get("type")
    if ctype not in _HANDLERS:
        raise RuleViolation("unknown-command", f"Unknown command type {ctype!r}.")
    handler, decisions = _HANDLERS[ctype]
    now = pending(state)
    if now is None or now[0] != seat:
        raise RuleViolation("not-your-turn", "It is not your turn to act.")
    if now[1] not in decisions:
        raise RuleViolation("wrong-step", f"'{ctype}' is not possible now: the game awaits {_DECISION_NAMES[now[1]]}.")
    b = Batch(state)
    handler(b, seat, command, rng)
    _run(b)
    return b.events


# ---------------------------------------------------------------- legal moves


def legal_moves(s: State, seat: int) -> list[dict]:
    """Every accepted command of ``seat`` now (all complete: no choice here is too large to list)."""
    now = pending(s)
    if now is None or now[0] != seat:
        return []
    kind = now[1]
    if kind == "roll":
        return [{"type": "roll", "extra": c} for c in DIE_COLOURS]
    if kind == "draft":
        moves = [{"type": "draft", "die": i, "space": c} for i, c in draft_options(s, seat)]
        if not moves:
            moves.append({"type": "pass-draft"})
        moves += [{"type": "troubleshoot", "die": i, "value": v} for i, v in troubleshoot_options(s, seat)]
        moves += [{"type": "consult", "colour": c, "value": v} for c, v in consult_options(s, seat)]
        return moves
    if kind == "choose-phase":
        return [{"type": "choose-phase", "phase": PHASE_OF_SPACE[c]} for c in sorted(s["winks"][seat]["black"])]
    if kind == "bonus":
        return [{"type": "take-bonus", "cube": k, "from_seat": v} for k, v in bonus_options(s, seat)] + [
            {"type": "take-bonus", "cube": None, "from_seat": None}
        ]
    if kind == "rainmaker":
        return [{"type": "rainmaker", "income": "public"}, {"type": "rainmaker", "income": "private"}]
    if kind == "return-cube":
        return [{"type": "return-cube", "cube": k} for k in CUBE_KINDS if s["cubes"][seat][k] > 0]
    if kind == "hire":
        item = s["res"]["task"]["items"][0]
        return [{"type": "hire", "take": t} for t in hire_options(s, seat, item)] + [{"type": "hire", "take": []}]
    return [*progress_moves(s, seat), {"type": "end-progress"}]
