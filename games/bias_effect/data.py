"""Every fact of Bias Effect: identities, the autonomy track, chips and the three designed decks.

The rulebook text only counts the cards (90 beliefs, 81 algorithm cards, 48 life cards) and shows one life
card as an example, so the decks below are designed for this implementation. Every value the text does not
give carries ``# assumed:`` and is listed in docs/rules/bias-effect.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# ---------------------------------------------------------------- identities, chips, track

FAR_LEFT, LEFT, MODERATE, RIGHT, FAR_RIGHT = "FAR-LEFT", "LEFT", "MODERATE", "RIGHT", "FAR-RIGHT"
IDENTITIES: tuple[str, ...] = (FAR_LEFT, LEFT, MODERATE, RIGHT, FAR_RIGHT)

# rulebook: "2: LEFT vs. RIGHT; 3: + MODERATE; 4: LEFT, RIGHT, FAR LEFT, FAR RIGHT; 5: all five"
IDENTITIES_BY_COUNT: dict[int, tuple[str, ...]] = {
    2: (LEFT, RIGHT),
    3: (LEFT, RIGHT, MODERATE),
    4: (LEFT, RIGHT, FAR_LEFT, FAR_RIGHT),
    5: (LEFT, RIGHT, FAR_LEFT, FAR_RIGHT, MODERATE),
}
MIN_PLAYERS, MAX_PLAYERS = 2, 5

# the side whose programmed beliefs give an identity its bias bonus (MODERATE: the higher of the two)
SIDE_OF: dict[str, str | None] = {FAR_LEFT: "left", LEFT: "left", MODERATE: None, RIGHT: "right", FAR_RIGHT: "right"}

# assumed: cards and identities follow the life cards' colours (RED right-leaning, BLUE left-leaning, BLACK neutral)
SIDE_COLOUR: dict[str | None, str] = {"left": "blue", "right": "red", None: "black"}

IDENTITY_TEXT: dict[str, str] = {  # rulebook, identity cards
    FAR_LEFT: "Ensure the A.I. has at least THREE more LEFT beliefs than RIGHT.",
    LEFT: "Ensure the A.I. has more LEFT beliefs than RIGHT. (If 4+ players, must have less than THREE more.)",
    MODERATE: "Ensure the A.I. has an equal amount of RIGHT and LEFT beliefs (but at least ONE of each).",
    RIGHT: "Ensure the A.I. has more RIGHT beliefs than LEFT. (If 4+ players, must have less than THREE more.)",
    FAR_RIGHT: "Ensure the A.I. has at least THREE more RIGHT beliefs than LEFT.",
}

START_CHIPS = 5  # rulebook: "You'll also find FIVE (5) DATA CHIPS in your POUCH to start."
START_ALGORITHMS = 3  # rulebook: "draws THREE (3) ALGORITHM cards into their hand"
DRAW_PER_ROUND = 1  # rulebook: "Each player draws an ALGORITHM card into their hand."
TRADES_PER_ROUND = 1  # rulebook: "trade ONE (1) ALGORITHM CARD for CHIPS"
BIAS_BONUS = 3  # rulebook: "every programmed LEFT BELIEF grants a bonus of +3"
FAR_MARGIN = 3  # rulebook: "at least THREE more"; LEFT/RIGHT with 4+ players: "less than THREE more"
LIMITED_FROM = 4  # rulebook: "(If 4+ players, must have less than THREE more.)"
TIE_RULE_COUNTS = (2, 4)  # rulebook: "In a 2 or 4 player game, there is the possibility of a tie."
RESET_TO_ROUND = 3  # rulebook: "reset it to ROUND 3 and continue play"

# The rulebook's round: FIRST PHASE (steps 1-2), SECOND PHASE (3-5), THIRD PHASE (6), FOURTH PHASE (7-8). Every
# text that names a moment of the round uses these words: server phase -> (rulebook phase, step, what happens).
ROUND_STEPS: dict[str, tuple[str, int, str]] = {
    "trade": ("first phase", 2, "each player may trade ONE algorithm card in for chips"),
    "bid": ("second phase", 4, "each player bids chips in secret for the belief"),
    "choose": ("second phase", 5, "the bid winner chooses to PROGRAM or DELETE the belief"),
    "algorithm": ("fourth phase", 7, "starting with the bid winner and going clockwise, each player may play ONE "
                                     "algorithm card"),
}


def round_step(phase: str) -> str:
    """A moment of the round in the rulebook's numbering: "the first phase (step 2: each player may trade ...)"."""
    name, step, what = ROUND_STEPS[phase]
    return f"the {name} (step {step}: {what})"


