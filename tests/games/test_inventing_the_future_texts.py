"""Inventing the Future in words: every legal move gets a label and every event a game-log summary of its own, told
with catalogue names, from the seat's view or the redacted event only, so that neither tells a secret."""

from __future__ import annotations

import functools
import random
import re
from collections import Counter
from typing import Any

import pytest

from games import texts
from games.inventing_the_future import GAME
from games.inventing_the_future.event_schemas import EVENT_SCHEMAS

CATALOGUE = GAME.components()
BY_ID = {c["id"]: c for c in CATALOGUE}
NAMES = {c["id"]: c["name"] for c in CATALOGUE}
NAME_COUNT = Counter(NAMES.values())
SEAT_NAMES = ["Ada", "Bram", "Cleo", "Dev", "Eun"]
# Ids that cannot pass for an English word (a hyphen or a digit): a label must never show one raw.
ID_LIKE = re.compile("|".join(rf"(?<![\w-]){re.escape(i)}(?![\w-])" for i in sorted(
    (i for i in BY_ID if re.search(r"[-\d]", i)), key=len, reverse=True)))
SHOWN_NAMES = re.compile("|".join(re.escape(n) for n in sorted(set(NAMES.values()), key=len, reverse=True)))
# (players, seed): commands played. One two-player game runs to its end (GameEnded); the others are cut (time).
GAMES = {(2, 3): 2000, (2, 4): 400, (5, 5): 400, (5, 6): 400}
# Declared event types random play on these seeds does not reach; each is summarised by hand below.
UNREACHED: set[str] = set()


def name(id_: str) -> str:
    return BY_ID[id_]["name"]


# ---------------------------------------------------------------- playing


@functools.cache
def played(players: int, seed: int) -> tuple[list[tuple[int, dict, dict]], list[tuple[dict, dict]]]:
    """(seat, view, legal move) of every seat to act, and (full event, {viewer: redacted event}), of a random game."""
    rng = random.Random(seed)
    viewers = [*range(players), None]
    moves: list[tuple[int, dict, dict]] = []
    events: list[tuple[dict, dict]] = []
    state = None

    def fold(batch: list[dict]) -> None:
        nonlocal state
        for ev in batch:
            state = GAME.evolve(state, ev)
            events.append((ev, {viewer: GAME.redact(ev, viewer) for viewer in viewers}))

    fold(GAME.setup(players, {}, rng))
    for _ in range(GAMES[players, seed]):
        if GAME.result(state) is not None:
            break
        for seat in sorted(GAME.to_act(state)):
            view = GAME.view(state, seat)
            moves.extend((seat, view, move) for move in GAME.legal_moves(state, seat))
        seat = rng.choice(sorted(GAME.to_act(state)))
        fold(GAME.decide(state, seat, rng.choice(GAME.legal_moves(state, seat)), rng))
    return moves, events


def flat(value: Any) -> list[Any]:
    """A param's values, list items one by one."""
    return [x for item in value for x in flat(item)] if isinstance(value, list | tuple) else [value]


def ids_in(value: Any) -> set[str]:
    """Every catalogue id anywhere in ``value`` (as a string value)."""
    if isinstance(value, dict):
        return set().union(*(ids_in(v) for v in value.values()))
    if isinstance(value, list | tuple):
        return set().union(*(ids_in(v) for v in value))
    return {value} if isinstance(value, str) and value in BY_ID else set()


def raw_ids(text: str) -> list[str]:
    """Catalogue ids left in ``text`` once every component name is taken out (a card's name holds its id)."""
    return ID_LIKE.findall(SHOWN_NAMES.sub(" ", text))


def told(event: dict) -> str:
    template, params = GAME.summarize(event)
    return texts.render(template, params, NAMES, SEAT_NAMES)


