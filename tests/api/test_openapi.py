"""openapi.yaml is generated from the code; the committed copy must match it."""

from __future__ import annotations

from pathlib import Path

import yaml

from games import REGISTRY
from games.lifecycle_schemas import COMMAND_SCHEMAS as LIFECYCLE_COMMANDS
from service.http.openapi import render

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_openapi_document_is_current():
    assert COMMITTED.read_text() == render(), "openapi.yaml is stale: run `make openapi` and commit it"


def test_every_command_payload_schema_is_documented_in_its_games_discriminated_union():
    document = yaml.safe_load(render())
    schemas = document["components"]["schemas"]
    games = {ref["$ref"].rsplit("/", 1)[1] for ref in schemas["Command"]["anyOf"]}
    for game in REGISTRY.values():
        prefix = "".join(p.capitalize() for p in game.slug.split("-"))
        assert f"{prefix}Command" in games
        union = schemas[f"{prefix}Command"]
        assert union["discriminator"]["propertyName"] == "type"
        assert set(union["discriminator"]["mapping"]) == set(game.command_schemas) | set(LIFECYCLE_COMMANDS)
        for kind in game.command_schemas:
            name = prefix + "".join(p.capitalize() for p in kind.split("-")) + "Command"
            assert union["discriminator"]["mapping"][kind] == f"#/components/schemas/{name}"
            assert {"$ref": f"#/components/schemas/{name}"} in union["oneOf"]
            assert schemas[name]["properties"]["type"]["enum"] == [kind]
    body = document["paths"]["/v1/games/{gid}/commands"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Command"}


def test_every_error_is_documented_as_a_problem():
    document = yaml.safe_load(render())
    responses = document["paths"]["/v1/games/{gid}/commands"]["post"]["responses"]
    for status in ("400", "401", "403", "404", "409", "413", "422"):
        assert "application/problem+json" in responses[status]["content"], status
