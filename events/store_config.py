"""The settings a store keeps for its life, recorded at its first start: its partition count.

A game's partition is crc32(gid) % partitions, so a process that counts them differently looks for every
game in the wrong place (404s, a second copy of a game's feed). The first process to start records its
count in ``br:config``; every process after takes that count, or refuses to start when told another.
"""

from __future__ import annotations

import redis

from events.keys import STORE_CONFIG, feed_key

# The count every store had before it was recorded: a store with games but no record was made with it
# (unless BOARDROOM_PARTITIONS said otherwise, and then it still does).
UNRECORDED_PARTITIONS = 16


def recorded_partitions(client: redis.Redis, chosen: int | None, default: int) -> int:
    """The store's partition count; at its first start ``chosen`` (or ``default``) is recorded as it."""
    recorded = client.hget(STORE_CONFIG, "partitions")
    if recorded is None:
        first = chosen or (UNRECORDED_PARTITIONS if _predates_the_record(client) else default)
        client.hsetnx(STORE_CONFIG, "partitions", first)  # two processes starting at once: the first wins
        recorded = client.hget(STORE_CONFIG, "partitions")
    return int(recorded)


def _predates_the_record(client: redis.Redis) -> bool:
    """Whether the store already has partition feeds, made before counts were recorded."""
    return client.exists(*(feed_key(p) for p in range(UNRECORDED_PARTITIONS))) > 0
