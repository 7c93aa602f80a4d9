"""The event store contract (DESIGN §3) as one abstract suite, run against every Redis topology.

As in pyeventsourcing's persistence test case, a backend subclasses ``EventStoreContract`` and
overrides the ``store`` fixture with an EventStore over an empty Redis; nothing here knows which
backend it talks to. Hashes, key names and partitions are recomputed here with hashlib, json and
zlib rather than imported from ``events/``, so the suite checks the store against the contract,
not against itself.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import re
import threading
import uuid
import zlib
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from itertools import count
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from redis.crc import key_slot

from events.envelope import chain_breaks
from events.store import (
    ANY,
    Appended,
    EventStore,
    Idempotency,
    IdempotencyKeyInFlight,
    IdempotencyKeyReused,
    WrongExpectedVersion,
)

PARTITIONS = 16
DAY_MS = 24 * 3600 * 1000
AT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
ENVELOPE_FIELDS = {"gid", "v", "type", "seat", "data", "at", "prev", "hash"}
CMD = {"id": "c-1", "seat": 0, "type": "PlayCard", "payload": {"card": 7}}
THREADS = 16


def canonical(value: Any) -> str:
    """Canonical JSON as the contract words it: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def genesis(gid: str) -> str:
    return sha256("boardroom:" + gid)


def recomputed_hash(envelope: dict[str, Any]) -> str:
    body = {k: v for k, v in envelope.items() if k != "hash"}
    return sha256(envelope["prev"] + canonical(body))


def partition(gid: str) -> int:
    return zlib.crc32(gid.encode()) % PARTITIONS


def feed(p: int) -> str:
    return f"br:{{p{p}}}:feed"


def gids_in_distinct_partitions(n: int, prefix: str = "game") -> list[str]:
    """``n`` game ids, each in a partition of its own (all partitions when n == PARTITIONS)."""
    found: dict[int, str] = {}
    for i in count():
        gid = f"{prefix}-{i}"
        found.setdefault(partition(gid), gid)
        if len(found) == n:
            return list(found.values())
    raise AssertionError("unreachable")


def batch(*types: str, seat: int | None = 0) -> list[dict[str, Any]]:
    return [{"type": t, "seat": seat, "data": {"i": i, "t": t}} for i, t in enumerate(types)]


def everything(store: EventStore, gid: str, idempotency_keys: tuple[str, ...] = ()) -> dict[str, Any]:
    """All a game owns in Redis, so a test can tell that a failed call changed nothing."""
    keys, r = store.keys(gid), store.redis
    return {
        "log": r.xrange(keys.log),
        "meta": r.hgetall(keys.meta),
        "feed": r.xrange(keys.feed),
        "secrets": r.hgetall(keys.secrets),
        "idem": {k: r.get(keys.idempotency(k)) for k in idempotency_keys},
    }


def respond(envelopes: list[dict[str, Any]]) -> dict[str, Any]:
    """The kind of response the service keeps under an idempotency key."""
    return {"version": envelopes[-1]["v"], "events": envelopes}


