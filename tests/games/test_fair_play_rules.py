"""Fair play as pure rules (issue 31, items 13-15): clocks that a return does not refill, no abort after a
private deal, rated tables that always end, results that count only when played, and the cooldown rule."""

from __future__ import annotations

import pytest

from events.seeds import rng_for
from games import REGISTRY, clocks, lifecycle
from games import table as tables
from games.base import RuleViolation
from projections.leaderboard import min_decisions
from projections.rating_rules import PER_OPPONENT_DAILY, listed, met, repeated
from service.audit import full_audit
from tests.support.scripted_table import SEED, T0, ScriptedTable

MOVE = {"type": "move", "seconds": 8}


@pytest.fixture
def race(dice_race):
    def make(lifecycle_version=lifecycle.VERSION, **hosting):
        chosen = {"lifecycle": lifecycle_version} if lifecycle_version > 1 else {}  # 1: recorded before it existed
        return ScriptedTable("dice-race", [{"name": "ann"}, {"name": "bob"}], **chosen, **hosting)
    return make


def leave_and_return_every_6_s(t, cycles):
    """The issue's attack: on an 8 s move clock, leave then return every 6 s."""
    for cycle in range(cycles):
        t.command(0, {"type": "leave"}, 6_000 * (cycle + 1))
        t.command(0, {"type": "return"}, 6_000 * (cycle + 1) + 10)


def test_leave_then_return_gives_back_what_was_left_not_a_fresh_budget(race):
    """Baseline (issue 31, item 15): each return restarted the 8 s clock, so nobody ever forfeited."""
    t = race(clock=MOVE)
    leave_and_return_every_6_s(t, 1)
    clock = t.table["clocks"][0]
    assert clock == {"ms": 2_000, "since": T0 + 6_010}
    assert clocks.deadline(clock) == T0 + 8_010  # not 6 010 + 8 000
    # The second cycle finds nothing left to refill: the deadline passes and the expiry is accepted.
    t.command(0, {"type": "leave"}, 7_000)
    t.command(0, {"type": "return"}, 7_010)
    assert t.table["clocks"][0]["ms"] == 1_010
    t.expire(0, 8_020)
    assert t.envelopes[-1]["type"] == "ClockExpired"
    assert full_audit(t.gid, t.envelopes, seed=SEED)["checks"][2]["ok"]  # the decisions re-run identically


def test_a_table_of_the_first_lifecycle_still_refills_so_its_history_audits_as_played(race):
    t = race(lifecycle_version=1, clock=MOVE)
    leave_and_return_every_6_s(t, 3)
    assert t.table["clocks"][0] == {"ms": 8_000, "since": T0 + 18_010}
    assert "lifecycle" not in t.envelopes[0]["data"]


def test_the_decision_the_autopilot_made_ends_the_held_budget(race):
    t = race(clock=MOVE)
    t.command(0, {"type": "leave"}, 6_000)
    t.command(0, {"type": "roll"}, 6_100, autopilot=True)  # the server bot rolls for the absent seat
    t.command(1, {"type": "roll"}, 7_000)
    t.command(0, {"type": "return"}, 7_500)
    assert t.table["clocks"][0] == {"ms": 8_000, "since": T0 + 7_500}  # a new decision: a full budget


def test_no_abort_once_the_seat_was_dealt_private_information(race):
    """Baseline (issue 31, item 14): the creator of a rated table aborted after seeing its private deal."""
    t = race()
    table = t.table
    assert table["status"] == "active" and tables.dealt_to(table, 0)
    with pytest.raises(RuleViolation) as refused:
        tables.decide(table, 0, {"type": "abort"}, None, seed=SEED)
    assert refused.value.code == "dealt-private-information"
    assert "abort" not in [m["type"] for m in tables.lifecycle_moves(table, 0)]
    old = race(lifecycle_version=1).table  # a table of the first lifecycle re-decides by its own rules
    assert tables.decide(old, 0, {"type": "abort"}, None, seed=SEED)[0]["type"] == "TableAborted"


