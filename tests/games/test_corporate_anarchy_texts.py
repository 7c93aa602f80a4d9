"""Corporate Anarchy in words (games/corporate_anarchy/texts.py): every legal move gets its own label, every event
its own line in the game log, neither tells a secret, and the rulebook's terms read as the rulebook says them."""

from __future__ import annotations

import functools
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from games import texts
from games.corporate_anarchy import GAME, rules
from games.corporate_anarchy import board as geo
from games.corporate_anarchy.data import MAX_PLAYERS, MIN_PLAYERS, SIDES_BY_PLAYERS
from games.corporate_anarchy.schemas import COMMAND_SCHEMAS
from games.corporate_anarchy.texts import summarize

COMPONENTS = GAME.components()
BY_ID = {c["id"]: c for c in COMPONENTS}
NAME = {c["id"]: c["name"] for c in COMPONENTS}
UNIQUE_NAME = {i: n for i, n in NAME.items() if Counter(NAME.values())[n] == 1}
SEAT_NAMES = ["Ann", "Bob", "Cyd", "Dee"]
PLAIN_WORD = re.compile(r"[a-z]+")
CELL = re.compile(r"[A-F][1-6]")  # a square as a person finds it in its HQ: column letter, row from 1
# Raw ids a sentence must never show: squares, cards, buildings and running effects (hyphenated or numbered;
# the one-word tiles "alarm", "guard", "vip" and "shop"/"factory" are shown by their capitalised names).
RAW_KINDS = {"square", "protruding-square", "command-card", "building", "effect"}
RAW_IDS = frozenset(c["id"] for c in COMPONENTS if c["kind"] in RAW_KINDS)
TOKEN = re.compile(r"[\w-]+")  # ids are words joined by hyphens: "0-3-1", "1-p", "road-block"


def raw_ids(text: str) -> set[str]:
    return set(TOKEN.findall(text)) & RAW_IDS


# Random play never reaches it: a placement that would seal a tile is refused (docs/rules, assumption 11).
NOT_REACHED = {"BaseTileRepositioned"}


# ---------------------------------------------------------------- playing


def play(players: int, seed: int, level: str | None, commands: int) -> Iterator[tuple[str, Any]]:
    """("moves", (view, seat, legal moves)) for each seat to act, then ("event", (full, viewer, redacted)) for each
    event as each viewer gets it, for at most ``commands`` commands; moves are random (``level`` None) or the
    ``level`` bot's."""
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    state = None

    def fold(events):
        nonlocal state
        for ev in events:
            state = GAME.evolve(state, ev)
            for viewer in viewers:
                yield "event", (ev, viewer, GAME.redact(ev, viewer))

    yield from fold(GAME.setup(players, {}, rng))
    for _ in range(commands):
        if GAME.result(state) is not None:
            return
        for seat in sorted(GAME.to_act(state)):
            yield "moves", (GAME.view(state, seat), seat, GAME.legal_moves(state, seat))
        seat = rng.choice(sorted(GAME.to_act(state)))
        if level is None:
            command = rng.choice([m for m in GAME.legal_moves(state, seat) if not m.get("template")])
        else:
            command = GAME.bot(state, seat, rng, level)
        yield from fold(GAME.decide(state, seat, command, rng))


# Random games run into the round limit (a game without winner); the normal bots' games end with a winner and
# eliminate players. The 4-player random game is cut short: its 400 turns would say nothing new.
GAMES = [(MIN_PLAYERS, 1, None, 2000), (MIN_PLAYERS, 3, "normal", 2000), (MIN_PLAYERS, 4, "normal", 2000),
         (MAX_PLAYERS, 1, None, 250), (MAX_PLAYERS, 3, "normal", 2000), (MAX_PLAYERS, 4, "normal", 2000)]


@functools.cache
def played() -> dict[str, list]:
    seen: dict[str, list] = {"moves": [], "event": []}
    for game in GAMES:
        for what, value in play(*game):
            seen[what].append(value)
    return seen


