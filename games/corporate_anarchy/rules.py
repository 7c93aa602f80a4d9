"""The Corporate Anarchy decider: state shape, the fold (evolve) and the command handlers (decide).

State (plain JSON; seat-indexed data are lists; HQ ``h`` belongs to seat ``h``):
- ``phase``: "setup" (secret simultaneous placement) | "play" | "over"
- ``bag`` and ``money``: tokens in the money bag and per seat; their sum is always ``MONEY_TOTAL``.
- ``board``: per HQ 36 cells (row by row) holding None, a base tile kind (face down) or a building kind.
- ``pos`` / ``start``: each piece's square id; ``placed``: set-up done per seat.
- ``permit``, ``face_down`` (command cards used since they last flipped back, the travel permit included),
  ``buildings_bought``.
- ``current``, ``turn_no``, ``bought_building``, ``bought_command``: the turn in progress; ``homing``: the seat a
  security guard took back and that must now choose its square on its outer edge (None otherwise);
  ``repositioning``: the seat whose new building blocked off one of its base tiles and that must now move a
  building tile so there is a way through (None otherwise; absent from states of rules version 3).
- ``effects``: running commands ``{kind, seat, turns, from_turn, card, by, hq}``; kind is one of
  "no-income", "no-purchase", "no-jump", "quarantine".
- ``trophies``: per seat the owners of the VIPs it took; ``eliminated``, ``out_order``.
- ``memory``: per seat, square -> {kind, how} for face-down tiles it has seen ("uncovered" by landing on it,
  or "spied" with Corporate espionage) while they lie there; what its bot may use.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games import kit
from games.base import Event, RuleViolation, State, event
from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import (
    ALARM,
    ANONYMOUS_TIP,
    ANONYMOUS_TIP_FINE,
    BASE_KINDS,
    BUILDINGS,
    COMMAND_TARGET,
    COMMANDS,
    COMMUNICATIONS_JAM,
    COMMUNICATIONS_JAM_TURNS,
    CORPORATE_ESPIONAGE,
    DIE_SIDES,
    DRUG_DEN,
    FACE_DOWN_LIMIT,
    GUARD,
    HQ_SIZE,
    MAX_BUILDINGS,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MIN_PLAYERS,
    MONEY_TOTAL,
    NEGATIVE_AD,
    NEGATIVE_AD_TURNS,
    PLANT_EVIDENCE,
    PLANT_EVIDENCE_FINE,
    QUARANTINE,
    QUARANTINE_TURNS,
    ROAD_BLOCK,
    ROAD_BLOCK_TURNS,
    START_MONEY,
    STOCK_MARKET_CRASH,
    STOCK_MARKET_CRASH_TURNS,
    TRAVEL_PERMIT,
    VIP,
    base_counts,
)
from games.kit import clone
from games.template_fill import distinct_across, fill, one, pick

# ---------------------------------------------------------------- derived facts


def active(s: State) -> list[int]:
    return [i for i in range(s["n"]) if not s["eliminated"][i]]


def opponents(s: State, seat: int) -> list[int]:
    """Active players other than ``seat``."""
    return [i for i in active(s) if i != seat]


def effects_on(s: State, seat: int, kind: str) -> list[dict]:
    return [e for e in s["effects"] if e["seat"] == seat and e["kind"] == kind]


def income_of(s: State, seat: int) -> int:
    """Rulebook: income 'from any building tiles you have built' ($1 shop, $2 factory, $3 drug den)."""
    return sum(BUILDINGS[k]["income"] for k in s["board"][seat] if k in BUILDINGS)


def buildings_in(s: State, seat: int, kind: str | None = None) -> int:
    return sum(1 for k in s["board"][seat] if k in BUILDINGS and (kind is None or k == kind))


def vips_left(s: State, seat: int) -> int:
    return sum(1 for k in s["board"][seat] if k == VIP)


def jammed(s: State, seat: int) -> bool:
    return bool(effects_on(s, seat, "no-purchase"))


def jump_block(s: State, seat: int) -> str | None:
    """Why ``seat`` may not move to another HQ now (None when it may)."""
    if not s["permit"][seat]:
        return "no-permit"
    if effects_on(s, seat, "no-jump"):
        return "road-blocked"
    here = geo.hq_of(s["pos"][seat])
    if any(e["hq"] == here for e in effects_on(s, seat, "quarantine")):
        return "quarantined"
    return None


def move_targets(s: State, seat: int) -> dict[str, int]:
    """Every square ``seat`` may end its movement on this turn, with the steps it takes (0 = a jump from the
    protruding square it stands on). Other HQs' protruding squares are jumps."""
    pos = s["pos"][seat]
    dist = geo.distances(s, seat, pos)
    targets = {sq: d for sq, d in dist.items() if d >= 1}
    here = geo.hq_of(pos)
    gate = geo.protrusion(here)
    if gate in dist and jump_block(s, seat) is None:
        for h in range(s["n"]):
            if h != here:
                targets[geo.protrusion(h)] = dist[gate]
    return targets


