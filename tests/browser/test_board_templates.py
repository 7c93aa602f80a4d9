"""Tabletop Inc.'s trade and predictions completed on the board (real processes, Chromium): resources and board
actions are clicked, only the numbers of a trade are typed (labelled in words), a refusal shows the server's
reason beside the choices and keeps them, and Confirm sends the command."""

from __future__ import annotations

import httpx
import pytest

from tests.browser.test_web_client import (
    polite_post,
    seat_link,
)

pytestmark = pytest.mark.e2e


class Table:
    """A two-seat Tabletop Inc. table driven over the API."""

    def __init__(self, http: httpx.Client):
        self.http = http
        self.created = polite_post(http, "/v1/games", json={"game": "tabletop-inc",
                                                            "seats": [{"name": "ada"}, {"name": "bob"}]}).json()
        self.gid = self.created["id"]

    def auth(self, seat: int) -> dict:
        return {"Authorization": f"Bearer {self.created['tokens'][str(seat)]}"}

    def game(self, seat: int | None = None) -> dict:
        return self.http.get(f"/v1/games/{self.gid}", headers=self.auth(seat) if seat is not None else {}).json()

    def moves(self, seat: int) -> list[dict]:
        return self.http.get(f"/v1/games/{self.gid}/moves", headers=self.auth(seat)).json()["moves"]

    def play(self, seat: int, move: dict) -> None:
        command = {k: v for k, v in move.items() if k not in ("label", "targets", "fields")}
        response = polite_post(self.http, f"/v1/games/{self.gid}/commands", json=command, headers=self.auth(seat))
        assert response.status_code == 201, response.text

    def turn(self, seat: int, space: str | None = None) -> None:
        """Place a worker (on `space`, else the first offered), then skip every task it brings."""
        places = [m for m in self.moves(seat) if m["type"] == "place"]
        self.play(seat, next(m for m in places if space is None or space in m["targets"]))
        while seat in self.game()["to_act"]:
            moves = self.moves(seat)
            self.play(seat, next((m for m in moves if m["type"] == "skip"), None)
                      or next(m for m in moves if not m.get("template")))


def test_trade_and_predictions_are_chosen_on_the_board(pages, service):
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        table = Table(http)
        first = table.game()["to_act"][0]
        other = 1 - first
        table.turn(first, "RS1")  # two research tokens
        table.turn(other)
        table.play(first, next(m for m in table.moves(first) if m["type"] == "place" and "TR1" in m["targets"]))
        assert any(m["type"] == "trade" and m.get("template") for m in table.moves(first))

        pages.expected.append("422")  # the refused trade, on purpose
        page = pages.open(seat_link(table.created, first, "ada" if first == 0 else "bob"))
        moves = page.locator("#moves")
        board = page.get_by_role("region", name="Board")
        moves.get_by_role("button", name="Choose on the board: Trade").click()
        # Give: only what the seat has; its number is typed under a label in words.
        board.locator("[data-id=research][role=button]").click()
        assert board.locator("[data-id=research][aria-pressed=true]").count() == 1
        assert moves.get_by_label("Give: how many Research token").input_value() == "1"
        moves.get_by_role("button", name="Next: get").click()
        board.locator("[data-id=dollar][role=button]").click()  # a level 1 resource for a level 2 one
        assert "Level 1: give 0, get 1" in moves.inner_text()
        moves.get_by_role("button", name="Confirm").click()
        refusal = page.locator("#refusal")
        refusal.get_by_text("same level").wait_for()  # the server's own reason, beside the choices
        assert "1 Research token" in moves.inner_text() and "1 Dollar" in moves.inner_text()  # nothing lost
        board.locator("[data-id=dollar][aria-pressed=true]").click()  # unchosen
        board.locator("[data-id=playtest][role=button]").click()
        assert board.locator("[data-for][aria-pressed=true]").count() == 0  # the resource, not the board action
        moves.get_by_role("button", name="Confirm").click()
        # Traded: the turn ends, or the task offers another trade.
        waiting = moves.get_by_text("the others are playing")
        more = moves.get_by_role("button", name="Play: Make no more trades")
        waiting.or_(more).wait_for()
        if more.count():
            more.click()
        waiting.wait_for()
        me = table.game(first)["view"]["players"][first]["res"]
        assert me["research"] == 1 and me["playtest"] == 1

        table.turn(other)
        # Collect and predict: the opponent is the only one (chosen already), the prediction a board action.
        page.locator("#status .turn.mine").wait_for()
        moves.get_by_role("button", name="Choose on the board: Collect").click()
        actions = board.get_by_role("group", name="Action board")
        actions.locator("[data-id=research][role=button]").click()  # the Research action, not the token
        assert actions.locator("[data-id=research]").inner_text() == "Research"
        opponent = "bob" if first == 0 else "ada"
        assert f"Target:{opponent}" in moves.inner_text().replace(" ", "")  # the only opponent, chosen already
        moves.get_by_role("button", name="Confirm").click()
        page.locator("#moves", has_text="the others are playing").wait_for()
        state = table.game(first)
        entries = http.get(f"/v1/games/{table.gid}/log", params={"limit": 1000}).json()["entries"]
        assert entries[-1]["command"] == "collect" and entries[-1]["seat"] == first
        assert state["view"]["players"][first]["res"]["research"] == 0
