"""GET /v1/catalog: the hosted games."""

from __future__ import annotations

from flask import current_app
from flask_smorest import Api, Blueprint

from games import REGISTRY
from games.lifecycle_schemas import COMMAND_SCHEMAS as LIFECYCLE_COMMANDS
from games.lifecycle_schemas import ON_TIMEOUT, ClockSchema
from service.http.api import game_contract
from service.http.api.schemas import CatalogSchema

blp = Blueprint("catalog", __name__, url_prefix="/v1", description="The games this server hosts")


def build(app, api: Api) -> None:
    """Compute the catalogue once, at start-up, with the API's own marshmallow→JSON-schema converter."""
    to_json_schema = api.ma_plugin.converter.schema2jsonschema
    clock = to_json_schema(ClockSchema())
    app.extensions["boardroom-catalog"] = {"games": [
        {
            "slug": game.slug, "title": game.title, "min_players": game.min_players,
            "max_players": game.max_players, "bots": list(game.bots),
            "options": to_json_schema(game.options_schema()),
            "commands": {kind: to_json_schema(schema())
                         for kind, schema in {**game.command_schemas, **LIFECYCLE_COMMANDS}.items()},
            "clock": clock, "on_timeout": list(ON_TIMEOUT),
            "schemas": game_contract.union_refs(game),
        }
        for game in REGISTRY.values()
    ]}


@blp.get("/catalog")
@blp.response(200, CatalogSchema)
@blp.doc(operationId="getCatalog")
def catalog():
    """List the games, their player counts, bot levels, options and command payloads."""
    return current_app.extensions["boardroom-catalog"]
