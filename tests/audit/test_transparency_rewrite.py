"""Issues 34 and 49: the operator's rewrite (re-chained with the seed it holds) is caught without any pin.
Issue 34: by a monitor that saw an earlier tree head when the operator rebuilds the log, and by an auditor
checking inclusion when the operator leaves the log alone. Issue 49: when the operator logs the rewritten
heads beside the old ones (the tree only grows), of a finished game or of one in play, the builder refuses
them, and when the operator's own builder logs them anyway, the monitor (reading every leaf, keeping each
game's heads) and the audit (first leaf per version, no other head of the game) catch the fork; a second
monitor gossiping with the first catches a split view."""

from __future__ import annotations

import json

import pytest

from events.keys import feed_key
from events.seeds import chain_key
from projections import transparency as tlog
from service import audit, monitor, transparency
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
    done = monitor.follow(log_over(client), {})
    record, seen = done.record, done.heads
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


def run_monitor(monkeypatch, client, state, *extra) -> int:
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
    assert run_monitor(monkeypatch, client, state) == 0
    assert json.loads(state.read_text())["head"]["size"] > record["head"]["size"]

    forged = operator_rewrites(wired, gid)
    # The operator rebuilds the log from the rewritten history (feed and tree), signing with the key it holds.
    wired.redis.delete(tlog.NODES, tlog.LEAVES, tlog.DATA, tlog.SIZE, tlog.CURSORS, tlog.HEAD, tlog.HEADS,
                       f"{tlog.GAME_LEAVES}{gid}")
    feed = feed_key(wired.store.keys(gid).partition)
    wired.redis.delete(feed)
    for envelope in batch_ends(forged):
        wired.redis.xadd(feed, {"g": gid, "v": envelope["v"], "t": envelope["type"], "h": envelope["hash"]})
    tree.step()
    assert transparency.check_inclusion(log_over(client), gid, forged).ok, \
        "a rebuilt log includes the rewritten history: only a monitor's memory can tell"

    capsys.readouterr()
    assert run_monitor(monkeypatch, client, state) == 2
    said = capsys.readouterr().err
    assert "CHECK FAILED" in said and "rewritten" in said


def export(wired, gid: str, envelopes: list[dict], path) -> str:
    header = audit.export_header(wired.loader.load(gid), wired.store.head(gid))
    path.write_text("\n".join([json.dumps(header), *(json.dumps(e) for e in envelopes)]) + "\n")
    return str(path)


def audit_against_log(monkeypatch, client, capsys, path: str) -> dict:
    monkeypatch.setattr(transparency, "http_get", lambda url: log_over(client).get)
    capsys.readouterr()
    status = cli.main(["audit", path, "--transparency", "http://boardroom.test"])
    report = json.loads(capsys.readouterr().out)
    assert status == (0 if report["ok"] else 1)
    return report


def forged_heads_fed_again(wired, gid: str, forged: list[dict]) -> list[tuple[str, int, str]]:
    """What the issue's operator did: drop the game's entries from the builder's index and feed the forged
    batch heads again."""
    heads = [(gid, e["v"], e["hash"]) for e in batch_ends(forged)]
    wired.redis.hdel(tlog.LEAVES, *(f"{gid}:{v}" for _, v, _ in heads))
    wired.redis.delete(f"{tlog.GAME_LEAVES}{gid}")
    feed = feed_key(wired.store.keys(gid).partition)
    for _, v, head in heads:
        wired.redis.xadd(feed, {"g": gid, "v": v, "t": "Forged", "h": head})
    return heads


def test_the_builder_refuses_a_second_head_whatever_its_index_says(client, wired, logged_game):
    gid, tree, _ = logged_game
    log = tlog.TransparencyLog(wired.redis)
    before = (log.size(), log.head()["root"], log.game_leaves(gid))
    forged_heads_fed_again(wired, gid, operator_rewrites(wired, gid))
    assert tree.step() == 0
    assert (log.size(), log.head()["root"]) == before[:2], "the tree did not grow"
    assert log.game_leaves(gid) == before[2], "the game's list of leaves was rebuilt from the log's leaves"


