"""Every registered game, played by bots over HTTP to the end against the real processes, audits clean."""

from __future__ import annotations

import pytest

from games import REGISTRY
from tests.e2e.api_client import Boardroom

pytestmark = pytest.mark.e2e


@pytest.fixture
def boardroom(service):
    api = Boardroom(service.base_url)
    yield api
    api.close()


@pytest.mark.parametrize("slug", sorted(REGISTRY))
@pytest.mark.parametrize("table_size", ["fewest", "most"])
def test_a_table_of_bots_finishes_and_audits(boardroom, slug, table_size):
    game = REGISTRY[slug]
    players = game.min_players if table_size == "fewest" else game.max_players
    seats = [{"bot": game.bots[i % 2]} for i in range(players)]
    created = boardroom.create(slug, seats)
    kinds = [event["type"] for event in boardroom.stream(created["id"])]
    assert kinds[-2:] == ["GameFinished", "SeedRevealed"]
    finished = boardroom.game(created["id"])
    assert finished["status"] == "finished"
    assert sorted(s for group in finished["result"]["ranking"] for s in group) == list(range(players))
    assert boardroom.audit(created["id"])["ok"]
