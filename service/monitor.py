"""A monitor of the transparency log (RFC 9162 §8.3): it follows the signed tree heads, reads every new leaf,
recomputes the signed root from the leaves, and keeps per game the heads it has seen, so a rewritten game
shows as a fork: a second, different head for a (gid, v) already logged, or a later head whose chain does not
go on from the one logged before. ``compare_with_peer`` is gossip: another monitor's signed head must be
consistent with this one's (a split view shows two signed heads that cannot both be the log's).

The record (JSON, kept between runs) is the key, the last head checked, the frontier of the tree read so
far, each game's logged heads and the links still to check. Pure apart from the ``LogClient`` it is given.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field

from events import merkle
from events.envelope import genesis_hash
from service.transparency import ChainMissing, LogClient, LogUnavailable, chain_break, signature_ok


class MonitorAlarm(Exception):
    """A check failed: the log is not what it signed before, a head is not the key's, or a game forked."""


class PeerUnreadable(Exception):
    """A peer's head could not be read: no such file, no answer, or no signed head in it."""


@dataclass
class Round:
    """What one round of the monitor checked, and what it could not check yet."""

    record: dict
    heads: list[dict] = field(default_factory=list)
    leaves: int = 0
    notes: list[str] = field(default_factory=list)


def follow(log: LogClient, record: dict) -> Round:
    """One round: every head signed since the last one seen, each checked for its signature and its
    consistency with the one before; then every leaf up to the newest head, its root recomputed, and each
    game's heads checked for forks. Raises MonitorAlarm on the first failure."""
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
    done = Round({**record, "key": base64.b64encode(key).decode(), "head": last}, checked)
    if last is not None:
        _read_leaves(log, done, last)
        _check_links(log, done)
    return done


def _read_leaves(log: LogClient, done: Round, head: dict) -> None:
    record = done.record
    read = record.get("leaves_read", 0)
    frontier = [(level, bytes.fromhex(h)) for level, h in record.get("frontier", [])]
    games: dict[str, dict[str, str]] = record.setdefault("games", {})
    unlinked: dict[str, list[int]] = record.setdefault("unlinked", {})
    for leaf in log.leaves(read, head["size"]):
        if leaf["index"] != read:
            raise MonitorAlarm(f"the log served leaf {leaf['index']} where leaf {read} was due")
        frontier = merkle.frontier_append(frontier, merkle.leaf_hash(merkle.head_leaf(leaf["gid"], leaf["v"],
                                                                                      leaf["head"])))
        read += 1
        seen = games.setdefault(leaf["gid"], {})
        earlier = seen.get(str(leaf["v"]))
        if earlier is not None and earlier != leaf["head"]:
            raise MonitorAlarm(f"game {leaf['gid']} forked: leaf {leaf['index']} logs a second head {leaf['head']} at "
                               f"version {leaf['v']}, where the log already holds {earlier}: the game was rewritten")
        if earlier is None:
            seen[str(leaf["v"])] = leaf["head"]
            unlinked.setdefault(leaf["gid"], []).append(leaf["v"])
    if read != head["size"]:
        raise MonitorAlarm(f"the log served {read} leaves for a signed tree of {head['size']}")
    if merkle.frontier_root(frontier) != bytes.fromhex(head["root"]):
        raise MonitorAlarm(f"the leaves served do not make the signed root of the tree of {head['size']}: the log "
                           "shows other leaves than it signed")
    record.update(leaves_read=read, frontier=[[level, h.hex()] for level, h in frontier])
    done.leaves = read


def _check_links(log: LogClient, done: Round) -> None:
    """Each newly logged head of a game must lie on one chain with the heads logged before it: from the
    nearest earlier logged head (or the game's genesis) through the new ones to the next logged head."""
    games, unlinked = done.record["games"], done.record["unlinked"]
    for gid in sorted(unlinked):
        heads = {int(v): h for v, h in games[gid].items()}
        new = sorted(unlinked[gid])
        before = [v for v in heads if v < new[0]]
        start = max(before) if before else 0
        span = [v for v in sorted(heads) if v > start and v <= _next_after(heads, new[-1])]
        try:
            broken = chain_break(log, gid, start, heads[start] if start else genesis_hash(gid),
                                 [{"v": v, "head": heads[v]} for v in span])
        except ChainMissing as missing:
            if missing.args[0] == "not_reached":
                raise MonitorAlarm(f"game {gid} forked: the log holds heads up to version {span[-1]}, which the "
                                   "game's history no longer reaches") from None
            done.notes.append(f"game {gid}: the server no longer holds it; its logged heads are kept unchecked")
            del unlinked[gid]
            continue
        if broken == "":
            done.notes.append(f"game {gid}: its links are not public while it is played; checked once it ends")
            continue
        if broken is not None:
            raise MonitorAlarm(f"game {gid} forked: {broken}: the game was rewritten after it was logged")
        del unlinked[gid]


def _next_after(heads: dict[int, str], v: int) -> int:
    later = [u for u in heads if u > v]
    return min(later) if later else v


def compare_with_peer(log: LogClient, key: bytes, ours: dict, theirs: dict) -> str:
    """Gossip: whether another monitor's signed head and ours can both be the log's. Raises MonitorAlarm on a
    split view (two signed heads of one size with different roots, or of two sizes the log cannot prove
    consistent); returns what was compared."""
    if not signature_ok(theirs, key):
        raise MonitorAlarm(f"the peer's tree head of size {theirs.get('size')} is not signed by the log's key")
    if theirs["size"] == ours["size"]:
        if theirs["root"] != ours["root"]:
            raise MonitorAlarm(f"split view: two signed heads of {ours['size']} leaves with different roots "
                               f"({ours['root']} here, {theirs['root']} at the peer)")
        return f"the peer saw the same tree of {ours['size']}"
    small, large = sorted((ours, theirs), key=lambda head: head["size"])
    try:
        proof = log.consistency(small["size"], large["size"])
    except LogUnavailable as error:
        raise MonitorAlarm(f"split view: the log cannot prove the tree of {large['size']} (root {large['root']}) "
                           f"extends the one of {small['size']}: {error}") from None
    if not merkle.verify_consistency(small["size"], large["size"], bytes.fromhex(small["root"]),
                                     bytes.fromhex(large["root"]), proof):
        raise MonitorAlarm(f"split view: the signed tree of {large['size']} (root {large['root']}) does not extend "
                           f"the signed tree of {small['size']} (root {small['root']})")
    return f"the peer's tree of {theirs['size']} is consistent with this one of {ours['size']}"


def peer_head(source: str) -> dict:
    """Another monitor's last signed head: its state file, or a URL answering its record or a tree head."""
    import json
    from pathlib import Path

    if not source.startswith(("http://", "https://")):
        try:
            body = json.loads(Path(source).read_text())
        except (OSError, ValueError) as error:
            raise PeerUnreadable(f"the peer's state file {source} cannot be read: {error}") from None
    else:
        import httpx

        try:
            body = httpx.get(source, timeout=10).json()
        except (httpx.HTTPError, ValueError) as error:
            raise PeerUnreadable(f"the peer {source} did not answer a head: {error}") from None
    head = body.get("head", body) if isinstance(body, dict) else None
    if not isinstance(head, dict) or not {"root", "size", "timestamp", "signature"} <= set(head):
        raise PeerUnreadable(f"the peer {source} holds no signed tree head")
    return head
