"""What tripped a newcomer at a table (issue 50's user trial, Chromium), in a real Chromium against the real processes
in the production configuration:

- a click on a drawn component starts the template move the offered examples ("presets") belong to: a card of
  Tabletop Climber's team starts selecting the hand with it, a square of Corporate Anarchy's HQ starts the set-up
  placement on it, and the examples holding what was clicked stay one click away;
- while the set-up is chosen, each square picked shows the tile (or the agent) it will get, marked as not yet
  placed, and the steps name the squares' owners as the board does ("ada's HQ", not "Player 1's HQ");
- a move that passes or skips comes after the real moves, under "Or:", in a plain button;
- Bias Effect's bid field says its limit while it holds no allowed number, and nothing is sent until it does;
- an open seat's invite link has a "Copy invite link" button that says it copied.

Every page passes axe-core in the state the test brings it to.
"""

from __future__ import annotations

import httpx
import pytest
from axe_playwright_python.base import AXE_FILE_PATH

from tests.browser.test_accessibility import AXE_URL, assert_no_violations
from tests.browser.test_web_client import Pages, polite_post, seat_link

pytestmark = pytest.mark.e2e

CONFIRM = "#moves button.play:has-text('Confirm')"
STEPS = "#moves ol.steps"


@pytest.fixture
def newcomer(chromium, service):
    """Pages of one browser context allowed the clipboard, with axe-core served from the page's own origin."""
    opened = Pages(chromium, service.base_url, permissions=["clipboard-read", "clipboard-write"])
    opened.context.route(f"**{AXE_URL}",
                         lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    yield opened
    opened.context.close()
    opened.assert_clean()


class Table:
    """A table of ada (seat 0) and bots, read over the API as ada."""

    def __init__(self, http: httpx.Client, slug: str, bots: int, *, open_seats: int = 0):
        seats = [{"name": "ada"}] + [{"bot": "easy"}] * bots + [{}] * open_seats
        response = polite_post(http, "/v1/games", json={"game": slug, "seats": seats})
        assert response.status_code == 201, response.text
        self.http, self.created, self.gid = http, response.json(), response.json()["id"]
        self.auth = {"Authorization": f"Bearer {self.created['tokens']['0']}"}

    def moves(self) -> list[dict]:
        return self.http.get(f"/v1/games/{self.gid}/moves", headers=self.auth).json()["moves"]

    def view(self) -> dict:
        return self.http.get(f"/v1/games/{self.gid}", headers=self.auth).json()["view"]

    def my_entries(self, command: str) -> list[dict]:
        log = self.http.get(f"/v1/games/{self.gid}/log", params={"limit": 1000}, headers=self.auth)
        entries = log.json()["entries"]
        return [e for e in entries if e["seat"] == 0 and e["command"] == command]


def template_and_examples(moves: list[dict], kind: str) -> tuple[dict, list[dict]]:
    template = next(m for m in moves if m["type"] == kind and m.get("template"))
    return template, [m for m in moves if m["type"] == kind and not m.get("template")]


def test_a_card_of_the_team_starts_selecting_the_hand_with_it(newcomer, http):
    table = Table(http, "tabletop-climber", bots=2)
    page = newcomer.open(seat_link(table.created))
    page.locator("#moves button.template-start").wait_for()
    template, examples = template_and_examples(table.moves(), "select-hand")
    size = template.get("count") or template["min"]
    in_examples = {card for m in examples for card in m["cards"]}
    # A card no example holds: before, nothing on the board answered its click.
    first = next((card for card in template["from"] if card not in in_examples), template["from"][0])
    board = page.locator("#drawn")

    board.locator(f"[data-id='{first}'][role=button]").click()
    page.locator(STEPS).wait_for()
    assert board.locator(f"[data-id='{first}'][aria-pressed=true]").count() == 1
    assert f"(1, choose {size})" in page.locator(STEPS).inner_text()
    assert page.locator(CONFIRM).is_disabled()
    assert_no_violations(page, "a hand being selected from a click on the team")

    chosen = [first] + [card for card in template["from"] if card != first][:size - 1]
    for card in chosen[1:]:
        board.locator(f"[data-id='{card}'][aria-pressed=false]").click()
    page.locator(CONFIRM).click()
    page.locator("#moves", has_text="the others are playing").or_(page.locator("#status .turn.mine")).first.wait_for()
    assert table.my_entries("select-hand"), "no hand was selected"
    assert sorted(table.view()["players"][0]["hand"]) == sorted(chosen)


def test_a_square_of_the_hq_starts_the_set_up_placement_on_it_and_the_ready_made_one_stays_a_click_away(newcomer, http):
    table = Table(http, "corporate-anarchy", bots=1)
    page = newcomer.open(seat_link(table.created))
    page.locator("#moves button.template-start").wait_for()
    template, examples = template_and_examples(table.moves(), "place-tiles")
    (example,) = examples
    board = page.locator("#drawn")

    # A square of the ready-made placement: the placement starts on it, and the ready-made one is offered whole.
    board.locator(f"[data-id='{example['alarms'][0]}'][role=button]").click()
    page.locator(STEPS).wait_for()
    page.locator("#ready-made").get_by_role("button", name=f"Play: {example['label']}").wait_for()
    page.get_by_role("button", name="Cancel").click()

    # A square it leaves empty: no ready-made placement holds it, and it is the first alarm.
    fields = template["fields"]
    first = next(s for s in fields["alarms"] if s not in example["targets"])
    board.locator(f"[data-id='{first}'][role=button]").click()
    page.locator(STEPS).wait_for()
    assert page.locator("#ready-made").count() == 0
    assert board.locator(f"[data-id='{first}'][aria-pressed=true]").count() == 1
    assert_no_violations(page, "a set-up placement started from a click on a square")

    placed = {"alarms": [first]}
    used = {first}
    counts = {"alarms": template["alarms"] - 1, "guards": template["guards"], "vips": template["vips"], "start": 1}
    for field in fields:  # in the order the page's steps take them
        for square in [s for s in fields[field] if s not in used][:counts[field]]:
            board.locator(f"[data-id='{square}'][aria-pressed=false]").click()
            placed.setdefault(field, []).append(square)
            used.add(square)
    page.locator(CONFIRM).click()
    page.locator("#moves", has_text="the others are playing").or_(page.locator("#status .turn.mine")).first.wait_for()
    (entry,) = table.my_entries("place-tiles")
    squares = {s["id"]: s for hq in table.view()["board"]["hqs"] for s in hq["squares"]}
    kinds = {"alarms": "alarm", "guards": "guard", "vips": "vip"}
    for field, kind in kinds.items():
        assert all(squares[s]["tile"]["kind"] == kind for s in placed[field]), (field, entry)


# The icon a drawn tile shows (its class names the picture).
ICON_OF = "(el) => [...el.querySelector('.icon').classList].find((c) => c.startsWith('icon-'))"


def test_a_set_up_being_chosen_shows_what_goes_on_each_square_and_names_seats_as_the_board(newcomer, http):
    table = Table(http, "corporate-anarchy", bots=1)
    page = newcomer.open(seat_link(table.created))
    page.locator("#moves button.template-start").wait_for()
    template, _ = template_and_examples(table.moves(), "place-tiles")
    board = page.locator("#drawn")
    page.locator("#moves button.template-start").click()
    page.locator(STEPS).wait_for()

    kinds = {"alarms": "alarm", "guards": "guard", "vips": "vip", "start": "start"}
    # Each tile as the board draws it face up, beside the board: its picture is what a picked square shows.
    tiles = {kind: board.locator(f".market [data-component='{kind}']") for kind in ("alarm", "guard", "vip")}
    icons = {kind: tile.evaluate(ICON_OF) for kind, tile in tiles.items()}
    counts = {"alarms": template["alarms"], "guards": template["guards"], "vips": template["vips"], "start": 1}
    used: set[str] = set()
    for field, squares in template["fields"].items():
        for square in [s for s in squares if s not in used][:counts[field]]:
            used.add(square)
            board.locator(f"[data-id='{square}'][aria-pressed=false]").click()
            # Pressed while its step is open, then no longer a choice of the next step: it shows what goes there.
            picked = board.locator(f"[data-id='{square}'][data-pending='{kinds[field]}']")
            picked.wait_for()
            if field == "start":
                assert picked.locator(".pending-start .piece").count() == 1
            else:
                assert picked.locator(".tile.pending").evaluate(ICON_OF) == icons[kinds[field]]
                name = tiles[kinds[field]].get_attribute("aria-label")
                assert picked.get_attribute("aria-label").endswith(f"to place: {name}")
    assert_no_violations(page, "a set-up being chosen, its picked squares showing what goes there")

    # The steps name each square as the board does ("ada's HQ, square A1"), not by seat number.
    steps = page.locator(STEPS).inner_text()
    assert "Player 1" not in steps and "Player 2" not in steps, steps
    for square in used:
        board_name = board.locator(f"[data-id='{square}']").get_attribute("aria-label").split(":")[0]
        assert board_name in steps, (board_name, steps)

    page.locator(CONFIRM).click()
    page.locator(STEPS).wait_for(state="detached")
    assert table.my_entries("place-tiles"), "the set-up was not placed"
    assert board.locator("[data-pending]").count() == 0


def test_a_pass_comes_after_the_real_moves_under_or(newcomer, http):
    # Bias Effect's trade-in: an algorithm card of the hand is chosen on the board, or none is traded.
    table = Table(http, "bias-effect", bots=1)
    page = newcomer.open(seat_link(table.created))
    skip = next(m for m in table.moves() if m["type"] == "skip-trade")
    passing = page.locator("#pass-buttons").get_by_role("button", name=f"Play: {skip['label']}")
    passing.wait_for()
    assert "primary" not in passing.get_attribute("class")
    assert page.locator("#play-buttons").get_by_role("button", name=f"Play: {skip['label']}").count() == 0
    moves = " ".join(page.locator("#moves").inner_text().split())
    assert moves.index("Choose a highlighted card") < moves.index("Or:") < moves.index(skip["label"])
    assert_no_violations(page, "a pass after the real moves")


def test_a_bid_out_of_its_limit_is_said_at_the_field_and_not_sent(newcomer, http):
    table = Table(http, "bias-effect", bots=1)
    page = newcomer.open(seat_link(table.created))
    page.get_by_role("button", name="Play: Keep every algorithm card", exact=False).click()
    field = page.locator("#play-buttons .number-choice input")
    field.wait_for(timeout=30_000)
    bids = [m["amount"] for m in table.moves() if m["type"] == "bid"]
    least, most = min(bids), max(bids)  # 0 up to the seat's chips
    play = page.locator("#play-buttons .number-choice button.play")
    said = page.locator(f"#{field.get_attribute('aria-describedby')}")

    for typed in ("", str(least - 1), str(most + 1), "1.5"):
        field.fill(typed)
        assert field.get_attribute("aria-invalid") == "true", typed
        assert said.is_visible() and f"whole number from {least} to {most}" in said.inner_text(), typed
        assert play.is_disabled(), typed
        field.press("Enter")  # not sent either
    assert_no_violations(page, "a bid field holding no allowed number")

    field.fill(str(most))
    assert field.get_attribute("aria-invalid") is None and not said.is_visible()
    play.click()
    page.locator("#log").get_by_text(f"ada sealed a bid of {most} chip").first.wait_for(state="attached")
    (sent,) = table.my_entries("bid")  # the one allowed bid, and none of the others typed before it
    assert f"bid of {most} chip" in sent["summary"]["text"]


def test_the_invite_link_is_copied_with_one_button(newcomer, http):
    table = Table(http, "bias-effect", bots=0, open_seats=1)
    page = newcomer.open(seat_link(table.created))
    link = page.get_by_label("Invite a friend")
    link.wait_for()
    page.get_by_role("button", name="Copy invite link").click()
    page.get_by_role("status").filter(has_text="Copied").wait_for()
    assert page.evaluate("() => navigator.clipboard.readText()") == link.input_value()
    assert link.input_value().endswith(f"#/play/{table.gid}?invite=2")
    assert_no_violations(page, "an invite link copied")
