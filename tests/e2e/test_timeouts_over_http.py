"""A person who times out at a bot table comes back to a game still running (issue 50 item 5), against the real
processes at the production pace: the worker's and the batch worker's RQ schedulers hold each bot decision for
BOARDROOM_AUTOPILOT_PACE while she is away. Every wait blocks on the game's stream."""

from __future__ import annotations

import contextlib
import itertools

import pytest

from games import clocks
from service.bootstrap import Settings
from tests.e2e.api_client import Boardroom

pytestmark = pytest.mark.e2e

CLOCK = {"type": "move", "seconds": 2}


@pytest.fixture
def boardroom(service):
    assert "BOARDROOM_AUTOPILOT_PACE" not in service.env  # the production pace
    api = Boardroom(service.base_url)
    yield api
    api.close()


def seconds(event: dict) -> float:
    return clocks.at_ms(event["at"]) / 1000


def first_move(boardroom: Boardroom, gid: str, token: str, after: int):
    """The seat's first complete move, posted as soon as the game shows it is the seat's to make."""
    with contextlib.closing(boardroom.stream(gid, token, after=after)) as live:
        for _ in itertools.chain([None], live):
            moves = boardroom.moves(gid, token)
            move = next((m for m in moves["moves"] if m["kind"] == "command"), None)
            if move is not None:
                return boardroom.command(gid, token, move, version=moves["version"])
    raise AssertionError("the game ended before the seat could move")


def test_a_person_who_times_out_at_a_bot_table_comes_back_to_a_game_still_running(boardroom):
    created = boardroom.create("corporate-anarchy", [{"name": "ann"}, {"bot": "easy"}], clock=CLOCK)
    gid, token = created["id"], created["tokens"]["0"]
    with contextlib.closing(boardroom.stream(gid, after=created["version"])) as live:
        graced = next(e for e in live if e["type"] == "ClockExpired")
        taken = next(e for e in live if e["type"] == "ClockExpired")
        paced = next(live)  # the first decision after the autopilot took ann's seat
    assert (graced["data"]["outcome"], taken["data"]["outcome"]) == ("grace", "bot")
    assert seconds(taken) - seconds(graced) >= CLOCK["seconds"]  # one more clock before the autopilot
    assert seconds(paced) - seconds(taken) >= Settings.autopilot_pace > CLOCK["seconds"]
    assert boardroom.game(gid)["status"] == "active"  # the next whole clock passed and the game goes on

    back = boardroom.command(gid, token, {"type": "return"})
    assert back.status_code == 201, back.text
    played = first_move(boardroom, gid, token, back.json()["version"])
    assert played.status_code == 201, played.text
    own = played.json()["events"][0]
    assert own["cmd"]["seat"] == 0 and not own["cmd"].get("autopilot")
