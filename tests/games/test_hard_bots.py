"""The hard level of every game (games/search.py): worlds sampled without peeking, complete legal moves, and
reproducible choices under an iteration budget."""

from __future__ import annotations

import importlib
import random

import pytest

from games import REGISTRY, search
from games.base import Game, State

TINY = search.Budget(iterations=2, seconds=None)
PLAYERS = {slug: (4 if game.min_players > 2 else 2) for slug, game in REGISTRY.items()}
# Positions sampled per game for the determinize check: Tabletop Inc.'s first four hold nothing hidden (hands are
# public since face-up hires are, issue 30; skill cards and predictions come later).
SAMPLED = {"tabletop-inc": 6}


@pytest.fixture
def tiny_budget():
    previous = search.set_default_budget(TINY)
    yield TINY
    search.set_default_budget(previous)


def positions(game: Game, players: int, seed: int, every: int = 9, count: int = 4) -> list[tuple[State, int]]:
    """(state, an awaited seat) at a few points of a normal-bot game."""
    rng = random.Random(seed)
    state = None
    for ev in game.setup(players, {}, rng):
        state = game.evolve(state, ev)
    found = []
    step = 0
    while game.result(state) is None and len(found) < count:
        awaited = sorted(game.to_act(state))
        if step % every == every - 1:
            found.append((state, awaited[-1]))
        seat = awaited[0]
        for ev in game.decide(state, seat, game.bot(state, seat, rng, "normal"), rng):
            state = game.evolve(state, ev)
        step += 1
    return found


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_determinize_keeps_what_the_seat_sees_and_ignores_what_it_cannot(slug):
    game = REGISTRY[slug]
    resampled = 0
    for state, seat in positions(game, PLAYERS[slug], seed=3, count=SAMPLED.get(slug, 4)):
        other = game.determinize(state, seat, random.Random(1))
        # consistent: the seat's view (its own hand and secrets, every public count) is unchanged
        assert game.view(other, seat) == game.view(state, seat)
        resampled += other != state
        # blind: a state differing only in what the seat cannot see gives the very same samples
        for seed in (7, 8):
            sample = game.determinize(state, seat, random.Random(seed))
            assert game.determinize(other, seat, random.Random(seed)) == sample
    assert resampled, "no sampled world differed from the true state: nothing hidden was resampled"


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_a_sampled_world_plays_on_to_the_end(slug):
    game = REGISTRY[slug]
    state, seat = positions(game, PLAYERS[slug], seed=5, count=2)[-1]
    world = game.determinize(state, seat, random.Random(2))
    rng = random.Random(2)
    for _ in range(5000):
        if game.result(world) is not None:
            break
        actor = sorted(game.to_act(world))[0]
        for ev in game.decide(world, actor, game.bot(world, actor, rng, "normal"), rng):
            world = game.evolve(world, ev)
    assert game.result(world) is not None


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_hard_is_listed_and_plays_a_whole_game_with_complete_legal_moves(slug, tiny_budget):
    game = REGISTRY[slug]
    assert "hard" in game.bots
    players = PLAYERS[slug]
    rng = random.Random(11)
    state = None
    for ev in game.setup(players, {}, rng):
        state = game.evolve(state, ev)
    hard_moves = 0
    for _ in range(5000):
        if game.result(state) is not None:
            break
        seat = sorted(game.to_act(state))[0]
        command = game.bot(state, seat, rng, "hard" if seat == 0 else "normal")
        if seat == 0:
            assert not command.get("template")
            hard_moves += 1
        for ev in game.decide(state, seat, command, rng):  # raises RuleViolation on an illegal move
            state = game.evolve(state, ev)
    assert game.result(state) is not None
    assert hard_moves > 0


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_hard_moves_are_reproducible_under_an_iteration_budget(slug):
    game = REGISTRY[slug]
    previous = search.set_default_budget(search.Budget(iterations=6, seconds=None))
    try:
        for state, seat in positions(game, PLAYERS[slug], seed=4, count=2):
            first = game.bot(state, seat, random.Random(9), "hard")
            assert first == game.bot(state, seat, random.Random(9), "hard")
            assert first in game.legal_moves(state, seat)
    finally:
        search.set_default_budget(previous)


def hooks_of(slug: str) -> search.Hooks:
    return importlib.import_module(f"games.{slug.replace('-', '_')}.hard").HOOKS


@pytest.mark.parametrize("slug", [s for s in sorted(REGISTRY) if hooks_of(s).candidates is not None])
def test_searched_candidates_are_distinct_complete_legal_moves(slug):
    game, hooks = REGISTRY[slug], hooks_of(slug)
    for state, seat in positions(game, PLAYERS[slug], seed=6, every=3, count=12):
        moves = hooks.candidates(state, seat, random.Random(4))
        assert moves and len(moves) <= search.MAX_CANDIDATES
        assert len({repr(sorted(m.items())) for m in moves}) == len(moves)
        for m in moves:
            assert not m.get("template")
            game.decide(state, seat, m, random.Random(0))  # raises RuleViolation on an illegal move


