"""The dictionary attacks of issue 14 item 1, re-run against keyed chains: each finds nothing.

An opponent (or a spectator) reads everything the API gives it while the game runs (its redacted
events, now with their prev and hash, the Boardroom-Head header, the /audit answer) and tests every
candidate for the hidden data with the documented formula. Each test runs the same attack code with
the game's chain key as a control: with the key the attack finds the secret, so it is a real attack
and only the key stops it.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest

from events.envelope import canonical_json
from events.seeds import chain_key
from games import REGISTRY, get_game
from games.corporate_anarchy import data as anarchy
from games.tabletop_inc import data as tabletop

Link = Callable[[str, str], str]
Path = tuple[Any, ...]


def documented_formula(prev: str, body: str) -> str:
    """DESIGN §3 before keyed chains: sha256(prev ‖ canonical JSON of the envelope without hash)."""
    return hashlib.sha256((prev + body).encode()).hexdigest()


def leaked(key: str) -> Link:
    """The keyed formula, for an attacker who somehow had the chain key (the control)."""
    return lambda prev, body: hmac.new(key.encode(), (prev + body).encode(), hashlib.sha256).hexdigest()


def attack(envelope: dict, holes: Sequence[Path], candidates: Iterable[Sequence[Any]], link: Link) -> list:
    """Every candidate (one value per hole) whose filled-in envelope hashes to the envelope's published hash.

    The body is canonical JSON with a placeholder per hole, so a candidate costs a string join and a hash,
    as a real attacker would do it.
    """
    # The summary is told from the envelope after the fact: it is not in the chain.
    body = json.loads(json.dumps({k: v for k, v in envelope.items() if k not in ("hash", "summary")}))
    for i, path in enumerate(holes):
        node = body
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = f"@@hole{i}@@"
    template = canonical_json(body)
    marks = sorted((template.index(f'"@@hole{i}@@"'), i) for i in range(len(holes)))  # canonical key order
    pieces, order, cut = [], [], 0
    for at, i in marks:
        pieces.append(template[cut:at])
        order.append(i)
        cut = at + len(f'"@@hole{i}@@"')
    pieces.append(template[cut:])
    prev, target = envelope["prev"], envelope["hash"]
    found = []
    for candidate in candidates:
        filled = [pieces[0]]
        for i, piece in zip(order, pieces[1:], strict=True):
            filled += [canonical_json(candidate[i]), piece]
        if link(prev, "".join(filled)) == target:
            found.append(candidate)
    return found


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client, game: str, options: dict | None = None) -> tuple[str, dict[str, str]]:
    response = client.post("/v1/games", json={"game": game, "seats": [{"name": "eve"}, {"name": "bob"}],
                                              "options": options or {}})
    assert response.status_code == 201, response.json
    return response.json["id"], response.json["tokens"]


def what_the_attacker_reads(client, gid: str, token: str | None) -> list[dict]:
    """Everything seat ``token`` (or a spectator) may read: events, the published head, the audit."""
    headers = auth(token) if token else {}
    response = client.get(f"/v1/games/{gid}/events?after=0&limit=5000", headers=headers)
    events = response.json["events"]
    version, head = response.headers["Boardroom-Head"].split()
    assert (int(version), head) == (events[-1]["v"], events[-1]["hash"])  # the live head, published
    audit = client.get(f"/v1/games/{gid}/audit", headers=headers).json
    assert audit["ok"] and head in audit["checks"][0]["detail"]
    assert all(later["prev"] == earlier["hash"] for earlier, later in zip(events, events[1:], strict=False))
    return events


def game_key(wired, gid: str) -> str:
    return chain_key(wired.store.secret(gid, "seed"), gid)


def post(client, gid: str, token: str, command: dict) -> list[dict]:
    response = client.post(f"/v1/games/{gid}/commands", json=command, headers=auth(token))
    assert response.status_code == 201, response.json
    return response.json["events"]


def test_the_dealt_pow_wow_cards_cannot_be_recovered(wired, client):
    gid, tokens = create(client, "tabletop-inc", {"deal": "pow-wow"})
    events = what_the_attacker_reads(client, gid, tokens["0"])
    dealt = next(e for e in events if e["type"] == "PowWowDealt")
    mine_wow, mine_pow = dealt["data"]["wow"][0], dealt["data"]["pow"][0]
    assert dealt["data"]["wow"][1] is None and dealt["data"]["pow"][1] is None  # seat 1's deal is hidden
    holes = [("data", "wow", 1), ("data", "pow", 1)]

    def candidates():
        wows = [w for w in sorted(tabletop.WOWS) if w not in mine_wow]
        pows = [p for p in sorted(tabletop.POWS) if p not in mine_pow]
        for wow in itertools.permutations(wows, 2):
            for pow_ in itertools.permutations(pows, 2):
                yield [list(wow), list(pow_)]

    assert sum(1 for _ in candidates()) == 11 * 10 * 12 * 11
    assert attack(dealt, holes, candidates(), documented_formula) == []
    truth = wired.store.read(gid, after=dealt["v"] - 1, limit=1)[0]["data"]
    assert attack(dealt, holes, candidates(), leaked(game_key(wired, gid))) == [[truth["wow"][1], truth["pow"][1]]]


def prefer_training(game, state, seat: int, rng: random.Random) -> dict:
    """Bob's moves: on his way to the train action (which draws 4 skill cards), else the normal bot's."""
    moves = [m for m in game.legal_moves(state, seat) if not m.get("template")]
    towards = [m for m in moves if "train" in json.dumps(m)]
    return towards[0] if towards else game.bot(state, seat, rng, "normal")


def play_until_bob_draws_skill_cards(wired, client, game, rng) -> tuple[str, dict, dict] | None:
    """A fresh table played until bob (seat 1) draws skill cards: (gid, tokens, the drawn event), or
    None if this game's random deal ended it first."""
    gid, tokens = create(client, "tabletop-inc", {"deal": "pow-wow"})
    for _ in range(1000):
        table = wired.handler.table(gid)
        awaited = sorted(game.to_act(table["state"]))
        if not awaited:
            return None
        seat = 1 if 1 in awaited else awaited[0]
        command = prefer_training(game, table["state"], seat, rng) if seat == 1 else game.bot(
            table["state"], seat, rng, "normal")
        posted = post(client, gid, tokens[str(seat)], command)
        drawn = next((e for e in posted if e["type"] == "SkillCardsDrawn" and e["seat"] == 1), None)
        if drawn:
            return gid, tokens, drawn
    return None


