"""A move's label links to the rule it applies (issue 50, item 2): each game names, per command type, the section of
its players' rules (docs/play/<slug>.md) the move applies, and a listed move carries it as ``rule``."""

from __future__ import annotations

import pytest

from games import REGISTRY
from games import table as tables
from service.player_rules import player_rules
from service.simulate import play_offline


def section_ids(slug: str) -> set[str]:
    rules = player_rules(slug)
    assert rules is not None, f"{slug} has no rules for players"
    return {section["id"] for section in rules["sections"]}


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_command_the_game_can_offer_names_a_section_of_its_rules(slug):
    game = REGISTRY[slug]
    offered = set(game.command_schemas) | set(game.template_schemas)
    assert offered - set(game.move_rules) == set(), "command types without a rule section"
    assert set(game.move_rules) - offered == set(), "rule sections for command types the game does not have"
    unknown = {kind: anchor for kind, anchor in game.move_rules.items() if anchor not in section_ids(slug)}
    assert unknown == {}, f"sections missing from docs/play/{slug}.md"


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_each_listed_move_of_a_bot_game_carries_its_rule(slug):
    game = REGISTRY[slug]
    history = play_offline(slug, [{"bot": "easy"} for _ in range(game.min_players)], seed=f"{7:064x}")
    table, seen_types = None, set()
    for envelope in history[:200]:
        table = tables.fold(table, envelope)
        for seat in tables.to_act(table):
            view = game.view(table["state"], seat)
            for move in game.legal_moves(table["state"], seat)[:20]:
                listed = tables.described(game, view, seat, move)
                assert listed["rule"] in section_ids(slug), listed
                assert listed["rule"] == game.move_rules[move["type"]]
                seen_types.add(move["type"])
    assert seen_types, "the bot game listed no move"