def seals(before: list, after: list, h: int) -> list[str]:
    """Base tiles a building placement would newly block off."""
    was = set(geo.sealed_tiles(before, h))
    return [sq for sq in geo.sealed_tiles(after, h) if sq not in was]


def walled_in(s: State, board_hq: list, h: int) -> list[int]:
    """Visitors in HQ ``h`` (active opponents' pieces on its squares) that ``board_hq`` leaves no way through:
    no path over squares without building tiles to the HQ's protruding square."""
    if s["eliminated"][h]:
        return []
    region = geo.open_region(board_hq, h)
    out = []
    for v in opponents(s, h):
        pos = s["pos"][v]
        if pos is None or geo.hq_of(pos) != h:
            continue
        _, r, c = geo.parse(pos)
        if (r, c) not in region:
            out.append(v)
    return out


def no_way_through(s: State, seat: int, sq: str) -> RuleViolation | None:
    """Why a building on ``sq`` of ``seat``'s HQ would break 'there is a way through' (None if it would not):
    every face-down base tile and every visiting piece must stay joined to the protruding square."""
    trial = list(s["board"][seat])
    _, r, c = geo.parse(sq)
    trial[geo.index(r, c)] = "shop"
    if seals(s["board"][seat], trial, seat):
        return RuleViolation(
            "would-seal", "A building may not completely block off a base tile: 'there is a way through'."
        )
    if walled_in(s, trial, seat):
        return RuleViolation(
            "would-wall-in", "A building may not wall in a visitor: 'You may not move over or land on building "
            "tiles', so there must stay 'a way through' from every visiting piece to the protruding square.",
        )
    return None


def free_squares(s: State, seat: int) -> list[str]:
    """Squares of ``seat``'s HQ a building tile may go on: no tile and no piece on them."""
    pieces = {p for p in s["pos"] if p is not None}
    hq = s["board"][seat]
    return [geo.square(seat, r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE)
            if hq[geo.index(r, c)] is None and geo.square(seat, r, c) not in pieces]


def open_building_squares(s: State, seat: int) -> list[str]:
    """Squares of ``seat``'s HQ where a building tile leaves a way through as it stands (no repositioning)."""
    region = geo.open_region(s["board"][seat], seat)
    out = []
    for sq in free_squares(s, seat):
        _, r, c = geo.parse(sq)
        # off the open way already: a building there cuts off nothing that still has a way through
        if (r, c) not in region or no_way_through(s, seat, sq) is None:
            out.append(sq)
    return out


def has_way_through(s: State, board_hq: list, h: int) -> bool:
    """Rulebook: 'there is a way through': no base tile blocked off, no visitor walled in."""
    return not geo.sealed_tiles(board_hq, h) and not walled_in(s, board_hq, h)


def repositionings(s: State, seat: int, board_hq: list | None = None) -> list[dict]:
    """Every move of one building tile of ``seat``'s HQ to a free square that gives a way through again
    (rulebook: 'they must immediately reposition them so there is a way through')."""
    return list(_repositionings(s, seat, s["board"][seat] if board_hq is None else board_hq))


def _repositionings(s: State, seat: int, hq: list) -> Iterator[dict]:
    pieces = {p for p in s["pos"] if p is not None}
    free = [i for i, kind in enumerate(hq) if kind is None and geo.square(seat, *divmod(i, HQ_SIZE)) not in pieces]
    for i, kind in enumerate(hq):
        if kind not in BUILDINGS:
            continue
        for j in free:
            trial = list(hq)
            trial[i], trial[j] = None, kind
            if has_way_through(s, trial, seat):
                yield {"type": "reposition-building", "from": geo.square(seat, *divmod(i, HQ_SIZE)),
                       "to": geo.square(seat, *divmod(j, HQ_SIZE))}


def blocking_off(s: State, seat: int, sq: str) -> bool:
    """Whether a building on ``sq`` would block off a base tile (walling in no visitor) and a building tile can
    then be repositioned so there is a way through: the rulebook allows it, then asks the repositioning."""
    trial = list(s["board"][seat])
    _, r, c = geo.parse(sq)
    trial[geo.index(r, c)] = "shop"
    if not seals(s["board"][seat], trial, seat) or walled_in(s, trial, seat):
        return False
    return next(_repositionings(s, seat, trial), None) is not None  # one fix is enough: this runs per square


