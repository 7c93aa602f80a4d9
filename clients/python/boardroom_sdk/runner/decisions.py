"""One decision of one seat: the turn handed to the engine (game, seat, view, labelled legal moves, clock) and
its move posted once, against the version the engine saw."""

from __future__ import annotations

import logging
from typing import Any

from boardroom_sdk.client import Boardroom, CommandResult, Seat
from boardroom_sdk.errors import ProblemError
from boardroom_sdk.runner.engines import Engine, EngineError, chosen

Json = dict[str, Any]
log = logging.getLogger("boardroom_sdk.runner")


def turn_of(table: Json, moves: Json) -> Json:
    """What an engine is given: everything to decide from, as the seat may see it."""
    return {"gid": table["id"], "game": table["game"], "seat": moves["seat"], "version": moves["version"],
            "rated": table.get("rated"), "seats": table.get("seats"), "view": table.get("view"),
            "clock": table.get("clock"), "to_act": table.get("to_act"), "moves": moves["moves"]}


def playable(moves: Json) -> bool:
    """Whether the seat has a decision to make: a complete move, or a template, is listed."""
    return bool(moves.get("moves"))


def decide(api: Boardroom, engine: Engine, gid: str, seat: int, table: Json | None = None,
           moves: Json | None = None) -> CommandResult | None:
    """Ask the engine for the seat's move and post it with `If-Match` (the version it was decided on), so a
    decision already made (by this runner before a crash, or the clock's bot) is refused, never played again;
    a 409 means the game moved on: read it again and ask again. None: nothing to decide now."""
    held = Seat(api, gid, None, seat)

    def choose(now: Json) -> Json | None:
        nonlocal table
        if not playable(now):
            return None
        if table is None or table["version"] != now["version"]:
            table = held.game()
        turn = turn_of(table, now)
        try:
            return chosen(engine.decide(turn), now["moves"])
        except EngineError:
            log.exception("game %s seat %s version %s: the engine gave no move", gid, seat, now["version"])
            return None

    try:
        result = held.play(choose, moves)
    except ProblemError as refused:
        # the engine's move was refused (422), or the table ended meanwhile: that decision waits for the clock
        log.warning("game %s seat %s: %s", gid, seat, refused)
        return None
    if result is not None:
        log.info("game %s seat %s: played, now at version %s", gid, seat, result.version)
    return result
