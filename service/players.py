"""Player accounts: a name, a kind and a bearer key kept only as its hash (DESIGN §6b).

Every key lives in the ``{players}`` slot, so the Lua scripts that keep names unique and swap keys
touch one Redis Cluster slot. Keys carry the ``pk_`` prefix, so a bearer token is told apart from
a seat token without a Redis round trip.
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
import uuid
from datetime import UTC, datetime
from typing import Any

import redis

KEY_PREFIX = "pk_"
NAMES = "br:{players}:names"
KEYS = "br:{players}:keys"
BOT_PREFIX = "bot:"

# Claims the folded name and the key hash, and writes the account, all or nothing.
_CREATE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[6], ARGV[2])
redis.call('HSET', KEYS[3], 'id', ARGV[2], 'name', ARGV[3], 'kind', ARGV[4], 'created', ARGV[5], 'key', ARGV[6])
return 1
"""

# The old key stops working in the same step the new one starts.
_ROTATE = """
local old = redis.call('HGET', KEYS[2], 'key')
if not old then return 0 end
redis.call('HDEL', KEYS[1], old)
redis.call('HSET', KEYS[1], ARGV[1], redis.call('HGET', KEYS[2], 'id'))
redis.call('HSET', KEYS[2], 'key', ARGV[1])
return 1
"""


def account_key(pid: str) -> str:
    return f"br:{{players}}:p:{pid}"


def folded(name: str) -> str:
    """The form under which names are unique: NFC, then casefolded."""
    return unicodedata.normalize("NFC", name).casefold()


def is_player_key(token: str) -> bool:
    return token.startswith(KEY_PREFIX)


def _hashed(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def bot_identity(game: str, level: str) -> str:
    """The fixed rated identity of a server bot level: ``bot:<game>:<level>``."""
    return f"{BOT_PREFIX}{game}:{level}"


def is_bot_identity(pid: str) -> bool:
    return pid.startswith(BOT_PREFIX)


class NameTaken(Exception):
    """Another account has this name (case-insensitively)."""


class Players:
    """Accounts and their keys."""

    def __init__(self, client: redis.Redis):
        self.redis = client
        self._create = client.register_script(_CREATE)
        self._rotate = client.register_script(_ROTATE)

    def create(self, name: str, kind: str) -> tuple[dict[str, Any], str]:
        """A new account and its key (shown once); NameTaken when the folded name is in use."""
        pid = uuid.uuid4().hex
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        created = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        if not self._create(keys=[NAMES, KEYS, account_key(pid)],
                            args=[folded(name), pid, name, kind, created, _hashed(key)]):
            raise NameTaken(name)
        return {"id": pid, "name": name, "kind": kind, "created": created}, key

    def get(self, pid: str) -> dict[str, Any] | None:
        """The public account (no key hash), or None."""
        if is_bot_identity(pid):
            return None
        raw = self.redis.hgetall(account_key(pid))
        if not raw:
            return None
        return {k.decode(): v.decode() for k, v in raw.items() if k != b"key"}

    def names(self, pids: list[str]) -> dict[str, str]:
        """Names of the given ids that are accounts (one round trip)."""
        pipe = self.redis.pipeline(transaction=False)
        for pid in pids:
            pipe.hget(account_key(pid), "name")
        return {pid: name.decode() for pid, name in zip(pids, pipe.execute(), strict=True) if name}

    def authenticate(self, key: str) -> str | None:
        """The id of the account whose key this is, or None."""
        pid = self.redis.hget(KEYS, _hashed(key))
        return pid.decode() if pid else None

    def rotate(self, pid: str) -> str:
        """A new key for ``pid``; the old one stops working at once."""
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        if not self._rotate(keys=[KEYS, account_key(pid)], args=[_hashed(key)]):
            raise LookupError(pid)
        return key
