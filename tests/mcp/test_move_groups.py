"""Issue 51 item 5: a turn of many moves shows alike moves in groups; a grouped move is chosen by its group and choice,
by its whole label, or in two steps (the group, then a number); templates show their fields and a filled example."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from marshmallow import ValidationError

from games.base import RuleViolation
from games.table import component_names, described
from service.http.app import create_app
from service.mcp import move_groups, templates, turns
from tests.support.decisions import decisions

SQUARES = [f"{column}{row}" for row in range(1, 6) for column in "ABCDEF"]
BUILDINGS = {"shop": ("Shop", 4), "factory": ("Factory", 6), "drug-den": ("Drug den", 6)}


def shop_moves() -> list[dict[str, Any]]:
    """A main turn's kind of list: a building of each kind on any of 30 squares, then a pass."""
    moves = [{"type": "buy-building", "building": building, "square": square,
              "label": f"Buy a {name} for ${cost} and place it on square {square}"}
             for building, (name, cost) in BUILDINGS.items() for square in SQUARES]
    return [*moves, {"type": "end-turn", "label": "Pass the rest of your turn"}]


def filled(pattern: str, choice: str) -> str:
    return pattern.replace(move_groups.GAP, choice)


def test_a_short_list_is_not_grouped():
    moves = shop_moves()[:move_groups.GROUP_OVER]
    listed, groups = turns.listing(moves)
    assert groups == [] and all(move["group"] is None for move in listed)
    assert [move["label"] for move in listed] == [move["label"] for move in moves]


def test_a_long_list_groups_alike_moves_and_keeps_every_move_numbered_once():
    moves = shop_moves()
    listed, groups = turns.listing(moves)
    assert [move["n"] for move in listed] == list(range(1, len(moves) + 1))
    assert sorted(move["label"] for move in listed) == sorted(move["label"] for move in moves)
    assert len(groups) == len(BUILDINGS)
    for group in groups:
        members = [move for move in listed if move["group"] == group["name"]]
        assert [move["n"] for move in members] == list(range(group["first"], group["last"] + 1))
        assert group["choices"] == [move["choice"] for move in members] == SQUARES
        assert all(filled(group["pattern"], move["choice"]) == move["label"] for move in members)


def test_the_text_shows_each_group_on_one_line_and_says_how_to_choose():
    listed, groups = turns.listing(shop_moves())
    text = "\n".join(turns.moves_text(listed, groups))
    first = groups[0]
    assert f"{first['name']} (moves {first['first']}-{first['last']}). {first['pattern']}" in text
    assert f'play "{first["name"]} {first["choices"][0]}"' in text and "listed by number" in text
    assert f"{len(listed)}. Pass the rest of your turn" in text
    assert len(text) < sum(len(move["label"]) for move in listed) / 3


def test_a_grouped_move_is_chosen_by_group_and_choice_whatever_the_case_and_spacing():
    listed, groups = turns.listing(shop_moves())
    wanted = next(move for move in listed if move["group"] == groups[1]["name"] and move["choice"] == "C3")
    assert turns.resolve(f"{groups[1]['name']} C3", listed) == wanted["command"]
    assert turns.resolve(f"  {groups[1]['name'].lower()}:  c3 ", listed) == wanted["command"]


def test_a_grouped_move_is_chosen_by_its_whole_label_or_its_number():
    listed, _ = turns.listing(shop_moves())
    move = listed[40]
    assert turns.resolve(move["label"], listed) == move["command"] == turns.resolve(move["n"], listed)


def test_a_group_alone_is_the_first_of_two_steps_listing_its_moves_by_number():
    listed, groups = turns.listing(shop_moves())
    name = groups[2]["name"]
    assert turns.chosen_group(name, listed) == name and turns.chosen_group(name.lower(), listed) == name
    text = turns.group_text(name, listed)
    members = [move for move in listed if move["group"] == name]
    assert all(f"{move['n']}. {move['label']}" in text for move in members)
    assert f"play {members[0]['n']}" in text and text.count("\n") == len(members)


@pytest.mark.parametrize("choice", ["G9", 3, {"type": "end-turn"}, "G1 C3"])
def test_only_a_listed_group_alone_is_a_first_step(choice):
    listed, _ = turns.listing(shop_moves())
    assert turns.chosen_group(choice, listed) is None


def test_a_choice_the_group_does_not_have_is_refused_with_its_choices():
    listed, groups = turns.listing(shop_moves())
    with pytest.raises(turns.BadMove, match=r"has no choice 'Z9'; its choices: A1 \| B1"):
        turns.resolve(f"{groups[0]['name']} Z9", listed)
    with pytest.raises(turns.BadMove, match="There is no group G9"):
        turns.resolve("G9 A1", listed)


def listed_moves(game, state, seat: int) -> list[dict[str, Any]]:
    """The seat's legal moves as /moves lists them."""
    view = game.view(state, seat)
    return [described(game, view, seat, move, [f"P{n + 1}" for n in range(3)])
            for move in game.legal_moves(state, seat)]


