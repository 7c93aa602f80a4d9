"""A third-party Boardroom bot, using only the public HTTP API (and httpx).

It registers a player, seeks one rated table of every game in the catalogue (server bots take the
other seats after `bots_after_seconds`), then serves all its games from one connection: its player
stream says `your-turn`, and it posts a random complete legal move from `/moves` (never a
template) until every game has finished.

    python examples/seat_bot.py http://127.0.0.1:8000
"""

from __future__ import annotations

import json
import random
import sys
import uuid

import httpx


def play_turn(http: httpx.Client, gid: str, rng: random.Random) -> None:
    """Post complete legal moves while this seat is awaited; a 409 means someone moved first: look again."""
    while True:
        moves = http.get(f"/v1/games/{gid}/moves").raise_for_status().json()
        complete = [m for m in moves["moves"] if not m.get("template")]
        if not complete:
            return
        posted = http.post(f"/v1/games/{gid}/commands", json=rng.choice(complete),
                           headers={"If-Match": f'"{moves["version"]}"'})
        if posted.status_code != 409:
            posted.raise_for_status()


def main(base_url: str, bots_after_seconds: float = 1.0, seed: int | None = None) -> dict:
    rng = random.Random(seed)
    http = httpx.Client(base_url=base_url, timeout=httpx.Timeout(30.0, read=None))
    me = http.post("/v1/players", json={"name": f"seat-bot-{uuid.uuid4().hex[:8]}", "kind": "bot"})
    me = me.raise_for_status().json()
    http.headers["Authorization"] = f"Bearer {me['key']}"
    games = http.get("/v1/catalog").raise_for_status().json()["games"]
    for game in games:
        http.post("/v1/seeks", json={"game": game["slug"], "players": game["min_players"], "rated": True,
                                     "bots_after_seconds": bots_after_seconds}).raise_for_status()
    finished: dict[str, dict] = {}
    last_id = None
    while len(finished) < len(games):  # a stream that ends (after an hour) is resumed where it stopped
        headers = {"Accept": "application/x-ndjson", **({"Last-Event-ID": last_id} if last_id else {})}
        with http.stream("GET", "/v1/players/me/stream", headers=headers) as live:
            for line in live.iter_lines():
                frame = json.loads(line) if line.strip() else {"type": "heartbeat"}
                last_id = frame.get("id", last_id)
                if frame["type"] == "your-turn":
                    play_turn(http, frame["gid"], rng)
                elif frame["type"] == "game-finish":
                    finished[frame["gid"]] = {"game": frame["game"], "seat": frame["seat"], "result": frame["result"]}
                    if len(finished) == len(games):
                        break
    return {"player": me["id"], "games": finished}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")))