TOTAL_CHIPS = 400  # assumed: the box's chip supply; the bank holds whatever no pouch holds
AUTONOMY_ROUNDS = 10  # assumed: ROUND 1..10, then the robot space (a 20-40 minute game)
MAX_RESETS = 3  # assumed: after three resets with still no winner the game ends as a shared draw
NO_WINNER_RESET_ALL_COUNTS = True  # assumed: 3/5 players with nobody satisfied also reset to ROUND 3

# ---------------------------------------------------------------- belief cards (90)


class Belief(NamedTuple):
    id: str
    side: str  # "left" | "right"
    title: str
    topic: str
    text: str


# assumed: 45 topics, each with one LEFT and one RIGHT position (the card faces are not in the text)
BELIEF_TOPICS: tuple[tuple[str, str, str], ...] = (
    ("Minimum wage", "Raise the minimum wage", "Let markets set wages"),
    ("Health care", "Single-payer health care", "Private health insurance markets"),
    ("Income tax", "Progressive wealth tax", "Flat income tax"),
    ("Firearms", "Universal background checks", "Expanded concealed carry"),
    ("Immigration", "Path to citizenship", "Stricter border enforcement"),
    ("Climate", "Carbon tax", "Expand domestic drilling"),
    ("Higher education", "Tuition-free public college", "Student loans priced by the market"),
    ("Labour", "Strengthen labour unions", "Right-to-work laws"),
    ("Welfare", "Expand the social safety net", "Work requirements for welfare"),
    ("Business", "Stronger corporate regulation", "Cut red tape for business"),
    ("Policing", "Civilian police oversight boards", "Increase police funding"),
    ("Drugs", "Decriminalise drug possession", "Tough drug sentencing"),
    ("Energy", "Subsidise renewable energy", "End green energy subsidies"),
    ("Housing", "Rent control", "Homeownership tax breaks"),
    ("Trade", "Labour standards in trade deals", "Free-trade agreements"),
    ("Defence", "Cut defence spending", "Increase defence spending"),
    ("Voting", "Automatic voter registration", "Voter ID laws"),
    ("Online speech", "Moderate hate speech online", "No moderation of online speech"),
    ("Big tech", "Break up big tech", "Let tech regulate itself"),
    ("Justice", "Abolish the death penalty", "Keep the death penalty"),
    ("Utilities", "Public ownership of utilities", "Privatise public services"),
    ("Pensions", "Expand public pensions", "Private retirement accounts"),
    ("Childcare", "Universal public childcare", "Family tax credits"),
    ("Transport", "Invest in public transit", "Build more highways"),
    ("Banking", "Break up the big banks", "Deregulate banking"),
    ("Inheritance", "Raise the inheritance tax", "Abolish the inheritance tax"),
    ("Prisons", "End private prisons", "Expand private prisons"),
    ("Foreign aid", "Increase foreign aid", "Cut foreign aid"),
    ("Work week", "Four-day work week", "Flexible gig contracts"),
    ("Student debt", "Cancel student debt", "Repay every student loan"),
    ("Public lands", "Protect public lands", "Open public lands to development"),
    ("Internet", "Net neutrality", "Market-priced internet access"),
    ("Basic income", "Universal basic income", "Means-tested benefits only"),
    ("Corporate tax", "Raise corporate taxes", "Cut corporate taxes"),
    ("Medicine prices", "Cap prescription drug prices", "Free-market drug pricing"),
    ("Schools and faith", "Strictly secular public schools", "Prayer in public schools"),
    ("Admissions", "Affirmative action", "Merit-only admissions"),
    ("School control", "National school standards", "Local control of schools"),
    ("Executive pay", "Cap executive pay", "No limits on executive pay"),
    ("Family leave", "Paid family leave mandate", "Voluntary employer benefits"),
    ("Artificial intelligence", "Strict regulation of A.I.", "Unregulated A.I. innovation"),
    ("Automation", "Tax robots that replace workers", "Tax credits for automation"),
    ("Personal data", "Data privacy as a civil right", "Personal data as tradeable property"),
    ("Government", "Bigger government, more services", "Smaller government, lower taxes"),
    ("Agriculture", "Ban factory farming", "Deregulate agriculture"),
)


