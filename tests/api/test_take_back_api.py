"""Taking back a move over HTTP (issue 50 item 3): the command, its refusals, and the view, moves, events, log,
state stream and audit that follow it. Inventing the Future with two people: a roll is final (it shows new dice),
a draft revealed nothing and may be taken back until the other seat acts (Board Game Arena's rule)."""

from __future__ import annotations

import json

import pytest

from games import table as tables
from tests.api.test_games_api import assert_problem, auth, create
from tests.api.test_stream import short_streams  # noqa: F401 (the fixture)
from tests.support.spine import drain, projector_for
from workers import jobs

TAKE_BACK = {"type": "take-back"}
NDJSON = "application/x-ndjson"


def post(api, gid, token, command, **headers):
    return api.post(f"/v1/games/{gid}/commands", json=command, headers={**auth(token), **headers})


def moves(api, gid, token):
    answer = api.get(f"/v1/games/{gid}/moves", headers=auth(token))
    assert answer.status_code == 200, answer.json
    return answer.json


def seen(api, gid, token=None):
    return api.get(f"/v1/games/{gid}", headers=auth(token) if token else {}).json


def state_at(api, gid, version, token=None):
    return api.get(f"/v1/games/{gid}/state?at={version}", headers=auth(token) if token else {}).json


class Table:
    """Two people at a table of Inventing the Future, each playing the first move /moves lists."""

    def __init__(self, api):
        created = create(api, [{"name": "Ann"}, {"name": "Bob"}], game="inventing-the-future")
        self.api, self.gid, self.tokens = api, created["id"], created["tokens"]

    def token(self, seat):
        return self.tokens[str(seat)]

    def awaited(self) -> int:
        return seen(self.api, self.gid)["to_act"][0]

    def play(self, seat, kind=None):
        listed = moves(self.api, self.gid, self.token(seat))["moves"]
        move = next(m for m in listed if kind is None or m["type"] == kind)
        answer = post(self.api, self.gid, self.token(seat), move)
        assert answer.status_code == 201, answer.json
        return answer.json


@pytest.fixture
def table(client):
    table = Table(client)
    roller = table.awaited()
    table.play(roller, "roll")
    return table


def test_a_roll_is_final_and_moves_say_so_before_anyone_tries(table):
    roller = table.awaited()
    offer = moves(table.api, table.gid, table.token(roller))["take_back"]
    assert offer == {"allowed": False, "code": "move_is_final",
                     "reason": "Your last move cannot be taken back: a roll shows new dice."}
    assert "take-back" not in [m["type"] for m in moves(table.api, table.gid, table.token(roller))["lifecycle"]]
    refused = post(table.api, table.gid, table.token(roller), TAKE_BACK)
    assert_problem(refused, 422, "move_is_final")
    assert refused.json["detail"] == offer["reason"]


def test_a_draft_is_taken_back_and_every_view_of_the_table_follows(table):
    api, gid = table.api, table.gid
    seat = table.awaited()
    other = 1 - seat
    before = {viewer: seen(api, gid, table.token(viewer) if viewer is not None else None) for viewer in (0, 1, None)}
    listed_before = moves(api, gid, table.token(seat))["moves"]
    drafted = table.play(seat, "draft")
    offer = moves(api, gid, table.token(seat))
    assert offer["take_back"] == {"allowed": True, "to_version": before[0]["version"]}
    assert {"type": "take-back", "label": "Take back your last move: the table goes back to how it was before it.",
            "targets": [], "kind": "command"} in offer["lifecycle"]
    assert moves(api, gid, table.token(other))["take_back"]["code"] == "nothing_to_take_back"

    taken = post(api, gid, table.token(seat), TAKE_BACK, **{"Idempotency-Key": "take-back-1"})
    assert taken.status_code == 201, taken.json
    [event] = taken.json["events"]
    assert event["type"] == "DecisionTakenBack" and event["data"] == {"to_version": before[0]["version"]}
    assert event["summary"]["text"] == (f"{'Ann' if seat == 0 else 'Bob'} took back their last move: the table is as "
                                        "it was before it.")
    replayed = post(api, gid, table.token(seat), TAKE_BACK, **{"Idempotency-Key": "take-back-1"})
    assert replayed.status_code == 200 and replayed.headers["Idempotent-Replayed"] == "true"
    assert replayed.json == taken.json

    for viewer, earlier in before.items():
        token = table.token(viewer) if viewer is not None else None
        now = seen(api, gid, token)
        assert now["version"] == drafted["version"] + 1  # the log only grows
        assert now["view"] == earlier["view"] and now["to_act"] == earlier["to_act"]
        assert state_at(api, gid, before[0]["version"], token)["view"] == now["view"]
    assert moves(api, gid, table.token(seat))["moves"] == listed_before
    assert moves(api, gid, table.token(seat))["take_back"]["code"] == "already_taken_back"
    assert_problem(post(api, gid, table.token(seat), TAKE_BACK), 422, "already_taken_back")

    # The spectator learns nothing new: the draft it saw stays in the history, the take-back names a version
    history = api.get(f"/v1/games/{gid}/events?after={before[0]['version']}").json["events"]
    assert [e["type"] for e in history] == [*(e["type"] for e in drafted["events"]), "DecisionTakenBack"]
    assert history[-1]["data"] == {"to_version": before[0]["version"]}
    log = api.get(f"/v1/games/{gid}/log?after={before[0]['version']}").json["entries"]
    assert [entry["command"] for entry in log] == ["draft", "take-back"]