# ---------------------------------------------------------------- every legal move gets its own words


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_legal_move_gets_its_own_label_and_catalogue_targets(players, seed):
    moves, _ = played(players, seed)
    kinds = Counter()
    for seat, view, move in moves:
        described = GAME.describe_move(view, seat, move)
        label = described["label"]
        assert isinstance(label, str) and label.strip(), move
        assert label != texts.default_label(move), move
        assert "{" not in label and "None" not in label, (move, label)
        assert not raw_ids(label), (move, label)
        names_nothing = move["type"] in ("pass-draft", "end-progress") or (
            move["type"] == "take-bonus" and move["cube"] is None)
        assert bool(described["targets"]) != names_nothing, (move, described)
        assert all(t in BY_ID for t in described["targets"]), (move, described)
        if move.get("template"):
            assert all(i in BY_ID for ids in described["fields"].values() for i in ids), move
        kinds[move["type"]] += 1
    assert {"roll", "draft", "take-bonus", "hire", "advance", "flip", "end-progress"} <= set(kinds)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_move_posted_as_listed_stays_the_same_command(players, seed):
    """The service merges the description into the move and strips label, targets and fields before validating."""
    moves, _ = played(players, seed)
    for seat, view, move in moves:
        described = GAME.describe_move(view, seat, move)
        assert set(described) <= {"label", "targets", "fields"}, described
        assert not set(described) & ({"type", "template"} | set(move)), described
        posted = {k: v for k, v in {**move, **described}.items() if k not in ("label", "targets", "fields")}
        assert posted == move
        payload = {k: v for k, v in posted.items() if k != "type"}
        GAME.command_schemas[move["type"]]().load(payload)


def test_every_template_move_gets_fields():
    """The game lists every move complete; were one a template, its fields would name catalogue ids."""
    move = {"type": "return-cube", "template": True, "cube": ["white", "recruiter"]}
    described = GAME.describe_move({}, 0, move)
    assert described["fields"] == {"cube": ["white", "recruiter"]}
    assert not GAME.template_schemas
    assert not any(move.get("template") for p, s in GAMES for _, _, move in played(p, s)[0])


# ---------------------------------------------------------------- every event gets its own words


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_event_as_every_viewer_gets_its_own_summary(players, seed):
    _, events = played(players, seed)
    for _, seen in events:
        for viewer, event in seen.items():
            template, params = GAME.summarize(event)
            assert template != texts.default_summary(event)[0], event
            assert texts.template_params(template) <= set(params), (template, params)
            text = texts.render(template, params, NAMES, SEAT_NAMES)
            assert text.strip() and "{" not in text and "None" not in text, (event, text)
            assert not raw_ids(text), (event, text)
            for value in (v for param in params.values() for v in flat(param)):
                if isinstance(value, str):  # every string param of this game names a component
                    assert value in BY_ID, (event["type"], viewer, params)
            if event.get("seat") is not None:
                assert "{seat}" in template, template  # the acting seat is named


def test_every_declared_event_type_random_play_reaches_is_summarised():
    reached = {full["type"] for p, s in GAMES for full, _ in played(p, s)[1]}
    assert reached == set(EVENT_SCHEMAS) - UNREACHED, sorted(set(EVENT_SCHEMAS) - reached)
    assert not UNREACHED & reached  # keep the list of unreached types honest


# ---------------------------------------------------------------- no leak


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_summary_tells_no_id_its_viewer_was_not_shown(players, seed):
    _, events = played(players, seed)
    hid_something = False
    for full, seen in events:
        for viewer, event in seen.items():
            hidden = ids_in(full["data"]) - ids_in(event["data"])
            if not hidden:
                continue
            hid_something = True
            template, params = GAME.summarize(event)
            text = texts.render(template, params, NAMES, SEAT_NAMES)
            shown = {v for param in params.values() for v in flat(param)}
            for id_ in hidden:
                assert id_ not in shown and id_ not in text, (full["type"], viewer, id_)
                if NAME_COUNT[name(id_)] == 1:
                    assert name(id_) not in text, (full["type"], viewer, id_)
    assert hid_something  # the dealt development cards are hidden from every viewer


def test_the_deal_is_never_told_even_from_the_unredacted_event():
    """'the six cards labeled "ONE" are shuffled face down': the log says so and names no card."""
    deal = next(e for e in GAME.setup(3, {}, random.Random(7)) if e["type"] == "DevelopmentCardsDealt")
    cards = ids_in(deal["data"])
    assert len(cards) == 18
    for event in (deal, GAME.redact(deal, 0), GAME.redact(deal, None)):
        text = told(event)
        assert not any(card in text for card in cards), text
        assert "face down" in text
        assert "9 stay unseen in the box" in text  # 18 cards, 3 on each of the 3 tracks


