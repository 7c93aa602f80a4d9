"""A player's named keys, each with its scopes (read, play, manage), revocable one by one (issue 32 item 9).

A key is kept only as its SHA-256. The ``{players}`` hash ``KEYS`` maps each hash to ``"<pid> <kid> <scopes>"``,
so one HGET authenticates a request and says what it may do; the account's records (``kid`` -> name,
scopes, created, hash) and their last use live beside the account, in the same Cluster slot, so each
script below touches one slot. An account made before named keys holds one key whose ``KEYS`` entry is its
bare pid: it stays a full key, listed and revoked under the id ``default`` (no migration step).

A key that stops (revoked or rotated) closes what it opened (issue 49 item 5): its hash goes out on the players'
feed (``KEY_ENDED``), which every web process's fan-out reads, so the streams opened with it end at once, and
the fan-out also asks which of its streams' keys still work every KEY_CHECK_SECONDS in case that word was lost.
A stream ticket minted with a key opens nothing once the key has stopped (service.stream_tickets).
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import redis

from events.connection import REDIS_ERRORS
from projections.player_streams import PLAYER_FEED, PLAYER_FEED_MAXLEN
from service.errors import Forbidden

KEY_PREFIX = "pk_"
KEYS = "br:{players}:keys"
SCOPES = ("read", "play", "manage")
DEFAULT_NAME = "default"
LEGACY_KID = "default"
MAX_KEYS = 20
# last_used is written at most this often per key and process: it costs a write on every request otherwise.
LAST_USED_RESOLUTION_S = 60
# The field of a players' feed entry naming the hash of a key that stopped working (the fan-out's ``p`` names a
# player whose stream grew).
KEY_ENDED = "k"

log = logging.getLogger(__name__)

# ARGV: hash, kid, record, entry, cap. -1: no such account; 0: the cap is reached.
_ADD = """
if redis.call('EXISTS', KEYS[3]) == 0 then return -1 end
local held = redis.call('HLEN', KEYS[2])
if redis.call('HEXISTS', KEYS[3], 'key') == 1 then held = held + 1 end
if held >= tonumber(ARGV[5]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
return 1
"""

# ARGV: kid, the legacy key's id. The key's hash when it was there, else 0. The key stops working in the same
# step its record goes.
_REVOKE = """
local record = redis.call('HGET', KEYS[2], ARGV[1])
local hash
if record then
  hash = cjson.decode(record)['hash']
  redis.call('HDEL', KEYS[2], ARGV[1])
elseif ARGV[1] == ARGV[2] then
  hash = redis.call('HGET', KEYS[3], 'key')
  redis.call('HDEL', KEYS[3], 'key')
end
if not hash then return 0 end
redis.call('HDEL', KEYS[1], hash)
redis.call('HDEL', KEYS[4], ARGV[1])
return hash
"""

# ARGV: the sent key's hash and the entry it had, kid, new hash, new record, new entry. 0: the sent key
# was revoked or rotated meanwhile (of two concurrent rotations, one wins).
_ROTATE = """
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[3], 'key')
redis.call('HSET', KEYS[1], ARGV[4], ARGV[6])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
return 1
"""


def records_key(pid: str) -> str:
    return f"br:{{players}}:p:{pid}:keys"


def used_key(pid: str) -> str:
    return f"br:{{players}}:p:{pid}:used"


def hashed(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def in_order(scopes: list[str] | tuple[str, ...]) -> list[str]:
    """``scopes`` without repeats, in the order of :data:`SCOPES`."""
    return [scope for scope in SCOPES if scope in scopes]


@dataclass(frozen=True)
class Credential:
    """Who a player key speaks for, which of the player's keys it is, and what it may do."""

    pid: str
    kid: str
    scopes: tuple[str, ...]
    entry: str  # its KEYS value, to swap it only if unchanged
    hash: str = ""  # the key's SHA-256: what a stream or ticket it opened remembers of it

    def require(self, scope: str) -> str:
        """The player id; 403 ``insufficient_scope`` when this key lacks ``scope``."""
        if scope not in self.scopes:
            raise Forbidden(f"This player key lacks the `{scope}` scope this request needs (it has: "
                            f"{', '.join(self.scopes) or 'none'}); make a key with it: POST /v1/players/me/keys.",
                            code="insufficient_scope", scope=scope)
        return self.pid


@dataclass(frozen=True)
class Issued:
    """A key just made: its secret (shown once) and what is stored of it."""

    secret: str
    kid: str
    record: dict[str, Any]
    entry: str

    def public(self) -> dict[str, Any]:
        return {"id": self.kid, **_shown(self.record), "key": self.secret}

    def stored(self) -> str:
        return json.dumps(self.record)


def issue(pid: str, name: str, scopes: list[str] | tuple[str, ...], kid: str | None = None,
          created: str | None = None) -> Issued:
    """A new key for ``pid`` (not yet stored); ``kid`` kept when a key is rotated."""
    secret = KEY_PREFIX + secrets.token_urlsafe(32)
    kid = kid or secrets.token_hex(8)
    ordered = in_order(scopes)
    record = {"name": name, "scopes": ordered, "created": created or now_iso(), "hash": hashed(secret)}
    return Issued(secret, kid, record, f"{pid} {kid} {','.join(ordered)}")


