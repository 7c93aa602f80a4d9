"""The audit checks every ClockExpired against the recorded times: a forged expiry fails it."""

from __future__ import annotations

import pytest

from games import clocks, lifecycle
from games import table as tables
from service.audit import full_audit
from tests.audit.test_audit import checks, reseal
from tests.support.scripted_table import T0, ScriptedTable


@pytest.fixture
def timed_history(dice_race):
    """ann's 1-second move clock runs out; the autopilot plays her out against bob; the game ends."""
    t = ScriptedTable("dice-race", [{"name": "ann"}, {"name": "bob"}], clock={"type": "move", "seconds": 1})
    t.expire(0, 1_200)
    return played_out(t, 1_200)


def played_out(t: ScriptedTable, offset: int) -> tuple[str, list[dict]]:
    """The table played to its end from ``offset`` ms, ann's seat by the autopilot; its gid and sealed history."""
    while not tables.is_over(t.table):
        offset += 300
        seat = tables.to_act(t.table)[0]
        t.command(seat, {"type": "roll"}, offset, autopilot=seat == 0)
    t.finish(offset + 100)
    return t.gid, reseal(t.gid, t.envelopes)


def test_a_timed_game_with_an_expiry_passes_the_audit(timed_history):
    gid, envelopes = timed_history
    report = full_audit(gid, envelopes)
    assert report["ok"], report
    assert "1 clock expiry checked against the recorded times" in checks(report)["decisions"]["detail"]
    finished = tables.replay(envelopes)
    assert finished["status"] == "finished" and finished["seats"][0]["autopilot"]


def test_an_expiry_moved_before_its_deadline_fails_the_audit(timed_history):
    gid, envelopes = timed_history
    at = next(i for i, e in enumerate(envelopes) if e["type"] == "ClockExpired")
    forged = list(envelopes)
    forged[at] = {**forged[at], "at": clocks.iso(T0 + 500)}  # half a second early
    forged = reseal(gid, forged)  # the forger re-keys the chain: it verifies
    report = full_audit(gid, forged)
    assert checks(report)["chain"]["ok"] and not report["ok"]
    decisions = checks(report)["decisions"]
    assert not decisions["ok"] and decisions["version"] == forged[at]["v"]
    assert "deadline" in decisions["detail"] and "had not passed" in decisions["detail"]


def test_an_expiry_of_a_seat_nobody_awaited_fails_the_audit(timed_history):
    gid, envelopes = timed_history
    at = next(i for i, e in enumerate(envelopes) if e["type"] == "ClockExpired")
    forged = list(envelopes)
    forged[at] = {**forged[at], "cmd": {**forged[at]["cmd"], "payload": {"seat": 1}},
                  "data": {**forged[at]["data"], "seat": 1}}
    report = full_audit(gid, reseal(gid, forged))
    assert not checks(report)["decisions"]["ok"] and "not awaited" in checks(report)["decisions"]["detail"]


@pytest.fixture
def graced_history(dice_race):
    """A table of lifecycle 4: ann's clock runs out (grace), runs out again (autopilot); the game ends."""
    t = ScriptedTable("dice-race", [{"name": "ann"}, {"name": "bob"}], clock={"type": "move", "seconds": 1},
                      lifecycle=lifecycle.VERSION)
    t.expire(0, 1_200)
    t.expire(0, 2_200)
    return played_out(t, 2_200)


def test_a_grace_then_the_autopilot_pass_the_audit(graced_history):
    gid, envelopes = graced_history
    report = full_audit(gid, envelopes)
    assert report["ok"], report
    assert "2 clock expiries checked" in checks(report)["decisions"]["detail"]
    assert [e["data"]["outcome"] for e in envelopes if e["type"] == "ClockExpired"] == ["grace", "bot"]


def test_a_seat_handed_to_the_autopilot_without_its_grace_fails_the_audit(graced_history):
    gid, envelopes = graced_history
    at = next(i for i, e in enumerate(envelopes) if e["type"] == "ClockExpired")
    forged = list(envelopes)
    forged[at] = {**forged[at], "data": {**forged[at]["data"], "outcome": "bot"}}
    decisions = checks(full_audit(gid, reseal(gid, forged)))["decisions"]
    assert not decisions["ok"] and decisions["version"] == forged[at]["v"]


def test_the_second_expiry_is_checked_against_the_grace_deadline(graced_history):
    gid, envelopes = graced_history
    at = [i for i, e in enumerate(envelopes) if e["type"] == "ClockExpired"][1]
    forged = list(envelopes)
    forged[at] = {**forged[at], "at": clocks.iso(T0 + 2_100)}  # the grace ran until 2.2 s
    decisions = checks(full_audit(gid, reseal(gid, forged)))["decisions"]
    assert not decisions["ok"] and "had not passed" in decisions["detail"]
