"""Every paged list pages one way: `limit` and an opaque `cursor` in; the items, `next` and, while there is a
next page, a `Link: <…>; rel="next"` header (RFC 8288) out, the link keeping the request's filters."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml

from tests.api.test_games_api import assert_problem, auth
from tests.api.test_players_api import register
from tests.support.spine import drain, projector_for

LINK = re.compile(r'<([^>]+)>; rel="next"')


@pytest.fixture
def api(dice_race, client):
    return client


def items_of(page: dict) -> list:
    """What a page lists, as comparable ids: games by id, events by version, log entries by their versions."""
    if "games" in page:
        return [g["id"] for g in page["games"]]
    if "events" in page:
        return [e["v"] for e in page["events"]]
    return [d["v"] for entry in page["entries"] for d in entry["details"]]


def walk_links(api, url: str) -> list[tuple[str, list]]:
    """Follow only the `Link` headers from ``url``: (each page's URL, its items); the last page has no link."""
    walked = []
    while url is not None:
        response = api.get(url)
        assert response.status_code == 200, response.json
        walked.append((url, items_of(response.json)))
        found = LINK.fullmatch(response.headers.get("Link", ""))
        assert (found is None) == (response.json["next"] is None), "a Link exactly when there is a `next`"
        url = found and found.group(1)
        assert len(walked) < 100
    return walked


def walk_next(api, path: str, query: dict) -> list:
    """Follow only the `next` cursors: every item of every page, in order; the last page has no Link."""
    seen, cursor = [], None
    while True:
        response = api.get(path, query_string={**query, **({"cursor": cursor} if cursor else {})})
        assert response.status_code == 200, response.json
        seen += items_of(response.json)
        cursor = response.json["next"]
        if cursor is None:
            assert "Link" not in response.headers
            return seen
        assert isinstance(cursor, str) and len(seen) < 1000


def assert_pages_once_in_order(api, path: str, query: dict, expected: list) -> None:
    """Both walks see ``expected`` exactly once each, in order, several pages long, every link keeping ``query``."""
    start = f"{path}?" + "&".join(f"{k}={v}" for k, v in query.items())
    walked = walk_links(api, start)
    assert len(walked) >= 3, "the walk should span several pages"
    assert [item for _, items in walked for item in items] == expected
    assert walk_next(api, path, query) == expected
    for url, _ in walked[1:]:
        parts = urlsplit(url)
        sent = parse_qs(parts.query)
        assert parts.path == path
        assert {k: v[0] for k, v in sent.items() if k != "cursor"} == {k: str(v) for k, v in query.items()}
        assert len(sent["cursor"]) == 1


def open_tables(api, count: int, seats: list, headers: dict | None = None, game: str = "dice-race") -> list[str]:
    return [api.post("/v1/games", json={"game": game, "seats": seats}, headers=headers or {}).json["id"]
            for _ in range(count)]


def played_table(api) -> tuple[str, int]:
    """A dice-race table between two named seats rolled to its last roll: (its id, its version)."""
    created = api.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    while (table := api.get(f"/v1/games/{created['id']}").json)["to_act"]:
        seat = table["to_act"][0]
        token = created["tokens"][str(seat)]
        rolled = api.post(f"/v1/games/{created['id']}/commands", json={"type": "roll"}, headers=auth(token))
        assert rolled.status_code == 201
    return created["id"], table["version"]


def test_the_lobby_pages_by_link_and_by_next_keeping_its_filters(api, wired):
    projector = projector_for(wired)
    wanted = set(open_tables(api, 7, [{"name": "ann"}, {}]))
    open_tables(api, 2, [{"name": "ann"}, {"name": "bob"}])  # active: filtered out
    drain(projector)
    query = {"game": "dice-race", "status": "open", "limit": 2}
    whole = api.get("/v1/games", query_string={**query, "limit": 100}).json
    assert set(items_of(whole)) == wanted and whole["next"] is None and whole["total"] == len(wanted)
    assert_pages_once_in_order(api, "/v1/games", query, items_of(whole))
    first = api.get("/v1/games", query_string=query).json
    assert first["total"] == len(wanted), "the total counts every page's games"


def test_a_players_games_page_by_link_and_by_next_keeping_its_filters(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann")
    wanted = set(open_tables(api, 5, [{"player": ann["id"]}, {}], auth(ann["key"])))
    open_tables(api, 2, [{"player": ann["id"]}, {"name": "bob"}], auth(ann["key"]))  # active: filtered out
    drain(projector)
    path, query = f"/v1/players/{ann['id']}/games", {"game": "dice-race", "status": "open", "limit": 2}
    whole = api.get(path, query_string={**query, "limit": 100}).json
    assert set(items_of(whole)) == wanted and whole["next"] is None
    assert_pages_once_in_order(api, path, query, items_of(whole))


def test_the_events_and_the_log_page_through_the_whole_history(api):
    gid, version = played_table(api)
    everything = list(range(1, version + 1))
    assert version >= 6
    assert_pages_once_in_order(api, f"/v1/games/{gid}/events", {"limit": 2}, everything)
    assert_pages_once_in_order(api, f"/v1/games/{gid}/log", {"limit": 2}, everything)


def test_a_page_that_reaches_the_end_has_no_next_even_when_it_is_full(api):
    gid, version = played_table(api)
    page = api.get(f"/v1/games/{gid}/events", query_string={"limit": version})
    assert items_of(page.json) == list(range(1, version + 1))
    assert page.json["next"] is None and "Link" not in page.headers


def test_a_cursor_not_given_out_by_that_list_is_422_bad_cursor(api, wired):
    projector = projector_for(wired)
    ann = register(api, "ann")
    open_tables(api, 3, [{"player": ann["id"]}, {}], auth(ann["key"]))
    drain(projector)
    gid, _ = played_table(api)
    lists = ["/v1/games", f"/v1/players/{ann['id']}/games", f"/v1/games/{gid}/events", f"/v1/games/{gid}/log"]
    cursors = {path: api.get(path, query_string={"limit": 1}).json["next"] for path in lists}
    assert all(cursors.values())
    for path in lists:
        foreign = [c for p, c in cursors.items() if p != path and {p, path} != set(lists[2:])]
        for cursor in ["nonsense", "", "x" * 5000, *foreign]:
            assert_problem(api.get(path, query_string={"cursor": cursor}), 422, "bad_cursor")


def test_the_deprecated_positions_still_work_and_a_cursor_wins_over_them(api, wired):
    projector = projector_for(wired)
    open_tables(api, 5, [{"name": "ann"}, {}])
    drain(projector)
    gid, _ = played_table(api)
    drain(projector)
    first = api.get("/v1/games", query_string={"limit": 2}).json
    second = api.get("/v1/games", query_string={"limit": 2, "cursor": first["next"]}).json
    assert api.get("/v1/games", query_string={"limit": 2, "offset": 2}).json == second
    assert api.get("/v1/games", query_string={"limit": 2, "offset": 0, "cursor": first["next"]}).json == second
    for path in (f"/v1/games/{gid}/events", f"/v1/games/{gid}/log"):
        first = api.get(path, query_string={"limit": 2}).json
        after = items_of(first)[-1]
        second = api.get(path, query_string={"limit": 2, "cursor": first["next"]}).json
        assert items_of(second)[0] == after + 1
        assert api.get(path, query_string={"limit": 2, "after": after}).json == second
        assert api.get(path, query_string={"limit": 2, "after": 0, "cursor": first["next"]}).json == second


def test_the_openapi_document_describes_one_paging_style(api):
    spec = yaml.safe_load(api.get("/openapi.yaml").data)
    operations = {"listGames": "offset", "listPlayerGames": None, "listEvents": "after", "getLog": "after"}
    found = {op["operationId"]: op for path in spec["paths"].values() for op in path.values()
             if isinstance(op, dict) and op.get("operationId") in operations}
    for name, alias in operations.items():
        parameters = {p["name"]: p for p in found[name]["parameters"] if p["in"] == "query"}
        assert {"cursor", "limit"} <= set(parameters)
        if alias:
            assert parameters[alias].get("deprecated") is True
        assert found[name]["responses"]["200"]["headers"]["Link"] == {"$ref": "#/components/headers/NextPageLink"}
    assert "NextPageLink" in spec["components"]["headers"]
