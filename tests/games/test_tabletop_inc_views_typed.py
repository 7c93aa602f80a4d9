"""Tabletop Inc.'s typed views: every view a random game shows, to each seat and to a spectator, matches the view
schemas as the OpenAPI document shows them (apispec, then jsonschema), and the schemas refuse what a view never holds.

jsonschema takes 20-40 ms a view here, so the property checks the views of every viewer at a sample of the positions
of each game: every ``STRIDE``-th position, and every position of the choose phase, the game's end, and any moment a
card offer is open (where another seat's offer shows as null).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import pytest

from games.tabletop_inc import GAME, TabletopInc
from games.tabletop_inc import data as D
from games.tabletop_inc.view_schemas import TabletopIncSeatViewSchema, TabletopIncSpectatorViewSchema
from tests.support.view_schemas import document_with, view_errors

SEAT, SPECTATOR = TabletopIncSeatViewSchema, TabletopIncSpectatorViewSchema
DOCUMENT = document_with(SEAT, SPECTATOR)

# (players, options, seed): the fewest and the most players; the Founder and the pow-wow deal; Muman-Bot seats
# (one, several, and a table of Muman-Bots only); the card-track refresh variant with and without the item track.
GAMES = [
    (2, {}, 0),
    (2, {"deal": "pow-wow", "track_refresh": True}, 1),
    (2, {"deal": "pow-wow", "muman": {"1": "normal"}, "track_refresh": True, "track_refresh_items": True}, 2),
    (2, {"deal": "pow-wow", "muman": {"0": "easy", "1": "extreme"}}, 3),
    (6, {"muman": {"2": "hard"}, "track_refresh": True}, 4),
    (6, {"deal": "pow-wow", "muman": {"0": "extreme", "3": "easy"}, "track_refresh": True,
         "track_refresh_items": True}, 5),
]
STRIDE = {2: 7, 6: 20}
MAX_COMMANDS = 3000


def _positions(players: int, options: dict[str, Any], seed: int):
    """Every position of one random game (random legal moves, a bot's when none), to the end."""
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, GAME.options_schema().load(options), rng):
        state = GAME.evolve(state, ev)
    for _ in range(MAX_COMMANDS):
        yield state
        if GAME.result(state) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        moves = [m for m in GAME.legal_moves(state, seat) if not m.get("template")]
        command = rng.choice(moves) if moves else GAME.bot(state, seat, rng, "easy")
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
    raise AssertionError(f"no end after {MAX_COMMANDS} commands")


def _sampled(index: int, state: dict, players: int, seed: int) -> bool:
    return (index % STRIDE[players] == seed % STRIDE[players] or state["phase"] != "play"
            or any(p["skill_offer"] or p["objective_offer"] for p in state["players"]))


def _schema(viewer: int | None):
    return SPECTATOR if viewer is None else SEAT


@pytest.fixture(scope="module")
def checked() -> dict[str, Any]:
    """Plays ``GAMES`` and checks the sampled views: the faults found and what the views checked held."""
    faults: list[str] = []
    seen: Counter = Counter()
    for players, options, seed in GAMES:
        for index, state in enumerate(_positions(players, options, seed)):
            if not _sampled(index, state, players, seed):
                continue
            for viewer in [*range(players), None]:
                view = GAME.view(state, viewer)
                errors = view_errors(DOCUMENT, _schema(viewer), view)
                faults += [f"{players}p {options} seed {seed} #{index} as {viewer}: {e}" for e in errors[:3]]
                seen["spectator" if viewer is None else "seat"] += 1
                seen[f"phase {view['phase']}"] += 1
                seen[f"{players} players"] += 1
                for p in view["players"]:
                    seen["own skill cards" if p["skill_hand"] is not None else "hidden skill cards"] += 1
                    seen["own chosen" if isinstance(p["chosen"], dict) else "chosen flag"] += p["chosen"] is not None
                    seen["offer hidden"] += p["skill_offer"] is None or p["objective_offer"] is None
                    pred = p["prediction"] or {"cards": []}
                    seen["muman prediction"] += bool(pred.get("open"))
                    seen["face-down prediction"] += any(c["action"] is None for c in pred["cards"])
                seen["zap card"] += view["zap"]["active_card"] is not None
                seen["refresh variant"] += bool(view["track_refresh"])
    return {"faults": faults, "seen": seen}


# ---------------------------------------------------------------- the property


def test_every_sampled_view_of_every_viewer_matches_its_schema(checked):
    assert checked["faults"] == []


def test_the_property_really_ran_over_seats_spectators_phases_and_options(checked):
    seen = checked["seen"]
    assert seen["seat"] >= 200 and seen["spectator"] >= 50, seen
    for what in ("phase choose", "phase play", "phase over", "2 players", "6 players", "own skill cards",
                 "hidden skill cards", "own chosen", "chosen flag", "offer hidden", "muman prediction",
                 "face-down prediction", "zap card", "refresh variant"):
        assert seen[what] > 0, (what, seen)


