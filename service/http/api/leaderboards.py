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
    """Rated players and server bot levels of a game by OpenSkill ordinal, with games played and won.

    Only rated tables count, and only those where every person made 3 decisions of their own; a player is
    listed after 5 rated games against 3 distinct opponents, and only 3 results a day against one opponent
    count. A row is a player id (or a bot level's identity), never a bare name."""
    if get_game(game) is None:
        raise NotFound(f"There is no game {game!r} in the catalogue.", code="unknown_game")
    return {"game": game, "rankings": wiring().profiles.leaderboard(game)}