# ---------------------------------------------------------------- rulebook wording

ROLL_VIEW = {
    "players": [{"seat": 0, "income": {"public": 3, "private": 10}}, {"seat": 1, "income": {"public": 2,
                                                                                             "private": 2}}],
    "allocation": {"round": 1, "roller": 0, "pos": 0, "order": [0, 1, 1, 0], "dice": [
        {"id": "die-black-1", "colour": "black", "value": 2, "taken": None, "added": False},
        {"id": "die-green-1", "colour": "green", "value": 4, "taken": None, "added": False},
        {"id": "die-white-1", "colour": "white", "value": 1, "taken": None, "added": False},
        {"id": "die-blue-1", "colour": "blue", "value": 6, "taken": None, "added": False},
        {"id": "die-red-1", "colour": "red", "value": 2, "taken": None, "added": False},
        {"id": "die-black-2", "colour": "black", "value": 6, "taken": None, "added": False},  # the extra die
    ]},
}


def test_roll_label_names_the_extra_die():
    """'The start player takes in hand one die of each color, adds to them one more die of their choice'"""
    described = GAME.describe_move(ROLL_VIEW, 0, {"type": "roll", "extra": "red"})
    assert described["label"] == f"Roll one die of each colour plus {name('die-red-2')} as the extra die of your " \
                                 "choice"
    assert described["targets"] == ["die-red-2"]


def test_draft_label_of_a_wild_black_die():
    """'Choices 5 and 6 of the black row are essentially wild cards. A player choosing a die corresponding to these
    locations does not place a wink there, but instead places it on any black row space in the range 1-4.'"""
    described = GAME.describe_move(ROLL_VIEW, 0, {"type": "draft", "die": "die-black-2", "space": 3})
    assert described["label"] == f"Draft {name('die-black-2')} showing 6 (wild) and place a wink on " \
                                 f"{name('black-3')}"
    assert described["targets"] == ["die-black-2", "black-3"]
    plain = GAME.describe_move(ROLL_VIEW, 0, {"type": "draft", "die": "die-green-1", "space": 4})
    assert plain["label"] == f"Draft {name('die-green-1')} showing 4 and place a wink on {name('green-4')}"


def test_troubleshooter_and_consultant_labels():
    """'Troubleshooters can choose a new result for one unallocated die.' 'Consultants can use an out of play (i.e.
    not rolled) die, freely choosing its result.'"""
    reset = GAME.describe_move(ROLL_VIEW, 0, {"type": "troubleshoot", "die": "die-red-1", "value": 5})
    assert reset["label"] == f"Use a {name('troubleshooter')} to turn {name('die-red-1')} from 2 to 5"
    assert reset["targets"] == ["troubleshooter", "die-red-1"]
    added = GAME.describe_move(ROLL_VIEW, 0, {"type": "consult", "colour": "white", "value": 3})
    assert added["label"] == f"Use a {name('consultant')} to bring the out-of-play {name('die-white-2')} into play " \
                             "showing 3"


def test_rainmaker_label_reads_the_seats_own_income():
    """'use each to increase by one either public or private income'; the income tracks end at 10 (assumed)."""
    up = GAME.describe_move(ROLL_VIEW, 0, {"type": "rainmaker", "income": "public"})
    assert up["label"] == f"Use a {name('rainmaker')} to move your cube on the {name('public')} up one, from 3 to 4"
    top = GAME.describe_move(ROLL_VIEW, 0, {"type": "rainmaker", "income": "private"})
    assert "no gain" in top["label"] and name("private") in top["label"]


