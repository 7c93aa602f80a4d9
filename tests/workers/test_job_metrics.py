"""The worker times every job and counts the ones that fail, by queue and job function (issue 36 item 4)."""

from __future__ import annotations

import threading

from workers.metrics import REGISTRY, job_label
from workers.runner import BoardroomWorker


def value(name: str, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def test_a_failing_job_is_timed_and_counted_under_its_function(wired):
    labels = {"queue": wired.queue.name, "job": "score_game"}
    before = (value("boardroom_job_seconds_count", **labels), value("boardroom_job_failures_total", **labels))
    wired.queue.enqueue("workers.jobs.score_game")  # no game id: the job raises
    worker = BoardroomWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.stopping = threading.Event()
    worker.work(burst=True)
    after = (value("boardroom_job_seconds_count", **labels), value("boardroom_job_failures_total", **labels))
    assert (after[0] - before[0], after[1] - before[1]) == (1, 1)


def test_job_labels_are_our_functions_only():
    assert job_label("workers.jobs.play_bot_turn") == "play_bot_turn"
    assert job_label("os.system") == "other" and job_label(None) == "other"
