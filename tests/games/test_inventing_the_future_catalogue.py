"""The component catalogue of Inventing the Future: its shape, completeness, the rulebook's facts, and that every
id a client can meet in play resolves to a catalogue entry."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from games.inventing_the_future import GAME, data
from games.inventing_the_future.catalogue import TEMPLATES, space_id
from tests.support.catalogue import id_values, sightings

CATALOGUE = GAME.components()
BY_ID = {c["id"]: c for c in CATALOGUE}


def of_kind(*kinds: str) -> list[dict]:
    return [c for c in CATALOGUE if c["kind"] in kinds]


# Keys under which views, legal moves, commands and events carry component ids: development cards (card,
# unused), tiers (a view's tier), phases (phase, resolved), team and specialist cubes (cube, and the keys of
# cubes / supply / specialists_used / a requirement), the board's cube choices (a board box's cubes), the
# income tracks (income, and the keys of a player's income), dice (die, and the id of a die on the table in a
# view or DiceRolled) and development tracks (track).
ID_KEYS = frozenset({"card", "unused", "tier", "phase", "resolved", "cube", "cubes", "supply", "specialists_used",
                     "requirements", "income", "die", "id", "track"})
# Issue 28: no positional indices; these keys name a component and never hold a number.
NAMING_KEYS = frozenset({"die", "id", "track"})
# ``tracks`` holds card ids only in these events (GameStarted's are track names, a view's are track dicts).
CARD_TRACK_EVENTS = ("DevelopmentCardsDealt", "GameEnded")
SEEDS = {2: (11, 12), 5: (21, 22, 23)}  # two-player games run to the end; five-player ones are cut (time)


# ---------------------------------------------------------------- shape


def test_every_component_has_a_unique_id_and_non_empty_strings():
    ids = [c["id"] for c in CATALOGUE]
    assert len(ids) == len(set(ids))
    for c in CATALOGUE:
        for key in ("id", "kind", "name", "text"):
            assert isinstance(c[key], str) and c[key].strip(), (c, key)


def test_kinds_are_kebab_case_and_each_text_comes_from_its_kinds_template():
    for c in CATALOGUE:
        assert c["kind"] == c["kind"].lower() and " " not in c["kind"] and "_" not in c["kind"]
        assert c["kind"] in TEMPLATES
        assert c["text"].endswith(".") and "{" not in c["text"]


def test_the_catalogue_is_plain_json_and_the_same_on_two_calls():
    assert json.loads(json.dumps(CATALOGUE)) == CATALOGUE
    assert json.dumps(GAME.components()) == json.dumps(GAME.components())
    assert GAME.components() is GAME.components()  # built once


# ---------------------------------------------------------------- completeness


def test_every_fact_table_entry_is_catalogued():
    expected = {
        "development-card": set(data.DEV_CARDS),
        "tier": set(data.TIERS),
        "phase": set(data.PHASES),
        "team": set(data.TEAMS),
        "specialist": set(data.SPECIALISTS),
        "income-track": set(data.INCOME_TRACKS),
        "die": {f"die-{c}-{n}" for c in data.DIE_COLOURS for n in range(1, data.DICE_PER_COLOUR + 1)},
    }
    for kind, ids in expected.items():
        assert {c["id"] for c in of_kind(kind)} == ids, kind
    assert {c["name"] for c in of_kind("track")} == set(data.TRACKS)
    board_kinds = ("phase-space", "wild-space", "income-space", "cash-space", "hiring-space", "steal-space",
                   "progress-space")
    assert {c["id"] for c in of_kind(*board_kinds)} == {
        space_id(row, c) for row in data.BOARD for c in range(1, len(data.BOARD[row]) + 1)}


def test_every_cube_a_board_box_or_bonus_names_is_catalogued():
    specs = {c for row in data.BOARD.values() for box in row for c in box.get("cubes", [])}
    specs |= {b for b in data.BONUS.values() if b != "coins"}
    assert specs <= set(BY_ID)
    for spec in specs - set(data.CUBE_KINDS):
        assert set(BY_ID[spec]["choices"]) <= set(data.CUBE_KINDS)


def test_cards_levels_and_board_instructions_carry_the_data():
    for card, levels in data.DEV_CARDS.items():
        got = [[lv["requirement"][t] for t in data.TEAMS] for lv in BY_ID[card]["levels"]]
        assert got == [list(r) for r in levels]
    for row, boxes in data.BOARD.items():
        for c, box in enumerate(boxes, start=1):
            entry = BY_ID[space_id(row, c)]
            assert {k: entry[k] for k in box if k != "kind"} == {k: v for k, v in box.items() if k != "kind"}
    assert BY_ID["scoring-track"]["points"] == list(data.SCORE)


# ---------------------------------------------------------------- rulebook facts


def test_ten_dice_two_of_each_colour():
    """'10 dice (2 each in black, green, white, blue and red)'"""
    dice = of_kind("die")
    assert len(dice) == 10
    assert Counter(d["colour"] for d in dice) == {c: 2 for c in ("black", "green", "white", "blue", "red")}


def test_team_and_specialist_cubes():
    """'75 small team cubes (25 each in white, blue and red)' and '18 large specialist cubes (in six colors)'"""
    teams = of_kind("team")
    assert {t["colour"]: t["count"] for t in teams} == {"white": 25, "blue": 25, "red": 25}
    specialists = of_kind("specialist")
    assert len(specialists) == 6 and sum(s["count"] for s in specialists) == 18
    assert len({s["colour"] for s in specialists}) == 6


def test_team_roles():
    """'a research (white) or test (blue) team ... a test (blue) team or a manufacturing (red) team'"""
    assert {t["id"]: t["role"] for t in of_kind("team")} == {"white": "research", "blue": "test",
                                                             "red": "manufacturing"}


def test_generalists():
    """'The first type of Generalist can represent either a research (white) or test (blue) team. The second type of
    Generalist can represent either a test (blue) team or a manufacturing (red) team.'"""
    assert BY_ID["generalist-wb"]["teams"] == ["white", "blue"]
    assert BY_ID["generalist-br"]["teams"] == ["blue", "red"]
    assert BY_ID["generalist-wb"]["phase"] == BY_ID["generalist-br"]["phase"] == "progress"


