"""Rated play over the Flask test client: players registered from an address and at an age, rated challenges,
and games played with each seat's first listed move (a seat may resign after some decisions of its own)."""

from __future__ import annotations

import time

from games import clocks
from service.player_keys import now_iso
from tests.support.spine import drain, run_jobs

DAY_MS = 24 * 3600 * 1000


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def register(api, name: str, address: str = "192.0.2.1", days_old: float = 0) -> dict:
    """A player registered from ``address``, its account created ``days_old`` days ago (the accounts' clock)."""
    players = api.application.extensions["boardroom"].players
    if days_old:
        players.clock = lambda: clocks.iso(round(time.time() * 1000 - days_old * DAY_MS))
    try:
        response = api.post("/v1/players", json={"name": name, "kind": "human"},
                            environ_base={"REMOTE_ADDR": address})
    finally:
        players.clock = now_iso
    assert response.status_code == 201, response.json
    return response.json


def rated_challenge(api, challenger: dict, invitee: dict, game: str) -> str:
    """A rated table of two players, over the challenge routes; returns its gid."""
    made = api.post("/v1/challenges", json={"game": game, "players": [invitee["id"]], "rated": True},
                    headers=auth(challenger["key"]))
    assert made.status_code == 201, made.json
    started = api.post(f"/v1/challenges/{made.json['id']}/accept", headers=auth(invitee["key"])).json
    assert started["status"] == "started", started
    return started["gid"]


def play(api, wired, projector, gid: str, players: list[dict], resigner: dict | None = None,
         after: int = 0) -> dict[str, int]:
    """Play the table to its end, each person its first complete listed move (server bots by the worker);
    ``resigner`` resigns once it made ``after`` decisions. Returns each person's decisions."""
    made = {p["id"]: 0 for p in players}
    for _ in range(1_000):
        drain(projector)
        game = api.get(f"/v1/games/{gid}").json
        if game["status"] == "finished":
            drain(projector)
            return made
        seated = {s["seat"]: s["player"] for s in game["seats"]}
        acting = [p for p in players if p["id"] in {seated[s] for s in game["to_act"]}]
        for player in acting:
            if player is resigner and made[player["id"]] >= after:
                assert api.post(f"/v1/games/{gid}/commands", json={"type": "resign"},
                                headers=auth(player["key"])).status_code == 201
                break
            moves = api.get(f"/v1/games/{gid}/moves", headers=auth(player["key"])).json
            move = next(m for m in moves["moves"] if not m.get("template"))
            answer = api.post(f"/v1/games/{gid}/commands", json=move,
                              headers={**auth(player["key"]), "If-Match": f'"{moves["version"]}"'})
            assert answer.status_code in (201, 409), answer.json  # 409: another seat moved first
            made[player["id"]] += answer.status_code == 201
        if not acting:
            run_jobs(wired)
    raise AssertionError("the game did not finish")


def rating(api, player: dict, game: str) -> dict | None:
    """The player's rating in ``game`` as its own profile shows it, results included (None: no rated table of it
    folded)."""
    own = api.get("/v1/players/me", headers={"Authorization": f"Bearer {player['key']}"}).json
    return next((r for r in own["ratings"] if r["game"] == game), None)
