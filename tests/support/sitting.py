"""A table played through the table functions and sealed as the store seals it, with no store and no server: a
person's seats choose among their legal moves, the other seats are server bots (the spine's decisions, folded
incrementally, each version's table kept to compare with)."""

from __future__ import annotations

import hashlib
import random
import uuid

from events.envelope import genesis_hash, seal
from events.seeds import chain_key, commitment, rng_for
from games import REGISTRY, lifecycle, take_back
from games import table as tables


class Sitting:
    """A table whose history is sealed envelopes; ``at[v]`` is the table as folded at version ``v``."""

    def __init__(self, slug: str, seats: list[dict], seed: str, person: str | None = None, **hosting):
        """``person``: the bot level whose moves a person's seats make (None: a random complete legal move)."""
        hosting.setdefault("lifecycle", lifecycle.VERSION)
        # the id is drawn from the seed too: the game's randomness depends on both, and a test must replay alike
        self.slug, self.seed, self.gid = slug, seed, hashlib.sha256(f"sitting:{seed}".encode()).hexdigest()[:32]
        self.game, self.person = REGISTRY[slug], person
        self.envelopes: list[dict] = []
        self.at: dict[int, dict] = {}
        self.table: dict | None = None
        events = tables.create(self.game, seats, {}, commitment(seed), rng_for(seed, self.gid, 0), **hosting)
        self.append(events, None, "create-game", {"game": slug, "seats": seats, "options": {}, **hosting})

    def append(self, events: list[dict], seat: int | None, kind: str, payload: dict, **cmd) -> list[dict]:
        head = self.envelopes[-1]["hash"] if self.envelopes else genesis_hash(self.gid)
        batch = seal(self.gid, len(self.envelopes) + 1, head, events,
                     {"id": uuid.uuid4().hex, "seat": seat, "type": kind, "payload": payload, **cmd},
                     chain_key(self.seed, self.gid))
        self.envelopes += batch
        self.table = tables.replay(batch, self.table)
        self.at[self.table["version"]] = self.table
        return batch

    def decide(self, seat: int, command: dict, autopilot: bool = False) -> list[dict]:
        """``seat``'s command decided and appended; RuleViolation when the rules refuse it."""
        table = self.table
        events = tables.decide(table, seat, command, rng_for(self.seed, self.gid, table["version"]), seed=self.seed,
                               autopilot=autopilot)
        return self.append(events, seat, command["type"], {k: v for k, v in command.items() if k != "type"},
                           **({"autopilot": True} if autopilot else {}))

    def take_back(self, seat: int) -> list[dict]:
        return self.decide(seat, {"type": take_back.COMMAND})

    def awaited(self) -> int | None:
        acting = tables.to_act(self.table)
        return acting[0] if acting and not tables.is_over(self.table) else None

    def choice(self, seat: int, rng: random.Random) -> dict:
        """A complete legal move of ``seat`` drawn with ``rng`` (the server bot's move where only templates are
        listed); a bot seat plays its own bot."""
        level = self.table["seats"][seat]["bot"] or self.person
        if not level:
            moves = [m for m in self.game.legal_moves(self.table["state"], seat) if not m.get("template")]
            if moves:
                return rng.choice(moves)
        bot_rng = rng_for(self.seed, f"bot:{self.gid}:{seat}", self.table["version"])
        return self.game.bot(self.table["state"], seat, bot_rng, level or "easy")

    def step(self, rng: random.Random) -> tuple[int, dict, list[dict]] | None:
        """The awaited seat's move (the first awaited); None once the game is over."""
        seat = self.awaited()
        if seat is None:
            return None
        command = self.choice(seat, rng)
        return seat, command, self.decide(seat, command)

    def finish(self) -> None:
        self.append(tables.finish(self.table, self.seed), None, "score-game", {})
