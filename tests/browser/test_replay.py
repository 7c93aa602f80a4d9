"""Replay in a real Chromium against the real processes: autoplay walks the shown version to the end, and "jump to
my turns" lands on the versions where the seat this browser holds decided (a spectator chooses the seat)."""

from __future__ import annotations

import json
import re

import httpx
import pytest

from tests.browser.test_web_client import (
    polite_post,
)

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def finished(service):
    """A Bias Effect game to its end: ada's seat played over the API (her first move each time), a bot the other."""
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        created = polite_post(http, "/v1/games", json={"game": "bias-effect",
                                                       "seats": [{"name": "ada"}, {"bot": "easy"}]}).json()
        gid, token = created["id"], created["tokens"]["0"]
        seat = {"Authorization": f"Bearer {token}"}
        played = 0
        # The seat's state stream: a frame after every change, until the game ends.
        with http.stream("GET", f"/v1/games/{gid}/stream", params={"as": "state"},
                         headers={**seat, "Accept": "application/x-ndjson"}, timeout=120) as stream:
            for line in stream.iter_lines():
                frame = json.loads(line) if line.strip() else {}
                moves = [m for m in frame.get("moves") or [] if not m.get("template")]
                if moves and frame["version"] > played:
                    played = frame["version"]
                    command = {k: v for k, v in moves[0].items() if k not in ("label", "targets", "fields")}
                    response = polite_post(http, f"/v1/games/{gid}/commands", json=command,
                                           headers={**seat, "If-Match": f'"{frame["version"]}"'})
                    assert response.status_code in (201, 409, 412), response.text  # 409/412: the bot moved first
        table = http.get(f"/v1/games/{gid}").json()
        assert table["status"] == "finished"
        entries = http.get(f"/v1/games/{gid}/log", params={"limit": 1000}).json()["entries"]
        yield {"created": created, "table": table, "entries": entries}


def shown(page) -> int:
    return int(page.locator("#state-version").get_attribute("data-version"))


def test_autoplay_advances_the_shown_version_to_the_end(pages, finished):
    gid, last = finished["table"]["id"], finished["table"]["version"]
    page = pages.open(f"#/replay/{gid}")
    page.locator(f"#state-version[data-version='{last}']").wait_for()
    start = last - 12
    page.get_by_label(re.compile("^Step")).fill(str(start))
    page.locator(f"#state-version[data-version='{start}']").wait_for()
    page.get_by_label("Speed").select_option(label="fastest")
    play = page.locator("#autoplay")
    play.click()
    assert play.get_attribute("aria-pressed") == "true"
    # Each step waits for the next decision's version to be drawn; the end pauses the autoplay.
    seen = [start]
    while seen[-1] < last:
        page.wait_for_function("(v) => Number(document.querySelector('#state-version')?.dataset.version) > v",
                               arg=seen[-1], timeout=10_000)
        seen.append(shown(page))
    assert seen == sorted(seen) and len(seen) > 2
    page.locator("#autoplay[aria-pressed=false]").wait_for()
    assert play.inner_text().endswith("Play") and shown(page) == last


def test_jump_to_my_turns_lands_where_my_seat_decided(pages, finished):
    gid = finished["table"]["id"]
    token = finished["created"]["tokens"]["0"]
    decided = {seat: {e.get("to", e["v"]) for e in finished["entries"] if e["seat"] == seat} for seat in (0, 1)}
    assert decided[0] and decided[1]

    # The browser holding ada's seat: her turns.
    page = pages.open(f"#/play/{gid}?seat=0&token={token}&name=ada")
    page.locator("#final-scores").wait_for()
    page.goto(f"{pages.base_url}/#/replay/{gid}")
    page.locator("#state-version").wait_for()
    page.get_by_label(re.compile("^Step")).fill("1")
    page.locator("#state-version[data-version='1']").wait_for()
    landed = []
    for _ in range(3):
        before = shown(page)
        page.get_by_role("button", name="My next turn").click()
        page.wait_for_function("(v) => Number(document.querySelector('#state-version')?.dataset.version) > v",
                               arg=before)
        landed.append(shown(page))
    assert set(landed) <= decided[0] and landed == sorted(decided[0])[:3]
    page.get_by_role("button", name="My previous turn").click()
    page.locator(f"#state-version[data-version='{landed[1]}']").wait_for()

    # A spectator chooses whose turns: the bot's.
    page.evaluate("() => localStorage.clear()")
    page.reload()
    page.locator("#state-version").wait_for()
    page.get_by_label("Turns of").select_option("1")
    page.get_by_label(re.compile("^Step")).fill("1")
    page.locator("#state-version[data-version='1']").wait_for()
    page.get_by_role("button", name="Next turn", exact=False).click()
    page.locator(f"#state-version[data-version='{min(decided[1])}']").wait_for()
