"""The hard bot's search at three or more seats: information-set MCTS whose values are per seat (max^n).

At a table of three or more, one opponent's loss is not the searching seat's gain: a reply that hurts the
leader may help a third seat, and the seat to act picks what is best for itself, not worst for us. So every
playout backs up a vector, one worth per seat (``search.outcome`` of the final ranking, or the game's
``evaluate`` where the playout is cut at ``horizon``), and at each node of the tree the seat to act there
chooses by its own component (max^n). One tree over command sequences serves every sampled world
(single-observer IS-MCTS, Cowling, Powley & Whitehouse 2012; OpenSpiel's ``is_mcts``): an iteration samples a
world consistent with what the searching seat sees (the game's ``determinize``), walks the tree choosing by
UCB1 among the moves legal in that world, adds one node, and plays on with the rollout policy (the game's
``normal`` bot).

Progressive widening keeps the tree as narrow as the budget: a node considers its policy move and one other,
then one more move for every ``PLAYOUTS_PER_MOVE`` visits, so with tens of playouts a decision (a second of
Python in Corporate Anarchy at four seats) an opponent's node is mostly the ``normal`` reply it would play,
and only a well-visited node searches alternatives. The move chosen is the root's most visited when its mean
beats the policy move's by ``MARGIN`` standard errors, else the policy's move.

Pure as ``games.search``: no clock unless the budget has ``seconds`` (then ``time.process_time()``, stopping
before an iteration that could overrun it), every random draw from the rng given.
"""

from __future__ import annotations

import math
import random
import time

from games.base import Command, Game, RuleViolation, State
from games.search import (
    MARGIN,
    MAX_CANDIDATES,
    PLAYOUTS_PER_MOVE,
    Budget,
    Hooks,
    apply,
    default_budget,
    key_of,
    outcome,
    played_on,
    players_of,
    root_moves,
    sample_of,
)
from games.search import choose as flat_choose

EXPLORATION = 0.7  # UCB1's constant for worths in [0, 1]


class Node:
    """A command sequence from the root: who played the last command, which, and the per-seat sums below."""

    __slots__ = ("actor", "move", "visits", "totals", "squares", "children")

    def __init__(self, actor: int, move: Command | None, players: int):
        self.actor = actor
        self.move = move
        self.visits = 0
        self.totals = [0.0] * players
        self.squares = 0.0  # of the actor's worths: the spread of a root move's playouts
        self.children: dict[tuple[int, str], Node] = {}

    def widened(self, actor: int) -> list[Node]:
        return [c for (a, _), c in self.children.items() if a == actor]


def worths(game: Game, hooks: Hooks, world: State, players: int) -> list[float]:
    """Each seat's worth of ``world``: its final outcome if the game ended, else the game's estimate."""
    result = game.result(world)
    if result is not None:
        return [outcome(result, i, players) for i in range(players)]
    return [hooks.evaluate(world, i) for i in range(players)]


def rollout(game: Game, hooks: Hooks, world: State, steps: int, rng: random.Random, players: int) -> list[float]:
    """Play ``world`` on with the rollout policy for at most ``steps`` commands; every seat's worth."""
    return worths(game, hooks, played_on(game, hooks, world, steps, rng), players)


def allowed(visits: int) -> int:
    """How many moves a node searches after ``visits`` playouts (progressive widening)."""
    return 2 + visits // PLAYOUTS_PER_MOVE


def ucb(child: Node, actor: int, parent_visits: int) -> float:
    if child.visits == 0:
        return math.inf
    mean = child.totals[actor] / child.visits
    return mean + EXPLORATION * math.sqrt(math.log(max(1, parent_visits)) / child.visits)


def moves_at(game: Game, hooks: Hooks, world: State, actor: int, rng: random.Random) -> list[Command]:
    """A non-root node's candidates in this world: the policy's move first, then a sample of the others."""
    first = hooks.policy(world, actor, rng)
    others = hooks.candidates(world, actor, rng) if hooks.candidates is not None \
        else sample_of(game.legal_moves(world, actor), rng)
    return [first, *[m for m in others if not m.get("template")]][: MAX_CANDIDATES + 1]


