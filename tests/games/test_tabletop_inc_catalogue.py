"""The Tabletop Inc. component catalogue: its shape, completeness, the rulebook's facts, and that every id in play
resolves to a component."""

from __future__ import annotations

import json
import random
import re

import pytest

from games.tabletop_inc import GAME
from games.tabletop_inc import catalogue as C
from games.tabletop_inc import data as D
from tests.support.catalogue import id_values, sightings

# Keys under which the game's views, legal moves, commands and events put component ids (a string, a list of them,
# or a dict keyed by them: resources, parts, board spaces, tracks, decks).
# A published game in a view is {"id", "box", "mechanism", "component"}: its id is read under "id".
ID_KEYS = frozenset({
    "card", "worker", "space", "action", "actions", "predictions", "wow", "pow", "employee", "kept", "returned",
    "refill", "award_card", "hand", "skill_hand", "items", "permanent", "objectives", "objective_offer",
    "skill_offer", "objectives_achieved", "skill", "objective", "discard", "active", "adjust", "track", "tracks",
    "decks", "board", "spaces", "part", "parts", "game", "id", "place", "supply", "skills", "res", "delta", "paid",
    "gained", "gain", "bonus", "cost", "give", "get", "payment", "choices", "from", "reason",
})
# Keys whose value is an id or a list of ids, but which elsewhere hold a dict whose keys are not ids (the view's
# ``zap`` block, a player's face-down ``prediction.cards``): only their string values are ids.
VALUE_KEYS = frozenset({"zap", "cards"})
# Template moves describe their choices in words; only their ``from`` list holds ids.
TEMPLATE_KEYS = frozenset({"from"})
# Markers that are not components: a task queued by an hourglass or crystal-ball bonus has action "bonus"; another
# seat sees a bought skill card as "hidden"; a prediction flipped gives its reason, "action" or "crystal-ball".
MARKERS = frozenset({"bonus", "hidden", "action", "crystal-ball"})

CATALOGUE = GAME.components()
BY_ID = {c["id"]: c for c in CATALOGUE}


def _ids_in(value) -> set[str]:
    if isinstance(value, dict) and value.get("template"):
        return set(id_values(value, TEMPLATE_KEYS))
    return set(id_values(value, ID_KEYS)) | set(id_values(value, VALUE_KEYS, dict_keys=False))


def _kind(kind: str) -> set[str]:
    return {c["id"] for c in CATALOGUE if c["kind"] == kind}


# ---------------------------------------------------------------- shape


def test_every_component_has_a_unique_id_and_the_four_strings():
    ids = [c["id"] for c in CATALOGUE]
    assert len(ids) == len(set(ids))
    for c in CATALOGUE:
        for key in ("id", "kind", "name", "text"):
            assert isinstance(c[key], str) and c[key], (c.get("id"), key)
        assert c["kind"] == c["kind"].lower() and " " not in c["kind"], c["kind"]


def test_catalogue_is_json_and_the_same_on_two_calls():
    assert json.loads(json.dumps(CATALOGUE)) == CATALOGUE
    assert GAME.components() == GAME.components() == C.build()


def test_each_kind_has_a_template_and_texts_are_filled():
    for c in CATALOGUE:
        assert c["kind"] in C.TEMPLATES, c["kind"]
        assert "{" not in c["text"] and "}" not in c["text"], c["id"]


# ---------------------------------------------------------------- completeness


@pytest.mark.parametrize(("table", "kind"), [
    (D.SPECIALISTS, "specialist"), (D.FREELANCERS, "freelancer"), (D.WOWS, "wow-card"), (D.POWS, "pow-card"),
    (D.SKILL_CARDS, "skill-card"), (D.ITEMS, "item"), (D.OBJECTIVES, "objective"), (D.AWARD_CARDS, "award-card"),
    (D.ZAP_CARDS, "zap-card"), (D.SPACES, "action-space"),
])
def test_every_card_and_space_of_data_is_catalogued_with_its_kind(table, kind):
    assert _kind(kind) == set(table)


