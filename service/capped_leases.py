"""Leases in a capped sorted set: a member scored by its expiry joins only while fewer than the cap are
live, in one atomic step (so concurrent takers cannot overshoot); expired ones are forgotten first.
Seeks a player may hold and live streams a caller may keep open are both counted this way."""

from __future__ import annotations

import redis

# KEYS: the set. ARGV: now, the cap, the member, its expiry, seconds to keep the key. 1 when taken, else 0.
_TAKE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""


class CappedLeases:
    def __init__(self, client: redis.Redis):
        self._take = client.register_script(_TAKE)

    def take(self, key: str, member: str, *, now: float, cap: int, expires_at: float, keep_seconds: int) -> bool:
        """Add ``member`` (live until ``expires_at``) when fewer than ``cap`` live members are in ``key``."""
        return bool(self._take(keys=[key], args=[now, cap, member, expires_at, keep_seconds]))
