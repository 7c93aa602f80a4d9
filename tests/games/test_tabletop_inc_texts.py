"""Tabletop Inc. move labels and game-log summaries (games/tabletop_inc/texts.py): every legal move and every event
of seeded games at 2 and 6 players gets its own words, names only catalogue components, and tells no viewer a card
its redacted event hides; plus the rulebook's wording on moves and events built by hand."""

from __future__ import annotations

import functools
import json
import random
import re
from typing import Any

import pytest

from games import texts
from games.tabletop_inc import GAME
from games.tabletop_inc import data as D

CATALOGUE = GAME.components()
NAMES = {c["id"]: c["name"] for c in CATALOGUE}
IDS = frozenset(NAMES)
# Cards and board spaces: a label names them by their names, never by their raw ids.
CARD_KINDS = {"action-space", "specialist", "freelancer", "wow-card", "founder-card", "pow-card", "skill-card", "item",
              "objective", "award-card", "zap-card"}
CARD_IDS = sorted((c["id"] for c in CATALOGUE if c["kind"] in CARD_KINDS), key=len, reverse=True)
ANY_NAME = re.compile("|".join(re.escape(n) for n in sorted(set(NAMES.values()), key=len, reverse=True)))
ANY_CARD_ID = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(i) for i in CARD_IDS) + r")(?![\w-])")
NAME_COUNTS: dict[str, int] = {}
for _name in NAMES.values():
    NAME_COUNTS[_name] = NAME_COUNTS.get(_name, 0) + 1
PLAIN_WORD = re.compile(r"[a-z]+")
SEAT_NAMES = ["Ada", "Bo", "Caro", "Dan", "Eve", "Fay"]
DESCRIPTION_KEYS = ("label", "targets", "fields")

# (players, seed, options, share of turns the "normal" bot plays; the rest are random legal moves): the fewest and
# the most players, Founder cards and the POW/WOW deal, Muman-Bot seats and the card-track refresh variant.
GAMES = [
    (2, 5, {}, 0.5),
    (6, 2, {}, 0.8),
    (2, 3, {"deal": "pow-wow", "muman": {"1": "hard"}, "track_refresh": True, "track_refresh_items": True}, 0.5),
    (6, 4, {"deal": "pow-wow", "muman": {"4": "normal", "5": "extreme"}, "track_refresh": True}, 0.5),
]
# Event types random play does not reach in these games (each is built by hand below). Since publishing is a choice
# (rules version 4), the random seats decline it half the time, and none of these games wins an award.
UNREACHED: frozenset[str] = frozenset({"AwardWon"})


def _posted(move: dict[str, Any], description: dict[str, Any]) -> dict[str, Any]:
    """A move as a client posts it from the listing: described, then stripped as the service does."""
    listed = {**move, **description}
    return {k: v for k, v in listed.items() if k not in DESCRIPTION_KEYS}


@functools.cache
def _played(players: int, seed: int, options_key: str, bot_share: float):
    """(decisions, events) of one seeded game: each decision is (seat, its view, its legal moves); each event is
    the full event. Every command is the listed move as a client posts it."""
    options = GAME.options_schema().load(json.loads(options_key))
    rng = random.Random(seed)
    events = GAME.setup(players, options, rng)
    state = None
    for ev in events:
        state = GAME.evolve(state, ev)
    decisions = []
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        for seat in sorted(GAME.to_act(state)):
            decisions.append((seat, GAME.view(state, seat), GAME.legal_moves(state, seat)))
        seat = rng.choice(sorted(GAME.to_act(state)))
        listed = [m for m in GAME.legal_moves(state, seat) if not m.get("template")]
        if rng.random() < bot_share or not listed:
            command = GAME.bot(state, seat, rng, "normal")
        else:
            move = rng.choice(listed)
            command = _posted(move, GAME.describe_move(GAME.view(state, seat), seat, move))
        new = GAME.decide(state, seat, command, rng)
        for ev in new:
            state = GAME.evolve(state, ev)
        events += new
    assert GAME.result(state) is not None, "the game did not end"
    return decisions, events


def _game(players, seed, options, bot_share):
    return _played(players, seed, json.dumps(options), bot_share)


