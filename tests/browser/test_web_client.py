"""The reference web client (/) in a real Chromium against the real processes (gunicorn, projector, RQ worker):
a person plays each game to its final scores by clicking only, a spectator's page follows a table live, the
replay slider shows the version asked for, and the audit page shows a finished game's passing report.

Every page's console errors and uncaught exceptions fail the test that opened it.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.api_client import polite
from tests.support.page_progress import await_shown

pytestmark = pytest.mark.e2e

GAMES = ["tabletop-climber", "bias-effect", "corporate-anarchy", "tabletop-inc", "inventing-the-future"]
PLAYERS = {"tabletop-climber": 3}  # the others are played by two
# Something only that game's board draws, by its accessible name. Every game but Inventing the Future (whose
# face-down cards are hidden from everyone) has a seat's secrets.
BOARD_LANDMARK = {
    "tabletop-climber": ("region", "Played combination"),
    "bias-effect": ("region", "Beliefs"),
    "corporate-anarchy": ("group", "HQs, tiles and agents"),
    "tabletop-inc": ("group", "Action board"),
    "inventing-the-future": ("group", "Action matrix"),
}
# The templates a person completes on the board, the first time the game offers one.
TEMPLATES = {"tabletop-climber": "select-hand", "corporate-anarchy": "place-tiles"}
# BOARDROOM_SCREENSHOTS=docs/screenshots writes each game's page at this many of the person's clicks.
SCREENSHOTS = os.environ.get("BOARDROOM_SCREENSHOTS")
SCREENSHOT_AT = {"tabletop-climber": 12, "bias-effect": 8, "corporate-anarchy": 6, "tabletop-inc": 20,
                 "inventing-the-future": 40}
MOST_CLICKS = 1500  # far above any game's length: a loop that never ends fails


class Pages:
    """New pages on the service that record every console error and uncaught exception."""

    def __init__(self, chromium, base_url, **context):
        self.context = chromium.new_context(**{"viewport": {"width": 1280, "height": 900}, **context})
        self.base_url = base_url
        self.errors: list[str] = []
        self.expected: list[str] = []  # console errors a test provokes on purpose (a refused request)
        self.provoked: list[str] = []

    def open(self, fragment: str = ""):
        page = self.context.new_page()
        page.on("console", lambda m: self._console(m.type, m.text))
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.goto(f"{self.base_url}/{fragment}")
        return page

    def _console(self, kind: str, text: str) -> None:
        if kind == "error":
            (self.provoked if any(e in text for e in self.expected) else self.errors).append(f"console {kind}: {text}")

    def assert_clean(self):
        assert self.errors == [], "the browser console reported errors"


def polite_post(http, path: str, **kwargs) -> httpx.Response:
    """POST as a well-behaved client under the production limits: after a 429, wait as Retry-After says."""
    for _ in range(10):
        response = http.post(path, **kwargs)
        if response.status_code != 429:
            return response
        time.sleep(float(response.headers.get("Retry-After", "1")))  # the server's own pacing, not a guess
    return response


def seat_link(created: dict, seat: int = 0, name: str = "ada") -> str:
    return f"#/play/{created['id']}?seat={seat}&token={created['tokens'][str(seat)]}&name={name}"


# The person's side of a whole game: drawn components on the board (draw/*.js), "Play: …" and the template's
# Confirm only; a choice the board does not draw is listed under "Also to choose" (#other-choices), never clicked.
PLAY = "#play-buttons button.play:enabled, #pass-buttons button.play:enabled"  # real moves first, then a pass
PICK = "#drawn .drawn[role=button][aria-pressed=false]"
UNDRAWN = "#other-choices .choices"
CHOSEN = "#board [role=button][aria-pressed=true]"
START_TEMPLATE = "#moves button.template-start"
CONFIRM = "#moves button.play:enabled:has-text('Confirm')"


MISSED_CLICKS = 8
# What the page offers when clicks keep missing: the status, the picks on the board and the play buttons.
WHAT_IS_UNDER = """() => ({status: document.querySelector('#status')?.innerText,
  picks: [...document.querySelectorAll('#board [role=button]')].map((el) => el.dataset.id + ':' + el.ariaPressed),
  play: [...document.querySelectorAll('#play-buttons button.play, #pass-buttons button.play')]
    .map((b) => b.innerText + (b.disabled ? '!' : '')),
  moves: document.querySelector('#moves')?.innerText.slice(0, 400)})"""


def play_by_board(page, slug: str, *, most: int = MOST_CLICKS) -> dict:
    """Play the page's seat to the end; returns counts of what was clicked."""
    ready = page.locator(f"#final-scores, {PLAY}, {PICK}, {CONFIRM}").first
    clicked = {"board": 0, "play": 0, "template": 0}
    filled = False
    saw_my_turn = False
    missed = 0  # clicks in a row that found their target gone or covered
    undrawn: set[str] = set()  # choices the board offered only as words, not drawn
    while sum(clicked.values()) < most:
        await_shown(page, ready, what=f"the seat's turn or the end, after {clicked}",
                    describe=lambda: repr(page.inner_text("main")[:800]))
        if page.locator("#final-scores").count():
            break
        saw_my_turn = saw_my_turn or page.locator("#status .turn.mine").count() > 0
        undrawn.update(page.locator(f"{UNDRAWN} [data-id]").evaluate_all("(els) => els.map((el) => el.dataset.id)"))
        if SCREENSHOTS and clicked["board"] + clicked["play"] == SCREENSHOT_AT[slug]:
            Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=Path(SCREENSHOTS) / f"{slug}.png", full_page=True)
        try:
            if not filled and TEMPLATES.get(slug) and page.locator(START_TEMPLATE).count():
                page.locator(START_TEMPLATE).first.click(timeout=5_000)
                filled = True
                clicked["template"] += 1
            elif page.locator(CONFIRM).count():
                page.locator(CONFIRM).first.click(timeout=5_000)
                clicked["play"] += 1
            elif page.locator(PLAY).count() and (page.locator(CHOSEN).count() or not page.locator(PICK).count()
                                                 or missed >= 2):  # the board keeps changing under the pick
                page.locator(PLAY).first.click(timeout=5_000)
                clicked["play"] += 1
            else:
                page.locator(PICK).first.click(timeout=5_000)
                clicked["board"] += 1
        except PlaywrightTimeout:
            # A new frame redrew the board under the click: look again, but not for ever.
            missed += 1
            assert missed < MISSED_CLICKS, f"no click landed {missed} times in a row: {page.evaluate(WHAT_IS_UNDER)}"
            continue
        missed = 0
    clicked["my_turn"] = saw_my_turn
    clicked["filled"] = filled
    clicked["undrawn"] = sorted(undrawn)
    return clicked


