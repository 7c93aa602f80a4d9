"""Bot turns and scoring as RQ jobs, and the sweeper that unsticks a game after a worker dies."""

from __future__ import annotations

import time

from rq import Queue, SimpleWorker
from rq.job import JobStatus

from events.seeds import commitment
from games import table as tables
from tests.support.spine import drain, play_out, projector_for, run_jobs, start_next_job
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


def test_a_table_has_one_bot_turn_queued_at_a_time_and_others_moving_do_not_rename_it(wired):
    """Tabletop Climber's hand selection is simultaneous: every bot is awaited at once, but the table
    queues one turn at a time, so its next turn joins the back of the queue (issue 31 item 3)."""
    table, _ = wired.handler.create("tabletop-climber", [{"bot": "easy"}] * 3, {})
    gid = table["gid"]
    assert sorted(seat for seat, _ in tables.awaited_bots(table)) == [0, 1, 2]
    assert [job_id for job_id, _, _ in wired.follow_up.jobs_for(table)] == [f"bot-{gid}-0-0"]
    assert play_bot_turn(gid, 1, 0) == "played"  # another seat moving: seat 0's turn keeps its name
    assert [job_id for job_id, _, _ in wired.follow_up.jobs_for(wired.handler.table(gid))] == [f"bot-{gid}-0-0"]
    assert play_bot_turn(gid, 0, 0) == "played"
    assert [job_id for job_id, _, _ in wired.follow_up.jobs_for(wired.handler.table(gid))] == [f"bot-{gid}-0-2"]


def kill_worker_mid_job(queues: list[Queue]) -> str:
    """Take the next job exactly as a worker does, mark it started, and never finish it."""
    return start_next_job(queues, "killed-worker").id


def test_sweeper_reenqueues_a_turn_whose_worker_died(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"bot": "normal"}], {})
    gid = table["gid"]
    projector = projector_for(wired)
    drain(projector)
    lost = kill_worker_mid_job(wired.queues)
    assert wired.follow_up.sweep(wired.loader.load) == []  # not stalled yet
    later = time.time() + wired.settings.bot_stall_seconds + 1
    retried = wired.follow_up.sweep(wired.loader.load, now=later)
    assert retried == [lost]  # the same id: its attempt's worker is gone
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
    taken, _ = Queue.dequeue_any(wired.queues, None, connection=wired.queue.connection,
                                 serializer=wired.queue.serializer)
    assert taken.get_status() == JobStatus.QUEUED and sum(len(q) for q in wired.queues) == 0
    later = time.time() + wired.settings.bot_stall_seconds + 1
    assert len(wired.follow_up.sweep(wired.loader.load, now=later)) == 1
    run_jobs(wired)
    assert wired.store.version(gid) > table["version"]


def test_the_sweep_never_queues_a_live_turn_twice(wired, dice_race):
    """Issue 31 item 3: the stall sweep queued a fresh attempt of every waiting turn each round (65 of 89
    queued jobs were duplicates after 60 s). A turn still queued is left be; one started longer than a stall
    ago gets one fresh attempt."""
    tables_ = [wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})[0] for _ in range(3)]
    drain(projector_for(wired))
    assert len(wired.queue) == 3
    start = time.time()
    for second in range(60):  # a minute of sweeps, every game stalled all along
        wired.follow_up.sweep(wired.loader.load, now=start + wired.settings.bot_stall_seconds + 1 + second)
    assert len(wired.queue) == 3 and wired.queue.count == len(set(wired.queue.job_ids))
    worker = SimpleWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.register_birth()
    try:
        job = start_next_job([wired.queue], worker.name)
        later = start + 61 + 2 * wired.settings.bot_stall_seconds  # a stall after the last sweep's attempt
        # Started a stall ago, its worker's key still there (a killed worker's stays for minutes): taken for
        # stuck, it gets one fresh attempt under its own id, and the next sweeps add none.
        assert wired.follow_up.sweep(wired.loader.load, now=later) == [job.id]
        for second in range(1, 10):
            assert wired.follow_up.sweep(wired.loader.load, now=later + second) == []
    finally:
        worker.register_death()
    assert wired.queue.count == 3 == len(set(wired.queue.job_ids))
    run_jobs(wired)
    moved = {t["gid"]: wired.store.version(t["gid"]) - t["version"] for t in tables_}
    assert moved == {t["gid"]: 1 for t in tables_}


def test_a_finished_bot_job_leaves_nothing_in_redis(wired, dice_race):
    table, _ = wired.handler.create("dice-race", [{"bot": "easy"}, {"name": "ann"}], {})
    (job_id,) = wired.follow_up.schedule(table)
    run_jobs(wired)
    assert wired.store.version(table["gid"]) == table["version"] + 1
    assert not wired.queue_redis.keys(f"*{job_id}*")
