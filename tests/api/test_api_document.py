"""Issue 49 item 2: the OpenAPI document is rendered once per process, served with a strong ETag, cached
publicly, and costs a caller its expensive-reads budget, so that no client can freeze a worker by asking for it."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from limits import parse_many

from service.http import api_document

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"
DOCUMENTS = ["/openapi.yaml", "/openapi.json"]


@pytest.fixture
def renders(monkeypatch):
    """How many times the document was rendered (the real renderer, counted)."""
    calls = []
    real = api_document.render

    def counted(*args, **kwargs):
        calls.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(api_document, "render", counted)
    return calls


def make_app(wired, **settings):
    from service.bootstrap import use
    from service.http.app import create_app

    app = create_app(use(replace(wired.settings, **settings)) if settings else wired)
    app.testing = True
    return app


def test_the_document_is_rendered_once_for_every_request_and_both_formats(wired, renders):
    client = make_app(wired).test_client()
    assert renders == []  # building the app renders nothing
    for _ in range(3):
        for path in DOCUMENTS:
            assert client.get(path).status_code == 200
    assert len(renders) == 1


def test_concurrent_first_requests_wait_for_one_rendering(wired, renders):
    app = make_app(wired)
    start = threading.Barrier(4)
    answers = []

    def ask(path):
        client = app.test_client()
        start.wait()
        answers.append(client.get(path).status_code)

    threads = [threading.Thread(target=ask, args=(DOCUMENTS[i % 2],)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [200] * 4
    assert len(renders) == 1


def test_warming_renders_before_the_first_request(wired, renders):
    app = make_app(wired)
    app.extensions[api_document.EXTENSION].warm()
    assert len(renders) == 1
    assert app.test_client().get("/openapi.yaml").status_code == 200
    assert len(renders) == 1


def test_the_served_document_is_the_committed_one(client):
    committed = yaml.safe_load(COMMITTED.read_text())
    served_yaml = client.get("/openapi.yaml")
    assert served_yaml.mimetype == "application/yaml"
    assert yaml.safe_load(served_yaml.data) == committed
    served_json = client.get("/openapi.json")
    assert served_json.mimetype == "application/json"
    assert json.loads(served_json.data) == committed


@pytest.mark.parametrize("path", DOCUMENTS)
def test_a_strong_etag_public_caching_and_304_for_the_copy_held(client, path):
    first = client.get(path)
    etag = first.headers["ETag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    assert set(first.headers["Cache-Control"].replace(" ", "").split(",")) == {
        "public", f"max-age={api_document.MAX_AGE_SECONDS}"}
    held = client.get(path, headers={"If-None-Match": etag})
    assert held.status_code == 304 and held.data == b"" and held.headers["ETag"] == etag
    assert client.get(path, headers={"If-None-Match": f'"other", {etag}'}).status_code == 304
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200
    assert client.head(path).headers["ETag"] == etag


def test_each_format_has_its_own_etag(client):
    yaml_etag = client.get("/openapi.yaml").headers["ETag"]
    json_etag = client.get("/openapi.json").headers["ETag"]
    assert yaml_etag != json_etag
    assert client.get("/openapi.json", headers={"If-None-Match": yaml_etag}).status_code == 200


@pytest.mark.parametrize("value", ["", "*x", '"' * 5000, "W/", "\x00garbage", ", , ,"])
def test_a_malformed_if_none_match_is_not_an_error(client, value):
    assert client.get("/openapi.yaml", headers={"If-None-Match": value}).status_code in (200, 304)


def test_docs_reads_the_cached_json(client, renders):
    page = client.get("/docs")
    assert page.status_code == 200 and b"/openapi.json" in page.data
    assert client.get("/openapi.json").status_code == 200 and len(renders) == 1


@pytest.mark.parametrize("path", DOCUMENTS)
def test_one_caller_gets_the_document_a_few_times_a_second_at_most(wired, path):
    """Production limits: the document spends the expensive-reads budget (150 a second) at its cost, 1 a 12.5 kB
    (56 as YAML, 82 as JSON); a copy revalidated (304) costs 1."""
    app = make_app(wired, rate_limits=True)
    app.extensions[api_document.EXTENSION].warm()
    client = app.test_client()
    answers = [client.get(path, environ_base={"REMOTE_ADDR": "192.0.2.7"}) for _ in range(10)]
    served = [a for a in answers if a.status_code == 200]
    refused = [a for a in answers if a.status_code == 429]
    assert len(served) + len(refused) == 10
    assert 1 <= len(served) <= 3  # 2 per second; 3 if the second turned between two requests
    assert refused[0].mimetype == "application/problem+json" and refused[0].json["code"] == "rate_limited"
    per_second = parse_many(wired.settings.limit_expensive)[0]
    assert f'"expensive-second";q={per_second.amount};w=1' in served[0].headers["RateLimit-Policy"]
    # another caller has its own budget
    assert client.get(path, environ_base={"REMOTE_ADDR": "192.0.2.8"}).status_code == 200