class EventStoreContract:
    """Every event store backend passes these tests."""

    @pytest.fixture
    def store(self) -> EventStore:
        """An EventStore with PARTITIONS partitions over an empty Redis; backends override this."""
        raise NotImplementedError("a backend's test class provides the store fixture")

    # -- expected version -------------------------------------------------------------------------

    def test_new_game_is_at_version_zero_with_the_genesis_head(self, store):
        assert store.head("g") == (0, genesis("g"))
        assert store.version("g") == 0
        assert store.exists("g") is False
        assert store.read("g") == []

    def test_append_at_the_exact_expected_version(self, store):
        first = store.append("g", batch("Created"), expected=0)
        second = store.append("g", batch("Joined"), expected=1)
        assert (first.version, second.version) == (1, 2)
        assert first.replayed is second.replayed is False
        assert store.version("g") == 2
        assert store.exists("g") is True
        assert [e["type"] for e in store.read("g")] == ["Created", "Joined"]

    @pytest.mark.parametrize("expected", [0, 1, 3, 99])
    def test_wrong_expected_version_raises_and_writes_nothing(self, store, expected):
        store.append("g", batch("Created", "Joined"), expected=0)
        before = everything(store, "g", ("k",))
        with pytest.raises(WrongExpectedVersion) as raised:
            store.append("g", batch("Moved"), expected=expected, idempotency=Idempotency("k", "f"),
                         respond=respond, secrets={"seed": "s"})
        assert (raised.value.expected, raised.value.current) == (expected, 2)
        assert everything(store, "g", ("k",)) == before

    def test_wrong_expected_version_on_a_game_that_does_not_exist(self, store):
        with pytest.raises(WrongExpectedVersion) as raised:
            store.append("g", batch("Moved"), expected=1)
        assert (raised.value.expected, raised.value.current) == (1, 0)
        assert store.exists("g") is False
        assert everything(store, "g") == {"log": [], "meta": {}, "feed": [], "secrets": {}, "idem": {}}

    def test_any_appends_at_whatever_the_version_is(self, store):
        assert store.append("g", batch("Created"), expected=ANY).version == 1
        store.append("g", batch("Joined", "Joined"), expected=1)
        appended = store.append("g", batch("Moved"))  # ANY is the default
        assert appended.version == 4
        assert [e["v"] for e in appended.envelopes] == [4]
        assert [e["v"] for e in store.read("g")] == [1, 2, 3, 4]

    def test_an_empty_batch_is_refused(self, store):
        with pytest.raises(ValueError):
            store.append("g", [], expected=0)
        assert store.exists("g") is False

    # -- batches ----------------------------------------------------------------------------------

    def test_a_batch_gets_consecutive_versions(self, store):
        first = store.append("g", batch("A", "B", "C"), expected=0)
        second = store.append("g", batch("D", "E", "F", "G"), expected=3)
        assert first.version == 3 and [e["v"] for e in first.envelopes] == [1, 2, 3]
        assert second.version == 7 and [e["v"] for e in second.envelopes] == [4, 5, 6, 7]
        assert [(e["v"], e["type"]) for e in store.read("g")] == list(enumerate("ABCDEFG", start=1))

    def test_a_failing_batch_writes_nothing(self, store):
        store.append("g", batch("A", "B"), expected=0, secrets={"seed": "old"})
        before = everything(store, "g", ("k",))
        with pytest.raises(WrongExpectedVersion):
            store.append("g", batch("C", "D", "E"), expected=1, idempotency=Idempotency("k", "f"),
                         respond=respond, secrets={"seed": "new", "token:0": "t"})
        assert everything(store, "g", ("k",)) == before
        assert store.secret("g", "seed") == "old"
        assert store.secret("g", "token:0") is None
        assert store.replayed_response("g", Idempotency("k", "f")) is None

    def test_a_batch_that_loses_the_race_inside_the_script_writes_nothing(self, store):
        """``respond`` runs between reading the head and the script, so an append there is a racer
        the store's own early check cannot see: the script alone must refuse the batch."""
        store.append("g", batch("A"), expected=0, secrets={"seed": "old"})
        after_racer: dict[str, Any] = {}

        def racing_respond(envelopes):
            store.append("g", batch("Racer"), expected=1)
            after_racer.update(everything(store, "g", ("k",)))
            return respond(envelopes)

        with pytest.raises(WrongExpectedVersion) as raised:
            store.append("g", batch("B", "C"), expected=1, idempotency=Idempotency("k", "f"),
                         respond=racing_respond, secrets={"seed": "new"})
        assert (raised.value.expected, raised.value.current) == (1, 2)
        assert everything(store, "g", ("k",)) == after_racer
        assert [e["type"] for e in store.read("g")] == ["A", "Racer"]
        assert store.secret("g", "seed") == "old"

    def test_any_retries_a_batch_that_lost_the_race_inside_the_script(self, store):
        store.append("g", batch("A"), expected=0)
        racers = iter([batch("Racer")])

        def racing_respond(envelopes):
            for racer in racers:  # only on the first attempt
                store.append("g", racer, expected=ANY)
            return respond(envelopes)

        appended = store.append("g", batch("B", "C"), expected=ANY, idempotency=Idempotency("k", "f"),
                                respond=racing_respond)
        envelopes = store.read("g")
        assert [(e["v"], e["type"]) for e in envelopes] == [(1, "A"), (2, "Racer"), (3, "B"), (4, "C")]
        assert appended.version == 4 and appended.envelopes == envelopes[2:]
        assert appended.response == respond(envelopes[2:])
        assert store.replayed_response("g", Idempotency("k", "f")) == appended.response
        assert chain_breaks("g", envelopes) == []

    def test_append_returns_the_envelopes_it_stored(self, store):
        appended = store.append("g", batch("A", "B"), expected=0, cmd=CMD)
        assert appended.envelopes == store.read("g")

    def test_any_sequence_of_batches_is_numbered_and_chained(self, store):
        # @given on an inner function: the contract's methods run under several backend classes.
        @settings(max_examples=15, deadline=None)
        @given(sizes=st.lists(st.integers(min_value=1, max_value=5), min_size=1, max_size=6))
        def check(sizes: list[int]) -> None:
            gid = f"prop-{uuid.uuid4()}"  # the store is not emptied between examples
            version = 0
            for size in sizes:
                appended = store.append(gid, batch(*["E"] * size), expected=version)
                assert [e["v"] for e in appended.envelopes] == list(range(version + 1, version + size + 1))
                version = appended.version
            envelopes = store.read(gid)
            assert [e["v"] for e in envelopes] == list(range(1, sum(sizes) + 1))
            assert chain_breaks(gid, envelopes) == []

        check()

    # -- envelopes and the hash chain -------------------------------------------------------------

    def test_envelope_shape(self, store):
        before = datetime.now(UTC)
        store.append("g", [{"type": "Dealt", "seat": None, "data": {"hand": [1, 2]}},
                           {"type": "CardPlayed", "seat": 2, "data": {"card": 7}}], expected=0, cmd=CMD)
        first, second = store.read("g")
        assert set(first) == ENVELOPE_FIELDS | {"cmd"}
        assert set(second) == ENVELOPE_FIELDS
        assert first["cmd"] == CMD
        assert (first["gid"], first["v"], first["type"], first["seat"], first["data"]) == (
            "g", 1, "Dealt", None, {"hand": [1, 2]})
        assert (second["gid"], second["v"], second["type"], second["seat"], second["data"]) == (
            "g", 2, "CardPlayed", 2, {"card": 7})
        for envelope in (first, second):
            assert AT.match(envelope["at"]), envelope["at"]
            at = datetime.fromisoformat(envelope["at"].replace("Z", "+00:00"))
            assert before - timedelta(seconds=1) <= at <= datetime.now(UTC) + timedelta(seconds=1)

    def test_an_event_without_seat_or_data_gets_null_and_empty(self, store):
        store.append("g", [{"type": "Started"}], expected=0)
        [envelope] = store.read("g")
        assert (envelope["seat"], envelope["data"]) == (None, {})
        assert "cmd" not in envelope

    def test_cmd_is_kept_on_the_first_event_of_each_batch_only(self, store):
        store.append("g", batch("A", "B", "C"), expected=0, cmd=CMD)
        store.append("g", batch("D", "E"), expected=3, cmd={**CMD, "id": "c-2"})
        store.append("g", batch("F"), expected=5)
        assert [e.get("cmd", {}).get("id") for e in store.read("g")] == ["c-1", None, None, "c-2", None, None]

    def test_hash_is_sha256_of_prev_and_the_canonical_envelope_without_hash(self, store):
        store.append("g", batch("A", "B"), expected=0, cmd=CMD)
        store.append("g", batch("C"), expected=2)
        store.append("g", batch("D", "E", "F"), expected=3, cmd=CMD)
        envelopes = store.read("g")
        assert envelopes[0]["prev"] == hashlib.sha256(b"boardroom:g").hexdigest()
        for previous, envelope in zip([None, *envelopes], envelopes, strict=False):
            if previous is not None:
                assert envelope["prev"] == previous["hash"]
            assert envelope["hash"] == recomputed_hash(envelope)
        assert store.head("g") == (6, envelopes[-1]["hash"])

    def test_the_chain_is_intact_over_several_batches(self, store):
        for version, types in [(0, "AB"), (2, "C"), (3, "DEFG"), (7, "H")]:
            store.append("g", batch(*types), expected=version, cmd=CMD)
        envelopes = store.read("g")
        assert chain_breaks("g", envelopes) == []
        assert chain_breaks("g", store.read("g", after=3), head=envelopes[2]["hash"]) == []

    def test_hash_covers_data_as_it_is_stored(self, store):
        """Seat-keyed dicts (int keys, 10+ seats sort differently as text), tuples, non-ASCII text."""
        data = {"hands": {seat: [seat, seat + 1] for seat in range(12)}, "pair": (1, 2), "name": "Zoë ✓"}
        appended = store.append("g", [{"type": "Dealt", "data": data}], expected=0,
                                cmd={**CMD, "payload": {3: "x", 11: "y"}})
        envelopes = store.read("g")
        assert chain_breaks("g", envelopes) == []
        assert envelopes[0]["hash"] == recomputed_hash(envelopes[0])
        assert appended.envelopes == envelopes

    @pytest.mark.parametrize("tamper", [
        pytest.param(lambda es: es[2]["data"].update(i=99), id="edited-data"),
        pytest.param(lambda es: es[2].update(type="Forged"), id="edited-type"),
        pytest.param(lambda es: es[0].update(seat=3), id="edited-first"),
        pytest.param(lambda es: es.pop(2), id="dropped"),
        pytest.param(lambda es: es.insert(1, es.pop(3)), id="reordered"),
        pytest.param(lambda es: (es[2]["data"].update(i=99), es[2].update(hash=recomputed_hash(es[2]))),
                     id="edited-and-rehashed"),
    ])
    def test_chain_breaks_detects_a_tampered_copy(self, store, tamper: Callable[[list], Any]):
        store.append("g", batch("A", "B", "C"), expected=0, cmd=CMD)
        store.append("g", batch("D", "E"), expected=3)
        envelopes = store.read("g")
        forged = copy.deepcopy(envelopes)
        tamper(forged)
        assert chain_breaks("g", forged) != []
        assert chain_breaks("g", envelopes) == []
        assert store.read("g") == envelopes

    def test_chain_breaks_detects_a_chain_started_from_the_wrong_genesis(self, store):
        store.append("g", batch("A", "B"), expected=0)
        assert chain_breaks("other", store.read("g")) != []

    def test_a_keyed_chain_hashes_every_link_with_the_chain_key(self, store):
        """DESIGN §3: hash = HMAC-SHA256(chain key, prev ‖ canonical body); the first envelope marks it."""
        key = "k" * 64
        store.append("g", batch("A", "B"), expected=0, cmd=CMD, chain_key=key)
        store.append("g", batch("C"), expected=2, chain_key=key)
        envelopes = store.read("g")
        assert envelopes[0]["chain"] == "hmac-sha256" and all("chain" not in e for e in envelopes[1:])
        assert envelopes[0]["prev"] == genesis("g")
        for previous, envelope in zip([None, *envelopes], envelopes, strict=False):
            if previous is not None:
                assert envelope["prev"] == previous["hash"]
            body = canonical({k: v for k, v in envelope.items() if k != "hash"})
            assert envelope["hash"] == hmac.new(key.encode(), (envelope["prev"] + body).encode(),
                                                hashlib.sha256).hexdigest()
        assert chain_breaks("g", envelopes, key=key) == []
        assert chain_breaks("g", store.read("g", after=1), head=envelopes[0]["hash"], key=key) == []
        assert store.head("g") == (3, envelopes[-1]["hash"])

    def test_a_keyed_chain_does_not_verify_without_its_key_or_with_another(self, store):
        store.append("g", batch("A", "B"), expected=0, chain_key="k" * 64)
        envelopes = store.read("g")
        assert chain_breaks("g", envelopes) == [(1, "the chain is keyed: its key derives from the seed, "
                                                    "which is revealed at the end")]
        assert chain_breaks("g", envelopes, key="j" * 64) != []
        unmarked = [{k: v for k, v in envelopes[0].items() if k != "chain"}, *envelopes[1:]]
        assert chain_breaks("g", unmarked, key="k" * 64) != []  # a dropped mark breaks the first link

    # -- idempotency ------------------------------------------------------------------------------

    def test_same_key_and_fingerprint_replays_the_original_response(self, store):
        store.append("g", batch("Created"), expected=0)
        key = Idempotency("k", "fp-1")
        original = store.append("g", batch("A", "B"), expected=1, cmd=CMD, idempotency=key, respond=respond)
        assert original.replayed is False and original.response == respond(original.envelopes)
        before = everything(store, "g", ("k",))
        for expected in (1, 3, ANY):  # stale, current, any: the key wins every time
            replay = store.append("g", batch("A", "B"), expected=expected, cmd=CMD, idempotency=key,
                                  respond=respond)
            assert replay.replayed is True
            assert replay.response == original.response
            assert replay.version == original.version == 3
            assert replay.envelopes == []
        assert everything(store, "g", ("k",)) == before

    def test_replay_after_later_appends_still_answers_the_original_version(self, store):
        key = Idempotency("k", "fp-1")
        original = store.append("g", batch("A"), expected=0, idempotency=key, respond=respond)
        store.append("g", batch("B", "C"), expected=1)
        replay = store.append("g", batch("A"), expected=0, idempotency=key, respond=respond)
        assert (replay.replayed, replay.version, replay.response) == (True, 1, original.response)
        assert store.version("g") == 3

    def test_same_key_without_a_response_still_replays(self, store):
        key = Idempotency("k", "fp-1")
        original = store.append("g", batch("A"), expected=0, idempotency=key)
        store.append("g", batch("B"), expected=1)
        for expected in (0, 2, ANY):
            replay = store.append("g", batch("A"), expected=expected, idempotency=key)
            assert (replay.replayed, replay.version, replay.response) == (True, original.version, None)
        assert store.version("g") == 2

    @pytest.mark.parametrize("expected", [0, 1, ANY], ids=["stale", "current", "any"])
    def test_same_key_with_another_fingerprint_is_refused(self, store, expected):
        store.append("g", batch("A"), expected=0, idempotency=Idempotency("k", "fp-1"), respond=respond)
        before = everything(store, "g", ("k",))
        with pytest.raises(IdempotencyKeyReused):
            store.append("g", batch("B"), expected=expected, idempotency=Idempotency("k", "fp-2"),
                         respond=respond, secrets={"seed": "s"})
        assert everything(store, "g", ("k",)) == before

    def test_replayed_response_looks_up_a_key(self, store):
        key = Idempotency("k", "fp-1")
        assert store.replayed_response("g", key) is None
        original = store.append("g", batch("A"), expected=0, idempotency=key, respond=respond)
        assert store.replayed_response("g", key) == original.response
        assert store.replayed_response("g", Idempotency("other", "fp-1")) is None
        with pytest.raises(IdempotencyKeyReused):
            store.replayed_response("g", Idempotency("k", "fp-2"))

    def test_idempotency_keys_belong_to_one_game(self, store):
        a, b = gids_in_distinct_partitions(2)
        key = Idempotency("k", "fp-1")
        store.append(a, batch("A"), expected=0, idempotency=key, respond=respond)
        other = store.append(b, batch("A"), expected=0, idempotency=Idempotency("k", "fp-2"), respond=respond)
        assert other.replayed is False and store.version(b) == 1

    def test_the_idempotency_key_lives_24_hours(self, store):
        store.append("g", batch("A"), expected=0, idempotency=Idempotency("k", "fp-1"), respond=respond)
        pttl = store.redis.pttl(f"br:{{p{partition('g')}}}:game:g:idem:k")
        assert DAY_MS - 60_000 < pttl <= DAY_MS

    def test_idempotency_keys_belong_to_one_seat(self, store):
        """Issue 14 item 4: the same key from two seats names two requests, neither refused nor replayed."""
        store.append("g", batch("Created"), expected=0)
        first = store.append("g", batch("A"), expected=1, idempotency=Idempotency("k", "fp-1", seat=0),
                             respond=respond)
        second = store.append("g", batch("B"), expected=2, idempotency=Idempotency("k", "fp-2", seat=1),
                              respond=respond)
        assert (first.replayed, second.replayed, store.version("g")) == (False, False, 3)
        assert store.replayed_response("g", Idempotency("k", "fp-1", seat=0)) == first.response
        assert store.replayed_response("g", Idempotency("k", "fp-2", seat=1)) == second.response
        with pytest.raises(IdempotencyKeyReused):
            store.replayed_response("g", Idempotency("k", "fp-2", seat=0))
        base = f"br:{{p{partition('g')}}}:game:g:idem"
        assert store.redis.exists(f"{base}:0:k") and store.redis.exists(f"{base}:1:k")

    def test_a_create_key_is_claimed_completed_and_replayed(self, store):
        scoped = hashlib.sha256(b"client\nkey-1").hexdigest()
        assert store.claim_create(scoped, "fp-1") is None
        with pytest.raises(IdempotencyKeyInFlight):
            store.claim_create(scoped, "fp-1")
        store.complete_create(scoped, "fp-1", {"id": "g1", "tokens": {"0": "t"}})
        assert store.claim_create(scoped, "fp-1") == {"id": "g1", "tokens": {"0": "t"}}
        with pytest.raises(IdempotencyKeyReused):
            store.claim_create(scoped, "fp-2")
        assert DAY_MS - 60_000 < store.redis.pttl(f"br:create:idem:{scoped}") <= DAY_MS

    def test_a_create_claim_names_its_table_until_answered(self, store):
        scoped = hashlib.sha256(b"client\nkey-3").hexdigest()
        pending = {"gid": "g3", "seed": "s", "tokens": ["t0", "t1"]}
        assert store.claim_create(scoped, "fp-1", pending) is None
        # A retry (the first attempt failed, or is still running) is told which table to finish or make.
        assert store.claim_create(scoped, "fp-1", {"gid": "other", "seed": "x", "tokens": []}) == {"pending": pending}
        assert DAY_MS - 60_000 < store.redis.pttl(f"br:create:idem:{scoped}") <= DAY_MS  # it never lapses into
        with pytest.raises(IdempotencyKeyReused):                                      # a second table
            store.claim_create(scoped, "fp-2", pending)
        store.release_create(scoped, "fp-1", pending)
        assert store.claim_create(scoped, "fp-2") is None

    def test_a_released_create_claim_may_be_claimed_again(self, store):
        scoped = hashlib.sha256(b"client\nkey-2").hexdigest()
        assert store.claim_create(scoped, "fp-1") is None
        assert 0 < store.redis.pttl(f"br:create:idem:{scoped}") <= 60_000  # a crashed creator blocks a minute
        store.release_create(scoped, "fp-1")
        assert store.claim_create(scoped, "fp-2") is None

    def test_no_idempotency_key_is_stored_without_one(self, store):
        store.append("g", batch("A"), expected=0, respond=respond)
        tag = f"{{p{partition('g')}}}"
        assert sorted(store.redis.scan_iter(match=f"br:{tag}:game:g:*")) == [
            f"br:{tag}:game:g:log".encode(), f"br:{tag}:game:g:meta".encode()]

    # -- reads ------------------------------------------------------------------------------------

    @pytest.mark.parametrize(("after", "limit", "versions"), [
        (0, None, list(range(1, 11))),
        (3, None, list(range(4, 11))),
        (0, 4, [1, 2, 3, 4]),
        (5, 2, [6, 7]),
        (8, 5, [9, 10]),
        (9, None, [10]),
        (10, None, []),
        (11, None, []),
        (500, 3, []),
        (2, 0, []),
    ])
    def test_read_after_and_limit(self, store, after, limit, versions):
        store.append("g", batch(*"ABCDE"), expected=0)
        store.append("g", batch(*"FGHIJ"), expected=5)
        assert [e["v"] for e in store.read("g", after=after, limit=limit)] == versions

    def test_reading_a_game_that_does_not_exist(self, store):
        assert store.read("nothing", after=0, limit=10) == []

    @pytest.mark.parametrize(("trim", "left"), [
        pytest.param({"maxlen": 4}, [7, 8, 9, 10], id="maxlen"),
        pytest.param({"minid": "6-0"}, [6, 7, 8, 9, 10], id="minid"),
        pytest.param({"maxlen": 0}, [], id="everything"),
    ])
    def test_a_trimmed_stream_reads_what_is_left_and_keeps_its_version(self, store, trim, left):
        store.append("g", batch(*"ABCDE"), expected=0, cmd=CMD)
        store.append("g", batch(*"FGHIJ"), expected=5)
        head = store.read("g")[-1]["hash"]
        store.redis.xtrim(store.keys("g").log, approximate=False, **trim)
        assert store.redis.xlen(store.keys("g").log) == len(left)
        assert [e["v"] for e in store.read("g")] == left
        assert [e["v"] for e in store.read("g", after=2)] == left
        assert [e["v"] for e in store.read("g", after=8)] == [9, 10][: len(left)]
        assert store.head("g") == (10, head)

        with pytest.raises(WrongExpectedVersion) as raised:
            store.append("g", batch("X"), expected=len(left))
        assert raised.value.current == 10
        appended = store.append("g", batch("K", "L"), expected=10)
        assert appended.version == 12
        assert appended.envelopes[0]["prev"] == head
        assert chain_breaks("g", store.read("g", after=10), head=head) == []
        assert store.append("g", batch("M"), expected=ANY).version == 13
        assert [e["v"] for e in store.read("g")] == [*left, 11, 12, 13]

    # -- partitions and the feed ------------------------------------------------------------------

    def test_every_event_goes_to_its_partition_feed(self, store):
        gids = gids_in_distinct_partitions(4)
        for round_ in range(2):
            for gid in gids:
                store.append(gid, batch(f"A{round_}", f"B{round_}"), expected=2 * round_)
        for gid in gids:
            entries = store.redis.xrange(feed(partition(gid)))
            assert [{k: f[k] for k in (b"g", b"v", b"t")} for _, f in entries] == [
                {b"g": gid.encode(), b"v": str(v).encode(), b"t": t.encode()}
                for v, t in enumerate(["A0", "B0", "A1", "B1"], start=1)]
            # A batch's last entry carries the head there (the transparency log's leaf); the others do not.
            heads = {int(e["v"]): e["hash"] for e in store.read(gid)}
            assert [f.get(b"h") for _, f in entries] == [None, heads[2].encode(), None, heads[4].encode()]

    def test_games_of_one_partition_share_its_feed_in_append_order(self, store):
        first = "game-0"
        second = next(f"game-{i}" for i in count(1) if partition(f"game-{i}") == partition(first))
        store.append(first, batch("A"), expected=0)
        store.append(second, batch("B", "C"), expected=0)
        store.append(first, batch("D"), expected=1)
        entries = store.redis.xrange(feed(partition(first)))
        assert [(f[b"g"].decode(), int(f[b"v"]), f[b"t"].decode()) for _, f in entries] == [
            (first, 1, "A"), (second, 1, "B"), (second, 2, "C"), (first, 2, "D")]

    def test_a_failed_append_leaves_the_feed_alone(self, store):
        store.append("g", batch("A"), expected=0)
        with pytest.raises(WrongExpectedVersion):
            store.append("g", batch("B"), expected=0)
        assert store.redis.xlen(feed(partition("g"))) == 1

    def test_all_keys_of_a_game_share_its_partition_hash_tag(self, store):
        for gid in gids_in_distinct_partitions(PARTITIONS):
            tag = f"{{p{partition(gid)}}}"
            store.append(gid, batch("A"), expected=0, idempotency=Idempotency("k", "f"),
                         respond=respond, secrets={"seed": "s"})
            keys = store.keys(gid)
            names = [keys.log, keys.meta, keys.feed, keys.secrets, keys.idempotency("k")]
            assert all(name.startswith(f"br:{tag}:") for name in names), names
            assert keys.log == f"br:{tag}:game:{gid}:log" and keys.feed == f"br:{tag}:feed"
            stored = [k.decode() for k in store.redis.scan_iter(match=f"*:game:{gid}:*")]
            assert len(stored) == 4 and all(f"br:{tag}:" in k for k in stored), stored
            assert len({key_slot(name.encode()) for name in [*names, *stored]}) == 1

    # -- secrets ----------------------------------------------------------------------------------

    def test_secrets_are_written_with_the_batch_and_kept_out_of_the_log(self, store):
        seed = "5eed" * 16
        store.append("g", batch("Created"), expected=0, secrets={"seed": seed, "token:0": "hash-0"})
        store.append("g", batch("Joined"), expected=1, secrets={"token:1": "hash-1"})
        assert store.secret("g", "seed") == seed
        assert (store.secret("g", "token:0"), store.secret("g", "token:1")) == ("hash-0", "hash-1")
        assert store.secret("g", "missing") is None
        assert store.secret("other", "seed") is None
        stored = repr([store.redis.xrange(store.keys("g").log), store.redis.xrange(feed(partition("g")))])
        for value in (seed, "hash-0", "hash-1"):
            assert value not in stored
            assert value not in canonical(store.read("g"))

    # -- concurrency ------------------------------------------------------------------------------

    def _race(self, work: Callable[[int], None]) -> None:
        """Run ``work(thread number)`` on THREADS threads released together; re-raise any error."""
        start = threading.Barrier(THREADS)
        errors: list[BaseException] = []

        def run(n: int) -> None:
            try:
                start.wait()
                work(n)
            except BaseException as error:  # reported to the test thread below
                errors.append(error)

        threads = [threading.Thread(target=run, args=(n,)) for n in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert not any(thread.is_alive() for thread in threads), "a racing thread hung"
        assert errors == [], errors

    def _assert_every_batch_once_in_order(self, store, gid: str, batches_per_thread: int) -> None:
        envelopes = store.read(gid)
        total = THREADS * batches_per_thread * 2
        assert [e["v"] for e in envelopes] == list(range(1, total + 1))
        assert chain_breaks(gid, envelopes) == []
        assert store.head(gid) == (total, envelopes[-1]["hash"])
        written = Counter((e["data"]["thread"], e["data"]["batch"], e["data"]["part"]) for e in envelopes)
        assert set(written.values()) == {1}
        assert len(written) == total
        for first, second in zip(envelopes[::2], envelopes[1::2], strict=True):  # batches never interleave
            assert (first["data"]["part"], second["data"]["part"]) == (0, 1)
            assert first["data"]["thread"] == second["data"]["thread"]
            assert first["data"]["batch"] == second["data"]["batch"]
        feed_versions = [int(f[b"v"]) for _, f in store.redis.xrange(feed(partition(gid)))
                         if f[b"g"] == gid.encode()]
        assert feed_versions == list(range(1, total + 1))

    @staticmethod
    def _racing_batch(thread: int, n: int) -> list[dict[str, Any]]:
        return [{"type": "Raced", "seat": thread % 5, "data": {"thread": thread, "batch": n, "part": part}}
                for part in (0, 1)]

    def test_racing_appends_with_exact_expected_versions(self, store):
        batches = 6

        def work(thread: int) -> None:
            for n in range(batches):
                while True:
                    version, _ = store.head("race")
                    try:
                        appended = store.append("race", self._racing_batch(thread, n), expected=version)
                    except WrongExpectedVersion as error:
                        assert error.expected == version and error.current != version
                        continue
                    assert appended.version == version + 2
                    break

        self._race(work)
        self._assert_every_batch_once_in_order(store, "race", batches)

    def test_racing_appends_with_any(self, store):
        batches = 6

        def work(thread: int) -> None:
            for n in range(batches):
                appended = store.append("race", self._racing_batch(thread, n), expected=ANY)
                assert [e["v"] for e in appended.envelopes] == [appended.version - 1, appended.version]

        self._race(work)
        self._assert_every_batch_once_in_order(store, "race", batches)

    def test_racing_retries_of_one_idempotent_command_append_once(self, store):
        store.append("g", batch("Created"), expected=0)
        key = Idempotency("k", "fp-1")
        results: list[Appended] = []

        def work(thread: int) -> None:
            results.append(store.append("g", batch("A", "B"), expected=1, cmd=CMD, idempotency=key,
                                        respond=respond))

        self._race(work)
        assert sorted(r.replayed for r in results) == [False] + [True] * (THREADS - 1)
        assert {canonical(r.response) for r in results} == {canonical(results[0].response)}
        assert {r.version for r in results} == {3}
        assert store.version("g") == 3

    # -- the script ---------------------------------------------------------------------------------

    def test_append_survives_a_flushed_script_cache(self, store):
        store.append("g", batch("A"), expected=0)
        store.redis.script_flush()  # as after a restart or a failover to a fresh node
        assert store.append("g", batch("B"), expected=1).version == 2
