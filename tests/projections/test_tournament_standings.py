"""The projector folds a tournament's stream (it shares the partition feeds with games) into its standings, and
a rebuild makes the same model again; a finished table of a tournament is recorded through the worker."""

from __future__ import annotations

import json
import time

from games.tournament import aggregate
from games.tournament.scoring import standings
from projections.tournaments import standings_key
from tests.support.spine import drain, projector_for, run_jobs

SPEC = {"game": "corporate-anarchy", "format": "swiss", "rounds": 1, "players_per_table": 2,
        "clock": {"type": "move", "seconds": 120}, "rated": False}


def kept(wired, tid: str) -> dict:
    return json.loads(wired.redis.get(standings_key(tid)))


def test_the_projector_folds_a_tournament_into_standings_and_a_rebuild_makes_them_again(wired):
    tid = wired.tournaments.create(SPEC, [{"bot": "easy"}] * 4)["tid"]
    projector = projector_for(wired)
    drain(projector)
    model = kept(wired, tid)
    assert model["version"] == wired.store.version(tid)
    assert [row["points"] for row in model["standings"]] == [0.0] * 4
    for _ in range(1000):
        if wired.tournaments.state(tid)["status"] == "finished":
            break
        run_jobs(wired)
        drain(projector)
    folded = aggregate.fold(None, wired.store.read(tid))
    model = kept(wired, tid)
    assert model["version"] == folded["version"] and model["status"] == "finished"
    assert model["standings"] == standings(folded)
    assert sum(row["points"] for row in model["standings"]) == 2.0  # two tables of two give out a point each
    wired.redis.delete(standings_key(tid))
    projector.rebuild()
    assert kept(wired, tid) == model


def test_a_finished_table_whose_recording_job_was_lost_is_recorded_after_the_sweep(wired):
    tid = wired.tournaments.create({**SPEC, "rounds": 1}, [{"bot": "easy"}] * 2)["tid"]
    [table] = wired.tournaments.state(tid)["played"][0]["tables"]
    projector = projector_for(wired)
    for _ in range(1000):
        drain(projector)
        if wired.handler.table(table["gid"])["status"] == "finished":
            break
        run_jobs(wired)
    drain(projector)
    lost = f"tournament-{table['gid']}"
    job = wired.queue.fetch_job(lost)
    assert job is not None  # the projector asked for the recording when the table ended
    job.delete()  # a worker that died with it, a Redis that lost it
    assert wired.tournaments.state(tid)["status"] == "running"
    assert wired.follow_up.sweep(wired.loader.load, now=time.time() + 2 * wired.follow_up.stall_seconds) == [lost]
    run_jobs(wired)
    assert wired.tournaments.state(tid)["status"] == "finished"
    assert wired.follow_up.sweep_tournament_tables(now=time.time() + 10 * wired.follow_up.stall_seconds) == []
