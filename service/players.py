"""Player accounts: a name, a kind and a bearer key kept only as its hash (DESIGN §6b).

Names are unique by their confusable skeleton (UTS #39, through the ``confusables`` library): ``Alice``,
``AIice`` and a Cyrillic ``Аlice`` are one name; a name that only looks blank is refused.

Every key lives in the ``{players}`` slot, so the Lua scripts that keep names unique and swap keys
touch one Redis Cluster slot. Keys carry the ``pk_`` prefix, so a bearer token is told apart from
a seat token without a Redis round trip. A player's named keys and their scopes live in ``service.player_keys``.

An account records the address that created it only as ``origin``, an HMAC-SHA256 under a secret kept in
Redis (an unkeyed hash of an IPv4 address is undone by trying them all), never shown: a rated table records
of it only which of its seats share one (``seating``), for the ratings' same-address rule, and only in the
game's secrets hash, never in an event.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
import uuid
from collections.abc import Callable
from typing import Any

import redis
from confusables import confusable_characters

from events.envelope import utc_now
from games import clocks, lifecycle
from projections.player_history import strikes_key
from service import player_keys
from service.errors import Forbidden
from service.player_keys import KEY_PREFIX, KEYS, SCOPES, PlayerKeys, now_iso

NAMES = "br:{players}:names"
# Set once every account made under the folded rule also holds its skeleton's claim (no code writes a
# folded-only claim any more, so once set it stays true).
SKELETON_CLAIMS_DONE = "br:{players}:skeleton-claims-done"
SKELETON = "s:"
BOT_PREFIX = "bot:"
ORIGIN_SECRET = "br:{players}:origin-secret"  # the key creating addresses are hashed under

# Claims the name's skeleton (refused as well when an older account holds its folded form), writes the
# account and its default key, all or nothing.
_CREATE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 or redis.call('HEXISTS', KEYS[1], ARGV[7]) == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[6], ARGV[10])
redis.call('HSET', KEYS[3], 'id', ARGV[2], 'name', ARGV[3], 'kind', ARGV[4], 'created', ARGV[5])
if ARGV[11] ~= '' then redis.call('HSET', KEYS[3], 'origin', ARGV[11]) end
redis.call('HSET', KEYS[4], ARGV[8], ARGV[9])
return 1
"""


def account_key(pid: str) -> str:
    return f"br:{{players}}:p:{pid}"


def folded(name: str) -> str:
    """The form names were unique under before skeletons (accounts made then are claimed under it)."""
    return unicodedata.normalize("NFC", name).casefold()


# Letters that render as nothing in most fonts yet are not white space or format characters.
_INVISIBLE = {0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x2800, 0x3164, 0xFFA0, 0x034F, 0x200B, 0xFEFF}


def _unseen(char: str) -> bool:
    category = unicodedata.category(char)
    return (char.isspace() or category in ("Cc", "Cf", "Mn", "Me", "Zs", "Zl", "Zp") or ord(char) in _INVISIBLE
            or 0xFE00 <= ord(char) <= 0xFE0F or 0xE0100 <= ord(char) <= 0xE01EF)


def looks_blank(name: str) -> bool:
    """Whether the name shows nothing: only white space, format, zero-width, combining or filler characters."""
    return all(_unseen(char) for char in name)


# ASCII look-alikes among themselves (UTS #39 maps these too): after casefolding, I, l, 1 and | are one.
_ASCII_ALIKE = str.maketrans({"1": "l", "i": "l", "|": "l", "0": "o"})


def _prototype(char: str) -> str:
    """The ASCII letter or digit ``char`` is confusable with (itself, when it is one); else itself, casefolded."""
    own = char.casefold()
    if own.isascii():
        return own
    options = {o.casefold() for o in confusable_characters(char) or () if len(o) == 1 and o.isascii() and o.isalnum()}
    letters = sorted(o for o in options if o.isalpha())
    return (letters or sorted(options) or [own])[0]


def skeleton(name: str) -> str:
    """The form under which names are unique: confusable characters mapped to one prototype each (after
    NFKD, without marks and invisible characters), ``rn`` as ``m``; linear in the name's length."""
    decomposed = unicodedata.normalize("NFKD", name)
    shown = "".join(_prototype(c) for c in decomposed if not _unseen(c) or c == " ").translate(_ASCII_ALIKE)
    return " ".join(shown.replace("rn", "m").split())


def is_player_key(token: str) -> bool:
    return token.startswith(KEY_PREFIX)


def bot_identity(game: str, level: str) -> str:
    """The fixed rated identity of a server bot level: ``bot:<game>:<level>``."""
    return f"{BOT_PREFIX}{game}:{level}"


def is_bot_identity(pid: str) -> bool:
    return pid.startswith(BOT_PREFIX)


class NameTaken(Exception):
    """Another account has this name (case-insensitively)."""


