"""Corporate Anarchy's component catalogue: its shape, its completeness, the rulebook's facts it carries, and that
every id a view, legal move, command or event names resolves in it."""

from __future__ import annotations

import itertools
import json
import re

import pytest

from games.corporate_anarchy import GAME, catalogue, rules
from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import BASE_KINDS, BUILDINGS, COMMANDS, MAX_PLAYERS, MIN_PLAYERS, SIDES
from tests.support.catalogue import id_values, sightings

COMPONENTS = GAME.components()
BY_ID = {c["id"]: c for c in COMPONENTS}
PLAYER_COUNTS = range(MIN_PLAYERS, MAX_PLAYERS + 1)

# Where the game names components. Squares: board ids ("id"), event and command squares, pieces ("position",
# "start", "starts"), set-up squares ("alarms", "guards", "vips"), "face_down" and "outer_edge". Tiles and cards:
# "kind" (base tile, building or running effect), "building", "buildings" and "commands" (dicts keyed by id),
# "card", "cards", "blocked" (the card that stopped an income). "side": the board side of an HQ.
# Not here: "squares" and "spied" (lists of dicts, whose keys are field names) and "tiles" (a dict keyed by base
# tile kind in GameStarted, a list of dicts in BaseTilesPlaced); the first and last are checked by hand below.
ID_KEYS = frozenset({
    "id", "square", "to", "from", "start", "starts", "position", "alarms", "guards", "vips", "face_down",
    "outer_edge", "kind", "building", "buildings", "commands", "card", "cards", "blocked", "side",
})


def of_kind(kind: str) -> list[dict]:
    return [c for c in COMPONENTS if c["kind"] == kind]


# ---------------------------------------------------------------- shape


def test_ids_are_unique_and_every_component_has_id_kind_name_and_text():
    ids = [c["id"] for c in COMPONENTS]
    assert len(ids) == len(set(ids))
    for c in COMPONENTS:
        for key in ("id", "kind", "name", "text"):
            assert isinstance(c[key], str) and c[key].strip(), (c["id"], key)
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", c["kind"]), c["kind"]
        assert c["kind"] in catalogue.TEMPLATES
        assert "{" not in c["text"] and "}" not in c["text"], c["text"]


def test_the_catalogue_is_json_and_the_same_on_every_call():
    assert json.loads(json.dumps(COMPONENTS)) == COMPONENTS
    assert GAME.components() == COMPONENTS
    assert catalogue.components() == COMPONENTS  # built from the facts, not from anything that varies


# ---------------------------------------------------------------- completeness


def test_every_square_of_every_hq_and_its_protruding_square_is_listed():
    for h in range(MAX_PLAYERS):
        for sq in geo.hq_squares(h):
            assert BY_ID[sq]["kind"] == "square" and BY_ID[sq]["hq"] == h
        assert BY_ID[geo.protrusion(h)]["kind"] == "protruding-square"
    assert len(of_kind("square")) == MAX_PLAYERS * 36
    assert len(of_kind("protruding-square")) == MAX_PLAYERS


def test_every_tile_card_effect_and_side_the_game_names_is_listed():
    assert {c["id"] for c in of_kind("base-tile")} == set(BASE_KINDS)
    assert {c["id"] for c in of_kind("building")} == set(BUILDINGS)
    assert {c["id"] for c in of_kind("command-card")} == set(COMMANDS)
    assert {c["id"] for c in of_kind("board-side")} == set(SIDES)
    for card, (effect, turns) in rules.EFFECT_OF_CARD.items():
        assert BY_ID[card]["effect"] == effect and BY_ID[card]["turns"] == turns
        assert effect in BY_ID  # the running effect as views name it ("quarantine" is the card itself)
    assert BY_ID["die"]["kind"] == "die"


def test_adjacency_is_symmetric_and_within_one_hq():
    for c in of_kind("square") + of_kind("protruding-square"):
        assert c["adjacent"]
        for other in c["adjacent"]:
            assert c["id"] in BY_ID[other]["adjacent"]
            assert BY_ID[other]["hq"] == c["hq"]


def test_every_square_has_its_own_board_cell_for_every_player_count():
    for n in PLAYER_COUNTS:
        cells = [(c["layout"][str(n)]["x"], c["layout"][str(n)]["y"])
                 for c in of_kind("square") + of_kind("protruding-square") if n in c["players"]]
        assert len(cells) == n * 37 == len(set(cells))
        assert all(0 <= x < BY_ID["board"]["size"] and 0 <= y < BY_ID["board"]["size"] for x, y in cells)