def building_squares(s: State, seat: int) -> list[str]:
    """Squares of ``seat``'s HQ where a building tile may go now: empty, no piece on it, leaving a way through or
    blocking off a base tile that a repositioned building tile can then open again."""
    fine = set(open_building_squares(s, seat))
    return [sq for sq in free_squares(s, seat) if sq in fine or blocking_off(s, seat, sq)]


# ---------------------------------------------------------------- the fold


def _new_state(players: int, bag: int, money: list[int]) -> State:
    n = players
    return {
        "n": n,
        "phase": "setup",
        "bag": bag,
        "money": list(money),
        "board": [[None] * (HQ_SIZE * HQ_SIZE) for _ in range(n)],
        "placed": [False] * n,
        "pos": [None] * n,
        "start": [None] * n,
        "permit": [False] * n,
        "face_down": [[] for _ in range(n)],
        "buildings_bought": [0] * n,
        "current": None,
        "turn_no": 0,
        "first": None,
        "bought_building": False,
        "bought_command": False,
        "homing": None,
        "repositioning": None,
        "effects": [],
        "trophies": [[] for _ in range(n)],
        "eliminated": [False] * n,
        "out_order": [],
        "memory": [{} for _ in range(n)],
        "winner": None,
        "result": None,
    }


def _set_cell(s: State, sq: str, kind: str | None) -> None:
    h, r, c = geo.parse(sq)
    s["board"][h][geo.index(r, c)] = kind


def _forget(s: State, sq: str) -> None:
    for memory in s["memory"]:
        memory.pop(sq, None)


EFFECT_OF_CARD = {
    NEGATIVE_AD: ("no-income", NEGATIVE_AD_TURNS),
    STOCK_MARKET_CRASH: ("no-income", STOCK_MARKET_CRASH_TURNS),
    ROAD_BLOCK: ("no-jump", ROAD_BLOCK_TURNS),
    QUARANTINE: ("quarantine", QUARANTINE_TURNS),
    COMMUNICATIONS_JAM: ("no-purchase", COMMUNICATIONS_JAM_TURNS),
}


def evolve(state: State | None, ev: Event) -> State:
    """Pure fold of one event."""
    kind, seat, d = ev["type"], ev["seat"], ev["data"]
    if kind == "GameStarted":
        return _new_state(d["players"], d["bag"], d["money"])
    s = clone(state)
    if kind == "BaseTilesPlaced":
        for tile in d["tiles"]:
            _set_cell(s, tile["square"], tile["kind"])
        s["placed"][seat] = True
        s["start"][seat] = d["start"]
        s["pos"][seat] = d["start"]
    elif kind == "SetupCompleted":
        pass  # the public announcement of where the face-down tiles and the pieces are
    elif kind == "FirstPlayerRolled":
        s["first"] = d["first"]
        s["phase"] = "play"
    elif kind == "TurnStarted":
        s["current"] = seat
        s["turn_no"] = d["turn"]
        s["bought_building"] = False
        s["bought_command"] = False
    elif kind == "IncomePaid":
        s["money"][seat] += d["amount"]
        s["bag"] -= d["amount"]
    elif kind == "BuildingBought":
        s["money"][seat] -= d["cost"]
        s["bag"] += d["cost"]
        _set_cell(s, d["square"], d["building"])
        s["buildings_bought"][seat] += 1
        s["bought_building"] = True
    elif kind == "CommandBought":
        card = d["card"]
        s["money"][seat] -= d["cost"]
        s["bag"] += d["cost"]
        s["bought_command"] = True
        if card == TRAVEL_PERMIT:  # active for good, and one of the face-down cards until they flip back
            s["permit"][seat] = True
        s["face_down"][seat].append(card)
        if card in EFFECT_OF_CARD:
            effect, turns = EFFECT_OF_CARD[card]
            for x in d["affected"]:
                s["effects"].append({
                    "kind": effect, "seat": x, "turns": turns, "from_turn": s["turn_no"], "card": card,
                    "by": seat, "hq": d.get("hq"),
                })
    elif kind == "FinePaid":
        s["money"][seat] -= d["amount"]
        s["bag"] += d["amount"]
    elif kind == "TileSpied":
        s["memory"][seat][d["square"]] = {"kind": d["kind"], "how": "spied"}
    elif kind == "CommandCardsRestored":
        s["face_down"][seat] = []
    elif kind == "Moved":
        s["pos"][seat] = d["to"]
    elif kind == "TileUncovered":
        if d["outcome"] != "vip-taken":
            s["memory"][seat][d["square"]] = {"kind": d["kind"], "how": "uncovered"}
        if d["outcome"] == "sent-home":
            s["homing"] = seat  # the victim chooses its square next
    elif kind == "SentHome":
        s["pos"][seat] = d["to"]
        s["homing"] = None
    elif kind == "VipTaken":
        _set_cell(s, d["square"], None)
        _forget(s, d["square"])
        s["trophies"][seat].append(d["owner"])
    elif kind == "PlayerEliminated":
        s["eliminated"][seat] = True
        s["bag"] += s["money"][seat]
        s["money"][seat] = 0
        s["pos"][seat] = None
        s["out_order"].append(seat)
        s["effects"] = [e for e in s["effects"] if e["seat"] != seat]
    elif kind == "BaseTilesBlockedOff":
        s["repositioning"] = seat  # the owner must move a building tile next
    elif kind == "BuildingRepositioned":
        _set_cell(s, d["from"], None)
        _set_cell(s, d["to"], d["building"])
        s["repositioning"] = None
    elif kind == "BaseTileRepositioned":
        moved = geo.cell(s, d["from"])
        _set_cell(s, d["from"], None)
        _set_cell(s, d["to"], moved)
        _forget(s, d["from"])
    elif kind == "TurnEnded":
        kept = []
        for e in s["effects"]:
            if e["seat"] == seat and e["from_turn"] < s["turn_no"]:
                e["turns"] -= 1
            if e["turns"] > 0:
                kept.append(e)
        s["effects"] = kept
        s["current"] = None
    elif kind == "GameEnded":
        s["phase"] = "over"
        s["current"] = None
        s["winner"] = d["winner"]
        s["result"] = {"ranking": d["ranking"], "scores": d["scores"]}
    else:
        raise ValueError(f"unknown event type {kind!r}")
    return s


