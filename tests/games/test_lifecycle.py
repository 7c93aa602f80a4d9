"""Hosting's lifecycle as pure functions over folded tables, with scripted event times."""

from __future__ import annotations

import pytest

from events.seeds import rng_for
from games import REGISTRY, clocks, lifecycle
from games import table as tables
from games.base import RuleViolation
from games.lifecycle_schemas import COMMAND_SCHEMAS, EVENT_SCHEMAS
from tests.support.scripted_table import SEED, T0, ScriptedTable


def test_lifecycle_commands_never_collide_with_a_games_commands():
    for game in REGISTRY.values():
        assert not set(COMMAND_SCHEMAS) & set(game.command_schemas), game.slug


def test_every_lifecycle_event_has_a_data_schema_and_is_hostings():
    assert set(EVENT_SCHEMAS) == lifecycle.EVENTS and lifecycle.EVENTS <= tables.LIFECYCLE


@pytest.fixture
def race(dice_race):
    return lambda **hosting: ScriptedTable("dice-race", [{"name": "ann"}, {"name": "bob"}], **hosting)


def test_the_clock_runs_for_the_awaited_person_from_the_recorded_times(race):
    t = race(clock={"type": "move", "seconds": 10})
    assert t.table["clocks"][0] == {"ms": 10_000, "since": T0} and t.table["clocks"][1]["since"] is None
    t.command(0, {"type": "roll"}, 4_000)
    assert t.table["clocks"][1] == {"ms": 10_000, "since": T0 + 4_000}
    assert lifecycle.timers(t.table, tables.to_act(t.table)) == [("expire", 1, T0 + 14_000)]


def test_an_expiry_before_the_deadline_or_of_a_seat_not_awaited_is_refused(race):
    t = race(clock={"type": "move", "seconds": 10})
    table = t.table
    with pytest.raises(RuleViolation) as early:
        lifecycle.expire(table, 0, T0 + 9_999, tables.to_act(table), False)
    assert early.value.code == "clock-not-expired"
    with pytest.raises(RuleViolation) as idle:
        lifecycle.expire(table, 1, T0 + 60_000, tables.to_act(table), False)
    assert idle.value.code == "clock-not-running"
    t.expire(0, 10_000)
    expired = t.envelopes[-1]
    assert expired["type"] == "ClockExpired"
    assert expired["data"] == {"seat": 0, "deadline": clocks.iso(T0 + 10_000), "outcome": "bot"}
    after = t.table
    assert after["seats"][0]["autopilot"] and lifecycle.controller(after, 0) == "easy"
    assert tables.awaited_bots(after) == [(0, 0)]
    assert lifecycle.timers(after, tables.to_act(after)) == []  # the autopilot has no clock


def test_a_forfeit_on_timeout_ends_a_game_of_two_and_marks_the_result(race):
    t = race(clock={"type": "fischer", "initial": 5, "increment": 1}, on_timeout="forfeit")
    t.command(0, {"type": "roll"}, 2_000)
    t.expire(1, 7_000)
    table = t.table
    assert tables.is_over(table) and tables.to_act(table) == []
    assert tables.final_result(table) == {"ranking": [[0], [1]], "scores": {"0": {"total": None},
                                                                         "1": {"total": None}},
                                          "resigned": [1], "forfeits": [1]}


def test_autopilot_plays_only_absent_seats_and_the_owner_only_present_ones(race):
    t = race()
    with pytest.raises(RuleViolation) as owner_is_here:
        tables.decide(t.table, 0, {"type": "roll"}, rng_for(SEED, t.gid, 1), autopilot=True)
    assert owner_is_here.value.code == "not-on-autopilot"
    t.command(0, {"type": "leave"}, 1_000)
    t.command(0, {"type": "roll"}, 2_000, autopilot=True)
    assert t.table["state"]["rolls"][0] != []
    t.command(0, {"type": "return"}, 3_000)
    assert not t.table["seats"][0]["autopilot"]


