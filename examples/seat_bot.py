"""A third-party Boardroom bot, using only the public HTTP API (and httpx).

It registers a player, seeks one rated table of every game in the catalogue (server bots take the
other seats after `bots_after_seconds`; a player waits with a few seeks at a time, so it seeks the
next game whenever a table starts), then serves all its games from one connection: its player
stream says `your-turn`, and it posts a random complete legal move from `/moves` (never a
template) until every game has finished. It is a polite client: it waits as `Retry-After` says on a
429 or 503, and when a `RateLimit` header says a budget is spent it waits for it to refill.

    python examples/seat_bot.py http://127.0.0.1:8000 [game-slug …]
"""

from __future__ import annotations

import json
import random
import sys
import time
import uuid

import httpx


def spent_for(response: httpx.Response) -> float:
    """Seconds until the spent budget refills, from `RateLimit: "commands";r=0;t=1` (0: none is spent)."""
    waits = []
    for item in response.headers.get("RateLimit", "").split(","):
        params = dict(p.split("=", 1) for p in item.split(";")[1:] if "=" in p)
        if params.get("r") == "0":
            waits.append(float(params.get("t", 1)))
    return max(waits, default=0.0)


def polite(http: httpx.Client, method: str, url: str, **kwargs) -> httpx.Response:
    """``http.request``, waiting as the server asks: Retry-After on 429/503, then again while a budget is spent."""
    while True:
        response = http.request(method, url, **kwargs)
        if response.status_code in (429, 503) and "Retry-After" in response.headers:
            polite.waits += 1
            time.sleep(float(response.headers["Retry-After"]))
            continue
        if wait := spent_for(response):
            polite.waits += 1
            time.sleep(wait)
        return response


polite.waits = 0  # how often the bot waited as the server asked: the summary reports it


def play_turn(http: httpx.Client, gid: str, rng: random.Random, moves: dict | None = None) -> None:
    """Post complete legal moves while this seat is awaited (first those the `your-turn` frame carries);
    a 409 means someone moved first: look again."""
    while True:
        if moves is None:
            moves = polite(http, "GET", f"/v1/games/{gid}/moves").raise_for_status().json()
        complete = [m for m in moves["moves"] if not m.get("template")]
        if not complete:
            return
        posted = polite(http, "POST", f"/v1/games/{gid}/commands", json=rng.choice(complete),
                        headers={"If-Match": f'"{moves["version"]}"'})
        if posted.status_code != 409:
            posted.raise_for_status()
        moves = None


def main(base_url: str, bots_after_seconds: float = 1.0, seed: int | None = None,
         slugs: list[str] | None = None) -> dict:
    """Play one table of each game (of ``slugs``, when given) to its end; returns who played what."""
    rng = random.Random(seed)
    http = httpx.Client(base_url=base_url, timeout=httpx.Timeout(30.0, read=None))
    me = polite(http, "POST", "/v1/players", json={"name": f"seat-bot-{uuid.uuid4().hex[:8]}", "kind": "bot"})
    me = me.raise_for_status().json()
    http.headers["Authorization"] = f"Bearer {me['key']}"
    games = [g for g in polite(http, "GET", "/v1/catalog").raise_for_status().json()["games"]
             if not slugs or g["slug"] in slugs]
    unsought = list(games)

    def seek_more() -> None:
        while unsought:
            game = unsought[0]
            posted = polite(http, "POST", "/v1/seeks", json={
                "game": game["slug"], "players": game["min_players"], "rated": True,
                "bots_after_seconds": bots_after_seconds})
            if posted.status_code == 409 and posted.json().get("code") == "too_many_seeks":
                return  # the next one once a table starts
            posted.raise_for_status()
            unsought.pop(0)

    seek_more()
    finished: dict[str, dict] = {}
    last_id = None
    while len(finished) < len(games):  # a stream that ends (after an hour) is resumed where it stopped
        # The first connection replays the new player's whole stream (`0-0`: a table may have started
        # before it opened); a new connection without either would start from now.
        headers = {"Accept": "application/x-ndjson", "Last-Event-ID": last_id or "0-0"}
        with http.stream("GET", "/v1/players/me/stream", headers=headers) as live:
            for line in live.iter_lines():
                frame = json.loads(line) if line.strip() else {"type": "heartbeat"}
                last_id = frame.get("id", last_id)
                if frame["type"] == "game-start":
                    seek_more()
                elif frame["type"] == "your-turn":
                    play_turn(http, frame["gid"], rng, frame["moves"])
                elif frame["type"] == "game-finish":
                    finished[frame["gid"]] = {"game": frame["game"], "seat": frame["seat"], "result": frame["result"]}
                    if len(finished) == len(games):
                        break
    return {"player": me["id"], "games": finished, "waits": polite.waits}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000", slugs=sys.argv[2:])))