# ---------------------------------------------------------------- deciding


class Batch(kit.Batch):
    fold = staticmethod(evolve)


def setup(players: int, rng: random.Random) -> list[Event]:
    """Opening events: the money handed out; placement then waits on every seat."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("bad-player-count", "Corporate Anarchy is for 2 to 4 players.")
    money = [START_MONEY] * players
    return [event("GameStarted", None, players=players, bag=MONEY_TOTAL - sum(money), money=money,
                  tiles=base_counts(players))]


def to_act(s: State) -> set[int]:
    if s["phase"] == "setup":
        return {i for i in range(s["n"]) if not s["placed"][i]}
    if s["phase"] == "play" and s["current"] is not None:
        return {s["current"]}
    return set()


def decide(state: State, seat: int, command: dict, rng: random.Random) -> list[Event]:
    """Validate a command and return its events, including every automatic step that follows."""
    if state["phase"] == "over":
        raise RuleViolation("game-over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise RuleViolation("not-a-seat", "No such seat.")
    ctype = command.get("type")
    handler = _HANDLERS.get(ctype)
    if handler is None:
        raise RuleViolation("unknown-command", f"Unknown command type {ctype!r}.")
    phase = "setup" if ctype == "place-tiles" else "play"
    if state["phase"] != phase:
        where = "during set-up" if phase == "setup" else "once every player has placed their base tiles"
        raise RuleViolation("wrong-phase", f"'{ctype}' is only possible {where}.")
    if seat not in to_act(state):
        raise RuleViolation("not-your-turn", "It is not your turn to act.")
    if state.get("repositioning") is not None and ctype != "reposition-building":
        raise RuleViolation("reposition-first", "Your building blocked off a base tile: you 'must immediately "
                                                "reposition them so there is a way through' (reposition-building).")
    if ctype == "reposition-building" and state.get("repositioning") != seat:
        raise RuleViolation("nothing-blocked-off", "Building tiles are repositioned only when they have "
                                                   "completely blocked off a base tile.")
    homing = state.get("homing") is not None
    if ctype != "reposition-building" and homing != (ctype == "return-home"):
        if homing:
            raise RuleViolation("choose-home-square", "A security guard took you back: first 'place [your] player "
                                                      "piece in one of the squares along the edge furthest from "
                                                      "the centre' (return-home).")
        raise RuleViolation("not-sent-home", "Only a piece a security guard took back returns home.")
    b = Batch(state)
    handler(b, seat, command, rng)
    return b.events


def _own_square(s: State, seat: int, sq: Any, what: str) -> str:
    parsed = geo.parse(sq) if isinstance(sq, str) else None
    if parsed is None or parsed[0] != seat or parsed[1] < 0:
        raise RuleViolation("bad-square", f"{what} must go on a square of your own 6x6 HQ ({seat}-r-c), not {sq!r}.")
    return sq


def _place(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    counts = base_counts(s["n"])
    tiles = []
    for kind, key in ((ALARM, "alarms"), (GUARD, "guards"), (VIP, "vips")):
        squares = command.get(key)
        if not isinstance(squares, list) or len(squares) != counts[kind]:
            raise RuleViolation(
                "wrong-tile-count",
                f"Place {counts[ALARM]} alarms, {counts[GUARD]} security guards and {counts[VIP]} VIPs "
                f"('1 less than the number of players').",
            )
        for sq in squares:
            tiles.append({"square": _own_square(s, seat, sq, "Base tiles"), "kind": kind})
    if len({t["square"] for t in tiles}) != len(tiles):
        raise RuleViolation("squares-not-distinct", "Each base tile needs a square of its own.")
    start = command.get("start")
    if start not in geo.outer_edge(seat):
        raise RuleViolation(
            "start-not-outer-edge", "Your piece starts on 'the squares along the edge furthest from the centre'."
        )
    b.emit("BaseTilesPlaced", seat, tiles=tiles, start=start, count=len(tiles))
    s = b.state
    if not all(s["placed"]):
        return
    face_down = [[geo.square(h, r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE)
                  if s["board"][h][geo.index(r, c)] in BASE_KINDS] for h in range(s["n"])]
    b.emit("SetupCompleted", None, face_down=face_down, starts=list(s["start"]))
    # 'each player should roll a die to see who goes first (highest roll goes first)'; ties re-roll
    rolling = list(range(s["n"]))
    rounds = []
    while True:
        rolls = [rng.randint(1, DIE_SIDES) if i in rolling else None for i in range(s["n"])]
        rounds.append(rolls)
        top = max(r for r in rolls if r is not None)
        rolling = [i for i, r in enumerate(rolls) if r == top]
        if len(rolling) == 1:
            break
    first = rolling[0]
    b.emit("FirstPlayerRolled", None, rounds=rounds, first=first)
    _start_turn(b, first)


def _start_turn(b: Batch, seat: int) -> None:
    """Repositions any sealed-off base tile, then the turn and its Phase 1 income."""
    s = b.state
    for h in active(s):
        _reposition(b, h)
    s = b.state
    b.emit("TurnStarted", seat, turn=s["turn_no"] + 1)
    s = b.state
    owed = income_of(s, seat)
    if owed:
        if effects_on(s, seat, "no-income"):
            b.emit("IncomePaid", seat, amount=0, owed=owed, blocked=effects_on(s, seat, "no-income")[0]["card"])
        else:
            # 'If all tokens are in the possession of players, no income can be gained'
            b.emit("IncomePaid", seat, amount=min(owed, s["bag"]), owed=owed, blocked=None)


def _reposition(b: Batch, h: int) -> None:
    """Rulebook: 'if an opponent has completely blocked off any of their base tiles with building tiles, they
    must immediately reposition them so there is a way through'. Done for the owner: each sealed tile goes to
    the free open square furthest from the way in."""
    while True:
        s = b.state
        hq = s["board"][h]
        sealed = geo.sealed_tiles(hq, h)
        if not sealed:
            return
        region = geo.open_region(hq, h)
        pieces = {p for p in s["pos"] if p is not None}
        free = [(r, c) for (r, c) in region if r >= 0 and hq[geo.index(r, c)] is None
                and geo.square(h, r, c) not in pieces]
        if not free:
            return  # nowhere to go: cannot happen while the building limit leaves room
        r, c = max(free, key=lambda rc: (rc[0] + abs(rc[1] - 2), -rc[0], -rc[1]))
        b.emit("BaseTileRepositioned", h, **{"from": sealed[0], "to": geo.square(h, r, c)})


def _buy_building(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    kind = command.get("building")
    if kind not in BUILDINGS:
        raise RuleViolation("unknown-building", f"Building tiles are {', '.join(BUILDINGS)}.")
    if s["bought_building"]:
        raise RuleViolation("building-already-bought", "'You may purchase up to 1 tile and 1 command' a turn.")
    if jammed(s, seat):
        raise RuleViolation("jammed", "Communications jam: you 'cannot buy any tiles or commands for 1 turn'.")
    if s["buildings_bought"][seat] >= MAX_BUILDINGS:
        raise RuleViolation("building-limit", "'each player may only purchase a maximum of 6 building tiles'.")
    cost = BUILDINGS[kind]["cost"]
    if s["money"][seat] < cost:
        raise RuleViolation("cannot-afford", f"A {kind} costs ${cost}; you have ${s['money'][seat]}.")
    sq = _own_square(s, seat, command.get("square"), "A building tile")
    if geo.cell(s, sq) is not None or sq in s["pos"]:
        raise RuleViolation("square-occupied", f"{sq} is not free: a building goes on an empty square.")
    h, r, c = geo.parse(sq)
    if (r, c) in geo.open_region(s["board"][seat], seat):
        violation = no_way_through(s, seat, sq)
        if violation is not None and not (violation.code == "would-seal" and blocking_off(s, seat, sq)):
            raise violation
    b.emit("BuildingBought", seat, building=kind, square=sq, cost=cost)
    blocked = seals(s["board"][seat], b.state["board"][seat], seat)
    if blocked:
        # 'if an opponent has completely blocked off any of their base tiles with building tiles, they must
        # immediately reposition them so there is a way through'
        b.emit("BaseTilesBlockedOff", seat, squares=blocked)


def _reposition_building(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    move = {"type": "reposition-building", "from": command.get("from"), "to": command.get("to")}
    if move not in repositionings(s, seat):
        raise RuleViolation("no-way-through", "Move one of your building tiles to a free square of your HQ so "
                                              "'there is a way through' to every base tile (and every visitor).")
    b.emit("BuildingRepositioned", seat, building=geo.cell(s, move["from"]), **{"from": move["from"],
                                                                               "to": move["to"]})


def _buy_command(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    card = command.get("card")
    if card not in COMMANDS:
        raise RuleViolation("unknown-card", f"Command cards are {', '.join(COMMANDS)}.")
    if s["bought_command"]:
        raise RuleViolation("command-already-bought", "'You may purchase up to 1 tile and 1 command' a turn.")
    if jammed(s, seat):
        raise RuleViolation("jammed", "Communications jam: you 'cannot buy any tiles or commands for 1 turn'.")
    if card == TRAVEL_PERMIT and s["permit"][seat]:
        raise RuleViolation("permit-held", "The travel permit 'only needs to be purchased once'.")
    if card in s["face_down"][seat]:
        raise RuleViolation(
            "card-face-down", "'A player can't flip the card back over to be used again until at least 3 command "
            "cards have been used.'",
        )
    cost = COMMANDS[card]
    if s["money"][seat] < cost:
        raise RuleViolation("cannot-afford", f"{card} costs ${cost}; you have ${s['money'][seat]}.")
    need = COMMAND_TARGET[card]
    target = command.get("target") if need == "target" else None
    hq = command.get("hq") if need == "hq" else None
    sq = command.get("square") if need == "square" else None
    owner = None
    if need == "target" and (isinstance(target, bool) or target not in opponents(s, seat)):
        raise RuleViolation("bad-target", f"{card} needs 'an opponent of your choice' still in the game (target).")
    if need == "hq" and (not isinstance(hq, int) or isinstance(hq, bool) or not 0 <= hq < s["n"]):
        raise RuleViolation("bad-target", "Quarantine needs 'the HQ of your choice' (hq).")
    if need == "square":
        parsed = geo.parse(sq) if isinstance(sq, str) else None
        owner = parsed[0] if parsed else None
        if parsed is None or owner not in opponents(s, seat) or parsed[1] < 0 or geo.cell(s, sq) not in BASE_KINDS:
            raise RuleViolation(
                "bad-target", "Corporate espionage reveals a face-down tile 'of an opponent of your choice' (square)."
            )
    others = opponents(s, seat)
    if card == STOCK_MARKET_CRASH:
        affected = others  # 'No one gains income for 1 turn (except you)'
    elif card == ROAD_BLOCK:
        affected = others  # 'Other players cannot move between areas for a turn'
    elif card == QUARANTINE:
        affected = [i for i in active(s) if geo.hq_of(s["pos"][i]) == hq]  # 'Anyone in the HQ of your choice'
    elif need == "target":
        affected = [target]
    else:
        affected = []
    b.emit("CommandBought", seat, card=card, cost=cost, target=target, hq=hq, square=sq, affected=affected)
    s = b.state
    if card == PLANT_EVIDENCE:
        _fine(b, target, PLANT_EVIDENCE_FINE, card)
    elif card == ANONYMOUS_TIP:
        dens = buildings_in(s, target, DRUG_DEN)
        if dens:
            _fine(b, target, ANONYMOUS_TIP_FINE * dens, card)
    elif card == CORPORATE_ESPIONAGE:
        b.emit("TileSpied", seat, square=sq, owner=owner, kind=geo.cell(s, sq))
    if len(b.state["face_down"][seat]) >= FACE_DOWN_LIMIT:
        b.emit("CommandCardsRestored", seat, cards=list(b.state["face_down"][seat]))


def _fine(b: Batch, target: int, fine: int, card: str) -> None:
    """'If they do not have enough money to pay the fine, they only have to pay what they do have.'"""
    b.emit("FinePaid", target, amount=min(fine, b.state["money"][target]), fine=fine, card=card)


def _move(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    s = b.state
    to = command.get("to")
    if not isinstance(to, str) or geo.parse(to) is None:
        raise RuleViolation("bad-square", f"Unknown square {to!r}.")
    here = geo.hq_of(s["pos"][seat])
    dest = geo.hq_of(to)
    if dest >= s["n"]:
        raise RuleViolation("bad-square", f"There is no HQ {dest} in this game.")
    targets = move_targets(s, seat)
    if to not in targets:
        if dest != here:
            why = jump_block(s, seat)
            if why == "no-permit":
                raise RuleViolation("no-permit", "'YOU MAY NOT LEAVE YOUR HQ' until you bought the travel permit.")
            if why == "road-blocked":
                raise RuleViolation("road-blocked", "Road block: you 'cannot move between areas' this turn.")
            if why == "quarantined":
                raise RuleViolation("quarantined", "Quarantine: 'Anyone in the HQ ... cannot leave it for 2 turns.'")
            if not to.endswith("-p"):
                raise RuleViolation(
                    "jump-to-protrusion", "A jump lands on 'the corresponding square' of another HQ: its "
                    "protruding square.")
            raise RuleViolation(
                "unreachable", "To move between HQs 'you must land in the square that extends into the centre'.")
        raise RuleViolation(
            "unreachable", f"{to} is not reachable: 'up to 4 spaces', not diagonally, never over building tiles "
            "in another player's HQ.")
    jumped = dest != here
    b.emit("Moved", seat, **{"from": s["pos"][seat], "to": to, "steps": targets[to], "jump": jumped})
    if jumped:  # 'your turn ends instantly'
        _end_turn(b, seat)
        return
    s = b.state
    kind = geo.cell(s, to)
    if dest != seat and kind in BASE_KINDS and not s["eliminated"][dest]:
        _uncover(b, seat, to, dest, kind)
    if b.state["phase"] != "over" and b.state["homing"] is None:
        _end_turn(b, seat)


def home_squares(s: State, seat: int) -> list[str]:
    """Where a piece a security guard took back may go: any square of its own HQ's outer edge ('Inside your HQ,
    you may move over and land on any and all tiles')."""
    return geo.outer_edge(seat)


