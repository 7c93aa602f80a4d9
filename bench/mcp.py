"""Tokens per MCP turn: one game per game against easy bots through `boardroom mcp`, len(text)/4 per turn."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from bench.processes import Stack
from bench.report import Result, Target
from games import REGISTRY

MEDIAN_TARGET, P95_TARGET = 1500, 4000  # tokens in one turn's text
MAX_TURNS = 2000


async def turn_tokens(session: ClientSession, slug: str) -> list[int]:
    """Play ``slug`` choosing move 1 (the first that is not a template); the tokens of each turn's text."""
    seats = [{"name": "agent"}] + [{"bot": "easy"}] * (REGISTRY[slug].min_players - 1)
    gid = (await session.call_tool("create_table", {"game": slug, "seats": seats})).structured_content["gid"]
    tokens = []
    for _ in range(MAX_TURNS):
        answer = await session.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})
        turn = answer.structured_content
        tokens.append(sum(len(block.text) for block in answer.content) // 4)  # what the agent reads
        if turn["status"] in ("finished", "aborted"):
            return tokens
        if turn["your_turn"]:
            number = next(move["n"] for move in turn["moves"] if not move["template"])
            await session.call_tool("play", {"gid": gid, "move": number})
    return tokens


async def measure(url: str, slugs: list[str]) -> dict[str, list[int]]:
    boardroom = str(Path(sys.executable).with_name("boardroom"))
    params = StdioServerParameters(command=boardroom, args=["mcp", "--url", url], env=dict(os.environ))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return {slug: await turn_tokens(session, slug) for slug in slugs}


def p95(values: list[int]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench mcp", description=__doc__.splitlines()[0])
    parser.add_argument("--slugs", nargs="+", choices=sorted(REGISTRY), help="only these games (default: all)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    stack = Stack(quick=False)
    try:
        per_game = asyncio.run(measure(stack.service.base_url, args.slugs or sorted(REGISTRY)))
    finally:
        stack.close()
    rows = [{"game": slug, "turns": len(tokens), "median_tokens": statistics.median(tokens),
             "p95_tokens": p95(tokens), "max_tokens": max(tokens)} for slug, tokens in per_game.items()]
    for row in rows:
        print(json.dumps(row))
    worst_median = max(row["median_tokens"] for row in rows)
    worst_p95 = max(row["p95_tokens"] for row in rows)
    summary = "; ".join(f"{row['game']} median {row['median_tokens']:.0f} p95 {row['p95_tokens']:.0f}" for row in rows)
    result = Result("mcp", "Tokens per MCP turn", f"tokens per turn: {summary}",
                    {"games": rows, "targets": {"median": MEDIAN_TARGET, "p95": P95_TARGET}},
                    target=Target("worst p95 tokens per turn", worst_p95, "<=", P95_TARGET),
                    seconds=round(time.perf_counter() - started, 1))
    result.write()
    print(f"mcp: tokens per turn: {summary} ({result.seconds} s)")
    return 0 if worst_median <= MEDIAN_TARGET and worst_p95 <= P95_TARGET else 1