def test_an_open_table_can_still_be_aborted_by_its_creator(dice_race):
    t = ScriptedTable("dice-race", [{"name": "ann"}, {}], lifecycle=lifecycle.VERSION)
    assert not tables.dealt_to(t.table, 0)
    t.command(0, {"type": "abort"}, 1_000)
    assert t.table["status"] == "aborted" and t.table["strikes"] == []  # nobody was dealt anything


def test_a_rated_table_without_a_clock_gets_the_default_one_and_always_ends(dice_race):
    rng = rng_for(SEED, "g", 0)
    created = tables.create(REGISTRY["dice-race"], [{"name": "a", "player": "p1"}, {"bot": "easy"}], {}, "c",
                            rng, rated=True, lifecycle=lifecycle.VERSION)[0]["data"]
    assert (created["clock"], created["on_timeout"]) == (lifecycle.DEFAULT_RATED_CLOCK, "bot")
    unrated = tables.create(REGISTRY["dice-race"], [{"name": "a"}, {"bot": "easy"}], {}, "c", rng,
                            lifecycle=lifecycle.VERSION)[0]["data"]
    assert "clock" not in unrated
    first = tables.create(REGISTRY["dice-race"], [{"name": "a", "player": "p1"}, {"bot": "easy"}], {}, "c", rng,
                          rated=True)[0]["data"]
    assert "clock" not in first  # lifecycle 1, as recorded before: re-decided unchanged


def test_a_result_counts_only_when_every_person_made_its_own_decisions(race):
    """Baseline (issue 31, item 13): an instant resign gave a rated win."""
    t = race()
    t.command(1, {"type": "resign"}, 1_000)
    assert not lifecycle.counts_for_rating(t.table, 3)
    played = race()
    for step in range(6):
        played.command(step % 2, {"type": "roll"}, 1_000 * (step + 1))
    assert played.table["decisions"] == [3, 3] and lifecycle.counts_for_rating(played.table, 3)
    autopiloted = race()
    autopiloted.command(0, {"type": "leave"}, 500)
    for step in range(6):
        autopiloted.command(step % 2, {"type": "roll"}, 1_000 * (step + 1), autopilot=step % 2 == 0)
    assert autopiloted.table["decisions"] == [0, 3] and not lifecycle.counts_for_rating(autopiloted.table, 3)


def test_every_game_names_its_minimum_of_own_decisions():
    assert {slug: min_decisions(game) for slug, game in REGISTRY.items()} == {slug: 3 for slug in REGISTRY}


def test_leaves_and_started_aborts_are_strikes_and_three_in_a_day_earn_a_cooldown(race):
    t = race()
    t.command(0, {"type": "leave"}, 1_000)
    t.command(0, {"type": "return"}, 2_000)
    t.command(0, {"type": "leave"}, 3_000)
    assert [(s["seat"], s["v"]) for s in t.table["strikes"]] == [(0, 4), (0, 6)]
    hour = 3600 * 1000
    assert lifecycle.cooldown_until([0, hour], 2 * hour) is None
    assert lifecycle.cooldown_until([0, hour, 2 * hour], 2 * hour + 1) == 2 * hour + lifecycle.COOLDOWN_MS
    assert lifecycle.cooldown_until([0, hour, 2 * hour], 2 * hour + lifecycle.COOLDOWN_MS) is None
    assert lifecycle.cooldown_until([0, 25 * hour, 26 * hour], 26 * hour + 1) is None  # not within a day


def test_only_the_first_results_a_day_against_one_opponent_count():
    entries = {w: {"games": 0} for w in ("a", "b", "c")}
    ranking = [["a"], ["b"]]
    for _ in range(PER_OPPONENT_DAILY):
        assert not repeated(ranking, "2026-11-26", entries)
        met(ranking, "2026-11-26", entries)
    assert repeated(ranking, "2026-11-26", entries)
    assert not repeated(ranking, "2026-11-27", entries)  # a new day
    assert not repeated([["a"], ["c"]], "2026-11-26", entries)  # another opponent
    assert not listed("a", {"games": 12, "opponents": ["b"]})  # many games, one opponent
    assert listed("a", {"games": 5, "opponents": ["b", "c", "d"]}) and listed("bot:x:easy", {"games": 1})
    assert not listed("bot:x:easy", {"games": 0})  # noted at a table whose result moved nothing (issue 49)