def step(game: Game, hooks: Hooks, node: Node, world: State, actor: int, rng: random.Random,
         root: list[Command] | None) -> tuple[Node, State] | None:
    """Descend from ``node`` one command of ``actor`` in ``world``: a new child while the node may widen, else
    the UCB1 choice of ``actor`` among the children legal here. None when nothing can be played."""
    players = len(node.totals)
    known = node.widened(actor)
    if len(known) < allowed(node.visits):
        candidates = root if root is not None else moves_at(game, hooks, world, actor, rng)
        for move in candidates:
            key = (actor, key_of(move))
            if key in node.children:
                continue
            try:
                after = apply(game, world, actor, move, rng)
            except RuleViolation:
                continue
            child = node.children[key] = Node(actor, move, players)
            return child, after
    for child in sorted(known, key=lambda c: -ucb(c, actor, node.visits)):
        try:
            return child, apply(game, world, actor, child.move, rng)
        except RuleViolation:
            continue  # its move is not legal in this world (another seat's hidden hand differs)
    return None


def iterate(game: Game, hooks: Hooks, root: Node, state: State, seat: int, moves: list[Command],
            rng: random.Random) -> None:
    """One iteration: a sampled world, a walk down the tree, one new node, a rollout, the worths backed up."""
    players = len(root.totals)
    world = hooks.determinize(state, seat, rng)
    luck = random.Random(rng.getrandbits(64))
    path, node, depth = [root], root, 0
    while depth < hooks.horizon and game.result(world) is None:
        awaited = sorted(game.to_act(world))
        if not awaited:
            break
        actor = seat if node is root else awaited[0] if len(awaited) == 1 else luck.choice(awaited)
        stepped = step(game, hooks, node, world, actor, luck, moves if node is root else None)
        if stepped is None:
            break
        node, world = stepped
        path.append(node)
        depth += 1
        if node.visits == 0:
            break
    reward = rollout(game, hooks, world, hooks.horizon - depth, luck, players)
    for n in path:
        n.visits += 1
        n.squares += reward[n.actor] ** 2
        for i in range(players):
            n.totals[i] += reward[i]


def choose(game: Game, hooks: Hooks, state: State, seat: int, rng: random.Random,
           budget: Budget | None = None) -> Command:
    """The hard bot's move for ``seat`` at three or more seats: a complete legal command (never a template)."""
    budget = budget or default_budget()
    started = time.process_time() if budget.seconds is not None else 0.0
    moves = root_moves(game, hooks, state, seat, rng)
    if len(moves) == 1:
        return moves[0]
    root = Node(seat, None, players_of(state))
    longest = 0.0  # the costliest iteration so far: the next one may cost as much
    for _ in range(budget.iterations):
        if budget.seconds is not None:
            before = time.process_time()
            if before - started + longest > budget.seconds:
                break
        iterate(game, hooks, root, state, seat, moves, rng)
        if budget.seconds is not None:
            longest = max(longest, time.process_time() - before)
    return pick(root, seat, key_of(moves[0])) or moves[0]


def pick(root: Node, seat: int, policy_key: str) -> Command | None:
    """The root's most visited move if its mean beats the policy move's by ``MARGIN`` standard errors, else None.

    The playouts of two root moves meet different worlds and luck (no common random numbers in a tree), and at
    four seats a second of search is a few dozen playouts: without the margin, a move with one lucky playout
    would replace ``normal``'s choice as often as not."""
    policy = root.children.get((seat, policy_key))
    others = [c for c in root.widened(seat) if c is not policy and c.visits > 1]
    if policy is None or policy.visits < 2 or not others:
        return None
    best = max(others, key=lambda c: c.visits)
    if best.visits < policy.visits:
        return None
    gap = mean(best, seat) - mean(policy, seat)
    error = math.sqrt(spread(best, seat) / best.visits + spread(policy, seat) / policy.visits)
    return best.move if gap > MARGIN * error else None


def mean(node: Node, seat: int) -> float:
    return node.totals[seat] / node.visits


def spread(node: Node, seat: int) -> float:
    """The sample variance of ``seat``'s worths at ``node`` (its actor)."""
    m = mean(node, seat)
    return max(0.0, node.squares / node.visits - m * m) * node.visits / (node.visits - 1)


def hard_move(game: Game, hooks: Hooks, state: State, seat: int, rng: random.Random,
              budget: Budget | None = None, table_hooks: Hooks | None = None) -> Command:
    """The hard bot's move: per-seat IS-MCTS at three or more seats in a game that gives ``table_hooks`` for
    them, else the paired root search (games.search). A game opts in where it plays better: in Bias Effect at
    four seats the paired search took 6 of 8 first places, this one 3 of 8 on the same seeds (issue 54)."""
    if table_hooks is not None and players_of(state) >= 3:
        return choose(game, table_hooks, state, seat, rng, budget)
    return flat_choose(game, hooks, state, seat, rng, budget)
