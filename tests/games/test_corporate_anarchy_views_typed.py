"""Corporate Anarchy's typed view: every view a seat or a spectator gets matches the view schema as the OpenAPI
document shows it (apispec → JSON Schema, checked with jsonschema), and the schema refuses what is not a view.

A spectator's view has the seat's shape (``viewer`` null, nothing spied, face-down kinds null), so the game sets
only ``view_schema`` and spectator views are checked against it too.

Checking one view costs 20-40 ms (four 36-square HQs), so the property does not check all of them: in every game
it checks each view that reaches a branch of views.view not yet checked (``_forms``: a value null or not, redacted
or not, a new value of a closed string set, an empty or non-empty list), every view of the end, and besides one
viewer's view every ``STRIDE`` commands (the viewer rotating).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import pytest
from marshmallow import Schema

from games.corporate_anarchy import GAME
from games.corporate_anarchy import view_schemas as vs
from games.corporate_anarchy.data import MAX_PLAYERS, MIN_PLAYERS
from games.corporate_anarchy.view_schemas import CorporateAnarchySeatViewSchema
from tests.support.view_schemas import document_with, view_errors

SEAT = CorporateAnarchySeatViewSchema
DOCUMENT = document_with(SEAT)
STRIDE = 7
# (players, seed, chance that a command is the easy bot's rather than a random legal move): the bots end games with
# a winner and eliminations; random moves buy every command card (espionage, effects) and reach the round limit.
GAMES = [
    (MIN_PLAYERS, 0, 0.5), (MIN_PLAYERS, 1, 0.5), (MIN_PLAYERS, 2, 0.5), (MIN_PLAYERS, 3, 0.0),
    (MIN_PLAYERS + 1, 0, 0.5),
    (MAX_PLAYERS, 0, 0.5), (MAX_PLAYERS, 1, 0.5), (MAX_PLAYERS, 2, 0.5),
]


def _forms(view: dict[str, Any]) -> set[tuple]:
    """Which branches of views.view a view shows: null or not, redacted or not, closed-set values (cheap to compute)."""
    out: set[tuple] = {
        ("phase", view["phase"]), ("spectator", view["viewer"] is None), ("current", view["current"] is None),
        ("first", view["first_player"] is None), ("winner", view["winner"] is None),
        ("result", view["result"] is None), ("spied", bool(view["spied"])), ("effects", bool(view["effects"])),
        ("bought", view["bought_building"], view["bought_command"]),
    }
    out |= {("effect", e["kind"], e["card"], e["hq"] is None) for e in view["effects"]}
    out |= {("player", p["position"] is None, p["start"] is None, p["vips_left"] is None, p["eliminated"],
             p["placed"], p["permit"], bool(p["vips_taken_from"])) for p in view["players"]}
    out |= {("card", card, state) for p in view["players"] for card, state in p["commands"].items()}
    out |= {("tile", None) if sq["tile"] is None else ("tile", *sq["tile"].items())
            for hq in view["board"]["hqs"] for sq in hq["squares"]}
    return out


def _views(players: int, seed: int, bot_share: float):
    """(viewer, step, view, final) for every view of every viewer after every command of one seeded game."""
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
    for step in range(5000):
        final = GAME.result(state) is not None
        for viewer in [*range(players), None]:
            yield viewer, step, GAME.view(state, viewer), final
        if final:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        moves = [m for m in GAME.legal_moves(state, seat) if not m.get("template")]
        command = GAME.bot(state, seat, rng, "easy") if rng.random() < bot_share else rng.choice(moves)
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
    raise AssertionError(f"game {players, seed, bot_share} did not end")


@pytest.fixture(scope="module")
def checked() -> dict[str, Any]:
    """Play GAMES, checking views as the module docstring says; what was seen and every failure."""
    seen: set[tuple] = set()
    counts: Counter[str] = Counter()
    features: Counter[str] = Counter()
    failures: list[str] = []
    for players, seed, bot_share in GAMES:
        for viewer, step, view, final in _views(players, seed, bot_share):
            forms = _forms(view)
            novel = bool(forms - seen)
            slot = players if viewer is None else viewer  # one viewer every STRIDE commands, in turn
            stride = step % STRIDE == 0 and slot == step // STRIDE % (players + 1)
            if not (final or novel or stride):
                continue
            seen |= forms
            who = "spectator" if viewer is None else "seat"
            counts[who] += 1
            counts[f"{players} players"] += 1
            counts[view["phase"]] += 1
            errors = view_errors(DOCUMENT, SEAT, view)
            if errors:
                failures.append(f"{players}p seed {seed} step {step} viewer {viewer}: {errors[:5]}")
            tiles = [sq["tile"] for hq in view["board"]["hqs"] for sq in hq["squares"] if sq["tile"] is not None]
            features.update(
                f"{who} {name}" for name, present in {
                    "hidden tile": any(t["face"] == "down" and t["kind"] is None for t in tiles),
                    "known tile": any(t["face"] == "down" and t["kind"] is not None for t in tiles),
                    "spied tile": any(t.get("spied") for t in tiles),
                    "building": any(t["face"] == "up" for t in tiles),
                    "spied list": bool(view["spied"]),
                    "effect": bool(view["effects"]),
                    "hidden position": any(p["position"] is None and p["placed"] for p in view["players"]),
                    "eliminated": any(p["eliminated"] for p in view["players"]),
                    "active permit": any(c == "active" for p in view["players"] for c in p["commands"].values()),
                    "winner": view["winner"] is not None,
                    "result without winner": view["result"] is not None and view["winner"] is None,
                }.items() if present
            )
    return {"counts": counts, "features": features, "failures": failures}


# ---------------------------------------------------------------- the property


def test_every_view_of_every_seat_and_spectator_matches_the_view_schema(checked):
    assert checked["failures"] == []


def test_the_property_checked_seats_and_spectators_in_every_phase_and_player_count(checked):
    counts = checked["counts"]
    assert counts["seat"] >= 100 and counts["spectator"] >= 30, counts
    for players in (MIN_PLAYERS, MAX_PLAYERS):
        assert counts[f"{players} players"] >= 60, counts
    for phase in vs.PHASES:
        assert counts[phase] > 0, counts


@pytest.mark.parametrize("feature", [
    "seat hidden tile", "seat known tile", "seat spied tile", "seat building", "seat spied list", "seat effect",
    "seat hidden position", "seat eliminated", "seat active permit", "seat winner", "seat result without winner",
    "spectator hidden tile", "spectator known tile", "spectator building", "spectator effect",
    "spectator hidden position", "spectator eliminated", "spectator winner", "spectator result without winner",
])
def test_the_property_checked_every_redacted_and_optional_form(checked, feature):
    """Each branch of views.view reached a checked view ("spectator known tile": the game is over)."""
    assert checked["features"][feature] > 0, checked["features"]


def test_the_game_declares_the_view_schema_and_no_separate_spectator_schema():
    assert GAME.view_schema is CorporateAnarchySeatViewSchema
    assert GAME.spectator_view_schema is None


def test_every_schema_in_the_document_carries_the_game_prefix_and_refuses_unknown_keys():
    schemas = DOCUMENT["components"]["schemas"]
    assert "CorporateAnarchySeatView" in schemas
    for name, schema in schemas.items():
        assert name.startswith("CorporateAnarchy"), name
        assert schema["additionalProperties"] is False, name
    defined = [c for c in vars(vs).values() if isinstance(c, type) and issubclass(c, Schema) and c is not Schema]
    assert defined and all(c.__name__.startswith("CorporateAnarchy") for c in defined)


def test_no_untyped_values_in_the_document():
    """No ``{}`` (fields.Raw) or untyped map anywhere: every property has a type or a reference."""
    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            if "properties" in node:
                for key, prop in node["properties"].items():
                    assert "type" in prop or "$ref" in prop or "anyOf" in prop, f"{path}/{key}"
            if isinstance(node.get("additionalProperties"), dict):
                assert node["additionalProperties"], path
            for key, inner in node.items():
                walk(inner, f"{path}/{key}")
    walk(DOCUMENT["components"]["schemas"], "")


# ---------------------------------------------------------------- strictness


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    """A seat's view mid-game, with a building, a running effect and a spied tile (checked to match)."""
    for viewer, _step, view, _final in _views(MAX_PLAYERS, 0, 0.5):
        tiles = [sq["tile"] for hq in view["board"]["hqs"] for sq in hq["squares"] if sq["tile"] is not None]
        if (viewer is not None and view["phase"] == "play" and view["effects"] and view["spied"]
                and any(t["face"] == "up" for t in tiles)):
            assert view_errors(DOCUMENT, SEAT, view) == []
            return view
    raise AssertionError("no such view")


