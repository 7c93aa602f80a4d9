"""The transparency log of game heads (RFC 9162): one append-only Merkle tree in Redis, and its signed heads.

Every key shares the hash tag ``{tlog}``, so on a Redis Cluster the whole log is one slot and each round
of appends is one MULTI. The tree keeps every perfect subtree's hash (``level:index`` in one hash), which
never changes once full: any proof against any size up to the current one is read from it.

``TreeBuilder`` runs beside the projector, off the append path: it reads each batch's last feed entry
(``g``, ``v`` and the head ``h``, see events/append.lua) with its own cursor per partition feed, appends
the leaves and signs a tree head when the size changed, at most once a second. One builder writes at a
time (a lease). The feeds are capped (MAXLEN ~): a builder stopped long enough to let a feed roll past
its cursor would miss leaves, so it logs the gap it finds.
"""

from __future__ import annotations

import base64
import json
import logging
import time
from collections.abc import Callable

import redis

from events import merkle
from events.keys import feed_key

log = logging.getLogger(__name__)

TAG = "br:{tlog}"
NODES = f"{TAG}:nodes"  # "level:index" -> hash of a perfect subtree
LEAVES = f"{TAG}:leaves"  # "gid:v" -> leaf index
SIZE = f"{TAG}:size"
CURSORS = f"{TAG}:cursors"  # partition -> last feed entry id read
HEAD = f"{TAG}:head"  # the latest signed tree head (JSON)
HEADS = f"{TAG}:heads"  # every signed tree head, scored by its size (paged by /v1/transparency/heads)
KEY = f"{TAG}:key"  # the signer's Ed25519 public key, raw 32 bytes in base64
LEASE = f"{TAG}:lease"
SIGN_EVERY_SECONDS = 1.0
HEADS_KEPT = 100_000


def signed_payload(root: str, size: int, timestamp: int) -> bytes:
    """What the signature covers: canonical JSON {"root","size","timestamp"}."""
    return json.dumps({"root": root, "size": size, "timestamp": timestamp}, sort_keys=True,
                      separators=(",", ":")).encode()


class NotInLog(LookupError):
    """The asked leaf or size is not in the log."""


class TransparencyLog:
    """Reads of the log: heads, the public key, proofs."""

    def __init__(self, client: redis.Redis):
        self.redis = client

    def size(self) -> int:
        return int(self.redis.get(SIZE) or 0)

    def head(self) -> dict | None:
        raw = self.redis.get(HEAD)
        return json.loads(raw) if raw else None

    def key(self) -> str | None:
        raw = self.redis.get(KEY)
        return raw.decode() if raw else None

    def heads(self, above: int = 0, limit: int = 100) -> list[dict]:
        """Signed heads of trees larger than ``above`` leaves, oldest (smallest) first."""
        return [json.loads(raw) for raw in self.redis.zrangebyscore(HEADS, f"({above}", "+inf", start=0, num=limit)]

    def leaf_index(self, gid: str, v: int) -> int | None:
        raw = self.redis.hget(LEAVES, f"{gid}:{v}")
        return int(raw) if raw is not None else None

    def _fetch(self, compute: Callable[[merkle.Node], object]):
        """Run ``compute`` over the stored nodes with one HMGET: a first pass records the nodes it needs."""
        wanted: list[str] = []

        def record(level: int, index: int) -> bytes:
            wanted.append(f"{level}:{index}")
            return b"\0" * 32

        compute(record)
        if not wanted:
            return compute(record)
        stored = dict(zip(wanted, self.redis.hmget(NODES, wanted), strict=True))
        if any(value is None for value in stored.values()):
            raise NotInLog("the tree is missing nodes for that size")
        return compute(lambda level, index: stored[f"{level}:{index}"])

    def _check_size(self, size: int) -> None:
        if size > self.size():
            raise NotInLog(f"the log has fewer than {size} leaves")

    def root(self, size: int) -> bytes:
        self._check_size(size)
        return self._fetch(lambda node: merkle.root(node, size))

    def inclusion(self, index: int, size: int) -> list[bytes]:
        self._check_size(size)
        return self._fetch(lambda node: merkle.inclusion_proof(node, index, size))

    def consistency(self, first: int, second: int) -> list[bytes]:
        self._check_size(second)
        return self._fetch(lambda node: merkle.consistency_proof(node, first, second))


