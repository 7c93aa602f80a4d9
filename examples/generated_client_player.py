"""Play one game of Boardroom to its end through a client generated from the committed openapi.yaml.

    .venv/bin/openapi-python-client generate --path openapi.yaml --output-path boardroom-client
    PYTHONPATH=boardroom-client .venv/bin/python examples/generated_client_player.py --game bias-effect

One seat is ours, the others are the server's bots. The program reads its legal moves, picks one at random,
posts it with If-Match pinned to the version the moves were listed at, and waits on the game's stream when it
is not its turn. A template (``kind: template``: a choice too large to list) is filled in first, each choice
drawn at random among those the template allows and the seat's view can pay for; templates are preferred until
one is accepted, so every game that has them exercises filling, and half the time after that.
Every response is parsed into the generated models, the game's view and catalogue included: nothing here
reads raw JSON but the stream's wake-up lines.
"""

from __future__ import annotations

import argparse
import random
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from boardroom_client import AuthenticatedClient, Client
from boardroom_client.api.catalog import get_game_components
from boardroom_client.api.games import create_game, get_game
from boardroom_client.api.play import list_moves, post_command
from boardroom_client.models import (
    BiasEffectCommandResult,
    BiasEffectCreatedGame,
    BiasEffectCreateGame,
    BiasEffectLegalMoves,
    BiasEffectSeatView,
    BiasEffectTable,
    CorporateAnarchyCommandResult,
    CorporateAnarchyCreatedGame,
    CorporateAnarchyCreateGame,
    CorporateAnarchyLegalMoves,
    CorporateAnarchyPlaceTilesCommand,
    CorporateAnarchyPlaceTilesCommandType,
    CorporateAnarchyPlaceTilesTemplate,
    CorporateAnarchySeatView,
    CorporateAnarchyTable,
    GameSlug,
    InventingTheFutureCommandResult,
    InventingTheFutureCreatedGame,
    InventingTheFutureCreateGame,
    InventingTheFutureLegalMoves,
    InventingTheFutureTable,
    InventingTheFutureView,
    Problem,
    TableStatus,
    TabletopClimberCommandResult,
    TabletopClimberCreatedGame,
    TabletopClimberCreateGame,
    TabletopClimberLegalMoves,
    TabletopClimberSeatView,
    TabletopClimberSelectHandCommand,
    TabletopClimberSelectHandCommandType,
    TabletopClimberSelectHandTemplate,
    TabletopClimberTable,
    TabletopIncCollectCommand,
    TabletopIncCollectCommandType,
    TabletopIncCollectTemplate,
    TabletopIncCommandResult,
    TabletopIncCreatedGame,
    TabletopIncCreateGame,
    TabletopIncGameComponents,
    TabletopIncLegalMoves,
    TabletopIncPredictCommand,
    TabletopIncPredictCommandType,
    TabletopIncPredictTemplate,
    TabletopIncResourceComponent,
    TabletopIncSeatView,
    TabletopIncTable,
    TabletopIncTradeCommand,
    TabletopIncTradeCommandGet,
    TabletopIncTradeCommandGive,
    TabletopIncTradeCommandType,
    TabletopIncTradeTemplate,
)
from boardroom_client.types import Response, Unset

# The moves to complete before posting; every other listed move is a command to post as is.
TEMPLATES = (CorporateAnarchyPlaceTilesTemplate, TabletopClimberSelectHandTemplate, TabletopIncCollectTemplate,
             TabletopIncPredictTemplate, TabletopIncTradeTemplate)
Template = (CorporateAnarchyPlaceTilesTemplate | TabletopClimberSelectHandTemplate | TabletopIncCollectTemplate
            | TabletopIncPredictTemplate | TabletopIncTradeTemplate)
Filled = (CorporateAnarchyPlaceTilesCommand | TabletopClimberSelectHandCommand | TabletopIncCollectCommand
          | TabletopIncPredictCommand | TabletopIncTradeCommand)
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
SeatView = (BiasEffectSeatView | CorporateAnarchySeatView | InventingTheFutureView | TabletopClimberSeatView
            | TabletopIncSeatView)
MAX_TURNS = 5000
# Once a game's first template is accepted (until then one is tried whenever listed), the share of the turns
# offering a template on which one is filled rather than a listed command posted.
TEMPLATE_SHARE = 0.5
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


