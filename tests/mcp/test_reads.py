"""Whether a move chosen on an older version is still legal, and why a seat has no move, in plain words."""

from __future__ import annotations

from service.mcp import reads, turns

BIDS = [{"type": "bid", "amount": n, "label": f"Bid {n}", "targets": [], "kind": "command"} for n in range(3)]
SEATS = [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": None}]


def test_a_listed_command_is_still_legal_whatever_its_label_says_now():
    chosen = turns.numbered([{**BIDS[2], "label": "Bid 2 (of 5 chips)"}])[0]["command"]
    assert reads.still_legal(chosen, BIDS)


def test_a_command_no_longer_listed_is_not_legal():
    assert not reads.still_legal({"type": "trade-in", "card": "c-1"}, BIDS)
    assert not reads.still_legal({"type": "bid", "amount": 3}, BIDS)


def test_a_filled_template_is_legal_while_a_template_of_its_type_is_listed():
    template = [{"type": "bid", "amount": None, "template": True, "label": "Bid"}]
    assert reads.still_legal({"type": "bid", "amount": 7}, template)
    assert not reads.still_legal({"type": "pass"}, template)


def test_a_finished_game_says_it_is_over():
    said = reads.why_no_move({"status": "finished", "seats": SEATS, "to_act": [], "view": {}}, 0)
    assert said.startswith("The game is over (finished)")


def test_another_seats_turn_names_the_seat_awaited_from_one():
    said = reads.why_no_move({"status": "active", "seats": SEATS, "to_act": [1], "view": {}}, 0)
    assert said.startswith("It is not your turn: the table waits for seat 2 (Seat 2).") and "get_my_turn" in said


def test_a_seat_to_act_without_listed_moves_is_sent_to_get_my_turn():
    said = reads.why_no_move({"status": "active", "seats": SEATS, "to_act": [0], "view": {"viewer": 0}}, None)
    assert "You are to act" in said and "get_my_turn" in said


def test_the_turn_text_states_its_version_and_a_wait_that_ran_out():
    listed = turns.numbered(BIDS)
    turn = {"gid": "g1", "game": "bias-effect", "version": 12, "seat": 0, "seat_name": "Ann", "status": "active",
            "your_turn": False, "view": {}, "digest": [], "log": [], "moves": listed, "unavailable": [], "result": None,
            "waited": "Still not your turn after waiting 5 s for seat 2 (Bob): call get_my_turn again to wait on."}
    text = turns.render(turn, ["Ann", "Bob"])
    assert text.startswith("Game g1 (bias-effect) at version 12, status active;")
    assert "Still not your turn after waiting 5 s for seat 2 (Bob)" in text
