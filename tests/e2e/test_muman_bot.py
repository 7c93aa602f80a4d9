"""Tabletop Inc.'s Muman-Bot over HTTP: a solo game and a mixed table, played to the end, audited."""

from __future__ import annotations

import random

import pytest

from tests.e2e.api_client import Boardroom

pytestmark = pytest.mark.e2e


@pytest.fixture
def boardroom(service):
    api = Boardroom(service.base_url)
    yield api
    api.close()


def play_human_seat(boardroom: Boardroom, gid: str, token: str, seed: int) -> int:
    """Play one seat from /moves alone (random complete moves) until the game is finished."""
    rng = random.Random(seed)
    played = 0
    while True:
        game = boardroom.game(gid, token)
        if game["status"] == "finished":
            return played
        moves = boardroom.moves(gid, token)
        complete = [m for m in moves["moves"] if not m.get("template")]
        if complete:
            response = boardroom.command(gid, token, rng.choice(complete), version=moves["version"])
            assert response.status_code in (201, 409), response.text
            played += response.status_code == 201
            continue
        next(iter(boardroom.stream(gid, token, after=game["version"])), None)  # wait for the next event


def test_catalog_lists_the_muman_bot_levels(boardroom):
    inc = next(g for g in boardroom.catalog()["games"] if g["slug"] == "tabletop-inc")
    assert {"muman-easy", "muman-normal", "muman-hard", "muman-extreme"} <= set(inc["bots"])


def test_solo_game_against_a_hard_muman_bot(boardroom):
    created = boardroom.create("tabletop-inc", [{"name": "ada"}, {"bot": "muman-hard"}])
    assert created["view"]["muman"] == {"1": "hard"}  # the seat alone makes it a Muman-Bot
    assert play_human_seat(boardroom, created["id"], created["tokens"]["0"], seed=1) > 0
    events = boardroom.events(created["id"])
    assert any(e["type"] == "ZapDrawn" for e in events)
    assert boardroom.audit(created["id"])["ok"]


def test_mixed_table_of_a_human_full_rules_bot_and_muman_bots(boardroom):
    seats = [{"name": "ada"}, {"bot": "normal"}, {"bot": "muman-extreme"}, {"bot": "muman-easy"}]
    created = boardroom.create("tabletop-inc", seats)
    assert created["view"]["muman"] == {"2": "extreme", "3": "easy"}
    play_human_seat(boardroom, created["id"], created["tokens"]["0"], seed=2)
    finished = boardroom.game(created["id"])
    assert sorted(s for group in finished["result"]["ranking"] for s in group) == [0, 1, 2, 3]
    assert boardroom.audit(created["id"])["ok"]
