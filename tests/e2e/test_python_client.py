"""The Python client package (clients/python) against the real processes: it plays every game to its end from
its seat's state stream, re-decides a command the game moved past (409), lands a resent command once, waits
out a 429, and resumes a stream after its connection closed with neither gaps nor repeats. The package also
type-checks with mypy --strict."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import uuid

import httpx
import pytest
import redis
from boardroom_sdk import Boardroom, ProblemError, Seat

from games import REGISTRY
from tests.e2e.service_processes import ROOT, Service

pytestmark = pytest.mark.e2e

PACKAGE = ROOT / "clients" / "python" / "boardroom_sdk"
COMMAND_BUDGET = "2/second"
STREAM_SECONDS = "0.3"  # the server ends every stream this soon, so a client must resume it to see a game through


@pytest.fixture
def boardroom(shared_service):
    """The shared stack, for the tests that need the production configuration unchanged (each test plays tables
    of its own)."""
    return shared_service


@pytest.fixture(scope="module")
def hurried(redis_url, tmp_path_factory):
    """The processes again, with a small command budget and streams the server ends after 0.3 s."""
    redis.Redis.from_url(redis_url).flushdb()
    running = Service(redis_url, tmp_path_factory.mktemp("hurried"), env={
        "BOARDROOM_LIMIT_COMMANDS": COMMAND_BUDGET, "BOARDROOM_STREAM_MAX_SECONDS": STREAM_SECONDS})
    running.start_all()
    yield running
    running.stop()


def test_the_package_type_checks_strictly(tmp_path):
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "mypy"), str(PACKAGE)],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
        env={**os.environ, "MYPYPATH": str(PACKAGE.parent)},
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "Success: no issues found" in checked.stdout


def any_complete(rng: random.Random):
    """A chooser: any complete legal move listed (never a template), or None when there is none."""
    def choose(moves: dict) -> dict | None:
        complete = [move for move in moves["moves"] if not move.get("template")]
        return rng.choice(complete) if complete else None
    return choose


def commands_of(seat: Seat, seat_number: int) -> list[dict]:
    """The commands of ``seat_number`` the game's history holds (a decision's first event carries its `cmd`)."""
    return [event["cmd"] for event in seat.history() if event.get("cmd", {}).get("seat") == seat_number]


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_a_seat_plays_a_game_to_its_end_from_its_state_stream(boardroom, slug):
    choose = any_complete(random.Random(slug))
    with Boardroom(boardroom.base_url) as api:
        created = api.create_table(slug, [{"name": "me"}] + [{"bot": "easy"}] * (REGISTRY[slug].min_players - 1))
        seat = created.seats[0]
        states = seat.states()
        played = 0
        for state in states:
            if state["status"] == "active" and choose(state):
                played += seat.play(choose, {"version": state["version"], "moves": state["moves"]}) is not None
        finished = seat.game()
        commands = commands_of(seat, 0)
    assert (state["status"], state["version"]) == ("finished", finished["version"])
    assert sorted(s for group in finished["result"]["ranking"] for s in group) == list(range(len(finished["seats"])))
    # One connection saw the whole game through: the seat never polled, and the stream ended by itself.
    assert states.connections == 1
    assert played == len(commands) > 0


def test_a_command_the_game_moved_past_is_refused_and_decided_again_on_the_new_version(boardroom):
    """Tabletop Climber starts with every seat choosing its hand at once, all of them people here."""
    with Boardroom(boardroom.base_url) as api, Boardroom(boardroom.base_url) as elsewhere:
        created = api.create_table("tabletop-climber", [{"name": f"p{i}"} for i in range(3)])
        here = created.seats[0]
        there = elsewhere.seat(created.table["id"], here.token, 0)  # the same seat, from another client
        moves = there.moves()
        seen = here.game()
        assert here.game() is seen  # 304: the copy it holds is still the game's version (ETag)
        assert here.play(any_complete(random.Random(1))) is not None
        assert here.game()["version"] == here.version > seen["version"]
        decided_on = []

        def recording(moves: dict) -> dict | None:
            decided_on.append(moves["version"])
            return any_complete(random.Random(2))(moves)

        # The other client's moves are stale: its command is refused (409), it reads the game again and
        # finds its seat has chosen already.
        assert there.play(recording, moves) is None
        assert there.conflicts == 1 and decided_on == [moves["version"], here.version]
        assert len(commands_of(here, 0)) == 1

        # Seat 1 reads its moves; seat 2 chooses first; seat 1's choice is refused, then made on the new version.
        one, two = created.seats[1], created.seats[2]
        stale = one.moves()
        landed = two.play(any_complete(random.Random(3)))
        assert landed is not None
        posted = one.play(any_complete(random.Random(4)), stale)
        assert posted is not None and one.conflicts == 1 and posted.version > landed.version
        assert len(commands_of(one, 1)) == 1


def test_a_command_sent_again_with_its_idempotency_key_is_answered_again_and_appended_once(boardroom):
    """And a command the server refuses is raised with its problem."""
    with Boardroom(boardroom.base_url) as api:
        seat = api.create_table("tabletop-climber", [{"name": f"p{i}"} for i in range(3)]).seats[1]
        moves = seat.moves()
        command = any_complete(random.Random(5))(moves)
        key = str(uuid.uuid4())
        first = seat.post(command, version=moves["version"], idempotency_key=key)
        again = seat.post(command, version=moves["version"], idempotency_key=key)
        assert (first.replayed, again.replayed) == (False, True)
        assert (again.version, again.events) == (first.version, first.events)
        assert len(commands_of(seat, 1)) == 1
        with pytest.raises(ProblemError) as refused:
            seat.post({"type": "no-such-command"})
        assert (refused.value.status, refused.value.code) == (422, "unknown_command")
        assert refused.value.title and "no-such-command" in refused.value.detail


def test_a_command_refused_for_a_spent_budget_waits_as_retry_after_says_and_lands(hurried):
    with Boardroom(hurried.base_url) as api:
        seat = api.create_table("tabletop-climber", [{"name": f"p{i}"} for i in range(3)]).seats[0]
        moves = seat.moves()
        # Another client of the same seat spends the seat's command budget (its commands are refused: no matter).
        with httpx.Client(base_url=hurried.base_url, headers={"Authorization": f"Bearer {seat.token}"}) as raw:
            spending = (raw.post(f"/v1/games/{seat.gid}/commands", json={"type": "no-such-command"})
                        for _ in range(20))
            refused = next(r for r in spending if r.status_code == 429)
        assert refused.json()["code"] == "rate_limited" and int(refused.headers["Retry-After"]) >= 1
        posted = seat.play(any_complete(random.Random(6)), moves)
        assert posted is not None and not posted.replayed
        assert api.waits >= 1
        assert len(commands_of(seat, 0)) == 1


def test_a_stream_resumes_after_its_last_event_without_gaps_or_repeats(hurried):
    """The server ends each stream after 0.3 s and the client resumes it on its own; the test also closes
    one connection itself and opens the stream again after the last event it saw."""
    with Boardroom(hurried.base_url) as api:
        gid = api.create_table("tabletop-climber", [{"bot": "easy"}] * 3).table["id"]
        first = api.game_stream(gid)
        reading = iter(first)
        seen = [next(reading) for _ in range(20)]
        reading.close()  # and its connection with it
        rest = api.game_stream(gid, after=int(first.last_id or 0))
        seen += list(rest)
        history = Seat(api, gid, None).history()
        final = api.game(gid)
    assert final["status"] == "finished"
    assert [event["v"] for event in seen] == list(range(1, final["version"] + 1))
    assert [(e["v"], e["type"], e["hash"]) for e in seen] == [(e["v"], e["type"], e["hash"]) for e in history]
    assert rest.connections >= 2
