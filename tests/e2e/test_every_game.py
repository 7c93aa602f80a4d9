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
    assert_plays_to_the_end(boardroom, slug, seats)


def assert_plays_to_the_end(api: Boardroom, slug: str, seats: list[dict]) -> None:
    """A table of these seats streams to its end, every seat ranked, and audits clean."""
    created = api.create(slug, seats)
    kinds = [event["type"] for event in api.stream(created["id"])]
    assert kinds[-2:] == ["GameFinished", "SeedRevealed"]
    finished = api.game(created["id"])
    assert finished["status"] == "finished"
    assert sorted(s for group in finished["result"]["ranking"] for s in group) == list(range(len(seats)))
    assert api.audit(created["id"])["ok"]


@pytest.fixture
def quick_hard_bots(service):
    """The shared stack: its worker has the hard bots' budget cut to two playouts a move (tests/conftest.py's
    environment)."""
    assert service.env["BOARDROOM_HARD_BOT_ITERATIONS"] == "2"
    api = Boardroom(service.base_url)
    yield api
    api.close()


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_a_table_with_a_hard_bot_finishes_through_the_workers(quick_hard_bots, slug):
    players = REGISTRY[slug].min_players
    assert_plays_to_the_end(quick_hard_bots, slug, [{"bot": "hard" if i == 0 else "normal"} for i in range(players)])
