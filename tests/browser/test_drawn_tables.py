"""The drawn table (service/http/web/draw/), in a real Chromium against the real processes with the production
configuration: per game, every component the seat's view names by its catalogue id is drawn on the board and
carries that id (`data-component`); keyboard focus stays on the board after the seat's move and comes to it when
the seat's turn starts; Bias Effect's bid is one number field; the log's numbers keep every digit; Tabletop Inc.
at 1366 x 900 fits in two screen heights with no word broken across lines.
"""

from __future__ import annotations

import json

import httpx
import pytest

from tests.browser import test_web_client as web
from tests.browser.test_web_client import PICK, PLAY, play_by_board, polite_post, seat_link
from tests.support.page_progress import await_shown

pytestmark = pytest.mark.e2e

DESKTOP = {"width": 1366, "height": 900}
# The page's version and every catalogue id drawn on the board, read at one moment.
DRAWN = """() => ({version: Number(document.querySelector('#status').dataset.version),
  ids: [...document.querySelectorAll('#drawn [data-component]')].map((el) => el.dataset.component)})"""
# Words (runs of `pattern`'s characters) in the text of the elements `selector` finds that the page shows across
# two lines: page.evaluate(BROKEN_WORDS, {"selector": ..., "pattern": ...}).
BROKEN_WORDS = """({selector, pattern}) => {
  const broken = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent.matchAll(new RegExp(pattern, 'g'))) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
  }
  return broken;
}"""
FOCUS_ON_BOARD = "() => Boolean(document.activeElement?.closest('#board'))"


def catalogue_ids(view, catalogue: set[str]) -> set[str]:
    """Every catalogue id the view names, as a value or as a key."""
    found: set[str] = set()

    def walk(value):
        if isinstance(value, str):
            if value in catalogue:
                found.add(value)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for key, item in value.items():
                if key in catalogue:
                    found.add(key)
                walk(item)

    walk(view)
    return found


def new_table(http: httpx.Client, slug: str) -> dict:
    created = polite_post(http, "/v1/games", json={"game": slug, "seats": [{"name": "ada"}]
                                                   + [{"bot": "easy"}] * (web.PLAYERS.get(slug, 2) - 1)})
    assert created.status_code == 201, created.text
    return created.json()


@pytest.mark.parametrize("slug", web.GAMES)
def test_every_component_of_the_seats_view_is_drawn_with_its_catalogue_id(pages, http, slug):
    created = new_table(http, slug)
    catalogue = {c["id"] for c in http.get(f"/v1/catalog/{slug}").json()["components"]}
    page = pages.open(seat_link(created))
    page.set_viewport_size(DESKTOP)
    page.locator("#status[data-version]").wait_for()
    play_by_board(page, slug, most=web.SCREENSHOT_AT[slug])
    await_shown(page, page.locator(f"#final-scores, {PLAY}, {PICK}").first, what="the seat's turn or the end")
    drawn = page.evaluate(DRAWN)
    seat = {"Authorization": f"Bearer {created['tokens']['0']}"}
    state = http.get(f"/v1/games/{created['id']}/state", params={"at": drawn["version"]}, headers=seat)
    assert state.status_code == 200, state.text
    named = catalogue_ids(state.json()["view"], catalogue)
    assert len(named) > 10, named
    assert named - set(drawn["ids"]) == set(), "named by the seat's view but not drawn"
    assert set(drawn["ids"]) <= catalogue, "drawn with an id the catalogue does not have"
    text = page.inner_text("#board")
    assert "Tier Tier" not in text and "undefined" not in text and "[object" not in text


def test_tabletop_inc_fits_two_screens_with_no_word_broken(pages, http):
    created = new_table(http, "tabletop-inc")
    page = pages.open(seat_link(created))
    page.set_viewport_size(DESKTOP)
    page.get_by_role("group", name="Action board").wait_for()
    play_by_board(page, "tabletop-inc", most=web.SCREENSHOT_AT["tabletop-inc"])
    await_shown(page, page.locator(f"#final-scores, {PLAY}, {PICK}").first, what="the seat's turn or the end")
    height = page.evaluate("() => document.documentElement.scrollHeight")
    assert height <= 2 * DESKTOP["height"], f"{height} px tall"
    assert page.evaluate(BROKEN_WORDS, {"selector": "#board", "pattern": r"[^\s/]+"}) == []