def place_tiles(template: CorporateAnarchyPlaceTilesTemplate, rng: random.Random) -> CorporateAnarchyPlaceTilesCommand:
    """Corporate Anarchy's set-up: distinct squares of the template's for each kind of base tile, one start."""
    tiles = rng.sample(template.squares, template.alarms + template.guards + template.vips)
    guards_from = template.alarms
    vips_from = guards_from + template.guards
    return CorporateAnarchyPlaceTilesCommand(
        alarms=tiles[:guards_from], guards=tiles[guards_from:vips_from], vips=tiles[vips_from:],
        start=rng.choice(template.start), type_=CorporateAnarchyPlaceTilesCommandType.PLACE_TILES)


def select_hand(template: TabletopClimberSelectHandTemplate, rng: random.Random) -> TabletopClimberSelectHandCommand:
    """Tabletop Climber's hand: ``count`` of the team's cards (the Climax: between ``min`` and ``max``)."""
    if isinstance(template.count, int):
        size = template.count
    elif isinstance(template.min_, int) and isinstance(template.max_, int):
        size = rng.randint(template.min_, template.max_)
    else:
        raise refused(template)
    return TabletopClimberSelectHandCommand(cards=[card.value for card in rng.sample(template.from_, size)],
                                            type_=TabletopClimberSelectHandCommandType.SELECT_HAND)


def predict(template: TabletopIncCollectTemplate | TabletopIncPredictTemplate, research: int,
            rng: random.Random) -> TabletopIncCollectCommand | TabletopIncPredictCommand | None:
    """Tabletop Inc.'s predictions about one opponent, as many as allowed and paid for (a research token each);
    None when the seat has no research to pay with."""
    choice = template.predictions
    counts = [k for k in choice.counts if k <= min(research, len(choice.from_))]
    if not counts or not template.target:
        return None
    target, actions = rng.choice(template.target), rng.sample(choice.from_, rng.choice(counts))
    if isinstance(template, TabletopIncCollectTemplate):
        return TabletopIncCollectCommand(type_=TabletopIncCollectCommandType.COLLECT, target=target,
                                         predictions=actions)
    return TabletopIncPredictCommand(type_=TabletopIncPredictCommandType.PREDICT, target=target, predictions=actions)


def trade(template: TabletopIncTradeTemplate, have: dict[str, int], levels: dict[str, int],
          rng: random.Random) -> TabletopIncTradeCommand | None:
    """Tabletop Inc.'s trade: some of one resource the seat has for as many others of the same level (``levels``:
    the catalogue's); None when the template names nothing the seat can give."""
    if isinstance(template.fields, Unset):
        return None
    offered = template.fields.additional_properties
    givable = [r for r in offered.get("give", []) if have.get(r, 0) > 0 and r in levels]
    if not givable:
        return None
    given = rng.choice(givable)
    amount = rng.randint(1, have[given])
    alike = [r for r in offered.get("get", []) if r != given and levels.get(r) == levels[given]]
    if not alike:
        return None
    got = Counter(rng.choice(alike) for _ in range(amount))
    return TabletopIncTradeCommand(give=TabletopIncTradeCommandGive.from_dict({given: amount}),
                                   get=TabletopIncTradeCommandGet.from_dict(dict(got)),
                                   type_=TabletopIncTradeCommandType.TRADE)


def resources(view: SeatView) -> dict[str, int]:
    """The viewing seat's resources by id (only Tabletop Inc. has any)."""
    if not isinstance(view, TabletopIncSeatView):
        return {}
    return {name: int(count) for name, count in view.players[view.viewer].res.to_dict().items()}


def fill(template: Template, view: SeatView, levels: dict[str, int], rng: random.Random) -> Filled | None:
    """The command ``template`` describes, each choice drawn at random among those it allows, ``view`` saying
    what the seat can pay; None when it can pay for none."""
    if isinstance(template, CorporateAnarchyPlaceTilesTemplate):
        return place_tiles(template, rng)
    if isinstance(template, TabletopClimberSelectHandTemplate):
        return select_hand(template, rng)
    if isinstance(template, TabletopIncTradeTemplate):
        return trade(template, resources(view), levels, rng)
    return predict(template, resources(view).get("research", 0), rng)


def resource_levels(client: AuthenticatedClient | Client, game: GameSlug) -> dict[str, int]:
    """Each resource's level, from the game's catalogue (a trade swaps resources of one level): Tabletop Inc.'s."""
    catalogue = paced(get_game_components.sync_detailed, game.value, client=client).parsed
    if not isinstance(catalogue, TabletopIncGameComponents):
        return {}
    return {c.id: c.level for c in catalogue.components if isinstance(c, TabletopIncResourceComponent)}


