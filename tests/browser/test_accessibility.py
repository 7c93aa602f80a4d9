"""axe-core (bundled by axe-playwright-python) finds no violation on the reference web client's pages, in a real
Chromium against the real processes with the production configuration: the lobby with its leaderboard, a table
of each game mid-play as a seat, a spectator's table, replay, the audit page of a finished game, and the player
pages (sign in, my page with its games, a player's profile). The table page's live regions tell decisions, not
version counters, and the replay's event list takes keyboard focus.
"""

from __future__ import annotations

import json
import re

import pytest
from axe_playwright_python.base import AXE_FILE_PATH, AxeResults

from tests.browser.conftest import page_opener
from tests.browser.test_web_client import GAMES, PICK, PLAY, PLAYERS, play_by_board, polite_post, seat_link
from tests.support.page_progress import await_shown

pytestmark = pytest.mark.e2e

# Every rule axe-core runs by default (WCAG 2.0-2.2 A and AA, and its best practices); none is disabled.
AXE_OPTIONS = {"resultTypes": ["violations"]}
# A few of the person's clicks into each game, so its table is mid-play (not the first decision).
CLICKS = 4
AXE_URL = "/__axe__/axe.min.js"  # served by the test, from the page's own origin, as its CSP asks


@pytest.fixture(scope="module")
def service(private_service):
    """Its own stack: the leaderboards it reads hold this module's games alone, and it registers players."""
    return private_service


@pytest.fixture(scope="module")
def finished(http):
    """A rated table of two server bots, played to its end by the worker (it also puts them on the leaderboard)."""
    created = polite_post(http, "/v1/games", json={"game": "bias-effect", "rated": True,
                                                    "seats": [{"bot": "easy"}, {"bot": "normal"}]}).json()
    # a spectator's state stream: a frame after every change, until the game's last one says it is finished
    with http.stream("GET", f"/v1/games/{created['id']}/stream", params={"as": "state"},
                     headers={"Accept": "application/x-ndjson"}, timeout=90) as stream:
        finished = any(json.loads(line).get("status") == "finished" for line in stream.iter_lines() if line.strip())
    assert finished, "the bots' table did not finish"
    return created["id"]


