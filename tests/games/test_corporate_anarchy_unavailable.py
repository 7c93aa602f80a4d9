"""Corporate Anarchy: a reason for every move not offered (``unavailable_moves``), and a result as a score sheet
(``score_sheet``). Each reason quotes the rulebook and carries the numbers of the moment."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.corporate_anarchy import GAME, rules
from games.corporate_anarchy import board as geo
from tests.support.rules import drive

fold, act, refused, types = drive(GAME)


def started(players: int = 2) -> dict:
    """Every seat placed the suggested layout (alarms B4, E4, C3; guards F5, D3; VIPs from A6; pieces on C6);
    seat 0 at the start of its purchases with $10."""
    state = fold(GAME.setup(players, {}, random.Random(0)))
    for seat in range(players):
        state, _ = act(state, seat, rules.default_placement(state, seat))
    state = rules.clone(state)
    state.update(current=0, bought_building=False, bought_command=False)
    return state


def set_money(s: dict, seat: int, amount: int) -> None:
    s["bag"] += s["money"][seat] - amount
    s["money"][seat] = amount


def entries(s: dict, seat: int = 0) -> list[dict]:
    return GAME.unavailable_moves(s, seat)


def entry(s: dict, label: str, seat: int = 0) -> dict:
    found = [e for e in entries(s, seat) if e["label"] == label]
    assert len(found) == 1, (label, entries(s, seat))
    return found[0]


def labels(s: dict, seat: int = 0) -> set[str]:
    return {e["label"] for e in entries(s, seat)}


def test_leaving_your_hq_needs_a_travel_permit():
    """Rulebook: 'Travel permit ($10): ... YOU MAY NOT LEAVE YOUR HQ until you have done this.'"""
    s = started()
    s["pos"][0] = geo.protrusion(0)  # on the protruding square, so only the permit is missing
    assert entry(s, "Jump to Seat 2's protruding square; your turn ends instantly") == {
        "label": "Jump to Seat 2's protruding square; your turn ends instantly", "targets": ["1-p"],
        "reason": "needs a Travel permit: you may not leave your HQ until you have bought it ($10)"}
    assert {"type": "move", "to": "1-p"} not in GAME.legal_moves(s, 0)
    # with the permit the jump is a legal move and no longer listed
    s["permit"][0] = True
    assert {"type": "move", "to": "1-p"} in GAME.legal_moves(s, 0)
    assert not [e for e in entries(s) if e["targets"] == ["1-p"]]


def test_a_jump_needs_the_protruding_square_in_reach():
    """Rulebook: 'To move between HQs, you must land in the square that extends into the centre of the board.'
    and 'You may move up to 4 spaces per turn.' From C6 (outer edge) the protruding square is 6 steps away."""
    s = started()
    s["permit"][0] = True
    assert entry(s, "Jump to Seat 2's protruding square; your turn ends instantly")["reason"] == (
        "to move between HQs you must land on the square that extends into the centre, 6 squares away; you may "
        "move up to 4 squares a turn")


def test_road_block_and_quarantine_keep_you_in_the_hq():
    """Rulebook: 'Road block ($3): Other players cannot move between areas for a turn.' and 'Quarantine ($5):
    Anyone in the HQ of your choice cannot leave it for 2 turns.'"""
    s = started()
    s["permit"][0] = True
    s["pos"][0] = geo.protrusion(0)
    s["effects"] = [{"kind": "no-jump", "seat": 0, "turns": 1, "from_turn": 0, "card": "road-block", "by": 1,
                     "hq": None}]
    assert entry(s, "Jump to Seat 2's protruding square; your turn ends instantly")["reason"] == \
        "Road block: you cannot move between HQs (areas) this turn"
    s["effects"] = [{"kind": "quarantine", "seat": 0, "turns": 2, "from_turn": 0, "card": "quarantine", "by": 1,
                     "hq": 0}]
    assert entry(s, "Jump to Seat 2's protruding square; your turn ends instantly")["reason"] == \
        "Quarantine: anyone in this HQ cannot leave it (2 turns of yours left)"


