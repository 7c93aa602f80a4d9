"""The public audit of a game whose seed is out is kept and served again without re-running it
(issue 31 item 5: one /audit of a 936-event game cost 140 ms, every time anyone asked), and an
aborted game's audit is complete for anyone (item 18: an anonymous caller got only the chain check)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.bootstrap import Container
from service.http.app import create_app
from tests.api.test_games_api import auth, create
from tests.audit import test_audit
from tests.audit.test_audit import checks

history, finished = test_audit.history, test_audit.finished  # the stored finished game, shared


def commands_run(redis_client) -> dict[str, int]:
    """Redis's own count of each command since the last CONFIG RESETSTAT."""
    return {name.removeprefix("cmdstat_"): stats["calls"]
            for name, stats in redis_client.info("commandstats").items()}


@pytest.fixture
def production(wired):
    """The app as deployed: rate limits on, an operator token set."""
    container = Container(replace(wired.settings, rate_limits=True, admin_token="s3cret"))
    yield create_app(container).test_client()
    container.close()


def test_a_second_audit_of_a_finished_game_reads_no_history_and_equals_the_first(finished, production,
                                                                                  redis_client):
    gid, envelopes = finished
    first = production.get(f"/v1/games/{gid}/audit").json
    assert first["ok"] and first["scope"] == "full"
    redis_client.config_resetstat()
    second = production.get(f"/v1/games/{gid}/audit").json
    assert second == first
    # The first read the whole log (XRANGE) and re-decided it; the second reads no event at all.
    assert "xrange" not in commands_run(redis_client), f"{len(envelopes)} events read again"


def test_pins_on_a_kept_audit_read_only_the_pinned_events_and_match_a_fresh_audit(finished, production,
                                                                                  redis_client):
    gid, envelopes = finished
    production.get(f"/v1/games/{gid}/audit")  # now kept
    pins = [f"{envelopes[9]['v']}:{envelopes[9]['hash']}", f"{envelopes[20]['v']}:{'0' * 64}"]
    redis_client.config_resetstat()
    kept = production.get(f"/v1/games/{gid}/audit", query_string={"pin": pins}).json
    assert commands_run(redis_client).get("xrange") == len(pins)
    fresh = production.get(f"/v1/games/{gid}/audit", query_string={"pin": pins}, headers=auth("s3cret")).json
    assert kept == fresh
    assert not checks(kept)["pin"]["ok"] and checks(kept)["pin"]["version"] == envelopes[20]["v"]


def test_the_operator_always_gets_a_fresh_audit(finished, production, redis_client):
    gid, _ = finished
    production.get(f"/v1/games/{gid}/audit")
    redis_client.config_resetstat()
    assert production.get(f"/v1/games/{gid}/audit", headers=auth("s3cret")).json["ok"]
    assert commands_run(redis_client).get("xrange", 0) >= 1


def test_an_aborted_games_audit_is_complete_for_anyone(dice_race, production):
    created = create(production, [{"name": "ann"}, {}])
    gid, token = created["id"], created["tokens"]["0"]
    aborted = production.post(f"/v1/games/{gid}/commands", json={"type": "abort"}, headers=auth(token))
    assert [e["type"] for e in aborted.json["events"]] == ["TableAborted", "SeedRevealed"]
    report = production.get(f"/v1/games/{gid}/audit").json  # anonymous
    assert report["scope"] == "full" and report["ok"], report
    assert {"chain", "seed", "decisions"} <= set(checks(report))
