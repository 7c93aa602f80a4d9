"""GET /v1/leaderboards/{game}: rankings."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import get_game
from projections import rating_rules as rules
from service.errors import NotFound, shown
from service.http.api.context import wiring
from service.http.api.player_schemas import LeaderboardQuerySchema, LeaderboardSchema
from service.http.api.schemas import problem

blp = Blueprint("leaderboards", __name__, url_prefix="/v1/leaderboards", description="Rankings")


LISTING = {"games": rules.LISTED_GAMES, "opponents": rules.LISTED_OPPONENTS, "bot_games": rules.LISTED_BOT_GAMES}


@blp.get("/<game>")
@blp.arguments(LeaderboardQuerySchema, location="query")
@blp.response(200, LeaderboardSchema)
@problem(blp, 404, "unknown game (`unknown_game`), or no such `?player=` (`player_not_found`)")
@blp.doc(operationId="getLeaderboard")
def leaderboard(query, game):
    """Rated players and server bot levels of a game by OpenSkill ordinal, with counted games played and won.

    Only rated tables count, and only those where every person made 3 decisions of their own; between people,
    only accounts a day old (or with 3 counted games against server bots) count, never two one address created
    within 30 days of each other, and only 3 results a day against one opponent; a resignation after fewer than
    10 decisions lifts no one above a new account's ordinal. A player is listed after 5 counted games against 3
    distinct opponents, a server bot level after its first (`listing`); `?player=` says where one player stands
    and why it is not listed (`unlisted_reason`), as its profile's rating does, with what each recent table did.
    A row is a player id (or a bot level's identity), never a bare name."""
    if get_game(game) is None:
        raise NotFound(f"There is no game {game!r} in the catalogue.", code="unknown_game")
    profiles = wiring().profiles
    standing = None
    if "player" in query:
        standing = profiles.standing(game, query["player"])
        if standing is None:
            raise NotFound(f"There is no player {shown(query['player'])}.", code="player_not_found")
    return {"game": game, "rankings": profiles.leaderboard(game), "listing": LISTING, "player": standing}
