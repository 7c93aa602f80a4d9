"""Event envelopes and their hash chain (DESIGN §3)."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

Envelope = dict[str, Any]


def canonical_json(value: Any) -> str:
    """The one JSON spelling of a value: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def genesis_hash(gid: str) -> str:
    """The ``prev`` of a game's first event."""
    return hashlib.sha256(f"boardroom:{gid}".encode()).hexdigest()


def envelope_hash(envelope: Envelope) -> str:
    """sha256(prev ‖ canonical JSON of the envelope without its hash)."""
    body = {k: v for k, v in envelope.items() if k != "hash"}
    return hashlib.sha256((envelope["prev"] + canonical_json(body)).encode()).hexdigest()


def utc_now() -> str:
    """UTC ISO-8601 with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def seal(
    gid: str, first_version: int, head: str, events: list[dict[str, Any]], cmd: dict[str, Any] | None
) -> list[Envelope]:
    """Wrap game events in chained envelopes, the first carrying the causing command."""
    return seal_for_storage(gid, first_version, head, events, cmd)[0]


def seal_for_storage(
    gid: str, first_version: int, head: str, events: list[dict[str, Any]], cmd: dict[str, Any] | None
) -> tuple[list[Envelope], list[str]]:
    """The sealed envelopes and the JSON text to store for each (encoded once, on the append's hot path)."""
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
        # Hash the envelope as it reads back from the log (int keys become strings, tuples lists),
        # or the stored copy would not verify and the caller would see another shape than readers.
        envelope = json.loads(canonical_json(envelope))
        body = canonical_json(envelope)
        envelope["hash"] = hashlib.sha256((prev + body).encode()).hexdigest()
        # The stored text need not be canonical (readers parse it; the hash is recomputed from the
        # parsed envelope), so the hash is appended to the body instead of encoding everything again.
        texts.append(f'{body[:-1]},"hash":"{envelope["hash"]}"}}')
        prev = envelope["hash"]
        sealed.append(envelope)
    return sealed, texts


def chain_breaks(gid: str, envelopes: list[Envelope], head: str | None = None) -> list[tuple[int, str]]:
    """(version, reason) for every link that does not hold, starting from ``head`` or genesis."""
    prev = head if head is not None else genesis_hash(gid)
    expected_v = envelopes[0]["v"] if envelopes and head is not None else 1
    faults = []
    for envelope in envelopes:
        if envelope.get("v") != expected_v:
            faults.append((expected_v, f"version {envelope.get('v')} where {expected_v} was expected"))
        if envelope.get("prev") != prev:
            faults.append((envelope.get("v"), "prev does not name the previous event's hash"))
        if envelope_hash(envelope) != envelope.get("hash"):
            faults.append((envelope.get("v"), "hash does not match the event's content"))
        prev = envelope.get("hash", "")
        expected_v = (envelope.get("v") or expected_v) + 1
    return faults
