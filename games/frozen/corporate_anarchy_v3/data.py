"""Facts of Corporate Anarchy: tiles, prices, commands and the board's geometry.

The rulebook text gives prices, incomes, counts and durations; it lacks the board picture, so how the HQs
sit around the centre, where the protruding squares are and how many tokens the money bag holds are
assumed here (``# assumed:``) and listed in docs/rules/corporate-anarchy.md.
"""

from __future__ import annotations

# ---------------------------------------------------------------- players and money

MIN_PLAYERS, MAX_PLAYERS = 2, 4  # the issue: 2-4 players (the board has four HQs)
START_MONEY = 10  # rulebook: "10 *money tokens*"
MONEY_TOTAL = 100  # assumed: the bag's token count is not given; 100 keeps $60+ in the bag with 4 players
TOKEN_VALUE = 1  # assumed: a money token is worth $1 (the picture is lost; "10 money tokens" are the $10 prices use)
TOKEN_COLOUR = "red"  # rulebook: "collect red tokens from the bag"
DIE_SIDES = 6  # rulebook: "a *6-sided die*"

# ---------------------------------------------------------------- base tiles

ALARM, GUARD, VIP = "alarm", "guard", "vip"
BASE_KINDS: tuple[str, ...] = (ALARM, GUARD, VIP)
ALARMS = 3  # rulebook: "Alarm (X3)"
GUARDS = 2  # rulebook: "Security guard (X2)"
BASE_NAMES: dict[str, str] = {ALARM: "Alarm", GUARD: "Security guard", VIP: "VIP"}  # rulebook "Base tile functions"
# What landing on a face-down base tile of another player does (TileUncovered.outcome); rulebook "Base tile functions"
LANDING: dict[str, str] = {ALARM: "alarm", GUARD: "sent-home", VIP: "vip-taken"}


def vips_per_player(players: int) -> int:
    """Rulebook: 'You should place 1 less than the number of players'."""
    return players - 1


def base_counts(players: int) -> dict[str, int]:
    return {ALARM: ALARMS, GUARD: GUARDS, VIP: vips_per_player(players)}


# ---------------------------------------------------------------- building tiles

SHOP, FACTORY, DRUG_DEN = "shop", "factory", "drug-den"
BUILDINGS: dict[str, dict[str, int]] = {  # rulebook: "Shop ($4): small income ($1 per turn)" ...
    SHOP: {"cost": 4, "income": 1},
    FACTORY: {"cost": 6, "income": 2},
    DRUG_DEN: {"cost": 6, "income": 3},
}
BUILDING_NAMES: dict[str, str] = {SHOP: "Shop", FACTORY: "Factory", DRUG_DEN: "Drug den"}
MAX_BUILDINGS = 6  # rulebook: "each player may only purchase a maximum of 6 building tiles throughout a game"

# ---------------------------------------------------------------- command cards

ROAD_BLOCK = "road-block"
NEGATIVE_AD = "negative-ad"
PLANT_EVIDENCE = "plant-evidence"
STOCK_MARKET_CRASH = "stock-market-crash"
QUARANTINE = "quarantine"
ANONYMOUS_TIP = "anonymous-tip"
COMMUNICATIONS_JAM = "communications-jam"
CORPORATE_ESPIONAGE = "corporate-espionage"
TRAVEL_PERMIT = "travel-permit"