def test_rainmaker_and_recruiter():
    """'only during this phase do players having a Rainmaker specialist use each to increase by one either public or
    private income' and 'During this phase only players having Recruiter specialists may use each to take one team
    of choice.'"""
    assert BY_ID["rainmaker"]["phase"] == "funding" and BY_ID["rainmaker"]["amount"] == 1
    assert BY_ID["recruiter"]["phase"] == "hiring" and BY_ID["recruiter"]["amount"] == 1
    assert "rainmaker" in BY_ID["funding"]["specialists"] and "recruiter" in BY_ID["hiring"]["specialists"]


def test_specialists_once_per_game_turn():
    """'players may use each of their specialists at most once per game turn'"""
    assert {s["uses_per_turn"] for s in of_kind("specialist")} == {1}


def test_phase_bonuses():
    """Funding and Hiring: 'the player may take the specialist cube of their choice'; Payday: 'the player receives
    $2 billion in coins'; Progress: 'the player may take a team cube of their choice'."""
    assert BY_ID["payday"]["bonus"] == "coins" and BY_ID["payday"]["bonus_coins"] == 2
    assert BY_ID["funding"]["bonus"] == BY_ID["hiring"]["bonus"] == "specialist"
    assert set(BY_ID[BY_ID["funding"]["bonus"]]["choices"]) == {s["id"] for s in of_kind("specialist")}
    assert set(BY_ID[BY_ID["progress"]["bonus"]]["choices"]) == {"white", "blue", "red"}


def test_twenty_one_development_cards():
    """'21 development cards': the three title cards reading "Flying Car", "Teleportation" and "Time Travel", laid
    out 'in that order', and six cards each labeled "ONE", "TWO" and "THREE"."""
    tracks = sorted(of_kind("track"), key=lambda t: t["index"])
    assert [t["title_card"] for t in tracks] == ["Flying Car", "Teleportation", "Time Travel"]
    assert len(tracks) + len(of_kind("development-card")) == 21
    assert {t["id"]: t["count"] for t in of_kind("tier")} == {"ONE": 6, "TWO": 6, "THREE": 6}
    assert Counter(c["tier"] for c in of_kind("development-card")) == {"ONE": 6, "TWO": 6, "THREE": 6}


def test_one_card_of_each_tier_on_every_track():
    """'one each placed face down above the three cards already laid out. Then shuffle the "TWO" cards and place
    them face down above the "ONE" cards. Then shuffle the "THREE" cards ...'"""
    for tier in of_kind("tier"):
        assert tier["per_track"] == 1 and tier["in_box"] == 3
    for track in of_kind("track"):
        tiers = [cell["tier"] for cell in track["cells"] if "tier" in cell]
        assert tiers == sorted(tiers, key=["ONE", "TWO", "THREE"].index)
        assert track["cells"][0]["space"] == "start"


def test_set_up_pieces():
    """'Each player takes a player board, coins having value 5, three pawns matching the color of their board and
    5 winks (6 in a two-player game).' Components: '15 pawns (in five player colors)', '30 transparent winks',
    '5 player boards', '10 small green income cubes', 'Coins ... having total value 40 billion'."""
    assert BY_ID["coins"]["start"] == 5 and BY_ID["coins"]["total"] == 40
    assert BY_ID["pawn"]["per_player"] == 3 and BY_ID["pawn"]["count"] == 15
    assert (BY_ID["wink"]["per_player"], BY_ID["wink"]["per_player_two"], BY_ID["wink"]["count"]) == (5, 6, 30)
    assert BY_ID["player-board"]["count"] == 5
    assert BY_ID["income-cube"]["count"] == 10


def test_income_tracks_start_on_two():
    """'Each places a small green cube on the 2 space of the public and private income tracks.'"""
    assert {t["id"]: t["start"] for t in of_kind("income-track")} == {"public": 2, "private": 2}
    assert all(2 in t["cells"] for t in of_kind("income-track"))


