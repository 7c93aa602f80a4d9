"""Facts of Inventing the Future: components, the player board's matrix, the development cards, the
scoring track.

The rulebook text lost its pictures: the instruction under each space of the player board, the levels and
team requirements of the 18 development cards and the values of the scoring track are designed here. Every
such value carries ``# assumed:`` and is listed in docs/rules/inventing-the-future.md.
"""

from __future__ import annotations

from typing import Any

# ---------------------------------------------------------------- components (rulebook)

DIE_COLOURS: tuple[str, ...] = ("black", "green", "white", "blue", "red")  # '2 each in black, green, white ...'
DICE_PER_COLOUR = 2  # '10 dice (2 each ...)'
# assumed: ordinary six-sided dice showing 1-6, one face per board column ('Choices 5 and 6 of the black row')
DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
TEAMS: tuple[str, ...] = ("white", "blue", "red")  # 'research, test and manufacturing'
TEAM_CUBES = 25  # '75 small team cubes (25 each in white, blue and red)'
# assumed: the six kinds of the 18 specialist cubes are the six specialists the rules name
SPECIALISTS: tuple[str, ...] = (
    "troubleshooter", "consultant", "rainmaker", "recruiter", "generalist-wb", "generalist-br",
)
SPECIALIST_CUBES = 3  # '18 large specialist cubes (in six colors)': 3 of each kind
CUBE_KINDS: tuple[str, ...] = TEAMS + SPECIALISTS
CUBE_TOTALS: dict[str, int] = {k: (TEAM_CUBES if k in TEAMS else SPECIALIST_CUBES) for k in CUBE_KINDS}
# 'The first type of Generalist can represent either a research (white) or test (blue) team. The second
# type ... either a test (blue) team or a manufacturing (red) team.'
GENERALIST_TYPES: dict[str, tuple[str, str]] = {"generalist-wb": ("white", "blue"), "generalist-br": ("blue", "red")}
# 'research (white) team ... test (blue) team ... manufacturing (red) team'
TEAM_ROLES: dict[str, str] = {"white": "research", "blue": "test", "red": "manufacturing"}
SPECIALIST_USES_PER_TURN = 1  # 'players may use each of their specialists at most once per game turn'
# What each specialist does and in which phase (the rulebook's words beside each):
SPECIALIST_POWERS: dict[str, dict[str, Any]] = {
    # 'Troubleshooters can choose a new result for one unallocated die.'
    "troubleshooter": {"phase": "allocation", "power": "reset-die"},
    # 'Consultants can use an out of play (i.e. not rolled) die, freely choosing its result.'
    "consultant": {"phase": "allocation", "power": "add-die"},
    # 'use each to increase by one either public or private income ... even if the player does not have a wink'
    "rainmaker": {"phase": "funding", "power": "raise-income", "amount": 1},
    # 'use each to take one team of choice ... even if the player does not have a wink in the Hiring section'
    "recruiter": {"phase": "hiring", "power": "hire-team", "amount": 1},
    # 'use each to represent one team of choice ... only one type of team for the entire game turn'
    "generalist-wb": {"phase": "progress", "power": "stand-in", "teams": GENERALIST_TYPES["generalist-wb"]},
    "generalist-br": {"phase": "progress", "power": "stand-in", "teams": GENERALIST_TYPES["generalist-br"]},
}
# assumed: the six specialist colours (the text says only 'in six colors'); a generalist takes the mix of the
# two team colours it stands for, the others colours no team cube uses.
SPECIALIST_COLOURS: dict[str, str] = {
    "troubleshooter": "yellow", "consultant": "orange", "rainmaker": "black", "recruiter": "pink",
    "generalist-wb": "light blue", "generalist-br": "purple",
}