COMMANDS: dict[str, int] = {  # rulebook "Command card functions": prices
    ROAD_BLOCK: 3,
    NEGATIVE_AD: 2,
    PLANT_EVIDENCE: 2,
    STOCK_MARKET_CRASH: 6,
    QUARANTINE: 5,
    ANONYMOUS_TIP: 4,
    COMMUNICATIONS_JAM: 3,
    CORPORATE_ESPIONAGE: 4,
    TRAVEL_PERMIT: 10,
}
COMMAND_NAMES: dict[str, str] = {
    ROAD_BLOCK: "Road block",
    NEGATIVE_AD: "Negative ad",
    PLANT_EVIDENCE: "Plant evidence",
    STOCK_MARKET_CRASH: "Stock market crash",
    QUARANTINE: "Quarantine",
    ANONYMOUS_TIP: "Anonymous tip",
    COMMUNICATIONS_JAM: "Communications jam",
    CORPORATE_ESPIONAGE: "Corporate espionage",
    TRAVEL_PERMIT: "Travel permit",
}
# What a command needs: an opponent ("target"), an HQ ("hq"), an opponent's face-down tile ("square"), nothing.
COMMAND_TARGET: dict[str, str | None] = {
    ROAD_BLOCK: None,
    NEGATIVE_AD: "target",
    PLANT_EVIDENCE: "target",
    STOCK_MARKET_CRASH: None,
    QUARANTINE: "hq",
    ANONYMOUS_TIP: "target",
    COMMUNICATIONS_JAM: "target",
    CORPORATE_ESPIONAGE: "square",
    TRAVEL_PERMIT: None,
}
# Whom a command card acts on: every other player, the chosen opponent, anyone in the chosen HQ, or the buyer.
COMMAND_AFFECTS: dict[str, str] = {
    ROAD_BLOCK: "others",  # rulebook: "Other players cannot move between areas"
    NEGATIVE_AD: "target",
    PLANT_EVIDENCE: "target",
    STOCK_MARKET_CRASH: "others",  # rulebook: "No one gains income for 1 turn (except you)"
    QUARANTINE: "hq",  # rulebook: "Anyone in the HQ of your choice"
    ANONYMOUS_TIP: "target",
    COMMUNICATIONS_JAM: "target",
    CORPORATE_ESPIONAGE: "target",
    TRAVEL_PERMIT: "self",
}
PLANT_EVIDENCE_FINE = 3  # rulebook: "loses $3"
ANONYMOUS_TIP_FINE = 7  # rulebook: "they lose $7 for each one"
ROAD_BLOCK_TURNS = 1  # rulebook: "for a turn"
NEGATIVE_AD_TURNS = 1  # rulebook: "for 1 turn"
STOCK_MARKET_CRASH_TURNS = 1  # rulebook: "for 1 turn"
QUARANTINE_TURNS = 2  # rulebook: "for 2 turns"
COMMUNICATIONS_JAM_TURNS = 1  # rulebook: "for 1 turn"
FACE_DOWN_LIMIT = 3  # rulebook: "Once 3 command cards are face down, the player should flip them back"

# ---------------------------------------------------------------- movement

MOVE_STEPS = 4  # rulebook: "You may move up to 4 spaces per turn"
# assumed: a safety net so that every game ends: players who spent their money on commands, own no building and
# hold no permit can never leave their HQ again (no income without buildings), and 2 such players could play for
# ever. After 100 rounds (100 x players turns) the game ends without a winner; bot games end long before (bench).
MAX_ROUNDS = 100

# ---------------------------------------------------------------- board geometry

HQ_SIZE = 6  # rulebook: "the 6x6 space"
BOARD_SIZE = 18  # assumed: a plus-shaped 18x18 grid: four 6x6 HQs around a 6x6 centre holding the bag
CENTRE = {"x": 6, "y": 6, "width": 6, "height": 6}  # assumed: the centre block, columns/rows 6-11
# Local HQ coordinates: row r = 0 on the edge facing the centre ... 5 on the outer edge (furthest from the
# centre); column c = 0..5 from left to right as seen by someone standing in the centre and looking out.
OUTER_ROW = HQ_SIZE - 1  # rulebook: "the edge furthest from the centre of the board"
PROTRUSION_COL = 2  # assumed: the protruding square sits in front of inner-edge column 2 (one step into the centre)
SIDES: tuple[str, ...] = ("south", "west", "north", "east")  # clockwise on screen: 6, 9, 12 and 3 o'clock
# assumed: which sides the seats' HQs occupy (clockwise seating); 2 players sit opposite each other
SIDES_BY_PLAYERS: dict[int, tuple[str, ...]] = {
    2: ("south", "north"),
    3: ("south", "west", "north"),
    4: ("south", "west", "north", "east"),
}


def board_xy(side: str, r: int, c: int) -> tuple[int, int]:
    """Board (x, y) of local square (r, c) of the HQ on ``side``; (r, c) = (-1, 2) is its protruding square.

    x grows to the right (east), y grows downwards (south); each side is the south HQ turned 90° clockwise.
    """
    if side == "south":
        return 6 + c, 12 + r
    if side == "west":
        return 5 - r, 6 + c
    if side == "north":
        return 11 - c, 5 - r
    if side == "east":
        return 12 + r, 11 - c
    raise ValueError(side)

# ---------------------------------------------------------------- hosting

# assumed: not a rule of the game but of rated play (issue 31): a rated result counts only when every
# person's seat made at least this many decisions of its own; three show the seat was played, not
# resigned at once, and every game here asks each seat for far more (docs/rules, "Rated play").
MIN_RATED_DECISIONS = 3