def test_from_lifecycle_4_a_clock_that_runs_out_runs_once_more_before_the_autopilot_takes_the_seat(race):
    """Issue 50 item 5: one timeout handed the seat to the autopilot at once."""
    t = race(clock={"type": "move", "seconds": 10}, lifecycle=lifecycle.VERSION)
    t.expire(0, 10_400)  # the expiry lands a little after the deadline: the grace counts from it
    assert t.envelopes[-1]["data"] == {"seat": 0, "deadline": clocks.iso(T0 + 10_000), "outcome": "grace"}
    table = t.table
    assert not table["seats"][0]["autopilot"] and lifecycle.controller(table, 0) is None
    assert lifecycle.away(table)
    shown = tables.view(table, 0)["seats"][0]["clock"]
    assert shown == {"remaining_ms": 10_000, "deadline": clocks.iso(T0 + 20_400), "running": True, "grace": True}
    with pytest.raises(RuleViolation) as early:
        lifecycle.expire(table, 0, T0 + 20_399, tables.to_act(table), False)
    assert early.value.code == "clock-not-expired"
    t.expire(0, 20_400)
    assert t.envelopes[-1]["data"] == {"seat": 0, "deadline": clocks.iso(T0 + 20_400), "outcome": "bot"}
    assert t.table["seats"][0]["autopilot"] and lifecycle.away(t.table)


def test_a_move_within_the_grace_ends_it_and_the_next_decision_has_its_own(race):
    t = race(clock={"type": "move", "seconds": 10}, lifecycle=lifecycle.VERSION)
    t.expire(0, 10_000)
    t.command(0, {"type": "roll"}, 15_000)
    table = t.table
    assert table["clocks"][0] == {"ms": 5_000, "since": None} and not lifecycle.away(table)  # 5 s of grace unused
    t.command(1, {"type": "roll"}, 16_000)
    assert t.table["clocks"][0] == {"ms": 10_000, "since": T0 + 16_000}
    t.expire(0, 26_000)
    assert t.envelopes[-1]["data"]["outcome"] == "grace"


def test_a_return_in_the_middle_of_a_decision_resumes_the_clock_and_its_grace(race):
    """The autopilot took the seat at its second expiry; back before it decided, the person resumes what the clock
    had left (nothing), and that running out gives one more clock again rather than handing the seat straight back."""
    t = race(clock={"type": "move", "seconds": 10}, lifecycle=lifecycle.VERSION)
    t.expire(0, 10_000)
    t.expire(0, 20_000)
    t.command(0, {"type": "return"}, 22_000)
    assert t.table["clocks"][0] == {"ms": 0, "since": T0 + 22_000}
    t.expire(0, 22_000)
    assert t.envelopes[-1]["data"]["outcome"] == "grace"
    assert clocks.deadline(t.table["clocks"][0]) == T0 + 32_000


def test_grace_is_for_tables_whose_timeouts_go_to_the_bot_and_created_from_lifecycle_4(race):
    forfeits = race(clock={"type": "move", "seconds": 10}, on_timeout="forfeit", lifecycle=lifecycle.VERSION)
    forfeits.expire(0, 10_000)
    assert forfeits.envelopes[-1]["data"]["outcome"] == "forfeit"
    older = race(clock={"type": "move", "seconds": 10}, lifecycle=3)  # an old history re-decides as it was played
    older.expire(0, 10_000)
    assert older.envelopes[-1]["data"]["outcome"] == "bot"


def test_only_a_person_on_autopilot_or_in_grace_is_away(race):
    t = race(clock={"type": "move", "seconds": 10}, lifecycle=lifecycle.VERSION)
    assert not lifecycle.away(t.table)
    t.command(0, {"type": "leave"}, 1_000)
    assert lifecycle.away(t.table)
    t.command(0, {"type": "return"}, 2_000)
    assert not lifecycle.away(t.table)
    t.command(1, {"type": "resign"}, 3_000)  # gone for good, not awaited back
    assert not lifecycle.away(t.table)
