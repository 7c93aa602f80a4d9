"""Issue 34: the operator's rewrite (re-chained with the seed it holds) is caught without any pin: by a
monitor that saw an earlier tree head when the operator rebuilds the log, and by an auditor checking
inclusion when the operator leaves the log alone."""

from __future__ import annotations

import json

import pytest

from events.keys import feed_key
from events.seeds import chain_key
from projections import transparency as tlog
from service import audit, transparency
from service.runtime import cli
from tests.audit.test_audit import checks, rewrite_log
from tests.audit.test_pinned_head import play, rewritten_from
from tests.transparency.support import builder, create_game, log_over


def batch_ends(envelopes: list[dict]) -> list[dict]:
    return [e for i, e in enumerate(envelopes) if i + 1 == len(envelopes) or "cmd" in envelopes[i + 1]]


@pytest.fixture
def logged_game(client, wired):
    """A finished game whose every batch head is in the log, and a monitor's record of an earlier head."""
    tree = builder(wired)
    gid, tokens = create_game(client)
    play(client, wired, gid, tokens, 10)
    tree.step()
    record, seen = transparency.follow(log_over(client), {})
    assert seen and record["head"]["size"] == len(batch_ends(wired.store.read(gid)))
    play(client, wired, gid, tokens, 10_000)
    assert wired.handler.finish(gid)
    tree.step()
    return gid, tree, record


def operator_rewrites(wired, gid: str) -> list[dict]:
    """The rewrite of tests/audit/test_pinned_head.py: an early event changed and every link from there
    recomputed with the chain key derived from the seed the operator keeps."""
    envelopes = wired.store.read(gid)
    forged = rewritten_from(envelopes, 2, chain_key(wired.store.secret(gid, "seed"), gid))
    rewrite_log(wired, gid, forged)
    wired.redis.hset(wired.store.keys(gid).meta, mapping={"v": forged[-1]["v"], "head": forged[-1]["hash"]})
    assert audit.full_audit(gid, wired.store.read(gid), seed=wired.store.secret(gid, "seed"))["ok"], \
        "the rewrite passes every check of the history itself"
    return forged


def monitor(monkeypatch, client, state, *extra) -> int:
    monkeypatch.setattr(transparency, "http_get", lambda url: log_over(client).get)
    return cli.main(["monitor", "http://boardroom.test", "--state", str(state), "--once", *extra])


def test_an_untouched_log_catches_the_rewritten_history(client, wired, logged_game, monkeypatch, tmp_path, capsys):
    gid, tree, _ = logged_game
    honest = wired.store.read(gid)
    assert transparency.check_inclusion(log_over(client), gid, honest).ok
    forged = operator_rewrites(wired, gid)
    tree.step()  # the log is append-only: the old leaves stay, the rewritten heads are not added over them

    caught = transparency.check_inclusion(log_over(client), gid, forged)
    first_rewritten_leaf = next(e["v"] for e in batch_ends(forged) if e["v"] >= forged[2]["v"])
    assert not caught.ok and caught.version == first_rewritten_leaf and "rewritten" in caught.detail

    export = tmp_path / "forged.ndjson"
    header = audit.export_header(wired.loader.load(gid), wired.store.head(gid))
    export.write_text("\n".join([json.dumps(header), *(json.dumps(e) for e in forged)]) + "\n")
    monkeypatch.setattr(transparency, "http_get", lambda url: log_over(client).get)
    capsys.readouterr()
    status = cli.main(["audit", str(export), "--transparency", "http://boardroom.test"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1 and not report["ok"] and not checks(report)["transparency"]["ok"]
    assert all(c["ok"] for c in report["checks"] if c["name"] != "transparency")


def test_a_monitor_that_saw_an_earlier_head_catches_a_rebuilt_log(client, wired, logged_game, monkeypatch,
                                                                  tmp_path, capsys):
    gid, tree, record = logged_game
    state = tmp_path / "monitor.json"
    state.write_text(json.dumps(record))
    assert monitor(monkeypatch, client, state) == 0
    assert json.loads(state.read_text())["head"]["size"] > record["head"]["size"]

    forged = operator_rewrites(wired, gid)
    # The operator rebuilds the log from the rewritten history (feed and tree), signing with the key it holds.
    wired.redis.delete(tlog.NODES, tlog.LEAVES, tlog.SIZE, tlog.CURSORS, tlog.HEAD, tlog.HEADS)
    feed = feed_key(wired.store.keys(gid).partition)
    wired.redis.delete(feed)
    for envelope in batch_ends(forged):
        wired.redis.xadd(feed, {"g": gid, "v": envelope["v"], "t": envelope["type"], "h": envelope["hash"]})
    tree.step()
    assert transparency.check_inclusion(log_over(client), gid, forged).ok, \
        "a rebuilt log includes the rewritten history: only a monitor's memory can tell"

    capsys.readouterr()
    assert monitor(monkeypatch, client, state) == 2
    said = capsys.readouterr().err
    assert "CHECK FAILED" in said and "rewritten" in said