@pytest.fixture
def browser(chromium, service):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    context.route(f"**{AXE_URL}", lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    errors: list[str] = []
    yield page_opener(context, service.base_url, errors)
    context.close()
    assert errors == [], "the browser console reported errors"


def assert_no_violations(page, where: str) -> None:
    # The page's CSP forbids eval and inline scripts: axe-core comes as a script of the page's own origin, and
    # runs from a function (Playwright evaluates a bare expression with eval).
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(url=AXE_URL)
    results = AxeResults(page.evaluate("(options) => axe.run(document, options)", AXE_OPTIONS))
    assert results.violations_count == 0, f"{where}:\n" + "\n".join(
        f"{v['id']} ({v['impact']}, {len(v['nodes'])} elements): {v['help']}; "
        + "; ".join(f"{' '.join(n['target'])}: {n['failureSummary']}" for n in v["nodes"][:3])
        for v in results.response["violations"])


def test_the_lobby_and_the_player_pages(browser, http, service, finished):
    page = browser("#/me")
    page.get_by_role("heading", level=1, name="Sign in").wait_for()
    assert_no_violations(page, "sign in")

    page.get_by_label("Name", exact=True).fill("Ada")
    page.get_by_role("button", name="Register").click()
    page.get_by_role("heading", level=1, name="Ada").wait_for()
    player = page.evaluate("() => JSON.parse(localStorage.getItem('boardroom.player'))")
    seats = [{"player": player["id"]}, {"bot": "easy"}]
    table = polite_post(http, "/v1/games", json={"game": "tabletop-inc", "seats": seats},
                        headers={"Authorization": f"Bearer {player['key']}"})
    assert table.status_code == 201, table.text
    page.reload()
    page.locator(f"#my-games a[href$='{table.json()['id']}']").first.wait_for(timeout=20_000)
    assert_no_violations(page, "my page")

    page.goto(f"{service.base_url}/#/player/{player['id']}")
    page.get_by_role("heading", level=1, name="Ada").wait_for()
    assert_no_violations(page, "a player's profile")

    page.goto(f"{service.base_url}/#/")
    page.locator("#board-game").select_option("bias-effect")
    page.locator("#leaderboard").get_by_text("Bias Effect normal bot").wait_for(timeout=30_000)
    page.locator(f"[href='#/replay/{finished}']").first.wait_for(timeout=20_000)
    assert_no_violations(page, "the lobby")


def test_replay_and_audit_of_a_finished_game(browser, http, finished):
    page = browser(f"#/replay/{finished}")
    last = http.get(f"/v1/games/{finished}").json()["version"]
    page.locator(f"#state-version[data-version='{last}']").wait_for()
    assert_no_violations(page, "replay at the end")
    page.get_by_label(re.compile("^Step")).fill(str(last // 2))
    page.locator(f"#state-version[data-version='{last // 2}']").wait_for()
    assert_no_violations(page, "replay mid-game")
    # A step announces the event it shows, not "Step N of M" or the whole board: the board is no live region.
    assert page.locator("#replay-board").get_attribute("aria-live") is None
    said = page.locator("#replay-said").inner_text()
    shown = page.locator(f"#events > li[data-v='{last // 2}']").inner_text()
    assert said == shown and "Step" not in said
    # The event list scrolls, so it takes keyboard focus (and then the arrow keys scroll it).
    events = page.get_by_role("list", name="Events")
    events.focus()
    assert page.evaluate("() => document.activeElement.id") == "events"

    page.goto(page.url.split("#")[0] + f"#/audit/{finished}")
    page.locator("#verdict").wait_for()
    assert_no_violations(page, "audit")


def test_a_table_with_an_open_seat_its_invite_link_and_the_offer_to_take_it(browser, http):
    created = polite_post(http, "/v1/games", json={"game": "bias-effect", "seats": [{"name": "ada"}, {}]}).json()
    friend = browser(f"#/play/{created['id']}?invite=1")  # first: this browser holds no seat there yet
    friend.locator("#take-seat form").wait_for()
    assert_no_violations(friend, "an invite's offer of the open seat")
    host = browser(seat_link(created))
    host.locator("#share-invite").wait_for()
    assert_no_violations(host, "the creator's open table, with its invite link")


@pytest.mark.parametrize("slug", GAMES)
def test_a_table_of_each_game_mid_play(browser, http, slug):
    created = polite_post(http, "/v1/games", json={"game": slug, "seats": [{"name": "ada"}]
                                                   + [{"bot": "easy"}] * (PLAYERS.get(slug, 2) - 1)}).json()
    page = browser(seat_link(created))
    page.locator("#status[data-version]").wait_for()
    play_by_board(page, slug, most=CLICKS)
    await_shown(page, page.locator(f"#final-scores, {PLAY}, {PICK}").first, what="the seat's turn or the end")
    if page.locator(PICK).count():  # something chosen on the board, and what it narrows to
        page.locator(PICK).first.click()
    assert_no_violations(page, f"{slug}: a seat's table")

    # Board cells have roles and names: the ones a move targets are buttons, Corporate Anarchy's squares are
    # each a cell of their own (its board is not one picture).
    board = page.get_by_role("region", name="Board", exact=True)
    cells = board.locator("[role=button], [role=img]").all()
    assert cells
    for cell in cells:
        assert (cell.get_attribute("aria-label") or cell.inner_text()).strip(), cell.evaluate("(el) => el.outerHTML")
    if slug == "corporate-anarchy":
        assert board.get_by_role("group", name="HQs, tiles and agents").locator("[data-id]").count() > 50
    # Live regions tell decisions: the status line (with its version) is not one.
    status = page.locator("#status")
    assert status.get_attribute("aria-live") is None and status.get_attribute("role") is None
    announced = page.locator("#announce").inner_text()
    assert not re.search(r"\bversion\b", announced, re.I)
    if announced:
        assert announced in page.locator("#log").inner_text()

    page.goto(page.url.split("#")[0] + f"#/watch/{created['id']}")
    page.locator("#status[data-stream]").wait_for()
    assert_no_violations(page, f"{slug}: a spectator's table")
