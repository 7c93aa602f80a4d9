"""/docs in a real Chromium: every operation of the app's OpenAPI 3.1 document is rendered, all offline."""

from __future__ import annotations

import threading

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from werkzeug.serving import make_server

METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}
# Swagger UI marks each operation with its raw path (data-path) and its method's label.
RENDERED_OPERATIONS = """() => [...document.querySelectorAll('.opblock')].map(op => [
    op.querySelector('.opblock-summary-path')?.dataset.path,
    op.querySelector('.opblock-summary-method')?.textContent.trim().toLowerCase()])"""


@pytest.fixture
def base_url(wired):
    """The real app on a real HTTP server (werkzeug, threaded) on a free loopback port."""
    from service.http.app import create_app

    server = make_server("127.0.0.1", 0, create_app(wired), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.port}"
    server.shutdown()
    thread.join(timeout=10)


def test_docs_renders_every_operation_offline(base_url, chromium, tmp_path):
    spec = httpx.get(f"{base_url}/openapi.json").json()
    expected = {(path, method) for path, item in spec["paths"].items() for method in item if method in METHODS}
    assert spec["openapi"].startswith("3.1") and expected

    page = chromium.new_page()
    foreign: list[str] = []

    def only_ours(route):
        if route.request.url.startswith(base_url):
            route.continue_()
        else:
            foreign.append(route.request.url)
            route.abort()

    page.route("**/*", only_ours)
    page.goto(f"{base_url}/docs")
    try:
        page.wait_for_function(f"({RENDERED_OPERATIONS})().length >= {len(expected)}", timeout=30_000)
    except PlaywrightTimeout:
        page.screenshot(path=tmp_path / "docs.png", full_page=True)
        raise AssertionError(f"/docs rendered {len(page.evaluate(RENDERED_OPERATIONS))} of {len(expected)} "
                             f"operations; page text: {page.inner_text('body')[:500]!r}; "
                             f"screenshot {tmp_path / 'docs.png'}") from None

    rendered = {tuple(pair) for pair in page.evaluate(RENDERED_OPERATIONS)}
    assert rendered == expected
    assert page.get_by_text("Unable to render this definition").count() == 0
    assert foreign == [], "the docs page must load nothing from outside the app (no CDN)"
