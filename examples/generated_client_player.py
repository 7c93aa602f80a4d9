"""Play one game of Boardroom to its end through a client generated from the committed openapi.yaml.

    .venv/bin/openapi-python-client generate --path openapi.yaml --output-path boardroom-client
    PYTHONPATH=boardroom-client .venv/bin/python examples/generated_client_player.py --game bias-effect

One seat is ours, the others are the server's bots. The program reads its legal moves, picks a complete one
(a template describes a choice to fill in, so it is skipped), posts it with If-Match pinned to the version
the moves were listed at, and waits on the game's stream when it is not its turn. Every response is parsed
into the generated models, the game's view included (``<Game>SeatView``): nothing here reads raw JSON but the
stream's wake-up lines.
"""

from __future__ import annotations

import argparse
import random
import time
import uuid
from collections.abc import Callable
from typing import Any, TypeVar

from boardroom_client import AuthenticatedClient
from boardroom_client.api.games import create_game, get_game
from boardroom_client.api.play import list_moves, post_command
from boardroom_client.models import (
    BiasEffectCommandResult,
    BiasEffectCreatedGame,
    BiasEffectLegalMoves,
    BiasEffectSeatView,
    BiasEffectTable,
    BotLevel,
    CorporateAnarchyCommandResult,
    CorporateAnarchyCreatedGame,
    CorporateAnarchyLegalMoves,
    CorporateAnarchyPlaceTilesTemplate,
    CorporateAnarchySeatView,
    CorporateAnarchyTable,
    CreateGame,
    GameSlug,
    InventingTheFutureCommandResult,
    InventingTheFutureCreatedGame,
    InventingTheFutureLegalMoves,
    InventingTheFutureTable,
    InventingTheFutureView,
    Problem,
    SeatSpec,
    TableStatus,
    TabletopClimberCommandResult,
    TabletopClimberCreatedGame,
    TabletopClimberLegalMoves,
    TabletopClimberSeatView,
    TabletopClimberSelectHandTemplate,
    TabletopClimberTable,
    TabletopIncCollectTemplate,
    TabletopIncCommandResult,
    TabletopIncCreatedGame,
    TabletopIncLegalMoves,
    TabletopIncPredictTemplate,
    TabletopIncSeatView,
    TabletopIncTable,
    TabletopIncTradeTemplate,
)
from boardroom_client.types import Response

# The moves to complete before posting; every other listed move is a command to post as is.
TEMPLATES = (CorporateAnarchyPlaceTilesTemplate, TabletopClimberSelectHandTemplate, TabletopIncCollectTemplate,
             TabletopIncPredictTemplate, TabletopIncTradeTemplate)
LEGAL_MOVES = (BiasEffectLegalMoves, CorporateAnarchyLegalMoves, InventingTheFutureLegalMoves,
               TabletopClimberLegalMoves, TabletopIncLegalMoves)
COMMAND_RESULTS = (BiasEffectCommandResult, CorporateAnarchyCommandResult, InventingTheFutureCommandResult,
                   TabletopClimberCommandResult, TabletopIncCommandResult)
CREATED = (BiasEffectCreatedGame, CorporateAnarchyCreatedGame, InventingTheFutureCreatedGame,
           TabletopClimberCreatedGame, TabletopIncCreatedGame)
TABLES = (BiasEffectTable, CorporateAnarchyTable, InventingTheFutureTable, TabletopClimberTable, TabletopIncTable)
Table = BiasEffectTable | CorporateAnarchyTable | InventingTheFutureTable | TabletopClimberTable | TabletopIncTable
# What a seat sees of each game (a spectator's view has a model of its own where it differs).
SEAT_VIEWS = (BiasEffectSeatView, CorporateAnarchySeatView, InventingTheFutureView, TabletopClimberSeatView,
              TabletopIncSeatView)
MAX_TURNS = 5000
T = TypeVar("T")


class Refused(RuntimeError):
    """The server answered with a problem where the program expected a resource."""


def refused(parsed: object) -> Refused:
    """The error for a response that is not the resource expected: the problem the server answered with."""
    if isinstance(parsed, Problem):
        return Refused(f"{parsed.status} {parsed.code}: {parsed.detail}")
    return Refused(f"unexpected response {parsed!r}")


def paced(endpoint: Callable[..., Response[T]], *args: Any, **kwargs: Any) -> Response[T]:
    """``endpoint``'s response, waiting out a 429 (rate limited) for its ``Retry-After`` seconds first."""
    while True:
        response = endpoint(*args, **kwargs)
        if response.status_code != 429:
            return response
        time.sleep(float(response.headers.get("Retry-After", "1")))


def wait_for_news(seat: AuthenticatedClient, gid: str, version: int) -> None:
    """Block until the game moves past ``version`` (its NDJSON stream sends the next event) or ends."""
    http = seat.get_httpx_client()
    with http.stream("GET", f"/v1/games/{gid}/stream", params={"after": version},
                     headers={"Accept": "application/x-ndjson"}) as live:
        for line in live.iter_lines():
            if '"v":' in line:  # an event, not the heartbeat
                return


def play(base_url: str, game: GameSlug, players: int, seed: int = 0) -> Table:
    """Create a table (us at seat 0, server bots elsewhere) and play it to the end; the finished table."""
    rng = random.Random(seed)
    # The generator asks for an AuthenticatedClient wherever the document lists a security scheme, even an
    # optional one (createGame: anyone, or a player by key); anonymously we send no Authorization at all.
    anonymous = AuthenticatedClient(base_url=base_url, token="", prefix="", auth_header_name="X-Boardroom-Anonymous",
                                    raise_on_unexpected_status=True)
    seats = [SeatSpec(name="generated-client"), *(SeatSpec(bot=BotLevel.NORMAL) for _ in range(players - 1))]
    created = create_game.sync(client=anonymous, body=CreateGame(game=game, seats=seats))
    if not isinstance(created, CREATED):
        raise refused(created)
    seat = AuthenticatedClient(base_url=base_url, token=created.tokens["0"], raise_on_unexpected_status=True,
                               timeout=None)
    for _ in range(MAX_TURNS):
        table = paced(get_game.sync_detailed, created.id, client=seat).parsed
        if not isinstance(table, TABLES) or not isinstance(table.view, SEAT_VIEWS):
            raise refused(table)
        if table.status == TableStatus.FINISHED:
            return table
        listed = paced(list_moves.sync_detailed, created.id, client=seat).parsed
        if not isinstance(listed, LEGAL_MOVES):
            raise refused(listed)
        # a template (`kind: template`) parses as its own model, never as the command of the same type
        complete = [move for move in listed.moves if not isinstance(move, TEMPLATES)]
        if not complete:
            wait_for_news(seat, created.id, listed.version)
            continue
        posted = paced(post_command.sync_detailed, created.id, client=seat, body=rng.choice(complete),
                       if_match=f'"{listed.version}"', idempotency_key=uuid.uuid4().hex)
        if posted.status_code == 409:
            continue  # a bot moved first: read the moves again
        if not isinstance(posted.parsed, COMMAND_RESULTS):
            raise refused(posted.parsed)
    raise Refused(f"game {created.id} did not finish in {MAX_TURNS} turns")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", default=GameSlug.TABLETOP_CLIMBER.value, choices=[g.value for g in GameSlug])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    table = play(args.url, GameSlug(args.game), args.players, args.seed)
    assert table.result is not None and isinstance(table.view, SEAT_VIEWS)
    print(f"{table.id} finished at version {table.version}; ranking {table.result.ranking}; "
          f"seat {table.view.viewer} saw a {type(table.view).__name__}")


if __name__ == "__main__":
    main()