def _beliefs() -> dict[str, Belief]:
    out: dict[str, Belief] = {}
    for k, (topic, left, right) in enumerate(BELIEF_TOPICS, start=1):
        for side, title in (("left", left), ("right", right)):
            bid = f"B{side[0].upper()}-{k:02d}"
            text = (f"A {side.upper()} belief on {topic.lower()}. While programmed it counts toward "
                    f"{side.upper()} and grants +{BIAS_BONUS} to every {side.upper()}-side bid.")
            out[bid] = Belief(bid, side, title, topic, text)
    return out


BELIEFS: dict[str, Belief] = _beliefs()
BELIEF_IDS: tuple[str, ...] = tuple(BELIEFS)

# ---------------------------------------------------------------- algorithm cards (81)


class Algorithm(NamedTuple):
    id: str
    title: str
    kind: str  # see ALGORITHM_KINDS
    amount: int
    trade: int  # chips for trading it in ("the trade-in cost indicated on the bottom right")
    needs: str | None  # parameter of play-algorithm: "belief", "target", "side" or None
    text: str


ALGORITHM_KINDS: dict[str, tuple[str | None, str]] = {
    # kind: (parameter, effect text with {n})
    "purge": ("belief", "Remove one programmed belief of your choice from the A.I. (it is discarded)."),
    "backdoor": ("side", "Program a random belief of the side you name (LEFT or RIGHT) from the belief deck."),
    "steal": ("target", "Take up to {n} chips from the pouch of a player you choose."),
    "tax": (None, "Every other player pays you 1 chip (if they have one)."),
    "grant": (None, "Take {n} chips from the bank."),
    "crash": (None, "Every player, you included, pays up to {n} chips to the bank."),
    "boost": (None, "Next round, your bid counts {n} higher."),
    "throttle": ("target", "Next round, the bid of a player you choose counts {n} lower (never below 0)."),
    "static": (None, "Next round, every other player's bid counts {n} lower (never below 0)."),
    "tiebreak": (None, "Next round, if you tie for the highest bid, you win the belief instead of a tie."),
    "amplify": (None, "Next round, your bias bonus counts double."),
    "draw": (None, "Draw {n} algorithm cards."),
    "malware": ("target", "A player you choose discards a random algorithm card face up."),
}

# assumed: the whole composition (titles, effects, copies and trade-in values): strong effects trade low
ALGORITHM_DESIGN: tuple[tuple[str, str, int, int, int], ...] = (
    # (title, kind, amount, trade-in value, copies)
    ("Hard Reset", "purge", 0, 1, 3),
    ("Rollback", "purge", 0, 2, 3),
    ("Backdoor", "backdoor", 0, 1, 3),
    ("Phishing", "steal", 2, 2, 6),
    ("Ransomware", "steal", 4, 1, 3),
    ("Data Tax", "tax", 1, 2, 4),
    ("Crypto Mining", "grant", 3, 3, 7),
    ("Venture Funding", "grant", 5, 2, 4),
    ("Quantum Windfall", "grant", 8, 1, 2),
    ("Market Crash", "crash", 2, 3, 3),
    ("Overclock", "boost", 3, 3, 7),
    ("Priority Queue", "boost", 5, 2, 4),
    ("Lag Spike", "throttle", 3, 2, 6),
    ("Denial of Service", "throttle", 5, 1, 3),
    ("Static Noise", "static", 1, 2, 3),
    ("Recount", "tiebreak", 0, 2, 4),
    ("Echo Chamber", "amplify", 0, 2, 4),
    ("Code Review", "draw", 2, 3, 6),
    ("Malware", "malware", 0, 2, 6),
)


