"""Which partitions a projector folds: leases in Redis, so projectors split the partitions between them and
a living one takes over the partitions of one that died once their leases lapse (no one hands them over).

Each projector prefers some partitions (BOARDROOM_PROJECTOR_PARTITIONS; by default all). It holds the lease
of each partition it prefers, unless another projector holds it; it stands in for any partition whose
lease lapsed and that no living projector prefers; and it hands back a partition it stands in for as soon
as a projector that prefers it is alive again. Leases are renewed every ``lease_ms / 3``. Two projectors
may fold the same partition for a moment around a hand-over: harmless, since each read model records the
version it folded and only moves forward.
"""

from __future__ import annotations

import redis

LEASE = "br:{{work}}:lease:{}"
PREFERS = "br:{{work}}:prefers:{}"


def lease_key(partition: int) -> str:
    """The key whose value names the projector folding ``partition`` (absent: nobody, the lease lapsed)."""
    return LEASE.format(partition)


def holders(client: redis.Redis, partitions: int) -> list[bytes | None]:
    """Who holds each partition's lease (None: nobody), in one round trip: the leases share the {work} slot."""
    return client.mget([lease_key(partition) for partition in range(partitions)])

# KEYS: lease and prefers key of each partition, in pairs. ARGV: me, lease ms, then 1/0 per partition
# (whether I prefer it). Returns the partitions (0-based) I hold after this round.
_RENEW = """
local me, ms = ARGV[1], tonumber(ARGV[2])
local held = {}
for i = 1, #KEYS / 2 do
  local lease, prefers, mine = KEYS[2 * i - 1], KEYS[2 * i], ARGV[2 + i] == '1'
  if mine then
    local preferrer = redis.call('GET', prefers)
    if not preferrer then redis.call('SET', prefers, me, 'PX', ms)
    elseif preferrer == me then redis.call('PEXPIRE', prefers, ms) end
  end
  local preferrer = redis.call('GET', prefers)
  local holder = redis.call('GET', lease)
  if holder == me then
    if preferrer and preferrer ~= me and not mine then
      redis.call('DEL', lease)
    else
      redis.call('PEXPIRE', lease, ms)
      table.insert(held, i - 1)
    end
  elseif not holder and (not preferrer or preferrer == me or mine) then
    redis.call('SET', lease, me, 'PX', ms)
    table.insert(held, i - 1)
  end
end
return held
"""


_RELEASE = """
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 1
"""


class PartitionLeases:
    """This projector's leases on the partitions it folds."""

    def __init__(self, client: redis.Redis, me: str, partitions: int, preferred: tuple[int, ...] = (),
                 lease_ms: int = 3000):
        self.me = me
        self.preferred = set(preferred or range(partitions))
        self.lease_ms = lease_ms
        self.keys = [key for p in range(partitions) for key in (LEASE.format(p), PREFERS.format(p))]
        self.flags = ["1" if p in self.preferred else "0" for p in range(partitions)]
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)

    @property
    def renew_every_seconds(self) -> float:
        return self.lease_ms / 3000

    def renew(self) -> list[int]:
        """Renew, take or hand back leases; the partitions held now."""
        return sorted(int(p) for p in self._renew(keys=self.keys, args=[self.me, self.lease_ms, *self.flags]))

    def release(self) -> None:
        """Give up every lease and preference held (a clean stop), so others take over at once."""
        self._release(keys=self.keys, args=[self.me])
