"""The Corporate Anarchy component catalogue: the board's geometry, tiles, command cards, running effects and the die.

Ids are the ones the game already names: squares ``"<hq>-<r>-<c>"`` and ``"<hq>-p"``, base tile kinds, building
kinds, command card ids, effect kinds and board sides. The facts come from ``data.py``, ``board.py`` and the
rules' ``EFFECT_OF_CARD``; the English lives in ``TEMPLATES`` and ``PHRASES`` only. Nothing dealt or placed.
"""

from __future__ import annotations

from typing import Any

from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import (
    ANONYMOUS_TIP,
    ANONYMOUS_TIP_FINE,
    BASE_KINDS,
    BASE_NAMES,
    BOARD_SIZE,
    BUILDING_NAMES,
    BUILDINGS,
    CENTRE,
    COMMAND_AFFECTS,
    COMMAND_NAMES,
    COMMAND_TARGET,
    COMMANDS,
    DIE_SIDES,
    DRUG_DEN,
    FACE_DOWN_LIMIT,
    HQ_SIZE,
    LANDING,
    MAX_BUILDINGS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONEY_TOTAL,
    OUTER_ROW,
    PLANT_EVIDENCE,
    PLANT_EVIDENCE_FINE,
    PROTRUSION_COL,
    SIDES,
    SIDES_BY_PLAYERS,
    START_MONEY,
    TOKEN_COLOUR,
    TOKEN_VALUE,
    TRAVEL_PERMIT,
    base_counts,
    board_xy,
)
from games.corporate_anarchy.rules import EFFECT_OF_CARD

PLAYER_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))

# kind -> the English sentence of a component, filled from its fields (and the joined lists of ``_params``).
TEMPLATES: dict[str, str] = {
    "board": "The board: a plus-shaped {size}x{size} grid of squares, one {hq_size}x{hq_size} HQ on each used side "
             "around a {width}x{height} centre holding the money bag.",
    "board-side": "The {name} of the board: a {width}x{height} HQ block whose top-left square is ({x}, {y}); "
                  "it holds {hqs_text}.",
    "square": "Square {cell} of player {player}'s HQ (row 1 faces the centre, row {outer_row} is the outer edge; "
              "column A is on the left seen from the outer edge); a piece steps from it to {adjacent_text}.",
    "protruding-square": "The protruding square of player {player}'s HQ, sticking out into the centre next to "
                         "{adjacent_text}: from it a piece with a travel permit jumps to another HQ's protruding "
                         "square.",
    "base-tile": "{name}: a base tile hidden face down in its owner's HQ ({counts_text} per player with "
                 "{players_text} players); {landing_text}",
    "building": "{name}: a building tile placed face up in the buyer's HQ; it costs ${cost} and earns ${income} "
                "per turn (at most {limit} buildings per player).",
    "command-card": "{name} (${cost}): {effect_text}",
    "effect": "{name}: a running command; {effect_text}",
    "die": "A {sides}-sided die, one per player: the highest roll goes first.",
    "money-token": "A {colour} money token worth ${value}; the bag holds {total} in all and each player starts "
                   "with {per_player}.",
}

# Sentences of one member of a kind: landing outcomes, command cards and running effects, by id.
PHRASES: dict[str, str] = {
    "alarm": "an opponent who lands on it ends their turn on it and it is flipped back.",
    "sent-home": "an opponent who lands on it is taken back to their own HQ's outer edge.",
    "vip-taken": "an opponent who lands on it takes it (one from each owner); whoever loses all theirs is out.",
    "road-block": "other players cannot move between areas for {turns} turn.",
    "negative-ad": "an opponent of your choice gains no income for {turns} turn.",
    "plant-evidence": "an opponent of your choice loses ${fine} (what they have, if less).",
    "stock-market-crash": "no one but you gains income for {turns} turn.",
    "quarantine": "anyone in the HQ of your choice cannot leave it for {turns} turns.",
    "anonymous-tip": "an opponent of your choice loses ${fine} for each drug den they own (what they have, if less).",
    "communications-jam": "an opponent of your choice cannot buy any tiles or commands for {turns} turn.",
    "corporate-espionage": "reveal one face-down base tile of an opponent of your choice to yourself.",
    "travel-permit": "bought once, it lets you leave your HQ and travel across the board for good.",
    "no-income": "the player gains no income on their next turn.",
    "no-purchase": "the player cannot buy any tiles or commands on their next turn.",
    "no-jump": "the player cannot move between areas on their next turn.",
}

