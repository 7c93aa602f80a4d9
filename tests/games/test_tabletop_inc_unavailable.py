"""Tabletop Inc.: a reason for every move not offered (issue 48), and a player's score sheet. Each state below is
built so that one rule of the rulebook forbids a move; the reason quotes that rule with the numbers."""

from __future__ import annotations

import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.tabletop_inc import GAME
from games.tabletop_inc.state import clone
from tests.support.termination import random_state

NAMES = {c["id"]: c["name"] for c in GAME.components()}


def _start(players: int = 2, seed: int = 1) -> tuple[dict, int]:
    """A fresh game (Founder cards) and the seat whose turn it is, with no resources."""
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
    state = clone(state)
    seat = state["turn"]
    state["players"][seat]["res"] = dict.fromkeys(state["players"][seat]["res"], 0)
    return state, seat


def _entry(state: dict, seat: int, target: str) -> dict:
    found = [u for u in GAME.unavailable_moves(state, seat) if target in u["targets"]]
    assert len(found) == 1, found
    return found[0]


def test_a_taken_space_is_not_offered():
    # 'Place your worker here to take the action': one worker a space; only basic resources has "no limit"
    state, seat = _start()
    state["board"]["HS1"] = 1 - seat
    entry = _entry(state, seat, "HS1")
    assert entry == {"label": f"Place a worker on {NAMES['HS1']}", "targets": ["worker", "HS1"],
                     "reason": "this action space is already taken"}
    assert not any("basic" in u["targets"] for u in GAME.unavailable_moves(state, seat))


def test_a_four_plus_space_is_closed_to_two_players():
    # 'These spaces can only be used in games with 4+ players'
    state, seat = _start(players=2)
    assert _entry(state, seat, "HS3")["reason"] == "this space is only used in games with 4 or more players"
    state4, seat4 = _start(players=4)
    assert not [u for u in GAME.unavailable_moves(state4, seat4) if "HS3" in u["targets"]]


def test_a_safety_cost_the_player_cannot_pay():
    # 'The cost to take this action is indicated by the items inside the hard hat and this must be paid before the
    # action is taken': PC2 costs one inspiration token (the rulebook's example space)
    state, seat = _start()
    entry = _entry(state, seat, "PC2")
    assert entry["label"].startswith(f"Place a worker on {NAMES['PC2']}: pay 1 {NAMES['inspiration']}")
    assert entry["reason"] == f"its safety cost is 1 {NAMES['inspiration']}; you have 0 {NAMES['inspiration']}s"
    state["players"][seat]["res"]["inspiration"] = 1
    assert not [u for u in GAME.unavailable_moves(state, seat) if "PC2" in u["targets"]]


def test_upgrading_needs_the_part():
    # 'You must already possess a Box, Mechanism or Component in order to use this action'
    state, seat = _start()
    state["players"][seat]["res"]["time"] = 1
    assert _entry(state, seat, "UB")["reason"] == f"you must already possess a {NAMES['box']} in order to upgrade it"
    state["players"][seat]["game"]["box"] = 1
    assert not [u for u in GAME.unavailable_moves(state, seat) if "UB" in u["targets"]]


def test_no_worker_left_greys_every_space():
    # 'if you have no workers left then you must perform this action' (collect)
    state, seat = _start()
    p = state["players"][seat]
    p["free_workers"], p["placed"] = 0, [{"worker": "worker", "space": "basic"}] * 4
    entries = GAME.unavailable_moves(state, seat)
    assert entries[0]["label"] == "Place a worker" and "PC2" in entries[0]["targets"]
    assert entries[0]["reason"] == "you have no worker left to place: collect your workers"


def test_collecting_needs_a_worker_placed():
    # 'You can only take this action if you have at least one worker that has already been placed'
    state, seat = _start()
    entry = next(u for u in GAME.unavailable_moves(state, seat) if u["label"].startswith("Collect"))
    assert entry["reason"] == "you can only collect once at least one of your workers is placed"


def test_a_card_left_of_the_far_right_costs_a_resource_per_card_skipped():
    # 'To hire specialists to the left of this one you must place a resource ... on each of the cards to skip over'
    state, seat = _start()
    state["main_done"] = True
    state["pending"] = [{"kind": "hire", "action": "hire-specialist", "track": "specialist", "free": False}]
    state["players"][seat]["res"]["dollar"] = 1
    track = [slot["card"] for slot in state["tracks"]["specialist"]]
    entry = _entry(state, seat, track[0])
    assert entry["label"] == f"Hire {NAMES[track[0]]} from the {NAMES['specialist']}"
    assert entry["reason"] == ("taking it means placing a resource on each of the 2 card(s) to its right; you have 1 "
                               "resource(s) you may place")
    assert not [u for u in GAME.unavailable_moves(state, seat) if set(track[1:]) & set(u["targets"])]