def _ids_in(value: Any) -> set[str]:
    """Every catalogue id anywhere in ``value`` (strings, list items, dict keys and values)."""
    if isinstance(value, str):
        return {value} & IDS
    if isinstance(value, dict):
        return set().union(*(_ids_in(k) | _ids_in(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_ids_in(v) for v in value)) if value else set()
    return set()


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def _mentions(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


@functools.cache
def _raw_card_ids(label: str) -> list[str]:
    """The card and space ids a label shows raw, once the catalogue's names are taken out."""
    return ANY_CARD_ID.findall(ANY_NAME.sub(" ", label))


def _render(template: str, params: dict[str, Any]) -> str:
    return texts.render(template, params, NAMES, SEAT_NAMES)


# ---------------------------------------------------------------- every legal move


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}")
def test_every_legal_move_gets_its_own_words(game):
    decisions, _ = _game(*game)
    described = 0
    for seat, view, moves in decisions:
        for move in moves:
            d = GAME.describe_move(view, seat, move)
            label = d["label"]
            assert isinstance(label, str) and label.strip(), move
            assert label != texts.default_label(move), move
            assert "{" not in label and "None" not in label, (label, move)
            assert not _raw_card_ids(label), (label, move)
            assert isinstance(d["targets"], list) and set(d["targets"]) <= IDS, (d, move)
            if move.get("template"):
                assert d.get("fields"), move
            for field, ids in (d.get("fields") or {}).items():
                assert field in move and set(ids) <= IDS, (field, ids, move)
            described += 1
    assert described > 100


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}")
def test_a_listed_move_posts_as_the_same_command(game):
    decisions, _ = _game(*game)
    for seat, view, moves in decisions:
        for move in moves:
            d = GAME.describe_move(view, seat, move)
            assert not set(d) & ({"type", "template"} | set(move)), (d, move)
            assert set(d) <= set(DESCRIPTION_KEYS), d
            assert _posted(move, d) == move


# ---------------------------------------------------------------- every event


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}")
def test_every_event_gets_its_own_words(game):
    players = game[0]
    _, events = _game(*game)
    for ev in events:
        for viewer in [*range(players), None]:
            seen = GAME.redact(ev, viewer)
            template, params = GAME.summarize(seen)
            assert template != texts.default_summary(seen)[0], seen
            assert texts.template_params(template) <= set(params), (template, params)
            text = _render(template, params)
            assert text and "None" not in text, (text, seen)
            for s in _strings(list(params.values())):
                assert PLAIN_WORD.fullmatch(s) or s in IDS, (s, template, seen)


def test_random_play_reaches_every_event_type_but_those_listed():
    reached = {ev["type"] for game in GAMES for ev in _game(*game)[1]}
    assert reached <= set(GAME.event_schemas)
    assert set(GAME.event_schemas) - reached == UNREACHED


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}")
def test_no_summary_tells_a_card_its_event_hides(game):
    players = game[0]
    _, events = _game(*game)
    hidden_seen = 0
    for ev in events:
        for viewer in [*range(players), None]:
            seen = GAME.redact(ev, viewer)
            hidden = _ids_in(ev["data"]) - _ids_in(seen["data"])
            if not hidden:
                continue
            hidden_seen += 1
            template, params = GAME.summarize(seen)
            assert not hidden & set(_strings(list(params.values()))), (hidden, params)
            text = _render(template, params)
            for card in hidden:
                assert not _mentions(text, card), (card, text)
                if NAME_COUNTS[NAMES[card]] == 1:
                    assert NAMES[card] not in text, (card, text)
    assert hidden_seen, "no event hid a card from a viewer"


def test_every_event_type_summarizes_without_its_data():
    for kind in GAME.event_schemas:
        template, params = GAME.summarize({"type": kind, "seat": 0, "data": {}})
        assert template != texts.default_summary({"type": kind, "seat": 0})[0], kind
        assert texts.template_params(template) <= set(params), kind
        _render(template, params)


# ---------------------------------------------------------------- the rulebook's words


def _view(seat: int = 0, **changes: Any) -> dict[str, Any]:
    rng = random.Random(0)
    state = None
    for ev in GAME.setup(2, GAME.options_schema().load({}), rng):
        state = GAME.evolve(state, ev)
    return {**GAME.view(state, seat), **changes}