def _shown(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "hash"}


def _credential(entry: str, key_hash: str) -> Credential:
    pid, _, rest = entry.partition(" ")
    if not rest:  # a key made before named keys: a full key
        return Credential(pid, LEGACY_KID, SCOPES, entry, key_hash)
    kid, _, scopes = rest.partition(" ")
    return Credential(pid, kid, tuple(s for s in scopes.split(",") if s), entry, key_hash)


class PlayerKeys:
    """Making, listing, rotating and revoking a player's keys, and reading a key sent."""

    def __init__(self, client: redis.Redis, account_key: Callable[[str], str]):
        self.redis = client
        self._account_key = account_key
        self._add = client.register_script(_ADD)
        self._revoke = client.register_script(_REVOKE)
        self._rotate = client.register_script(_ROTATE)
        self._last_written: dict[str, float] = {}

    def _keys(self, pid: str) -> list[str]:
        return [KEYS, records_key(pid), self._account_key(pid), used_key(pid)]

    def authenticate(self, key: str) -> Credential | None:
        """What the key ``key`` is, or None for one that is no player's (unknown, revoked or rotated)."""
        key_hash = hashed(key)
        entry = self.redis.hget(KEYS, key_hash)
        if entry is None:
            return None
        credential = _credential(entry.decode(), key_hash)
        self._note_use(credential)
        return credential

    def _note_use(self, credential: Credential) -> None:
        now = time.monotonic()
        if now - self._last_written.get(credential.entry, -LAST_USED_RESOLUTION_S) < LAST_USED_RESOLUTION_S:
            return
        if len(self._last_written) > 10_000:
            self._last_written.clear()
        self._last_written[credential.entry] = now
        self.redis.hset(used_key(credential.pid), credential.kid, now_iso())

    def create(self, pid: str, name: str, scopes: list[str]) -> dict[str, Any]:
        """A new named key with ``scopes``; its secret is in the answer only. TooManyKeys at the cap."""
        issued = issue(pid, name, scopes)
        added = self._add(keys=self._keys(pid)[:3],
                          args=[issued.record["hash"], issued.kid, issued.stored(), issued.entry, MAX_KEYS])
        if added == -1:
            raise LookupError(pid)
        if added == 0:
            raise TooManyKeys(MAX_KEYS)
        return issued.public()

    def list(self, pid: str) -> list[dict[str, Any]]:
        """The player's keys, oldest first: id, name, scopes, created and last_used; never a secret or hash."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(records_key(pid))
        pipe.hgetall(used_key(pid))
        pipe.hmget(self._account_key(pid), ["key", "created"])
        records, used, (legacy, created) = pipe.execute()
        found = {kid.decode(): _shown(json.loads(raw)) for kid, raw in records.items()}
        if legacy is not None and LEGACY_KID not in found:
            found[LEGACY_KID] = {"name": DEFAULT_NAME, "scopes": list(SCOPES), "created": created.decode()}
        last = {kid.decode(): at.decode() for kid, at in used.items()}
        listed = [{"id": kid, **record, "last_used": last.get(kid)} for kid, record in found.items()]
        return sorted(listed, key=lambda key: (key["created"], key["id"]))

    def revoke(self, pid: str, kid: str) -> bool:
        """Whether ``pid`` had the key ``kid``; it no longer works from this moment, nor what it opened."""
        key_hash = self._revoke(keys=self._keys(pid), args=[kid, LEGACY_KID])
        if not key_hash:
            return False
        self._tell_ended(key_hash.decode() if isinstance(key_hash, bytes) else str(key_hash))
        return True

    def rotate(self, key: str, credential: Credential) -> str | None:
        """A new secret for the key sent (same id, name and scopes); the old one stops at once. None when
        the key sent no longer works."""
        record = self.redis.hget(records_key(credential.pid), credential.kid)
        name = json.loads(record)["name"] if record else DEFAULT_NAME
        issued = issue(credential.pid, name, credential.scopes, kid=credential.kid)
        if not self._rotate(keys=self._keys(credential.pid)[:3],
                            args=[hashed(key), credential.entry, issued.kid, issued.record["hash"], issued.stored(),
                                  issued.entry]):
            return None
        self._tell_ended(hashed(key))
        return issued.secret

    def live(self, key_hashes: Iterable[str]) -> set[str]:
        """Those of ``key_hashes`` that are keys still working: one HMGET, whatever their number."""
        asked = list(dict.fromkeys(key_hashes))
        if not asked:
            return set()
        return {h for h, entry in zip(asked, self.redis.hmget(KEYS, asked), strict=True) if entry is not None}

    def _tell_ended(self, key_hash: str) -> None:
        """Tell every web process's fan-out that the key stopped, so the streams it opened end now."""
        try:
            self.redis.xadd(PLAYER_FEED, {KEY_ENDED: key_hash}, maxlen=PLAYER_FEED_MAXLEN, approximate=True)
        except REDIS_ERRORS as error:  # the key has stopped already; the fan-outs' own check ends its streams
            log.warning("the end of a player key could not be told to the streams (%s)", error)


class TooManyKeys(Exception):
    """The player already holds the most keys allowed."""