@pytest.mark.parametrize("slug", GAMES)
def test_a_person_plays_a_whole_game_against_bots_on_the_board(pages, http, slug):
    created = http.post("/v1/games", json={"game": slug, "seats": [{"name": "ada"}]
                                           + [{"bot": "easy"}] * (PLAYERS.get(slug, 2) - 1)}).json()
    gid = created["id"]
    page = pages.open(seat_link(created))
    page.locator("#status[data-version]").wait_for()
    assert "token" not in page.url
    role, name = BOARD_LANDMARK[slug]
    page.get_by_role(role, name=name).wait_for()
    assert page.get_by_role("region", name="Board", exact=True).is_visible()
    assert page.get_by_role("region", name="Only you see this").count() == (slug != "inventing-the-future")

    clicked = play_by_board(page, slug)
    assert page.locator("#final-scores").is_visible(), f"no final scores after {clicked}"
    assert clicked["my_turn"] and clicked["board"] > 0 and clicked["play"] > 0
    assert clicked["undrawn"] == [], "choices the board did not draw"
    assert clicked["filled"] == (slug in TEMPLATES)
    finished = http.get(f"/v1/games/{gid}").json()
    assert finished["status"] == "finished"
    final = page.locator("#final-scores")
    assert final.locator("tbody tr").count() == len(finished["seats"])
    assert "ada" in final.inner_text()
    assert page.locator("#status").inner_text().count("Game over") == 1
    # "final scores as a breakdown that adds up, with names": each row's parts sum to its total, read off the page
    # and checked against the server's scores
    rows = final.locator("tbody tr").evaluate_all(ROW_PARTS)
    scores = finished["result"]["scores"]
    assert rows and all(row["parts"] for row in rows), "no part of the total is shown"
    for row in rows:
        assert sum(row["parts"]) == row["total"] == scores[str(row["seat"])]["total"], row

    # The log shows every decision of the others (and every other entry), newest first, in words.
    entries, query = [], {"limit": 1000}
    while True:  # every page of the log (a long game has more entries than one page holds)
        page_ = http.get(f"/v1/games/{gid}/log", params=query).json()
        entries += page_["entries"]
        if page_["next"] is None:
            break
        query["cursor"] = page_["next"]
    theirs = [e for e in entries if e["seat"] not in (None, 0)]
    assert theirs
    shown = [int(v) for v in page.locator("#log > li").evaluate_all("(lis) => lis.map((li) => li.dataset.v)")]
    assert shown == sorted((e["v"] for e in entries), reverse=True)
    texts = page.locator("#log > li").all_inner_texts()
    assert all(t.strip() for t in texts)
    main = page.inner_text("main")
    assert "Version" not in main and "null" not in main and "undefined" not in main

    page.reload()  # the seat's token is in localStorage: a reload resumes the same seat
    page.locator("#final-scores").wait_for()
    assert page.get_by_role("heading", level=1).inner_text().endswith("playing as ada")


