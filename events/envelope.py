"""Event envelopes and their hash chain (DESIGN §3).

A game created since the chain was keyed marks its first envelope ``"chain": "hmac-sha256"``: every
link of it is HMAC-SHA256(chain key, prev ‖ canonical body), the key derived from the game's seed
(events.seeds.chain_key) and revealed with it at the end. Without the key a hash says nothing about
the event's content, so hashes may be published while the game runs. Older games (no mark) are
chained with plain sha256 and still verify.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from datetime import UTC, datetime
from typing import Any

import orjson

Envelope = dict[str, Any]

# orjson writes the same text as the json module for everything sealed (sorted keys by code point, no
# spaces, UTF-8, the same escapes and shortest float spellings) except floats below 1e-4 (1e-5 and
# 0.00001 where json writes 1e-05): any output that may hold one, and anything orjson refuses (keys
# that are not strings, ints beyond 64 bits, dataclasses, datetimes), is spelled by json itself.
# NaN and infinities are not JSON (orjson writes null); no event carries them.
_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
_SMALL_FLOAT = re.compile(rb"[0-9]e-|0\.0000")


def _refuse(value: Any) -> Any:
    raise TypeError(f"{type(value).__name__} is left to the json module")


def canonical_json(value: Any) -> str:
    """The one JSON spelling of a value: sorted keys, no spaces, UTF-8 (json.dumps(sort_keys=True,
    separators=(",", ":"), ensure_ascii=False), which every chain hash so far was computed over)."""
    text = _orjson_canonical(value)
    return text.decode() if text is not None else _json_canonical(value)


def _orjson_canonical(value: Any) -> bytes | None:
    """The canonical spelling by orjson, or None where it would differ from json's or orjson refuses."""
    try:
        text = orjson.dumps(value, default=_refuse, option=_OPTIONS)
    except TypeError:
        return None
    if (b"e-" in text or b"0.0000" in text) and _SMALL_FLOAT.search(text) is not None:  # "in" first: 3x faster
        return None
    return text


def _json_canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def as_read_back(value: Any) -> Any:
    """``value`` as it reads back from its canonical JSON (int keys become strings, tuples lists)."""
    text = _orjson_canonical(value)
    # orjson reads back exactly what it wrote (its ints fit 64 bits); json.loads for the rest.
    return orjson.loads(text) if text is not None else json.loads(_json_canonical(value))


def genesis_hash(gid: str) -> str:
    """The ``prev`` of a game's first event."""
    return hashlib.sha256(f"boardroom:{gid}".encode()).hexdigest()


KEYED = "hmac-sha256"
"""The value of the first envelope's ``chain`` field in a game whose links are keyed."""


def link_hash(prev: str, body: str, key: str | None = None) -> str:
    """sha256(prev ‖ body) for an unkeyed chain, HMAC-SHA256(key, prev ‖ body) for a keyed one."""
    if key is None:
        return hashlib.sha256((prev + body).encode()).hexdigest()
    return hmac.new(key.encode(), (prev + body).encode(), hashlib.sha256).hexdigest()


def envelope_hash(envelope: Envelope, key: str | None = None) -> str:
    """The link hash of the canonical JSON of the envelope without its hash (keyed when ``key`` is given)."""
    body = {k: v for k, v in envelope.items() if k != "hash"}
    return link_hash(envelope["prev"], canonical_json(body), key)


def is_keyed(envelopes: list[Envelope]) -> bool:
    """Whether a history that starts at version 1 says its chain is keyed."""
    return bool(envelopes) and envelopes[0].get("chain") == KEYED


def utc_now() -> str:
    """UTC ISO-8601 with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def seal(
    gid: str, first_version: int, head: str, events: list[dict[str, Any]], cmd: dict[str, Any] | None,
    key: str | None = None,
) -> list[Envelope]:
    """Wrap game events in chained envelopes, the first carrying the causing command."""
    return seal_for_storage(gid, first_version, head, events, cmd, key)[0]


def seal_for_storage(
    gid: str, first_version: int, head: str, events: list[dict[str, Any]], cmd: dict[str, Any] | None,
    key: str | None = None,
) -> tuple[list[Envelope], list[str]]:
    """The sealed envelopes and the JSON text to store for each (encoded once, on the append's hot path).

    ``key`` is the game's chain key: a game sealed with one from version 1 on is marked keyed.
    """
    at = utc_now()
    sealed: list[Envelope] = []
    texts: list[str] = []
    prev = head
    for offset, ev in enumerate(events):
        envelope: Envelope = {
            "gid": gid,
            "v": first_version + offset,
            "type": ev["type"],
            "seat": ev.get("seat"),
            "data": ev.get("data", {}),
            "at": at,
            "prev": prev,
        }
        if ev.get("sv", 1) != 1:  # the event type's schema version; absent means 1
            envelope["sv"] = ev["sv"]
        if offset == 0 and cmd is not None:
            envelope["cmd"] = cmd
        if key is not None and envelope["v"] == 1:
            envelope["chain"] = KEYED
        # Hash the envelope as it reads back from the log (int keys become strings, tuples lists),
        # or the stored copy would not verify and the caller would see another shape than readers.
        envelope = as_read_back(envelope)
        body = canonical_json(envelope)
        envelope["hash"] = link_hash(prev, body, key)
        # The stored text need not be canonical (readers parse it; the hash is recomputed from the
        # parsed envelope), so the hash is appended to the body instead of encoding everything again.
        texts.append(f'{body[:-1]},"hash":"{envelope["hash"]}"}}')
        prev = envelope["hash"]
        sealed.append(envelope)
    return sealed, texts


def chain_breaks(
    gid: str, envelopes: list[Envelope], head: str | None = None, key: str | None = None
) -> list[tuple[int, str]]:
    """(version, reason) for every link that does not hold, starting from ``head`` or genesis.

    From genesis, the first envelope says whether the chain is keyed (then ``key`` is needed); from
    a ``head``, the links are checked keyed exactly when a ``key`` is given.
    """
    prev = head if head is not None else genesis_hash(gid)
    expected_v = envelopes[0]["v"] if envelopes and head is not None else 1
    if head is None:
        scheme = envelopes[0].get("chain") if envelopes else None
        if scheme not in (None, KEYED):
            return [(1, f"unknown chain scheme {scheme!r}")]
        if scheme is None:
            key = None
        elif key is None:
            return [(1, "the chain is keyed: its key derives from the seed, which is revealed at the end")]
    faults = []
    for envelope in envelopes:
        if envelope.get("v") != expected_v:
            faults.append((expected_v, f"version {envelope.get('v')} where {expected_v} was expected"))
        if envelope.get("prev") != prev:
            faults.append((envelope.get("v"), "prev does not name the previous event's hash"))
        if envelope_hash(envelope, key) != envelope.get("hash"):
            faults.append((envelope.get("v"), "hash does not match the event's content"))
        prev = envelope.get("hash", "")
        expected_v = (envelope.get("v") or expected_v) + 1
    return faults
