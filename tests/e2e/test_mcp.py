"""Issue 33: a language-model agent at the table, driven through the MCP SDK's own client over stdio and HTTP."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from games import REGISTRY
from tests.support.asyncio_apart import run_apart

pytestmark = pytest.mark.e2e

BOARDROOM = str(Path(sys.executable).with_name("boardroom"))
# Every game over each transport (issue 33: "over stdio and over streamable HTTP ... a full game of each").
STDIO_GAMES = HTTP_GAMES = sorted(REGISTRY)
MAX_TURNS = 2000


async def play_one_game(session: ClientSession, slug: str) -> dict:
    """Create a table against easy bots, then always play move 1 until the game ends."""
    seats = [{"name": "agent"}] + [{"bot": "easy"}] * (REGISTRY[slug].min_players - 1)
    created = await session.call_tool("create_table", {"game": slug, "seats": seats})
    assert not created.is_error, created.content
    gid = created.structured_content["gid"]
    for _ in range(MAX_TURNS):
        turn = await session.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})
        assert not turn.is_error, turn.content
        facts = turn.structured_content
        assert facts["your_turn"] == bool(facts["moves"]) and turn.content
        if facts["status"] in ("finished", "aborted"):
            return facts
        if not facts["your_turn"]:
            continue
        number = next(move["n"] for move in facts["moves"] if not move["template"])
        played = await session.call_tool("play", {"gid": gid, "move": number})
        assert not played.is_error or "moved_on" in played.content[0].text, played.content
    raise AssertionError(f"{slug} did not end in {MAX_TURNS} turns")


async def every_game_at_once(session: ClientSession, slugs: list[str]) -> list[dict]:
    """One whole game of each, all at once in the one session, as an agent at several tables plays: the tool calls
    of the games interleave, and most of a turn is waiting for the bots."""
    return list(await asyncio.gather(*(play_one_game(session, slug) for slug in slugs)))


async def over_stdio(url: str, slugs: list[str]) -> list[dict]:
    params = StdioServerParameters(command=BOARDROOM, args=["mcp", "--url", url], env=dict(os.environ))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return await every_game_at_once(session, slugs)


def test_an_agent_plays_whole_games_over_stdio(service):
    ends = run_apart(over_stdio(service.base_url, STDIO_GAMES))
    assert [end["status"] for end in ends] == ["finished"] * len(STDIO_GAMES)
    assert all(end["result"] is not None for end in ends)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_an_agent_plays_whole_games_over_streamable_http(service, tmp_path):
    from mcp.client.streamable_http import streamable_http_client

    port = free_port()
    log = (tmp_path / "mcp.log").open("w")
    process = subprocess.Popen([BOARDROOM, "mcp", "--http", "--port", str(port), "--url", service.base_url],
                               stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/mcp", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "the MCP HTTP server did not start"
                time.sleep(0.1)

        async def play() -> list[dict]:
            async with streamable_http_client(f"http://127.0.0.1:{port}/mcp") as streams:
                read, write = streams[0], streams[1]
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await every_game_at_once(session, HTTP_GAMES)

        ends = run_apart(play())
        assert [end["status"] for end in ends] == ["finished"] * len(HTTP_GAMES)
    finally:
        process.terminate()
        process.wait(10)


async def first_turn_at(url: str, gid: str) -> tuple[dict, str]:
    params = StdioServerParameters(command=BOARDROOM, args=["mcp", "--url", url], env=dict(os.environ))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        joined = await session.call_tool("join_table", {"gid": gid, "seat": 0})
        assert not joined.is_error, joined.content
        turn = await session.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 5})
        assert not turn.is_error, turn.content
        assert [block.text for block in turn.content] == [turn.structured_content["text"]]  # what the agent reads
        return turn.structured_content, turn.structured_content["text"]


def test_the_turn_never_shows_another_seats_hand(service):
    """Tabletop Climber's hands are secret: the agent's text and structured turn carry only its own."""
    from boardroom_sdk.client import Boardroom

    slug = "tabletop-climber"
    others = REGISTRY[slug].min_players - 1
    with Boardroom(service.base_url) as api:
        created = api.create_table(slug, [{}] + [{"name": f"other-{n}"} for n in range(others)])
        gid = created.table["id"]
        facts, text = run_apart(first_turn_at(service.base_url, gid))
        secrets = []
        shown = {p["seat"]: p for p in facts["view"]["players"]}
        for seat_number, seat in created.seats.items():
            if seat_number == 0:
                continue
            own = next(p for p in seat.game()["view"]["players"] if p["seat"] == seat_number)
            # What a seat sees of itself but the agent does not see of it is its secret.
            secrets += [value for key, value in own.items() if shown[seat_number].get(key) != value and value]
    assert secrets, "the other seats hold something hidden from the agent"
    for secret in secrets:
        assert json.dumps(secret, separators=(",", ":"), sort_keys=True) not in text


async def the_other_tools(url: str, player_key: str, gid: str) -> dict:
    """As a registered player (BOARDROOM_PLAYER_KEY): the catalogue, rules, resources and prompts, then its seat at
    a table it never joined through the agent (the key names it), which it resigns and audits."""
    env = {**os.environ, "BOARDROOM_PLAYER_KEY": player_key}
    params = StdioServerParameters(command=BOARDROOM, args=["mcp", "--url", url], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        games = (await session.call_tool("list_games", {})).structured_content["result"]
        rules = (await session.call_tool("get_rules", {"game": "bias-effect"})).content[0].text
        resource = await session.read_resource("boardroom://rules/bias-effect")
        prompt = await session.get_prompt("play-bias-effect")
        turn = (await session.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 30})).structured_content
        seek = {"game": "tabletop-climber", "players": 3, "bots_after_seconds": 600}
        unknown_level = await session.call_tool("seek", {**seek, "bot_level": "grandmaster"})
        sought = await session.call_tool("seek", {**seek, "bot_level": "hard"})
        resigned = await session.call_tool("resign", {"gid": gid})
        refused = await session.call_tool("play", {"gid": gid, "move": 999})
        audit = None
        for _ in range(300):  # the scoring job reveals the seed: then the audit is whole
            audit = (await session.call_tool("audit", {"gid": gid})).structured_content
            if audit.get("scope") == "full":
                break
            await asyncio.sleep(0.1)  # polling the worker's scoring, with a bound
        return {"games": games, "rules": rules, "resource": resource, "prompt": prompt, "turn": turn,
                "unknown_level": unknown_level, "sought": sought,
                "resigned": resigned, "refused": refused, "audit": audit}


def test_the_other_tools_resources_and_prompts_as_a_registered_player(service):
    player = httpx.post(f"{service.base_url}/v1/players", json={"name": "mcp-agent", "kind": "bot"}).json()
    table = httpx.post(f"{service.base_url}/v1/games", headers={"Authorization": f"Bearer {player['key']}"},
                       json={"game": "bias-effect", "seats": [{"player": player["id"]}, {"bot": "easy"}]})
    assert table.status_code == 201, table.text
    seen = run_apart(the_other_tools(service.base_url, player["key"], table.json()["id"]))
    assert seen["turn"]["seat"] == 0 and seen["turn"]["status"] == "active"
    assert {g["slug"] for g in seen["games"]} == set(REGISTRY) and all(g["summary"] for g in seen["games"])
    resource = seen["resource"].contents[0].text
    assert seen["rules"].startswith("## Quick reference"), "get_rules gives the quick reference by default"
    assert resource.startswith("# Bias Effect\n") and seen["rules"].strip() in resource and "## Scoring" in resource
    assert REGISTRY["bias-effect"].summary in seen["prompt"].messages[0].content.text
    assert not seen["resigned"].is_error, seen["resigned"].content
    assert seen["refused"].is_error and "bad_move" in seen["refused"].content[0].text
    assert seen["audit"]["ok"] and seen["audit"]["scope"] == "full", seen["audit"]
    assert seen["unknown_level"].is_error and "unknown_bot_level" in seen["unknown_level"].content[0].text
    assert not seen["sought"].is_error, seen["sought"].content
    waiting = httpx.get(f"{service.base_url}/v1/seeks", headers={"Authorization": f"Bearer {player['key']}"}).json()
    assert [s.get("bot_level") for s in waiting["seeks"]] == ["hard"], waiting
