"""Issue 51: whole games of every game through the MCP server against its bots, played by a scripted agent that reads
only what a language model is shown, the tools' text (never ``structuredContent``): it finds its moves, groups and
templates' filled examples in the text, chooses at random, and plays by number, group choice or example. The game
ends, the last text tells each seat's score, every refusal says what to do next, no text holds raw JSON but the
examples to play, and each turn's text stays within the issue's targets (characters / 4)."""

from __future__ import annotations

import json
import random
import re
import statistics
from dataclasses import dataclass, field

import pytest
from boardroom_sdk.client import Boardroom
from mcp import Client

from games import REGISTRY
from service.mcp.server import build
from tests.support.asyncio_apart import run_apart

pytestmark = pytest.mark.e2e

# Issue 51's targets: "median ≤ 1,500 tokens, p95 ≤ 4,000, max ≤ 6,000, in every game".
MEDIAN_TOKENS, P95_TOKENS, MAX_TOKENS = 1500, 4000, 6000
MAX_TURNS = 1500
WAIT_SECONDS = 60  # get_my_turn waits on the bots this long at most; the bots answer in well under a second
RARE = 0.1  # refusals of the agent's plays, at most this share of them (or two, in a game of few plays)
# What a refusal tells the agent to do: call a tool, or choose again from what it was shown.
REMEDIES = ("get_my_turn", "play ", "choose", "pick", "call ")

HEADINGS = {"The table as you see it:": "digest", "Since your last turn": "log", "Your legal moves": "moves",
            "Not open to you now:": "unavailable", "You may take back": "take-back", "No take-back:": "take-back",
            "Result:": "result"}
NUMBERED = re.compile(r"^(\d+)\. (.*)$")
GROUP = re.compile(r"^(G\d+) \(moves \d+-\d+\)\. .* — … = (.*)$")
EXAMPLE = re.compile(r"^\s+e\.g\. play (\{.*\}) \(")
STATUS = re.compile(r", status (\w+);")
REFUSAL = re.compile(r"^(Error executing tool \w+: )?[a-z_]+: ")  # a refusal names its kind: "bad_move: ..."


def text_of(answer) -> str:
    return answer.content[0].text


def tokens(text: str) -> int:
    return len(text) // 4


def parts(text: str) -> dict[str, int]:
    """The text's characters under each of its headings (the opening lines as "status")."""
    sizes, part = {}, "status"
    for line in text.splitlines():
        part = next((name for heading, name in HEADINGS.items() if line.startswith(heading)), part)
        sizes[part] = sizes.get(part, 0) + len(line) + 1
    return sizes


@dataclass
class Choices:
    """What the text offers: numbered moves, groups with their choices, templates' filled examples."""

    numbers: list[int] = field(default_factory=list)
    groups: dict[str, list[str]] = field(default_factory=dict)
    examples: list[dict] = field(default_factory=list)

    def plays(self) -> list:
        """Every way to play one move, as the ``move`` argument of play; a group alone as ("alone", name)."""
        return [*self.numbers, *({"example": example} for example in self.examples),
                *(("group", name) for name in self.groups)]


def read_moves(text: str) -> Choices:
    """The moves section of a turn's text, as a reader finds them: from "Your legal moves" to the next heading."""
    lines = text.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith("Your legal moves"))
    found = Choices()
    for line in lines[start + 1:]:
        if any(line.startswith(heading) for heading in HEADINGS):
            break
        if numbered := NUMBERED.match(line):
            if "[template:" not in numbered.group(2):
                found.numbers.append(int(numbered.group(1)))
        elif grouped := GROUP.match(line):
            found.groups[grouped.group(1)] = grouped.group(2).split(" | ")
        elif example := EXAMPLE.match(line):
            found.examples.append(json.loads(example.group(1)))
    return found


def listed_numbers(text: str) -> list[int]:
    """The numbers of the moves a group lists (the answer to playing a group alone)."""
    return [int(match.group(1)) for line in text.splitlines() if (match := NUMBERED.match(line))]


def raw_json_lines(text: str) -> list[str]:
    """Lines holding a JSON object or field other than a template's example to play."""
    return [line for line in text.splitlines() if ('{"' in line or '":' in line) and not EXAMPLE.match(line)]


@dataclass
class Game:
    slug: str
    gid: str = ""
    turns: list[str] = field(default_factory=list)  # the text of every get_my_turn
    plays: int = 0
    ways: dict[str, int] = field(default_factory=dict)  # how many plays were made each way
    refusals: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # answers no agent should get: a failed turn, a bare error


