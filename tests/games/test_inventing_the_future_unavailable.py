"""Inventing the Future for a newcomer: the moves a player would try now but may not, each with the rulebook's
reason (``unavailable_moves``), and a final score read as a score sheet (``score_sheet``)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.inventing_the_future import GAME, data, rules

NAMES = {c["id"]: c["name"] for c in GAME.components()}


# ---------------------------------------------------------------- crafted states


def fold(events, state=None):
    for ev in events:
        state = GAME.evolve(state, ev)
    return state


def started(players=4, start=0):
    """Turn 1 of a fresh game, ``start`` holding the start player marker."""
    s = rules.clone(fold(GAME.setup(players, {}, random.Random(0))))
    s["start"] = start
    s["alloc"]["roller"] = start
    return s


def give(s, seat, kind, n=1):
    """Move ``n`` cubes of ``kind`` from the supply to ``seat``."""
    s["supply"][kind] -= n
    s["cubes"][seat][kind] += n
    assert s["supply"][kind] >= 0


def with_dice(s, dice, pos=0, taken=None, window=()):
    """Dice (colour, value) on the table, the draft at ``pos`` of the round's order; ``taken``: {index: seat}."""
    ids = data.throw_ids([c for c, _ in dice])
    s["alloc"]["dice"] = [{"id": i, "colour": c, "value": v, "taken": (taken or {}).get(k), "added": False}
                          for k, (i, (c, v)) in enumerate(zip(ids, dice, strict=True))]
    s["alloc"]["order"] = rules.draft_order(s["n"], s["alloc"]["roller"])
    s["alloc"]["pos"] = pos
    s["alloc"]["window"] = list(window)
    return s


THROW = [("black", 3), ("green", 1), ("white", 2), ("blue", 6), ("red", 5), ("black", 6)]


def resolving(s, phase, seat, task=None, bonus=False):
    """The Table Resolution Phase, ``phase`` under way, ``seat`` to act (its bonus first if ``bonus``)."""
    s["stage"] = "resolution"
    s["alloc"] = None
    s["res"] = {"choosers": [], "ci": 0, "phase": phase, "chooser": seat if bonus else None, "automatic": False,
                "bonus": bonus, "actors": [seat], "ai": 0, "task": task, "resolved": []}
    return s


def place_card(s, track, tier, card):
    """Swap ``card`` onto ``track``'s ``tier`` slot, wherever it lay."""
    current = s["tracks"][track][tier]
    if card in s["unused"]:
        s["unused"][s["unused"].index(card)] = current
    else:
        for t in range(3):
            if s["tracks"][t][tier] == card:
                s["tracks"][t][tier] = current
    s["tracks"][track][tier] = card


def by_target(entries, *targets):
    (entry,) = [e for e in entries if e["targets"] == list(targets)]
    return entry


# ---------------------------------------------------------------- the Dice Allocation Phase


def test_dice_the_drafter_cannot_take_and_why():
    """'only one wink is permitted per row. If a player already has a wink in a row, he may not take a die of that
    color.' 'Of these he drafts one die for their use.'"""
    s = started(4, start=3)
    s["winks"][0]["green"] = 4
    s["winks"][0]["black"] = [2]
    s = with_dice(s, THROW, pos=1, taken={2: 3})  # Dee (seat 3) rolled and drafted the white die
    assert rules.pending(s) == (0, "draft")
    entries = GAME.unavailable_moves(s, 0)
    green = by_target(entries, "die-green-1", "green-1")
    assert green["label"] == f"Draft {NAMES['die-green-1']} showing 1 and place a wink on {NAMES['green-1']}"
    assert green["reason"] == f"you already have a wink in that row, on {NAMES['green-4']}: only one wink is " \
                              "permitted per row"
    assert by_target(entries, "die-black-1", "black-3")["reason"] == \
        f"you already have a wink in the black row, on {NAMES['black-2']}: only one wink is permitted per row"
    assert by_target(entries, "die-black-2", "black-6")["reason"].startswith("you already have a wink in the black")
    assert by_target(entries, "die-white-1", "white-2")["reason"] == "that die was already drafted this round"
    passing = by_target(entries)
    assert passing["label"] == "Pass: draft no die this round"
    assert passing["reason"] == "you must draft a die: you can take 2 of the dice on the table"  # blue 6, red 5
    drafts = {tuple(e["targets"]) for e in entries}
    assert ("die-blue-1", "blue-6") not in drafts and ("die-red-1", "red-5") not in drafts


