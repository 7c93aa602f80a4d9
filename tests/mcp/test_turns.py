"""The turn text an agent reads, and how its choice of move becomes a command."""

from __future__ import annotations

import copy
import random

import pytest

from games import REGISTRY
from service.mcp import turns
from tests.support import digest_play
from tests.support.asyncio_apart import run_apart

MOVES = [{"type": "play", "card": "c-7", "label": "play Merger (c-7)"},
         {"type": "pass"},
         {"type": "bid", "amount": None, "template": True}]


def a_turn(**changes):
    listed = turns.numbered(MOVES)
    turn = {"gid": "g1", "game": "tabletop-climber", "seat": 0, "seat_name": "Ann", "status": "active",
            "your_turn": True, "view": {"hand": ["c-7"]}, "digest": ["Your hand: Merger"],
            "log": [{"decision": "Bob passed", "then": []}],
            "moves": listed, "unavailable": [], "result": None}
    return turn | changes


NAMES = ["Ann", "Bob", "Cy"]


def test_moves_are_numbered_from_one_with_the_server_label_or_the_command_written_out():
    listed = turns.numbered(MOVES)
    assert [move["n"] for move in listed] == [1, 2, 3]
    assert listed[0]["label"] == MOVES[0]["label"] and listed[0]["command"] == {"type": "play", "card": "c-7"}
    assert "pass" in listed[1]["label"] and listed[2]["template"] is True


def test_the_text_lists_the_view_the_log_and_each_numbered_move():
    text = turns.render(a_turn(), NAMES)
    assert "- Your hand: Merger" in text and "Bob passed" in text
    for move in turns.numbered(MOVES):
        assert f"{move['n']}. {move['label']}" in text


def test_a_finished_game_shows_its_result_and_no_moves():
    breakdown = {"0": [{"label": "Place", "value": "2nd", "text": "Place: 2nd"}],
                 "1": [{"label": "Place", "value": "1st", "text": "Place: 1st"}]}
    text = turns.render(a_turn(status="finished", your_turn=False, moves=[], result={"breakdown": breakdown}),
                        NAMES)
    assert "- Ann: Place: 2nd" in text and "- Bob: Place: 1st" in text and "legal moves" not in text


def test_the_agent_is_told_its_seat_from_one_by_name():
    assert "you are seat 1, Ann." in turns.render(a_turn(), NAMES)


def test_moves_not_open_now_are_listed_with_their_reason_and_cut_to_keep_the_turn_small():
    unavailable = [{"label": f"Play card {n}", "targets": [f"c-{n}"], "reason": "does not beat the 2-Set of 9s"}
                   for n in range(turns.UNAVAILABLE_SHOWN + 3)]
    text = turns.render(a_turn(unavailable=unavailable), NAMES)
    assert "- Play card 0: does not beat the 2-Set of 9s" in text
    assert f"Play card {turns.UNAVAILABLE_SHOWN}:" not in text and "and 3 more" in text


def test_the_digest_is_never_cut():
    """Issue 51: a view cut in the middle lost the play to beat; the digest is told whole, however long."""
    lines = [f"Line {n}: " + "x" * 100 for n in range(100)]
    text = turns.render(a_turn(digest=lines), NAMES)
    assert all(f"- {line}" in text for line in lines)


@pytest.mark.parametrize("choice", [1, "1"])
def test_a_number_picks_that_move(choice):
    assert turns.resolve(choice, turns.numbered(MOVES)) == {"type": "play", "card": "c-7"}


def test_a_label_picks_its_move():
    assert turns.resolve(MOVES[0]["label"], turns.numbered(MOVES)) == {"type": "play", "card": "c-7"}


def test_a_filled_template_is_posted_as_given():
    filled = {"type": "bid", "amount": 3}
    assert turns.resolve(filled, turns.numbered(MOVES)) == filled


@pytest.mark.parametrize("choice", [0, 4, "nonsense", 3])
def test_a_bad_number_an_unknown_label_or_an_unfilled_template_is_refused(choice):
    with pytest.raises(turns.BadMove):
        turns.resolve(choice, turns.numbered(MOVES))


def test_the_server_declares_typed_tools_with_output_schemas():
    from service.mcp.server import build

    server = build("http://127.0.0.1:9")  # nothing listens: the tools exist without a catalogue
    tools = {tool.name: tool for tool in run_apart(server.list_tools())}
    assert {"list_games", "get_rules", "create_table", "join_table", "seek", "accept_challenge", "get_my_turn",
            "play", "take_back", "resign", "leave", "audit"} <= tools.keys()
    assert set(tools["get_my_turn"].output_schema["properties"]) >= {"status", "your_turn", "moves", "log", "result"}


def test_the_take_back_tool_states_the_rule():
    from service.mcp.server import build

    tools = {tool.name: tool for tool in run_apart(build("http://127.0.0.1:9").list_tools())}
    said = tools["take_back"].description
    assert "take back their last decision" in said and "no other seat has acted since" in said
    assert "revealed nothing new" in said


