"""Bias Effect's move labels and game-log summaries (games/bias_effect/texts.py): every legal move and every event of
random games gets its own words, names components by name, and tells no viewer what its redacted event hides."""

from __future__ import annotations

import functools
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from games import texts
from games.bias_effect import GAME
from games.bias_effect.data import ALGORITHMS, BELIEFS, LIVES
from games.table import described

COMPONENTS = GAME.components()
BY_ID = {c["id"]: c for c in COMPONENTS}
NAMES = {c["id"]: c["name"] for c in COMPONENTS}
NAME_COUNT = Counter(NAMES.values())
# ids a label must never show raw: those of cards, decks, the track and the chip (an identity's id is its name)
RAW_IDS = [cid for cid, name in NAMES.items() if cid != name]
RAW_ID = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, RAW_IDS)) + r")(?![\w-])")
PLAIN_WORD = re.compile(r"[a-z]+")
SEAT_NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
PLAYERS = (2, 5)  # the fewest and the most
SEEDS = range(6)
# Random play never gets this far: 90 beliefs, 48 life cards and 81 algorithm cards outlast the rounds of these
# games, and every one of these games has a winner at the robot space. They are built by hand below.
UNREACHED = {"AlgorithmDeckReshuffled", "BeliefDeckReshuffled", "LifeDeckReshuffled", "CounterReset"}


def _game(players: int, seed: int) -> Iterator[tuple[str, Any]]:
    """("move", (seat, view, move)) for every legal move of each seat to act, and ("event", (full, viewer,
    redacted)) for every event as each viewer sees it, along one random game."""
    rng = random.Random(seed)
    viewers = [*range(players), None]
    state = None
    events = GAME.setup(players, {}, rng)
    while True:
        for ev in events:
            state = GAME.evolve(state, ev)
            for viewer in viewers:
                yield "event", (ev, viewer, GAME.redact(ev, viewer))
        if GAME.result(state) is not None:
            return
        for seat in sorted(GAME.to_act(state)):
            view = GAME.view(state, seat)
            for move in GAME.legal_moves(state, seat):
                yield "move", (seat, view, move)
        seat = rng.choice(sorted(GAME.to_act(state)))
        events = GAME.decide(state, seat, rng.choice(GAME.legal_moves(state, seat)), rng)


@functools.cache
def sightings() -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {"move": [], "event": []}
    for players in PLAYERS:
        for seed in SEEDS:
            for what, value in _game(players, seed):
                out[what].append(value)
    return out


def moves() -> list[tuple[int, dict, dict]]:
    return sightings()["move"]