def test_every_action_resource_part_track_and_deck_resolves():
    assert _kind("resource") == set(D.RESOURCES)
    assert _kind("part") == set(D.PARTS)
    assert BY_ID[D.FOUNDER]["kind"] == "founder-card"
    for action in D.ACTIONS:
        c = BY_ID[action]
        facts = c if c["kind"] == "action" else c["action"]  # an id shared with a resource or part
        assert facts["name"] == D.ACTION_NAMES[action]
        assert set(facts["spaces"]) == ({D.BASIC_SPACE} if action == "basic" else
                                        {k for k, v in D.SPACES.items() if v["action"] == action})
    for name in (*D.TRACKS, *D.DECKS, "hourglass", "vp", "prediction", "worker"):
        assert name in BY_ID, name
    assert BY_ID["prediction"]["cards"] == list(D.PREDICTABLE)


def test_decks_list_their_cards_in_data_order():
    assert BY_ID["specialist"]["deck"] == list(D.SPECIALISTS)
    assert BY_ID["freelancer"]["deck"] == list(D.FREELANCERS)
    assert BY_ID["item"]["deck"] == list(D.ITEMS)
    assert BY_ID["skill"]["cards"] == list(D.SKILL_CARDS)
    assert BY_ID["objective"]["deck"] == list(D.OBJECTIVES)


# ---------------------------------------------------------------- the rulebook's facts


def test_game_box_costs():
    """ "level 4 boxes cost four inspiration, level 3 cost three inspiration, level 2 cost two inspiration and
    level 1 boxes cost one inspiration." """
    box = BY_ID["box"]
    assert box["kind"] == "part"
    assert box["cost"] == {"1": {"inspiration": 1}, "2": {"inspiration": 2}, "3": {"inspiration": 3},
                           "4": {"inspiration": 4}}
    assert box["action"]["name"] == "Gain game box"


def test_wow_award_cards():
    """ "Level 3 Awards will gain you 21 Victory Points rather than the amount indicated on your Award Card."
    "Level 1 Awards will gain you 15 Victory Points" "Level 2 Awards will gain you 18 Victory Points" """
    assert BY_ID["W-award3"]["award_vp"] == {"3": 21}
    assert BY_ID["W-award1"]["award_vp"] == {"1": 15}
    assert BY_ID["W-award2"]["award_vp"] == {"2": 18}
    assert "21 VP" in BY_ID["W-award3"]["text"]


def test_pow_removal_cost():
    """ "At any point on your turn you can pay one Time Token, one Inspiration Token and one Dollar to discard your
    POW card from the game." """
    pows = [c for c in CATALOGUE if c["kind"] == "pow-card"]
    assert len(pows) == 14
    assert all(c["removal_cost"] == {"time": 1, "inspiration": 1, "dollar": 1} for c in pows)


def test_award_card_example():
    """ "a player will need a level 2 box, a level 2 mechanism and a level 1 component to earn a level 1 award.
    This will gain them 9 victory points at the end of the game." """
    assert BY_ID["A1"]["levels"]["1"] == {"box": 2, "mechanism": 2, "component": 1, "vp": 9}


def test_skill_card_example():
    """ "the cost to purchase this Skill card is 2 dollars. When this skills card is used, the employee it is placed
    under gains one extra Component and Box skill level. You then immediately gain a time resource" """
    k = BY_ID["K07"]
    assert (k["cost"], k["skills"], k["benefit"]) == (2, {"component": 1, "box": 1}, {"time": 1})
    assert "2 dollars" in k["text"]


def test_freelancer_facts():
    """ "Place a worker on this card to take four Research Tokens." (F11); "up to 3 Playtest or Research tokens
    (or a mix of the two)" "This Freelancer also has a Mechanism skill" "3 Post-Game Victory Points" (F09) """
    assert BY_ID["F11"]["gain"] == {"research": 4}
    f09 = BY_ID["F09"]
    assert (f09["take"], f09["choices"], f09["skills"], f09["vp"]) == (3, ["playtest", "research"],
                                                                        {"mechanism": 1}, 3)
    assert len(_kind("freelancer")) == 16


