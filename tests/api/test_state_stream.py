"""GET /stream?as=state: the caller's whole game on connect and after every change, so a client with no rules
code never refetches; resumable by version, and a spectator gets no seat's moves."""

from __future__ import annotations

import json
import time

from tests.api.test_games_api import create
from tests.api.test_stream import LONGEST, short_streams  # noqa: F401 (the fixture)
from tests.support.contract import document_of, errors_against


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def frames(api, gid: str, headers: dict, query: str, act=lambda: None):
    """Every GameState the stream sends until it ends; ``act()`` runs once, at the first keep-alive."""
    response = api.get(f"/v1/games/{gid}/stream?as=state&{query}", headers=headers, buffered=False)
    assert response.status_code == 200
    sent, acted, ids = [], False, []
    for chunk in response.response:
        text = chunk.decode()
        if text in (": keep-alive\n\n", '{"type":"heartbeat"}\n'):
            if not acted:
                acted = True
                act()
            continue
        if text.startswith("id: "):
            ids.append(int(text.split("\n", 1)[0].removeprefix("id: ")))
            assert not any(row.startswith("event:") for row in text.splitlines()), "onmessage receives it"
            text = text.split("data: ", 1)[1]
        sent.append(json.loads(text))
    response.close()
    return sent, ids


def test_a_seat_gets_its_state_on_connect_and_after_each_change_until_the_end(short_streams):  # noqa: F811
    api, wired = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, token = game["id"], game["tokens"]["0"]

    def play_out():
        for seat in [0, 1, 0, 1, 0, 1]:
            wired.handler.execute(gid, seat, {"type": "roll"})
        wired.handler.finish(gid)

    opened = time.monotonic()
    sent, ids = frames(api, gid, {**auth(token), "Accept": "application/x-ndjson"}, "after=0", play_out)
    assert time.monotonic() - opened < LONGEST, "the stream ends with the game"
    first = sent[0]
    assert first["type"] == "state" and first["version"] == game["version"] and first["to_act"] == [0]
    assert [m["type"] for m in first["moves"]] == ["roll"] and first["moves"][0]["label"]
    told = [d["v"] for frame in sent for entry in frame["log"] for d in entry["details"]]
    final = wired.handler.table(gid)["version"]
    assert told == list(range(1, final + 1)), "every event told once, in order, across the frames"
    assert [f["version"] for f in sent] == sorted({f["version"] for f in sent}), "one frame per change"
    assert sent[-1]["status"] == "finished" and sent[-1]["result"] and sent[-1]["moves"] == []
    document = document_of(api.application)
    assert all(errors_against(document, "GameState", frame) == [] for frame in sent)
    assert ids == []  # NDJSON has no frame ids


def test_sse_state_frames_resume_after_their_version_and_spectators_get_no_moves(short_streams):  # noqa: F811
    api, wired = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid = game["id"]
    for seat in [0, 1]:
        wired.handler.execute(gid, seat, {"type": "roll"})
    version = wired.handler.table(gid)["version"]

    def finish():
        for seat in [0, 1, 0, 1]:
            wired.handler.execute(gid, seat, {"type": "roll"})
        wired.handler.finish(gid)

    sent, ids = frames(api, gid, {"Last-Event-ID": str(version)}, "", finish)
    assert ids == [frame["version"] for frame in sent]
    assert sent[0]["version"] == version and sent[0]["log"] == [], "nothing new since the version resumed after"
    assert all(frame["moves"] == [] and frame["lifecycle"] == [] for frame in sent), "a spectator has no moves"
    assert [d["v"] for f in sent for e in f["log"] for d in e["details"]][0] == version + 1


def test_as_must_name_a_kind_of_stream(short_streams):  # noqa: F811
    api, _ = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    response = api.get(f"/v1/games/{game['id']}/stream?as=everything")
    assert response.status_code == 422 and response.json["code"] == "invalid_request"


def test_a_frame_never_tells_what_happened_after_the_state_it_shows(short_streams):  # noqa: F811
    """A move landing between loading the table and reading its log belongs to the next frame: told in this one,
    the client would hold a stale state whose moves the server refuses, and no frame would ever follow."""
    api, wired = short_streams
    game = create(api, [{"name": "ann"}, {"name": "bob"}])
    gid, load, calls = game["id"], wired.handler.table, []

    def load_then_someone_moves(table_gid):
        table = load(table_gid)
        calls.append(table["version"])
        if len(calls) == 2:  # the stream's first poll, after its check that the game exists
            wired.handler.execute(gid, 0, {"type": "roll"})
        elif len(calls) == 4:
            for seat in [1, 0, 1, 0, 1]:
                wired.handler.execute(gid, seat, {"type": "roll"})
            wired.handler.finish(gid)
        return table

    wired.handler.table = load_then_someone_moves  # the real handler; only the moment a move lands is chosen
    sent, _ = frames(api, gid, {"Accept": "application/x-ndjson"}, "after=0")
    first, second = sent[0], sent[1]
    assert [d["v"] for e in first["log"] for d in e["details"]][-1] == first["version"] == game["version"]
    assert second["version"] == game["version"] + 1 and second["log"][0]["command"] == "roll"
