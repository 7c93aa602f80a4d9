"""events.merkle against a direct transcription of RFC 9162 §2.1's recursive definitions, plus properties."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from events import merkle


def mth(leaves: list[bytes]) -> bytes:
    n = len(leaves)
    if n == 0:
        return hashlib.sha256(b"").digest()
    if n == 1:
        return leaves[0]
    k = 1 << ((n - 1).bit_length() - 1)
    return hashlib.sha256(b"\x01" + mth(leaves[:k]) + mth(leaves[k:])).digest()


def path(m: int, leaves: list[bytes]) -> list[bytes]:
    n = len(leaves)
    if n == 1:
        return []
    k = 1 << ((n - 1).bit_length() - 1)
    return path(m, leaves[:k]) + [mth(leaves[k:])] if m < k else path(m - k, leaves[k:]) + [mth(leaves[:k])]


def subproof(m: int, leaves: list[bytes], whole: bool) -> list[bytes]:
    n = len(leaves)
    if m == n:
        return [] if whole else [mth(leaves)]
    k = 1 << ((n - 1).bit_length() - 1)
    if m <= k:
        return subproof(m, leaves[:k], whole) + [mth(leaves[k:])]
    return subproof(m - k, leaves[k:], False) + [mth(leaves[:k])]


def leaves_of(n: int) -> list[bytes]:
    return [merkle.leaf_hash(merkle.head_leaf(f"g{i}", i + 1, f"{i:064x}")) for i in range(n)]


def test_hashes_use_distinct_prefixes():
    assert merkle.leaf_hash(b"x") == hashlib.sha256(b"\x00x").digest()
    assert merkle.node_hash(b"a", b"b") == hashlib.sha256(b"\x01ab").digest()
    assert merkle.root(merkle.nodes_of([]), 0) == hashlib.sha256(b"").digest()


def test_leaf_data_is_canonical_json():
    assert merkle.head_leaf("é1", 7, "ab") == '{"gid":"é1","head":"ab","v":7}'.encode()


def test_small_trees_match_the_rfc_definitions_exactly():
    for n in range(1, 40):
        leaves = leaves_of(n)
        node = merkle.nodes_of(leaves)
        assert merkle.root(node, n) == mth(leaves)
        for m in range(n):
            assert merkle.inclusion_proof(node, m, n) == path(m, leaves)
        for m in range(1, n):
            assert merkle.consistency_proof(node, m, n) == subproof(m, leaves, True)


def test_nodes_completed_while_appending_are_the_perfect_subtrees():
    leaves = leaves_of(13)
    stored: dict[tuple[int, int], bytes] = {}
    for i, leaf in enumerate(leaves):
        for level, index, h in merkle.completed_nodes(i, leaf, lambda lv, ix: stored[lv, ix]):
            stored[level, index] = h
    reference = merkle.nodes_of(leaves)
    assert stored == {key: reference(*key) for key in stored}
    assert (3, 0) in stored and (3, 1) not in stored and (2, 2) in stored
    assert merkle.root(lambda lv, ix: stored[lv, ix], 13) == mth(leaves)


@st.composite
def tree_and_leaf(draw):
    size = draw(st.integers(1, 300))
    return size, draw(st.integers(0, size - 1))


@given(tree_and_leaf())
def test_every_inclusion_proof_verifies(case):
    size, index = case
    leaves = leaves_of(size)
    node = merkle.nodes_of(leaves)
    proof = merkle.inclusion_proof(node, index, size)
    assert merkle.verify_inclusion(leaves[index], index, size, proof, mth(leaves))


@given(tree_and_leaf(), st.data())
def test_a_tampered_inclusion_proof_fails(case, data):
    size, index = case
    leaves = leaves_of(size)
    proof = merkle.inclusion_proof(merkle.nodes_of(leaves), index, size)
    root = mth(leaves)
    what = data.draw(st.sampled_from(["leaf", "root", "path", "index"] if proof else ["leaf", "root"]))
    flip = data.draw(st.integers(0, 31))

    def tampered(h: bytes) -> bytes:
        return h[:flip] + bytes([h[flip] ^ 1]) + h[flip + 1:]

    leaf = tampered(leaves[index]) if what == "leaf" else leaves[index]
    root = tampered(root) if what == "root" else root
    if what == "path":
        at = data.draw(st.integers(0, len(proof) - 1))
        proof[at] = tampered(proof[at])
    other_index = (index + 1) % size if what == "index" else index
    if what == "index" and other_index == index:
        return
    assert not merkle.verify_inclusion(leaf, other_index, size, proof, root)


@st.composite
def two_sizes(draw):
    second = draw(st.integers(1, 300))
    return draw(st.integers(1, second)), second


@given(two_sizes())
def test_every_consistency_proof_verifies(sizes):
    first, second = sizes
    leaves = leaves_of(second)
    proof = merkle.consistency_proof(merkle.nodes_of(leaves), first, second)
    assert merkle.verify_consistency(first, second, mth(leaves[:first]), mth(leaves), proof)


@given(two_sizes(), st.data())
def test_a_tampered_consistency_proof_fails(sizes, data):
    first, second = sizes
    leaves = leaves_of(second)
    proof = merkle.consistency_proof(merkle.nodes_of(leaves), first, second)
    first_root, second_root = mth(leaves[:first]), mth(leaves)
    flip = data.draw(st.integers(0, 31))

    def tampered(h: bytes) -> bytes:
        return h[:flip] + bytes([h[flip] ^ 1]) + h[flip + 1:]

    choices = ["first", "second"] + (["proof"] if proof else [])
    what = data.draw(st.sampled_from(choices))
    if what == "first":
        first_root = tampered(first_root)
    elif what == "second":
        second_root = tampered(second_root)
    else:
        at = data.draw(st.integers(0, len(proof) - 1))
        proof[at] = tampered(proof[at])
    assert not merkle.verify_consistency(first, second, first_root, second_root, proof)


def test_a_rebuilt_tree_is_not_consistent_with_the_old_head():
    leaves = leaves_of(10)
    rewritten = leaves[:4] + [merkle.leaf_hash(b"other")] + leaves[5:]
    proof = merkle.consistency_proof(merkle.nodes_of(rewritten), 6, 10)
    assert not merkle.verify_consistency(6, 10, mth(leaves[:6]), mth(rewritten), proof)


@given(st.integers(min_value=0, max_value=70), st.integers(min_value=0, max_value=70))
def test_a_frontier_fed_leaves_in_two_goes_gives_the_rfc_root(first, more):
    """A monitor keeps only the frontier between polls: resuming it with the later leaves must give the root
    of the whole tree by RFC 9162's definition."""
    leaves = leaves_of(first + more)
    frontier: list = []
    for leaf in leaves[:first]:
        frontier = merkle.frontier_append(frontier, leaf)
    assert merkle.frontier_root(frontier) == mth(leaves[:first])
    for leaf in leaves[first:]:
        frontier = merkle.frontier_append(frontier, leaf)
    assert merkle.frontier_root(frontier) == mth(leaves)
    assert len(frontier) == bin(first + more).count("1"), "one perfect subtree per set bit of the size"
