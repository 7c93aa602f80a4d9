"""Issue 55 end to end: an 8-player, 3-round Swiss of Corporate Anarchy played by server bots on the real web,
projector and worker processes finishes, and its standings and tie-breaks are the ones the tables' own results
give."""

from __future__ import annotations

import itertools

import httpx
import pytest

from tests.support.progress import await_progress
from tests.support.tournaments import swiss_standings

pytestmark = pytest.mark.e2e


def test_an_eight_player_swiss_of_server_bots_finishes_with_standings_from_its_tables(service):
    with httpx.Client(base_url=service.base_url, timeout=30) as http:
        created = http.post("/v1/tournaments", json={
            "game": "corporate-anarchy", "format": "swiss", "rounds": 3, "players_per_table": 2,
            "clock": {"type": "move", "seconds": 120}, "entrants": [{"bot": "easy"}] * 8})
        assert created.status_code == 201, created.text
        tid = created.json()["id"]

        def state() -> tuple[dict, list[int]]:
            rounds = http.get(f"/v1/tournaments/{tid}/rounds").json()
            games = [http.get(f"/v1/games/{t['gid']}").json()["version"] for t in rounds["rounds"][-1]["tables"]]
            return rounds, games

        await_progress(state, lambda s: http.get(f"/v1/tournaments/{tid}").json()["status"] == "finished",
                       progress=lambda s: (s[0]["version"], sum(s[1])), what=f"tournament {tid}")
        rounds = http.get(f"/v1/tournaments/{tid}/rounds").json()["rounds"]
        assert [len(r["tables"]) for r in rounds] == [4, 4, 4]
        pairs = [tuple(sorted(t["entrants"])) for r in rounds for t in r["tables"]]
        assert len(set(pairs)) == 12
        expected = swiss_standings(rounds, lambda gid: http.get(f"/v1/games/{gid}").json()["result"]["ranking"])
        standings = http.get(f"/v1/tournaments/{tid}/standings").json()["standings"]
        assert {row["entrant"]: {k: row[k] for k in ("points", "buchholz", "sonneborn_berger")}
                for row in standings} == expected
        keys = [(row["points"], row["buchholz"], row["sonneborn_berger"]) for row in standings]
        assert keys == sorted(keys, reverse=True)
        for a, b in itertools.pairwise(standings):
            assert (a["rank"] == b["rank"]) == ((a["points"], a["buchholz"], a["sonneborn_berger"])
                                                == (b["points"], b["buchholz"], b["sonneborn_berger"]))
