"""Auditing: a whole history verifies, and every kind of tampering is caught at the right version."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from events.envelope import envelope_hash, genesis_hash
from events.seeds import chain_key
from games import table as tables
from service.audit import full_audit, read_export, revealed_seed
from service.simulate import play_offline


def checks(report: dict) -> dict[str, dict]:
    return {c["name"]: c for c in report["checks"]}


def reseal(gid: str, envelopes: list[dict]) -> list[dict]:
    """A forger's chain: every prev and hash recomputed so the chain itself is consistent (keyed with
    the seed the forged history reveals, as an auditor will derive the key)."""
    key = chain_key(revealed_seed(envelopes)[0], gid)
    prev = genesis_hash(gid)
    forged = []
    for envelope in envelopes:
        envelope = {**envelope, "prev": prev}
        envelope["hash"] = envelope_hash(envelope, key)
        prev = envelope["hash"]
        forged.append(envelope)
    return forged


def rewrite_log(wired, gid: str, envelopes: list[dict], raw: dict[int, str] | None = None) -> None:
    """Replace the game's stored stream entries (ids v-0) as someone with Redis access could."""
    key = wired.store.keys(gid).log
    wired.redis.delete(key)
    for envelope in envelopes:
        body = (raw or {}).get(envelope["v"], json.dumps(envelope, sort_keys=True, separators=(",", ":")))
        wired.redis.xadd(key, {"e": body}, id=f"{envelope['v']}-0")


@pytest.fixture(scope="module")
def history():
    """A finished three-bot game, decided by the real table functions and sealed as the store seals."""
    seed = "5e" * 32
    return seed, play_offline("tabletop-climber", [{"bot": "normal"}, {"bot": "easy"}, {"bot": "normal"}], seed)


@pytest.fixture
def finished(wired, history):
    """The game stored in Redis as the event store keeps it (log, head, seed)."""
    seed, envelopes = history
    gid = envelopes[0]["gid"]
    rewrite_log(wired, gid, envelopes)
    wired.redis.hset(wired.store.keys(gid).meta, mapping={"v": envelopes[-1]["v"], "head": envelopes[-1]["hash"]})
    wired.redis.hset(wired.store.keys(gid).secrets, "seed", seed)
    return gid, wired.store.read(gid)


def test_a_finished_game_passes_every_check(wired, finished, client):
    gid, envelopes = finished
    report = client.get(f"/v1/games/{gid}/audit").json
    assert report["ok"] and report["scope"] == "full"
    assert set(checks(report)) == {"chain", "seed", "decisions", "result"}
    assert checks(report)["chain"]["version"] == envelopes[-1]["v"]


def test_before_the_end_anyone_gets_the_chain_and_the_operator_everything(wired, client):
    table, tokens = wired.handler.create("tabletop-climber", [{"name": "a"}, {"name": "b"}, {"name": "c"}], {})
    gid = table["gid"]
    public = client.get(f"/v1/games/{gid}/audit").json
    assert public["scope"] == "chain" and public["ok"] and set(checks(public)) == {"chain"}
    seat = client.get(f"/v1/games/{gid}/audit", headers={"Authorization": f"Bearer {tokens['0']}"}).json
    assert seat["scope"] == "chain"
    wired.settings.__dict__  # noqa: B018 - settings are frozen; the operator token comes from a new container
    from service.bootstrap import Settings, use
    from service.http.app import create_app

    operator_app = create_app(use(Settings(redis_url=wired.settings.redis_url, admin_token="s3cret")))
    full = operator_app.test_client().get(f"/v1/games/{gid}/audit", headers={"Authorization": "Bearer s3cret"}).json
    assert full["scope"] == "full" and checks(full)["seed"]["ok"] and checks(full)["decisions"]["ok"]


def test_one_changed_byte_is_caught_at_its_version(wired, finished, client):
    gid, envelopes = finished
    target = envelopes[40]
    body = json.dumps(target, sort_keys=True, separators=(",", ":"))
    index = body.index('"type":"') + 9  # a letter of the event's type name
    changed = body[:index] + ("X" if body[index] != "X" else "Y") + body[index + 1:]
    rewrite_log(wired, gid, envelopes, raw={target["v"]: changed})
    chain = checks(client.get(f"/v1/games/{gid}/audit").json)["chain"]
    assert not chain["ok"] and chain["version"] == target["v"] and "hash" in chain["detail"]


