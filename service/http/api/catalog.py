"""GET /v1/catalog: the hosted games; GET /v1/catalog/{game}: every component of one game."""

from __future__ import annotations

import hashlib
import json

from flask import Response, current_app, jsonify, request
from flask_smorest import Api, Blueprint

from games import REGISTRY
from games.lifecycle_schemas import COMMAND_SCHEMAS as LIFECYCLE_COMMANDS
from games.lifecycle_schemas import ON_TIMEOUT, ClockSchema
from service.errors import NotFound, shown
from service.http.api import catalogue_contract, game_contract
from service.http.api.schemas import CatalogSchema, GameComponentsSchema, PlayerRulesSchema, problem
from service.player_rules import player_rules

COMPONENTS_MAX_AGE = 86400  # a catalogue changes only with a deploy; a day's copy is revalidated by ETag after

blp = Blueprint("catalog", __name__, url_prefix="/v1", description="The games this server hosts")


def build(app, api: Api) -> None:
    """Compute the catalogue once, at start-up, with the API's own marshmallow→JSON-schema converter."""
    to_json_schema = api.ma_plugin.converter.schema2jsonschema
    clock = to_json_schema(ClockSchema())
    app.extensions["boardroom-catalog"] = {"games": [
        {
            "slug": game.slug, "title": game.title, "summary": game.summary, "min_players": game.min_players,
            "max_players": game.max_players, "bots": list(game.bots),
            "options": to_json_schema(game.options_schema()),
            "commands": {kind: to_json_schema(schema())
                         for kind, schema in {**game.command_schemas, **LIFECYCLE_COMMANDS}.items()},
            "clock": clock, "on_timeout": list(ON_TIMEOUT),
            "schemas": game_contract.union_refs(game),
        }
        for game in REGISTRY.values()
    ]}
    app.extensions["boardroom-components"] = {slug: _components(game) for slug, game in REGISTRY.items()}
    catalogue_contract.document_catalogues(api.spec)


def _components(game) -> tuple[dict, str]:
    """(body, ETag) of a game's component catalogue: the ETag names the rules version and the body's digest."""
    body = {"game": game.slug, "rules_version": game.rules_version, "components": game.components()}
    digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]
    return body, f"{game.rules_version}-{digest}"


@blp.get("/catalog")
@blp.response(200, CatalogSchema)
@blp.doc(operationId="getCatalog")
def catalog():
    """List the games, their player counts, bot levels, options and command payloads."""
    return current_app.extensions["boardroom-catalog"]


@blp.get("/catalog/<game>")
@blp.response(200, GameComponentsSchema, headers={
    "ETag": {"description": "the rules version and a digest of the catalogue", "schema": {"type": "string"}},
    "Cache-Control": {"description": f"`public, max-age={COMPONENTS_MAX_AGE}`", "schema": {"type": "string"}}})
@blp.alt_response(304, description="not modified: the If-None-Match ETag is the catalogue's")
@problem(blp, 404, "no such game (`unknown_game`)")
@blp.doc(operationId="getGameComponents", parameters=[{
    "in": "header", "name": "If-None-Match", "schema": {"type": "string"},
    "description": "the ETag of a copy you hold: 304 while the catalogue is unchanged"}])
def components(game):
    """Every component of a game: what each id in its views, moves, commands and events names.

    Each has its id, kind, name, a sentence, and the rulebook's facts as fields. Fixed for a rules version;
    what a deck holds is listed, never where a card is."""
    found = current_app.extensions["boardroom-components"].get(game)
    if found is None:
        raise NotFound(f"There is no game {shown(game)} in the catalogue.", code="unknown_game")
    body, etag = found
    response: Response = jsonify(body)
    response.set_etag(etag)
    response.headers["Cache-Control"] = f"public, max-age={COMPONENTS_MAX_AGE}"
    return response.make_conditional(request)


@blp.get("/catalog/<game>/rules")
@blp.response(200, PlayerRulesSchema)
@problem(blp, 404, "no such game (`unknown_game`)")
@blp.doc(operationId="getGameRules")
def rules(game):
    """The rules of a game, written for players who never saw the rulebook.

    A quick reference, then the full rules in Markdown under stable headings (`sections`, `##` and `###`, each
    linkable as `#id`; a legal move's `rule` names one)."""
    found = player_rules(game) if game in REGISTRY else None
    if found is None:
        raise NotFound(f"There is no game {shown(game)} in the catalogue.", code="unknown_game")
    return {"game": game, "title": REGISTRY[game].title, **found}
