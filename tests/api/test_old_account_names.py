"""Accounts made before names were unique by skeleton hold their skeleton's claim too (issue 31, item 17):
a look-alike of an old account's name is refused, and two old accounts whose names look the same do not
stop the service (the older keeps the claim; the younger keeps its name and key, without a claim).

Baseline: old accounts were claimed only under their folded form (NFC, casefolded), so ``AIice`` (capital
i) registered beside an old ``Alice``."""

from __future__ import annotations

import uuid

import pytest

from service.players import NAMES, SKELETON, SKELETON_CLAIMS_DONE, Players, account_key, folded, skeleton
from tests.api.test_games_api import assert_problem
from tests.api.test_http_headers import app_client


def old_account(redis_client, name: str, created: str) -> str:
    """An account as the code before skeletons wrote it: claimed under its folded name only."""
    pid = uuid.uuid4().hex
    redis_client.hset(NAMES, folded(name), pid)
    redis_client.hset(account_key(pid), mapping={"id": pid, "name": name, "kind": "human", "created": created})
    return pid


@pytest.fixture
def before_the_upgrade(wired):
    """A store written by the old code: no skeleton claims, the migration not yet run."""
    wired.redis.delete(SKELETON_CLAIMS_DONE)
    return wired.redis


def test_a_look_alike_of_an_old_accounts_name_is_refused(before_the_upgrade, wired):
    old_account(before_the_upgrade, "Alice", "2026-01-02T03:04:05.000Z")
    api = app_client(wired, rate_limits=True)  # a new process: its container claims before it creates
    for look_alike in ("AIice", "\u0410lice", "a1ice"):
        assert_problem(api.post("/v1/players", json={"name": look_alike, "kind": "human"}), 409, "name_taken")
    assert api.post("/v1/players", json={"name": "Alicia", "kind": "human"}).status_code == 201


def test_two_old_accounts_that_look_alike_leave_the_claim_to_the_older(before_the_upgrade):
    younger = old_account(before_the_upgrade, "AIice", "2026-02-01T00:00:00.000Z")
    older = old_account(before_the_upgrade, "Alice", "2026-01-01T00:00:00.000Z")
    assert skeleton("AIice") == skeleton("Alice")
    players = Players(before_the_upgrade)

    assert players.claim_old_skeletons() == [younger]
    assert before_the_upgrade.hget(NAMES, SKELETON + skeleton("Alice")).decode() == older
    # The younger keeps its account and its folded claim: it is not renamed or locked out.
    assert players.get(younger)["name"] == "AIice"
    assert before_the_upgrade.hget(NAMES, folded("AIice")).decode() == younger

    claims = before_the_upgrade.hgetall(NAMES)
    assert players.claim_old_skeletons() == []  # done: one EXISTS from now on
    before_the_upgrade.delete(SKELETON_CLAIMS_DONE)
    assert players.claim_old_skeletons() == [younger]  # run again from scratch: the same outcome
    assert before_the_upgrade.hgetall(NAMES) == claims
