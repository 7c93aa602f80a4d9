"""Every registered game's bot games pass the full audit: their decisions are deterministic given the
seed-derived rng, and their histories replay to the state they were decided on."""

from __future__ import annotations

import pytest

from games import REGISTRY
from games import table as tables
from service.audit import full_audit
from service.simulate import play_offline


@pytest.mark.parametrize("slug", sorted(REGISTRY))
@pytest.mark.parametrize("players", ["min", "max"])
def test_bot_games_audit_clean(slug, players):
    game = REGISTRY[slug]
    count = game.min_players if players == "min" else game.max_players
    levels = [game.bots[i % len(game.bots)] for i in range(count)]
    envelopes = play_offline(slug, [{"bot": level} for level in levels], f"{slug}:{players}".encode().hex())
    report = full_audit(envelopes[0]["gid"], envelopes)
    assert report["ok"], report
    finished = tables.replay(envelopes)
    assert finished["status"] == "finished"
    assert sorted(s for group in finished["result"]["ranking"] for s in group) == list(range(count))
