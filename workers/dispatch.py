"""Follow-up work for a folded table: enqueue bot turns and scoring, and sweep stalled games.

Job ids are deterministic (``bot-<gid>-<version>-<seat>``, ``score-<gid>``; RQ allows no colons;
the version is that of the seat's last command) and enqueued with
``unique=True``, so the same turn is never queued twice while its job exists. A worker killed
mid-job leaves the game waiting; the sweeper enqueues a fresh attempt for any game whose log made
no progress for ``stall_seconds`` while it waits for a bot or for scoring.

Time-outs (a running clock's deadline, an open table's abandonment) are scheduled with RQ's own
scheduler (``enqueue_at``, job ids ``clock-<gid>-<version>-<seat>`` and ``abandon-<gid>``); each
job appends with the version it was scheduled for, so a command that lands first makes it a no-op.
``TIMERS`` holds each timed game's earliest due time, so the sweeper catches a lost schedule too.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from datetime import UTC, datetime

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError

from games import lifecycle
from games import table as tables
from games.table import Table

PENDING = "br:{work}:pending"
TIMERS = "br:{work}:timers"
JOB_TIMEOUT = 60
RESULT_TTL = 0  # a job's effect is in the game's log; RQ keeps nothing of a finished job
FAILURE_TTL = 24 * 3600  # a failed job (a bot's illegal move) stays a day for the operator to read


class FollowUp:
    """Decides and enqueues what a table waits for."""

    def __init__(self, client: redis.Redis, queue: Queue, stall_seconds: float, open_table_ttl: int = 24 * 3600):
        self.redis = client
        self.queue = queue
        self.stall_seconds = stall_seconds
        self.open_table_ttl = open_table_ttl

    def jobs_for(self, table: Table) -> list[tuple[str, str, list]]:
        """(job id, function, args) of the work the table waits for."""
        gid = table["gid"]
        if tables.is_over(table):
            return [(f"score-{gid}", "workers.jobs.score_game", [gid])]
        # A bot's turn is named by the version of its seat's last command: other seats moving
        # during a simultaneous choice do not rename it, the seat's own move does.
        return [(f"bot-{gid}-{acted}-{seat}", "workers.jobs.play_bot_turn", [gid, seat, acted])
                for seat, acted in tables.awaited_bots(table)]

    def timers_for(self, table: Table) -> list[tuple[str, float, str, list]]:
        """(job id, due time in epoch seconds, function, args) of what the table waits for in time."""
        gid, version = table["gid"], table["version"]
        out = []
        for kind, seat, due_ms in lifecycle.timers(table, tables.to_act(table), self.open_table_ttl):
            if kind == "abandon":
                out.append((f"abandon-{gid}", due_ms / 1000, "workers.jobs.abandon_table", [gid]))
            else:
                out.append((f"clock-{gid}-{version}-{seat}", due_ms / 1000, "workers.jobs.expire_clock",
                            [gid, seat, version]))
        return out

    def schedule_timers(self, table: Table) -> list[str]:
        """Schedule the table's time-outs at their due times; returns the job ids scheduled."""
        timers = self.timers_for(table)
        if not timers:
            self.redis.zrem(TIMERS, table["gid"])
            return []
        self.redis.zadd(TIMERS, {table["gid"]: min(due for _, due, _, _ in timers)})
        scheduled = []
        for job_id, due, func, args in timers:
            try:
                # RQ's scheduler keeps whole seconds (rounded down): round up, never run before the time.
                self.queue.enqueue_at(datetime.fromtimestamp(math.ceil(due), UTC), func, *args, job_id=job_id,
                                      unique=True, job_timeout=JOB_TIMEOUT, result_ttl=RESULT_TTL,
                                      failure_ttl=FAILURE_TTL)
            except DuplicateJobError:
                continue
            scheduled.append(job_id)
        return scheduled

    def sweep_timers(self, load, now: float | None = None) -> list[str]:
        """Enqueue now the time-outs of every game due more than ``stall_seconds`` ago that made no
        progress since: their schedule was lost (a scheduler that died, a Redis restart)."""
        now = time.time() if now is None else now
        enqueued = []
        for gid, timers in self._overdue(TIMERS, load, now, self.timers_for):
            for job_id, due, func, args in timers:
                if due <= now and self._enqueue(f"{job_id}-r{int(now * 1000)}", func, args):
                    enqueued.append(f"{job_id}-r{int(now * 1000)}")
            self.redis.zadd(TIMERS, {gid: max(now, min(due for _, due, _, _ in timers))})
        return enqueued

    def _overdue(self, key: str, load, now: float, work) -> Iterator[tuple[str, list]]:
        """(gid, ``work(table)``) of each game in ``key`` whose score is ``stall_seconds`` old; a game
        with nothing left to do leaves ``key``."""
        for raw in self.redis.zrangebyscore(key, "-inf", now - self.stall_seconds):
            gid = raw.decode()
            table = load(gid)
            items = work(table) if table is not None else []
            if not items:
                self.redis.zrem(key, gid)
                continue
            yield gid, items

    def schedule(self, table: Table) -> list[str]:
        """Enqueue the follow-up of a freshly folded table; returns the job ids enqueued."""
        self.schedule_timers(table)
        jobs = self.jobs_for(table)
        if not jobs:
            self.redis.zrem(PENDING, table["gid"])
            return []
        self.redis.zadd(PENDING, {table["gid"]: time.time()})
        return [job_id for job_id, func, args in jobs if self._enqueue(job_id, func, args)]

    def sweep(self, load, now: float | None = None) -> list[str]:
        """Enqueue a fresh attempt of the follow-ups of every game that made no progress for
        ``stall_seconds``; ``load(gid)`` gives a table. Returns the job ids enqueued.

        The decision rests on the game's own progress (``PENDING`` holds the time of its last folded
        version), never on RQ's job status: a job can say ``queued`` while sitting in no queue (a
        worker killed between taking it and starting it, a Redis restart). A duplicate attempt is
        harmless: the job re-checks that its seat is awaited and commands with the version it saw.
        """
        now = time.time() if now is None else now
        enqueued = self.sweep_timers(load, now)
        for gid, jobs in self._overdue(PENDING, load, now, self.jobs_for):
            for job_id, func, args in jobs:
                retry_id = f"{job_id}-r{int(now * 1000)}"
                if self._enqueue(retry_id, func, args):
                    enqueued.append(retry_id)
            self.redis.zadd(PENDING, {gid: now})
        return enqueued

    def _enqueue(self, job_id: str, func: str, args: list) -> bool:
        try:
            self.queue.enqueue_call(func, args=args, job_id=job_id, unique=True, timeout=JOB_TIMEOUT,
                                    result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL)
        except DuplicateJobError:
            return False
        return True