def _summary(kind: str, seat: int | None = 0, **data: Any) -> str:
    template, params = GAME.summarize({"type": kind, "seat": seat, "data": data})
    return _render(template, params)


def test_placing_on_the_rulebooks_example_space_tells_its_safety_cost_and_bonus():
    # "This space ... has a safety cost of one inspiration token but will gain you a bonus of one research token"
    view = _view()
    d = GAME.describe_move(view, 0, {"type": "place", "worker": "worker", "space": "PC2"})
    assert d["label"] == (f"Place a worker on {NAMES['PC2']}: pay 1 {NAMES['inspiration']}, gain 1 {NAMES['research']}"
                          "; its action gains nothing now: you have no specialist or freelancer card in hand to give a "
                          "place at your table")  # "take one specialist or freelancer card ... in your hand"
    view["players"][0]["hand"] = ["S-play"]
    d = GAME.describe_move(view, 0, {"type": "place", "worker": "worker", "space": "PC2"})
    assert d["label"] == f"Place a worker on {NAMES['PC2']}: pay 1 {NAMES['inspiration']}, gain 1 {NAMES['research']}"
    assert d["targets"] == ["worker", "PC2"]


def test_a_specialist_on_its_own_action_pays_no_safety_cost():
    # "you do not have to pay any safety costs to perform the action but you still get the performance bonuses"
    d = GAME.describe_move(_view(), 0, {"type": "place", "worker": "S-play", "space": "PC2"})
    assert d["label"].startswith(f"Place your {NAMES['S-play']} on {NAMES['PC2']}: no safety cost")
    assert f"gain 1 {NAMES['research']}" in d["label"]
    assert NAMES["inspiration"] not in d["label"]


def test_hiring_left_of_the_far_right_card_places_a_resource_on_each_card_skipped():
    # "only the far right specialist is free of charge. To hire specialists to the left of this one you must place a
    # resource ... on each of the cards to skip over"
    track = [{"card": "S-box", "res": {}}, {"card": "S-award", "res": {"dollar": 1}}, {"card": "S-item", "res": {}}]
    view = _view(pending=[{"kind": "hire", "action": "hire-specialist", "track": "specialist", "free": False}],
                 tracks={"specialist": track, "freelancer": [], "item": []})
    far_left = GAME.describe_move(view, 0, {"type": "pick", "card": "S-box", "payment": ["dollar", "time"]})
    assert far_left["label"] == (f"Hire {NAMES['S-box']} from the {NAMES['specialist']}: placing 1 {NAMES['dollar']}, "
                                 f"1 {NAMES['time']} on the cards skipped")
    assert far_left["targets"] == ["S-box", "dollar", "time"]
    # "If the specialist you take has one or more resources on it, you also gain this/these"
    middle = GAME.describe_move(view, 0, {"type": "pick", "card": "S-award", "payment": ["time"]})
    assert middle["label"].endswith(f"gaining 1 {NAMES['dollar']} from the card")
    far_right = GAME.describe_move(view, 0, {"type": "pick", "card": "S-item", "payment": []})
    assert far_right["label"] == f"Hire {NAMES['S-item']} from the {NAMES['specialist']}"


def test_collecting_with_predictions_names_the_opponent_the_actions_and_the_research_paid():
    # "pay up to four research tokens to make up to four predictions over actions you think this opponent will make"
    d = GAME.describe_move(_view(), 0, {"type": "collect", "target": 1, "predictions": ["hire-specialist", "trade"]})
    # a label names a seat from 1, as people count: seat 1 (from 0) is the second player
    assert d["label"] == (f"Collect your workers and predict that Seat 2 will take {NAMES['hire-specialist']}, "
                          f"{NAMES['trade']}, for 2 {NAMES['research']}s")
    assert d["targets"] == ["hire-specialist", "trade"]
    # a prediction card names the board action, not the token of the same id
    playtest = GAME.describe_move(_view(), 0, {"type": "collect", "target": 1, "predictions": ["playtest"]})
    assert "take Playtest," in playtest["label"]


