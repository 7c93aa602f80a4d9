"""Every game told over the API: labelled moves whose targets resolve in the catalogue, posted exactly as listed;
every served event with its summary; the log grouping each decision's events; exports left as chained."""

from __future__ import annotations

import random

import pytest

from games import REGISTRY
from tests.support.contract import document_of, errors_against

COMMANDS_PER_GAME = 25


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def people(client, slug: str) -> tuple[str, dict[str, str]]:
    seats = [{"name": f"p{i}"} for i in range(REGISTRY[slug].min_players)]
    created = client.post("/v1/games", json={"game": slug, "seats": seats})
    assert created.status_code == 201, created.json
    return created.json["id"], created.json["tokens"]


def play_as_listed(client, gid: str, tokens: dict[str, str], catalogue: set[str], rng: random.Random) -> int:
    """Post listed complete moves exactly as listed (label and targets included) until none is left or enough."""
    played = 0
    while played < COMMANDS_PER_GAME:
        listed = []
        for seat, token in tokens.items():
            moves = client.get(f"/v1/games/{gid}/moves", headers=auth(token)).json
            for move in moves["moves"] + moves["lifecycle"]:
                assert isinstance(move["label"], str) and move["label"], move
                assert set(move["targets"]) <= catalogue, move
                assert set(sum(move.get("fields", {}).values(), [])) <= catalogue, move
            listed += [(seat, m) for m in moves["moves"] if not m.get("template")]
        if not listed:
            return played
        seat, move = rng.choice(listed)
        response = client.post(f"/v1/games/{gid}/commands", json=move, headers=auth(tokens[seat]))
        assert response.status_code == 201, (move, response.json)
        assert all(e["summary"]["text"] for e in response.json["events"])
        played += 1
    return played


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_moves_are_labelled_and_accepted_as_listed_and_the_log_tells_each_decision(client, slug):
    gid, tokens = people(client, slug)
    catalogue = {c["id"] for c in client.get(f"/v1/catalog/{slug}").json["components"]}
    assert play_as_listed(client, gid, tokens, catalogue, random.Random(slug)) > 0
    document = document_of(client.application)
    for token in [None, *tokens.values()]:
        headers = auth(token) if token else {}
        events = client.get(f"/v1/games/{gid}/events?limit=5000", headers=headers).json["events"]
        assert all(set(e["summary"]) == {"text", "template", "params"} and e["summary"]["text"] for e in events)
        log = client.get(f"/v1/games/{gid}/log?limit=5000", headers=headers)
        assert log.status_code == 200 and errors_against(document, "LogPage", log.json) == []
        entries = log.json["entries"]
        told = [detail for entry in entries for detail in entry["details"]]
        assert [d["v"] for d in told] == [e["v"] for e in events], "every event once, in order"
        assert [d["summary"] for d in told] == [e["summary"] for e in events]
        assert [entry["v"] for entry in entries] == [e["v"] for e in events if "cmd" in e], "one entry a decision"


def test_a_log_page_never_splits_a_decision(client):
    gid, tokens = people(client, "bias-effect")
    play_as_listed(client, gid, tokens, {c["id"] for c in client.get("/v1/catalog/bias-effect").json["components"]},
                   random.Random(3))
    query, seen = {"limit": 2}, []
    while True:
        page = client.get(f"/v1/games/{gid}/log", query_string=query).json
        assert all(entry["command"] is not None for entry in page["entries"])
        seen += [d["v"] for entry in page["entries"] for d in entry["details"]]
        if page["next"] is None:
            break
        query["cursor"] = page["next"]
    assert seen == list(range(1, client.get(f"/v1/games/{gid}").json["version"] + 1))


def test_exports_stay_as_chained_without_summaries(client):
    gid, _ = people(client, "tabletop-climber")
    lines = client.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"}).data.splitlines()
    assert len(lines) > 2 and not any(b'"summary"' in line for line in lines)
