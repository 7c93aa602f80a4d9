"""OneRoundTrip: writes and scripts queued in order and sent in one round trip, on a real Redis (and a Cluster)."""

from __future__ import annotations

import pytest
import redis

from events.round_trip import OneRoundTrip
from tests.support.counting_connection import CountingConnection

MOVE_FORWARD = """
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) <= current then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1
"""


@pytest.fixture
def counted(redis_url):
    client = redis.Redis.from_url(redis_url, connection_class=CountingConnection)
    client.flushdb()
    yield client
    client.close()


def test_commands_and_scripts_go_in_one_round_trip_in_order(counted):
    script = counted.register_script(MOVE_FORWARD)
    counted.script_load(MOVE_FORWARD)
    batch = OneRoundTrip(counted)
    first = batch.script(script, ["v"], [3])
    again = batch.script(script, ["v"], [2])  # after the first: the value only moves forward
    added = batch.command("zadd", "z", {"a": 1.0})
    removed = batch.command("zrem", "z", "a")
    before = CountingConnection.sends
    results = batch.execute()
    assert CountingConnection.sends - before == 1
    assert [results[first], results[again], results[added], results[removed]] == [1, 0, 1, 1]
    assert counted.get("v") == b"3" and counted.zcard("z") == 0


def test_a_script_the_server_lost_is_loaded_and_the_batch_sent_again(counted):
    """redis-py's pipeline asks SCRIPT EXISTS before every batch with a script; this one asks nothing until the
    server answers NOSCRIPT (a restart, a flush), then loads and runs the batch once more (its writes are
    idempotent)."""
    script = counted.register_script(MOVE_FORWARD)
    counted.script_flush()
    batch = OneRoundTrip(counted)
    batch.command("incr", "runs")
    moved = batch.script(script, ["v"], [5])
    assert batch.execute()[moved] == 1
    assert counted.get("v") == b"5"
    assert counted.get("runs") == b"2"  # the batch ran twice, as its docstring says a batch must allow
    assert counted.script_exists(script.sha) == [True]


def test_an_error_in_the_batch_is_raised(counted):
    counted.set("text", "not a sorted set")
    batch = OneRoundTrip(counted)
    batch.command("zadd", "text", {"a": 1.0})
    with pytest.raises(redis.ResponseError, match="WRONGTYPE"):
        batch.execute()


def test_an_empty_batch_sends_nothing(counted):
    before = CountingConnection.sends
    assert OneRoundTrip(counted).execute() == []
    assert CountingConnection.sends == before


def test_on_a_cluster_the_batch_runs_command_by_command(redis_cluster_client):
    """redis-py's cluster pipeline refuses scripts: each goes on its own, to its key's master."""
    script = redis_cluster_client.register_script(MOVE_FORWARD)
    keys = [f"br:{{p{p}}}:v" for p in range(3)]
    for key in keys:
        redis_cluster_client.delete(key)
    batch = OneRoundTrip(redis_cluster_client)
    moved = [batch.script(script, [key], [7]) for key in keys]
    again = batch.script(script, [keys[0]], [6])
    results = batch.execute()
    assert [results[i] for i in [*moved, again]] == [1, 1, 1, 0]
    assert [redis_cluster_client.get(key) for key in keys] == [b"7"] * 3