def test_black_row_wild_spaces():
    """'Choices 5 and 6 of the black row are essentially wild cards. A player choosing a die corresponding to these
    locations does not place a wink there, but instead places it on any black row space in the range 1-4.'"""
    assert {c["id"] for c in of_kind("wild-space")} == {"black-5", "black-6"}
    assert {c["id"] for c in of_kind("phase-space")} == {"black-1", "black-2", "black-3", "black-4"}
    assert {c["phase"] for c in of_kind("phase-space")} == set(data.PHASES)


def test_board_rows_match_die_colours():
    """'the space on their board whose row matches that of the color of the die and whose column matches that of
    the number showing on the die'"""
    for space in BY_ID["player-board"]["spaces"]:
        entry = BY_ID[space]
        assert entry["die"] == {"colour": entry["row"], "value": entry["column"]}
    assert {d["colour"] for d in of_kind("die")} == set(BY_ID["player-board"]["row_colours"])


# ---------------------------------------------------------------- every id in play resolves


def _keys(what: str) -> frozenset[str]:
    if any(what.startswith(f"event {t} ") for t in CARD_TRACK_EVENTS):
        return ID_KEYS | {"tracks"}
    return ID_KEYS


@pytest.mark.parametrize(("players", "seed"), [(p, s) for p, seeds in SEEDS.items() for s in seeds])
def test_every_id_in_play_resolves(players, seed):
    track_names = {t["name"] for t in of_kind("track")}
    seen: set[str] = set()
    ended = False
    for what, value in sightings(GAME, players, seed, max_commands=500 if players > 2 else 2000):
        ended |= what.startswith("event GameEnded")
        for found in id_values(value, _keys(what)):
            assert found in BY_ID, f"{found!r} in {what}"
            seen.add(found)
        assert not list(positional(value)), f"a positional index in {what}"
        if what.startswith("view") or what.startswith("event GameStarted"):
            # a view's track and GameStarted also show the track's title, its catalogue name
            names = id_values(value, {"name"} if what.startswith("view") else {"tracks"})
            assert set(names) <= track_names, what
    assert {"white", "funding", "flying-car"} <= seen  # the keys did find ids
    assert any(c.startswith("die-") for c in seen)
    assert ended or players > 2  # a whole two-player game: GameEnded reveals every card id


def positional(value):
    """Every value under a key that names a die or a track that is not a string (an index, say)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield from ((k, v) for k, v in item.items() if k in NAMING_KEYS and not isinstance(v, str))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def test_dice_and_tracks_are_named_by_catalogue_id_and_the_rest_resolves_through_the_geometry():
    """Issue 28: 'A die, a card, a square or a track is named by a stable id that the view shows too': a die or a
    track names its catalogue entry directly (the die's colour is the die's); a die's colour and a (row, space) pair
    each point at one catalogue entry."""
    colours = {d["colour"] for d in of_kind("die")}
    kinds = Counter()
    for what, value in sightings(GAME, 3, 31, max_commands=400):
        if not isinstance(value, dict):
            continue
        d = value.get("data", value)
        if "track" in d:
            assert BY_ID[d["track"]]["kind"] == "track", what
            kinds["track"] += 1
        if "die" in d:
            assert BY_ID[d["die"]]["kind"] == "die", what
            if "colour" in d:
                assert BY_ID[d["die"]]["colour"] == d["colour"], what
            kinds["die"] += 1
        if what.startswith("view"):
            for die in (d["allocation"] or {}).get("dice") or []:
                assert BY_ID[die["id"]]["colour"] == die["colour"], what
            for track in d["tracks"]:
                assert BY_ID[track["track"]]["name"] == track["name"], what
        if what.startswith("event DiceRolled"):
            for die in d["dice"]:
                assert BY_ID[die["id"]]["colour"] == die["colour"], what
                kinds["die"] += 1
        for colour in id_values(value, {"colour", "extra"}):
            assert colour in colours, what
        if what.startswith("event DieDrafted"):
            assert space_id(d["colour"], d["space"]) in BY_ID
        for item in (d.get("item"), *d.get("items", [])):
            if item and "row" in item:
                assert BY_ID[space_id(item["row"], item["space"])]["kind"] in ("hiring-space", "steal-space")
    assert kinds["die"] and kinds["track"]


# ---------------------------------------------------------------- no leak


def test_nothing_dealt_is_in_the_catalogue():
    before = json.dumps(GAME.components(), sort_keys=True)
    deals = []
    for seed in (1, 2):
        events = GAME.setup(4, {}, random.Random(seed))
        deals.append(next(e["data"] for e in events if e["type"] == "DevelopmentCardsDealt"))
        assert json.dumps(GAME.components(), sort_keys=True) == before
    assert deals[0] != deals[1]
    for track in of_kind("track"):
        assert not any("card" in cell for cell in track["cells"])
    assert not any("position" in c or "seat" in c or "track" in c for c in of_kind("development-card"))
