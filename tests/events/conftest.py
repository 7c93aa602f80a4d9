"""A three-node Redis Cluster on this machine for the event-store contract (DESIGN §8), unless
REDIS_CLUSTER_URL names one."""

from __future__ import annotations

import os

import pytest
from redis.cluster import ClusterNode, RedisCluster

from tests.support.redis_cluster import start_cluster

NODES = 3


@pytest.fixture(scope="session")
def redis_cluster_nodes(tmp_path_factory) -> list[ClusterNode]:
    """Start NODES redis-servers with cluster mode on, join them with ``redis-cli --cluster create``."""
    url = os.environ.get("REDIS_CLUSTER_URL")
    if url:
        client = RedisCluster.from_url(url)
        yield [ClusterNode(node.host, node.port) for node in client.get_primaries()]
        client.close()
        return
    try:
        cluster = start_cluster(tmp_path_factory.mktemp("redis-cluster"), NODES)
    except RuntimeError as error:
        pytest.skip(f"could not start a local three-node Redis Cluster: {error}")
    yield [ClusterNode("127.0.0.1", port) for port in cluster.ports]
    cluster.stop()


@pytest.fixture
def redis_cluster_client(redis_cluster_nodes):
    """A RedisCluster client over an empty cluster."""
    client = RedisCluster(startup_nodes=redis_cluster_nodes)
    client.flushall()
    yield client
    client.close()
