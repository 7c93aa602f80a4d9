"""Tabletop Climber's component catalogue: shape, completeness, rulebook facts, every id in play resolves."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter

import pytest

from games.tabletop_climber import GAME, TabletopClimber
from games.tabletop_climber.catalogue import TEMPLATES
from games.tabletop_climber.data import CARDS, GOLD_NAMES, ICON_BY_NUMBER, ICON_NAMES, SILVER_IDS
from tests.support.catalogue import id_values, sightings

CATALOGUE = GAME.components()
BY_ID = {c["id"]: c for c in CATALOGUE}

# Where views, legal moves, commands and events put component ids (views.py, rules.legal_moves, event_schemas.py).
ID_KEYS = {
    "card", "cards", "teams",  # commands, moves and events
    "team", "hand", "played", "lodge_face_up", "lodge_face_down", "transfer_card",  # a seat's zones in a view
    "from",  # the select-hand template
    "gold", "gold_order", "silver",  # season cards: views, seasons, history, SeasonStarted/Ended, GameStarted
    "effect",  # CardsPlayed: the icon a play activates
}


def of_kind(kind: str) -> list[dict]:
    return [c for c in CATALOGUE if c["kind"] == kind]


def by_name(kind: str) -> dict[str, dict]:
    return {c["name"]: c for c in of_kind(kind)}


# ---------------------------------------------------------------- shape


def test_every_component_has_a_unique_id_and_nonempty_kind_name_and_text():
    ids = [c["id"] for c in CATALOGUE]
    assert len(ids) == len(set(ids))
    for c in CATALOGUE:
        for key in ("id", "kind", "name", "text"):
            assert isinstance(c[key], str) and c[key].strip(), (c, key)


def test_kinds_are_kebab_case_and_each_text_is_its_kinds_template():
    for c in CATALOGUE:
        assert c["kind"] == c["kind"].lower() and " " not in c["kind"] and "_" not in c["kind"]
        assert c["kind"] in TEMPLATES
        assert "{" not in c["text"] and c["text"].endswith(".")
    assert {c["kind"] for c in CATALOGUE} == set(TEMPLATES)  # no template without components


def test_the_catalogue_is_json_and_the_same_on_two_calls():
    assert json.loads(json.dumps(CATALOGUE)) == CATALOGUE
    assert GAME.components() == GAME.components()
    assert TabletopClimber().components() == CATALOGUE


# ---------------------------------------------------------------- completeness


def test_every_playing_card_is_listed_with_its_data_facts():
    for card in CARDS.values():
        entry = BY_ID[card.id]
        assert entry["number"] == card.number
        assert entry["colours"] == list(card.colours)
        assert entry["deck"] == ("initial" if card.initial else "reinforcement")
        assert entry["effect"] == card.icon
        assert (entry["set_of_two"], entry["mountain"]) == (card.set_of_two, card.mountain)


def test_every_season_card_and_icon_is_listed():
    assert set(GOLD_NAMES) == {c["id"] for c in of_kind("gold-season-card")}
    assert set(SILVER_IDS) == {c["id"] for c in of_kind("silver-season-card")}
    assert set(ICON_NAMES) == {c["id"] for c in of_kind("icon")}
    assert set(ICON_BY_NUMBER.values()) <= set(BY_ID)
    for c in CATALOGUE:
        for icon in c.get("icons", []):
            assert BY_ID[icon]["kind"] == "icon"


# ---------------------------------------------------------------- rulebook facts


def test_contents_74_playing_cards_28_initial_46_reinforcement():
    """Rulebook: "74 Playing Cards - 28 Initial Cards (Numbers 1-7 in 4 colors) ... 46 Reinforcement Cards"."""
    decks = Counter(c["deck"] for c in CATALOGUE if "deck" in c)
    assert decks == {"initial": 28, "reinforcement": 46}
    initial = of_kind("initial-card")
    assert sorted({c["number"] for c in initial}) == [1, 2, 3, 4, 5, 6, 7]
    assert len({c["colour"] for c in initial}) == 4


def test_contents_13_season_cards_8_gold_5_silver_one_start_card_4_lodge_cards():
    """Rulebook: "13 Season Cards (8 gold, 5 silver)", "1 Starting player card", "4 lodge cards"."""
    assert len(of_kind("gold-season-card")) == 8
    assert len(of_kind("silver-season-card")) == 5
    assert [c["copies"] for c in of_kind("start-card")] == [1]
    assert [c["copies"] for c in of_kind("lodge-card")] == [4]


def test_gold_season_card_vp():
    """Rulebook: "Standard (5VP)", "Reverse (6VP)", "No Set (7VP)", "Transfer (7VP)", "Up to 2 cards (8VP)",
    "Accident (8VP)", "Revolution (9VP)", "(Climax 10VP +)"."""
    rulebook = {"Standard": 5, "Reverse": 6, "No Set": 7, "Transfer": 7, "Up to 2 cards": 8, "Accident": 8,
                "Revolution": 9, "Climax": 10}
    assert {name: c["vp"] for name, c in by_name("gold-season-card").items()} == rulebook
    assert "5 VP" in by_name("gold-season-card")["Standard"]["text"]


def test_climax_adds_the_cards_beyond_12():
    """Rulebook: "you can add as many card as you want to your 12 hand cards" ... "10 + the number of cards he
    adds to his hand"."""
    climax = by_name("gold-season-card")["Climax"]
    assert (climax["vp"], climax["base_hand"], climax["vp_per_extra_card"]) == (10, 12, 1)
    assert by_name("silver-season-card")["5th Season"]["hand_size"] == 12