def test_climber_searches_more_season_hands_than_the_rules_list():
    """'Each player selects the cards they will use for the current season from their team': the rules list
    two or three complete hands, the search tries the normal bot's hand and its one-card swaps."""
    game, hooks = REGISTRY["tabletop-climber"], hooks_of("tabletop-climber")
    rng = random.Random(3)
    state = None
    for ev in game.setup(4, {}, rng):
        state = game.evolve(state, ev)
    while state["phase"] != "select":
        seat = sorted(game.to_act(state))[0]
        for ev in game.decide(state, seat, game.bot(state, seat, rng, "normal"), rng):
            state = game.evolve(state, ev)
    seat = sorted(game.to_act(state))[0]
    listed = [m for m in game.legal_moves(state, seat) if not m.get("template")]
    hands = hooks.candidates(state, seat, random.Random(0))
    assert len(hands) > len(listed)
    normal = sorted(game.bot(state, seat, random.Random(0), "normal")["cards"])
    assert all(len(set(h["cards"]) - set(normal)) == 1 for h in hands if len(h["cards"]) == len(normal))


def test_tabletop_inc_searches_the_normal_bots_best_placements():
    from games.tabletop_inc import bot, hard

    game = REGISTRY["tabletop-inc"]
    for state, seat in positions(game, 2, seed=8, every=2, count=20):
        places = [m for m in game.legal_moves(state, seat) if m.get("type") == "place"]
        if len(places) <= hard.TOP_PLACES:
            continue
        ranked = sorted(bot.place_scores(state, seat, random.Random(4), places), key=lambda x: -x[0])
        searched = [m for m in hard.candidates(state, seat, random.Random(4)) if m["type"] == "place"]
        assert searched == [m for _, m in ranked[: hard.TOP_PLACES]]
        return
    pytest.fail("no position with more placements than are searched")


def test_budget_is_validated_and_capped_by_a_seat_clock():
    with pytest.raises(ValueError):
        search.Budget(iterations=0)
    assert search.Budget(50, 1.0).within(0.2) == search.Budget(50, 0.2)
    assert search.Budget(50, None).within(3.0) == search.Budget(50, 3.0)


def test_outcome_counts_first_place_shares_and_rank():
    from games.base import Result

    two = Result(ranking=[[1], [0]])
    assert search.outcome(two, 1, 2) == 1.0 and search.outcome(two, 0, 2) == 0.0
    tie = Result(ranking=[[0, 1]])
    assert search.outcome(tie, 0, 2) == 0.5
    four = Result(ranking=[[2], [0], [1, 3]])
    assert search.outcome(four, 0, 4) == pytest.approx(0.25 * 2 / 3)


def test_the_service_sets_the_hard_budget_from_its_environment_and_only_when_it_names_one():
    from service.bootstrap import Container, Settings

    previous = search.default_budget()
    try:
        Container(Settings.from_env({"BOARDROOM_HARD_BOT_ITERATIONS": "3", "BOARDROOM_HARD_BOT_SECONDS": "0"}))
        assert search.default_budget() == search.Budget(iterations=3, seconds=None)
        # Settings that name no budget leave the process's as it is (a production process: DEFAULT).
        Container(Settings.from_env({}))  # not os.environ: the test suite sets a tiny budget there
        Container(Settings())
        assert search.default_budget() == search.Budget(iterations=3, seconds=None)
    finally:
        search.set_default_budget(previous)


class Guess(Game):
    """A toy for the search alone: seat 0 names a number, then a coin decides; number ``good`` wins 3/4 of
    the coins, every other number 1/4 (``good=None``: every number wins half of them)."""

    slug, title, min_players, max_players = "guess", "Guess", 2, 2

    def __init__(self, good: int | None):
        self.good = good

    def setup(self, seats, options, rng):
        return []

    def evolve(self, state, event):
        return {**state, "pick": event["data"]["n"], "coin": event["data"]["coin"]}

    def decide(self, state, seat, command, rng):
        from games.base import event

        return [event("Picked", seat, n=command["n"], coin=rng.random())]

    def to_act(self, state):
        return set() if "pick" in state else {0}

    def legal_moves(self, state, seat):
        return [{"type": "pick", "n": n} for n in range(6)]

    def view(self, state, viewer):
        return state

    def redact(self, event, viewer):
        return event

    def result(self, state):
        from games.base import Result

        if "pick" not in state:
            return None
        odds = 0.5 if self.good is None else 0.75 if state["pick"] == self.good else 0.25
        return Result(ranking=[[0], [1]] if state["coin"] < odds else [[1], [0]])

    def bot(self, state, seat, rng, level):
        return {"type": "pick", "n": 0}


def guess_hooks() -> search.Hooks:
    return search.Hooks(determinize=lambda s, seat, rng: dict(s), policy=lambda s, seat, rng: {"type": "pick", "n": 0},
                        evaluate=lambda s, seat: 0.5)


def test_the_search_finds_a_clearly_better_move_than_the_policy():
    budget = search.Budget(iterations=120, seconds=None)
    picks = [search.choose(Guess(good=4), guess_hooks(), {"n": 2}, 0, random.Random(seed), budget)["n"]
             for seed in range(10)]
    assert picks.count(4) >= 8


def test_the_search_keeps_the_policy_move_when_no_move_is_clearly_better():
    budget = search.Budget(iterations=120, seconds=None)
    picks = [search.choose(Guess(good=None), guess_hooks(), {"n": 2}, 0, random.Random(seed), budget)["n"]
             for seed in range(10)]
    # common random numbers: every move meets the same coin in a round, so equal moves never look different
    assert picks == [0] * 10