def test_templates_list_the_ids_their_fields_take():
    collect = {"type": "collect", "template": True, "target": [1],
               "predictions": {"from": list(D.PREDICTABLE), "counts": [1, 2, 3, 4], "cost": "one research each"}}
    assert GAME.describe_move(_view(), 0, collect)["fields"] == {"predictions": list(D.PREDICTABLE)}
    trade = {"type": "trade", "template": True, "give": "resources you have", "get": "as many resources"}
    view = _view()
    view["players"][0] = {**view["players"][0], "res": {**dict.fromkeys(D.RESOURCES, 0), "time": 3, "research": 1}}
    fields = GAME.describe_move(view, 0, trade)["fields"]
    assert fields == {"give": ["time", "research"], "get": list(D.RESOURCES)}


def test_using_an_item_says_what_discarding_it_does():
    # "Discard to gain four inspiration tokens." (rulebook item example; the catalogue's text of I01)
    d = GAME.describe_move(_view(), 0, {"type": "use-item", "card": "I01"})
    effect = next(c["text"] for c in CATALOGUE if c["id"] == "I01").split(": ", 1)[1].rstrip(".")
    assert d["label"] == f"Use {NAMES['I01']}: {effect[0].lower()}{effect[1:]}"
    assert "discard" in d["label"]


def test_removing_the_pow_card_costs_a_time_token_an_inspiration_token_and_a_dollar():
    # "pay one Time Token, one Inspiration Token and one Dollar to discard your POW card from the game"
    view = _view()
    view["players"][0] = {**view["players"][0], "pow": "P-no-award1"}
    d = GAME.describe_move(view, 0, {"type": "remove-pow"})
    assert d["label"].startswith(f"Remove {NAMES['P-no-award1']} for ")
    for res in ("time", "inspiration", "dollar"):
        assert f"1 {NAMES[res]}" in d["label"]
    assert d["targets"] == ["P-no-award1"]


def test_slotting_a_skill_card_behind_an_employee():
    # "To use a Skill card, simply slot it behind an employee who is already at your table"
    d = GAME.describe_move(_view(), 0, {"type": "apply-skill", "card": "K07", "employee": "F09"})
    assert d["label"].startswith(f"Slot {NAMES['K07']} behind {NAMES['F09']}")
    assert d["targets"] == ["K07", "F09"]


def test_the_trade_example_of_the_rulebook():
    # "Caro places a worker here, she trades 3 time tokens for 3 coins and a research for a playtest."
    text = _summary("Traded", 2, give={"time": 3, "research": 1}, get={"dollar": 3, "playtest": 1})
    assert text == (f"Caro traded 3 × {NAMES['time']}, 1 × {NAMES['research']} for 3 × {NAMES['dollar']}, "
                    f"1 × {NAMES['playtest']}.")


def test_the_published_game_example_of_the_rulebook():
    # "a published game with a game box level of 3, a mechanism level of 2 and a component level of 1"
    text = _summary("GamePublished", 0, game={"box": 3, "mechanism": 2, "component": 1})
    assert text == (f"Ada published a game: {NAMES['box']} level 3, {NAMES['mechanism']} level 2, "
                    f"{NAMES['component']} level 1.")


def test_submitting_a_published_game_for_an_award():
    # "You can also submit published games for awards"; the event names the game by its id
    assert _summary("AwardWon", 1, game="published-2", level=2) == (
        f"Bo submitted {NAMES['published-2']} for a level 2 award.")
    # an event stored before version 2 gave the game's position in the list then (from 0), told from 1
    assert _summary("AwardWon", 1, game=None, index=0, level=2) == "Bo submitted published game 1 for a level 2 award."


def test_an_award_move_names_the_published_game_and_the_award_card():
    view = _view(pending=[{"kind": "award", "action": "award", "leeway": False}])
    view["players"][0] = {**view["players"][0], "award_card": "A1", "wow": "FOUNDER",
                          "published": [{"id": "published-2", "box": 2, "mechanism": 2, "component": 1}]}
    d = GAME.describe_move(view, 0, {"type": "award", "game": "published-2", "level": 1})
    assert d["label"] == f"Submit {NAMES['published-2']} for a level 1 award: 9 VP at the end"
    assert d["targets"] == ["published-2", "A1"]


def test_playing_a_card_names_the_table_place_and_its_bonus():
    # "If the table has a table bonus, take the indicated bonus when you place the employee."
    d = GAME.describe_move(_view(), 0, {"type": "play-card", "card": "F09", "place": "place-3"})
    assert d["label"] == (f"Give {NAMES['F09']} a place at your table: {NAMES['place-3']}, gain 1 "
                          f"{NAMES['dollar']}")
    assert d["targets"] == ["F09", "place-3"]


