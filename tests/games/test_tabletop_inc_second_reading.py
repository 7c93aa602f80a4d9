"""Tabletop Inc., the rulebook's second reading (issue 30, items 2-9): one test per departure, quoting the rulebook.

Positions are set up from ``setup`` and then adjusted directly in the (plain JSON) state, as in test_tabletop_inc.
"""

from __future__ import annotations

from games.tabletop_inc import GAME
from games.tabletop_inc import data as D
from games.tabletop_inc.state import skills
from tests.games.test_tabletop_inc import COLLECT, at, place, seat_employee
from tests.support.rules import drive

fold, act, refused, types = drive(GAME)


def _predicted(s, seat, target, actions):
    """``seat`` holds face-down predictions ``actions`` about ``target``; it is ``target``'s turn."""
    s["players"][seat]["prediction"] = {"target": target,
                                        "cards": [{"action": a, "flipped": False} for a in actions]}
    s["turn"], s["main_done"] = target, False
    return s


def _flipped(s, seat):
    pred = s["players"][seat]["prediction"]
    return [c["action"] for c in pred["cards"] if c["flipped"]] if pred else None


def test_item_2_upgrading_needs_the_part_when_the_worker_is_placed():
    """'You must already possess a Box, Mechanism or Component in order to use this action'."""
    s = at(2, 0, time=1)
    assert refused(s, 0, place("worker", "UB")) == "nothing-to-upgrade"
    assert place("worker", "UB") not in GAME.legal_moves(s, 0)
    seat_employee(s, 0, "F07")  # 'upgrade a Gamebox, Mechanism or component you own'
    assert refused(s, 0, place("worker", "F07")) == "nothing-to-upgrade"
    s["players"][0]["game"]["box"] = 1
    assert place("worker", "UB") in GAME.legal_moves(s, 0)
    assert refused(s, 0, place("worker", "UM")) == "nothing-to-upgrade"  # the mechanism space needs a mechanism
    s, _ = act(s, 0, place("worker", "UB"))
    s, _ = act(s, 0, {"type": "upgrade", "part": "box"})
    assert s["players"][0]["game"]["box"] == 2


def test_item_3_a_skill_card_behind_the_wow_or_founder_card():
    """'this Wow card has two box skills, two Component skills and one Mechanism skill. Only one skill card can be
    placed behind each employee.'"""
    s = at(2, 0)
    p = s["players"][0]
    p["skill_hand"] = ["K07", "K01"]
    before = skills(p)
    move = {"type": "apply-skill", "card": "K07", "employee": D.FOUNDER}
    assert move in GAME.legal_moves(s, 0)
    s, _ = act(s, 0, move)
    p = s["players"][0]
    gained = D.SKILL_CARDS["K07"]["skills"]
    assert skills(p) == {k: before[k] + gained.get(k, 0) for k in D.SKILLS}
    assert p["res"]["time"] == D.SKILL_CARDS["K07"]["benefit"]["time"]
    assert GAME.view(s, 1)["players"][0]["wow_skill"] == "K07"
    assert refused(s, 0, {"type": "apply-skill", "card": "K01", "employee": D.FOUNDER}) == "employee-has-skill"


def test_item_4_publishing_is_a_choice():
    """'You can then publish one of your games.'"""
    s = at(2, 0)
    s["players"][0]["game"] = {"box": 1, "mechanism": 1, "component": 1}
    s, _ = act(s, 0, place("worker", "PB1"))
    assert s["players"][0]["published"] == [] and s["turn"] == 0
    moves = GAME.legal_moves(s, 0)
    assert {"type": "publish"} in moves and {"type": "skip"} in moves
    declined, _ = act(s, 0, {"type": "skip"})
    assert declined["players"][0]["published"] == [] and declined["turn"] == 1
    assert declined["players"][0]["game"] == {"box": 1, "mechanism": 1, "component": 1}
    published, _ = act(s, 0, {"type": "publish"})
    assert published["players"][0]["published"] == [{"id": "published-1", "box": 1, "mechanism": 1, "component": 1}]


def test_item_5_predictions_come_true_however_the_action_is_taken():
    """'If the opponent you made a prediction about performs one of the actions you predicted on their turn, flip
    the relevant prediction card face-up.' Only the hourglass action bonus is excluded: 'These actions do not count
    towards any predictions made by opposing players.'"""
    s = _predicted(at(2, 0), 0, 1, ["hire-specialist", "objective", "train", "research"])
    s["players"][1]["items"] = ["I02", "I04"]  # I02: hire a specialist, then play a card; I04: any action
    s, _ = act(s, 1, {"type": "use-item", "card": "I02"})
    assert _flipped(s, 0) == ["hire-specialist"]
    s, _ = act(s, 1, {"type": "use-item", "card": "I04"})
    s, _ = act(s, 1, {"type": "choose-action", "action": "train"})
    assert _flipped(s, 0) == ["hire-specialist", "train"]
    s["pending"] = []
    seat_employee(s, 1, "F05")  # 'Place a worker on this card to take the Gain Objective Action'
    s, _ = act(s, 1, place("worker", "F05"))
    assert _flipped(s, 0) == ["hire-specialist", "objective", "train"]
    s["pending"], s["main_done"] = [{"kind": "choose-action", "action": "bonus"}], True
    s, _ = act(s, 1, {"type": "choose-action", "action": "research"})  # the hourglass action bonus
    assert _flipped(s, 0) == ["hire-specialist", "objective", "train"]