def test_two_players_black_winks_go_on_different_spaces_two_at_most():
    """'is allowed to put up to two winks on different spaces in the black (phases) row'"""
    s = started(2, start=0)
    s["winks"][0]["black"] = [3]
    s = with_dice(s, [("black", 3), ("green", 1), ("white", 2), ("blue", 6), ("red", 5), ("black", 1)])
    entries = GAME.unavailable_moves(s, 0)
    assert by_target(entries, "die-black-1", "black-3")["reason"] == \
        f"your other black wink is already on {NAMES['black-3']}: two black winks go on different spaces"
    assert not [e for e in entries if e["targets"][:1] == ["die-black-2"]]  # black 1 is still open
    s["winks"][0]["black"] = [3, 4]
    assert by_target(GAME.unavailable_moves(s, 0), "die-black-2", "black-1")["reason"] == \
        "you already have 2 winks in the black row, the most a two-player game allows"


def test_before_another_players_draft_a_specialist_holder_may_only_set_dice():
    """'During this phase players who have Troubleshooter and/or Consultant specialists may use them to set dice
    values' - any holder, in a window before each draft; the die itself is drafted in turn."""
    s = started(4, start=0)
    give(s, 1, "troubleshooter")
    s = with_dice(s, THROW, window=[1, 2, 3])
    assert rules.pending(s) == (1, "react")
    entries = GAME.unavailable_moves(s, 1)
    assert len(entries) == len(THROW)
    assert {e["reason"] for e in entries} == {"it is not your draft yet: before another player's draft you may only "
                                              "use a Troubleshooter or Consultant"}


def test_specialists_used_up_and_dice_they_cannot_touch():
    """'players may use each of their specialists at most once per game turn'; 'Troubleshooters can choose a new
    result for one unallocated die'; 'Consultants can use an out of play (i.e. not rolled) die'."""
    s = started(4, start=0)
    give(s, 0, "troubleshooter")
    give(s, 0, "consultant")
    s["used"][0]["troubleshooter"] = 1
    s = with_dice(s, THROW)  # both black dice rolled: black is the extra colour
    entries = GAME.unavailable_moves(s, 0)
    used = by_target(entries, "troubleshooter")
    assert used["label"] == "Use a Troubleshooter to give a die a new result"
    assert used["reason"] == "you have used every Troubleshooter you hold this game turn (1 of 1): each specialist " \
                             "works at most once per game turn"
    black = by_target(entries, "consultant", "die-black-2")
    assert black["reason"] == f"{NAMES['die-black-1']} and {NAMES['die-black-2']} are both in play already: a " \
                              "Consultant uses an out-of-play (not rolled) die"
    assert not [e for e in entries if e["targets"] == ["consultant", "die-green-2"]]  # one green die is out of play

    s = started(4, start=3)
    give(s, 0, "troubleshooter")
    s = with_dice(s, THROW, pos=1, taken={1: 3})
    drafted = by_target(GAME.unavailable_moves(s, 0), "troubleshooter", "die-green-1")
    assert drafted["reason"] == "Troubleshooters can choose a new result only for an unallocated die; this one was " \
                                "drafted"


# ---------------------------------------------------------------- the Table Resolution Phase


def test_a_phase_is_chosen_only_under_a_black_wink():
    """Two players: 'resolving the black (phases) row is also done in "switchback" order'; a player executes 'the
    phase under this wink'."""
    s = started(2, start=0)
    s["winks"][0]["black"] = [1, 3]
    s["stage"], s["alloc"] = "resolution", None
    s["res"] = {"choosers": [0, 1, 1, 0], "ci": 0, "phase": None, "chooser": None, "automatic": False,
                "bonus": False, "actors": [], "ai": 0, "task": None, "resolved": []}
    assert rules.pending(s) == (0, "choose-phase")
    entries = GAME.unavailable_moves(s, 0)
    assert [e["targets"] for e in entries] == [["payday", "black-2"], ["progress", "black-4"]]
    assert entries[0]["label"] == "Choose the Payday phase"
    assert entries[0]["reason"] == f"you have no wink on {NAMES['black-2']}: you choose a phase under one of your " \
                                   "black-row winks"


