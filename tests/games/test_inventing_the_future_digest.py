"""Inventing the Future's digest (games/inventing_the_future/digest.py): over random games at every player count,
for every seat and the spectator, it renders whole with every component named, stays small, tells nothing of the
face-down development cards (hidden from everyone), and tells each player's holdings by name, the dice to draft and
the tracks."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import REGISTRY
from games.inventing_the_future.texts import NAMES as COMPONENT_NAMES
from games.kit import clone
from tests.support import digest_play
from tests.support.digest_play import NAMES, Played, rendered, states, view_of

SLUG = "inventing-the-future"
GAMES = [(2, 0), (3, 1), (4, 2), (5, 3)]  # (players, seed): every count
EVERY = 4  # a game runs to about 1,500 commands: every fourth state is plenty
SIZE_BOUND = 5500  # characters: under 1,400 tokens, within the 2,000 a digest may take


@pytest.fixture(scope="module")
def played() -> Played:
    return digest_play.played(SLUG, GAMES, EVERY)


def test_every_digest_renders_whole_and_names_every_component(played):
    assert digest_play.unwhole(SLUG, played) == []


def test_the_digest_stays_small_at_every_player_count(played):
    for players in (2, 3, 4, 5):
        measured = digest_play.sizes(played, players)
        assert len(measured) > 80 and max(measured) < SIZE_BOUND, (players, len(measured), max(measured))


def test_each_player_is_named_with_coins_income_and_score(played):
    for _, state, viewer, lines in played:
        for p in view_of(SLUG, state, viewer)["players"]:
            line = next(line for line in lines if line.startswith(NAMES[p["seat"]]))
            assert f"${p['coins']} billion" in line
            assert f"income public {p['income']['public']}, private {p['income']['private']}" in line
            assert f"score {p['score']['total']}" in line


def test_the_dice_on_the_table_and_who_is_awaited_are_told(played):
    drafted = 0
    for _, state, viewer, lines in played:
        view = view_of(SLUG, state, viewer)
        text = "\n".join(lines)
        if view["to_act"]:
            assert f"; {NAMES[view['to_act'][0]]} to " in lines[0]
        for die in ((view["allocation"] or {}).get("dice") or []):
            space = COMPONENT_NAMES[f"{die['colour']}-{die['value']}"]
            assert f"{COMPONENT_NAMES[die['id']]} {die['value']} → {space}" in text
            drafted += die["taken"] is not None
    assert drafted


def test_every_face_up_development_card_and_pawn_is_on_its_track_line(played):
    for _, state, viewer, lines in played[::5]:
        for track in view_of(SLUG, state, viewer)["tracks"]:
            line = next(line for line in lines if line.startswith(track["name"] + ":"))
            for card in track["cards"]:
                assert (COMPONENT_NAMES[card["card"]] if card["face_up"] else "face down") in line
            for seat, level in enumerate(track["pawns"]):
                assert f"{NAMES[seat]} {level}" in line


def _reshuffled(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The state with the face-down development cards (on the tracks and unseen in the box) swapped among their
    places of the same tier."""
    s = clone(state)
    for tier, prefix in enumerate(("ONE", "TWO", "THREE")):
        places = [(t, tier) for t in range(len(s["tracks"])) if not s["face_up"][t][tier]]
        cards = [s["tracks"][t][k] for t, k in places] + [c for c in s["unused"] if c.startswith(prefix + "-")]
        shuffled = rng.sample(cards, len(cards))
        for (t, k), card in zip(places, shuffled, strict=False):
            s["tracks"][t][k] = card
        unused = iter(shuffled[len(places):])
        s["unused"] = [next(unused) if c.startswith(prefix + "-") else c for c in s["unused"]]
    return s


def test_a_reshuffle_of_the_face_down_cards_leaves_every_digest_unchanged(played):
    rng = random.Random(5)
    changed = 0
    for _, state, _, _ in played[::8]:
        other = _reshuffled(state, rng)
        for viewer in (0, None):
            assert rendered(SLUG, other, viewer) == rendered(SLUG, state, viewer)
        changed += other != state
    assert changed > 30  # the reshuffles did move hidden cards


def test_the_game_serves_its_digest():
    game = REGISTRY[SLUG]
    state = next(s for s in states(SLUG, 2, 5) if s["stage"] == "allocation")
    assert game.digest(game.view(state, 0), 0)[0][0].startswith("Game turn ")
