"""GET /v1/leaderboards/{game}: rankings."""

from __future__ import annotations

from flask_smorest import Blueprint

from games import get_game
from service.api.context import wiring
from service.api.schemas import LeaderboardSchema, problem
from service.problems import NotFound

blp = Blueprint("leaderboards", __name__, url_prefix="/v1/leaderboards", description="Rankings")


@blp.get("/<game>")
@blp.response(200, LeaderboardSchema)
@problem(blp, 404, "unknown game")
@blp.doc(operationId="getLeaderboard")
def leaderboard(game):
    """Players of a game by rating, with games played and won."""
    if get_game(game) is None:
        raise NotFound(f"There is no game {game!r} in the catalogue.", code="unknown_game")
    return {"game": game, "rankings": wiring().leaderboards.rankings(game)}