def test_hire_labels_name_the_box_the_cubes_and_the_victim():
    """'boxes having the hand icon' steal; 'A player is not forced to perform hiring'."""
    view = {"resolution": {"phase": "hiring", "task": {"kind": "hire", "items": [{"row": "blue", "space": 3}]}}}
    steal = GAME.describe_move(view, 0, {"type": "hire", "take": [{"cube": "recruiter", "from_seat": 1}]})
    assert steal["label"] == f"Hire with {name('blue-3')}: take {name('recruiter')} stolen from Seat 2"  # seat 1
    assert steal["targets"] == ["blue-3", "recruiter"]
    view_white = {"resolution": {"task": {"items": [{"row": "white", "space": 2}]}}}
    two = GAME.describe_move(view_white, 0, {"type": "hire", "take": [{"cube": "white", "from_seat": None}] * 2})
    assert two["label"] == f"Hire with {name('white-2')}: take 2 × {name('white')} from the supply"
    assert two["targets"] == ["white-2", "white", "white"]
    declined = GAME.describe_move(view, 0, {"type": "hire", "take": []})
    assert declined == {"label": f"Do not hire with {name('blue-3')}", "targets": ["blue-3"]}


def test_progress_labels_tell_what_the_seat_sees():
    """'When a player has the ability to move forward into a space for which the card is face down, the player may
    decide to turn the card face up.'"""
    cards = [{"tier": "ONE", "face_up": True, "card": "ONE-4",
              "requirements": [{"white": 1, "blue": 0, "red": 0}, {"white": 1, "blue": 1, "red": 0},
                               {"white": 1, "blue": 1, "red": 0}]},
             {"tier": "TWO", "face_up": False, "card": None, "requirements": None}]
    view = {"tracks": [{"track": "teleportation", "name": "Teleportation", "cards": cards, "pawns": [1, 3]}]}
    advance = GAME.describe_move(view, 0, {"type": "advance", "track": "teleportation"})
    assert advance["label"] == f"Advance your {name('teleportation')} pawn to level 2 on {name('ONE-4')} (needs " \
                               f"{name('white')}, {name('blue')})"
    assert advance["targets"] == ["teleportation", "ONE-4"]
    flip = GAME.describe_move(view, 1, {"type": "flip", "track": "teleportation"})
    assert flip["label"] == f"Turn face up the {name('TWO')} card of the {name('teleportation')} track"
    assert flip["targets"] == ["teleportation", "TWO"]


def test_bonus_labels():
    """Progress: 'As a bonus for choosing this phase the player may take a team cube of their choice.'"""
    view = {"resolution": {"phase": "progress"}}
    take = GAME.describe_move(view, 2, {"type": "take-bonus", "cube": "red", "from_seat": None})
    assert take["label"] == f"Take a {name('red')} from the supply as the {name('progress')} bonus"
    decline = GAME.describe_move(view, 2, {"type": "take-bonus", "cube": None, "from_seat": None})
    assert decline == {"label": f"Decline the {name('progress')} bonus", "targets": []}


def event(type_: str, seat: int | None = None, **data: Any) -> dict:
    return {"type": type_, "seat": seat, "data": data}


def test_payday_summaries_follow_the_rulebook():
    """'If income is higher, the player receives one coin for each point of difference. ... If after paying all
    coins payment is still required, then the player must return one team or specialist for each point of
    difference remaining.'"""
    more = told(event("PaydayResolved", 1, income=4, staff=1, received=3, paid=0, owed=0, returned=[]))
    assert more == "Bram's income 4 topped their 1 teams and specialists: they received $3 billion."
    short = told(event("PaydayResolved", 0, income=2, staff=5, received=0, paid=1, owed=2, returned=[]))
    assert short.startswith("Ada's") and "paid $1 billion" in short and "return 2 team(s) or specialist(s)" in short
    forced = told(event("PaydayResolved", 0, income=2, staff=3, received=0, paid=0, owed=1, returned=["red"]))
    assert forced.endswith(f"had to return {name('red')}.")


def test_bonus_and_hiring_summaries_name_the_victim():
    """'whenever there are no specialist cubes of any kind in the supply, a player who is to receive one may instead
    steal one from any player having one'"""
    stolen = told(event("BonusTaken", 2, phase="funding", cube="consultant", from_seat=0))
    assert stolen == f"Cleo stole a {name('consultant')} from Ada as the {name('funding')} bonus."
    template, params = GAME.summarize(event("BonusTaken", 2, phase="funding", cube="consultant", from_seat=0))
    assert params == {"seat": 2, "cube": "consultant", "phase": "funding", "from_seat": 0}
    hired = told(event("CubesHired", 1, item={"row": "white", "space": 2},
                       take=[{"cube": "white", "from_seat": None}, {"cube": "white", "from_seat": 3}]))
    assert hired == f"Bram hired with {name('white-2')}: {name('white')} from the supply, and stole {name('white')} " \
                    "from Dev."


