"""A partition that cannot take writes backs off alone and never holds the workers (issue 36, item 2): its jobs
are deferred by RQ's own schedule under their own ids, while other partitions' jobs run at once. Baseline: bot
jobs of blocked games each held a worker for 1-2 s in WAIT, failed and were queued again every 10 s, and bot
games on healthy masters took 37-269 s instead of 2-11 s.

A real Redis without replicas stands for the blocked master: with BOARDROOM_MIN_REPLICAS=1 every append on it
answers not_replicated, as on a master promoted from its only replica."""

from __future__ import annotations

import time

import pytest
from rq import SimpleWorker
from rq.job import JobStatus
from rq.registry import ScheduledJobRegistry

from events.keys import partition_of
from events.store import NotReplicated
from service.bootstrap import Settings, use
from tests.support.spine import drain, projector_for
from workers.dispatch import PENDING
from workers.partition_backoff import (
    CAP_SECONDS,
    FIRST_SECONDS,
    JOB_REPLICA_TIMEOUT_MS,
    PartitionBackoff,
    backoff_key,
    for_workers,
)


def run_queued(wired) -> None:
    SimpleWorker(wired.queues, connection=wired.queue_redis, serializer=wired.queue.serializer).work(burst=True)


def waits(wired) -> int:
    """WAIT commands the store's Redis has run: each is a worker held for up to the replica timeout."""
    return int(wired.redis.info("commandstats").get("cmdstat_wait", {}).get("calls", 0))


def tables_in_two_partitions(wired, seats: list[dict]) -> tuple[dict, dict]:
    """Two new tables whose games live in different partitions."""
    first, _ = wired.handler.create("dice-race", seats, {})
    while True:
        other, _ = wired.handler.create("dice-race", seats, {})
        partitions = wired.settings.partitions
        if partition_of(other["gid"], partitions) != partition_of(first["gid"], partitions):
            return first, other


def back_off(wired, partition: int, seconds: float) -> None:
    """A backoff of ``seconds`` from now, as a failure after a few doublings records it (no timing in tests)."""
    wired.queue_redis.hset(backoff_key(partition), mapping={"until": int((time.time() + seconds) * 1000),
                                                            "delay": int(abs(seconds) * 1000)})


def scheduled_at(wired, job_id: str) -> float | None:
    return wired.queue_redis.zscore(ScheduledJobRegistry(queue=wired.queue).key, job_id)


def test_a_backing_off_partitions_jobs_are_deferred_unrun_while_another_partitions_run_at_once(wired, dice_race):
    blocked, healthy = tables_in_two_partitions(wired, [{"bot": "easy"}, {"name": "ann"}])
    partition = partition_of(blocked["gid"], wired.settings.partitions)
    back_off(wired, partition, 60)
    drain(projector_for(wired))
    assert len(wired.queue) == 2
    run_queued(wired)

    assert wired.store.version(healthy["gid"]) == healthy["version"] + 1  # played at once
    assert wired.store.version(blocked["gid"]) == blocked["version"]  # not run
    job = wired.queue.fetch_job(f"bot-{blocked['gid']}-0-0")
    assert job is not None and job.get_status() == JobStatus.SCHEDULED  # the same id, in RQ's schedule
    ends = int(wired.queue_redis.hget(backoff_key(partition), "until")) / 1000
    assert scheduled_at(wired, job.id) >= ends  # no sooner than the backoff ends
    assert len(wired.queue) == 0 and not wired.queue.failed_job_registry.get_job_ids()
    # Its game stalled in the sweeper's eyes, the deferred attempt is taken for live: no duplicate of the turn.
    stalled = wired.redis.zscore(PENDING, blocked["gid"]) + wired.settings.bot_stall_seconds + 0.01
    assert wired.follow_up.sweep(wired.loader.load, now=stalled) == []
    assert len(wired.queue) == 0


