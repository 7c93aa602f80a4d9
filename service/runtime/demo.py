"""``boardroom demo``: a full bot game through the running service, printed turn by turn."""

from __future__ import annotations

import json

import httpx


def describe(envelope: dict) -> str:
    """One event as the game log tells it; its type and data where the server sent no summary."""
    if envelope.get("summary"):
        return f"v{envelope['v']:>4}  {envelope['summary']['text']}"
    data = json.dumps(envelope.get("data", {}), separators=(",", ":"))
    if len(data) > 160:
        data = data[:157] + "..."
    return f"v{envelope['v']:>4}  {envelope['type']} {data}"


def play_demo(base_url: str, game: str, players: int) -> int:
    levels = ["normal", "easy"]
    seats = [{"bot": levels[i % 2]} for i in range(players)]
    with httpx.Client(base_url=base_url, timeout=httpx.Timeout(10.0, read=120.0)) as http:
        created = http.post("/v1/games", json={"game": game, "seats": seats})
        if created.status_code != 201:
            print(f"could not create the game: {created.status_code} {created.text}")
            return 1
        gid = created.json()["id"]
        print(f"game {gid}: {game} with {players} bots\n")
        with http.stream("GET", f"/v1/games/{gid}/stream", headers={"Accept": "application/x-ndjson"}) as live:
            for line in live.iter_lines():
                if line.strip() and (event := json.loads(line))["type"] != "heartbeat":
                    print(describe(event), flush=True)
        final = http.get(f"/v1/games/{gid}").json()
    print("\nfinal score sheets:")
    for place, group in enumerate(final["result"]["ranking"], start=1):
        for seat in group:
            rows = final["result"]["breakdown"][str(seat)][1:]  # the place is printed first already
            name = final["seats"][seat]["name"]
            print(f"  {place}. {name} (seat {seat + 1}): " + "; ".join(row["text"] for row in rows))
    return 0
