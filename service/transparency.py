"""Checking the transparency log from outside, as a monitor or an auditor does: signatures, consistency
between the heads a monitor saw, and inclusion of a game's batch heads. Speaks to the log only through
its public routes (``get``), so it trusts nothing the operator says without a proof."""

from __future__ import annotations

import base64
import binascii
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from events import merkle
from projections.transparency import signed_payload
from service.audit import Check

RATE_LIMITED_TRIES = 5

# GET path with query parameters -> (status, JSON body)
Get = Callable[[str, dict[str, Any]], tuple[int, Any]]


class LogUnavailable(Exception):
    """The log answered something other than what its routes promise."""


@dataclass
class LogClient:
    get: Get

    def _ok(self, path: str, params: dict[str, Any] | None = None) -> Any:
        status, body = self.get(path, params or {})
        if status != 200:
            raise LogUnavailable(f"GET {path} {params or ''} answered {status}: {body}")
        return body

    def key(self) -> bytes:
        body = self._ok("/v1/transparency/key")
        if body.get("alg") != "ed25519":
            raise LogUnavailable(f"the log signs with {body.get('alg')!r}, not ed25519")
        return base64.b64decode(body["key"])

    def head(self) -> dict:
        return self._ok("/v1/transparency/head")

    def heads(self, since: int) -> list[dict]:
        """Every signed head of a tree larger than ``since``, smallest first."""
        heads: list[dict] = []
        query: dict[str, Any] = {"since": since, "limit": 1000}
        while True:
            body = self._ok("/v1/transparency/heads", query)
            heads += body["heads"]
            if body["next"] is None:
                return heads
            query["cursor"] = body["next"]

    def consistency(self, first: int, second: int) -> list[bytes]:
        body = self._ok("/v1/transparency/consistency", {"from": first, "to": second})
        return [bytes.fromhex(h) for h in body["consistency_path"]]

    def inclusion(self, gid: str, v: int, size: int) -> dict | None:
        """The proof of (gid, v) in the tree of ``size``, or None when (gid, v) is not a leaf of it."""
        status, body = self.get("/v1/transparency/proof", {"gid": gid, "v": v, "size": size})
        if status == 404 and isinstance(body, dict) and body.get("code") == "not_a_leaf":
            return None
        if status != 200:
            raise LogUnavailable(f"GET /v1/transparency/proof answered {status}: {body}")
        return body


def signature_ok(head: dict, key: bytes) -> bool:
    """Whether ``head``'s signature is ``key``'s over its canonical {"root","size","timestamp"}."""
    try:
        Ed25519PublicKey.from_public_bytes(key).verify(
            base64.b64decode(head["signature"], validate=True),
            signed_payload(head["root"], head["size"], head["timestamp"]))
    except (InvalidSignature, ValueError, KeyError, TypeError, binascii.Error):
        return False
    return True


class MonitorAlarm(Exception):
    """A check failed: the log is not what it signed before, or a head is not the key's."""


def follow(log: LogClient, record: dict) -> tuple[dict, list[dict]]:
    """One round of a monitor: every head signed since ``record`` (the key and the last head seen), each
    checked for its signature and its consistency with the last one seen. Returns the new record and the
    heads checked; raises MonitorAlarm on the first failure."""
    key = log.key()
    if "key" in record and base64.b64decode(record["key"]) != key:
        raise MonitorAlarm("the log's public key changed since this monitor last looked")
    last = record.get("head")
    heads = log.heads(last["size"] if last else 0)
    latest = log.head()
    if latest != (heads[-1] if heads else last):
        heads.append(latest)  # signed after the page was read, or a head the list does not hold: checked anyway
    checked = []
    for head in heads:
        if not signature_ok(head, key):
            raise MonitorAlarm(f"the tree head of size {head.get('size')} is not signed by the log's key")
        if last is not None and head["size"] < last["size"]:
            raise MonitorAlarm(f"the tree shrank from {last['size']} to {head['size']} leaves")
        if last is not None:
            proof = log.consistency(last["size"], head["size"])
            if not merkle.verify_consistency(last["size"], head["size"], bytes.fromhex(last["root"]),
                                             bytes.fromhex(head["root"]), proof):
                raise MonitorAlarm(f"the tree of {head['size']} leaves (root {head['root']}) is not an extension "
                                   f"of the one of {last['size']} seen before (root {last['root']}): "
                                   "the log was rewritten")
        last = head
        checked.append(head)
    return {"key": base64.b64encode(key).decode(), "head": last}, checked


def leaf_of(gid: str, envelope: dict) -> bytes:
    return merkle.leaf_hash(merkle.head_leaf(gid, envelope["v"], envelope["hash"]))


def batch_ends(envelopes: list[dict]) -> list[dict]:
    """The last envelope of each appended batch (a batch starts with the envelope recording its command):
    the versions the log holds a leaf for."""
    return [e for i, e in enumerate(envelopes) if i + 1 == len(envelopes) or "cmd" in envelopes[i + 1]]


def check_inclusion(log: LogClient, gid: str, envelopes: list[dict]) -> Check:
    """Every batch head of the history that is a leaf is included, with this history's hash, in the latest
    signed tree; the history's last version must be a leaf. A batch appended before the log existed is no
    leaf and is passed over."""
    if not envelopes:
        return Check("transparency", False, 0, "the history is empty")
    key, head = log.key(), log.head()
    if not signature_ok(head, key):
        return Check("transparency", False, 0, "the latest tree head is not signed by the log's key")
    root, size = bytes.fromhex(head["root"]), head["size"]
    leaves = 0
    for envelope in batch_ends(envelopes):
        if "hash" not in envelope:
            return Check("transparency", False, envelope["v"], "the history withholds its hashes")
        proof = log.inclusion(gid, envelope["v"], size)
        if proof is None:
            if envelope is envelopes[-1]:
                return Check("transparency", False, envelope["v"],
                             f"the history's last version is not a leaf of the signed tree of {size}: not yet "
                             "logged (try again in a second), or a history the log never saw")
            continue
        path = [bytes.fromhex(h) for h in proof["audit_path"]]
        if not merkle.verify_inclusion(leaf_of(gid, envelope), proof["leaf_index"], size, path, root):
            return Check("transparency", False, envelope["v"],
                         f"the log holds a different head at version {envelope['v']} than this history: "
                         "the history was rewritten after it was logged")
        leaves += 1
    return Check("transparency", True, envelopes[-1]["v"],
                 f"{leaves} batch heads included in the signed tree of {size} (root {head['root']})")


def http_get(base_url: str) -> Get:
    """``Get`` over HTTP with httpx."""
    import httpx

    client = httpx.Client(base_url=base_url.rstrip("/"), timeout=10)

    def get(path: str, params: dict[str, Any]) -> tuple[int, Any]:
        for attempt in range(RATE_LIMITED_TRIES):
            try:
                response = client.get(path, params=params)
            except httpx.HTTPError as error:
                raise LogUnavailable(f"GET {base_url}{path}: {error}") from None
            if response.status_code != 429 or attempt + 1 == RATE_LIMITED_TRIES:
                break
            time.sleep(min(float(response.headers.get("Retry-After", "1")), 10.0))  # the server's own pacing
        try:
            return response.status_code, response.json()
        except json.JSONDecodeError:
            return response.status_code, response.text
    return get
