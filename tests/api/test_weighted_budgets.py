"""Budgets weighted by what a request costs (issue 49 items 2 and 6): the expensive public reads (the API document,
the catalogues, a game's history) share one budget, each read spending by its cost, and each caller has a total
over every route, weighted the same way, so no caller takes the machine however it spreads its requests.
Limits on, as in production; the counters in the real test Redis."""

from __future__ import annotations

import pytest
from limits import parse_many

from service.http.api import pages
from service.http.app import create_app
from tests.api.test_limits import assert_429, limited_client, parsed_policy
from tests.support.spine import play_out, projector_for


def left(response, budget: str) -> int:
    return parsed_policy(response.headers["RateLimit"])[budget]["r"]


def spends(client, path: str, budget: str = "expensive", **kwargs) -> int:
    """What one request to ``path`` spends of ``budget``, read from the RateLimit header around it."""
    before = left(client.get("/v1/games" if budget.startswith("total") else "/v1/catalog"), budget)
    answer = client.get(path, **kwargs)
    assert answer.status_code in (200, 304), (path, answer.status_code)
    return before - left(answer, budget)


@pytest.fixture
def long_game(wired):
    """A finished Tabletop Climber table of four easy bots (some 300 events), and a client with the limits on."""
    client, wiring = limited_client(wired, limit_expensive="100000/minute", limit_total="100000/minute")
    gid = client.post("/v1/games", json={"game": "tabletop-climber", "seats": [{"bot": "easy"}] * 4}).json["id"]
    table = play_out(wiring, projector_for(wiring), gid)
    return client, gid, table["version"]


