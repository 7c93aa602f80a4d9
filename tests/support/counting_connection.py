"""A real redis-py connection that counts its sends, to check how many round trips a piece of code makes."""

from __future__ import annotations

import redis


class CountingConnection(redis.Connection):
    """One send per command alone, one for a whole pipeline."""

    sends = 0

    def send_packed_command(self, command, check_health=True):
        type(self).sends += 1
        return super().send_packed_command(command, check_health)
