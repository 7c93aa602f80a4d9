"""Loading a table: the latest snapshot (or this process's cached copy) plus the events after it,
so loading costs the same at version 10 and at version 10,000."""

from __future__ import annotations

import threading
from collections import OrderedDict

from events.store import CorruptEvent, EventStore
from games import table as tables
from games.table import Table
from games.tournament.aggregate import is_tournament
from projections.snapshots import Snapshots


class TableLoader:
    """Tables folded to their latest version; tables handed out must not be mutated."""

    def __init__(self, store: EventStore, snapshots: Snapshots, cache_size: int = 2048):
        self.store = store
        self.snapshots = snapshots
        self.cache_size = cache_size
        self._cache: OrderedDict[str, Table] = OrderedDict()
        self._lock = threading.Lock()

    def load(self, gid: str) -> Table | None:
        """The table at its latest version, or None for an unknown game (a tournament's stream is none)."""
        if is_tournament(gid):
            return None
        with self._lock:
            base = self._cache.get(gid)
        if base is None:
            base = self.snapshots.load(gid)
            if base is not None and not tables.current(base):
                base = None
        tail = self.store.read(gid, after=base["version"] if base else 0)
        table = replayed(tail, base)
        if table is not None:
            self._remember(table)
        return table

    def cached_at(self, gid: str, version: int) -> Table | None:
        """This process's folded copy of ``gid`` if it is at ``version``, without a round trip; else None.

        For a command decided on a version the client names (If-Match): if the game has moved on since,
        the append's expected version refuses it just as a fresh load would have."""
        with self._lock:
            table = self._cache.get(gid)
        return table if table is not None and table["version"] == version else None

    def at(self, gid: str, version: int) -> Table | None:
        """The table as it was at ``version`` (folded from the start of the log)."""
        if is_tournament(gid):
            return None
        return replayed(self.store.read(gid, after=0, limit=version))

    def _remember(self, table: Table) -> None:
        with self._lock:
            cached = self._cache.get(table["gid"])
            if cached is None or cached["version"] <= table["version"]:
                self._cache[table["gid"]] = table
                self._cache.move_to_end(table["gid"])
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)


def replayed(envelopes: list[dict], table: Table | None = None) -> Table | None:
    """``envelopes`` folded onto ``table``; a stored event the fold cannot take is reported as the damage it is
    (CorruptEvent, 500 ``corrupt_history`` for that game alone), not as an error of whoever asked."""
    for envelope in envelopes:
        try:
            table = tables.fold(table, envelope)
        except Exception as error:  # noqa: BLE001 - the fold is pure code over stored data: a failure is the data's
            version = table["version"] + 1 if table else 1
            raise CorruptEvent(version, f"cannot be folded ({type(error).__name__}: {error})") from error
    return table
