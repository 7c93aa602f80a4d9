"""Finding games by the config's rules: seeks posted while fewer games than `concurrency` are under way, and
challenges accepted or declined."""

from __future__ import annotations

import itertools
import logging
from typing import Any

from boardroom_sdk.client import Boardroom
from boardroom_sdk.errors import ProblemError
from boardroom_sdk.runner.config import Accepting, Seeking

Json = dict[str, Any]
log = logging.getLogger("boardroom_sdk.runner")
PAGE = 100  # the most one page of a player's games holds


def active_games(api: Boardroom, me: str) -> list[Json]:
    """The player's tables still being played (the runner's own, from before a crash too)."""
    games: list[Json] = []
    cursor = None
    while True:
        params: dict[str, Any] = {"status": "active", "limit": PAGE} | ({"cursor": cursor} if cursor else {})
        page = api.request("GET", f"/v1/players/{me}/games", params=params).json()
        games += page["games"]
        cursor = page["next"]
        if not cursor:
            return games


def waiting_seeks(api: Boardroom) -> list[Json]:
    seeks: list[Json] = api.request("GET", "/v1/seeks").json()["seeks"]
    return seeks


def cancel(api: Boardroom, seek: Json) -> None:
    """Withdraw a waiting seek; one matched or expired meanwhile is logged with its game."""
    try:
        api.request("DELETE", f"/v1/seeks/{seek['id']}")
    except ProblemError as refused:
        if refused.status != 409:  # seek_closed: matched or expired meanwhile
            raise
        closed = api.request("GET", f"/v1/seeks/{seek['id']}").json()
        log.warning("stopping: seek %s (%s) was %s before it could be cancelled (game %s)", seek["id"],
                    seek["game"], closed["status"], closed["gid"])
        return
    log.info("stopping: seek %s (%s for %s players) cancelled", seek["id"], seek["game"], seek["players"])


class Seeker:
    """Seeks the config's games and player counts in turn, one waiting seek per game."""

    def __init__(self, rules: Seeking):
        self.rules = rules
        self.kinds = itertools.cycle(itertools.product(rules.games, rules.players))
        self.levels = itertools.cycle(rules.bot_levels)  # empty: the server's default level

    def seek(self, api: Boardroom, free: int, waiting: list[Json]) -> None:
        """Post seeks until ``free`` places (concurrency less games under way) are sought."""
        sought = {seek["game"] for seek in waiting}
        free -= len(waiting)
        for _ in range(len(self.rules.games) * len(self.rules.players)):
            if free <= 0:
                return
            game, players = next(self.kinds)
            if game in sought:
                continue
            body: Json = {"game": game, "players": players, "rated": self.rules.rated, "clock": self.rules.clock}
            if self.rules.bots_after_seconds is not None:
                body["bots_after_seconds"] = self.rules.bots_after_seconds
            if self.rules.bot_levels:
                body["bot_level"] = next(self.levels)
            try:
                seek = api.request("POST", "/v1/seeks", json=body).json()
            except ProblemError as refused:
                if refused.status in (409, 403):  # seek_exists, too_many_seeks, rated_cooldown: try again later
                    log.info("seek %s for %s players not posted: %s", game, players, refused)
                    continue
                raise
            log.info("seeking %s for %s players (seek %s)", game, players, seek["id"])
            sought.add(game)
            free -= 1


def acceptable(rules: Accepting | None, challenge: Json) -> bool:
    if rules is None:
        return False
    clock = challenge.get("clock") or {"type": "none"}
    return (challenge["game"] in rules.games and len(challenge["players"]) in rules.players
            and bool(challenge.get("rated")) in rules.rated and clock.get("type") in rules.clocks)


def answer(api: Boardroom, rules: Accepting | None, challenge: Json, room: bool) -> None:
    """Accept a pending challenge that invites this player when the rules allow it and a game may start
    (``room``); decline it otherwise."""
    verdict = "accept" if room and acceptable(rules, challenge) else "decline"
    try:
        api.request("POST", f"/v1/challenges/{challenge['id']}/{verdict}")
    except ProblemError as refused:
        if refused.status not in (403, 404, 409):  # closed meanwhile, or a rated cooldown: nothing to do
            raise
        log.info("challenge %s not %sed: %s", challenge["id"], verdict, refused)
        return
    log.info("challenge %s (%s) from %s: %sed", challenge["id"], challenge["game"], challenge["challenger"], verdict)
