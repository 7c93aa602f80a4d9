"""A move's label links to the rule it applies (issue 50, item 2), in a real Chromium against the real processes:
each move shows a small "rule" link named after the section of the game's rules the server names for it; a click
opens the Rules help at that section on the table's own page, the moves still there."""

from __future__ import annotations

import pytest

from tests.browser.test_accessibility import assert_no_violations
from tests.browser.test_drawn_tables import BROKEN_WORDS
from tests.browser.test_newcomers import GAME, axe_pages, new_table  # noqa: F401 - the fixture
from tests.browser.test_web_client import seat_link

pytestmark = pytest.mark.e2e

MOVE_RULE_LINKS = "#play-buttons .rule-link, #pass-buttons .rule-link"  # a pass's too, offered after the others


def test_a_move_s_rule_link_opens_the_rules_at_its_section_on_the_table_page(axe_pages, http):  # noqa: F811
    created = new_table(http)
    rules = http.get(f"/v1/catalog/{GAME}/rules").json()
    titles = {section["id"]: section["title"] for section in rules["sections"]}
    page = axe_pages.open(seat_link(created))
    page.locator("#status[data-version]").wait_for()
    link = page.locator(MOVE_RULE_LINKS).first
    link.wait_for()

    moves = http.get(f"/v1/games/{created['id']}/moves",
                     headers={"Authorization": f"Bearer {created['tokens']['0']}"}).json()["moves"]
    assert moves and all(move["rule"] in titles for move in moves), moves
    section = link.get_attribute("data-rule")
    assert section in {move["rule"] for move in moves}
    # Named for the section as the rules title it, so a screen reader's list of links says where each goes.
    named = page.get_by_role("link", name=f"Rule: {titles[section]}", exact=True).first
    named.wait_for()
    assert named.inner_text() == "rule"

    named.click()
    heading = page.locator(f"#rules-help #{section}")
    heading.wait_for()
    assert heading.inner_text() == titles[section] and heading.is_visible()
    page.wait_for_function(f"() => document.activeElement?.id === '{section}'")
    assert "#/play/" in page.url  # the table's own page: nothing was left
    assert page.locator(MOVE_RULE_LINKS).count() > 0  # the moves are still there, links and all
    assert_no_violations(page, "the rules opened at a move's section")


def test_the_rules_tables_beside_the_board_keep_their_words_whole(axe_pages, http):  # noqa: F811
    """A trial read Bias Effect's card table in the side panel as "Co/pi/es", "Tra/de-/in", "Ranso/mwar/e": the
    rules' text may wrap anywhere, but a table scrolls sideways in its box instead."""
    created = new_table(http)
    page = axe_pages.open(seat_link(created))
    page.locator(MOVE_RULE_LINKS).first.wait_for()
    page.locator("#rules-help summary").click()
    page.get_by_role("button", name="Show the full rules").click()
    page.locator("#rules-help table").first.wait_for()
    assert page.locator("#rules-help table").count() >= 2
    tables = {"selector": "#rules-help table th, #rules-help table td", "pattern": "[A-Za-z]+"}
    assert page.evaluate(BROKEN_WORDS, tables) == []
