"""Events stored at version 1 named a die by its index in the round's throw and a track by its index 0-2; at
version 2 they carry catalogue ids (issue 28). Each upcaster rewrites exactly that, from the event's own data."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.frozen.inventing_the_future_v2.data import DIE_COLOURS, TRACK_IDS, die_id, throw_ids

Data = dict[str, Any]

# The events whose data changed shape, at their current version.
EVENT_VERSIONS: dict[str, int] = {
    "DiceRolled": 2, "DieDrafted": 2, "DieReset": 2, "DieAdded": 2, "CardFlipped": 2, "PawnAdvanced": 2,
}


def _thrown_die(data: Data) -> Data:
    """A die's index in the throw: the first five are one of each colour (die 1), the rest die 2 of theirs."""
    return {**data, "die": die_id(data["colour"], 1 if data["die"] < len(DIE_COLOURS) else 2)}


def _dice_rolled(data: Data) -> Data:
    ids = throw_ids([x["colour"] for x in data["dice"]])
    return {**data, "dice": [{"id": id_, **x} for id_, x in zip(ids, data["dice"], strict=True)]}


def _die_added(data: Data) -> Data:
    """A Consultant adds only a colour not rolled twice: always die 2 of its colour."""
    return {"die": die_id(data["colour"], 2), **data}


def _track(data: Data) -> Data:
    return {**data, "track": TRACK_IDS[data["track"]]}


UPCASTERS: dict[tuple[str, int], Callable[[Data], Data]] = {
    ("DiceRolled", 1): _dice_rolled,
    ("DieDrafted", 1): _thrown_die,
    ("DieReset", 1): _thrown_die,
    ("DieAdded", 1): _die_added,
    ("CardFlipped", 1): _track,
    ("PawnAdvanced", 1): _track,
}
