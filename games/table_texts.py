"""What hosting's own events say in the game log (the games say what theirs do: ``Game.summarize``)."""

from __future__ import annotations

from typing import Any

from games.texts import default_summary

LABELS = {  # the table commands /moves lists beside the game's moves
    "resign": "Resign: you are ranked last and the game goes on without you.",
    "leave": "Leave the table for now: a bot plays your seat until you return.",
    "return": "Return to your seat and play it yourself again.",
    "abort": "Abort the game (allowed until a person has made a move).",
    "take-back": "Take back your last move: the table goes back to how it was before it.",
}
OUTCOMES = {"bot": "a bot plays for them now", "resign": "they resign", "forfeit": "they forfeit",
            "grace": "they have one more clock before a bot plays for them"}


def summary(event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(template, params) of a lifecycle event."""
    kind, seat, data = event["type"], event.get("seat"), event.get("data") or {}
    if kind == "TableCreated":
        return "A table of {game} opened for {players} players.", {"game": data.get("game"),
                                                                    "players": len(data.get("seats", []))}
    if kind == "SeatJoined":
        if not isinstance(seat, int):
            return "{name} took a seat.", {"name": data.get("name")}
        return "{seat} took seat {number}.", {"seat": seat, "number": seat + 1}  # the name as told apart
    if kind == "TableStarted":
        return "Every seat is taken: the game begins.", {}
    if kind == "GameFinished":
        ranking = data.get("ranking") or []
        return "The game is over; first: {first_seat}.", {"first_seat": list(ranking[0]) if ranking else []}
    if kind == "SeedRevealed":
        return "The seed is revealed: anyone can now audit every shuffle and roll.", {}
    if kind == "ClockExpired":
        outcome = data.get("outcome", "bot")
        return "{seat}'s time ran out: " + OUTCOMES.get(outcome, outcome) + ".", {"seat": data.get("seat")}
    if kind == "VictoryClaimed":
        return ("{claimant_seat} claimed the win: {seat} was away too long and forfeits.",
                {"claimant_seat": seat, "seat": data.get("seat")})
    templates = {
        "SeatResigned": "{seat} resigned.",
        "SeatLeft": "{seat} left the table; a bot plays for them.",
        "SeatReturned": "{seat} came back to the table.",
        "TableAborted": "{seat} aborted the game.",
        "TableAbandoned": "Nobody filled the open seats in time: the table is abandoned.",
        "RematchOpened": "{seat} opened a rematch.",
    }
    if kind == "DecisionTakenBack":
        # A person reads the log: no version numbers (the event's data keeps `to_version` for programs).
        return "{seat} took back their last move: the table is as it was before it.", {"seat": seat}
    if kind in templates:
        return templates[kind], ({"seat": seat} if "{seat}" in templates[kind] else {})
    return default_summary(event)