def test_purchases_you_cannot_afford_say_the_price_and_your_money():
    """Rulebook: 'To purchase a building tile, put the required number of tokens in the bag' with 'Shop ($4)',
    'Factory ($6)', 'Drug den ($6)'; 'Travel permit ($10)', 'Negative ad ($2)'."""
    s = started()
    set_money(s, 0, 1)
    assert entry(s, "Buy a Shop for $4") == {"label": "Buy a Shop for $4", "targets": ["shop"],
                                             "reason": "costs $4; you have $1"}
    assert entry(s, "Buy a Drug den for $6")["targets"] == ["drug-den"]
    assert entry(s, "Buy Travel permit for $10") == {"label": "Buy Travel permit for $10",
                                                     "targets": ["travel-permit"], "reason": "costs $10; you have $1"}
    assert entry(s, "Buy Negative ad for $2")["reason"] == "costs $2; you have $1"
    set_money(s, 0, 4)  # a shop and the $2-$4 commands are affordable now
    assert "Buy a Shop for $4" not in labels(s) and "Buy Negative ad for $2" not in labels(s)
    assert entry(s, "Buy a Factory for $6")["reason"] == "costs $6; you have $4"


def test_one_tile_and_one_command_a_turn():
    """Rulebook: 'You may purchase up to 1 tile and 1 command.'"""
    s = started()
    s, _ = act(s, 0, {"type": "buy-building", "building": "shop", "square": "0-0-0"})
    assert entry(s, "Buy a Shop for $4")["reason"] == \
        "you may purchase up to 1 building tile and 1 command a turn: you bought a building this turn"
    s, _ = act(s, 0, {"type": "buy-command", "card": "negative-ad", "target": 1})
    assert entry(s, "Buy Road block for $3")["reason"] == \
        "you may purchase up to 1 building tile and 1 command a turn: you bought a command this turn"


def test_a_jammed_player_buys_nothing():
    """Rulebook: 'Communications jam ($3): An opponent cannot buy any tiles or commands for 1 turn.'"""
    s = started()
    s["effects"] = [{"kind": "no-purchase", "seat": 0, "turns": 1, "from_turn": 0, "card": "communications-jam",
                     "by": 1, "hq": None}]
    reason = "Communications jam: you cannot buy any tiles or commands this turn"
    assert entry(s, "Buy a Shop for $4")["reason"] == reason and entry(s, "Buy Negative ad for $2")["reason"] == reason


def test_face_down_cards_and_the_permit_held():
    """Rulebook: 'A player can't flip the card back over to be used again until at least 3 command cards have
    been used.' and the travel permit 'only needs to be purchased once'."""
    s = started()
    s["face_down"][0] = ["negative-ad"]
    s["permit"][0] = True
    assert entry(s, "Buy Negative ad for $2")["reason"] == \
        "face down: it can be used again once 3 command cards are face down (you have 1)"
    assert entry(s, "Buy Travel permit for $10")["reason"] == \
        "the travel permit only needs to be purchased once, and yours is active"


def test_the_building_limit():
    """Rulebook: 'each player may only purchase a maximum of 6 building tiles throughout a game.'"""
    s = started()
    s["buildings_bought"][0] = 6
    assert entry(s, "Buy a Shop for $4")["reason"] == \
        "each player may only purchase a maximum of 6 building tiles; you bought 6"


def test_a_building_may_not_wall_in_a_visitor():
    """Rulebook: 'You may not move over or land on building tiles' ... 'so there is a way through': Bob stands on
    A6 of Ann's HQ; a shop on A5 leaves him B6 only, so one more on B6 would wall him in (a reason is rendered
    without player names: Bob is "Seat 2")."""
    s = started()
    s["pos"][1] = "0-5-0"
    s["board"][0][geo.index(4, 0)] = "shop"
    s["buildings_bought"][0] = 1
    s["board"][0][geo.index(5, 0)] = None  # the suggested VIP on A6 moved away from Bob's square
    s["board"][0][geo.index(0, 0)] = "vip"
    assert entry(s, "Place a building on your HQ, square B6") == {
        "label": "Place a building on your HQ, square B6", "targets": ["0-5-1"],
        "reason": "a building there would leave Seat 2 no way through to the protruding square"}
    assert not [m for m in GAME.legal_moves(s, 0) if m.get("square") == "0-5-1"]


