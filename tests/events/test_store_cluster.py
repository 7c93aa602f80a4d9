"""The event store contract against a three-node Redis Cluster (DESIGN §8), plus what only a
cluster can show: partitions spread over the nodes, and each game's script runs on its slot's node."""

from __future__ import annotations

import pytest
import redis
from redis.exceptions import RedisClusterException
from store_contract import PARTITIONS, EventStoreContract, batch, gids_in_distinct_partitions, partition

from events.store import EventStore, Idempotency


class TestStoreRedisCluster(EventStoreContract):
    @pytest.fixture
    def store(self, redis_cluster_client) -> EventStore:
        return EventStore(redis_cluster_client, PARTITIONS)

    def test_partitions_spread_over_every_node(self, store):
        cluster = store.redis
        owners = {p: cluster.get_node_from_key(f"br:{{p{p}}}:feed") for p in range(PARTITIONS)}
        primaries = {node.name for node in cluster.get_primaries()}
        assert {node.name for node in owners.values()} == primaries and len(primaries) == 3

        gids = gids_in_distinct_partitions(PARTITIONS)
        for gid in gids:
            store.append(gid, batch("Created", "Joined"), expected=0,
                         idempotency=Idempotency("k", "f"), secrets={"seed": "s"})
        for node in cluster.get_primaries():
            direct = redis.Redis(host=node.host, port=node.port)
            try:
                here = {key.decode() for key in direct.scan_iter()}
            finally:
                direct.close()
            mine = [gid for gid in gids if owners[partition(gid)].name == node.name]
            assert mine, f"no game landed on {node.name}"
            expected = set()
            for gid in mine:
                keys = store.keys(gid)
                expected |= {keys.log, keys.meta, keys.feed, keys.secrets, keys.idempotency("k")}
            assert here == expected
            assert all(store.version(gid) == 2 for gid in mine)

    def test_a_script_runs_only_when_its_keys_share_a_slot(self, store):
        """Why every key of a game carries its partition's hash tag: a cluster refuses the rest."""
        count_keys = store.redis.register_script("return #KEYS")
        one, other = (store.keys(gid) for gid in gids_in_distinct_partitions(2))
        assert count_keys(keys=[one.log, one.meta, one.feed, one.secrets, one.idempotency("k")]) == 5
        with pytest.raises(RedisClusterException, match="same key slot"):
            count_keys(keys=[one.log, other.meta])
