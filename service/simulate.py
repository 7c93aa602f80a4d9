"""Playing a whole game with bots without a server: the same table functions, seeds and envelope
sealing the spine uses, for fixtures and audit measurements."""

from __future__ import annotations

import uuid

from events.envelope import Envelope, genesis_hash, seal
from events.seeds import chain_key, commitment, rng_for
from games import get_game
from games import table as tables


def play_offline(slug: str, seats: list[dict], seed: str, gid: str | None = None, max_batches: int = 100_000,
                 ) -> list[Envelope]:
    """The sealed history of a bot game from creation to the revealed seed."""
    gid = gid or uuid.uuid4().hex
    game = get_game(slug)
    assert game is not None
    envelopes: list[Envelope] = []
    head = genesis_hash(gid)

    def append(events, cmd):
        nonlocal head
        batch = seal(gid, len(envelopes) + 1, head, events, cmd, chain_key(seed, gid))
        envelopes.extend(batch)
        head = batch[-1]["hash"]

    append(tables.create(game, seats, {}, commitment(seed), rng_for(seed, gid, 0)),
           {"id": uuid.uuid4().hex, "seat": None, "type": "create-game",
            "payload": {"game": slug, "seats": seats, "options": {}}})
    table = tables.replay(envelopes)
    for _ in range(max_batches):
        if tables.is_over(table):
            break
        seat = tables.to_act(table)[0]
        level = table["seats"][seat]["bot"]
        command = game.bot(table["state"], seat, rng_for(seed, f"bot:{gid}:{seat}", table["version"]), level)
        events = tables.decide(table, seat, command, rng_for(seed, gid, table["version"]))
        before = len(envelopes)
        append(events, {"id": uuid.uuid4().hex, "seat": seat, "type": command["type"],
                        "payload": {k: v for k, v in command.items() if k != "type"}})
        table = tables.replay(envelopes[before:], table)
    append(tables.finish(table, seed), {"id": uuid.uuid4().hex, "seat": None, "type": "score-game", "payload": {}})
    return envelopes