# ---------------------------------------------------------------- rulebook facts


def test_building_prices_and_incomes():
    """Rulebook: "Shop ($4): small income ($1 per turn)", "Factory ($6): moderate income ($2 per turn)",
    "Drug den ($6): lucrative income ($3 per turn)"; "each player may only purchase a maximum of 6 building
    tiles throughout a game"."""
    expected = {"shop": (4, 1), "factory": (6, 2), "drug-den": (6, 3)}
    assert {c["id"]: (c["cost"], c["income"]) for c in of_kind("building")} == expected
    assert {c["limit"] for c in of_kind("building")} == {6}


def test_nine_command_cards_at_their_prices():
    """Rulebook: "The 9 command cards." ... "Road block ($3)", "Negative ad ($2)", "Plant evidence ($2)",
    "Stock market crash ($6)", "Quarantine ($5)", "Anonymous tip ($4)", "Communications jam ($3)",
    "Corporate espionage ($4)", "Travel permit ($10)"."""
    prices = {"road-block": 3, "negative-ad": 2, "plant-evidence": 2, "stock-market-crash": 6, "quarantine": 5,
              "anonymous-tip": 4, "communications-jam": 3, "corporate-espionage": 4, "travel-permit": 10}
    cards = of_kind("command-card")
    assert len(cards) == 9
    assert {c["id"]: c["cost"] for c in cards} == prices
    assert all(f"(${prices[c['id']]})" in c["text"] for c in cards)


def test_quarantine_holds_anyone_in_the_chosen_hq_for_two_turns():
    """Rulebook: "Quarantine ($5): Anyone in the HQ of your choice cannot leave it for 2 turns."."""
    card = BY_ID["quarantine"]
    assert (card["needs"], card["affects"], card["turns"]) == ("hq", "hq", 2)
    assert "2 turns" in card["text"]


def test_fines_of_plant_evidence_and_anonymous_tip():
    """Rulebook: "Plant evidence ($2): An opponent of your choice loses $3" and "Anonymous tip ($4): If your
    opponent has any drug dens, they lose $7 for each one"."""
    assert (BY_ID["plant-evidence"]["fine"], BY_ID["plant-evidence"]["fine_per"]) == (3, None)
    assert (BY_ID["anonymous-tip"]["fine"], BY_ID["anonymous-tip"]["fine_per"]) == (7, "drug-den")
    assert BY_ID["anonymous-tip"]["needs"] == "target"


def test_income_and_move_blocking_cards():
    """Rulebook: "Road block ($3): Other players cannot move between areas for a turn", "Negative ad ($2): An
    opponent gains no income for 1 turn", "Stock market crash ($6): No one gains income for 1 turn (except you)",
    "Communications jam ($3): An opponent cannot buy any tiles or commands for 1 turn"."""
    assert (BY_ID["road-block"]["affects"], BY_ID["road-block"]["turns"]) == ("others", 1)
    assert (BY_ID["negative-ad"]["affects"], BY_ID["negative-ad"]["turns"]) == ("target", 1)
    assert (BY_ID["stock-market-crash"]["affects"], BY_ID["stock-market-crash"]["turns"]) == ("others", 1)
    assert BY_ID["negative-ad"]["effect"] == BY_ID["stock-market-crash"]["effect"] == "no-income"
    assert BY_ID["communications-jam"]["effect"] == "no-purchase"


def test_travel_permit_is_bought_once():
    """Rulebook: "Travel permit ($10): Once flipped and activated, you may leave your area and travel across the
    board (only needs to be purchased once)"."""
    assert BY_ID["travel-permit"]["once"] is True
    assert [c["id"] for c in of_kind("command-card") if c["once"]] == ["travel-permit"]


def test_base_tiles_per_player():
    """Rulebook: "Each player should have 3 alarms (top left), 2 security guards (top middle)" and "You should
    place 1 less than the number of players (e.g. if there are 3 players, you should place 2 VIP tiles)"."""
    assert BY_ID["alarm"]["per_player"] == {"2": 3, "3": 3, "4": 3}
    assert BY_ID["guard"]["per_player"] == {"2": 2, "3": 2, "4": 2}
    assert BY_ID["vip"]["per_player"] == {"2": 1, "3": 2, "4": 3}
    assert (BY_ID["alarm"]["landing"], BY_ID["guard"]["landing"], BY_ID["vip"]["landing"]) == (
        "alarm", "sent-home", "vip-taken")


