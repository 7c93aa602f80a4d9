"""Learn to play: from the lobby, each game's lesson sets up a table against bots on the real engine, and a person
completes it by clicking only what the lesson rings, reading each step's explanation and its rule section, on a
wide screen and on a phone; axe-core finds no violation on a lesson's page. Console errors fail the test.
"""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.base import AXE_FILE_PATH
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.conftest import page_opener
from tests.browser.test_accessibility import AXE_URL, assert_no_violations
from tests.browser.test_small_screen import FINGER, SMALL_TARGETS
from tests.browser.test_web_client import GAMES, Pages
from tests.support.page_progress import await_shown

pytestmark = pytest.mark.e2e

RING = "#main .tutorial-target"
COUNTER = "#tutorial .tutorial-counter"
WHY = "#tutorial .tutorial-why"
LEARNED = "learned the basics"
NOT_A_STEP = "Nothing new in this move"
MOST_CLICKS = 400  # far above any lesson's length: a lesson that never ends fails
MISSED_CLICKS = 8
STEP = re.compile(r"^Step (\d+) of (\d+)$")
# Where the last ringed element is: inside the viewport, and the element hit at its centre is itself (or inside it).
WHERE = """(ring) => {
  const els = document.querySelectorAll(ring);
  const el = els[els.length - 1];
  if (!el) return {inside: true, on: true};
  const box = el.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return {inside: box.top >= -1 && box.bottom <= innerHeight + 1 && box.left >= 0 && box.right <= innerWidth + 1,
          on: Boolean(top && (el === top || el.contains(top))), what: el.dataset.id || el.textContent.slice(0, 60),
          box: [box.top, box.bottom, box.left, box.right].map(Math.round)};
}"""
IN_VIEW_AND_ON_TOP = f"(ring) => {{ const at = ({WHERE})(ring); return at.inside && at.on; }}"


