"""A table built by appending sealed batches at scripted times: the table functions the spine uses,
with every envelope's ``at`` chosen by the test (no store, no wall clock)."""

from __future__ import annotations

import uuid

from events.envelope import genesis_hash, seal
from events.seeds import chain_key, commitment, rng_for
from games import REGISTRY, clocks, lifecycle
from games import table as tables

SEED = "ab" * 32
T0 = clocks.at_ms("2026-03-01T09:00:00.000Z")


class ScriptedTable:
    """A table built by appending sealed batches at scripted times (no store, no wall clock)."""

    def __init__(self, game, seats, **hosting):
        self.gid = uuid.uuid4().hex
        self.envelopes: list[dict] = []
        events = tables.create(REGISTRY[game], seats, {}, commitment(SEED), rng_for(SEED, self.gid, 0), **hosting)
        self.append(events, None, "create-game", {"game": game, "seats": seats, "options": {}, **hosting}, 0)

    @property
    def table(self):
        return tables.replay(self.envelopes)

    def append(self, events, seat, kind, payload, offset_ms, **cmd):
        head = self.envelopes[-1]["hash"] if self.envelopes else genesis_hash(self.gid)
        batch = seal(self.gid, len(self.envelopes) + 1, head, events,
                     {"id": "c", "seat": seat, "type": kind, "payload": payload, **cmd}, chain_key(SEED, self.gid))
        at = clocks.iso(T0 + offset_ms)
        self.envelopes += [{**e, "at": at} for e in batch]  # re-chain (tests/audit reseal) when hashes matter

    def command(self, seat, command, offset_ms, autopilot=False):
        table = self.table
        events = tables.decide(table, seat, command, rng_for(SEED, self.gid, table["version"]), seed=SEED,
                               autopilot=autopilot)
        payload = {k: v for k, v in command.items() if k != "type"}
        self.append(events, seat, command["type"], payload, offset_ms, **({"autopilot": True} if autopilot else {}))

    def expire(self, seat, offset_ms):
        table = self.table
        events = lifecycle.expire(table, seat, T0 + offset_ms, tables.to_act(table), tables.is_over(table))
        self.append(events, None, "expire-clock", {"seat": seat}, offset_ms)

    def finish(self, offset_ms):
        self.append(tables.finish(self.table, SEED), None, "score-game", {}, offset_ms)

