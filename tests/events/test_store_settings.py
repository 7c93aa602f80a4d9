"""The settings a store keeps for its life (issue 36, items 5-7): its partition count, recorded at the first
start and enforced on every process after; cluster URLs with several seeds; no cluster for the queues."""

from __future__ import annotations

import pytest

from events.connection import cluster_seeds
from events.keys import STORE_CONFIG, feed_key
from events.store_config import UNRECORDED_PARTITIONS
from service.bootstrap import DEFAULT_PARTITIONS, Container, Settings, StoreMismatch


def checked(redis_url: str, **env: str) -> Container:
    wired = Container(Settings.from_env({"REDIS_URL": redis_url, **env}))
    wired.check_store()
    return wired


def test_a_new_store_records_the_default_and_a_process_without_a_count_takes_the_recorded_one(redis_client,
                                                                                               redis_url):
    assert checked(redis_url).settings.partitions == DEFAULT_PARTITIONS
    assert redis_client.hget(STORE_CONFIG, "partitions") == str(DEFAULT_PARTITIONS).encode()

    redis_client.hset(STORE_CONFIG, "partitions", 24)  # a store first started with BOARDROOM_PARTITIONS=24
    later = checked(redis_url, BOARDROOM_PROJECTOR_PARTITIONS="12-23")
    assert later.settings.partitions == 24 and later.store.partitions == 24
    assert later.settings.projector_partitions == tuple(range(12, 24))


def test_a_process_told_another_count_than_the_stores_refuses_to_start_naming_both(redis_client, redis_url):
    assert checked(redis_url, BOARDROOM_PARTITIONS="16").settings.partitions == 16  # first start: recorded
    with pytest.raises(StoreMismatch) as refused:
        checked(redis_url, BOARDROOM_PARTITIONS="8")
    assert "BOARDROOM_PARTITIONS is 8" in str(refused.value) and "records 16" in str(refused.value)
    assert redis_client.hget(STORE_CONFIG, "partitions") == b"16"
    # The preferred ranges are checked against the store's count, known only once it is read.
    with pytest.raises(StoreMismatch, match="not within 0-15"):
        checked(redis_url, BOARDROOM_PROJECTOR_PARTITIONS="0-31")


def test_a_store_from_before_the_record_keeps_the_sixteen_partitions_it_was_made_with(redis_client, redis_url):
    redis_client.xadd(feed_key(3), {"g": "old-game", "v": 1})
    assert checked(redis_url).settings.partitions == UNRECORDED_PARTITIONS == 16
    assert redis_client.hget(STORE_CONFIG, "partitions") == b"16"


@pytest.mark.parametrize("value", ["0", "-4", "sixteen"])
def test_a_partition_count_must_be_a_positive_number(value):
    with pytest.raises(ValueError, match="BOARDROOM_PARTITIONS must be a whole number above 0"):
        Settings.from_env({"BOARDROOM_PARTITIONS": value})


def test_a_cluster_url_for_the_queues_is_refused_when_the_settings_are_read():
    for queue_url in ("redis+cluster://10.0.0.1:7000", "rediss+cluster://:pw@10.0.0.1:7000,10.0.0.2:7000"):
        with pytest.raises(ValueError, match="QUEUE_REDIS_URL names a Redis Cluster.*plain Redis"):
            Settings.from_env({"REDIS_URL": "redis+cluster://10.0.0.1:7000", "QUEUE_REDIS_URL": queue_url})
    with pytest.raises(ValueError, match="REDIS_URL names a Redis Cluster"):
        Settings.from_env({"REDIS_URL": "rediss+cluster://10.0.0.1:7000"})


def test_a_cluster_url_names_several_seeds_with_the_single_node_forms_credentials_and_options():
    assert cluster_seeds("redis+cluster://a:1,b:2") == ("redis://a:1", [("a", 1), ("b", 2)])
    assert cluster_seeds("rediss+cluster://user:p%40ss@a:1, b:2/0?ssl_cert_reqs=none") == (
        "rediss://user:p%40ss@a:1/0?ssl_cert_reqs=none", [("a", 1), ("b", 2)])
    assert cluster_seeds("redis+cluster://[::1]:7000,[::1]:7001")[1] == [("::1", 7000), ("::1", 7001)]
    with pytest.raises(ValueError, match="host:port"):
        cluster_seeds("redis+cluster://a:1,b")