@pytest.fixture
def phone(chromium, service):
    opened = Pages(chromium, service.base_url, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    yield opened
    opened.context.close()
    opened.assert_clean()


def start_lesson(page, slug: str) -> None:
    """From the lobby, the game's "Learn to play" link, to its table in tutorial mode."""
    page.locator(f"a.learn[href='#/learn/{slug}']").click()
    page.locator("#tutorial").wait_for()
    assert re.search(r"#/play/[\w-]+\?tutorial$", page.url), page.url
    assert "token" not in page.url


def take_lesson(page, *, most: int = MOST_CLICKS, on_step=None) -> dict[int, dict]:
    """Click only what the lesson rings until it says the basics are learned; returns each step's explanation and
    rule section, by step number. ``on_step(page)`` runs while each ring is shown, before its click."""
    steps: dict[int, dict] = {}
    ready = page.locator(f"{RING}, #tutorial:has-text('{LEARNED}'), #final-scores").first
    missed = clicks = 0
    while clicks < most:
        await_shown(page, ready, what="the lesson's next ring")
        assert not page.locator("#final-scores").count(), f"the game ended before the lesson did: {steps}"
        counter = page.locator(COUNTER).inner_text()
        why = page.locator(WHY).inner_text()
        if LEARNED in why:
            steps[int(STEP.match(counter).group(1))] = {"why": why, "section": None}
            return steps
        if NOT_A_STEP not in why:
            k = int(STEP.match(counter).group(1))
            link = page.locator("#tutorial a.tutorial-section")
            steps.setdefault(k, {"why": why, "section": link.get_attribute("data-section") if link.count() else None})
        if on_step:
            on_step(page)
        try:
            page.locator(RING).last.click(timeout=5_000)  # a number field's button comes after its field
        except PlaywrightTimeout:
            missed += 1  # a new frame redrew the board under the click: look again, not for ever
            assert missed < MISSED_CLICKS, f"no ringed click landed {missed} times in a row"
            continue
        missed = 0
        clicks += 1
    raise AssertionError(f"the lesson did not end in {most} clicks: {steps}")


def assert_every_step_explained(steps: dict[int, dict], sections: set[str]) -> None:
    total = max(steps)
    assert total >= 5, steps  # 4 to 8 steps, and the last says the basics are learned
    assert sorted(steps) == list(range(1, total + 1)), f"steps not seen: {steps}"
    assert LEARNED in steps[total]["why"]
    for k in range(1, total):
        assert len(steps[k]["why"]) > 40, steps[k]
        assert steps[k]["section"] in sections, f"step {k} names no rule section of the game: {steps[k]}"


def rule_sections(http, slug: str) -> set[str]:
    rules = http.get(f"/v1/catalog/{slug}/rules").json()
    return {s["id"] for s in rules["sections"]}


@pytest.mark.parametrize("slug", GAMES)
def test_a_person_completes_each_games_lesson_by_clicking_what_it_rings(pages, http, slug):
    page = pages.open("")
    start_lesson(page, slug)
    sections = rule_sections(http, slug)
    steps = take_lesson(page)
    # How the game is won is said from the first step (a trial learned the moves of a turn but not what wins).
    assert page.locator("#tutorial .tutorial-goal").inner_text().startswith("How to win: ")
    assert_every_step_explained(steps, sections)
    # The lesson's table is an ordinary unrated one of the person and easy bots; it plays on.
    gid = re.search(r"#/play/([\w-]+)", page.url).group(1)
    table = http.get(f"/v1/games/{gid}").json()
    bots = [s["bot"] for s in table["seats"]]
    assert table["rated"] is False and bots == [None] + ["easy"] * (len(bots) - 1)
    assert table["seats"][0]["name"] != "You"  # the table words seats by name: "You's HQ (you)"
    assert page.locator(RING).count() == 0


def test_a_step_opens_its_rule_section_and_the_table_links_to_the_lesson(pages, http):
    page = pages.open("")
    start_lesson(page, "tabletop-inc")
    page.locator(RING).first.wait_for()
    link = page.locator("#tutorial a.tutorial-section")
    section = link.get_attribute("data-section")
    link.click()
    heading = page.locator(f"#rules-help[open] #{section}")
    heading.wait_for()
    assert heading.evaluate("(el) => el === document.activeElement")
    # Every table's Rules card leads to the game's lesson.
    learn = page.locator("#rules #learn-link")
    assert learn.get_attribute("href") == "#/learn/tabletop-inc"


def test_on_a_phone_the_ring_is_in_view_and_not_under_the_moves_sheet(phone, http):
    page = phone.open("")
    start_lesson(page, "inventing-the-future")

    def uncovered(page):
        # The ring is brought into view as the table redraws under it: wait until it is.
        try:
            page.wait_for_function(IN_VIEW_AND_ON_TOP, arg=RING, timeout=10_000)
        except PlaywrightTimeout:
            where = page.evaluate(WHERE, RING)
            raise AssertionError(f"the ringed element is out of view or covered: {where}") from None

    steps = take_lesson(page, on_step=uncovered)
    assert_every_step_explained(steps, rule_sections(http, "inventing-the-future"))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert page.evaluate(SMALL_TARGETS, FINGER) == [], "targets smaller than a finger"


def test_a_lesson_page_has_no_accessibility_violation(chromium, service):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    context.route(f"**{AXE_URL}", lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    errors: list[str] = []
    try:
        page = page_opener(context, service.base_url, errors)("")
        start_lesson(page, "bias-effect")
        page.locator(RING).first.wait_for()
        assert_no_violations(page, "a lesson, a step rung")
        page.locator("#tutorial a.tutorial-section").click()
        page.locator("#rules-help[open] .full-rules-box h3").first.wait_for()
        assert_no_violations(page, "a lesson, its rule section open")
    finally:
        context.close()
    assert errors == [], "the browser console reported errors"
