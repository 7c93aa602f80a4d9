"""While a person at a table is away, its bots keep a pace (issue 50 item 5): each bot decision is scheduled with
RQ's scheduler BOARDROOM_AUTOPILOT_PACE after the table's last event and never played before; a job that comes
early asks RQ to run it later; a table with nobody away plays at once. Time is the service's clock, moved by the test
(events are stamped with it), and RQ's scheduler is run at that time (``run_scheduler_at``); the pace is the
production default."""

from __future__ import annotations

import math

import pytest
from rq import Retry
from rq.job import JobStatus

from games import clocks
from games import table as tables
from service.bootstrap import Settings
from tests.support.service_clock import service_clock
from tests.support.spine import drain, projector_for, run_jobs, run_scheduler_at, scheduled_jobs
from workers.jobs import play_bot_turn


@pytest.fixture
def clock(monkeypatch, wired):
    return service_clock(monkeypatch, wired)


def at_seconds(table: dict) -> float:
    return clocks.at_ms(table["updated_at"]) / 1000


def queued(wired) -> int:
    return sum(len(queue) for queue in wired.queues)


def bot_turns(wired) -> dict[str, int]:
    return {job_id: at for job_id, at in scheduled_jobs(wired).items() if job_id.startswith("bot-")}


def test_while_a_person_is_on_autopilot_every_bot_decision_waits_the_pace(wired, dice_race, clock):
    pace = wired.settings.autopilot_pace
    assert pace == 5.0  # the production default
    table, tokens = wired.handler.create("dice-race", [{"name": "ann"}, {"bot": "easy"}, {"bot": "normal"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    wired.handler.execute(gid, 0, {"type": "leave"})  # ann's turn: the autopilot will roll for her
    drain(projector)
    decisions = 0
    while (table := wired.handler.table(gid))["status"] == "active" and not tables.is_over(table):
        (job_id, at), = bot_turns(wired).items()  # the table's next bot turn, and nothing queued to run at once
        assert queued(wired) == 0 and at == math.ceil(at_seconds(table) + pace)
        clock.now = at - 1
        assert run_scheduler_at(wired, clock.now) == [] and queued(wired) == 0  # a second early: still waiting
        clock.now = at
        assert run_scheduler_at(wired, clock.now) == [job_id]
        run_jobs(wired)  # the bot decides; its job schedules the next turn at the pace (the scoring at once)
        decided = wired.store.read(gid, after=table["version"])[0]
        assert decided["type"] == "DieRolled" and decided["at"] == clock.iso()
        drain(projector)  # the projector's fold finds that turn scheduled and adds none
        decisions += 1
    assert decisions == 9 and bot_turns(wired) == {}  # three rolls a seat, each its own paced decision
    assert table["status"] == "finished"


def test_a_turn_queued_before_the_person_went_away_asks_rq_to_run_it_at_the_pace(wired, dice_race, clock):
    table, tokens = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    (job_id,) = [job.id for queue in wired.queues for job in queue.jobs]  # nobody away: queued at once
    wired.handler.execute(gid, 1, {"type": "leave"})
    left = wired.handler.table(gid)
    run_jobs(wired)
    assert wired.store.version(gid) == left["version"]  # not played
    job = wired.queue.fetch_job(job_id)
    assert job.get_status() == JobStatus.SCHEDULED
    assert bot_turns(wired)[job_id] >= at_seconds(left) + wired.settings.autopilot_pace


def test_the_job_itself_defers_a_decision_that_comes_before_the_pace(wired, dice_race, clock):
    table, tokens = wired.handler.create("dice-race", [{"name": "ann"}, {"bot": "easy"}], {})
    gid = table["gid"]
    wired.handler.execute(gid, 0, {"type": "leave"})
    left = wired.handler.table(gid)
    due = at_seconds(left) + wired.settings.autopilot_pace
    clock.now = due - 2.5
    early = play_bot_turn(gid, 0, 0)
    assert isinstance(early, Retry) and early.intervals == [4]  # whole seconds, one more: never before the pace
    clock.now = due
    assert play_bot_turn(gid, 0, 0) == "played"


def test_a_table_with_nobody_away_plays_at_once(wired, dice_race, clock):
    projector = projector_for(wired)
    all_bots, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "normal"}], {})
    present, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    resigned, tokens = wired.handler.create("dice-race", [{"name": "ann"}, {"bot": "easy"}, {"bot": "easy"}], {})
    wired.handler.execute(resigned["gid"], 0, {"type": "resign"})  # gone for good: nobody to wait for
    drain(projector)
    assert bot_turns(wired) == {}
    assert sorted(job.args[0] for queue in wired.queues for job in queue.jobs) == sorted(
        [all_bots["gid"], present["gid"], resigned["gid"]])


def test_a_person_back_from_the_autopilot_plays_and_the_bots_answer_at_once(wired, dice_race, clock):
    table, tokens = wired.handler.create("dice-race", [{"name": "ann"}, {"bot": "easy"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    wired.handler.execute(gid, 0, {"type": "leave"})
    drain(projector)
    ((paced, at),) = bot_turns(wired).items()
    wired.handler.execute(gid, 0, {"type": "return"})
    wired.handler.execute(gid, 0, {"type": "roll"})  # her own decision, before the autopilot's time
    drain(projector)
    assert queued(wired) == 1 and list(bot_turns(wired)) == [paced]  # the bot's answer is queued at once
    run_jobs(wired)
    assert tables.to_act(table := wired.handler.table(gid)) == [0]
    clock.now = at
    assert run_scheduler_at(wired, at) == [paced]
    run_jobs(wired)
    assert wired.store.version(gid) == table["version"]  # the autopilot's turn, come at its time, finds ann playing


def test_the_pace_is_a_setting_of_seconds_five_unless_set():
    assert Settings.from_env({}).autopilot_pace == 5.0
    assert Settings.from_env({"BOARDROOM_AUTOPILOT_PACE": "0"}).autopilot_pace == 0.0  # no pace
    assert Settings.from_env({"BOARDROOM_AUTOPILOT_PACE": "2.5"}).autopilot_pace == 2.5
    for wrong in ("-1", "soon", "nan", "inf"):
        with pytest.raises(ValueError, match="BOARDROOM_AUTOPILOT_PACE"):
            Settings.from_env({"BOARDROOM_AUTOPILOT_PACE": wrong})
