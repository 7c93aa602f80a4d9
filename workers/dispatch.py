"""Follow-up work for a folded table: enqueue bot turns and scoring, and sweep stalled games.

Job ids are deterministic (``bot-<gid>-<version>-<seat>``, ``score-<gid>``; RQ allows no colons;
the version is that of the seat's last command), and a job is enqueued only when no attempt of the
same id is live (queued in the queue, started by a living worker, or scheduled and not overdue): the
projector and the sweeper never queue the same turn twice (issue 31 item 3: the sweep had queued 65
duplicates of 89 jobs). A worker killed mid-job leaves the game waiting; the sweeper enqueues a fresh
attempt, under the same id, for any game whose log made no progress for ``stall_seconds`` while it
waits for a bot or for scoring and whose job is no longer live.

Bot work is shared fairly: a table has at most one bot turn queued at a time (the first awaited bot
seat; a simultaneous choice's other bots wait for its fold), and its next turn joins the back of the
queue, so tables take turns round-robin and one client's tables cannot hold every place ahead of
another's turn.

While a person at a table is away (on autopilot, or in the grace after its clock ran out), its bots keep a pace
(issue 50 item 5: with a 30 s clock, the autopilot and the other bots had played the whole game out within the
clock, so the person could never come back to it): a bot turn due sooner than ``pace_seconds`` after the table's
last event is scheduled at that time (``enqueue_at``), and the job itself asks RQ to run it again later when it
finds itself early (an attempt the sweeper queued, or one queued before the person went away). An all-bot table
has nobody to wait for and plays at full speed.

Time-outs (a running clock's deadline, an open table's abandonment) are scheduled with RQ's own
scheduler (``enqueue_at``) as ONE job per table, ``timer-<gid>``, for the table's earliest time-out,
replaced when a version moves it (issue 31 item 7: a job per version and seat had piled up, 199 jobs
after 328 commands); the job appends with the version it was scheduled for, so a command that lands
first makes it a no-op. ``TIMERS`` holds each timed game's earliest due time, so the sweeper catches a
lost schedule too.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import ScheduledJobRegistry
from rq.worker import Worker

from events.keys import tournament_of_key
from events.round_trip import OneRoundTrip
from games import clocks, lifecycle
from games import table as tables
from games.table import Table
from service.bot_tables import BotTables, served

PENDING = "br:{work}:pending"
TIMERS = "br:{work}:timers"
# Ended tournament tables whose result the tournament has not recorded yet, by when that was last asked: the
# sweeper asks again for one a lost or failed job left behind, so no tournament waits forever on one table.
TOURNAMENT_TABLES = "br:{work}:tournament-tables"
JOB_TIMEOUT = 60
# A batch job runs on CPU nobody else wants (SCHED_IDLE): a hard move's second of CPU can take minutes of a busy
# machine's wall time. At 60 s it was killed mid-search and failed, and its table waited for the sweeper (an
# all-bot table "sometimes stalls until the sweeper retries it", issue 31) to start the search again.
BATCH_JOB_TIMEOUT = 30 * 60
RESULT_TTL = 0  # a job's effect is in the game's log; RQ keeps nothing of a finished job
FAILURE_TTL = 24 * 3600  # a failed job (a bot's illegal move) stays a day for the operator to read


def timer_id(gid: str) -> str:
    """The one scheduled time-out job of a table."""
    return f"timer-{gid}"


class FollowUp:
    """Decides and enqueues what a table waits for."""

    def __init__(self, client: redis.Redis, queue: Queue, stall_seconds: float,
                 batch_queue: Queue | None = None, pace_seconds: float = 0.0,
                 now: Callable[[], float] = time.time):
        self.redis = client
        self.queue = queue
        self.batch_queue = batch_queue or queue
        self.stall_seconds = stall_seconds
        self.pace_seconds = pace_seconds
        self.now = now  # the wall clock the pace is kept by (events carry its time)
        self.bot_tables = BotTables(client)
        self.scheduled = ScheduledJobRegistry(queue=queue)

    def paced_until(self, table: Table) -> float | None:
        """When (epoch seconds) the table's next bot decision may be made, while a person at it is away and that
        time is still to come; None: at once."""
        if self.pace_seconds <= 0 or not lifecycle.away(table) or tables.is_over(table):
            return None
        due = clocks.at_ms(table["updated_at"]) / 1000 + self.pace_seconds
        return due if due > self.now() else None

    def jobs_for(self, table: Table) -> list[tuple[str, str, list]]:
        """(job id, function, args) of the work the table waits for: scoring, or its next bot turn."""
        gid = table["gid"]
        if tables.is_over(table):
            return [(f"score-{gid}", "workers.jobs.score_game", [gid])]
        # A bot's turn is named by the version of its seat's last command: other seats moving
        # during a simultaneous choice do not rename it, the seat's own move does.
        return [(f"bot-{gid}-{acted}-{seat}", "workers.jobs.play_bot_turn", [gid, seat, acted])
                for seat, acted in tables.awaited_bots(table)[:1]]

    def timers_for(self, table: Table) -> list[tuple[str, float, str, list]]:
        """(name, due time in epoch seconds, function, args) of every time-out the table waits for."""
        gid, version = table["gid"], table["version"]
        out = []
        for kind, seat, due_ms in lifecycle.timers(table, tables.to_act(table)):
            if kind == "abandon":
                out.append((f"abandon-{gid}", due_ms / 1000, "workers.jobs.abandon_table", [gid]))
            else:
                out.append((f"clock-{gid}-{version}-{seat}", due_ms / 1000, "workers.jobs.expire_clock",
                            [gid, seat, version]))
        return out

    def timer_for(self, table: Table) -> tuple[str, float, str, list] | None:
        """(job id, due, function, args) of the table's one scheduled job: its earliest time-out."""
        timers = self.timers_for(table)
        if not timers:
            return None
        _, due, func, args = min(timers, key=lambda timer: timer[1])
        return timer_id(table["gid"]), due, func, args

    def schedule_timers(self, table: Table) -> list[str]:
        """Schedule the table's earliest time-out at its due time, replacing the one scheduled for an
        earlier version; returns the job ids scheduled (none when the schedule stands as it is)."""
        batch = OneRoundTrip(self.redis)
        settle = self._queue_timers(batch, table)
        return settle(batch.execute())

    def _queue_timers(self, batch: OneRoundTrip, table: Table) -> Callable[[list], list[str]]:
        """``schedule_timers``' mark of the table in TIMERS on ``batch``; returns what does the rest (RQ's job)
        with the batch's results."""
        gid = table["gid"]
        timer = self.timer_for(table)
        if timer is None:
            removed = batch.command("zrem", TIMERS, gid)

            def cancel(results: list) -> list[str]:
                if results[removed]:  # it waited for a time-out until this version
                    self._cancel(timer_id(gid))
                return []

            return cancel
        batch.command("zadd", TIMERS, {gid: timer[1]})
        return lambda _results: self._schedule_timer_job(*timer)

    def _schedule_timer_job(self, job_id: str, due: float, func: str, args: list) -> list[str]:
        at = math.ceil(due)  # RQ's scheduler keeps whole seconds (rounded down): round up, never run before the time
        job = self.queue.fetch_job(job_id)
        if job is not None:
            status = job.get_status(refresh=False)
            if (status == JobStatus.SCHEDULED and job.func_name == func and job.args == args
                    and self.queue.connection.zscore(self.scheduled.key, job_id) == at):
                return []
            if status == JobStatus.STARTED:
                # The timer runs now (its expiry made this version): its worker deletes the job when done,
                # a schedule written now with it. The sweeper enqueues the next time-out once overdue.
                return []
            if status == JobStatus.QUEUED:  # due for an earlier version: it would only find itself stale
                job.delete()
        # Without unique: the job of the same id is overwritten and its registry score moved.
        self._enqueue_at_time(self.queue, at, job_id, func, args)
        return [job_id]

    def _enqueue_at_time(self, queue: Queue, at: int, job_id: str, func: str, args: list) -> None:
        queue.enqueue_at(datetime.fromtimestamp(at, UTC), func, *args, job_id=job_id, job_timeout=self._timeout(queue),
                         result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL)

    def _timeout(self, queue: Queue) -> int:
        return BATCH_JOB_TIMEOUT if queue is self.batch_queue and queue is not self.queue else JOB_TIMEOUT

    def _cancel(self, job_id: str) -> None:
        job = self.queue.fetch_job(job_id)
        if job is not None and job.get_status(refresh=False) != JobStatus.STARTED:
            job.delete()

    def sweep_timers(self, load, now: float | None = None) -> list[str]:
        """Enqueue now the time-out of every game due more than ``stall_seconds`` ago that made no
        progress since, unless its job is live: its schedule was lost (a scheduler that died, a Redis
        restart)."""
        now = time.time() if now is None else now
        enqueued = []
        for gid, _table, (job_id, due, func, args) in self._overdue(TIMERS, load, now, self._timers):
            if due <= now and self._enqueue(job_id, func, args, now, retry=True):
                enqueued.append(job_id)
            self.redis.zadd(TIMERS, {gid: max(now, due)})
        return enqueued

    def _timers(self, table: Table) -> list:
        timer = self.timer_for(table)
        return [timer] if timer is not None else []

    def _overdue(self, key: str, load, now: float, work) -> Iterator[tuple[str, Table, list]]:
        """(gid, table, item) of each game in ``key`` whose score is ``stall_seconds`` old and of each item of
        ``work(table)``; a game with nothing left to do leaves ``key``."""
        for raw in self.redis.zrangebyscore(key, "-inf", now - self.stall_seconds):
            gid = raw.decode()
            table = load(gid)
            items = work(table) if table is not None else []
            if not items:
                self.redis.zrem(key, gid)
                continue
            for item in items:
                yield gid, table, item

    def queue_for(self, table: Table) -> Queue:
        """The batch queue for a bot turn of a table the server plays alone; the first queue for the rest."""
        return self.batch_queue if served(table) and not tables.is_over(table) else self.queue

    def schedule(self, table: Table) -> list[str]:
        """Enqueue the follow-up of a freshly folded table; returns the job ids enqueued."""
        batch = OneRoundTrip(self.redis)
        settle = self.queue_schedule(batch, table)
        return settle(batch.execute())

    def queue_schedule(self, batch: OneRoundTrip, table: Table) -> Callable[[list], list[str]]:
        """``schedule`` with its plain writes (the table's marks in TIMERS and PENDING) on ``batch``, which the
        projector sends with the fold's own: they were two round trips of every fold. Returns what does the rest
        (RQ's jobs) with the batch's results, giving the job ids enqueued."""
        gid = table["gid"]
        timers = self._queue_timers(batch, table)
        jobs = self.jobs_for(table)
        if jobs:
            batch.command("zadd", PENDING, {gid: time.time()})
        else:
            batch.command("zrem", PENDING, gid)

        def settle(results: list) -> list[str]:
            self.bot_tables.noticed(table)
            timers(results)
            if not jobs:
                return []
            return self._enqueue_turns(table, jobs)

        return settle

    def tournament_table(self, table: Table) -> bool:
        """Enqueue the recording of an ended table's result in its tournament, if it is a tournament's table."""
        tid = self.redis.get(tournament_of_key(table["gid"]))
        if tid is None:
            return False
        self.redis.zadd(TOURNAMENT_TABLES, {f"{tid.decode()} {table['gid']}": time.time()}, nx=True)
        return self._enqueue(f"tournament-{table['gid']}", "workers.jobs.record_tournament_table",
                             [tid.decode(), table["gid"]])

    def tournament_table_recorded(self, tid: str, gid: str) -> None:
        self.redis.zrem(TOURNAMENT_TABLES, f"{tid} {gid}")

    def sweep_tournament_tables(self, now: float | None = None) -> list[str]:
        """Ask again for each ended tournament table unrecorded for ``stall_seconds`` whose job is not live."""
        now = time.time() if now is None else now
        enqueued = []
        for raw in self.redis.zrangebyscore(TOURNAMENT_TABLES, "-inf", now - self.stall_seconds):
            tid, gid = raw.decode().split(" ")
            if self._enqueue(f"tournament-{gid}", "workers.jobs.record_tournament_table", [tid, gid], now, retry=True):
                enqueued.append(f"tournament-{gid}")
            self.redis.zadd(TOURNAMENT_TABLES, {raw: now})
        return enqueued

    def enqueue_next(self, table: Table) -> list[str]:
        """Enqueue the table's next bot turn (or its scoring) now, from the worker whose move made it: a bot
        answering a bot waits for no fold. The ids are ``schedule``'s, so the projector's enqueue on folding
        the move finds the job queued and adds none (or, once it ran, an attempt that finds its turn played)."""
        return self._enqueue_turns(table, self.jobs_for(table))

    def _enqueue_turns(self, table: Table, jobs: list[tuple[str, str, list]]) -> list[str]:
        """Enqueue ``jobs`` (the table's follow-ups) now, or at the pace's time while a person at it is away."""
        queue = self.queue_for(table)
        due = self.paced_until(table)
        if due is not None:
            return [job_id for job_id, func, args in jobs if self._enqueue_at(job_id, func, args, queue, due)]
        return [job_id for job_id, func, args in jobs if self._enqueue(job_id, func, args, queue=queue)]

    def _enqueue_at(self, job_id: str, func: str, args: list, queue: Queue, due: float) -> bool:
        """Schedule the job at ``due`` unless an attempt of the same id exists (``_enqueue``'s ``unique``)."""
        if self._job(job_id) is not None:
            return False
        self._enqueue_at_time(queue, math.ceil(due), job_id, func, args)  # whole seconds, as a timer's
        return True

    def sweep(self, load, now: float | None = None) -> list[str]:
        """Enqueue a fresh attempt of the follow-ups of every game that made no progress for
        ``stall_seconds`` and whose job is not live; ``load(gid)`` gives a table. Returns the job ids
        enqueued.

        The decision rests on the game's own progress (``PENDING`` holds the time of its last folded
        version) and on where the job really is, never on RQ's status alone: a job can say ``queued``
        while sitting in no queue (a worker killed between taking it and starting it, a Redis restart),
        or ``started`` by a worker that died. A duplicate attempt (a race with a worker just taking the
        job) is harmless: the job re-checks that its seat is awaited and commands with the version it saw.
        """
        now = time.time() if now is None else now
        enqueued = self.sweep_timers(load, now) + self.sweep_tournament_tables(now)
        touched = set()
        for gid, table, (job_id, func, args) in self._overdue(PENDING, load, now, self.jobs_for):
            touched.add(gid)
            if self._enqueue(job_id, func, args, now, retry=True, queue=self.queue_for(table)):
                enqueued.append(job_id)
        if touched:
            self.redis.zadd(PENDING, dict.fromkeys(touched, now))
        return enqueued

    def _enqueue(self, job_id: str, func: str, args: list, now: float | None = None, retry: bool = False,
                 queue: Queue | None = None) -> bool:
        """Enqueue the job on ``queue`` (the first by default) unless an attempt of the same id exists
        (``retry``: unless one is live)."""
        queue = queue or self.queue
        if retry:
            job = self._job(job_id)
            if job is not None:
                if self._live(job, now if now is not None else time.time()):
                    return False
                job.delete()
        try:
            queue.enqueue_call(func, args=args, job_id=job_id, unique=True, timeout=self._timeout(queue),
                               result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL)
        except DuplicateJobError:
            return False
        return True

    def _job(self, job_id: str) -> Job | None:
        """The job of that id, whichever queue it was put on (``Queue.fetch_job`` sees only its own)."""
        try:
            return Job.fetch(job_id, connection=self.queue.connection, serializer=self.queue.serializer)
        except NoSuchJobError:
            return None

    def _live(self, job: Job, now: float) -> bool:
        """The attempt will still run: queued in the queue, started by a worker that is alive and beating, or
        scheduled for a time the scheduler has not yet had ``stall_seconds`` to act on."""
        status = job.get_status(refresh=False)
        connection = self.queue.connection
        if status == JobStatus.QUEUED:
            return connection.lpos(Queue.redis_queue_namespace_prefix + job.origin, job.id) is not None
        if status == JobStatus.STARTED:
            # A worker killed mid-job keeps its key for minutes (RQ sets it to the job's timeout and more), so
            # the job's own heartbeat decides: a running job beats every second (workers.heartbeat), however
            # slowly its batch worker's CPU share lets it move; one silent for a stall is taken for dead (a
            # duplicate is harmless: the job re-checks its seat and version).
            beat = job.last_heartbeat or job.started_at
            if beat is None or _epoch(beat) < now - self.stall_seconds:
                return False
            return bool(job.worker_name) and bool(
                connection.exists(Worker.redis_worker_namespace_prefix + job.worker_name))
        if status == JobStatus.SCHEDULED:  # a time-out, or a job deferred while its partition backs off
            at = connection.zscore(ScheduledJobRegistry(job.origin, connection=connection).key, job.id)
            return at is not None and at > now - self.stall_seconds
        return False


def _epoch(moment: datetime) -> float:
    """Seconds since the epoch of an RQ timestamp (UTC, with or without its zone)."""
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()
