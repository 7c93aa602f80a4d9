"""A running job beats, so the stall sweeper never queues again a job that is slow but alive (issue 31)."""

from __future__ import annotations

import threading
import time
from datetime import timedelta

from rq import SimpleWorker
from rq.job import Job

from tests.support.spine import drain, projector_for, start_next_job
from workers import heartbeat
from workers.runner import BoardroomWorker

DEADLINE_SECONDS = 10


def beat_after(job_id: str, connection, moment) -> None:
    """Wait (bounded) until the job's stored heartbeat is later than ``moment``."""
    give_up = time.monotonic() + DEADLINE_SECONDS
    while Job.fetch(job_id, connection=connection).last_heartbeat <= moment:
        assert time.monotonic() < give_up, "the job never beat"
        threading.Event().wait(0.02)


def own_beats() -> bool:
    """A job that returns once its own heartbeat has moved past its start (run by a real worker)."""
    from rq import get_current_job
    job = get_current_job()
    beat_after(job.id, job.connection, job.started_at)
    return True


def test_a_worker_beats_while_its_job_runs(wired, monkeypatch):
    monkeypatch.setattr(heartbeat, "BEAT_SECONDS", 0.05)
    job = wired.queue.enqueue(own_beats, result_ttl=60)
    worker = BoardroomWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.stopping = threading.Event()
    assert worker.work(burst=True)
    assert job.return_value(refresh=True) is True


def test_a_slow_job_that_beats_is_never_queued_again_and_a_silent_one_is(wired, dice_race, monkeypatch):
    """Before, any job started longer than a stall ago was taken for dead: a batch job slowed by its CPU share
    was queued a second time while it ran."""
    monkeypatch.setattr(heartbeat, "BEAT_SECONDS", 0.05)
    stall = wired.settings.bot_stall_seconds
    wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    drain(projector_for(wired))
    worker = SimpleWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.register_birth()  # a living worker's key, as a killed one's stays for minutes
    try:
        job = start_next_job([wired.queue], worker.name)
        with heartbeat.beating(job):
            beat_after(job.id, wired.queue_redis, job.started_at + timedelta(seconds=stall / 5))
            last = Job.fetch(job.id, connection=wired.queue_redis).last_heartbeat.timestamp()
            later = last + stall * 0.9
            # Started more than a stall before, beating within one: alive, and the game is overdue.
            assert job.started_at.timestamp() < later - stall
            assert wired.follow_up.sweep(wired.loader.load, now=later) == []
        silent = Job.fetch(job.id, connection=wired.queue_redis).last_heartbeat.timestamp()
        # The beats stopped (a worker killed mid-job): a stall after both its last beat and the last sweep, one
        # fresh attempt under the same id.
        assert wired.follow_up.sweep(wired.loader.load, now=max(silent, later) + stall + 0.5) == [job.id]
    finally:
        worker.register_death()


def test_a_beat_after_the_job_was_deleted_leaves_nothing(wired):
    job = wired.queue.enqueue(own_beats)
    job.delete()
    heartbeat.stamper(job)()
    assert not wired.queue_redis.exists(job.key)