def test_each_hq_is_a_six_by_six_space():
    """Rulebook: "their HQ area (the 6x6 space with the colour matching their character)"."""
    for h in range(MAX_PLAYERS):
        squares = [c for c in of_kind("square") if c["hq"] == h]
        assert {(c["r"], c["c"]) for c in squares} == set(itertools.product(range(6), range(6)))
    for side in of_kind("board-side"):
        assert (side["width"], side["height"]) == (6, 6)


def test_no_diagonal_steps():
    """Rulebook: "You may move up to 4 spaces per turn. You may not move diagonally." Neighbours are one board
    cell apart, in a row or a column, whatever the player count."""
    for c in of_kind("square") + of_kind("protruding-square"):
        for n in c["players"]:
            here = c["layout"][str(n)]
            for other in c["adjacent"]:
                there = BY_ID[other]["layout"][str(n)]
                assert abs(here["x"] - there["x"]) + abs(here["y"] - there["y"]) == 1


def test_start_squares_lie_on_the_edge_furthest_from_the_centre():
    """Rulebook: "any of the squares along the edge furthest from the centre of the board"."""
    middle = BY_ID["board"]["size"] / 2 - 0.5

    def distance(c, n):
        spot = c["layout"][str(n)]
        return max(abs(spot["x"] - middle), abs(spot["y"] - middle))

    for h in range(MAX_PLAYERS):
        squares = [c for c in of_kind("square") if c["hq"] == h]
        outer = [c for c in squares if c["outer_edge"]]
        assert len(outer) == 6
        for n in outer[0]["players"]:
            assert min(distance(c, n) for c in outer) > max(distance(c, n) for c in squares if not c["outer_edge"])


def test_the_protruding_square_extends_into_the_centre():
    """Rulebook: "To move between HQs, you must land in the square that extends into the centre of the board."."""
    centre = BY_ID["board"]["centre"]
    for c in of_kind("protruding-square"):
        for n in c["players"]:
            spot = c["layout"][str(n)]
            assert centre["x"] <= spot["x"] < centre["x"] + centre["width"]
            assert centre["y"] <= spot["y"] < centre["y"] + centre["height"]
            assert sorted(c["jumps_to"][str(n)]) == sorted(geo.protrusion(o) for o in range(n) if o != c["hq"])


def test_die_and_money():
    """Rulebook: "10 *money tokens*, a *6-sided die*" and "collect red tokens from the bag"."""
    assert BY_ID["die"]["sides"] == 6 and BY_ID["die"]["faces"] == [1, 2, 3, 4, 5, 6]
    assert (BY_ID["money-token"]["per_player"], BY_ID["money-token"]["colour"]) == (10, "red")


# ---------------------------------------------------------------- every id in play resolves


@pytest.mark.parametrize(("players", "seed"), [(MIN_PLAYERS, 0), (MIN_PLAYERS, 1), (MIN_PLAYERS, 2),
                                               (MAX_PLAYERS, 0), (MAX_PLAYERS, 1)])
def test_property_every_id_in_play_resolves(players, seed):
    ids = set(BY_ID)
    seen: set[str] = set()
    for what, value in sightings(GAME, players, seed):
        found = set(id_values(value, ID_KEYS))
        if isinstance(value, dict) and value.get("template"):
            found |= set(value["squares"]) | set(value["start"])
        if what.startswith("event GameStarted"):
            found |= set(value["data"]["tiles"])
        assert found <= ids, (what, sorted(found - ids))
        seen |= found
    kinds = {BY_ID[i]["kind"] for i in seen}
    assert {"square", "protruding-square", "base-tile", "building", "command-card", "board-side"} <= kinds


# ---------------------------------------------------------------- no leak


def test_the_catalogue_holds_nothing_dealt_or_placed():
    """Two games seeded differently (different set-ups and rolls) see the same catalogue."""
    games = []
    for seed in (11, 12):
        seen = [value for _, value in itertools.islice(sightings(GAME, MAX_PLAYERS, seed), 3000)]
        games.append((seen, GAME.components()))
    assert games[0][0] != games[1][0]
    assert games[0][1] == games[1][1] == catalogue.components()
    secrets = {"position", "pos", "face_down", "memory", "spied", "start", "tiles", "money"}
    for c in COMPONENTS:
        assert not secrets & set(c), c["id"]