EFFECT_NAMES: dict[str, str] = {
    "no-income": "No income", "no-purchase": "No purchases", "no-jump": "Road blocked",
}
SIDE_NAMES: dict[str, str] = {side: f"{side} side" for side in SIDES}


COLUMNS = "ABCDEF"  # a square's column letter, A on the left seen from the HQ's outer edge


def cell_name(r: int, c: int) -> str:
    """A square of an HQ as a person finds it on the drawn board: column letter and row from 1 ("C4"); row 1 faces
    the centre; the protruding square is "protruding square"."""
    return "protruding square" if r < 0 else f"{COLUMNS[c]}{r + 1}"


def square_name(h: int, r: int, c: int) -> str:
    """A square's catalogue name, its owner numbered from 1: "Player 1's HQ, square C4"."""
    where = "protruding square" if r < 0 else f"square {cell_name(r, c)}"
    return f"Player {h + 1}'s HQ, {where}"


def _near(r: int, c: int) -> str:
    return "the protruding square" if r < 0 else cell_name(r, c)


def _component(id_: str, kind: str, name: str, _params: dict[str, Any] | None = None, **fields: Any) -> dict[str, Any]:
    """A catalogue entry whose ``text`` is its kind's template filled from its fields (and ``_params``)."""
    entry = {"id": id_, "kind": kind, "name": name, **fields}
    return {**entry, "text": TEMPLATES[kind].format(**{**entry, **(_params or {})})}


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _hq_players(h: int) -> list[int]:
    """The player counts whose board has HQ ``h``."""
    return [n for n in PLAYER_COUNTS if h < n]


def _layout(h: int, r: int, c: int) -> dict[str, dict[str, Any]]:
    """Per player count (a string key), the side and board (x, y) of local square (r, c) of HQ ``h``."""
    out = {}
    for n in _hq_players(h):
        side = SIDES_BY_PLAYERS[n][h]
        x, y = board_xy(side, r, c)
        out[str(n)] = {"side": side, "x": x, "y": y}
    return out


def _board() -> list[dict[str, Any]]:
    board = _component("board", "board", "Board", size=BOARD_SIZE, hq_size=HQ_SIZE, centre=dict(CENTRE),
                       _params={"width": CENTRE["width"], "height": CENTRE["height"]})
    sides = []
    for side in SIDES:
        xs, ys = zip(*(board_xy(side, r, c) for r in range(HQ_SIZE) for c in range(HQ_SIZE)), strict=True)
        hqs = {str(n): SIDES_BY_PLAYERS[n].index(side) for n in PLAYER_COUNTS if side in SIDES_BY_PLAYERS[n]}
        counts: dict[int, list[str]] = {}
        for n, h in hqs.items():
            counts.setdefault(h, []).append(n)
        hqs_text = _join([f"player {h + 1}'s HQ with {_join(ns)} players" for h, ns in counts.items()])
        sides.append(_component(side, "board-side", SIDE_NAMES[side].capitalize(), x=min(xs), y=min(ys),
                                width=max(xs) - min(xs) + 1, height=max(ys) - min(ys) + 1, hqs=hqs,
                                _params={"name": SIDE_NAMES[side], "hqs_text": hqs_text}))
    return [board, *sides]