def test_flip_and_forced_advance_summaries():
    """'if a player has turned a card face up and has sufficient teams to advance on that card, the player must
    allocate the teams and do so.'"""
    flipped = told(event("CardFlipped", 0, track="time-travel", tier=1, card="TWO-5", requirements=[[1, 0, 1]] * 3))
    assert flipped == f"Ada turned face up the {name('TWO')} card of the {name('time-travel')} track: {name('TWO-5')}."
    forced = told(event("PawnAdvanced", 0, track="time-travel", to=4, card="TWO-5", requirement=[1, 0, 1],
                        allocation=[1, 0, 1], forced=True))
    assert forced == f"Ada had to advance their {name('time-travel')} pawn onto {name('TWO-5')}, to level 4 (needs " \
                     f"{name('white')}, {name('red')})."


def test_funding_summaries():
    """'These instructions either increase the public or private income level which is adjusted by advancing the
    corresponding small green cube or give the player cash directly.' 'The Rainmaker operates even if the player does
    not have a wink in the Funding row.'"""
    cash = told(event("FundingApplied", 3, space=6, public_to=2, private_to=2, cash=5, rainmakers=0))
    assert cash == f"Dev took $5 billion in cash with their wink on {name('green-6')}."
    income = told(event("FundingApplied", 3, space=4, public_to=4, private_to=2, cash=0, rainmakers=0))
    assert income == f"Dev raised their income with their wink on {name('green-4')}: public income 4, private " \
                     "income 2."
    rainmakers = told(event("FundingApplied", 3, space=None, public_to=2, private_to=2, cash=0, rainmakers=2))
    assert rainmakers.startswith("Dev had no wink in the Funding row") and f"2 {name('rainmaker')}" in rainmakers


def test_phase_choice_and_end_summaries():
    """'other players having winks on this same box remove theirs'; three players: 'if no player has chosen
    "Progress", there is an automatic Progress phase'; 'the player having the highest total wins'."""
    chosen = told(event("PhaseChosen", 1, phase="hiring", space=3, removed=[[0, 3], [1, 3]], actors=[0, 2, 1],
                        automatic=False))
    assert chosen == f"Bram chose the {name('hiring')} phase with their wink on {name('black-3')}; the winks on that " \
                     "box were removed from the boards of Ada, Bram."
    automatic = told(event("PhaseChosen", None, phase="progress", space=4, removed=[], actors=[2, 1, 0],
                           automatic=True))
    assert automatic.startswith(f"Nobody chose the {name('progress')} phase") and "Cleo acting first" in automatic
    scores = {"0": {"total": 31}, "1": {"total": 40}}
    ended = told(event("GameEnded", None, ranking=[[1], [0]], scores=scores, reason="tracks-completed",
                       tracks=[], unused=[]))
    assert ended.endswith("Bram won with 40 points. Final scores: Bram 40, Ada 31.")
    tied = told(event("GameEnded", None, ranking=[[0, 1]], scores={"0": {"total": 30}, "1": {"total": 30}},
                      reason="tracks-completed", tracks=[], unused=[]))
    # 'If still tied, these players share the victory.'
    assert tied.endswith("Ada, Bram shared the victory with 30 points each. Final scores: Ada 30, Bram 30.")


def test_summaries_never_fail_on_missing_data():
    for type_ in EVENT_SCHEMAS:
        for seat in (None, 0):
            template, params = GAME.summarize({"type": type_, "seat": seat, "data": {}})
            assert template != texts.default_summary({"type": type_, "seat": seat})[0], type_
            texts.render(template, params, NAMES, SEAT_NAMES)
    for type_ in GAME.command_schemas:
        label = GAME.describe_move({}, 0, {"type": type_})["label"]
        assert label and label != texts.default_label({"type": type_}), type_
