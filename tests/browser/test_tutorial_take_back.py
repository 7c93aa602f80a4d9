"""A lesson follows the table (issue 50 item 1): in every game's lesson, a step's move taken back with the page's
"Take back" puts the lesson back at that step, with the same explanation, instead of moving on to the next step
on the board as it was before the move. The other seats are people the test plays over HTTP, so the take-back is
open until the test lets another seat act (a bot could act first)."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.test_take_back import TAKE_BACK
from tests.browser.test_tutorial import COUNTER, NOT_A_STEP, RING, WHY
from tests.browser.test_two_people import VERSION
from tests.browser.test_web_client import GAMES, PLAYERS, polite_post, seat_link

pytestmark = pytest.mark.e2e

MOST_DECISIONS = 60  # far above the decisions before a step's move can be taken back
MISSED_CLICKS = 8


def shown_step(page) -> tuple[str, str]:
    return page.locator(COUNTER).inner_text(), page.locator(WHY).inner_text()


def play_what_is_rung(page) -> None:
    """Click what the lesson rings until the page's seat has made a move; returns when the page shows it."""
    before = page.evaluate(VERSION)
    missed = 0
    while page.evaluate(VERSION) == before:
        try:
            page.locator(RING).last.click(timeout=5_000)
        except PlaywrightTimeout:
            missed += 1  # a new frame redrew the board under the click: look again, not for ever
            assert missed < MISSED_CLICKS, f"no ringed click landed {missed} times in a row"
            continue
        try:
            page.wait_for_function(f"(v) => ({VERSION})() > v", arg=before, timeout=1_000)
        except PlaywrightTimeout:
            pass  # the click chose on the board: the move is not made yet
    page.locator("#moves").filter(has_not_text="Sent: the table is taking it in").wait_for()


@pytest.mark.parametrize("slug", GAMES)
def test_a_step_taken_back_is_the_lessons_step_again(pages, http, slug):
    players = PLAYERS.get(slug, 2)
    created = polite_post(http, "/v1/games", json={"game": slug,
                                                   "seats": [{"name": f"p{k}"} for k in range(players)]}).json()
    gid = created["id"]
    auth = {int(seat): {"Authorization": f"Bearer {token}"} for seat, token in created["tokens"].items()}
    page = pages.open(seat_link(created, 0, "ada"))
    page.locator("#status[data-stream=open]").wait_for()
    page.goto(f"{pages.base_url}/#/play/{gid}?tutorial")  # the seat kept, as "Learn to play" opens its table
    page.locator("#tutorial").wait_for()

    for _ in range(MOST_DECISIONS):
        table = http.get(f"/v1/games/{gid}").json()
        page.wait_for_function(f"(v) => ({VERSION})() >= v", arg=table["version"])
        if 0 not in table["to_act"]:
            for seat in table["to_act"]:
                listed = http.get(f"/v1/games/{gid}/moves", headers=auth[seat]).json()["moves"]
                move = next(m for m in listed if not m.get("template"))
                polite_post(http, f"/v1/games/{gid}/commands", json=move, headers=auth[seat]).raise_for_status()
            continue
        page.locator(RING).first.wait_for()
        step = shown_step(page)
        play_what_is_rung(page)
        offer = http.get(f"/v1/games/{gid}/moves", headers=auth[0]).json()["take_back"]
        if NOT_A_STEP in step[1] or not offer["allowed"]:
            continue
        assert shown_step(page) != step, "the lesson moved on after the step's move"
        version = page.evaluate(VERSION)
        page.locator(TAKE_BACK).click()
        page.wait_for_function(f"(v) => ({VERSION})() > v", arg=version)
        page.locator(RING).first.wait_for()
        assert shown_step(page) == step, "after the take-back the lesson is at the step of the table it shows"
        # Played again, the step counts once more, and the page opened again (the log read from its start)
        # counts the take-back once.
        play_what_is_rung(page)
        moved_on = shown_step(page)
        assert moved_on != step
        page.reload()
        page.locator("#tutorial .tutorial-counter").filter(has_text="Step").wait_for()
        assert shown_step(page)[0] == moved_on[0]
        return
    raise AssertionError(f"no step's move could be taken back in {MOST_DECISIONS} decisions")