def test_a_history_read_costs_by_the_events_it_reads(long_game):
    client, gid, version = long_game

    def cost(path, status=200, **kwargs):
        """What one request spends of the total (the expensive reads' budget spends the same)."""
        before = left(client.get("/v1/games"), "total")
        answer = client.get(path, **kwargs)
        assert answer.status_code == status, answer.get_data(as_text=True)[:300]
        return before - left(answer, "total")

    assert version > 200
    for route in ("events", "log"):
        one, hundred, whole = (cost(f"/v1/games/{gid}/{route}?limit={n}") for n in (1, 100, 5000))
        assert one < hundred < whole, (route, one, hundred, whole)
        # a page from the last event on reads one event, whatever its limit: the cost of a one-event page
        assert cost(f"/v1/games/{gid}/{route}?limit=5000&cursor={pages.encode('history', version - 1)}") == one
    export = cost(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"})
    assert cost(f"/v1/games/{gid}/events?limit=5000") >= export > cost(f"/v1/games/{gid}/events?limit=100")
    assert cost(f"/v1/games/{gid}/state?at=1") < cost(f"/v1/games/{gid}/state?at={version}")
    assert cost(f"/v1/games/{gid}/audit") > export  # re-deciding every decision: the dearest read
    assert cost("/v1/games/no-such-game/events?limit=5000", status=404) < hundred  # nothing read


def test_the_document_costs_by_its_bytes_and_a_copy_revalidated_costs_one(long_game):
    client, _, _ = long_game
    document = client.get("/openapi.yaml")
    catalogue = spends(client, "/v1/catalog")
    assert spends(client, "/openapi.yaml") >= 20 * catalogue  # 700 kB against 21 kB
    assert spends(client, "/openapi.yaml", headers={"If-None-Match": document.headers["ETag"]}) == 1
    components = client.get("/v1/catalog/bias-effect")
    assert spends(client, "/v1/catalog/bias-effect") > catalogue
    assert spends(client, "/v1/catalog/bias-effect", headers={"If-None-Match": components.headers["ETag"]}) == 1


def test_the_catalogue_routes_share_one_budget_per_caller(wired):
    """Issue 49 item 6: the catalogue's three routes had a budget each of 50 a second: an anonymous client
    reading them at their budgets took 8.9x on others' p99."""
    client, _ = limited_client(wired, limit_expensive="30/minute")
    answers = [client.get(path) for path in ["/v1/catalog/bias-effect"] * 3 + ["/v1/catalog"] * 2]
    refused = next(a for a in answers if a.status_code != 200)
    assert_429(refused, "rate_limited")
    assert "expensive" in parsed_policy(refused.headers["RateLimit-Policy"])
    assert_429(client.get("/v1/catalog/tabletop-inc/rules"), "rate_limited")  # the same budget, spent
    assert client.get("/v1/catalog", environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 200
    assert client.get("/v1/games").status_code == 200  # an ordinary read is not an expensive one


def test_a_caller_past_its_total_is_refused_on_every_route_and_others_are_not(wired, dice_race):
    client, _ = limited_client(wired, limit_total="12/minute", limit_default="100/second")
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    gid, seat = created["id"], {"Authorization": f"Bearer {created['tokens']['0']}"}
    routes = [f"/v1/games/{gid}", "/v1/games", "/v1/leaderboards/dice-race"]
    answers = [client.get(routes[n % len(routes)]) for n in range(12)]
    assert [a.status_code for a in answers].count(200) == 11  # the creation spent 1 of the 12
    refused = answers[-1]
    assert_429(refused, "rate_limited")
    assert parsed_policy(refused.headers["RateLimit-Policy"])["total"] == {"q": 12, "w": 60}
    assert parsed_policy(refused.headers["RateLimit"])["total"]["r"] == 0
    assert "over every route" in refused.json["detail"]
    for path in (*routes, "/v1/catalog", "/no/such/route"):  # every route, from this process's memory
        assert_429(client.get(path), "rate_limited")
    assert client.get(f"/v1/games/{gid}", headers=seat).status_code == 200  # the seat is a caller of its own
    assert client.get("/v1/games", environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 200


def test_requests_no_route_serves_spend_the_total_too(wired):
    client, _ = limited_client(wired, limit_total="3/minute", limit_default="100/second")
    assert [client.get(f"/no/such/route/{n}").status_code for n in range(3)] == [404, 404, 404]
    assert_429(client.get("/v1/games"), "rate_limited")


def test_the_total_is_counted_across_web_processes(wired):
    """Two apps on one Redis, as two gunicorn workers: the total is the caller's, whichever answers."""
    from dataclasses import replace

    from service.bootstrap import use

    wiring = use(replace(wired.settings, rate_limits=True, limit_total="10/minute", limit_default="100/second"))
    first, second = (create_app(wiring).test_client() for _ in range(2))
    statuses = [(first if n % 2 else second).get("/v1/games").status_code for n in range(10)]
    assert statuses == [200] * 10
    assert_429(first.get("/v1/games"), "rate_limited")
    assert_429(second.get("/v1/games"), "rate_limited")


def test_a_bot_at_the_commands_budget_and_a_person_opening_a_table_stay_within_the_default_total(wired):
    """The default total is for callers that take too much, never for play: a bot posting as fast as the commands
    budget lets it, reading its moves before each command and its table after, spends at most half of it a second
    at a time and two thirds a minute at a time; a person opening a table in the web client a quarter of a
    second's."""
    client, wiring = limited_client(wired)
    settings = wiring.settings
    per_second, per_minute = parse_many(settings.limit_total)
    commands = parse_many(settings.limit_commands)[0]
    created = client.post("/v1/games", json={"game": "tabletop-climber", "seats": [{"name": n} for n in "abc"]}).json
    gid, tokens = created["id"], created["tokens"]
    seat = str(client.get(f"/v1/games/{gid}").json["to_act"][0])
    auth = {"Authorization": f"Bearer {tokens[seat]}"}

    def spent(send):
        before = left(client.get(f"/v1/games/{gid}", headers=auth), "total-minute")
        return before - left(send(), "total-minute")

    moves = client.get(f"/v1/games/{gid}/moves", headers=auth).json
    move = next(m for m in moves["moves"] if not m.get("template"))
    a_turn = spent(lambda: client.get(f"/v1/games/{gid}/moves", headers=auth)) + \
        spent(lambda: client.post(f"/v1/games/{gid}/commands", json=move, headers=auth)) + \
        spent(lambda: client.get(f"/v1/games/{gid}", headers=auth))
    a_second = commands.amount / commands.get_expiry() * a_turn
    assert a_second <= per_second.amount / 2
    assert a_second * per_minute.get_expiry() <= per_minute.amount * 2 / 3

    opening = sum(spent(lambda path=path: client.get(path, headers=auth)) for path in (
        "/v1/catalog", "/v1/catalog/tabletop-climber", "/v1/catalog/tabletop-climber/rules", f"/v1/games/{gid}",
        f"/v1/games/{gid}/moves", f"/v1/games/{gid}/log?limit=200"))
    assert opening <= per_second.amount / 4


@pytest.mark.parametrize("query", ["cursor=not-a-cursor", "cursor=", "limit=many", "after=-5", "limit=-1",
                                   "limit=99999999999999999", "after=1e400"])
def test_a_query_the_weights_cannot_read_is_refused_by_the_route_and_still_counted(wired, dice_race, query):
    """A malformed query is the route's to refuse (422): weighing it must not fail, which would have made the
    limiter count in memory as if its Redis were gone."""
    client, _ = limited_client(wired)
    gid = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {}]}).json["id"]
    for path in (f"/v1/games/{gid}/events?{query}", f"/v1/games/{gid}/log?{query}", f"/v1/games/{gid}/state?at=x"):
        refused = client.get(path)
        assert refused.status_code == 422, (path, refused.status_code)
        assert "total-minute" in parsed_policy(refused.headers["RateLimit"])  # still counted in Redis
