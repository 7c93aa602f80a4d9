"""Small pieces every game's rules use: copying a state, and deciding a batch of events."""

from __future__ import annotations

import marshal
import random
from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar

from games import maxn
from games.base import Command, Event, Game, Result, RuleViolation, State, Viewer, event


def clone(x: Any) -> Any:
    """Independent copy of plain JSON data.

    Folding is the hot path of loading, replaying and auditing, and copying the state dominates
    it: marshal (format 2, which shares no references, so aliases never survive a copy) does it
    in C, about six times faster than a recursive copy. Never written to disk or sent anywhere.
    """
    return marshal.loads(marshal.dumps(x, 2))


class Batch:
    """Events being decided, folded as they are emitted so later steps see their effect.

    A game subclasses it naming its fold: ``class Batch(kit.Batch): fold = staticmethod(evolve)``.
    """

    fold: ClassVar[Callable[[State | None, Event], State]]

    def __init__(self, state: State | None):
        self.state = state
        self.events: list[Event] = []

    def emit(self, type_: str, seat: int | None = None, **payload: Any) -> None:
        ev = event(type_, seat, **payload)
        self.events.append(ev)
        self.state = self.fold(self.state, ev)


class ModuleGame(Game):
    """A game whose rules, views and bot live in modules of its package; the class only names them.

    ``rules`` provides ``setup(players, rng)``, ``evolve``, ``decide``, ``to_act`` and
    ``legal_moves``; ``views`` provides ``view`` and ``redact``; ``player`` provides
    ``choose(state, seat, rng, level)``; ``hard`` provides ``determinize`` and ``HOOKS`` (games.search.Hooks)
    for the ``hard`` level. The final result is the state's ``result`` once set.
    """

    rules: ClassVar[ModuleType]
    views: ClassVar[ModuleType]
    player: ClassVar[ModuleType]
    hard: ClassVar[ModuleType]

    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        return self.rules.setup(seats, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        return self.rules.evolve(state, event)

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        return self.rules.decide(state, seat, command, rng)

    def to_act(self, state: State) -> set[int]:
        return self.rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Command]:
        return self.rules.legal_moves(state, seat)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return self.views.view(state, viewer)

    def redact(self, event: Event, viewer: Viewer) -> Event:
        return self.views.redact(event, viewer)

    def result(self, state: State) -> Result | None:
        final = state.get("result")
        if final is None:
            return None
        return Result(ranking=[list(group) for group in final["ranking"]], scores=dict(final["scores"]))

    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        if level not in self.bots:
            raise RuleViolation("unknown-bot-level", f"Bot levels are {', '.join(self.bots)}.")
        if level == "hard":
            if seat not in self.to_act(state):
                raise RuleViolation("not-your-turn", f"Seat {seat + 1} is not awaited now.")
            return maxn.hard_move(self, self.hard.HOOKS, state, seat, rng,
                                  table_hooks=getattr(self.hard, "TABLE_HOOKS", None))
        return self.player.choose(state, seat, rng, level)

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return self.hard.determinize(state, seat, rng)