def test_the_text_says_when_the_last_move_may_be_taken_back():
    text = turns.render(a_turn(take_back={"allowed": True, "to_version": 4}), NAMES)
    assert "You may take back your last move (tool take_back)" in text


def test_the_text_gives_the_rule_that_makes_the_last_move_final():
    final = {"allowed": False, "code": "move_is_final", "reason": "Your last move cannot be taken back: a roll."}
    assert "No take-back: Your last move cannot be taken back: a roll." in turns.render(a_turn(take_back=final), NAMES)


@pytest.mark.parametrize("offer", [None, {"allowed": False, "code": "nothing_to_take_back", "reason": "No move."}])
def test_the_text_is_silent_on_take_backs_when_there_is_nothing_to_take_back(offer):
    assert "take" not in turns.render(a_turn(take_back=offer), NAMES).casefold()


def _climber_mid_play(seed: int):
    """A 3-seat Tabletop Climber state, played at random until seat 0 is to act with cards in every hand."""
    game = REGISTRY["tabletop-climber"]
    rng = random.Random(seed)
    state = None
    for event in game.setup(3, game.options_schema().load({}), rng):
        state = game.evolve(state, event)
    for _ in range(400):
        if 0 in game.to_act(state) and all(state["hand"]) and game.legal_moves(state, 0):
            return game, state
        seat = rng.choice(sorted(game.to_act(state)))
        moves = [m for m in game.legal_moves(state, seat) if not m.get("template")]
        command = rng.choice(moves) if moves else game.bot(state, seat, rng, "easy")
        for event in game.decide(state, seat, command, rng):
            state = game.evolve(state, event)
    raise AssertionError("no such moment in 400 decisions")


def _agent_text(game, state) -> str:
    view = game.view(state, 0)
    moves = [{**move, "label": game.describe_move(view, 0, move)["label"]} for move in game.legal_moves(state, 0)]
    return turns.render({"gid": "g", "game": game.slug, "seat": 0, "seat_name": "Ann", "status": "active",
                         "your_turn": True, "view": view, "digest": digest_play.digest(game.slug, view, 0, NAMES),
                         "log": [], "moves": turns.numbered(moves),
                         "unavailable": game.unavailable_moves(state, 0), "result": None}, NAMES)


@pytest.mark.parametrize("seed", range(5))
def test_reshuffling_the_other_seats_hands_leaves_the_agents_turn_unchanged(seed):
    """Issue 33: the other seats' hidden cards are reshuffled between them (each keeps its count); the agent's
    turn text, built from its seat's view and moves as `get_my_turn` builds it, does not move."""
    game, state = _climber_mid_play(seed)
    pool = state["hand"][1] + state["hand"][2]
    random.Random(seed).shuffle(pool)
    size = len(state["hand"][1])
    other = copy.deepcopy(state)
    other["hand"][1], other["hand"][2] = pool[:size], pool[size:]
    assert other["hand"][1:] != state["hand"][1:] or len(set(map(str, pool))) == 1
    assert _agent_text(game, other) == _agent_text(game, state)


def test_a_label_matches_whatever_its_case_and_spacing():
    assert turns.resolve("  PLAY merger   (c-7)", turns.numbered(MOVES)) == {"type": "play", "card": "c-7"}


def test_a_beginning_no_other_label_has_picks_its_move():
    """The trial: a choice typed without the label's last words ("Gain game box (GB2)") was refused."""
    assert turns.resolve("play Merger", turns.numbered(MOVES)) == {"type": "play", "card": "c-7"}


SHOPS = [{"type": "buy", "square": square, "label": f"Buy a Shop for $4 and place it on square {square}"}
         for square in ("A1", "A2", "B1")]


def test_a_beginning_of_several_labels_names_them_and_plays_none():
    with pytest.raises(turns.BadMove, match=r"begins 3 moves: 1\. Buy a Shop .* square A1; 2\."):
        turns.resolve("Buy a Shop for $4", turns.numbered(SHOPS))


def test_an_unknown_label_suggests_the_moves_it_begins_like():
    with pytest.raises(turns.BadMove, match=r"Did you mean: 1\. Buy a Shop for \$4 and place it on square A1"):
        turns.resolve("Buy a Shop for $4 and place it on square Z9", turns.numbered(SHOPS))


def test_a_label_not_open_now_is_refused_with_its_reason():
    """The trial: a move listed under "Not open to you now", typed as listed, got only "No legal move is labelled"."""
    closed = [{"label": "Buy Travel permit for $10", "targets": [], "reason": "costs $10; you have $4"}]
    with pytest.raises(turns.BadMove, match=r"'Buy Travel permit for \$10' is not open to you now: costs \$10; you "
                                            r"have \$4"):
        turns.resolve("buy travel permit for $10", turns.numbered(MOVES), closed)


def test_a_move_when_none_is_listed_says_so_instead_of_a_range():
    with pytest.raises(turns.BadMove, match="You have no move to play now"):
        turns.resolve(1, [])
