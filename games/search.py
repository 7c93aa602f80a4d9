"""The ``hard`` bot of every game: a search over sampled worlds, the same for all games.

Algorithm: single-observer information-set Monte Carlo with a one-level tree, the ``normal`` bot's move as the
baseline. Each round samples a world consistent with what the searching seat knows (the game's
``determinize``) and one rollout seed, plays every candidate move still in the race in that world, then plays
the game on with a fast rollout policy (the game's ``normal`` bot, which sees only its own seat's side of the
sampled world) for ``horizon`` commands, and scores the end: the final ranking if the game ended, else the
game's heuristic ``evaluate``. Every candidate meets the same world and the same luck in a round (common
random numbers), so the difference between two moves is measured with far less noise than by independent
playouts; successive halving keeps the better half of the challengers between phases. A challenger replaces
the policy's move only when its mean paired advantage is ``MARGIN`` standard errors above zero: the search
keeps ``normal``'s move unless it has clearly seen a better one. The statistics of a move pool over every
sampled world, so the choice is made for the information set, never for one guessed world (no strategy
fusion at the root). A deeper tree was not worth it here: at a budget of about a second of Python per move
the search runs tens to a few hundred playouts, too few to grow useful statistics below the root, while
rolling out with the ``normal`` bot makes every playout a one-step policy improvement over ``normal``.

Pure: no clock is read unless the budget has ``seconds``, and every random draw comes from the rng given
(the world samples, the rollouts' randomness, the candidates kept), so a move is reproducible under an
iteration-only budget. A time budget (``seconds``) stops on ``time.process_time()``: the move then depends
on the machine's speed and is not reproducible; the service uses both (the iteration cap usually binds
first on a quiet machine, the seconds cap protects a busy one).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from games.base import Command, Game, Result, RuleViolation, State

MAX_CANDIDATES = 10  # moves searched at the root; the rest are never sampled
PLAYOUTS_PER_MOVE = 8  # a small budget searches fewer moves: one lucky playout must not beat the policy's move
MARGIN = 1.0  # standard errors by which a move must beat the policy's move, paired, to be chosen instead


@dataclass(frozen=True)
class Budget:
    """How much one hard decision may spend: at most ``iterations`` playouts and, when set, ``seconds`` of CPU.

    ``seconds=None`` makes the move a function of the state and the rng alone (reproducible).
    A caller with a seat clock passes ``budget.within(seconds_left)`` so the search never outruns it.
    """

    iterations: int = 200
    seconds: float | None = 1.0

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError("a search budget needs at least one iteration")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("a search time budget must be positive")

    def within(self, seconds_left: float) -> Budget:
        """This budget, never longer than ``seconds_left`` (a seat clock's remaining time)."""
        cap = max(seconds_left, 1e-3)
        return Budget(self.iterations, cap if self.seconds is None else min(self.seconds, cap))


DEFAULT = Budget()
_default = [DEFAULT]


def default_budget() -> Budget:
    """The budget a hard bot uses when its caller gives none (the service sets it from its settings)."""
    return _default[0]


def set_default_budget(budget: Budget) -> Budget:
    """Replace the default budget of this process; returns the previous one."""
    previous, _default[0] = _default[0], budget
    return previous


def normal_policy(choose: Callable[[State, int, random.Random, str], Command]
                  ) -> Callable[[State, int, random.Random], Command]:
    """The rollout policy most games use: their own ``normal`` bot (``choose`` is the game's bot function)."""
    return lambda state, seat, rng: choose(state, seat, rng, "normal")


@dataclass(frozen=True)
class Hooks:
    """What a game gives the search.

    ``determinize(state, seat, rng)``: a full state, the hidden part sampled from what ``seat`` cannot see.
    ``policy(state, seat, rng)``: the rollout's complete legal command for any awaited seat.
    ``evaluate(state, seat)``: worth in [0, 1] of a running game for ``seat`` (a rollout cut at ``horizon``).
    ``candidates(state, seat, rng)``: the root moves worth searching, complete and legal; by default the
    policy's move first, then the others of ``legal_moves`` (templates never).
    """

    determinize: Callable[[State, int, random.Random], State]
    policy: Callable[[State, int, random.Random], Command]
    evaluate: Callable[[State, int], float]
    horizon: int = 60
    candidates: Callable[[State, int, random.Random], list[Command]] | None = None


def outcome(result: Result, seat: int, players: int) -> float:
    """A finished game's worth for ``seat`` in [0, 1]: mostly the share of first place, a little the rank."""
    ahead = 0
    for group in result.ranking:
        if seat in group:
            share = 1 / len(group) if ahead == 0 else 0.0
            rank = ahead + (len(group) - 1) / 2  # mean 0-based place of the tied group
            placed = 1 - rank / (players - 1) if players > 1 else 1.0
            return 0.75 * share + 0.25 * placed
        ahead += len(group)
    return 0.0


def edge(mine: float, theirs: float, scale: float) -> float:
    """A logistic worth in (0, 1) of leading by ``mine - theirs`` (``scale`` points is about 73 %)."""
    x = max(-30.0, min(30.0, (mine - theirs) / scale))
    return 1 / (1 + math.exp(-x))


def sample_of(moves: list[Command], rng: random.Random, limit: int = MAX_CANDIDATES) -> list[Command]:
    """The complete moves of ``moves`` (templates never), a random ``limit`` of them when there are more."""
    complete = [m for m in moves if not m.get("template")]
    return rng.sample(complete, limit) if len(complete) > limit else complete


def root_moves(game: Game, hooks: Hooks, state: State, seat: int, rng: random.Random) -> list[Command]:
    """The distinct complete moves to search: the policy's first, then a sample of the others."""
    first = hooks.policy(state, seat, rng)
    if hooks.candidates is not None:
        others = hooks.candidates(state, seat, rng)
    else:
        others = sample_of(game.legal_moves(state, seat), rng)
    moves, seen = [], set()
    for m in [first, *others]:
        key = key_of(m)
        if key not in seen and not m.get("template"):
            seen.add(key)
            moves.append(m)
    return moves[: MAX_CANDIDATES + 1]


def apply(game: Game, state: State, seat: int, command: Command, rng: random.Random) -> State:
    """``state`` after ``seat`` played ``command`` (and every automatic step it triggers)."""
    for ev in game.decide(state, seat, command, rng):
        state = game.evolve(state, ev)
    return state


def key_of(move: Command) -> str:
    """A move's identity among candidates (equal payloads, one key)."""
    return repr(sorted(move.items()))


def players_of(state: State) -> int:
    return state.get("n") or len(state["players"])


def played_on(game: Game, hooks: Hooks, world: State, steps: int, rng: random.Random) -> State:
    """``world`` after at most ``steps`` commands of the rollout policy (fewer when it ends or awaits nobody)."""
    for _ in range(steps):
        if game.result(world) is not None:
            break
        awaited = sorted(game.to_act(world))
        if not awaited:
            break
        actor = awaited[0] if len(awaited) == 1 else rng.choice(awaited)
        world = apply(game, world, actor, hooks.policy(world, actor, rng), rng)
    return world


def playout(game: Game, hooks: Hooks, world: State, seat: int, rng: random.Random) -> float:
    """Play ``world`` on with the rollout policy for ``hooks.horizon`` commands; its worth for ``seat``."""
    world = played_on(game, hooks, world, hooks.horizon, rng)
    result = game.result(world)
    if result is not None:
        return outcome(result, seat, players_of(world))
    return hooks.evaluate(world, seat)


def choose(game: Game, hooks: Hooks, state: State, seat: int, rng: random.Random,
           budget: Budget | None = None) -> Command:
    """The hard bot's move for ``seat``: a complete legal command (never a template).

    Rounds of common random numbers: each round samples one world and one rollout seed, and plays every
    candidate still in the race in that same world with that same seed, so two moves are compared on the
    same luck (their difference has far less noise than two independent playouts). The policy's own move is
    the baseline: another move is chosen only when its mean advantage over it, paired round by round, is
    clearly positive (``MARGIN`` standard errors), so the search never trades the policy's move for one lucky
    run. Successive halving drops the weaker half of the challengers between phases.
    """
    budget = budget or default_budget()
    moves = root_moves(game, hooks, state, seat, rng)[: max(2, budget.iterations // PLAYOUTS_PER_MOVE)]
    if len(moves) == 1:
        return moves[0]
    started = time.process_time() if budget.seconds is not None else 0.0
    live = list(range(len(moves)))
    adv = [0.0] * len(moves)  # sum of (reward of move i - reward of the policy's move), paired by round
    sq = [0.0] * len(moves)
    rounds = [0] * len(moves)
    phases = max(1, math.ceil(math.log2(len(moves) - 1))) if len(moves) > 2 else 1
    per_phase = budget.iterations / phases
    used = 0

    def out_of_budget() -> bool:
        if used + len(live) > budget.iterations:
            return True
        return budget.seconds is not None and time.process_time() - started >= budget.seconds

    for phase in range(phases):
        last = phase == phases - 1 or len(live) <= 2
        phase_used = 0
        while not (used and out_of_budget()):
            if phase_used and not last and phase_used + len(live) > per_phase:
                break
            world = hooks.determinize(state, seat, rng)
            seed = rng.getrandbits(64)
            rewards = {i: _rollout(game, hooks, world, seat, moves[i], random.Random(seed)) for i in live}
            for i in live:
                d = rewards[i] - rewards[0]
                adv[i] += d
                sq[i] += d * d
                rounds[i] += 1
            used += len(live)
            phase_used += len(live)
        if last or out_of_budget():
            break
        challengers = sorted(live[1:], key=lambda i: (-adv[i] / rounds[i], i))
        live = [0, *sorted(challengers[: max(1, len(challengers) // 2)])]
    best, best_score = 0, 0.0
    for i in live[1:]:
        n = rounds[i]
        mean = adv[i] / n
        var = max(0.0, sq[i] / n - mean * mean)
        score = mean - MARGIN * math.sqrt(var / max(1, n - 1)) if n > 1 else -1.0
        if mean > 0 and score > best_score:
            best, best_score = i, score
    return moves[best]


def _rollout(game: Game, hooks: Hooks, world: State, seat: int, move: Command, rng: random.Random) -> float:
    """The worth for ``seat`` of playing ``move`` in ``world`` and rolling on."""
    try:
        after = apply(game, world, seat, move, rng)
    except RuleViolation:
        return 0.0  # not legal in this world: cannot happen when legality rests on what the seat sees
    return playout(game, hooks, after, seat, rng)
