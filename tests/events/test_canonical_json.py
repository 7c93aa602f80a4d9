"""canonical_json spells every JSON value exactly as json.dumps(sort_keys, compact, ensure_ascii=False) did:
every chain hash of every stored history was computed over that spelling."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from events.envelope import as_read_back, canonical_json, chain_breaks, genesis_hash, seal
from events.seeds import chain_key
from service.audit import read_export, revealed_seed


def _before(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


_floats = st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from(
    [1e-5, -1e-7, 1.5e-300, 5e-324, 1e16, 1e-4, 0.0001, 0.00012, -0.0, 1e22, 2.5e-05])
_ints = st.integers() | st.sampled_from([2**63 - 1, 2**63, 2**64 - 1, 2**64, -2**63, -2**63 - 1, 10**40])
_text = st.text() | st.text(st.characters(codec="utf-8"), max_size=8) | st.sampled_from(
    ["\x00\x1f\x7f", "\u2028\u2029", "é", "😀", "\uffff", "\\\"/", "1e-5", "game-start"])
_scalars = st.none() | st.booleans() | _ints | _floats | _text
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(_text, inner, max_size=5)
    | st.tuples(inner, inner),
    max_leaves=30,
)


@settings(max_examples=500, deadline=None)
@given(_values)
def test_the_spelling_is_json_dumps_own(value):
    assert canonical_json(value) == _before(value)


@settings(max_examples=200, deadline=None)
@given(_values)
def test_read_back_is_json_loads_of_the_spelling(value):
    assert as_read_back({"v": value}) == json.loads(_before({"v": value}))


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.integers(-5, 20) | _text, _scalars, max_size=6))
def test_keys_that_are_not_strings_are_spelled_as_json_does(value):
    try:
        expected = _before(value)
    except TypeError:  # int and str keys together do not sort: json refuses, and so does canonical_json
        return
    assert canonical_json(value) == expected


def test_sealed_events_hash_as_before_and_stored_histories_still_verify():
    events = [{"type": "dealt", "seat": None, "data": {"hands": {0: ["x"], 1: ("y",)}, "odds": 1e-05, "big": 2**70}},
              {"type": "played", "seat": 1, "data": {"name": "Zoë 😀", "at": 0.00012}}]
    key = "k" * 64
    sealed = seal("g1", 1, genesis_hash("g1"), events, {"id": "c", "seat": None, "type": "create-game"}, key)
    assert chain_breaks("g1", sealed, key=key) == []
    for envelope in sealed:
        body = {k: v for k, v in envelope.items() if k != "hash"}
        assert canonical_json(body) == _before(body)
    assert sealed[0]["data"]["hands"] == {"0": ["x"], "1": ["y"]}


def test_the_fixture_histories_still_verify():
    exports = sorted(Path(__file__).resolve().parents[1].joinpath("fixtures").rglob("*.ndjson"))
    for path in exports:
        header, envelopes = read_export(path.read_text().splitlines())
        seed, _ = revealed_seed(envelopes)
        key = chain_key(seed, header["gid"]) if seed is not None else None
        assert chain_breaks(header["gid"], envelopes, key=key) == [], path
        assert envelopes[-1]["hash"] == header["head"], path
        for envelope in envelopes:
            assert canonical_json(envelope) == _before(envelope), path
    assert len(exports) >= 5
