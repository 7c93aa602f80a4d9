"""GET /v1/catalog/{game}/rules: the rules written for players who never saw the rulebook (issue 48, item 1)."""

from __future__ import annotations

import re

import pytest

from games import REGISTRY
from service.player_rules import REQUIRED_SECTIONS

QUICK_REFERENCE_TOKENS = 1200  # tokens as characters / 4
# What belongs in the implementer's notes (docs/rules/), never in the rules a player reads.
DEVELOPER_WORDS = re.compile(r"\.py\b|\bissues?\b|\bassumed\b|\btests?\b|rules_version|rules version", re.IGNORECASE)
FILE_PATH = re.compile(r"(?<![\w<])(?:[\w.-]+/)+[\w.-]+\.\w+|/work/|docs/|games/")


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_each_game_serves_rules_for_players_with_a_quick_reference_first(client, slug):
    response = client.get(f"/v1/catalog/{slug}/rules")
    assert response.status_code == 200 and response.mimetype == "application/json"
    rules = response.json
    assert rules["game"] == slug and rules["title"] == REGISTRY[slug].title
    assert rules["markdown"].startswith(f"# {REGISTRY[slug].title}\n")
    ids = [section["id"] for section in rules["sections"]]
    assert ids[0] == "quick-reference"
    assert [i for i in ids if i in REQUIRED_SECTIONS] == list(REQUIRED_SECTIONS), ids
    assert rules["quick_reference"].startswith("## Quick reference")
    assert rules["quick_reference"].strip() in rules["markdown"]
    assert len(rules["quick_reference"]) / 4 <= QUICK_REFERENCE_TOKENS


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_rules_for_players_carry_no_developer_notes(client, slug):
    """The issue: 'no code, file or module names, issue numbers, tests, rules versions or the word assumed'."""
    text = client.get(f"/v1/catalog/{slug}/rules").json["markdown"]
    assert not DEVELOPER_WORDS.findall(text), DEVELOPER_WORDS.findall(text)
    assert not FILE_PATH.findall(text), FILE_PATH.findall(text)
    assert "```" not in text and "#issue" not in text.lower()


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_examples_are_worked_through(client, slug):
    """At least two worked examples, each under its own heading in the Examples section."""
    markdown = client.get(f"/v1/catalog/{slug}/rules").json["markdown"]
    examples = markdown.split("\n## Examples\n", 1)[1].split("\n## ", 1)[0]
    assert len(re.findall(r"^### ", examples, re.MULTILINE)) >= 2


def test_an_unknown_game_has_no_rules(client):
    response = client.get("/v1/catalog/no-such-game/rules")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert response.json["code"] == "unknown_game"


def test_the_catalogue_sums_up_each_game(client):
    for game in client.get("/v1/catalog").json["games"]:
        assert len(game["summary"]) > 80 and REGISTRY[game["slug"]].summary == game["summary"]


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_each_heading_of_the_rules_is_a_distinct_link_target(client, slug):
    """A page shows one game's rules, its headings' ids the targets of the contents and of the moves' rule links."""
    rules = client.get(f"/v1/catalog/{slug}/rules").json
    headings = [line for line in rules["markdown"].splitlines() if line.startswith(("## ", "### "))]
    assert [(s["level"], s["title"]) for s in rules["sections"]] == [
        (len(line.split(" ")[0]), line.split(" ", 1)[1].strip()) for line in headings]
    ids = [s["id"] for s in rules["sections"]]
    assert len(set(ids)) == len(ids), sorted(i for i in ids if ids.count(i) > 1)
