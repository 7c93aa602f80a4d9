"""`boardroom monitor`'s words and exit codes as its user meets them: 0 with something said every round, 3
with a plain sentence when its state file or a peer cannot be read (found by a newcomer trying the tool)."""

from __future__ import annotations

import json

from service import transparency
from service.runtime import cli
from tests.transparency.support import builder, create_game, log_over


def run(monkeypatch, client, *args) -> int:
    monkeypatch.setattr(transparency, "http_get", lambda url: log_over(client).get)
    return cli.main(["monitor", "http://boardroom.test", "--once", *args])


def test_a_round_with_nothing_new_says_so(client, wired, monkeypatch, tmp_path, capsys):
    builder(wired).step()
    create_game(client)
    state = tmp_path / "monitor.json"
    assert run(monkeypatch, client, "--state", str(state)) == 0
    size = json.loads(state.read_text())["head"]["size"]
    capsys.readouterr()
    assert run(monkeypatch, client, "--state", str(state)) == 0
    assert capsys.readouterr().out.strip() == f"boardroom monitor: ok, no new head since the tree of {size}"


def test_an_unreadable_state_file_or_peer_is_named_plainly(client, wired, monkeypatch, tmp_path, capsys):
    tree = builder(wired)
    create_game(client)
    tree.step()
    broken = tmp_path / "broken.json"
    broken.write_text("{half a record")
    capsys.readouterr()
    assert run(monkeypatch, client, "--state", str(broken)) == 3
    said = capsys.readouterr().err
    assert f"the state file {broken} cannot be read" in said and "Traceback" not in said

    missing = tmp_path / "nobody.json"
    assert run(monkeypatch, client, "--state", str(tmp_path / "m.json"), "--peer", str(missing)) == 3
    said = capsys.readouterr().err
    assert f"the peer's state file {missing} cannot be read" in said and "did not answer" not in said
