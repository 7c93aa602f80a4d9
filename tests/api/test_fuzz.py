"""Issue 14's acceptance: hypothesis throws names, header values and query integers at the API;
every answer is below 500, and every 4xx is an application/problem+json with a stable code.

Names are drawn from all of Unicode including lone surrogates and control characters (sent as
JSON escapes, the only way a surrogate crosses the wire); headers from everything a header may
carry (latin-1 without CR/LF); query integers from huge, negative and non-numeric strings.
"""

from __future__ import annotations

import json
import logging

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PROBLEM = "application/problem+json"
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

HOSTILE = ["\x00", "\n", "\x1b", "\x7f", "\ud800", "\udfff", "\u202e", "\u2066", "\u200b", "\u2028", "\ufeff",
           "e\u0301", " ", "a"]
names = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=80),  # every category, surrogates included
    st.lists(st.sampled_from(HOSTILE), max_size=70).map("".join),  # mostly the characters the rules are about
)
header_values = st.text(st.characters(min_codepoint=0x09, max_codepoint=0xFF, exclude_characters="\r\n\x0b\x0c"),
                        max_size=300)
numbers = st.one_of(
    st.sampled_from(["9" * 25, "9" * 5000, "-" + "9" * 25, "18446744073709551616", str(2**53)]),  # the issue's
    st.integers(min_value=-(10**40), max_value=10**40).map(str),
    st.from_regex(r"\A-?[0-9]{15,5000}\Z"),
    st.sampled_from(["", " ", "1e3", "0x10", "+5", "1_000", "NaN", "\u0661\u0662", "9" * 4301]),
    st.text(max_size=20),
)


@pytest.fixture
def api(dice_race, client, wired, caplog):
    caplog.set_level(logging.ERROR)
    yield client
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "fuzzing logged an error"


@pytest.fixture
def games(api, wired):
    """An open game (for joins), a running one (for commands) and a finished one (for streams)."""
    def create(seats):
        response = api.post("/v1/games", json={"game": "dice-race", "seats": seats})
        assert response.status_code == 201
        return response.json

    running = create([{"name": "ann"}, {"name": "bob"}])
    finished = create([{"name": "cy"}, {"name": "di"}])
    for seat in [0, 1] * 3:
        wired.handler.execute(finished["id"], seat, {"type": "roll"})
    assert wired.handler.finish(finished["id"])
    return {"open": create([{"name": "eve"}, {}, {}, {}]), "running": running, "finished": finished}


def check(response) -> None:
    response.get_data()  # runs a stream's generator to its end (the games streamed here are finished)
    assert response.status_code < 500, response.data[:500]
    if response.status_code >= 400:
        assert response.mimetype == PROBLEM, response.data[:500]
        body = response.json
        assert body["status"] == response.status_code and body["code"] and body["detail"]
        assert len(response.data) < 4096  # nothing hostile is echoed back in full
    response.close()


def json_text(value) -> bytes:
    # ensure_ascii: a lone surrogate travels as the escape \udXXX, as a hostile client would send it
    return json.dumps(value, ensure_ascii=True).encode()


@FUZZ
@given(name=names, other=names)
def test_names_on_create_and_join(api, games, name, other):
    check(api.post("/v1/games", data=json_text({"game": "dice-race", "seats": [{"name": name}, {"name": other}]}),
                   content_type="application/json"))
    check(api.post(f"/v1/games/{games['open']['id']}/join", data=json_text({"name": name}),
                   content_type="application/json"))


def _header_safe(text: str) -> bool:
    return all(ord(c) <= 0xFF and c not in "\r\n\x0b\x0c" for c in text)


header_numbers = numbers.filter(_header_safe)
versions = st.one_of(header_values, header_numbers, header_numbers.map(lambda n: f'"{n}"'),
                     header_numbers.map(lambda n: f'W/"{n}"'))


@FUZZ
@given(if_match=versions, key=header_values, authorization=header_values, content_type=header_values,
       last_event_id=versions)
def test_header_values(api, games, if_match, key, authorization, content_type, last_event_id):
    """Each header is varied on a request that is otherwise valid, so it is the one that is checked."""
    running, finished = games["running"], games["finished"]
    token = running["tokens"][str(running["to_act"][0])] if running["to_act"] else ""
    url, roll = f"/v1/games/{running['id']}/commands", b'{"type": "roll"}'
    check(api.post(url, data=roll, content_type="application/json",
                   headers={"Authorization": f"Bearer {token}", "If-Match": if_match, "Idempotency-Key": key}))
    check(api.post(url, data=roll, headers={"Authorization": f"Bearer {token}", "Content-Type": content_type}))
    check(api.post(url, data=roll, content_type="application/json", headers={"Authorization": authorization}))
    seats = json_text({"game": "dice-race", "seats": [{"name": "a"}, {"bot": "easy"}]})
    check(api.post("/v1/games", data=seats, content_type="application/json", headers={"Idempotency-Key": key}))
    check(api.post("/v1/games", data=seats, headers={"Content-Type": content_type}))
    check(api.get(f"/v1/games/{finished['id']}/stream", headers={"Last-Event-ID": last_event_id}))
    check(api.get(f"/v1/games/{finished['id']}/stream", headers={"Authorization": authorization,
                                                                 "Accept": content_type}))
    check(api.get(f"/v1/games/{finished['id']}/events", headers={"Authorization": authorization,
                                                                 "Accept": content_type}))


@FUZZ
@given(after=numbers, limit=numbers, offset=numbers, at=numbers)
def test_query_integers(api, games, after, limit, offset, at):
    gid = games["finished"]["id"]
    check(api.get("/v1/games", query_string={"offset": offset, "limit": limit}))
    check(api.get(f"/v1/games/{gid}/events", query_string={"after": after, "limit": limit}))
    check(api.get(f"/v1/games/{gid}/events", query_string={"after": after},
                  headers={"Accept": "application/x-ndjson"}))
    check(api.get(f"/v1/games/{gid}/state", query_string={"at": at}))
    check(api.get(f"/v1/games/{gid}/stream", query_string={"after": after}))
