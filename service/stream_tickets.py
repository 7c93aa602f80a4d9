"""Stream tickets: a browser's EventSource cannot send ``Authorization``, so a seat trades its token for a
short-lived, single-use ticket that opens its private stream as ``?ticket=``.

Redis keeps only the ticket's SHA-256, so a copy of the store lends no one a stream. A ticket minted with a
player key also keeps that key's hash (what the store already keeps of the key): once the key is revoked or
rotated the ticket opens nothing, and the stream it opened ends with the key (issue 49 item 5).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass

import redis

from service.errors import Unauthenticated

PREFIX = "st_"
TTL_SECONDS = 60  # long enough to open the stream it was asked for; useless soon after
KEY_PREFIX = "br:stream-ticket:"


def _key(ticket: str) -> str:
    return KEY_PREFIX + hashlib.sha256(ticket.encode()).hexdigest()


@dataclass(frozen=True)
class Redeemed:
    """What a spent ticket stood for: a seat, and the player key that minted it, if one did."""

    seat: int
    key_hash: str | None = None


class StreamTickets:
    def __init__(self, client: redis.Redis, ttl_seconds: int = TTL_SECONDS,
                 live_keys: Callable[[list[str]], set[str]] = lambda hashes: set(hashes)):
        self.redis = client
        self.ttl_seconds = ttl_seconds
        self._live_keys = live_keys  # which of some player keys' hashes still work

    def issue(self, gid: str, seat: int, key_hash: str | None = None) -> str:
        """A new ticket for ``seat``'s streams of ``gid``; ``key_hash``: the player key that asks, if one does."""
        ticket = PREFIX + secrets.token_urlsafe(24)
        value = f"{gid}:{seat}" + (f" {key_hash}" if key_hash else "")
        self.redis.set(_key(ticket), value, ex=self.ttl_seconds)
        return ticket

    def holder(self, ticket: str) -> str | None:
        """``gid:seat`` of a live ticket, without spending it (None when unknown): whom a stream counts against."""
        found = self.redis.get(_key(ticket)) if ticket.startswith(PREFIX) else None
        return found.decode().partition(" ")[0] if found else None

    def redeem(self, gid: str, ticket: str) -> Redeemed:
        """The seat a ticket of ``gid`` stands for; it is spent at once (401 ``invalid_ticket`` when unknown,
        spent or expired, 401 ``invalid_player_key`` when the key that minted it was revoked or rotated since)."""
        found = self.redis.getdel(_key(ticket))
        held, _, key_hash = (found.decode() if found else "").partition(" ")
        owner, _, seat = held.rpartition(":")
        if owner != gid or not seat.isdigit():
            raise Unauthenticated("The stream ticket is unknown, spent, expired or for another game: ask for a "
                                  "new one with the seat's token.", code="invalid_ticket")
        if key_hash and not self._live_keys([key_hash]):
            raise Unauthenticated("The player key that asked for this stream ticket was revoked or rotated since: "
                                  "the ticket opens nothing.", code="invalid_player_key")
        return Redeemed(int(seat), key_hash or None)