def test_a_rewritten_finished_game_logged_beside_the_first_is_a_fork(client, wired, logged_game, monkeypatch,
                                                                     tmp_path, capsys):
    gid, tree, record = logged_game
    state = tmp_path / "monitor.json"
    state.write_text(json.dumps(record))
    assert run_monitor(monkeypatch, client, state) == 0, "the monitor saw the honest game's every head"
    honest = wired.store.read(gid)
    assert audit_against_log(monkeypatch, client, capsys, export(wired, gid, honest, tmp_path / "honest.ndjson"))["ok"]

    forged = operator_rewrites(wired, gid)
    # The operator's own builder: the index dropped and the forged heads appended after the first ones.
    tlog.append_leaves(wired.redis, forged_heads_fed_again(wired, gid, forged))
    tree.step()  # signs the grown tree with the log's key
    assert transparency.LogClient(log_over(client).get).head()["size"] > record["head"]["size"]

    capsys.readouterr()
    assert run_monitor(monkeypatch, client, state) == 2, "a monitor restarted from its state file sees the fork"
    said = capsys.readouterr().err
    assert "CHECK FAILED" in said and "forked" in said and "second head" in said
    assert run_monitor(monkeypatch, client, tmp_path / "new-monitor.json") == 2, \
        "a monitor that starts now reads every leaf, so it sees both heads too"

    report = audit_against_log(monkeypatch, client, capsys, export(wired, gid, forged, tmp_path / "forged.ndjson"))
    assert not report["ok"] and "rewritten after it was logged" in checks(report)["transparency"]["detail"]
    report = audit_against_log(monkeypatch, client, capsys, export(wired, gid, honest, tmp_path / "honest.ndjson"))
    assert not report["ok"] and "forked" in checks(report)["transparency"]["detail"], \
        "the original history is no longer the log's only one: the log holds another head of the game"


def test_a_game_rewritten_in_play_and_played_on_is_a_fork(client, wired, monkeypatch, tmp_path, capsys):
    tree = builder(wired)
    gid, tokens = create_game(client)
    play(client, wired, gid, tokens, 10)
    tree.step()
    state = tmp_path / "monitor.json"
    assert run_monitor(monkeypatch, client, state) == 0
    assert client.get(f"/v1/games/{gid}").json["status"] == "active"

    forged = operator_rewrites(wired, gid)  # the index untouched: the logged versions are not logged again
    play(client, wired, gid, tokens, 3)  # the game goes on from the forged head
    grown = tree.step()
    assert grown >= 1 and wired.store.read(gid)[len(forged)]["prev"] == forged[-1]["hash"]

    capsys.readouterr()
    assert run_monitor(monkeypatch, client, state) == 2
    said = capsys.readouterr().err
    assert "forked" in said and "does not follow" in said, said
    report = audit_against_log(monkeypatch, client, capsys,
                               export(wired, gid, wired.store.read(gid), tmp_path / "in-play.ndjson"))
    assert not report["ok"] and "rewritten after it was logged" in checks(report)["transparency"]["detail"]


def test_a_second_monitor_gossiping_with_the_first_sees_a_split_view(client, wired, logged_game, monkeypatch,
                                                                     tmp_path, capsys):
    gid, tree, _ = logged_game
    first = tmp_path / "first.json"
    assert run_monitor(monkeypatch, client, first) == 0
    shown_first = json.loads(first.read_text())["head"]

    # The operator shows a newcomer another log of the same size: rebuilt from the rewritten history.
    forged = operator_rewrites(wired, gid)
    wired.redis.delete(tlog.NODES, tlog.LEAVES, tlog.DATA, tlog.SIZE, tlog.HEAD, tlog.HEADS,
                       f"{tlog.GAME_LEAVES}{gid}")
    tlog.append_leaves(wired.redis, [(g, v, h) for g, v, h in
                                     ((gid, e["v"], e["hash"]) for e in batch_ends(forged))])
    tree.step()
    second = tmp_path / "second.json"
    assert run_monitor(monkeypatch, client, second) == 0, "alone, the newcomer sees a consistent log"
    assert json.loads(second.read_text())["head"]["size"] == shown_first["size"]

    capsys.readouterr()
    assert run_monitor(monkeypatch, client, second, "--peer", str(first)) == 2
    said = capsys.readouterr().err
    assert "split view" in said and shown_first["root"] in said
