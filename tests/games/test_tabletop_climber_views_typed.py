"""Tabletop Climber's typed views: every view of random games matches the view schemas (view_schemas.py) as the
OpenAPI document will show them, and the schemas refuse what a view never holds."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

from games.tabletop_climber import GAME
from games.tabletop_climber.data import MIDDLE_GOLD
from games.tabletop_climber.view_schemas import (
    TabletopClimberPlayerViewSchema,
    TabletopClimberSeasonResultSchema,
    TabletopClimberSeasonViewSchema,
    TabletopClimberSeatPlayerViewSchema,
    TabletopClimberSeatViewSchema,
    TabletopClimberSpectatorViewSchema,
    TabletopClimberTopPlaySchema,
    TabletopClimberVpSchema,
)
from tests.support.termination import random_command
from tests.support.view_schemas import document_with, view_errors

SEAT = TabletopClimberSeatViewSchema
SPECTATOR = TabletopClimberSpectatorViewSchema
DOCUMENT = document_with(SEAT, SPECTATOR)
SECRETS = {"team", "hand", "lodge_face_down", "transfer_card"}  # a seat's own entry of ``players`` only

# The fewest and the most players, two seeds each (about 1,500 views, 6 ms each to validate): between them the
# middle seasons cover all six middle Gold Season Cards, and the Transfer season (its own phase and
# ``transfer_card``) and the Accident season are played at both player counts. The game has no options.
GAMES = [(3, 0), (3, 3), (4, 3), (4, 7)]


def schema_of(viewer: int | None):
    return SPECTATOR if viewer is None else SEAT


def wire(view: dict[str, Any]) -> Any:
    """The view as a client receives it: JSON."""
    return json.loads(json.dumps(view))


def states_of(players: int, seed: int):
    """Every state of one random game, after each event (past states between the events of one decision are
    served too: ``GET /v1/games/{gid}/state?at=``)."""
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
        yield state
    for _ in range(2000):
        if GAME.result(state) is not None:
            return
        seat, command = random_command(GAME, state, rng)
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
            yield state
    raise AssertionError(f"the game of {players} players, seed {seed}, did not end")


def played_views():
    """(viewer, view) over the games: after each event one viewer in turn (every seat and the spectator), and after
    the last event every viewer."""
    for players, seed in GAMES:
        viewers: list[int | None] = [*range(players), None]
        state = None
        for k, state in enumerate(states_of(players, seed)):
            viewer = viewers[k % len(viewers)]
            yield players, viewer, wire(GAME.view(state, viewer))
        assert state is not None and GAME.result(state) is not None
        for viewer in viewers:
            yield players, viewer, wire(GAME.view(state, viewer))


@pytest.fixture(scope="module")
def checked():
    """Validate every played view; return what was seen, for the tests below."""
    seen: dict[str, Any] = {"count": Counter(), "keys": {}, "values": Counter(), "golds": set(), "failures": []}

    def keys(level: str, obj: dict) -> None:
        seen["keys"].setdefault(level, set()).update(obj)

    for players, viewer, view in played_views():
        errors = view_errors(DOCUMENT, schema_of(viewer), view)
        if errors:
            seen["failures"].append((players, viewer, view["phase"], errors[:5]))
        seen["count"][(players, "spectator" if viewer is None else f"seat {viewer}")] += 1
        keys("view", view)
        for p in view["players"]:
            keys("player" if viewer is None or p["seat"] != viewer else "own player", p)
            keys("vp", p["vp"])
            seen["values"]["hand_count null"] += p["hand_count"] is None
            seen["values"]["place set"] += p["place"] is not None
            if viewer == p["seat"]:
                seen["values"]["transfer_card set"] += p["transfer_card"] is not None
        for s in view["seasons"]:
            keys("season", s)
            seen["values"]["face-down gold"] += s["gold"] is None
        for h in view["history"]:
            keys("history", h)
        if view["top"]:
            keys("top", view["top"])
            seen["values"][f"top {view['top']['kind']}"] += 1
        seen["values"][f"phase {view['phase']}"] += 1
        seen["values"][f"direction {view['direction']}"] += 1
        seen["values"]["lower wins"] += view["lower_wins"]
        seen["values"]["reverse icon"] += view["reverse_icon_active"]
        seen["values"]["pending discard"] += view["pending_discard"] is not None
        seen["values"]["result"] += view["result"] is not None
        seen["golds"].add(view["gold"])
    return seen


# ---------------------------------------------------------------- the property


def test_every_view_of_every_seat_and_spectator_matches_its_schema(checked):
    assert checked["failures"] == []


def test_the_property_saw_every_seat_and_the_spectator_at_both_player_counts(checked):
    count = checked["count"]
    for players in (3, 4):
        for who in [*(f"seat {i}" for i in range(players)), "spectator"]:
            assert count[(players, who)] >= 50, (players, who, count)


def test_the_games_went_through_every_phase_season_and_redacted_form(checked):
    values = checked["values"]
    for phase in ("setup", "transfer", "select", "main", "end", "over"):
        assert values[f"phase {phase}"], phase
    for kind in ("start", "single", "set", "run"):
        assert values[f"top {kind}"], kind
    for what in ("direction clockwise", "direction counterclockwise", "direction None", "hand_count null",
                 "place set", "transfer_card set", "face-down gold", "lower wins", "reverse icon", "pending discard",
                 "result"):
        assert values[what], what
    assert set(MIDDLE_GOLD) <= checked["golds"]


def test_the_schemas_declare_no_key_a_view_never_holds(checked):
    """With additionalProperties false, the property shows no view key is missing from the schemas; this shows the
    converse: each declared key was seen."""
    keys = checked["keys"]
    assert keys["view"] == set(SEAT().fields) == set(SPECTATOR().fields)
    assert keys["player"] == set(TabletopClimberPlayerViewSchema().fields)
    assert keys["own player"] == set(TabletopClimberSeatPlayerViewSchema().fields)
    assert keys["own player"] - keys["player"] == SECRETS
    assert keys["vp"] == set(TabletopClimberVpSchema().fields)
    assert keys["season"] == set(TabletopClimberSeasonViewSchema().fields)
    assert keys["history"] == set(TabletopClimberSeasonResultSchema().fields)
    assert keys["top"] == set(TabletopClimberTopPlaySchema().fields)


def test_the_game_declares_both_schemas():
    assert GAME.view_schema is SEAT
    assert GAME.spectator_view_schema is SPECTATOR
    names = set(DOCUMENT["components"]["schemas"])
    assert all(name.startswith("TabletopClimber") for name in names), names


# ---------------------------------------------------------------- strictness


@pytest.fixture(scope="module")
def sample():
    """A seat's and the spectator's view of a 4-player game in the main phase, after a few plays, and of its end."""
    states = list(states_of(4, 3))
    main = next(s for s in states if s["phase"] == "main" and s["top"] and s["top"]["kind"] != "start")
    final = states[-1]
    return {
        "seat": wire(GAME.view(main, 1)),
        "spectator": wire(GAME.view(main, None)),
        "final seat": wire(GAME.view(final, 2)),
        "final spectator": wire(GAME.view(final, None)),
    }


def _check(sample, which: str):
    view = copy.deepcopy(sample[which])
    schema = SPECTATOR if "spectator" in which else SEAT
    assert view_errors(DOCUMENT, schema, view) == []
    return view, schema


UNKNOWN_KEY_PLACES = {  # where a key is added, in a main-phase view and in a final one
    "view": lambda view: view,
    "player": lambda view: view["players"][0],
    "own player": lambda view: next(p for p in view["players"] if "hand" in p),
    "vp": lambda view: view["players"][2]["vp"],
    "season": lambda view: view["seasons"][3],
    "top": lambda view: view["top"],
    "history": lambda view: view["history"][0],
    "result": lambda view: view["result"],
    "score": lambda view: view["result"]["scores"]["0"],
}
MAIN_PLACES = ["view", "player", "vp", "season", "top"]
FINAL_PLACES = ["view", "player", "history", "result", "score"]


@pytest.mark.parametrize(("which", "where"), [
    *((which, where) for which in ("seat", "spectator") for where in MAIN_PLACES),
    *((which, where) for which in ("final seat", "final spectator") for where in FINAL_PLACES),
    ("seat", "own player"), ("final seat", "own player"),
])
def test_an_unknown_key_fails(sample, which, where):
    view, schema = _check(sample, which)
    UNKNOWN_KEY_PLACES[where](view)["colour_blind"] = True
    assert view_errors(DOCUMENT, schema, view)


@pytest.mark.parametrize("which", ["seat", "spectator"])
@pytest.mark.parametrize("change", [
    ("season", "2"), ("phase", "lobby"), ("gold", "G-unknown"), ("lower_wins", 0), ("direction", "left"),
    ("to_act", [None]), ("draw_pile_count", None), ("top", {"kind": "single"}), ("seasons", {}),
    ("history", [{"season": 1}]), ("result", {"ranking": [[0]]}),
])
def test_a_wrong_value_at_the_top_fails(sample, which, change):
    view, schema = _check(sample, which)
    key, value = change
    view[key] = value
    assert view_errors(DOCUMENT, schema, view)


@pytest.mark.parametrize("which", ["seat", "spectator"])
@pytest.mark.parametrize("change", [
    ("seat", "0"), ("team_count", None), ("hand_count", "7"), ("lodge_face_up", ["I-purple-3"]), ("played", "I-red-1"),
    ("passed", None), ("place", 3), ("vp", {"gold": 5}), ("start_card", "yes"),
])
def test_a_wrong_value_in_a_player_fails(sample, which, change):
    view, schema = _check(sample, which)
    key, value = change
    view["players"][0][key] = value
    assert view_errors(DOCUMENT, schema, view)


@pytest.mark.parametrize("change", [("top", "kind", "pair"), ("top", "cards", [7]), ("top", "colour", "purple"),
                                    ("seasons", "silver", "S-9"), ("seasons", "gold_vp", "5")])
def test_a_wrong_value_deeper_fails(sample, change):
    view, schema = _check(sample, "seat")
    where, key, value = change
    target = view["seasons"][0] if where == "seasons" else view[where]
    target[key] = value
    assert view_errors(DOCUMENT, schema, view)


def test_a_wrong_value_in_a_seats_secrets_fails(sample):
    for key, value in [("hand", "I-red-1"), ("team", [None]), ("lodge_face_down", ["X"]), ("transfer_card", 3)]:
        view, schema = _check(sample, "seat")
        view["players"][1][key] = value
        assert view_errors(DOCUMENT, schema, view), key


def test_a_final_score_of_the_wrong_shape_fails(sample):
    view, schema = _check(sample, "final seat")
    view["result"]["scores"]["0"]["total"] = "12"
    assert view_errors(DOCUMENT, schema, view)
    view, schema = _check(sample, "final seat")
    view["result"]["tiebreak"] = ["luck"]
    assert view_errors(DOCUMENT, schema, view)


def test_a_spectator_view_holding_a_seats_secrets_fails(sample):
    seat_entry = sample["seat"]["players"][1]
    for key in sorted(SECRETS):
        view, schema = _check(sample, "spectator")
        view["players"][1][key] = seat_entry[key]
        assert view_errors(DOCUMENT, schema, view), key


def test_the_viewer_tells_the_two_shapes_apart(sample):
    seat = copy.deepcopy(sample["seat"])
    spectator = copy.deepcopy(sample["spectator"])
    assert view_errors(DOCUMENT, SPECTATOR, seat)  # the own entry's secrets, and viewer 1
    assert view_errors(DOCUMENT, SEAT, {**spectator, "viewer": None})
    assert view_errors(DOCUMENT, SPECTATOR, {**spectator, "viewer": 0})
    # with a seat as viewer, a spectator's entries are what that seat sees of the others
    assert view_errors(DOCUMENT, SEAT, {**spectator, "viewer": 0}) == []
