"""Corporate Anarchy's squares as the texts name them, in a real Chromium against the real processes: each HQ is
drawn with its owner's name, its column letters A–F along its outer edge and its row numbers 1–6 beside column A,
so "Bob's HQ, square C4" is found where the labels say (row 1 faces the centre; column A is on the left seen
from the outer edge). Every square's accessible name is its catalogue name; the square a move's label names is
the element carrying that square's id. When a building blocks off a base tile, the page says why its owner must
move a building, and the listed repositionings are chosen on the board. The pages pass axe-core.

BOARDROOM_SCREENSHOTS=<dir> keeps a picture of the board in each state, to look at.
"""

from __future__ import annotations

import re

import httpx
import pytest
from axe_playwright_python.base import AXE_FILE_PATH
from playwright.sync_api import expect

from tests.browser.test_accessibility import AXE_URL, assert_no_violations
from tests.browser.test_newcomers import picture
from tests.browser.test_web_client import polite_post, seat_link

pytestmark = pytest.mark.e2e

GAME = "corporate-anarchy"
NAMES = ("ann", "bob", "cat", "dan")
COLUMNS = "ABCDEF"
SQUARE_IN_LABEL = re.compile(r"square ([A-F])([1-6])\b")


class Table:
    """A Corporate Anarchy table of people driven over the API; every seat lays out its HQ alike: an alarm on
    square A1 (the corner facing the centre, beside column B and row 2), the other tiles along the outer edge."""

    def __init__(self, http: httpx.Client, players: int = 2):
        self.http = http
        seats = [{"name": n} for n in NAMES[:players]]
        created = polite_post(http, "/v1/games", json={"game": GAME, "seats": seats})
        assert created.status_code == 201, created.text
        self.created = created.json()
        self.gid = self.created["id"]
        for seat in range(players):
            vips = [f"{seat}-5-2", f"{seat}-5-3", f"{seat}-5-4"][:players - 1]
            self.play(seat, {"type": "place-tiles", "alarms": [f"{seat}-0-0", f"{seat}-5-0", f"{seat}-5-1"],
                             "guards": [f"{seat}-4-0", f"{seat}-3-0"], "vips": vips,
                             "start": f"{seat}-5-5"})
        self.first = self.game()["to_act"][0]

    def auth(self, seat: int) -> dict:
        return {"Authorization": f"Bearer {self.created['tokens'][str(seat)]}"}

    def game(self, seat: int | None = None) -> dict:
        return self.http.get(f"/v1/games/{self.gid}", headers=self.auth(seat) if seat is not None else {}).json()

    def moves(self, seat: int) -> list[dict]:
        return self.http.get(f"/v1/games/{self.gid}/moves", headers=self.auth(seat)).json()["moves"]

    def play(self, seat: int, command: dict) -> None:
        command = {k: v for k, v in command.items() if k not in ("label", "targets", "fields")}
        response = polite_post(self.http, f"/v1/games/{self.gid}/commands", json=command, headers=self.auth(seat))
        assert response.status_code == 201, response.text

    def link(self, seat: int) -> str:
        return seat_link(self.created, seat, NAMES[seat])


@pytest.fixture
def axe_pages(pages):
    """The pages, with axe-core served from the page's own origin (as its CSP asks)."""
    pages.context.route(f"**{AXE_URL}", lambda route: route.fulfill(path=AXE_FILE_PATH, content_type="text/javascript"))
    return pages


def named_for(name: str, hq: int) -> str:
    """A catalogue name ("Player 2's HQ, square C4") as the table says it, its owner named ("bob's HQ, …")."""
    return name.replace(f"Player {hq + 1}'s ", f"{NAMES[hq]}'s ", 1)


