"""Issue 48's acceptance: every text a person reads of a whole game of each game (summaries, log, move labels, the
reasons of moves not offered, the result's score sheets) names seats apart and from 1, and names components by
what they are. A person plays against two server bots of one level, over the real processes in the production
configuration (rate limits on)."""

from __future__ import annotations

import random
import re

import httpx
import pytest

from games import REGISTRY
from games.texts import default_summary
from tests.e2e.api_client import validated_client
from tests.e2e.generic_player import GenericPlayer

pytestmark = pytest.mark.e2e

# A 0-based seat shows as "seat 0", "player 0" or an HQ, hand or board numbered instead of named.
SEAT_AS_NUMBER = re.compile(r"\b(?:HQ|hand|board|tableau)s? #?\d+\b|\b(?:seat|player) #?0\b", re.I)
# Tabletop Inc.'s cards were named by kind and id ("Freelancer F13", "Item I10", "Award card A3").
KIND_AND_ID = re.compile(r"\b(?:Freelancer|Item|Skill card|Objective|Award card|Specialist|WOW card) [A-Z]?\d+\b")
SAYS_NOTHING = re.compile(r"finished a step\.$")  # which step, and what it did, must follow
RAW_VALUE = re.compile(r"\b(?:True|False|None|true|false|null)\b")  # a raw boolean or null; "none" is a word


def texts_of(http: httpx.Client, gid: str, token: str) -> tuple[list[str], set[str]]:
    """Every event summary and log text, as the person's seat and as a spectator read them; and the types of the
    events told only by the default summary, which says nothing the type does not ("Ann: cards played.")."""
    texts, untold = [], set()
    for headers in ({"Authorization": f"Bearer {token}"}, {}):
        events = http.get(f"/v1/games/{gid}/events", params={"limit": 5000}, headers=headers).raise_for_status()
        texts += [event["summary"]["text"] for event in events.json()["events"]]
        untold |= {event["type"] for event in events.json()["events"]
                   if event["summary"]["template"] == default_summary(event)[0]}
        log = http.get(f"/v1/games/{gid}/log", params={"limit": 5000}, headers=headers).raise_for_status().json()
        texts += [d["summary"]["text"] for entry in log["entries"] for d in entry["details"]]
    return texts, untold


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_text_of_a_whole_game_names_seats_apart_and_from_one(shared_service, slug):
    with validated_client(base_url=shared_service.base_url, timeout=httpx.Timeout(30.0, read=120.0)) as http:
        seats = [{"name": "Ann"}, {"bot": "easy"}, {"bot": "easy"}]
        created = http.post("/v1/games", json={"game": slug, "seats": seats}).raise_for_status().json()
        gid = created["id"]
        played = GenericPlayer(http, gid, created["tokens"]["0"], slug, random.Random(slug)).play()
        assert played.final["status"] == "finished"
        texts, untold = texts_of(http, gid, created["tokens"]["0"])
        finished = http.get(f"/v1/games/{gid}").raise_for_status().json()
        rules = http.get(f"/v1/catalog/{slug}/rules").raise_for_status().json()

    assert rules["quick_reference"].startswith("## Quick reference") and "## Scoring" in rules["markdown"]
    names = [seat["name"] for seat in finished["seats"]]
    assert names == ["Ann", "Easy bot", "Easy bot 2"], "two bots of one level are told apart"
    reasons = [f"{entry['label']}: {entry['reason']}" for entry in played.unavailable.values()]
    breakdown = finished["result"]["breakdown"]
    sheet = [row["text"] for rows in breakdown.values() for row in rows]
    read = texts + sorted(played.labels) + reasons + sheet
    assert read and breakdown.keys() == {"0", "1", "2"}
    for text in read:
        assert not SEAT_AS_NUMBER.search(text), text
        assert not KIND_AND_ID.search(text), text
        for number in re.findall(r"\bseat (\d+)\b", text, re.I):
            assert 1 <= int(number) <= len(seats), text
    assert not [text for text in texts if SAYS_NOTHING.search(text)] and not untold, untold
    for rows in breakdown.values():
        assert rows[0]["label"] == "Place" and re.fullmatch(r"\d(st|nd|rd|th)( \(tied\))?", rows[0]["value"])
        for row in rows:
            assert row["text"] == f"{row['label']}: {row['value']}" and not RAW_VALUE.search(str(row["value"])), row