class Players:
    """Accounts and their keys."""

    def __init__(self, client: redis.Redis, clock: Callable[[], str] = now_iso):
        self.redis = client
        self._create = client.register_script(_CREATE)
        self.keys = PlayerKeys(client, account_key)
        self.clock = clock  # the time a new account is created at (a test may make accounts in the past)
        self._origin_secret: bytes | None = None

    def _origin(self, address: str) -> str:
        if self._origin_secret is None:
            self.redis.set(ORIGIN_SECRET, secrets.token_hex(32), nx=True)
            self._origin_secret = self.redis.get(ORIGIN_SECRET)
        return hmac.new(self._origin_secret, address.encode(), hashlib.sha256).hexdigest()

    def claim_old_skeletons(self) -> list[str]:
        """Give each account made under the folded rule the claim on its name's skeleton, oldest first, so a
        look-alike of an old name is refused too; idempotent. Returns the accounts left without a claim (a
        younger old account whose skeleton an older one holds, or an old one whose look-alike registered
        under skeletons before this ran): each keeps its name, key and folded claim, as before.

        Safe to run from several processes at once: each claims in the same order with HSETNX, so the first
        claim on a skeleton is always its oldest account's; a process creates accounts only after its run."""
        if self.redis.exists(SKELETON_CLAIMS_DONE):
            return []
        old = {pid.decode() for field, pid in self.redis.hscan_iter(NAMES) if not field.startswith(SKELETON.encode())}
        pipe = self.redis.pipeline(transaction=False)
        for pid in sorted(old):
            pipe.hmget(account_key(pid), "name", "created")
        accounts = sorted((((created or b"").decode(), pid, name.decode())
                           for pid, (name, created) in zip(sorted(old), pipe.execute(), strict=True) if name),
                          key=lambda a: (a[0], a[1]))
        unclaimed = []
        for _, pid, name in accounts:
            claim = SKELETON + skeleton(name)
            if not self.redis.hsetnx(NAMES, claim, pid) and self.redis.hget(NAMES, claim).decode() != pid:
                unclaimed.append(pid)
        self.redis.set(SKELETON_CLAIMS_DONE, 1)
        return unclaimed

    def create(self, name: str, kind: str, address: str | None = None) -> tuple[dict[str, Any], str]:
        """A new account and its full key named ``default`` (shown once); NameTaken when the name is in use.
        ``address``: the caller's, recorded only as its keyed hash."""
        pid = uuid.uuid4().hex
        key = player_keys.issue(pid, player_keys.DEFAULT_NAME, SCOPES, created=self.clock())
        created = key.record["created"]
        if not self._create(keys=[NAMES, KEYS, account_key(pid), player_keys.records_key(pid)],
                            args=[SKELETON + skeleton(name), pid, name, kind, created, key.record["hash"], folded(name),
                                  key.kid, key.stored(), key.entry, self._origin(address) if address else ""]):
            raise NameTaken(name)
        return {"id": pid, "name": name, "kind": kind, "created": created}, key.secret

    def get(self, pid: str) -> dict[str, Any] | None:
        """The public account (no key hash), or None."""
        if is_bot_identity(pid):
            return None
        raw = self.redis.hgetall(account_key(pid))
        if not raw:
            return None
        return {k.decode(): v.decode() for k, v in raw.items() if k not in (b"key", b"origin")}

    def seating(self, pids: list[str]) -> dict[str, dict[str, Any]]:
        """What a rated table records of its seated accounts for the ratings' rules: each one's ``created``, and
        ``origin``, a number shared only by the accounts here that one address created (null for the others)."""
        pipe = self.redis.pipeline(transaction=False)
        for pid in pids:
            pipe.hmget(account_key(pid), "created", "origin")
        found = dict(zip(pids, pipe.execute(), strict=True))
        by_origin: dict[bytes, list[str]] = {}
        for pid, (_, origin) in found.items():
            if origin:
                by_origin.setdefault(origin, []).append(pid)
        shared = {pid: n for n, group in enumerate(g for g in by_origin.values() if len(g) > 1) for pid in group}
        return {pid: {"created": created.decode() if created else None, "origin": shared.get(pid)}
                for pid, (created, _) in found.items()}

    def names(self, pids: list[str]) -> dict[str, str]:
        """Names of the given ids that are accounts (one round trip)."""
        pipe = self.redis.pipeline(transaction=False)
        for pid in pids:
            pipe.hget(account_key(pid), "name")
        return {pid: name.decode() for pid, name in zip(pids, pipe.execute(), strict=True) if name}

    def strikes(self, pid: str, now: int) -> list[dict[str, str]]:
        """``pid``'s strikes that can still bear on a cooldown at ``now``: each its game event (``gid:v``)
        and that event's time."""
        since = now - lifecycle.COOLDOWN_WINDOW_MS - lifecycle.COOLDOWN_MS
        found = self.redis.zrangebyscore(strikes_key(pid), since, "+inf", withscores=True)
        return [{"strike": member.decode(), "at": clocks.iso(int(score))} for member, score in found]

    def cooldown_until(self, pid: str, now: int) -> int | None:
        """When ``pid``'s cooldown from rated tables ends (ms), from its strikes in the last day."""
        return lifecycle.cooldown_until([clocks.at_ms(s["at"]) for s in self.strikes(pid, now)], now)

    def check_standing(self, pids: list[str]) -> dict[str, list[dict[str, str]]]:
        """403 ``rated_cooldown`` when one of ``pids`` may not sit at a rated table now; else the strikes
        each was judged on, for the table's creation to record so the audit can judge them again."""
        now = clocks.at_ms(utc_now())
        standing = {}
        for pid in pids:
            strikes = self.strikes(pid, now)
            until = lifecycle.cooldown_until([clocks.at_ms(s["at"]) for s in strikes], now)
            if until is not None:
                name = self.names([pid]).get(pid, pid)
                raise Forbidden(
                    f"{name} aborted started tables or left seats {lifecycle.COOLDOWN_STRIKES} times within a day: "
                    f"no rated table until {clocks.iso(until)}.", code="rated_cooldown", player=pid,
                    until=clocks.iso(until))
            standing[pid] = strikes
        return standing
