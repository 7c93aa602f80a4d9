"""Leaderboards: per game, each rated identity's OpenSkill (Plackett-Luce) rating, games and wins.

Ratings depend on the order games are folded in, so the order is recorded: the projector appends
each finished rated table once to one ratings stream (``record``), and the model folds that stream
in its order (``catch_up``). A rebuild drops the model and refolds the same stream, so it equals the
live model byte for byte. A seat's identity is its player id or its server bot level's fixed
identity ``bot:<game>:<level>``, which anchors the ladder. Only rated tables count.

Against farming (issues 31 and 49): a table enters the stream only when every person's seat made the
game's ``MIN_RATED_DECISIONS`` of its own (``games.lifecycle.counts_for_rating``), with the facts the fold's
rules need (``facts``); ``projections.rating_rules`` decides, entry by entry, whose rating it moves and how
far, and who is listed. Each is a function of the stream's order, so a rebuild still equals the live model.

Which seated accounts one address created is known to the server alone: the table's creation writes its
seated accounts to the game's secrets hash (``ACCOUNTS_FIELD``, beside the seed, kept forever), never to an
event, which spectators and, once the game is over, everyone may read.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

import redis
from openskill.models import PlackettLuce

from games import get_game, lifecycle
from games.base import Game
from games.table import Table
from projections import rating_rules as rules

ACCOUNTS_FIELD = "accounts"  # the secrets-hash field: JSON {pid: {created, origin}} of a rated table's accounts
LOG = "br:{ratings}:log"
RECORDED = "br:{ratings}:recorded"
CURSOR = "br:{ratings}:cursor"
PROVISIONAL_GAMES = 10
BATCH = 200
DEFAULT_MIN_DECISIONS = 3  # a game whose data module names none

# A table enters the ratings stream at most once, whoever records it and however often.
_RECORD = """
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('XADD', KEYS[1], '*', 'gid', ARGV[1], 'game', ARGV[2], 'ranking', ARGV[3], 'day', ARGV[4], 'facts', ARGV[5])
return 1
"""

MODEL = PlackettLuce()


def stats_key(slug: str) -> str:
    return f"br:{{ratings}}:{slug}:players"


def rank_key(slug: str) -> str:
    return f"br:{{ratings}}:{slug}:ordinal"


def min_decisions(game: Game) -> int:
    """The game's ``MIN_RATED_DECISIONS``, from its data module (each game states its own)."""
    try:
        data = importlib.import_module(f"{type(game).__module__}.data")
    except ImportError:
        return DEFAULT_MIN_DECISIONS
    return int(getattr(data, "MIN_RATED_DECISIONS", DEFAULT_MIN_DECISIONS))


def counts(table: Table) -> bool:
    """Whether a finished rated table's result counts for ratings at all."""
    game = get_game(table["game"])
    return game is not None and lifecycle.counts_for_rating(table, min_decisions(game))


def identity(table: Table, seat: int) -> str:
    spec = table["seats"][seat]
    if spec.get("player"):
        return spec["player"]
    return f"bot:{table['game']}:{spec['bot']}"


def ranked_identities(table: Table) -> list[list[str]]:
    """The result's ranking with each seat replaced by its rated identity."""
    return [[identity(table, seat) for seat in group] for group in table["result"]["ranking"]]


def facts(table: Table, accounts: dict[str, Any]) -> dict[str, Any]:
    """What the fold's rules need to know of a finished table: from its events when it was created, each
    person's own decisions, who resigned or forfeited; ``accounts``, the seated accounts as its creation
    recorded them in the game's secrets."""
    persons = {s["seat"]: identity(table, s["seat"]) for s in table["seats"] if not s["bot"]}
    made = table.get("decisions")
    return {"at": table["created_at"], "accounts": accounts,
            "decisions": {who: made[seat] for seat, who in persons.items()} if made else {},
            "resigned": [identity(table, seat) for seat in table["result"].get("resigned", [])]}


