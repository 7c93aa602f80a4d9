"""What Bias Effect's table says of its cards (issue 50 item 4), in a real Chromium against the real processes: a
card's trade-in value in the singular when it is 1 ("trade in: 1 chip"); the note under the board follows the
phase (a card read during the trade says why it cannot be played now, and once the bids come, says the bids'
reason without being read again); and the "Not open now" list says a reason shared by several moves once, after
all of them. The page passes axe-core."""

from __future__ import annotations

import pytest

from tests.browser.test_accessibility import assert_no_violations
from tests.browser.test_newcomers import axe_pages  # noqa: F401 - the fixture
from tests.browser.test_web_client import polite_post, seat_link

pytestmark = pytest.mark.e2e

SEATS = [{"name": "ada"}, {"bot": "easy"}]
MOST_TABLES = 30  # deals until ada holds a card traded in for 1 chip (about 40% of deals do)
INFO = "#component-info"


def table_with_a_one_chip_card(http) -> tuple[dict, dict]:
    """A new table whose seat 0 holds an algorithm card worth 1 chip in trade, and that card."""
    for _ in range(MOST_TABLES):
        created = polite_post(http, "/v1/games", json={"game": "bias-effect", "seats": SEATS}).json()
        auth = {"Authorization": f"Bearer {created['tokens']['0']}"}
        hand = http.get(f"/v1/games/{created['id']}", headers=auth).json()["view"]["players"][0]["hand"]
        card = next((a for a in hand if a["trade"] == 1), None)
        if card:
            return created, card
    raise AssertionError(f"no deal of {MOST_TABLES} gave seat 0 a card worth 1 chip")


def test_a_cards_value_note_and_reasons_say_the_table_as_it_is(axe_pages, http):  # noqa: F811 - the fixture
    created, one_chip = table_with_a_one_chip_card(http)
    auth = {"Authorization": f"Bearer {created['tokens']['0']}"}
    page = axe_pages.open(seat_link(created))
    card = page.locator(f"#board [data-id='{one_chip['id']}']")
    card.wait_for()
    assert "trade in: 1 chip" in card.text_content() and "1 chips" not in page.locator("#board").text_content()

    # Read during the trade, the card's note says why it cannot be played now.
    trading = http.get(f"/v1/games/{created['id']}/moves", headers=auth).json()
    reason_now = next(u["reason"] for u in trading["unavailable"] if one_chip["id"] in u["targets"])
    card.hover()
    page.locator(INFO).get_by_text(reason_now).wait_for()

    # The bids come: the note says the bids' reason, not the trade's, without the card being read again.
    keep = next(m for m in trading["moves"] if m["type"] == "skip-trade")
    page.get_by_role("button", name=f"Play: {keep['label']}").click()
    # The pointer leaves the board: a redraw under a resting pointer would show whatever component then lies there.
    page.locator("h1").hover()
    page.locator("#moves input[type=number]").wait_for()  # the page's frame is in the bids
    bidding = http.get(f"/v1/games/{created['id']}/moves", headers=auth).json()
    assert {m["type"] for m in bidding["moves"]} >= {"bid"}, bidding["moves"]
    reason_then = next(u["reason"] for u in bidding["unavailable"] if one_chip["id"] in u["targets"])
    assert reason_then != reason_now
    page.locator(INFO).get_by_text(reason_then).wait_for()
    assert reason_now not in page.locator(INFO).inner_text()

    # Each card in hand is closed for the same reason: the list says it once, after every card's move.
    shared = [u for u in bidding["unavailable"] if u["reason"] == reason_then]
    assert len(shared) > 1
    listed = page.locator("#not-open")
    assert listed.inner_text().count(reason_then) == 1
    entry = listed.locator("li", has_text=reason_then)
    assert entry.locator("strong").all_inner_texts() == [u["label"] for u in shared]
    assert_no_violations(page, "a Bias Effect table bidding, its shared reasons said once")
