"""Bias Effect's digest (games/bias_effect/digest.py): over random games at every player count, for every seat and
the spectator, it renders whole with every card named, stays small, tells nothing the view hides (other seats'
algorithm cards, the decks, a bid sealed before the reveal), and tells each seat's identity and chips by name, your
own cards and bid, and the belief up for bids."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import REGISTRY
from games.bias_effect.texts import NAMES as CARD_NAMES
from games.kit import clone
from tests.support import digest_play
from tests.support.digest_play import NAMES, Played, rendered, states, view_of

SLUG = "bias-effect"
GAMES = [(players, seed) for players in (2, 3, 4, 5) for seed in (players, players + 10)]  # every count, twice
SIZE_BOUND = 4500  # characters: under 1,200 tokens, within the 2,000 a digest may take


@pytest.fixture(scope="module")
def played() -> Played:
    return digest_play.played(SLUG, GAMES)


def test_every_digest_renders_whole_and_names_every_card(played):
    assert digest_play.unwhole(SLUG, played) == []


def test_the_digest_stays_small_at_every_player_count(played):
    for players in (2, 3, 4, 5):
        measured = digest_play.sizes(played, players)
        assert len(measured) > 50 and max(measured) < SIZE_BOUND, (players, len(measured), max(measured))


def test_each_seat_is_named_with_its_identity_chips_and_card_count(played):
    for _, state, viewer, lines in played:
        for p in view_of(SLUG, state, viewer)["players"]:
            line = next(line for line in lines if line.startswith(NAMES[p["seat"]]))
            assert f"{p['identity']} ({p['identity_text']})" in line
            assert f"{p['chips']} chips, {p['hand_count']} algorithm cards" in line


def test_your_cards_and_sealed_bid_are_yours_alone(played):
    sealed = 0
    for _, state, viewer, lines in played:
        text = "\n".join(lines)
        if viewer is None:
            assert "Your " not in text
            continue
        me = view_of(SLUG, state, viewer)["players"][viewer]
        assert all(CARD_NAMES[card["id"]] in text for card in me["hand"])
        if me["sealed_bid"] is not None:
            assert f"Your sealed bid: {me['sealed_bid']} chips" in text
            sealed += 1
    assert sealed


def test_the_belief_up_for_bids_and_the_programmed_ones_are_named(played):
    for _, state, viewer, lines in played:
        view = view_of(SLUG, state, viewer)
        text = "\n".join(lines)
        if view["belief"]:
            assert f"Up for bids: {CARD_NAMES[view['belief']['id']]}" in text
        assert all(CARD_NAMES[b["id"]] in text for b in view["programmed"])


def _reshuffled(state: dict[str, Any], viewer: int, rng: random.Random) -> dict[str, Any]:
    """The state with what ``viewer`` cannot see changed: the other seats' algorithm cards and the algorithm deck
    swapped among them (each hand keeping its size), the belief and life decks reordered, and every other seat's
    sealed bid changed."""
    s = clone(state)
    others = [i for i in range(s["n"]) if i != viewer]
    zones = [s["hands"][i] for i in others] + [s["algo_deck"]]
    hidden = [card for zone in zones for card in zone]
    moved = iter(rng.sample(hidden, len(hidden)))
    for zone in zones:
        zone[:] = [next(moved) for _ in zone]
    rng.shuffle(s["belief_deck"])
    rng.shuffle(s["life_deck"])
    for i in others:
        if s["bids"][i] is not None:
            s["bids"][i] = rng.choice([b for b in range(s["chips"][i] + 1) if b != s["bids"][i]] or [s["bids"][i]])
    return s


def test_a_reshuffle_of_what_seat_0_cannot_see_leaves_its_digest_unchanged(played):
    rng = random.Random(5)
    changed = bids = 0
    for _, state, _, _ in played[::2]:
        other = _reshuffled(state, 0, rng)
        assert rendered(SLUG, other, 0) == rendered(SLUG, state, 0)
        changed += other != state
        bids += other["bids"] != state["bids"]
    assert changed > 100 and bids > 10  # the reshuffles did change hidden cards and sealed bids


def test_a_changed_bid_shows_in_its_own_seats_digest():
    """The property above could hold because no digest told a bid: the bidder sees its own change."""
    state = next(s for s in states(SLUG, 3, 7) if s["phase"] == "bid" and s["bids"][1] is not None and s["chips"][1])
    other = clone(state)
    other["bids"][1] = 0 if state["bids"][1] else 1
    assert rendered(SLUG, other, 1) != rendered(SLUG, state, 1)
    assert rendered(SLUG, other, 0) == rendered(SLUG, state, 0)


def test_the_game_serves_its_digest():
    game = REGISTRY[SLUG]
    state = next(s for s in states(SLUG, 2, 5) if s["phase"] == "bid")
    assert game.digest(game.view(state, 0), 0)[0][0].startswith("Round ")
