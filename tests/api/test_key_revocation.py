"""Issue 49 item 5: revoking or rotating a player key closes what it opened. The streams opened with it end
within a second (the fan-out hears of it on the players' feed, or finds it out by its own check), a `your-turn`
with the seat's private view never goes out after it, and a stream ticket minted with it opens nothing.

Baseline: "After `DELETE /v1/players/me/keys/{kid}`, a player stream opened with that key kept sending
`your-turn` frames with the seat's private view, and a stream ticket minted with it still opened the private
state stream." Streams are read through the Flask test client; each read waits at most one keep-alive period
(0.2 s here), so "within N reads" bounds the time too, without sleeping. Streams held open together end in the
reverse order of their first read: each holds its request context from then on.
"""

from __future__ import annotations

import json
import time

from service.player_keys import KEYS as KEY_HASHES
from service.player_keys import hashed
from tests.api.test_games_api import assert_problem, auth
from tests.api.test_player_keys import KEYS, new_key
from tests.api.test_player_stream import KEEPALIVE, Stream, api, roll, started_game, wired  # noqa: F401
from tests.api.test_players_api import register

# The fan-out hears of a key's end at once, or finds it out within its check's period (1 s) plus one read of
# its feed (at most 1 s): 3 s of keep-alives is a bound with room for a loaded machine.
READS = int(3 / KEEPALIVE)


def ends_within(chunks, since: float | None = None, reads: int = READS) -> tuple[list[bytes], float]:
    """The chunks a stream sends before it ends, and the seconds it took (from ``since``, a monotonic time); fails
    when it outlasts ``reads``."""
    started, sent = time.monotonic() if since is None else since, []
    for _ in range(reads):
        try:
            sent.append(next(chunks))
        except StopIteration:
            return sent, time.monotonic() - started
    raise AssertionError(f"the stream still runs after {reads} reads")


def frames_of(chunks: list[bytes]) -> list[dict]:
    return [line for line in map(json.loads, chunks) if line != {"type": "heartbeat"}]


def open_game_stream(client, gid: str, query: str, headers: dict | None = None):
    response = client.get(f"/v1/games/{gid}/stream?{query}",
                          headers={"Accept": "application/x-ndjson", **(headers or {})}, buffered=False)
    assert response.status_code == 200, response.json
    return response


def test_revoking_a_key_ends_the_player_stream_it_opened_and_no_other(api, wired):  # noqa: F811
    ann, bob = register(api, "ann"), register(api, "bob")
    doomed = new_key(api, ann, ["read"])
    gid = started_game(api, wired, ann, bob)
    other, opened = Stream(api, ann["key"]), Stream(api, doomed["key"])
    assert [f["type"] for f in other.until_quiet()] == ["your-turn"] == [f["type"] for f in opened.until_quiet()]

    revoked = time.monotonic()
    assert api.delete(f"{KEYS}/{doomed['id']}", headers=auth(ann["key"])).status_code == 204
    sent, took = ends_within(opened.chunks, revoked)
    assert frames_of(sent) == []
    print(f"player stream ended {took * 1000:.0f} ms after its key was revoked")  # noqa: T201
    assert_problem(api.get("/v1/players/me/stream", headers=auth(doomed["key"])), 401, "invalid_player_key")

    assert other.chunk() is None, "the stream of another key goes on"
    roll(api, wired, gid, ann)
    roll(api, wired, gid, bob)
    assert other.next_frame()["type"] == "your-turn"
    other.close()


def test_no_your_turn_goes_out_after_the_key_stops(api, wired):  # noqa: F811
    ann, bob = register(api, "ann"), register(api, "bob")
    doomed = new_key(api, ann, ["read"])
    gid = started_game(api, wired, ann, bob)
    opened = Stream(api, doomed["key"])
    assert [f["type"] for f in opened.until_quiet()] == ["your-turn"]
    assert api.delete(f"{KEYS}/{doomed['id']}", headers=auth(ann["key"])).status_code == 204
    roll(api, wired, gid, ann)
    roll(api, wired, gid, bob)  # ann is awaited again: her stream holds a your-turn with her seat's view
    assert wired.player_streams.read(ann["id"], "0-0")[-1]["type"] == "your-turn"
    sent, _ = ends_within(opened.chunks)
    assert "your-turn" not in [f["type"] for f in frames_of(sent)]


