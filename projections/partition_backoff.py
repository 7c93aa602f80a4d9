"""Which partitions the projector leaves alone for a while, each on its own clock.

A partition whose master is failing over (or whose feed cannot be read at all) must not stop the
projector folding the others (issue 36, item 2): it waits out exponential, capped and jittered
delays of its own, and each wait is logged once.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter

log = logging.getLogger(__name__)

FIRST_SECONDS = 0.25
CAP_SECONDS = 5.0

# Summed by the web's /metrics when the processes share a multiprocess directory (``boardroom run``).
FAILURES = Counter("boardroom_projector_partition_failures", "Reads or folds of a partition that failed, each "
                   "followed by a backoff of that partition alone", ["partition"], registry=CollectorRegistry())


class PartitionBackoff:
    """The partitions backing off after a failure, and until when."""

    def __init__(self, first: float = FIRST_SECONDS, cap: float = CAP_SECONDS,
                 clock: Callable[[], float] = time.monotonic, jitter: Callable[[], float] = random.random):
        self.first = first
        self.cap = cap
        self.clock = clock
        self.jitter = jitter
        self._delay: dict[int, float] = {}
        self._until: dict[int, float] = {}

    def failed(self, partition: int, error: Exception) -> None:
        """``partition`` failed: leave it alone for its next delay (half to all of it, at random)."""
        FAILURES.labels(str(partition)).inc()
        delay = self._delay.get(partition, self.first)
        wait = delay * (0.5 + self.jitter() / 2)  # jittered: partitions of one master do not retry in step
        self._until[partition] = self.clock() + wait
        self._delay[partition] = min(delay * 2, self.cap)
        log.warning("partition %d: %s: %s; the others carry on, it is tried again in %.2fs",
                    partition, type(error).__name__, error, wait)

    def recovered(self, partition: int) -> None:
        if self._delay.pop(partition, None) is not None:
            self._until.pop(partition, None)
            log.warning("partition %d: readable again", partition)

    def ready(self, partition: int) -> bool:
        """Whether ``partition`` may be tried now."""
        return self._until.get(partition, 0.0) <= self.clock()

    def ready_among(self, partitions: list[int]) -> list[int]:
        """Those of ``partitions`` that may be tried now (``partitions`` itself while none has failed: a busy
        projector asks at every read, for all 64)."""
        if not self._until:
            return partitions
        now = self.clock()
        return [p for p in partitions if self._until.get(p, 0.0) <= now]

    def all_recovered(self, partitions: list[int]) -> None:
        """``recovered`` for each of ``partitions``."""
        if self._delay:
            for partition in partitions:
                self.recovered(partition)

    @property
    def failing(self) -> list[int]:
        """The partitions whose last try failed."""
        return sorted(self._delay)