def centre(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def distance(box: dict, point: tuple[float, float]) -> float:
    x, y = centre(box)
    return ((x - point[0]) ** 2 + (y - point[1]) ** 2) ** 0.5


# Every drawn square, coordinate label and owner of the board at once: {data-id: box}, and per HQ its labels' boxes.
DRAWN = """(board) => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, width: r.width, height: r.height};
  };
  const out = {squares: {}, cols: {}, rows: {}};
  for (const el of board.querySelectorAll('[data-id]')) {
    out.squares[el.dataset.id] = {...box(el), label: el.getAttribute('aria-label'), title: el.title};
  }
  for (const el of board.querySelectorAll('.coord.col')) (out.cols[el.dataset.hq] ||= {})[el.textContent] = box(el);
  for (const el of board.querySelectorAll('.coord.row')) (out.rows[el.dataset.hq] ||= {})[el.textContent] = box(el);
  return out;
}"""


def assert_where_the_labels_say(drawn: dict, hq: int, square: str, letter: str, number: int) -> None:
    """The element of ``square`` lies in column ``letter`` (in line with that letter) and in row ``number`` (in
    line with that number), whichever way its HQ is turned."""
    box = drawn["squares"][square]
    col, row = drawn["cols"][str(hq)][letter], drawn["rows"][str(hq)][str(number)]
    (x, y), (cx, cy), (rx, ry) = centre(box), centre(col), centre(row)
    half_w, half_h = box["width"] / 2, box["height"] / 2
    # letters run along one axis of the screen and numbers along the other
    along_x = abs(x - cx) < half_w and abs(y - ry) < half_h
    along_y = abs(y - cy) < half_h and abs(x - rx) < half_w
    assert along_x or along_y, f"{square} ({letter}{number}) at {(x, y)}: column label {(cx, cy)}, row label {(rx, ry)}"


@pytest.mark.parametrize("players", [2, 4])  # HQs south and north; then west and east too, turned a quarter
def test_each_hq_shows_its_owner_and_coordinates_and_squares_lie_where_their_names_say(axe_pages, http, players):
    table = Table(http, players)
    me = table.first
    page = axe_pages.open(table.link(me))
    board = page.get_by_role("group", name="HQs, tiles and agents")
    page.locator("#play-buttons button.play, #moves .all-moves").first.wait_for()
    catalogue = {c["id"]: c for c in http.get(f"/v1/catalog/{GAME}").json()["components"]}
    middle = centre(board.locator(".sq.centre").bounding_box())
    drawn = board.evaluate(DRAWN)

    for hq in range(players):
        owner = board.locator(f".hq-owner[data-hq='{hq}']")
        assert owner.inner_text().strip().endswith(f"{NAMES[hq]}'s HQ" + (" (you)" if hq == me else ""))
        cols = drawn["cols"][str(hq)]
        rows = {int(n): box for n, box in drawn["rows"][str(hq)].items()}
        assert sorted(cols) == list(COLUMNS) and sorted(rows) == [1, 2, 3, 4, 5, 6]
        assert board.locator(f".coord.col[data-hq='{hq}']", has_text="C").is_visible()
        assert board.locator(f".coord.row[data-hq='{hq}']", has_text="4").is_visible()
        # The texts' own definitions, read off the screen: row 1 faces the centre of the table, row 6 the outer
        # edge; seen from the outer edge looking in, column A is on the left and F on the right.
        assert distance(rows[1], middle) < distance(rows[6], middle)
        inward = (middle[0] - centre(cols["C"])[0], middle[1] - centre(cols["C"])[1])
        left = (inward[1], -inward[0])  # a quarter turn anticlockwise on a screen whose y grows downwards
        a_to_f = (centre(cols["F"])[0] - centre(cols["A"])[0], centre(cols["F"])[1] - centre(cols["A"])[1])
        assert a_to_f[0] * left[0] + a_to_f[1] * left[1] < 0, f"HQ {hq}: column A is not on the left"
        # Every square of the HQ: its accessible name is its catalogue name with the owner named, and it lies
        # in the column and row that name gives.
        for r in range(6):
            for c in range(6):
                square = f"{hq}-{r}-{c}"
                name = catalogue[square]["name"]
                assert name.endswith(f"square {COLUMNS[c]}{r + 1}")
                assert (catalogue[square]["r"], catalogue[square]["c"]) == (r, c)
                element = drawn["squares"][square]
                assert element["label"].startswith(named_for(name, hq))
                assert named_for(name, hq) == f"{NAMES[hq]}'s HQ, square {COLUMNS[c]}{r + 1}"
                assert element["title"].startswith(named_for(name, hq))
                assert_where_the_labels_say(drawn, hq, square, COLUMNS[c], r + 1)
        protrusion = drawn["squares"][f"{hq}-p"]
        assert protrusion["label"].startswith(named_for(catalogue[f"{hq}-p"]["name"], hq))
        assert protrusion["label"].startswith(f"{NAMES[hq]}'s HQ")

    # What the page says of a square on hover names its owner as the board does, not "Player 1's HQ" (the trial).
    other = (me + 1) % players
    board.locator(f"[data-component='{other}-3-2']").hover()
    info = page.locator("#component-info")
    expect(info).to_contain_text(f"{NAMES[other]}'s HQ, square C4")
    assert "Player " not in info.inner_text()

    # Where each agent stands, named as the board names the square (start: square F6 of the outer edge).
    for seat in range(players):
        assert f"{NAMES[seat]}'s HQ, square F6" in page.get_by_role("article", name=NAMES[seat]).inner_text()

    # The square a legal move's label names ("… on your HQ, square C4 …") is the one the move targets, drawn
    # where the labels say.
    named = 0
    for move in table.moves(me):
        found = SQUARE_IN_LABEL.findall(move["label"])
        squares = [t for t in move.get("targets", []) if re.fullmatch(r"\d-\d-\d", t)]
        if move["type"] != "buy-building" or len(found) != 1 or len(squares) != 1:
            continue
        (letter, number), square = found[0], squares[0]
        assert catalogue[square]["name"].endswith(f"square {letter}{number}"), move["label"]
        assert_where_the_labels_say(drawn, int(square[0]), square, letter, int(number))
        named += 1
    assert named >= 20, "the first turn offers a building on most free squares of the seat's HQ"
    picture(page, f"corporate-anarchy-squares-{players}", board)
    assert_no_violations(page, "a Corporate Anarchy table with its coordinates")


def test_a_building_that_blocks_off_a_base_tile_is_repositioned_on_the_board(axe_pages, http):
    table = Table(http)
    me, other = table.first, 1 - table.first
    # A shop on A2, then (next turn) one on B1: the alarm on A1 is blocked off.
    table.play(me, {"type": "buy-building", "building": "shop", "square": f"{me}-1-0"})
    table.play(me, {"type": "end-turn"})
    table.play(other, {"type": "end-turn"})
    table.play(me, {"type": "buy-building", "building": "shop", "square": f"{me}-0-1"})
    view = table.game(me)["view"]
    assert view["repositioning"] == me and view["blocked_off"] == [f"{me}-0-0"]
    listed = table.moves(me)
    assert listed and {m["type"] for m in listed} == {"reposition-building"}

    # A spectator reads why the table waits.
    theirs = axe_pages.open(f"#/watch/{table.gid}")
    theirs.locator("#reposition-note").wait_for()
    assert " ".join(theirs.locator("#reposition-note").inner_text().split()) == (
        f"A building blocks off {NAMES[me]}'s base tile on square A1: {NAMES[me]} must move one building so there "
        "is a way through.")

    page = axe_pages.open(table.link(me))
    note = page.locator("#reposition-note")
    note.wait_for()
    assert " ".join(note.inner_text().split()).startswith(
        "A building blocks off your base tile on square A1: move one building so there is a way through.")
    board = page.locator(".hq-board")  # the squares (the seat's own tiles are also named in its secret box)
    blocked = board.locator(f"[data-id='{me}-0-0']")
    assert "blocked" in blocked.get_attribute("class") and "blocked off" in blocked.get_attribute("aria-label")
    # Every square a listed repositioning moves from or to is a button on the board.
    for move in listed:
        for square in (move["from"], move["to"]):
            assert board.locator(f"[data-id='{square}'][role=button]").count() == 1, square
    picture(page, "corporate-anarchy-reposition", page.locator("#drawn"))
    assert_no_violations(page, "a Corporate Anarchy table waiting for a repositioning")

    # The shop on B1 goes to a square the moves list for it: chosen by two clicks, then played.
    chosen = next(m for m in listed if m["from"] == f"{me}-0-1")
    board.locator(f"[data-id='{chosen['from']}'][role=button]").click()
    assert board.locator(f"[data-id='{chosen['from']}'][aria-pressed=true]").count() == 1
    assert board.locator(f"[data-id='{me}-0-0'][role=button]").count() == 0  # a base tile is not a destination
    board.locator(f"[data-id='{chosen['to']}'][role=button]").click()
    play = page.locator("#play-buttons button.play", has_text=chosen["label"])
    play.click()
    note.wait_for(state="detached")
    page.locator("#pass-buttons button.play", has_text="Pass the rest of your turn").wait_for()
    entry = http.get(f"/v1/games/{table.gid}/log", params={"limit": 1000}).json()["entries"][-1]
    assert entry["command"] == "reposition-building" and entry["seat"] == me
    view = table.game(me)["view"]
    assert view["repositioning"] is None and view["blocked_off"] == []
    squares = {s["id"]: s for hq in view["board"]["hqs"] for s in hq["squares"]}
    assert squares[chosen["to"]]["tile"]["kind"] == "shop" and squares[chosen["from"]]["tile"] is None
