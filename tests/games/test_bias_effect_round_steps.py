"""Issue 51: Bias Effect's texts number the round one way, the rulebook's — four phases holding eight numbered steps
— and say when the A.I. becomes autonomous one way: the server's refusals, the reasons a card cannot be played now,
the digest, the game log and the quick reference of the rules for players."""

from __future__ import annotations

import random
import re

import pytest

from games.base import RuleViolation
from games.bias_effect import GAME
from games.bias_effect.data import AUTONOMY_ROUNDS
from service.player_rules import player_rules
from tests.support.decisions import decisions

# Rulebook: "FIRST PHASE 1. Each player draws an ALGORITHM card ... 2. Players can now choose to trade ONE (1)
# ALGORITHM CARD for CHIPS"; "SECOND PHASE 3. Flip a BELIEF CARD ... 4. Each player now, in secret, bids ... 5. When
# all bids are ready, players reveal them ... can either PROGRAM or DELETE it"; "THIRD PHASE 6. Draw and resolve a
# LIFE card"; "FOURTH PHASE 7. Starting with the bid-winner and proceeding clockwise, players may now play an
# ALGORITHM CARD ... 8. This ends the round."
RULEBOOK = {"trade": ("first", 2), "bid": ("second", 4), "choose": ("second", 5), "algorithm": ("fourth", 7)}
LIFE, END = ("third", 6), ("fourth", 8)
# a command of each phase, to be refused in the others
COMMANDS = {"trade": {"type": "skip-trade"}, "bid": {"type": "bid", "amount": 0}, "choose": {"type": "program"},
            "algorithm": {"type": "pass"}}
NAMED = re.compile(r"the (first|second|third|fourth) phase \(step (\d)")


def positions() -> dict[str, tuple]:
    """(state, awaited seat) at the first moment of each phase where a seat is awaited and holds a card."""
    found: dict[str, tuple] = {}
    for seed in range(3):
        for _, state, seat in decisions("bias-effect", 3, seed, limit=400):
            if state["phase"] in RULEBOOK and state["hands"][seat]:
                found.setdefault(state["phase"], (state, seat))
    assert set(found) == set(RULEBOOK), set(found)
    return found


def quick_steps() -> dict[int, tuple[str, str]]:
    """The quick reference's numbered steps: number -> (the phase it is listed under, its words)."""
    steps, phase = {}, None
    for line in player_rules("bias-effect")["quick_reference"].splitlines():
        heading = re.fullmatch(r"\*(First|Second|Third|Fourth) phase\*", line.strip())
        if heading:
            phase = heading.group(1).lower()
        item = re.match(r"(\d)\. (.*)", line)
        if item and phase:
            steps[int(item.group(1))] = (phase, item.group(2))
    return steps


@pytest.fixture(scope="module")
def at() -> dict[str, tuple]:
    return positions()


def test_the_quick_reference_numbers_the_rulebooks_eight_steps_in_its_four_phases():
    steps = quick_steps()
    assert sorted(steps) == list(range(1, 9))
    words = {"trade": "Trade", "bid": "Sealed bids", "choose": "PROGRAM", "algorithm": "Algorithm cards"}
    for phase, (name, number) in RULEBOOK.items():
        assert steps[number][0] == name and words[phase] in steps[number][1], (phase, steps[number])
    assert steps[LIFE[1]][0] == LIFE[0] and "Life card" in steps[LIFE[1]][1]
    assert steps[END[1]][0] == END[0] and "End of the round" in steps[END[1]][1]


@pytest.mark.parametrize("phase", sorted(RULEBOOK))
def test_a_command_out_of_its_phase_is_refused_naming_the_rulebooks_phase_and_step(at, phase):
    for other, command in COMMANDS.items():
        if other == phase:
            continue
        state, seat = at[phase]
        with pytest.raises(RuleViolation) as refused:
            GAME.decide(state, seat, command, random.Random(0))
        named = NAMED.search(str(refused.value))
        assert named and (named.group(1), int(named.group(2))) == RULEBOOK[other], str(refused.value)


@pytest.mark.parametrize("phase", ["trade", "bid", "choose"])
def test_a_card_held_before_the_fourth_phase_says_when_it_is_played_and_where_the_round_is(at, phase):
    state, seat = at[phase]
    for entry in GAME.unavailable_moves(state, seat):
        if not entry["label"].startswith("Play "):
            continue
        named = [(name, int(step)) for name, step in NAMED.findall(entry["reason"])]
        assert named == [RULEBOOK["algorithm"], RULEBOOK[phase]], entry["reason"]


@pytest.mark.parametrize("phase", sorted(RULEBOOK))
def test_the_digest_names_the_rulebooks_phase_and_step(at, phase):
    state, seat = at[phase]
    line = GAME.digest(GAME.view(state, seat), seat)[0][0]
    named = NAMED.search(line)
    assert named and (named.group(1), int(named.group(2))) == RULEBOOK[phase], line


def test_every_text_says_the_ai_becomes_autonomous_at_the_robot_space_after_round_10(at):
    """Rulebook: "Every round of play moves the Autonomy Counter forward one space. When it reaches the robot space,
    the A.I. will become sophisticated enough to control its own beliefs and the game ends." """
    state, seat = at["trade"]
    template, params = GAME.digest(GAME.view(state, seat), seat)[0]
    line = template.format(**params)
    assert f"after ROUND {AUTONOMY_ROUNDS} it reaches the robot space" in line, line
    quick = player_rules("bias-effect")["quick_reference"]
    assert f"reaches the robot space after ROUND {AUTONOMY_ROUNDS}" in quick
    track = next(c for c in GAME.components() if c["id"] == "autonomy")["text"]
    told = [line, quick, track]
    assert not any(re.search(r"space \d|passes ROUND", text) for text in told), told
