"""Bias Effect's component catalogue: its shape, completeness, rulebook facts, and that every id in play resolves."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest

from games.bias_effect import GAME, BiasEffect, catalogue, rules
from games.bias_effect.data import (
    ALGORITHM_IDS,
    ALGORITHMS,
    BELIEF_IDS,
    BELIEFS,
    IDENTITIES,
    IDENTITY_TEXT,
    LIFE_IDS,
    LIVES,
)
from tests.support.catalogue import id_values, sightings

COMPONENTS = GAME.components()
BY_ID = {c["id"]: c for c in COMPONENTS}


def of_kind(kind: str) -> list[dict]:
    return [c for c in COMPONENTS if c["kind"] == kind]


# Where component ids stand. A view's "belief" is a card dict (its "id" is met under "id"), so "belief" is an id
# key only in moves, commands and events. The view's "decks"/"discards" are keyed by a deck's ``zone``, not its
# id; the discard piles' cards are checked apart. Not ids: a modifier's "source" is a card *title*, and
# BeliefProgrammed's "source" is "bid" or a card id -- both are checked apart below.
VIEW_KEYS = frozenset({"id", "identity"})
MOVE_KEYS = frozenset({"card", "belief"})
EVENT_KEYS = frozenset({"card", "cards", "belief", "reason", "identities", "identity"})
SEEDS = (0, 1, 2, 3)


# ---------------------------------------------------------------- shape


def test_every_component_has_an_id_kind_name_and_text():
    assert COMPONENTS
    for c in COMPONENTS:
        for key in ("id", "kind", "name", "text"):
            assert isinstance(c[key], str) and c[key].strip(), (c.get("id"), key)
        assert c["kind"] == c["kind"].lower() and " " not in c["kind"]


def test_every_card_has_a_distinct_name_that_says_what_it_is():
    """A person tells the cards apart by name: the 90 beliefs by their position, the 48 life cards by their event,
    and the copies of an algorithm card by their number ("Phishing (copy 2 of 6)"), never by an id."""
    for kind in ("identity", "belief", "algorithm", "life"):
        cards = of_kind(kind)
        assert len({c["name"] for c in cards}) == len(cards), kind
        for c in cards:
            assert c["id"] not in c["name"] or c["id"] == c["name"], c  # an identity is its own name: LEFT
    assert BY_ID["A-10"]["name"] == "Phishing (copy 1 of 6)" and BY_ID["A-15"]["name"] == "Phishing (copy 6 of 6)"
    assert BY_ID["BL-01"]["name"] == "Raise the minimum wage" and BY_ID["L-01"]["name"] == "Talk Radio Tour"


def test_ids_are_unique():
    dupes = [i for i, k in Counter(c["id"] for c in COMPONENTS).items() if k > 1]
    assert dupes == []


def test_catalogue_is_json_and_the_same_on_two_calls():
    assert json.loads(json.dumps(COMPONENTS)) == COMPONENTS
    assert GAME.components() == GAME.components() == BiasEffect().components()
    assert GAME.components() is GAME.components()  # built once, not per call


def test_text_is_its_kind_template_filled_from_its_fields():
    assert {c["kind"] for c in COMPONENTS} <= set(catalogue.TEMPLATES)
    for c in COMPONENTS:
        assert c["text"] == catalogue.TEMPLATES[c["kind"]].format(**c)
        assert "{" not in c["text"]


# ---------------------------------------------------------------- completeness


def test_every_identity_belief_algorithm_and_life_card_is_listed():
    assert [c["id"] for c in of_kind("identity")] == list(IDENTITIES)
    assert [c["id"] for c in of_kind("belief")] == list(BELIEF_IDS)
    assert [c["id"] for c in of_kind("algorithm")] == list(ALGORITHM_IDS)
    assert [c["id"] for c in of_kind("life")] == list(LIFE_IDS)


def test_the_decks_list_what_they_hold():
    decks = {c["zone"]: c for c in of_kind("deck")}
    assert decks["algorithm"]["cards"] == list(ALGORITHM_IDS)
    assert decks["belief"]["cards"] == list(BELIEF_IDS)
    assert decks["life"]["cards"] == list(LIFE_IDS)
    for deck in decks.values():
        assert deck["count"] == len(deck["cards"])
        assert all(BY_ID[card]["kind"] == deck["card_kind"] for card in deck["cards"])


def test_card_fields_carry_the_data():
    for b in BELIEFS.values():
        c = BY_ID[b.id]
        assert (c["name"], c["side"], c["topic"], c["card_text"]) == (b.title, b.side, b.topic, b.text)
        assert BY_ID[c["opposite"]]["topic"] == b.topic and BY_ID[c["opposite"]]["side"] != b.side
    for a in ALGORITHMS.values():
        c = BY_ID[a.id]
        assert (c["title"], c["algorithm"], c["amount"], c["trade_in"], c["needs"], c["effect"]) == (
            a.title, a.kind, a.amount, a.trade, a.needs, a.text)
    for life in LIVES.values():
        c = BY_ID[life.id]
        for lean in ("right", "left", "neutral"):
            effect = dict(c["effects"][lean])
            assert effect.pop("text") == life.text[lean]
            effect.pop("colour")
            assert effect == getattr(life, lean)
        assert BY_ID[c["mirror"]]["mirror"] == life.id


def test_the_track_has_one_cell_per_round_then_the_robot_space():
    track = BY_ID["autonomy"]
    assert [cell["round"] for cell in track["cells"]] == list(range(1, track["robot_space"] + 1))
    assert [cell["robot"] for cell in track["cells"]] == [False] * track["rounds"] + [True]


# ---------------------------------------------------------------- rulebook facts


def test_card_counts():
    """ "IDENTITY CARDS (5)", "BELIEF CARDS (90)", "ALGORITHM CARDS (81)", "LIFE CARDS (48)" """
    assert len(of_kind("identity")) == 5
    assert len(of_kind("belief")) == 90 and BY_ID["belief-deck"]["count"] == 90
    assert len(of_kind("algorithm")) == 81 and BY_ID["algorithm-deck"]["count"] == 81
    assert len(of_kind("life")) == 48 and BY_ID["life-deck"]["count"] == 48


def test_identity_cards_carry_their_win_condition():
    """ "FAR-LEFT Ensure the A.I. has at least THREE more LEFT beliefs than RIGHT." and "MODERATE Ensure the
    A.I. has an equal amount of RIGHT and LEFT beliefs (but at least ONE of each)." """
    far_left, moderate = BY_ID["FAR-LEFT"], BY_ID["MODERATE"]
    assert far_left["condition"] == "Ensure the A.I. has at least THREE more LEFT beliefs than RIGHT."
    assert far_left["win"]["more"] == "left" and far_left["win"]["min_lead"] == 3
    assert moderate["win"]["min_lead"] == moderate["win"]["max_lead"] == 0 and moderate["win"]["min_each"] == 1
    assert {c["id"]: c["condition"] for c in of_kind("identity")} == IDENTITY_TEXT


