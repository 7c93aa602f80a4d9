"""Issue 50: an agent takes back its last decision through the MCP server's take_back tool, driven by the MCP SDK's
own client over stdio. Inventing the Future with the agent and a person (Bob, played here through the HTTP SDK): a
roll is final (it shows new dice), a draft may be taken back until the other seat acts."""

from __future__ import annotations

import asyncio
import os

from boardroom_sdk.client import Boardroom, Seat
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from tests.e2e.test_mcp import BOARDROOM
from tests.support.asyncio_apart import run_apart

SLUG = "inventing-the-future"
MOST_DECISIONS = 60


def bob_plays(bob: Seat) -> None:
    """Bob plays the first move the server lists him."""
    move = next(m for m in bob.moves()["moves"] if not m.get("template"))
    bob.post({key: value for key, value in move.items() if key not in ("label", "targets", "template")})


class Agent:
    """The agent's side of the session: its turns and its tool calls at one table."""

    def __init__(self, session: ClientSession, gid: str):
        self.session, self.gid = session, gid

    async def turn(self) -> dict:
        # timeout 0: the turn as it stands, without waiting for Bob (who only moves when this test makes him)
        answer = await self.session.call_tool("get_my_turn", {"gid": self.gid, "timeout_seconds": 0})
        assert not answer.is_error, answer.content
        return answer.structured_content

    async def play(self, facts: dict, kind: str | None = None) -> str:
        """Play the first move of type ``kind`` listed, else the first."""
        kind = kind if any(m["command"]["type"] == kind for m in facts["moves"]) else None
        move = next(m for m in facts["moves"] if not m["template"] and kind in (None, m["command"]["type"]))
        played = await self.session.call_tool("play", {"gid": self.gid, "move": move["n"]})
        assert not played.is_error, played.content
        return move["command"]["type"]

    async def take_back(self):
        return await self.session.call_tool("take_back", {"gid": self.gid})


async def until_the_agent_rolls(agent: Agent, bob: Seat) -> dict:
    """Bob and the agent play until the agent rolls the dice; its turn then (a draft from that throw)."""
    for _ in range(MOST_DECISIONS):
        facts = await agent.turn()
        if not facts["your_turn"]:
            await asyncio.to_thread(bob_plays, bob)
        elif await agent.play(facts, "roll") == "roll":
            return await agent.turn()
    raise AssertionError(f"the agent did not roll in {MOST_DECISIONS} decisions")


async def take_backs(url: str, gid: str, bob: Seat) -> None:
    params = StdioServerParameters(command=BOARDROOM, args=["mcp", "--url", url], env=dict(os.environ))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        joined = await session.call_tool("join_table", {"gid": gid, "seat": 0})
        assert not joined.is_error, joined.content
        agent = Agent(session, gid)

        # After its roll: get_my_turn says the roll is final, and the tool refuses with the rule, not a traceback.
        facts = await until_the_agent_rolls(agent, bob)
        assert facts["take_back"]["allowed"] is False and facts["take_back"]["code"] == "move_is_final"
        assert f"No take-back: {facts['take_back']['reason']}" in facts["text"]
        refused = await agent.take_back()
        said = refused.content[0].text
        assert refused.is_error and f"move_is_final: {facts['take_back']['reason']} The rule: a person may" in said
        assert "no other seat has acted since" in said and "revealed nothing new" in said and "Traceback" not in said

        # A draft: get_my_turn offers the take-back, and taking it back gives the moves before the draft again.
        await agent.play(facts, "draft")
        drafted = await agent.turn()
        assert drafted["take_back"]["allowed"] is True
        assert "You may take back your last move (tool take_back)" in drafted["text"]
        taken = await agent.take_back()
        assert not taken.is_error, taken.content
        again = await agent.turn()
        assert again["moves"] == facts["moves"] and again["take_back"]["code"] == "already_taken_back"

        # Draft on until Bob is to act; once he has, the last draft is final.
        facts = again
        while facts["your_turn"]:
            await agent.play(facts, "draft")
            facts = await agent.turn()
        await asyncio.to_thread(bob_plays, bob)
        refused = await agent.take_back()
        said = refused.content[0].text
        assert refused.is_error and "another_seat_acted: " in said, said
        assert "has acted since your last move" in said and "no other seat has acted since" in said


def test_an_agent_takes_back_a_draft_but_not_a_roll_nor_a_move_another_seat_has_answered(service):
    with Boardroom(service.base_url) as api:
        created = api.create_table(SLUG, [{}, {"name": "Bob"}])
        run_apart(take_backs(service.base_url, created.table["id"], created.seats[1]))
