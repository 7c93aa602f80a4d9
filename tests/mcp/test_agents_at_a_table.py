"""Issue 51: agents at one Bias Effect table through the MCP server (the SDK's own client, in process) against the
real service: moves that stay legal are played whoever acted in between, a reply agrees with itself, and every
refusal says what happened in the agent's terms."""

from __future__ import annotations

import pytest
from boardroom_sdk.client import Boardroom, Seat
from mcp import Client

from service.mcp import reads
from service.mcp.server import build
from tests.support.asyncio_apart import run_apart

pytestmark = pytest.mark.e2e

GAME = "bias-effect"
MAX_TURNS = 400


def first_move(turn) -> int:
    return next(move["n"] for move in turn.structured_content["moves"] if not move["template"])


def agrees_with_itself(turn) -> None:
    """The view, the moves and the log of one reply are of the version it states."""
    facts = turn.structured_content
    assert not turn.is_error, turn.content
    if facts["status"] == "active":
        assert facts["your_turn"] == (facts["seat"] in facts["view"]["to_act"]), facts


async def two_agents(url: str) -> dict:
    """Agent A creates a table with an open seat for B; in every simultaneous phase B plays between A's get_my_turn
    and A's play."""
    async with Client(build(url)) as a, Client(build(url)) as b:
        created = await a.call_tool("create_table", {"game": GAME, "seats": [{}, {}]})
        assert not created.is_error, created.content
        gid = created.structured_content["gid"]
        joined = await b.call_tool("join_table", {"gid": gid})
        assert not joined.is_error and joined.structured_content["seat"] == 1, joined.content
        between, refusals = 0, []
        for _ in range(MAX_TURNS):
            turn_a = await a.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 0})
            turn_b = await b.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 0})
            agrees_with_itself(turn_a)
            agrees_with_itself(turn_b)
            if turn_a.structured_content["status"] == "finished":
                return {"between": between, "refusals": refusals, "end": turn_a.structured_content}
            plays = []
            if turn_b.structured_content["your_turn"]:
                plays.append(b.call_tool("play", {"gid": gid, "move": first_move(turn_b)}))
            if turn_a.structured_content["your_turn"]:
                plays.append(a.call_tool("play", {"gid": gid, "move": first_move(turn_a)}))
            if len(plays) == 2:
                between += 1
            if not plays:  # the game is over by its rules: wait for its scoring
                ended = await a.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})
                assert ended.structured_content["status"] == "finished", ended.structured_content["text"]
                continue
            for play in plays:  # B's first, then A's on the turn it read before B played
                played = await play
                if played.is_error:
                    refusals.append(played.content[0].text)
        raise AssertionError(f"the game did not end in {MAX_TURNS} turns")


def test_two_agents_play_the_simultaneous_phases_without_a_refused_legal_move(shared_service):
    seen = run_apart(two_agents(shared_service.base_url))
    assert seen["refusals"] == []
    assert seen["between"] >= 10, "the other agent played between a get_my_turn and its play in every phase"
    assert seen["end"]["result"] is not None


def text_of(answer) -> str:
    return answer.content[0].text


def act(seat: Seat, command: dict) -> None:
    """``command`` posted on the version now, as a program playing that seat posts it."""
    seat.play(lambda _moves: command)


async def a_seat_acting_behind_the_agents_back(url: str) -> dict:
    """The agent (a registered player) reads its turn, then its own player acts through the API, not the agent:
    the moves the agent holds are of a version gone by."""
    with Boardroom(url) as me:
        player = me.register("agent-51")
        created = me.create_table(GAME, [{"player": player.id}, {"name": "Bea"}])
        gid, bea, elsewhere = created.table["id"], created.seats[1], me.seat(created.table["id"])
        said: dict = {}
        async with Client(build(url, player.key)) as agent:
            trading = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 30})
            said["trading"] = trading.structured_content
            act(elsewhere, {"type": "skip-trade"})
            act(bea, {"type": "skip-trade"})  # the bids begin: the agent's trade-in is gone, its bids are listed
            said["gone"] = await agent.call_tool("play", {"gid": gid, "move": first_move(trading)})
            bidding = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 30})
            act(elsewhere, {"type": "bid", "amount": 0})
            said["not_yours"] = await agent.call_tool("play", {"gid": gid, "move": first_move(bidding)})
            said["waited"] = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 0})
            said["resigned"] = await agent.call_tool("resign", {"gid": gid})
            said["ended"] = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 60})
            said["over"] = await agent.call_tool("play", {"gid": gid, "move": 1})
        return said


def test_a_move_gone_a_wrong_turn_a_wait_and_an_ended_game_are_told_in_the_agents_terms(shared_service):
    said = run_apart(a_seat_acting_behind_the_agents_back(shared_service.base_url))
    trade_in = next(move["label"] for move in said["trading"]["moves"] if not move["template"])
    gone = text_of(said["gone"])
    assert said["gone"].is_error and "moved_on: The game moved on since your get_my_turn" in gone, gone
    assert f"Your move {trade_in!r} is no longer legal" in gone and "call get_my_turn" in gone
    assert "Since then: agent-51 " in gone and ".." not in gone and "stale_version" not in gone
    not_yours = text_of(said["not_yours"])
    assert said["not_yours"].is_error and "It is not your turn: the table waits for seat 2 (Bea)" in not_yours
    assert "choose 1 to 0" not in not_yours and "stale_version" not in not_yours
    waited = said["waited"].structured_content
    assert not said["waited"].is_error and not waited["your_turn"]
    assert "Still not your turn after waiting 0 s for seat 2 (Bea): call get_my_turn again" in waited["text"]
    assert not said["resigned"].is_error, said["resigned"].content
    ended = said["ended"].structured_content
    assert ended["status"] == "finished" and ended["waited"] is None
    over = text_of(said["over"])
    assert said["over"].is_error and "The game is over (finished)" in over and "1 to 0" not in over


