"""The example program plays full games of every game through the client generated from openapi.yaml,
against the real gunicorn, projector and worker: every response parses into the generated models, and the
templates it fills are accepted.

Issue 32: the test pinned seed 7 while `--game corporate-anarchy` failed for seeds 1-4 (the client read the
place-tiles template as a command and posted it: 422), and the client never filled a template. The seeds are
now drawn afresh each run, several a game, and named when a game fails so that the client's choices can be
replayed (the example's arguments; the server shuffles with its own seed); `python -m bench generated_client`
plays the acceptance's 20 seeds a game."""

from __future__ import annotations

import random

import pytest

from games import REGISTRY
from tests.support.generated_client import example_player, generate

pytestmark = pytest.mark.e2e

# Seeds a game per run, measured on two loaded cores: a Corporate Anarchy game takes under 1 s through the client,
# Bias Effect about 2.5 s, Tabletop Climber and Tabletop Inc. about 4 s, Inventing the Future about 10 s.
SEEDS = {"corporate-anarchy": 3, "inventing-the-future": 1}
DEFAULT_SEEDS = 2
SEED_RANGE = 1_000_000


@pytest.fixture(scope="module")
def player(tmp_path_factory):
    into = tmp_path_factory.mktemp("generated")
    generate(into)
    return example_player(into)


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_generated_client_plays_games_to_the_end_filling_templates(player, service, slug):
    game = REGISTRY[slug]
    draw = random.SystemRandom()
    seeds = [draw.randrange(SEED_RANGE) for _ in range(SEEDS.get(slug, DEFAULT_SEEDS))]
    for seed in seeds:
        replay = f"--game {slug} --players {game.min_players} --seed {seed} (this run's seeds: {seeds})"
        try:
            played = player.play(service.base_url, player.GameSlug(slug), game.min_players, seed=seed)
        except Exception as error:
            pytest.fail(f"{replay}: {type(error).__name__}: {error}")
        table = played.table
        assert table.status == player.TableStatus.FINISHED, replay
        assert table.result is not None, replay
        assert sorted(seat for group in table.result.ranking for seat in group) == list(range(game.min_players))
        assert set(played.filled) <= set(game.template_schemas), replay
        if game.template_schemas:
            assert played.filled, f"{replay}: no template filled"
