"""Tabletop Climber's move labels and game log (games/tabletop_climber/texts.py): every legal move and event of
seeded random games gets its own words, names only catalogue ids, tells no hidden card; plus rulebook wording."""

from __future__ import annotations

import functools
import random
import re
from collections import Counter
from typing import Any

import pytest

from games import texts
from games.base import event
from games.tabletop_climber import GAME
from games.tabletop_climber.data import CLIMAX, GOLD_VP, SILVER_VP
from games.tabletop_climber.event_schemas import EVENT_SCHEMAS

CATALOGUE = GAME.components()
IDS = {c["id"] for c in CATALOGUE}
NAMES = {c["id"]: c["name"] for c in CATALOGUE}
NAME_COUNTS = Counter(NAMES.values())
SEAT_NAMES = ["Ann", "Bob", "Cy", "Di"]
VIEWERS_OF = {n: [*range(n), None] for n in (3, 4)}
GAMES = [(players, seed) for players in (GAME.min_players, GAME.max_players) for seed in range(3)]
# Event types declared in event_schemas that these random games never reach (none so far).
UNREACHED: frozenset[str] = frozenset()


def _plain_word(value: str) -> bool:
    return re.fullmatch(r"[a-z]+", value) is not None


# Ids that are not plain words ('I-red-3', 'G-standard', 'start-card'): a label or text showing one shows a raw id.
RAW_ID = re.compile("|".join(rf"(?<![\w-]){re.escape(i)}(?![\w-])" for i in sorted(IDS, key=len, reverse=True)
                             if not _plain_word(i)))


@functools.cache
def played(players: int, seed: int) -> tuple[list, list]:
    """One seeded random game: (view, seat, legal move) for every seat to act, and every event as it happened."""
    rng = random.Random(seed)
    state, moves, events = None, [], []
    for ev in GAME.setup(players, {}, rng):
        state = GAME.evolve(state, ev)
        events.append(ev)
    while GAME.result(state) is None:
        for seat in sorted(GAME.to_act(state)):
            view = GAME.view(state, seat)
            moves.extend((view, seat, move) for move in GAME.legal_moves(state, seat))
        seat = rng.choice(sorted(GAME.to_act(state)))
        command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        for ev in GAME.decide(state, seat, command, rng):
            state = GAME.evolve(state, ev)
            events.append(ev)
    return moves, events


def all_moves():
    for players, seed in GAMES:
        yield from played(players, seed)[0]


def all_sightings():
    """(full event, viewer, the event as that viewer sees it) for every event of every game."""
    for players, seed in GAMES:
        for ev in played(players, seed)[1]:
            for viewer in VIEWERS_OF[players]:
                yield ev, viewer, GAME.redact(ev, viewer)


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*strings(k), *strings(v))]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings(v)]
    return []


