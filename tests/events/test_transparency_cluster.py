"""The transparency log on a Redis Cluster: its keys share one slot, so each round is one MULTI there, while
the builder reads feeds spread over every node."""

from __future__ import annotations

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from store_contract import PARTITIONS, batch, gids_in_distinct_partitions

from events import merkle
from events.store import EventStore
from projections import transparency as tlog
from service.runtime.signing_key import raw_public_key


def test_the_log_builds_and_proves_on_a_cluster(redis_cluster_client):
    store = EventStore(redis_cluster_client, PARTITIONS)
    key = Ed25519PrivateKey.generate()
    builder = tlog.TreeBuilder(redis_cluster_client, PARTITIONS, "cluster", key.sign, raw_public_key(key))
    heads = [store.append(gid, batch("A", "B"), expected=0).envelopes[-1]
             for gid in gids_in_distinct_partitions(PARTITIONS)]
    assert builder.step() == len(heads)
    log = tlog.TransparencyLog(redis_cluster_client)
    signed = log.head()
    assert signed["size"] == len(heads)
    for envelope in heads:
        index = log.leaf_index(envelope["gid"], envelope["v"])
        leaf = merkle.leaf_hash(merkle.head_leaf(envelope["gid"], envelope["v"], envelope["hash"]))
        assert merkle.verify_inclusion(leaf, index, signed["size"], log.inclusion(index, signed["size"]),
                                       bytes.fromhex(signed["root"]))
    slots = {redis_cluster_client.keyslot(k) for k in (tlog.NODES, tlog.LEAVES, tlog.SIZE, tlog.CURSORS,
                                                        tlog.HEAD, tlog.HEADS, tlog.KEY, tlog.LEASE)}
    assert len(slots) == 1