def test_the_end_trigger_gains_five_victory_points():
    # "The player who moves the hourglass token into the 'O' space ... triggers the end of the game and gains 5 VP"
    text = _summary("EndTriggered", 0, vp=D.END_TRIGGER_VP)
    assert text == (f"Ada moved the hourglass to the 0 space, triggered the end of the game and gained "
                    f"{D.END_TRIGGER_VP} VP.")


def test_face_down_predictions_are_counted_not_named():
    # "Up to 4 prediction cards are then placed face-down below this card."
    full = {"type": "PredictionsMade", "seat": 0, "data": {"target": 1, "actions": ["trade", "award"], "count": 2}}
    other = _render(*GAME.summarize(GAME.redact(full, 1)))
    assert other == "Ada made 2 face-down prediction(s) about Bo."
    own = _render(*GAME.summarize(GAME.redact(full, 0)))
    assert NAMES["trade"] in own and NAMES["award"] in own and "Bo" in own


def test_a_card_taken_from_a_face_up_track_is_told_to_everyone():
    """'You may hire any of the three faceup available specialists': the card taken is public (issue 30)."""
    full = {"type": "CardTaken", "seat": 0,
            "data": {"track": "specialist", "card": "S-box", "payment": ["dollar", "time"], "gained": {}}}
    other = _render(*GAME.summarize(GAME.redact(full, 1)))
    assert other == (f"Ada took {NAMES['S-box']} from the {NAMES['specialist']}, placing {NAMES['dollar']}, "
                     f"{NAMES['time']} on the cards skipped.")
    item = {**full, "data": {**full["data"], "track": "item", "card": "I05", "payment": []}}
    assert _render(*GAME.summarize(GAME.redact(item, 1))) == f"Ada took {NAMES['I05']} from the item track."


def test_a_skill_card_bought_is_hidden_from_the_others():
    full = {"type": "SkillCardBought", "seat": 0,
            "data": {"card": "K07", "paid": {"dollar": 2}, "returned": ["K01", "K02", "K03"]}}
    other = _render(*GAME.summarize(GAME.redact(full, None)))
    assert other == f"Ada bought a skill card for 2 × {NAMES['dollar']}, returning 3 card(s) to the bottom of the deck."
    own = _render(*GAME.summarize(GAME.redact(full, 0)))
    assert own.startswith(f"Ada bought {NAMES['K07']} for 2 × {NAMES['dollar']}")


def test_the_zap_card_that_discards_the_top_skill_card():
    # "discard the top skill card from the skill card deck and shuffle the deck"
    text = _summary("SkillDiscarded", 1, card="K03", zap="Z04")
    assert text == f"Bo's {NAMES['Z04']} discarded {NAMES['K03']} from the {NAMES['skill']} and shuffled it."


def test_a_muman_bot_prediction_coming_true_gains_one_vp():
    # "Whenever a prediction is proven to be correct, discard the prediction card and give the Muman-Bot one VP"
    text = _summary("MumanPredictionCorrect", 1, target=0, action="publish", vp=D.MUMAN_PREDICTION_VP)
    assert text == f"Ada took the {NAMES['publish']} action: Bo's prediction came true for {D.MUMAN_PREDICTION_VP} VP."


def test_the_pow_wow_deal_is_told_only_to_its_own_player():
    full = {"type": "PowWowDealt", "seat": None,
            "data": {"wow": [["W-award3", "W-box-discount"], ["W-prediction-vp", "W-double-skills"]],
                     "pow": [["P-no-award1", "P-no-award2"], ["P-four-employees", "P-no-award3"]]}}
    mine = _render(*GAME.summarize(GAME.redact(full, 0)))
    assert NAMES["W-award3"] in mine and NAMES["P-no-award2"] in mine and "Ada" in mine
    assert NAMES["W-prediction-vp"] not in mine and not _mentions(mine, "Bo")  # a word: "Box Bargains" holds "Bo"
    assert _render(*GAME.summarize(GAME.redact(full, None))) == (
        "Two WOW and two POW cards were dealt face down to each player.")
