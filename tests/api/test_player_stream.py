"""Issue 32 item 6: the player stream starts from now, its `your-turn` carries the seat's game and moves,
its frames are named schemas, and a challenge can be read, listed and withdrawn (Flask test client, real Redis).

Baseline (issue 32): "a new connection replays about 1,000 old frames, old `your-turn`s included", and
"`your-turn` carries only the version, so every turn costs two more requests"."""

from __future__ import annotations

import json

import pytest

from service.http.api.schemas import StreamQuerySchema
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register
from tests.support.contract import document_of, errors_against
from tests.support.spine import drain, projector_for

KEEPALIVE = 0.2  # a quiet stream says so quickly: "the frames before the first keep-alive" is fast to read


@pytest.fixture
def wired(redis_client, redis_url):
    """The suite's container (tests/conftest.py), with a short keep-alive."""
    from service.bootstrap import Settings, use

    container = use(Settings(redis_url=redis_url, queue_redis_url=redis_url, bot_stall_seconds=1.0,
                             rate_limits=False, stream_keepalive_seconds=KEEPALIVE))
    yield container
    container.close()


@pytest.fixture
def api(dice_race, client):
    return client


class Stream:
    """A player's stream held open: ``next_frames()`` gives the frames up to the next keep-alive or new frame."""

    def __init__(self, api, key, query="", headers=None, sse=False):
        accept = {} if sse else {"Accept": "application/x-ndjson"}
        self.response = api.get(f"/v1/players/me/stream{query}", headers={**auth(key), **accept, **(headers or {})},
                                buffered=False)
        assert self.response.status_code == 200
        self.chunks = iter(self.response.response)
        self.sse = sse

    def chunk(self) -> dict | None:
        """The next chunk as a frame (None: a keep-alive); an SSE frame as {"id", "event", "data"}."""
        text = next(self.chunks).decode()
        if self.sse:
            if text.startswith(":"):
                return None
            rows = dict(row.split(": ", 1) for row in text.strip().splitlines())
            return {**rows, "data": json.loads(rows["data"])}
        line = json.loads(text)
        return None if line == {"type": "heartbeat"} else line

    def until_quiet(self) -> list[dict]:
        """The frames sent before the first keep-alive (an idle stream sends one at once)."""
        frames = []
        while (frame := self.chunk()) is not None:
            frames.append(frame)
        return frames

    def next_frame(self) -> dict:
        while (frame := self.chunk()) is None:
            pass
        return frame

    def close(self) -> None:
        self.response.close()


def challenge(api, challenger, invitees, **fields):
    response = api.post("/v1/challenges", json={"game": "dice-race", "players": [p["id"] for p in invitees],
                                                **fields}, headers=auth(challenger["key"]))
    assert response.status_code == 201, response.json
    return response.json


def started_game(api, wired, ann, bob) -> str:
    """A dice race of ann (seat 0) and bob (seat 1) from an accepted challenge, its frames written."""
    cid = challenge(api, ann, [bob])["id"]
    gid = api.post(f"/v1/challenges/{cid}/accept", headers=auth(bob["key"])).json["gid"]
    drain(projector_for(wired))
    return gid


def roll(api, wired, gid, player) -> None:
    moves = api.get(f"/v1/games/{gid}/moves", headers=auth(player["key"])).json
    posted = api.post(f"/v1/games/{gid}/commands", json=moves["moves"][0],
                      headers={**auth(player["key"]), "If-Match": f'"{moves["version"]}"'})
    assert posted.status_code == 201, posted.json
    drain(projector_for(wired))


def test_a_new_connection_starts_from_now_with_the_turns_owed_now(api, wired):
    ann, bob, cy = (register(api, n) for n in ("ann", "bob", "cy"))
    gid = started_game(api, wired, ann, bob)
    roll(api, wired, gid, ann)
    roll(api, wired, gid, bob)  # ann is awaited again: her stream holds two your-turns, one stale
    kept = wired.player_streams.read(ann["id"], "0-0")
    assert [f["type"] for f in kept].count("your-turn") == 2 and len(kept) == 4  # + challenge, game-start

    live = Stream(api, ann["key"])
    owed = live.until_quiet()
    assert [(f["type"], f["gid"], f["seat"]) for f in owed] == [("your-turn", gid, 0)]  # no old frame replayed
    assert owed[0]["version"] == wired.handler.table(gid)["version"]
    assert owed[0]["id"] == kept[-1]["id"]  # resuming from it gives what follows the connection
    sent = challenge(api, cy, [ann])
    fresh = live.next_frame()  # a frame written after the connection arrives on it
    assert (fresh["type"], fresh["challenge"], fresh["challenger"]) == ("challenge", sent["id"], cy["id"])
    live.close()

    resumed = Stream(api, ann["key"], headers={"Last-Event-ID": owed[0]["id"]})
    assert [f["id"] for f in resumed.until_quiet()] == [fresh["id"]]
    resumed.close()
    everything = Stream(api, ann["key"], query="?after=0-0")
    assert [f["id"] for f in everything.until_quiet()] == [f["id"] for f in kept] + [fresh["id"]]
    everything.close()

    idle = Stream(api, bob["key"])  # bob is not awaited: nothing owed
    assert idle.until_quiet() == []
    idle.close()