class TextOnlyAgent:
    def __init__(self, client: Client, game: Game, seed: int):
        self.client, self.game, self.random = client, game, random.Random(seed)

    async def call(self, tool: str, arguments: dict) -> tuple[bool, str]:
        answer = await self.client.call_tool(tool, arguments)
        said = text_of(answer)
        if answer.is_error and not REFUSAL.match(said):
            self.game.errors.append(f"{tool}: {said}")
        return answer.is_error, said

    async def play_one(self, gid: str, offered: Choices) -> None:
        """One move from ``offered``, chosen at random; a refused one is set aside and another chosen."""
        ways = offered.plays()
        assert ways, "the text says it is my turn but lists no move I can read"
        self.random.shuffle(ways)
        for way in ways:
            refused, said = await self.play_way(gid, way, offered)
            if not refused:
                return
            self.game.refusals.append(said)
        raise AssertionError(f"every move the text offered was refused; the last refusal: {said}")

    def counted(self, way: str) -> None:
        self.game.plays += 1
        self.game.ways[way] = self.game.ways.get(way, 0) + 1

    async def play_way(self, gid: str, way, offered: Choices) -> tuple[bool, str]:
        if isinstance(way, int):
            self.counted("number")
            return await self.call("play", {"gid": gid, "move": way})
        if isinstance(way, dict):
            self.counted("example")
            return await self.call("play", {"gid": gid, "move": way["example"]})
        name = way[1]
        if self.random.random() < 0.5:  # the group and its choice in one step: "G2 A1"
            self.counted("group choice")
            return await self.call("play", {"gid": gid, "move": f"{name} {self.random.choice(offered.groups[name])}"})
        self.counted("group alone")
        refused, listing = await self.call("play", {"gid": gid, "move": name})  # two steps: its moves, then one
        if refused:
            return refused, listing
        return await self.call("play", {"gid": gid, "move": self.random.choice(listed_numbers(listing))})

    async def plays_to_the_end(self, url: str) -> str:
        bots = [{"bot": "easy"}] * (REGISTRY[self.game.slug].min_players - 1)
        refused, said = await self.call("create_table", {"game": self.game.slug, "seats": [{}, *bots]})
        assert not refused, said
        self.game.gid = gid = re.search(r'"gid": ?"(\w+)"', said).group(1)
        for _ in range(MAX_TURNS):
            refused, text = await self.call("get_my_turn", {"gid": gid, "timeout_seconds": WAIT_SECONDS})
            assert not refused, text
            self.game.turns.append(text)
            if STATUS.search(text).group(1) in ("finished", "aborted"):
                return text
            if "Your legal moves" in text:
                await self.play_one(gid, read_moves(text))
        raise AssertionError(f"{self.game.slug} did not end in {MAX_TURNS} turns")


async def a_whole_game(url: str, slug: str) -> tuple[Game, str]:
    game = Game(slug)
    async with Client(build(url)) as client:
        last = await TextOnlyAgent(client, game, seed=51).plays_to_the_end(url)
    return game, last


def p95(values: list[int]) -> int:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_an_agent_reading_only_the_text_plays_a_whole_game_against_the_bots(shared_service, slug):
    game, last = run_apart(a_whole_game(shared_service.base_url, slug))
    sizes = [tokens(text) for text in game.turns]
    longest = game.turns[sizes.index(max(sizes))]
    measured = {"turns": len(sizes), "median": statistics.median(sizes), "p95": p95(sizes), "max": max(sizes),
                "plays": game.ways, "refusals": len(game.refusals), "longest": parts(longest)}
    print(f"{slug}: {measured}")
    with Boardroom(shared_service.base_url) as api:
        table = api.game(game.gid)
    assert table["status"] == "finished" and "status finished" in last, last
    assert "\nResult:\n" in last, last
    result = last.split("\nResult:\n", 1)[1]
    for seat in table["seats"]:
        total = table["result"]["scores"][str(seat["seat"])]["total"]
        line = next(line for line in result.splitlines() if line.startswith(f"- {seat['name']}: "))
        assert re.search(rf"\b{total}\b", line), (seat, line)
    assert game.errors == []
    assert len(game.refusals) <= max(2, RARE * game.plays), (game.plays, game.refusals)
    for refusal in game.refusals:
        assert any(remedy in refusal for remedy in REMEDIES), refusal
    assert [raw_json_lines(text) for text in game.turns if raw_json_lines(text)] == []
    assert measured["median"] <= MEDIAN_TOKENS and measured["p95"] <= P95_TOKENS and measured["max"] <= MAX_TOKENS, \
        measured
