"""Clock expiries and open tables' abandonment: scheduled with RQ's scheduler, caught by the sweeper
when the schedule is lost, appended at most once."""

from __future__ import annotations

import time

from rq import SimpleWorker
from rq.registry import ScheduledJobRegistry

from games import clocks
from games import table as tables
from tests.support.spine import drain, projector_for
from workers.jobs import expire_clock


def test_a_running_clock_is_scheduled_at_its_deadline(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "correspondence", "days": 3}, on_timeout="bot")
    gid, version = table["gid"], table["version"]
    assert wired.follow_up.schedule_timers(table) == [f"timer-{gid}"]
    assert wired.follow_up.schedule_timers(table) == []  # the same schedule is not made twice
    assert wired.queue.fetch_job(f"timer-{gid}").args == [gid, 0, version]
    due = ScheduledJobRegistry(queue=wired.queue).get_scheduled_time(f"timer-{gid}")
    deadline = clocks.deadline(table["clocks"][0]) / 1000
    assert deadline <= due.timestamp() < deadline + 1  # never before it (RQ keeps whole seconds)


def test_the_sweeper_enqueues_an_expiry_whose_schedule_was_lost(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "move", "seconds": 5}, on_timeout="forfeit")
    gid, version = table["gid"], table["version"]
    wired.follow_up.schedule_timers(table)
    ScheduledJobRegistry(queue=wired.queue).remove(f"timer-{gid}")  # lost (a Redis restart)
    deadline = clocks.deadline(table["clocks"][0]) / 1000
    assert wired.follow_up.sweep(wired.loader.load, now=deadline) == []  # not overdue for long enough
    retried = wired.follow_up.sweep(wired.loader.load, now=deadline + wired.settings.bot_stall_seconds + 1)
    assert retried == [f"timer-{gid}"]
    assert wired.queue.fetch_job(retried[0]).args == [gid, 0, version]
    assert wired.follow_up.sweep(wired.loader.load, now=deadline + 2 * wired.settings.bot_stall_seconds + 2) == []


def test_an_expiry_lands_once_and_only_when_due(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "move", "seconds": 3600})
    gid, version = table["gid"], table["version"]
    assert expire_clock(gid, 0, version) == "clock-not-expired"
    assert wired.store.version(gid) == version


def scheduled_jobs_of(wired, gid: str) -> list[str]:
    """Every job RQ holds for the game: scheduled, queued, or any other job hash naming it."""
    return sorted(key.decode() for key in wired.queue_redis.scan_iter(match=f"rq:job:*{gid}*"))


def test_one_timer_per_table_however_many_commands(wired, dice_race):
    """Issue 31 item 7: each version scheduled a job per running seat, kept until its deadline (328
    commands under a 365-day clock left 199 jobs of 2.8 KB each). Now the table keeps one, replaced."""
    table, _ = wired.handler.create("dice-race", [{"name": n} for n in ("ann", "bob", "cy", "dee")], {},
                                    clock={"type": "correspondence", "days": 365}, on_timeout="bot")
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    for _ in range(11):  # every roll but the last, each a version with a running clock
        (seat,) = tables.to_act(wired.handler.table(gid))
        wired.handler.execute(gid, seat, {"type": "roll"})
        drain(projector)
    assert scheduled_jobs_of(wired, gid) == [f"rq:job:timer-{gid}"]
    assert ScheduledJobRegistry(queue=wired.queue).get_job_ids() == [f"timer-{gid}"]
    table = wired.handler.table(gid)
    (seat,) = tables.to_act(table)
    assert wired.queue.fetch_job(f"timer-{gid}").args == [gid, seat, table["version"]]


def test_the_one_timer_fires_when_the_clock_runs_out(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "move", "seconds": 1}, on_timeout="forfeit")
    gid = table["gid"]
    projector = projector_for(wired)
    for seat in (0, 1):
        wired.handler.execute(gid, seat, {"type": "roll"})
        drain(projector)
    assert scheduled_jobs_of(wired, gid) == [f"rq:job:timer-{gid}"]
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:  # RQ's scheduler moves it to the queue once due (whole seconds)
        SimpleWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer).work(
            burst=True, with_scheduler=True)
        expired = [e for e in wired.store.read(gid) if e["type"] == "ClockExpired"]
        if expired:
            break
        time.sleep(0.05)
    assert [e["data"]["seat"] for e in expired] == [0]
    drain(projector)
    assert wired.handler.table(gid)["seats"][0]["resigned"]
