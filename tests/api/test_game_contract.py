"""Each game's typed unions in the OpenAPI document (issue 16, items 2-3 and the event `data` schemas) hold
for what the games really produce: every event of bot games, as each viewer sees it, matches its type's
schema; every legal move matches the game's Move union; every command matches exactly one variant of the
game's Command union; and every event type a game can emit has a schema."""

from __future__ import annotations

import ast
import itertools
import json
from pathlib import Path

import pytest
import yaml

from games import REGISTRY
from games import table as tables
from games.table_schemas import lifecycle_event_schemas
from service import game_state
from service.http.api.game_contract import camel
from service.http.openapi import render
from service.simulate import play_offline
from tests.support.contract import errors_against

ROOT = Path(__file__).resolve().parents[2]
LIFECYCLE_COMMANDS = {"create-game", "join", "score-game"}


@pytest.fixture(scope="module")
def document():
    return yaml.safe_load(render())


def _seat_layouts(game):
    """Bot seats at the fewest and the most players, levels mixed (not `hard`: its search costs seconds a move
    and plays the same kinds of commands)."""
    levels = itertools.cycle([level for level in game.bots if level != "hard"])
    return [[{"bot": next(levels)} for _ in range(n)] for n in sorted({game.min_players, game.max_players})]


def _histories(game, seeds=2):
    for layout, seed in itertools.product(_seat_layouts(game), range(seeds)):
        yield play_offline(game.slug, layout, seed=f"{seed:064x}")


def _emitted_types(package: Path) -> set[str]:
    """Event types the package's source emits: the first argument of ``emit("X", …)`` or ``event("X", …)``."""
    found = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str) and node.args[0].value[:1].isupper()
                    and getattr(node.func, "attr", getattr(node.func, "id", None)) in ("emit", "event")):
                found.add(node.args[0].value)
    return found


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_event_type_the_game_emits_has_a_data_schema(slug):
    game = REGISTRY[slug]
    package = ROOT / "games" / slug.replace("-", "_")
    emitted = _emitted_types(package) - set(lifecycle_event_schemas(game))
    assert emitted, f"found no emitted events in {package}"
    assert sorted(emitted - set(game.event_schemas)) == [], "event types without a data schema"
    assert sorted(set(game.event_schemas) - emitted) == [], "schemas of event types the game never emits"


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_event_of_bot_games_matches_its_schema_as_every_viewer_sees_it(document, slug):
    game = REGISTRY[slug]
    prefix = camel(slug)
    mapping = document["components"]["schemas"][f"{prefix}Event"]["discriminator"]["mapping"]
    faults, seen = [], set()
    for history in _histories(game):
        table = None
        viewers = [None, *range(len(history[0]["data"]["seats"]))]
        for envelope in history:
            table = tables.fold(table, envelope)
            shown = [envelope] + ([tables.redact(table, envelope, v) for v in viewers]
                                  if table["status"] != "finished" else [])
            for one in shown:
                kind = one["type"]
                seen.add(kind)
                if kind not in mapping:
                    faults.append(f"{kind}: no variant in {prefix}Event")
                    continue
                faults += [f"v{one['v']} {kind}: {e}" for e in errors_against(document, f"{prefix}{kind}Event", one)]
    assert faults[:20] == [], f"{len(faults)} faults"
    assert {"TableCreated", "TableStarted", "GameFinished", "SeedRevealed"} <= seen


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_legal_move_and_every_command_matches_the_game_unions(document, slug):
    game = REGISTRY[slug]
    prefix = camel(slug)
    variants = document["components"]["schemas"][f"{prefix}Command"]["discriminator"]["mapping"]
    # the Move union's variants: `kind` says command or template (they share their `type`)
    kinds = move_variants(document, prefix)
    faults, templates, checked = [], set(), set()
    for history in _histories(game, seeds=1):
        table = None
        for envelope in history:
            table = tables.fold(table, envelope)
            cmd = envelope.get("cmd")
            if cmd and cmd["type"] not in LIFECYCLE_COMMANDS:
                command = {"type": cmd["type"], **cmd["payload"]}
                faults += [f"command {command}: {e}" for e in
                           errors_against(document, variants[cmd["type"]].rsplit("/", 1)[1], command)]
                matching = [k for k, r in variants.items()
                            if not errors_against(document, r.rsplit("/", 1)[1], command)]
                if matching != [cmd["type"]]:
                    faults.append(f"command {command} matches {matching}")
            for seat in tables.to_act(table):
                seen = game.view(table["state"], seat)
                moves = [tables.described(game, seen, seat, m) for m in game.legal_moves(table["state"], seat)[:40]]
                templates |= {m["type"] for m in moves if m.get("template")}
                # validation is a pure function of the move: one listed again in a later state is not checked again
                fresh = {key: m for m in moves if (key := json.dumps(m, sort_keys=True)) not in checked}
                checked |= fresh.keys()
                for move in fresh.values():  # as /moves lists it
                    faults += [f"move {move}: {e}" for e in errors_against(document, f"{prefix}Move", move)]
                    faults += [f"move {move}: {e}" for e in errors_against(document, kinds[move["kind"]], move)]
    assert faults[:20] == [], f"{len(faults)} faults"
    assert templates <= set(game.template_schemas), "template moves without a schema"


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_state_frame_types_its_moves_and_view_as_the_games(document, slug):
    """Issue 52 item 3: a `?as=state` frame's moves were untyped objects, so a front end fetched /moves again. Each
    game's GameState types them (and its view) as /moves does: a real frame matches, a made-up move does not."""
    game = REGISTRY[slug]
    prefix = camel(slug)
    faults, frames = [], 0
    table = None
    for envelope in next(_histories(game, seeds=1)):
        table = tables.fold(table, envelope)
        if envelope["v"] % 7 or frames >= 12:  # a sample through the game: each frame costs a validation
            continue
        # each seat as a person would hold it: a bot's seat lists no moves
        people = {**table, "seats": [{**s, "bot": None} for s in table["seats"]]}
        for seat in tables.to_act(table):
            frame = game_state.state(people, seat, [])
            frames += 1
            faults += [f"v{envelope['v']}: {e}" for e in errors_against(document, "GameState", frame)]
            faults += [f"v{envelope['v']}: {e}" for e in errors_against(document, f"{prefix}GameState", frame)]
    assert frames and faults[:20] == []
    assert frame["moves"], "the last frame sampled lists moves"
    made_up = {**frame, "moves": [{"kind": "command", "type": "no-such-move"}]}
    assert errors_against(document, f"{prefix}GameState", made_up) != []
    assert errors_against(document, f"{prefix}GameState", {**frame, "lifecycle": [{"type": "no-such-move"}]}) != []


