"""Bias Effect's typed views: every view a seat or a spectator can get matches its view schema as the OpenAPI
document will show it (apispec's JSON Schema, checked with jsonschema), and the schemas refuse what is not a view.

The games are folded one event at a time and viewed after every event, by every seat and by a spectator: a
version inside a command's batch (``GET /state?at=``) is a view too, with its passing phases.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from games.bias_effect import GAME
from games.bias_effect.view_schemas import PHASES, BiasEffectSeatViewSchema, BiasEffectSpectatorViewSchema
from tests.support.view_schemas import document_with, view_errors

SEAT, SPECTATOR = BiasEffectSeatViewSchema, BiasEffectSpectatorViewSchema
DOCUMENT = document_with(SEAT, SPECTATOR)

# (players, seed, driver, when): the fewest and the most players, moves picked at random among the legal ones or
# by the normal bot (the hard bot takes minutes a game), viewed after every event or after every command. With
# seed 8 (random) and seed 0 (normal) two players reach the robot space with nobody satisfied: the counter resets.
GAMES = [
    (2, 0, "random", "event"),
    (2, 8, "random", "command"),
    (2, 0, "normal", "command"),
    (5, 0, "random", "command"),
    (5, 1, "normal", "command"),
]


def viewed(players: int, seed: int, driver: str, when: str) -> Iterator[tuple[int | None, dict[str, Any]]]:
    """(viewer, view) for every seat and a spectator after every event (or command) of one seeded game."""
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    state = None

    def fold(events):
        nonlocal state
        for k, ev in enumerate(events, start=1):
            state = GAME.evolve(state, ev)
            if when == "event" or k == len(events):
                for viewer in viewers:
                    yield viewer, GAME.view(state, viewer)

    yield from fold(GAME.setup(players, {}, rng))
    for _ in range(5000):
        if GAME.result(state) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        if driver == "random":
            command = rng.choice(GAME.legal_moves(state, seat))
        else:
            command = GAME.bot(state, seat, rng, driver)
        yield from fold(GAME.decide(state, seat, command, rng))
    raise AssertionError(f"{players} players, seed {seed}: the game did not end")


@pytest.fixture(scope="module")
def views() -> list[tuple[str, int | None, dict[str, Any]]]:
    """Every view of every game in GAMES, labelled."""
    out = []
    for players, seed, driver, when in GAMES:
        for k, (viewer, view) in enumerate(viewed(players, seed, driver, when)):
            out.append((f"{players}p seed {seed} {driver} #{k} as {viewer}", viewer, view))
    return out


def schema_for(viewer: int | None) -> type:
    return SPECTATOR if viewer is None else SEAT


# ---------------------------------------------------------------- the property


def test_every_view_matches_its_schema(views):
    failures = []
    for label, viewer, view in views:
        errors = view_errors(DOCUMENT, schema_for(viewer), view)
        if errors:
            failures.append((label, errors[:3]))
    assert failures == [], failures[:5]


def test_every_view_loads_with_marshmallow_too(views):
    """The marshmallow schemas themselves (unknown=RAISE) agree with the document, on a sample of the views."""
    for label, viewer, view in views[::7]:
        assert schema_for(viewer)().validate(view) == {}, label


def test_the_property_really_runs(views):
    """It saw seats and spectators, both player counts, every phase and every nullable part both ways."""
    viewers = Counter("spectator" if viewer is None else "seat" for _, viewer, _ in views)
    assert viewers["seat"] > 1000 and viewers["spectator"] > 300
    assert {len(view["players"]) for _, _, view in views} == {2, 5}
    assert {view["phase"] for _, _, view in views} == set(PHASES)
    mine = [p for _, viewer, view in views if viewer is not None for p in view["players"] if "hand" in p]
    assert mine and all(len(p["hand"]) == p["hand_count"] for p in mine)
    assert any(p["sealed_bid"] is not None for p in mine)
    assert all([p["seat"] for p in view["players"] if "hand" in p] == ([] if viewer is None else [viewer])
               for _, viewer, view in views)
    for key in ("belief", "revealed", "winner", "life", "algorithm_turn", "autonomy_reached", "result"):
        assert {view[key] is None for _, _, view in views} == {True, False}, key
    assert any(view["modifiers"] for _, _, view in views)
    assert any(view["revealed"] and view["revealed"]["tied"] for _, _, view in views)
    assert any(view["autonomy"]["resets"] for _, _, view in views)


# ---------------------------------------------------------------- strictness


@pytest.fixture(scope="module")
def sample(views) -> dict[str, dict[str, Any]]:
    """A seat's and a spectator's view of a game in its algorithm phase, with a life card and a reveal."""

    def pick(spectator: bool) -> dict[str, Any]:
        return next(copy.deepcopy(view) for _, viewer, view in views
                    if (viewer is None) == spectator and view["phase"] == "algorithm" and view["life"]
                    and view["revealed"] and view["programmed"] and view["modifiers"]
                    and (spectator or own(view)["hand"]))

    return {"seat": pick(False), "spectator": pick(True)}


def own(view: dict[str, Any]) -> dict[str, Any]:
    return view["players"][view["viewer"]]


def test_the_samples_are_valid(sample):
    assert view_errors(DOCUMENT, SEAT, sample["seat"]) == []
    assert view_errors(DOCUMENT, SPECTATOR, sample["spectator"]) == []


PARTS = ["top", "player", "belief", "life", "revealed", "modifier", "autonomy", "decks", "discards"]


@pytest.mark.parametrize(("kind", "where"), [("seat", "hand card"), *((kind, where) for kind in ("seat", "spectator")
                                                                      for where in PARTS)])
def test_an_unknown_key_fails(sample, kind, where):
    view = copy.deepcopy(sample[kind])
    part = {"top": view, "player": view["players"][0], "belief": view["programmed"][0], "life": view["life"],
            "revealed": view["revealed"], "modifier": view["modifiers"][0], "autonomy": view["autonomy"],
            "decks": view["decks"], "discards": view["discards"],
            "hand card": own(view)["hand"][0] if kind == "seat" else None}[where]
    part["surprise"] = 1
    assert view_errors(DOCUMENT, SEAT if kind == "seat" else SPECTATOR, view) != []


def _wrong(view: dict[str, Any], change: str) -> None:
    if change == "chips as a string":
        view["players"][0]["chips"] = str(view["players"][0]["chips"])
    elif change == "phase unknown":
        view["phase"] = "lunch"
    elif change == "round as a float":
        view["round"] = 1.5
    elif change == "traded as an int":
        view["players"][0]["traded"] = 1
    elif change == "identity unknown":
        view["players"][0]["identity"] = "CENTRE"
    elif change == "belief id unknown":
        view["programmed"][0]["id"] = "B-99"
    elif change == "discard id a number":
        view["discards"]["life"].append(7)
    elif change == "seat out of range":
        view["start_player"] = 5
    elif change == "to_act not a list":
        view["to_act"] = 0
    elif change == "modifier kind unknown":
        view["modifiers"][0]["kind"] = "turbo"
    elif change == "revealed winner a string":
        view["revealed"]["winner"] = "0"
    elif change == "missing key":
        del view["leaning"]
    elif change == "deck count negative":
        view["decks"]["belief"] = -1
    else:
        raise AssertionError(change)


WRONG = ["chips as a string", "phase unknown", "round as a float", "traded as an int", "identity unknown",
         "belief id unknown", "discard id a number", "seat out of range", "to_act not a list",
         "modifier kind unknown", "revealed winner a string", "missing key", "deck count negative"]


@pytest.mark.parametrize("change", WRONG)
@pytest.mark.parametrize("kind", ["seat", "spectator"])
def test_a_wrong_type_fails(sample, kind, change):
    view = copy.deepcopy(sample[kind])
    _wrong(view, change)
    assert view_errors(DOCUMENT, SEAT if kind == "seat" else SPECTATOR, view) != []


@pytest.mark.parametrize("change", ["sealed bid a string", "hand of ids", "needs unknown"])
def test_a_wrong_own_hand_or_bid_fails(sample, change):
    view = copy.deepcopy(sample["seat"])
    me = own(view)
    if change == "sealed bid a string":
        me["sealed_bid"] = "3"
    elif change == "hand of ids":
        me["hand"] = [card["id"] for card in me["hand"]]
    else:
        me["hand"][0]["needs"] = "luck"
    assert view_errors(DOCUMENT, SEAT, view) != []


def test_the_seat_and_spectator_views_differ(sample):
    """A spectator's view has no hand, no sealed bid and a null viewer; a seat's view has a seat as viewer."""
    seat, spectator = sample["seat"], sample["spectator"]
    assert view_errors(DOCUMENT, SPECTATOR, seat) != []  # the viewer's hand and sealed bid, and viewer a seat
    assert view_errors(DOCUMENT, SEAT, spectator) != []  # viewer null
    leaked = copy.deepcopy(spectator)
    leaked["players"][0]["hand"] = []
    assert view_errors(DOCUMENT, SPECTATOR, leaked) != []
    assert view_errors(DOCUMENT, SPECTATOR, {**spectator, "viewer": 0}) != []
    assert view_errors(DOCUMENT, SEAT, {**seat, "viewer": None}) != []


def test_the_game_declares_its_schemas():
    assert GAME.view_schema is SEAT
    assert GAME.spectator_view_schema is SPECTATOR
    names = set(DOCUMENT["components"]["schemas"])
    assert all(name.startswith("BiasEffect") for name in names), names
