"""Issue 51 item 5 through the MCP server against the real service: Corporate Anarchy's first main turn (120 moves,
11,411 characters when each had its line) is told in groups, and a move chosen in two steps is played."""

from __future__ import annotations

import pytest
from mcp import Client

from service.mcp.server import build
from tests.support.asyncio_apart import run_apart

pytestmark = pytest.mark.e2e

MOVES_TEXT = 6000  # characters the moves of one turn may take in its text
TURNS = 20


def moves_part(text: str) -> str:
    """The text's moves, from their heading to the end or to the moves not open now."""
    return text[text.index("Your legal moves"):].split("\nNot open to you now:")[0]


async def a_main_turn_in_two_steps(url: str) -> dict:
    async with Client(build(url)) as agent:
        created = await agent.call_tool("create_table", {"game": "corporate-anarchy",
                                                         "seats": [{}, {"bot": "easy"}, {"bot": "easy"}]})
        assert not created.is_error, created.content
        gid = created.structured_content["gid"]
        for _ in range(TURNS):
            turn = (await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})).structured_content
            assert turn["your_turn"], turn["text"]
            if turn["groups"]:
                break
            # the set-up: the suggested placement of the base tiles, the move that is not a template
            played = await agent.call_tool("play", {"gid": gid, "move": next(
                move["n"] for move in turn["moves"] if not move["template"])})
            assert not played.is_error, played.content
        else:
            raise AssertionError(f"no turn of grouped moves in {TURNS} turns")
        group = turn["groups"][0]
        first = await agent.call_tool("play", {"gid": gid, "move": group["name"]})
        member = first.structured_content["moves"][-1]
        second = await agent.call_tool("play", {"gid": gid, "move": member["n"]})
        after = (await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})).structured_content
        return {"turn": turn, "group": group, "first": first, "member": member, "second": second, "after": after}


def test_the_first_main_turn_is_short_and_a_move_chosen_in_two_steps_is_played(shared_service):
    seen = run_apart(a_main_turn_in_two_steps(shared_service.base_url))
    turn, group, first, second = seen["turn"], seen["group"], seen["first"], seen["second"]
    assert len(turn["moves"]) > 100 and len(moves_part(turn["text"])) < MOVES_TEXT, moves_part(turn["text"])
    assert f"{group['name']} (moves {group['first']}-{group['last']})" in turn["text"]
    listed = first.content[0].text
    assert not first.is_error and first.structured_content["played"] is False
    assert first.structured_content["version"] == turn["version"]
    assert [move["n"] for move in first.structured_content["moves"]] == list(range(group["first"], group["last"] + 1))
    assert f"{seen['member']['n']}. {seen['member']['label']}" in listed
    assert not second.is_error and second.structured_content["played"] is True, second.content
    assert second.structured_content["version"] > turn["version"]
    assert seen["member"]["label"] in second.content[0].text
    assert seen["after"]["version"] > turn["version"]
