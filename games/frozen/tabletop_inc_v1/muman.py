"""The Muman-Bot (rulebook "THE MUMAN-BOT (SOLO MODE)", "MUMAN-BOT PREDICTIONS", "THE ZAP CARDS").

A Muman-Bot seat (option ``muman: {"<seat>": difficulty}``) answers every turn with one ``muman-turn`` command; all
its choices are the game's: the ZAP card drawn, the opponent and the prediction cards come from the game rng and
are written into the events, so the audit re-decides them.

- With a worker left: draw the active ZAP card (reshuffling the discard pile when the deck is empty), place a worker
  on the far-left open space of its action (none open: no worker), score the card's VP for the difficulty (Extreme
  without its own box uses Hard), then apply the card's blue adjustment box.
- Without a worker left: collect like a human (hourglass, end trigger, refresh variant) and make 1/2/3/4 face-up
  predictions by difficulty, free, about a random non-Muman opponent (any opponent with two players).
"""

from __future__ import annotations

import random

from games.base import State
from games.frozen.tabletop_inc_v1 import data as D
from games.frozen.tabletop_inc_v1.engine import Batch, _draw, collect_workers, predictions_come_true, refuse
from games.frozen.tabletop_inc_v1.state import is_muman


def difficulty(s: State, seat: int) -> str:
    return s["muman"][str(seat)]


def zap_vp(card: str, level: str) -> tuple[int, str]:
    """(VP, box used): 'If playing at Extreme difficulty then use the Hard difficulty victory points for all cards
    that do not have a separate Extreme level difficulty box.'"""
    boxes = D.ZAP_CARDS[card]["vp"]
    box = level if level in boxes else D.EXTREME_FALLBACK
    return boxes[box], box


def open_space(s: State, action: str) -> str | None:
    """'the far left space of the action shown ... filled from left to right and top to bottom'; None when full."""
    for space, sp in D.SPACES.items():
        if sp["action"] != action or space in s["board"]:
            continue
        if sp["four_plus"] and s["n"] < D.FOUR_PLUS_PLAYERS:
            continue
        return space
    return None


def award_to_remove(s: State, seat: int) -> tuple[int | None, int]:
    """(level removed or None, level required). No award: level 1; holding a level 1: level 2; a level 2: level 3.
    'If no awards are available of the required level remove one of a lower level, if this is not possible remove
    a reward of a higher level and if this is not possible, then this action is ignored.'"""
    held = s["players"][seat]["zap_awards"]
    wanted = min(3, max(held, default=0) + 1)
    order = [wanted, *range(wanted - 1, 0, -1), *range(wanted + 1, 4)]
    for level in order:
        if s["shelf"][str(level)] > 0:
            return level, wanted
    return None, wanted


def draw_zap(s: State, rng: random.Random) -> tuple[str, bool]:
    """(card, reshuffled): 'if the deck is empty then shuffle the discard pile and create a new Zap deck'."""
    z = s["zap"]
    if z["pool"]:
        return rng.choice(sorted(z["pool"])), False
    discard = z["discard"] + ([z["active"]] if z["active"] is not None else [])
    return rng.choice(sorted(discard)), True


def adjust(b: Batch, seat: int, card: str, rng: random.Random) -> None:
    """The blue adjustment box of ``card`` (rulebook page 13)."""
    kind = D.ZAP_CARDS[card]["adjust"]
    s = b.state
    if kind == "award":
        level, wanted = award_to_remove(s, seat)
        b.emit("AwardRemoved", seat, level=level, wanted=wanted, card=card)
    elif kind in ("objective", "skill"):
        top = _draw(s, kind, rng)
        b.emit("ObjectiveDiscarded" if kind == "objective" else "SkillDiscarded", seat, card=top, zap=card)
    elif kind in D.TRACKS:
        slots = s["tracks"][kind]
        res: dict[str, int] = {}
        for slot in slots:
            for r, v in slot["res"].items():
                res[r] = res.get(r, 0) + v
        b.emit("TrackRefreshed", seat, track=kind, returned=[x["card"] for x in slots], res=res, zap=card)
        for _ in range(D.TRACKS[kind]):
            b.emit("TrackRefilled", None, track=kind, card=_draw(b.state, kind, rng))


def zap_turn(b: Batch, seat: int, rng: random.Random) -> None:
    card, reshuffled = draw_zap(b.state, rng)
    b.emit("ZapDrawn", seat, card=card, reshuffled=reshuffled, action=D.ZAP_CARDS[card]["action"])
    action = D.ZAP_CARDS[card]["action"]
    space = open_space(b.state, action)
    if space is not None:  # 'Costs and bonuses from these actions are ignored'
        b.emit("WorkerPlaced", seat, worker="worker", space=space, action=action, paid={}, bonus={}, zap=card)
        predictions_come_true(b, seat, action)
    level = difficulty(b.state, seat)
    vp, box = zap_vp(card, level)
    b.emit("ZapScored", seat, card=card, difficulty=level, box=box, vp=vp)
    adjust(b, seat, card, rng)


def collect_turn(b: Batch, seat: int, rng: random.Random) -> None:
    collect_workers(b, seat, rng)
    s = b.state
    opponents = [q for q in range(s["n"]) if q != seat]
    humans = [q for q in opponents if not is_muman(s, q)]
    target = rng.choice(humans or opponents)
    count = D.MUMAN_PREDICTIONS[difficulty(s, seat)]
    b.emit("MumanPredicted", seat, target=target, actions=rng.sample(sorted(D.PREDICTABLE), count), count=count)


def turn(b: Batch, seat: int, rng: random.Random | None, dry: bool = False) -> None:
    """One Muman-Bot turn: a ZAP card while a worker is left, else collecting and predicting."""
    p = b.state["players"][seat]
    if not p["free_workers"] and not p["placed"]:
        raise refuse("no-worker", "The Muman-Bot has no worker to place or collect.")
    if dry:
        return
    assert rng is not None
    if p["free_workers"]:
        zap_turn(b, seat, rng)
    else:  # 'When a Muman-Bot runs out of workers they will take a turn to return all their workers'
        collect_turn(b, seat, rng)
