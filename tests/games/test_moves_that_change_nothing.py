"""Issue 51 item 8: a legal move that changes nothing now says so in its label, told from the seat's own view (so it
tells no secret), and only when it is so: playing it shows it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.support.decisions import decisions

TRAIN = "train"  # a skill card is unaffordable only when even the cheapest is: the four drawn are hidden


def after(game, state, seat: int, command: dict):
    for event in game.decide(state, seat, command, random.Random(0)):
        state = game.evolve(state, event)
    return state


def idle_steps(game, state, seat: int, move: dict) -> tuple[bool, bool]:
    """(the action's first step, the crystal ball bonus) as playing ``move`` shows them: dropped because nothing could
    answer it, or left with no answer. A crystal ball that can flip is answered, so the action's step comes up."""
    from games.tabletop_inc.moves import task_moves

    action = ball = False
    rng = random.Random(0)
    command = move
    while True:
        for event in game.decide(state, seat, command, rng):
            state = game.evolve(state, event)
            if event["type"] == "TaskDone" and event["data"]["end"] == "dropped":
                if event["data"]["task"]["action"] == "bonus":
                    ball = True
                else:
                    return True, ball
        pending = state["pending"]
        if not pending or seat not in game.to_act(state):
            return action, ball
        answers = task_moves(state, seat)
        if pending[0]["action"] != "bonus":
            return not answers, ball
        command = answers[0]


def test_a_tabletop_inc_placement_whose_step_nothing_can_answer_says_it_gains_nothing():
    """Every placement space, each step checked by playing it. Rulebook: GAIN GAME BOX, "You can only ever have one
    game box on your gaming table", "You cannot buy a game box unless your workers have the required skills", "You
    must pay the indicated inspiration cost"; GAIN AWARD, "take one of your published games which has at least the
    required level of box, mechanism and component listed on the award you wish to gain"; PUBLISH GAME, "In order to
    publish a game, you must have a Box, Mechanism and Component token on your gaming table"; PLAY CARD, "If you do not
    have space on your table for an employee then you cannot place one"; UPGRADE, "you cannot upgrade a Box, Mechanism
    or Component higher than level 4"; the crystal ball, "if you have made any predictions that have not yet come
    true, you can choose one of these predictions and flip it". A placement labelled so leaves that step unanswered;
    one not labelled so (but a Train worker, whose four cards are hidden) can answer it."""
    seen = Counter()
    for game, state, seat in (at for players, seed in [(2, 0), (3, 1), (4, 2), (2, 5), (3, 6)]
                              for at in decisions("tabletop-inc", players, seed, bot="easy")):
        view = game.view(state, seat)
        for move in game.legal_moves(state, seat):
            if move["type"] != "place":
                continue
            label = game.describe_move(view, seat, move)["label"]
            said = ("gains nothing now: " in label, "crystal ball flips nothing now: " in label)
            shown = idle_steps(game, state, seat, move)
            action = (view["spaces"].get(move["space"]) or {}).get("action", move["space"])
            if action == TRAIN and not said[0]:
                assert said[1] == shown[1], label
            else:
                assert said == shown, (label, shown)
            seen[action, said[0]] += 1
            seen["ball", said[1]] += 1
    idle = {action for action, said in seen if said is True}
    assert {"award", "publish", "play-card", "box", "develop", "upgrade", "ball"} <= idle, seen
    assert all((action, False) in seen for action in ("award", "publish", "play-card", "ball")), seen


def test_an_inventing_the_future_roll_when_no_one_can_draft_says_it_changes_nothing():
    """Rulebook, Dice Allocation Phase: "only one wink is permitted per row. If a player already has a wink in a row,
    he may not take a die of that color. If this rule leaves no dice available, the player simply does not place a
    wink on that round." After a roll labelled so, its round is played out by the bots (who draft when they may:
    "Of these he drafts one die") without a die drafted."""
    seen = Counter()
    for seed in range(4):
        for game, state, seat in decisions("inventing-the-future", 2, seed, bot="easy"):
            rolls = [move for move in game.legal_moves(state, seat) if move["type"] == "roll"]
            if not rolls:
                continue
            label = game.describe_move(game.view(state, seat), seat, rolls[0])["label"]
            idle = "it changes nothing now" in label
            if idle:
                assert "DieDrafted" not in round_after(game, state, seat, rolls[0]), label
            seen[idle] += 1
    assert seen[True] and seen[False], seen


def round_after(game, state, seat: int, roll: dict) -> list[str]:
    """The events from ``roll`` until the next roll is to be made (or the game ends), its seats played by bots."""
    rng, told = random.Random(0), []
    for event in game.decide(state, seat, roll, rng):
        state = game.evolve(state, event)
        told.append(event["type"])
    while game.to_act(state) and game.result(state) is None:
        seat = min(game.to_act(state))
        if any(move["type"] == "roll" for move in game.legal_moves(state, seat)):
            break
        for event in game.decide(state, seat, game.bot(state, seat, rng, "easy"), rng):
            state = game.evolve(state, event)
            told.append(event["type"])
    return told


@pytest.mark.parametrize("players,seed", [(2, 0), (3, 1), (4, 2)])
def test_a_corporate_anarchy_command_against_a_player_it_cannot_hurt_says_it_changes_nothing(players, seed):
    """Rulebook, Command card functions: Negative ad, "An opponent gains no income for 1 turn"; Plant evidence and
    Anonymous tip, "If they do not have enough money to pay the fine, they only have to pay what they do have";
    Anonymous tip, "If your opponent has any drug dens, they lose $7 for each one". Labelled so, no fine is paid and
    the target earns no income to lose; not labelled so, a fine is paid or income is lost."""
    from games.corporate_anarchy.rules import income_of

    seen = Counter()
    for game, state, seat in decisions("corporate-anarchy", players, seed):
        view = game.view(state, seat)
        for move in game.legal_moves(state, seat):
            if move["type"] != "buy-command" or move["card"] not in ("negative-ad", "plant-evidence", "anonymous-tip"):
                continue
            idle = "it changes nothing now" in game.describe_move(view, seat, move)["label"]
            if move["card"] == "negative-ad":
                hurts = income_of(state, move["target"]) > 0
            else:
                hurts = any(event["type"] == "FinePaid" and event["data"]["amount"] > 0
                            for event in game.decide(state, seat, move, random.Random(0)))
            assert idle != hurts, (move, idle)
            seen[move["card"], idle] += 1
    assert len(seen) >= 4, seen
