"""The example program plays a full game of every game through the client generated from openapi.yaml,
against the real gunicorn, projector and worker: every response parses into the generated models."""

from __future__ import annotations

import pytest

from games import REGISTRY
from tests.support.generated_client import example_player, generate

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def player(tmp_path_factory):
    into = tmp_path_factory.mktemp("generated")
    generate(into)
    return example_player(into)


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_generated_client_plays_a_game_to_the_end(player, service, slug):
    game = REGISTRY[slug]
    table = player.play(service.base_url, player.GameSlug(slug), game.min_players, seed=7)
    assert table.status == player.TableStatus.FINISHED
    assert table.result is not None
    assert sorted(seat for group in table.result.ranking for seat in group) == list(range(game.min_players))
