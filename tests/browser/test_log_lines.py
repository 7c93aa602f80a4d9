"""A decision's line in the log tells what it caused that a player must not miss (issue 50 item 3), in a real
Chromium against the real processes: at Corporate Anarchy, a move that uncovers a tile ("landed on the Alarm …:
their turn ended and the tile was flipped back over") says so on its line, after the move, without opening its
"What happened"; the turn's bookkeeping (a turn ended, the next began) stays inside it."""

from __future__ import annotations

import json

import pytest

from tests.browser.test_web_client import polite_post

pytestmark = pytest.mark.e2e

# The line as it shows with its details folded: its text outside "What happened".
LINE_SHOWN = "(li) => [...li.childNodes].filter((n) => n.nodeName !== 'DETAILS').map((n) => n.textContent).join('')"
UNCOVERED = "TileUncovered"  # rulebook: "To uncover a tile, you must end your movement phase by landing on that tile"


def uncovered_entry(entries: list[dict]) -> dict | None:
    """The first decision whose consequences include a tile uncovered (not the decision's own first event)."""
    return next((e for e in entries if any(d["type"] == UNCOVERED for d in e["details"][1:])), None)


def test_a_move_that_uncovers_a_tile_says_so_on_its_line(pages, http):
    created = polite_post(http, "/v1/games", json={"game": "corporate-anarchy",
                                                   "seats": [{"bot": "easy"}, {"bot": "easy"}]}).json()
    gid = created["id"]
    # a spectator's state stream: a frame after every change, each with the log entries since the last
    entry = None
    with http.stream("GET", f"/v1/games/{gid}/stream", params={"as": "state"},
                     headers={"Accept": "application/x-ndjson"}, timeout=120) as stream:
        for line in stream.iter_lines():
            if line.strip() and (entry := uncovered_entry(json.loads(line).get("log") or [])):
                break
    assert entry, "the bots' game ended with no tile uncovered"
    # The game marks the uncovering a headline, and not the turn's bookkeeping.
    headline = [d["summary"]["text"] for d in entry["details"][1:] if d["headline"]]
    routine = [d["summary"]["text"] for d in entry["details"] if d["type"] in ("TurnStarted", "TurnEnded")]
    assert any(d["type"] == UNCOVERED and d["headline"] for d in entry["details"])

    page = pages.open(f"#/watch/{gid}")
    line = page.locator(f"#log > li[data-v='{entry['v']}']")
    line.wait_for()
    assert not line.locator("details").evaluate_all("(all) => all.some((d) => d.open)")
    shown = line.evaluate(LINE_SHOWN)
    assert shown == f"{entry['summary']['text']} → {' '.join(headline)}"
    for text in routine:
        assert text not in shown