def _squares() -> list[dict[str, Any]]:
    out = []
    for h in range(MAX_PLAYERS):
        for r in range(HQ_SIZE):
            for c in range(HQ_SIZE):
                near = geo.neighbours(h, r, c)
                adjacent = [geo.square(h, rr, cc) for rr, cc in near]
                out.append(_component(
                    geo.square(h, r, c), "square", square_name(h, r, c), hq=h, r=r, c=c,
                    outer_edge=r == OUTER_ROW, players=_hq_players(h), layout=_layout(h, r, c), adjacent=adjacent,
                    _params={"outer_row": OUTER_ROW + 1, "cell": cell_name(r, c), "player": h + 1,
                             "adjacent_text": _join([_near(rr, cc) for rr, cc in near])},
                ))
        near = geo.neighbours(h, -1, PROTRUSION_COL)
        adjacent = [geo.square(h, rr, cc) for rr, cc in near]
        jumps = {str(n): [geo.protrusion(o) for o in range(n) if o != h] for n in _hq_players(h)}
        out.append(_component(
            geo.protrusion(h), "protruding-square", square_name(h, -1, PROTRUSION_COL), hq=h, r=-1,
            c=PROTRUSION_COL, outer_edge=False, players=_hq_players(h), layout=_layout(h, -1, PROTRUSION_COL),
            adjacent=adjacent, jumps_to=jumps,
            _params={"player": h + 1, "adjacent_text": "square " + _join([cell_name(rr, cc) for rr, cc in near])},
        ))
    return out


def _base_tiles() -> list[dict[str, Any]]:
    out = []
    for kind in BASE_KINDS:
        per_player = {str(n): base_counts(n)[kind] for n in PLAYER_COUNTS}
        out.append(_component(
            kind, "base-tile", BASE_NAMES[kind], per_player=per_player, landing=LANDING[kind],
            _params={"counts_text": "/".join(str(k) for k in per_player.values()),
                     "players_text": "/".join(per_player), "landing_text": PHRASES[LANDING[kind]]},
        ))
    return out


def _buildings() -> list[dict[str, Any]]:
    return [_component(kind, "building", BUILDING_NAMES[kind], cost=facts["cost"], income=facts["income"],
                       limit=MAX_BUILDINGS) for kind, facts in BUILDINGS.items()]


def _command_cards() -> list[dict[str, Any]]:
    out = []
    for card, cost in COMMANDS.items():
        effect, turns = EFFECT_OF_CARD.get(card, (None, None))
        fine = {PLANT_EVIDENCE: PLANT_EVIDENCE_FINE, ANONYMOUS_TIP: ANONYMOUS_TIP_FINE}.get(card)
        fields = {
            "cost": cost, "needs": COMMAND_TARGET[card], "affects": COMMAND_AFFECTS[card], "effect": effect,
            "turns": turns, "fine": fine, "fine_per": DRUG_DEN if card == ANONYMOUS_TIP else None,
            "once": card == TRAVEL_PERMIT, "per_player": 1, "face_down_limit": FACE_DOWN_LIMIT,
        }
        out.append(_component(card, "command-card", COMMAND_NAMES[card], **fields,
                              _params={"effect_text": PHRASES[card].format(**fields)}))
    return out


def _effects() -> list[dict[str, Any]]:
    """Running effects but "quarantine", whose id is also the Quarantine card's (the card stands for it)."""
    out = []
    for effect in dict.fromkeys(effect for effect, _ in EFFECT_OF_CARD.values()):
        if effect in COMMANDS:
            continue
        cards = [card for card, (kind, _) in EFFECT_OF_CARD.items() if kind == effect]
        turns = max(EFFECT_OF_CARD[card][1] for card in cards)
        out.append(_component(effect, "effect", EFFECT_NAMES[effect], cards=cards, turns=turns,
                              _params={"effect_text": PHRASES[effect].format(turns=turns)}))
    return out


def _pieces() -> list[dict[str, Any]]:
    die = _component("die", "die", "Die", sides=DIE_SIDES, faces=list(range(1, DIE_SIDES + 1)), per_player=1)
    token = _component("money-token", "money-token", "Money token", colour=TOKEN_COLOUR, value=TOKEN_VALUE,
                       total=MONEY_TOTAL, per_player=START_MONEY)
    return [die, token]


def components() -> list[dict[str, Any]]:
    """The whole catalogue, built from the game's facts (the same on every call)."""
    return [*_board(), *_squares(), *_base_tiles(), *_buildings(), *_command_cards(), *_effects(), *_pieces()]


COMPONENTS: list[dict[str, Any]] = components()
