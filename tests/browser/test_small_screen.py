"""The table page on a phone (390 x 844), in a real Chromium against the real processes with the production
configuration: for each game mid-play, the board comes first and the moves sit in a sheet docked under it that
expands, the sheet never covers the board nor the seat's own components on it, every target a finger taps is at
least 44 x 44 CSS px, nothing is wider than the screen, the page is at most three screens tall, and axe-core finds
no violation.

BOARDROOM_SCREENSHOTS=docs/screenshots also writes each game's phone screen there (`<game>-phone.png`).
"""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest

from tests.browser.conftest import page_opener
from tests.browser.test_accessibility import AXE_FILE_PATH, AXE_URL, assert_no_violations
from tests.browser.test_web_client import (
    GAMES,
    PICK,
    PLAY,
    PLAYERS,
    SCREENSHOT_AT,
    play_by_board,
    polite_post,
    seat_link,
)
from tests.support.page_progress import await_shown

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
SCREENS = 3  # the tallest a table page may be, in screen heights
SCREENSHOTS = os.environ.get("BOARDROOM_SCREENSHOTS")
# Where the board and the moves begin (at the top of the page), how tall and wide the page is.
MEASURE = """() => ({
  board: document.querySelector('#board').getBoundingClientRect().top,
  boardBottom: document.querySelector('#board').getBoundingClientRect().bottom,
  sheetTop: document.querySelector('#sheet').getBoundingClientRect().top,
  moves: document.querySelector('#moves').getBoundingClientRect().top,
  height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth })"""
FINGER = 44  # CSS px, each way (WCAG 2.5.5)
# Every target a finger taps (links, buttons, fields, summaries, drawn components that may be chosen; a checkbox
# by its label) that is shown, and its size when smaller than a finger.
SMALL_TARGETS = """(finger) => {
  const small = [];
  const seen = new Set();
  const tappable = 'a[href], button, [role=button], input:not([type=hidden]), select, textarea, summary, [data-id]';
  for (const el of document.querySelectorAll(tappable)) {
    const boxed = el.matches('input[type=checkbox], input[type=radio]') && el.closest('label');
    const target = boxed ? el.closest('label') : el;
    if (seen.has(target)) continue;
    seen.add(target);
    const r = target.getBoundingClientRect();
    if (!r.width || !r.height || r.right <= 0 || getComputedStyle(target).visibility === 'hidden') continue;
    if (r.width < finger - 0.5 || r.height < finger - 0.5) {
      const what = target.dataset.id || target.textContent.trim().slice(0, 30);
      small.push(`${target.tagName.toLowerCase()} ${what}: ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
  }
  return small;
}"""
# The seat's own components (its mat, its secret box, its own HQ's squares), each brought into view: what is
# drawn at its centre is itself, never the sheet.
COVERED = """() => {
  const covered = [];
  const own = document.querySelectorAll(
    '#board .me [data-component], #board .secret [data-component], #board [data-component].mine');
  for (const el of [...own].slice(0, 40)) {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const itself = hit && (el === hit || el.contains(hit) || hit.contains(el));
    if (!itself) covered.push(`${el.dataset.component} under ${hit?.closest('[id]')?.id}`);
  }
  return {covered, checked: own.length};
}"""


@pytest.fixture
def phone(chromium, service):
    context = chromium.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.route(f"**{AXE_URL}", lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    errors: list[str] = []
    yield page_opener(context, service.base_url, errors)
    context.close()
    assert errors == [], "the browser console reported errors"


@pytest.mark.parametrize("slug", GAMES)
def test_a_table_mid_play_on_a_phone(phone, service, slug):
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        created = polite_post(http, "/v1/games", json={"game": slug, "seats": [{"name": "ada"}]
                                                       + [{"bot": "easy"}] * (PLAYERS.get(slug, 2) - 1)}).json()
    page = phone(seat_link(created))
    page.locator("#status[data-version]").wait_for()
    play_by_board(page, slug, most=SCREENSHOT_AT[slug])  # by tapping the board, under the sheet
    await_shown(page, page.locator(f"#final-scores, {PLAY}, {PICK}").first, what="the seat's turn or the end")
    assert not page.locator("#final-scores").count(), "the game ended before mid-play"
    page.evaluate("() => window.scrollTo(0, 0)")

    shown = page.evaluate(MEASURE)
    assert shown["board"] < shown["moves"], f"the moves come before the board: {shown}"
    assert shown["boardBottom"] <= shown["sheetTop"] + 1, f"the sheet overlaps the board: {shown}"
    assert shown["width"] <= PHONE["width"], f"wider than the phone: {shown}"
    assert shown["height"] <= SCREENS * PHONE["height"], f"taller than {SCREENS} screens: {shown}"
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=Path(SCREENSHOTS) / f"{slug}-phone.png")  # the screen as the phone shows it

    assert_no_violations(page, f"{slug} on a phone")
    assert page.evaluate(SMALL_TARGETS, FINGER) == [], "targets smaller than a finger"
    own = page.evaluate(COVERED)
    assert own["checked"] and own["covered"] == [], own
    page.evaluate("() => window.scrollTo(0, 0)")

    # The sheet expands to the table's actions, the log and the links, and folds back.
    sheet = page.locator("#sheet")
    handle = page.get_by_role("button", name="Show more: table, log and links")
    folded = sheet.bounding_box()["height"]
    assert folded < PHONE["height"] / 2
    handle.click()
    assert page.get_by_role("button", name="Show less").get_attribute("aria-expanded") == "true"
    page.wait_for_function("(folded) => document.querySelector('#sheet').offsetHeight > folded", arg=folded)
    page.get_by_role("log", name="Game log").scroll_into_view_if_needed()
    assert page.get_by_role("log", name="Game log").is_visible()
    page.get_by_role("button", name="Show less").click()
    page.wait_for_function("(folded) => document.querySelector('#sheet').offsetHeight <= folded", arg=folded)
