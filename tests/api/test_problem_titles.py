"""Issue 32 item 7: one title per problem code, and the title sent is the code's own.

Baseline (issue 32): 409 `name_taken` said "The game has moved on", 401 `invalid_player_key` "Unknown seat
token" and 403 `not_invited` "Not a seat of this game": titles came from the error's class, not its code.
Every problem any API test provokes is also checked for its code's title (tests/support/contract.py).
"""

from __future__ import annotations

from service.http.problems import HTTP_CODES, RULE_TITLE, SERVICE_CODES, TITLES, title_of
from tests.api.test_games_api import auth, create
from tests.api.test_players_api import register
from tests.support.contract import document_of


def test_every_code_in_the_document_has_one_title_no_other_code_has(client):
    document = document_of(client.application)
    listed = document["components"]["schemas"]["ServiceProblemCode"]
    assert set(listed["enum"]) == set(TITLES) == set(SERVICE_CODES)
    assert set(HTTP_CODES.values()) <= set(TITLES)
    shared = {title: [c for c in TITLES if TITLES[c] == title] for title in TITLES.values()}
    assert {t: codes for t, codes in shared.items() if len(codes) > 1} == {}, "two codes share a title"
    for code in listed["enum"]:
        assert f"`{code}` ({TITLES[code]})" in listed["description"], code


def _sent(response) -> tuple[int, str, str]:
    body = response.json
    assert response.mimetype == "application/problem+json" and body["status"] == response.status_code
    return response.status_code, body["code"], body["title"]


def test_the_title_sent_with_each_code_is_that_codes_title(dice_race, client):
    ann = register(client, "Ann")
    bea, cy = register(client, "Bea"), register(client, "Cy")
    game = create(client, [{"name": "ann"}, {"bot": "easy"}])
    invite = client.post("/v1/challenges", json={"game": "dice-race", "players": [bea["id"]]},
                         headers=auth(ann["key"])).json
    responses = [
        client.post("/v1/players", data="{", content_type="application/json"),
        client.post("/v1/players", data="x", content_type="text/plain"),
        client.get("/v1/players/me"),
        client.get("/v1/players/me", headers=auth("pk_nobody")),
        client.get(f"/v1/games/{game['id']}", headers=auth("nobody")),
        client.get(f"/v1/games/{game['id']}", headers={"Authorization": "Basic x"}),
        client.post(f"/v1/challenges/{invite['id']}/decline", headers=auth(cy["key"])),
        client.delete(f"/v1/challenges/{invite['id']}", headers=auth(bea["key"])),
        client.get("/v1/games/no-such-game"),
        client.get("/v1/no-such-resource"),
        client.delete("/v1/players"),
        client.post("/v1/players", json={"name": "ANN", "kind": "human"}),
        client.post("/v1/players", json={"name": "", "kind": "human"}),
        client.post("/v1/games", json={"game": "no-such-game", "seats": [{"name": "x"}]}),
        client.post(f"/v1/games/{game['id']}/join", json={"name": "dan"}),
        client.post(f"/v1/games/{game['id']}/commands", json={"type": "return"}, headers=auth(game["tokens"]["0"])),
    ]
    sent = [_sent(response) for response in responses]
    for status, code, title in sent:
        assert title == title_of(code, status), (status, code, title)
        assert title == (TITLES[code] if code in SERVICE_CODES else RULE_TITLE), (status, code, title)
    codes = {code for _, code, _ in sent}
    assert {"name_taken", "invalid_player_key", "not_invited"} <= codes  # the three
    assert {status for status, _, _ in sent} >= {400, 401, 403, 404, 405, 409, 415, 422}
    assert codes - set(SERVICE_CODES), "a game's own rule code was provoked too"
