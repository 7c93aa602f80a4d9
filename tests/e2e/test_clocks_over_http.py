"""Clocks against real gunicorn, projector and worker (with RQ's scheduler) processes: a silent seat gets one
more clock, then goes on autopilot, and the game still ends; ``return`` gives the seat back; a command and an
expiry at the same version never both land. Every wait blocks on the game's stream."""

from __future__ import annotations

import pytest
import redis

from tests.e2e.api_client import Boardroom
from tests.e2e.service_processes import serving

pytestmark = pytest.mark.e2e

ONE_SECOND = {"type": "move", "seconds": 1}


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    # Its tables are played out by the autopilot at once: no pace (test_timeouts_over_http keeps the default's).
    env = {"BOARDROOM_RATE_LIMITS": "on", "BOARDROOM_AUTOPILOT_PACE": "0"}
    with serving(tmp_path_factory.mktemp("clocks"), env) as running:
        yield running


@pytest.fixture
def boardroom(service):
    api = Boardroom(service.base_url)
    yield api
    api.close()


def first(boardroom: Boardroom, gid: str, after: int, kind: str, token: str | None = None,
          outcome: str | None = None) -> dict:
    """Block on the stream until an event of ``kind`` (a ClockExpired of ``outcome``) after version ``after``."""
    return next(e for e in boardroom.stream(gid, token, after=after)
                if e["type"] == kind and outcome in (None, e["data"].get("outcome")))


def test_a_seat_that_never_moves_goes_on_autopilot_and_the_game_finishes(boardroom, service):
    created = boardroom.create("corporate-anarchy", [{"name": "ann"}, {"bot": "easy"}], clock=ONE_SECOND)
    gid = created["id"]
    assert created["seats"][0]["clock"]["running"] and created["seats"][0]["clock"]["remaining_ms"] == 1000
    seen = list(boardroom.stream(gid))  # ends when the game is finished
    expired = [e for e in seen if e["type"] == "ClockExpired"]
    assert [(e["data"]["seat"], e["data"]["outcome"]) for e in expired] == [(0, "grace"), (0, "bot")]
    assert all(e["at"] >= e["data"]["deadline"] for e in expired)  # never before the deadline
    assert expired[1]["data"]["deadline"] > expired[0]["at"]  # one more clock from the first expiry
    assert any(e["seat"] == 0 and (e.get("cmd") or {}).get("autopilot") for e in seen)  # the autopilot played
    # The worker runs RQ's scheduler, which moved the expiry job to the queue at its time.
    with redis.Redis.from_url(service.redis_url) as queue_redis:
        assert queue_redis.exists("rq:scheduler-lock:boardroom")
    finished = boardroom.game(gid)
    assert finished["status"] == "finished" and finished["seats"][0]["autopilot"] is True
    report = boardroom.audit(gid)
    assert report["ok"], report
    assert "2 clock expiries checked" in next(c for c in report["checks"] if c["name"] == "decisions")["detail"]


def test_return_gives_the_seat_back_and_its_clock_runs_again(boardroom):
    created = boardroom.create("corporate-anarchy", [{"name": "ann"}, {"bot": "easy"}], clock=ONE_SECOND)
    gid, token = created["id"], created["tokens"]["0"]
    expired = first(boardroom, gid, created["version"], "ClockExpired", outcome="bot")
    back = boardroom.command(gid, token, {"type": "return"})
    assert back.status_code == 201, back.text
    returned = back.json()["events"][0]
    assert returned["type"] == "SeatReturned" and returned["v"] > expired["v"]
    assert boardroom.game(gid, token)["seats"][0]["autopilot"] is False
    # Ann is silent again: her clock runs out once more onto its grace, then the autopilot takes over, and the
    # game ends.
    again = first(boardroom, gid, returned["v"], "ClockExpired", outcome="bot")
    assert again["data"]["seat"] == 0 and again["at"] >= again["data"]["deadline"]
    list(boardroom.stream(gid, after=again["v"]))
    assert boardroom.game(gid)["status"] == "finished"
    assert boardroom.audit(gid)["ok"]


def test_a_command_and_an_expiry_at_the_same_version_never_both_land(boardroom):
    created = boardroom.create("tabletop-inc", [{"name": "ann"}, {"name": "bob"}], clock=ONE_SECOND)
    gid, tokens = created["id"], created["tokens"]

    def awaited_move():
        game = boardroom.game(gid)
        (seat,) = game["to_act"]
        moves = boardroom.moves(gid, tokens[str(seat)])
        move = next(m for m in moves["moves"] if not m.get("template"))
        return seat, moves["version"], boardroom.game(gid)["seats"][seat]["clock"]["deadline"], move

    # The command first: it lands, and the expiry scheduled for that version changes nothing.
    seat, version, deadline, move = awaited_move()
    landed = boardroom.command(gid, tokens[str(seat)], move, version=version)
    assert landed.status_code == 201, landed.text
    # The expiry first: block until it lands, then the command decided on the same version is refused.
    seat, version, later_deadline, move = awaited_move()
    expired = first(boardroom, gid, version, "ClockExpired")
    assert expired["v"] == version + 1 and expired["data"]["deadline"] == later_deadline
    late = boardroom.command(gid, tokens[str(seat)], move, version=version)
    assert late.status_code == 409 and late.json()["code"] == "stale_version"
    log = boardroom.events(gid)
    assert [e["data"]["deadline"] for e in log if e["type"] == "ClockExpired"][:1] == [later_deadline]
    assert deadline not in [e["data"]["deadline"] for e in log if e["type"] == "ClockExpired"]
    versions = [e["v"] for e in log]
    assert versions == list(range(1, len(versions) + 1))  # one event per version: nothing landed twice
