"""Stream tickets: a browser's EventSource cannot send ``Authorization``, so a seat trades its token for a
short-lived, single-use ticket that opens its private stream as ``?ticket=``.

Redis keeps only the ticket's SHA-256, so a copy of the store lends no one a stream.
"""

from __future__ import annotations

import hashlib
import secrets

import redis

from service.errors import Unauthenticated

PREFIX = "st_"
TTL_SECONDS = 60  # long enough to open the stream it was asked for; useless soon after
KEY_PREFIX = "br:stream-ticket:"


def _key(ticket: str) -> str:
    return KEY_PREFIX + hashlib.sha256(ticket.encode()).hexdigest()


class StreamTickets:
    def __init__(self, client: redis.Redis, ttl_seconds: int = TTL_SECONDS):
        self.redis = client
        self.ttl_seconds = ttl_seconds

    def issue(self, gid: str, seat: int) -> str:
        """A new ticket for ``seat``'s streams of ``gid``."""
        ticket = PREFIX + secrets.token_urlsafe(24)
        self.redis.set(_key(ticket), f"{gid}:{seat}", ex=self.ttl_seconds)
        return ticket

    def holder(self, ticket: str) -> str | None:
        """``gid:seat`` of a live ticket, without spending it (None when unknown): whom a stream counts against."""
        found = self.redis.get(_key(ticket)) if ticket.startswith(PREFIX) else None
        return found.decode() if found else None

    def redeem(self, gid: str, ticket: str) -> int:
        """The seat a ticket of ``gid`` stands for; it is spent at once (401 when unknown, spent or expired)."""
        found = self.redis.getdel(_key(ticket))
        owner, _, seat = (found.decode() if found else "").rpartition(":")
        if owner != gid or not seat.isdigit():
            raise Unauthenticated("The stream ticket is unknown, spent, expired or for another game: ask for a "
                                  "new one with the seat's token.", code="invalid_ticket")
        return int(seat)