def strings(value: Any) -> Iterator[str]:
    """Every string in ``value`` (dict keys included)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def ids_in(value: Any) -> set[str]:
    return {s for s in strings(value) if s in BY_ID}


# ---------------------------------------------------------------- every legal move gets its own words


def test_every_legal_move_has_its_own_label_naming_catalogue_ids():
    kinds = Counter()
    for view, seat, moves in played()["moves"]:
        for move in moves:
            told = GAME.describe_move(view, seat, move)
            label = told["label"]
            kinds[move["type"]] += 1
            assert isinstance(label, str) and label.strip(), move
            assert label != texts.default_label(move), move
            assert "{" not in label and "}" not in label, label
            assert not raw_ids(label), (label, raw_ids(label))
            assert all(t in BY_ID for t in told["targets"]), (move, told)
            if move["type"] != "end-turn":  # every other move acts on a tile, a card or a square
                assert told["targets"], move
            if move.get("template"):
                assert told["fields"], move
                assert set(told["fields"]) <= set(COMMAND_SCHEMAS[move["type"]]().fields), told["fields"]
                assert all(i in BY_ID for ids in told["fields"].values() for i in ids), told["fields"]
                assert all(told["fields"].values())
            else:
                assert "fields" not in told
    assert set(kinds) == set(COMMAND_SCHEMAS), kinds  # every command type was labelled


def test_a_described_move_posted_as_listed_stays_the_same_command():
    for view, seat, moves in played()["moves"][:400]:
        for move in moves:
            told = GAME.describe_move(view, seat, move)
            assert set(told) <= {"label", "targets", "fields"}
            assert not set(told) & (set(move) | {"type", "template"}), (move, told)
            merged = {**move, **told}
            posted = {k: v for k, v in merged.items() if k not in ("label", "targets", "fields")}
            assert posted == move


def test_a_label_tells_the_seat_only_what_its_view_shows():
    # the same move, seen from a view without the spied tile, names no tile kind
    for view, seat, moves in played()["moves"]:
        spied = {entry["square"]: entry["kind"] for entry in view.get("spied", [])}
        for move in moves:
            if move["type"] == "move" and move["to"] in spied:
                blind = {**view, "spied": [], "board": {"hqs": []}}
                assert NAME[spied[move["to"]]] in GAME.describe_move(view, seat, move)["label"]
                assert NAME[spied[move["to"]]] not in GAME.describe_move(blind, seat, move)["label"]
                return
    pytest.skip("no seat stood in reach of a tile it had spied")


# ---------------------------------------------------------------- every event gets its own words


def test_every_event_as_every_viewer_sees_it_has_its_own_summary():
    for _, _viewer, redacted in played()["event"]:
        template, params = GAME.summarize(redacted)
        assert template != texts.default_summary(redacted)[0], redacted
        assert texts.template_params(template) <= set(params), (template, params)
        text = texts.render(template, params, NAME, SEAT_NAMES)
        assert text.strip() and "None" not in text, (text, redacted)
        assert not raw_ids(text), (text, redacted)
        for value in strings(list(params.values())):
            assert PLAIN_WORD.fullmatch(value) or CELL.fullmatch(value) or value in BY_ID, (value, redacted)
        assert not re.search(r"\bHQ \d|Seat 0|square \d", text), text  # squares and HQs name their owner


def test_every_declared_event_type_is_reached_but_the_ones_listed():
    reached = {full["type"] for full, _, _ in played()["event"]}
    assert reached == set(GAME.event_schemas) - NOT_REACHED, sorted(set(GAME.event_schemas) ^ reached)


def test_a_summary_never_tells_what_the_redacted_event_hides():
    hid_something = 0
    for full, _viewer, redacted in played()["event"]:
        hidden = ids_in(full["data"]) - ids_in(redacted["data"])
        if not hidden:
            continue
        hid_something += 1
        template, params = GAME.summarize(redacted)
        text = texts.render(template, params, NAME, SEAT_NAMES)
        assert not hidden & set(strings(list(params.values()))), (hidden, params)
        assert not hidden & set(TOKEN.findall(text)), (hidden, text)
        for i in hidden & set(UNIQUE_NAME):
            assert UNIQUE_NAME[i] not in text, (i, text)
    assert hid_something  # set-up placements and spied tiles were redacted for someone


def test_a_summary_reads_only_the_event_and_survives_missing_data():
    for kind in GAME.event_schemas:
        for ev in ({"type": kind, "seat": 0, "data": {}}, {"type": kind, "seat": None}):
            template, params = summarize(ev)
            assert texts.template_params(template) <= set(params)
            texts.render(template, params, NAME, SEAT_NAMES)


# ---------------------------------------------------------------- rulebook wording

fold = functools.partial(functools.reduce, GAME.evolve)


def started(players: int = 2) -> dict:
    """A game whose seats all placed the suggested layout; seat 0 to act at the start of its purchases."""
    state = fold(GAME.setup(players, {}, random.Random(0)), None)
    for seat in range(players):
        state = fold(GAME.decide(state, seat, rules.default_placement(state, seat), random.Random(0)), state)
    state = rules.clone(state)
    state.update(current=0, bought_building=False, bought_command=False)
    return state


def label(state: dict, seat: int, move: dict) -> str:
    assert move in GAME.legal_moves(state, seat)
    return GAME.describe_move(GAME.view(state, seat), seat, move)["label"]


def line(ev: dict) -> str:
    return texts.render(*GAME.summarize(ev), NAME, SEAT_NAMES)


def test_building_label_names_its_price_and_income():
    # rulebook: "Shop ($4): small income ($1 per turn)"; "put that tile somewhere in your HQ"
    move = {"type": "buy-building", "building": "shop", "square": "0-0-0"}
    told = GAME.describe_move(GAME.view(started(), 0), 0, move)
    assert told == {"label": f"Buy a {NAME['shop']} for $4 and place it on your HQ, square A1 (income $1 per turn)",
                    "targets": ["shop", "0-0-0"]}


def test_command_labels_quote_the_command_card_functions():
    s = started()
    s["money"][0] += 10
    s["bag"] -= 10
    # rulebook: "Plant evidence ($2): An opponent of your choice loses $3"
    assert label(s, 0, {"type": "buy-command", "card": "plant-evidence", "target": 1}) == \
        f"Buy {NAME['plant-evidence']} for $2: Seat 2 loses $3"
    # rulebook: "Quarantine ($5): Anyone in the HQ of your choice cannot leave it for 2 turns."
    north = NAME[SIDES_BY_PLAYERS[2][1]]  # with 2 players HQ 1 sits on the north side
    assert label(s, 0, {"type": "buy-command", "card": "quarantine", "hq": 1}) == \
        f"Buy {NAME['quarantine']} for $5: anyone in Seat 2's HQ ({north}) cannot leave it for 2 turns"
    # rulebook: "Stock market crash ($6): No one gains income for 1 turn (except you)."
    assert label(s, 0, {"type": "buy-command", "card": "stock-market-crash"}) == \
        f"Buy {NAME['stock-market-crash']} for $6: no one gains income for 1 turn (except you)"
    told = GAME.describe_move(GAME.view(s, 0), 0, {"type": "buy-command", "card": "corporate-espionage",
                                                   "square": "1-3-1"})
    assert told["targets"] == ["corporate-espionage", "1-3-1"]
    assert told["label"] == f"Buy {NAME['corporate-espionage']} for $4: reveal the face-down tile on Seat 2's HQ, " \
                            "square B4 to yourself"


def test_movement_labels_jump_and_uncover_in_the_rulebook_terms():
    s = started()
    s["permit"][0] = True
    s["pos"][0] = geo.protrusion(0)
    # rulebook: "You may then move your player piece instantly to the corresponding square on any other HQ, but
    # your turn ends instantly."
    assert label(s, 0, {"type": "move", "to": "1-p"}) == "Jump to Seat 2's protruding square; your turn ends instantly"
    # rulebook: "To uncover a tile, you must end your movement phase by landing on that tile."
    s["pos"][0] = "1-3-2"  # next to seat 1's alarm on 1-3-1 (the suggested layout)
    assert label(s, 0, {"type": "move", "to": "1-3-1"}) == \
        "Move your piece to Seat 2's HQ, square B4 and uncover the face-down tile there"
    s["memory"][0]["1-3-1"] = {"kind": "alarm", "how": "spied"}
    assert label(s, 0, {"type": "move", "to": "1-3-1"}) == \
        f"Move your piece to Seat 2's HQ, square B4 and uncover the face-down tile there (you spied: {NAME['alarm']})"
    # rulebook: "you may perform the following actions ... or pass your turn partially or entirely"
    assert label(s, 0, {"type": "end-turn"}) == "Pass the rest of your turn"


def test_placement_template_asks_for_the_base_tiles_and_the_outer_edge():
    s = fold(GAME.setup(3, {}, random.Random(0)), None)
    template = GAME.legal_moves(s, 2)[0]
    told = GAME.describe_move(GAME.view(s, 2), 2, template)
    # rulebook: "3 alarms ..., 2 security guards ..." and "1 less than the number of players" VIPs; the start is
    # "one of the squares along the edge furthest from the centre of the board"
    assert told["label"] == (f"Place 3 × {NAME['alarm']}, 2 × {NAME['guard']} and 2 × {NAME['vip']} face down in "
                             "your HQ, and put your piece on a square along the edge furthest from the centre")
    assert told["fields"] == {"alarms": geo.hq_squares(2), "guards": geo.hq_squares(2), "vips": geo.hq_squares(2),
                              "start": geo.outer_edge(2)}


def test_base_tile_landings_read_as_the_base_tile_functions():
    # rulebook: "If an opponent lands on one of these tiles ... they simply end their turn and flip the tile back"
    ev = {"type": "TileUncovered", "seat": 1, "data": {"square": "0-3-1", "owner": 0, "kind": "alarm",
                                                       "outcome": "alarm"}}
    assert line(ev) == f"Bob landed on the {NAME['alarm']} on Ann's HQ, square B4: their turn ended and the tile " \
                       "was flipped back over."
    # rulebook: "they are taken back to their own HQ"
    ev["data"].update(kind="guard", outcome="sent-home")
    assert line(ev) == f"Bob landed on the {NAME['guard']} on Ann's HQ, square B4 and was taken back to their own HQ."
    # rulebook: "Win condition: Kill 1 VIP of every other person in the game"
    assert line({"type": "VipTaken", "seat": 1, "data": {"square": "0-5-0", "owner": 0}}) == \
        f"Bob killed the {NAME['vip']} on Ann's HQ, square A6."
    assert line({"type": "GameEnded", "seat": None, "data": {"winner": 1, "ranking": [[1], [0]], "scores": {}}}) \
        == "Bob killed 1 VIP of every other player and won the game."
    # rulebook: "If all of your VIPs are killed, you are out of the game."
    assert line({"type": "PlayerEliminated", "seat": 0, "data": {"money_returned": 4}}).startswith(
        "All of Ann's VIPs were killed: they are out of the game")


def test_fines_and_income_say_when_there_was_not_enough():
    # rulebook: "If they do not have enough money to pay the fine, they only have to pay what they do have."
    ev = {"type": "FinePaid", "seat": 1, "data": {"amount": 2, "fine": 3, "card": "plant-evidence"}}
    assert line(ev) == f"Bob paid $2 of a $3 fine for {NAME['plant-evidence']}: all they had."
    ev["data"]["amount"] = 3
    assert line(ev) == f"Bob paid a fine of $3 for {NAME['plant-evidence']}."
    # rulebook: "Negative ad ($2): An opponent gains no income for 1 turn."
    assert line({"type": "IncomePaid", "seat": 0, "data": {"amount": 0, "owed": 3, "blocked": "negative-ad"}}) == \
        f"Ann gained no income ($3 owed): {NAME['negative-ad']} stopped it."


def test_a_spied_tile_is_named_only_for_those_who_learned_it():
    # rulebook: "Corporate espionage ($4): Reveal 1 tile of an opponent of your choice (then flip it back over)."
    ev = {"type": "TileSpied", "seat": 0, "data": {"square": "1-3-1", "owner": 1, "kind": "alarm"}}
    assert line(GAME.redact(ev, 0)) == f"Ann spied on the face-down tile on Bob's HQ, square B4: {NAME['alarm']}."
    for viewer in (2, None):
        assert line(GAME.redact(ev, viewer)) == "Ann spied on the face-down tile on Bob's HQ, square B4."


def test_set_up_placement_is_told_in_full_to_the_placer_only():
    s = fold(GAME.setup(2, {}, random.Random(0)), None)
    (ev,) = GAME.decide(s, 0, rules.default_placement(s, 0), random.Random(0))
    mine, theirs = line(GAME.redact(ev, 0)), line(GAME.redact(ev, 1))
    # the suggested layout: alarms B4, E4, C3; guards F5, D3; VIP A6; the piece on C6
    assert mine == (f"Ann placed their base tiles face down in Ann's HQ ({NAME['alarm']}: squares B4, E4, C3; "
                    f"{NAME['guard']}: squares F5, D3; {NAME['vip']}: squares A6) and their piece on square C6.")
    assert theirs == "Ann placed their 6 base tiles face down and their piece on their HQ's outer edge."


def test_commands_bought_and_restored_name_their_cards():
    # rulebook: "Once 3 command cards are face down, the player should flip them back to face up"
    cards = ["negative-ad", "plant-evidence", "road-block"]
    assert line({"type": "CommandCardsRestored", "seat": 0, "data": {"cards": cards}}) == \
        f"Ann flipped {', '.join(NAME[c] for c in cards)} back face up."
    bought = {"type": "CommandBought", "seat": 0, "data": {"card": "quarantine", "cost": 5, "target": None, "hq": 1,
                                                           "square": None, "affected": [1]}}
    assert line(bought) == f"Ann bought {NAME['quarantine']} for $5 on Bob's HQ: Bob cannot leave it for 2 turns."


def test_the_unreached_reposition_still_reads():
    # rulebook: "they must immediately reposition them so there is a way through"
    ev = {"type": "BaseTileRepositioned", "seat": 1, "data": {"from": "1-5-0", "to": "1-4-4"}}
    assert line(ev) == "The base tile on Bob's HQ, square A6 was moved to square E5 so there is a way through."


def test_a_blocked_off_base_tile_asks_its_owner_to_reposition_a_building():
    # rulebook: "if an opponent has completely blocked off any of their base tiles with building tiles, they must
    # immediately reposition them so there is a way through"
    ev = {"type": "BaseTilesBlockedOff", "seat": 0, "data": {"squares": ["0-1-0"]}}
    assert line(ev) == ("Ann's buildings completely blocked off the base tile on Ann's HQ, square A2: Ann must "
                        "immediately reposition a building tile so there is a way through.")
    ev = {"type": "BuildingRepositioned", "seat": 0, "data": {"building": "shop", "from": "0-1-1", "to": "0-5-5"}}
    assert line(ev) == f"Ann moved their {NAME['shop']} in Ann's HQ from square B2 to square F6 so there is a way " \
                       "through."


def test_the_die_roll_and_a_game_without_winner():
    # rulebook: "roll a die to see who goes first (highest roll goes first)"
    assert line({"type": "FirstPlayerRolled", "seat": None, "data": {"rounds": [[3, 5]], "first": 1}}) == \
        "Bob rolled 5, the highest roll, and plays first."
    # docs/rules assumption 12: the round limit ends a game nobody can win any more, ranked by VIPs taken
    ended = {"type": "GameEnded", "seat": None, "data": {"winner": None, "ranking": [[0, 1]], "scores": {}}}
    assert line(ended) == "The round limit ended the game without a winner; first: Ann, Bob."
