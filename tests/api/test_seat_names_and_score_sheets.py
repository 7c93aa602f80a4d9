"""Issue 48, items 2 and 6: no two seats of a table share a name, texts count seats from 1, and a finished table's
result carries each seat's score sheet in rows a person reads."""

from __future__ import annotations

import pytest


@pytest.fixture
def api(dice_race, client):
    return client


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_two_bots_of_one_level_and_two_people_of_one_name_are_told_apart(api):
    """The issue: 'No two seats of a table share a name (for example "Normal bot", "Normal bot 2")'."""
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [
        {"name": "ann"}, {"bot": "normal"}, {"bot": "normal"}, {}]})
    assert created.status_code == 201, created.json
    gid = created.json["id"]
    assert [s["name"] for s in created.json["seats"]] == ["ann", "Normal bot", "Normal bot 2", None]
    joined = api.post(f"/v1/games/{gid}/join", json={"name": "Ann"})
    assert joined.status_code == 201 and joined.json["seat"] == 3
    seats = api.get(f"/v1/games/{gid}").json["seats"]
    assert [s["name"] for s in seats] == ["ann", "Normal bot", "Normal bot 2", "Ann 2"]
    log = api.get(f"/v1/games/{gid}/log").json
    told = [d["summary"]["text"] for entry in log["entries"] for d in entry["details"]]
    assert "Ann 2 took seat 4." in told, told
    assert [s["name"] for s in log["seats"]] == ["ann", "Normal bot", "Normal bot 2", "Ann 2"]


def test_a_finished_tables_result_has_a_score_sheet_per_seat_with_its_place_first(api, wired):
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    gid, tokens = created["id"], created["tokens"]
    assert api.post(f"/v1/games/{gid}/commands", json={"type": "resign"}, headers=auth(tokens["1"])).status_code == 201
    assert wired.handler.finish(gid)
    result = api.get(f"/v1/games/{gid}").json["result"]
    assert result["ranking"] == [[0], [1]]
    ann, bob = result["breakdown"]["0"], result["breakdown"]["1"]
    assert ann[0] == {"label": "Place", "value": "1st", "text": "Place: 1st"}
    assert bob[0]["text"] == "Place: 2nd" and bob[-1] == {"label": "Resigned", "value": "yes", "text": "Resigned: yes"}
    for row in ann + bob:
        assert row["text"] == f"{row['label']}: {row['value']}" and not isinstance(row["value"], bool)
