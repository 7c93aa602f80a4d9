"""GET /v1/leaderboards/{game}: rankings."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import get_game
from service.errors import NotFound
from service.http.api.context import wiring
from service.http.api.schemas import LeaderboardSchema, problem

blp = Blueprint("leaderboards", __name__, url_prefix="/v1/leaderboards", description="Rankings")


@blp.get("/<game>")
@blp.response(200, LeaderboardSchema)
@problem(blp, 404, "unknown game")
@blp.doc(operationId="getLeaderboard")
def leaderboard(game):
    """Rated players and server bot levels of a game by OpenSkill ordinal, with counted games played and won.

    Only rated tables count, and only those where every person made 3 decisions of their own; between people,
    only accounts a day old (or with 3 counted games against server bots) count, never two one address created
    within 30 days of each other, and only 3 results a day against one opponent; a resignation after fewer than
    10 decisions lifts no one above a new account's ordinal. A player is listed after 5 counted games against 3
    distinct opponents (a profile's rating says why not, and what each recent table did). A row is a player id
    (or a bot level's identity), never a bare name."""
    if get_game(game) is None:
        raise NotFound(f"There is no game {game!r} in the catalogue.", code="unknown_game")
    return {"game": game, "rankings": wiring().profiles.leaderboard(game)}