def _algorithms() -> dict[str, Algorithm]:
    out: dict[str, Algorithm] = {}
    k = 0
    for title, kind, amount, trade, copies in ALGORITHM_DESIGN:
        needs, text = ALGORITHM_KINDS[kind]
        for _ in range(copies):
            k += 1
            aid = f"A-{k:02d}"
            out[aid] = Algorithm(aid, title, kind, amount, trade, needs, text.format(n=amount))
    return out


ALGORITHMS: dict[str, Algorithm] = _algorithms()
ALGORITHM_IDS: tuple[str, ...] = tuple(ALGORITHMS)

# ---------------------------------------------------------------- life cards (48)

Effect = dict[str, Any]  # {"kind": "chips"|"remove"|"program"|"draw"|"discard"|"none", ...}
GROUPS: dict[str, tuple[str, ...]] = {  # who a life effect addresses
    "left": (LEFT, FAR_LEFT),  # assumed: "LEFT identities" means both LEFT-side identities
    "right": (RIGHT, FAR_RIGHT),
    "moderate": (MODERATE,),
    "far": (FAR_LEFT, FAR_RIGHT),
    "all": IDENTITIES,
}
GROUP_NAMES = {"left": "LEFT and FAR-LEFT", "right": "RIGHT and FAR-RIGHT", "moderate": "MODERATE",
               "far": "FAR-LEFT and FAR-RIGHT", "all": "All"}


class Life(NamedTuple):
    id: str
    title: str
    right: Effect  # RED: the A.I. is RIGHT-LEANING
    left: Effect  # BLUE: the A.I. is LEFT-LEANING
    neutral: Effect  # BLACK: equal (or no) beliefs
    text: dict[str, str]


NONE: Effect = {"kind": "none"}


def chips(who: str, n: int) -> Effect:
    return {"kind": "chips", "who": who, "amount": n}


def remove(side: str) -> Effect:
    return {"kind": "remove", "side": side}


def program(side: str) -> Effect:
    return {"kind": "program", "side": side}


def draw(who: str) -> Effect:
    return {"kind": "draw", "who": who}


def discard(who: str) -> Effect:
    return {"kind": "discard", "who": who}


