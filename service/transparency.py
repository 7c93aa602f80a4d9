"""Checking the transparency log from outside: the log's public routes as a client, signatures, and an
auditor's check of one game's history against the log (service/monitor.py follows the whole log). Speaks
to the log only through its public routes (``get``), so it trusts nothing the operator says without a
proof."""

from __future__ import annotations

import base64
import binascii
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from events import merkle
from projections.transparency import signed_payload
from service.audit import Check

RATE_LIMITED_TRIES = 5
CHAIN_LINKS_PER_CALL = 1000  # the most /v1/transparency/chain gives at once

# GET path with query parameters -> (status, JSON body)
Get = Callable[[str, dict[str, Any]], tuple[int, Any]]


class LogUnavailable(Exception):
    """The log answered something other than what its routes promise."""


class ChainMissing(LookupError):
    """The server does not hold the game, or not the versions asked (``args``: the problem's code, detail)."""


@dataclass
class LogClient:
    get: Get

    def _ok(self, path: str, params: dict[str, Any] | None = None) -> Any:
        status, body = self.get(path, params or {})
        if status != 200:
            raise LogUnavailable(f"GET {path}{' ' + json.dumps(params) if params else ''} answered {status}: "
                                 f"{json.dumps(body) if isinstance(body, dict) else body}")
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
        return self._proof("/v1/transparency/proof", {"gid": gid, "v": v, "size": size})

    def inclusion_at(self, index: int, size: int) -> dict | None:
        """The proof of the leaf at ``index`` in the tree of ``size``, or None when there is none."""
        return self._proof(f"/v1/transparency/leaves/{index}/proof", {"size": size})

    def _proof(self, path: str, query: dict[str, Any]) -> dict | None:
        status, body = self.get(path, query)
        if status == 404 and isinstance(body, dict) and body.get("code") == "not_a_leaf":
            return None
        if status != 200:
            raise LogUnavailable(f"GET {path} answered {status}: {body}")
        return body

    def _pages(self, path: str, query: dict[str, Any]) -> list[dict]:
        items: list[dict] = []
        while True:
            body = self._ok(path, query)
            items += body["leaves"]
            if body["next"] is None:
                return items
            query = {**query, "cursor": body["next"]}

    def leaves(self, start: int, end: int) -> list[dict]:
        """The leaves ``start`` to ``end - 1`` with their data (gid, v, head), in order."""
        return self._pages("/v1/transparency/leaves", {"start": start, "end": end}) if start < end else []

    def game_leaves(self, gid: str) -> list[dict]:
        """Every leaf the log lists for one game, in log order."""
        return self._pages(f"/v1/transparency/games/{quote(gid, safe='')}/leaves", {})

    def chain(self, gid: str, first: int, second: int) -> list[dict] | None:
        """The game's links from version ``first`` to ``second``; None while its hashes are not public."""
        status, body = self.get("/v1/transparency/chain", {"gid": gid, "from": first, "to": second})
        if status == 409 and isinstance(body, dict) and body.get("code") == "chain_not_public":
            return None
        if status == 404 and isinstance(body, dict) and body.get("code") in ("game_not_found", "not_reached"):
            raise ChainMissing(body.get("code"), body.get("detail", ""))
        if status != 200:
            raise LogUnavailable(f"GET /v1/transparency/chain answered {status}: {body}")
        return body["links"]


def signature_ok(head: dict, key: bytes) -> bool:
    """Whether ``head``'s signature is ``key``'s over its canonical {"root","size","timestamp"}."""
    try:
        Ed25519PublicKey.from_public_bytes(key).verify(
            base64.b64decode(head["signature"], validate=True),
            signed_payload(head["root"], head["size"], head["timestamp"]))
    except (InvalidSignature, ValueError, KeyError, TypeError, binascii.Error):
        return False
    return True


def leaf_of(gid: str, envelope: dict) -> bytes:
    return merkle.leaf_hash(merkle.head_leaf(gid, envelope["v"], envelope["hash"]))


def batch_ends(envelopes: list[dict]) -> list[dict]:
    """The last envelope of each appended batch (a batch starts with the envelope recording its command):
    the versions the log holds a leaf for."""
    return [e for i, e in enumerate(envelopes) if i + 1 == len(envelopes) or "cmd" in envelopes[i + 1]]