TOTAL_COINS = 40  # 'Coins in various denominations having total value 40 billion (not countermix limited)'
START_COINS = 5  # 'coins having value 5'
WINKS = 5  # '5 winks'
PAWNS_PER_PLAYER = 3  # 'three pawns matching the color of their board'
INCOME_CUBES_PER_PLAYER = 2  # 'a small green cube on the 2 space of the public and private income tracks'
INCOME_TRACKS: tuple[str, ...] = ("public", "private")
WINKS_TWO_PLAYERS = 6  # '(6 in a two-player game)'
BLACK_WINKS_TWO_PLAYERS = 2  # 'up to two winks on different spaces in the black (phases) row'
START_INCOME = 2  # 'a small green cube on the 2 space of the public and private income tracks'
INCOME_MIN = 0  # assumed: the income tracks run 0-10 (two green cubes per player, nothing lowers income)
INCOME_MAX = 10  # assumed: see INCOME_MIN; an advance beyond 10 is lost
ROUNDS = 5  # 'Dice Allocation Phase (five rounds)'
PAYDAY_BONUS = 2  # 'As a bonus for choosing this phase the player receives $2 billion in coins.'
MIN_PLAYERS, MAX_PLAYERS = 2, 5  # 'for 2-5 players'
# assumed: a safety net so that every game ends (random play); bot games end long before (see the bench)
MAX_TURNS = 30

TRACKS: tuple[str, ...] = ("Flying Car", "Teleportation", "Time Travel")  # in that order
TIERS: tuple[str, ...] = ("ONE", "TWO", "THREE")
LEVELS_PER_CARD = 3  # assumed: every development card shows three levels (spaces) one above the other
TRACK_LENGTH = LEVELS_PER_CARD * len(TIERS)  # a pawn at 9 is at the end of its track

# ---------------------------------------------------------------- catalogue ids (catalogue.py lists the components)

# What commands, events and views name a track and a die by (issue 28: no positional indices).
TRACK_IDS: tuple[str, ...] = tuple(t.lower().replace(" ", "-") for t in TRACKS)  # "flying-car", ...


def die_id(colour: str, n: int) -> str:
    """Die ``n`` (from 1) of the ``DICE_PER_COLOUR`` dice of ``colour``, e.g. "die-green-2"."""
    return f"die-{colour}-{n}"


DIE_IDS: tuple[str, ...] = tuple(die_id(c, n) for c in DIE_COLOURS for n in range(1, DICE_PER_COLOUR + 1))


def throw_ids(colours: list[str]) -> list[str]:
    """The ids of the dice on the table, in the order they came: a colour's first die is its die 1, the next its
    die 2 (the extra die, or a Consultant's out-of-play one)."""
    return [die_id(c, colours[:k].count(c) + 1) for k, c in enumerate(colours)]

# ---------------------------------------------------------------- the player board's matrix (assumed)

# The black row chooses the phases. assumed: spaces 1-4 are the four phases in the order the rulebook
# describes them; 5 and 6 are the wild spaces ('Choices 5 and 6 of the black row are essentially wild').
PHASES: tuple[str, ...] = ("funding", "payday", "hiring", "progress")
PHASE_OF_SPACE: dict[int, str] = {1: "funding", 2: "payday", 3: "hiring", 4: "progress"}
SPACE_OF_PHASE: dict[str, int] = {p: c for c, p in PHASE_OF_SPACE.items()}
WILD_SPACES = (5, 6)
# The board boxes each phase resolves (Payday resolves none: 'each player first calculates their current
# income level'); the kinds are those of BOARD below.
PHASE_BOXES: dict[str, str | None] = {"funding": "funding", "payday": None, "hiring": "hire", "progress": "progress"}
BONUS: dict[str, str] = {  # rulebook: what the player whose board chose the phase receives first
    "funding": "specialist",
    "payday": "coins",
    "hiring": "specialist",
    "progress": "team",
}


def _fund(public: int = 0, private: int = 0, cash: int = 0) -> dict[str, Any]:
    return {"kind": "funding", "public": public, "private": private, "cash": cash}


def _hire(*cubes: str, steal: bool = False) -> dict[str, Any]:
    """A hiring box: cube specs are a team colour, "team" (multicoloured: any team), "specialist" (any
    specialist) or "any" (team or specialist); ``steal`` is the hand icon."""
    return {"kind": "hire", "cubes": list(cubes), "steal": steal}


def _progress(levels: int) -> dict[str, Any]:
    return {"kind": "progress", "levels": levels}