def test_bonus_cubes_the_supply_lacks():
    """'whenever there are no specialist cubes of any kind in the supply, a player who is to receive one may instead
    steal one'; 'whenever there are no team cubes of the kind the player wants in the supply, the player ... may
    instead steal it from any player having one'."""
    s = started(4)
    give(s, 2, "recruiter", 3)
    s = resolving(s, "hiring", 0, bonus=True)
    assert rules.pending(s) == (0, "bonus")
    (entry,) = GAME.unavailable_moves(s, 0)
    assert entry == {"label": f"Take a {NAMES['recruiter']} from the supply as the {NAMES['hiring']} bonus",
                     "targets": ["recruiter", "hiring"],
                     "reason": "the supply has no Recruiter left; you may steal a specialist only when the supply has "
                               "no specialist of any kind (it still has 15)"}  # 18 cubes, 3 each of 6 kinds

    s = started(4)
    give(s, 0, "red", 25)  # every manufacturing team: none in the supply, none with another player
    s = resolving(s, "progress", 0, bonus=True)
    (entry,) = GAME.unavailable_moves(s, 0)
    assert entry["targets"] == ["red", "progress"]
    assert entry["reason"] == "the supply has no Manufacturing team and no other player has one to steal"


def test_hiring_all_or_nothing_and_nobody_to_steal_from():
    """'taking any cubes using a box requires taking all of the cubes specified by the box'; 'boxes having the hand
    icon' steal 'from another player'."""
    s = resolving(started(4), "hiring", 0, {"kind": "hire", "items": [{"row": "white", "space": 2}]})
    assert rules.pending(s) == (0, "hire")
    (entry,) = GAME.unavailable_moves(s, 0)
    assert entry == {"label": f"Hire with {NAMES['white-2']}: take only some of its cubes",
                     "targets": ["white-2", "white"],
                     "reason": f"a box's cubes are taken all or none: {NAMES['white-2']} gives 2 cubes"}

    s = started(4)
    give(s, 1, "red")  # the others hold their starting research team, and Bob a manufacturing team
    s = resolving(s, "hiring", 0, {"kind": "hire", "items": [{"row": "blue", "space": 3}]})
    entries = GAME.unavailable_moves(s, 0)
    assert {e["targets"][1] for e in entries} == {"blue", *data.SPECIALISTS}
    test_team = by_target(entries, "blue-3", "blue")
    assert test_team["label"] == f"Hire with {NAMES['blue-3']}: steal a {NAMES['blue']}"
    assert test_team["reason"] == "no other player has a Test team to steal"


def test_pawns_that_cannot_advance_and_why():
    """'Doing so requires having sufficient teams available to match the requirement of the level.' The rulebook's
    example: 'The first level shows a requirement of one white cube. The next level requires one white cube and one
    blue cube.' - with only the starting white (research) team the second level is out of reach."""
    s = started(4)
    place_card(s, 0, 0, "ONE-4")  # white · white + blue · white + blue (the designed cards)
    s["face_up"][0][0] = True
    s["pawns"][0] = [1, data.TRACK_LENGTH, 0]
    s = resolving(s, "progress", 0, {"kind": "progress", "points": 2, "alloc": [[1, 0, 0], [0, 0, 0], [0, 0, 0]]})
    assert rules.pending(s) == (0, "progress")  # turning the Time Travel card face up is allowed
    entries = GAME.unavailable_moves(s, 0)
    lacking = by_target(entries, "flying-car", "ONE-4")
    assert lacking["reason"] == "level 2 needs 1 white + 1 blue teams; with the teams already at work on your tracks " \
                                "this game turn you would need 1 white, 1 blue and 0 red teams and you have 1 white, " \
                                "0 blue and 0 red teams"
    assert by_target(entries, "teleportation")["reason"] == "your Teleportation pawn is at the end of its track " \
                                                            "(level 9)"
    hidden = by_target(entries, "time-travel")
    assert hidden["label"] == "Advance your Time Travel pawn to level 1"
    assert hidden["reason"] == f"level 1 is on the face-down {NAMES['ONE']} card: turn it face up first"
    secret = s["tracks"][2][0]
    assert secret not in hidden["label"] + hidden["reason"] and NAMES[secret] not in hidden["label"] + hidden["reason"]


