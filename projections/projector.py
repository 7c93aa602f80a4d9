"""The projector: reads the partition feeds with a consumer group and folds each touched game into
its read models, then hands the table to the follow-up dispatcher (bots, scoring).

A feed entry only says "game g reached version v"; the projector folds the game's log from its
snapshot's version, so entries may arrive twice, late or out of order and each version is still
folded exactly once (every read model records the version it folded and only moves forward).

A partition that fails (its master failing over, its feed unreadable) backs off on its own while the
others are read and folded (issue 36, item 2); on a cluster each feed is read in a thread of its own,
so the client's retries against a failing master hold up nobody else. A lease renewal that fails (the
``{work}`` keys' master failing over) does not stop the folding of the partitions held until just
before their leases could have lapsed.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections import OrderedDict, defaultdict
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any

import redis
from redis.cluster import RedisCluster

from events import heartbeats
from events.connection import OUTAGE_ERRORS, REDIS_ERRORS, Backoff
from events.keys import dead_letter_key, feed_key, fold_failures_key, partition_of
from events.round_trip import OneRoundTrip
from events.store import EventStore
from games import table as tables
from games.table import Table
from games.tournament.aggregate import is_tournament
from projections.leaderboard import Leaderboards
from projections.leases import PartitionLeases
from projections.lobby import Lobby
from projections.partition_backoff import PartitionBackoff
from projections.retention import Retention
from projections.snapshots import Snapshots

log = logging.getLogger(__name__)

GROUP = "projector"
CLAIM_IDLE_MS = 30_000
# A feed entry goes to dead letters once folding it raised this many times. Failures, not deliveries: while a
# master is lost the projector reads its own pending entries again every few tenths of a second, and counting
# those deliveries dead-lettered healthy entries (their games' bot turns were then never scheduled: issue 35).
MAX_FAILURES = 5
FAILURES_KEPT_SECONDS = 86_400  # an entry's failure count outlives any retry; a count left behind expires
SWEEP_EVERY_SECONDS = 1.0
CLAIM_EVERY_SECONDS = 1.0  # while busy; an idle projector looks for stale entries at every step
BEAT_EVERY_SECONDS = 1.0  # far inside /healthz's staleness window (BOARDROOM_STALE_SECONDS, 15 s)
TABLES_CACHED = 1024
RETENTION_EVERY_SECONDS = 60.0
CLUSTER_POLL_MS = 50
CLUSTER_BLOCK_MS = 1000  # a cluster feed's read waits at most this (under the client's 5 s socket timeout)
READ_WAIT_SECONDS = 0.1  # how long a round waits for a cluster feed's read before folding what the others gave
LEASE_MARGIN = 0.1  # of the lease term: a projector whose renewals fail stops folding this long before it lapses


class Projector:
    """Folds events into the game snapshot, the lobby and the leaderboards."""

    def __init__(
        self, client: redis.Redis, store: EventStore, snapshots: Snapshots, lobby: Lobby,
        leaderboards: Leaderboards, follow_up: Any = None, partitions: list[int] | None = None,
        consumer: str | None = None, claim_idle_ms: int = CLAIM_IDLE_MS, max_failures: int = MAX_FAILURES,
        retention: Retention | None = None, leases: PartitionLeases | None = None, history: Any = None,
        notices: Any = None, sweepers: tuple = (), tournaments: Any = None,
    ):
        self.redis = client
        self.store = store
        self.snapshots = snapshots
        self.lobby = lobby
        self.leaderboards = leaderboards
        self.follow_up = follow_up
        # With leases the partitions come from them (renewed in ``run``); without, they are fixed.
        self.partitions = [] if leases is not None else (
            partitions if partitions is not None else list(range(store.partitions)))
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}"
        self.claim_idle_ms = claim_idle_ms
        self.max_failures = max_failures
        self.retention = retention
        self.history = history
        self.notices = notices
        self.tournaments = tournaments  # tournaments' streams share the feeds: folded into their standings
        # Periodic work the composition root hands in (matchmaking's bot fill), run with the sweep.
        self.sweepers = sweepers
        self.leases = leases
        self._last_lease = 0.0
        self._cluster = isinstance(client, RedisCluster)
        self._last_retention = time.monotonic()
        self._last_sweep = 0.0
        self._last_claim = 0.0
        self._last_beat = -BEAT_EVERY_SECONDS
        self._idle = True
        # Partitions whose next read starts at "0": a read whose reply was lost left entries delivered to us.
        self._own_pending: set[int] = set()
        self._new_only: tuple[list[int], dict[str, str]] = ([], {})  # (partitions, their streams all at ">")
        self._taken_over: list[int] = []
        self.backoff = PartitionBackoff()
        self._leased_until = 0.0  # monotonic: fold the partitions held until then, even if renewals fail
        self.lease_error: Exception | None = None  # the last renewal's failure, None once one succeeds
        self._beat_failing = False
        self._reads: dict[int, tuple[Future, str]] = {}  # on a cluster: each partition's read in flight, its start
        self._pool: ThreadPoolExecutor | None = None
        self._work: ThreadPoolExecutor | None = None
        self._renewal: tuple[Future, float] | None = None  # on a cluster: the lease renewal in flight, its start
        self._beating: Future | None = None
        # The tables this projector folded last, so the next fold starts from memory rather than
        # from the snapshot it wrote (the same table, parsed back); the log's tail is read either way.
        self._tables: OrderedDict[str, Table] = OrderedDict()
        self._unacked: defaultdict[bytes, list[bytes]] = defaultdict(list)  # folded, acknowledged with the next read

    def ensure_groups(self, partitions: list[int] | None = None) -> None:
        """The consumer group of each partition's feed; a partition that cannot have it now backs off."""
        for p in self.partitions if partitions is None else partitions:
            try:
                self.redis.xgroup_create(feed_key(p), GROUP, id="0", mkstream=True)
            except redis.ResponseError as error:
                if "BUSYGROUP" not in str(error):
                    self.backoff.failed(p, error)
            except redis.RedisError as error:
                self.backoff.failed(p, error)

    def project(self, gid: str, read: tuple[Table | None, list] | None = None) -> Table | None:
        """Fold a game's new events into every read model; returns the table folded (None for a tournament).
        ``read``: the base and the tail after it, when the caller read them already (``step`` reads every game's
        in one round trip)."""
        if is_tournament(gid):
            if self.tournaments is not None:
                self.tournaments.project(gid)
            return None
        base, tail = read if read is not None else self._tail(gid)
        table = tables.replay(tail, base)
        if table is None:
            return None
        # The read models' writes and the follow-up's plain ones go in one round trip, in this order.
        batch = OneRoundTrip(self.redis)
        if tail:
            if self.notices is not None:
                # Before the snapshot: a crash in between refolds the same tail, and a player's
                # stream adds a (game, version) only once.
                self.notices.fold(base, table, tail)
            self._remember(table)
            self.snapshots.queue_save(batch, table)
            self.lobby.queue_update(batch, table)
            if self.history is not None:
                self.history.queue_update(batch, table)
        # Even with nothing new to fold: a fold cut short by an outage may have saved the
        # snapshot but not scheduled the follow-up, and this redelivery is its only chance.
        settle = self.follow_up.queue_schedule(batch, table) if self.follow_up is not None else None
        results = batch.execute()
        if tables.has_ended(table):  # finished, or aborted (never counted on a leaderboard)
            self.leaderboards.record(table, self.store.secret)
            self.leaderboards.catch_up()
            if self.retention is not None:
                self.retention.finished(gid)
            if self.follow_up is not None:
                self.follow_up.tournament_table(table)
        if settle is not None:
            settle(results)
        return table

    def _base(self, gid: str) -> Table | None:
        """Where a game's fold starts: this projector's last table, else the current snapshot."""
        base = self._tables.get(gid)
        if base is None:
            base = self.snapshots.load(gid)
            if base is not None and not tables.current(base):
                base = None
        return base

    def _tail(self, gid: str) -> tuple[Table | None, list]:
        base = self._base(gid)
        return base, self.store.read(gid, after=base["version"] if base else 0)

    def _tails(self, gids: list[str]) -> dict[str, tuple[Table | None, list]]:
        """Each game's base and new events, the events in one round trip for them all (not on a cluster, whose
        partitions live on several masters: there each game is read on its own when folded)."""
        gids = [gid for gid in gids if not is_tournament(gid)]
        if self._cluster or len(gids) < 2:
            return {}
        bases = {gid: self._base(gid) for gid in gids}
        logs = self.store.read_many({gid: base["version"] if base else 0 for gid, base in bases.items()})
        return {gid: (bases[gid], logs[gid]) for gid in gids}

    def step(self, block_ms: int = 1000, count: int = 500) -> int:
        """Read, fold and acknowledge one round of feed entries; returns how many were handled."""
        now = time.monotonic()
        claim = self._idle or now - self._last_claim >= CLAIM_EVERY_SECONDS
        if claim:  # one XAUTOCLAIM per partition: not before every read of a busy feed
            self._last_claim = now
        if self._cluster:
            entries = self._poll_cluster(count, block_ms, claim)
        else:
            entries = self._claim_stale(count) if claim else []
            if not entries:
                entries = self._read(count, block_ms)
        by_game: dict[str, list[tuple[bytes, bytes]]] = defaultdict(list)
        done: dict[bytes, list[bytes]] = defaultdict(list)
        for stream, entry_id, fields in entries:
            if not fields:  # entry trimmed away while pending
                done[stream].append(entry_id)
                continue
            by_game[fields[b"g"].decode()].append((stream, entry_id))
        try:
            read = self._tails(list(by_game))
        except REDIS_ERRORS:  # each game is read again on its own when folded: a failure is then only its own
            read = {}
        for gid, ids in by_game.items():
            partition = partition_of(gid, self.store.partitions)
            if not self.backoff.ready(partition):
                self._own_pending.add(partition)  # failed earlier this round: left pending, read again later
                continue
            try:
                self.project(gid, read.get(gid))
            except REDIS_ERRORS as error:  # its partition's master (or a shared key's) is failing
                self._tables.pop(gid, None)
                self._failed(partition, error)
                continue
            except Exception:
                self._tables.pop(gid, None)
                log.exception("folding game %s failed; its feed entries stay pending", gid)
                self._count_failure(partition, [entry_id for _, entry_id in ids])
                continue
            for stream, entry_id in ids:
                done[stream].append(entry_id)
        for stream, ids in done.items():
            self._unacked[stream] += ids
        if self._cluster or not entries:  # else acknowledged with the next read, in its round trip
            self._flush_acks()
        self._idle = not entries
        return len(entries)

    def _count_failure(self, partition: int, entry_ids: list[bytes]) -> None:
        """Count a fold that raised against its entries (a Redis error is an outage, not the entry's fault)."""
        key = fold_failures_key(partition)
        try:
            pipe = self.redis.pipeline(transaction=False)
            for entry_id in entry_ids:
                pipe.hincrby(key, entry_id, 1)
            pipe.expire(key, FAILURES_KEPT_SECONDS)
            pipe.execute()
        except REDIS_ERRORS as error:
            self._failed(partition, error)

    def _failed(self, partition: int, error: Exception) -> None:
        """``partition`` failed: it backs off, and its next read starts with what was delivered to us."""
        self.backoff.failed(partition, error)
        self._own_pending.add(partition)

    def _active(self) -> list[int]:
        """The partitions folded here that are not backing off."""
        return self.backoff.ready_among(self.partitions)

    def _streams(self, active: list[int]) -> dict[str, str]:
        """XREADGROUP's streams and where each is read from: new entries (">"), or our own pending ones ("0")
        after an outage. Built again only when the partitions read change: a busy projector reads hundreds of
        times a second, and building it for 64 feeds was a tenth of its CPU."""
        if self._own_pending & set(active):
            return {feed_key(p): "0" if p in self._own_pending else ">" for p in active}
        if self._new_only[0] != active:
            self._new_only = (list(active), {feed_key(p): ">" for p in active})
        return self._new_only[1]

    def _read(self, count: int, block_ms: int) -> list[tuple[bytes, bytes, dict]]:
        """New entries of the partitions folded here; after an outage, first our own pending ones ("0"):
        a read whose reply was lost left them delivered to us."""
        active = self._active()
        if not active:
            time.sleep(block_ms / 1000)  # no lease held, or every partition backing off: nothing to read now
            replies = []
        else:
            streams = self._streams(active)
            block = None if "0" in streams.values() else block_ms
            try:
                replies = self._acked_then_read(streams, count, block)
                if self._own_pending:
                    self._own_pending -= set(active)
                self.backoff.all_recovered(active)
            except OUTAGE_ERRORS:
                raise  # the one Redis is down: every partition waits (``run``)
            except redis.RedisError:
                # One feed refuses (a wrong type, a lost group): read each on its own to leave only it out.
                replies = []
                for p in active:
                    replies += self._read_one(p, streams[feed_key(p)], count, report=True)
        return [(stream, entry_id, fields) for stream, items in replies for entry_id, fields in items]

    def _acked_then_read(self, streams: dict[str, str], count: int, block: int | None) -> list:
        """XREADGROUP, after the acknowledgements of what the last step folded in the same round trip: a busy
        projector's XACK was a round trip of its own at every step, a fifth of the round trips of a command.
        An acknowledgement that fails leaves its entry pending, delivered again later; folding twice changes
        nothing."""
        if not self._unacked:
            return self.redis.xreadgroup(GROUP, self.consumer, streams, count=count, block=block) or []
        pipe = self.redis.pipeline(transaction=False)
        for stream, ids in self._unacked.items():
            pipe.xack(stream, GROUP, *ids)
        pipe.xreadgroup(GROUP, self.consumer, streams, count=count, block=block)
        replies = pipe.execute(raise_on_error=False)[-1]
        self._unacked.clear()
        if isinstance(replies, Exception):
            raise replies
        return replies or []

    def _flush_acks(self) -> None:
        acks, self._unacked = self._unacked, defaultdict(list)
        for stream, ids in acks.items():
            try:
                self.redis.xack(stream, GROUP, *ids)
            except redis.RedisError as error:  # delivered again later; folding it twice changes nothing
                self._failed(_partition(stream), error)

    def _read_one(self, p: int, start: str, count: int, report: bool = False) -> list:
        """One partition's read; with ``report``, a failure backs the partition off and reads nothing."""
        try:
            replies = self.redis.xreadgroup(GROUP, self.consumer, {feed_key(p): start}, count=count) or []
        except redis.RedisError as error:
            if not report:
                raise
            self._read_failed(p, error)
            return []
        if report:
            self._read_succeeded(p, start)
        return replies

    def _read_failed(self, p: int, error: Exception) -> None:
        if isinstance(error, redis.ResponseError) and "NOGROUP" in str(error):
            self.ensure_groups([p])  # a Redis that came back empty: the group again, read at the next round
        else:
            self._failed(p, error)

    def _read_succeeded(self, p: int, start: str) -> None:
        if start == "0":
            self._own_pending.discard(p)
        self.backoff.recovered(p)

    def _poll_cluster(self, count: int, block_ms: int, claim: bool) -> list[tuple[bytes, bytes, dict]]:
        """One XREADGROUP names streams of one slot only: a claim (when due) and a blocking read per partition,
        each in a thread of its own so that one whose master is slow or failing over (the client retrying for
        seconds) delays no other. A round folds what the reads that ended gave and starts them again; the reads
        still waiting stay in flight. (Non-blocking reads polled every 50 ms cost an idle projector 45 % of
        a core at 64 partitions on three masters; these cost 7 %.)"""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=self.store.partitions, thread_name_prefix="feed")
        taken_over: set[int] = set()
        if claim:
            taken_over, self._taken_over = set(self._taken_over), []
        for p in self._active():
            if p not in self._reads:
                start = "0" if p in self._own_pending else ">"
                idle = (0 if p in taken_over else self.claim_idle_ms) if claim else None
                self._reads[p] = (self._pool.submit(self._poll_partition, p, start, count, idle, bool(block_ms)),
                                  start)
        if self._reads:
            wait([future for future, _ in self._reads.values()], timeout=READ_WAIT_SECONDS,
                 return_when=FIRST_COMPLETED)
        entries = []
        for p, (future, start) in list(self._reads.items()):
            if not future.done():
                continue  # still waiting on its master: collected at a later round, never polled twice at once
            del self._reads[p]
            try:
                found, read = future.result()
            except REDIS_ERRORS as error:  # its master failing, or its slot with no node now
                self._read_failed(p, error)
                continue
            entries += found
            if read:
                self._read_succeeded(p, start)
        if not entries and block_ms and not self._reads:  # nothing in flight to wait on (no partition held)
            time.sleep(min(block_ms, CLUSTER_POLL_MS) / 1000)
        return entries

    def _poll_partition(self, p: int, start: str, count: int, idle: int | None,
                        blocking: bool = False) -> tuple[list, bool]:
        """A partition's stale entries (claimed when ``idle`` is set) or else its new ones, waiting for them up to
        CLUSTER_BLOCK_MS when ``blocking`` (never for our own pending ones: they are there or not; and a
        new entry ends the wait at once, so only an idle feed waits); and whether it read."""
        if idle is not None and (claimed := self._claim_partition(p, idle, count)):
            return claimed, False
        key = feed_key(p)
        block = ("BLOCK", CLUSTER_BLOCK_MS) if blocking and start == ">" else ()
        # Addressed to the key's node: redis-py finds XREADGROUP's keys with COMMAND GETKEYS on its default
        # node, so while that node is a dead master every partition's read would fail with it.
        replies = self.redis.execute_command("XREADGROUP", "GROUP", GROUP, self.consumer, "COUNT", count, *block,
                                             "STREAMS", key, start, target_nodes=self.redis.get_node_from_key(key))
        return [(stream, entry_id, fields) for stream, items in replies or [] for entry_id, fields in items], True

    def _renew_leases(self) -> None:
        """Fold the partitions whose leases this projector holds now; take over a dead one's pending entries.

        A renewal that fails, or that a hung master keeps waiting (on a cluster it runs in a thread), leaves
        the partitions held as they are until just before their leases could lapse (each was set no earlier
        than the last renewal that succeeded began), then none."""
        if self.leases is None:
            return
        now = time.monotonic()
        if self._renewal is not None:
            future, started = self._renewal
            if future.done():
                self._renewal = None
                try:
                    self._renewed(future.result(), started)
                except REDIS_ERRORS as error:
                    self._renewal_failed(error)
        elif now - self._last_lease >= self.leases.renew_every_seconds:
            self._last_lease = now
            if self._cluster:
                self._renewal = (self._work_pool().submit(self.leases.renew), now)
            else:
                try:
                    self._renewed(self.leases.renew(), now)
                except redis.RedisError as error:
                    self._renewal_failed(error)
        if self.partitions and time.monotonic() >= self._leased_until:
            log.warning("projector %s: its leases may have lapsed; it stops folding partitions %s",
                        self.consumer, self.partitions)
            self.partitions = []

    def _renewal_failed(self, error: Exception) -> None:
        if self.lease_error is None:
            log.warning("projector %s: renewing its leases failed (%s: %s); it folds partitions %s until "
                        "their leases could lapse", self.consumer, type(error).__name__, error, self.partitions)
        self.lease_error = error

    def _renewed(self, held: list[int], started: float) -> None:
        if self.lease_error is not None:
            log.warning("projector %s: renewing its leases works again", self.consumer)
        self.lease_error = None
        self._leased_until = started + self.leases.lease_ms / 1000 * (1 - LEASE_MARGIN)
        gained = sorted(set(held) - set(self.partitions))
        if gained:
            self.ensure_groups(gained)
            log.warning("projector %s now folds partitions %s", self.consumer, gained)
            self._taken_over = gained
        lost = sorted(set(self.partitions) - set(held))
        if lost:
            log.warning("projector %s hands partitions %s back", self.consumer, lost)
        self.partitions = held

    def _work_pool(self) -> ThreadPoolExecutor:
        """Threads for the {work} keys' round-trips (leases, heartbeat) on a cluster: their master hanging
        must not hold up the folding."""
        if self._work is None:
            self._work = ThreadPoolExecutor(max_workers=2, thread_name_prefix="work")
        return self._work

    def _remember(self, table: Table) -> None:
        self._tables[table["gid"]] = table
        self._tables.move_to_end(table["gid"])
        while len(self._tables) > TABLES_CACHED:
            self._tables.popitem(last=False)

    def _claim_stale(self, count: int) -> list[tuple[bytes, bytes, dict]]:
        """Entries another (dead) consumer left pending; entries that keep failing go to dead letters.

        On a partition just taken over, everything pending is claimed at once: its projector is gone.
        """
        claimed: list[tuple[bytes, bytes, dict]] = []
        taken_over, self._taken_over = set(self._taken_over), []
        active = self._active()
        # One round trip for every partition: one each was 64 a second of a busy projector's round trips.
        pipe = self.redis.pipeline(transaction=False)
        for p in active:
            pipe.xautoclaim(feed_key(p), GROUP, self.consumer, 0 if p in taken_over else self.claim_idle_ms,
                            start_id="0-0", count=count)
        replies = pipe.execute(raise_on_error=False) if active else []  # an outage raises: every partition waits
        for p, reply in zip(active, replies, strict=True):
            if isinstance(reply, Exception):
                self._read_failed(p, reply)
                continue
            try:
                claimed += self._claimed(p, reply[1])
            except OUTAGE_ERRORS:
                raise
            except redis.RedisError as error:
                self._read_failed(p, error)
        return claimed

    def _claim_partition(self, p: int, idle: int, count: int) -> list[tuple[bytes, bytes, dict]]:
        # Redis 6.2 answers [cursor, entries]; 7.0 adds the ids of deleted entries.
        return self._claimed(p, self.redis.xautoclaim(feed_key(p), GROUP, self.consumer, idle, start_id="0-0",
                                                      count=count)[1])

    def _claimed(self, p: int, items: list) -> list[tuple[bytes, bytes, dict]]:
        """The claimed ``items`` of partition ``p`` to fold; those that failed too often go to dead letters."""
        if not items:
            return []
        stream = feed_key(p)
        failures = self.redis.hmget(fold_failures_key(p), [entry_id for entry_id, _ in items])
        claimed = []
        for (entry_id, fields), failed in zip(items, failures, strict=True):
            if failed is not None and int(failed) >= self.max_failures:
                self.redis.xadd(dead_letter_key(p), {**(fields or {}), "id": entry_id})
                self.redis.xack(stream, GROUP, entry_id)
                self.redis.hdel(fold_failures_key(p), entry_id)
                log.error("feed entry %s of partition %s moved to dead letters after %s failed folds", entry_id, p,
                          int(failed))
            else:
                claimed.append((stream.encode(), entry_id, fields))
        return claimed

    def run(self, stop: threading.Event, load=None) -> None:
        """Fold until ``stop`` is set, sweeping stalled follow-ups about once a second.

        A Redis outage does not end the loop: it backs off (bounded, logged) and carries on where the
        consumer group left it; a Redis that came back empty gets its groups again.
        """
        backoff = Backoff(f"projector {self.consumer}", log)
        self.ensure_groups()
        while not stop.is_set():
            try:
                self.turn(load)
                backoff.recovered()
            except OUTAGE_ERRORS as error:  # the one Redis (not a cluster) is down: every partition waits
                self._own_pending.update(self.partitions)
                backoff.wait(error, stop)
        for pool in (self._pool, self._work):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        try:
            self._flush_acks()
            heartbeats.forget(self.redis, f"projector:{self.consumer}")
            if self.leases is not None:
                self.leases.release()
        except OUTAGE_ERRORS:
            pass

    def turn(self, load=None, block_ms: int = 500) -> int:
        """One round of ``run``: renew the leases, fold what is new, beat, sweep; returns the entries handled."""
        self._renew_leases()
        handled = self.step(block_ms=block_ms)
        self._beat()
        self._sweep(load)
        self._retain()
        return handled

    def _beat(self) -> None:
        now = time.monotonic()
        if now - self._last_beat < BEAT_EVERY_SECONDS:  # a busy projector turns hundreds of times a second
            return
        self._last_beat = now
        if not self._cluster:
            heartbeats.beat(self.redis, f"projector:{self.consumer}")
            return
        # The {work} keys' master failing over or hanging: the partitions are folded all the same.
        if self._beating is not None and not self._beating.done():
            return
        error = self._beating.exception() if self._beating is not None else None
        if error is not None and not self._beat_failing:
            log.warning("projector %s: its heartbeat failed (%s); it carries on", self.consumer, error)
        self._beat_failing = error is not None
        self._beating = self._work_pool().submit(heartbeats.beat, self.redis, f"projector:{self.consumer}")

    def _retain(self) -> None:
        now = time.monotonic()
        if self.retention is None or now - self._last_retention <= RETENTION_EVERY_SECONDS:
            return
        self._last_retention = now
        try:
            self.retention.run(self.partitions, keep=self.consumer)
        except OUTAGE_ERRORS:
            if not self._cluster:
                raise
            log.warning("retention failed: Redis unavailable; tried again in %gs", RETENTION_EVERY_SECONDS)
        except redis.RedisError:
            log.exception("retention failed")

    def _sweep(self, load) -> None:
        now = time.monotonic()
        if now - self._last_sweep <= SWEEP_EVERY_SECONDS:
            return
        self._last_sweep = now
        sweeps = list(self.sweepers)
        if self.follow_up is not None and load is not None:
            sweeps.insert(0, lambda: self.follow_up.sweep(load))
        for sweep in sweeps:
            try:
                sweep()
            except OUTAGE_ERRORS as error:
                if not self._cluster:
                    raise
                log.warning("sweep failed: Redis unavailable (%s); tried again in %gs", error, SWEEP_EVERY_SECONDS)
            except Exception:
                log.exception("sweep failed")

    # -- rebuild -----------------------------------------------------------------------------

    def game_ids(self) -> list[str]:
        gids = []
        for key in self.redis.scan_iter(match="br:{p*}:game:*:meta", count=1000):
            gids.append(key.decode().split(":game:")[1].rsplit(":", 1)[0])
        return sorted(gids)

    def rebuild(self) -> int:
        """Drop every read model and fold every game again from its log; returns the game count."""
        gids = self.game_ids()
        self._tables.clear()
        if self.tournaments is not None:
            for tid in (gid for gid in gids if is_tournament(gid)):
                self.tournaments.drop(tid)
                self.tournaments.project(tid)
        gids = [gid for gid in gids if not is_tournament(gid)]
        for gid in gids:
            self.snapshots.drop(gid)
        self.lobby.drop()
        self.leaderboards.drop()
        if self.history is not None:
            self.history.drop()
        for gid in gids:
            table = tables.replay(self.store.read(gid))
            if table is None:
                continue
            self.snapshots.save(table)
            self.lobby.update(table)
            if self.history is not None:
                self.history.update(table)
            if table["status"] == "finished":  # only a table missing from the ratings stream is added
                self.leaderboards.record(table, self.store.secret)
        self.leaderboards.catch_up()  # the ratings stream refolded in its recorded order
        return len(gids)


def _partition(stream: bytes) -> int:
    """The partition of a feed's key, ``br:{p3}:feed`` → 3."""
    return int(stream.decode().split("{p", 1)[1].split("}", 1)[0])