# assumed: the whole matrix below. The green row is the Funding section; in the white, blue and red rows
# spaces 1-3 are the Hiring section and 4-6 the Progress section (so progress winks can sit in several
# rows, as the rulebook's '2-level, 3-level and 4-level progress' example needs). Higher dice give more,
# the rows differ so that every colour is worth drafting.
BOARD: dict[str, tuple[dict[str, Any], ...]] = {
    "black": tuple({"kind": "phase", "phase": PHASE_OF_SPACE[c]} for c in (1, 2, 3, 4))
    + ({"kind": "wild"}, {"kind": "wild"}),
    "green": (_fund(public=1), _fund(private=1), _fund(cash=3), _fund(public=2), _fund(private=2), _fund(cash=5)),
    "white": (_hire("white"), _hire("white", "white"), _hire("team"), _progress(1), _progress(2), _progress(3)),
    "blue": (_hire("blue"), _hire("blue", "blue"), _hire("any", steal=True), _progress(1), _progress(2),
             _progress(3)),
    "red": (_hire("red"), _hire("red", "red"), _hire("specialist"), _progress(2), _progress(3), _progress(4)),
}
SECTION_ROWS: tuple[str, ...] = ("white", "blue", "red")  # rows holding hiring and progress boxes


def instruction(row: str, space: int) -> dict[str, Any]:
    """The instruction printed on ``row`` at column ``space`` (1-6)."""
    return BOARD[row][space - 1]


# ---------------------------------------------------------------- development cards (assumed)

Req = tuple[int, int, int]  # (white, blue, red) teams a level requires

# assumed: levels and requirements of the 18 development cards. ONE cards ask for 1-2 teams per level,
# TWO cards 2-4, THREE cards 3-5; within a tier every colour is asked for about equally often, and each card
# leans on one or two colours so that reading a card ahead pays. Requirements never fall within a card.
DEV_CARDS: dict[str, tuple[Req, Req, Req]] = {
    "ONE-1": ((1, 0, 0), (1, 0, 0), (1, 1, 0)),
    "ONE-2": ((0, 1, 0), (0, 1, 0), (0, 1, 1)),
    "ONE-3": ((0, 0, 1), (0, 0, 1), (1, 0, 1)),
    "ONE-4": ((1, 0, 0), (1, 1, 0), (1, 1, 0)),
    "ONE-5": ((0, 1, 0), (0, 1, 1), (0, 1, 1)),
    "ONE-6": ((0, 0, 1), (1, 0, 1), (1, 0, 1)),
    "TWO-1": ((2, 0, 0), (2, 1, 0), (2, 1, 0)),
    "TWO-2": ((0, 2, 0), (0, 2, 1), (0, 2, 1)),
    "TWO-3": ((0, 0, 2), (1, 0, 2), (1, 0, 2)),
    "TWO-4": ((1, 1, 0), (1, 1, 1), (1, 1, 1)),
    "TWO-5": ((1, 0, 1), (2, 0, 1), (2, 0, 1)),
    "TWO-6": ((0, 1, 1), (0, 2, 1), (1, 2, 1)),
    "THREE-1": ((2, 1, 0), (3, 1, 0), (3, 1, 1)),
    "THREE-2": ((0, 2, 1), (0, 3, 1), (1, 3, 1)),
    "THREE-3": ((1, 0, 2), (1, 0, 3), (1, 1, 3)),
    "THREE-4": ((1, 1, 1), (2, 1, 1), (2, 2, 1)),
    "THREE-5": ((1, 1, 1), (1, 2, 1), (1, 2, 2)),
    "THREE-6": ((1, 1, 1), (1, 1, 2), (2, 1, 2)),
}
CARDS_OF_TIER: dict[str, tuple[str, ...]] = {t: tuple(c for c in DEV_CARDS if c.split("-")[0] == t) for t in TIERS}
TITLE_CARDS: tuple[str, ...] = TRACKS  # the 3 face-up cards reading 'Flying Car', 'Teleportation', 'Time Travel'


def requirement(card: str, level_on_card: int) -> dict[str, int]:
    """The teams level ``level_on_card`` (0-2) of ``card`` requires, as {"white": n, "blue": n, "red": n}."""
    return dict(zip(TEAMS, DEV_CARDS[card][level_on_card], strict=True))


# ---------------------------------------------------------------- scoring track (assumed)

# assumed: points of a pawn by its position (0 = Start, 9 = end of the track). Each card's levels are worth
# more than the card below, and reaching the end is worth the most, so racing one track and spreading over
# three both stay viable.
SCORE: tuple[int, ...] = (0, 1, 2, 3, 5, 7, 9, 12, 15, 20)

assert len(DEV_CARDS) == 18 and all(len(CARDS_OF_TIER[t]) == 6 for t in TIERS)  # '21 development cards'
assert len(SCORE) == TRACK_LENGTH + 1
assert sum(CUBE_TOTALS[k] for k in SPECIALISTS) == 18