def _return_home(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    to = command.get("to")
    if to not in home_squares(b.state, seat):
        raise RuleViolation("not-outer-edge", "'place their player piece in one of the squares along the edge "
                                              "furthest from the centre' of your own HQ: a free square there.")
    b.emit("SentHome", seat, to=to)
    _end_turn(b, seat)


def _uncover(b: Batch, seat: int, sq: str, owner: int, kind: str) -> None:
    """'To uncover a tile, you must end your movement phase by landing on that tile.'"""
    s = b.state
    if kind == ALARM:
        b.emit("TileUncovered", seat, square=sq, owner=owner, kind=kind, outcome="alarm")
    elif kind == GUARD:
        # 'place their player piece in one of the squares along the edge furthest from the centre': the victim
        # chooses the square (return-home)
        b.emit("TileUncovered", seat, square=sq, owner=owner, kind=kind, outcome="sent-home")
    elif owner in s["trophies"][seat]:
        # 'only 1 may be taken from each other player': a second VIP of the same owner is flipped back
        b.emit("TileUncovered", seat, square=sq, owner=owner, kind=kind, outcome="vip-already-taken")
    else:
        b.emit("TileUncovered", seat, square=sq, owner=owner, kind=kind, outcome="vip-taken")
        b.emit("VipTaken", seat, square=sq, owner=owner)
        s = b.state
        if vips_left(s, owner) == 0:  # 'If all of your VIPs are killed, you are out of the game.'
            b.emit("PlayerEliminated", owner, money_returned=s["money"][owner])
        s = b.state
        if len(set(s["trophies"][seat])) == s["n"] - 1 or active(s) == [seat]:
            _game_over(b, seat)


def _end(b: Batch, seat: int, command: dict, rng: random.Random) -> None:
    _end_turn(b, seat)


def _end_turn(b: Batch, seat: int) -> None:
    b.emit("TurnEnded", seat)
    s = b.state
    n = s["n"]
    if s["turn_no"] >= MAX_ROUNDS * n:  # the safety net (assumed): no winner, ranked by VIPs taken
        _game_over(b, None)
        return
    for i in range(1, n + 1):  # 'Turns rotate around the board clockwise', over eliminated players
        nxt = (seat + i) % n
        if not s["eliminated"][nxt]:
            _start_turn(b, nxt)
            return


def _game_over(b: Batch, winner: int | None) -> None:
    res = final_result(b.state, winner)
    b.emit("GameEnded", None, winner=winner, ranking=res["ranking"], scores=res["scores"])


def final_result(s: State, winner: int | None) -> dict[str, Any]:
    """The winner (None when the round limit ended the game); then players still in by VIPs taken; then the
    eliminated, last out first."""
    scores = {}
    for i in range(s["n"]):
        scores[str(i)] = {
            "total": len(s["trophies"][i]), "vips_taken": len(s["trophies"][i]), "vips_kept": vips_left(s, i),
            "money": s["money"][i], "buildings": buildings_in(s, i), "winner": i == winner,
            "eliminated": s["eliminated"][i],
        }
    ranking: list[list[int]] = [] if winner is None else [[winner]]
    rest = [i for i in active(s) if i != winner]
    by_taken: dict[int, list[int]] = {}
    for i in rest:
        by_taken.setdefault(len(s["trophies"][i]), []).append(i)
    for k in sorted(by_taken, reverse=True):
        ranking.append(by_taken[k])
    for i in reversed(s["out_order"]):
        ranking.append([i])
    return {"ranking": ranking, "scores": scores}


_HANDLERS = {
    "place-tiles": _place,
    "buy-building": _buy_building,
    "buy-command": _buy_command,
    "move": _move,
    "end-turn": _end,
    "return-home": _return_home,
    "reposition-building": _reposition_building,
}


# ---------------------------------------------------------------- moves


def default_placement(s: State, seat: int) -> dict:
    """A complete placement: VIPs deep on the outer rows, traps in front of them."""
    counts = base_counts(s["n"])
    vip_spots = [(5, 0), (5, 5), (4, 0)][: counts[VIP]]
    trap_spots = [(3, 1), (3, 4), (2, 2), (4, 5), (2, 3)]
    alarms = [geo.square(seat, r, c) for r, c in trap_spots[:3]]
    guards = [geo.square(seat, r, c) for r, c in trap_spots[3:5]]
    return {"type": "place-tiles", "alarms": alarms, "guards": guards,
            "vips": [geo.square(seat, r, c) for r, c in vip_spots], "start": geo.square(seat, 5, 2)}


def command_moves(s: State, seat: int) -> list[dict]:
    """Every command purchase ``seat`` may make now."""
    if s["bought_command"] or jammed(s, seat):
        return []
    out = []
    for card, cost in COMMANDS.items():
        if cost > s["money"][seat] or card in s["face_down"][seat] or (card == TRAVEL_PERMIT and s["permit"][seat]):
            continue
        need = COMMAND_TARGET[card]
        if need is None:
            out.append({"type": "buy-command", "card": card})
        elif need == "target":
            out += [{"type": "buy-command", "card": card, "target": t} for t in opponents(s, seat)]
        elif need == "hq":
            out += [{"type": "buy-command", "card": card, "hq": h} for h in range(s["n"])]
        else:
            for o in opponents(s, seat):
                out += [{"type": "buy-command", "card": card, "square": sq} for sq in geo.hq_squares(o)
                        if geo.cell(s, sq) in BASE_KINDS]
    return out


def building_moves(s: State, seat: int) -> list[dict]:
    if s["bought_building"] or jammed(s, seat) or s["buildings_bought"][seat] >= MAX_BUILDINGS:
        return []
    kinds = [k for k, v in BUILDINGS.items() if v["cost"] <= s["money"][seat]]
    if not kinds:
        return []
    squares = building_squares(s, seat)
    return [{"type": "buy-building", "building": k, "square": sq} for k in kinds for sq in squares]


def legal_moves(s: State, seat: int) -> list[dict]:
    """Every accepted command; set-up placement as a template plus one complete placement."""
    if seat not in to_act(s):
        return []
    if s["phase"] == "setup":
        counts = base_counts(s["n"])
        squares = geo.hq_squares(seat)
        template = {"type": "place-tiles", "template": True, "squares": squares,
                    "alarms": counts[ALARM], "guards": counts[GUARD], "vips": counts[VIP],
                    "start": geo.outer_edge(seat),
                    "fill": fill("place-tiles", {
                        "alarms": pick(squares, counts[ALARM], counts[ALARM]),
                        "guards": pick(squares, counts[GUARD], counts[GUARD]),
                        "vips": pick(squares, counts[VIP], counts[VIP]), "start": one(geo.outer_edge(seat))},
                        distinct_across("alarms", "guards", "vips"))}
        return [template, default_placement(s, seat)]
    if s.get("homing") == seat:
        return [{"type": "return-home", "to": sq} for sq in home_squares(s, seat)]
    if s.get("repositioning") == seat:
        return repositionings(s, seat)
    moves = building_moves(s, seat) + command_moves(s, seat)
    moves += [{"type": "move", "to": sq} for sq in sorted(move_targets(s, seat))]
    moves.append({"type": "end-turn"})
    return moves
