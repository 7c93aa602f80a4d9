"""Issue 32 item 3: every request body the document describes has an example, and posting it is accepted.

Baseline (issue 32): "Swagger UI's pre-filled body fails (422): no request schema has an example." Here each
example is read from the generated document, as Swagger UI reads it, and posted to its operation with the
resources its path and security need created first (Flask test client, real Redis).
"""

from __future__ import annotations

from typing import Any

from tests.api.test_games_api import auth
from tests.api.test_players_api import register
from tests.support.contract import document_of, errors_against

# The operations that take a body, in an order where each one's resources exist when it runs: a player (and a key),
# a table with an open seat, the join that starts it, a command by seat 0, then matchmaking.
ORDER = ["createPlayer", "createKey", "createGame", "joinGame", "postCommand", "createSeek", "createChallenge",
         "claimVictory", "createTournament"]
# Bodies the table's state refuses, not their form: the claimed seat was seen a moment ago (it joined)
REFUSED_BY_THE_RULES = {"claimVictory": {"claim_too_early", "seat_not_awaited", "not_correspondence"}}


def _schema_name(media: dict[str, Any]) -> str:
    return media["schema"]["$ref"].rsplit("/", 1)[1]


def _examples(document: dict[str, Any]) -> dict[str, tuple[str, list[dict], str, Any]]:
    """operationId → (path, security, schema name, example) of each operation taking a JSON body; the
    media type's example wins over its schema's, as in Swagger UI."""
    found = {}
    for path, operations in document["paths"].items():
        for operation in operations.values():
            if not isinstance(operation, dict) or "requestBody" not in operation:
                continue
            media = operation["requestBody"]["content"]["application/json"]
            name = _schema_name(media)
            example = media.get("example", document["components"]["schemas"][name].get("example"))
            found[operation["operationId"]] = (path, operation.get("security", [{}]), name, example)
    return found


def _headers(security: list[dict], seat_token: str, player_key: str) -> dict[str, str]:
    """The least credential the operation's security allows: none, else a seat token, else a player key."""
    schemes = {scheme for requirement in security for scheme in requirement}
    if {} in security:
        return {}
    return auth(seat_token if "seatToken" in schemes else player_key)


def test_every_request_body_has_an_example_that_its_schema_and_its_operation_accept(client):
    document = document_of(client.application)
    examples = _examples(document)
    assert set(examples) == set(ORDER), "a new operation takes a body: give it an example and a place in ORDER"
    for operation_id, (_, _, name, example) in examples.items():
        assert isinstance(example, dict), f"{operation_id}: its body schema {name} has no example"
        assert errors_against(document, name, example) == [], operation_id

    player = register(client, "Player Zero")
    invitees = [register(client, "Bea Invited"), register(client, "Cy Invited")]
    made = {"gid": "", "token": ""}
    for operation_id in ORDER:
        path, security, _, example = examples[operation_id]
        if operation_id == "createChallenge":
            # the example's player ids stand for real ones: as written they are nobody's, and only that is refused
            refused = client.post(path, json=example, headers=auth(player["key"]))
            assert (refused.status_code, refused.json["code"]) == (422, "unknown_player"), refused.json
            real = dict(zip(example["players"], (p["id"] for p in invitees), strict=True))
            example = {**example, "players": [real[pid] for pid in example["players"]]}
        response = client.post(path.format(gid=made["gid"]), json=example,
                               headers=_headers(security, made["token"], player["key"]))
        if operation_id in REFUSED_BY_THE_RULES:
            assert response.json["code"] in REFUSED_BY_THE_RULES[operation_id], (operation_id, response.json)
            continue
        assert 200 <= response.status_code < 300, (operation_id, response.status_code, response.json)
        if operation_id == "createGame":
            assert response.json["status"] == "open", "the example leaves a seat for the join example"
            made.update(gid=response.json["id"], token=response.json["tokens"]["0"])
        if operation_id == "joinGame":
            game = client.get(f"/v1/games/{made['gid']}", headers=auth(made["token"])).json
            assert game["status"] == "active", "the join example fills the last open seat"