def check_inclusion(log: LogClient, gid: str, envelopes: list[dict]) -> Check:
    """The log as a map for this game: every batch head of the history is logged, the first leaf logged for
    its (gid, v) holds this history's hash, and the log holds no head of the game that the history does not
    contain (a rewrite logged beside the original). Each leaf is checked by an inclusion proof against the
    latest signed tree head."""
    if not envelopes:
        return Check("transparency", False, 0, "the history is empty")
    if any("hash" not in e for e in envelopes):
        return Check("transparency", False, next(e["v"] for e in envelopes if "hash" not in e),
                     "the history withholds its hashes")
    key, head = log.key(), log.head()
    if not signature_ok(head, key):
        return Check("transparency", False, 0, "the latest tree head is not signed by the log's key")
    root, size = bytes.fromhex(head["root"]), head["size"]
    hashes = {e["v"]: e["hash"] for e in envelopes}
    first: dict[int, dict] = {}
    later: list[dict] = []
    for leaf in log.game_leaves(gid):
        if leaf["index"] >= size or leaf.get("gid") != gid:
            continue
        proof = log.inclusion_at(leaf["index"], size)
        path = [bytes.fromhex(h) for h in proof["audit_path"]] if proof else []
        data = merkle.head_leaf(gid, leaf["v"], leaf["head"])
        if proof is None or not merkle.verify_inclusion(merkle.leaf_hash(data), leaf["index"], size, path, root):
            return Check("transparency", False, leaf["v"],
                         f"the log lists leaf {leaf['index']} for this game but cannot prove it is in its tree")
        if leaf["v"] > envelopes[-1]["v"]:
            later.append(leaf)
            continue
        if hashes.get(leaf["v"]) != leaf["head"]:
            earlier = first.get(leaf["v"])
            if leaf["v"] in hashes and earlier is None:
                detail = (f"the log holds a different head at version {leaf['v']} than this history: the history "
                          "was rewritten after it was logged")
            else:
                detail = (f"the log holds a head at version {leaf['v']} (leaf {leaf['index']}) that this history "
                          "does not contain: another history of this game was logged, the game forked")
            return Check("transparency", False, leaf["v"], detail)
        first.setdefault(leaf["v"], leaf)
    if later:
        try:
            broken = chain_break(log, gid, envelopes[-1]["v"], envelopes[-1]["hash"], later)
        except ChainMissing as missing:
            broken = f"the server cannot show how the game went on ({missing.args[1]})"
        if broken:
            return Check("transparency", False, envelopes[-1]["v"],
                         f"the log holds heads of this game after its last version that do not extend it: {broken}")
    for envelope in batch_ends(envelopes):
        if envelope["v"] not in first:
            if envelope is not envelopes[-1]:
                why = ""
            elif later:
                why = (f": the history stops inside a batch, cut short (the log's next head of this game is at "
                       f"version {min(leaf['v'] for leaf in later)})")
            else:
                why = ": not yet logged (try again in a second), or a history the log never saw"
            return Check("transparency", False, envelope["v"], f"the history's batch head at version "
                                                               f"{envelope['v']} is not a leaf of the signed tree "
                                                               f"of {size}{why}")
    return Check("transparency", True, envelopes[-1]["v"],
                 f"{len(first)} batch heads, each the first head logged for its version, and no other head of this "
                 f"game, in the signed tree of {size} (root {head['root']})")


def chain_break(log: LogClient, gid: str, v: int, head: str, leaves: list[dict]) -> str | None:
    """Why the logged ``leaves`` (versions after ``v``) do not lie on one chain going on from ``head`` at ``v``,
    by the game's links from the server; None when they do, "" while the links are not public yet."""
    wanted = {leaf["v"]: leaf["head"] for leaf in leaves}
    prev, at, last = head, v, max(wanted)
    while at < last:
        links = log.chain(gid, at, min(last, at + CHAIN_LINKS_PER_CALL))
        if links is None:
            return ""
        if not links:
            return f"the server shows no link after version {at}"
        for link in links:
            if link["v"] != at + 1 or link["prev"] != prev:
                return (f"version {link['v']} does not follow the head {prev} at version {at}")
            if wanted.get(link["v"], link["hash"]) != link["hash"]:
                return f"the head logged at version {link['v']} is not the one the chain reaches"
            prev, at = link["hash"], link["v"]
    return None


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
