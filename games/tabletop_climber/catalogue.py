"""Tabletop Climber's component catalogue: every card, icon and season card the game names, built from data.py."""

from __future__ import annotations

from typing import Any

from games.tabletop_climber import data
from games.tabletop_climber.data import CARDS, ICON_BY_NUMBER, Card

# One English sentence per kind, filled from the component's fields (another language: another dict).
TEMPLATES: dict[str, str] = {
    "initial-card": "Initial Card: a {colour} {number}, dealt to the players' teams at the start of the game.",
    "icon-card": "Reinforcement Card: a {colour} {number} with the {icon_name} icon: {effect}.",
    "high-card": "Reinforcement Card: a {colour} {number}, a higher-numbered card without an icon.",
    "wild-card": "Reinforcement Card: a wild colour {number}, which has all four colours and can be played as any "
                 "colour in a single, set or run.",
    "colourless-card": "Reinforcement Card: a colourless {number}, which cannot be played in a run.",
    "set-of-two-card": "Reinforcement Card: a colourless {number} with the {icon_name} icon: {effect}.",
    "mountain-card": "Reinforcement Card: a colourless {number} with the {icon_name} icon: {effect}.",
    "icon": "The {name}: {effect}.",
    "gold-season-card": "Gold Season Card “{name}” (season {seasons_text}), worth {vp} VP to the season's 1st place: "
                        "{rule}.",
    "silver-season-card": "Silver Season Card of the {name}: players select hands of {hand_size} cards, and the "
                          "season's 2nd place gains {vp} VP.",
    "start-card": "The Start Card: {effect}.",
    "lodge-card": "Lodge Card ({copies} in the box): {effect}.",
}


def _card_kind(card: Card) -> str:
    if card.initial:
        return "initial-card"
    if card.set_of_two:
        return "set-of-two-card"
    if card.mountain:
        return "mountain-card"
    if card.wild:
        return "wild-card"
    if not card.colours:
        return "colourless-card"
    return "icon-card" if card.icon else "high-card"


def _icons(card: Card) -> list[str]:
    icons = [card.icon] if card.icon else []
    if card.set_of_two:
        icons.append(data.SET_OF_TWO_ICON)
    if card.mountain:
        icons.append(data.MOUNTAIN_ICON)
    return icons


def _card(card: Card) -> dict[str, Any]:
    kind = _card_kind(card)
    colour = "wild" if card.wild else card.colours[0] if card.colours else "colourless"
    icons = _icons(card)
    fields: dict[str, Any] = {
        "deck": "initial" if card.initial else "reinforcement",
        "number": card.number,
        "colour": colour,
        "colours": list(card.colours),
        "wild": card.wild,
        "icons": icons,
        "effect": card.icon,  # the effect icon a play of this card activates (CardsPlayed's ``effect``)
        "set_of_two": card.set_of_two,
        "mountain": card.mountain,
        "counts_as": 2 if card.set_of_two else 1,
        "in_run": bool(card.colours),  # 'colorless and cannot be played in a run'
    }
    # A name says what the card is: its colour (or Set-of-two / Mountain) and number, plus an effect icon's name
    # ("Red 8 (Reset)"), since the icon changes what playing it does.
    if card.set_of_two:
        name = f"Set-of-two {card.number}"
    elif card.mountain:
        name = f"Mountain {card.number}"
    else:
        name = f"{colour.capitalize()} {card.number}"
    if card.icon:
        name += f" ({data.ICON_NAMES[card.icon]})"
    words = {"colour": colour, "number": card.number}
    if icons:
        words.update(icon_name=data.ICON_NAMES[icons[0]], effect=data.ICON_EFFECTS[icons[0]])
    return {
        "id": card.id,
        "kind": kind,
        "name": name,
        "text": TEMPLATES[kind].format(**words),
        **fields,
    }


def _icon(icon: str) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "effect": data.ICON_EFFECTS[icon],
        "numbers": sorted({c.number for c in CARDS.values() if icon in _icons(c)}),
        "mandatory": icon in ICON_BY_NUMBER.values(),  # 'the special effect is mandatory'
    }
    name = f"{data.ICON_NAMES[icon]} icon"  # "Reverse icon", never the bare "Reverse" of the gold season card
    return {"id": icon, "kind": "icon", "name": name, "text": TEMPLATES["icon"].format(name=name, **fields), **fields}


def _gold_seasons(gold: str) -> list[int]:
    if gold == data.STANDARD:
        return [1]
    if gold == data.CLIMAX:
        return [data.SEASONS]
    return list(range(2, data.SEASONS))  # one of the middle seasons, dealt face down (where is secret)


def _gold(gold: str) -> dict[str, Any]:
    seasons = _gold_seasons(gold)
    fields: dict[str, Any] = {"vp": data.GOLD_VP[gold], "seasons": seasons, "rule": data.GOLD_RULES[gold],
                              **data.GOLD_FACTS[gold]}
    name = data.GOLD_NAMES[gold]
    seasons_text = f"{seasons[0]}–{seasons[-1]}" if len(seasons) > 1 else str(seasons[0])
    words = {"name": name, "seasons_text": seasons_text, **fields}
    return {"id": gold, "kind": "gold-season-card", "name": name, "text": TEMPLATES["gold-season-card"].format(**words),
            **fields}


def _ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') }"


def _silver(k: int) -> dict[str, Any]:
    fields = {"season": k + 1, "hand_size": data.HAND_SIZE[k], "vp": data.SILVER_VP[k]}
    name = f"{_ordinal(k + 1)} Season"
    return {"id": data.SILVER_IDS[k], "kind": "silver-season-card", "name": name,
            "text": TEMPLATES["silver-season-card"].format(name=name, **fields), **fields}


def _start_card() -> dict[str, Any]:
    fields = {"copies": data.START_CARDS, "number": None, "play": "single", "counts_in_hand": False,
              "effect": data.START_CARD_EFFECT}
    return {"id": "start-card", "kind": "start-card", "name": "Start Card",
            "text": TEMPLATES["start-card"].format(**fields), **fields}


def _lodge_card() -> dict[str, Any]:
    fields = {"copies": data.LODGE_CARDS, "sides": list(data.LODGE_SIDES), "effect": data.LODGE_EFFECT}
    return {"id": "lodge-card", "kind": "lodge-card", "name": "Lodge Card",
            "text": TEMPLATES["lodge-card"].format(**fields), **fields}


def components() -> list[dict[str, Any]]:
    """Build the catalogue: the 74 playing cards, the icons, the 13 season cards, the Start and Lodge Cards."""
    return [
        *(_card(card) for card in CARDS.values()),
        *(_icon(icon) for icon in data.ICON_NAMES),
        *(_gold(gold) for gold in data.GOLD_NAMES),
        *(_silver(k) for k in range(len(data.SILVER_IDS))),
        _start_card(),
        _lodge_card(),
    ]


COMPONENTS: list[dict[str, Any]] = components()
