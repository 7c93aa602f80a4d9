"""Bot turns and scoring as RQ jobs, and the sweeper that unsticks a game after a worker dies."""

from __future__ import annotations

import time

from rq import Queue
from rq.job import JobStatus

from events.seeds import commitment
from games import table as tables
from tests.support.spine import drain, play_out, projector_for, run_jobs
from workers.jobs import play_bot_turn, score_game


def test_bot_game_plays_to_the_end_and_is_scored(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "normal"}, {"bot": "normal"}], {})
    finished = play_out(wired, projector_for(wired), table["gid"])
    assert finished["result"] == dice_race.result(finished["state"]).to_json()
    assert commitment(finished["seed"]) == finished["seed_commitment"]
    types = [e["type"] for e in wired.store.read(table["gid"])]
    assert types[-2:] == ["GameFinished", "SeedRevealed"]


def test_a_stale_bot_job_changes_nothing(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    gid = table["gid"]
    assert play_bot_turn(gid, 0, table["version"]) == "played"
    version = wired.store.version(gid)
    assert play_bot_turn(gid, 0, table["version"]) == "not-awaited"  # seat 1 (human) is to act now
    assert wired.store.version(gid) == version


def test_score_game_waits_for_the_end(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"name": "ann"}, {"name": "bob"}], {})
    assert score_game(table["gid"]) is False
    assert wired.store.version(table["gid"]) == table["version"]


def test_job_ids_are_deterministic_and_never_queued_twice(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    enqueued = wired.follow_up.schedule(table)
    assert enqueued == [f"bot-{table['gid']}-0-0"]  # seat 0 has not commanded yet
    assert wired.follow_up.schedule(table) == []
    assert len(wired.queue) == 1


def test_a_bot_turn_that_comes_round_again_gets_a_new_job_even_when_folded_in_one_go(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "easy"}], {})
    gid = table["gid"]
    first = wired.follow_up.schedule(table)
    played = wired.handler.execute(gid, 0, {"type": "roll"}).response["version"]
    wired.handler.execute(gid, 1, {"type": "roll"})
    again = wired.follow_up.schedule(wired.handler.table(gid))  # seat 0 awaited again; v+1 never folded
    assert again == [f"bot-{gid}-{played}-0"] and again != first


def test_other_seats_moving_does_not_rename_a_simultaneous_turn(wired):
    """Tabletop Climber's hand selection is simultaneous: every bot is awaited at once."""
    table, _ = wired.handler.create("tabletop-climber", [{"bot": "easy"}] * 3, {})
    gid = table["gid"]
    before = {job_id for job_id, _, _ in wired.follow_up.jobs_for(table)}
    assert before == {f"bot-{gid}-0-{seat}" for seat in range(3)}
    assert play_bot_turn(gid, 1, 0) == "played"
    after = {job_id for job_id, _, _ in wired.follow_up.jobs_for(wired.handler.table(gid))}
    assert after == before - {f"bot-{gid}-0-1"}


def kill_worker_mid_job(queue: Queue) -> str:
    """Take the next job exactly as a worker does, mark it started, and never finish it."""
    job, _ = Queue.dequeue_any([queue], None, connection=queue.connection, serializer=queue.serializer)
    with queue.connection.pipeline() as pipe:
        job.prepare_for_execution("killed-worker", pipeline=pipe)
        pipe.execute()
    return job.id


def test_sweeper_reenqueues_a_turn_whose_worker_died(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "normal"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    lost = kill_worker_mid_job(wired.queue)
    assert wired.follow_up.sweep(wired.loader.load) == []  # not stalled yet
    later = time.time() + wired.settings.bot_stall_seconds + 1
    retried = wired.follow_up.sweep(wired.loader.load, now=later)
    assert len(retried) == 1 and retried[0].startswith(f"{lost}-r")
    run_jobs(wired)
    assert wired.store.version(gid) > table["version"]
    finished = play_out(wired, projector, gid)
    assert finished["status"] == "finished"


def test_sweeper_retries_a_turn_whose_job_says_queued_but_sits_in_no_queue(wired, dice_race):
    """A worker killed between taking a job and starting it leaves it `queued` in no queue."""
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "normal"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    taken, _ = Queue.dequeue_any([wired.queue], None, connection=wired.queue.connection,
                                 serializer=wired.queue.serializer)
    assert taken.get_status() == JobStatus.QUEUED and len(wired.queue) == 0
    later = time.time() + wired.settings.bot_stall_seconds + 1
    assert len(wired.follow_up.sweep(wired.loader.load, now=later)) == 1
    run_jobs(wired)
    assert wired.store.version(gid) > table["version"]


def test_a_duplicate_attempt_is_harmless(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    gid = table["gid"]
    drain(projector_for(wired))
    later = time.time() + wired.settings.bot_stall_seconds + 1
    assert len(wired.follow_up.sweep(wired.loader.load, now=later)) == 1
    assert len(wired.queue) == 2  # the first attempt is still queued: the game made no progress anyway
    run_jobs(wired)
    assert wired.store.version(gid) == table["version"] + 1  # one move, whichever attempt ran first
    assert tables.to_act(wired.handler.table(gid)) == [1]


def test_a_finished_bot_job_leaves_nothing_in_redis(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    (job_id,) = wired.follow_up.schedule(table)
    run_jobs(wired)
    assert wired.store.version(table["gid"]) == table["version"] + 1
    assert not wired.queue_redis.keys(f"*{job_id}*")
