"""The transparency log of game heads (RFC 9162): one append-only Merkle tree in Redis, and its signed heads.

Every key shares the hash tag ``{tlog}``, so on a Redis Cluster the whole log is one slot and each round
of appends is one MULTI. The tree keeps every perfect subtree's hash (``level:index`` in one hash), which
never changes once full: any proof against any size up to the current one is read from it.

The leaves' data is kept beside the tree (``DATA``, leaf i at position i) and served, so anyone can fetch
the whole log, recompute its root and see every head logged for a game. The log is a map: one head per
``(gid, v)``, the first logged. The builder's index of logged ``(gid, v)`` is only trusted while it agrees
with the log's size; otherwise it is rebuilt from the leaves (checked against the tree) before anything
is appended, so dropping index entries does not let a second head in.

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
from events.keys import GameKeys, feed_key

log = logging.getLogger(__name__)

TAG = "br:{tlog}"
NODES = f"{TAG}:nodes"  # "level:index" -> hash of a perfect subtree
LEAVES = f"{TAG}:leaves"  # "gid:v" -> leaf index: the builder's index of the leaves, rebuilt from DATA
DATA = f"{TAG}:data"  # a list: leaf i's data (merkle.head_leaf JSON) at position i
GAME_LEAVES = f"{TAG}:game:"  # + gid: a list of the game's leaf indices, in log order
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

    def leaves(self, start: int, end: int) -> list[dict]:
        """The leaves ``start`` to ``end - 1`` (end clipped to the size): index, gid, v, head."""
        end = min(end, self.size())
        if start >= end:
            return []
        data = self.redis.lrange(DATA, start, end - 1)
        return [{"index": index, **json.loads(raw)} for index, raw in enumerate(data, start)]

    def game_leaves(self, gid: str, after: int = -1, limit: int = 1000) -> list[dict]:
        """The game's leaves at indices above ``after``, in log order (every head logged for it)."""
        indices = [int(i) for i in self.redis.lrange(f"{GAME_LEAVES}{gid}", 0, -1) if int(i) > after][:limit]
        if not indices:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for index in indices:
            pipe.lindex(DATA, index)
        return [{"index": index, **json.loads(raw)} for index, raw in zip(indices, pipe.execute(), strict=True)
                if raw is not None]

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
            self._backfill()
        appended = self._append(count)
        self._maybe_sign()
        return appended

    def _append(self, count: int) -> int:
        cursors = {int(p): c.decode() for p, c in self.redis.hgetall(CURSORS).items()}
        new: list[tuple[str, int, str]] = []
        moved: dict[int, str] = {}
        # One round trip for every feed: one each was 64 round trips a second beside the projector's own.
        pipe = self.redis.pipeline(transaction=False)
        for p in range(self.partitions):
            after = cursors.get(p, "0-0")
            pipe.xrange(feed_key(p), min=f"({after}" if after != "0-0" else "-", count=count)
        for p, entries in enumerate(pipe.execute()):
            after = cursors.get(p, "0-0")
            if not entries:
                continue
            if after != "0-0" and entries[0][0].decode() != after and self._rolled_past(p, after):
                log.error("transparency log: feed %s rolled past its cursor %s; leaves may be missing", p, after)
            moved[p] = entries[-1][0].decode()
            new += [(f[b"g"].decode(), int(f[b"v"]), f[b"h"].decode()) for _, f in entries if b"h" in f]
        if not moved:
            return 0
        if not self._index_agrees():
            return 0
        return append_leaves(self.redis, self._first_heads(new), cursors=moved)

    def _backfill(self) -> None:
        """A log built before the leaves' data was kept: recover each leaf's head from its game's history,
        checked against the tree's leaf hash (a leaf that cannot be recovered stops the backfill there)."""
        have, size = self.redis.llen(DATA), int(self.redis.get(SIZE) or 0)
        if have >= size:
            return
        at = {int(index): field.decode().rsplit(":", 1) for field, index in self.redis.hgetall(LEAVES).items()}
        data: list[bytes] = []
        for index in range(have, size):
            gid, v = at.get(index, ("", "0"))
            raw = self.redis.xrange(GameKeys.of(gid, self.partitions).log, f"{v}-0", f"{v}-0") if gid else []
            leaf = merkle.head_leaf(gid, int(v), json.loads(raw[0][1][b"e"])["hash"]) if raw else b""
            if not raw or merkle.leaf_hash(leaf) != self.redis.hget(NODES, f"0:{index}"):
                log.error("transparency log: cannot recover leaf %s's data; the leaves are served up to it", index)
                break
            data.append(leaf)
        if data:
            self.redis.rpush(DATA, *data)
        if self.redis.llen(DATA) == size:
            reindex(self.redis)

    def _index_agrees(self) -> bool:
        """Whether the index holds one entry per leaf; rebuilt from the leaves when it does not."""
        if self.redis.hlen(LEAVES) == int(self.redis.get(SIZE) or 0):
            return True
        log.warning("transparency log: the index of logged (gid, v) disagrees with the log; rebuilding it")
        return reindex(self.redis)

    def _first_heads(self, new: list[tuple[str, int, str]]) -> list[tuple[str, int, str]]:
        """The new heads whose (gid, v) the log does not hold yet. A different head for a (gid, v) already
        logged is refused and logged as an error: the log keeps the first."""
        if not new:
            return []
        known = self.redis.hmget(LEAVES, [f"{g}:{v}" for g, v, _ in new])
        pipe = self.redis.pipeline(transaction=False)
        for index in known:
            if index is not None:
                pipe.lindex(DATA, int(index))
        logged = iter(pipe.execute())
        first: dict[tuple[str, int], str] = {}
        fresh: list[tuple[str, int, str]] = []
        for (gid, v, head), index in zip(new, known, strict=True):
            if index is not None and (gid, v) not in first:
                first[(gid, v)] = json.loads(next(logged) or b"{}").get("head")
            if (gid, v) not in first:
                first[(gid, v)] = head
                fresh.append((gid, v, head))
            elif first[(gid, v)] != head:
                log.error("transparency log: refused a second head for %s at version %s (%s): the log holds %s",
                          gid, v, head, first[(gid, v)])
        return fresh

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