def test_a_draft_is_final_once_the_other_seat_has_acted_and_the_audit_re_decides_it_all(table):
    api, gid = table.api, table.gid
    mover = table.awaited()
    table.play(mover, "draft")
    assert post(api, gid, table.token(mover), TAKE_BACK).status_code == 201
    table.play(mover, "draft")
    while table.awaited() == mover:
        table.play(mover, "draft")
    table.play(1 - mover)
    refused = post(api, gid, table.token(mover), TAKE_BACK)
    assert_problem(refused, 422, "another_seat_acted")
    assert f"Seat {2 - mover} has acted since your last move" in refused.json["detail"]
    assert post(api, gid, table.token(mover), {"type": "resign"}).status_code == 201
    assert_problem(post(api, gid, table.token(1 - mover), TAKE_BACK), 422, "game_over")


def test_a_take_back_is_audited_with_the_decisions_after_it(table, wired):
    api, gid = table.api, table.gid
    mover = table.awaited()
    table.play(mover, "draft")
    assert post(api, gid, table.token(mover), TAKE_BACK).status_code == 201
    table.play(mover, "draft")
    assert post(api, gid, table.token(1 - mover), {"type": "resign"}).status_code == 201
    assert wired.handler.finish(gid)  # the scoring job
    report = api.get(f"/v1/games/{gid}/audit").json
    assert report["ok"], report
    decisions = next(c for c in report["checks"] if c["name"] == "decisions")
    assert decisions["detail"].endswith("all identical")


def state_frames(api, gid, headers, query, react):
    """Every GameState the stream sends until it ends; ``react(frame or None)`` runs after each frame and at each
    keep-alive (None), so a test acts on what it was sent."""
    response = api.get(f"/v1/games/{gid}/stream?as=state&{query}", headers={**headers, "Accept": NDJSON},
                       buffered=False)
    assert response.status_code == 200
    sent = []
    for chunk in response.response:
        frame = json.loads(chunk.decode())
        if frame["type"] != "heartbeat":
            sent.append(frame)
        react(frame if frame["type"] != "heartbeat" else None)
    response.close()
    return sent


def test_the_state_stream_pushes_the_earlier_table_after_a_take_back(short_streams):  # noqa: F811
    api, wired = short_streams
    table = Table(api)
    roller = table.awaited()
    table.play(roller, "roll")
    earlier = seen(api, table.gid, table.token(roller))
    table.play(roller, "draft")
    taken: list[int] = []

    def react(frame):
        if frame is None and not taken:  # the first keep-alive: the seat takes its draft back
            taken.append(post(api, table.gid, table.token(roller), TAKE_BACK).status_code)
        elif frame and any(entry["command"] == "take-back" for entry in frame["log"]):  # then the game ends
            assert post(api, table.gid, table.token(1 - roller), {"type": "resign"}).status_code == 201
            wired.handler.finish(table.gid)

    sent = state_frames(api, table.gid, auth(table.token(roller)), f"after={earlier['version'] + 1}", react)
    assert taken == [201]
    assert sent[0]["take_back"] == {"allowed": True, "to_version": earlier["version"]}
    restored = next(f for f in sent if any(e["command"] == "take-back" for e in f["log"]))
    assert restored["view"] == earlier["view"] and restored["to_act"] == earlier["to_act"]
    assert restored["take_back"]["code"] == "already_taken_back"
    spectator = state_frames(api, table.gid, {}, f"after={earlier['version']}", lambda frame: None)
    assert spectator[0]["take_back"] is None


def test_a_take_back_with_a_payload_or_without_a_seat_is_refused(table):
    roller = table.awaited()
    assert_problem(post(table.api, table.gid, table.token(roller), {**TAKE_BACK, "to_version": 1}), 422,
                   "invalid_command")
    assert_problem(table.api.post(f"/v1/games/{table.gid}/commands", json=TAKE_BACK), 401, "token_required")


def test_the_projectors_snapshot_after_a_take_back_is_the_table_folded_from_the_log(table, wired):
    mover = table.awaited()
    version = seen(table.api, table.gid)["version"]
    projector = projector_for(wired)
    table.play(mover, "draft")
    drain(projector)
    assert post(table.api, table.gid, table.token(mover), TAKE_BACK).status_code == 201
    drain(projector)
    snapshot = wired.snapshots.load(table.gid)
    assert snapshot == tables.replay(wired.store.read(table.gid))
    assert snapshot["state"] == wired.loader.at(table.gid, version)["state"]


def test_a_bot_awaited_after_the_taken_back_move_plays_once_the_person_moves_again(client, wired):
    """The bot's turn is named by its seat's last command: a take-back before the bot played leaves the bot's job
    with nothing to do, and the person's next move awaits the same turn again."""
    created = create(client, [{"name": "Ann"}, {"bot": "easy"}], game="inventing-the-future")
    gid, token = created["id"], created["tokens"]["0"]
    for _ in range(40):
        table = wired.handler.table(gid)
        if tables.awaited_bots(table):
            assert jobs.play_bot_turn(gid, *tables.awaited_bots(table)[0]) == "played"
            continue
        listed = moves(client, gid, token)["moves"]
        assert post(client, gid, token, listed[0]).status_code == 201
        if tables.awaited_bots(wired.handler.table(gid)) and moves(client, gid, token)["take_back"]["allowed"]:
            break
    else:
        raise AssertionError("Ann never handed the turn to the bot with a move she could take back")
    [(seat, turn)] = tables.awaited_bots(wired.handler.table(gid))
    assert post(client, gid, token, TAKE_BACK).status_code == 201
    assert jobs.play_bot_turn(gid, seat, turn) == "not-awaited"
    assert post(client, gid, token, listed[0]).status_code == 201
    assert tables.awaited_bots(wired.handler.table(gid)) == [(seat, turn)]
    assert jobs.play_bot_turn(gid, seat, turn) == "played"
    assert_problem(post(client, gid, token, TAKE_BACK), 422, "another_seat_acted")
