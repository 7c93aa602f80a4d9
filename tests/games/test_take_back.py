"""Taking back a decision, pure (issue 50 item 3; DESIGN §11). Board Game Arena's rule: a person may take back
their last decision while no other seat has acted since and the decision revealed nothing new (no draw, roll,
reveal or hidden information shown); each game lists the commands it allows it for (docs/rules, "Take back")."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from events.seeds import rng_for
from games import REGISTRY, lifecycle, take_back
from games import table as tables
from games.base import RuleViolation
from service.audit import check_decisions
from tests.support.scripted_table import SEED, ScriptedTable
from tests.support.sitting import Sitting

PERSON = [{"name": "Ann"}]
# What a take-back leaves different from the table at the version it returns to: the table's own bookkeeping.
MOVING = {"version", "head", "updated_at", "at", "acted", "clocks", "take_back", "human_moved"}


def refusal(table, seat, autopilot=False) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        tables.decide(table, seat, {"type": take_back.COMMAND}, rng_for(SEED, table["gid"], table["version"]),
                      autopilot=autopilot)
    return refused.value


def played_until(slug, players, found, person=None, seeds=range(40)):
    """The first sitting (Ann, seat 0, a person among easy bots) where ``found(sitting, seat, command, batch)``
    holds right after a decision, with Ann choosing among her legal moves at random (or as the bot ``person``)."""
    for seed in seeds:
        sitting = Sitting(slug, PERSON + [{"bot": "easy"}] * (players - 1), f"{seed:064x}", person)
        rng = random.Random(seed)
        while (played := sitting.step(rng)) is not None:
            if found(sitting, *played):
                return sitting
    raise AssertionError(f"no sitting of {slug} came to the case")


def same_table(restored, earlier):
    return {k: v for k, v in restored.items() if k not in MOVING} == {k: v for k, v in earlier.items()
                                                                       if k not in MOVING}


def ann_moved(sitting, seat, command, batch):
    return seat == 0 and tables.take_back_offer(sitting.table, 0)["allowed"]


@pytest.mark.parametrize("slug,players", [("corporate-anarchy", 2), ("tabletop-inc", 2), ("tabletop-climber", 3),
                                          ("inventing-the-future", 2), ("bias-effect", 3)])
def test_a_move_that_revealed_nothing_is_taken_back_to_the_table_before_it(slug, players):
    sitting = played_until(slug, players, ann_moved)
    offer = tables.take_back_offer(sitting.table, 0)
    moved_at = sitting.table["version"]
    [taken] = sitting.take_back(0)
    assert taken["type"] == "DecisionTakenBack" and taken["data"] == {"to_version": offer["to_version"]}
    restored, earlier = sitting.table, sitting.at[offer["to_version"]]
    assert restored["version"] == moved_at + 1  # the log only grows: the move's events stay in it
    assert restored["state"] == earlier["state"] and same_table(restored, earlier)
    for viewer in [*range(players), None]:
        assert tables.view(restored, viewer)["view"] == tables.view(earlier, viewer)["view"]
    assert tables.moves_answer(restored, 0)["moves"] == tables.moves_answer(earlier, 0)["moves"]
    # snapshots: the table read back from JSON folds on as the live one does
    assert json.loads(json.dumps(restored)) == restored
    assert tables.replay(sitting.envelopes) == restored


def test_only_the_last_move_once_and_only_until_another_seat_acts():
    """BGA: a move is taken back only while no one has answered it; the one before it stays."""
    sitting = played_until("corporate-anarchy", 2, ann_moved)
    sitting.take_back(0)
    assert refusal(sitting.table, 0).code == "already-taken-back"
    rng = random.Random(1)
    while sitting.awaited() == 0:
        sitting.decide(0, sitting.choice(0, rng))
    sitting.step(rng)  # the bot answers
    refused = refusal(sitting.table, 0)
    assert refused.code == "another-seat-acted" and "Seat 2 has acted since your last move" in refused.message


def test_a_move_that_uncovered_a_tile_is_final():
    """Corporate Anarchy: 'To uncover a tile, you must end your movement phase by landing on that tile'; what it
    was is then known, so the move cannot be taken back."""
    sitting = played_until("corporate-anarchy", 3, lambda s, seat, command, batch: seat == 0 and any(
        e["type"] == "TileUncovered" for e in batch) and not tables.is_over(s.table), person="normal")
    refused = refusal(sitting.table, 0)
    assert refused.code == "move-revealed" and refused.message == (
        "Your last move cannot be taken back: it uncovered a face-down tile.")
    assert tables.take_back_offer(sitting.table, 0) == {"allowed": False, "code": "move_revealed",
                                                        "reason": refused.message}


def test_a_sealed_choice_every_seat_makes_at_once_is_final():
    """Corporate Anarchy's set-up: the base tiles are placed face down by every seat at once; a sealed choice is
    never listed."""
    sitting = Sitting("corporate-anarchy", PERSON * 2, "ab" * 32)
    placement = next(m for m in REGISTRY["corporate-anarchy"].legal_moves(sitting.table["state"], 0)
                     if not m.get("template"))
    sitting.decide(0, placement)
    refused = refusal(sitting.table, 0)
    assert refused.code == "move-is-final" and refused.message == (
        "Your last move cannot be taken back: the base tiles are placed face down by every player at once.")


def test_a_board_action_under_face_down_predictions_is_final():
    """Tabletop Inc.: 'If the opponent … performs one of the actions you predicted on their turn, flip the relevant
    prediction card'. Whether a card flipped or not tells which actions were predicted, so an action performed
    while another seat holds face-down predictions about the performer is final, flipped or not."""
    def predicted_about_ann(sitting, seat, command, batch):
        players = sitting.at[batch[0]["v"] - 1]["state"]["players"]
        return seat == 0 and command["type"] == "place" and any(
            p["prediction"] and p["prediction"]["target"] == 0 and not p["prediction"].get("open")
            for p in players[1:]) and not tables.is_over(sitting.table)

    sitting = played_until("tabletop-inc", 2, predicted_about_ann)
    refused = refusal(sitting.table, 0)
    assert refused.code == "move-revealed"
    assert "showed whether another player's face-down predictions named that action" in refused.message or \
        "turned a face-down prediction card face up" in refused.message


def test_no_move_yet_no_bot_and_no_autopilot_ever_takes_back():
    sitting = Sitting("corporate-anarchy", PERSON + [{"bot": "easy"}], "cd" * 32)
    assert refusal(sitting.table, 0).code == "nothing-to-take-back"
    assert refusal(sitting.table, 1).code == "bot-seat"
    sitting = played_until("corporate-anarchy", 2, ann_moved)
    assert refusal(sitting.table, 0, autopilot=True).code == "autopilot-never-takes-back"


def test_a_table_created_before_take_backs_keeps_its_moves_final():
    """A history is re-decided by the hosting rules it recorded: before lifecycle 5 a take-back is refused."""
    sitting = Sitting("corporate-anarchy", PERSON * 2, "ef" * 32, lifecycle=4)
    assert "take_back" not in sitting.table
    assert refusal(sitting.table, 0).code == "take-back-not-offered"


def test_a_take_back_spends_the_clock_and_never_refills_it():
    """The move clock keeps running from when the seat was first awaited: taking back is no way to more time."""
    t = ScriptedTable("corporate-anarchy", PERSON * 2, clock={"type": "move", "seconds": 60}, lifecycle=5)
    game = REGISTRY["corporate-anarchy"]
    for seat in (0, 1):
        t.command(seat, next(m for m in game.legal_moves(t.table["state"], seat) if not m.get("template")), 1_000)
    first = tables.to_act(t.table)[0]
    started = t.table["clocks"][first]
    t.command(first, {"type": "end-turn"}, 21_000)
    assert t.table["clocks"][first]["since"] is None
    t.command(first, {"type": take_back.COMMAND}, 31_000)
    assert tables.to_act(t.table) == [first] and t.table["clocks"][first] == started
    assert lifecycle.timers(t.table, tables.to_act(t.table)) == [("expire", first, started["since"] + 60_000)]


def test_the_log_tells_a_take_back():
    sitting = played_until("corporate-anarchy", 2, ann_moved)
    [taken] = sitting.take_back(0)
    told = tables.summarized(sitting.table, taken)["summary"]
    assert told["text"] == "Ann took back their last move: the table is as it was before it."


def _observed(game, events, seat):
    return [{k: e[k] for k in ("type", "seat", "data")} for e in (game.redact(e, seat) for e in events)]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(slug=st.sampled_from(sorted(REGISTRY)), seed=st.integers(0, 2**31), odds=st.floats(0.2, 1.0))
def test_property_a_take_back_restores_the_earlier_table_and_reveals_nothing(slug, seed, odds):
    """Random play, Ann (seat 0) a person among easy bots, taking back when allowed with probability ``odds``. Every
    decision a game lets be taken back draws no randomness (decided again with another rng it yields the same
    events) and depends on nothing Ann could not see (decided on worlds ``determinize`` draws from her view, she
    would have seen the same events). After each take-back the table equals the one at the version it returns to,
    the log kept every event, and at the end the audit re-decides the whole history, take-backs included."""
    game = REGISTRY[slug]
    players = game.min_players if seed % 2 else game.max_players
    sitting = Sitting(slug, PERSON + [{"bot": "easy"}] * (players - 1), f"{seed:064x}")
    rng = random.Random(seed)
    for _ in range(3000):
        before = sitting.table
        played = sitting.step(rng)
        if played is None:
            break
        seat, command, batch = played
        if seat != 0 or not tables.take_back_offer(sitting.table, 0)["allowed"]:
            continue
        events = [{k: e[k] for k in ("type", "seat", "data")} for e in batch]
        again = tables.stamp(game, game.decide(before["state"], 0, command, random.Random(seed + 1)))
        assert [{k: e[k] for k in ("type", "seat", "data")} for e in again] == events, (command, events)
        for k in range(2):
            world = game.determinize(before["state"], 0, random.Random(seed + k))
            assert _observed(game, game.decide(world, 0, command, random.Random(k)), 0) == _observed(game, batch, 0)
        if rng.random() < odds:
            length = len(sitting.envelopes)
            sitting.take_back(0)
            back = sitting.at[batch[0]["v"] - 1]
            assert len(sitting.envelopes) == length + 1
            assert sitting.table["state"] == back["state"] and same_table(sitting.table, back)
    check, _ = check_decisions(sitting.envelopes, sitting.seed)
    assert check.ok, check


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_command_of_a_game_is_either_taken_back_or_final_for_a_reason(slug):
    game = REGISTRY[slug]
    assert not game.take_back_commands & set(game.final_commands)
    assert game.take_back_commands | set(game.final_commands) == set(game.command_schemas)
    assert set(game.revealing_events) <= set(game.event_schemas)