# Each final-scores row as numbers: its seat, what each part of its total is worth, and the total.
ROW_PARTS = """(rows) => rows.map((tr) => ({
  seat: Number(tr.dataset.seat),
  parts: [...tr.querySelectorAll('td.part')].map((td) => Number(td.dataset.value)),
  total: Number(tr.querySelector('td.total').textContent),
}))"""
PAGE_VERSION = "() => document.querySelector('#status')?.dataset.version"
# A function, not an expression: Playwright evaluates expressions with eval, which the page's CSP forbids.
NEWER = ("(seen) => document.querySelector('#final-scores')"
         " || Number(document.querySelector('#status')?.dataset.version) > seen")


def test_a_spectator_follows_live_then_replays_and_audits(pages, http, chromium, service):
    # A person playing over the API (not this browser) against a bot: the page can only keep up by its stream.
    created = http.post("/v1/games", json={"game": "bias-effect", "seats": [{"name": "bob"}, {"bot": "easy"}]}).json()
    gid, token = created["id"], created["tokens"]["0"]
    seat = {"Authorization": f"Bearer {token}"}
    page = pages.open(f"#/watch/{gid}")
    page.locator("#status[data-stream=open]").wait_for()
    assert page.get_by_role("heading", level=1).inner_text().endswith("watching")
    assert page.get_by_role("region", name="Only you see this").count() == 0
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: nothing wider than the screen
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.set_viewport_size({"width": 1280, "height": 900})

    # bob's share link on another device (a fresh browser context): it resumes his seat, and the token
    # leaves the address bar.
    link = page.locator("#share-watch").input_value()
    assert link.endswith(f"#/watch/{gid}")
    other = chromium.new_context()
    try:
        device = other.new_page()
        device.goto(f"{service.base_url}/#/play/{gid}?seat=0&token={token}")
        device.get_by_role("heading", name=re.compile("playing as bob$")).wait_for()
        assert "token" not in device.url
        assert device.get_by_role("region", name="Only you see this").count() == 1
    finally:
        other.close()

    final = page.locator("#final-scores")
    seen: list[int] = []
    while not final.count():
        # Waits for the page to show a newer version (or the end), then plays bob's first move, if any.
        page.wait_for_function(NEWER, arg=max(seen or [0]), timeout=60_000)
        seen.append(int(page.evaluate(PAGE_VERSION)))
        moves = [m for m in http.get(f"/v1/games/{gid}/moves", headers=seat).json()["moves"] if not m.get("template")]
        if moves:
            assert polite_post(http, f"/v1/games/{gid}/commands", json=moves[0], headers=seat).status_code == 201
    finished = http.get(f"/v1/games/{gid}").json()
    assert finished["status"] == "finished" and len(seen) > 5 and seen == sorted(seen)
    assert final.locator("tbody tr").count() == 2

    # Replay: the slider's version, drawn from state?at=N, beside the event list.
    page.goto(f"{service.base_url}/#/replay/{gid}")
    last = finished["version"]
    page.locator(f"#state-version[data-version='{last}']").wait_for()
    assert page.locator("#events li").count() == last
    middle = last // 2
    page.get_by_label(re.compile("^Step")).fill(str(middle))
    page.locator(f"#state-version[data-version='{middle}']").wait_for()
    past = http.get(f"/v1/games/{gid}/state", params={"at": middle}).json()
    board = page.locator("#replay-board")
    assert f"Round {past['view']['round']}" in board.inner_text()
    assert page.locator("#events li.current").get_attribute("data-v") == str(middle)
    assert page.locator("#events li.future").count() == last - middle
    page.get_by_role("button", name="Next ▶", exact=True).click()
    page.locator(f"#state-version[data-version='{middle + 1}']").wait_for()
    page.get_by_label(re.compile("^Step")).press("ArrowLeft")  # the slider works from the keyboard
    page.locator(f"#state-version[data-version='{middle}']").wait_for()

    # Audit: the finished game's report, each check's verdict.
    report = polite(lambda: http.get(f"/v1/games/{gid}/audit")).json()
    assert report["ok"] and report["scope"] == "full"
    page.goto(f"{service.base_url}/#/audit/{gid}")
    verdict = page.locator("#verdict")
    verdict.wait_for()
    assert verdict.inner_text() == "✓ The history verifies"
    rows = page.locator("#audit tbody tr")
    assert rows.count() == len(report["checks"])
    assert [r.get_attribute("data-check") for r in rows.all()] == [c["name"] for c in report["checks"]]
    assert all(cell == "✓ pass" for cell in page.locator("#audit tbody td.ok").all_inner_texts())
    assert page.locator("#audit tbody td.fail").count() == 0


