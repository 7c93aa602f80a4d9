"""Events stored in an older schema version, read in the current shape (``games.table.upcast``). Each upcaster is
pure and reads the event's own data only.

Version 2 (issue 28, ids instead of positions): ``CardTaken`` drops the card's position on its track (the card id it
already held says which card it was); ``CardPlayed`` names the table place by its id; ``AwardWon`` names the
published game by its id, except that a version 1 event gave only the game's position in the seat's list of
published games then, which says which id it was only with the state at hand: it keeps that position as ``index``
and ``game`` is null, and the fold (``state.published_position``) finds the game by it.
"""

from __future__ import annotations

from typing import Any

from games.frozen.tabletop_inc_v3 import data as D

EVENT_VERSIONS: dict[str, int] = {"CardTaken": 2, "CardPlayed": 2, "AwardWon": 2}


def card_taken_v1(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "index"}


def card_played_v1(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "place": D.TABLE_PLACES[data["place"]]}


def award_won_v1(data: dict[str, Any]) -> dict[str, Any]:
    return {"game": None, "level": data["level"], "index": data["game"]}


UPCASTERS = {("CardTaken", 1): card_taken_v1, ("CardPlayed", 1): card_played_v1, ("AwardWon", 1): award_won_v1}