def append_leaves(client: redis.Redis, heads: list[tuple[str, int, str]], cursors: dict[int, str] | None = None) -> int:
    """Append one leaf per (gid, v, head) as given, with its data and the game's list, in one MULTI (with the
    feed cursors moved, when given). No check: the builder decides what may be appended."""
    size = int(client.get(SIZE) or 0)
    pending: dict[str, bytes] = {}

    def stored(level: int, index: int) -> bytes:
        field = f"{level}:{index}"
        return pending[field] if field in pending else client.hget(NODES, field)

    leaves: dict[str, int] = {}
    data: list[bytes] = []
    games: dict[str, list[int]] = {}
    for gid, v, head in heads:
        leaf_data = merkle.head_leaf(gid, v, head)
        for level, index, h in merkle.completed_nodes(size, merkle.leaf_hash(leaf_data), stored):
            pending[f"{level}:{index}"] = h
        leaves.setdefault(f"{gid}:{v}", size)
        data.append(leaf_data)
        games.setdefault(gid, []).append(size)
        size += 1
    pipe = client.pipeline(transaction=True)
    if heads:
        pipe.hset(NODES, mapping=pending)
        pipe.hset(LEAVES, mapping=leaves)
        pipe.rpush(DATA, *data)
        for gid, indices in games.items():
            pipe.rpush(f"{GAME_LEAVES}{gid}", *indices)
        pipe.set(SIZE, size)
    if cursors:
        pipe.hset(CURSORS, mapping=cursors)
    pipe.execute()
    return len(heads)


REINDEX_PAGE = 10_000


def reindex(client: redis.Redis) -> bool:
    """Rebuild the index of logged (gid, v) and the games' leaf lists from the leaves, each checked against
    the tree's leaf hash. False (and nothing rebuilt) when the leaves do not match the tree."""
    size = int(client.get(SIZE) or 0)
    if client.llen(DATA) != size:
        log.error("transparency log: %s leaves' data for a tree of %s; not appending", client.llen(DATA), size)
        return False
    first: dict[str, int] = {}
    games: dict[str, list[int]] = {}
    for start in range(0, size, REINDEX_PAGE):
        stop = min(start + REINDEX_PAGE, size)
        data = client.lrange(DATA, start, stop - 1)
        hashes = client.hmget(NODES, [f"0:{i}" for i in range(start, stop)])
        for index, (raw, leaf) in enumerate(zip(data, hashes, strict=True), start):
            if merkle.leaf_hash(raw) != leaf:
                log.error("transparency log: leaf %s's data does not hash to the tree's leaf; not appending", index)
                return False
            entry = json.loads(raw)
            first.setdefault(f"{entry['gid']}:{entry['v']}", index)
            games.setdefault(entry["gid"], []).append(index)
    pipe = client.pipeline(transaction=True)
    pipe.delete(LEAVES, *(f"{GAME_LEAVES}{gid}" for gid in games))
    if first:
        pipe.hset(LEAVES, mapping=first)
    for gid, indices in games.items():
        pipe.rpush(f"{GAME_LEAVES}{gid}", *indices)
    pipe.execute()
    return True