class TreeBuilder:
    """Appends new batch heads from the partition feeds to the tree and signs tree heads."""

    def __init__(self, client: redis.Redis, partitions: int, me: str, sign: Callable[[bytes], bytes],
                 public_key: bytes, lease_ms: int = 5000, clock: Callable[[], float] = time.time):
        self.redis = client
        self.partitions = partitions
        self.me = me
        self.sign = sign
        self.public_key = base64.b64encode(public_key).decode()
        self.lease_ms = lease_ms
        self.clock = clock
        self._last_signed = 0.0
        self._holding = False

    def _hold_lease(self) -> bool:
        if self.redis.set(LEASE, self.me, nx=True, px=self.lease_ms):
            return True
        if self.redis.get(LEASE) == self.me.encode():
            self.redis.pexpire(LEASE, self.lease_ms)
            return True
        return False

    def step(self, count: int = 5000) -> int:
        """One round: read new feed entries, append their leaves, maybe sign; returns leaves appended."""
        if not self._hold_lease():
            self._holding = False
            return 0
        if not self._holding:
            self.redis.set(KEY, self.public_key)
            for p in range(self.partitions):  # from now on retention keeps what the log has not read
                self.redis.hsetnx(CURSORS, p, "0-0")
            self._holding = True
        appended = self._append(count)
        self._maybe_sign()
        return appended

    def _append(self, count: int) -> int:
        cursors = {int(p): c.decode() for p, c in self.redis.hgetall(CURSORS).items()}
        new: list[tuple[str, int, str]] = []
        moved: dict[int, str] = {}
        for p in range(self.partitions):
            after = cursors.get(p, "0-0")
            entries = self.redis.xrange(feed_key(p), min=f"({after}" if after != "0-0" else "-", count=count)
            if not entries:
                continue
            if after != "0-0" and entries[0][0].decode() != after and self._rolled_past(p, after):
                log.error("transparency log: feed %s rolled past its cursor %s; leaves may be missing", p, after)
            moved[p] = entries[-1][0].decode()
            new += [(f[b"g"].decode(), int(f[b"v"]), f[b"h"].decode()) for _, f in entries if b"h" in f]
        if not moved:
            return 0
        size = int(self.redis.get(SIZE) or 0)
        known = self.redis.hmget(LEAVES, [f"{g}:{v}" for g, v, _ in new]) if new else []
        fresh = [leaf for leaf, seen in zip(new, known, strict=True) if seen is None]
        pending: dict[str, bytes] = {}

        def stored(level: int, index: int) -> bytes:
            field = f"{level}:{index}"
            return pending[field] if field in pending else self.redis.hget(NODES, field)

        leaves: dict[str, int] = {}
        for gid, v, head in fresh:
            leaf = merkle.leaf_hash(merkle.head_leaf(gid, v, head))
            for level, index, h in merkle.completed_nodes(size, leaf, stored):
                pending[f"{level}:{index}"] = h
            leaves[f"{gid}:{v}"] = size
            size += 1
        pipe = self.redis.pipeline(transaction=True)
        if pending:
            pipe.hset(NODES, mapping=pending)
            pipe.hset(LEAVES, mapping=leaves)
            pipe.set(SIZE, size)
        pipe.hset(CURSORS, mapping=moved)
        pipe.execute()
        return len(fresh)

    def _rolled_past(self, partition: int, after: str) -> bool:
        """Whether the feed no longer holds the entry the cursor points at (it was trimmed)."""
        return not self.redis.xrange(feed_key(partition), min=after, max=after)

    def _maybe_sign(self) -> None:
        now = self.clock()
        if now - self._last_signed < SIGN_EVERY_SECONDS:
            return
        size = int(self.redis.get(SIZE) or 0)
        last = TransparencyLog(self.redis).head()
        if last is not None and last["size"] == size:
            return
        self._last_signed = now
        root = TransparencyLog(self.redis).root(size).hex()
        timestamp = int(now * 1000)
        signature = base64.b64encode(self.sign(signed_payload(root, size, timestamp))).decode()
        head = json.dumps({"root": root, "size": size, "timestamp": timestamp, "signature": signature},
                          sort_keys=True)
        pipe = self.redis.pipeline(transaction=True)
        pipe.set(HEAD, head)
        pipe.zadd(HEADS, {head: size})
        pipe.zremrangebyrank(HEADS, 0, -HEADS_KEPT - 1)
        pipe.execute()

    def release(self) -> None:
        if self.redis.get(LEASE) == self.me.encode():
            self.redis.delete(LEASE)