def test_research_action_and_its_specialist():
    """ "you gain two research tokens" / "you will gain four research tokens for using this worker rather than two" """
    research = BY_ID["research"]
    assert research["kind"] == "resource" and research["level"] == 2
    assert research["action"]["gain"] == {"research": 2}
    assert research["action"]["specialist"] == "S-research"
    assert BY_ID["S-research"]["benefit"] == {"gain": {"research": 4}}


def test_board_spaces():
    """ "This space (left) for example, has a safety cost of one inspiration token () but will gain you a bonus of
    one research token ()." "Each time you place a worker in one of these three spaces (left), pay the safety cost
    of one time token. You can then upgrade a Box, Mechanism or Component based on the space you chose" """
    assert (BY_ID["PC2"]["cost"], BY_ID["PC2"]["bonus"]) == ({"inspiration": 1}, {"research": 1})
    upgrades = [c for c in CATALOGUE if c["kind"] == "action-space" and c["action"] == "upgrade"]
    assert len(upgrades) == 3
    assert {c["part"] for c in upgrades} == {"box", "mechanism", "component"}
    assert all(c["cost"] == {"time": 1} for c in upgrades)


def test_set_up_counts():
    """ "Take the top 4 cards of the item deck and place them faceup ... Do the same with the top 3 cards of the
    Specialist deck and the Freelancer deck." "three level 3 awards ... three level 2 awards ... three level 1
    awards" "There are six spaces at your table" """
    assert BY_ID["item"]["track_size"] == 4
    assert BY_ID["specialist"]["size"] == BY_ID["freelancer"]["size"] == 3
    assert BY_ID["award"]["tokens"] == {"1": 3, "2": 3, "3": 3}
    assert BY_ID["table"]["size"] == 6 and len(BY_ID["table"]["sides"]) == 6


def test_hourglass_end():
    """ "The player who moves the hourglass token into the 'O' space of the gameboard triggers the end of the game
    and gains 5 Victory Points." """
    h = BY_ID["hourglass"]
    assert (h["end"], h["end_vp"]) == (0, 5)
    assert h["cells"][0] == {"space": 0, "bonus": None}


def test_zap_card_example():
    """ "the Muman-Bot will place a worker on an open action space for the objective card action ... If playing on
    easy mode the Muman-Bot will then gain 1 victory point ... discard the top objective card" """
    z = BY_ID["Z15"]
    assert (z["action"], z["vp"]["easy"], z["adjust"]) == ("objective", 1, "objective")


# ---------------------------------------------------------------- every id in play resolves


_OPTIONS = {
    1: {}, 2: {"deal": "pow-wow"}, 3: {"muman": {"1": "hard"}, "track_refresh": True, "track_refresh_items": True},
    4: {"deal": "pow-wow", "muman": {"0": "extreme"}}, 5: {"track_refresh": True},
}


@pytest.mark.parametrize("players", [GAME.min_players, GAME.max_players])
@pytest.mark.parametrize("seed", sorted(_OPTIONS))
def test_every_id_in_play_is_a_catalogue_id(players, seed):
    unknown: dict[str, str] = {}
    seen = 0
    for what, value in sightings(GAME, players, seed, _OPTIONS[seed]):
        for found in _ids_in(value) - MARKERS:
            seen += 1
            if found not in BY_ID:
                unknown.setdefault(found, what)
    assert seen > 0
    assert not unknown, unknown


