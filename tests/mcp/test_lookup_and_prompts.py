"""Issue 51 item 6: rules an agent can learn from. A lookup tool tells one component of a game's catalogue by id or
name; each play-<game> prompt gives the quick reference first, then advice, and points to lookup and the full
rules."""

from __future__ import annotations

import pytest
from mcp import Client

from games import REGISTRY
from service.mcp import components, strategy
from service.mcp.server import build
from tests.support.asyncio_apart import run_apart

PROMPT_MOST = 5000  # characters: a prompt that pastes the whole rules (~15k) is what the issue asked to end


def catalogue(slug: str) -> list[dict]:
    return REGISTRY[slug].components()


def test_an_id_finds_its_component_with_its_facts():
    phishing = next(c for c in catalogue("bias-effect") if c["id"] == "A-10")
    answer = components.find(catalogue("bias-effect"), "A-10")
    assert answer["component"] == phishing and not answer["matches"]
    text = components.told("bias-effect", "A-10", answer)
    assert text.startswith(f"{phishing['name']} (id A-10, algorithm): {phishing['text']}")
    assert f"- trade_in: {phishing['trade_in']}" in text


@pytest.mark.parametrize("asked", ["drug den", "  DRUG   Den ", "“Drug den”"])
def test_a_name_finds_its_component_whatever_its_case_spacing_or_quotes(asked):
    answer = components.find(catalogue("corporate-anarchy"), asked)
    assert answer["component"]["id"] == "drug-den"
    # the rulebook: "Drug den | $6 | $3" (docs/play: Buildings table)
    assert "- cost: 6" in components.told("corporate-anarchy", asked, answer)


def test_a_unique_beginning_of_a_name_is_enough():
    assert components.find(catalogue("corporate-anarchy"), "travel")["component"]["id"] == "travel-permit"


def test_copies_of_one_card_are_told_as_that_card_with_every_copys_id():
    copies = [c["id"] for c in catalogue("bias-effect") if c["kind"] == "algorithm" and c["title"] == "Phishing"]
    answer = components.find(catalogue("bias-effect"), "phishing")
    assert answer["component"]["id"] == copies[0] and answer["copies"] == copies and len(copies) > 1
    assert f"{len(copies)} copies of this card" in components.told("bias-effect", "phishing", answer)


def test_a_name_several_components_share_lists_them_briefly():
    hires = [c for c in catalogue("tabletop-inc") if c["name"].casefold().startswith("hire")]
    answer = components.find(catalogue("tabletop-inc"), "hire")
    assert answer["component"] is None and [m["id"] for m in answer["matches"]] == [c["id"] for c in hires]
    text = components.told("tabletop-inc", "hire", answer)
    assert text.startswith(f"{len(hires)} components of tabletop-inc match 'hire'")
    assert all(f"- {c['name']} (id {c['id']}, {c['kind']})" in text for c in hires)


def test_an_unknown_name_says_so_and_suggests_near_names():
    answer = components.find(catalogue("corporate-anarchy"), "travel permt")
    assert answer["component"] is None and not answer["matches"]
    assert [m["id"] for m in answer["near"]][:1] == ["travel-permit"]
    text = components.told("corporate-anarchy", "travel permt", answer)
    assert text.startswith("No component of corporate-anarchy has the id or name 'travel permt'.")
    assert "Near names: Travel permit (id travel-permit)" in text


def test_a_many_match_list_is_cut_and_says_how_many_more():
    answer = components.find(catalogue("corporate-anarchy"), "square")
    assert len(answer["matches"]) > components.SHOWN
    text = components.told("corporate-anarchy", "square", answer)
    assert len(text.splitlines()) == components.SHOWN + 2
    assert f"and {len(answer['matches']) - components.SHOWN} more" in text


def test_the_rules_tool_and_the_instructions_point_to_lookup():
    server = build("http://127.0.0.1:9")  # nothing listens: the tools exist without a catalogue
    tools = {tool.name: tool for tool in run_apart(server.list_tools())}
    assert "lookup" in tools and set(tools["lookup"].input_schema["properties"]) == {"game", "id_or_name"}
    assert "lookup" in tools["get_rules"].description
    assert "lookup" in server.instructions and "full=true" in server.instructions


async def through_the_server(url: str) -> dict:
    async with Client(build(url)) as agent:
        prompts = {slug: await agent.get_prompt(f"play-{slug}") for slug in REGISTRY}
        return {"prompts": {slug: prompt.messages[0].content.text for slug, prompt in prompts.items()},
                "rules": {slug: (await agent.call_tool("get_rules", {"game": slug})).content[0].text
                          for slug in REGISTRY},
                "by_id": await agent.call_tool("lookup", {"game": "tabletop-climber", "id_or_name": "G-accident"}),
                "unknown": await agent.call_tool("lookup", {"game": "tabletop-climber", "id_or_name": "Avalanche"}),
                "no_game": await agent.call_tool("lookup", {"game": "chess", "id_or_name": "king"})}


@pytest.fixture(scope="module")
def served(shared_service):
    return run_apart(through_the_server(shared_service.base_url))


@pytest.mark.e2e
def test_each_prompt_gives_the_quick_reference_first_then_advice_within_the_bound(served):
    for slug, prompt in served["prompts"].items():
        quick = served["rules"][slug].strip()
        advice = strategy.advice(slug)
        assert quick.startswith("## Quick reference") and advice, slug
        assert quick in prompt and advice in prompt, slug
        assert prompt.split("\n\n", 1)[1].startswith(quick), "the quick reference comes first, after one line"
        assert prompt.index(quick) < prompt.index("## Playing well") < prompt.index(advice), slug
        assert f'get_rules(game="{slug}", full=true)' in prompt and f'lookup(game="{slug}"' in prompt, slug
        assert len(prompt) < PROMPT_MOST, (slug, len(prompt))


@pytest.mark.e2e
def test_lookup_answers_in_text_and_structured_content(served):
    by_id = served["by_id"]
    assert not by_id.is_error and by_id.structured_content["component"]["id"] == "G-accident"
    assert by_id.content[0].text == by_id.structured_content["text"]
    assert by_id.content[0].text.startswith("Accident (id G-accident, gold-season-card): ")
    unknown = served["unknown"]
    assert not unknown.is_error and unknown.structured_content["component"] is None
    assert unknown.content[0].text.startswith("No component of tabletop-climber has the id or name 'Avalanche'.")


@pytest.mark.e2e
def test_lookup_in_an_unknown_game_is_a_clear_tool_error(served):
    said = served["no_game"].content[0].text
    assert served["no_game"].is_error and "unknown_game: There is no game" in said and "list_games" in said, said