def test_an_opponents_drawn_skill_cards_cannot_be_recovered(wired, client):
    game, rng = get_game("tabletop-inc"), random.Random(14)
    # Each table has a fresh secret seed, so now and then a game ends before bob reaches the train
    # action; a few tables make the draw certain in practice.
    outcome = next(filter(None, (play_until_bob_draws_skill_cards(wired, client, game, rng) for _ in range(8))), None)
    assert outcome is not None, "bob never drew skill cards in 8 games"
    gid, tokens, drawn = outcome
    events = what_the_attacker_reads(client, gid, tokens["0"])
    seen = next(e for e in events if e["v"] == drawn["v"])
    assert seen["data"]["cards"] == [None] * 4 and seen["hash"] == drawn["hash"]
    holes = [("data", "cards")]

    def candidates():
        return ([list(cards)] for cards in itertools.permutations(tabletop.DECK_CARDS["skill"], 4))

    assert sum(1 for _ in candidates()) == 18 * 17 * 16 * 15
    assert attack(seen, holes, candidates(), documented_formula) == []
    assert attack(seen, holes, candidates(), leaked(game_key(wired, gid))) == [[drawn["data"]["cards"]]]


@pytest.mark.parametrize("attacker", ["seat", "spectator"])
def test_an_opponents_corporate_anarchy_layout_cannot_be_recovered(wired, client, attacker):
    """The VIP's square is the whole game; the public SetupCompleted names the six squares, so a layout
    is one of 6! orderings of them (alarms, guards, then the VIP, as the command lists them)."""
    gid, tokens = create(client, "corporate-anarchy")
    game, rng = get_game("corporate-anarchy"), random.Random(14)
    for _ in range(2):
        table = wired.handler.table(gid)
        seat = min(game.to_act(table["state"]))
        post(client, gid, tokens[str(seat)], game.bot(table["state"], seat, rng, "normal"))
    events = what_the_attacker_reads(client, gid, tokens["0"] if attacker == "seat" else None)
    setup = next(e for e in events if e["type"] == "SetupCompleted")
    placed = next(e for e in events if e["type"] == "BaseTilesPlaced" and e["seat"] == 1)
    assert placed["data"]["tiles"] is None and "payload" not in placed["cmd"]
    squares, start = setup["data"]["face_down"][1], setup["data"]["starts"][1]
    counts = anarchy.base_counts(2)
    kinds = [anarchy.ALARM] * counts[anarchy.ALARM] + [anarchy.GUARD] * counts[anarchy.GUARD] + [
        anarchy.VIP] * counts[anarchy.VIP]
    assert len(squares) == len(kinds) == 6
    holes = [("data", "tiles"), ("data", "start"), ("cmd", "payload")]

    def candidates():
        for order in itertools.permutations(squares):
            layout = dict.fromkeys(anarchy.BASE_KINDS, ())
            for kind, square in zip(kinds, order, strict=True):
                layout[kind] += (square,)
            yield [[{"square": sq, "kind": kind} for kind, sq in zip(kinds, order, strict=True)], start,
                   {"alarms": list(layout[anarchy.ALARM]), "guards": list(layout[anarchy.GUARD]),
                    "vips": list(layout[anarchy.VIP]), "start": start}]

    assert sum(1 for _ in candidates()) == 720
    assert attack(placed, holes, candidates(), documented_formula) == []
    found = attack(placed, holes, candidates(), leaked(game_key(wired, gid)))
    truth = wired.store.read(gid, after=placed["v"] - 1, limit=1)[0]
    assert [f[0] for f in found] == [truth["data"]["tiles"]]


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_every_link_of_a_new_game_is_keyed(wired, client, slug):
    """Every event is keyed, not only those a classifier thinks hide something: the documented unkeyed
    formula verifies no link, so no hidden deal (Inventing the Future's face-down cards included) is testable."""
    game = get_game(slug)
    response = client.post("/v1/games", json={"game": slug, "seats": [{"name": f"p{i}"} for i in
                                                                       range(game.min_players)]})
    gid = response.json["id"]
    events = client.get(f"/v1/games/{gid}/events").json["events"]  # as a spectator sees them
    stored = wired.store.read(gid)
    assert events[0]["chain"] == "hmac-sha256" and [e["hash"] for e in events] == [e["hash"] for e in stored]
    key = game_key(wired, gid)
    for envelope in stored:
        body = canonical_json({k: v for k, v in envelope.items() if k != "hash"})
        assert documented_formula(envelope["prev"], body) != envelope["hash"]
        assert leaked(key)(envelope["prev"], body) == envelope["hash"]
