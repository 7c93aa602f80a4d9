"""One game against the server's bots through boardroom_sdk's typed calls (`pip install boardroom-sdk`, from the
wheel of clients/python): every answer is a pydantic model of openapi.yaml.

    python examples/typed_sdk_game.py http://127.0.0.1:8000 [game-slug]

It prints one line of JSON: the table, the model it was read as, its status and final version, and the ranking."""

from __future__ import annotations

import json
import random
import sys

from boardroom_sdk import Boardroom, ProblemError, models


def play(api: Boardroom, slug: str, rng: random.Random) -> tuple[models.Table, str]:
    """Create a table of ``slug`` with you and easy bots, follow your seat's state stream and post a random
    complete listed move whenever you are awaited: the finished table, and your seat's token."""
    game = next(game for game in api.get_catalog().games if game.slug == slug)
    seats: list[dict[str, str]] = [{"name": "typed"}] + [{"bot": "easy"}] * (game.min_players - 1)
    created = api.create_game({"game": slug, "seats": seats})
    gid, token = created.id, created.tokens["0"]
    for state in api.stream_states(gid, token=token):
        if state.status != "active" or 0 not in state.to_act:
            continue
        moves = api.list_moves(gid, token=token)
        # a listed move is a command to post as is or a template (`kind`); the table commands have no kind
        complete = [move for move in moves.moves if getattr(move, "kind", "command") == "command"]
        if not complete:
            continue
        try:
            api.post_command(gid, rng.choice(complete), token=token, if_match=moves.version)
        except ProblemError as refused:
            if refused.code != "stale_version":  # a bot moved first: the stream brings the new state
                raise
    return api.get_game(gid, token=token), token


if __name__ == "__main__":
    with Boardroom(sys.argv[1]) as client:
        table, _ = play(client, sys.argv[2] if len(sys.argv) > 2 else "corporate-anarchy", random.Random())
    ranking = table.result.ranking if table.result else None
    print(
        json.dumps(
            {
                "id": table.id,
                "model": type(table).__name__,
                "status": table.status,
                "version": table.version,
                "ranking": ranking,
            }
        )
    )