def test_left_and_right_are_limited_with_four_or_more_players():
    """ "Ensure the A.I. has more LEFT beliefs than RIGHT. (If 4+ players, must have less than THREE more.)" """
    for side in ("LEFT", "RIGHT"):
        win = BY_ID[side]["win"]
        assert win["min_lead"] == 1 and win["max_lead"] < 3 and win["max_lead_from_players"] == 4


def _meets(win: dict, left: int, right: int, players: int) -> bool:
    lead = right - left if win["more"] == "right" else left - right
    capped = win["max_lead"] is not None and (win["max_lead_from_players"] is None
                                              or players >= win["max_lead_from_players"])
    return (lead >= win["min_lead"] and (not capped or lead <= win["max_lead"])
            and min(left, right) >= win["min_each"])


def test_structured_win_condition_agrees_with_the_rules():
    """The ``win`` fields, read as documented, decide like the rules' ``satisfied`` on every small A.I."""
    for identity in IDENTITIES:
        win = BY_ID[identity]["win"]
        for players in (2, 3, 4, 5):
            for left in range(8):
                for right in range(8):
                    assert _meets(win, left, right, players) == rules.satisfied(identity, left, right, players), (
                        identity, players, left, right)


def test_identities_dealt_by_player_count():
    """ "2 *Player Game: LEFT vs. RIGHT*" … "4 *Player Game: LEFT vs. RIGHT vs. FAR LEFT vs. FAR RIGHT*"
    "5 *Player Game: LEFT vs. RIGHT vs. FAR LEFT vs. FAR RIGHT vs. MODERATE*" """
    assert BY_ID["LEFT"]["players"] == BY_ID["RIGHT"]["players"] == [2, 3, 4, 5]
    assert BY_ID["MODERATE"]["players"] == [3, 5]
    assert BY_ID["FAR-LEFT"]["players"] == BY_ID["FAR-RIGHT"]["players"] == [4, 5]