async def create_tables(url: str) -> dict:
    with Boardroom(url) as me:
        player = me.register("agent-51-creator")
    async with Client(build(url, player.key)) as keyed:
        own = await keyed.call_tool("create_table", {"game": GAME, "seats": [{"bot": "easy"}, {"player": player.id}]})
        own_turn = await keyed.call_tool("get_my_turn", {"gid": own.structured_content["gid"], "timeout_seconds": 30})
    async with Client(build(url)) as agent:
        return {"own": own, "own_turn": own_turn,
                "open_seat": await agent.call_tool("create_table", {"game": GAME, "seats": [{}, {"bot": "easy"}]}),
                "too_few": await agent.call_tool("create_table", {"game": GAME, "seats": [{}]}),
                "all_bots": await agent.call_tool("create_table", {"game": GAME, "seats": [{"bot": "easy"}] * 2})}


def test_create_table_takes_an_open_seat_and_says_why_it_refuses(shared_service):
    made = run_apart(create_tables(shared_service.base_url))
    assert not made["open_seat"].is_error, made["open_seat"].content
    gid = made["open_seat"].structured_content["gid"]
    with Boardroom(shared_service.base_url) as api:
        table = api.game(gid)
    assert made["open_seat"].structured_content["seat"] == 0 and table["seats"][0]["name"] == "agent"
    assert table["status"] == "active"
    too_few = text_of(made["too_few"])
    assert made["too_few"].is_error and "bad_player_count: Bias Effect is for 2 to 5 players" in too_few, too_few
    assert made["all_bots"].is_error and "Leave one seat for yourself" in text_of(made["all_bots"])
    assert not made["own"].is_error and made["own"].structured_content["seat"] == 1, made["own"].content
    assert made["own_turn"].structured_content["seat"] == 1 and made["own_turn"].structured_content["your_turn"]


class ActingBetween(Seat):
    """A seat whose every read of its moves comes after another seat acts: each read of the view and of the moves
    would be of different versions."""

    def __init__(self, seat: Seat, others: list[Seat]):
        super().__init__(seat.client, seat.gid, seat.token, seat.seat)
        self.others = others

    def moves(self):
        if self.others:
            act(self.others.pop(0), {"type": "skip-trade"})
        return super().moves()


SEATED = 4


def test_a_turns_view_digest_and_moves_are_of_one_version_though_a_seat_acts_between_the_reads(shared_service):
    """A seat acts between the read of the game and the read of the moves: the view and its digest are the ones
    at the moves' version."""
    with Boardroom(shared_service.base_url) as api:
        created = api.create_table(GAME, [{"name": f"p{n}"} for n in range(SEATED)])
        game, answer = reads.turn_reads(ActingBetween(created.seats[0], [created.seats[1]]))
        assert game["version"] == answer["version"] == api.game(created.table["id"])["version"]
        assert game["view"] == created.seats[0].game()["view"]
        assert sorted(game["view"]["to_act"]) == [0, *range(2, SEATED)]
        assert any("p2" in line["text"] for line in game["digest"]), "the digest names each seat"
        entries = reads.log_entries(created.seats[0], 0, game["version"] - 1)
        assert entries and all(entry["to"] < game["version"] for entry in entries)


class EndingBetween(Seat):
    """A seat whose game ends (the other seat resigns, the scoring job records the result) between its read of the
    game and its read of the moves."""

    def __init__(self, seat: Seat, other: Seat):
        super().__init__(seat.client, seat.gid, seat.token, seat.seat)
        self.other: Seat | None = other

    def moves(self):
        if self.other is not None:
            self.other.post({"type": "resign"})
            self.other = None
            for _ in self.client.game_stream(self.gid):  # to the end of the game: its result recorded
                pass
        return super().moves()


def test_a_game_that_ends_between_the_reads_of_a_turn_is_told_with_its_result(shared_service):
    with Boardroom(shared_service.base_url) as api:
        created = api.create_table(GAME, [{"name": "Ann"}, {"name": "Bob"}])
        game, _ = reads.turn_reads(EndingBetween(created.seats[0], created.seats[1]))
    assert game["status"] == "finished" and game["result"] is not None, game


async def refused_then_told(url: str) -> dict:
    """The agent plays commands the rules or their form refuse, then a move of its last turn by number."""
    async with Client(build(url)) as agent:
        created = await agent.call_tool("create_table", {"game": GAME, "seats": [{}, {"name": "Bea"}]})
        gid = created.structured_content["gid"]
        turn = await agent.call_tool("get_my_turn", {"gid": gid, "timeout_seconds": 30})
        return {"ruled_out": await agent.call_tool("play", {"gid": gid, "move": {"type": "bid", "amount": 1}}),
                "malformed": await agent.call_tool("play", {"gid": gid, "move": {"type": "bid", "amount": -1}}),
                "then": await agent.call_tool("play", {"gid": gid, "move": first_move(turn)})}


def test_a_move_the_rules_refuse_tells_the_agent_its_other_moves_still_stand(shared_service):
    said = run_apart(refused_then_told(shared_service.base_url))
    for refused in (said["ruled_out"], said["malformed"]):
        assert refused.is_error and "Your other moves from your last get_my_turn still stand" in text_of(refused)
    assert "invalid_command" in text_of(said["malformed"]) and "amount: " in text_of(said["malformed"])
    assert not said["then"].is_error, text_of(said["then"])
