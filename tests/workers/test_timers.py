"""Clock expiries and open tables' abandonment: scheduled with RQ's scheduler, caught by the sweeper
when the schedule is lost, appended at most once."""

from __future__ import annotations

from rq.registry import ScheduledJobRegistry

from games import clocks
from workers.jobs import expire_clock


def test_a_running_clock_is_scheduled_at_its_deadline(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "correspondence", "days": 3}, on_timeout="bot")
    gid, version = table["gid"], table["version"]
    assert wired.follow_up.schedule_timers(table) == [f"clock-{gid}-{version}-0"]
    assert wired.follow_up.schedule_timers(table) == []  # the same schedule is not made twice
    due = ScheduledJobRegistry(queue=wired.queue).get_scheduled_time(f"clock-{gid}-{version}-0")
    deadline = clocks.deadline(table["clocks"][0]) / 1000
    assert deadline <= due.timestamp() < deadline + 1  # never before it (RQ keeps whole seconds)


def test_the_sweeper_enqueues_an_expiry_whose_schedule_was_lost(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "move", "seconds": 5}, on_timeout="forfeit")
    gid, version = table["gid"], table["version"]
    wired.follow_up.schedule_timers(table)
    ScheduledJobRegistry(queue=wired.queue).remove(f"clock-{gid}-{version}-0")  # lost (a Redis restart)
    deadline = clocks.deadline(table["clocks"][0]) / 1000
    assert wired.follow_up.sweep(wired.loader.load, now=deadline) == []  # not overdue for long enough
    retried = wired.follow_up.sweep(wired.loader.load, now=deadline + wired.settings.bot_stall_seconds + 1)
    assert [job_id.rsplit("-r", 1)[0] for job_id in retried] == [f"clock-{gid}-{version}-0"]
    assert wired.queue.fetch_job(retried[0]).args == [gid, 0, version]


def test_an_expiry_lands_once_and_only_when_due(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {},
                                    clock={"type": "move", "seconds": 3600})
    gid, version = table["gid"], table["version"]
    assert expire_clock(gid, 0, version) == "clock-not-expired"
    assert wired.store.version(gid) == version
