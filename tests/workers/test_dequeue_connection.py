"""The worker's blocking dequeue never times out on a connection its pool held before the worker existed.

Under ``make run`` the batch worker logged "could not connect to Redis instance: Timeout reading from socket"
every few seconds: its governor polled the queue Redis first, leaving a pooled connection with the service's
5 s socket timeout, and RQ then blocked 5 s on it for a job.
"""

from __future__ import annotations

import threading

import pytest
import redis
from rq import Queue
from rq.exceptions import DequeueTimeout

from workers.runner import BoardroomWorker, dequeue_connection

SHORT_SOCKET_SECONDS = 0.3
WORKER_TTL = 16  # RQ blocks for max(1, worker_ttl - 15) s: 1 s, longer than the short socket timeout


@pytest.fixture
def pooled(redis_url, redis_client):
    """The service's client, its pool already holding a connection with a socket timeout shorter than RQ's block
    (the governor's poll does this before the batch worker starts)."""
    client = redis.Redis.from_url(redis_url, socket_timeout=SHORT_SOCKET_SECONDS)
    client.ping()
    yield client
    client.close()


def test_the_premise_a_held_connection_keeps_its_short_timeout(pooled):
    queue = Queue("premise", connection=pooled)
    worker = BoardroomWorker([queue], connection=pooled, worker_ttl=WORKER_TTL)
    with pytest.raises(redis.TimeoutError):
        Queue.dequeue_any([queue], worker.dequeue_timeout, connection=worker.connection)


def test_a_blocking_dequeue_on_an_empty_queue_ends_in_rqs_own_timeout(pooled):
    queue = Queue("empty", connection=pooled)
    worker = BoardroomWorker([queue], connection=dequeue_connection(pooled), worker_ttl=WORKER_TTL)
    with pytest.raises(DequeueTimeout):
        Queue.dequeue_any([queue], worker.dequeue_timeout, connection=worker.connection)
    assert worker.connection.connection_pool is not pooled.connection_pool


def test_a_job_is_dequeued_through_the_workers_own_connection(pooled):
    queue = Queue("jobs", connection=pooled)
    job = queue.enqueue("builtins.len", "abc", result_ttl=60)
    worker = BoardroomWorker([queue], connection=dequeue_connection(pooled), worker_ttl=WORKER_TTL)
    worker.stopping = threading.Event()
    assert worker.work(burst=True)
    assert job.latest_result().return_value == 3
