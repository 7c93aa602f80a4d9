"""A newcomer at a table with bots, in a real Chromium against the real processes: the rules help shows the game's
quick reference (and opens the full rules at a linkable section), what a move would act on but may not now is
greyed with the rule's reason readable by pointer, keyboard and screen reader (clicking it posts nothing), and a
finished game's end screen shows each seat's score sheet under the seat's name. The new panels pass axe-core.

Bias Effect: its rules for players are written, and every algorithm card in a hand is not playable while the bids
are on (the server lists each with its reason), so the moment comes on the seat's first bid.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from axe_playwright_python.base import AXE_FILE_PATH

from tests.browser.test_accessibility import AXE_URL, assert_no_violations
from tests.browser.test_web_client import play_by_board, polite_post, seat_link

pytestmark = pytest.mark.e2e

GAME = "bias-effect"
SEATS = [{"name": "ada"}, {"bot": "normal"}, {"bot": "normal"}]  # two bots of a kind: "Normal bot", "Normal bot 2"
# BOARDROOM_SCREENSHOTS=<dir> keeps a picture of each panel, to look at.
SCREENSHOTS = os.environ.get("BOARDROOM_SCREENSHOTS")


def picture(page, name: str, locator=None) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        (locator or page).screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"))


@pytest.fixture
def axe_pages(pages):
    """The pages, with axe-core served from the page's own origin (as its CSP asks)."""
    pages.context.route(f"**{AXE_URL}", lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    return pages


def new_table(http) -> dict:
    created = polite_post(http, "/v1/games", json={"game": GAME, "seats": SEATS})
    assert created.status_code == 201, created.text
    return created.json()


def plain(line: str) -> str:
    """A line of Markdown as the page shows its text: no list marker, emphasis, code marks or link targets."""
    line = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line)
    line = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", line)
    line = re.sub(r"\*\*|__|`|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)", "", line)
    return " ".join(line.split())


def shown_text(locator) -> str:
    return " ".join(locator.inner_text().split())


def test_the_rules_help_shows_the_quick_reference_and_opens_the_full_rules(axe_pages, http):
    rules = http.get(f"/v1/catalog/{GAME}/rules")
    assert rules.status_code == 200, f"{GAME} has no rules for players (docs/play/{GAME}.md): {rules.text}"
    rules = rules.json()
    page = axe_pages.open(seat_link(new_table(http)))
    page.locator("#status[data-version]").wait_for()

    help_ = page.locator("#rules-help")
    help_.get_by_text(f"Rules of {rules['title']}: quick reference").click()
    quick = help_.locator(".quick-reference")
    quick.wait_for()
    text = shown_text(quick)
    # Every line of prose and every list item of the quick reference reads on the page, without Markdown marks.
    lines = [plain(line) for line in rules["quick_reference"].splitlines()[1:]
             if line.strip() and not line.lstrip().startswith(("#", "|"))]
    assert lines and all(line in text for line in lines), [line for line in lines if line not in text][:3]
    assert "**" not in text and "|---" not in text
    # Its tables are tables: the algorithm cards, one row each.
    table_rows = [line for line in rules["quick_reference"].splitlines() if line.startswith("|")]
    if table_rows:
        assert quick.locator("tbody tr").count() == len(table_rows) - 2  # less the header and its rule
    picture(page, "rules-quick-reference", page.locator("#rules"))
    assert_no_violations(page, "the rules help, open")

    # The full rules, in the help: every section under a heading with its id; a contents link moves to it.
    help_.get_by_role("button", name="Show the full rules").click()
    for section in rules["sections"]:
        assert page.locator(f"#{section['id']}").inner_text() == section["title"]
    page.locator(".rules-contents").get_by_role("link", name="Scoring", exact=True).click()
    page.wait_for_function("() => document.activeElement?.id === 'scoring'")
    assert "#/play/" in page.url  # still the table's address: the section link did not leave the page
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the rules' tables scroll, the page does not
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.set_viewport_size({"width": 1280, "height": 900})
    assert_no_violations(page, "the full rules in the table page")

    # The lobby: a rules help per game, and the rules page opens at a linked section.
    page.goto(f"{axe_pages.base_url}/#/")
    lobby_help = page.locator(f"#rules-help-{GAME}")
    lobby_help.locator("summary").click()
    lobby_help.locator(".quick-reference").wait_for()
    assert lines[0] in shown_text(lobby_help)
    assert_no_violations(page, "the lobby with a rules help open")
    page.goto(f"{axe_pages.base_url}/#/rules/{GAME}#scoring")
    page.get_by_role("heading", level=1, name=f"Rules of {rules['title']}").wait_for()
    page.wait_for_function("() => document.activeElement?.id === 'scoring'")
    assert page.locator("h2#scoring").is_visible()
    picture(page, "rules-page")
    assert_no_violations(page, "the rules page")