def test_a_your_turn_carries_the_seats_game_and_moves_read_when_sent_and_nothing_secret_is_stored(api, wired):
    ann, bob = register(api, "ann"), register(api, "bob")
    gid = started_game(api, wired, ann, bob)

    live = Stream(api, ann["key"])
    [turn] = live.until_quiet()
    live.close()
    assert turn["table"] == api.get(f"/v1/games/{gid}", headers=auth(ann["key"])).json
    assert turn["moves"] == api.get(f"/v1/games/{gid}/moves", headers=auth(ann["key"])).json
    assert turn["table"]["view"]["secret"] is not None  # the seat's own secret, as its GET shows it
    stored = wired.player_streams.read(ann["id"], "0-0")
    assert {k for f in stored if f["type"] == "your-turn" for k in f["data"]} == {"gid", "game", "seat", "version"}
    raw = b"".join(v for _, fields in wired.redis.xrange(f"br:{{pstream:{ann['id']}}}:events") for v in fields.values())
    assert b'"secret"' not in raw and b'"moves"' not in raw

    # a bot plays from the frame alone: no GET /moves, no GET /games
    posted = api.post(f"/v1/games/{gid}/commands", json=turn["moves"]["moves"][0],
                      headers={**auth(ann["key"]), "If-Match": f'"{turn["moves"]["version"]}"'})
    assert posted.status_code == 201, posted.json
    drain(projector_for(wired))

    replayed = Stream(api, ann["key"], query="?after=0-0")
    [stale] = [f for f in replayed.until_quiet() if f["type"] == "your-turn"]
    replayed.close()
    assert stale["version"] == turn["version"]  # when the seat became awaited …
    assert stale["table"]["version"] == wired.handler.table(gid)["version"] > stale["version"]  # … shown as now
    assert stale["moves"]["moves"] == []  # no longer awaited: nothing to play


def test_sse_frames_name_their_type_and_every_frame_matches_its_schema(api, wired):
    from workers.jobs import score_game

    ann, bob = register(api, "ann"), register(api, "bob")
    gid = started_game(api, wired, ann, bob)
    while wired.handler.table(gid)["status"] != "finished":
        for player in (ann, bob):
            if api.get(f"/v1/games/{gid}/moves", headers=auth(player["key"])).json["moves"]:
                roll(api, wired, gid, player)
        score_game(gid)
        drain(projector_for(wired))
    live = Stream(api, ann["key"], query="?after=0-0", sse=True)
    frames = live.until_quiet()
    live.close()
    kinds = [f["event"] for f in frames]
    assert kinds[:2] == ["challenge", "game-start"] and kinds[-1] == "game-finish" and "your-turn" in kinds
    document = document_of(api.application)
    names = {"challenge": "ChallengeFrame", "game-start": "GameStartFrame", "your-turn": "YourTurnFrame",
             "game-finish": "GameFinishFrame"}
    for frame in frames:
        assert frame["data"]["type"] == frame["event"] and frame["data"]["id"] == frame["id"]
        assert errors_against(document, names[frame["event"]], frame["data"]) == [], frame
        assert errors_against(document, "PlayerStreamFrame", frame["data"]) == [], frame


