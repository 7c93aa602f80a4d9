"""Debian's Chromium through Playwright (never `playwright install`: its CDN is out of reach)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
import redis
from playwright.sync_api import sync_playwright

from tests.e2e.service_processes import Service

CHROMIUM = Path("/usr/bin/chromium")
# Without the background-networking flags Chromium's own connections are refused by a closed network.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's Chromium with `apt-get install -y chromium` "
                    "(the browser tests drive it through Playwright; `playwright install` cannot reach its CDN)",
                    pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


# A rule of the browser tests: the production configuration, rate limits on.
PRODUCTION = {"BOARDROOM_RATE_LIMITS": "on"}


@pytest.fixture(scope="module")
def service(shared_service):
    """The whole service (gunicorn, projector, worker) as `make run` starts it: the worker's shared stack, for the
    modules whose tables and pages are their own."""
    assert shared_service.env["BOARDROOM_RATE_LIMITS"] == PRODUCTION["BOARDROOM_RATE_LIMITS"]
    return shared_service


@pytest.fixture(scope="module")
def private_service(redis_url, tmp_path_factory, request):
    """A stack of the module's own on a flushed Redis: for pages that show what every player did (leaderboards)
    and register players (a per-address budget)."""
    redis.Redis.from_url(redis_url).flushdb()
    running = Service(redis_url, tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1]), env=PRODUCTION)
    running.start_all()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def http(service):
    with httpx.Client(base_url=service.base_url, timeout=30) as client:
        yield client


def page_opener(context, base_url: str, errors: list[str]):
    """``open_page(fragment)``: a new page of ``context`` at ``base_url/fragment`` whose console errors and
    uncaught exceptions are added to ``errors``."""

    def open_page(fragment: str = ""):
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
        page.goto(f"{base_url}/{fragment}")
        return page

    return open_page


@pytest.fixture
def pages(chromium, service):
    """Pages of one browser context on the service, failing the test on any console error."""
    from tests.browser.test_web_client import Pages

    opened = Pages(chromium, service.base_url)
    yield opened
    opened.context.close()
    opened.assert_clean()
