"""Driving the spine in-process for tests: a projector and a burst worker on the real Redis."""

from __future__ import annotations

from rq import Queue, SimpleWorker
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from projections.projector import Projector
from service.bootstrap import Container


def projector_for(wired: Container, **options) -> Projector:
    projector = wired.projector(follow_up=wired.follow_up, **options)
    projector.ensure_groups()
    return projector


def drain(projector: Projector) -> int:
    """Fold until the feeds hold nothing new; returns the entries handled."""
    handled = 0
    while (n := projector.step(block_ms=1)) > 0:
        handled += n
    return handled


def run_jobs(wired: Container) -> None:
    """Run every queued job in this process, as the Procfile's SimpleWorker would."""
    SimpleWorker(wired.queues, connection=wired.queue_redis, serializer=wired.queue.serializer).work(burst=True)


def play_out(wired: Container, projector: Projector, gid: str, rounds: int = 10_000) -> dict:
    """Alternate projector and worker until the game is finished."""
    for _ in range(rounds):
        drain(projector)
        table = wired.handler.table(gid)
        if table["status"] == "finished":
            return table
        if not sum(len(queue) for queue in wired.queues):
            raise AssertionError(f"game {gid} at v{table['version']} waits with no job queued")
        run_jobs(wired)
    raise AssertionError("the game did not finish")


def start_next_job(queues: list[Queue], worker_name: str) -> Job:
    """Take the next job exactly as a worker named ``worker_name`` does and mark it started; nothing runs it."""
    queue = queues[0]
    job, _ = Queue.dequeue_any(queues, None, connection=queue.connection, serializer=queue.serializer)
    with queue.connection.pipeline() as pipe:
        job.prepare_for_execution(worker_name, pipeline=pipe)
        pipe.execute()
    return job


def scheduled_jobs(wired: Container) -> dict[str, int]:
    """{job id: the epoch second RQ's scheduler queues it at} of every job scheduled on the worker's queues."""
    out = {}
    for queue in wired.queues:
        key = ScheduledJobRegistry(queue=queue).key
        out.update({job_id.decode(): int(at) for job_id, at in queue.connection.zrange(key, 0, -1, withscores=True)})
    return out


def run_scheduler_at(wired: Container, at: float) -> list[str]:
    """What RQ's scheduler does at ``at`` (epoch seconds): each job scheduled by then joins its queue; their ids."""
    moved = []
    for queue in wired.queues:
        registry = ScheduledJobRegistry(queue=queue)
        for job_id in registry.get_jobs_to_schedule(int(at)):
            queue.enqueue_job(queue.fetch_job(job_id))
            registry.remove(job_id)
            moved.append(job_id)
    return moved


def run_until(wired: Container, projector: Projector, clock, until: float) -> None:
    """Move ``clock`` (the service's, tests.support.service_clock) on to ``until``, folding every event and running
    every job as it comes due, each scheduled one at its time as RQ's scheduler would."""
    while True:
        drain(projector)
        if sum(len(queue) for queue in wired.queues):
            run_jobs(wired)
            continue
        due = [at for at in scheduled_jobs(wired).values() if at <= until]
        if not due:
            break
        clock.now = max(clock.now, min(due))
        run_scheduler_at(wired, clock.now)
    clock.now = max(clock.now, until)
