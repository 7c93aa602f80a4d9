"""A third-party Boardroom bot, using only the public HTTP API through the `boardroom_sdk` package
(clients/python: `pip install ./clients/python`).

It registers a player, seeks one rated table of every game in the catalogue (server bots take the
other seats after `bots_after_seconds`; a player waits with a few seeks at a time, so it seeks the
next game whenever a table starts), then serves all its games from one connection: its player
stream says `your-turn`, and it posts a random complete legal move from `/moves` (never a
template) until every game has finished. The client makes it a polite one: it waits as `Retry-After`
says on a 429 or 503, and when a `RateLimit` header says a budget is spent it waits for it to refill.

    python examples/seat_bot.py http://127.0.0.1:8000 [game-slug …]
"""

from __future__ import annotations

import json
import random
import sys
import uuid

from boardroom_sdk import Boardroom, GameFinish, GameStart, ProblemError, Seat, YourTurn


def play_turn(seat: Seat, rng: random.Random, moves: dict | None = None) -> None:
    """Post complete legal moves while this seat is awaited (first from those the `your-turn` frame carries);
    the client reads them again when someone moved first (409)."""

    def choose(listed: dict) -> dict | None:
        complete = [m for m in listed["moves"] if not m.get("template")]
        return rng.choice(complete) if complete else None

    while seat.play(choose, moves) is not None:
        moves = None


def main(base_url: str, bots_after_seconds: float = 1.0, seed: int | None = None,
         slugs: list[str] | None = None) -> dict:
    """Play one table of each game (of ``slugs``, when given) to its end; returns who played what."""
    rng = random.Random(seed)
    with Boardroom(base_url) as api:
        me = api.register(f"seat-bot-{uuid.uuid4().hex[:8]}", kind="bot")
        games = [g for g in api.catalog() if not slugs or g["slug"] in slugs]
        unsought = list(games)

        def seek_more() -> None:
            while unsought:
                game = unsought[0]
                try:
                    api.seek(game["slug"], game["min_players"], rated=True, bots_after_seconds=bots_after_seconds)
                except ProblemError as refused:
                    if refused.code == "too_many_seeks":
                        return  # the next one once a table starts
                    raise
                unsought.pop(0)

        seek_more()
        finished: dict[str, dict] = {}
        # `0-0` replays the new player's whole stream: a table may have started before it opened. The stream
        # resumes after its last frame when a connection ends (after an hour) or drops.
        for frame in api.player_frames(after="0-0"):
            if isinstance(frame, GameStart):
                seek_more()
            elif isinstance(frame, YourTurn):
                play_turn(api.seat(frame.gid, seat=frame.seat), rng, frame.moves)
            elif isinstance(frame, GameFinish):
                finished[frame.gid] = {"game": frame.game, "seat": frame.seat, "result": frame.result}
                if len(finished) == len(games):
                    break
        return {"player": me.id, "games": finished, "waits": api.waits}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000", slugs=sys.argv[2:])))
