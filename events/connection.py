"""Redis connections and the one answer to a Redis outage: retry a blip, back off from an outage.

Every process builds its clients here. A short blip (a failover, a restart) is absorbed by redis-py's
own ``Retry`` on each command; a longer outage surfaces as one of ``OUTAGE_ERRORS``, which the web
answers with 503 and the long-running loops (projector, worker) wait out with ``Backoff``.
"""

from __future__ import annotations

import logging
import threading

import redis
from redis.backoff import ExponentialWithJitterBackoff
from redis.cluster import RedisCluster
from redis.retry import Retry

# BusyLoadingError (Redis replaying its AOF) is a ConnectionError.
OUTAGE_ERRORS: tuple[type[Exception], ...] = (redis.ConnectionError, redis.TimeoutError)

COMMAND_RETRIES = 3
CONNECT_TIMEOUT_SECONDS = 2.0
SOCKET_TIMEOUT_SECONDS = 5.0


CLUSTER_SCHEME = "redis+cluster://"


def is_cluster_url(url: str) -> bool:
    return url.startswith(CLUSTER_SCHEME)


def redis_client(url: str, socket_timeout: float | None = SOCKET_TIMEOUT_SECONDS) -> redis.Redis:
    """A client that retries a refused or dropped connection a few times over ~1 s, then raises.

    A timeout is not retried: a paused Redis would hold a web request for retries × timeout, and the
    web should answer 503 fast. Either way the caller sees one of ``OUTAGE_ERRORS``.
    ``redis+cluster://host:port`` (any node) gives redis-py's cluster client, which follows the slots
    as they move (a failover) and routes each command to its key's node.
    """
    retry = Retry(ExponentialWithJitterBackoff(base=0.05, cap=0.5), COMMAND_RETRIES,
                  supported_errors=(redis.ConnectionError,))
    common = {"socket_connect_timeout": CONNECT_TIMEOUT_SECONDS, "socket_timeout": socket_timeout}
    if is_cluster_url(url):
        # The cluster client retries on its own after refreshing the slots (a master that died is
        # replaced by its replica): give it the time a failover takes rather than ~1 s.
        return RedisCluster.from_url("redis://" + url[len(CLUSTER_SCHEME):], **common,
                                     retry=Retry(ExponentialWithJitterBackoff(base=0.1, cap=1.0), 10))
    return redis.Redis.from_url(url, health_check_interval=30, retry=retry, **common)


class Backoff:
    """Bounded exponential waits for a loop that must outlive a Redis outage; logs each wait."""

    def __init__(self, what: str, log: logging.Logger, first: float = 0.25, cap: float = 5.0):
        self.what = what
        self.log = log
        self.first = first
        self.cap = cap
        self.delay = first
        self.failures = 0

    def wait(self, error: Exception, stop: threading.Event | None = None) -> None:
        """Log the outage and wait (at most ``cap`` seconds, less if ``stop`` is set)."""
        self.failures += 1
        self.log.warning("%s: Redis unavailable (%s: %s); retry %d in %.2fs", self.what, type(error).__name__,
                         error, self.failures, self.delay)
        (stop or threading.Event()).wait(self.delay)
        self.delay = min(self.delay * 2, self.cap)

    def recovered(self) -> None:
        if self.failures:
            self.log.warning("%s: Redis reachable again after %d retries", self.what, self.failures)
        self.failures = 0
        self.delay = self.first