def test_a_card_not_playable_now_is_greyed_with_its_reason_and_a_click_posts_nothing(axe_pages, http):
    created = new_table(http)
    page = axe_pages.open(seat_link(created))
    # The first decision is a trade: keep every card, so the bids come, where no algorithm card may be played.
    page.get_by_role("button", name=re.compile(r"^Play: Keep every algorithm card")).click()
    greyed = page.locator("#board .unavailable[data-id]")
    greyed.first.wait_for(timeout=30_000)

    answer = http.get(f"/v1/games/{created['id']}/moves", headers={"Authorization": f"Bearer {created['tokens']['0']}"})
    unavailable = answer.json()["unavailable"]
    assert unavailable, "the server lists no move that is not open now"
    legal_targets = {t for m in answer.json()["moves"] for t in m.get("targets", [])}
    greyed_ids = set(greyed.evaluate_all("(els) => els.map((el) => el.dataset.id)"))
    on_board = set(page.locator("#board [data-id]").evaluate_all("(els) => els.map((el) => el.dataset.id)"))
    expected = {t for u in unavailable for t in u["targets"]} & on_board - legal_targets
    assert expected and greyed_ids == expected

    # The list near the moves says every one, targets on the board or not, each reason once after the moves it
    # keeps closed: "Not open now: <label>; <label> — <reason>".
    reasons = list(dict.fromkeys(u["reason"] for u in unavailable))
    listed = page.locator("#not-open li")
    assert [" ".join(t.split()) for t in listed.all_inner_texts()] == [
        "Not open now: " + "; ".join(u["label"] for u in unavailable if u["reason"] == reason) + f" — {reason}"
        for reason in reasons]

    card = greyed.first
    entry = next(u for u in unavailable if card.get_attribute("data-id") in u["targets"])
    # By pointer: the title; by screen reader: the described-by text; both say the reason.
    assert entry["reason"] in card.get_attribute("title")
    described = " ".join(page.locator(f"#{i}").inner_text() for i in card.get_attribute("aria-describedby").split())
    assert entry["reason"] in described
    assert card.get_attribute("aria-disabled") == "true" and card.get_attribute("aria-pressed") is None
    picture(page, "not-open-now")
    assert_no_violations(page, "a seat's table with moves not open now")

    # A click (or Enter) on it tells the reason, and posts no command.
    posted = []
    page.on("request", lambda r: posted.append(r.url) if r.method == "POST" else None)
    version = page.locator("#status").get_attribute("data-version")
    card.click(force=True)  # Playwright waits for an aria-disabled element to be enabled; a person's click lands
    info = page.locator("#component-info")
    info.get_by_text(entry["reason"]).wait_for()
    card.focus()
    page.keyboard.press("Enter")
    assert info.get_by_text(entry["reason"]).is_visible()
    assert not card.evaluate("(el) => el.classList.contains('pick')")
    assert posted == [] and page.locator("#status").get_attribute("data-version") == version
    picture(page, "not-open-clicked", page.locator("#board"))


def test_a_finished_game_shows_each_seat_s_score_sheet(axe_pages, http):
    created = new_table(http)
    page = axe_pages.open(seat_link(created))
    page.locator("#status[data-version]").wait_for()
    play_by_board(page, GAME)
    sheet = page.locator("#score-sheet")
    sheet.wait_for()
    finished = http.get(f"/v1/games/{created['id']}").json()
    assert finished["status"] == "finished"
    breakdown = finished["result"]["breakdown"]

    # A column per seat, named by its seat name (numbered from 1), best place first.
    heads = [" ".join(t.split()) for t in sheet.locator("thead th").all_inner_texts()]
    order = [seat for group in finished["result"]["ranking"] for seat in group]
    names = ["ada", "Normal bot", "Normal bot 2"]
    assert heads == [f"{seat + 1} {names[seat]}" for seat in order]
    # Each row: its label, then each seat's value; the row as a sentence is the cell's title.
    for seat, rows in breakdown.items():
        assert rows[0]["label"] == "Place" and re.fullmatch(r"\d(st|nd|rd|th)( \(tied\))?", str(rows[0]["value"]))
        for row in rows:
            cell = sheet.locator(f"tbody tr:has(th:text-is('{row['label']}')) td[data-seat='{seat}']")
            assert cell.inner_text() == str(row["value"]) and cell.get_attribute("title") == row["text"]
    labels = sheet.locator("tbody th").all_inner_texts()
    assert labels[0] == "Place" and len(labels) == len(set(labels))
    text = sheet.inner_text()
    assert not re.search(r"\b(true|false|null|undefined)\b", text) and "{" not in text
    picture(page, "score-sheet", sheet)
    assert_no_violations(page, "a finished game's end screen")
