"""Take back in the browser (issue 50 item 3), against the real processes in the production configuration: at an
Inventing the Future table of two people, the roller's page offers no "Take back" after its roll (a roll shows new
dice), offers it after a draft, and clicking it puts the earlier table back on the page; once the other person
has acted, it is gone again."""

from __future__ import annotations

import pytest

from tests.browser.test_two_people import VERSION, decide
from tests.browser.test_web_client import polite_post, seat_link

pytestmark = pytest.mark.e2e

TAKE_BACK = "#moves #take-back"
# What the page shows of the table: every drawn component's id and state, and the moves it offers.
SHOWN = """() => ({board: [...document.querySelectorAll('#drawn [data-id]')].map((el) =>
    [el.dataset.id, el.getAttribute('aria-pressed'), el.getAttribute('aria-label') || el.textContent.trim()]),
  moves: [...document.querySelectorAll('#moves button')].map((b) => b.innerText).filter((t) => t !== 'Take back')})"""


def test_a_draft_is_taken_back_on_the_page_and_a_roll_is_not(pages, http):
    names = ("ada", "bob")
    created = polite_post(http, "/v1/games", json={"game": "inventing-the-future",
                                                   "seats": [{"name": name} for name in names]}).json()
    gid = created["id"]
    roller = created["to_act"][0]
    auth = {"Authorization": f"Bearer {created['tokens'][str(roller)]}"}
    page = pages.open(seat_link(created, roller, names[roller]))
    page.locator("#status[data-stream=open]").wait_for()

    decide(page)  # the roll
    assert http.get(f"/v1/games/{gid}/moves", headers=auth).json()["take_back"]["code"] == "move_is_final"
    assert page.locator(TAKE_BACK).count() == 0, "a roll showed new dice: it is final"

    before = page.evaluate(SHOWN)
    version = page.evaluate(VERSION)
    decide(page)  # the first draft
    page.locator(TAKE_BACK).wait_for()
    assert page.evaluate(SHOWN) != before
    page.locator(TAKE_BACK).click()
    page.wait_for_function(f"(v) => ({VERSION})() > v", arg=version + 1)
    page.locator(TAKE_BACK).wait_for(state="detached")
    assert page.evaluate(SHOWN) == before, "the page shows the table as it was before the draft"
    assert page.locator("#log li").first.inner_text().startswith(f"{names[roller]} took back their last move")

    decide(page)  # the draft again, then the other person acts
    while (table := http.get(f"/v1/games/{gid}").json())["to_act"] == [roller]:
        decide(page)
    other = table["to_act"][0]
    listed = http.get(f"/v1/games/{gid}/moves", headers={"Authorization": f"Bearer {created['tokens'][str(other)]}"})
    polite_post(http, f"/v1/games/{gid}/commands", json=listed.json()["moves"][0],
                headers={"Authorization": f"Bearer {created['tokens'][str(other)]}"}).raise_for_status()
    page.wait_for_function(f"(v) => ({VERSION})() >= v", arg=table["version"] + 1)
    assert page.locator(TAKE_BACK).count() == 0, "the other seat acted: the draft is final"
