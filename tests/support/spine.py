"""Driving the spine in-process for tests: a projector and a burst worker on the real Redis."""

from __future__ import annotations

from rq import SimpleWorker

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
