"""One Redis stream per player: ``challenge``, ``game-start``, ``your-turn``, ``game-finish``.

Written by the projector (from the tables it folds) and by the challenge code; trimmed to about
``MAXLEN`` frames. Frames others can send (challenges) keep at most ``SIDE_FRAMES`` in the stream,
the oldest deleted first, so a flood of them never trims away the player's own game frames.
Each player's keys share the hash tag ``{pstream:<id>}``. A fold's frames are
added once: the player's ``seen`` hash keeps, per game, the last version notified, so a fold the
projector repeats after a crash adds nothing.
"""

from __future__ import annotations

import json
from typing import Any

import redis

from games import table as tables
from games.table import Table

MAXLEN = 1000
SIDE_FRAMES = 200  # challenge frames kept in a player's stream, at most
# Every write to a player's stream also names the player here, so that each web process's fan-out,
# which reads this feed with the partition feeds, wakes that player's followers (service/fanout.py).
PLAYER_FEED = "br:{pfeed}:feed"
PLAYER_FEED_MAXLEN = 10_000

# ARGV: game id, version, maxlen, then (type, data) pairs.
_NOTIFY = """
local seen = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if tonumber(ARGV[2]) <= seen then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], 30 * 24 * 3600)  -- a player idle for a month forgets what it was told
for i = 4, #ARGV, 2 do
  redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', 'type', ARGV[i], 'data', ARGV[i + 1])
end
return 1
"""

# KEYS: the stream, the ids of its side frames, oldest first. ARGV: maxlen, most side frames, type, data.
_PUBLISH = """
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'type', ARGV[3], 'data', ARGV[4])
redis.call('RPUSH', KEYS[2], id)
while redis.call('LLEN', KEYS[2]) > tonumber(ARGV[2]) do
  redis.call('XDEL', KEYS[1], redis.call('LPOP', KEYS[2]))
end
redis.call('EXPIRE', KEYS[2], 30 * 24 * 3600)
return id
"""

Frame = tuple[str, dict[str, Any]]
ENDINGS = {"GameFinished", "TableAborted", "TableAbandoned"}  # game-finish: scored, or aborted (no result)


def stream_key(pid: str) -> str:
    return f"br:{{pstream:{pid}}}:events"


def seen_key(pid: str) -> str:
    return f"br:{{pstream:{pid}}}:seen"


def side_key(pid: str) -> str:
    return f"br:{{pstream:{pid}}}:side"


def notices(before: Table | None, table: Table, tail: list[dict[str, Any]]) -> dict[str, list[Frame]]:
    """What each seated player learns from folding ``tail`` onto ``before`` (giving ``table``)."""
    out: dict[str, list[Frame]] = {}
    players = {s["seat"]: s["player"] for s in table["seats"] if s.get("player")}
    if not players:
        return out
    kinds = {e["type"] for e in tail}
    gid, slug = table["gid"], table["game"]
    for seat, pid in players.items():
        if "TableStarted" in kinds:
            out.setdefault(pid, []).append(("game-start", {
                "gid": gid, "game": slug, "seat": seat, "rated": bool(table.get("rated")),
                "clock": table.get("clock"), "players": [s.get("player") for s in table["seats"]]}))
    awaited_before = set(tables.to_act(before)) if before is not None else set()
    for seat in tables.to_act(table):
        if seat not in players:
            continue
        if seat not in awaited_before or before is None or before["acted"][seat] != table["acted"][seat]:
            out.setdefault(players[seat], []).append(
                ("your-turn", {"gid": gid, "game": slug, "seat": seat, "version": table["version"]}))
    if kinds & ENDINGS:
        for seat, pid in players.items():
            out.setdefault(pid, []).append(("game-finish", {
                "gid": gid, "game": slug, "seat": seat, "rated": bool(table.get("rated")),
                "status": table["status"], "result": table["result"]}))
    return out


class PlayerStreams:
    """Writing and reading the players' streams."""

    def __init__(self, client: redis.Redis, maxlen: int = MAXLEN, side_frames: int = SIDE_FRAMES):
        self.redis = client
        self.maxlen = maxlen
        self.side_frames = side_frames
        self._notify = client.register_script(_NOTIFY)
        self._publish = client.register_script(_PUBLISH)

    def fold(self, before: Table | None, table: Table, tail: list[dict[str, Any]]) -> None:
        """The frames a fold gives each seated player, added once per (player, game, version)."""
        for pid, frames in notices(before, table, tail).items():
            args: list[Any] = [table["gid"], table["version"], self.maxlen]
            for kind, data in frames:
                args += [kind, json.dumps(data, sort_keys=True)]
            if self._notify(keys=[stream_key(pid), seen_key(pid)], args=args):
                self._announce(pid)

    def publish(self, pid: str, kind: str, data: dict[str, Any]) -> None:
        """Add a frame another player caused (a challenge): at most ``side_frames`` such frames stay."""
        self._publish(keys=[stream_key(pid), side_key(pid)],
                      args=[self.maxlen, self.side_frames, kind, json.dumps(data, sort_keys=True)])
        self._announce(pid)

    def _announce(self, pid: str) -> None:
        """Name the player on the shared feed (another slot than its stream's, so not in the same script:
        a wake-up lost to a crash in between costs the follower one keep-alive period, when it looks anyway)."""
        self.redis.xadd(PLAYER_FEED, {"p": pid}, maxlen=PLAYER_FEED_MAXLEN, approximate=True)

    def read(self, pid: str, after: str, count: int = 100) -> list[dict[str, Any]]:
        """Frames after the id ``after`` ("0" for all): ``{"id", "type", "data"}``."""
        start = "-" if after in ("0", "0-0") else f"({after}"
        return [{"id": entry_id.decode(), "type": fields[b"type"].decode(), "data": json.loads(fields[b"data"])}
                for entry_id, fields in self.redis.xrange(stream_key(pid), min=start, max="+", count=count)]

    def last_id(self, pid: str) -> str:
        info = self.redis.xrevrange(stream_key(pid), count=1)
        return info[0][0].decode() if info else "0-0"