def test_the_replay_state_is_typed_by_game(document):
    union = document["components"]["schemas"]["State"]
    assert union["discriminator"]["propertyName"] == "game"
    assert set(union["discriminator"]["mapping"]) == set(REGISTRY)
    assert document["paths"]["/v1/games/{gid}/state"]["get"]["responses"]["200"]["content"]["application/json"][
        "schema"] == {"$ref": "#/components/schemas/State"}


def test_a_command_of_one_game_is_not_taken_for_another_games_variant(document):
    climber_pass = {"type": "pass"}
    assert errors_against(document, "TabletopClimberCommand", climber_pass) == []
    assert errors_against(document, "Command", climber_pass) == []
    assert errors_against(document, "TabletopClimberCommand", {"type": "end-turn"}) != []


def move_variants(document, prefix: str) -> dict[str, str]:
    """{kind: schema name} of a game's Move union: its command union, and its template (or template union)."""
    refs = [r["$ref"].rsplit("/", 1)[1] for r in document["components"]["schemas"][f"{prefix}Move"]["oneOf"]]
    return {"command" if name == f"{prefix}Command" else "template": name for name in refs}


def test_every_games_moves_are_told_apart_by_kind_not_by_order(document):
    """Issue 32 item 1: `CorporateAnarchyMove` was a oneOf of the command union and the place-tiles template, both
    `type: place-tiles`, so the generated client read the template as a command and dropped `template` and
    `squares`. Each game's Move union is told apart by `kind`, a constant in every variant (templates first for a
    client that tries each in turn); it has no `discriminator`, whose mapping would name unions, which
    openapi-typescript refuses (issue 52 item 7)."""
    schemas = document["components"]["schemas"]
    for game in REGISTRY.values():
        prefix = camel(game.slug)
        move = schemas[f"{prefix}Move"]
        assert "discriminator" not in move
        assert list(move_variants(document, prefix)) == (["template", "command"] if game.template_schemas
                                                         else ["command"])
        for kind in game.command_schemas:
            command = schemas[f"{prefix}{camel(kind)}Command"]
            assert command["properties"]["kind"]["const"] == "command"
        for kind in game.template_schemas:
            template = schemas[f"{prefix}{camel(kind)}Template"]
            assert template["properties"]["kind"]["const"] == "template"
            assert "kind" in template["required"]
            listed = {"type": kind, "template": True, "kind": "template"}
            assert errors_against(document, f"{prefix}{camel(kind)}Command", listed) != []