def rate(ranking: list[list[str]], before: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each identity's entry after one game. Every seat is a team of one; a bot level seated more than
    once moves by the mean of its seats' changes and counts one game."""
    seats = [(who, place) for place, group in enumerate(ranking) for who in group]
    teams = [[MODEL.rating(mu=before[who]["mu"], sigma=before[who]["sigma"])] for who, _ in seats]
    rated = MODEL.rate(teams, ranks=[place + 1 for _, place in seats])
    moves: dict[str, list[tuple[float, float]]] = {}
    for (who, _), [after] in zip(seats, rated, strict=True):
        moves.setdefault(who, []).append((after.mu - before[who]["mu"], after.sigma))
    out = {}
    for who, changes in moves.items():
        old = before[who]
        won = who in ranking[0]
        out[who] = {"mu": old["mu"] + sum(d for d, _ in changes) / len(changes),
                    "sigma": sum(s for _, s in changes) / len(changes),
                    "games": old["games"] + 1, "wins": old["wins"] + int(won)}
    return out


def fresh() -> dict[str, Any]:
    start = MODEL.rating()
    return {"mu": start.mu, "sigma": start.sigma, "games": 0, "wins": 0}


def fold_entry(gid: str, ranking: list[list[str]], day: str, recorded: dict[str, Any] | None,
               before: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each of a table's identities' entries after it: moved as far as the rules let it, with the outcome
    noted (``recorded``: the entry's facts, None when it was recorded before facts were)."""
    verdict = rules.judge(ranking, day, recorded, before)
    moved = rate(verdict.counted, before) if verdict.counted else {}
    after = {}
    for who in rules.identities(ranking):
        if who not in moved:
            after[who] = rules.noted(before[who], gid, rules.NOT_RATED, verdict.left_out.get(who))
            continue
        entry, outcome, reason = {**before[who], **moved[who]}, rules.RATED, None
        if verdict.short and who not in verdict.resigned and (capped := rules.held(before[who], entry)):
            entry, outcome, reason = capped, rules.CAPPED, rules.SHORT_RESIGNATION
        if not rules.is_bot(who) and rules.against_bots_alone(who, ranking):
            entry["bot_games"] = entry.get("bot_games", 0) + 1
        after[who] = rules.noted(entry, gid, outcome, reason)
    rules.met(verdict.counted, day, after)
    return after


class Leaderboards:
    """The ratings stream and the ratings folded from it."""

    def __init__(self, client: redis.Redis):
        self.redis = client
        self._record = client.register_script(_RECORD)

    def record(self, table: Table, secret: Callable[[str, str], str | None]) -> bool:
        """Append a finished rated table to the ratings stream once (one whose result does not count, with only
        that noted); returns False if it was there or is not a finished rated table. ``secret(gid, field)``
        reads the game's secrets hash (the store's)."""
        if table["status"] != "finished" or not table.get("rated"):
            return False
        day = (table.get("updated_at") or table["created_at"])[:10]
        if counts(table):
            recorded = facts(table, json.loads(secret(table["gid"], ACCOUNTS_FIELD) or "{}"))
        else:  # moves nobody, but each seat's results say why
            recorded = {"uncounted": rules.TOO_FEW_DECISIONS}
        return bool(self._record(keys=[LOG, RECORDED],
                                 args=[table["gid"], table["game"], json.dumps(ranked_identities(table)), day,
                                       json.dumps(recorded, sort_keys=True)]))

    def catch_up(self) -> int:
        """Fold the ratings stream's entries after the model's cursor, in order; returns how many."""
        folded = 0
        while True:
            done = self.redis.transaction(self._fold_batch, CURSOR, value_from_callable=True)
            if not done:
                return folded
            folded += done

    def _fold_batch(self, pipe: redis.client.Pipeline) -> int:
        cursor = pipe.get(CURSOR)
        start = f"({cursor.decode()}" if cursor else "-"
        entries = pipe.xrange(LOG, min=start, max="+", count=BATCH)
        if not entries:
            return 0
        known: dict[tuple[str, str], dict[str, Any]] = {}
        for _, fields in entries:
            slug, ranking = fields[b"game"].decode(), json.loads(fields[b"ranking"])
            missing = sorted({who for group in ranking for who in group if (slug, who) not in known})
            if missing:
                for who, raw in zip(missing, pipe.hmget(stats_key(slug), missing), strict=True):
                    known[(slug, who)] = json.loads(raw) if raw else fresh()
            before = {who: known[(slug, who)] for group in ranking for who in group}
            recorded = json.loads(fields[b"facts"]) if b"facts" in fields else None
            gid, day = fields[b"gid"].decode(), fields.get(b"day", b"").decode()
            for who, entry in fold_entry(gid, ranking, day, recorded, before).items():
                known[(slug, who)] = entry
        pipe.multi()
        for (slug, who), entry in known.items():
            pipe.hset(stats_key(slug), who, json.dumps(entry, sort_keys=True))
            if rules.listed(who, entry):
                pipe.zadd(rank_key(slug), {who: rules.ordinal(entry)})
        pipe.set(CURSOR, entries[-1][0])
        return len(entries)

    @staticmethod
    def row(who: str, entry: dict[str, Any]) -> dict[str, Any]:
        return {"player": who, "mu": entry["mu"], "sigma": entry["sigma"], "ordinal": rules.ordinal(entry),
                "rating": round(rules.ordinal(entry), 2), "games": entry["games"], "wins": entry["wins"],
                "provisional": entry["games"] < PROVISIONAL_GAMES, "listed": rules.listed(who, entry)}

    def rankings(self, slug: str, limit: int = 50) -> list[dict[str, Any]]:
        """Rows by ordinal, best first (names are the caller's to add)."""
        ids = self.redis.zrevrange(rank_key(slug), 0, limit - 1)
        if not ids:
            return []
        raws = self.redis.hmget(stats_key(slug), ids)
        return [self.row(who.decode(), json.loads(raw)) for who, raw in zip(ids, raws, strict=True) if raw]

    @classmethod
    def listing(cls, who: str, entry: dict[str, Any]) -> dict[str, Any]:
        """``who``'s row with whether it is listed, why not, and the distinct opponents its counted games had."""
        return {**cls.row(who, entry), "unlisted_reason": rules.unlisted(who, entry),
                "opponents": len(entry.get("opponents", []))}

    def ratings_of(self, who: str, slugs: list[str]) -> list[dict[str, Any]]:
        pipe = self.redis.pipeline(transaction=False)
        for slug in slugs:
            pipe.hget(stats_key(slug), who)
        entries = [(slug, json.loads(raw)) for slug, raw in zip(slugs, pipe.execute(), strict=True) if raw]
        return [{"game": slug, **self.listing(who, entry), "results": entry.get("results", [])}
                for slug, entry in entries]

    def standing(self, slug: str, who: str) -> dict[str, Any]:
        """``who``'s place on the board of ``slug`` (``rank`` from 1; None while not listed), a new rating's
        when it has played no counted game there."""
        raw = self.redis.hget(stats_key(slug), who)
        entry = json.loads(raw) if raw else fresh()
        rank = self.redis.zrevrank(rank_key(slug), who) if rules.listed(who, entry) else None
        return {**self.listing(who, entry), "rank": None if rank is None else rank + 1}

    def drop(self) -> None:
        """Drop the folded model; the ratings stream (the recorded order) stays, to be refolded."""
        keys = [CURSOR, *self.redis.scan_iter(match="br:{ratings}:*:players"),
                *self.redis.scan_iter(match="br:{ratings}:*:ordinal")]
        self.redis.delete(*keys)

    def dump(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cursor": self.redis.get(CURSOR)}
        for key in self.redis.scan_iter(match="br:{ratings}:*:players"):
            out[key.decode()] = {k.decode(): v.decode() for k, v in self.redis.hgetall(key).items()}
        for key in self.redis.scan_iter(match="br:{ratings}:*:ordinal"):
            out[key.decode()] = self.redis.zrange(key, 0, -1, withscores=True)
        return out
