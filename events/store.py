"""The event store: one Redis stream per game, appended by one Lua script (DESIGN §3)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import redis

from events.envelope import Envelope, canonical_json, genesis_hash, seal_for_storage
from events.keys import GameKeys, create_idempotency_key
from events.replication import NotReplicated, Replication

IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000
# A create's key is claimed before the game is appended; a claim its creator never completed (a
# crash) expires after this long, so the key is not blocked for a day.
CREATE_CLAIM_TTL_MS = 60 * 1000
FEED_MAXLEN = 1_000_000
HEADS_CACHED = 10_000


class Any_:
    """Marker for "append whatever the current version is"."""

    def __repr__(self) -> str:
        return "ANY"


ANY = Any_()


class WrongExpectedVersion(Exception):
    """The game is not at the version the caller decided on."""

    def __init__(self, expected: int, current: int):
        super().__init__(f"expected version {expected}, current version {current}")
        self.expected = expected
        self.current = current


class CorruptEvent(Exception):
    """A stored log entry that is not an event envelope (damaged or tampered with)."""

    def __init__(self, version: int, reason: str):
        super().__init__(f"the stored event at version {version} is corrupt: {reason}")
        self.version = version
        self.reason = reason


def _decode(entry_id: bytes, fields: dict[bytes, bytes]) -> Envelope:
    try:
        envelope = json.loads(fields[b"e"])
    except (KeyError, ValueError) as error:
        raise CorruptEvent(int(entry_id.split(b"-")[0]), f"not a JSON envelope ({error})") from None
    if not isinstance(envelope, dict):
        raise CorruptEvent(int(entry_id.split(b"-")[0]), "not a JSON object")
    return envelope


__all__ = ["NotReplicated"]  # raised by appends: the store's callers catch it from here


class IdempotencyKeyReused(Exception):
    """The idempotency key was already used for another command."""


class IdempotencyKeyInFlight(Exception):
    """The first request under this idempotency key is still being handled."""


@dataclass(frozen=True)
class Idempotency:
    """An idempotency key, the fingerprint of the request it names, and the seat it belongs to
    (a seat's keys are its own: the same key from another seat names another request)."""

    key: str
    fingerprint: str
    seat: int | None = None


@dataclass
class Appended:
    """The outcome of an append: the new version, the envelopes, the caller's response."""

    version: int
    envelopes: list[Envelope]
    response: dict[str, Any] | None
    replayed: bool = False


class EventStore:
    """Appends and reads game events; keeps each game's seed and token hashes apart from the log."""

    def __init__(self, client: redis.Redis, partitions: int = 16, min_replicas: int = 0,
                 replica_timeout_ms: int = 1000, replica_floor: int | None = None):
        self.redis = client
        self.partitions = partitions
        self.replication = Replication(client, min_replicas, replica_timeout_ms, replica_floor)
        source = resources.files("events").joinpath("append.lua").read_text()
        self._append_script = client.register_script(source)
        # (version, head hash) pairs this process has seen, by game: the hash at a version never
        # changes, so an append expecting that version chains from it without reading the meta hash
        # first; the script re-checks the stored head, so a stale entry only costs a retry.
        self._heads: dict[str, tuple[int, str]] = {}

    def _remember_head(self, gid: str, version: int, head: str) -> None:
        known = self._heads.get(gid)
        if known is None or known[0] < version:
            if len(self._heads) > HEADS_CACHED:
                self._heads.clear()
            self._heads[gid] = (version, head)

    def keys(self, gid: str) -> GameKeys:
        return GameKeys.of(gid, self.partitions)

    def head(self, gid: str) -> tuple[int, str]:
        """(version, head hash) of a game; (0, genesis) when it has no events."""
        return _head(gid, *self.redis.hmget(self.keys(gid).meta, "v", "head"))

    def version(self, gid: str) -> int:
        return self.head(gid)[0]

    def heads(self, gids: list[str]) -> dict[str, tuple[int, str]]:
        """(version, head hash) of each game, as ``head`` gives it, in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for gid in gids:
            pipe.hmget(self.keys(gid).meta, "v", "head")
        return {gid: _head(gid, *fields) for gid, fields in zip(gids, pipe.execute(), strict=True)}

    def replayed_response(self, gid: str, idempotency: Idempotency) -> dict[str, Any] | None:
        """The stored response for this key and fingerprint; raises if the key named another request."""
        replay = self._replay(gid, idempotency)
        if replay is not None and self.replication.required:
            self.replication.confirm(self.keys(gid).fence)  # the first attempt's reply may have been a 503
        return replay.response if replay is not None else None

    def _replay(self, gid: str, idempotency: Idempotency) -> Appended | None:
        """What an append under this key already did, or None; raises if it named another request."""
        stored = self.redis.get(self.keys(gid).idempotency(idempotency.key, idempotency.seat))
        if stored is None:
            return None
        fingerprint, _, outcome = stored.decode().partition("\n")
        if fingerprint != idempotency.fingerprint:
            raise IdempotencyKeyReused(idempotency.key)
        return _replayed(outcome)

    def append(
        self,
        gid: str,
        events: list[dict[str, Any]],
        expected: int | Any_ = ANY,
        cmd: dict[str, Any] | None = None,
        idempotency: Idempotency | None = None,
        respond: Callable[[list[Envelope]], dict[str, Any]] | None = None,
        secrets: dict[str, str] | None = None,
        chain_key: str | None = None,
    ) -> Appended:
        """Append ``events`` as one batch, all or nothing.

        ``expected`` is the version the caller decided on, or ANY. ``respond`` builds the response
        kept under the idempotency key. ``secrets`` are fields written to the game's secrets hash
        in the same transaction. ``chain_key`` keys the hashes (events.envelope): give it on every
        append of a game whose first append had it.
        """
        if not events:
            raise ValueError("an append needs at least one event")
        keys = self.keys(gid)
        while True:
            known = self._heads.get(gid) if expected is not ANY else None
            if expected == 0:
                version, head, checked = 0, genesis_hash(gid), ""  # the script checks the game is new
            elif known is not None and known[0] == expected:
                version, head = known
                checked = head
            else:
                version, head = self.head(gid)
                checked = ""
            if expected is not ANY and version != expected:
                # Cheap early exit; the script re-checks atomically.
                replay = self._replay(gid, idempotency) if idempotency else None
                if replay is not None:
                    return replay
                raise WrongExpectedVersion(expected, version)
            envelopes, texts = seal_for_storage(gid, version + 1, head, events, cmd, chain_key)
            response = respond(envelopes) if respond else None
            args: list[Any] = [
                version,
                idempotency.fingerprint if idempotency else "",
                IDEMPOTENCY_TTL_MS,
                canonical_json(response),
                envelopes[-1]["hash"],
                FEED_MAXLEN,
                gid,
                checked,
                len(envelopes),
            ]
            for envelope, text in zip(envelopes, texts, strict=True):
                args += [envelope["type"], text]
            secret_items = list((secrets or {}).items())
            args.append(len(secret_items))
            for field, value in secret_items:
                args += [field, value]
            idem_key = keys.idempotency(idempotency.key, idempotency.seat) if idempotency else keys.idempotency("-")
            script_keys = [keys.log, keys.meta, keys.feed, idem_key, keys.secrets]
            if self.replication.required:
                status, value = self.replication.run(self._append_script, script_keys, args, keys.fence)
            else:
                status, value = self._append_script(keys=script_keys, args=args)
            status = status.decode()
            if status == "ok":
                self._remember_head(gid, int(value), envelopes[-1]["hash"])
                return Appended(int(value), envelopes, response)
            if status == "stale-head":
                self._heads.pop(gid, None)
                continue
            if status == "replay":
                return _replayed(value.decode())
            if status == "reused":
                raise IdempotencyKeyReused(idempotency.key if idempotency else "")
            if expected is ANY:
                continue
            raise WrongExpectedVersion(expected, int(value))

    def read(self, gid: str, after: int = 0, limit: int | None = None) -> list[Envelope]:
        """Events with version > ``after``, oldest first, at most ``limit``."""
        if limit is not None and limit <= 0:
            return []  # XRANGE has no COUNT 0
        entries = self.redis.xrange(self.keys(gid).log, min=f"({after}-0" if after else "-", max="+",
                                    count=limit)
        envelopes = [_decode(entry_id, fields) for entry_id, fields in entries]
        if envelopes and isinstance(envelopes[-1].get("v"), int) and isinstance(envelopes[-1].get("hash"), str):
            self._remember_head(gid, envelopes[-1]["v"], envelopes[-1]["hash"])
        return envelopes

    def read_many(self, after: dict[str, int]) -> dict[str, list[Envelope]]:
        """For each game, its events with version > ``after[gid]``, in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for gid, version in after.items():
            pipe.xrange(self.keys(gid).log, min=f"({version}-0" if version else "-", max="+")
        return {gid: [_decode(entry_id, fields) for entry_id, fields in entries]
                for gid, entries in zip(after, pipe.execute(), strict=True)}

    # -- a game creation's idempotency key (the game does not exist yet: no partition, no script) --

    def claim_create(self, scoped_key_hash: str, fingerprint: str,
                     pending: dict[str, Any] | None = None) -> dict[str, Any] | None:
        """Claim a create's key: None when this caller goes on to create; the stored response when the
        same request already succeeded; ``{"pending": …}`` when an earlier attempt claimed it with the table it
        was making (its id, seed and tokens), which a retry finishes or makes again the same. Raises
        IdempotencyKeyReused (another request) or IdempotencyKeyInFlight (an attempt without ``pending`` is
        still running).

        A claim with ``pending`` is kept as long as a response: whatever happened to its first attempt, the key
        never makes a second table."""
        key = create_idempotency_key(scoped_key_hash)
        claim = _claim_text(fingerprint, pending)
        ttl = IDEMPOTENCY_TTL_MS if pending is not None else CREATE_CLAIM_TTL_MS
        while True:
            if self.redis.set(key, claim, nx=True, px=ttl):
                return None
            stored = self.redis.get(key)
            if stored is None:
                continue  # the claim expired between the two calls
            stored_fingerprint, _, response = stored.decode().partition("\n")
            if stored_fingerprint != fingerprint:
                raise IdempotencyKeyReused(scoped_key_hash)
            if not response:
                raise IdempotencyKeyInFlight(scoped_key_hash)
            return json.loads(response)

    def complete_create(self, scoped_key_hash: str, fingerprint: str, response: dict[str, Any]) -> None:
        """Keep a create's response under its claimed key for the idempotency TTL."""
        self.redis.set(create_idempotency_key(scoped_key_hash), fingerprint + "\n" + canonical_json(response),
                       px=IDEMPOTENCY_TTL_MS)

    def confirm(self, gid: str) -> None:
        """Raise NotReplicated unless the required replicas hold everything of the game's partition."""
        if self.replication.required:
            self.replication.confirm(self.keys(gid).fence)

    def release_create(self, scoped_key_hash: str, fingerprint: str, pending: dict[str, Any] | None = None) -> None:
        """Give up a claim whose create was refused before anything was written, so a retry may try again."""
        key = create_idempotency_key(scoped_key_hash)
        if self.redis.get(key) == _claim_text(fingerprint, pending).encode():
            self.redis.delete(key)

    def secret(self, gid: str, field: str) -> str | None:
        value = self.redis.hget(self.keys(gid).secrets, field)
        return value.decode() if value is not None else None

    def exists(self, gid: str) -> bool:
        return bool(self.redis.exists(self.keys(gid).meta))


def _claim_text(fingerprint: str, pending: dict[str, Any] | None) -> str:
    return fingerprint + "\n" + (canonical_json({"pending": pending}) if pending is not None else "")


def _replayed(outcome: str) -> Appended:
    """The Appended of a replay from what the key stored after the fingerprint: version, newline, response."""
    version, _, response = outcome.partition("\n")
    return Appended(int(version), [], json.loads(response), replayed=True)


def _head(gid: str, version: bytes | None, head: bytes | None) -> tuple[int, str]:
    """(version, head hash) from a game's meta fields; (0, genesis) when it has no events."""
    return (0, genesis_hash(gid)) if version is None else (int(version), head.decode())
