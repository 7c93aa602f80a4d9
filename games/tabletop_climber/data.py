"""Card and season facts of Tabletop Climber.

The rulebook text lost its card pictures, so the composition of the 46 Reinforcement Cards, the
numbers on the Silver Season Cards and which icon sits on which number are reconstructed here;
every such value carries ``# assumed:`` and is listed in docs/rules/tabletop-climber.md.
"""

from __future__ import annotations

from typing import NamedTuple

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")  # assumed: four colours; names lost


class Card(NamedTuple):
    """One playing card."""

    id: str
    number: int
    colours: tuple[str, ...]  # () = colourless; all four = wild colour
    initial: bool  # Initial Card (else Reinforcement Card)
    icon: str | None  # "reset", "discard", "reverse" or None
    set_of_two: bool
    mountain: bool

    @property
    def wild(self) -> bool:
        return len(self.colours) == len(COLOURS)


# assumed: 8 reset (Daifugo's "8-cut"), 10 discard (Daifugo's "10-discard"), reverse on the 9 left over
ICON_BY_NUMBER: dict[int, str] = {8: "reset", 9: "reverse", 10: "discard"}

WILD_NUMBERS = tuple(range(0, 8))  # assumed: one wild colour card of each number 0-7 (8 cards)
COLOURLESS_NUMBERS = (12, 13, 14, 15, 16, 18)  # assumed: one each, the numbers the Revolution list names
SET_OF_TWO_NUMBERS = tuple(range(1, 11))  # assumed: ten colourless set-of-two cards numbered 1-10
MOUNTAIN_NUMBERS = tuple(range(1, 7))  # assumed: six colourless mountain cards 1-6 (two triples)


def _build() -> dict[str, Card]:
    cards: dict[str, Card] = {}

    def add(card: Card) -> None:
        cards[card.id] = card

    for colour in COLOURS:  # 28 Initial Cards: numbers 1-7 in 4 colours (rulebook)
        for n in range(1, 8):
            add(Card(f"I-{colour}-{n}", n, (colour,), True, None, False, False))
    for colour in COLOURS:  # numbers 8-11 in 4 colours, icons on 8, 9, 10 (rulebook)
        for n in range(8, 12):
            add(Card(f"R-{colour}-{n:02d}", n, (colour,), False, ICON_BY_NUMBER.get(n), False, False))
    for n in WILD_NUMBERS:
        add(Card(f"W-{n}", n, COLOURS, False, None, False, False))
    for n in COLOURLESS_NUMBERS:
        add(Card(f"C-{n:02d}", n, (), False, None, False, False))
    for n in SET_OF_TWO_NUMBERS:
        add(Card(f"D-{n:02d}", n, (), False, None, True, False))
    for n in MOUNTAIN_NUMBERS:
        add(Card(f"M-{n:02d}", n, (), False, None, False, True))
    return cards


CARDS: dict[str, Card] = _build()
INITIAL_IDS: tuple[str, ...] = tuple(c for c, card in CARDS.items() if card.initial)
REINFORCEMENT_IDS: tuple[str, ...] = tuple(c for c, card in CARDS.items() if not card.initial)
ALL_IDS: tuple[str, ...] = tuple(CARDS)

INITIAL_PER_PLAYER = 7
REINFORCEMENT_PER_PLAYER = 2
SEASONS = 5

STANDARD = "G-standard"
REVERSE = "G-reverse"
NO_SET = "G-no-set"
TRANSFER = "G-transfer"
UP_TO_2 = "G-up-to-2"
ACCIDENT = "G-accident"
REVOLUTION = "G-revolution"
CLIMAX = "G-climax"

GOLD_NAMES: dict[str, str] = {
    STANDARD: "Standard",
    REVERSE: "Reverse",
    NO_SET: "No Set",
    TRANSFER: "Transfer",
    UP_TO_2: "Up to 2 cards",
    ACCIDENT: "Accident",
    REVOLUTION: "Revolution",
    CLIMAX: "Climax",
}
GOLD_VP: dict[str, int] = {  # rulebook
    STANDARD: 5,
    REVERSE: 6,
    NO_SET: 7,
    TRANSFER: 7,
    UP_TO_2: 8,
    ACCIDENT: 8,
    REVOLUTION: 9,
    CLIMAX: 10,
}
MIDDLE_GOLD: tuple[str, ...] = (REVERSE, NO_SET, TRANSFER, UP_TO_2, ACCIDENT, REVOLUTION)

SILVER_IDS: tuple[str, ...] = tuple(f"S-{k}" for k in range(1, SEASONS + 1))
# assumed: season 5 is 12 (Climax text); 7-10 before it fit the smallest possible team minus an Accident card
HAND_SIZE: tuple[int, ...] = (7, 8, 9, 10, 12)
# assumed: silver (2nd place) VP below every gold value, rising with the season
SILVER_VP: tuple[int, ...] = (2, 3, 3, 4, 5)

CLIMAX_BASE_HAND = 12  # rulebook: "you can add as many card as you want to your 12 hand cards"
MAX_CARDS_UP_TO_2 = 2  # rulebook: "The number of cards that can be played is limited to 2."