def test_a_byte_that_breaks_the_json_is_caught_at_its_version(wired, finished, client):
    gid, envelopes = finished
    target = envelopes[12]
    body = json.dumps(target, sort_keys=True, separators=(",", ":"))
    rewrite_log(wired, gid, envelopes, raw={target["v"]: "[" + body[1:]})
    report = client.get(f"/v1/games/{gid}/audit").json
    assert not report["ok"] and checks(report)["chain"]["version"] == target["v"]


def test_a_deleted_event_is_caught_at_its_version(wired, finished, client):
    gid, envelopes = finished
    wired.redis.xdel(wired.store.keys(gid).log, f"{envelopes[25]['v']}-0")
    chain = checks(client.get(f"/v1/games/{gid}/audit").json)["chain"]
    assert not chain["ok"] and chain["version"] == envelopes[25]["v"]


def test_a_deleted_last_event_is_caught_by_the_head(wired, finished, client):
    gid, envelopes = finished
    wired.redis.xdel(wired.store.keys(gid).log, f"{envelopes[-1]['v']}-0")
    report = client.get(f"/v1/games/{gid}/audit").json
    assert not checks(report)["chain"]["ok"] and checks(report)["chain"]["version"] == envelopes[-1]["v"]


def test_two_reordered_events_are_caught(wired, finished, client):
    gid, envelopes = finished
    swapped = list(envelopes)
    swapped[30], swapped[31] = swapped[31], swapped[30]
    raw = {envelopes[30]["v"]: json.dumps(envelopes[31]), envelopes[31]["v"]: json.dumps(envelopes[30])}
    rewrite_log(wired, gid, envelopes, raw=raw)
    chain = checks(client.get(f"/v1/games/{gid}/audit").json)["chain"]
    assert not chain["ok"] and chain["version"] == envelopes[30]["v"]


def test_a_replaced_seed_is_caught_even_in_a_consistent_forged_chain(finished):
    gid, envelopes = finished
    forged = copy.deepcopy(envelopes)
    forged[-1]["data"]["seed"] = "0" * 64
    report = full_audit(gid, reseal(gid, forged))
    assert checks(report)["chain"]["ok"]
    assert not checks(report)["seed"]["ok"] and checks(report)["seed"]["version"] == forged[-1]["v"]
    assert not checks(report)["decisions"]["ok"]


def test_another_legal_shuffle_is_caught_by_re_deciding(finished):
    """Swap one card between two seats' dealt teams: still a legal deal, but not the seed's."""
    gid, envelopes = finished
    forged = copy.deepcopy(envelopes)
    deal = next(e for e in forged if e["type"] == "CardsDealt")
    teams = deal["data"]["teams"]
    teams[0][0], teams[1][0] = teams[1][0], teams[0][0]
    report = full_audit(gid, reseal(gid, forged))
    assert checks(report)["chain"]["ok"] and checks(report)["seed"]["ok"]
    decisions = checks(report)["decisions"]
    assert not decisions["ok"] and decisions["version"] == deal["v"] and "CardsDealt" in decisions["detail"]


def test_a_forged_result_is_caught(finished):
    gid, envelopes = finished
    forged = copy.deepcopy(envelopes)
    result = next(e for e in forged if e["type"] == "GameFinished")
    result["data"]["ranking"] = list(reversed(result["data"]["ranking"]))
    report = full_audit(gid, reseal(gid, forged))
    assert not checks(report)["result"]["ok"] and checks(report)["result"]["version"] == result["v"]
    assert not checks(report)["decisions"]["ok"]


def test_an_illegal_recorded_command_is_caught(finished):
    gid, envelopes = finished
    forged = copy.deepcopy(envelopes)
    played = next(e for e in forged if e.get("cmd", {}).get("type") == "play")
    played["cmd"]["seat"] = (played["cmd"]["seat"] + 1) % 3
    report = full_audit(gid, reseal(gid, forged))
    decisions = checks(report)["decisions"]
    assert not decisions["ok"] and decisions["version"] == played["v"]


def test_a_history_recorded_under_other_rules_is_not_re_decided_by_these(finished):
    """A rules correction changes what ``decide`` yields: a game recorded under an earlier rules
    version is reported as such, not as a tampered batch."""
    gid, envelopes = finished
    older = copy.deepcopy(envelopes)
    current = older[0]["data"]["rules_version"]
    older[0]["data"]["rules_version"] = "0"
    report = full_audit(gid, reseal(gid, older))
    decisions = checks(report)["decisions"]
    assert not decisions["ok"] and decisions["version"] == 1
    assert "rules version 0" in decisions["detail"] and f"rules version {current}" in decisions["detail"]
    assert checks(report)["chain"]["ok"] and checks(report)["seed"]["ok"]