def test_a_skill_card_dearer_than_the_dollars_held():
    # 'purchase any one of them, pay the cost indicated in the bottom right corner of the card'; K13 costs 3 dollars
    state, seat = _start()
    state["main_done"] = True
    state["pending"] = [{"kind": "train", "action": "train", "discount": 0, "drawn": True}]
    p = state["players"][seat]
    p["skill_offer"], p["res"]["dollar"] = ["K13", "K01"], 1
    entry = _entry(state, seat, "K13")
    assert entry["label"] == f"Buy {NAMES['K13']} for 3 {NAMES['dollar']}s"
    assert entry["reason"] == f"costs 3 {NAMES['dollar']}s; you have 1 {NAMES['dollar']}"
    assert not [u for u in GAME.unavailable_moves(state, seat) if "K01" in u["targets"]]


def test_a_part_needs_the_skill_the_price_and_an_empty_place():
    """'You cannot buy a Mechanism/Component unless your employees have the required skills'; 'Developing
    Mechanisms costs playtests'; 'You can only ever have one Mechanism and one Component on your gaming table'."""
    state, seat = _start()
    state["main_done"] = True
    state["pending"] = [{"kind": "buy", "action": "develop", "parts": ["mechanism", "component"], "discount": 0,
                         "swap": False}]
    p = state["players"][seat]
    p["game"]["component"] = 1
    reasons = {(u["targets"][0], u["label"]): u["reason"] for u in GAME.unavailable_moves(state, seat)}
    assert reasons[("mechanism", f"Buy a level 1 {NAMES['mechanism']} for 1 {NAMES['playtest']}")] == (
        f"costs 1 {NAMES['playtest']}; you have 0 {NAMES['playtest']}s")
    # the Founder card gives 'one of each skill': a level 2 mechanism needs a second mechanism skill
    assert reasons[("mechanism", f"Buy a level 2 {NAMES['mechanism']} for 2 {NAMES['playtest']}s")] == (
        "a level 2 mechanism needs 2 mechanism skill(s); you have 1")
    assert reasons[("component", f"Buy a level 1 {NAMES['component']} for 1 {NAMES['research']}")] == (
        "you can only ever have one component on your table")


def test_an_award_needs_a_published_game():
    # 'take one of your published games which has at least the required level of box, mechanism and component'
    state, seat = _start()
    state["main_done"] = True
    state["pending"] = [{"kind": "award", "action": "award", "leeway": False}]
    p = state["players"][seat]
    entries = GAME.unavailable_moves(state, seat)
    assert [u["label"] for u in entries] == ["Win a level 1 award", "Win a level 2 award", "Win a level 3 award"]
    assert {u["reason"] for u in entries} == {"you have no published game to submit"}
    assert all(u["targets"] == [p["award_card"]] for u in entries)
    p["published"] = [{"id": "published-1", "box": 1, "mechanism": 1, "component": 1}]
    box, mechanism, component, _vp = (2, 2, 1, 9) if p["award_card"] == "A1" else (None,) * 4
    level1 = GAME.unavailable_moves(state, seat)[0]["reason"]
    assert level1.startswith("none of your published games has box")
    if box is not None:  # the rulebook's example card: 'a level 2 box, a level 2 mechanism and a level 1 component'
        assert level1 == ("none of your published games has box 2, mechanism 2 and component 1, which your award "
                          "card asks for a level 1 award")


def test_removing_the_pow_card_without_the_price():
    # 'pay one Time Token, one Inspiration Token and one Dollar to discard your POW card'
    state, seat = _start()
    state["players"][seat]["pow"] = "P-no-award1"
    state["players"][seat]["res"]["time"] = 1
    entry = _entry(state, seat, "P-no-award1")
    assert entry["reason"] == (f"removing it costs 1 {NAMES['time']}, 1 {NAMES['inspiration']}, 1 {NAMES['dollar']}; "
                               f"you have 1 {NAMES['time']}, 0 {NAMES['inspiration']}s, 0 {NAMES['dollar']}s")


