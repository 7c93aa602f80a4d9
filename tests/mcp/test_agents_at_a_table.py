"""Issue 51: agents at one Bias Effect table through the MCP server (the SDK's own client, in process) against the
real service: moves that stay legal are played whoever acted in between, a reply agrees with itself, and every
refusal says what happened in the agent's terms."""

from __future__ import annotations

import pytest
from boardroom_sdk.client import Boardroom
from mcp import Client

from service.mcp.server import build
from tests.support.asyncio_apart import run_apart

pytestmark = pytest.mark.e2e

GAME = "bias-effect"
MAX_TURNS = 400


def first_move(turn) -> int:
    return next(move["n"] for move in turn.structured_content["moves"] if not move["template"])


def agrees_with_itself(turn) -> None:
    """The view, the moves and the log of one reply are of the version it states."""
    facts = turn.structured_content
    assert not turn.is_error, turn.content
    if facts["status"] == "active":
        assert facts["your_turn"] == (facts["seat"] in facts["view"]["to_act"]), facts


async def two_agents(url: str) -> dict:
    """Agent A creates a table with an open seat for B; in every simultaneous phase B plays between A's get_my_turn
    and A's play."""
    async with Client(build(url)) as a, Client(build(url)) as b:
        created = await a.call_tool("create_table", {"game": GAME, "seats": [{}, {}]})
        assert not created.is_error, created.content
        gid = created.structured_content["gid"]
        joined = await b.call_tool("join_table", {"gid": gid})
        assert not joined.is_error and joined.structured_content["seat"] == 1, joined.content
        between, refusals = 0, []
        for _ in range(MAX_TURNS):
            turn_a = await a.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 0})
            turn_b = await b.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 0})
            agrees_with_itself(turn_a)
            agrees_with_itself(turn_b)
            if turn_a.structured_content["status"] == "finished":
                return {"between": between, "refusals": refusals, "end": turn_a.structured_content}
            plays = []
            if turn_b.structured_content["your_turn"]:
                plays.append(b.call_tool("play", {"gid": gid, "move": first_move(turn_b)}))
            if turn_a.structured_content["your_turn"]:
                plays.append(a.call_tool("play", {"gid": gid, "move": first_move(turn_a)}))
            if len(plays) == 2:
                between += 1
            if not plays:  # the game is over by its rules: wait for its scoring
                ended = await a.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})
                assert ended.structured_content["status"] == "finished", ended.structured_content["text"]
                continue
            for play in plays:  # B's first, then A's on the turn it read before B played
                played = await play
                if played.is_error:
                    refusals.append(played.content[0].text)
        raise AssertionError(f"the game did not end in {MAX_TURNS} turns")


def test_two_agents_play_the_simultaneous_phases_without_a_refused_legal_move(shared_service):
    seen = run_apart(two_agents(shared_service.base_url))
    assert seen["refusals"] == []
    assert seen["between"] >= 10, "the other agent played between a get_my_turn and its play in every phase"
    assert seen["end"]["result"] is not None
