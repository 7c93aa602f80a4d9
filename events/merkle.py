"""RFC 9162 §2.1 Merkle tree maths: hashes, roots, inclusion and consistency proofs and their checks.

Pure: the tree's storage is a function ``node(level, index)`` giving the hash of the perfect subtree of
``2**level`` leaves starting at leaf ``index * 2**level`` (level 0: the leaf hashes). Those hashes never
change once the subtree is full, so a store may keep them as the leaves arrive.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable

Node = Callable[[int, int], bytes]
EMPTY_ROOT = hashlib.sha256(b"").digest()


def leaf_hash(data: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def head_leaf(gid: str, v: int, head: str) -> bytes:
    """A game head's leaf data: canonical JSON (sorted keys, no spaces, UTF-8)."""
    return json.dumps({"gid": gid, "head": head, "v": v}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode()


def _split(n: int) -> int:
    """The largest power of two smaller than ``n`` (n >= 2)."""
    return 1 << ((n - 1).bit_length() - 1)


def range_root(node: Node, start: int, end: int) -> bytes:
    """MTH(D[start:end]), where ``start`` is a multiple of the largest power of two below ``end - start``
    (true of every range RFC 9162's recursion visits)."""
    n = end - start
    if n == 0:
        return EMPTY_ROOT
    if n & (n - 1) == 0:
        level = n.bit_length() - 1
        return node(level, start >> level)
    k = _split(n)
    return node_hash(range_root(node, start, start + k), range_root(node, start + k, end))


def root(node: Node, size: int) -> bytes:
    return range_root(node, 0, size)


def inclusion_proof(node: Node, index: int, size: int) -> list[bytes]:
    """PATH(index, D[0:size]) (RFC 9162 §2.1.3.1)."""
    if not 0 <= index < size:
        raise ValueError(f"leaf {index} is not in a tree of {size}")
    path: list[bytes] = []
    start, end = 0, size
    while end - start > 1:
        k = _split(end - start)
        if index - start < k:
            path.append(range_root(node, start + k, end))
            end = start + k
        else:
            path.append(range_root(node, start, start + k))
            start += k
    return path[::-1]


def consistency_proof(node: Node, first: int, second: int) -> list[bytes]:
    """PROOF(first, D[0:second]) (RFC 9162 §2.1.4.1); empty when first is 0 or equals second."""
    if not 0 <= first <= second:
        raise ValueError(f"no consistency proof from {first} to {second}")
    if first == 0 or first == second:
        return []
    proof: list[bytes] = []
    start, end, whole = 0, second, True
    m = first
    while m != end:
        k = _split(end - start)
        if m - start <= k:
            proof.append(range_root(node, start + k, end))
            end = start + k
        else:
            proof.append(range_root(node, start, start + k))
            start, whole = start + k, False
    if not whole:
        proof.append(range_root(node, start, end))
    return proof[::-1]


def verify_inclusion(leaf: bytes, index: int, size: int, path: list[bytes], expected_root: bytes) -> bool:
    """RFC 9162 §2.1.3.2: whether ``path`` proves the leaf hash ``leaf`` at ``index`` under ``expected_root``."""
    if not 0 <= index < size:
        return False
    fn, sn, r = index, size - 1, leaf
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            if not fn & 1:
                while fn and not fn & 1:
                    fn, sn = fn >> 1, sn >> 1
        else:
            r = node_hash(r, p)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and r == expected_root


def verify_consistency(first: int, second: int, first_root: bytes, second_root: bytes, proof: list[bytes]) -> bool:
    """RFC 9162 §2.1.4.2: whether ``proof`` shows the tree of ``second`` leaves extends the one of ``first``."""
    if not 0 <= first <= second:
        return False
    if first == second:
        return not proof and first_root == second_root
    if first == 0:
        return not proof  # every tree extends the empty one
    if not proof:
        return False
    if first & (first - 1) == 0:  # a power of two: the first tree is a subtree, its root comes first
        proof = [first_root, *proof]
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = proof[0]
    for c in proof[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = node_hash(c, fr), node_hash(c, sr)
            if not fn & 1:
                while fn and not fn & 1:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, c)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root


def nodes_of(leaves: list[bytes]) -> Node:
    """``node`` over an in-memory list of leaf hashes (tests, small trees)."""
    def node(level: int, index: int) -> bytes:
        start = index << level
        if level == 0:
            return leaves[start]
        half = 1 << (level - 1)
        return node_hash(node(level - 1, start >> (level - 1)), node(level - 1, (start + half) >> (level - 1)))
    return node


def completed_nodes(index: int, leaf: bytes, left_sibling: Node) -> list[tuple[int, int, bytes]]:
    """The perfect-subtree hashes that appending leaf hash ``leaf`` at ``index`` completes: (level, index, hash),
    the leaf itself first. ``left_sibling(level, i)`` gives an already stored hash."""
    done = [(0, index, leaf)]
    level, i, h = 0, index, leaf
    while i & 1:
        h = node_hash(left_sibling(level, i - 1), h)
        level, i = level + 1, i >> 1
        done.append((level, i, h))
    return done


def frontier_append(frontier: list[tuple[int, bytes]], leaf: bytes) -> list[tuple[int, bytes]]:
    """A tree's compact range after appending leaf hash ``leaf``. The frontier is the hashes of the perfect
    subtrees that tile the tree from the left, largest first, as (level, hash): all a monitor must keep to
    recompute the root as leaves arrive."""
    grown = [*frontier, (0, leaf)]
    while len(grown) > 1 and grown[-1][0] == grown[-2][0]:
        (level, left), (_, right) = grown[-2], grown[-1]
        grown[-2:] = [(level + 1, node_hash(left, right))]
    return grown


def frontier_root(frontier: list[tuple[int, bytes]]) -> bytes:
    """MTH of the tree the frontier tiles (RFC 9162 §2.1.1: the left subtree is the largest power of two)."""
    if not frontier:
        return EMPTY_ROOT
    root = frontier[-1][1]
    for _, left in reversed(frontier[:-1]):
        root = node_hash(left, root)
    return root