def test_nothing_is_told_out_of_turn():
    state, seat = _start()
    assert GAME.unavailable_moves(state, 1 - seat) == []


def _key(move: dict) -> tuple:
    """A move compared by its type and what it acts on (a part to buy also by its level)."""
    level = move["level"] if move["type"] == "buy" else None
    return move["type"], tuple(sorted(t for t in move["targets"] if t != "worker")), level


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 120),
       deal=st.sampled_from(["founder", "pow-wow"]))
def test_property_no_unavailable_move_is_legal(seed, players, steps, deal):
    """Random legal play: ``unavailable_moves`` never raises, each entry has a label, targets and a reason, and no
    entry is a move the seat may make (same kind of move on the same components)."""
    state, _rng = random_state(GAME, players, seed, steps, {"deal": deal})
    for seat in sorted(GAME.to_act(state)):
        entries = GAME.unavailable_moves(state, seat)
        view = GAME.view(state, seat)
        legal = set()
        for move in GAME.legal_moves(state, seat):
            if move.get("template"):
                continue
            d = GAME.describe_move(view, seat, move)
            legal.add(_key({"type": move["type"], "targets": d["targets"], "level": move.get("level")}))
        for entry in entries:
            assert set(entry) == {"label", "targets", "reason"}
            assert isinstance(entry["label"], str) and entry["label"].strip()
            assert isinstance(entry["reason"], str) and entry["reason"].strip()
            assert isinstance(entry["targets"], list) and set(entry["targets"]) <= set(NAMES)
            kind = _kind(entry)
            level = re.search(r"level (\d)", entry["label"]) if kind == "buy" else None
            key = _key({"type": kind, "targets": entry["targets"], "level": int(level[1]) if level else None})
            assert kind is None or key not in legal, entry


def _kind(entry: dict) -> str | None:
    """The command type an entry stands for, read from its label's first words (None: no single move)."""
    for prefix, kind in (("Place a worker on", "place"), ("Place your", "place"), ("Hire", "pick"), ("Take", "pick"),
                         ("Buy a level", "buy"), ("Buy", "buy-skill"), ("Upgrade", "upgrade"), ("Remove", "remove-pow"),
                         ("Collect", "collect")):
        if entry["label"].startswith(prefix):
            return kind
    return None


# ---------------------------------------------------------------- the score sheet


def test_the_score_sheet_reads_in_the_rulebooks_scoring_order():
    """'The final scoring of the game will take into account the victory points that have already been gained on
    the track and those gained in any of the following four ways, score each separately': games, objective cards,
    freelancers, awards; then 'the player with the most victory points wins'."""
    scores = {"total": 41, "track": 20, "published": 6, "unpublished": 3, "objectives": 2, "freelancers": 3,
              "awards": 9, "objectives_achieved": ["O02"]}
    rows = GAME.score_sheet(scores)
    assert [r["text"] for r in rows] == [
        "VP scored during the game: 20", "Published games: 6", "Unpublished game (half, rounded up): 3",
        "Objective cards (rewards less penalties): 2", f"Objectives achieved: {NAMES['O02']}",
        "Freelancers at your table: 3", "Awards: 9", "Total VP: 41"]
    none = GAME.score_sheet({**scores, "objectives_achieved": []})
    assert none[4]["value"] == "none"


def test_a_finished_games_score_sheets_add_up_to_the_total():
    rng = random.Random(11)
    state = None
    for ev in GAME.setup(3, {}, rng):
        state = GAME.evolve(state, ev)
    while GAME.result(state) is None:
        seat = min(GAME.to_act(state))
        for ev in GAME.decide(state, seat, GAME.bot(state, seat, rng, "normal"), rng):
            state = GAME.evolve(state, ev)
    for scores in GAME.result(state).scores.values():
        rows = GAME.score_sheet(scores)
        numbers = [r["value"] for r in rows[:-1] if isinstance(r["value"], int)]
        assert sum(numbers) == rows[-1]["value"] == scores["total"]
        assert all(not isinstance(r["value"], bool) for r in rows)


def test_an_upgrade_freelancer_needs_a_part_to_upgrade():
    # F07 upgrades: 'You must already possess a Box, Mechanism or Component in order to use this action'
    state, seat = _start()
    state["players"][seat]["table"][0] = {"card": "F07", "skill": None}
    entry = _entry(state, seat, "F07")
    assert entry["reason"] == "you must already possess a Box, Mechanism or Component in order to use this action"