def test_focus_stays_on_the_board_after_a_move_and_comes_to_it_when_the_turn_starts(pages, http):
    created = new_table(http, "tabletop-inc")  # seat 0 places first
    page = pages.open(seat_link(created))
    page.locator("#status .turn.mine").wait_for()
    page.wait_for_function(FOCUS_ON_BOARD)  # the turn started: focus came to the board
    moves = 0
    while moves < 4:
        await_shown(page, page.locator(f"{PLAY}, {PICK}, #final-scores").first, what="the seat's turn or the end")
        if page.locator("#final-scores").count():
            break
        if page.locator(PLAY).count() and (page.locator(web.CHOSEN).count() or not page.locator(PICK).count()):
            version = int(page.locator("#status").get_attribute("data-version"))
            page.locator(PLAY).first.click()
            page.wait_for_function(f"() => Number(document.querySelector('#status').dataset.version) > {version}")
            assert page.evaluate(FOCUS_ON_BOARD), page.evaluate("() => document.activeElement?.outerHTML.slice(0, 200)")
            moves += 1
        else:  # by keyboard: a component a move may choose
            page.locator(PICK).first.focus()
            page.keyboard.press("Enter")
            assert page.evaluate(FOCUS_ON_BOARD)
    assert moves == 4
    # Frames of the others' decisions redraw the board under the focus: it stays there.
    await_shown(page, page.locator("#status .turn.mine, #final-scores").first, what="the seat's turn or the end")
    assert page.evaluate(FOCUS_ON_BOARD)


def test_bias_effects_bid_is_a_number_field(pages, http):
    created = new_table(http, "bias-effect")
    page = pages.open(seat_link(created))
    page.get_by_role("button", name="Play: Keep every algorithm card: trade nothing in this round").click()
    field = page.get_by_label("Bid: amount (0 to 5)")
    field.wait_for(timeout=30_000)
    assert page.locator("#play-buttons button.play").count() == 1  # one button, not one per number
    field.fill("3")
    page.get_by_role("button", name="Play: Bid 3 chips in secret for", exact=False).click()
    # the seat's own log tells its amount
    page.locator("#log").get_by_text("ada sealed a bid of 3 chips").first.wait_for(state="attached")


def test_a_bid_being_typed_survives_the_other_seats_move(pages, http):
    """The moves are redrawn when anything about them changes, here the take-back that bob's bid ends: the bid
    field was rebuilt at its least, erasing what ada had typed ("Play: Bid 3" became "Play: Bid 0")."""
    people = [{"name": "ada"}, {"name": "bob"}]
    created = polite_post(http, "/v1/games", json={"game": "bias-effect", "seats": people}).json()
    gid = created["id"]
    seat_of = {seat["name"]: str(i) for i, seat in enumerate(created["seats"])}
    page = pages.open(seat_link(created, int(seat_of["ada"])))
    bob = {"Authorization": f"Bearer {created['tokens'][seat_of['bob']]}"}

    def bob_plays(starting: str) -> None:
        move = next(m for m in http.get(f"/v1/games/{gid}/moves", headers=bob).json()["moves"]
                    if m["label"].startswith(starting))
        polite_post(http, f"/v1/games/{gid}/commands", json=move, headers=bob).raise_for_status()

    bob_plays("Keep every algorithm card")
    page.get_by_role("button", name="Play: Keep every algorithm card: trade nothing in this round").click()
    field = page.get_by_label("Bid: amount (0 to 5)")
    field.fill("3")
    version = int(page.locator("#status").get_attribute("data-version"))
    bob_plays("Bid")
    page.wait_for_function("(v) => Number(document.querySelector('#status').dataset.version) > v", arg=version)
    assert field.input_value() == "3"
    page.get_by_role("button", name="Play: Bid 3 chips in secret for", exact=False).click()
    page.locator("#log").get_by_text("ada sealed a bid of 3 chips").first.wait_for(state="attached")


