"""Shared pieces of a Tabletop Inc. turn, below the decider and the Muman-Bot: the event batch, refusals, deck
draws, whose turn it is, predictions coming true, collecting workers (hourglass, end trigger) and ending a turn.

Import direction in this package: data, state, scoring <- turn <- muman <- engine (handlers, checks) <- moves
(legal moves) <- flow (decide and the automatic steps) <- bot, views, the game class.
"""

from __future__ import annotations

import random

from games import kit
from games.base import RuleViolation, State
from games.tabletop_inc import data as D
from games.tabletop_inc.scoring import final_result
from games.tabletop_inc.state import evolve, pow_of, unflipped, wow_of


class Batch(kit.Batch):
    fold = staticmethod(evolve)


def refuse(code: str, message: str) -> RuleViolation:
    return RuleViolation(code, message)


def draw(s: State, deck: str, rng: random.Random) -> str | None:
    """A random card of the shuffled part of a deck, else the first card put under it, else None."""
    d = s["decks"][deck]
    if d["pool"]:
        return rng.choice(sorted(d["pool"]))
    return d["bottom"][0] if d["bottom"] else None


def task_done(b: Batch, seat: int, end: str = "done") -> None:
    """The current task leaves the pending list: ``end`` says how (done, skipped by the player, or dropped because
    nothing could answer it), and the event carries the task so the log can tell which step it was."""
    b.emit("TaskDone", seat, task=kit.clone(b.state["pending"][0]), end=end)


def to_act(s: State) -> set[int]:
    if s["phase"] == "choose":
        return {i for i, q in enumerate(s["players"]) if not q["chosen"]}
    if s["phase"] == "play" and s["turn"] is not None:
        return {s["turn"]}
    return set()


def flip(b: Batch, predictor: int, action: str, reason: str) -> None:
    """Flip a face-down prediction; when all came true, take the reward and return the cards."""
    p = b.state["players"][predictor]
    b.emit("PredictionFlipped", predictor, target=p["prediction"]["target"], action=action, reason=reason,
           vp=wow_of(p).get("prediction_vp", 0))
    pred = b.state["players"][predictor]["prediction"]
    if all(c["flipped"] for c in pred["cards"]):
        count = len(pred["cards"])
        b.emit("PredictionsRewarded", predictor, count=count, vp=D.PREDICTION_VP[count])


def predictions_come_true(b: Batch, seat: int, action: str) -> None:
    """``seat`` performed ``action`` on its turn: the others' predictions about it come true (a Muman-Bot's
    face-up prediction card is discarded for one VP)."""
    if action not in D.PREDICTABLE:
        return
    for q in range(b.state["n"]):
        pred = b.state["players"][q]["prediction"]
        if q != seat and pred and pred["target"] == seat and action in unflipped(b.state["players"][q]):
            if pred.get("open"):
                b.emit("MumanPredictionCorrect", q, target=seat, action=action, vp=D.MUMAN_PREDICTION_VP)
            else:
                flip(b, q, action, "action")


def prediction_counts(p: dict) -> list[int]:
    ban = pow_of(p).get("ban_predictions")
    return [k for k in range(1, D.MAX_PREDICTIONS + 1) if k != ban]


def hourglass_move(s: State, seat: int) -> tuple[int, int, int, int]:
    """(from, to, research bonuses, action bonuses) of ``seat`` collecting its workers now."""
    old = s["hourglass"]
    new = max(0, old - len(s["players"][seat]["placed"]))
    research = sum(1 for x in D.HOURGLASS_RESEARCH if new <= x < old)
    bonuses = sum(1 for x in D.HOURGLASS_ACTION if new <= x < old)
    return old, new, research, bonuses


def cycle_tracks(b: Batch, rng: random.Random) -> None:
    """Card-track refresh variant: 'before they collect them they must first remove the card in the far right
    space' of each refreshed track; it goes under its deck, the others move right and a new card comes in."""
    for track in b.state.get("refresh") or []:
        slots = b.state["tracks"][track]
        if not slots:
            continue
        card = slots[-1]["card"]
        after = {**b.state["decks"][track], "bottom": [*b.state["decks"][track]["bottom"], card]}
        refill = draw({"decks": {track: after}}, track, rng)
        b.emit("TrackCycled", None, track=track, card=card, refill=refill, res=dict(slots[-1]["res"]))


def collect_workers(b: Batch, seat: int, rng: random.Random) -> None:
    """Collecting: the refresh variant first, the old predictions discarded, the workers back, the hourglass
    moved (research bonuses taken, the end triggered at 0). Action bonuses are queued by the caller."""
    cycle_tracks(b, rng)
    p = b.state["players"][seat]
    old, new, research, bonuses = hourglass_move(b.state, seat)
    if p["prediction"]:  # 'If by the time you next Collect Your Workers, all ... have not proven correct'
        b.emit("PredictionsDiscarded", seat, count=len(p["prediction"]["cards"]))
    b.emit("WorkersCollected", seat, count=len(p["placed"]))
    b.emit("HourglassMoved", seat, **{"from": old, "to": new, "research": research, "actions": bonuses})
    if research:
        b.emit("ResourcesChanged", seat, delta={"research": research}, reason="hourglass")
    if new == 0 and old > 0:
        b.emit("EndTriggered", seat, vp=D.END_TRIGGER_VP)


def end_turn(b: Batch) -> None:
    s = b.state
    seat = s["turn"]
    if s["end_by"] is not None:
        final = [x for x in s["final"] if x != seat]
        nxt = final[0] if final else None
    else:
        nxt = (seat + 1) % s["n"]
    b.emit("TurnEnded", seat, next=nxt)
    if nxt is None:
        res = final_result(b.state)
        b.emit("GameEnded", None, ranking=res["ranking"], scores=res["scores"])
