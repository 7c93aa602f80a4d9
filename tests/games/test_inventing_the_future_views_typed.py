"""Inventing the Future's typed views: the views of random games match the view schema (view_schemas.py) as the
OpenAPI document will show it, and the schema refuses what a view never holds.

A seat and a spectator see the same table (the development cards are hidden from everyone), so the game sets only
``view_schema``; the test checks that the views really differ in ``viewer`` alone."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

from games.inventing_the_future import GAME, data, rules
from games.inventing_the_future.view_schemas import (
    InventingTheFutureAllocationSchema,
    InventingTheFutureBoardBoxSchema,
    InventingTheFutureCubeCountsSchema,
    InventingTheFutureDieSchema,
    InventingTheFutureHiringItemSchema,
    InventingTheFutureIncomeSchema,
    InventingTheFuturePlayerSchema,
    InventingTheFuturePlayerScoreSchema,
    InventingTheFutureResolutionSchema,
    InventingTheFutureResultSchema,
    InventingTheFutureSpecialistsUsedSchema,
    InventingTheFutureTaskSchema,
    InventingTheFutureTeamsSchema,
    InventingTheFutureTrackCardSchema,
    InventingTheFutureTrackSchema,
    InventingTheFutureViewSchema,
    InventingTheFutureWinksSchema,
)
from tests.support.view_schemas import document_with, view_errors

VIEW = InventingTheFutureViewSchema
DOCUMENT = document_with(VIEW)

# The fewest and the most players, two seeds each, and one three-player game (its automatic Progress phase is
# the only phase resolved without a chooser). Every game is played to its end.
GAMES = [(2, 1), (2, 2), (5, 1), (5, 2), (3, 1)]
# Validating a view takes about 10 ms and a game has about 2000 event versions, so each game's views are checked
# at every EVERY-th version and wherever something new happens (``played_views``);
# ``test_the_property_saw_every_branch_of_the_view`` shows that this reaches every branch of the view.
EVERY = 40


def wire(view: dict[str, Any]) -> Any:
    """The view as a client receives it: JSON."""
    return json.loads(json.dumps(view))


def states_of(players: int, seed: int):
    """Every state of one random game, after each event: past states between the events of one decision are
    served too (``GET /v1/games/{gid}/state?at=``)."""
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
        yield ev["type"], state
    for _ in range(5000):
        if GAME.result(state) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = rng.choice(GAME.legal_moves(state, seat))  # every legal move is complete (no templates)
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
            yield ev["type"], state
    raise AssertionError(f"the game of {players} players, seed {seed}, did not end")


def features(view: dict[str, Any]) -> set[str]:
    """The branches of ``views.view`` a view shows (its nulls, closed-set values and kinds)."""
    out = {f"stage {view['stage']}", f"awaiting {view['awaiting']}", f"start null {view['start'] is None}",
           f"result null {view['result'] is None}", f"allocation null {view['allocation'] is None}",
           f"resolution null {view['resolution'] is None}", f"to_act {len(view['to_act'])}"}
    for track in view["tracks"]:
        for card in track["cards"]:
            out.add(f"card {card['tier']} face up {card['face_up']}")
        out.add(f"track at_end {bool(track['at_end'])}")
    alloc = view["allocation"]
    if alloc:
        out.add(f"dice null {alloc['dice'] is None}")
        out.update(f"die added {d['added']} taken {d['taken'] is not None}" for d in alloc["dice"] or [])
    res = view["resolution"]
    if res:
        out.add(f"phase {res['phase']} chooser null {res['chooser'] is None} automatic {res['automatic']}")
        out.add(f"bonus {res['bonus']}")
        task = res["task"]
        out.add(f"task {task and task['kind']}")
        for item in (task or {}).get("items", []):
            out.add(f"hiring item {sorted(item)}")
    for p in view["players"]:
        out.update(f"wink {row} null {p['winks'][row] is None}" for row in ("green", "white", "blue", "red"))
        out.add(f"black winks {len(p['winks']['black'])}")
    return out


def played_views(players: int, seed: int):
    """(viewer, view as JSON, whether every viewer's view is the same but for ``viewer``) of the versions checked:
    every EVERY-th version (the viewer taking turns: every seat and the spectator), every version after an event
    type awaiting a decision not checked yet in this game, and the last version for every viewer."""
    viewers: list[int | None] = [*range(players), None]
    checked: set[tuple[str, str | None]] = set()
    state = None
    for k, (event, state) in enumerate(states_of(players, seed)):
        now = rules.pending(state)
        key = (event, now and now[1])
        if k % EVERY and key in checked:
            continue
        checked.add(key)
        viewer = viewers[(k // EVERY) % len(viewers)]
        view = GAME.view(state, viewer)
        yield viewer, wire(view), {**view, "viewer": None} == GAME.view(state, None)
    assert state is not None and GAME.result(state) is not None
    for viewer in viewers:
        view = GAME.view(state, viewer)
        yield viewer, wire(view), {**view, "viewer": None} == GAME.view(state, None)


@pytest.fixture(scope="module")
def checked() -> dict[str, Any]:
    """Validate the played views; return what was seen, for the tests below."""
    seen: dict[str, Any] = {"viewers": Counter(), "features": set(), "keys": {}, "failures": [], "differ": []}

    def keys(level: str, obj: dict) -> None:
        seen["keys"].setdefault(level, set()).update(obj)

    for players, seed in GAMES:
        for viewer, view, same in played_views(players, seed):
            errors = view_errors(DOCUMENT, VIEW, view)
            if errors:
                seen["failures"].append((players, seed, viewer, view["stage"], errors[:5]))
            if not same or view["viewer"] != viewer:
                seen["differ"].append((players, seed, viewer, view["stage"]))
            seen["viewers"][(players, "spectator" if viewer is None else "seat")] += 1
            seen["features"] |= features(view)
            keys("view", view)
            keys("supply", view["supply"])
            for p in view["players"]:
                keys("player", p)
                for level in ("income", "cubes", "winks", "specialists_used", "score"):
                    keys(level, p[level])
            for track in view["tracks"]:
                keys("track", track)
                for card in track["cards"]:
                    keys("track card", card)
                    for req in card["requirements"] or []:
                        keys("teams", req)
            for boxes in view["board"].values():
                for box in boxes:
                    keys("board box", box)
            if view["allocation"]:
                keys("allocation", view["allocation"])
                for die in view["allocation"]["dice"] or []:
                    keys("die", die)
            if view["resolution"]:
                keys("resolution", view["resolution"])
                if view["resolution"]["task"]:
                    keys("task", view["resolution"]["task"])
                    for item in view["resolution"]["task"].get("items", []):
                        keys("hiring item", item)
            if view["result"]:
                keys("result", view["result"])
                for score in view["result"]["scores"].values():
                    keys("score", score)
    return seen


# ---------------------------------------------------------------- the property


def test_every_checked_view_matches_the_view_schema(checked):
    assert checked["failures"] == []


def test_seats_and_spectators_see_the_same_table_but_for_viewer(checked):
    """Why one schema serves both: the views differ in ``viewer`` (the seat, or null) alone."""
    assert checked["differ"] == []
    assert GAME.view_schema is VIEW and GAME.spectator_view_schema is None


def test_the_property_saw_seats_and_spectators_at_both_player_counts(checked):
    for players in (2, 5):
        assert checked["viewers"][(players, "seat")] >= 100
        assert checked["viewers"][(players, "spectator")] >= 20


def test_the_property_saw_every_branch_of_the_view(checked):
    seen = checked["features"]
    expected = {f"stage {s}" for s in ("setup", "allocation", "resolution", "between", "over")}
    expected |= {f"awaiting {a}" for a in ("roll", "draft", "choose-phase", "bonus", "rainmaker", "return-cube",
                                           "hire", "progress", None)}
    expected |= {f"{key} null {null}" for key in ("start", "result", "allocation", "resolution", "dice")
                 for null in (True, False)}
    expected |= {f"card {tier} face up {up}" for tier in data.TIERS for up in (True, False)}
    expected |= {f"task {kind}" for kind in ("rainmaker", "return", "hire", "progress", None)}
    expected |= {"phase progress chooser null True automatic True", "phase None chooser null True automatic False",
                 "hiring item ['recruiter']", "hiring item ['row', 'space']", "die added True taken True",
                 "die added False taken False", "to_act 0", "to_act 1", "track at_end True", "black winks 2",
                 "wink red null False", "wink red null True"}
    assert expected <= seen, sorted(expected - seen)


def test_the_schemas_list_exactly_the_keys_the_views_hold(checked):
    """No key of a view is missing from the schema (else the document refuses it) and no schema key is never
    seen (else it does not describe the view). Board boxes and tasks hold the keys of their kind only."""
    schemas = {
        "view": VIEW, "supply": InventingTheFutureCubeCountsSchema, "player": InventingTheFuturePlayerSchema,
        "income": InventingTheFutureIncomeSchema, "cubes": InventingTheFutureCubeCountsSchema,
        "winks": InventingTheFutureWinksSchema, "specialists_used": InventingTheFutureSpecialistsUsedSchema,
        "score": InventingTheFuturePlayerScoreSchema, "track": InventingTheFutureTrackSchema,
        "track card": InventingTheFutureTrackCardSchema, "teams": InventingTheFutureTeamsSchema,
        "board box": InventingTheFutureBoardBoxSchema, "allocation": InventingTheFutureAllocationSchema,
        "die": InventingTheFutureDieSchema, "resolution": InventingTheFutureResolutionSchema,
        "task": InventingTheFutureTaskSchema, "hiring item": InventingTheFutureHiringItemSchema,
        "result": InventingTheFutureResultSchema,
    }
    assert set(schemas) == set(checked["keys"])
    for level, schema in schemas.items():
        declared = {f.data_key or name for name, f in schema().fields.items()}
        assert declared == checked["keys"][level], level
    assert set(data.CUBE_KINDS) == checked["keys"]["cubes"]
    assert set(data.SPECIALISTS) == checked["keys"]["specialists_used"]


def test_required_keys_are_the_keys_every_view_holds():
    """Keys are required except in the kinded objects (board boxes, tasks, hiring items)."""
    kinded = {"InventingTheFutureBoardBox": {"kind"}, "InventingTheFutureTask": {"kind"},
              "InventingTheFutureHiringItem": set()}
    for name, schema in DOCUMENT["components"]["schemas"].items():
        assert schema["additionalProperties"] is False, name
        required = set(schema.get("required", []))
        if name in kinded:
            assert required == kinded[name], name
        else:
            assert required == set(schema["properties"]), name


# ---------------------------------------------------------------- strictness


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    """A view of a 3-player game in the middle of a Progress phase (a task, face-up cards), and one at its end."""
    last = None
    for _, state in states_of(3, 1):
        task = state["res"] and state["res"]["task"]
        if task and task["kind"] == "progress" and any(any(t) for t in state["face_up"]) and last is None:
            last = wire(GAME.view(state, 1))
    final = wire(GAME.view(state, None))
    assert last is not None and final["result"] is not None
    assert view_errors(DOCUMENT, VIEW, last) == [] and view_errors(DOCUMENT, VIEW, final) == []
    return {"progress": last, "final": final}


def _face_up(view: dict[str, Any]) -> dict[str, Any]:
    return next(c for t in view["tracks"] for c in t["cards"] if c["face_up"])


UNKNOWN_KEYS = {
    "top level": lambda v: v.__setitem__("hand", [1, 2]),
    "player": lambda v: v["players"][0].__setitem__("hand_count", 3),
    "cube counts": lambda v: v["supply"].__setitem__("purple", 1),
    "winks": lambda v: v["players"][1]["winks"].__setitem__("yellow", None),
    "track card": lambda v: _face_up(v).__setitem__("secret", "ONE-1"),
    "board box": lambda v: v["board"]["green"][0].__setitem__("colour", "green"),
    "board row": lambda v: v["board"].__setitem__("yellow", []),
    "task": lambda v: v["resolution"]["task"].__setitem__("deck", []),
    "requirement": lambda v: _face_up(v)["requirements"][0].__setitem__("green", 1),
}

WRONG_TYPES = {
    "coins as a string": lambda v: v["players"][0].__setitem__("coins", "5"),
    "turn as a float": lambda v: v.__setitem__("turn", 2.5),
    "unknown stage": lambda v: v.__setitem__("stage", "auction"),
    "unknown decision": lambda v: v.__setitem__("awaiting", "bid"),
    "viewer as a string": lambda v: v.__setitem__("viewer", "1"),
    "seat out of range": lambda v: v.__setitem__("to_act", [7]),
    "card not in the catalogue": lambda v: _face_up(v).__setitem__("card", "FOUR-1"),
    "face_up as an integer": lambda v: _face_up(v).__setitem__("face_up", 1),
    "requirements as a dict": lambda v: _face_up(v).__setitem__("requirements", {"white": 1}),
    "a wink as a string": lambda v: v["players"][0]["winks"].__setitem__("green", "3"),
    "black winks null": lambda v: v["players"][0]["winks"].__setitem__("black", None),
    "pawn beyond the track": lambda v: v["players"][0].__setitem__("pawns", [0, 0, 10]),
    "two pawns": lambda v: v["players"][0].__setitem__("pawns", [0, 0]),
    "board box kind": lambda v: v["board"]["black"][0].__setitem__("kind", "bonus"),
    "task kind": lambda v: v["resolution"]["task"].__setitem__("kind", "steal"),
    "income as a list": lambda v: v["players"][0].__setitem__("income", [2, 2]),
    "supply count null": lambda v: v["supply"].__setitem__("white", None),
    "tracks as a dict": lambda v: v.__setitem__("tracks", {"0": v["tracks"][0]}),
    "a track named by its index": lambda v: v["tracks"][0].__setitem__("track", 0),  # issue 28: a catalogue id
    "unused_cards null": lambda v: v.__setitem__("unused_cards", None),
    "missing board": lambda v: v.pop("board"),
    "missing viewer": lambda v: v.pop("viewer"),
}


@pytest.mark.parametrize("change", list(UNKNOWN_KEYS), ids=list(UNKNOWN_KEYS))
def test_a_view_with_an_unknown_key_fails(sample, change):
    view = copy.deepcopy(sample["progress"])
    UNKNOWN_KEYS[change](view)
    assert view_errors(DOCUMENT, VIEW, view) != []


@pytest.mark.parametrize("change", list(WRONG_TYPES), ids=list(WRONG_TYPES))
def test_a_view_with_a_wrong_value_fails(sample, change):
    view = copy.deepcopy(sample["progress"])
    WRONG_TYPES[change](view)
    assert view_errors(DOCUMENT, VIEW, view) != []


def test_a_result_with_a_malformed_score_fails(sample):
    view = copy.deepcopy(sample["final"])
    seat, score = next(iter(view["result"]["scores"].items()))
    view["result"]["scores"][seat] = {**score, "total": "many"}
    assert view_errors(DOCUMENT, VIEW, view) != []
    view = copy.deepcopy(sample["final"])
    view["result"]["scores"][seat]["bonus"] = 1
    assert view_errors(DOCUMENT, VIEW, view) != []