# rulebook: 1st draws 1, 2nd draws 2, other players draw 3
DRAWS_FIRST, DRAWS_SECOND, DRAWS_OTHER = 1, 2, 3

assert len(INITIAL_IDS) == 28 and len(REINFORCEMENT_IDS) == 46 and len(CARDS) == 74

# Rulebook: "In case of a tie, the player with the most cards in their team wins. If still tied, share
# the victory." The criteria, in order, as GameEnded (schema version 2) records them.
TIEBREAK = ("vp", "team_size")

# ---------------------------------------------------------------- facts for the component catalogue

# The icons printed on cards; the first three are the ids CardsPlayed names as its ``effect``.
SET_OF_TWO_ICON = "set-of-two"
MOUNTAIN_ICON = "mountain"
ICON_NAMES: dict[str, str] = {
    "reset": "Reset",
    "discard": "Discard",
    "reverse": "Reverse",
    SET_OF_TWO_ICON: "Set of two",
    MOUNTAIN_ICON: "Mountain",
}
ICON_EFFECTS: dict[str, str] = {  # rulebook, "Reinforcement Card Details"
    "reset": "the field is reset immediately when it is played",
    "discard": "its player immediately discards one hand card face up to their lodge, which may empty the hand",
    "reverse": "the strength of the numbers is reversed until the next reset, so the next play must be lower",
    SET_OF_TWO_ICON: "it counts as two cards of its number in a set and normally cannot be played as a single",
    MOUNTAIN_ICON: "three Mountain cards played at once ignore the previous play, and only three other Mountain "
                   "cards beat them",
}

GOLD_RULES: dict[str, str] = {  # rulebook, "Season cards"
    STANDARD: "there are no special rules",
    REVERSE: "the turn order is counterclockwise instead of clockwise",
    NO_SET: "sets cannot be played (runs can), and Set of two cards are played as singles",
    TRANSFER: "before hand selection each player passes one team card to the player on their left, who keeps it",
    UP_TO_2: "at most 2 cards can be played at a time, so no 3-card set, run or Mountain triple (a Set of two card "
             "and one more still make a 3-set)",
    ACCIDENT: "before hand selection each player loses one random team card face down to their lodge this season",
    REVOLUTION: "the smaller the number, the stronger the card",
    CLIMAX: "players select 12 or more hand cards and announce how many, and the 1st place gains 1 VP more for "
            "each hand card beyond 12",
}
# What may be led on an empty field, by the season's rule: Reset, "Since no cards are on the field, they can play
# any number, type, and quantity of cards", narrowed by the Gold Season Card (rulebook, "Season cards").
LEADS_ANYTHING = "any number, type and quantity of cards: a Single, a Set, a Run or three Mountain cards"
LEADS: dict[str, str] = {
    NO_SET: "any number and quantity of cards as a Single, a Run or three Mountain cards, but no Set: in the No Set "
            "season 'Sets cannot be played' (a Set of two card is played as a Single)",
    UP_TO_2: "any number and type, but at most 2 cards: a Single, a 2-card Set or Run (a Set of two card and one "
             "more make a 3-Set), and no Mountain triple in the Up to 2 cards season",
}


def leads(gold: str | None) -> str:
    """What the player restarting the turn may lead this season."""
    return LEADS.get(gold or "", LEADS_ANYTHING)


GOLD_FACTS: dict[str, dict[str, object]] = {  # the same rules as data
    STANDARD: {},
    REVERSE: {"turn_order": "counterclockwise"},
    NO_SET: {"sets_allowed": False, "set_of_two_as_single": True},
    TRANSFER: {"before_hand_selection": "transfer", "cards_passed": 1},
    UP_TO_2: {"max_cards": MAX_CARDS_UP_TO_2},
    ACCIDENT: {"before_hand_selection": "accident", "cards_lost": 1},
    REVOLUTION: {"lower_wins": True},
    CLIMAX: {"base_hand": CLIMAX_BASE_HAND, "vp_per_extra_card": 1},
}

START_CARDS = 1  # rulebook: "1 Starting player card"
START_CARD_EFFECT = (  # rulebook, "Start Card"
    "the weakest card, with no number and not counted in the hand size; its holder plays it as a Single to open "
    "each season's Main Phase, and the next player may play any number on it but no Set or Run"
)
LODGE_CARDS = 4  # rulebook: "4 lodge cards"
LODGE_SIDES: tuple[str, ...] = ("summary", "pass")  # rulebook: "summary side up", "Pass side up"
LODGE_EFFECT = (  # rulebook, "Hand Selection Phase", "Pass" and "Reset"
    "each player keeps one, with their unused and reset cards and won season cards beneath it; turned Pass side "
    "up it shows that the player has passed until the next reset"
)

# ---------------------------------------------------------------- hosting

# assumed: not a rule of the game but of rated play (issue 31): a rated result counts only when every
# person's seat made at least this many decisions of its own; three show the seat was played, not
# resigned at once, and every game here asks each seat for far more (docs/rules, "Rated play").
MIN_RATED_DECISIONS = 3