def test_standard_opens_and_climax_closes_the_game():
    """Rulebook: "Place the "Standard" Gold Season Card slightly overlapping the "1st Season" Silver Season Card.
    Place the "Climax" Gold Season Card slightly overlapping the "5th Season" Silver Season Card."""
    gold = by_name("gold-season-card")
    assert gold["Standard"]["seasons"] == [1]
    assert gold["Climax"]["seasons"] == [5]
    assert all(c["seasons"] == [2, 3, 4] for name, c in gold.items() if name not in ("Standard", "Climax"))


def test_season_rules_as_fields():
    """Rulebook: "The turn order will be counterclockwise instead of normal."; "The number of cards that can be
    played is limited to 2."; "Sets cannot be played this season (runs are allowed)."; "In this season, the
    strength of the cards is reversed.\""""
    gold = by_name("gold-season-card")
    assert gold["Reverse"]["turn_order"] == "counterclockwise"
    assert gold["Up to 2 cards"]["max_cards"] == 2
    assert gold["No Set"]["sets_allowed"] is False
    assert gold["Revolution"]["lower_wins"] is True
    assert gold["Transfer"]["before_hand_selection"] == "transfer"
    assert gold["Accident"]["before_hand_selection"] == "accident"


def test_icons_on_8_9_10_and_mandatory():
    """Rulebook: "Numbers 8-11 in 4 Colors ... The cards 8, 9, and 10 have the following special effect icons" and
    "When you play a card with an icon, the special effect is mandatory.\""""
    coloured = of_kind("icon-card") + of_kind("high-card")
    assert Counter(c["number"] for c in coloured) == {8: 4, 9: 4, 10: 4, 11: 4}
    assert {c["number"] for c in coloured if c["icons"]} == {8, 9, 10}
    effects = [BY_ID[icon] for icon in ("reset", "discard", "reverse")]
    assert all(icon["mandatory"] for icon in effects)
    assert sorted(n for icon in effects for n in icon["numbers"]) == [8, 9, 10]
    assert "field is reset immediately" in BY_ID["reset"]["text"]  # "Immediately reset the field"


def test_wild_colourless_set_of_two_and_mountain_cards():
    """Rulebook: "These are card with numbers 0-7 that have all four colors."; "The following cards are colorless
    and cannot be played in a run."; "Cards with this icon are treated as a set of two cards with the same number."
    ; "If you have three cards with this icon, you can play them all at once.\""""
    wild = of_kind("wild-card")
    assert sorted(c["number"] for c in wild) == list(range(8))
    assert all(c["wild"] and len(c["colours"]) == 4 for c in wild)
    colourless = of_kind("colourless-card") + of_kind("set-of-two-card") + of_kind("mountain-card")
    assert all(c["colours"] == [] and c["in_run"] is False for c in colourless)
    assert all(c["counts_as"] == 2 and c["icons"] == ["set-of-two"] for c in of_kind("set-of-two-card"))
    assert len(of_kind("mountain-card")) >= 3 and all(c["icons"] == ["mountain"] for c in of_kind("mountain-card"))
    # the Revolution list names every colourless number: "... 11 > 12 > 13 > 14 > 15 > 16 > 18"
    assert sorted(c["number"] for c in of_kind("colourless-card")) == [12, 13, 14, 15, 16, 18]


def test_start_card_has_no_number():
    """Rulebook: "The Start Card is the weakest card with no number." ... "[The Start Card is not counted in the hand
    size.]\""""
    start = BY_ID["start-card"]
    assert start["number"] is None and start["counts_in_hand"] is False and start["play"] == "single"


# ---------------------------------------------------------------- every id in play resolves


@pytest.mark.parametrize("players", [GAME.min_players, GAME.max_players])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_every_id_in_play_is_a_catalogue_id(players, seed):
    seen: set[str] = set()
    ended = False
    for what, value in sightings(GAME, players, seed):
        ended = ended or what.startswith("event GameEnded")
        for found in id_values(value, ID_KEYS):
            assert found in BY_ID, (what, found)
            seen.add(found)
    assert ended  # all five seasons were played
    assert len(seen & set(CARDS)) >= 9 * players  # the dealt teams at least, so the keys do find ids
    assert seen & set(SILVER_IDS) == set(SILVER_IDS)


# ---------------------------------------------------------------- no leak


def test_games_with_different_seeds_have_the_same_catalogue():
    first, second = TabletopClimber(), TabletopClimber()
    deals = [game.setup(4, {}, random.Random(seed)) for game, seed in ((first, 11), (second, 12))]
    assert deals[0] != deals[1]
    assert first.components() == second.components() == CATALOGUE
    forbidden = {"seat", "holder", "owner", "zone", "location", "order", "position"}
    assert not forbidden & {key for c in CATALOGUE for key in c}


def test_the_catalogue_does_not_depend_on_hashing():
    code = "import json; from games.tabletop_climber import GAME; print(json.dumps(GAME.components()))"
    outputs = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1 and json.loads(outputs.pop()) == CATALOGUE
