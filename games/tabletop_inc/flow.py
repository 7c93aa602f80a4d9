"""Deciding a Tabletop Inc. command: check it, run its handler, then the automatic steps between commands
(tasks needing no choice, impossible tasks dropped, a finished turn ended)."""

from __future__ import annotations

import random

from games.base import Event, State
from games.tabletop_inc import data as D
from games.tabletop_inc.engine import HANDLERS, check, skip_task
from games.tabletop_inc.moves import free_moves, task_moves
from games.tabletop_inc.state import is_muman
from games.tabletop_inc.turn import Batch, end_turn, refuse, task_done


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
        if s["pending"]:
            t = s["pending"][0]
            kind = t["kind"]
            if kind == "gain":
                b.emit("ResourcesChanged", seat, delta=dict(t["gain"]), reason=t["action"])
                task_done(b, seat)
            elif kind in ("train", "objective") and not t["drawn"]:
                deck, size = ("skill", D.SKILL_OFFER) if kind == "train" else ("objective", D.OBJECTIVE_OFFER)
                d = s["decks"][deck]
                pool, bottom = sorted(d["pool"]), list(d["bottom"])
                k = min(size, len(pool))
                cards = rng.sample(pool, k) + bottom[: size - k]
                if not cards:
                    task_done(b, seat, "dropped")  # the deck is empty: nothing to choose from
                elif kind == "train":
                    b.emit("SkillCardsDrawn", seat, cards=cards)
                else:
                    b.emit("ObjectivesDrawn", seat, cards=cards)
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
