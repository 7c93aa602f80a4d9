"""The web client's files: served at / and /web/ with the right types and caching, shadowing no API route,
and deliberately absent from the OpenAPI document."""

from __future__ import annotations

import pytest


def test_the_page_is_served_at_the_root_with_its_policy(client):
    page = client.get("/")
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    assert b'<script type="module" src="/web/app.js">' in page.data
    assert page.headers["Cache-Control"] == "no-cache"
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert page.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(("name", "mimetype"), [("app.js", "text/javascript"), ("play.js", "text/javascript"),
                                                ("style.css", "text/css")])
def test_assets_have_their_types_and_revalidate_by_etag(client, name, mimetype):
    first = client.get(f"/web/{name}")
    assert first.status_code == 200 and first.mimetype == mimetype
    assert first.headers["Cache-Control"] == "no-cache" and first.headers["ETag"]
    again = client.get(f"/web/{name}", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""


@pytest.mark.parametrize("path", ["/web/nothing.js", "/web/../web.py", "/web/%2e%2e/app.py", "/web/README"])
def test_anything_else_is_a_problem_404(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"


def test_the_api_and_its_neighbours_are_not_shadowed(client):
    assert client.get("/v1/catalog").get_json()["games"]
    assert client.get("/openapi.yaml").mimetype == "application/yaml"
    assert client.get("/docs").status_code == 200
    assert client.get("/healthz").mimetype.endswith("json")  # 503 problem here: no projector or worker runs
    assert client.get("/metrics").mimetype != "text/html"  # loopback-only by default; never the client's page


def test_the_client_is_not_part_of_the_api_contract(client):
    paths = client.get("/openapi.json").get_json()["paths"]
    assert "/" not in paths and not any(p.startswith("/web") for p in paths)
