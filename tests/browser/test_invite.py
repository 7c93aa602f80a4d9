"""An invite link seats a friend (issue 50 item 4: a friend who opened a table with an open seat saw "you are
watching it" and could not take it). Two people in browsers of their own against the real processes, in the
production configuration: the creator's page shows an invite link while a seat is open; the friend opens it,
takes the seat by name and makes a move at once, the seat's token kept as every seat's is."""

from __future__ import annotations

import re

import pytest

from tests.browser.test_two_people import VERSION, decide, people  # noqa: F401 - people is a fixture
from tests.browser.test_web_client import HELD, polite_post, seat_link

pytestmark = pytest.mark.e2e


def test_an_invite_link_seats_a_second_browser_which_then_moves(people, http):  # noqa: F811 - the fixture
    created = polite_post(http, "/v1/games", json={"game": "bias-effect", "seats": [{"name": "ada"}, {}]}).json()
    gid, ada_token = created["id"], created["tokens"]["0"]
    host = people[0].open(seat_link(created, 0, "ada"))
    invite = host.locator("#share-invite")
    invite.wait_for()
    link = invite.input_value()
    # The link names the open seat as a person reads it: the second seat is 2.
    assert re.fullmatch(rf"{re.escape(people[0].base_url)}/#/play/{gid}\?invite=2", link)

    friend = people[1].open(link.removeprefix(f"{people[1].base_url}/"))
    offer = friend.get_by_role("region", name="Seat 2 is open")
    offer.get_by_label("Name").fill("bob")
    offer.get_by_role("button", name="Take this seat").click()
    friend.get_by_role("heading", name=re.compile("playing as bob$")).wait_for()
    friend.locator("#status[data-stream=open]").wait_for()
    assert friend.evaluate(HELD, gid) not in (None, ada_token)  # the seat's own token, kept for a reload
    table = http.get(f"/v1/games/{gid}").json()
    assert table["status"] == "active" and table["seats"][1]["name"] == "bob"
    host.locator("#share-invite").wait_for(state="detached")  # no seat left to offer

    # ada plays through the API until bob is to act; bob then decides on the board.
    while 1 not in (to_act := http.get(f"/v1/games/{gid}").json()["to_act"]):
        assert 0 in to_act, to_act
        moves = http.get(f"/v1/games/{gid}/moves", headers={"Authorization": f"Bearer {ada_token}"}).json()
        move = next(m for m in moves["moves"] if m["kind"] == "command")
        played = polite_post(http, f"/v1/games/{gid}/commands", json=move,
                             headers={"Authorization": f"Bearer {ada_token}", "If-Match": f'"{moves["version"]}"'})
        assert played.status_code == 201, played.text
    friend.locator("#status .turn.mine").wait_for()
    before = friend.evaluate(VERSION)
    decide(friend)
    decided = [e for e in http.get(f"/v1/games/{gid}/events").json()["events"] if e["v"] > before]
    assert any(e["seat"] == 1 and e.get("cmd", {}).get("seat") == 1 for e in decided), decided


@pytest.mark.parametrize(("invite", "problem", "offered"), [
    ("3", None, 3),  # the third seat, as the link numbers it
    ("0", "this table's seats are numbered 1 to 3", 2),  # a link written when seats were numbered from 0
    ("9", "this table's seats are numbered 1 to 3", 2),
    ("1", "Seat 1 of this invite is taken already", 2),
    ("two", '"two" is not a seat number (seats are numbered from 1)', 2),
])
def test_an_invite_numbers_its_seat_from_1_and_says_what_is_wrong_with_a_bad_one(people, http, invite, problem,  # noqa: F811
                                                                                  offered):
    created = polite_post(http, "/v1/games", json={"game": "bias-effect", "seats": [{"name": "ada"}, {}, {}]}).json()
    friend = people[1].open(f"#/play/{created['id']}?invite={invite}")
    friend.get_by_role("region", name=f"Seat {offered} is open").wait_for()
    said = friend.locator("#invite-problem")
    if problem is None:
        assert said.count() == 0
    else:
        assert problem in said.inner_text() and f"Seat {offered} is open below." in said.inner_text()
        assert said.get_attribute("role") == "alert"