def test_item_6_research_from_an_action_bonus_can_pay_for_predictions():
    """'If it crosses a bonus space, immediately take the indicated bonus ... When you collect your workers you also
    have an opportunity to make predictions'."""
    s = at(2, 0)
    s["hourglass"] = D.HOURGLASS_ACTION[0] + 1  # one worker back crosses an action bonus space, no research space
    s["players"][0]["free_workers"] = 3
    s["players"][0]["placed"] = [{"worker": "worker", "space": "basic"}]
    s, _ = act(s, 0, COLLECT)
    s, _ = act(s, 0, {"type": "choose-action", "action": "research"})
    assert s["players"][0]["res"]["research"] == D.GAIN_AMOUNT and s["turn"] == 0
    assert any(m["type"] == "predict" and m["target"] == 1 and len(m["predictions"]) == 2
               for m in GAME.legal_moves(s, 0))
    move = {"type": "predict", "target": 1, "predictions": ["research", "train"]}
    s, ev = act(s, 0, move)
    assert "PredictionsMade" in types(ev) and s["players"][0]["res"]["research"] == 0
    assert s["players"][0]["prediction"]["target"] == 1 and s["turn"] == 1


def test_item_7_the_player_chooses_dollars_or_time_tokens():
    """'you can use Dollars and Time Tokens interchangeably'."""
    s = at(2, 0, dollar=1, time=1)
    s["players"][0]["wow"] = "W-dollar-time"
    assert D.SPACES["HS2"]["cost"] == {"dollar": 1}
    by_time = {**place("worker", "HS2"), "pay": {"time": 1}}
    assert by_time in GAME.legal_moves(s, 0)
    after, ev = act(s, 0, by_time)
    assert after["players"][0]["res"]["dollar"] == 1 and after["players"][0]["res"]["time"] == 0
    assert ev[0]["data"]["paid"] == {"time": 1}
    assert refused(s, 0, {**place("worker", "HS2"), "pay": {"inspiration": 1}}) == "bad-payment"
    s["players"][0]["res"]["inspiration"] = 2
    s["players"][0]["pow"] = "P-no-award2"
    by_dollar = {"type": "remove-pow", "pay": {"dollar": 1, "inspiration": 1, "time": 0}}
    assert refused(s, 0, by_dollar) == "bad-payment"  # the time token must be paid, by time or dollar
    s["players"][0]["res"]["dollar"] = 2
    after, _ = act(s, 0, {"type": "remove-pow", "pay": {"dollar": 2, "inspiration": 1}})
    assert after["players"][0]["res"] == {"dollar": 0, "time": 1, "inspiration": 1, "playtest": 0, "research": 0}


def test_item_8_a_face_up_hire_is_public():
    """'You may hire any of the three faceup available specialists'."""
    s, _ = act(at(2, 0), 0, place("worker", "HS1"))
    card = s["tracks"]["specialist"][-1]["card"]
    s, ev = act(s, 0, {"type": "pick", "card": card, "payment": []})
    taken = next(e for e in ev if e["type"] == "CardTaken")
    for viewer in (1, None):
        seen = GAME.redact(taken, viewer)
        assert seen["data"]["card"] == card
        assert GAME.summarize(seen)[1]["card"] == card
        assert GAME.view(s, viewer)["players"][0]["hand"] == [card]


def test_item_9_as_many_trades_as_you_like():
    """'You can make as many trades as you like during the turn you took this action.'"""
    s = at(2, 0, time=3, research=1)
    s, _ = act(s, 0, place("worker", "TR1"))
    s, _ = act(s, 0, {"type": "trade", "give": {"time": 3}, "get": {"dollar": 3}})
    assert s["turn"] == 0
    move = {"type": "trade", "give": {"research": 1}, "get": {"playtest": 1}}
    assert move in GAME.legal_moves(s, 0)
    s, _ = act(s, 0, move)
    s, _ = act(s, 0, {"type": "trade", "give": {"dollar": 1}, "get": {"inspiration": 1}})
    assert s["players"][0]["res"] == {"dollar": 2, "time": 0, "inspiration": 1, "playtest": 1, "research": 0}
    s, _ = act(s, 0, {"type": "skip"})
    assert s["turn"] == 1