def test_bias_bonus():
    """ "every programmed LEFT BELIEF grants a bonus of +3 to the LEFT and FAR-LEFT player. While every programmed
    RIGHT BELIEF grants a bonus of +3 to the RIGHT and FAR-RIGHT player." "MODERATES benefit from whichever bonus
    is higher." """
    assert BY_ID["LEFT"]["bias_side"] == BY_ID["FAR-LEFT"]["bias_side"] == "left"
    assert BY_ID["RIGHT"]["bias_side"] == BY_ID["FAR-RIGHT"]["bias_side"] == "right"
    assert BY_ID["MODERATE"]["bias_side"] == "higher"
    assert {c["bias_bonus"] for c in of_kind("identity") + of_kind("belief")} == {3}
    assert Counter(c["side"] for c in of_kind("belief")) == {"left": 45, "right": 45}


def test_the_rulebook_example_life_card():
    """ "if the A.I. is RIGHT-LEANING, then RIGHT identities GAIN 10 CHIPS each. But if the A.I. is LEFT-LEANING,
    LEFT identities LOSE 10 chips each. If the A.I. has an equal amount ... we resolve the NEUTRAL option. In this
    case, nothing happens." """
    def example(c):
        e = c["effects"]
        return (e["right"].get("who"), e["right"].get("amount"), e["left"].get("who"), e["left"].get("amount"),
                e["neutral"]["kind"]) == ("right", 10, "left", -10, "none")

    cards = [c for c in of_kind("life") if example(c)]
    assert cards and "GAIN 10 chips" in cards[0]["text"] and "LOSE 10 chips" in cards[0]["text"]


def test_life_effect_colours():
    """ "Resolve the RED effect if the A.I. is RIGHT-LEANING, BLUE if LEFT-LEANING, and BLACK if neutral." """
    for c in of_kind("life"):
        assert {lean: e["colour"] for lean, e in c["effects"].items()} == {
            "right": "red", "left": "blue", "neutral": "black"}


def test_start_chips_and_the_autonomy_counter():
    """ "You'll also find FIVE (5) DATA CHIPS in your POUCH to start." "Set the AUTONOMY COUNTER to ROUND ONE."
    "If the AUTONOMY COUNTER advances to the last space and there is no winner, reset it to ROUND 3" """
    assert BY_ID["data-chip"]["start"] == 5
    track = BY_ID["autonomy"]
    assert track["first_round"] == 1 and track["cells"][0]["round"] == 1
    assert track["reset_to"] == 3 and track["cells"][-1]["robot"]


def test_trade_in_value_is_what_trading_the_card_pays():
    """ "trade ONE (1) ALGORITHM CARD for CHIPS, by discarding it and collecting the trade-in cost indicated on the
    bottom right of the card" """
    state = None
    for ev in GAME.setup(2, {}, random.Random(5)):
        state = GAME.evolve(state, ev)
    seat = min(GAME.to_act(state))
    card = state["hands"][seat][0]
    events = GAME.decide(state, seat, {"type": "trade-in", "card": card}, random.Random(0))
    traded = next(e for e in events if e["type"] == "AlgorithmTraded")
    assert traded["data"]["chips"] == BY_ID[card]["trade_in"] >= 1


