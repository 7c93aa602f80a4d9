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


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_document_types_each_kind_of_component_so_a_wrong_field_is_caught(client, slug):
    """Issue 28: the catalogue is "typed in openapi.yaml per game": each kind of component has its own schema with
    the rulebook's facts, so a component missing a fact, carrying an unknown field or a fact of the wrong type fails."""
    document = document_of(client.application)
    prefix = "".join(part.capitalize() for part in slug.split("-"))
    body = client.get(f"/v1/catalog/{slug}").json
    assert errors_against(document, f"{prefix}GameComponents", body) == []
    schemas = document["components"]["schemas"]
    for kind in {c["kind"] for c in body["components"]}:
        name = prefix + "".join(part.capitalize() for part in kind.split("-")) + "Component"
        assert schemas[name]["properties"]["kind"]["enum"] == [kind]
    for component in body["components"]:
        facts = [k for k in component if k not in ("id", "kind", "name", "text")]
        wrong = [{**component, "unheard-of": 1}, {**component, "name": 7}]
        if facts:  # no fact of any kind is an object with this field
            wrong.append({**component, facts[0]: {"unheard-of": True}})
        for bad in wrong:
            assert errors_against(document, f"{prefix}Component", bad), (slug, component["id"], bad)


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
