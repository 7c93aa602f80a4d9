"""The HTTP side of the all-bot table cap (``service.bot_tables``): who owns a new table (its creator, its
seeker, or the challenger of a challenge the last acceptance started), and refusing a new
all-bot table (a creation with bots only, or a seek that bots may fill) past the caller's cap with 429
``too_many_bot_tables``. A seek that bots may fill spends the creation budget too, shared with creating."""

from __future__ import annotations

import functools
from collections.abc import Callable

from flask import Flask, make_response, request
from flask_limiter import Limiter
from limits import parse_many

from service.bootstrap import Container
from service.bot_tables import BotTables
from service.http.metrics import UNLOADABLE_BOT_TABLES

OWNED = ("games.create", "lifecycle.rematch")  # routes that make a table for the caller
SEEK = "matchmaking.create_seek"
CREATE_OR_BOT_SEEK = "create-or-bot-seek"  # the creation budget, shared by creates and seeks bots may fill
TOURNAMENT = "tournaments.create"
ACCEPT = "matchmaking.accept_challenge"  # the last acceptance makes the challenger's table
SEEK_OWNER_SLACK_SECONDS = 3600  # the seeker stays known a while after its seek expires: the sweep may seat it late


def install(app: Flask, wired: Container, limiter: Limiter, client_key: Callable[[], str],
            player_caller: Callable[[str], str]) -> None:
    """Wrap the routes that make tables; call before the routes' own rate limits are added. ``player_caller``
    is a player's client key (its budget), for a table made for a player other than the caller."""
    settings = wired.settings
    tables = BotTables(wired.redis, wired.loader.load, settings.max_bot_tables,
                       unloadable=lambda gid, error: UNLOADABLE_BOT_TABLES.inc())
    capped = settings.max_bot_tables > 0
    for endpoint in OWNED:
        app.view_functions[endpoint] = _owning(app.view_functions[endpoint], tables, client_key,
                                               capped and endpoint == "games.create")
    app.view_functions[ACCEPT] = _challenging(app.view_functions[ACCEPT], tables, player_caller)
    app.view_functions[SEEK] = _seeking(app.view_functions[SEEK], tables, client_key, capped,
                                        settings.seek_ttl_seconds + SEEK_OWNER_SLACK_SECONDS)
    # One creation budget for creating and for seeks bots may fill (each route keeps its own limit as well).
    shared = limiter.shared_limit(settings.limit_create, scope=CREATE_OR_BOT_SEEK,
                                  exempt_when=lambda: request.endpoint == SEEK and not bots_may_fill())
    for endpoint in ("games.create", SEEK):
        app.view_functions[endpoint] = shared(app.view_functions[endpoint])
    # A tournament opens a table per seat group at once: it spends the same budget, a unit per table of its first
    # round (at most the budget's smallest quota), so one request is not a way around it.
    smallest = min(item.amount for item in parse_many(settings.limit_create))
    per_table = limiter.shared_limit(settings.limit_create, scope=CREATE_OR_BOT_SEEK,
                                     cost=lambda: min(smallest, first_round_tables()))
    app.view_functions[TOURNAMENT] = per_table(app.view_functions[TOURNAMENT])


def _body() -> dict:
    body = request.get_json(silent=True)
    return body if isinstance(body, dict) else {}


def _all_bots() -> bool:
    seats = _body().get("seats")
    return isinstance(seats, list) and bool(seats) and all(isinstance(s, dict) and s.get("bot") for s in seats)


def first_round_tables() -> int:
    """How many tables the tournament being created opens in its first round (its field by the table's size)."""
    body = _body()
    entrants, size, seats = body.get("entrants"), body.get("size"), body.get("players_per_table")
    field = len(entrants) if isinstance(entrants, list) else size if isinstance(size, int) else 0
    per_table = seats if isinstance(seats, int) and seats > 0 else 2
    return max(1, min(field, 10_000) // per_table)


def bots_may_fill() -> bool:
    """Whether the seek being posted lets bots fill it (so it may make a bot table: the creation budget)."""
    return _body().get("bots_after_seconds") is not None


def _owning(view: Callable, tables: BotTables, client_key: Callable[[], str], capped: bool) -> Callable:
    """``view`` (a creation) recording the caller as the new table's owner; an all-bot creation holds a
    slot of the cap while it runs and keeps it when a table started."""

    @functools.wraps(view)
    def owning(*args, **kwargs):
        client = client_key()
        reservation = tables.reserve(client) if capped and _all_bots() else None
        gid = None
        try:
            response = make_response(view(*args, **kwargs))
            body = response.get_json(silent=True) if response.status_code == 201 else None
            gid = body.get("id") if isinstance(body, dict) else None
            if gid:
                tables.own(gid, client)
            return response
        finally:
            if reservation is not None:
                tables.release(client, reservation, gid)

    return owning


def _seeking(view: Callable, tables: BotTables, client_key: Callable[[], str], capped: bool,
             remember_seconds: float) -> Callable:
    """``view`` (a new seek) refused past the cap when bots may fill it, and recording its seeker."""

    @functools.wraps(view)
    def seeking(*args, **kwargs):
        client = client_key()
        if capped and bots_may_fill():
            tables.check(client)
        response = make_response(view(*args, **kwargs))
        body = response.get_json(silent=True) if response.status_code == 201 else None
        if isinstance(body, dict) and body.get("id"):
            tables.own_seek(body["id"], client, remember_seconds)
            if body.get("gid"):  # matched at once
                tables.own(body["gid"], client)
        return response

    return seeking


def _challenging(view: Callable, tables: BotTables, player_caller: Callable[[str], str]) -> Callable:
    """``view`` (accepting a challenge) recording the challenger as the owner of the table the last acceptance
    started: the challenger asked for it, as a creator or a seeker asks for theirs."""

    @functools.wraps(view)
    def challenging(*args, **kwargs):
        response = make_response(view(*args, **kwargs))
        body = response.get_json(silent=True) if response.status_code == 200 else None
        if isinstance(body, dict) and body.get("status") == "started" and body.get("gid"):
            tables.own(body["gid"], player_caller(body["challenger"]))
        return response

    return challenging