def test_a_second_person_joins_an_open_table_from_the_lobby(pages, http):
    created = http.post("/v1/games", json={"game": "bias-effect", "seats": [{"name": "bob"}, {}]}).json()
    gid = created["id"]
    page = pages.open()
    name = page.locator(f"#join-{gid}")  # the lobby refreshes itself until the new table is listed
    name.wait_for()
    name.fill("cy")
    page.locator(f"form:has(#join-{gid})").get_by_role("button", name="Join").click()
    page.get_by_role("heading", name=re.compile("playing as cy$")).wait_for()
    page.locator("#status[data-stream=open]").wait_for()
    table = http.get(f"/v1/games/{gid}").json()
    assert table["status"] == "active" and table["seats"][1]["name"] == "cy"
    assert page.get_by_role("region", name="Only you see this").count() == 1
    page.goto(f"{pages.base_url}/")  # back in the lobby, the table is this browser's to resume
    page.locator("#tables-title").wait_for()
    assert page.get_by_role("link", name="Resume my seat").count() == 1


def test_open_tables_and_the_first_versions_draw_without_a_script_error(pages, http):
    # Every game at a table still waiting for a player (its view is empty), then its replay at versions 1 and 2.
    tables = {}
    for slug in GAMES:
        seats = [{"name": "ada"}] + [{"bot": "easy"}] * (PLAYERS.get(slug, 2) - 2) + [{}]
        tables[slug] = http.post("/v1/games", json={"game": slug, "seats": seats}).json()
    page = pages.open()
    for created in tables.values():
        page.goto(f"{pages.base_url}/{seat_link(created)}")
        page.locator("#not-dealt").wait_for()
        assert page.locator("#status").inner_text().startswith("Waiting for players: 1 open seat")
        assert page.get_by_role("button", name="Cancel this table").is_visible()
        page.goto(f"{pages.base_url}/#/watch/{created['id']}")
        page.locator("#not-dealt").wait_for()
    for created in tables.values():
        joined = http.post(f"/v1/games/{created['id']}/join", json={"name": "bo"})
        assert joined.status_code in (200, 201), joined.text
        page.goto(f"{pages.base_url}/#/replay/{created['id']}")
        page.locator("#state-version").wait_for()
        for version in (1, 2):
            page.get_by_label(re.compile("^Step")).fill(str(version))
            page.locator(f"#state-version[data-version='{version}']").wait_for()
            assert page.locator("#not-dealt").is_visible()
            assert "undefined" not in page.inner_text("#replay-board")