def test_building_tiles_in_another_hq_are_in_the_way():
    """Rulebook: 'In the HQs of other active players, you may only move over and land on blank spaces and spaces
    with a face-down base tile. You may not move over or land on building tiles.'"""
    s = started()
    s["permit"][0] = True
    s["pos"][0] = "1-0-2"
    s["board"][1][geo.index(1, 2)] = "factory"
    s["buildings_bought"][1] = 1
    assert entry(s, "Move your piece to Seat 2's HQ, square C2") == {
        "label": "Move your piece to Seat 2's HQ, square C2", "targets": ["1-1-2"],
        "reason": "in the HQs of other players you may not move over or land on building tiles"}


def test_nothing_is_listed_outside_the_seats_turn():
    s = started()
    assert entries(s, 1) == []  # seat 1 is not awaited
    setup = fold(GAME.setup(2, {}, random.Random(0)))
    assert entries(setup, 0) == []


# ---------------------------------------------------------------- random play: never a legal move, never raises


def _what(move: dict) -> tuple:
    """A legal move as the action it is and the components it acts on."""
    if move["type"] == "buy-building":
        return ("buy-building", move["building"]), ("place-building", move["square"])
    if move["type"] == "buy-command":
        return (("buy-command", move["card"]),)
    if move["type"] == "move":
        return (("move", move["to"]),)
    return ()


def _kind(entry: dict) -> str:
    label = entry["label"]
    if label.startswith("Buy a "):
        return "buy-building"
    if label.startswith("Buy "):
        return "buy-command"
    if label.startswith("Place a building"):
        return "place-building"
    return "move"


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4]))
def test_property_an_unavailable_move_is_never_legal(seed, players):
    """Random legal play: every entry has a label, targets and a reason, none is a legal move now (same action,
    same component), and unavailable_moves never raises."""
    rng = random.Random(seed)
    state = fold(GAME.setup(players, {}, rng))
    for _ in range(250):
        if GAME.result(state) is not None:
            break
        for seat in range(players):
            listed = GAME.unavailable_moves(state, seat)
            if seat not in GAME.to_act(state):
                continue
            legal = {what for m in GAME.legal_moves(state, seat) for what in _what(m)}
            for e in listed:
                assert set(e) == {"label", "targets", "reason"}, e
                assert isinstance(e["label"], str) and e["label"].strip(), e
                assert isinstance(e["reason"], str) and e["reason"].strip(), e
                assert e["targets"] and all(isinstance(t, str) and t for t in e["targets"]), e
                assert not {(_kind(e), t) for t in e["targets"]} & legal, (e, legal)
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        state, _ = act(state, seat, command, rng.randrange(1000))


# ---------------------------------------------------------------- the score sheet


def test_a_score_sheet_reads_as_a_person_reads_it():
    """Rulebook: 'Win condition: Kill 1 VIP of every other person' and 'If all of your VIPs are killed, you are out
    of the game': VIPs taken first, booleans as yes/no, the total (VIPs taken) last."""
    scores = {"total": 1, "vips_taken": 1, "vips_kept": 0, "money": 12, "buildings": 3, "winner": False,
              "eliminated": True}
    sheet = GAME.score_sheet(scores)
    assert [row["text"] for row in sheet] == ["VIPs taken: 1", "VIPs kept: 0", "Money: $12", "Buildings: 3",
                                              "Winner: no", "Eliminated: yes", "Score (VIPs taken): 1"]
    assert all(set(row) == {"label", "value", "text"} for row in sheet)
    assert not [row for row in sheet if isinstance(row["value"], bool)]


def test_a_finished_games_scores_all_read():
    s = started()
    res = rules.final_result(s, 0)
    for seat, scores in res["scores"].items():
        sheet = GAME.score_sheet(scores)
        assert len(sheet) == len(scores) and sheet[0]["label"] == "VIPs taken"
        assert sheet[4]["text"] == ("Winner: yes" if seat == "0" else "Winner: no")