def _first_tile(view: dict[str, Any], face: str) -> dict[str, Any]:
    return next(sq["tile"] for hq in view["board"]["hqs"] for sq in hq["squares"]
                if sq["tile"] is not None and sq["tile"]["face"] == face)


def _spoil(view: dict[str, Any], where: str, spoil) -> dict[str, Any]:
    bad = copy.deepcopy(view)
    spoil({
        "view": bad, "player": bad["players"][0], "effect": bad["effects"][0], "spied": bad["spied"][0],
        "board": bad["board"], "hq": bad["board"]["hqs"][0], "square": bad["board"]["hqs"][0]["squares"][0],
        "building tile": _first_tile(bad, "up"), "base tile": _first_tile(bad, "down"),
        "command price": bad["prices"]["commands"]["travel-permit"],
    }[where])
    return bad


@pytest.mark.parametrize("where", [
    "view", "player", "effect", "spied", "board", "hq", "square", "building tile", "base tile", "command price",
])
def test_an_unknown_extra_key_fails(sample, where):
    bad = _spoil(sample, where, lambda node: node.__setitem__("surprise", 1))
    assert view_errors(DOCUMENT, SEAT, bad) != []


@pytest.mark.parametrize(("where", "key", "value"), [
    ("view", "phase", "lunch"),  # not a phase
    ("view", "turn", "7"),  # a string for an integer
    ("view", "viewer", 4),  # no such seat
    ("view", "bought_building", 0),  # an integer for a boolean
    ("view", "spied", {}),  # an object for a list
    ("player", "money", None),  # null where never null
    ("player", "position", "9-9-9"),  # not a square id
    ("player", "commands", {"travel-permit": "lost"}),  # not a card state
    ("player", "vips_taken_from", ["1"]),  # strings for seats
    ("effect", "kind", "plague"),
    ("effect", "card", "joker"),
    ("spied", "kind", "shop"),  # a building is never face down
    ("square", "x", 18),  # off the board
    ("square", "tile", "up"),  # a string for a tile
    ("building tile", "face", "sideways"),
    ("base tile", "spied", "no"),
    ("hq", "side", "up"),
    ("command price", "needs", "everyone"),
])
def test_a_wrong_type_or_value_in_one_field_fails(sample, where, key, value):
    bad = _spoil(sample, where, lambda node: node.__setitem__(key, value))
    assert view_errors(DOCUMENT, SEAT, bad) != []


@pytest.mark.parametrize(("where", "key"), [("view", "result"), ("player", "start"), ("square", "tile"),
                                            ("base tile", "kind"), ("hq", "protrusion")])
def test_a_missing_key_fails(sample, where, key):
    bad = _spoil(sample, where, lambda node: node.pop(key))
    assert view_errors(DOCUMENT, SEAT, bad) != []