def test_the_game_declares_its_view_schemas():
    assert TabletopInc.view_schema is SEAT
    assert TabletopInc.spectator_view_schema is SPECTATOR
    names = list(DOCUMENT["components"]["schemas"])
    assert all(name.startswith("TabletopInc") for name in names), names


# ---------------------------------------------------------------- strictness


@pytest.fixture(scope="module")
def views() -> dict[str, Any]:
    """A seat's and the spectator's view of a 2-player pow-wow game in play, a prediction face down."""
    for state in _positions(2, {"deal": "pow-wow"}, 7):
        if state["phase"] == "play" and any(p["prediction"] for p in state["players"]) and state["board"]:
            seat = next(i for i, p in enumerate(state["players"]) if p["prediction"])
            return {"seat": GAME.view(state, seat), "other": GAME.view(state, 1 - seat),
                    "spectator": GAME.view(state, None), "viewer": seat}
    raise AssertionError("no prediction made")


def test_the_strictness_fixtures_are_valid(views):
    assert view_errors(DOCUMENT, SEAT, views["seat"]) == []
    assert view_errors(DOCUMENT, SEAT, views["other"]) == []
    assert view_errors(DOCUMENT, SPECTATOR, views["spectator"]) == []


@pytest.mark.parametrize("where", [(), ("players", 0), ("zap",), ("spaces", "HS1"), ("pending", 0)])
def test_an_unknown_key_is_refused(views, where):
    view = copy.deepcopy(views["seat"])
    if where == ("pending", 0) and not view["pending"]:
        view["pending"] = [{"kind": "trade", "action": "trade"}]
        assert view_errors(DOCUMENT, SEAT, view) == []
    target = view
    for key in where:
        target = target[key]
    target["surprise"] = 1
    assert view_errors(DOCUMENT, SEAT, view)


@pytest.mark.parametrize(("path", "value"), [
    (("hourglass",), "48"),
    (("phase",), "setup"),
    (("main_done",), 0),
    (("viewer",), None),
    (("players", 0, "res", "dollar"), 1.5),
    (("players", 0, "hand"), "F01"),
    (("players", 0, "chosen"), "yes"),
    (("players", 0, "chosen"), {"wow": "W-award1", "pow": "P-no-box4", "extra": 1}),
    (("players", 0, "table"), [None] * 5),
    (("players", 0, "game", "box"), 5),
    (("players", 0, "award_card"), "A9"),
    (("board",), {"HS1": "0"}),
    (("supply", "box", "1"), None),
    (("decks", "skill"), [1]),
    (("zap", "discard"), ["Z99"]),
    (("track_refresh",), ["skill"]),
])
def test_a_wrong_type_in_one_field_is_refused(views, path, value):
    view = copy.deepcopy(views["seat"])
    target = view
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert view_errors(DOCUMENT, SEAT, view)


def test_a_missing_key_is_refused(views):
    view = copy.deepcopy(views["seat"])
    del view["players"][0]["skills"]
    assert view_errors(DOCUMENT, SEAT, view)


def test_the_spectator_schema_refuses_a_seats_secrets(views):
    """A seat's own player (hand, skill cards, a face-down prediction in full, its viewer number) is not a
    spectator's."""
    seat_view, seat = views["seat"], views["viewer"]
    own = seat_view["players"][seat]
    assert own["hand"] is not None
    leaked = copy.deepcopy(views["spectator"])
    leaked["players"][seat] = copy.deepcopy(own)
    assert view_errors(DOCUMENT, SPECTATOR, leaked)
    assert view_errors(DOCUMENT, SPECTATOR, {**views["spectator"], "viewer": seat})
    assert view_errors(DOCUMENT, SPECTATOR, {**views["spectator"], "players": [
        {**p, "dealt": {"wow": [], "pow": []}} for p in views["spectator"]["players"]]})


def test_the_face_down_prediction_shows_as_null_actions_and_validates(views):
    seat = views["viewer"]
    hidden = views["other"]["players"][seat]["prediction"]
    assert all(c["action"] is None for c in hidden["cards"] if not c["flipped"])
    assert all(c["action"] in D.PREDICTABLE for c in views["seat"]["players"][seat]["prediction"]["cards"])


# ---------------------------------------------------------------- marshmallow agrees


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_marshmallow_loads_and_dumps_the_views_unchanged(views, viewer):
    """The schemas are marshmallow's too: loading validates and keeps every key, dumping gives the view back."""
    view = {0: views["seat"] if views["viewer"] == 0 else views["other"],
            1: views["seat"] if views["viewer"] == 1 else views["other"], None: views["spectator"]}[viewer]
    schema = _schema(viewer)()
    assert schema.load(view) == view
    assert schema.dump(view) == view
    assert schema.validate({**view, "surprise": 1})
