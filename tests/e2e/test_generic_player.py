"""Issue 28's acceptance: a client with no rules code plays a whole game of every game against the server's
bots over the real processes, from the catalogue, labels, targets and the state stream alone, and every
decision anyone made reached it as a log entry. Production configuration: rate limits on."""

from __future__ import annotations

import random

import httpx
import pytest

from tests.e2e.api_client import validated_client
from tests.e2e.generic_player import GenericPlayer

pytestmark = pytest.mark.e2e

GAMES = {"bias-effect": 2, "corporate-anarchy": 2, "inventing-the-future": 2, "tabletop-climber": 3,
         "tabletop-inc": 2}


@pytest.fixture
def production(shared_service):
    return shared_service  # the production configuration, rate limits on


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_player_that_knows_no_rules_plays_to_the_end_and_is_told_every_decision(production, game):
    with validated_client(base_url=production.base_url, timeout=httpx.Timeout(30.0, read=120.0)) as http:
        seats = [{"name": "generic"}] + [{"bot": "easy"}] * (GAMES[game] - 1)
        created = http.post("/v1/games", json={"game": game, "seats": seats}).raise_for_status().json()
        gid = created["id"]
        played = GenericPlayer(http, gid, created["tokens"]["0"], game, random.Random(game)).play()
        assert played.final["status"] == "finished" and played.posted > 0
        events = http.get(f"/v1/games/{gid}/events", params={"limit": 5000}).raise_for_status().json()["events"]
    decisions = {e["v"]: e["cmd"]["seat"] for e in events if "cmd" in e}
    assert {v: entry["seat"] for v, entry in played.told.items()} == decisions, "every decision, told once"
    assert any(seat not in (0, None) for seat in decisions.values()), "the bots' decisions among them"
