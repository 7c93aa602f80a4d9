"""Follow-up work for a folded table: enqueue bot turns and scoring, and sweep stalled games.

Job ids are deterministic (``bot-<gid>-<version>-<seat>``, ``score-<gid>``; RQ allows no colons;
the version is that of the seat's last command) and enqueued with
``unique=True``, so the same turn is never queued twice. A worker killed mid-job leaves the game
waiting; the sweeper re-enqueues any follow-up that made no progress for ``stall_seconds``.
"""

from __future__ import annotations

import time

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError
from rq.job import Job, JobStatus

from games import table as tables
from games.table import Table

PENDING = "br:{work}:pending"
JOB_TIMEOUT = 60
RESULT_TTL = 600


class FollowUp:
    """Decides and enqueues what a table waits for."""

    def __init__(self, client: redis.Redis, queue: Queue, stall_seconds: float):
        self.redis = client
        self.queue = queue
        self.stall_seconds = stall_seconds

    def jobs_for(self, table: Table) -> list[tuple[str, str, list]]:
        """(job id, function, args) of the work the table waits for."""
        gid = table["gid"]
        if tables.is_over(table):
            return [(f"score-{gid}", "workers.jobs.score_game", [gid])]
        # A bot's turn is named by the version of its seat's last command: other seats moving
        # during a simultaneous choice do not rename it, the seat's own move does.
        return [(f"bot-{gid}-{acted}-{seat}", "workers.jobs.play_bot_turn", [gid, seat, acted])
                for seat, acted in tables.awaited_bots(table)]

    def schedule(self, table: Table) -> list[str]:
        """Enqueue the follow-up of a freshly folded table; returns the job ids enqueued."""
        jobs = self.jobs_for(table)
        if not jobs:
            self.redis.zrem(PENDING, table["gid"])
            return []
        self.redis.zadd(PENDING, {table["gid"]: time.time()})
        return [job_id for job_id, func, args in jobs if self._enqueue(job_id, func, args)]

    def sweep(self, load, now: float | None = None) -> list[str]:
        """Re-enqueue follow-ups that made no progress for ``stall_seconds``; ``load(gid)`` gives a table."""
        now = time.time() if now is None else now
        stalled = self.redis.zrangebyscore(PENDING, "-inf", now - self.stall_seconds)
        enqueued = []
        for raw in stalled:
            gid = raw.decode()
            table = load(gid)
            jobs = self.jobs_for(table) if table is not None else []
            if not jobs:
                self.redis.zrem(PENDING, gid)
                continue
            for job_id, func, args in jobs:
                retry_id = self._retry_id(job_id)
                if retry_id and self._enqueue(retry_id, func, args):
                    enqueued.append(retry_id)
            self.redis.zadd(PENDING, {gid: now})
        return enqueued

    def _retry_id(self, job_id: str) -> str | None:
        """The id of a fresh attempt, or None while an earlier attempt still waits in the queue."""
        attempt = 0
        candidate = job_id
        while True:
            status = self._status(candidate)
            if status is None:
                return candidate
            if status in (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED):
                return None
            attempt += 1
            candidate = f"{job_id}-r{attempt}"

    def _status(self, job_id: str) -> JobStatus | None:
        try:
            return Job.fetch(job_id, connection=self.queue.connection,
                             serializer=self.queue.serializer).get_status(refresh=False)
        except Exception:  # rq raises NoSuchJobError, or fails to decode an expired remnant
            return None

    def _enqueue(self, job_id: str, func: str, args: list) -> bool:
        try:
            self.queue.enqueue_call(func, args=args, job_id=job_id, unique=True, timeout=JOB_TIMEOUT,
                                    result_ttl=RESULT_TTL, failure_ttl=24 * 3600)
        except DuplicateJobError:
            return False
        return True