# ---------------------------------------------------------------- every id in play resolves


def _check_sightings(players: int, seed: int, met: dict[str, set[str]] | None = None) -> None:
    titles = {c["title"] for c in of_kind("algorithm")}
    for what, value in sightings(GAME, players, seed):
        if what.startswith("view"):
            keys = VIEW_KEYS
            zones = {c["zone"] for c in of_kind("deck")}
            assert set(value["decks"]) == set(value["discards"]) == zones
            for pile in value["discards"].values():
                assert set(pile) <= BY_ID.keys(), (what, pile)
            for p in value["players"]:
                for card in p.get("hand", ()):  # the hand's title and effect are what the id resolves to
                    c = BY_ID[card["id"]]
                    assert (card["title"], card["kind"], card["amount"], card["trade"], card["text"]) == (
                        c["title"], c["algorithm"], c["amount"], c["trade_in"], c["effect"])
        elif what.startswith(("move", "command")):
            keys = MOVE_KEYS
        else:
            keys = EVENT_KEYS
            kind, data = value["type"], value["data"]
            if kind == "BeliefProgrammed":
                assert data["source"] == "bid" or data["source"] in BY_ID
            elif kind == "ModifiersAdded":
                assert {m["source"] for m in data["mods"]} <= titles  # a title, not an id
            elif kind in ("BeliefRevealed", "AlgorithmPlayed", "LifeCardDrawn"):
                c = BY_ID[data["belief"] if kind == "BeliefRevealed" else data["card"]]
                assert data["title"] == c["title"]
                if kind == "LifeCardDrawn":
                    assert data["effect"] == c["effects"][data["leaning"]]["text"]
        for key in keys:
            found = set(id_values(value, [key]))
            assert found <= BY_ID.keys(), (what, key, found - BY_ID.keys())
            if met is not None:
                met.setdefault(what.split()[0] + ":" + key, set()).update(found)


@pytest.mark.parametrize("players", [GAME.min_players, GAME.max_players])
@pytest.mark.parametrize("seed", SEEDS)
def test_every_id_in_play_resolves(players, seed):
    _check_sightings(players, seed)


def test_every_declared_id_key_is_met_in_play():
    """Guards the property above against keys that never carry anything."""
    met: dict[str, set[str]] = {}
    for players in (GAME.min_players, GAME.max_players):
        for seed in SEEDS:
            _check_sightings(players, seed, met)
    expected = ({f"view:{k}" for k in VIEW_KEYS} | {f"move:{k}" for k in MOVE_KEYS}
                | {f"command:{k}" for k in MOVE_KEYS} | {f"event:{k}" for k in EVENT_KEYS})
    assert {k for k, ids in met.items() if ids} == expected
    seen = set().union(*met.values())
    assert {BY_ID[i]["kind"] for i in seen} == {"identity", "belief", "algorithm", "life"}


# ---------------------------------------------------------------- no leak


def test_catalogue_does_not_depend_on_the_deal():
    """Nothing dealt or shuffled: two games with different seeds deal differently and see the same catalogue."""
    before = copy.deepcopy(COMPONENTS)
    deals, seen = [], []
    for seed in (1, 2):
        for what, value in sightings(GAME, 3, seed, max_commands=60):
            if what == "event GameStarted as None":
                deals.append(value["data"])
        seen.append(copy.deepcopy(GAME.components()))
    assert deals[0] != deals[1]
    assert seen[0] == seen[1] == before == catalogue.components()


def test_no_component_says_where_a_card_is():
    where = {"hand", "hands", "owner", "seat", "pile", "position", "programmed", "discarded"}
    for c in COMPONENTS:
        assert where.isdisjoint(c), c["id"]
