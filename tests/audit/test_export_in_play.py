"""`boardroom export` of a game in play is what a spectator may see unless `--unredacted` (issue 31
item 18: it printed every hand and private command of a running game to whoever ran it)."""

from __future__ import annotations

import json

from service.audit import read_export
from service.runtime import cli


def export(capsys, monkeypatch, redis_url, *args) -> tuple[str, str]:
    monkeypatch.setenv("REDIS_URL", redis_url)
    capsys.readouterr()
    assert cli.main(["export", *args]) == 0
    printed = capsys.readouterr()
    return printed.out, printed.err


def test_a_game_in_play_is_exported_as_a_spectator_sees_it_unless_unredacted(wired, client, capsys, monkeypatch,
                                                                            redis_url):
    table, _ = wired.handler.create("tabletop-climber", [{"name": "a"}, {"name": "b"}, {"name": "c"}], {})
    gid = table["gid"]
    spectator = client.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"}).get_data(True)
    _, seen = read_export(spectator.splitlines())
    stored = wired.store.read(gid)
    assert seen != stored  # the deal is hidden from a spectator: there is something to redact

    redacted, note = export(capsys, monkeypatch, redis_url, gid)
    header, envelopes = read_export(redacted.splitlines())
    assert envelopes == seen and header["gid"] == gid
    assert "in play" in note and "--unredacted" in note

    whole, _ = export(capsys, monkeypatch, redis_url, gid, "--unredacted")
    assert read_export(whole.splitlines())[1] == json.loads(json.dumps(stored))