def test_rotating_a_key_ends_what_the_old_secret_opened_and_the_new_one_streams_on(api, wired):  # noqa: F811
    ann, bob = register(api, "ann"), register(api, "bob")
    rotated = new_key(api, ann, ["read", "manage"])
    started_game(api, wired, ann, bob)
    old = Stream(api, rotated["key"])
    assert [f["type"] for f in old.until_quiet()] == ["your-turn"]
    fresh = api.post(f"{KEYS}/rotate", headers=auth(rotated["key"]))
    assert fresh.status_code == 201
    ends_within(old.chunks)
    new = Stream(api, fresh.json["key"])
    assert [f["type"] for f in new.until_quiet()] == ["your-turn"]
    assert new.chunk() is None and new.chunk() is None, "the new secret's stream goes on"
    new.close()


def test_a_stream_ends_when_its_key_is_gone_without_word(api, wired):  # noqa: F811
    """A process that revoked the key and died before telling the fan-outs: their own check ends the stream."""
    ann, bob = register(api, "ann"), register(api, "bob")
    doomed = new_key(api, ann, ["read"])
    started_game(api, wired, ann, bob)
    opened = Stream(api, doomed["key"])
    opened.until_quiet()
    gone = time.monotonic()
    assert wired.redis.hdel(KEY_HASHES, hashed(doomed["key"])) == 1  # the key stops; the feed hears nothing
    _, took = ends_within(opened.chunks, gone)
    print(f"player stream ended {took * 1000:.0f} ms after its key went without word")  # noqa: T201


def test_a_ticket_minted_with_a_key_opens_nothing_once_the_key_is_revoked_or_rotated(api, wired):  # noqa: F811
    ann, bob = register(api, "ann"), register(api, "bob")
    gid = started_game(api, wired, ann, bob)
    revoked, rotated, kept = (new_key(api, ann, ["read", "manage"], name=n) for n in ("revoked", "rotated", "kept"))

    def ticket(key: dict) -> str:
        issued = api.post(f"/v1/games/{gid}/stream-tickets", headers=auth(key["key"]))
        assert issued.status_code == 201 and issued.json["seat"] == 0, issued.json
        return issued.json["ticket"]

    unspent = {name: ticket(key) for name, key in (("revoked", revoked), ("rotated", rotated), ("kept", kept))}
    assert api.delete(f"{KEYS}/{revoked['id']}", headers=auth(ann["key"])).status_code == 204
    assert api.post(f"{KEYS}/rotate", headers=auth(rotated["key"])).status_code == 201
    for name in ("revoked", "rotated"):
        refused = api.get(f"/v1/games/{gid}/stream?as=state&ticket={unspent[name]}")
        assert_problem(refused, 401, "invalid_player_key")
        assert "revoked or rotated" in refused.json["detail"]
    opened = open_game_stream(api, gid, f"as=state&ticket={unspent['kept']}")
    chunks = iter(opened.response)
    state = next(line for line in map(json.loads, chunks) if line.get("type") != "heartbeat")
    assert state["view"]["secret"] is not None, "a live key's ticket opens the seat's private state"
    # … and the stream it opened ends with the key that minted the ticket
    assert api.delete(f"{KEYS}/{kept['id']}", headers=auth(ann["key"])).status_code == 204
    ends_within(chunks)
    opened.close()


def test_game_streams_opened_with_a_key_end_with_it_and_a_spectators_go_on(api, wired):  # noqa: F811
    ann, bob = register(api, "ann"), register(api, "bob")
    gid = started_game(api, wired, ann, bob)
    events_key, state_key = new_key(api, ann, ["read"], name="events"), new_key(api, ann, ["read"], name="state")
    spectator = open_game_stream(api, gid, "as=state")  # no key: nothing to end it
    spectating = iter(spectator.response)
    next(spectating)
    version = wired.handler.table(gid)["version"]
    events = iter(open_game_stream(api, gid, f"after={version}", auth(events_key["key"])).response)
    assert json.loads(next(events)) == {"type": "heartbeat"}
    state = iter(open_game_stream(api, gid, "as=state", auth(state_key["key"])).response)
    assert json.loads(next(state))["view"]["secret"] is not None
    for key in (events_key, state_key):
        assert api.delete(f"{KEYS}/{key['id']}", headers=auth(ann["key"])).status_code == 204
    roll(api, wired, gid, ann)  # the game moves: neither stream shows it
    assert frames_of(ends_within(state)[0]) == []
    assert frames_of(ends_within(events)[0]) == []
    assert json.loads(next(spectating))["version"] > version, "the spectator sees the move"
    spectator.close()