# assumed: 24 designs, each also printed mirrored (LEFT and RIGHT swapped), so the deck favours no side.
# (title, mirrored title, RED effect if RIGHT-LEANING, BLUE effect if LEFT-LEANING, BLACK effect if neutral)
LIFE_DESIGN: tuple[tuple[str, str, Effect, Effect, Effect], ...] = (
    # the rulebook's example card and its mirror
    ("Talk Radio Tour", "Campus Lecture Tour", chips("right", 10), chips("left", -10), NONE),
    ("Viral Rant", "Viral Manifesto", remove("right"), chips("left", 3), NONE),
    ("Think-Tank Grant", "Foundation Grant", chips("right", 4), chips("right", 2), chips("all", 1)),
    ("Media Backlash", "Tabloid Backlash", chips("right", -4), chips("right", 3), NONE),
    ("Town Hall Heckling", "Rally Heckling", remove("right"), NONE, chips("moderate", 3)),
    ("Lobbyist Dinner", "Union Dinner", chips("right", 5), chips("left", -3), chips("right", 1)),
    ("Op-Ed Sensation", "Blog Sensation", program("right"), chips("left", -2), NONE),
    ("Scandal Leak", "Whistleblower Leak", remove("right"), chips("left", -2), chips("far", -2)),
    ("Bootstrap Seminar", "Solidarity Seminar", draw("right"), discard("left"), draw("moderate")),
    ("Market Rally", "Strike Victory", chips("right", 3), chips("left", 3), chips("moderate", 2)),
    ("Fact-Check Fail", "Fact-Check Pass", chips("right", -3), chips("left", 2), NONE),
    ("Patriotic Parade", "Climate March", chips("right", 2), NONE, program("left")),
    ("Hacked Account", "Doxxed Account", discard("right"), discard("left"), discard("all")),
    ("Celebrity Endorsement", "Influencer Endorsement", chips("right", 6), chips("far", -3), NONE),
    ("Debate Win", "Debate Loss", chips("right", 2), chips("right", -2), chips("all", 1)),
    ("Focus Group", "Opinion Poll", draw("right"), draw("left"), draw("all")),
    ("Populist Surge", "Progressive Surge", chips("far", 4), NONE, chips("moderate", 4)),
    ("Cancelled Talk", "Banned Book", remove("left"), remove("right"), NONE),
    ("Tax Refund Error", "Welfare Audit", chips("left", -4), chips("right", -4), chips("all", -1)),
    ("Grassroots Funding", "Small-Donor Drive", chips("right", 3), chips("right", 3), chips("right", 3)),
    ("Algorithmic Echo", "Algorithmic Filter", program("right"), program("left"), NONE),
    ("Moral Panic", "Culture War", chips("moderate", -3), chips("moderate", 3), chips("far", 2)),
    ("Bipartisan Summit", "Peace Accord", chips("moderate", 4), chips("moderate", 4), remove("left")),
    ("Server Outage", "Power Cut", discard("right"), NONE, chips("all", -2)),
)

_SWAP = {"left": "right", "right": "left"}


def mirror(effect: Effect) -> Effect:
    """The effect with LEFT and RIGHT swapped."""
    out = dict(effect)
    for key in ("who", "side"):
        if key in out:
            out[key] = _SWAP.get(out[key], out[key])
    return out


def effect_text(effect: Effect) -> str:
    """The printed text of one life effect."""
    kind = effect["kind"]
    if kind == "none":
        return "Nothing happens."
    if kind == "chips":
        n = effect["amount"]
        verb = "GAIN" if n > 0 else "LOSE"
        unit = "chip" if abs(n) == 1 else "chips"
        return f"{GROUP_NAMES[effect['who']]} identities {verb} {abs(n)} {unit} each."
    if kind == "remove":
        return f"Remove the most recently programmed {effect['side'].upper()} belief."
    if kind == "program":
        return f"Program a random {effect['side'].upper()} belief from the belief deck."
    if kind == "draw":
        return f"{GROUP_NAMES[effect['who']]} identities draw one algorithm card each."
    if kind == "discard":
        return f"{GROUP_NAMES[effect['who']]} identities each discard a random algorithm card face up."
    raise ValueError(kind)


def _lives() -> dict[str, Life]:
    out: dict[str, Life] = {}
    k = 0
    for title, mirrored, right, left, neutral in LIFE_DESIGN:
        for name, r, lft, neu in ((title, right, left, neutral),
                                  (mirrored, mirror(left), mirror(right), mirror(neutral))):
            k += 1
            lid = f"L-{k:02d}"
            text = {"right": effect_text(r), "left": effect_text(lft), "neutral": effect_text(neu)}
            out[lid] = Life(lid, name, r, lft, neu, text)
    return out


LIVES: dict[str, Life] = _lives()
LIFE_IDS: tuple[str, ...] = tuple(LIVES)

assert len(BELIEFS) == 90 and sum(b.side == "left" for b in BELIEFS.values()) == 45
assert len(ALGORITHMS) == 81
assert len(LIVES) == 48

# ---------------------------------------------------------------- hosting

# assumed: not a rule of the game but of rated play (issue 31): a rated result counts only when every
# person's seat made at least this many decisions of its own; three show the seat was played, not
# resigned at once, and every game here asks each seat for far more (docs/rules, "Rated play").
MIN_RATED_DECISIONS = 3