def test_the_document_names_the_frames_and_the_challenge_routes(api):
    document = document_of(api.application)
    schemas = document["components"]["schemas"]
    union = schemas["PlayerStreamFrame"]
    assert union["discriminator"]["mapping"] == {
        "challenge": "#/components/schemas/ChallengeFrame", "game-start": "#/components/schemas/GameStartFrame",
        "your-turn": "#/components/schemas/YourTurnFrame", "game-finish": "#/components/schemas/GameFinishFrame"}
    assert schemas["YourTurnFrame"]["properties"]["table"]["$ref"].endswith("/Table")
    assert schemas["YourTurnFrame"]["properties"]["moves"]["$ref"].endswith("/LegalMoves")
    stream = document["paths"]["/v1/players/me/stream"]["get"]
    sse = stream["responses"]["200"]["content"]["text/event-stream"]["schema"]
    assert sse["properties"]["data"]["contentSchema"] == {"$ref": "#/components/schemas/PlayerStreamFrame"}
    assert "from now" in sse["description"] and "?after=0-0" in sse["description"]
    [after] = [p for p in stream["parameters"] if p["name"] == "after"]
    assert "from now" in after["description"]
    paths = document["paths"]
    assert paths["/v1/challenges"]["get"]["operationId"] == "listChallenges"
    assert paths["/v1/challenges/{cid}"]["get"]["operationId"] == "getChallenge"
    assert {"get", "delete"} <= set(paths["/v1/challenges/{cid}"])


def test_a_challenge_is_read_by_its_players_only_and_listed_pending_first(api):
    ann, bob, cy, dee = (register(api, n) for n in ("ann", "bob", "cy", "dee"))
    to_bob = challenge(api, ann, [bob])
    to_cy = challenge(api, ann, [cy])
    assert api.delete(f"/v1/challenges/{to_cy['id']}", headers=auth(ann["key"])).json["status"] == "cancelled"
    from_bob = challenge(api, bob, [ann], rated=True)
    for reader in (ann, bob):
        assert api.get(f"/v1/challenges/{to_bob['id']}", headers=auth(reader["key"])).json == to_bob
    assert_problem(api.get(f"/v1/challenges/{to_bob['id']}", headers=auth(dee["key"])), 404, "challenge_not_found")
    assert_problem(api.get("/v1/challenges/nope", headers=auth(ann["key"])), 404, "challenge_not_found")
    assert_problem(api.get(f"/v1/challenges/{to_bob['id']}"), 401, "player_key_required")
    assert_problem(api.get("/v1/challenges"), 401, "player_key_required")

    def listed(player):
        response = api.get("/v1/challenges", headers=auth(player["key"]))
        assert response.status_code == 200
        return [(c["id"], c["status"]) for c in response.json["challenges"]]

    # pending first, newest first within each
    assert listed(ann) == [(from_bob["id"], "pending"), (to_bob["id"], "pending"), (to_cy["id"], "cancelled")]
    assert listed(bob) == [(from_bob["id"], "pending"), (to_bob["id"], "pending")]
    assert listed(cy) == [(to_cy["id"], "cancelled")]
    assert listed(dee) == []


def test_the_challengers_decline_withdraws_and_its_accept_points_at_delete(api):
    """Baseline (issue 32): the challenger's `decline` was 403 `not_invited`."""
    ann, bob = register(api, "ann"), register(api, "bob")
    sent = challenge(api, ann, [bob])
    refused = api.post(f"/v1/challenges/{sent['id']}/accept", headers=auth(ann["key"]))
    assert_problem(refused, 403, "not_invited")
    assert f"DELETE /v1/challenges/{sent['id']}" in refused.json["detail"]
    withdrawn = api.post(f"/v1/challenges/{sent['id']}/decline", headers=auth(ann["key"]))
    assert withdrawn.status_code == 200 and withdrawn.json["status"] == "cancelled"
    assert api.get(f"/v1/challenges/{sent['id']}", headers=auth(bob["key"])).json["status"] == "cancelled"
    assert_problem(api.post(f"/v1/challenges/{sent['id']}/decline", headers=auth(ann["key"])), 409,
                   "challenge_closed")
    live = Stream(api, bob["key"], query="?after=0-0")
    told = [f for f in live.until_quiet() if f["type"] == "challenge"]
    live.close()
    assert [f["status"] for f in told] == ["pending", "cancelled"]


def test_the_game_streams_query_parameters_are_all_documented(api):
    """A view's own `parameters` replace those flask-smorest derives from its query schema: the game stream had
    lost `after`, `as` and `ticket` from the document, listing only Last-Event-ID."""
    stream = document_of(api.application)["paths"]["/v1/games/{gid}/stream"]["get"]
    listed = {(p["in"], p["name"]) for p in stream["parameters"]}
    accepted = {("query", field.data_key or name) for name, field in StreamQuerySchema().fields.items()}
    assert accepted | {("header", "Last-Event-ID")} <= listed