def test_a_seat_not_awaited_is_told_nothing():
    s = with_dice(started(4, start=0), THROW)
    assert rules.pending(s) == (0, "draft")
    assert all(GAME.unavailable_moves(s, seat) == [] for seat in (1, 2, 3))


# ---------------------------------------------------------------- random play


def described(state, seat, move):
    return GAME.describe_move(GAME.view(state, seat), seat, move)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5))
def test_property_no_unavailable_move_is_legal(seed, players):
    """Random legal play: every seat's entries have a label, targets (catalogue ids) and a reason; none is a move
    the seat may make (same targets, or the same label); nobody waiting is told anything; nothing names a card
    still face down; and the hook never raises."""
    rng = random.Random(seed)
    state = fold(GAME.setup(players, {}, rng))
    for _ in range(400):
        if GAME.result(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_moves(state, seat)
        shown = [described(state, seat, m) for m in legal]
        legal_targets = {tuple(d["targets"]) for d in shown if d["targets"]}
        legal_labels = {d["label"] for d in shown}
        hidden = {NAMES[state["tracks"][t][k]] for t in range(3) for k in range(3) if not state["face_up"][t][k]}
        for entry in GAME.unavailable_moves(state, seat):
            assert set(entry) == {"label", "targets", "reason"}, entry
            assert isinstance(entry["label"], str) and entry["label"].strip(), entry
            assert isinstance(entry["reason"], str) and entry["reason"].strip(), entry
            assert all(t in NAMES for t in entry["targets"]), entry
            assert tuple(entry["targets"]) not in legal_targets, entry
            assert entry["label"] not in legal_labels, entry
            assert not any(name in entry["label"] + entry["reason"] for name in hidden), entry
            assert "None" not in entry["label"] + entry["reason"], entry
        for other in range(players):
            if other != seat:
                assert GAME.unavailable_moves(state, other) == []
        state = fold(GAME.decide(state, seat, rng.choice(legal), rng), state)


# ---------------------------------------------------------------- the score sheet


def test_score_sheet_reads_like_the_scoring_track():
    """'Pawns earn points depending on the degree of their advancement as shown on the scoring track. Players
    calculate their scores by totalling up the points achieved by each pawn'; 'In case of ties, the one having more
    pawns at the ends of tracks wins.' The scoring track (designed): 0, 1, 2, 3, 5, 7, 9, 12, 15, 20."""
    rows = GAME.score_sheet({"total": 32, "points": [20, 9, 3], "pawns": [9, 6, 3], "at_end": 1})
    assert [r["text"] for r in rows] == [
        "Flying Car: level 9 of 9, 20 points",
        "Teleportation: level 6 of 9, 9 points",
        "Time Travel: level 3 of 9, 3 points",
        "Pawns at the end of a track (first tie-break): 1",
        "Total: 32",
    ]
    assert rows[-1] == {"label": "Total", "value": 32, "text": "Total: 32"}
    start = GAME.score_sheet({"total": 1, "points": [0, 1, 0], "pawns": [0, 1, 0], "at_end": 0})
    assert [r["value"] for r in start[:3]] == ["at Start, 0 points", "level 1 of 9, 1 point", "at Start, 0 points"]
    assert not any(isinstance(r["value"], bool) for r in rows + start)


def test_score_sheet_of_a_game_ended_by_resignations():
    """A table that ended early records ``{"total": None}`` for each seat: the sheet says so in words."""
    assert GAME.score_sheet({"total": None}) == [{"label": "Total", "value": "not scored", "text": "Total: not scored"}]


def test_score_sheet_of_a_played_game_has_a_row_per_track():
    rng = random.Random(3)
    state = fold(GAME.setup(2, {}, rng))
    while GAME.result(state) is None:
        (seat,) = GAME.to_act(state)
        state = fold(GAME.decide(state, seat, GAME.bot(state, seat, rng, "normal"), rng), state)
    for seat, scores in GAME.result(state).scores.items():
        rows = GAME.score_sheet(scores)
        assert [r["label"] for r in rows[:3]] == list(data.TRACKS)
        assert rows[-1]["value"] == scores["total"] == sum(data.SCORE[p] for p in state["pawns"][int(seat)])
