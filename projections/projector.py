"""The projector: reads the partition feeds with a consumer group and folds each touched game into
its read models, then hands the table to the follow-up dispatcher (bots, scoring).

A feed entry only says "game g reached version v"; the projector folds the game's log from its
snapshot's version, so entries may arrive twice, late or out of order and each version is still
folded exactly once (every read model records the version it folded and only moves forward).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections import OrderedDict, defaultdict
from typing import Any

import redis
from redis.cluster import RedisCluster

from events import heartbeats
from events.connection import OUTAGE_ERRORS, Backoff
from events.keys import dead_letter_key, feed_key
from events.store import EventStore
from games import table as tables
from games.table import Table
from projections.leaderboard import Leaderboards
from projections.leases import PartitionLeases
from projections.lobby import Lobby
from projections.retention import Retention
from projections.snapshots import Snapshots

log = logging.getLogger(__name__)

GROUP = "projector"
CLAIM_IDLE_MS = 30_000
MAX_DELIVERIES = 5
SWEEP_EVERY_SECONDS = 1.0
CLAIM_EVERY_SECONDS = 1.0  # while busy; an idle projector looks for stale entries at every step
TABLES_CACHED = 1024
RETENTION_EVERY_SECONDS = 60.0
CLUSTER_POLL_MS = 50


class Projector:
    """Folds events into the game snapshot, the lobby and the leaderboards."""

    def __init__(
        self, client: redis.Redis, store: EventStore, snapshots: Snapshots, lobby: Lobby,
        leaderboards: Leaderboards, follow_up: Any = None, partitions: list[int] | None = None,
        consumer: str | None = None, claim_idle_ms: int = CLAIM_IDLE_MS, max_deliveries: int = MAX_DELIVERIES,
        retention: Retention | None = None, leases: PartitionLeases | None = None, history: Any = None,
        notices: Any = None, sweepers: tuple = (),
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
        self.max_deliveries = max_deliveries
        self.retention = retention
        self.history = history
        self.notices = notices
        # Periodic work the composition root hands in (matchmaking's bot fill), run with the sweep.
        self.sweepers = sweepers
        self.leases = leases
        self._last_lease = 0.0
        self._cluster = isinstance(client, RedisCluster)
        self._last_retention = time.monotonic()
        self._last_sweep = 0.0
        self._last_claim = 0.0
        self._idle = True
        self._own_pending = False
        self._taken_over: list[int] = []
        # The tables this projector folded last, so the next fold starts from memory rather than
        # from the snapshot it wrote (the same table, parsed back); the log's tail is read either way.
        self._tables: OrderedDict[str, Table] = OrderedDict()

    def ensure_groups(self, partitions: list[int] | None = None) -> None:
        for p in self.partitions if partitions is None else partitions:
            try:
                self.redis.xgroup_create(feed_key(p), GROUP, id="0", mkstream=True)
            except redis.ResponseError as error:
                if "BUSYGROUP" not in str(error):
                    raise

    def project(self, gid: str) -> Table | None:
        """Fold a game's new events into every read model; returns the table folded."""
        base = self._tables.get(gid)
        if base is None:
            base = self.snapshots.load(gid)
            if base is not None and not tables.current(base):
                base = None
        tail = self.store.read(gid, after=base["version"] if base else 0)
        table = tables.replay(tail, base)
        if table is None:
            return None
        if tail:
            if self.notices is not None:
                # Before the snapshot: a crash in between refolds the same tail, and a player's
                # stream adds a (game, version) only once.
                self.notices.fold(base, table, tail)
            self._remember(table)
            self.snapshots.save(table)
            self.lobby.update(table)
            if self.history is not None:
                self.history.update(table)
        if tables.has_ended(table):  # finished, or aborted (never counted on a leaderboard)
            self.leaderboards.record(table)
            self.leaderboards.catch_up()
            if self.retention is not None:
                self.retention.finished(gid)
        if self.follow_up is not None:
            # Even with nothing new to fold: a fold cut short by an outage may have saved the
            # snapshot but not scheduled the follow-up, and this redelivery is its only chance.
            self.follow_up.schedule(table)
        return table

    def step(self, block_ms: int = 1000, count: int = 500) -> int:
        """Read, fold and acknowledge one round of feed entries; returns how many were handled."""
        now = time.monotonic()
        entries = []
        if self._idle or now - self._last_claim >= CLAIM_EVERY_SECONDS:
            # One XAUTOCLAIM per partition: not before every read of a busy feed.
            self._last_claim = now
            entries = self._claim_stale(count)
        if not entries:
            entries = self._read(count, block_ms)
        by_game: dict[str, list[tuple[bytes, bytes]]] = defaultdict(list)
        for stream, entry_id, fields in entries:
            if not fields:  # entry trimmed away while pending
                self.redis.xack(stream, GROUP, entry_id)
                continue
            by_game[fields[b"g"].decode()].append((stream, entry_id))
        folded = []
        for gid, ids in by_game.items():
            try:
                self.project(gid)
            except OUTAGE_ERRORS:
                self._tables.pop(gid, None)
                raise
            except Exception:
                self._tables.pop(gid, None)
                log.exception("folding game %s failed; its feed entries stay pending", gid)
                continue
            folded += ids
        if folded:
            pipe = self.redis.pipeline(transaction=False)
            for stream, entry_id in folded:
                pipe.xack(stream, GROUP, entry_id)
            pipe.execute()
        self._idle = not entries
        return len(entries)

    def _read(self, count: int, block_ms: int) -> list[tuple[bytes, bytes, dict]]:
        """New entries of the partitions folded here; after an outage, first our own pending ones ("0"):
        a read whose reply was lost left them delivered to us."""
        start = "0" if self._own_pending else ">"
        block = None if self._own_pending else block_ms
        self._own_pending = False
        if not self.partitions:
            time.sleep(block_ms / 1000)  # no lease held: nothing to read until the next renewal
            return []
        if not self._cluster:
            replies = self.redis.xreadgroup(GROUP, self.consumer, {feed_key(p): start for p in self.partitions},
                                            count=count, block=block) or []
        else:
            # One XREADGROUP names streams of one slot only: a round of non-blocking reads, one per
            # partition, then a short pause when every feed was empty.
            replies = []
            for p in self.partitions:
                replies += self.redis.xreadgroup(GROUP, self.consumer, {feed_key(p): start}, count=count) or []
            if not any(items for _, items in replies) and block:
                time.sleep(min(block, CLUSTER_POLL_MS) / 1000)
        return [(stream, entry_id, fields) for stream, items in replies for entry_id, fields in items]

    def _renew_leases(self) -> None:
        """Fold the partitions whose leases this projector holds now; take over a dead one's pending entries."""
        now = time.monotonic()
        if self.leases is None or now - self._last_lease < self.leases.renew_every_seconds:
            return
        self._last_lease = now
        held = self.leases.renew()
        gained = sorted(set(held) - set(self.partitions))
        if gained:
            self.ensure_groups(gained)
            log.warning("projector %s now folds partitions %s", self.consumer, gained)
            self._taken_over = gained
        lost = sorted(set(self.partitions) - set(held))
        if lost:
            log.warning("projector %s hands partitions %s back", self.consumer, lost)
        self.partitions = held

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
        for p in self.partitions:
            stream = feed_key(p)
            idle = 0 if p in taken_over else self.claim_idle_ms
            # Redis 6.2 answers [cursor, entries]; 7.0 adds the ids of deleted entries.
            items = self.redis.xautoclaim(stream, GROUP, self.consumer, idle, start_id="0-0", count=count)[1]
            if not items:
                continue
            deliveries = {
                entry["message_id"]: entry["times_delivered"]
                for entry in self.redis.xpending_range(stream, GROUP, min=items[0][0], max=items[-1][0],
                                                       count=len(items))
            }
            for entry_id, fields in items:
                if deliveries.get(entry_id, 0) > self.max_deliveries:
                    self.redis.xadd(dead_letter_key(p), {**(fields or {}), "id": entry_id})
                    self.redis.xack(stream, GROUP, entry_id)
                    log.error("feed entry %s of partition %s moved to dead letters", entry_id, p)
                else:
                    claimed.append((stream.encode(), entry_id, fields))
        return claimed

    def run(self, stop: threading.Event, load=None) -> None:
        """Fold until ``stop`` is set, sweeping stalled follow-ups about once a second.

        A Redis outage does not end the loop: it backs off (bounded, logged) and carries on where the
        consumer group left it; a Redis that came back empty gets its groups again.
        """
        backoff = Backoff(f"projector {self.consumer}", log)
        grouped = False
        while not stop.is_set():
            try:
                if not grouped:
                    self.ensure_groups()
                    grouped = True
                self._renew_leases()
                self.step(block_ms=500)
                heartbeats.beat(self.redis, f"projector:{self.consumer}")
                self._sweep(load)
                self._retain()
                backoff.recovered()
            except OUTAGE_ERRORS as error:
                self._own_pending = True
                backoff.wait(error, stop)
            except redis.ResponseError as error:
                if "NOGROUP" not in str(error):
                    raise
                grouped = False
        try:
            heartbeats.forget(self.redis, f"projector:{self.consumer}")
            if self.leases is not None:
                self.leases.release()
        except OUTAGE_ERRORS:
            pass

    def _retain(self) -> None:
        now = time.monotonic()
        if self.retention is None or now - self._last_retention <= RETENTION_EVERY_SECONDS:
            return
        self._last_retention = now
        try:
            self.retention.run(self.partitions, keep=self.consumer)
        except OUTAGE_ERRORS:
            raise
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
            except OUTAGE_ERRORS:
                raise
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
            if table["status"] == "finished":
                self.leaderboards.record(table)  # only a table missing from the ratings stream is added
        self.leaderboards.catch_up()  # the ratings stream refolded in its recorded order
        return len(gids)
