"""Issue 51 item 2: every event since the agent's last turn is told, grouped by decision (who decided what, then
what followed from it). Games played through the MCP server against the service's bots, reading only the text;
the Accident and Payday, which a game reaches only by chance or late, are played at the pure level through the
same redaction, summaries and log grouping the service uses."""

from __future__ import annotations

import random

import pytest
from mcp import Client

from games import REGISTRY
from games import table as tables
from service import game_log
from service.mcp import reads
from service.mcp.server import build
from tests.support.asyncio_apart import run_apart
from tests.support.scripted_table import ScriptedTable

MAX_TURNS = 600


def first_listed(turn: dict) -> int:
    return next(move["n"] for move in turn["moves"] if not move["template"])


async def a_whole_game(url: str, game: str, bots: int) -> list[dict]:
    """Every turn's structured answer of an agent playing its first listed move against ``bots`` easy bots."""
    turns = []
    async with Client(build(url)) as agent:
        made = await agent.call_tool("create_table", {"game": game, "seats": [{}] + [{"bot": "easy"}] * bots})
        assert not made.is_error, made.content
        gid = made.structured_content["gid"]
        for _ in range(MAX_TURNS):
            answer = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 120})
            assert not answer.is_error, answer.content
            turns.append(answer.structured_content)
            if answer.structured_content["status"] != "active":
                return turns
            if answer.structured_content["your_turn"]:
                played = await agent.call_tool("play", {"gid": gid, "move": first_listed(answer.structured_content)})
                assert not played.is_error, played.content
    raise AssertionError(f"{game} did not end in {MAX_TURNS} turns")


def groups(turns: list[dict]) -> list[dict]:
    return [group for turn in turns for group in turn["log"]]


def in_text(turn: dict, group: dict) -> bool:
    """Whether the turn's text tells ``group`` as the log's lines: the decision, its consequences indented."""
    lines = [f"- {group['decision']}", *(f"  - {text}" for text in group["then"])]
    return "\n".join(lines) in turn["text"]


@pytest.fixture(scope="module")
def bias_effect(shared_service):
    return run_apart(a_whole_game(shared_service.base_url, "bias-effect", 2))


@pytest.fixture(scope="module")
def corporate_anarchy(shared_service):
    return run_apart(a_whole_game(shared_service.base_url, "corporate-anarchy", 2))


@pytest.fixture(scope="module")
def tabletop_climber(shared_service):
    return run_apart(a_whole_game(shared_service.base_url, "tabletop-climber", 2))


@pytest.mark.e2e
def test_every_logged_event_reaches_the_agent_once_in_order(bias_effect, shared_service):
    """Nothing between two turns is left out or told twice: the turns' groups are the whole log's decisions, in order,
    each with as many consequences (the finished game's log shows what play hid, so the sentences may differ)."""
    from boardroom_sdk.client import Boardroom

    with Boardroom(shared_service.base_url) as api:
        gid = bias_effect[-1]["gid"]
        log = api.request("GET", f"/v1/games/{gid}/log", params={"limit": 5000}).json()["entries"]
    shape = [len(group["then"]) for group in groups(bias_effect)]
    assert shape == [len(group["then"]) for group in reads.decisions(log)]
    assert sum(shape) + len(shape) == bias_effect[-1]["version"], "one sentence per event"


@pytest.mark.e2e
def test_a_log_longer_than_a_page_is_read_to_the_turns_version(shared_service):
    """An agent back after many decisions is told all of them: the log is read page after page."""
    from boardroom_sdk.client import Boardroom

    with Boardroom(shared_service.base_url) as api:
        created = api.create_table("bias-effect", [{"name": f"p{n}"} for n in range(5)])
        for n in range(1, 5):
            created.seats[n].play(lambda _moves: {"type": "skip-trade"})
        seat = created.seats[0]
        version = seat.game()["version"]
        whole = reads.log_entries(seat, 0, version)
        paged = reads.log_entries(seat, 0, version, limit=2)
        assert len(whole) >= 5 and paged == whole and whole[-1]["to"] == version
        assert reads.log_entries(seat, 0, version - 1, limit=2) == [e for e in whole if e["to"] < version]


@pytest.mark.e2e
def test_bias_effect_bids_are_revealed_with_who_won_under_the_last_sealed_bid(bias_effect):
    """Rulebook: 'When all bids are ready, players reveal them at the same time ... The player with the highest bid
    gains control of the BELIEF card'; 'In the event of a TIE, the belief is deleted.'"""
    reveals = [(turn, group, text) for turn in bias_effect for group in turn["log"] for text in group["then"]
               if text.startswith("The bids were revealed (")]
    rounds = [text for turn in bias_effect for group in turn["log"] for text in [group["decision"], *group["then"]]
              if text.startswith("ROUND ") and text.endswith(" ended; the Autonomy counter advanced one space.")]
    assert len(reveals) >= len(rounds) >= 10
    for turn, group, text in reveals:
        assert " sealed a bid" in group["decision"], group
        assert all(f"{name} bid " in text for name in ("agent", "Easy bot", "Easy bot 2")), text
        assert "won the belief and spent" in text or "a TIE between" in text, text
        assert in_text(turn, group)


@pytest.mark.e2e
def test_corporate_anarchy_tells_the_tile_uncovered_even_on_the_winning_move(corporate_anarchy):
    """Rulebook: landing on a face-down tile 'turns it up'; the game is won the moment a player has killed one VIP
    of every other player."""
    end = corporate_anarchy[-1]
    assert end["status"] == "finished"
    winning = next(group for group in end["log"]
                   if any("won the game" in text for text in [group["decision"], *group["then"]]))
    told = [winning["decision"], *winning["then"]]
    uncovered = next(n for n, text in enumerate(told) if " uncovered the VIP on " in text)
    killed = next(n for n, text in enumerate(told) if " killed the VIP on " in text)
    won = next(n for n, text in enumerate(told) if "won the game" in text)
    assert uncovered < killed < won, told
    assert in_text(end, winning)