def first_long_turn(slug: str, seed: int):
    return next((game, state, seat) for game, state, seat in decisions(slug, 3, seed, bot="easy")
                if len(game.legal_moves(state, seat)) > move_groups.GROUP_OVER)


@pytest.mark.parametrize("seed", range(3))
def test_corporate_anarchys_first_main_turn_is_told_in_a_few_thousand_characters(seed):
    """Issue 51: it listed 120 numbered moves in 11,411 characters."""
    game, state, seat = first_long_turn("corporate-anarchy", seed)
    moves = listed_moves(game, state, seat)
    listed, groups = turns.listing(moves)
    text = "\n".join(turns.moves_text(listed, groups))
    assert len(text) < 6000 and len(moves) > 100
    for group in groups:
        assert all(filled(group["pattern"], move["choice"]) == move["label"]
                   for move in listed if move["group"] == group["name"])
    every = sorted(json.dumps(move["command"], sort_keys=True) for move in listed)
    assert every == sorted(json.dumps({k: v for k, v in move.items() if k != "label"}, sort_keys=True)
                           for move in moves)


def first_templates(slug: str, players: int) -> Iterator[tuple[Any, Any, int, dict[str, Any]]]:
    """Each kind of template of ``slug`` the first time a bot game lists it."""
    seen = set()
    for game, state, seat in decisions(slug, players, 1, bot="easy"):
        for move in listed_moves(game, state, seat):
            if move.get("template") and move["type"] not in seen:
                seen.add(move["type"])
                yield game, state, seat, move


TEMPLATES = [(slug, players, game, state, seat, move)
             for slug, players in (("corporate-anarchy", 3), ("tabletop-climber", 3), ("tabletop-inc", 3))
             for game, state, seat, move in first_templates(slug, players)]


@pytest.fixture(scope="module")
def command_schemas() -> dict[str, dict[str, Any]]:
    """Each game's JSON Schemas of its commands, as the public catalogue serves them (the MCP server reads them)."""
    catalogue = create_app().test_client().get("/v1/catalog").get_json()
    return {game["slug"]: game["commands"] for game in catalogue["games"]}


def template_line(game, template, command_schemas) -> list[str]:
    """The template's lines in a turn's text, explained as the MCP server explains it."""
    listed, _ = turns.listing([template])
    move = listed[0]
    move["explained"] = templates.explained(move["command"], command_schemas[game.slug][template["type"]],
                                            component_names(game))
    return turns.move_line(move)


def example_of(lines: list[str]) -> dict[str, Any]:
    return json.loads(lines[-1].split("e.g. play ", 1)[1].rsplit(" (the form", 1)[0])


@pytest.mark.parametrize("slug,players,game,state,seat,template", TEMPLATES,
                         ids=[f"{t[0]}-{t[5]['type']}" for t in TEMPLATES])
def test_a_template_shows_each_field_and_an_example_of_its_form(slug, players, game, state, seat, template,
                                                              command_schemas):
    lines = template_line(game, template, command_schemas)
    schema = game.command_schemas[template["type"]]()
    assert all(any(line.strip().startswith(f"{name}:") for line in lines) for name in schema.fields)
    example = example_of(lines)
    try:
        schema.load({key: value for key, value in example.items() if key != "type"})
    except ValidationError as error:
        raise AssertionError(f"the example {example} is not of the command's form: {error.messages}") from None
    for name, allowed in (template.get("fields") or {}).items():
        values = example.get(name)
        values = values if isinstance(values, list) else list(values) if isinstance(values, dict) else [values]
        assert set(values) <= set(allowed), name


@pytest.mark.parametrize("slug", ["corporate-anarchy", "tabletop-climber"])
def test_the_example_of_a_set_up_template_is_a_legal_move(slug, command_schemas):
    """Where a template's fields alone make a command legal (squares to place tiles on, cards to keep), its example
    is played as it stands."""
    for game, state, seat, template in first_templates(slug, 3):
        example = example_of(template_line(game, template, command_schemas))
        try:
            game.decide(state, seat, example, random.Random(0))
        except RuleViolation as refused:
            raise AssertionError(f"{example} was refused: {refused}") from None


def test_a_choice_is_picked_by_a_beginning_no_other_choice_of_its_group_has():
    """The trial: "G1 Gain game box (GB2)" was refused, the listed choice going on ": pay 1 Dollar, gain 2 …"."""
    choices = {"GB2": "Gain game box (GB2): pay 1 Dollar, gain 2 Inspiration tokens",
               "GB3": "Gain game box (GB3): pay 2 Dollars, gain 3 Inspiration tokens",
               "AW1": "Gain award (AW1): pay nothing"}
    listed = [{"n": n, "label": f"Place a worker on {choice}", "template": False, "group": "G1", "choice": choice,
               "command": {"type": "place", "space": space}}
              for n, (space, choice) in enumerate(choices.items(), start=1)]
    assert turns.resolve("G1 Gain game box (GB2)", listed) == {"type": "place", "space": "GB2"}
    with pytest.raises(turns.BadMove, match="Group G1 has no choice 'Gain game box'"):
        turns.resolve("G1 Gain game box", listed)