def test_export_then_offline_audit_with_the_package_alone(wired, finished, tmp_path, redis_url):
    gid, _ = finished
    env = {"PATH": f"{sys.prefix}/bin", "REDIS_URL": redis_url}
    exported = subprocess.run([sys.executable, "-m", "service.runtime.cli", "export", gid], capture_output=True,
                              text=True, env=env, check=True).stdout
    path = tmp_path / "game.ndjson"
    path.write_text(exported)
    header, envelopes = read_export(exported.splitlines())
    assert header["game"] == "tabletop-climber" and header["version"] == envelopes[-1]["v"]
    offline = subprocess.run([sys.executable, "-m", "service.runtime.cli", "audit", str(path)], capture_output=True,
                             text=True, env={"PATH": env["PATH"], "REDIS_URL": "redis://127.0.0.1:1/0"})
    assert offline.returncode == 0, offline.stdout + offline.stderr
    assert json.loads(offline.stdout)["ok"] is True
    path.write_text(exported.replace('"type":"CardsPlayed"', '"type":"CardsPlayeD"', 1))
    tampered = subprocess.run([sys.executable, "-m", "service.runtime.cli", "audit", str(path)], capture_output=True,
                              text=True, env={"PATH": env["PATH"]})
    assert tampered.returncode == 1 and json.loads(tampered.stdout)["ok"] is False


def test_replay_prints_the_table_or_a_seats_view_at_a_version(wired, finished, redis_url):
    gid, envelopes = finished
    env = {"PATH": f"{sys.prefix}/bin", "REDIS_URL": redis_url}
    at = envelopes[20]["v"]
    whole = json.loads(subprocess.run([sys.executable, "-m", "service.runtime.cli", "replay", gid, "--to", str(at)],
                                      capture_output=True, text=True, env=env, check=True).stdout)
    assert whole == tables.replay(envelopes[:21])
    seat = json.loads(subprocess.run([sys.executable, "-m", "service.runtime.cli", "replay", gid, "--to", str(at),
                                      "--seat", "1"], capture_output=True, text=True, env=env, check=True).stdout)
    assert seat == json.loads(json.dumps(tables.view(tables.replay(envelopes[:21]), 1)))


def test_simulate_prints_an_offline_bot_game_that_the_offline_audit_verifies(tmp_path):
    env = {"PATH": f"{sys.prefix}/bin"}  # no REDIS_URL: neither command needs a store
    seed = "5e" * 32
    simulated = subprocess.run([sys.executable, "-m", "service.runtime.cli", "simulate", "--game", "bias-effect",
                                "--players", "3", "--level", "easy", "--level", "normal", "--seed", seed],
                               capture_output=True, text=True, env=env, check=True).stdout
    header, envelopes = read_export(simulated.splitlines())
    assert header["game"] == "bias-effect" and (header["version"], header["head"]) == (envelopes[-1]["v"],
                                                                                      envelopes[-1]["hash"])
    table = tables.replay(envelopes)
    assert table["status"] == "finished" and [s["bot"] for s in table["seats"]] == ["easy", "normal", "easy"]
    assert envelopes[-1]["type"] == "SeedRevealed" and envelopes[-1]["data"]["seed"] == seed
    path = tmp_path / "simulated.ndjson"
    path.write_text(simulated)
    offline = subprocess.run([sys.executable, "-m", "service.runtime.cli", "audit", str(path)], capture_output=True,
                             text=True, env=env)
    assert offline.returncode == 0 and json.loads(offline.stdout)["ok"] is True, offline.stdout + offline.stderr


@pytest.mark.parametrize("arguments, complaint", [
    (["--game", "chess"], "no game 'chess'"),
    (["--game", "bias-effect", "--players", "9"], "for 2 to 5 players"),
    (["--game", "bias-effect", "--level", "grandmaster"], "no bot level 'grandmaster'"),
])
def test_simulate_refuses_what_no_table_could_be(arguments, complaint):
    refused = subprocess.run([sys.executable, "-m", "service.runtime.cli", "simulate", *arguments],
                             capture_output=True, text=True, env={"PATH": f"{sys.prefix}/bin"})
    assert refused.returncode != 0 and complaint in refused.stderr and refused.stdout == ""
