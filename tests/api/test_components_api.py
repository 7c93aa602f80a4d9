"""GET /v1/catalog/{game}: every component a game can name, as documented, cached by ETag, never a 500."""

from __future__ import annotations

import pytest

from games import REGISTRY
from tests.support.contract import document_of, errors_against


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_each_game_serves_its_whole_catalogue_as_documented(client, slug):
    response = client.get(f"/v1/catalog/{slug}")
    assert response.status_code == 200 and response.mimetype == "application/json"
    body = response.json
    game = REGISTRY[slug]
    assert (body["game"], body["rules_version"]) == (slug, game.rules_version)
    assert body["components"] == game.components() and body["components"], "the game declares its components"
    assert errors_against(document_of(client.application), "GameComponents", body) == []


def test_the_catalogue_is_cached_publicly_and_revalidated_by_its_etag(client):
    first = client.get("/v1/catalog/bias-effect")
    etag = first.headers["ETag"]
    assert etag.strip('"').startswith(f"{REGISTRY['bias-effect'].rules_version}-")
    assert first.headers["Cache-Control"].startswith("public, max-age=")
    again = client.get("/v1/catalog/bias-effect", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    other = client.get("/v1/catalog/tabletop-climber", headers={"If-None-Match": etag})
    assert other.status_code == 200 and other.headers["ETag"] != etag


@pytest.mark.parametrize("name", ["chess", "BIAS-EFFECT", "bias-effect ", "x" * 5000, "%00", "ü", "..%2f"])
def test_an_unknown_game_is_a_404_problem_that_does_not_echo_it_in_full(client, name):
    response = client.get(f"/v1/catalog/{name}")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert response.json["code"] in ("unknown_game", "not_found")
    assert len(response.json["detail"]) < 200
