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
