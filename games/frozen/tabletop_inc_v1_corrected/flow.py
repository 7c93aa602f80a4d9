"""Deciding a Tabletop Inc. command: check it, run its handler, then the automatic steps between commands
(tasks needing no choice, impossible tasks dropped, a finished turn ended)."""

from __future__ import annotations

import random

from games.base import Event, State
from games.frozen.tabletop_inc_v1_corrected import data as D
from games.frozen.tabletop_inc_v1_corrected.engine import HANDLERS, check, skip_task
from games.frozen.tabletop_inc_v1_corrected.moves import free_moves, task_moves
from games.frozen.tabletop_inc_v1_corrected.state import is_muman
from games.frozen.tabletop_inc_v1_corrected.turn import Batch, end_turn, refuse


def decide(state: State, seat: int, cmd: dict, rng: random.Random) -> list[Event]:
    if not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise refuse("not-a-seat", "No such seat.")
    check(state, seat, cmd)
    b = Batch(state)
    HANDLERS[cmd["type"]](b, seat, cmd, rng)
    advance(b, rng)
    return b.events


def advance(b: Batch, rng: random.Random) -> None:
    """Resolve tasks needing no choice, drop impossible ones, and end a finished turn."""
    while True:
        s = b.state
        if s["phase"] != "play" or s["turn"] is None:
            return
        seat = s["turn"]
        p = s["players"][seat]
        if s["pending"]:
            t = s["pending"][0]
            kind = t["kind"]
            if kind == "gain":
                b.emit("ResourcesChanged", seat, delta=dict(t["gain"]), reason=t["action"])
                b.emit("TaskDone", seat)
            elif kind == "publish":
                game = p["game"]
                if all(game[k] is not None for k in D.PARTS):
                    b.emit("GamePublished", seat, game=dict(game))
                    if t["specialist"]:
                        b.emit("ResourcesChanged", seat, delta=dict(D.PUBLISH_SPECIALIST_GAIN), reason="S-publish")
                b.emit("TaskDone", seat)
            elif kind in ("train", "objective") and not t["drawn"]:
                deck, size = ("skill", D.SKILL_OFFER) if kind == "train" else ("objective", D.OBJECTIVE_OFFER)
                d = s["decks"][deck]
                pool, bottom = sorted(d["pool"]), list(d["bottom"])
                k = min(size, len(pool))
                cards = rng.sample(pool, k) + bottom[: size - k]
                if not cards:
                    b.emit("TaskDone", seat)
                else:
                    b.emit("SkillCardsDrawn" if kind == "train" else "ObjectivesDrawn", seat, cards=cards)
            elif not task_moves(s, seat, stop_at_one=True) and (
                    is_muman(s, seat) or not free_moves(s, seat, stop_at_one=True)):
                skip_task(b, seat)  # nothing answers it, not even after an item, a skill card or the POW removal
            else:
                return
            continue
        if not s["main_done"]:
            return
        if not is_muman(s, seat) and free_moves(s, seat, stop_at_one=True):
            return
        end_turn(b)
        return
