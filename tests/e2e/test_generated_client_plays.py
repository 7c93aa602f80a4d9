"""The example program plays full games of every game through the client generated from openapi.yaml,
against the real gunicorn, projector and worker: every response parses into the generated models.

Issue 32 item 1: the test pinned seed 7 while `--game corporate-anarchy` failed for seeds 1-4 (the client read the
place-tiles template as a command and posted it: 422). The seeds are now drawn afresh each run, several a game."""

from __future__ import annotations

import random
import time

import pytest

from games import REGISTRY
from tests.support.generated_client import example_player, generate

pytestmark = pytest.mark.e2e

# Seeds a game per run, measured on two loaded cores: a Corporate Anarchy game takes under 1 s through the client,
# Bias Effect about 2.5 s, Tabletop Climber and Tabletop Inc. about 4 s, Inventing the Future about 10 s.
SEEDS = {"corporate-anarchy": 3, "inventing-the-future": 1}
DEFAULT_SEEDS = 2


@pytest.fixture(scope="module")
def player(tmp_path_factory):
    into = tmp_path_factory.mktemp("generated")
    generate(into)
    return example_player(into)


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_generated_client_plays_games_to_the_end(player, service, slug):
    game = REGISTRY[slug]
    seeds = random.Random(time.time_ns()).sample(range(1_000_000), SEEDS.get(slug, DEFAULT_SEEDS))
    for seed in seeds:
        table = player.play(service.base_url, player.GameSlug(slug), game.min_players, seed=seed)
        assert table.status == player.TableStatus.FINISHED, f"seed {seed}"
        assert table.result is not None, f"seed {seed}"
        assert sorted(seat for group in table.result.ranking for seat in group) == list(range(game.min_players))