def test_leave_return_resign_rematch_abort_and_a_new_table_like_this(pages, http):
    created = http.post("/v1/games", json={"game": "bias-effect", "seats": [{"name": "ada"}, {"name": "bob"}]}).json()
    gid = created["id"]
    page = pages.open(seat_link(created))
    table = page.get_by_role("region", name="Table")
    table.get_by_role("button", name="Leave for now").click()
    table.get_by_role("button", name="Yes, leave").click()
    notice = page.locator("#autopilot")
    notice.wait_for()
    assert http.get(f"/v1/games/{gid}").json()["seats"][0]["autopilot"]
    notice.get_by_role("button", name="Return to the table").click()
    notice.wait_for(state="detached")
    assert not http.get(f"/v1/games/{gid}").json()["seats"][0]["autopilot"]

    table.get_by_role("button", name="Resign").click()
    table.get_by_role("button", name="Yes, resign").click()
    page.locator("#final-scores").wait_for()
    assert "ada (resigned)" in page.locator("#final-scores").inner_text()
    assert http.get(f"/v1/games/{gid}").json()["result"]["resigned"] == [0]

    table.get_by_role("button", name="Rematch").click()
    page.wait_for_url(re.compile(r".*#/play/(?!" + gid + r")\w+$"))
    again = page.url.rsplit("/", 1)[1]
    page.locator("#not-dealt").wait_for()  # bob's seat is open for him to join
    assert http.get(f"/v1/games/{again}").json()["rematch_of"] == gid
    assert http.get(f"/v1/games/{gid}").json()["rematch"] == again

    table.get_by_role("button", name="Cancel this table").click()
    table.get_by_role("button", name="Yes, abort").click()
    page.locator("#status", has_text="This table was cancelled").wait_for()
    assert http.get(f"/v1/games/{again}").json()["status"] == "aborted"

    table.get_by_role("button", name="New table like this").click()
    page.wait_for_url(re.compile(r".*#/play/(?!" + again + r")\w+$"))
    newest = page.url.rsplit("/", 1)[1]
    page.locator("#not-dealt").wait_for()
    fresh = http.get(f"/v1/games/{newest}").json()
    assert fresh["game"] == "bias-effect" and fresh["status"] == "open" and fresh["seats"][0]["name"] == "ada"


def test_a_clock_that_runs_out_twice_puts_the_seat_on_autopilot_and_says_so(pages, http):
    # Tabletop Inc.'s first decision is seat 0's alone: its clock runs out first.
    created = http.post("/v1/games", json={"game": "tabletop-inc", "seats": [{"name": "ada"}, {"name": "bob"}],
                                           "clock": {"type": "move", "seconds": 3}}).json()
    page = pages.open(seat_link(created))
    clock = page.get_by_label("ada's clock")
    clock.wait_for()
    assert re.fullmatch(r"0:0[0-3]", clock.inner_text())
    grace = page.locator("#grace")  # the first expiry: one more clock (issue 50)
    grace.wait_for(timeout=30_000)
    assert "one more clock" in grace.inner_text()
    notice = page.locator("#autopilot")
    notice.wait_for(timeout=30_000)
    assert "clock ran out" in notice.inner_text()
    notice.get_by_role("button", name="Return to the table").click()
    page.wait_for_function("() => !document.querySelector('#autopilot') || document.title.startsWith('Your turn')")


HELD = "(gid) => (JSON.parse(localStorage.getItem('boardroom.seats')) || {})[gid]?.token"


def test_a_link_for_another_seat_keeps_the_held_one_until_the_player_chooses(pages, http):
    """Issue 31 item 18: a crafted seat link silently replaced the token this browser held for the table."""
    created = polite_post(http, "/v1/games", json={"game": "bias-effect",
                                                   "seats": [{"name": "ada"}, {"name": "bob"}]}).json()
    gid, tokens = created["id"], created["tokens"]
    page = pages.open(seat_link(created, 0, "ada"))
    page.locator("#status").wait_for()
    assert page.evaluate(HELD, gid) == tokens["0"]

    page.goto(f"{pages.base_url}/{seat_link(created, 1, 'bob')}")
    choice = page.locator("#use-link-seat")
    choice.wait_for()
    assert page.evaluate(HELD, gid) == tokens["0"]  # not replaced
    assert "already holds seat 1" in page.inner_text("#seat-note")
    assert tokens["1"] not in page.url  # the link's token left the address bar

    choice.click()
    page.wait_for_function(f"(gid) => ({HELD})(gid) === {tokens['1']!r}", arg=gid)
    page.locator("#status").wait_for()
