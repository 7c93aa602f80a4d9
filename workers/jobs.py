"""The RQ jobs (DESIGN §5). Top-level functions with JSON-serialisable arguments."""

from __future__ import annotations

import logging

import redis
from rq import Retry

from events.seeds import rng_for
from games import lifecycle
from games import table as tables
from service import lifecycle as hosting
from service.bootstrap import container
from service.errors import Conflict, RuleBroken
from workers.partition_backoff import deferral, deferred_while_unwritable

log = logging.getLogger(__name__)

MAX_TRIES = 20
# Each job appends to its game's partition: while that partition cannot take writes, the job waits its turn
# in RQ's schedule (rq.Retry) instead of holding a worker (workers.partition_backoff).
guarded = deferred_while_unwritable(container)


@guarded
def play_bot_turn(gid: str, seat: int, version: int) -> str | Retry:
    """Play ``seat``'s bot move if it is still awaited; a stale job changes nothing.

    ``version`` is that of the seat's last command, which names the turn. The move is decided on the
    table as loaded and sent with If-Match semantics; when another seat moved meanwhile (a
    simultaneous choice), the bot looks again. While a person at the table is away, a job that comes
    before the bots' pace asks RQ to run it again once the pace is kept (workers.dispatch).
    """
    handler = container().handler
    follow_up = container().follow_up
    for _ in range(MAX_TRIES):
        table = handler.table(gid)
        level = lifecycle.controller(table, seat)
        if seat not in tables.to_act(table) or not level:
            return "not-awaited"
        due = follow_up.paced_until(table)
        if due is not None:
            return deferral(due - follow_up.now())
        game = tables.game_of(table)
        autopilot = not table["seats"][seat]["bot"]  # a person's seat, absent or resigned
        # The bot's own choices are not game randomness: a separate derivation keeps them
        # reproducible without touching the rng the audit re-runs.
        rng = rng_for(handler.seed(gid), f"bot:{gid}:{seat}", table["version"])
        command = game.bot(table["state"], seat, rng, level)
        try:
            handler.execute(gid, seat, command, if_match=table["version"], autopilot=autopilot)
        except Conflict:
            continue
        except RuleBroken as broken:
            log.error("bot %s of %s proposed an illegal move %r: %s", seat, gid, command, broken.detail)
            raise
        _queue_next(handler, gid)
        return "played"
    return "gave-up"


def _queue_next(handler, gid: str) -> None:
    """Queue what the table awaits after this move at once. Each bot of a simultaneous choice, or of a round
    of bots, waited for the projector to fold its predecessor's move: a hop through a busy machine's run
    queue per turn (the abuse bench's victim, three easy bots, saw its bot-turn median grow x2.6-3.5)."""
    try:
        container().follow_up.enqueue_next(handler.table(gid))
    except redis.RedisError as error:  # the projector schedules it on folding the move, as before
        log.warning("could not queue the next turn of %s at once: %s", gid, error)


@guarded
def score_game(gid: str) -> bool:
    """Append the final result and the seed once the game's rules say it is over."""
    return container().handler.finish(gid)


@guarded
def expire_clock(gid: str, seat: int, version: int) -> str:
    """Append ``seat``'s ClockExpired if the game is still at ``version`` (scheduled at its deadline)."""
    return hosting.expire(container().handler, gid, seat, version)


@guarded
def abandon_table(gid: str) -> str:
    """End the open table if it did not fill within the wait it recorded (BOARDROOM_OPEN_TABLE_TTL then)."""
    return hosting.abandon(container().handler, gid)


@guarded
def record_tournament_table(tid: str, gid: str) -> str:
    """Record a tournament table's result once its game ended, and pair the next round when it completes one."""
    outcome = container().tournaments.table_finished(tid, gid)
    if outcome == "recorded":
        container().follow_up.tournament_table_recorded(tid, gid)
    return outcome
