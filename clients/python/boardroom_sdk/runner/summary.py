"""One log line for a finished game: a result carries every seat's score breakdown, kilobytes on one line."""

from __future__ import annotations

from boardroom_sdk.frames import GameFinish


def finish_line(frame: GameFinish) -> str:
    """``game <gid> (<game>) finished: place 1 of 3 (tied), score 42, rated`` and the like."""
    head = f"game {frame.gid} ({frame.game}) {frame.status}"
    rated = "rated" if frame.rated else "unrated"
    result = frame.result
    if not result or not result.get("ranking"):
        return f"{head}, {rated}"
    ranking = result["ranking"]
    place = next((i + 1 for i, group in enumerate(ranking) if frame.seat in group), None)
    tied = next((len(group) > 1 for group in ranking if frame.seat in group), False)
    parts = [f"place {place} of {len(ranking)}{' (tied)' if tied else ''}" if place else "unplaced"]
    total = (result.get("scores") or {}).get(str(frame.seat), {}).get("total")
    if total is not None:
        parts.append(f"score {total}")
    if frame.seat in result.get("forfeits", []):
        parts.append("forfeited")
    elif frame.seat in result.get("resigned", []):
        parts.append("resigned")
    return f"{head}: {', '.join(parts)}, {rated}"