@pytest.mark.e2e
def test_tabletop_climber_tells_each_seasons_result_and_every_field_reset(tabletop_climber):
    """Rulebook: 'When everyone still holding cards except the player of the last play has passed, the field is
    reset'; each of the five seasons ends with its 1st and 2nd place."""
    told = [text for group in groups(tabletop_climber) for text in [group["decision"], *group["then"]]]
    ended = [text for text in told if " Season ended: " in text]
    assert [text.split(" Season ended")[0] for text in ended] == ["The 1st", "The 2nd", "The 3rd", "The 4th",
                                                                  "The 5th"]
    assert all("took 1st place" in text and "took 2nd place" in text for text in ended)
    groups_told = groups(tabletop_climber)
    resets = [(group, k) for group in groups_told for k, text in enumerate(group["then"])
              if text.startswith("The field was reset")]
    # a reset is never a decision of its own: it is told with the pass or play that caused it
    assert not any(group["decision"].startswith("The field was reset") for group in groups_told)
    causes = [[group["decision"], *group["then"]][k] for group, k in resets]
    assert any(" passed and skips their turns" in cause for cause in causes), causes


# ------------------------------------------------------------ the pure level: the service's redaction, summaries
# and grouping over a table played by bots, as seat 0 reads its log

class FoldedTable(ScriptedTable):
    """A scripted table that folds only the envelopes appended since it was last read (a whole game replayed
    before every command took seconds)."""

    @property
    def table(self):
        folded, upto = getattr(self, "_folded", (None, 0))
        self._folded = (tables.replay(self.envelopes[upto:], folded), len(self.envelopes))
        return self._folded[0]


def played_until(game: str, seats: int, happened, tables_tried: int = 40) -> ScriptedTable:
    """A table of ``game`` played by easy bots until an event ``happened`` (a predicate) is in its log: the first of
    ``tables_tried`` tables (each shuffled by its own id) whose game reaches one."""
    for attempt in range(tables_tried):
        table = FoldedTable(game, [{"name": name} for name in ("Ann", "Bob", "Cy")[:seats]])
        rng = random.Random(attempt)
        while not any(happened(envelope) for envelope in table.envelopes):
            now = table.table
            if not tables.to_act(now):
                break  # the game is over without it: try another table
            seat = tables.to_act(now)[0]
            table.command(seat, REGISTRY[game].bot(now["state"], seat, rng, "easy"), len(table.envelopes))
        else:
            return table
    raise AssertionError(f"{game}: no such event in {tables_tried} games")


def as_seat_reads(table: ScriptedTable, seat: int) -> list[dict]:
    """The table's log as ``seat``'s get_my_turn tells it: redacted for the seat, summarized, grouped."""
    now = table.table
    seen = [tables.summarized(now, tables.redact(now, envelope, seat)) for envelope in table.envelopes]
    return reads.decisions(game_log.entries(seen))


def test_the_accident_tells_the_seat_its_own_lost_card_and_no_other():
    """Rulebook (Accident, 8VP): before hand selection each player draws one card of their team at random; the
    drawn card is placed in the lodge. Each seat learns its own card only."""
    # the Accident is one of the 3 of 6 middle seasons drawn: about every other table reaches it
    table = played_until("tabletop-climber", 3, lambda e: e["type"] == "AccidentHappened")
    lost = next(e for e in table.envelopes if e["type"] == "AccidentHappened")["data"]["cards"]
    names = {c["id"]: c["name"] for c in REGISTRY["tabletop-climber"].components()}
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        told = [(group, text) for group in as_seat_reads(table, seat) for text in group["then"]
                if text.startswith("Accident: ")]
        assert len(told) == 1
        group, text = told[0]
        assert text == ("Accident: each player lost one random team card face down to their Lodge for this season; "
                        f"{name} lost {names[lost[seat]]}."), "the seat's own card, and no other seat's"
        assert "Season began under the Accident rules" in " ".join([group["decision"], *group["then"]])


def test_payday_tells_each_seats_pay_in_the_decision_that_chose_it():
    """Rulebook: 'In the Payday Phase, each player first calculates their current income level ... If income is
    higher, the player receives one coin for each point of difference ... If income is the lower value, the player
    must pay one coin per point of difference.'"""
    table = played_until("inventing-the-future", 3, lambda e: e["type"] == "PhaseEnded"
                         and (e.get("data") or {}).get("phase") == "payday")
    told = [(n, text) for n, group in enumerate(as_seat_reads(table, 0))
            for text in [group["decision"], *group["then"]]]
    start = next(k for k, (_, text) in enumerate(told) if "chose the Payday phase" in text)
    end = next(k for k, (_, text) in enumerate(told) if text == "The Payday phase ended.")
    paid = [text for _, text in told[start + 1:end]]
    for name in ("Ann", "Bob", "Cy"):
        assert sum(text.startswith(f"{name}'s income ") for text in paid) == 1, paid
    chooser = told[start][1].split(" chose the Payday phase")[0]
    assert f"{chooser} received $2 billion as the Payday bonus." in paid
    # the first seat's pay is told in the decision that chose Payday, not apart from it
    assert told[start + 1][0] == told[start][0] and told[start + 2][0] == told[start][0]
