"""The hard bot's search at three or more seats (games/maxn.py): per-seat values backed up, complete legal moves,
reproducible under an iteration budget, and within its CPU budget."""

from __future__ import annotations

import importlib
import random
import time

import pytest

from games import REGISTRY, maxn, search
from games.base import Game, Result, event
from tests.games.test_hard_bots import positions

# Worths of search.outcome at three seats: first 0.75 + 0.25 = 1, second 0.25 * 1/2 = 0.125, last 0;
# two tied first: 0.75 / 2 + 0.25 * (1 - 0.5 / 2) = 0.5625.
# Seat 0 plays P or M, then seat 1 replies; each reply ends the game with a ranking. Replies are listed (and the
# policy plays) first the one worse for seat 1.
REPLIES = {
    "P": {"p2": [[0], [1], [2]], "p1": [[0, 1], [2]]},  # seat 1 prefers p1 (0.5625 > 0.125): seat 0 gets 0.5625
    "M": {"m2": [[2], [0], [1]], "m1": [[0], [1], [2]]},  # seat 1 prefers m1 (0.125 > 0): seat 0 gets 1
}
# max^n: P is worth 0.5625 to seat 0, M 1: M. Paranoid (seat 1 hurts seat 0): P min(1, 0.5625), M min(0.125, 1):
# P. Seat 0 alone with the policy's replies (the flat search): P 1 (p2), M 0.125 (m2): P.


class Reply(Game):
    """Seat 0 opens, seat 1 replies, the game ends with the ranking REPLIES gives."""

    slug, title, min_players, max_players = "reply", "Reply", 3, 3

    def setup(self, seats, options, rng):
        return []

    def evolve(self, state, ev):
        return {**state, "moves": [*state["moves"], ev["data"]["move"]]}

    def decide(self, state, seat, command, rng):
        return [event("Played", seat, move=command["move"])]

    def to_act(self, state):
        return {len(state["moves"])} if len(state["moves"]) < 2 else set()

    def legal_moves(self, state, seat):
        names = ["P", "M"] if seat == 0 else list(REPLIES[state["moves"][0]])
        return [{"type": "play", "move": name} for name in names]

    def view(self, state, viewer):
        return state

    def redact(self, ev, viewer):
        return ev

    def result(self, state):
        if len(state["moves"]) < 2:
            return None
        return Result(ranking=REPLIES[state["moves"][0]][state["moves"][1]])

    def bot(self, state, seat, rng, level):
        return self.legal_moves(state, seat)[0]


def reply_hooks() -> search.Hooks:
    game = Reply()
    return search.Hooks(determinize=lambda s, seat, rng: dict(s),
                        policy=lambda s, seat, rng: game.bot(s, seat, rng, ""), evaluate=lambda s, seat: 0.5)


def test_each_seat_picks_its_own_best_reply_so_the_search_plays_what_max_n_plays():
    budget = search.Budget(iterations=200, seconds=None)
    start = {"n": 3, "moves": []}
    picks = [maxn.choose(Reply(), reply_hooks(), start, 0, random.Random(seed), budget)["move"] for seed in range(10)]
    assert picks.count("M") >= 8
    # the single-seat search with the policy's replies plays P there, as paranoid search would
    flat = [search.choose(Reply(), reply_hooks(), start, 0, random.Random(seed), budget)["move"] for seed in range(3)]
    assert flat == ["P"] * 3


def test_the_backed_up_worths_are_per_seat():
    root = maxn.Node(0, None, 3)
    moves = [{"type": "play", "move": "P"}, {"type": "play", "move": "M"}]
    rng = random.Random(1)
    for _ in range(60):
        maxn.iterate(Reply(), reply_hooks(), root, {"n": 3, "moves": []}, 0, moves, rng)
    m = root.children[(0, maxn.key_of(moves[1]))]
    m1 = m.children[(1, maxn.key_of({"type": "play", "move": "m1"}))]
    # below M, seat 1's node holds seat 1's worth of m1 (second place) and seat 2's (last)
    assert m1.totals == [1.0 * m1.visits, 0.125 * m1.visits, 0.0]
    assert m1.visits > m.visits / 2  # seat 1 mostly plays its own better reply


THREE = sorted(slug for slug, game in REGISTRY.items() if game.max_players >= 3)


@pytest.mark.parametrize("slug", THREE)
def test_at_three_seats_hard_plays_complete_legal_moves_reproducibly(slug):
    game = REGISTRY[slug]
    budget = search.Budget(iterations=12, seconds=None)
    hooks = maxn_hooks(slug)
    for state, seat in positions(game, 3, seed=2, every=5, count=2):
        first = maxn.choose(game, hooks, state, seat, random.Random(9), budget)
        assert not first.get("template")
        game.decide(state, seat, first, random.Random(0))  # raises RuleViolation on an illegal move
        assert maxn.choose(game, hooks, state, seat, random.Random(9), budget) == first


def maxn_hooks(slug: str) -> search.Hooks:
    return importlib.import_module(f"games.{slug.replace('-', '_')}.hard").HOOKS


def test_a_time_budget_bounds_the_cpu_the_search_spends():
    game = REGISTRY["corporate-anarchy"]
    state, seat = positions(game, 4, seed=1, every=7, count=3)[-1]
    budget = search.Budget(iterations=10**6, seconds=0.3)
    started = time.process_time()
    maxn.choose(game, maxn_hooks("corporate-anarchy"), state, seat, random.Random(3), budget)
    spent = time.process_time() - started
    # it stops before an iteration that could overrun, at the cost of the costliest so far (tens of ms here)
    assert 0.15 < spent <= 0.3 + 0.02


@pytest.mark.parametrize("players,table_hooks", [(2, True), (4, False)])
def test_two_seats_and_games_without_table_hooks_keep_the_paired_root_search(players, table_hooks):
    game = REGISTRY["corporate-anarchy" if table_hooks else "bias-effect"]
    state, seat = positions(game, players, seed=4, count=1)[0]
    budget = search.Budget(iterations=6, seconds=None)
    hooks = maxn_hooks(game.slug)
    table = importlib.import_module("games.corporate_anarchy.hard").TABLE_HOOKS if table_hooks else None
    expected = search.choose(game, hooks, state, seat, random.Random(5), budget)
    assert maxn.hard_move(game, hooks, state, seat, random.Random(5), budget, table) == expected


def test_corporate_anarchy_tables_keep_the_normal_set_up_placement():
    """A rollout of two rounds never reaches a raid on the placed tiles, so none but normal's is searched."""
    from games.corporate_anarchy import hard

    game = REGISTRY["corporate-anarchy"]
    state = None
    for ev in game.setup(4, {}, random.Random(1)):
        state = game.evolve(state, ev)
    assert state["phase"] == "setup"
    assert hard.TABLE_HOOKS.candidates(state, 2, random.Random(0)) == []
    budget = search.Budget(iterations=8, seconds=None)
    rng, same = random.Random(4), random.Random(4)
    assert maxn.choose(game, hard.TABLE_HOOKS, state, 2, rng, budget) == hard.TABLE_HOOKS.policy(state, 2, same)