def events() -> list[tuple[dict, Any, dict]]:
    return sightings()["event"]


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from strings(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from strings(inner)


def ids_in(value: Any) -> set[str]:
    return {s for s in strings(value) if s in BY_ID}


def shown(template: str, params: dict[str, Any]) -> str:
    return texts.render(template, params, NAMES, SEAT_NAMES)


# ---------------------------------------------------------------- every legal move


def test_every_legal_move_gets_its_own_words():
    kinds = Counter()
    for seat, view, move in moves():
        told = GAME.describe_move(view, seat, move)
        label = told["label"]
        assert isinstance(label, str) and label.strip(), move
        assert label != texts.default_label(move), move
        assert not RAW_ID.search(label), (label, move)
        assert all(t in BY_ID for t in told["targets"]), (told, move)
        for field, ids in told.get("fields", {}).items():
            assert all(x in BY_ID for x in ids), (field, ids)
        if move.get("template"):
            assert told.get("fields"), move
        for key in ("card", "belief"):  # the components a move names are its targets, the card played first
            if key in move:
                assert move[key] in told["targets"], (told, move)
        if "card" in move:
            assert told["targets"][0] == move["card"]
        kinds[move["type"]] += 1
    assert set(kinds) == set(GAME.command_schemas), kinds


def test_moves_post_as_listed():
    """The service merges the description into the move and strips label, targets and fields before validating."""
    for seat, view, move in moves():
        told = GAME.describe_move(view, seat, move)
        assert not set(told) & {"type", "template", *move}, (told, move)
        listed = described(GAME, view, seat, move, ["Ann", "Bob", "Cy", "Dee", "Eve"])
        assert "Seat " not in listed["label"] and "{" not in listed["label"], listed
        posted = {k: v for k, v in listed.items() if k not in ("label", "targets", "fields", "kind", "rule")}
        assert posted == move


def test_a_template_names_its_fields():
    """Bias Effect lists every move in full; a template (were one listed) still says which ids fill it."""
    cards = sorted(ALGORITHMS)[:3]
    template = {"type": "trade-in", "template": True, "from": [*cards, "no-such-card"]}
    told = GAME.describe_move({}, 0, template)
    assert told["fields"] == {"card": cards}
    assert told["label"] == "Choose an algorithm card to trade in for chips"
    assert not set(told) & {"type", "template", "from"}


# ---------------------------------------------------------------- every event


def test_every_event_gets_its_own_words():
    for _full, _viewer, seen in events():
        template, params = GAME.summarize(seen)
        assert template != texts.default_summary(seen)[0], seen
        assert texts.template_params(template) <= set(params), (template, params)
        assert shown(template, params), seen
        for value in strings(params):
            if not PLAIN_WORD.fullmatch(value) and not re.search(r"\s", value):
                assert value in BY_ID, (value, template, seen)
        for name, value in params.items():
            if texts.is_seat_param(name):
                assert all(isinstance(s, int) and 0 <= s < 5 for s in (value if isinstance(value, list) else [value]))


def test_a_summary_never_fails_on_missing_data():
    for kind in GAME.event_schemas:
        for seat in (None, 0):
            template, params = GAME.summarize({"type": kind, "seat": seat, "data": {}})
            assert template != texts.default_summary({"type": kind, "seat": seat})[0], kind
            assert texts.template_params(template) <= set(params), (kind, template, params)
            assert shown(template, params)


def test_random_play_reaches_every_event_type_but_the_listed_ones():
    seen = {full["type"] for full, _viewer, _seen in events()}
    assert seen == set(GAME.event_schemas) - UNREACHED, sorted(set(GAME.event_schemas) - seen)


def test_no_summary_tells_what_its_event_hides():
    hidden_cases = 0
    for full, viewer, seen in events():
        hidden = ids_in(full["data"]) - ids_in(seen["data"])
        if not hidden:
            continue
        hidden_cases += 1
        template, params = GAME.summarize(seen)
        text = shown(template, params)
        assert not hidden & set(strings(params)), (viewer, hidden, params)
        for cid in hidden:
            assert not re.search(rf"(?<![\w-]){re.escape(cid)}(?![\w-])", text), (viewer, cid, text)
            if NAME_COUNT[NAMES[cid]] == 1:
                assert NAMES[cid] not in text, (viewer, cid, text)
            # algorithm titles are shared by several copies: a title may appear only as often as the viewer's own
            # (visible) cards of that title
            visible = sum(1 for x in strings(seen["data"]) if NAMES.get(x) == NAMES[cid])
            assert text.count(NAMES[cid]) <= visible, (viewer, cid, text)
    assert hidden_cases, "random play hid no card from any viewer"


def test_a_sealed_bid_stays_sealed_in_the_log():
    """'Each player now, in secret, bids some amount': other viewers read only that the seat has bid."""
    checked = 0
    for full, viewer, seen in events():
        if full["type"] != "BidSealed" or viewer == full["seat"]:
            continue
        template, params = GAME.summarize(seen)
        assert str(full["data"]["amount"]) not in shown(template, params).replace(SEAT_NAMES[full["seat"]], "")
        assert "amount" not in params
        checked += 1
    assert checked


# ---------------------------------------------------------------- the rulebook's words


def _state_at_bid(players: int = 2, seed: int = 0) -> dict:
    rng = random.Random(seed)
    state = None
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
    for seat in range(players):  # everyone keeps their cards: on to the sealed bids
        for ev in GAME.decide(state, seat, {"type": "skip-trade"}, rng):
            state = GAME.evolve(state, ev)
    assert state["phase"] == "bid"
    return state


def test_trade_in_label_names_the_card_and_its_trade_in_cost():
    # rulebook: "trade ONE (1) ALGORITHM CARD for CHIPS, by discarding it and collecting the trade-in cost"
    rng = random.Random(0)
    state = None
    for ev in GAME.setup(2, {}, rng):
        state = GAME.evolve(state, ev)
    view = GAME.view(state, 0)
    card = view["players"][0]["hand"][0]["id"]
    cost = BY_ID[card]["trade_in"]
    told = GAME.describe_move(view, 0, {"type": "trade-in", "card": card})
    assert told == {"label": f"Trade in {NAMES[card]} for {cost} chip{'' if cost == 1 else 's'}", "targets": [card]}


def test_bid_program_and_delete_labels_use_the_rulebook_words():
    state = _state_at_bid()
    view = GAME.view(state, 1)
    belief = state["belief"]
    title = BELIEFS[belief].title
    # rulebook: "Each player now, in secret, bids some amount (or none) of their CHIPS to gain control of the BELIEF"
    bid = GAME.describe_move(view, 1, {"type": "bid", "amount": 2})
    assert bid == {"label": f"Bid 2 chips in secret for “{title}”", "targets": [belief, "data-chip"]}
    # rulebook: "The player with the highest bid gains control of the BELIEF card and can either PROGRAM or DELETE it"
    assert GAME.describe_move(view, 1, {"type": "program"})["label"] == f"PROGRAM “{title}” into the A.I."
    assert GAME.describe_move(view, 1, {"type": "delete"})["label"] == f"DELETE “{title}”: discard it"


def test_targeted_algorithm_label_names_the_card_the_seat_and_its_identity():
    state = _state_at_bid()
    phishing = next(a for a in ALGORITHMS.values() if a.title == "Phishing")
    view = GAME.view(state, 0)
    identity = state["identities"][1]
    told = described(GAME, view, 0, {"type": "play-algorithm", "card": phishing.id, "target": 1}, ["Ann", "Bob"])
    # the view knows no names: the game gives a template, and the table names the target seat
    assert told["label"] == (f"Play {NAMES[phishing.id]} on Bob ({identity}): take up to {phishing.amount} chips"
                             " from their pouch")
    assert told["targets"] == [phishing.id, identity]
    backdoor = next(a for a in ALGORITHMS.values() if a.kind == "backdoor")
    told = GAME.describe_move(view, 0, {"type": "play-algorithm", "card": backdoor.id, "side": "left"})
    assert told["label"] == f"Play {NAMES[backdoor.id]} naming LEFT: program a random LEFT belief from the Belief deck"
    assert told["targets"] == [backdoor.id, "belief-deck"]


def test_a_sealed_bid_reads_as_sealed():
    template, params = GAME.summarize({"type": "BidSealed", "seat": 1, "data": {}})
    assert shown(template, params) == "Bob sealed a bid."
    own = {"type": "BidSealed", "seat": 1, "data": {"amount": 4, "salt": "ab"}}
    assert shown(*GAME.summarize(own)) == "Bob sealed a bid of 4 chips."


def test_a_tie_deletes_the_belief_and_spends_the_tied_bids():
    # rulebook: "In the event of a TIE, the belief is deleted. Discard the BELIEF CARD, but the bids of the players
    # who tied are spent."
    revealed = {"type": "BidsRevealed", "seat": None, "data": {
        "bids": [3, 3], "bonuses": [0, 0], "adjustments": [0, 0], "totals": [3, 3], "winner": None, "tied": [0, 1],
        "spent": [3, 3]}}
    assert shown(*GAME.summarize(revealed)) == (
        "The bids were revealed (Ann bid 3; Bob bid 3): a TIE between Ann, Bob;"
        " the belief is deleted and their bids are spent.")
    belief = "BL-01"
    deleted = {"type": "BeliefDeleted", "seat": None,
               "data": {"belief": belief, "side": "left", "by": None, "tie": True}}
    template, params = GAME.summarize(deleted)
    assert params == {"belief": belief}
    assert shown(template, params) == f"The tie deleted the LEFT belief “{BELIEFS[belief].title}”."


def test_a_life_card_resolves_the_effect_of_the_leaning():
    # rulebook: "Resolve the RED effect if the A.I. is RIGHT-LEANING, BLUE if LEFT-LEANING, and BLACK if neutral."
    card = next(iter(LIVES))
    life = LIVES[card]
    drawn = {"type": "LifeCardDrawn", "seat": None,
             "data": {"card": card, "title": life.title, "leaning": "right", "effect": life.text["right"]}}
    assert shown(*GAME.summarize(drawn)) == (
        f"The life card {life.title} was drawn; the A.I. is RIGHT-LEANING: {life.text['right']}")


def test_hidden_cards_are_told_as_counts():
    drawn = {"type": "AlgorithmCardsDrawn", "seat": None,
             "data": {"cards": [["A-01"], None, None], "counts": [1, 1, 0]}}
    assert shown(*GAME.summarize(drawn)) == (
        f"Algorithm cards were drawn: Ann got {NAMES['A-01']}; Bob got 1 hidden card.")


def test_unreached_event_types_have_their_own_words():
    cases = {
        "AlgorithmDeckReshuffled": ({"count": 12}, "12 discarded algorithm cards were shuffled back into the"
                                                   " Algorithm deck."),
        "BeliefDeckReshuffled": ({"count": 30}, "30 discarded belief cards were shuffled back into the Belief deck."),
        "LifeDeckReshuffled": ({"count": 48}, "48 discarded life cards were shuffled back into the Life deck."),
        # rulebook: "If the AUTONOMY COUNTER advances to the last space and there is no winner, reset it to ROUND 3"
        "CounterReset": ({"round": 3, "resets": 1}, "There was no winner: the Autonomy counter was reset to ROUND 3"
                                                    " (reset 1 of at most 3)."),
    }
    assert set(cases) == UNREACHED
    for kind, (data, text) in cases.items():
        template, params = GAME.summarize({"type": kind, "seat": None, "data": data})
        assert template != texts.default_summary({"type": kind, "seat": None})[0]
        assert shown(template, params) == text
