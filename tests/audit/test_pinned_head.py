"""An auditor pins the head published during play; a history rewritten later no longer holds it."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from events.envelope import envelope_hash
from events.seeds import chain_key
from games import get_game
from games import table as tables
from tests.audit.test_audit import checks, rewrite_log

PROBLEM = "application/problem+json"


def rewritten_from(envelopes: list[dict], index: int, key: str) -> list[dict]:
    """A malicious operator's history: one event's time moved (nothing a decision reads), and every link
    from there recomputed with the chain key it can derive from the seed it keeps."""
    forged = [dict(e) for e in envelopes]
    forged[index]["at"] = "2000-01-01T00:00:00.000Z"
    for i in range(index, len(forged)):
        if i > index:
            forged[i]["prev"] = forged[i - 1]["hash"]
        forged[i]["hash"] = envelope_hash(forged[i], key)
    return forged


def play(client, wired, gid: str, tokens: dict[str, str], commands: int) -> None:
    """Post up to ``commands`` bot-chosen commands through the API, each seat with its own token."""
    game, rng = get_game("tabletop-climber"), random.Random(14)
    for _ in range(commands):
        table = wired.handler.table(gid)
        if tables.is_over(table):
            return
        seat = min(tables.to_act(table))
        response = client.post(f"/v1/games/{gid}/commands", json=game.bot(table["state"], seat, rng, "normal"),
                               headers={"Authorization": f"Bearer {tokens[str(seat)]}"})
        assert response.status_code == 201, response.json


def test_a_head_pinned_mid_game_catches_a_history_rewritten_later(wired, client, tmp_path, redis_url):
    created = client.post("/v1/games", json={"game": "tabletop-climber",
                                             "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]})
    gid, tokens = created.json["id"], created.json["tokens"]
    play(client, wired, gid, tokens, 10)
    version, digest = client.get(f"/v1/games/{gid}").headers["Boardroom-Head"].split()
    pin = f"{version}:{digest}"
    assert int(version) > 6 and client.get(f"/v1/games/{gid}").json["status"] == "active"
    live = client.get(f"/v1/games/{gid}/audit", query_string={"pin": pin}).json
    assert live["ok"] and live["scope"] == "chain" and checks(live)["pin"]["ok"]

    play(client, wired, gid, tokens, 10_000)
    assert wired.handler.finish(gid)  # the scoring job's append
    honest = client.get(f"/v1/games/{gid}/audit", query_string={"pin": pin}).json
    assert honest["ok"] and honest["scope"] == "full" and checks(honest)["pin"]["ok"]

    envelopes = wired.store.read(gid)
    target = int(version) // 2
    forged = rewritten_from(envelopes, target - 1, chain_key(wired.store.secret(gid, "seed"), gid))
    rewrite_log(wired, gid, forged)
    wired.redis.hset(wired.store.keys(gid).meta, mapping={"v": forged[-1]["v"], "head": forged[-1]["hash"]})

    unpinned = client.get(f"/v1/games/{gid}/audit").json
    assert unpinned["ok"], "the rewrite is consistent: without a pin nothing can tell"
    pinned = client.get(f"/v1/games/{gid}/audit", query_string={"pin": pin}).json
    assert not pinned["ok"]
    assert checks(pinned)["pin"]["version"] == int(version) and "rewritten" in checks(pinned)["pin"]["detail"]

    env = {"PATH": f"{sys.prefix}/bin", "REDIS_URL": redis_url}
    exported = subprocess.run([sys.executable, "-m", "service.runtime.cli", "export", gid], capture_output=True,
                              text=True, env=env, check=True).stdout
    path = tmp_path / "rewritten.ndjson"
    path.write_text(exported)
    offline = [sys.executable, "-m", "service.runtime.cli", "audit", str(path)]
    assert subprocess.run(offline, capture_output=True, text=True, env={"PATH": env["PATH"]}).returncode == 0
    caught = subprocess.run([*offline, "--pin", pin], capture_output=True, text=True, env={"PATH": env["PATH"]})
    assert caught.returncode == 1 and not checks(json.loads(caught.stdout))["pin"]["ok"]


def test_a_malformed_or_missing_pin(wired, client):
    created = client.post("/v1/games", json={"game": "tabletop-climber",
                                             "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]})
    gid = created.json["id"]
    response = client.get(f"/v1/games/{gid}/audit", query_string={"pin": "6:not-a-hash"})
    assert response.status_code == 422 and response.mimetype == PROBLEM
    assert response.json["code"] == "invalid_request" and "pin" in json.dumps(response.json)
    beyond = client.get(f"/v1/games/{gid}/audit", query_string={"pin": f"999:{'0' * 64}"}).json
    assert not beyond["ok"] and checks(beyond)["pin"]["version"] == 999
