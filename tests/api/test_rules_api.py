"""GET /v1/catalog/{game}/rules: the full rules as implemented, in Markdown, for clients that only speak HTTP."""

from __future__ import annotations

from pathlib import Path

import pytest

from games import REGISTRY

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_each_game_serves_its_rules_document(client, slug):
    response = client.get(f"/v1/catalog/{slug}/rules")
    assert response.status_code == 200 and response.mimetype == "text/markdown"
    assert response.get_data(as_text=True) == (RULES / f"{slug}.md").read_text(encoding="utf-8")


def test_an_unknown_game_has_no_rules(client):
    response = client.get("/v1/catalog/no-such-game/rules")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert response.json["code"] == "unknown_game"


def test_the_catalogue_sums_up_each_game(client):
    for game in client.get("/v1/catalog").json["games"]:
        assert len(game["summary"]) > 80 and REGISTRY[game["slug"]].summary == game["summary"]