def shows_name(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def told(ev: dict) -> str:
    return texts.render(*GAME.summarize(ev), NAMES, SEAT_NAMES)


# ---------------------------------------------------------------- every legal move gets its own words


def test_every_legal_move_gets_its_own_label_targets_and_fields():
    kinds = Counter()
    for view, seat, move in all_moves():
        described = GAME.describe_move(view, seat, move)
        label = described["label"]
        assert isinstance(label, str) and label.strip(), move
        assert label != texts.default_label(move), move
        assert not RAW_ID.search(label), (label, move)
        assert "None" not in label and "{" not in label, label
        assert all(t in IDS for t in described["targets"]), described
        if move.get("template"):
            assert described["fields"] and set(described["fields"]) <= {"cards"}, described
            assert described["fields"]["cards"] == move["from"]
            assert all(i in IDS for ids in described["fields"].values() for i in ids)
        kinds[move["type"], bool(move.get("template"))] += 1
    assert set(kinds) == {(k, False) for k in GAME.command_schemas} | {("select-hand", True)}, kinds


def test_targets_are_the_cards_a_move_names_in_order():
    for view, seat, move in all_moves():
        targets = GAME.describe_move(view, seat, move)["targets"]
        if move.get("template") or move["type"] == "pass":
            assert targets == []
        else:
            assert targets == move.get("cards", [move.get("card")])


def test_a_move_posted_as_listed_stays_the_same_command():
    for view, seat, move in all_moves():
        described = GAME.describe_move(view, seat, move)
        assert set(described) <= {"label", "targets", "fields"}, described
        assert not set(described) & (set(move) | {"type", "template"})
        posted = {k: v for k, v in {**move, **described}.items() if k not in ("label", "targets", "fields")}
        assert posted == move


# ---------------------------------------------------------------- every event gets its own words


def test_every_event_gets_its_own_summary_for_every_viewer():
    for _, viewer, seen in all_sightings():
        template, params = GAME.summarize(seen)
        assert template != texts.default_summary(seen)[0], seen
        assert texts.template_params(template) <= set(params), (template, params)
        text = texts.render(template, params, NAMES, SEAT_NAMES)
        assert text.strip() and "None" not in text and not RAW_ID.search(text), (text, seen, viewer)
        for value in strings(list(params.values())):
            if not _plain_word(value):
                assert value in IDS, (value, template, seen)


def test_random_play_reaches_every_declared_event_type():
    reached = {ev["type"] for players, seed in GAMES for ev in played(players, seed)[1]}
    assert reached <= set(EVENT_SCHEMAS)
    assert set(EVENT_SCHEMAS) - reached == UNREACHED, sorted(set(EVENT_SCHEMAS) - reached)


def test_a_summary_never_fails_on_missing_data():
    for kind in EVENT_SCHEMAS:
        for data in ({}, {"cards": None, "card": None, "teams": None, "counts": None, "ranking": None}):
            template, params = GAME.summarize({"type": kind, "seat": 0, "data": data})
            text = texts.render(template, params, NAMES, SEAT_NAMES)
            assert text.strip() and "None" not in text, (kind, text)


# ---------------------------------------------------------------- no leak


def test_no_summary_tells_a_card_its_viewer_cannot_see():
    hidden_seen = 0
    for full, viewer, seen in all_sightings():
        hidden = (set(strings(full["data"])) & IDS) - (set(strings(seen["data"])) & IDS)
        if not hidden:
            continue
        hidden_seen += 1
        template, params = GAME.summarize(seen)
        text = texts.render(template, params, NAMES, SEAT_NAMES)
        assert not hidden & set(strings(list(params.values()))), (full["type"], viewer)
        for i in hidden:
            assert not shows_name(text, i), (text, i)
            if NAME_COUNTS[NAMES[i]] == 1:
                assert not shows_name(text, NAMES[i]), (text, i, viewer)
    assert hidden_seen > 100  # deals, hand selections, transfers, accidents and draws hide cards


def test_a_hidden_card_is_told_without_naming_it():
    hand = event("HandSelected", 1, cards=["I-red-3", "R-blue-11"], count=2)
    assert told(GAME.redact(hand, 0)) == "Bob selected their hand."
    assert told(GAME.redact(hand, 1)) == f"Bob selected a hand of 2 cards: {NAMES['I-red-3']}, {NAMES['R-blue-11']}."
    chosen = event("TransferCardChosen", 2, card="W-4")
    assert NAMES["W-4"] not in told(GAME.redact(chosen, None))
    assert NAMES["W-4"] in told(GAME.redact(chosen, 2))


# ---------------------------------------------------------------- rulebook wording


def view_of(seat: int, hand: list[str], gold: str = "G-standard", team: list[str] | None = None) -> dict:
    players = [{"seat": i, "hand": [], "team": []} for i in range(3)]
    players[seat] = {"seat": seat, "hand": hand, "team": team if team is not None else hand}
    return {"gold": gold, "players": players}


def label(view: dict, move: dict, seat: int = 0) -> str:
    return GAME.describe_move(view, seat, move)["label"]


def test_play_labels_name_the_rulebooks_play_types():
    hand = ["I-red-3", "I-red-4", "I-blue-4", "I-green-4", "W-5", "M-01", "M-02", "M-03"]
    view = view_of(0, hand)
    # 'Single: Play one card.'
    assert label(view, {"type": "play", "cards": ["I-red-3"]}) == f"Play {NAMES['I-red-3']} as a Single"
    # 'two cards of the same number make a "2-Set"'
    assert label(view, {"type": "play", "cards": ["I-red-4", "I-blue-4"]}) == (
        f"Play {NAMES['I-red-4']}, {NAMES['I-blue-4']} as a 2-Set of 4s")
    # 'Run: Play multiple cards of the same color in consecutive numbers ... three make a 3-Run'
    assert label(view, {"type": "play", "cards": ["I-red-3", "I-red-4", "W-5"]}) == (
        f"Play {NAMES['I-red-3']}, {NAMES['I-red-4']}, {NAMES['W-5']} as a red 3-Run of 3 to 5")
    # Mountain cards: 'If you have three cards with this icon, you can play them all at once.'
    assert label(view, {"type": "play", "cards": ["M-01", "M-02", "M-03"]}) == (
        f"Play {NAMES['M-01']}, {NAMES['M-02']}, {NAMES['M-03']} as a Mountain triple")


def test_a_set_of_two_card_is_labelled_as_the_set_it_makes():
    # Set of two: 'Cards with this icon are treated as a set of two cards with the same number.'
    assert label(view_of(0, ["D-03", "I-red-1"]), {"type": "play", "cards": ["D-03"]}) == (
        f"Play {NAMES['D-03']} as a 2-Set of 3s")
    # No Set: 'Cards with the icon (Set of two) can be played as singles for this season only.'
    assert label(view_of(0, ["D-03", "I-red-1"], gold="G-no-set"), {"type": "play", "cards": ["D-03"]}) == (
        f"Play {NAMES['D-03']} as a Single")


def test_play_labels_tell_the_icon_effect_and_going_out():
    # Reset Icon: 'Immediately reset the field when this card is played.'
    assert label(view_of(0, ["R-red-08", "I-red-1"]), {"type": "play", "cards": ["R-red-08"]}) == (
        f"Play {NAMES['R-red-08']} as a Single; its {NAMES['reset']} resets the field")
    # Discard Icon: 'You can get rid of your hand this way.' -- with one card left the discard is impossible.
    assert label(view_of(0, ["R-red-10"]), {"type": "play", "cards": ["R-red-10"]}) == (
        f"Play {NAMES['R-red-10']} as a Single and get rid of your hand")
    assert label(view_of(0, ["R-red-10", "I-red-1"]), {"type": "play", "cards": ["R-red-10"]}) == (
        f"Play {NAMES['R-red-10']} as a Single; its {NAMES['discard']} makes you discard a hand card")
    assert label(view_of(0, ["R-red-08"]), {"type": "play", "cards": ["R-red-08"]}) == (
        f"Play {NAMES['R-red-08']} as a Single and get rid of your hand; its {NAMES['reset']} resets the field")


def test_pass_discard_and_transfer_labels_use_the_rulebooks_words():
    view = view_of(1, ["I-red-1", "I-red-2"])
    # 'A player who has passed skips their turn until the field is reset.'
    assert GAME.describe_move(view, 1, {"type": "pass"}) == {
        "label": "Pass: skip your turns until the field is reset", "targets": []}
    # Discard Icon: 'discard one card from your hand face up to the Lodge'
    assert label(view, {"type": "discard", "card": "I-red-2"}, 1) == (
        f"Discard {NAMES['I-red-2']} face up to your Lodge ({NAMES['discard']})")
    # Transfer: 'selects one card from their team and passes it to the player on their left'
    assert label(view, {"type": "transfer-card", "card": "I-red-1"}, 1) == (
        f"Transfer {NAMES['I-red-1']} to the player on your left")


def test_select_hand_labels_follow_the_silver_and_climax_cards():
    team = ["I-red-1", "I-red-2", "I-red-3"]
    view = view_of(0, [], team=team)
    template = {"type": "select-hand", "template": True, "from": team, "count": 2}
    described = GAME.describe_move(view, 0, template)
    # 'Place the unused cards face down under your Lodge Card in the Lodge space.'
    assert described == {"label": "Select 2 hand cards from your team; the rest go face down to your Lodge",
                         "targets": [], "fields": {"cards": team}}
    assert label(view, {"type": "select-hand", "cards": team[:2]}) == (
        f"Select {NAMES['I-red-1']}, {NAMES['I-red-2']} as your hand of 2; the other card goes face down to "
        "your Lodge")
    assert label(view_of(0, [], team=[*team, "I-red-4"]), {"type": "select-hand", "cards": team[:2]}) == (
        f"Select {NAMES['I-red-1']}, {NAMES['I-red-2']} as your hand of 2; the other 2 go face down to your Lodge")
    # Climax: 'the winner will collect 10 + the number of cards he adds to his hand'
    climax = view_of(0, [], gold=CLIMAX, team=[f"I-{c}-{n}" for c in ("red", "blue") for n in range(1, 8)])
    cards = climax["players"][0]["team"][:13]
    assert label(climax, {"type": "select-hand", "cards": cards}).endswith(
        f"and announce a hand of 13 ({GOLD_VP[CLIMAX] + 1} VP if you take 1st place)")


def test_season_summaries_name_the_season_cards():
    started = event("SeasonStarted", None, season=1, gold="G-standard", gold_vp=5, silver="S-1", silver_vp=2,
                    hand_size=7)
    template, params = GAME.summarize(started)
    assert (params["gold"], params["silver"]) == ("G-standard", "S-1")  # ids, for the client to highlight
    assert told(started) == (f"The {NAMES['S-1']} began under the {NAMES['G-standard']} rules (5 VP for 1st place, "
                             f"{SILVER_VP[0]} VP for 2nd): every player selects 7 hand cards.")
    ended = event("SeasonEnded", None, season=1, gold="G-standard", silver="S-1", first=2, second=0, gold_vp=5,
                  silver_vp=2, climax_bonus=0)
    # 1st Place: 'Receives the Gold Season Card'; 2nd Place: 'Receives the Silver Season Card'
    assert told(ended) == (f"The {NAMES['S-1']} ended: Cy took 1st place and the {NAMES['G-standard']} card (5 VP), "
                           f"Ann took 2nd place and the {NAMES['S-1']} card (2 VP).")


def test_main_phase_summaries_use_the_rulebooks_words():
    # 'the player with the Start Card must play it'
    assert told(event("StartCardPlayed", 1)) == f"Bob opened the Main Phase with the {NAMES['start-card']}."
    played_ = event("CardsPlayed", 0, cards=["R-red-08", "R-blue-08"], kind="set", count=2, value=8, colour=None,
                    effect="reset")
    assert told(played_) == (f"Ann played {NAMES['R-red-08']}, {NAMES['R-blue-08']} as a 2-Set of 8s; its "
                             f"{NAMES['reset']} reset the field.")
    assert GAME.summarize(played_)[1]["cards"] == ["R-red-08", "R-blue-08"]
    # 'The player who did not pass restarts the turn.'
    assert told(event("FieldReset", None, lead=2)) == "The field was reset; Cy restarts the turn."
    # 'When the second player to get rid of their hand (2nd place) appears, the Main Phase ends immediately.'
    assert told(event("PlayerFinished", 3, place=2)) == (
        "Di got rid of their hand second and took 2nd place: the Main Phase ends.")
    # 'A player who has passed skips their turn until the field is reset.'
    assert told(event("Passed", 1)) == "Bob passed and skips their turns until the field is reset."


def test_draws_and_the_game_end_are_summarised_per_seat():
    drawn = event("ReinforcementsDrawn", None, cards=[["W-2"], ["C-12", "C-13"], ["D-01", "D-02", "D-03"]],
                  counts=[1, 2, 3])
    assert told(GAME.redact(drawn, 0)) == (f"Season rewards: Ann drew {NAMES['W-2']}; Bob drew 2 Reinforcement "
                                           "Cards; Cy drew 3 Reinforcement Cards.")
    # 'In case of a tie, the player with the most cards in their team wins. If still tied, share the victory.'
    scores = {"0": {"total": 20, "team_size": 30}, "1": {"total": 20, "team_size": 28},
              "2": {"total": 9, "team_size": 25}}
    ended = event("GameEnded", None, ranking=[[0], [1], [2]], scores=scores, tiebreak=["vp", "team_size"])
    assert told(ended) == ("The game ended after five seasons: Ann won with 20 VP and the most cards in their team "
                           "(30). Final VP: Ann 20 (30 cards in team), Bob 20 (28 cards in team), Cy 9 (25 cards in "
                           "team).")
    shared = event("GameEnded", None, ranking=[[0, 1], [2]], scores=scores, tiebreak=["vp", "team_size"])
    assert told(shared) == ("The game ended after five seasons: Ann, Bob shared the victory with 20 VP each. Final VP: "
                            "Ann 20 (30 cards in team), Bob 20 (28 cards in team), Cy 9 (25 cards in team).")


@pytest.mark.parametrize("kind", sorted(EVENT_SCHEMAS))
def test_each_event_type_has_a_template_in_texts(kind):
    from games.tabletop_climber import texts as climber_texts

    assert any(key == kind or key.startswith(kind + "-") for key in climber_texts.SUMMARIES)