def _bot_sightings(players: int, seed: int):
    """Like ``sightings``, but the normal bot plays every seat: random play rarely publishes a game."""
    rng = random.Random(seed)
    viewers = [*range(players), None]
    state, events = None, GAME.setup(players, {}, rng)
    while True:
        for ev in events:
            state = GAME.evolve(state, ev)
            for viewer in viewers:
                yield f"event {ev['type']} as {viewer}", GAME.redact(ev, viewer)
        for viewer in viewers:
            yield f"view as {viewer}", GAME.view(state, viewer)
        if GAME.result(state) is not None:
            return
        seat = min(GAME.to_act(state))
        for move in GAME.legal_moves(state, seat):
            yield f"move of {seat}", move
        command = GAME.bot(state, seat, rng, "normal")
        yield f"command of {seat}", command
        events = GAME.decide(state, seat, command, rng)


def test_table_places_and_published_games_in_play_are_catalogue_ids():
    """The play-card command and CardPlayed name a table place, the award command and AwardWon a published game, and
    the view shows both ids (issue 28: no positions)."""
    unknown: dict[str, str] = {}
    kinds: set[str] = set()
    for what, value in _bot_sightings(2, 0):
        for found in _ids_in(value) - MARKERS:
            if found not in BY_ID:
                unknown.setdefault(found, what)
            else:
                kinds.add(BY_ID[found]["kind"])
    assert not unknown, unknown
    assert {"table-place", "published-game"} <= kinds
    assert _kind("table-place") == set(D.TABLE_PLACES)
    assert _kind("published-game") == set(D.PUBLISHED_GAMES)
    assert BY_ID["table"]["places"] == list(D.TABLE_PLACES)


# ---------------------------------------------------------------- no leak


def test_catalogue_holds_nothing_dealt_or_shuffled():
    """Two games with different seeds deal differently, yet the catalogue stays the same and holds no place."""
    catalogues, deals = [], []
    for seed in (7, 8):
        events = GAME.setup(4, GAME.options_schema().load({"deal": "pow-wow"}), random.Random(seed))
        deals.append([ev["data"] for ev in events if ev["type"] in ("PowWowDealt", "TrackRefilled")])
        for _ in zip(range(300), sightings(GAME, 4, seed), strict=False):
            pass
        catalogues.append(json.dumps(GAME.components(), sort_keys=True))
    assert deals[0] != deals[1]
    assert catalogues[0] == catalogues[1] == json.dumps(C.build(), sort_keys=True)
    where = {"hand", "skill_hand", "dealt", "pool", "bottom", "seat", "table", "skill_offer", "objective_offer"}
    assert not any(where & c.keys() for c in CATALOGUE)


# ---------------------------------------------------------------- names a person reads

KIND_PLUS_ID = re.compile(r"^(Freelancer|Item|Skill card|Objective|Award card|Specialist|WOW card) [A-Z]?\d+")
CARD_KINDS = ("specialist", "freelancer", "wow-card", "pow-card", "skill-card", "item", "objective", "award-card",
              "zap-card")


def test_every_card_has_a_name_drawn_from_its_effect_not_its_id():
    for c in CATALOGUE:
        assert not KIND_PLUS_ID.match(c["name"]), (c["id"], c["name"])
        if c["kind"] in CARD_KINDS:
            assert c["id"] not in c["name"] and not re.search(r"\d{2}", c["name"]), (c["id"], c["name"])


def test_names_are_unique_within_each_kind():
    for kind in {c["kind"] for c in CATALOGUE}:
        names = [c["name"] for c in CATALOGUE if c["kind"] == kind]
        assert len(names) == len(set(names)), kind


def test_the_rulebooks_examples_keep_their_effects_under_their_names():
    # page 9: "Discard to gain four inspiration tokens." (I01); page 14: "take up to three Playtest tokens or
    # Research tokens" (F09); page 17: "four research tokens for using this worker rather than two" (S-research)
    assert BY_ID["I01"]["text"].startswith("Inspiration Board: Discard to gain 4 inspiration tokens")
    assert BY_ID["F09"]["text"].startswith("Lab Assistant: Place a worker here to take up to 3 of playtest, research")
    assert BY_ID["S-research"]["name"] == "Researcher" and "4 research tokens" in BY_ID["S-research"]["text"]
