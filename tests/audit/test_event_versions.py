"""Event schema versions: a history stored before GameEnded gained "tiebreak" still replays and audits."""

from __future__ import annotations

from pathlib import Path

from games import get_game
from games import table as tables
from games.tabletop_climber.data import TIEBREAK
from service.audit import full_audit, read_export

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "climber-v1-export.ndjson"


def stored_v1():
    with FIXTURE.open() as lines:
        return read_export(lines)


def test_the_fixture_really_holds_a_version_1_event():
    _, envelopes = stored_v1()
    ended = next(e for e in envelopes if e["type"] == "GameEnded")
    assert "sv" not in ended and "tiebreak" not in ended["data"]
    assert get_game("tabletop-climber").event_versions["GameEnded"] == 2


def test_the_upcaster_fills_the_added_field_with_its_default():
    _, envelopes = stored_v1()
    ended = next(e for e in envelopes if e["type"] == "GameEnded")
    current = tables.upcast(get_game("tabletop-climber"), ended)
    assert current["sv"] == 2 and current["data"]["tiebreak"] == list(TIEBREAK)
    assert {k: v for k, v in current["data"].items() if k != "tiebreak"} == ended["data"]


def test_replaying_the_old_history_gives_the_current_shape():
    _, envelopes = stored_v1()
    table = tables.replay(envelopes)
    assert table["status"] == "finished"
    assert table["state"]["result"]["tiebreak"] == list(TIEBREAK)
    assert table["result"] == get_game("tabletop-climber").result(table["state"]).to_json()


def test_the_old_history_passes_the_audit():
    header, envelopes = stored_v1()
    report = full_audit(header["gid"], envelopes, head=(header["version"], header["head"]))
    assert report["ok"], report