CreateRequest = (type[BiasEffectCreateGame] | type[CorporateAnarchyCreateGame] | type[InventingTheFutureCreateGame]
                 | type[TabletopClimberCreateGame] | type[TabletopIncCreateGame])
CREATE_REQUESTS: dict[GameSlug, CreateRequest] = {
    GameSlug.BIAS_EFFECT: BiasEffectCreateGame,
    GameSlug.CORPORATE_ANARCHY: CorporateAnarchyCreateGame,
    GameSlug.INVENTING_THE_FUTURE: InventingTheFutureCreateGame,
    GameSlug.TABLETOP_CLIMBER: TabletopClimberCreateGame,
    GameSlug.TABLETOP_INC: TabletopIncCreateGame,
}


@dataclass
class Played:
    """A finished game: its table, and the types of the templates filled on the way (each accepted), in order."""

    table: Table
    filled: list[str] = field(default_factory=list)


def play(base_url: str, game: GameSlug, players: int, seed: int = 0) -> Played:
    """Create a table (us at seat 0, server bots elsewhere) and play it to the end, ``seed`` making our choices."""
    rng = random.Random(seed)
    anonymous = Client(base_url=base_url, raise_on_unexpected_status=True)  # createGame: anyone may call it
    levels = resource_levels(anonymous, game)
    seats = [{"name": "generated-client"}, *({"bot": "normal"} for _ in range(players - 1))]
    # Each game has its create request (its seat counts, bot levels and options): built from the JSON it takes.
    created = create_game.sync(client=anonymous, body=CREATE_REQUESTS[game].from_dict({"game": game.value,
                                                                                        "seats": seats}))
    if not isinstance(created, CREATED):
        raise refused(created)
    seat = AuthenticatedClient(base_url=base_url, token=created.tokens["0"], raise_on_unexpected_status=True,
                               timeout=None)
    filled: list[str] = []
    for _ in range(MAX_TURNS):
        table = paced(get_game.sync_detailed, created.id, client=seat).parsed
        if not isinstance(table, TABLES) or not isinstance(table.view, SEAT_VIEWS):
            raise refused(table)
        if table.status == TableStatus.FINISHED:
            return Played(table, filled)
        listed = paced(list_moves.sync_detailed, created.id, client=seat).parsed
        if not isinstance(listed, LEGAL_MOVES):
            raise refused(listed)
        if not listed.moves:
            wait_for_news(seat, created.id, listed.version)
            continue
        # a template (`kind: template`) parses as its own model, never as the command of the same type
        templates = [move for move in listed.moves if isinstance(move, TEMPLATES)]
        complete = [move for move in listed.moves if not isinstance(move, TEMPLATES)]
        if templates and listed.version != table.version:
            continue  # a template is filled from the view: read one of the version the moves were listed at
        template = rng.choice(templates) if templates and (not filled or rng.random() < TEMPLATE_SHARE) else None
        command = fill(template, table.view, levels, rng) if template is not None else None
        if command is None and not complete:
            raise Refused(f"game {created.id}: no command to post among {len(templates)} templates it cannot pay for")
        body = rng.choice(complete) if command is None else command
        posted = paced(post_command.sync_detailed, created.id, client=seat, body=body,
                       if_match=f'"{listed.version}"', idempotency_key=uuid.uuid4().hex)
        if posted.status_code == 409:
            continue  # a bot moved first: read the moves again
        if not isinstance(posted.parsed, COMMAND_RESULTS):
            raise refused(posted.parsed)
        if template is not None and command is not None:
            filled.append(template.type_.value)
    raise Refused(f"game {created.id} did not finish in {MAX_TURNS} turns")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", default=GameSlug.TABLETOP_CLIMBER.value, choices=[g.value for g in GameSlug])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    played = play(args.url, GameSlug(args.game), args.players, args.seed)
    table = played.table
    assert table.result is not None and isinstance(table.view, SEAT_VIEWS)
    print(f"{table.id} finished at version {table.version}; ranking {table.result.ranking}; "
          f"seat {table.view.viewer} saw a {type(table.view).__name__}; templates filled: {len(played.filled)}")


if __name__ == "__main__":
    main()