def test_a_refused_append_backs_its_partition_off_and_the_next_job_there_costs_no_wait(redis_client, redis_url,
                                                                                    dice_race):
    wired = use(for_workers(Settings(redis_url=redis_url, queue_redis_url=redis_url, bot_stall_seconds=1.0,
                                     rate_limits=False, min_replicas=1, replica_timeout_ms=1000)))
    assert wired.store.replication.timeout_ms == JOB_REPLICA_TIMEOUT_MS  # a worker's WAIT is short
    try:
        with pytest.raises(NotReplicated):  # the create itself is not confirmed either
            wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "easy"}], {})
        (gid,) = [key.decode().split(":")[3] for key in redis_client.scan_iter("br:{p*}:game:*:meta")]
        partition = partition_of(gid, wired.settings.partitions)
        wired.follow_up.schedule(wired.handler.table(gid))
        before = waits(wired)
        run_queued(wired)
        assert waits(wired) == before + 1  # one attempt found the partition unwritable
        backoff = PartitionBackoff(wired.queue_redis)
        assert backoff.state(partition) is not None
        job = wired.batch_queue.fetch_job(f"bot-{gid}-0-0")
        assert job.get_status() == JobStatus.SCHEDULED and not wired.batch_queue.failed_job_registry.count
        # The unconfirmed move reached the master: seat 1 is awaited now, and the stall sweep queues its turn
        # (as the projector would on folding it), but not the deferred one, live in the batch queue's schedule.
        back_off(wired, partition, 60)
        stalled = wired.redis.zscore(PENDING, gid) + wired.settings.bot_stall_seconds + 0.01
        (next_turn,) = wired.follow_up.sweep(wired.loader.load, now=stalled)
        assert next_turn == f"bot-{gid}-0-1"
        run_queued(wired)  # the partition still backs off: deferred at once
        assert waits(wired) == before + 1
        assert wired.batch_queue.fetch_job(next_turn).get_status() == JobStatus.SCHEDULED
        assert len(wired.batch_queue) == 0 and not wired.batch_queue.failed_job_registry.count
    finally:
        use(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))


def test_when_the_backoff_ends_a_probe_of_the_master_decides_and_a_success_forgets_it(redis_client, redis_url,
                                                                                      dice_race):
    strict = use(Settings(redis_url=redis_url, queue_redis_url=redis_url, min_replicas=1, replica_timeout_ms=50,
                          rate_limits=False))
    try:
        backoff = PartitionBackoff(strict.queue_redis)
        partition = 3
        start = time.time()
        assert backoff.failed(partition, now=start) == FIRST_SECONDS
        assert backoff.failed(partition, now=start + 0.5) == pytest.approx(FIRST_SECONDS - 0.5)  # one backoff
        assert backoff.failed(partition, now=start + 1.5) == 2 * FIRST_SECONDS  # the next failure doubles it
        for step in range(10):
            backoff.failed(partition, now=start + 100 * (step + 1))
        assert backoff.failed(partition, now=start + 2000) == CAP_SECONDS  # capped
        backoff.succeeded(partition)
        assert backoff.state(partition) is None
    finally:
        use(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))


def test_after_the_backoff_an_unwritable_master_is_probed_without_a_write_and_a_writable_one_plays(wired,
                                                                                                   dice_race,
                                                                                                   redis_url):
    from workers.jobs import play_bot_turn

    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    gid = table["gid"]
    partition = partition_of(gid, wired.settings.partitions)
    backoff = PartitionBackoff(wired.queue_redis)
    back_off(wired, partition, -1)  # ended, still remembered
    assert backoff.state(partition) == 0.0

    strict = use(Settings(redis_url=redis_url, queue_redis_url=redis_url, min_replicas=1, replica_timeout_ms=50,
                          rate_limits=False))
    before = waits(strict)
    deferred = play_bot_turn(gid, 0, 0)
    assert deferred.intervals[0] > FIRST_SECONDS  # no replica: backs off again
    assert waits(strict) == before and strict.store.version(gid) == table["version"]  # probed, never written

    back_off(strict, partition, -1)  # ended again
    use(Settings(redis_url=redis_url, queue_redis_url=redis_url, rate_limits=False))  # replicas not required
    assert play_bot_turn(gid, 0, 0) == "played"
    assert backoff.state(partition) is None
