"""Seeks (matchmaking) and challenges: the ways players get a table with others."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import get_game
from games.lifecycle import BOT_RATED_CLOCK
from service.errors import Conflict, Forbidden, Invalid, NotFound, shown
from service.http.api.challenge_schemas import ChallengeListSchema
from service.http.api.context import wiring
from service.http.api.player_schemas import (
    ChallengeSchema,
    ChallengeStateSchema,
    SeekListSchema,
    SeekSchema,
    SeekStateSchema,
)
from service.http.api.requests import player_id
from service.http.api.schemas import problem

blp = Blueprint("matchmaking", __name__, url_prefix="/v1", description="Seeks and challenges")

PLAYER_KEY = [{"playerKey": []}]
_KEY_PROBLEM = "no player key, or an unknown, revoked or rotated one (`player_key_required`, `invalid_player_key`)"


def _scope_problem(scope: str, also: str = "") -> str:
    return f"{also}{', or ' if also else ''}a player key without the `{scope}` scope (`insufficient_scope`)"


def _table_size(slug: str, players: int):
    """The game, checked to exist and to seat ``players``."""
    game = get_game(slug)
    if game is None:
        raise Invalid(f"There is no game {shown(slug)} in the catalogue.", code="unknown_game")
    if not game.min_players <= players <= game.max_players:
        raise Invalid(f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}.",
                            code="bad_player_count")
    return game


def _body_problems(what: str):
    """The answers of a POST with a body, by a player."""
    def decorate(view):
        for status, description in ((400, "malformed JSON"), (401, _KEY_PROBLEM),
                                    (415, "the body is not application/json"), (422, what)):
            view = problem(blp, status, description)(view)
        return view
    return decorate


def _public_seek(seek: dict) -> dict:
    return {k: seek[k] for k in ("id", "game", "players", "rated", "clock", "bot_level", "status", "gid", "expires")}


@blp.post("/seeks")
@blp.arguments(SeekSchema)
@blp.response(201, SeekStateSchema)
@_body_problems("unknown game, bad player count, a level the game's bots lack (`unknown_bot_level`), invalid fields")
@problem(blp, 409, "the caller already waits in this game (`seek_exists`) or holds the most seeks a player may "
                   "(`too_many_seeks`)")
@problem(blp, 403, _scope_problem("play", "a rated seek by a player in a cooldown for aborting or leaving "
                                                "(`rated_cooldown`)"))
@blp.doc(operationId="createSeek", security=PLAYER_KEY)
def create_seek(body):
    """Seek a table: compatible seeks (same game, player count, rated flag and clock) from distinct players
    are matched atomically; `bots_after_seconds` fills the open seats with server bots after that wait,
    at `bot_level` (default `normal`). `game-start` on the player stream says where; the matched table's seat
    order is drawn from its seed.
    A player waits with one seek per game and a few in all (BOARDROOM_MAX_SEEKS, default 3). Needs the `play`
    scope."""
    pid = player_id("play")
    game = _table_size(body["game"], body["players"])
    if body["bot_level"] not in game.bots:
        raise Invalid(f"{game.title} has no bot level {shown(body['bot_level'])}: its levels are "
                      f"{', '.join(game.bots)}.", code="unknown_bot_level")
    if body["rated"]:
        wiring().players.check_standing([pid])
    seek = wiring().matchmaker.seek(pid, body["game"], body["players"], _clock(body, [pid]), body["rated"],
                                    body["bots_after_seconds"], body["bot_level"])
    return _public_seek(seek)


def _own_seek(sid: str, pid: str) -> dict:
    seek = wiring().matchmaker.get(sid)
    if seek is None:
        raise NotFound(f"There is no seek {shown(sid)}.", code="seek_not_found")
    if seek["player"] != pid:
        raise Forbidden("This seek is another player's.", code="not_your_seek")
    return seek


@blp.get("/seeks")
@blp.response(200, SeekListSchema)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("read"))
@blp.doc(operationId="listSeeks", security=PLAYER_KEY)
def list_seeks():
    """The caller's own seeks that are waiting (or were matched or cancelled a moment ago), oldest first. Needs
    the `read` scope."""
    return {"seeks": [_public_seek(seek) for seek in wiring().matchmaker.mine(player_id("read"))]}


@blp.get("/seeks/<sid>")
@blp.response(200, SeekStateSchema)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("read", "another player's seek (`not_your_seek`)"))
@problem(blp, 404, "no such seek (`seek_not_found`)")
@blp.doc(operationId="getSeek", security=PLAYER_KEY)
def get_seek(sid):
    """One of the caller's seeks: waiting, matched (with its table), cancelled or expired. Needs the `read`
    scope."""
    return _public_seek(_own_seek(sid, player_id("read")))


@blp.delete("/seeks/<sid>")
@blp.response(204)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("play", "another player's seek (`not_your_seek`)"))
@problem(blp, 404, "no such seek (`seek_not_found`)")
@problem(blp, 409, "the seek was matched, cancelled or expired already (`seek_closed`)")
@blp.doc(operationId="deleteSeek", security=PLAYER_KEY)
def delete_seek(sid):
    """Withdraw a waiting seek. Needs the `play` scope."""
    pid = player_id("play")
    _own_seek(sid, pid)
    verdict = wiring().matchmaker.cancel(sid, pid)
    if verdict != "cancelled":
        raise Conflict(f"The seek was {verdict.removeprefix('already ')} already.", code="seek_closed")


@blp.post("/challenges")
@blp.arguments(ChallengeSchema)
@blp.response(201, ChallengeStateSchema)
@_body_problems("unknown game or player, bad player count, invalid fields")
@problem(blp, 409, "the caller has the most challenges pending a player may (`too_many_challenges`), or one "
                   "already invites this player (`challenge_pending`)")
@problem(blp, 403, _scope_problem("play"))
@blp.doc(operationId="createChallenge", security=PLAYER_KEY)
def create_challenge(body):
    """Invite players (ids) to a table; each gets a `challenge` frame on its stream, and the table starts
    when all accept. The challenger takes seat 0, the invitees follow in the order given. A player has at
    most a few challenges pending (BOARDROOM_MAX_OPEN_CHALLENGES, default 5), one per invitee. Needs the `play`
    scope."""
    pid = player_id("play")
    wired = wiring()
    invited = [p for p in dict.fromkeys(body["players"]) if p != pid]
    _table_size(body["game"], 1 + len(invited))
    names = wired.players.names(invited)
    unknown = [p for p in invited if p not in names]
    if unknown:
        raise Invalid(f"There is no player {shown(unknown[0])} to challenge.", code="unknown_player")
    return wired.challenges.create(pid, body["game"], invited, _clock(body, [pid, *invited]), body["rated"])


def _clock(body: dict, pids: list[str]) -> dict | None:
    """The table's clock: the one asked for; for a rated table between bot accounts asked without one, a live clock
    (BOT_RATED_CLOCK), where a rated table between people gets correspondence (DEFAULT_RATED_CLOCK)."""
    if body["clock"] is not None or not body["rated"]:
        return body["clock"]
    players = wiring().players
    bots = all((players.get(pid) or {}).get("kind") == "bot" for pid in pids)
    return BOT_RATED_CLOCK if bots else None


def _answer(cid: str, accept: bool) -> dict:
    pid = player_id("play")
    verdict, challenge = wiring().challenges.answer(cid, pid, accept)
    if verdict == "not-invited" and challenge is not None and challenge["challenger"] == pid:
        raise Forbidden("You sent this challenge: only its invitees accept it (withdraw it with DELETE "
                        f"/v1/challenges/{cid}, or decline it).", code="not_invited")
    return _settled(cid, verdict, challenge)


# The refusals of answering or cancelling a challenge, by the store's verdict.
_REFUSALS = {
    "not-invited": lambda c: Forbidden("This challenge does not invite you.", code="not_invited"),
    "not-challenger": lambda c: Forbidden("Only the player who sent this challenge may cancel it.",
                                          code="not_challenger"),
    "closed": lambda c: Conflict(f"The challenge is {c['status']} already.", code="challenge_closed"),
}


def _settled(cid: str, verdict: str, challenge: dict | None) -> dict:
    if verdict == "missing":
        raise NotFound(f"There is no challenge {shown(cid)}.", code="challenge_not_found")
    if verdict in _REFUSALS:
        raise _REFUSALS[verdict](challenge)
    return challenge


@blp.get("/challenges")
@blp.response(200, ChallengeListSchema)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("read"))
@blp.doc(operationId="listChallenges", security=PLAYER_KEY)
def list_challenges():
    """The challenges the caller sent or was invited to in the last 24 hours (the newest 200): pending
    first, then newest first. Needs the `read` scope."""
    return {"challenges": wiring().challenges.mine(player_id("read"))}


@blp.get("/challenges/<cid>")
@blp.response(200, ChallengeStateSchema)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("read"))
@problem(blp, 404, "no such challenge, or one the caller neither sent nor was invited to (`challenge_not_found`)")
@blp.doc(operationId="getChallenge", security=PLAYER_KEY)
def get_challenge(cid):
    """A challenge the caller sent or was invited to: pending, started (with its table), declined or
    cancelled. Challenges are kept 24 hours. Needs the `read` scope."""
    challenge = wiring().challenges.seen_by(cid, player_id("read"))
    if challenge is None:
        raise NotFound(f"There is no challenge {shown(cid)} of yours.", code="challenge_not_found")
    return challenge


def _answer_docs(view):
    view = problem(blp, 401, _KEY_PROBLEM)(view)
    view = problem(blp, 403, _scope_problem("play", "the challenge does not invite the caller (`not_invited`; its "
                                                    "challenger withdraws it with decline or DELETE)"))(view)
    view = problem(blp, 404, "no such challenge (`challenge_not_found`)")(view)
    return problem(blp, 409, "the challenge was started, declined or expired (`challenge_closed`)")(view)


@blp.post("/challenges/<cid>/accept")
@blp.response(200, ChallengeStateSchema)
@_answer_docs
@blp.doc(operationId="acceptChallenge", security=PLAYER_KEY)
def accept_challenge(cid):
    """Accept (needs the `play` scope); the last acceptance opens the table (`gid`, and `game-start` on every
    player's stream)."""
    return _answer(cid, True)


@blp.post("/challenges/<cid>/decline")
@blp.response(200, ChallengeStateSchema)
@_answer_docs
@blp.doc(operationId="declineChallenge", security=PLAYER_KEY)
def decline_challenge(cid):
    """Decline (needs the `play` scope); the challenge is closed for everyone. The challenger's decline withdraws
    it, as DELETE /v1/challenges/{cid} does (status `cancelled`)."""
    return _answer(cid, False)


@blp.delete("/challenges/<cid>")
@blp.response(200, ChallengeStateSchema)
@problem(blp, 401, _KEY_PROBLEM)
@problem(blp, 403, _scope_problem("play", "only the challenger may cancel (`not_challenger`)"))
@problem(blp, 404, "no such challenge (`challenge_not_found`)")
@problem(blp, 409, "the challenge was started, declined or cancelled (`challenge_closed`)")
@blp.doc(operationId="cancelChallenge", security=PLAYER_KEY)
def cancel_challenge(cid):
    """Cancel a pending challenge you sent (needs the `play` scope); every invitee gets a `challenge` frame with
    status `cancelled`."""
    return _settled(cid, *wiring().challenges.cancel(cid, player_id("play")))