def test_log_numbers_of_a_long_game_keep_every_digit(pages, http):
    bots = [{"bot": "easy"}, {"bot": "easy"}]
    created = polite_post(http, "/v1/games", json={"game": "tabletop-inc", "seats": bots}).json()
    # a spectator's state stream: a frame after every change, until the game's last one says it is finished
    with http.stream("GET", f"/v1/games/{created['id']}/stream", params={"as": "state"},
                     headers={"Accept": "application/x-ndjson"}, timeout=120) as stream:
        assert any(json.loads(line).get("status") == "finished" for line in stream.iter_lines() if line.strip())
    page = pages.open(f"#/watch/{created['id']}")
    page.locator("#final-scores").wait_for()
    # Each entry's number (the list counts down from the newest) is drawn inside the log's box: the first line of
    # its text starts after room for every digit of its number.
    room = page.evaluate("""() => {
      const items = [...document.querySelectorAll('#log > li')];
      const box = document.querySelector('#log').parentElement.getBoundingClientRect();
      return items.slice(0, 20).map((li, i) => {
        const text = [...li.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
        const range = document.createRange(); range.setStart(text, 0); range.setEnd(text, 1);
        const n = items.length - i;
        const em = parseFloat(getComputedStyle(li).fontSize);
        const left = li.getBoundingClientRect().left;
        const room = range.getClientRects()[0].left - left >= (String(n).length + 1) * 0.5 * em;
        return {n, inside: left >= box.left, room};
      });
    }""")
    assert room and room[0]["n"] >= 100, room[:1]
    assert all(r["inside"] and r["room"] for r in room), [r for r in room if not (r["inside"] and r["room"])]


ROUND_SHOWN_AND_TOLD = """() => {
  const told = [...document.querySelectorAll('#log li')]
    .map((li) => /rolled the dice for round (\\d+)/.exec(li.textContent)).find(Boolean);
  const shown = /· round (\\d+)/.exec(document.querySelector('#drawn h2')?.textContent || '');
  return Boolean(told && shown && told[1] === shown[1]);
}"""


def test_inventing_the_futures_heading_names_the_round_the_log_tells(pages, http):
    """The trial: the heading said "round 1" (the turn's counter) while the log said "rolled the dice for round 5".
    During the allocation the heading names the dice round, as the log does."""
    created = new_table(http, "inventing-the-future")
    page = pages.open(seat_link(created))
    for _ in range(10):  # the dice are rolled by the seat drawn to roll first: maybe this one
        mine = "Boolean(document.querySelector('#status .turn.mine'))"
        page.wait_for_function(f"() => ({ROUND_SHOWN_AND_TOLD})() || {mine}")
        if page.evaluate(ROUND_SHOWN_AND_TOLD):
            break
        play_by_board(page, "inventing-the-future", most=1)
    assert page.evaluate(ROUND_SHOWN_AND_TOLD)


def test_a_long_not_open_list_starts_folded_and_opens_on_a_click(pages, http):
    """The trial: Tabletop Inc.'s "Not open now (28)", open by default, pushed the rules and the turn alerts far down
    the side panel. A long list starts folded, its count in its summary; the board greys each component anyway."""
    created = new_table(http, "tabletop-inc")
    page = pages.open(seat_link(created))
    summary = page.locator("#not-open summary")
    summary.wait_for()
    listed = int(summary.inner_text().rsplit("(", 1)[1].rstrip(")"))
    assert listed > 6 and page.locator("#not-open").get_attribute("open") is None
    summary.click()
    page.locator("#not-open li").first.wait_for()
    assert page.locator("#not-open li strong").count() == listed  # each move's label, those of one reason together
