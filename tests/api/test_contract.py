"""The API contract (issue 16): the OpenAPI document is valid, names every operation, documents every
problem as application/problem+json with extension members, and real responses match their schemas."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate

from games import REGISTRY
from service.errors import wire_code
from service.http.openapi import render
from service.http.problems import CODE_PATTERN, SERVICE_CODES
from tests.support.contract import document_of, errors_against
from tests.support.problem_codes import codes_the_service_sends

ROOT = Path(__file__).resolve().parents[2]
METHODS = ("get", "post", "put", "patch", "delete")
PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def document():
    return yaml.safe_load(render())


def operations(document):
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield f"{method.upper()} {path}", operation


def resolved(document, response):
    if "$ref" in response:
        return document["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response


def test_the_document_is_valid_openapi_3_1(document):
    validate(document)


def test_every_operation_has_a_unique_camel_case_operation_id(document):
    ids = [operation.get("operationId") for _, operation in operations(document)]
    assert all(isinstance(i, str) and re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+)*", i) for i in ids), ids
    assert len(set(ids)) == len(ids)
    assert {"createGame", "joinGame", "getGame", "listMoves", "postCommand", "listEvents", "streamEvents",
            "getState", "getAudit", "listGames", "getCatalog", "getLeaderboard", "getHealth"} <= set(ids)


def test_every_error_response_is_a_problem_and_only_a_problem(document):
    for name, operation in operations(document):
        for status, response in operation["responses"].items():
            if status == "default" or status >= "400":
                content = resolved(document, response)["content"]
                assert list(content) == [PROBLEM], (name, status)
                assert content[PROBLEM]["schema"] == {"$ref": "#/components/schemas/Problem"}, (name, status)


def test_the_problem_schema_admits_extension_members_and_enumerates_service_codes(document):
    problem = document["components"]["schemas"]["Problem"]
    assert problem["additionalProperties"] is True
    assert {"type", "title", "status", "detail", "code"} <= set(problem["required"])
    assert {"expected", "current", "errors", "known", "version", "limit"} <= set(problem["properties"])
    assert document["components"]["schemas"]["ServiceProblemCode"]["enum"] == sorted(SERVICE_CODES)


def test_a_bad_token_and_an_unknown_game_are_declared_where_sent(document):
    paths = document["paths"]
    for path in ("/v1/games/{gid}", "/v1/games/{gid}/moves", "/v1/games/{gid}/events",
                 "/v1/games/{gid}/stream", "/v1/games/{gid}/state"):
        assert {"401", "403", "404"} <= set(paths[path]["get"]["responses"]), path
    assert "401" in paths["/v1/games/{gid}/audit"]["get"]["responses"]
    for path in ("/v1/games", "/v1/games/{gid}/join", "/v1/games/{gid}/commands"):  # every body is guarded
        assert {"400", "413", "415", "422"} <= set(paths[path]["post"]["responses"]), path
    allow = document["components"]["responses"]["MethodNotAllowed"]
    assert "Allow" in allow["headers"] and PROBLEM in allow["content"]


def test_security_says_who_may_call(document):
    paths = document["paths"]
    # Anyone may call these (the document's default security); a credential changes the answer.
    assert {} in document["security"]
    for path in ("/v1/games/{gid}", "/v1/games/{gid}/events", "/v1/games/{gid}/stream", "/v1/games/{gid}/state"):
        assert "security" not in paths[path]["get"], path
        assert paths[path]["get"]["x-optional-security"] == [{"seatToken": []}, {"playerKey": []}], path
    assert paths["/v1/games/{gid}/moves"]["get"]["security"] == [{"seatToken": []}, {"playerKey": []}]
    assert paths["/v1/games/{gid}/commands"]["post"]["security"] == [{"seatToken": []}, {"playerKey": []}]
    assert paths["/v1/games/{gid}/audit"]["get"]["x-optional-security"] == [{"operatorToken": []}]
    assert set(document["components"]["securitySchemes"]) == {"seatToken", "operatorToken", "playerKey"}
    for path, method in (("/v1/players/me", "get"), ("/v1/players/me/keys", "post"),
                         ("/v1/players/me/keys", "get"), ("/v1/players/me/keys/rotate", "post"), ("/v1/seeks", "post"),
                         ("/v1/challenges", "post"), ("/v1/players/me/stream", "get")):
        assert paths[path][method]["security"] == [{"playerKey": []}], path


def test_response_headers_are_declared(document):
    paths = document["paths"]
    for path, method in (("/v1/games", "post"), ("/v1/games/{gid}/commands", "post")):
        assert "Idempotent-Replayed" in paths[path][method]["responses"]["200"]["headers"], path
    assert "Location" in paths["/v1/games"]["post"]["responses"]["201"]["headers"]
    assert "ETag" in paths["/v1/games/{gid}"]["get"]["responses"]["200"]["headers"]
    too_many = document["components"]["responses"]["TooManyRequests"]
    assert "Retry-After" in too_many["headers"]
    unavailable = resolved(document, paths["/v1/games/{gid}/commands"]["post"]["responses"]["503"])
    assert "Retry-After" in unavailable["headers"]


def test_response_schemas_require_what_is_always_sent_and_type_times(document):
    schemas = document["components"]["schemas"]
    tables = [ref["$ref"].rsplit("/", 1)[1] for ref in schemas["Table"]["oneOf"]]  # one variant per game
    assert len(tables) == len(REGISTRY)
    for table in tables:  # each extends the fields every game's Table shares (issue 32 item 11)
        assert schemas[table]["allOf"][0] == {"$ref": "#/components/schemas/TableFields"}
    assert set(schemas["TableFields"]["required"]) == set(schemas["TableFields"]["properties"])
    assert schemas["TableFields"]["properties"]["created_at"]["format"] == "date-time"
    assert set(schemas["Envelope"]["required"]) == {"gid", "v", "type", "seat", "data", "at"}
    assert schemas["Envelope"]["properties"]["at"]["format"] == "date-time"
    # A schema named like one of its properties (Moves.moves, Events.events) breaks type checking of
    # generated clients: their from_dict binds the property and then the instance to the same name.
    for name, schema in schemas.items():
        snake = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
        assert snake not in schema.get("properties", {}), name
    for name, schema in schemas.items():
        for prop in schema.get("properties", {}).values():
            assert None not in prop.get("enum", []), f"{name}: a null in an enum makes two enum classes"
    health = document["paths"]["/healthz"]["get"]["responses"]["200"]["content"]["application/json"]
    assert health["schema"] == {"$ref": "#/components/schemas/Health"}


def test_service_codes_are_listed_once_and_snake_case():
    assert all(CODE_PATTERN.fullmatch(code) for code in SERVICE_CODES)
    used = codes_the_service_sends()
    assert used - set(SERVICE_CODES) == set(), "codes sent but not listed in SERVICE_CODES"
    assert set(SERVICE_CODES) - used == set(), "codes listed but never sent"


def test_every_games_rule_code_goes_out_in_the_same_style():
    source = "\n".join(path.read_text() for path in (ROOT / "games").rglob("*.py"))
    rule_codes = set(re.findall(r'(?:RuleViolation|refuse)\(\s*"([^"]+)"', source))
    assert len(rule_codes) > 20  # the scan found the games' codes
    assert [c for c in rule_codes if not CODE_PATTERN.fullmatch(wire_code(c))] == []
    assert len(REGISTRY) >= 5


@pytest.fixture
def api(dice_race, client):
    return client


def test_a_stale_version_409_carries_expected_and_current_in_the_documented_problem(api):
    game = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    response = api.post(f"/v1/games/{game['id']}/commands", json={"type": "roll"},
                        headers={"Authorization": f"Bearer {game['tokens']['0']}", "If-Match": '"1"'})
    assert response.status_code == 409 and response.mimetype == PROBLEM
    body = response.json
    assert body["expected"] == 1 and body["current"] == game["version"]
    document = document_of(api.application)
    assert errors_against(document, "Problem", body) == []
    problem = document["components"]["schemas"]["Problem"]["properties"]
    assert problem["expected"]["type"] == problem["current"]["type"] == "integer"


def test_a_method_a_path_does_not_serve_is_405_with_allow(api):
    response = api.delete("/v1/games")
    assert response.status_code == 405 and response.mimetype == PROBLEM
    assert response.json["code"] == "method_not_allowed"
    assert {m.strip() for m in response.headers["Allow"].split(",")} >= {"GET", "POST"}


def test_real_responses_match_their_documented_schemas(api):
    document = document_of(api.application)
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}).json
    joined = api.post(f"/v1/games/{created['id']}/join", json={"name": "bob"}).json
    gid, token = created["id"], {"Authorization": f"Bearer {created['tokens']['0']}"}
    moved = api.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=token).json
    checks = [
        ("CreatedGame", created), ("Joined", joined), ("CommandResult", moved),
        ("Table", api.get(f"/v1/games/{gid}").json),
        ("Lobby", api.get("/v1/games").json),
        ("LegalMoves", api.get(f"/v1/games/{gid}/moves", headers=token).json),
        ("EventPage", api.get(f"/v1/games/{gid}/events").json),
        ("State", api.get(f"/v1/games/{gid}/state?at=1").json),
        ("Audit", api.get(f"/v1/games/{gid}/audit").json),
        ("Catalog", api.get("/v1/catalog").json),
    ]
    for name, body in checks:
        assert errors_against(document, name, body) == [], name


def test_extension_members_of_422s_are_in_the_documented_problem(api):
    document = document_of(api.application)
    game = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    token = {"Authorization": f"Bearer {game['tokens']['0']}"}
    unknown = api.post(f"/v1/games/{game['id']}/commands", json={"type": "fly"}, headers=token)
    invalid = api.post("/v1/games", json={"game": "dice-race", "seats": "many"})
    assert unknown.status_code == invalid.status_code == 422
    assert unknown.json["code"] == "unknown_command"
    assert unknown.json["known"] == ["abort", "leave", "resign", "return", "roll", "take-back"]  # the table's too
    assert invalid.json["code"] == "invalid_request" and "seats" in invalid.json["errors"]["json"]
    for body in (unknown.json, invalid.json):
        assert errors_against(document, "Problem", body) == []


def test_streams_document_their_frames_and_the_json_each_line_carries(document):
    stream = document["paths"]["/v1/games/{gid}/stream"]["get"]
    content = stream["responses"]["200"]["content"]
    assert set(content) == {"text/event-stream", "application/x-ndjson"}
    assert "id: <version>" in content["text/event-stream"]["schema"]["description"]
    assert "heartbeat" in content["application/x-ndjson"]["schema"]["description"]
    assert {"name": "Last-Event-ID", "in": "header"}.items() <= next(
        p for p in stream["parameters"] if p["name"] == "Last-Event-ID").items()
    events = document["paths"]["/v1/games/{gid}/events"]["get"]["responses"]["200"]["content"]
    assert set(events) == {"application/json", "application/x-ndjson"}
    schemas = document["components"]["schemas"]
    assert errors_against(document, "Heartbeat", {"type": "heartbeat"}) == []
    assert {"format", "gid", "game", "version", "chain"} <= set(schemas["ExportHeader"]["required"])


def test_a_real_export_header_and_heartbeat_match_their_schemas(api):
    from service.http.api.history import HEARTBEAT

    document = document_of(api.application)
    game = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    export = api.get(f"/v1/games/{game['id']}/events", headers={"Accept": "application/x-ndjson"})
    header, *lines = [json.loads(line) for line in export.get_data(as_text=True).splitlines()]
    assert errors_against(document, "ExportHeader", header) == []
    assert lines and all(errors_against(document, "Envelope", line) == [] for line in lines)
    assert errors_against(document, "Heartbeat", json.loads(HEARTBEAT)) == []


def test_the_catalogue_points_at_each_games_typed_unions(api):
    document = document_of(api.application)
    for entry in api.get("/v1/catalog").json["games"]:
        for ref in entry["schemas"].values():
            assert ref.rsplit("/", 1)[1] in document["components"]["schemas"], ref
