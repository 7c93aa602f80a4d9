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
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import ClusterDownError, RedisClusterException, TryAgainError
from redis.retry import Retry

# BusyLoadingError (Redis replaying its AOF) is a ConnectionError.
# The cluster's own: no master for a slot yet (a failover under way), or no node reachable to ask about the slots
# (RedisClusterException is no RedisError: uncaught, it ended threads and answered 500).
OUTAGE_ERRORS: tuple[type[Exception], ...] = (redis.ConnectionError, redis.TimeoutError, ClusterDownError,
                                              TryAgainError, RedisClusterException)
# Any failure of a Redis call: redis-py's cluster client raises RedisClusterException (no node to ask for a
# slot), which is not a RedisError.
REDIS_ERRORS: tuple[type[Exception], ...] = (redis.RedisError, RedisClusterException)

COMMAND_RETRIES = 3
CONNECT_TIMEOUT_SECONDS = 2.0
SOCKET_TIMEOUT_SECONDS = 5.0


# ``redis+cluster://`` and, with TLS, ``rediss+cluster://``: the single-node URL's scheme plus "+cluster".
CLUSTER_SCHEMES = ("redis+cluster://", "rediss+cluster://")


def is_cluster_url(url: str) -> bool:
    return url.startswith(CLUSTER_SCHEMES)


def cluster_seeds(url: str) -> tuple[str, list[tuple[str, int]]]:
    """A cluster URL as (the single-node URL of its first seed, every seed's (host, port)).

    ``redis+cluster://user:pw@a:1,b:2/0?x=y`` → (``redis://user:pw@a:1/0?x=y``, [(a, 1), (b, 2)]): the
    credentials, TLS and options of the single-node form apply to every seed.
    """
    scheme, _, rest = url.partition("+cluster://")
    netloc, slash, tail = rest.partition("/")
    netloc, query_mark, query = netloc.partition("?")  # "a:1,b:2?x=y" without a path
    userinfo, at, hosts = netloc.rpartition("@")
    seeds = []
    for seed in hosts.split(","):
        host, colon, port = seed.strip().rpartition(":")
        if not colon or not host or not port.isdigit():
            raise ValueError(f"a Redis Cluster URL names its seed nodes as host:port, comma-separated; "
                             f"{seed.strip()!r} is not one")
        seeds.append((host.strip("[]"), int(port)))
    first = f"{seeds[0][0]}:{seeds[0][1]}" if ":" not in seeds[0][0] else f"[{seeds[0][0]}]:{seeds[0][1]}"
    return f"{scheme}://{userinfo}{at}{first}{query_mark}{query}{slash}{tail}", seeds


def redis_client(url: str, socket_timeout: float | None = SOCKET_TIMEOUT_SECONDS) -> redis.Redis:
    """A client that retries a refused or dropped connection a few times over ~1 s, then raises.

    A timeout is not retried: a paused Redis would hold a web request for retries × timeout, and the
    web should answer 503 fast. Either way the caller sees one of ``OUTAGE_ERRORS``.
    ``redis+cluster://host:port,host:port`` (any nodes: the first that answers tells the client the
    rest) gives redis-py's cluster client, which follows the slots as they move (a failover) and routes
    each command to its key's node.
    """
    retry = Retry(ExponentialWithJitterBackoff(base=0.05, cap=0.5), COMMAND_RETRIES,
                  supported_errors=(redis.ConnectionError,))
    common = {"socket_connect_timeout": CONNECT_TIMEOUT_SECONDS, "socket_timeout": socket_timeout}
    if is_cluster_url(url):
        # The cluster client retries on its own, each time after refreshing its map of the slots (a master
        # that died is replaced by its replica once promoted). redis-py 7 takes only the count from this
        # Retry, not its waits: the retries come at once, and a failover still in progress answers 503.
        first, seeds = cluster_seeds(url)
        return RedisCluster.from_url(first, startup_nodes=[ClusterNode(host, port) for host, port in seeds],
                                     **common, retry=Retry(ExponentialWithJitterBackoff(base=0.1, cap=1.0), 10))
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
